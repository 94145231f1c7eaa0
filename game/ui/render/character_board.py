"""The Character board column of a seat's area: its Qi Energy sections (with the Bamboo Slips placed
on them), the Qi Energy beside the board, the Jade Amulets owned and the Bamboo Slips held.

Rulebook: Character boards and Qi Energy, Jade Amulets, Bamboo Slips.  Every size comes from the
rectangle given and `theme.px`.
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.i18n import _
from game.i18n import name as component_name
from game.text.effects import describe_short

from .. import theme as T
from ..widgets import draw_text, shadow
from .cards import ellipsize, fit_font
from .targets import Key, Targets

#: A glyph on each Jade Amulet token, by what it does (ink-stone, tiger, crane, twin, bell).
AMULET_GLYPHS = {
    "motif_discount": "墨",
    "strength_die": "虎",
    "resting": "鹤",
    "card_limit": "双",
    "pendant": "铃",
}
BOARD_FILL = (52, 36, 28)
ROW_FILL = (70, 52, 40)
EMPTY_QI = (150, 126, 104)


# --- small tokens ---------------------------------------------------------------------------------


def _slip_token(surface, theme: T.Theme, r: pygame.Rect, glow=None) -> None:
    """A Bamboo Slips token: bamboo strips with 简."""
    shadow(surface, r, offset=max(1, theme.px(2)), radius=3)
    pygame.draw.rect(surface, T.BAMBOO, r, border_radius=3)
    for k in range(1, 3):
        x = r.x + k * r.width // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (x, r.y + 2), (x, r.bottom - 2), 1)
    draw_text(
        surface,
        "简",
        theme.font_px(min(r.width * 0.7, r.height * 0.6), serif=True),
        T.INK,
        r.center,
        anchor="center",
    )
    if glow:
        pygame.draw.rect(surface, glow, r.inflate(4, 4), max(2, theme.px(3)), border_radius=4)
    else:
        pygame.draw.rect(surface, T.BAMBOO_DARK, r, 1, border_radius=3)


def _qi_dots(surface, seat: int, left: int, cy: int, radius: int, have: int, total: int) -> int:
    """`total` Qi Energy places, `have` of them still holding a token; returns the right edge."""
    step = radius * 2 + max(2, radius // 2)
    x = left
    for j in range(total):
        c = (x + radius, cy)
        if j < have:
            T.draw_player_chip(surface, seat, c, radius)
        else:
            pygame.draw.circle(surface, EMPTY_QI, c, radius, 1)
        x += step
    return x


def _lit_box(surface, theme: T.Theme, r: pygame.Rect, glow, fill=ROW_FILL) -> None:
    radius = max(2, r.height // 4)
    pygame.draw.rect(
        surface, T.lerp_colour(fill, glow, 0.3) if glow else fill, r, border_radius=radius
    )
    if glow:
        pygame.draw.rect(surface, glow, r, max(2, theme.px(2)), border_radius=radius)


# --- the board ------------------------------------------------------------------------------------


def draw_character_board(
    surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    r: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """The Character board: Qi Energy sections (with placed Bamboo Slips), the Qi beside it, the
    Jade Amulets owned and the Bamboo Slips held."""
    cat = st.catalogue
    p = st.players[seat]
    board = cat.characters[p.character] if p.character >= 0 else None
    label = theme.font(12, bold=True)
    small = theme.font(11)
    lh = label.get_linesize()
    # bottom part first: amulets and slips, each a row of tokens with a caption
    tok = max(theme.px(14), min(theme.px(26), r.height // 8))
    slips_y = r.bottom - tok
    amulets_y = slips_y - theme.px(6) - tok
    _draw_amulets(
        surface, theme, st, seat, pygame.Rect(r.x, amulets_y, r.width, tok), targets, glow
    )
    _draw_slips(surface, theme, p, pygame.Rect(r.x, slips_y, r.width, tok), targets, glow)
    # Qi Energy sections
    left = sum(p.qi)
    draw_text(surface, _("Qi Energy"), label, T.GOLD, (r.x, r.y))
    draw_text(
        surface,
        _("{n} on board").format(n=left),
        small,
        T.TEXT_DIM,
        (r.right, r.y + lh // 2),
        anchor="midright",
    )
    if not board:
        return
    placed = dict(p.placed_slips)
    n = len(board.sections) + 1
    top = r.y + lh
    avail = amulets_y - theme.px(6) - top
    gap = max(1, theme.px(3))
    row_h = min(theme.px(25), (avail - gap * (n - 1)) // n)
    dot = max(3, min(int(row_h * 0.3), theme.px(6)))
    most = max(max(s.qi for s in board.sections), 4)
    slip_w = int(row_h * 0.62)
    tx = r.x + theme.px(4) + most * (dot * 2 + max(2, dot // 2)) + theme.px(2) + slip_w
    tx += theme.px(5)
    room = r.right - tx - theme.px(4)
    words = [describe_short(section.slip) for section in board.sections]
    longest = max(words, key=lambda w: theme.font_px(row_h * 0.58).size(w)[0])
    font = fit_font(theme, longest, room, row_h * 0.58, low=row_h * 0.46)
    for k, section in enumerate(board.sections):
        row = pygame.Rect(r.x, top + k * (row_h + gap), r.width, row_h)
        _lit_box(surface, theme, row, glow.get(("section", k)))
        q = p.qi[k] if k < len(p.qi) else 0
        _qi_dots(surface, seat, row.x + theme.px(4), row.centery, dot, q, section.qi)
        sr = pygame.Rect(tx - theme.px(5) - slip_w, row.y + 2, slip_w, row_h - 4)
        if k in placed:
            _slip_token(surface, theme, sr)
        else:
            pygame.draw.rect(surface, EMPTY_QI, sr, 1, border_radius=2)
        draw_text(
            surface,
            ellipsize(font, words[k], room),
            font,
            T.TEXT if k in placed else T.TEXT_DIM,
            (tx, row.centery),
            anchor="midleft",
        )
        targets.add(row, ("section", k))
    row = pygame.Rect(r.x, top + len(board.sections) * (row_h + gap), r.width, row_h)
    _lit_box(
        surface, theme, row, glow.get(("reserve",)), fill=T.lerp_colour(BOARD_FILL, ROW_FILL, 0.5)
    )
    _qi_dots(surface, seat, row.x + theme.px(4), row.centery, dot, p.reserve, max(4, p.reserve))
    words = _("beside the board")
    x = row.x + theme.px(4) + max(4, p.reserve) * (dot * 2 + max(2, dot // 2)) + theme.px(4)
    x = max(x, tx - theme.px(5) - slip_w)
    draw_text(
        surface,
        ellipsize(font, words, row.right - x),
        font,
        T.TEXT_DIM,
        (x, row.centery),
        anchor="midleft",
    )
    targets.add(row, ("reserve",))


def _draw_amulets(surface, theme: T.Theme, st, seat: int, r: pygame.Rect, targets, glow) -> None:
    cat = st.catalogue
    p = st.players[seat]
    cap = theme.font_px(r.height * 0.5, bold=True)
    x = draw_text(surface, _("Amulets"), cap, T.GOLD, (r.x, r.centery), anchor="midleft").right
    x += theme.px(6)
    if not p.amulets:
        draw_text(
            surface,
            _("none yet"),
            theme.font_px(r.height * 0.48),
            T.TEXT_DIM,
            (x, r.centery),
            anchor="midleft",
        )
        return
    name_font = theme.font_px(r.height * 0.46)
    names = [
        component_name(cat.amulets[a].name)
        .replace(" Amulet", "")
        .replace(" Pendant", "")
        .removesuffix("玉符")
        for a in p.amulets
    ]
    with_names = (
        x + sum(r.height + theme.px(4) + name_font.size(nm)[0] + theme.px(8) for nm in names)
        <= r.right
    )
    for a, nm in zip(p.amulets, names, strict=True):
        tr = pygame.Rect(x, r.y, r.height, r.height)
        lit = glow.get(("amulet", a))
        pygame.draw.circle(surface, T.INK, tr.center, r.height // 2)
        pygame.draw.circle(surface, T.JADE, tr.center, r.height // 2 - max(1, theme.px(1)))
        pygame.draw.circle(
            surface, T.lighter(T.JADE, 0.4), tr.center, r.height // 2 - theme.px(4), 1
        )
        glyph = AMULET_GLYPHS.get(cat.amulets[a].ability, "玉")
        draw_text(
            surface,
            glyph,
            theme.font_px(r.height * 0.55, serif=True),
            T.INK,
            tr.center,
            anchor="center",
        )
        if lit:
            pygame.draw.circle(
                surface, lit, tr.center, r.height // 2 + theme.px(2), max(2, theme.px(2))
            )
        hit = pygame.Rect(tr)
        x = tr.right + theme.px(4)
        if with_names:
            nr = draw_text(surface, nm, name_font, T.TEXT, (x, r.centery), anchor="midleft")
            hit.width = nr.right - hit.x
            x = nr.right + theme.px(8)
        targets.add(hit, ("amulet", a))


def _draw_slips(surface, theme: T.Theme, p, r: pygame.Rect, targets, glow) -> None:
    cap = theme.font_px(r.height * 0.5, bold=True)
    x = draw_text(surface, _("Slips held"), cap, T.GOLD, (r.x, r.centery), anchor="midleft").right
    x += theme.px(6)
    if not p.slips:
        draw_text(
            surface,
            _("none"),
            theme.font_px(r.height * 0.48),
            T.TEXT_DIM,
            (x, r.centery),
            anchor="midleft",
        )
        return
    w = int(r.height * 0.7)
    for slip in p.slips:
        sr = pygame.Rect(x, r.y, w, r.height)
        _slip_token(surface, theme, sr, glow.get(("myslip", slip)))
        targets.add(sr, ("myslip", slip))
        x += w + theme.px(5)
