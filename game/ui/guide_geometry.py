"""Where the guided first game's panel docks and how its arrow runs (issue 42).

Pure geometry on rectangles, kept apart from `game.ui.tutorial` (which draws): the panel is docked
where it covers none of what must stay in sight — the map's tiles, what the arrow points at, the
buttons — and as little as it can of the map; the arrow runs straight from the panel's edge to the
edge of what it points at, over nothing else that can be clicked or read (a card's text, a tile's
name), or is not drawn at all.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

import pygame

Point = tuple[float, float]


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


def spots(
    width: int,
    height: int,
    screen: pygame.Rect,
    edges: Iterable[pygame.Rect],
    gap: int,
) -> list[tuple[int, int]]:
    """Top-left corners worth trying for a `width` x `height` panel inside `screen`: against the
    screen's sides, and just beside each of `edges` (regions, and what must not be covered)."""
    xs = {screen.x + gap, screen.right - width - gap}
    ys = {screen.y + gap, screen.bottom - height - gap, screen.y}
    for r in edges:
        xs.update((r.x + gap, r.right - width - gap, r.right + gap, r.x - width - gap))
        ys.update((r.y + gap, r.bottom - height - gap, r.bottom + gap, r.y - height - gap))
    out = []
    for x in sorted(xs):
        x = max(screen.x, min(x, screen.right - width))
        for y in sorted(ys):
            y = max(screen.y, min(y, screen.bottom - height))
            out.append((x, y))
    return list(dict.fromkeys(out))


def crosses(a: Point, b: Point, rect: pygame.Rect) -> bool:
    """Whether the segment a-b passes through `rect` (touching its border does not count)."""
    inner = rect.inflate(-2, -2)
    if inner.width <= 0 or inner.height <= 0:
        return False
    return bool(inner.clipline((round(a[0]), round(a[1])), (round(b[0]), round(b[1]))))


def _anchors(rect: pygame.Rect, toward: Point, each: int = 4) -> list[Point]:
    """Points on `rect`'s border: the one nearest `toward` first, then `each` along every side."""
    near = (min(max(toward[0], rect.left), rect.right), min(max(toward[1], rect.top), rect.bottom))
    out = [near]
    for k in range(each):
        f = (k + 0.5) / each
        x = rect.left + f * rect.width
        y = rect.top + f * rect.height
        out += [(x, rect.top), (x, rect.bottom), (rect.left, y), (rect.right, y)]
    return out


def route(
    start_rect: pygame.Rect,
    target: pygame.Rect,
    ring: pygame.Rect,
    obstacles: Sequence[pygame.Rect],
    shortest: int,
) -> tuple[Point, Point] | None:
    """The straight arrow from `start_rect`'s edge to `ring` (drawn around `target`): from outside
    both, through neither, over none of `obstacles`; the shortest such, or None when every way
    crosses something (or the two are too close for an arrow of `shortest` length)."""
    box = start_rect.union(ring)
    obstacles = [o for o in obstacles if o.colliderect(box)]
    best = None
    for end in _anchors(ring, start_rect.center):
        for start in _anchors(start_rect, end):
            dx, dy = end[0] - start[0], end[1] - start[1]
            dist = math.hypot(dx, dy)
            if dist < shortest:
                continue
            if crosses(start, end, start_rect) or crosses(start, end, target):
                continue
            if crosses(start, end, ring):  # it must reach the ring from outside
                continue
            if any(crosses(start, end, o) for o in obstacles):
                continue
            if best is None or dist < best[0]:
                best = (dist, (start, end))
    return best[1] if best else None
