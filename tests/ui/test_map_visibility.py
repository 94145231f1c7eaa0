"""Issue 42: "The map is the centrepiece, and hides nothing" -- every tile's name, badge and pieces
can be seen and clicked, names are never printed under 12 px, and the map takes the room the
village region leaves it (game/ui/render/village.py, map_labels.py, scenes/board/layout.py).

The walk here is every shipped layout and three built Villages at 1280x720, 100% and 200%, the
whole map (about 3 seconds each); `python -m game.ui.map_visibility --all` walks both window sizes, 100% and 200%
and the zoom steps as well (about 40 seconds)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import actions as A
from game.i18n import name as component_name
from game.ui import map_visibility as MV
from game.ui.legibility import fonts_recorded
from game.ui.render import terrain_sprites

from .scenario import board_app

#: A representative walk of the larger UI scale and a zoomed-in map (`--all` walks them all):
#: (window, UI scale, zoom steps, layout).  Nothing is left at any size, scale or zoom: at 200% a
#: name is 20 px on a crowded map, and one no place near its tile holds is tied to it from the
#: room beside the map; a badge with no clear place of its own takes one over a name (which goes
#: to a plate), never over a piece.
REPRESENTATIVE = (
    ((1920, 1080), 100, 0, ("layout", "first-game-4p")),
    ((1920, 1080), 100, 2, ("built", 4, 7)),
    ((1280, 720), 100, 4, ("layout", "campaign/chapter-6")),
    ((1280, 720), 200, 0, ("layout", "first-game-4p")),
    ((1280, 720), 200, 0, ("built", 2, 5)),
    ((1280, 720), 200, 0, ("built", 3, 6)),
    ((1280, 720), 200, 0, ("built", 4, 7)),
    ((1280, 720), 200, 2, ("built", 4, 7)),
    ((1920, 1080), 200, 0, ("built", 4, 7)),
    ((1920, 1080), 200, 2, ("layout", "campaign/chapter-3")),
    ((1920, 1080), 200, 0, ("layout", "campaign/chapter-5")),
)


def test_map_visibility__every_layout_shows_its_names_and_badges_where_they_can_be_clicked():
    totals = MV.walk([(1280, 720)], [100], [0])
    assert not any(totals.values()), totals


def test_map_visibility__every_layout_shows_every_name_at_200_percent_on_a_1280x720_window():
    # the map a tab of its own, its names 20 px: the most crowded the map's words ever are
    totals = MV.walk([(1280, 720)], [200], [0])
    assert not any(totals.values()), totals


@pytest.mark.parametrize("size, scale, zoom, case", REPRESENTATIVE)
def test_map_visibility__other_sizes_scales_and_zooms_show_every_name_and_badge(
    size, scale, zoom, case
):
    missing: list[str] = []
    counts = MV.faults_at_leaps(case, size, zoom, scale=scale, missing=missing)
    assert not any(counts.values()), (counts, missing)


def test_map_visibility__tile_names_are_never_printed_under_12_px_at_1280x720():
    terrain_sprites._CACHE.clear()  # (names printed into cached tile sprites are printed again)
    with fonts_recorded() as drawn:
        MV.faults_at_leaps(("layout", "first-game-4p"), (1280, 720), 0, leaps=1)
        MV.faults_at_leaps(("built", 3, 6), (1280, 720), 0, leaps=1)
    match = MV._match(("layout", "first-game-4p"))
    names = {component_name(t.name) for t in match.game.state.catalogue.terrain}
    words = {w for n in names for w in n.split(" ")}

    def a_name(text: str) -> bool:  # a whole name, or a line of one broken onto two
        return text in names or (text and set(text.split(" ")) <= words and " " in text)

    sizes = {(text, px) for text, px in drawn if text in names or a_name(text)}
    assert sizes, "the map printed its names"
    assert min(px for _t, px in sizes) >= 12, sorted(sizes, key=lambda s: s[1])[:5]


def _leap_board(players: int, seed: int):
    """A board at its first Leap decision (tiles lit, badges on them), at 1280x720 100%."""
    match = MV._match(("layout", f"first-game-{players}p"))
    rnd = random.Random(seed)
    while not any(isinstance(a, A.Leap) for a in match.legal()):
        match.apply(rnd.choice(match.legal()))
    return board_app(match, (1280, 720))


def _faces(board) -> pygame.Rect:
    m = board.table.map
    rects = [m.hexagon_rect(t) for t in range(len(m.village))]
    return rects[0].unionall(rects)


def test_map_visibility__the_map_takes_the_height_the_chips_leave_and_stays_clear_of_them():
    # two players: one chip at the left of the map's foot; the map grows past it on the right
    _app, board = _leap_board(2, 1)
    region = board.table.regions.village
    assert _faces(board).height >= 0.65 * region.height, (_faces(board), region)
    # four players: three chips across the foot; no tile reaches under them
    _app, board = _leap_board(4, 1)
    chips = board.panels.chips_area
    assert chips.width
    m = board.table.map
    outlines = [m._outline(t) for t in range(len(m.village))]
    boxes = [pygame.Rect(min(x for x, _ in o), min(y for _, y in o), 1, 1) for o in outlines]
    for o, box in zip(outlines, boxes, strict=True):
        box.width = max(x for x, _ in o) - box.x
        box.height = max(y for _, y in o) - box.y
    assert chips.collidelist(boxes) < 0, (chips, boxes)
