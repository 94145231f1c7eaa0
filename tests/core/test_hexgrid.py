"""Hexagon geometry of the Village map (rulebook, "Setup: Village Map and Board"; "2. Leap").

Tiled stores a hexagonal map as offset (column, row) cells; the rules work in axial (q, r).  What a
player notices is that two tiles drawn side by side are adjacent in the rules, and that the tiles "on
the outside of the Village map" (where a Lion leaps in from the player board) are the ones touching
the open table.
"""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import hexgrid

AXES = ("x", "y")
INDICES = ("odd", "even")
SQRT3 = math.sqrt(3)

coord = st.integers(min_value=-60, max_value=60)
axial = st.tuples(coord, coord)
stagger = st.sampled_from([(a, i) for a in AXES for i in INDICES])


def drawn_centre(col: int, row: int, axis: str, index: str) -> tuple[float, float]:
    """Where Tiled draws the centre of cell (col, row), for hexes of circumradius 1.

    staggeraxis "y": pointy-topped hexes, rows 1.5 apart, every other row pushed right by half a
    tile.  staggeraxis "x": flat-topped hexes, columns 1.5 apart, every other column pushed down.
    staggerindex says whether the odd or the even rows (columns) are the pushed ones.
    """
    parity = 1 if index == "odd" else 0
    if axis == "y":
        pushed = (row & 1) == parity
        return SQRT3 * (col + (0.5 if pushed else 0.0)), 1.5 * row
    pushed = (col & 1) == parity
    return 1.5 * col, SQRT3 * (row + (0.5 if pushed else 0.0))


# --- offset <-> axial -----------------------------------------------------------------------------


@given(col=coord, row=coord, where=stagger)
def test_offset_to_axial_and_back_is_the_same_cell(col, row, where):
    axis, index = where
    h = hexgrid.offset_to_axial(col, row, axis, index)
    assert hexgrid.axial_to_offset(h, axis, index) == (col, row)


@given(h=axial, where=stagger)
def test_axial_to_offset_and_back_is_the_same_hex(h, where):
    axis, index = where
    col, row = hexgrid.axial_to_offset(h, axis, index)
    assert hexgrid.offset_to_axial(col, row, axis, index) == h


@given(h1=axial, h2=axial, where=stagger)
def test_offset_to_axial_never_merges_two_cells(h1, h2, where):
    axis, index = where
    o1 = hexgrid.axial_to_offset(h1, axis, index)
    o2 = hexgrid.axial_to_offset(h2, axis, index)
    assert (o1 == o2) == (h1 == h2)


@pytest.mark.parametrize("axis", AXES)
@pytest.mark.parametrize("index", INDICES)
@given(col=st.integers(-20, 20), row=st.integers(-20, 20))
def test_tiles_drawn_side_by_side_in_tiled_are_adjacent(axis, index, col, row):
    """Two cells are neighbours in the rules exactly when Tiled draws them touching."""
    here = hexgrid.offset_to_axial(col, row, axis, index)
    x0, y0 = drawn_centre(col, row, axis, index)
    touching = []
    for dc in (-2, -1, 0, 1, 2):
        for dr in (-2, -1, 0, 1, 2):
            x, y = drawn_centre(col + dc, row + dr, axis, index)
            there = hexgrid.offset_to_axial(col + dc, row + dr, axis, index)
            drawn_adjacent = math.isclose(math.hypot(x - x0, y - y0), SQRT3)
            assert drawn_adjacent == (hexgrid.distance(here, there) == 1), (dc, dr)
            assert drawn_adjacent == (there in hexgrid.neighbours(here)), (dc, dr)
            if drawn_adjacent:
                touching.append(there)
    assert len(touching) == 6


def test_offset_to_axial_on_the_levels_convention_odd_rows_pushed_right():
    """README "Levels": pointy-top, staggeraxis y, staggerindex odd."""
    # (col 0, row 1) is drawn below and between (col 0, row 0) and (col 1, row 0)
    below = hexgrid.offset_to_axial(0, 1, "y", "odd")
    assert hexgrid.offset_to_axial(0, 0, "y", "odd") in hexgrid.neighbours(below)
    assert hexgrid.offset_to_axial(1, 0, "y", "odd") in hexgrid.neighbours(below)
    assert hexgrid.offset_to_axial(-1, 0, "y", "odd") not in hexgrid.neighbours(below)


@given(col=st.integers(-20, 20), row=st.integers(-20, 20))
def test_pixel_centres_match_where_tiled_draws_pointy_rows(col, row):
    """axial_to_pixel puts each tile where Tiled draws it (up to moving the whole map)."""
    for index in INDICES:
        a = hexgrid.offset_to_axial(col, row, "y", index)
        o = hexgrid.offset_to_axial(0, 0, "y", index)
        px, py = hexgrid.axial_to_pixel(a, 1.0)
        ox, oy = hexgrid.axial_to_pixel(o, 1.0)
        dx, dy = drawn_centre(col, row, "y", index)
        ex, ey = drawn_centre(0, 0, "y", index)
        assert math.isclose(px - ox, dx - ex, abs_tol=1e-9)
        assert math.isclose(py - oy, dy - ey, abs_tol=1e-9)


def test_unknown_stagger_axis_is_refused():
    with pytest.raises(ValueError):
        hexgrid.offset_to_axial(0, 0, "z", "odd")


# --- distance and neighbours ----------------------------------------------------------------------


