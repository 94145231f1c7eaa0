"""The player turn: Drum (Strike, Leap, then Perform, Battle, Clean Up), Summon or Rest.

Rulebook, "Game and Player Turn Overview", "1. Strike" and "2. Leap".  Strike plays a Drum card from
hand next to one of your summoned Lions; the left Lion holds 2 Drum cards, the right 3 (one more each
with the Jade Amulet that raises the limit); if both are full you must Rest.  Fear cards cannot be
struck.  The Lion must then leap to a different tile (see `leap`), or return to its player board if it
cannot reach one.  The end of every turn returns discarded Motifs to the bag, replenishes the rows and
passes play on; after the game end is triggered every other player takes one final turn.  A variant
(Solo Mode) may change what follows a turn (`variants.Variant.turn_ending`, `turn_ended`).
"""

from __future__ import annotations

from .actions import Leap, Rest, Strike, Summon
from .decisions import DecisionKind as K
from .decisions import PerformMode
from .events import (
    LION_PILES,
    CardMoved,
    LionLeapt,
    LionReturned,
    Pile,
    ResourcesChanged,
    Rested,
    Struck,
    TurnStarted,
)
from .leap import BOARD, routes
from .perform import has_amulet, passive_total
from .reasons import Cause, Refusal, Why, because
from .scoring import finish_game
from .state import NO_TILE, GameState, TurnState
from .steps import Step, push, step
from .supply import refill_rows, return_motifs
from .variants import variant_of


def card_limit(st: GameState, seat: int, slot: int) -> int:
    board = st.catalogue.characters[st.players[seat].character]
    limit = board.left_limit if slot == 0 else board.right_limit
    return limit + (1 if has_amulet(st, seat, "card_limit") else 0)


def strike_slots(st: GameState, seat: int) -> list[int]:
    p = st.players[seat]
    return [s for s in (0, 1) if p.lion[s] >= 0 and len(p.played[s]) < card_limit(st, seat, s)]


def strikes(st: GameState, seat: int) -> list[Strike]:
    p = st.players[seat]
    cards = st.catalogue.cards
    slots = strike_slots(st, seat)
    return [Strike(c, s) for c in sorted(set(p.hand)) if not cards[c].is_fear for s in slots]


@step
class TurnChoice(Step):
    """("turn", seat): Drum (Strike), Summon or Rest."""

    kind = K.TURN

    def legal(self, st, frame):
        from .summon import summons

        seat = frame[1]
        return [*strikes(st, seat), *summons(st, seat), Rest()]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        if isinstance(action, Strike):
            strike(st, seat, action, ev)
        elif isinstance(action, Summon):
            from .summon import summon

            push(st, (K.END_TURN, seat))
            summon(st, seat, action.lion, ev)
        else:
            from .rest import rest_frames

            ev.append(Rested(seat))
            push(st, *rest_frames(st, seat), (K.END_TURN, seat))

    def explain(self, st, frame, action):
        if isinstance(action, Strike):
            p = st.players[frame[1]]
            if action.card not in p.hand:
                return Refusal(Why.CARD_NOT_IN_HAND)
            if st.catalogue.cards[action.card].is_fear:
                return Refusal(Why.FEAR_CARD)
            if action.slot not in (0, 1) or p.lion[action.slot] < 0:
                return Refusal(Why.LION_NOT_SUMMONED)
            return Refusal(Why.LION_FULL, n=len(p.played[action.slot]))
        if isinstance(action, Summon):
            return Refusal(Why.CANNOT_SUMMON)
        return None


def strike(st: GameState, seat: int, action: Strike, ev) -> None:
    p = st.players[seat]
    p.hand.remove(action.card)
    p.played[action.slot].append(action.card)
    t = st.turn
    t.slot = action.slot
    t.card = action.card
    t.start_tile = p.lion_tile[action.slot]
    t.start_level = st.village.levels[t.start_tile] if t.start_tile != NO_TILE else 0
    t.end_level = t.start_level
    ev.append(Struck(seat, action.card, action.slot))
    ev.append(CardMoved(seat, action.card, Pile.HAND, LION_PILES[action.slot]))
    push(
        st,
        (K.LEAP, seat, action.slot),
        (K.PERFORM, seat, PerformMode.DRUM),
        (K.BATTLE, seat),
        (K.CLEANUP, seat),
        (K.END_TURN, seat),
    )


