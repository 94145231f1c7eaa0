"""Cards and the Village board enlarge on hover to a readable size (issue 42: "a card or a board
section enlarges on hover or click to full, readable size")."""

from __future__ import annotations

import pygame

from game.ui import theme as T
from game.ui.legibility import fonts_recorded
from game.ui.scenes.board import BoardScene

from .driver import make_app
from .scenario import match_mid_game


def _rest_on(app, board, key):
    rect = board.hits.rect_of(key)
    assert rect is not None, key
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(int(T.TOOLTIP_DELAY * 60) + 10):
        app.step(1 / 60)
    return rect


def _board():
    match = match_mid_game(4, 1, 40)
    app = make_app((1280, 720))
    board = BoardScene(app, match, viewer=match.pending.seat)
    app.push(board)
    app.step(1 / 60)
    return app, board, match


def test_a_market_card_rested_on_is_shown_large_beside_it(monkeypatch):
    app, board, match = _board()
    drawn = []
    original = board.magnifier._card
    monkeypatch.setattr(board.magnifier, "_card", lambda *a: (drawn.append(a[-1]), original(*a))[1])
    rect = _rest_on(app, board, ("market", 0))
    assert drawn, "resting on a market card shows nothing larger"
    big = pygame.Rect(0, 0, board.theme.px(230), int(board.theme.px(230) * 1.4))
    assert big.width > 2 * rect.width  # far larger than the card in the market
    assert all(r == rect for r in drawn)


def test_the_village_board_rested_on_is_drawn_again_with_no_words_under_12_px():
    app, board, match = _board()
    _rest_on(app, board, ("space", 0))
    shown = board.magnifier.shown_at
    assert shown.width > board.table.regions.board.width * 1.5, "the Village board was not enlarged"
    for b in board.buttons:  # the decision at hand stays in sight
        assert not (b.rect.width and b.rect.colliderect(shown)), b.label
    hint = board.table.regions.decision.y + board.theme.font(13).get_linesize()
    assert shown.top >= hint  # and its hint line
    with fonts_recorded() as drawn:
        board.magnifier._board = None  # drawn again, its fonts recorded
        board.magnifier._village_board(pygame.Surface(app.screen.get_size()), board, board.view)
    sizes = [px for text, px in drawn if text.strip()]
    assert sizes and min(sizes) >= 12, sorted(set(sizes))[:5]
