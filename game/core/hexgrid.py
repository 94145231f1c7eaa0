"""Hexagon geometry for the Village map (rulebook, "Setup: Village Map and Board").

Tiles are hexagons addressed by axial coordinates (q, r).  Tiled stores hexagonal maps as offset
columns and rows with a stagger axis and index; `offset_to_axial` converts.  pytmx parses the map but
does no hex maths: this module is the one place that does.
"""

from __future__ import annotations

import math

Axial = tuple[int, int]

#: The six neighbours of a hex, clockwise from east.
DIRECTIONS: tuple[Axial, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))


def neighbours(hex_: Axial) -> tuple[Axial, ...]:
    q, r = hex_
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def distance(a: Axial, b: Axial) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def offset_to_axial(col: int, row: int, stagger_axis: str, stagger_index: str) -> Axial:
    """Convert a Tiled hexagonal (col, row) cell to axial (q, r).

    staggeraxis "y" is pointy-topped hexes in shifted rows; "x" is flat-topped in shifted columns.
    staggerindex says whether the "odd" or "even" rows (columns) are shifted.
    """
    if stagger_axis == "y":
        shift = (row - (row & 1)) // 2 if stagger_index == "odd" else (row + (row & 1)) // 2
        return col - shift, row
    if stagger_axis == "x":
        shift = (col - (col & 1)) // 2 if stagger_index == "odd" else (col + (col & 1)) // 2
        return col, row - shift
    raise ValueError(f"unknown stagger axis {stagger_axis!r}")


def axial_to_offset(hex_: Axial, stagger_axis: str, stagger_index: str) -> tuple[int, int]:
    """The inverse of `offset_to_axial`."""
    q, r = hex_
    if stagger_axis == "y":
        shift = (r - (r & 1)) // 2 if stagger_index == "odd" else (r + (r & 1)) // 2
        return q + shift, r
    shift = (q - (q & 1)) // 2 if stagger_index == "odd" else (q + (q & 1)) // 2
    return q, r + shift


def axial_to_pixel(hex_: Axial, size: float) -> tuple[float, float]:
    """Centre of a pointy-topped hex of circumradius `size`, with hex (0, 0) at the origin."""
    q, r = hex_
    return size * math.sqrt(3) * (q + r / 2), size * 1.5 * r


def reading_order_key(hex_: Axial) -> tuple[float, float]:
    """Top-to-bottom, then left-to-right, as a player reads the map ("top-left Terrain tile")."""
    x, y = axial_to_pixel(hex_, 1.0)
    return (round(y, 6), round(x, 6))


def outside(cells: set[Axial]) -> set[Axial]:
    """The cells on the outside of a map: those touching the empty space around it.

    A gap enclosed by tiles is not "outside"; only empty hexes connected to the surrounding table are.
    """
    if not cells:
        return set()
    qs = [q for q, _ in cells]
    rs = [r for _, r in cells]
    lo_q, hi_q, lo_r, hi_r = min(qs) - 1, max(qs) + 1, min(rs) - 1, max(rs) + 1

    def inside_box(h: Axial) -> bool:
        return lo_q <= h[0] <= hi_q and lo_r <= h[1] <= hi_r

    start = (lo_q, lo_r)
    seen = {start}
    stack = [start]
    while stack:
        for n in neighbours(stack.pop()):
            if n not in seen and n not in cells and inside_box(n):
                seen.add(n)
                stack.append(n)
    return {c for c in cells if any(n in seen for n in neighbours(c))}
