"""The resource tokens (rulebook, Components: Coins, Bamboo, Red Paper, Jade): a coloured disc with its
glyph, or a drawn picture of the resource where the glyph would read too small (issue 42).  Drawn
in a seat's area, on the Character board's rewards and on the other players' chips."""

from __future__ import annotations

import pygame

from .. import theme as T
from ..widgets import draw_text
from .cards import smallest

RESOURCES = ("coins", "bamboo", "red_paper", "jade")
#: A glyph on each resource token, so colour is never the only cue (coin, bamboo, paper, jade).
RESOURCE_GLYPHS = {"coins": "钱", "bamboo": "竹", "red_paper": "纸", "jade": "玉"}


def resource_token(surface, theme: T.Theme, key: str, center, radius: int) -> None:
    """A resource token: its colour with its glyph, or, where the glyph would read under
    `smallest` pixels (issue 42), a drawn picture of the resource instead."""
    pygame.draw.circle(surface, T.INK, center, radius + max(1, radius // 8))
    pygame.draw.circle(surface, T.RESOURCE_COLOURS[key], center, radius)
    if radius * 1.2 >= smallest(theme):
        font = theme.font_px(radius * 1.2, bold=True)
        draw_text(surface, RESOURCE_GLYPHS[key], font, T.INK, center, anchor="center")
    else:
        _resource_icon(surface, key, center, radius)


def _resource_icon(surface, key: str, center, radius: int) -> None:
    """A resource drawn in ink on its token: a holed coin, a jointed bamboo stalk, a sheet of red
    paper, a jade disc (bi)."""
    x, y = center
    line = max(1, radius // 5)
    if key == "coins":  # the square hole of a cash coin
        half = max(2, round(radius * 0.45))
        pygame.draw.rect(surface, T.INK, (x - half, y - half, 2 * half + 1, 2 * half + 1), line)
    elif key == "bamboo":
        h = round(radius * 0.75)
        w = max(2, radius // 3)
        pygame.draw.rect(surface, T.INK, (x - w // 2, y - h, w, 2 * h), line)
        pygame.draw.line(surface, T.INK, (x - w, y), (x + w, y), line)
    elif key == "red_paper":
        s = round(radius * 0.6)
        pygame.draw.polygon(surface, T.INK, [(x, y - s), (x + s, y), (x, y + s), (x - s, y)], line)
    else:
        pygame.draw.circle(surface, T.INK, center, round(radius * 0.65), line)
        pygame.draw.circle(surface, T.INK, center, max(1, radius // 4), line)
