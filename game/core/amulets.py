"""Perform: Carving Jade Amulets (rulebook).

Choose and place 1 Qi Energy from anywhere on your Character board onto an available Jade Amulet
space, and spend the indicated Jade to gain that Amulet.  Each player may gain only 1 of each Amulet.
After carving you may purchase 1 Bamboo Slips (must spend 2 Bamboo).  What each Amulet does is read by
the rules that it changes (battle, Rest, requirements, Drum card limits, the Pendant in Perform).
"""

from __future__ import annotations

from .actions import Choose, Skip
from .decisions import DecisionKind as K
from .events import AmuletGained, ResourcesChanged
from .perform import passed_over, performed, space_unable
from .qi import can_place, open_spaces, push_place
from .reasons import Cause, Unable, because
from .steps import Step, step


def _kind(st, space) -> int:
    group = st.catalogue.spaces[space].group
    return next(i for i, a in enumerate(st.catalogue.amulets) if a.id == group)


def _choices(st, seat):
    p = st.players[seat]
    if not can_place(p):
        return []
    out = []
    for s in open_spaces(st, "amulets"):
        k = _kind(st, s)
        if (
            k not in p.amulets
            and st.amulet_supply[k] > 0
            and p.jade >= st.catalogue.amulets[k].cost
        ):
            out.append(s)
    return out


@step
class Amulet(Step):
    """("amulet", seat, 0): choose a Jade Amulet space."""

    kind = K.AMULET

    def feasible(self, st, seat):
        return bool(_choices(st, seat))

    def legal(self, st, frame):
        options = _choices(st, frame[1])
        return [Choose(s) for s in options] + [Skip()] if options else []

    def on_empty(self, st, frame, ev):
        seat = frame[1]
        p = st.players[seat]
        spaces = open_spaces(st, "amulets")
        why = space_unable(st, seat, spaces)
        if why is Unable.CANNOT_PAY_SPACE and not any(
            _kind(st, s) not in p.amulets and st.amulet_supply[_kind(st, s)] > 0 for s in spaces
        ):
            why = Unable.NO_AMULET_LEFT
        passed_over(frame, why, ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        p = st.players[seat]
        k = _kind(st, action.option)
        amulet = st.catalogue.amulets[k]
        p.jade -= amulet.cost
        ev.append(
            ResourcesChanged(seat, (("jade", -amulet.cost),), because(Cause.CARVE, amulet.name))
        )
        st.amulet_supply[k] -= 1
        p.amulets.append(k)
        ev.append(AmuletGained(seat, k))
        performed(st, seat, "amulet")
        st.stack.append((K.PURCHASE_SLIP, seat, 0))  # "May purchase 1 Bamboo Slips"
        push_place(st, seat, action.option, ev)
