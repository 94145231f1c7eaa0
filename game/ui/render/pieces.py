"""The pieces on the Village map: Lion miniatures in their player's colour with banners I and II,
the Nian beast in its current Taotie form, and the Yao monsters (Wangliang and Zhujian)."""

from __future__ import annotations

import pygame

from .. import theme as T
from ..widgets import draw_text

# --- pieces --------------------------------------------------------------------------------------


def draw_lion(
    surface, theme: T.Theme, pos, size: float, seat: int, slot: int, lift: float = 0.0
) -> None:
    """A Lion miniature in its player's colour with its banner (I left, II right)."""
    x, y = pos[0], pos[1] - lift
    colour = T.player_colour(seat)
    s = size * 0.34
    shadow = pygame.Surface((int(s * 2.4), int(s)), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    surface.blit(shadow, shadow.get_rect(center=(pos[0], pos[1] + s * 0.15)))
    body = pygame.Rect(0, 0, s * 2.0, s * 1.1)
    body.midbottom = (int(x), int(y))
    pygame.draw.ellipse(surface, T.darker(colour, 0.6), body.inflate(4, 4))
    pygame.draw.ellipse(surface, colour, body)
    head_c = (int(x + s * 0.75), int(y - s * 1.05))
    pygame.draw.circle(surface, T.GOLD, head_c, int(s * 0.72))  # the mane
    pygame.draw.circle(surface, T.lighter(colour, 0.25), head_c, int(s * 0.48))
    pygame.draw.circle(
        surface, T.INK, (head_c[0] + int(s * 0.15), head_c[1] - int(s * 0.1)), max(1, int(s * 0.09))
    )
    # banner on a pole
    pole_x = int(x - s * 0.8)
    top = int(y - s * 2.3)
    pygame.draw.line(surface, T.INK, (pole_x, int(y - s * 0.5)), (pole_x, top), 2)
    flag = pygame.Rect(pole_x, top, int(s * 1.0), int(s * 0.75))
    pygame.draw.rect(surface, colour, flag)
    pygame.draw.rect(surface, T.INK, flag, 1)
    draw_text(
        surface,
        "I" if slot == 0 else "II",
        theme.font_px(s * 0.7, bold=True),
        T.TEXT,
        flag.center,
        anchor="center",
    )


def draw_nian(surface, theme: T.Theme, pos, size: float, form: int) -> None:
    """The Nian beast (its current Taotie form): a horned red-black beast marked 年."""
    x, y = pos
    s = size * (0.42 + 0.04 * form)
    shadow = pygame.Surface((int(s * 2.6), int(s)), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 110), shadow.get_rect())
    surface.blit(shadow, shadow.get_rect(center=(x, y + s * 0.1)))
    body = pygame.Rect(0, 0, s * 2.0, s * 1.6)
    body.midbottom = (int(x), int(y))
    pygame.draw.ellipse(surface, (40, 16, 16), body.inflate(4, 4))
    pygame.draw.ellipse(surface, (120, 28, 30), body)
    for side in (-1, 1):  # horns
        base = (int(x + side * s * 0.45), int(y - s * 1.4))
        tip = (int(x + side * s * 0.85), int(y - s * 2.1))
        pygame.draw.polygon(
            surface, T.PAPER_DARK, [base, tip, (base[0] + side * int(s * 0.25), base[1])]
        )
    draw_text(
        surface,
        "年",
        theme.font_px(s * 0.9, serif=True),
        T.GOLD,
        (int(x), int(y - s * 0.8)),
        anchor="center",
    )
    draw_text(
        surface,
        str(form),
        theme.font_px(s * 0.45, bold=True),
        T.TEXT,
        (int(x + s * 0.8), int(y - s * 0.2)),
        anchor="center",
    )


def draw_yao(surface, theme: T.Theme, pos, size: float, kind: str) -> None:
    """A Yao monster token: Wangliang (threat one) pale, Zhujian (threat two) dark, with its glyph."""
    x, y = pos
    r = size * (0.3 if kind == "wangliang" else 0.36)
    colour = (122, 150, 132) if kind == "wangliang" else (92, 62, 110)
    shadow = pygame.Surface((int(r * 2.4), int(r * 0.9)), pygame.SRCALPHA)
    pygame.draw.ellipse(shadow, (0, 0, 0, 90), shadow.get_rect())
    surface.blit(shadow, shadow.get_rect(center=(x, y + r * 0.1)))
    c = (int(x), int(y - r * 0.9))
    pygame.draw.circle(surface, T.INK, c, int(r) + 2)
    pygame.draw.circle(surface, colour, c, int(r))
    pygame.draw.circle(surface, T.lighter(colour, 0.3), c, int(r * 0.78), 2)
    glyph = "魍" if kind == "wangliang" else "犍"
    draw_text(surface, glyph, theme.font_px(r * 1.05, serif=True), T.TEXT, c, anchor="center")
