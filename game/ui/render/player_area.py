"""A seat's area: the header (who, which Character board, the resources) and both Lion slots, each
Lion card with the Drum cards layered next to it, or what an empty slot (the right Lion's Summon) needs.
The Character board column beside them is character_board.py.

Rulebook: "1. Strike" (Drum cards layered next to a Lion so every card shows), Lion cards, the Summon,
and the resources (Coins, Bamboo, Red Paper, Jade), whose tokens the other players' chips show too.
Every size comes from the rectangle given and `theme.px`.
"""

from __future__ import annotations

import pygame

from game.core.state import GameState
from game.core.turn import card_limit
from game.i18n import _, ngettext
from game.i18n import name as component_name
from game.text.components import step_count
from game.text.effects import noun

from .. import theme as T
from ..widgets import draw_text, panel, shadow, wrap
from .cards import border_colours, draw_lion_card, fit_font, smallest
from .character_board import BOARD_FILL, draw_character_board
from .resource_tokens import RESOURCES, resource_token
from .targets import Key, Targets

# --- small pieces, shared with the hand ------------------------------------------------------------


def dashed_rect(surface, colour, r: pygame.Rect, dash: int) -> None:
    """The dashed outline of an empty place: a free Lion slot, room for Drum cards, an empty pile."""
    seg = dash * 3
    for x in range(r.left, r.right, seg * 2):
        end = min(x + seg, r.right)
        pygame.draw.line(surface, colour, (x, r.top), (end, r.top), max(1, dash // 2))
        pygame.draw.line(surface, colour, (x, r.bottom - 1), (end, r.bottom - 1), max(1, dash // 2))
    for y in range(r.top, r.bottom, seg * 2):
        end = min(y + seg, r.bottom)
        pygame.draw.line(surface, colour, (r.left, y), (r.left, end), max(1, dash // 2))
        pygame.draw.line(surface, colour, (r.right - 1, y), (r.right - 1, end), max(1, dash // 2))


def first_fitting(font: pygame.font.Font, words, width: int) -> str:
    """The first of `words` (longest first) that fits `width` in `font`, else the last: fewer
    words, never cut ones (issue 42)."""
    return next((w for w in words if font.size(w)[0] <= width), words[-1])


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
    text = first_fitting(
        title,
        (who + name, who, f"{T.player_mark(seat)} {T.player_name(seat)}"),
        head.right - x - res_w - pad,
    )
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
    draw_character_board(surface, theme, st, seat, board_rect, targets, glow)


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
    font = theme.font_px(smallest(theme))
    if free > 0:
        er = pygame.Rect(rest.x, rest.y, rest.width, min(rest.height, step * free))
        dashed_rect(surface, T.lerp_colour(BOARD_FILL, T.TEXT_DIM, 0.35), er, theme.px(2))
        words = (
            ngettext("room for {n} more Drum card", "room for {n} more Drum cards", free),
            ngettext("{n} more card", "{n} more cards", free),
        )
        _slot_words(surface, theme, font, [w.format(n=free) for w in words], er, er.centery)
    else:
        words = [
            _("full: {n} of {limit} Drum cards").format(n=len(cards), limit=limit),
            _("full"),
        ]
        _slot_words(surface, theme, font, words, rest, rest.y + step // 2)


def _slot_words(surface, theme: T.Theme, font, words: list[str], r: pygame.Rect, cy: int) -> None:
    """What a Lion slot's free room says, in the longest wording that fits it (none if none does)."""
    room = r.width - theme.px(8)
    fitting = [w for w in words if font.size(w)[0] <= room]
    if fitting and r.height >= font.get_height() * 0.8:
        draw_text(surface, fitting[0], font, T.TEXT_DIM, (r.centerx, cy), anchor="center")


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
    x = r.x + band_w + pad
    name_font, title, tail = _played_words(theme, c, r.right - pad - x, strip)
    if tail:
        small = theme.font_px(smallest(theme))
        draw_text(surface, tail, small, T.INK_SOFT, (r.right - pad, line_y), anchor="midright")
    clip = surface.get_clip()
    surface.set_clip(r.clip(clip))  # (a name wider than the card, were there one, stays on it)
    draw_text(surface, title, name_font, T.INK, (x, line_y), anchor="midleft")
    surface.set_clip(clip)
    pygame.draw.rect(surface, lit or T.PAPER_DARK, r, max(2, theme.px(3)) if lit else 1, radius)


def _played_words(theme: T.Theme, c, room: int, strip: int):
    """A played card's strip: (name font, name, what follows it on the right), the name whole at
    `smallest` pixels or more and the steps and Jade marks after it while they fit (issue 42)."""
    low = smallest(theme)
    title = component_name(c.name)
    if getattr(c, "is_fear", False):
        tails = [_("Fear")]
    else:
        steps = step_count(c.steps)
        steps = f"{steps} (+{c.bamboo_steps})" if c.bamboo_steps else steps
        tails = [f"{steps}  {'◇' * len(c.jade)}", steps] if c.jade else [steps]
    small = theme.font_px(low)
    size = max(low, min(strip * 0.58, theme.px(14)))
    for tail in [*tails, ""]:
        left = room - (small.size(tail)[0] + theme.px(6) if tail else 0)
        font = fit_font(theme, title, left, size, bold=True, low=low)
        if font.size(title)[0] <= left:
            return font, title, tail
    return font, title, ""


def _draw_empty_slot(surface, theme: T.Theme, st, seat: int, slot: int, col: pygame.Rect, lit):
    """An empty Lion slot; for the right one, what the Summon needs and what the right Lion gets."""
    cat = st.catalogue
    p = st.players[seat]
    line = T.lerp_colour(BOARD_FILL, T.TEXT_DIM, 0.45)
    dashed_rect(surface, lit or line, col, theme.px(3) if lit else theme.px(2))
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
    _draw_lines(surface, theme, lines, col)


def _draw_lines(surface, theme: T.Theme, lines: list[tuple], col: pygame.Rect) -> None:
    """An empty slot's lines, centred, each wrapped to the slot's width at its own size (12 design
    pixels or more); the last lines are left out while they do not all fit its height (issue 42:
    fewer things, not smaller ones)."""
    room = col.width - theme.px(10)
    laid = []
    for text, size, kind, colour in lines:
        font = theme.font(size, bold=kind == "bold", serif=kind == "serif")
        parts = text.split(" · ") if font.size(text)[0] > room else [text]  # break at a "·" first
        laid.append((font, [w for part in parts for w in wrap(font, part, room)], colour))
    while len(laid) > 2 and sum(len(t) * f.get_linesize() for f, t, _ in laid) > col.height:
        laid.pop()
    y = col.centery - sum(len(t) * f.get_linesize() for f, t, _ in laid) // 2
    for font, texts, colour in laid:
        for text in texts:
            draw_text(surface, text, font, colour, (col.centerx, y), anchor="midtop")
            y += font.get_linesize()
