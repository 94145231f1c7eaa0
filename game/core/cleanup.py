"""5. Clean Up (rulebook).

After Battle you may discard any Drum or Fear cards from hand.  Draw up to 3 cards, shuffling your
discard into a new deck if the deck is empty.  Replenish Tattoo Motifs, Bamboo Slips and Drum cards to
4 (done at the end of every turn, see `turn.EndTurn`).
"""

from __future__ import annotations

from .actions import Discard, Skip
from .decisions import DecisionKind as K
from .events import CardMoved, Pile
from .steps import Step, step
from .supply import HAND_SIZE, draw_up_to


@step
class CleanUp(Step):
    """("cleanup", seat): discard cards one at a time, then Skip to draw."""

    kind = K.CLEANUP

    def legal(self, st, frame):
        hand = st.players[frame[1]].hand
        return [Discard(c) for c in sorted(set(hand))] + [Skip()]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        p = st.players[seat]
        if isinstance(action, Discard):
            p.hand.remove(action.card)
            p.discard.append(action.card)
            ev.append(CardMoved(seat, action.card, Pile.HAND, Pile.DISCARD))
            st.stack.append(frame)
            return
        draw_up_to(st, seat, HAND_SIZE, ev)