def test_distance_examples():
    assert hexgrid.distance((0, 0), (0, 0)) == 0
    assert hexgrid.distance((0, 0), (1, 0)) == 1
    assert hexgrid.distance((0, 0), (1, -1)) == 1
    assert hexgrid.distance((0, 0), (1, 1)) == 2  # not a hex direction: two hops
    assert hexgrid.distance((0, 0), (3, -1)) == 3
    assert hexgrid.distance((-2, 3), (2, -1)) == 4
    assert hexgrid.distance((0, 0), (-3, 5)) == 5


@given(a=axial, b=axial, c=axial)
def test_distance_is_a_metric(a, b, c):
    assert hexgrid.distance(a, b) == hexgrid.distance(b, a)
    assert (hexgrid.distance(a, b) == 0) == (a == b)
    assert hexgrid.distance(a, c) <= hexgrid.distance(a, b) + hexgrid.distance(b, c)


@given(a=axial, b=axial)
def test_distance_is_the_number_of_hops(a, b):
    """Walking greedily towards b, each hop to a neighbour brings it exactly 1 closer."""
    here, hops = a, 0
    while here != b:
        here = min(hexgrid.neighbours(here), key=lambda n: hexgrid.distance(n, b))
        hops += 1
    assert hops == hexgrid.distance(a, b)


@given(h=axial)
def test_neighbours_are_six_distinct_hexes_at_distance_one(h):
    ns = hexgrid.neighbours(h)
    assert len(ns) == len(set(ns)) == 6
    assert h not in ns
    assert all(hexgrid.distance(h, n) == 1 for n in ns)


@given(h=axial)
def test_neighbours_are_symmetric(h):
    for n in hexgrid.neighbours(h):
        assert h in hexgrid.neighbours(n)


@given(a=axial, b=axial)
def test_neighbour_exactly_when_distance_is_one(a, b):
    assert (b in hexgrid.neighbours(a)) == (hexgrid.distance(a, b) == 1)


# --- outside --------------------------------------------------------------------------------------


def ring(radius: int, centre=(0, 0)) -> set[hexgrid.Axial]:
    return {
        (centre[0] + q, centre[1] + r)
        for q in range(-radius, radius + 1)
        for r in range(-radius, radius + 1)
        if hexgrid.distance((0, 0), (q, r)) == radius
    }


def blob(radius: int, centre=(0, 0)) -> set[hexgrid.Axial]:
    return set().union(*(ring(k, centre) for k in range(radius + 1)))


def test_outside_of_nothing_is_nothing():
    assert hexgrid.outside(set()) == set()


def test_a_single_tile_is_outside():
    assert hexgrid.outside({(3, -2)}) == {(3, -2)}


def test_outside__solid_blob_interior_tiles_are_not_outside():
    cells = blob(2)  # 19 tiles
    out = hexgrid.outside(cells)
    assert out == ring(2)
    assert (0, 0) not in out
    assert not (ring(1) & out)


def test_outside__an_enclosed_gap_does_not_make_inner_edge_tiles_outside():
    cells = ring(1) | ring(2)  # a thick ring of 18 tiles around an empty hole at (0, 0)
    out = hexgrid.outside(cells)
    assert out == ring(2)
    for inner in ring(1):
        assert (0, 0) in hexgrid.neighbours(inner)  # it does touch the empty gap...
        assert inner not in out  # ...but the gap is not the table around the map


def test_outside__a_thin_ring_around_a_gap_is_all_outside():
    cells = ring(1)
    assert hexgrid.outside(cells) == cells


def test_outside__a_gap_opened_to_the_table_makes_its_edge_outside():
    cells = blob(2) - {(0, 0), (1, 0), (2, 0)}  # a channel from the centre to the edge
    out = hexgrid.outside(cells)
    assert ring(1) - {(1, 0)} <= out  # every tile around the (now open) centre
    assert ring(2) - {(2, 0)} <= out
    assert out == cells


def test_outside__far_from_the_origin_and_irregular():
    cells = {(q + 40, r - 33) for q, r in blob(3)} - {(40, -33)}  # a blob with a one-hex hole
    out = hexgrid.outside(cells)
    assert out == {(q + 40, r - 33) for q, r in ring(3)}


def _outside_reference(cells: set[hexgrid.Axial]) -> set[hexgrid.Axial]:
    """Empty hexes reachable from far away (a generous box), and the tiles touching them."""
    if not cells:
        return set()
    lo = min(min(q, r) for q, r in cells) - 3
    hi = max(max(q, r) for q, r in cells) + 3
    start = (lo, lo)
    seen, todo = {start}, [start]
    while todo:
        for n in hexgrid.neighbours(todo.pop()):
            if n not in seen and n not in cells and lo <= n[0] <= hi and lo <= n[1] <= hi:
                seen.add(n)
                todo.append(n)
    return {c for c in cells if any(n in seen for n in hexgrid.neighbours(c))}


@given(st.sets(st.tuples(st.integers(-3, 3), st.integers(-3, 3)), max_size=40))
def test_outside_matches_a_flood_fill_from_far_away(cells):
    out = hexgrid.outside(cells)
    assert out <= cells
    assert out == _outside_reference(cells)
    if cells:
        # the leftmost, rightmost, topmost and bottommost tiles always face the table
        for key in (lambda h: h[0], lambda h: h[1], lambda h: h[0] + h[1]):
            assert min(cells, key=key) in out
            assert max(cells, key=key) in out
