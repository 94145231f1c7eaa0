"""The bots' default policy late in a long game (game/ai/turns.py, `OVERDUE_PLACEMENTS`): a placed
Qi Energy is judged once its source on the Character board is chosen (rulebook, "Perform": "choose
and place 1 Qi Energy from anywhere on your Character board"), so a seat that can write a Spring
Couplet in an overdue game writes it instead of gathering Red Paper it never spends."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.ai import turns
from game.ai.turns import finish_turn, in_turn, turn_number
from game.core import Game, save
from game.core.scoring import qi_in
from game.session.factory import make_bot
from game.text.actions import action_text

#: Seed 295 of the 2-player balance run (the bots' draft) at round 31, the first seat to move: 5 Qi
#: Energy on its Character board and 10 Red Paper, with Scholar's Pavilion (Writing Spring Couplets)
#: a leap away.  Before `OVERDUE_PLACEMENTS` it placed no Qi Energy from round 23 to 38.
POSITION = Path(__file__).parent / "data" / "overdue-295-round-31.json"


def _position() -> Game:
    game = save.load(POSITION)
    assert (game.state.round, game.pending.seat, sum(game.state.players[0].qi)) == (31, 0, 5)
    return game


def _play(game: Game, text: str) -> None:
    """Apply the legal action described as `text` (the action log's words)."""
    game.apply(next(a for a in game.legal_actions() if action_text(game.state, a) == text))


def _couplets_held(game: Game) -> int:
    return qi_in(game.state, 0, "couplets")


def _after_the_card_it_played(monkeypatch, through: bool) -> Game:
    """The turn as the seat's playout finishes it after Red Cannon Exorcism, its card that turn."""
    monkeypatch.setattr(turns, "OVERDUE_PLACEMENTS", through)
    game = _position()
    _play(game, "Play Red Cannon Exorcism next to Plumtail")
    finish_turn(game, 0)
    return game


def test_overdue_placements__the_playout_writes_the_couplet_a_leap_away(monkeypatch):
    before = _couplets_held(_position())
    game = _after_the_card_it_played(monkeypatch, True)
    assert sum(game.state.players[0].qi) == 4
    assert _couplets_held(game) == before + 1


def test_overdue_placements__judged_before_its_source_every_placement_is_skipped(monkeypatch):
    game = _after_the_card_it_played(monkeypatch, False)
    assert sum(game.state.players[0].qi) == 5


def _qi_left_after_strong_turn(seed: int) -> int:
    """The seat's Qi Energy on its board after Strong (bot seed `seed`) plays its turn."""
    game = _position()
    bot = make_bot("strong", seed, None, 150)
    turn = turn_number(game)
    while in_turn(game, 0, turn):
        game.apply(bot.choose(game, 0))
    return sum(game.state.players[0].qi)


@pytest.mark.parametrize("seed", (2, 3))
def test_overdue_placements__strong_places_a_qi_energy_this_turn(seed):
    assert _qi_left_after_strong_turn(seed) == 4


def test_overdue_placements__without_it_strong_places_none(monkeypatch):
    monkeypatch.setattr(turns, "OVERDUE_PLACEMENTS", False)
    assert _qi_left_after_strong_turn(2) == 5
