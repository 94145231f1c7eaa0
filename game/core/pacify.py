"""Perform: Pacifying the Land (rulebook).

The acting Lion must have ended its leap on a tile with a Yao monster (the Nian beast cannot be
pacified).  Place 1 Qi Energy on an available Yao monster space of the same type (Wangliang: first
Frontier section; Zhujian: second), spending both the space's resources and the pacifying cost (1
Bamboo for a Wangliang, 2 for a Zhujian).  The monster is placed beside your Qi Energy, and a new Yao
monster spawns next to your Lion.
"""

from __future__ import annotations

from .actions import Choose, Skip
from .decisions import DecisionKind as K
from .events import MonsterRemoved, ScorchedEarthTaken
from .perform import passed_over, performed, space_unable
from .qi import can_place, open_spaces, push_place
from .reasons import Cause, Unable, because
from .spawn import push_spawn_yao
from .state import NO_TILE
from .steps import Step, step
from .supply import can_pay, pay

PACIFY_BAMBOO = {"wangliang": 1, "zhujian": 2}


def _cost(st, space, kind):
    cost = dict(st.catalogue.spaces[space].cost)
    cost["bamboo"] = cost.get("bamboo", 0) + PACIFY_BAMBOO[kind]
    return tuple(cost.items())


def _target(st, seat):
    slot = st.turn.slot
    if slot < 0:
        return -1
    tile = st.players[seat].lion_tile[slot]
    return st.monster_at[tile] if tile != NO_TILE else -1


def _choices(st, seat):
    token = _target(st, seat)
    p = st.players[seat]
    if token < 0 or not can_place(p):
        return []
    kind = st.catalogue.yao[token].kind
    spaces = st.catalogue.spaces
    return [
        s
        for s in open_spaces(st, "frontier", kind)
        if not spaces[s].overflow and can_pay(p, _cost(st, s, kind))
    ]


def take_scorched(st, seat, tile, ev) -> None:
    """Clearing a tile (victory or pacifying) takes its Scorched Earth tokens (docs/rulings.md)."""
    if st.scorched_at[tile]:
        st.players[seat].scorched += st.scorched_at[tile]
        st.scorched_at[tile] = 0
        ev.append(ScorchedEarthTaken(seat, tile))


@step
class Pacify(Step):
    """("pacify", seat, 0): choose the Frontier space for the pacified Yao monster."""

    kind = K.PACIFY

    def feasible(self, st, seat):
        return bool(_choices(st, seat))

    def legal(self, st, frame):
        options = _choices(st, frame[1])
        return [Choose(s) for s in options] + [Skip()] if options else []

    def on_empty(self, st, frame, ev):
        seat = frame[1]
        token = _target(st, seat)
        if token < 0:
            passed_over(frame, Unable.NO_YAO_HERE, ev)
            return
        kind = st.catalogue.yao[token].kind
        spaces = st.catalogue.spaces
        open_ = [s for s in open_spaces(st, "frontier", kind) if not spaces[s].overflow]
        passed_over(frame, space_unable(st, seat, open_), ev)

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        tile = st.players[seat].lion_tile[st.turn.slot]
        token = st.monster_at[tile]
        kind = st.catalogue.yao[token].kind
        pay(st, seat, _cost(st, action.option, kind), because(Cause.PACIFY, kind), ev)
        st.monster_at[tile] = -1
        st.space_token[action.option] = token
        ev.append(MonsterRemoved(token, tile, _PACIFIED))
        take_scorched(st, seat, tile, ev)
        performed(st, seat, "pacify")
        push_spawn_yao(st, seat, tile)
        push_place(st, seat, action.option, ev)


_PACIFIED = because(Cause.PACIFIED)
