"""Issue 43, item 6: the headless proof.  `python -m game.sim ... --records DIR` writes each
simulated game's record (records the game reads and replays), and `python -m game --replay FILE
--smoke` steps through one in the real replay view, printing as its last line the decisions, the
scores by seat and the screens seen — and exits non-zero when the record and its replay disagree."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.session import records

ROOT = Path(__file__).resolve().parents[1]


def run(args: list[str], data: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, LIONWAKE_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=240
    )


@pytest.fixture(scope="module")
def simulated(tmp_path_factory) -> Path:
    """Two short 2-player games simulated with their records kept."""
    base = tmp_path_factory.mktemp("proof")
    out = base / "records"
    done = run(
        ["-m", "game.sim", "--players", "2", "--games", "2", "--seed", "3", "--bots",
         "quick,greedy", "--json", "--records", str(out)],
        base,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout.splitlines()[-1])["completed"] == 2
    return out


def test_sim_writes_a_record_of_each_game_that_loads_and_replays(simulated):
    files = sorted(simulated.glob("*.json"))
    assert [f.name for f in files] == ["sim-3.json", "sim-4.json"]
    for f in files:
        record = records.load(f)
        match = records.replay(record)
        assert match.over
        assert len(match.game.history) == record.summary.decisions
        assert record.summary.seats == ("greedy", "greedy")  # computers at every seat


def test_replay_smoke_steps_through_the_record_and_agrees(simulated, tmp_path):
    path = simulated / "sim-3.json"
    summary = records.summary(path)
    done = run(["-m", "game", "--replay", str(path), "--smoke"], tmp_path)
    assert done.returncode == 0, done.stderr
    last = json.loads(done.stdout.strip().splitlines()[-1])
    assert last["decisions"] == summary.decisions > 0
    assert last["scores"] == [s.score for s in summary.table]
    assert last["scenes"][-1] == "replay"


def test_replay_smoke_fails_on_a_record_whose_scores_were_edited(simulated, tmp_path):
    head, game = (simulated / "sim-3.json").read_text().split("\n", 1)
    data = json.loads(head[:-1] + "}")
    data["summary"]["seats"][1]["score"] += 5
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data)[:-1] + ",\n" + game)
    before = edited.read_bytes()
    done = run(["-m", "game", "--replay", str(edited), "--smoke"], tmp_path)
    assert done.returncode != 0
    last = json.loads(done.stdout.strip().splitlines()[-1])
    assert last["ok"] is False and "summary" in last["problem"]
    assert "FAILED" in done.stderr
    assert edited.read_bytes() == before
