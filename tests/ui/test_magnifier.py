"""Cards and the Village board enlarge on hover to a readable size (issue 42: "a card or a board
section enlarges on hover or click to full, readable size")."""

from __future__ import annotations

import pygame

from game.ui import theme as T
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


def _fonts_drawn(monkeypatch) -> list[int]:
    """The pixel sizes of every string rendered from now on."""
    sizes: list[int] = []
    plain = pygame.font.Font

    class Recording(plain):
        def __init__(self, file, px, *args, **kwargs):
            super().__init__(file, px, *args, **kwargs)
            self.px = px

        def render(self, text, *args, **kwargs):
            if str(text).strip():
                sizes.append(self.px)
            return super().render(text, *args, **kwargs)

    monkeypatch.setattr(pygame.font, "Font", Recording)
    T.forget_fonts()
    return sizes


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


def test_the_village_board_rested_on_is_drawn_again_with_no_words_under_12_px(monkeypatch):
    app, board, match = _board()
    _rest_on(app, board, ("space", 0))
    shown = board.magnifier.shown_at
    assert shown.width > board.table.regions.board.width * 1.5, "the Village board was not enlarged"
    for b in board.buttons:  # the decision at hand stays in sight
        assert not (b.rect.width and b.rect.colliderect(shown)), b.label
    sizes = _fonts_drawn(monkeypatch)
    board.magnifier._board = None  # drawn again, its fonts recorded
    board.magnifier._village_board(pygame.Surface(app.screen.get_size()), board, board.view)
    assert sizes and min(sizes) >= 12, sorted(set(sizes))[:5]
