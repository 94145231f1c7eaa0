"""Issue 42 ("nothing on the map hidden behind anything"): with every panel shown (UI scale up to
125%) the decision's buttons are drawn over the top of the map's region; a decision whose buttons
take two rows or more lays the map out again below them, so no button comes down over a tile
(game/ui/scenes/board/layout.py `BoardLayout.layout`, scene.py `BoardScene.arrange`)."""

from __future__ import annotations

import pygame
import pytest

from .scenario import board_app, match_at_kind


def _tile_rects(board) -> list[pygame.Rect]:
    """Each tile's face, slab and platform on screen, as a rectangle."""
    m = board.table.map
    rects = []
    for t in range(len(m.village)):
        xs, ys = zip(*m._outline(t), strict=True)
        rects.append(pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)))
    return rects


@pytest.mark.parametrize("players, seed, size", [(3, 3, (1280, 720)), (4, 2, (1920, 1080))])
def test_map_clear_of_decision__two_rows_of_buttons_leave_every_tile_clear(players, seed, size):
    match = match_at_kind(players, seed, "perform")
    app, board = board_app(match, size)
    app.step(0.016)
    assert not board.table.tabbed
    buttons = [b.rect for b in board.buttons if b.rect.height]
    assert len({r.y for r in buttons}) >= 2, "a decision on two rows of buttons"
    tiles = _tile_rects(board)
    assert tiles
    for rect in buttons:
        assert rect.collidelist(tiles) < 0, (rect, tiles[rect.collidelist(tiles)])
