"""The board's regions, computed from the window size (no pixel constants elsewhere)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme as T


@dataclass
class Regions:
    """Where everything goes, computed from the window size."""

    top: pygame.Rect
    village: pygame.Rect
    board: pygame.Rect
    markets: pygame.Rect
    player: pygame.Rect
    hand: pygame.Rect
    decision: pygame.Rect
    log: pygame.Rect


def regions(size: tuple[int, int], theme: T.Theme) -> Regions:
    w, h = size
    top_h = theme.px(46)
    right_w = int(w * 0.36)
    bottom_h = int(h * 0.34)
    top = pygame.Rect(0, 0, w, top_h)
    mid_h = h - top_h - bottom_h
    village = pygame.Rect(0, top_h, w - right_w, mid_h)
    board = pygame.Rect(w - right_w, top_h, right_w, int(mid_h * 0.52))
    markets = pygame.Rect(w - right_w, board.bottom, right_w, mid_h - board.height)
    player = pygame.Rect(0, h - bottom_h, int(w * 0.52), bottom_h)
    hand = pygame.Rect(player.right, h - bottom_h, w - player.right, bottom_h)
    decision = pygame.Rect(
        theme.px(10), top_h + theme.px(8), village.width - theme.px(20), theme.px(40)
    )
    log = pygame.Rect(w - right_w, top_h, right_w, mid_h)
    return Regions(top, village, board, markets, player, hand, decision, log)
