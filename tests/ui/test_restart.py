"""pygame started afresh in one process (a second App after `pygame.quit()`, as after the crash
window or in a long test run) draws with fonts of its own, never the dead ones of the first."""

from __future__ import annotations

import pygame

from .scenario import board_app, match_at_first_turn


def test_a_second_app_after_pygame_quit_draws_the_board():
    board_app(match_at_first_turn())  # loads the fonts
    pygame.quit()
    # before the fix: "Invalid font (font module quit since font created)"
    app, board = board_app(match_at_first_turn())
    app.step(0.016)
    assert app.stack.top is board


def test_a_tooltip_drawn_without_an_app_after_pygame_quit_uses_live_fonts():
    """A screen drawn straight from a Theme (no App to forget the old fonts first) still gets fonts
    that work: CI once failed here when another test file had quit pygame in the same worker."""
    from game.ui import theme as T
    from game.ui.widgets import draw_tooltip

    pygame.init()
    theme = T.Theme()
    theme.resize((1280, 720))
    theme.font(14).size("Lion")  # loaded and kept
    pygame.quit()
    pygame.font.init()
    assert theme.font(14).size("Lion")[0] > 0
    assert draw_tooltip(pygame.Surface((400, 300)), theme, ["Lion"], (10, 10)) is not None
