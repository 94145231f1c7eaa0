"""The Drum market, the Tattoo Motif row, the Bamboo Slips row and the Lion row."""

from __future__ import annotations

import pygame

from game.core.state import GameState

from .. import theme as T
from ..widgets import draw_text, shadow
from .cards import draw_drum_card, draw_motif
from .targets import Key, Targets

# --- the markets --------------------------------------------------------------------------------


def draw_markets(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """The Drum market, the Tattoo Motif row, the Bamboo Slips row and the Lion row."""
    cat = st.catalogue
    pad = theme.px(8)
    label = theme.font(12, bold=True)
    inner = rect.inflate(-pad * 2, -pad)
    drum_h = int(inner.height * 0.55)
    card_w = min(int(drum_h * 0.72), (inner.width - theme.px(70)) // 4 - pad)
    x = inner.x
    draw_text(surface, f"Drum market · {len(st.drum_deck)} in deck", label, T.GOLD, (x, inner.y))
    y = inner.y + label.get_linesize()
    for i, card in enumerate(st.drum_row):
        r = pygame.Rect(x + i * (card_w + pad), y, card_w, drum_h - label.get_linesize())
        draw_drum_card(surface, theme, cat, card, r, glow=glow.get(("market", i)), detail=True)
        targets.add(r, ("market", i))
    # Motif row, Slip row, Lion row side by side underneath
    y2 = inner.y + drum_h + theme.px(4)
    third = inner.width // 3
    draw_text(surface, f"Tattoo Motifs · {sum(st.motif_bag)} in bag", label, T.GOLD, (inner.x, y2))
    rad = max(8, min(theme.px(14), third // 10))
    for i, colour in enumerate(st.motif_row):
        c = (inner.x + rad + 2 + i * (rad * 2 + theme.px(6)), y2 + label.get_linesize() + rad + 2)
        draw_motif(surface, theme, c, rad, colour, glow=glow.get(("motif", i)))
        targets.add(pygame.Rect(c[0] - rad, c[1] - rad, rad * 2, rad * 2), ("motif", i))
    x3 = inner.x + third
    draw_text(surface, f"Bamboo Slips · {len(st.slip_supply)}", label, T.GOLD, (x3, y2))
    sw = max(16, (third - pad) // 4 - 4)
    for i in range(len(st.slip_row)):
        r = pygame.Rect(x3 + i * (sw + 4), y2 + label.get_linesize() + 2, sw, int(sw * 1.5))
        draw_slip(surface, theme, r, glow.get(("slip", i)))
        targets.add(r, ("slip", i))
    x4 = inner.x + 2 * third
    draw_text(surface, f"Lions · {len(st.lion_deck)}", label, T.GOLD, (x4, y2))
    lw = max(16, (third - pad) // 4 - 4)
    for i in range(len(st.lion_row)):
        r = pygame.Rect(x4 + i * (lw + 4), y2 + label.get_linesize() + 2, lw, int(lw * 1.4))
        shadow(surface, r, offset=2, radius=4)
        pygame.draw.rect(surface, T.PAPER, r, border_radius=4)
        pygame.draw.rect(
            surface,
            glow.get(("lionrow", i)) or T.GOLD_DARK,
            r,
            3 if ("lionrow", i) in glow else 1,
            border_radius=4,
        )
        draw_text(
            surface,
            "獅",
            theme.font_px(r.width * 0.6, serif=True),
            T.RED_DARK,
            r.center,
            anchor="center",
        )
        targets.add(r, ("lionrow", i))
    if st.manual >= 0:
        mr = pygame.Rect(x4 + 4 * (lw + 4), y2 + label.get_linesize() + 2, lw, lw)
        if mr.right <= inner.right:
            pygame.draw.circle(surface, T.GOLD, mr.center, lw // 2)
            draw_text(
                surface,
                str(cat.manuals[st.manual].qi),
                theme.font_px(lw * 0.5, bold=True),
                T.INK,
                mr.center,
                anchor="center",
            )
            targets.add(mr, ("manual",))


def draw_slip(surface, theme: T.Theme, r: pygame.Rect, glow=None) -> None:
    shadow(surface, r, offset=2, radius=3)
    pygame.draw.rect(surface, T.BAMBOO, r, border_radius=3)
    for k in range(1, 3):
        x = r.x + k * r.width // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (x, r.y + 2), (x, r.bottom - 2), 1)
    pygame.draw.rect(surface, glow or T.BAMBOO_DARK, r, 3 if glow else 1, border_radius=3)
    draw_text(
        surface, "簡", theme.font_px(r.width * 0.55, serif=True), T.INK, r.center, anchor="center"
    )
