"""Many complete random games with the invariants checked after every decision.

The default run plays 150 games for each of 2, 3 and 4 players (about a minute on two cores);
`pytest --soak` plays 1,000 of each.  Every game must end by the rulebook's triggers (a board out of
Qi Energy, or the third Taotie form defeated), never by a cap, and nothing may ever be negative,
lost or duplicated (`invariants.problems`).
"""

from __future__ import annotations

import multiprocessing
import random

import pytest

from game.core import Config, Game
from game.core.invariants import problems

DECISION_LIMIT = 100_000


def play_checked(job: tuple[int, int]) -> tuple[int, int, str, str]:
    """Play one random game; return (seed, players, end reason, first problem or '')."""
    players, seed = job
    rnd = random.Random(seed * 7919 + players)
    try:
        game = Game(
            Config(
                players=players,
                seed=seed,
                first_player=seed % players,
                layout="build" if seed % 5 == 0 else "first-game",
                lion_draft="casual" if seed % 3 == 0 else "row",
                character_draft=seed % 2 == 0,
            ),
            record=False,
        )
        for _ in range(DECISION_LIMIT):
            if game.over:
                return seed, players, game.state.outcome.ending, ""
            legal = game.legal_actions()
            if not legal:
                return seed, players, "", "no legal action before the end"
            game.apply(rnd.choice(legal))
            found = problems(game.state)
            if found:
                return seed, players, "", f"after decision: {found[0]}"
        return seed, players, "", f"no end after {DECISION_LIMIT} decisions"
    except Exception as exc:  # report which seed broke, keep the pool alive
        return seed, players, "", f"{type(exc).__name__}: {exc}"


@pytest.fixture(scope="module")
def games_per_count(request) -> int:
    return 1000 if request.config.getoption("--soak") else 150


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_by_the_rules_with_every_component_accounted_for(players, games_per_count):
    jobs = [(players, seed) for seed in range(1, games_per_count + 1)]
    # spawn, not fork: earlier tests may have left threads (pygame's, a computer player's) whose
    # locks a forked worker would inherit held, and hang on
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(2) as pool:
        results = pool.map(play_checked, jobs, chunksize=8)
    broken = [(seed, why) for seed, _, _, why in results if why]
    assert broken == [], f"{len(broken)} games broke, first: {broken[:3]}"
    reasons = {reason for _, _, reason, _ in results}
    assert reasons <= {"board_empty", "nian_defeated"}
    assert "board_empty" in reasons
