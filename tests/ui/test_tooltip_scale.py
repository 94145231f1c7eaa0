"""Tooltips follow the player's whole UI scale (issue 8, item 7), even on the board, which caps the
scale of its own layout: hovering a card is how its small print is read at 200%."""

from __future__ import annotations

import pygame
import pytest

from game.ui import theme as T
from game.ui.widgets import draw_tooltip

LINES = [
    "Treasure Bowl Drum — blue",
    "2 steps (+1 for 1 Bamboo)",
    "Gain 1 Jade and perform Carving",
]


@pytest.fixture(autouse=True)
def _fonts():
    pygame.font.init()
    yield


def _tooltip(ui_scale: float, size=(1280, 720), lines=LINES) -> pygame.Rect:
    theme = T.Theme(ui_scale=ui_scale)
    theme.resize(size)
    theme.set_cap(1.25)  # as the board sets it
    surface = pygame.Surface(size)
    rect = draw_tooltip(surface, theme, lines, (100, 100))
    assert rect is not None
    return rect


def test_a_tooltip_on_the_board_grows_past_the_boards_own_cap():
    at_125, at_200 = _tooltip(1.25), _tooltip(2.0)
    assert at_200.height > at_125.height * 1.4
    assert _tooltip(0.75).height < _tooltip(1.0).height  # and shrinks below 100%


def test_a_large_tooltip_still_fits_a_small_window():
    size = (960, 540)
    rect = _tooltip(2.0, size, LINES * 8)
    assert pygame.Rect((0, 0), size).contains(rect)