def leap_steps(st: GameState, seat: int, slot: int) -> tuple[int, int]:
    """(steps without Bamboo, the extra steps 1 Bamboo buys) for this turn's leap.

    "For many Drum cards, you may spend 1 Bamboo to gain additional steps up to as many indicated":
    one Bamboo unlocks all of the card's extra steps (docs/rulings.md)."""
    cat = st.catalogue
    p = st.players[seat]
    card = cat.cards[st.turn.card]
    base = card.steps + cat.lions[p.lion[slot]].steps + passive_total(st, seat, slot, "steps")
    return base, card.bamboo_steps if p.bamboo >= 1 else 0


def leap_routes(st: GameState, seat: int, slot: int):
    p = st.players[seat]
    start = p.lion_tile[slot]
    lions = {
        q.lion_tile[s]
        for q in st.players
        for s in (0, 1)
        if q.lion[s] >= 0 and q.lion_tile[s] != NO_TILE and not (q.seat == seat and s == slot)
    }
    base, extra = leap_steps(st, seat, slot)
    return routes(st.village, BOARD if start == NO_TILE else start, lions, base + extra), base


@step
class LeapStep(Step):
    """("leap", seat, slot): choose where the Lion ends its leap."""

    kind = K.LEAP

    def legal(self, st, frame):
        found, _routes = leap_routes(st, frame[1], frame[2])
        return [Leap(t) for t in sorted(found)]

    def on_empty(self, st, frame, ev):
        seat, slot = frame[1], frame[2]
        p = st.players[seat]
        if p.lion_tile[slot] != NO_TILE:
            p.lion_tile[slot] = NO_TILE
            st.turn.end_level = 0
        ev.append(LionReturned(seat, slot, _NO_TILE_IN_REACH))

    def apply(self, st, frame, action, ev):
        seat, slot = frame[1], frame[2]
        found, base = leap_routes(st, seat, slot)
        available = base + leap_steps(st, seat, slot)[1]
        route = found[action.tile]
        p = st.players[seat]
        bamboo = 1 if route.cost > base else 0
        if bamboo:
            p.bamboo -= bamboo
            ev.append(ResourcesChanged(seat, (("bamboo", -bamboo),), _EXTRA_LEAP_STEPS))
        start = p.lion_tile[slot]
        levels = st.village.levels
        tiers = []
        prev_level = levels[start] if start != NO_TILE else 0
        for t in route.path:
            tiers.append((prev_level, levels[t]))
            prev_level = levels[t]
        p.lion_tile[slot] = action.tile
        st.turn.end_level = levels[action.tile]
        ev.append(
            LionLeapt(seat, slot, route.path, start, route.costs, tuple(tiers), available, bamboo)
        )

    def explain(self, st, frame, action):
        if isinstance(action, Leap):
            if action.tile == st.players[frame[1]].lion_tile[frame[2]]:
                return Refusal(Why.LEAP_SAME_TILE)
            for q in st.players:
                for s in (0, 1):
                    if q.lion[s] >= 0 and q.lion_tile[s] == action.tile:
                        return Refusal(Why.LEAP_OCCUPIED)
            return Refusal(Why.LEAP_OUT_OF_REACH)
        return None


_NO_TILE_IN_REACH = because(Cause.NO_TILE_IN_REACH)
_EXTRA_LEAP_STEPS = because(Cause.EXTRA_LEAP_STEPS)


def turn_order_next(st: GameState, seat: int) -> int:
    return (seat + 1) % st.n


@step
class EndTurn(Step):
    """("end_turn", seat): tidy up and pass play to the next player (or end the game)."""

    kind = K.END_TURN
    auto = True

    def run(self, st, frame, ev):
        seat = frame[1]
        variant = variant_of(st)
        variant.turn_ending(st, seat)
        refill_rows(st, ev)  # Clean Up's replenishing comes before the end of the turn ...
        return_motifs(st)  # ... when the discarded Motifs go back into the bag
        st.turn = TurnState()
        st.turns += 1
        if variant.turn_ended(st, seat, ev):
            return
        if st.end_trigger >= 0:
            if seat == st.end_trigger and st.final_turns == 0:
                st.final_turns = st.n  # the others' final turns, counted down below
            st.final_turns -= 1
            if st.final_turns == 0:
                finish_game(st, st.end_reason, ev)
                return
        if st.config.turn_cap and st.turns >= st.config.turn_cap:
            finish_game(st, "turn_cap", ev)
            return
        begin_turn(st, turn_order_next(st, seat), ev)


def begin_turn(st: GameState, seat: int, ev) -> None:
    """Start `seat`'s turn; a new round begins with the First Player token's holder."""
    if st.round == 0 or (seat == st.first_player and st.end_trigger < 0):
        st.round += 1
    st.seat = seat
    ev.append(TurnStarted(seat, st.round, final=st.end_trigger >= 0))
    st.stack.append((K.TURN, seat))
