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
