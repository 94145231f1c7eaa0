"""Purchasing Drum cards and Bamboo Slips, exiling and drawing (rulebook, Perform and Rest).

* Purchase 1 Drum card from the face-up row: pay its cost, place it on top of your deck, and gain its
  one-time box bonus on purchase.  (Perform: Exchanging Resources; Rest: Purchase.)
* Purchase 1 Bamboo Slips from the row: spend 2 Bamboo ("must spend 2 Bamboo").
* Exile 1 Drum or Fear card from your hand or discard pile.
* Draw 1 card.
"""

from __future__ import annotations

from .actions import Choose, Skip
from .decisions import DecisionKind as K
from .events import CardMoved, Pile, ResourcesChanged, SlipGained
from .perform import passed_over, performed, resolve
from .reasons import Cause, Unable, because
from .steps import Step, step
from .supply import draw_one


def affordable_drums(st, seat) -> list[int]:
    coins = st.players[seat].coins
    cards = st.catalogue.cards
    return [i for i, c in enumerate(st.drum_row) if cards[c].cost <= coins]


def buy_drum(st, seat: int, index: int, ev) -> None:
    """Pay for the row card at `index`, put it on top of the deck, gain its purchase bonus."""
    p = st.players[seat]
    card = st.drum_row.pop(index)
    info = st.catalogue.cards[card]
    p.coins -= info.cost
    ev.append(ResourcesChanged(seat, (("coins", -info.cost),), because(Cause.PURCHASE, info.name)))
    p.deck.append(card)
    ev.append(CardMoved(seat, card, Pile.MARKET, Pile.DECK))
    for eff in reversed(info.on_purchase):
        resolve(st, seat, max(st.turn.slot, 0), eff, because(Cause.ON_PURCHASE, info.name), ev)


@step
class PurchaseDrum(Step):
    """("purchase_drum", seat, 0): choose a Drum card from the row, or decline."""

    kind = K.PURCHASE_DRUM

    def feasible(self, st, seat):
        return bool(affordable_drums(st, seat))

    def legal(self, st, frame):
        options = affordable_drums(st, frame[1])
        return [Choose(i) for i in options] + [Skip()] if options else []

    def on_empty(self, st, frame, ev):
        passed_over(frame, Unable.CANNOT_PAY_CARD if st.drum_row else Unable.MARKET_EMPTY, ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Choose):
            buy_drum(st, frame[1], action.option, ev)


#: "Purchase 1 Bamboo Slips (must spend 2 Bamboo)": wherever a slip is bought.
SLIP_BAMBOO = 2


@step
class PurchaseSlip(Step):
    """("purchase_slip", seat, must): buy a Bamboo Slips from the row for 2 Bamboo; decline only
    when it is optional (must = 0)."""

    kind = K.PURCHASE_SLIP

    def feasible(self, st, seat):
        return st.players[seat].bamboo >= SLIP_BAMBOO and bool(st.slip_row)

    def legal(self, st, frame):
        if not self.feasible(st, frame[1]):
            return []
        options = [Choose(i) for i in range(len(st.slip_row))]
        return options if frame[2] else options + [Skip()]

    def on_empty(self, st, frame, ev):
        if frame[2]:  # (an optional offer that cannot be taken, "may purchase", goes unsaid)
            passed_over(frame, Unable.SLIP_ROW_EMPTY if not st.slip_row else Unable.SLIP_COST, ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        p = st.players[seat]
        p.bamboo -= SLIP_BAMBOO
        ev.append(ResourcesChanged(seat, (("bamboo", -SLIP_BAMBOO),), _PURCHASE_SLIP))
        slip = st.slip_row.pop(action.option)
        p.slips.append(slip)
        ev.append(SlipGained(seat, slip))
        performed(st, seat, "purchase_slip")


_PURCHASE_SLIP = because(Cause.PURCHASE_SLIP)


def exile_options(st, seat) -> list[int]:
    p = st.players[seat]
    return sorted(set(p.hand) | set(p.discard))


@step
class Exile(Step):
    """("exile", seat, 0): exile a Drum or Fear card from hand or discard, or decline."""

    kind = K.EXILE

    def feasible(self, st, seat):
        return bool(exile_options(st, seat))

    def legal(self, st, frame):
        options = exile_options(st, frame[1])
        return [Choose(c) for c in options] + [Skip()] if options else []

    def on_empty(self, st, frame, ev):
        passed_over(frame, Unable.NOTHING_TO_EXILE, ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        p = st.players[seat]
        pile = Pile.HAND if action.option in p.hand else Pile.DISCARD
        getattr(p, pile).remove(action.option)
        p.exiled.append(action.option)
        ev.append(CardMoved(seat, action.option, pile, Pile.EXILED))


@step
class Draw(Step):
    """("draw", seat, 0): draw 1 card."""

    kind = K.DRAW
    auto = True

    def feasible(self, st, seat):
        p = st.players[seat]
        return bool(p.deck or p.discard)

    def run(self, st, frame, ev):
        if not draw_one(st, frame[1], ev):
            passed_over(frame, Unable.NOTHING_TO_DRAW, ev)
