"""A player's area (Character board, Lions, resources, amulets, slips), the hand, and the other players.

Rulebook: "1. Strike" (Drum cards layered next to a Lion so every card shows), Character boards and
Qi Energy, Jade Amulets, Bamboo Slips.  Every size comes from the rectangle given and `theme.px`.
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.core.turn import card_limit
from game.i18n import _, ngettext
from game.i18n import name as component_name
from game.text.components import step_count
from game.text.effects import describe_short, noun

from .. import theme as T
from ..widgets import draw_text, panel, shadow
from .cards import (
    border_colours,
    draw_card_back,
    draw_drum_card,
    draw_lion_card,
    draw_motif,
    ellipsize,
    fit_font,
)
from .targets import Key, Targets

RESOURCES = ("coins", "bamboo", "red_paper", "jade")
#: A glyph on each resource token, so colour is never the only cue (coin, bamboo, paper, jade).
RESOURCE_GLYPHS = {"coins": "钱", "bamboo": "竹", "red_paper": "纸", "jade": "玉"}
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


def resource_token(surface, theme: T.Theme, key: str, center, radius: int) -> None:
    """A resource token: its colour with its glyph."""
    pygame.draw.circle(surface, T.INK, center, radius + max(1, radius // 8))
    pygame.draw.circle(surface, T.RESOURCE_COLOURS[key], center, radius)
    draw_text(
        surface,
        RESOURCE_GLYPHS[key],
        theme.font_px(radius * 1.2, bold=True),
        T.INK,
        center,
        anchor="center",
    )


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


def _banner(surface, theme: T.Theme, text: str, font, colour, x: int, cy: int) -> int:
    """A Lion's banner (I or II, as on the map) in the player's colour; returns its right edge."""
    w = font.size(text)[0] + theme.px(6)
    h = font.get_height() * 3 // 4
    r = pygame.Rect(x, cy - h // 2, w, h)
    pygame.draw.rect(surface, colour, r, border_radius=max(1, theme.px(2)))
    draw_text(surface, text, font, T.TEXT, r.center, anchor="center")
    return r.right


def _lit_box(surface, theme: T.Theme, r: pygame.Rect, glow, fill=ROW_FILL) -> None:
    radius = max(2, r.height // 4)
    pygame.draw.rect(
        surface, T.lerp_colour(fill, glow, 0.3) if glow else fill, r, border_radius=radius
    )
    if glow:
        pygame.draw.rect(surface, glow, r, max(2, theme.px(2)), border_radius=radius)


# --- a player's area ------------------------------------------------------------------------------


def draw_player_area(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
    label: str = "",
    computer: bool = False,
) -> None:
    """Character board (Qi sections, reserve), resources, amulets, slips, both Lions and their cards.

    `label` names the seat in the header instead of its colour ("Azure (Strong computer)"), and
    `computer` marks a computer seat with a small screen before the name."""
    cat = st.catalogue
    p = st.players[seat]
    colour = T.player_colour(seat)
    frame = rect.inflate(-theme.px(6), -theme.px(6))
    panel(surface, frame, fill=BOARD_FILL, border=colour)
    pad = theme.px(8)
    inner = frame.inflate(-pad * 2, -pad * 2)
    board = cat.characters[p.character] if p.character >= 0 else None

    # header: who, which board, and the resources
    title = theme.font(15, bold=True)
    head_h = title.get_linesize()
    head = pygame.Rect(inner.x, inner.y, inner.width, head_h)
    res_w = _draw_resources(surface, theme, p, head, targets)
    who = f"{T.player_mark(seat)} {label or T.player_name(seat)}"
    name = f"  ·  {component_name(board.name)}" if board else ""
    x = head.x
    if computer:
        icon = T.draw_computer_icon(
            surface, (x + head_h // 2, head.centery), head_h * 3 // 4, colour
        )
        x = icon.right + theme.px(6)
    text = ellipsize(title, who + name, head.right - x - res_w - pad)
    draw_text(surface, text, title, colour, (x, head.centery), anchor="midleft")

    # body: two Lion slots, then the Character board column
    body = pygame.Rect(inner.x, head.bottom + theme.px(6), inner.width, inner.bottom - head.bottom)
    body.height -= theme.px(6)
    gap = theme.px(10)
    board_w = int(body.width * 0.3)
    lion_w = (body.width - board_w - 2 * gap) // 2
    for slot in (0, 1):
        col = pygame.Rect(body.x + slot * (lion_w + gap), body.y, lion_w, body.height)
        _draw_lion_slot(surface, theme, st, seat, slot, col, targets, glow)
    board_rect = pygame.Rect(body.right - board_w, body.y, board_w, body.height)
    _draw_board(surface, theme, st, seat, board_rect, targets, glow)


def _draw_resources(surface, theme: T.Theme, p, head: pygame.Rect, targets: Targets) -> int:
    """Coins, Bamboo, Red Paper and Jade along the right of the header; returns the width used."""
    radius = int(head.height * 0.4)
    number = theme.font_px(head.height * 0.72, bold=True)
    label = theme.font_px(head.height * 0.55)
    space = theme.px(12)
    inner = theme.px(4)

    def widths(with_names: bool) -> list[int]:
        out = []
        for key in RESOURCES:
            w = radius * 2 + inner + number.size(str(getattr(p, key)))[0]
            if with_names:
                w += inner + label.size(noun(key, 2))[0]
            out.append(w)
        return out

    with_names = sum(widths(True)) + space * 3 <= head.width * 0.62
    ws = widths(with_names)
    x = head.right - sum(ws) - space * 3
    start = x
    for key, w in zip(RESOURCES, ws, strict=True):
        resource_token(surface, theme, key, (x + radius, head.centery), radius)
        tx = x + radius * 2 + inner
        r = draw_text(
            surface, str(getattr(p, key)), number, T.TEXT, (tx, head.centery), anchor="midleft"
        )
        if with_names:
            draw_text(
                surface,
                noun(key, 2),
                label,
                T.TEXT_DIM,
                (r.right + inner, head.centery),
                anchor="midleft",
            )
        targets.add(pygame.Rect(x, head.y, w, head.height), ("resource", key))
        x += w + space
    return head.right - start


def _draw_lion_slot(
    surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    slot: int,
    col: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """One Lion slot: the Lion card and, under it, its Drum cards layered so every name shows."""
    cat = st.catalogue
    p = st.players[seat]
    lit = glow.get(("lion", slot))
    if p.lion[slot] < 0:
        _draw_empty_slot(surface, theme, st, seat, slot, col, lit)
        targets.add(col, ("lion", slot))
        return
    targets.add(col, ("lion", slot))  # dropping anywhere in the slot plays next to this Lion
    limit = card_limit(st, seat, slot) if p.character >= 0 else len(p.played[slot])
    lion_h = int(col.height * 0.64)
    lr = pygame.Rect(col.x, col.y, col.width, lion_h)
    tracks = {k[2]: c for k, c in glow.items() if k[0] == "track" and k[1] == slot}
    spaces = draw_lion_card(
        surface,
        theme,
        cat,
        cat.lions[p.lion[slot]],
        p.motifs[slot],
        lr,
        seat,
        slot,
        glow=lit,
        track_targets=tracks,
    )
    targets.add(lr, ("lion", slot))
    for i, sr in enumerate(spaces):
        targets.add(sr, ("track", slot, i))
    # the Drum cards next to it, newest on top, each showing its name strip
    area = pygame.Rect(col.x, lr.bottom + theme.px(6), col.width, col.bottom - lr.bottom)
    area.height -= theme.px(6)
    cards = p.played[slot]
    # the same strip height under both Lions: room for the larger of the two limits
    most = max(card_limit(st, seat, s) for s in (0, 1)) if p.character >= 0 else 0
    places = max(limit, len(cards), most, 1)
    step = area.height // places
    tuck = theme.px(6)  # each card runs a little under the next one, as if layered
    for k, card in enumerate(cards):
        last = k == len(cards) - 1
        cr = pygame.Rect(area.x, area.y + k * step, area.width, step + (0 if last else tuck))
        _draw_played(surface, theme, st, card, cr, step, glow.get(("played", slot, card)))
        targets.add(pygame.Rect(cr.x, cr.y, cr.width, step), ("played", slot, card))
    rest = pygame.Rect(area.x, area.y + len(cards) * step, area.width, step * (places - len(cards)))
    if cards:
        rest.y += theme.px(3)
        rest.height -= theme.px(3)
    free = limit - len(cards)
    size = min(step * 0.5, theme.px(12))
    if free > 0:
        er = pygame.Rect(rest.x, rest.y, rest.width, min(rest.height, step * free))
        _dashed_rect(surface, T.lerp_colour(BOARD_FILL, T.TEXT_DIM, 0.35), er, theme.px(2))
        words = ngettext(
            "room for {n} more Drum card", "room for {n} more Drum cards", free
        ).format(n=free)
        font = fit_font(theme, words, er.width - theme.px(8), size, low=size * 0.7)
        draw_text(surface, words, font, T.TEXT_DIM, er.center, anchor="center")
    elif rest.height >= size:
        words = _("full: {n} of {limit} Drum cards").format(n=len(cards), limit=limit)
        font = fit_font(theme, words, rest.width - theme.px(8), size, low=size * 0.7)
        draw_text(
            surface, words, font, T.TEXT_DIM, (rest.centerx, rest.y + step // 2), anchor="center"
        )


def _draw_played(
    surface, theme: T.Theme, st: GameState, card: int, r: pygame.Rect, strip: int, lit
):
    """A Drum card tucked next to a Lion: colour band, name and steps along its top strip."""
    cat = st.catalogue
    c = cat.cards[card]
    radius = max(3, theme.px(5))
    shadow(surface, r, offset=max(1, theme.px(2)), radius=radius)
    pygame.draw.rect(surface, T.PAPER, r, border_radius=radius)
    band_w = max(theme.px(5), strip // 4)
    colours = border_colours(c)
    for k, col in enumerate(colours):
        part = pygame.Rect(
            r.x, r.y + k * r.height // len(colours), band_w, r.height // len(colours) + 1
        )
        pygame.draw.rect(surface, col, part, border_top_left_radius=radius if k == 0 else 0)
    pad = theme.px(5)
    line_y = r.y + strip // 2
    small = theme.font_px(min(strip * 0.5, theme.px(12)))
    right = r.right - pad
    extra = []
    if getattr(c, "is_fear", False):
        extra.append(_("Fear"))
    else:
        steps = step_count(c.steps)
        extra.append(f"{steps} (+{c.bamboo_steps})" if c.bamboo_steps else steps)
        if c.jade:
            extra.append("◇" * len(c.jade))
    tail = "  ".join(extra)
    tr = draw_text(surface, tail, small, T.INK_SOFT, (right, line_y), anchor="midright")
    name_font = theme.font_px(min(strip * 0.58, theme.px(14)), bold=True)
    x = r.x + band_w + pad
    draw_text(
        surface,
        ellipsize(name_font, component_name(c.name), tr.left - pad - x),
        name_font,
        T.INK,
        (x, line_y),
        anchor="midleft",
    )
    pygame.draw.rect(surface, lit or T.PAPER_DARK, r, max(2, theme.px(3)) if lit else 1, radius)


def _dashed_rect(surface, colour, r: pygame.Rect, dash: int) -> None:
    seg = dash * 3
    for x in range(r.left, r.right, seg * 2):
        end = min(x + seg, r.right)
        pygame.draw.line(surface, colour, (x, r.top), (end, r.top), max(1, dash // 2))
        pygame.draw.line(surface, colour, (x, r.bottom - 1), (end, r.bottom - 1), max(1, dash // 2))
    for y in range(r.top, r.bottom, seg * 2):
        end = min(y + seg, r.bottom)
        pygame.draw.line(surface, colour, (r.left, y), (r.left, end), max(1, dash // 2))
        pygame.draw.line(surface, colour, (r.right - 1, y), (r.right - 1, end), max(1, dash // 2))


def _draw_empty_slot(surface, theme: T.Theme, st, seat: int, slot: int, col: pygame.Rect, lit):
    """An empty Lion slot; for the right one, what the Summon needs and what the right Lion gets."""
    cat = st.catalogue
    p = st.players[seat]
    line = T.lerp_colour(BOARD_FILL, T.TEXT_DIM, 0.45)
    _dashed_rect(surface, lit or line, col, theme.px(3) if lit else theme.px(2))
    board = cat.characters[p.character] if p.character >= 0 else None
    mark = T.lerp_colour(BOARD_FILL, T.player_colour(seat), 0.6)
    lines: list[tuple[str, float, str, tuple]] = [
        ("I" if slot == 0 else "II", 22, "serif", mark),
        (_("Left Lion") if slot == 0 else _("Right Lion"), 13, "bold", T.TEXT_DIM),
    ]
    if slot == 1 and not p.summoned and board:
        lines.append((_("Summon once per game"), 12, "", T.TEXT_DIM))
        if st.manual >= 0:
            need = cat.manuals[st.manual].qi
            placed = sum(s.qi for s in board.sections) - sum(p.qi)
            if placed >= need:
                lines.append((_("ready: click a Lion in the row"), 12, "bold", T.GOLD))
            else:
                lines.append(
                    (
                        _("after placing {need} Qi ({placed} placed)").format(
                            need=need, placed=placed
                        ),
                        12,
                        "",
                        T.TEXT_DIM,
                    )
                )
        lines.append(
            (
                _("holds {n} Drum cards · +{dice} Strength die").format(
                    n=board.right_limit, dice=board.right_strength
                ),
                12,
                "",
                T.TEXT_DIM,
            )
        )
    room = col.width - theme.px(10)
    fonts = [
        fit_font(theme, text, room, theme.px(size), bold=kind == "bold", low=theme.px(size) * 0.7)
        if kind != "serif"
        else theme.font(size, serif=True)
        for text, size, kind, _ in lines
    ]
    total = sum(f.get_linesize() for f in fonts)
    y = col.centery - total // 2
    for (text, _size, _kind, c), font in zip(lines, fonts, strict=True):
        draw_text(surface, ellipsize(font, text, room), font, c, (col.centerx, y), anchor="midtop")
        y += font.get_linesize()


def _draw_board(
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


# --- the hand -------------------------------------------------------------------------------------


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
            _dashed_rect(surface, T.lerp_colour(T.TABLE, T.TEXT_DIM, 0.4), r, theme.px(2))
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
    size = min(r.width * 0.62, theme.px(15))
    spine = component_name(c.name)
    font = fit_font(theme, spine, r.height - band - theme.px(8), size, bold=True, low=size * 0.75)
    text = ellipsize(font, spine, r.height - band - theme.px(8))
    image = pygame.transform.rotate(font.render(text, True, T.INK), 90)
    surface.blit(image, image.get_rect(midbottom=(r.centerx, r.bottom - theme.px(4))))
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
    label = theme.font_px(min(row_h * 0.26, theme.px(13)), bold=True)
    number = theme.font_px(min(row_h * 0.4, theme.px(20)), bold=True)
    ch = row_h - theme.px(4)
    cw = int(ch * 0.7)
    text_w = max(label.size(name)[0] for name, _, _ in rows)
    width = cw + theme.px(10) + text_w
    r = pygame.Rect(inner.right - width, top, width, inner.bottom - top)
    for i, (name, count, kind) in enumerate(rows):
        row = pygame.Rect(r.x, r.y + i * (row_h + gap), r.width, row_h)
        card = pygame.Rect(row.x, row.y + theme.px(2), cw, ch)
        if count == 0:
            _dashed_rect(surface, T.lerp_colour(T.TABLE, T.TEXT_DIM, 0.35), card, theme.px(2))
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


# --- the other players ----------------------------------------------------------------------------


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
    gap = theme.px(6)
    h = theme.px(54)
    w = min(theme.px(230), (rect.width - theme.px(16) - gap * (len(others) - 1)) // len(others))
    x = rect.x + theme.px(8)
    y = rect.bottom - h - theme.px(6)
    name_font = theme.font(12, bold=True)
    small = theme.font(11)
    num = theme.font(11, bold=True)
    for p in others:
        r = pygame.Rect(x, y, w, h)
        colour = T.player_colour(p.seat)
        panel(surface, r, fill=(40, 28, 22), border=colour, alpha=225)
        ip = theme.px(6)
        row_h = (h - ip) // 3
        cy = [r.y + ip // 2 + row_h * k + row_h // 2 for k in range(3)]
        # line 1: mark, name, hand size
        hand = _("hand {n}").format(n=len(p.hand))
        hr = draw_text(surface, hand, small, T.TEXT_DIM, (r.right - ip, cy[0]), anchor="midright")
        nx = r.x + ip
        if p.seat in labels:  # a computer seat: a small screen before its name
            size = max(8, row_h * 3 // 4)
            nx = T.draw_computer_icon(surface, (nx + size // 2, cy[0]), size, colour).right
            nx += theme.px(4)
        draw_text(
            surface,
            ellipsize(
                name_font,
                f"{T.player_mark(p.seat)} {labels.get(p.seat) or T.player_name(p.seat)}",
                hr.left - nx - ip,
            ),
            name_font,
            colour,
            (nx, cy[0]),
            anchor="midleft",
        )
        # line 2: resources with their tokens
        rad = max(4, int(row_h * 0.36))
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
        flag_font = theme.font_px(row_h * 0.5, bold=True)
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
        x += w + gap
