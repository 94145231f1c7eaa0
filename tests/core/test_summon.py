"""Rulebook, "Player Turn: Summon".

    Instead of the Drum action, if you meet the requirements (namely X Qi Energy placed from off your
    Character board) of the Ritual Manual token randomly drawn during Setup, you may choose to summon
    your second (right) Lion.
    Choose 1 of the Lions placed face up during Setup and place it above your Character board in the
    right slot. Replenish the Lion cards to 4.
    Your second (right) Lion is inherently stronger than your starting (left), as 3 Drum cards may be
    played next to it as well as it gaining 1 Strength dice, both indicated on the board.
    Then gain any resources and/or perform any actions indicated on the Manual Ritual token.

"Game and Player Turn Overview": "II. Summon. Once per game, summon your right Lion".
docs/rulings.md 21: the requirement is counted as the Qi Energy no longer on the board.
"""

from __future__ import annotations

import pytest

from game.core import Game, IllegalAction
from game.core.actions import Strike, Summon
from game.core.battle import lion_side
from game.core.catalogue import default_catalogue
from game.core.events import DiceSource, LionChosen, ResourcesChanged, Summoned, TurnStarted
from game.core.reasons import Why
from game.core.state import NO_TILE
from game.text.reasons import refusal_text

from .helpers import at_first_turn
from .turn_helpers import market_cards, move_card, place_board_qi, rest_turn

MANUALS = default_catalogue().manuals


def summons(game: Game) -> list[Summon]:
    return [a for a in game.legal_actions() if isinstance(a, Summon)]


def gain_only_manual() -> int:
    """A Ritual Manual whose reward is resources only (no action to perform, no Motif)."""
    return next(
        i
        for i, m in enumerate(MANUALS)
        if m.reward
        and all(not e.perform and all(k != "motif" for k, _ in e.gain) for e in m.reward)
    )


def ready_to_summon(seed: int = 1, manual: int | None = None) -> tuple[Game, int]:
    game = at_first_turn(seed=seed)
    st = game.state
    if manual is not None:
        st.manual = manual
    seat = game.pending.seat
    place_board_qi(st, seat, st.catalogue.manuals[st.manual].qi)
    game.refresh()
    return game, seat


@pytest.mark.parametrize("manual", range(len(MANUALS)), ids=[m.id for m in MANUALS])
def test_summon__needs_the_ritual_manual_qi_placed_from_the_character_board(manual):
    game = at_first_turn(seed=1)
    st = game.state
    st.manual = manual
    seat = game.pending.seat
    need = MANUALS[manual].qi
    place_board_qi(st, seat, need - 1)
    game.refresh()
    assert summons(game) == []
    with pytest.raises(IllegalAction):
        game.apply(Summon(st.lion_row[0]))
    place_board_qi(st, seat, 1)
    game.refresh()
    assert summons(game) == [Summon(lion) for lion in st.lion_row]


def test_summon__qi_still_in_the_reserve_does_not_count():
    game = at_first_turn(seed=1)
    st = game.state
    seat = game.pending.seat
    need = st.catalogue.manuals[st.manual].qi
    p = st.players[seat]
    place_board_qi(st, seat, need - 1)
    # a Qi Energy from the reserve beside the board (not from the board) on a Village space
    p.reserve -= 1
    st.space_qi[next(i for i, o in enumerate(st.space_qi) if o < 0)] = seat
    game.refresh()
    assert summons(game) == []


def test_summon__the_chosen_lion_goes_to_the_right_slot_and_the_row_is_replenished():
    game, seat = ready_to_summon(manual=gain_only_manual())
    st = game.state
    p = st.players[seat]
    row = list(st.lion_row)
    chosen = row[2]
    next_lion = st.lion_deck[-1]
    events = game.apply(Summon(chosen))
    assert p.lion == [p.lion[0], chosen]
    assert p.lion_tile[1] == NO_TILE  # it waits above the board and leaps later
    assert chosen not in st.lion_row and len(st.lion_row) == 4
    assert next_lion in st.lion_row
    assert [x for x in st.lion_row if x != next_lion] == [x for x in row if x != chosen]
    assert Summoned(seat, chosen) in events
    assert LionChosen(seat, chosen, 1) in events


