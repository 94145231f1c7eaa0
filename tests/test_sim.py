"""The headless simulation contract (`python -m game.tools.sim ... --json`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KEYS = {
    "games",
    "completed",
    "errors",
    "mean_turns",
    "wins_by_seat",
    "ended_by",
    "games_per_second",
}


def run_sim(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "game.tools.sim", *args],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_sim_plays_complete_games_and_prints_the_json_contract():
    done = run_sim("--players", "3", "--games", "4", "--seed", "5", "--json")
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(result) >= KEYS
    assert result["games"] == 4 and result["completed"] == 4 and result["errors"] == 0
    assert len(result["wins_by_seat"]) == 3
    assert sum(result["ended_by"].values()) == 4
    assert sum(result["wins_by_seat"]) >= 4  # a shared victory counts for each winner


def test_sim_reports_a_turn_cap_as_the_end_cause():
    done = run_sim("--players", "2", "--games", "2", "--seed", "1", "--turn-cap", "6", "--json")
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert result["ended_by"] == {"turn_cap": 2}
    assert result["mean_turns"] == 6


def test_sim_refuses_a_bot_count_that_does_not_match_the_players():
    done = run_sim("--players", "3", "--bots", "random,random", "--json")
    assert done.returncode != 0
    assert "3 players" in done.stderr


def test_sim__solo_games_are_set_up_at_the_difficulty_asked(monkeypatch):
    """`--difficulty` reaches each game's configuration (rulebook, "Solo: Setup" depends on it)."""
    import game.tools.sim as sim

    seen = []
    real = sim.play_one

    def spy(config, bot_names, check_every=0):
        seen.append(config.difficulty)
        return real(config, bot_names, check_every)

    monkeypatch.setattr(sim, "play_one", spy)
    for level in ("easy", "hard"):
        sim.simulate(1, 1, 5, ["random"], difficulty=level)
    assert seen == ["easy", "hard"]
