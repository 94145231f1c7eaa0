"""Perform: Writing Spring Couplets (rulebook).

Choose and place 1 Qi Energy from anywhere on your Character board onto an available Spring Couplets
space, and spend that area's Red Paper to gain its resources or perform its action: 2 Red Paper for 1
Bamboo; 3 Red Paper to exile 1 Drum or Fear card; 5 Red Paper to purchase 1 Bamboo Slips (must spend
2 Bamboo) and gain 1 free Tattoo Motif.  The 3p and 4p spaces exist only with three and four players.
"""

from __future__ import annotations

from .actions import Choose, Skip
from .decisions import DecisionKind as K
from .events import ResourcesChanged
from .perform import passed_over, performed, resolve, space_unable
from .purchases import PurchaseSlip
from .qi import can_place, open_spaces, push_place
from .reasons import Cause, because
from .steps import Step, step


def _area(st, space):
    group = st.catalogue.spaces[space].group
    return next(a for a in st.catalogue.couplet_areas if a.id == group)


def _choices(st, seat):
    p = st.players[seat]
    if not can_place(p):
        return []
    out = []
    for s in open_spaces(st, "couplets"):
        area = _area(st, s)
        if area.red_paper > p.red_paper:
            continue
        if "purchase_slip" in area.effect.perform and not PurchaseSlip().feasible(st, seat):
            continue  # "purchase 1 Bamboo Slips (must spend 2 Bamboo)"
        out.append(s)
    return out


@step
class Couplets(Step):
    """("couplets", seat, 0): choose a Spring Couplets space."""

    kind = K.COUPLETS

    def feasible(self, st, seat):
        return bool(_choices(st, seat))

    def legal(self, st, frame):
        options = _choices(st, frame[1])
        return [Choose(s) for s in options] + [Skip()] if options else []

    def on_empty(self, st, frame, ev):
        passed_over(frame, space_unable(st, frame[1], open_spaces(st, "couplets")), ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        area = _area(st, action.option)
        st.players[seat].red_paper -= area.red_paper
        reason = because(Cause.COUPLETS, area.name)
        ev.append(ResourcesChanged(seat, (("red_paper", -area.red_paper),), reason))
        performed(st, seat, "couplets")
        resolve(st, seat, max(st.turn.slot, 0), area.effect, reason, ev, must=True)
        push_place(st, seat, action.option, ev)
