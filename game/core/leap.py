"""2. Leap: where a Lion can go and the cheapest way there (rulebook, "Player Turn: Drum", "2. Leap").

Step costs of one hop to an adjacent Terrain tile:

* 1 step to a tile of the same level or any level lower, or to a tile with any player's Lion;
* 2 steps to a tile one level higher;
* 3 steps to a tile two levels higher.

A Lion may pass over Lions but never end on one; it may pass through or end on the Nian beast and Yao
monsters; it must end on a different tile from where it started.  From the player board, the board
counts as plains next to every tile on the outside of the Village map.
"""

from __future__ import annotations

import heapq
from dataclasses import dataclass

from .village import Village

BOARD = -1  # the player board as a leap's starting point


def hop_cost(from_level: int, to_level: int, to_has_lion: bool) -> int:
    if to_has_lion or to_level <= from_level:
        return 1
    return 1 + (to_level - from_level)


@dataclass(frozen=True, slots=True)
class Route:
    """The cheapest way to one destination."""

    tile: int
    cost: int
    path: tuple[int, ...]  # tiles entered, in order; the last is `tile`
    costs: tuple[int, ...]  # step cost of each hop


_CACHE: dict[tuple, tuple[Village, dict[int, Route]]] = {}
_CACHE_SIZE = 4096


def routes(
    village: Village, start: int, lions: frozenset[int] | set[int], max_steps: int
) -> dict[int, Route]:
    """Cached `find_routes` (a pure function of its arguments; bots ask the same question often)."""
    key = (id(village), start, frozenset(lions), max_steps)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] is village:
        return hit[1]
    found = find_routes(village, start, lions, max_steps)
    if len(_CACHE) >= _CACHE_SIZE:
        _CACHE.clear()
    _CACHE[key] = (village, found)
    return found


def find_routes(
    village: Village, start: int, lions: frozenset[int] | set[int], max_steps: int
) -> dict[int, Route]:
    """Every tile the Lion can end on with at most `max_steps` steps, with its cheapest route.

    `start` is a tile index or BOARD; `lions` are the tiles holding other Lions (the leaping Lion's own
    tile is not among them).  Ties between equally cheap routes go to the fewest hops, then the lowest
    tile numbers, so the answer is the same every time.
    """
    levels = village.levels
    nbrs = village.neighbours
    best: dict[int, tuple[int, int, tuple[int, ...], tuple[int, ...]]] = {}
    heap: list[tuple[int, int, tuple[int, ...], tuple[int, ...], int]] = []
    if start == BOARD:
        first = [i for i, out in enumerate(village.outside) if out]
        from_level = 0
        for t in first:
            c = hop_cost(from_level, levels[t], t in lions)
            if c <= max_steps:
                heapq.heappush(heap, (c, 1, (t,), (c,), t))
    else:
        heapq.heappush(heap, (0, 0, (), (), start))
    while heap:
        cost, hops, path, costs, here = heapq.heappop(heap)
        if here in best and best[here][:3] <= (cost, hops, path):
            continue
        best[here] = (cost, hops, path, costs)
        lv = levels[here]
        for t in nbrs[here]:
            c = cost + hop_cost(lv, levels[t], t in lions)
            if c > max_steps:
                continue
            prev = best.get(t)
            if prev is not None and prev[0] <= c:
                continue
            heapq.heappush(heap, (c, hops + 1, path + (t,), costs + (c - cost,), t))
    out = {}
    for tile, (cost, _hops, path, costs) in best.items():
        if tile == start or tile in lions or not path:
            continue
        out[tile] = Route(tile, cost, path, costs)
    return out