@pytest.mark.parametrize("manual", range(len(MANUALS)), ids=[m.id for m in MANUALS])
def test_summon__gains_the_ritual_manual_reward(manual):
    game, seat = ready_to_summon(manual=manual)
    st = game.state
    p = st.players[seat]
    before = {k: getattr(p, k) for k in ("coins", "bamboo", "red_paper", "jade")}
    events = game.apply(Summon(st.lion_row[0]))
    gained: dict[str, int] = {}
    for e in events:
        if isinstance(e, ResourcesChanged) and e.seat == seat:
            for k, n in e.changes:
                gained[k] = gained.get(k, 0) + n
    expected: dict[str, int] = {}
    for eff in MANUALS[manual].reward:
        for k, n in eff.gain:
            if k != "motif":
                expected[k] = expected.get(k, 0) + n
    assert gained == expected
    for k, n in expected.items():
        assert getattr(p, k) == before[k] + n
    # a reward action (an Exchange, a free Motif) is performed before the turn ends
    performs = {name for eff in MANUALS[manual].reward for name in eff.perform}
    if any(k == "motif" for eff in MANUALS[manual].reward for k, _ in eff.gain):
        performs.add("ink")
    if performs:
        assert game.pending.seat == seat and game.pending.kind in performs


def test_summon__the_right_lion_gains_the_character_boards_strength_die():
    game, seat = ready_to_summon(manual=gain_only_manual())
    st = game.state
    game.apply(Summon(st.lion_row[0]))
    p = st.players[seat]
    board = st.catalogue.characters[p.character]
    right = st.catalogue.lions[p.lion[1]]
    side = lion_side(st, seat, 1)
    assert board.right_strength == 1  # "gaining 1 Strength dice ... indicated on the board"
    assert side.strength == right.strength_dice + board.right_strength
    assert (DiceSource.CHARACTER_BOARD, board.right_strength) in side.sources
    # the starting Lion gains no such die
    left = lion_side(st, seat, 0)
    assert (DiceSource.CHARACTER_BOARD, board.right_strength) not in left.sources


def test_summon__the_right_lion_holds_three_drum_cards():
    game, seat = ready_to_summon(manual=gain_only_manual())
    st = game.state
    game.apply(Summon(st.lion_row[0]))
    rest_turn(game)  # the other player
    assert game.pending.seat == seat
    p = st.players[seat]
    for c in market_cards(st, n=2):
        move_card(st, c, p.played[1])
    game.refresh()
    assert {a.slot for a in game.legal_actions() if isinstance(a, Strike)} == {0, 1}
    move_card(st, market_cards(st)[0], p.played[1])
    game.refresh()
    assert {a.slot for a in game.legal_actions() if isinstance(a, Strike)} == {0}


def test_summon__ends_the_turn():
    game, seat = ready_to_summon(manual=gain_only_manual())
    st = game.state
    p = st.players[seat]
    hand, deck = list(p.hand), list(p.deck)
    events = game.apply(Summon(st.lion_row[0]))
    started = [e for e in events if isinstance(e, TurnStarted)]
    assert [e.seat for e in started] == [(seat + 1) % st.n]
    assert game.pending.kind == "turn" and game.pending.seat == (seat + 1) % st.n
    assert p.hand == hand and p.deck == deck  # no Strike, no Clean Up draw
    assert p.played == [[], []]  # (and the summoned Lion brings no Lion Drum card, ruling 2)


def test_summon__only_once_per_game():
    game, seat = ready_to_summon(manual=gain_only_manual())
    st = game.state
    game.apply(Summon(st.lion_row[0]))
    rest_turn(game)
    assert game.pending.seat == seat
    place_board_qi(st, seat, 3)  # more Qi placed changes nothing
    game.refresh()
    assert summons(game) == []
    with pytest.raises(IllegalAction) as info:
        game.apply(Summon(st.lion_row[0]))
    assert info.value.reason.why is Why.CANNOT_SUMMON
    assert "once per game" in refusal_text(info.value.reason).lower()
