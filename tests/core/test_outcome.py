"""A finished game's typed Outcome (rulebook, "Game End"; "Solo: Game End"; issue 40 item 1): how it
ended, the scores by category, the winners and the tie-break, read by name, never by position."""

from __future__ import annotations

import json
import random

from game.core import Config, Game, save
from game.core.outcome import Ending, Outcome, TieBreak
from game.core.scoring import CATEGORIES


def _play(players: int, seed: int, **config) -> Game:
    game = Game(Config(players=players, seed=seed, **config))
    rng = random.Random(seed)
    while not game.over:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_finished_game_says_how_it_ended_who_won_and_the_points_by_category():
    game = _play(3, 7)
    outcome = game.state.outcome
    assert isinstance(outcome, Outcome) and outcome.scored
    assert outcome.ending in (Ending.BOARD_EMPTY, Ending.NIAN_DEFEATED)
    for seat in range(3):
        parts = outcome.categories(seat)
        assert list(parts) == list(CATEGORIES)
        assert sum(parts.values()) == outcome.scores[seat]
    assert outcome.winners and all(outcome.scores[w] == outcome.top_score for w in outcome.winners)
    assert isinstance(outcome.tie_break, TieBreak)
    assert (outcome.tie_break is TieBreak.NONE) == (outcome.scores.count(outcome.top_score) == 1)


def test_a_game_in_progress_has_no_outcome():
    game = Game(Config(players=2, seed=1))
    assert game.state.outcome is None and not game.over


def test_a_lost_solo_game_is_not_scored():
    for seed in range(1, 30):
        game = _play(1, seed)
        outcome = game.state.outcome
        if outcome.ending is Ending.DEFEAT:
            break
    assert outcome.ending is Ending.DEFEAT
    assert not outcome.scored and outcome.scores == (0,) and outcome.winners == ()
    assert outcome.categories(0) == {} and not outcome.won(0)


def test_the_save_of_a_finished_game_keeps_its_snapshot_shape():
    """Saves written before the Outcome was typed hold the end as [scores, winners, tie, reason]."""
    game = _play(2, 5)
    data = json.loads(save.dumps(game))
    o = game.state.outcome
    assert data["snapshot"]["result"] == [list(o.scores), list(o.winners), o.tie_break, o.ending]
    assert save.loads(save.dumps(game)).state.outcome == o
