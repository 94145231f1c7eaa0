"""Undo within a turn (issue 8, "Undo"): a decision of the current turn can be taken back, back to
the last point where something new came to light (a card drawn, a die rolled, a row refilled, a
shuffle), never across a turn or a hand-off, never after the game is over — and never as a way to
re-roll: taking a decision back and taking it again gives the same events."""

from __future__ import annotations

import json
import random

import pytest

from game.core import Config, Game, IllegalAction, invariants, save
from game.core import actions as A
from game.core import events as E
from game.core.reasons import NoUndo, Refusal, Why
from game.text.reasons import refusal_text, undo_text

from .helpers import at_first_turn
from .turn_helpers import finish_turn


def _strike(game: Game) -> A.Strike:
    return next(a for a in game.legal_actions() if isinstance(a, A.Strike))


def _plain(game: Game) -> dict:
    return json.loads(json.dumps(game.state.to_dict()))


def test_undo_after_strike_restores_the_exact_state():
    game = at_first_turn(players=2, seed=1)
    before, history, legal = _plain(game), list(game.history), game.legal_actions()
    assert not game.can_undo()
    game.apply(_strike(game))
    assert game.can_undo() and game.why_not_undo() is None
    action, events = game.undo()
    assert isinstance(action, A.Strike)
    assert any(isinstance(e, E.Struck) for e in events)
    assert _plain(game) == before
    assert game.history == history
    assert game.legal_actions() == legal
    assert not game.can_undo()


def test_several_decisions_undo_one_at_a_time():
    game = at_first_turn(players=2, seed=1)
    states = [_plain(game)]
    game.apply(_strike(game))
    states.append(_plain(game))
    game.apply(game.legal_actions()[0])  # the leap
    assert game.can_undo()
    game.undo()
    assert _plain(game) == states[1]
    game.undo()
    assert _plain(game) == states[0]
    with pytest.raises(IllegalAction) as info:
        game.undo()
    assert info.value.reason == Refusal(Why.CANNOT_UNDO, undo=NoUndo.NOTHING_YET)


def _play_until(seed: int, found, players: int = 2, limit: int = 3000):
    """Random play until `found(game, events, turns_before)` holds; returns the game then."""
    game = at_first_turn(players=players, seed=seed)
    rnd = random.Random(seed)
    for _ in range(limit):
        if game.over:
            break
        turns = game.state.turns
        events = game.apply(rnd.choice(game.legal_actions()))
        if not game.over and found(game, events, turns):
            return game
    raise AssertionError("no such moment in this game: pick another seed")


@pytest.mark.parametrize(
    "what, found, reason",
    [
        (
            "a die roll",
            lambda g, ev, t: any(isinstance(e, E.DiceRolled) for e in ev) and g.state.turns == t,
            {NoUndo.DICE_ROLLED},
        ),
        (
            "a card draw",
            lambda g, ev, t: (
                g.state.turns == t
                and any(isinstance(e, E.CardMoved) and e.from_pile == "deck" for e in ev)
            ),
            set(NoUndo),
        ),
        (
            "a market refill",
            lambda g, ev, t: (
                g.state.turns == t
                and any(isinstance(e, E.RowRefilled) and e.row == "drum" for e in ev)
            ),
            {NoUndo.DRUM_ROW_REFILLED, NoUndo.MOTIF_ROW_REFILLED, NoUndo.SLIP_ROW_REFILLED},
        ),
    ],
)
def test_undo_is_refused_after_something_is_revealed(what, found, reason):
    for seed in (1, 2, 3):
        game = _play_until(seed, found)
        assert not game.can_undo(), f"undo allowed after {what}"
        why = game.why_not_undo()
        assert why in reason, f"{what}: {why}"
        state = _plain(game)
        with pytest.raises(IllegalAction) as info:
            game.undo()
        assert info.value.reason == Refusal(Why.CANNOT_UNDO, undo=why)
        assert refusal_text(info.value.reason) == f"Cannot undo: {undo_text(why)}"
        assert _plain(game) == state


def test_undo_is_refused_at_a_new_turn():
    game = at_first_turn(players=2, seed=1)
    game.apply(_strike(game))
    finish_turn(game)
    assert game.pending.kind == "turn"
    assert not game.can_undo()
    assert game.why_not_undo() is NoUndo.NOTHING_YET
    assert undo_text(game.why_not_undo()) == "nothing to undo yet this turn"
    with pytest.raises(IllegalAction):
        game.undo()


def test_a_revealing_decision_stops_undo_of_the_earlier_ones():
    """Strike, then whatever the turn brings: once dice are rolled, not even the Strike comes back."""
    game = _play_until(
        4, lambda g, ev, t: any(isinstance(e, E.DiceRolled) for e in ev) and g.state.turns == t
    )
    assert not game.can_undo()
    game.apply(game.legal_actions()[0])
    if game.can_undo():  # a later free decision can be undone, but only back to the roll
        game.undo()
        assert not game.can_undo()


def test_undo_then_redo_gives_the_same_events():
    """No re-roll: taking a decision back and taking it again has exactly the same outcome."""
    rnd = random.Random(5)
    checked = 0
    for seed in range(1, 6):
        game = at_first_turn(players=3, seed=seed)
        for _ in range(400):
            if game.over:
                break
            action = rnd.choice(game.legal_actions())
            events = game.apply(action)
            state = _plain(game)
            if game.can_undo():
                undone, undone_events = game.undo()
                assert undone == action and undone_events == events
                assert game.apply(action) == events
                assert _plain(game) == state
                checked += 1
    assert checked > 50


def test_copies_and_unrecorded_games_never_undo():
    """Computer players search copies and simulations play unrecorded games: neither keeps
    snapshots, so neither can undo."""
    game = at_first_turn(players=2, seed=1)
    game.apply(_strike(game))
    assert game.can_undo()
    assert not game.copy().can_undo()
    assert not game.copy(record=True).can_undo()
    quiet = Game(Config(players=2, seed=1), record=False)
    while quiet.pending.kind != "turn":
        quiet.apply(quiet.legal_actions()[0])
    quiet.apply(_strike(quiet))
    assert not quiet.can_undo()


def test_no_undo_once_the_game_is_over():
    game = Game(Config(players=2, seed=3, turn_cap=4))
    rnd = random.Random(3)
    while not game.over:
        game.apply(rnd.choice(game.legal_actions()))
    assert not game.can_undo()
    assert game.why_not_undo() is NoUndo.GAME_OVER
    with pytest.raises(IllegalAction):
        game.undo()


@pytest.mark.parametrize("players, seed", [(1, 11), (2, 12), (3, 13), (4, 14)])
def test_random_play_with_undo_keeps_invariants_and_saves(players, seed):
    """Seeded random play that undoes at random moments: every undo leaves a sound table, and the
    save written then replays to exactly that table (with the same undo still available)."""
    game = Game(Config(players=players, seed=seed))
    rnd = random.Random(seed)
    undos = 0
    for _ in range(700):
        if game.over:
            break
        game.apply(rnd.choice(game.legal_actions()))
        while game.can_undo() and rnd.random() < 0.4:
            game.undo()
            undos += 1
            assert invariants.problems(game.state) == []
            if undos % 5 == 0:
                loaded = save.loads(save.dumps(game))
                assert loaded.state.to_dict() == game.state.to_dict()
                assert loaded.history == game.history
                assert loaded.legal_actions() == game.legal_actions()
                assert loaded.can_undo() == game.can_undo()
    assert undos > 10
    loaded = save.loads(save.dumps(game))
    assert loaded.state.to_dict() == game.state.to_dict()
