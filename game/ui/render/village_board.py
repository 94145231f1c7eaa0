"""The Village board: Spring Couplets, Exchange, Jade Amulets and the Frontier, with their Qi Energy."""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.core.texts import SECTION_NAMES

from .. import theme as T
from ..widgets import draw_text, panel
from .targets import Targets

# --- the Village board ------------------------------------------------------------------------------

SECTION_ORDER = ("couplets", "exchange", "amulets", "frontier")


def draw_village_board(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[int, tuple],
) -> None:
    """Spring Couplets, Exchange, Jade Amulets and the Frontier, each space with its Qi Energy."""
    panel(surface, rect.inflate(-theme.px(8), -theme.px(6)), fill=(58, 40, 30))
    cat = st.catalogue
    inner = rect.inflate(-theme.px(20), -theme.px(16))
    title = theme.font(13, bold=True)
    small = theme.font(11)
    col_w = inner.width // 4
    radius = max(6, min(theme.px(11), col_w // 9))
    for c, section in enumerate(SECTION_ORDER):
        x0 = inner.x + c * col_w
        draw_text(
            surface,
            SECTION_NAMES[section],
            title,
            T.GOLD,
            (x0 + col_w // 2, inner.y),
            anchor="midtop",
        )
        y = inner.y + title.get_linesize() + theme.px(2)
        groups: list[str] = []
        for s in cat.spaces_in(section):
            g = cat.spaces[s].group
            if g not in groups:
                groups.append(g)
        row_h = max(radius * 2 + theme.px(14), (inner.bottom - y) // max(1, len(groups)))
        for g in groups:
            label = _group_label(st, section, g)
            draw_text(surface, label, small, T.TEXT_DIM, (x0 + theme.px(2), y))
            yy = y + small.get_linesize() + radius
            spaces = cat.spaces_in(section, g)
            xx = x0 + radius + theme.px(3)
            for s in spaces:
                sp = cat.spaces[s]
                centre = (xx, yy)
                available = sp.players <= max(st.n, 2)
                owner = st.space_qi[s] if st.space_qi else -1
                fill = (
                    T.player_colour(owner)
                    if 0 <= owner < 4
                    else ((60, 40, 40) if owner == 9 else None)
                )
                ring = glow.get(s) or (T.GOLD_DARK if available else (90, 80, 70))
                pygame.draw.circle(
                    surface, T.TABLE_DARK if available else (50, 40, 34), centre, radius
                )
                if fill:
                    pygame.draw.circle(surface, fill, centre, radius - 2)
                    draw_text(
                        surface,
                        "气",
                        theme.font_px(radius * 1.1, bold=True),
                        T.TEXT,
                        centre,
                        anchor="center",
                    )
                else:
                    draw_text(
                        surface,
                        str(sp.auspiciousness),
                        theme.font_px(radius * 1.05, bold=True),
                        T.TEXT_DIM if available else (110, 100, 90),
                        centre,
                        anchor="center",
                    )
                pygame.draw.circle(surface, ring, centre, radius, 3 if s in glow else 1)
                if sp.players > 2:
                    draw_text(
                        surface,
                        f"{sp.players}p",
                        theme.font_px(radius * 0.7),
                        T.TEXT_DIM,
                        (xx, yy + radius + 1),
                        anchor="midtop",
                    )
                targets.add(
                    pygame.Rect(xx - radius, yy - radius, radius * 2, radius * 2), ("space", s)
                )
                xx += radius * 2 + theme.px(4)
                if xx + radius > x0 + col_w:
                    xx = x0 + radius + theme.px(3)
                    yy += radius * 2 + theme.px(10)
            y += row_h


def _group_label(st: GameState, section: str, group: str) -> str:
    cat = st.catalogue
    if section == "couplets":
        area = next(a for a in cat.couplet_areas if a.id == group)
        return f"{area.red_paper} Red Paper"
    if section == "amulets":
        a = next(a for a in cat.amulets if a.id == group)
        return f"{a.name.replace(' Amulet', '')} ({a.cost} Jade)"
    if section == "exchange":
        return "1 blue · 4 Coins" if group == "one_blue" else "2 blue · 6 Coins"
    return group.capitalize()
