"""A player's area (Character board, Lions, resources, amulets, slips), the hand, and the other players."""

from __future__ import annotations

import pygame

from game.core.state import GameState

from .. import theme as T
from ..widgets import draw_text, panel
from .cards import draw_card_back, draw_drum_card, draw_lion_card, draw_token_count
from .markets import draw_slip
from .targets import Key, Targets

# --- a player's area ------------------------------------------------------------------------------


def draw_player_area(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """Character board (Qi sections, reserve), resources, amulets, slips, both Lions and their cards."""
    cat = st.catalogue
    p = st.players[seat]
    panel(
        surface,
        rect.inflate(-theme.px(6), -theme.px(6)),
        fill=(52, 36, 28),
        border=T.player_colour(seat),
    )
    pad = theme.px(10)
    inner = rect.inflate(-pad * 2, -pad * 2)
    title = theme.font(14, bold=True)
    board = cat.characters[p.character] if p.character >= 0 else None
    name = board.name if board else "—"
    draw_text(
        surface,
        f"{T.player_mark(seat)} {T.player_name(seat)} · {name}",
        title,
        T.player_colour(seat),
        inner.topleft,
    )
    # resources along the top right
    rx = inner.right
    small = theme.font(13, bold=True)
    rad = theme.px(10)
    for key in ("jade", "red_paper", "bamboo", "coins"):
        value = getattr(p, key)
        text = str(value)
        w = small.size(text)[0]
        draw_text(surface, text, small, T.TEXT, (rx, inner.y), anchor="topright")
        rx -= w + rad + theme.px(4)
        draw_token_count(
            surface, theme, (rx + rad // 2, inner.y + rad), rad, T.RESOURCE_COLOURS[key], ""
        )
        targets.add(
            pygame.Rect(rx - rad // 2, inner.y, rad * 2 + w + 4, rad * 2), ("resource", key)
        )
        rx -= rad + theme.px(12)
    # Lions and their played cards
    top = inner.y + title.get_linesize() + theme.px(4)
    lion_w = int(inner.width * 0.36)
    lion_h = int(inner.height * 0.46)
    for slot in (0, 1):
        lr = pygame.Rect(inner.x + slot * (lion_w + pad), top, lion_w, lion_h)
        if p.lion[slot] >= 0:
            tracks = {k[2]: col for k, col in glow.items() if k[0] == "track" and k[1] == slot}
            spaces = draw_lion_card(
                surface,
                theme,
                cat,
                cat.lions[p.lion[slot]],
                p.motifs[slot],
                lr,
                seat,
                slot,
                glow=glow.get(("lion", slot)),
                track_targets=tracks,
            )
            targets.add(lr, ("lion", slot))
            for i, sr in enumerate(spaces):
                targets.add(sr, ("track", slot, i))
            # played cards layered underneath
            cw = max(20, int(lion_w / 3.3))
            ch = int(inner.bottom - lr.bottom - theme.px(6))
            for k, card in enumerate(p.played[slot]):
                cr = pygame.Rect(
                    lr.x + k * (cw + theme.px(4)), lr.bottom + theme.px(6), cw, max(20, ch)
                )
                draw_drum_card(
                    surface,
                    theme,
                    cat,
                    card,
                    cr,
                    glow=glow.get(("played", slot, card)),
                    detail=False,
                )
                targets.add(cr, ("played", slot, card))
        else:
            pygame.draw.rect(surface, (70, 52, 40), lr, 2, border_radius=8)
            label = "Right Lion: summon it" if slot == 1 else "Left Lion"
            draw_text(surface, label, theme.font(12), T.TEXT_DIM, lr.center, anchor="center")
            targets.add(lr, ("lion", slot))
    # Character board sections with their Qi Energy (and placed Bamboo Slips)
    sx = inner.x + 2 * (lion_w + pad)
    sw = inner.right - sx
    draw_text(surface, "Qi Energy", theme.font(12, bold=True), T.GOLD, (sx, top))
    y = top + theme.px(18)
    if board:
        placed = dict(p.placed_slips)
        row_h = max(theme.px(16), (lion_h - theme.px(20)) // max(1, len(board.sections)))
        for k, section in enumerate(board.sections):
            r = pygame.Rect(sx, y + k * row_h, sw, row_h - 3)
            lit = ("section", k) in glow
            pygame.draw.rect(
                surface, T.lighter((70, 52, 40), 0.3) if lit else (70, 52, 40), r, border_radius=4
            )
            if ("section", k) in glow:
                pygame.draw.rect(surface, glow[("section", k)], r, 2, border_radius=4)
            q = p.qi[k] if k < len(p.qi) else 0
            dot = max(3, min(r.height // 3, theme.px(6)))
            for j in range(section.qi):
                c = (r.x + dot + 3 + j * (dot * 2 + 3), r.centery)
                if j < q:
                    pygame.draw.circle(surface, T.player_colour(seat), c, dot)
                else:
                    pygame.draw.circle(surface, (100, 80, 64), c, dot, 1)
            if k in placed:
                draw_slip(
                    surface,
                    theme,
                    pygame.Rect(r.right - r.height, r.y, int(r.height * 0.7), r.height),
                )
            targets.add(r, ("section", k))
        rr = pygame.Rect(sx, y + len(board.sections) * row_h, sw, row_h - 3)
        draw_text(surface, f"Beside the board: {p.reserve}", theme.font(11), T.TEXT_DIM, rr.topleft)
        targets.add(rr, ("reserve",))
    # amulets and unplaced slips along the bottom right
    by = inner.bottom - theme.px(22)
    x = sx
    for a in p.amulets:
        r = pygame.Rect(x, by, theme.px(20), theme.px(20))
        pygame.draw.ellipse(surface, T.JADE, r)
        pygame.draw.ellipse(surface, T.INK, r, 1)
        targets.add(r, ("amulet", a))
        x += theme.px(24)
    for slip in p.slips:
        r = pygame.Rect(x, by - theme.px(4), theme.px(16), theme.px(24))
        draw_slip(surface, theme, r, glow.get(("myslip", slip)))
        targets.add(r, ("myslip", slip))
        x += theme.px(20)


def draw_hand(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
    hidden_card: int = -1,
    show: bool = True,
) -> None:
    """The viewing player's hand along the bottom, with deck and discard counts."""
    cat = st.catalogue
    p = st.players[seat]
    pad = theme.px(10)
    inner = rect.inflate(-pad * 2, -pad * 2)
    label = theme.font(12, bold=True)
    draw_text(
        surface,
        f"Hand · deck {len(p.deck)} · discard {len(p.discard)} · exiled {len(p.exiled)}",
        label,
        T.GOLD,
        inner.topleft,
    )
    n = max(1, len(p.hand))
    card_h = inner.height - label.get_linesize() - theme.px(4)
    card_w = min(int(card_h * 0.7), (inner.width - pad * (n - 1)) // n)
    x = inner.x
    y = inner.y + label.get_linesize() + theme.px(4)
    for card in p.hand:
        r = pygame.Rect(x, y, card_w, card_h)
        if card != hidden_card:
            if show:
                draw_drum_card(
                    surface, theme, cat, card, r, glow=glow.get(("hand", card)), detail=True
                )
            else:
                draw_card_back(surface, theme, r)
        targets.add(r, ("hand", card))
        x += card_w + pad


def draw_opponents(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    viewer: int,
    rect: pygame.Rect,
    targets: Targets,
) -> None:
    """A chip for every other player: resources, Qi left, hand size, Lions, score-related counts."""
    x = rect.x + theme.px(8)
    y = rect.bottom - theme.px(58)
    small = theme.font(11)
    for p in st.players:
        if p.seat == viewer:
            continue
        r = pygame.Rect(x, y, theme.px(180), theme.px(52))
        panel(surface, r, fill=(40, 28, 22), border=T.player_colour(p.seat), alpha=220)
        draw_text(
            surface,
            f"{T.player_mark(p.seat)} {T.player_name(p.seat)}",
            theme.font(12, bold=True),
            T.player_colour(p.seat),
            (r.x + 6, r.y + 3),
        )
        line = f"{p.coins}c {p.bamboo}b {p.red_paper}r {p.jade}j · hand {len(p.hand)}"
        draw_text(surface, line, small, T.TEXT, (r.x + 6, r.y + 3 + theme.px(16)))
        line2 = f"Qi on board {sum(p.qi)} · Motifs {len(p.motifs[0]) + len(p.motifs[1])}"
        draw_text(surface, line2, small, T.TEXT_DIM, (r.x + 6, r.y + 3 + theme.px(31)))
        targets.add(r, ("opponent", p.seat))
        x += r.width + theme.px(6)
