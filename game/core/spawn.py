"""Spawning the Nian beast and Yao monsters (rulebook, "Battle: Victory", "Pacifying the Land").

A new Yao monster is drawn from the top of the stack and placed on any Terrain tile adjacent to the
Lion; there cannot be two monsters (the Nian beast included) on one tile, though a tile with a Lion is
fine and that Lion does not battle.  A defeated Nian beast's next form spawns the same way and follows
the instructions on its card.  When no adjacent tile is free, the nearest free tiles are used instead
(docs/rulings.md); with no free tile at all, the token goes to the bottom of the stack.
"""

from __future__ import annotations

from . import hexgrid
from .actions import Choose
from .decisions import DecisionKind as K
from .decisions import Prompt
from .events import MonsterSpawned, NianSpawned, ScorchedEarthPlaced
from .state import NO_TILE, GameState
from .steps import Step, step


def occupied(st: GameState, tile: int) -> bool:
    return st.monster_at[tile] >= 0 or (st.nian_form and st.nian_tile == tile)


def spawn_tiles(st: GameState, near: int) -> list[int]:
    """Free tiles adjacent to `near`; if none, the free tiles closest to it."""
    v = st.village
    if near == NO_TILE:
        return []
    adjacent = [t for t in v.neighbours[near] if not occupied(st, t)]
    if adjacent:
        return sorted(adjacent)
    free = [t for t in range(len(v)) if t != near and not occupied(st, t)]
    if not free:
        return []
    dist = {t: hexgrid.distance(v.coords[t], v.coords[near]) for t in free}
    best = min(dist.values())
    return sorted(t for t in free if dist[t] == best)


def push_spawn_yao(st: GameState, seat: int, near: int) -> None:
    """Draw the top Yao token (if any) and ask where it goes."""
    if st.monster_stack:
        st.stack.append((K.SPAWN_YAO, seat, near, st.monster_stack.pop()))


def place_yao(st: GameState, token: int, tile: int, ev, auto: bool = False) -> None:
    st.monster_at[tile] = token
    ev.append(MonsterSpawned(token, tile, auto))


@step
class SpawnYao(Step):
    """("spawn_yao", seat, near_tile, token): place the drawn Yao monster."""

    kind = K.SPAWN_YAO

    def legal(self, st, frame):
        return [Choose(t) for t in spawn_tiles(st, frame[2])]

    def on_empty(self, st, frame, ev):
        st.monster_stack.insert(0, frame[3])

    def apply(self, st, frame, action, ev):
        place_yao(st, frame[3], action.option, ev)

    def prompt(self, st, frame):
        return Prompt(K.SPAWN_YAO, what=st.catalogue.yao[frame[3]].kind)


def place_scorched(st: GameState, count: int, ev) -> None:
    """Scorched Earth on tiles with Yao monsters, nearest the Nian beast first (limited supply)."""
    v = st.village
    tiles = [t for t in range(len(v)) if st.monster_at[t] >= 0 and not st.scorched_at[t]]
    origin = v.coords[st.nian_tile]
    tiles.sort(key=lambda t: (hexgrid.distance(v.coords[t], origin), t))
    for t in tiles[:count]:
        if st.scorched_supply <= 0:
            break
        st.scorched_supply -= 1
        st.scorched_at[t] += 1
        ev.append(ScorchedEarthPlaced(t))


@step
class SpawnNian(Step):
    """("spawn_nian", seat, near_tile, form): place the next Taotie form and follow its card."""

    kind = K.SPAWN_NIAN

    def legal(self, st, frame):
        return [Choose(t) for t in spawn_tiles(st, frame[2])]

    def on_empty(self, st, frame, ev):
        # every tile has a monster: the Nian takes the Lion's own tile, the one place left to it
        self._spawn(st, frame, frame[2], ev)

    def apply(self, st, frame, action, ev):
        self._spawn(st, frame, action.option, ev)

    def _spawn(self, st, frame, tile, ev):
        form = frame[3]
        card = st.catalogue.taotie[form - 1]
        st.nian_form = form
        st.nian_tile = tile
        ev.append(NianSpawned(form, tile))
        if card.spawn_scorched:
            st.stack.append((K.SCORCH, frame[1], card.spawn_scorched))
        for _n in range(card.spawn_yao):
            push_spawn_yao(st, frame[1], tile)

    def prompt(self, st, frame):
        return Prompt(K.SPAWN_NIAN, n=frame[3])


@step
class Scorch(Step):
    """("scorch", seat, count): Taotie form two scorches the earth under the Yao monsters."""

    kind = K.SCORCH
    auto = True

    def run(self, st, frame, ev):
        place_scorched(st, frame[2], ev)
