"""Player Turn: Rest (rulebook).

Instead of the Drum or Summon actions (and always when both Lions are full):

1. Purchase: you may buy 1 Drum card, placed on top of your deck; replenish the row to 4.  You may
   first spend 1 Coin to discard and replenish the row, once; the discarded cards go to the bottom of
   the Drum deck.  Cards with the box icon give their purchase bonus.
2. Gather all Drum and Fear cards played next to your Lions and from your deck, hand and discard.
3. Retain: you may keep 1 Drum card in hand for your next turn.
4. Shuffle all the others into your deck.
5. Draw up to 3 Drum cards.

With the Resting Jade Amulet, you first gain and perform the Terrain tiles your Lions stand on.  In
Solo, a market the Nian has thrashed cannot be refreshed until after your turn (`supply.row_held`).
"""

from __future__ import annotations

from ..i18n import _
from . import rng
from .actions import Choose, RefreshRow, Skip
from .events import CardMoved, DeckShuffled, ResourcesChanged, RowDiscarded
from .perform import has_amulet
from .purchases import affordable_drums, buy_drum
from .state import GameState
from .steps import Step, step
from .supply import HAND_SIZE, draw_up_to, held_reason, refill_drum_row, refresh_problem


def rest_frames(st: GameState, seat: int) -> list[tuple]:
    frames = []
    if has_amulet(st, seat, "resting"):
        frames.append(("perform", seat, "rest"))
    frames += [("rest_purchase", seat), ("rest_gather", seat), ("rest_retain", seat)]
    return frames


@step
class RestPurchase(Step):
    """("rest_purchase", seat): buy a Drum card, refresh the row first, or skip."""

    kind = "rest_purchase"

    def legal(self, st, frame):
        seat = frame[1]
        out = [Choose(i) for i in affordable_drums(st, seat)]
        if not refresh_problem(st, seat, "drum"):
            out.append(RefreshRow("drum"))
        return out + [Skip()]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        if isinstance(action, RefreshRow):
            p = st.players[seat]
            p.coins -= 1
            ev.append(ResourcesChanged(seat, (("coins", -1),), "refresh the Drum market"))
            ev.append(RowDiscarded("drum", tuple(st.drum_row), seat))
            st.drum_deck[0:0] = st.drum_row  # to the bottom, leftmost card lowest (index 0)
            st.drum_row = []
            refill_drum_row(st, ev)
            st.turn.drum_refreshed = True
            st.stack.append(frame)
        elif isinstance(action, Choose):
            buy_drum(st, seat, action.option, ev)
            refill_drum_row(st, ev)

    def explain(self, st, frame, action):
        if isinstance(action, RefreshRow) and action.row == "drum":
            problem = refresh_problem(st, frame[1], "drum")
            return _(problem) if problem else ""
        return ""

    def prompt(self, st, frame):
        held = held_reason(st, "drum")  # Solo Thrash: say why there is nothing to buy or refresh
        if held:
            return _("Rest: nothing to purchase. {why}").format(why=held)
        return _("Rest: purchase a Drum card (on top of your deck), refresh the market, or skip")


@step
class RestGather(Step):
    """("rest_gather", seat): gather every Drum and Fear card into hand."""

    kind = "rest_gather"
    auto = True

    def run(self, st, frame, ev):
        seat = frame[1]
        p = st.players[seat]
        for slot in (0, 1):
            for card in p.played[slot]:
                ev.append(CardMoved(seat, card, f"lion{slot}", "hand", auto=True))
                p.hand.append(card)
            p.played[slot] = []
        for pile in ("deck", "discard"):
            for card in getattr(p, pile):
                ev.append(CardMoved(seat, card, pile, "hand", auto=True))
            p.hand.extend(getattr(p, pile))
            setattr(p, pile, [])


@step
class RestRetain(Step):
    """("rest_retain", seat): keep one Drum card, shuffle the rest into the deck, draw."""

    kind = "rest_retain"

    def legal(self, st, frame):
        p = st.players[frame[1]]
        cards = st.catalogue.cards
        return [Choose(c) for c in sorted(set(p.hand)) if not cards[c].is_fear] + [Skip()]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        p = st.players[seat]
        keep = [action.option] if isinstance(action, Choose) else []
        rest = list(p.hand)
        for c in keep:
            rest.remove(c)
        p.hand = keep
        p.deck = rest
        rng.shuffle(st, p.deck)
        ev.append(DeckShuffled(seat, len(p.deck)))
        draw_up_to(st, seat, HAND_SIZE, ev)

    def prompt(self, st, frame):
        return _("Rest: keep 1 Drum card in hand for your next turn (the rest are shuffled)")
