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

from . import rng
from .actions import Choose, RefreshRow, Row, Skip
from .decisions import DecisionKind as K
from .decisions import PerformMode, Prompt, PromptTag
from .events import LION_PILES, CardMoved, DeckShuffled, Pile, ResourcesChanged, RowDiscarded
from .perform import has_amulet
from .purchases import affordable_drums, buy_drum
from .reasons import Cause, because
from .state import GameState
from .steps import Step, step
from .supply import HAND_SIZE, draw_up_to, refill_drum_row, refresh_problem, row_held


def rest_frames(st: GameState, seat: int) -> list[tuple]:
    frames = []
    if has_amulet(st, seat, "resting"):
        frames.append((K.PERFORM, seat, PerformMode.REST))
    frames += [(K.REST_PURCHASE, seat), (K.REST_GATHER, seat), (K.REST_RETAIN, seat)]
    return frames


@step
class RestPurchase(Step):
    """("rest_purchase", seat): buy a Drum card, refresh the row first, or skip."""

    kind = K.REST_PURCHASE

    def legal(self, st, frame):
        seat = frame[1]
        out = [Choose(i) for i in affordable_drums(st, seat)]
        if not refresh_problem(st, seat, Row.DRUM):
            out.append(RefreshRow(Row.DRUM))
        return out + [Skip()]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        if isinstance(action, RefreshRow):
            p = st.players[seat]
            p.coins -= 1
            ev.append(ResourcesChanged(seat, (("coins", -1),), _REFRESH_DRUMS))
            ev.append(RowDiscarded(Row.DRUM, tuple(st.drum_row), seat))
            st.drum_deck[0:0] = st.drum_row  # to the bottom, leftmost card lowest (index 0)
            st.drum_row = []
            refill_drum_row(st, ev)
            st.turn.drum_refreshed = True
            st.stack.append(frame)
        elif isinstance(action, Choose):
            buy_drum(st, seat, action.option, ev)
            refill_drum_row(st, ev)

    def explain(self, st, frame, action):
        if isinstance(action, RefreshRow) and action.row == Row.DRUM:
            return refresh_problem(st, frame[1], Row.DRUM)
        return None

    def prompt(self, st, frame):
        # Solo Thrash: the question says why there is nothing to buy or refresh
        return _HELD if row_held(st, Row.DRUM) else self._prompt


_REFRESH_DRUMS = because(Cause.REFRESH_DRUMS)
_HELD = Prompt(K.REST_PURCHASE, what=PromptTag.HELD)


@step
class RestGather(Step):
    """("rest_gather", seat): gather every Drum and Fear card into hand."""

    kind = K.REST_GATHER
    auto = True

    def run(self, st, frame, ev):
        seat = frame[1]
        p = st.players[seat]
        for slot in (0, 1):
            for card in p.played[slot]:
                ev.append(CardMoved(seat, card, LION_PILES[slot], Pile.HAND, auto=True))
                p.hand.append(card)
            p.played[slot] = []
        for pile in (Pile.DECK, Pile.DISCARD):
            for card in getattr(p, pile):
                ev.append(CardMoved(seat, card, pile, Pile.HAND, auto=True))
            p.hand.extend(getattr(p, pile))
            setattr(p, pile, [])


@step
class RestRetain(Step):
    """("rest_retain", seat): keep one Drum card, shuffle the rest into the deck, draw."""

    kind = K.REST_RETAIN

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
