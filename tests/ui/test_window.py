"""The window (DESIGN.md: "Layout is computed from the window size"): the board lays itself out and
draws at the usual sizes, after the player resizes the window, and in and out of fullscreen (F11);
nothing a player can point at lies outside the window."""

from __future__ import annotations

import pygame
import pytest

from game.ui.app import MIN_SIZE

from .driver import screenshot
from .scenario import board_app, key, match_mid_game

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def _outside(app, board) -> list:
    window = app.screen.get_rect()
    return [(key, rect) for rect, key in board.targets.items if not window.contains(rect)]


def _check_board(app, board, size) -> None:
    assert app.screen.get_size() == size
    assert board.regions is not None and board.regions.top.width == size[0]
    assert board.regions.hand.bottom == size[1]
    outside = _outside(app, board)
    assert not outside, f"at {size} these targets lie (partly) outside the window: {outside[:8]}"
    hand = [k for _, k in board.targets.items if k[0] == "hand"]
    assert len(hand) == len(board.view.players[board.viewer].hand)
    assert all(window_has(app, b.rect) for b in board.buttons + board.bar_buttons())


def window_has(app, rect) -> bool:
    return app.screen.get_rect().contains(rect)


@pytest.fixture(scope="module")
def mid_game():
    """A 4-player game well under way: summoned Lions, played cards, monsters, Qi on the board."""
    return match_mid_game(players=4, seed=3, decisions=220)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_window__the_board_lays_out_and_draws_inside_the_window(size, mid_game, shots):
    app, board = board_app(mid_game, size)
    shots(app)
    app.step(0.016)
    screenshot(app, f"board-{size[0]}")
    _check_board(app, board, size)


def test_window__resizing_relays_the_board_out(mid_game, shots):
    app, board = board_app(mid_game, (1280, 720))
    shots(app)
    for size in [(1600, 900), (1024, 768), (2560, 1080), (1280, 720)]:
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        app.step(0.016)
        app.step(0.016)
        assert app.settings.window == size
        _check_board(app, board, size)
    screenshot(app, "board-resized-back-1280")
    # a window smaller than the smallest supported is held at the minimum
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=400, h=300, size=(400, 300)))
    app.step(0.016)
    _check_board(app, board, MIN_SIZE)


def test_window__f11_toggles_fullscreen_and_back_to_the_same_window(mid_game, shots):
    app, board = board_app(mid_game, (1280, 720))
    shots(app)
    key(app, pygame.K_F11)
    assert app.settings.fullscreen
    assert app.screen.get_flags() & pygame.FULLSCREEN
    full = app.screen.get_size()
    app.step(0.016)
    _check_board(app, board, full)
    # resizing events are ignored while fullscreen
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    app.step(0.016)
    assert app.screen.get_size() == full
    key(app, pygame.K_F11)
    assert not app.settings.fullscreen
    assert not app.screen.get_flags() & pygame.FULLSCREEN
    app.step(0.016)
    _check_board(app, board, (1280, 720))
