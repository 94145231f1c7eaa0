"""Rulebook, "Game and Player Turn Overview" and "Player Turn: Drum", "1. Strike".

Choose 1 Drum card from your hand and play it next to one of your summoned Lions. ...
Your starting left Lion can hold 2 Drum cards; your right Lion up to 3. (If both Lions are full,
you must Rest this turn.)
When in hand, Fear cards may not be played like Drum cards next to one of your Lions.
[Jade Amulet] Increases the limit of Drum cards that may be played next to both your Lions by 1.
A round consists of each player performing one turn. Starting with the player with the First
Player token, each player on your turn chooses one of three actions.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.core import Config, Game, IllegalAction
from game.core.actions import Leap, Rest, Strike, Summon
from game.core.catalogue import default_catalogue
from game.core.events import CardMoved, Struck, TurnStarted
from game.core.reasons import Refusal, Why
from game.text.reasons import refusal_text

from .helpers import at_first_turn
from .turn_helpers import (
    fear_card,
    give_amulet,
    market_cards,
    move_card,
    place_board_qi,
    rest_turn,
    summon_right_lion,
)


def strike_slots(game: Game) -> set[int]:
    """The Lions a Drum card may be struck next to right now."""
    return {a.slot for a in game.legal_actions() if isinstance(a, Strike)}


def fill(game: Game, seat: int, slot: int, n: int) -> None:
    """Lay `n` Drum cards from the Drum deck next to Lion `slot` (as if struck on earlier turns)."""
    st = game.state
    for c in market_cards(st, n=n):
        move_card(st, c, st.players[seat].played[slot])


def assert_refused_unchanged(game: Game, action, why: Why) -> str:
    """`action` is refused for `why`, changing nothing; the words the screen shows for it."""
    before = game.state.to_dict()
    legal = game.legal_actions()
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert game.state.to_dict() == before, "a refused Strike changed the table"
    assert game.legal_actions() == legal
    refusal = info.value.reason
    assert isinstance(refusal, Refusal) and refusal.why is why, refusal
    return refusal_text(refusal)


# --- 1. Strike ------------------------------------------------------------------------------------


def test_strike__plays_a_drum_card_from_hand_next_to_the_chosen_lion():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    p = st.players[seat]
    card = p.hand[0]
    hand_before = len(p.hand)
    events = game.apply(Strike(card, 0))
    assert card not in p.hand and len(p.hand) == hand_before - 1
    assert p.played[0] == [card]
    assert Struck(seat, card, 0) in events
    assert CardMoved(seat, card, "hand", "lion0") in events
    assert game.pending.kind == "leap"  # the struck Lion leaps next
    assert all(isinstance(a, Leap) for a in game.legal_actions())


def test_strike__every_drum_card_in_hand_is_offered_next_to_the_starting_lion():
    game = at_first_turn(seed=2)
    p = game.state.players[game.pending.seat]
    strikes = {(a.card, a.slot) for a in game.legal_actions() if isinstance(a, Strike)}
    assert strikes == {(c, 0) for c in p.hand}
    assert Rest() in game.legal_actions()


def test_strike__only_next_to_a_summoned_lion():
    game = at_first_turn(seed=1)
    p = game.state.players[game.pending.seat]
    assert p.lion[1] < 0
    assert strike_slots(game) == {0}
    reason = assert_refused_unchanged(game, Strike(p.hand[0], 1), Why.LION_NOT_SUMMONED)
    assert "summoned" in reason.lower()


def test_strike__the_left_lion_holds_two_drum_cards():
    game = at_first_turn(seed=1)
    seat = game.pending.seat
    fill(game, seat, 0, 1)
    game.refresh()
    assert strike_slots(game) == {0}  # one card there: room for a second
    fill(game, seat, 0, 1)
    game.refresh()
    assert strike_slots(game) == set()  # two cards: full
    reason = assert_refused_unchanged(
        game, Strike(game.state.players[seat].hand[0], 0), Why.LION_FULL
    )
    assert game.why_not(Strike(game.state.players[seat].hand[0], 0)).n == 2
    assert "limit" in reason.lower() and "2" in reason


def test_strike__the_right_lion_holds_three_drum_cards():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    summon_right_lion(st, seat)
    fill(game, seat, 1, 2)
    game.refresh()
    assert strike_slots(game) == {0, 1}
    fill(game, seat, 1, 1)
    game.refresh()
    assert strike_slots(game) == {0}
    fill(game, seat, 0, 1)
    game.refresh()
    assert strike_slots(game) == {0}  # the left Lion, with one card, is still not full


def test_strike__the_card_limits_come_from_the_character_board():
    cat = default_catalogue()
    boards = tuple(dataclasses.replace(c, left_limit=1, right_limit=4) for c in cat.characters)
    game = Game(Config(players=2, seed=1), catalogue=dataclasses.replace(cat, characters=boards))
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    st = game.state
    seat = game.pending.seat
    summon_right_lion(st, seat)
    fill(game, seat, 0, 1)
    fill(game, seat, 1, 3)
    game.refresh()
    assert strike_slots(game) == {1}  # left full at 1, right has room for a 4th
    fill(game, seat, 1, 1)
    game.refresh()
    assert strike_slots(game) == set()


def test_strike__card_limit_jade_amulet_adds_one_to_both_lions():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    summon_right_lion(st, seat)
    fill(game, seat, 0, 2)
    fill(game, seat, 1, 3)
    game.refresh()
    assert strike_slots(game) == set()
    give_amulet(st, seat, "card_limit")
    game.refresh()
    assert strike_slots(game) == {0, 1}  # 3rd card on the left, 4th on the right
    fill(game, seat, 0, 1)
    fill(game, seat, 1, 1)
    game.refresh()
    assert strike_slots(game) == set()


def test_strike__if_both_lions_are_full_you_must_rest():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    summon_right_lion(st, seat)
    fill(game, seat, 0, 2)
    fill(game, seat, 1, 3)
    game.refresh()
    assert game.legal_actions() == [Rest()]
    game.apply(Rest())
    assert game.pending.kind == "rest_purchase"


def test_strike__full_starting_lion_and_no_right_lion_means_rest():
    game = at_first_turn(seed=1)
    seat = game.pending.seat
    fill(game, seat, 0, 2)
    game.refresh()
    assert game.legal_actions() == [Rest()]


def test_strike__full_lions_leave_only_rest_or_summon():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    fill(game, seat, 0, 2)
    place_board_qi(st, seat, st.catalogue.manuals[st.manual].qi)
    game.refresh()
    kinds = {type(a) for a in game.legal_actions()}
    assert kinds == {Rest, Summon}


def test_strike__fear_cards_are_never_offered():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    fear = move_card(st, fear_card(st), st.players[seat].hand)
    game.refresh()
    struck = {a.card for a in game.legal_actions() if isinstance(a, Strike)}
    assert fear not in struck
    assert struck == {c for c in st.players[seat].hand if c != fear}


def test_strike__a_fear_card_cannot_be_played_and_changes_nothing():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    fear = move_card(st, fear_card(st), st.players[seat].hand)
    game.refresh()
    reason = assert_refused_unchanged(game, Strike(fear, 0), Why.FEAR_CARD)
    assert "fear" in reason.lower()
    assert fear in st.players[seat].hand and st.players[seat].played[0] == []


def test_strike__a_hand_of_only_fear_cards_must_rest():
    game = at_first_turn(seed=1)
    st = game.state
    p = st.players[game.pending.seat]
    for c in list(p.hand):
        move_card(st, c, p.discard)
    for _ in range(3):
        move_card(st, fear_card(st), p.hand)
    game.refresh()
    assert game.legal_actions() == [Rest()]


# --- Game and Player Turn Overview: turn order and rounds -----------------------------------------


def turn_starts(events) -> list[tuple[int, int]]:
    return [(e.seat, e.round) for e in events if isinstance(e, TurnStarted)]


def test_turn_overview__the_first_player_takes_the_first_turn_of_round_one():
    game = Game(Config(players=4, seed=3, first_player=2))
    events = list(game.opening_events)
    while game.pending.kind != "turn":
        events += game.apply(game.legal_actions()[0])
    assert game.pending.seat == 2
    assert game.state.round == 1
    assert turn_starts(events) == [(2, 1)]


@pytest.mark.parametrize(("players", "first"), [(2, 1), (3, 0), (4, 2)])
def test_turn_overview__turns_pass_clockwise_from_the_first_player(players, first):
    game = at_first_turn(players=players, seed=5, first_player=first)
    events = []
    for _ in range(2 * players):
        events += rest_turn(game)
    seats = [(first + k) % players for k in range(1, 2 * players + 1)]
    assert [s for s, _ in turn_starts(events)] == seats


def test_turn_overview__a_round_begins_with_the_first_player():
    game = at_first_turn(players=4, seed=6, first_player=1)
    events = []
    for _ in range(9):
        events += rest_turn(game)
    # seats 2, 3, 0 finish round 1; seat 1 opens round 2, and so on
    assert turn_starts(events) == [
        (2, 1),
        (3, 1),
        (0, 1),
        (1, 2),
        (2, 2),
        (3, 2),
        (0, 2),
        (1, 3),
        (2, 3),
    ]
    assert game.state.round == 3
