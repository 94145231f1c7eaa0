"""The viewing player's hand along the bottom: its Drum cards (face down for a computer seat on show),
the spines of the covered cards in a big hand, and the Deck, Discard and Exiled piles beside it.

Rulebook: Drum cards, the deck, the discard pile and exiled cards.  Every size comes from the
rectangle given and `theme.px`.
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.i18n import _, ngettext
from game.i18n import name as component_name

from .. import theme as T
from ..widgets import draw_text, shadow, wrap
from .cards import border_colours, draw_card_back, draw_drum_card, fit_font, smallest
from .player_area import dashed_rect
from .targets import Key, Targets


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
    """The viewing player's hand along the bottom, with deck, discard and exiled piles beside it.

    Cards sit side by side at full size while they fit; a big hand (after a Rest) overlaps them,
    each covered card showing its spine (colour and name) and the last one its whole face.  With
    `show` False (a computer seat's area, watched by the people at the table) the cards lie face
    down: only their number shows, and none of them is a target a hover or a click could read."""
    cat = st.catalogue
    p = st.players[seat]
    pad = theme.px(10)
    inner = rect.inflate(-pad * 2, -pad)
    inner.y += pad // 4
    label = theme.font(13, bold=True)
    lh = label.get_linesize()
    halo = theme.px(4)
    # the piles on the right
    card_h = inner.height - lh - halo * 2
    piles = _draw_piles(surface, theme, p, inner, lh)
    # the hand
    area = pygame.Rect(inner.x, inner.y, piles.x - pad - inner.x, inner.height)
    n = len(p.hand)
    draw_text(
        surface,
        ngettext("Hand · {n} card", "Hand · {n} cards", n).format(n=n),
        label,
        T.GOLD,
        area.topleft,
    )
    gap = theme.px(8)
    full_w = int(card_h * 0.72)
    fit_w = (area.width - halo * 2 - gap * (max(1, n) - 1)) // max(1, n)
    overlap = fit_w < card_h * 0.42
    if overlap:
        card_w = min(full_w, (area.width - halo * 2) // 2)
        step = (area.width - halo * 2 - card_w) // max(1, n - 1)
    else:
        card_w = min(full_w, fit_w)
        step = card_w + gap
    y = area.y + lh + halo
    used = card_w + step * (n - 1) if n else 0
    x = area.x + halo + max(0, (area.width - halo * 2 - used) // 2)
    for k, card in enumerate(p.hand):
        last = k == n - 1 or not overlap
        r = pygame.Rect(x, y, card_w if last else step, card_h)
        lit = glow.get(("hand", card))
        if not show:
            draw_card_back(surface, theme, pygame.Rect(x, y, card_w, card_h))
            x += step
            continue
        if card == hidden_card:
            dashed_rect(surface, T.lerp_colour(T.TABLE, T.TEXT_DIM, 0.4), r, theme.px(2))
        elif last:
            if lit:
                pygame.draw.rect(
                    surface, lit, r.inflate(halo * 2, halo * 2), max(2, halo // 2 + 1), 8
                )
            draw_drum_card(surface, theme, cat, card, r, glow=lit, detail=True)
        else:
            _draw_spine(surface, theme, cat, card, r, lit)
        targets.add(r, ("hand", card))
        x += step


def _draw_spine(surface, theme: T.Theme, cat, card: int, r: pygame.Rect, lit) -> None:
    """The visible edge of a covered card in a big hand: its colour band and its name."""
    c = cat.cards[card]
    radius = max(3, theme.px(5))
    face = pygame.Rect(r.x, r.y, r.width + radius * 2, r.height)
    shadow(surface, face, offset=max(1, theme.px(2)), radius=radius)
    pygame.draw.rect(surface, T.PAPER, face, border_radius=radius)
    band = max(6, r.height // 10)
    colours = border_colours(c)
    for k, col in enumerate(colours):
        part = pygame.Rect(
            face.x + k * face.width // len(colours), face.y, face.width // len(colours) + 1, band
        )
        pygame.draw.rect(surface, col, part, border_top_left_radius=radius if k == 0 else 0)
    pygame.draw.line(surface, T.PAPER_DARK, (r.x, r.y), (r.x, r.bottom - 1), 1)
    # the name, turned to read upwards along the spine
    low = smallest(theme)
    size = max(low, min(r.width * 0.62, theme.px(15)))
    _draw_spine_name(surface, theme, component_name(c.name), r, band, size, low)
    if getattr(c, "is_fear", False):
        draw_text(
            surface,
            "恐",
            theme.font_px(size, serif=True),
            (90, 70, 100),
            (r.centerx, r.y + band + theme.px(2)),
            anchor="midtop",
        )
    if lit:
        pygame.draw.rect(surface, lit, r, max(2, theme.px(3)), border_radius=radius)


def _draw_spine_name(surface, theme: T.Theme, spine: str, r, band: int, size: float, low: int):
    """A covered card's name read upwards along its spine, whole (issue 42): in the largest font
    from `size` down to `low` pixels that fits, on two lines if the spine is wide enough for them
    (else the name is left to the magnifier, which shows the card on hover)."""
    length = r.height - band - theme.px(8)
    font = fit_font(theme, spine, length, size, bold=True, low=low)
    lines = [spine] if font.size(spine)[0] <= length else wrap(font, spine, length)
    if len(lines) > 2 or len(lines) * font.get_linesize() > r.width - theme.px(2):
        return
    x = r.centerx - (len(lines) - 1) * font.get_linesize() // 2
    for line in lines:
        image = pygame.transform.rotate(font.render(line, True, T.INK), 90)
        surface.blit(image, image.get_rect(midbottom=(x, r.bottom - theme.px(4))))
        x += font.get_linesize()


def _draw_piles(surface, theme: T.Theme, p, inner: pygame.Rect, lh: int) -> pygame.Rect:
    """Deck, discard and exiled counts down the right of the hand, each a small pile; returns the
    rect they take."""
    rows = (
        (_("Deck"), len(p.deck), "back"),
        (_("Discard"), len(p.discard), "face"),
        (_("Exiled"), len(p.exiled), "gone"),
    )
    gap = theme.px(6)
    top = inner.y + lh
    row_h = (inner.bottom - top - gap * 2) // 3
    low = smallest(theme)
    label = theme.font_px(max(low, min(row_h * 0.26, theme.px(13))), bold=True)
    number = theme.font_px(max(low, min(row_h * 0.4, theme.px(20))), bold=True)
    ch = row_h - theme.px(4)
    cw = int(ch * 0.7)
    text_w = max(label.size(name)[0] for name, _, _ in rows)
    width = cw + theme.px(10) + text_w
    r = pygame.Rect(inner.right - width, top, width, inner.bottom - top)
    for i, (name, count, kind) in enumerate(rows):
        row = pygame.Rect(r.x, r.y + i * (row_h + gap), r.width, row_h)
        card = pygame.Rect(row.x, row.y + theme.px(2), cw, ch)
        if count == 0:
            dashed_rect(surface, T.lerp_colour(T.TABLE, T.TEXT_DIM, 0.35), card, theme.px(2))
        elif kind == "back":
            for k in range(min(count, 3) - 1, 0, -1):
                draw_card_back(surface, theme, card.move(k * theme.px(2), -k * theme.px(2)))
            draw_card_back(surface, theme, card)
        else:
            shadow(surface, card, offset=theme.px(2), radius=4)
            fill = (
                T.PAPER_DARK if kind == "face" else T.lerp_colour(T.TABLE_LIGHT, T.PAPER_DARK, 0.3)
            )
            pygame.draw.rect(surface, fill, card, border_radius=4)
            pygame.draw.rect(surface, T.INK_SOFT, card, 1, border_radius=4)
            if kind == "gone":
                pygame.draw.line(surface, T.INK_SOFT, card.topleft, card.bottomright, 1)
        tx = card.right + theme.px(10)
        draw_text(surface, name, label, T.GOLD, (tx, row.centery), anchor="bottomleft")
        draw_text(surface, str(count), number, T.TEXT, (tx, row.centery), anchor="topleft")
    return r
