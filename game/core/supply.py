"""Resources, piles and rows: the bookkeeping every rule uses.

Rulebook, "Perform: Resources" (resources come from an unlimited supply), "5. Clean Up" (draw up to 3,
shuffling the discard into a new deck when it runs out; replenish Tattoo Motifs, Bamboo Slips and Drum
cards to 4) and the Motif bag.  In Solo, the Nian's Thrash and Deface ("Only replenish after the next
player's turn") hold the Drum market or the Motif row empty: nothing refills or refreshes a held row
(`row_held`; docs/rulings.md 39).
"""

from __future__ import annotations

from . import rng
from .actions import REFRESHABLE, Row
from .events import (
    CardMoved,
    DeckShuffled,
    Events,
    Pile,
    ResourcesChanged,
    RowRefilled,
)
from .reasons import Because, Refusal, Why
from .state import GameState, PlayerState

ROW_SIZE = 4
HAND_SIZE = 3
RESOURCES = ("coins", "bamboo", "red_paper", "jade")


def can_pay(p: PlayerState, cost: tuple[tuple[str, int], ...]) -> bool:
    return all(getattr(p, k) >= n for k, n in cost)


def pay(
    st: GameState, seat: int, cost: tuple[tuple[str, int], ...], reason: Because, ev: Events
) -> None:
    p = st.players[seat]
    for k, n in cost:
        value = getattr(p, k) - n
        if value < 0:
            raise AssertionError(f"{reason}: seat {seat} cannot pay {n} {k}")
        setattr(p, k, value)
    if cost:
        ev.append(ResourcesChanged(seat, tuple((k, -n) for k, n in cost), reason))


def gain(
    st: GameState, seat: int, items: tuple[tuple[str, int], ...], reason: Because, ev: Events
) -> None:
    p = st.players[seat]
    changes = []
    for k, n in items:
        if k in RESOURCES and n:
            setattr(p, k, getattr(p, k) + n)
            changes.append((k, n))
    if changes:
        ev.append(ResourcesChanged(seat, tuple(changes), reason))


def draw_one(st: GameState, seat: int, ev: Events) -> bool:
    """Draw the top card of the deck; shuffle the discard into a new deck if needed."""
    p = st.players[seat]
    if not p.deck:
        if not p.discard:
            return False
        p.deck = p.discard
        p.discard = []
        rng.shuffle(st, p.deck)
        ev.append(DeckShuffled(seat, len(p.deck)))
    card = p.deck.pop()
    p.hand.append(card)
    ev.append(CardMoved(seat, card, Pile.DECK, Pile.HAND, auto=True))
    return True


def draw_up_to(st: GameState, seat: int, size: int, ev: Events) -> None:
    """'Draw up to 3 cards': draw until the hand holds `size` cards or nothing is left."""
    p = st.players[seat]
    while len(p.hand) < size and draw_one(st, seat, ev):
        pass


def draw_motif(st: GameState) -> int:
    """Draw one Motif token from the bag; -1 if the bag is empty."""
    bag = st.motif_bag
    total = bag[0] + bag[1] + bag[2] + bag[3]
    if not total:
        return -1
    x = rng.below(st, total)
    for colour in range(4):
        if x < bag[colour]:
            bag[colour] -= 1
            return colour
        x -= bag[colour]
    raise AssertionError("unreachable")


def refill_rows(st: GameState, ev: Events) -> None:
    """Replenish Tattoo Motifs, Bamboo Slips and Drum cards to 4 (Clean Up)."""
    refill_drum_row(st, ev)
    refill_motif_row(st, ev)
    refill_slip_row(st, ev)


#: Why a held row cannot be refilled or refreshed now (rulebook, "Solo card action reference":
#: Thrash and Deface, "Only replenish after the next player's turn").
HELD_REASONS = {row: Refusal(Why.ROW_HELD, row=row) for row in REFRESHABLE}


def row_held(st: GameState, row: str) -> bool:
    """Whether the Solo Nian holds `row` (`REFRESHABLE`) empty: it may not be replenished,
    by Clean Up, a purchase or a 1-Coin refresh, until after the player's next turn."""
    if row == Row.DRUM:
        return st.hold_market
    return row == Row.MOTIF and st.hold_motifs


def held_reason(st: GameState, row: str) -> Refusal | None:
    """Why a screen shows `row` empty: the Nian holds it (None when it does not hold it)."""
    return HELD_REASONS[row] if row_held(st, row) else None


#: Why a 1-Coin refresh of a row cannot be taken (rulebook, "Rest: Purchase" and "Perform: Inking
#: Tattoo Motifs": once a turn, for 1 Coin), besides the Nian holding it: (once, cost, nothing left).
_REFRESH_REASONS = {
    row: (
        Refusal(Why.ROW_REFRESHED, row=row),
        Refusal(Why.REFRESH_COST, row=row),
        Refusal(Why.NOTHING_TO_REFRESH, row=row),
    )
    for row in REFRESHABLE
}


def refresh_problem(st: GameState, seat: int, row: str) -> Refusal | None:
    """Why `seat` cannot pay 1 Coin to refresh `row` (`REFRESHABLE`) now (None when it can):
    the Nian holds it (Solo Thrash, Deface), it was refreshed this turn, no Coin, or nothing to
    refresh it with."""
    if row_held(st, row):
        return HELD_REASONS[row]
    once, cost, empty = _REFRESH_REASONS[row]
    done = st.turn.drum_refreshed if row == Row.DRUM else st.turn.motif_refreshed
    if done:
        return once
    if st.players[seat].coins < 1:
        return cost
    if not (st.drum_deck if row == Row.DRUM else sum(st.motif_bag)):
        return empty
    return None


def refill_drum_row(st: GameState, ev: Events) -> None:
    if row_held(st, Row.DRUM):
        return
    if len(st.drum_row) < ROW_SIZE and st.drum_deck:
        while len(st.drum_row) < ROW_SIZE and st.drum_deck:
            st.drum_row.append(st.drum_deck.pop())
        ev.append(RowRefilled(Row.DRUM, tuple(st.drum_row)))


def refill_motif_row(st: GameState, ev: Events) -> None:
    if row_held(st, Row.MOTIF):
        return
    if len(st.motif_row) < ROW_SIZE:
        before = len(st.motif_row)
        while len(st.motif_row) < ROW_SIZE:
            colour = draw_motif(st)
            if colour < 0:
                break
            st.motif_row.append(colour)
        if len(st.motif_row) != before:
            ev.append(RowRefilled(Row.MOTIF, tuple(st.motif_row)))


def refill_slip_row(st: GameState, ev: Events) -> None:
    if len(st.slip_row) < ROW_SIZE and st.slip_supply:
        while len(st.slip_row) < ROW_SIZE and st.slip_supply:
            st.slip_row.append(st.slip_supply.pop())
        ev.append(RowRefilled(Row.SLIP, tuple(st.slip_row)))


def refill_lion_row(st: GameState, ev: Events) -> None:
    if len(st.lion_row) < ROW_SIZE and st.lion_deck:
        while len(st.lion_row) < ROW_SIZE and st.lion_deck:
            st.lion_row.append(st.lion_deck.pop())
        ev.append(RowRefilled(Row.LION, tuple(st.lion_row)))


def return_motifs(st: GameState) -> None:
    """'At the end of your turn, return any discarded Motifs back into the bag.'"""
    for colour in st.turn.motifs_out:
        st.motif_bag[colour] += 1
    st.turn.motifs_out.clear()
