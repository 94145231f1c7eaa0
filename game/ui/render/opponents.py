"""The other players' chips at the foot of the Village map: each one's resources, the Qi Energy left on
its Character board, its hand size, and its Lions (banners I and II, as on the map) with their Motifs.

Rulebook: resources, Qi Energy, Lions and Motifs, as a summary of another player's area.  Issue 42:
every word and numeral at `TEXT` design pixels or more, none cut with "…" (a computer seat short of
room is named by its colour, its small screen saying the rest; the tooltip has it all).
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.i18n import _
from game.text.names import seat_name

from .. import theme as T
from ..widgets import draw_text, panel
from .cards import draw_motif
from .resource_tokens import RESOURCES, resource_token
from .targets import Targets

TEXT = 12  # the smallest design size of the chips' words and numerals (issue 42)


def _banner(surface, theme: T.Theme, text: str, font, colour, x: int, cy: int) -> int:
    """A Lion's banner (I or II, as on the map) in the player's colour; returns its right edge."""
    w = font.size(text)[0] + theme.px(6)
    h = font.get_height() * 4 // 5
    r = pygame.Rect(x, cy - h // 2, w, h)
    pygame.draw.rect(surface, colour, r, border_radius=max(1, theme.px(2)))
    draw_text(surface, text, font, T.TEXT, r.center, anchor="center")
    return r.right


def chip_rects(theme: T.Theme, rect: pygame.Rect, count: int) -> list[pygame.Rect]:
    """Where `count` chips stand at the foot of `rect` (the map's region): a row from the left, up
    to 230 design pixels wide each (the map keeps clear of them: `layout.chips_rect`)."""
    if count <= 0:
        return []
    gap = theme.px(6)
    w = min(theme.px(230), (rect.width - theme.px(16) - gap * (count - 1)) // count)
    h = theme.px(54)
    x, y = rect.x + theme.px(8), rect.bottom - h - theme.px(6)
    return [pygame.Rect(x + k * (w + gap), y, w, h) for k in range(count)]


def draw_opponents(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    viewer: int,
    rect: pygame.Rect,
    targets: Targets,
    labels: dict[int, str] | None = None,
) -> None:
    """A chip for every other player: resources, Qi left, hand size, Lions and their Motifs.

    `labels` names computer seats ("Azure (Strong computer)"); their chips show a small screen
    before the name as well."""
    labels = labels or {}
    others = [p for p in st.players if p.seat != viewer]
    if not others:
        return
    name_font = theme.font(TEXT, bold=True)
    small = theme.font(TEXT)
    num = theme.font(TEXT, bold=True)
    ip = theme.px(6)
    places = chip_rects(theme, rect, len(others))
    row_h = (places[0].height - ip) // 3
    for p, r in zip(others, places, strict=True):
        colour = T.player_colour(p.seat)
        panel(surface, r, fill=T.PANEL_FILL, border=colour, alpha=225)
        cy = [r.y + ip // 2 + row_h * k + row_h // 2 for k in range(3)]
        # line 1: mark, name, hand size
        hand = _("hand {n}").format(n=len(p.hand))
        hr = draw_text(surface, hand, small, T.TEXT_DIM, (r.right - ip, cy[0]), anchor="midright")
        nx = r.x + ip
        if p.seat in labels:  # a computer seat: a small screen before its name
            size = max(8, row_h * 3 // 4)
            nx = T.draw_computer_icon(surface, (nx + size // 2, cy[0]), size, colour).right
            nx += theme.px(4)
        who = _chip_name(name_font, p.seat, labels.get(p.seat), hr.left - nx - ip)
        draw_text(surface, who, name_font, colour, (nx, cy[0]), anchor="midleft")
        # line 2: resources with their tokens
        rad = max(4, row_h // 2 - 1)
        xx = r.x + ip
        slot_w = (r.width - 2 * ip) // 4
        for key in RESOURCES:
            resource_token(surface, theme, key, (xx + rad, cy[1]), rad)
            draw_text(
                surface,
                str(getattr(p, key)),
                num,
                T.TEXT,
                (xx + rad * 2 + theme.px(3), cy[1]),
                anchor="midleft",
            )
            xx += slot_w
        # line 3: Qi left, then each Lion's Motifs
        qi = draw_text(
            surface,
            _("Qi {n}").format(n=sum(p.qi)),
            small,
            T.TEXT,
            (r.x + ip, cy[2]),
            anchor="midleft",
        )
        xx = qi.right + theme.px(8)
        mr = max(3, int(row_h * 0.3))
        flag_font = theme.font(TEXT, bold=True)
        for slot in (0, 1):
            if p.lion[slot] < 0:
                continue
            xx = _banner(surface, theme, "I" if slot == 0 else "II", flag_font, colour, xx, cy[2])
            xx += theme.px(3)
            if not p.motifs[slot]:
                xx = draw_text(surface, "–", small, T.TEXT_DIM, (xx, cy[2]), anchor="midleft").right
            for m in p.motifs[slot]:
                if xx + mr * 2 > r.right - ip:
                    break
                draw_motif(surface, theme, (xx + mr, cy[2]), mr, m)
                xx += mr * 2 + max(2, theme.px(2))
            xx += theme.px(8)
        targets.add(r, ("opponent", p.seat))


def _chip_name(font, seat: int, label: str | None, width: int) -> str:
    """The seat's mark and name (a computer's label, "Azure (Strong computer)", where it fits;
    else the colour's name alone); "" where not even the mark fits."""
    for text in (label or "", seat_name(seat), T.player_name(seat)):
        if text and font.size(f"{T.player_mark(seat)} {text}")[0] <= width:
            return f"{T.player_mark(seat)} {text}"
    return T.player_mark(seat) if font.size(T.player_mark(seat))[0] <= width else ""
