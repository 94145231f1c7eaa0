"""Issue 44, "Tests with real processes" and "Headless proof": a table server process
(`python -m game.server`) and one bot client process per seat (`python -m game.net client`) play
whole games on 127.0.0.1; a client killed mid-turn comes back, a host killed and started again from
its table file finishes the game with every client back, a hostile client changes nothing, and no
message any client received held what its seat must not see (`game.net.leaks`).  Each game ends
with the scores the same choices give when played in this process: it ended correctly.  Seeds are
ones whose games end soon; every run is bounded and kills its processes."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import Config
from game.net.selftest import AGAIN, ROOT, STALL_AT, run
from game.session.match import Match
from game.session.seeds import client_seed

pytestmark = pytest.mark.skipif(
    not (ROOT / "game" / "server.py").exists(),
    reason="game/server.py (the table server) is missing",
)
TIMEOUT = 120.0


def _expected(players: int, seed: int, victim: int | None = None) -> list[int]:
    """The scores of the game the selftest's bots play, played here: seat s chooses with
    Random(client_seed(seed, s)); a killed victim's new process with client_seed(seed, s, AGAIN)."""
    match = Match(Config(players=players, seed=seed))
    rngs = [random.Random(client_seed(seed, s)) for s in range(players)]
    made = [0] * players
    while not match.over:
        s = match.pending.seat
        if s == victim and made[s] == STALL_AT:
            rngs[s] = random.Random(client_seed(seed, s, AGAIN))
        match.apply(rngs[s].choice(match.legal()))
        made[s] += 1
    return list(match.game.state.outcome.scores)


def _one(players: int, seed: int, **kwargs) -> dict:
    total = run(players, 1, seed, timeout=TIMEOUT, **kwargs)
    (game,) = total["games_detail"]
    assert total["hidden_leaks"] == 0
    assert game["messages"] > game["decisions"] * players  # every seat's record was read
    return game


@pytest.mark.parametrize("players,seed", [(2, 27), (3, 52), (4, 1)])
def test_a_whole_game_at_each_table_size_ends_with_the_same_scores_everywhere(players, seed):
    game = _one(players, seed, kill_client=False, kill_host=False, hostile=False)
    assert game["completed"] and game["reconnects"] == 0
    assert game["scores"] == [_expected(players, seed)] * players
    assert game["joins"] == [1] * players


def test_a_client_killed_mid_turn_rejoins_and_the_game_ends_correctly():
    game = _one(2, 51, kill_client=True, kill_host=False, hostile=False)
    assert game["stalled"]  # it was killed while the table waited for its decision
    assert game["joins"] == [2, 1] and game["reconnects"] == 1
    assert game["completed"] and game["scores"] == [_expected(2, 51, victim=0)] * 2


def test_the_host_killed_and_reopened_from_its_table_file_finishes_with_every_client_back():
    game = _one(3, 32, kill_client=True, kill_host=True, hostile=False)
    assert game["stalled"] and game["reopened_port"] == game["port"]
    assert game["joins"] == [2, 2, 2] and game["reconnects"] == 3
    assert game["completed"] and game["scores"] == [_expected(3, 32, victim=0)] * 3


def test_a_hostile_client_is_refused_every_time_and_changes_nothing():
    game = _one(2, 27, kill_client=False, kill_host=False, hostile=True)
    hostile = game["hostile"]
    assert not hostile["changed"] and hostile["hidden_leaks"] == 0
    for reason in ("malformed", "bad_token", "wrong_rules", "not_your_turn", "unknown_kind"):
        assert hostile["reasons"].get(reason), reason
    assert hostile["reasons"].get("oversized") and hostile["reasons"].get("too_frequent")
    # the same game as without it, to the last decision
    assert game["completed"] and game["scores"] == [_expected(2, 27)] * 2


def test_the_selftest_command_proves_three_players_two_games():
    cmd = [sys.executable, "-m", "game.net", "selftest", "--players", "3", "--games", "2"]
    done = subprocess.run(
        [*cmd, "--timeout", str(TIMEOUT)],
        cwd=Path(ROOT),
        capture_output=True,
        text=True,
        timeout=TIMEOUT + 30,
    )
    last = json.loads(done.stdout.strip().splitlines()[-1])
    assert (last["games"], last["completed"], last["hidden_leaks"]) == (2, 2, 0), done.stdout
    assert last["reconnects"] >= 4 and last["refused"] > 0 and last["decisions"] > 0
    assert done.returncode == 0
