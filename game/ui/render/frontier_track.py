"""The Frontier section of the Village board (rulebook, "Perform: Pacifying the Land"; "Battle:
Victory"): a row per beast, each space on a plate with its pacify cost and its victory rewards.

Issue 42: every word and numeral here is drawn at the board's smallest text size or larger.  When a
row has no room for all of a space's icons, a plate shows fewer of them, in this order: the space
and its auspiciousness, its pacify cost, its victory rewards (in a gilt box: the legend in the
section's title says so); a row too narrow for the beast's name shows its token alone.  The tooltip
and the magnifier show everything.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.pacify import PACIFY_BAMBOO
from game.i18n import _
from game.text.components import frontier_group

from .. import theme as T
from ..widgets import draw_text
from .board_pieces import (
    Ctx,
    centred,
    draw_items,
    draw_space,
    effect_items,
    items_width,
)

PLATE = (50, 33, 23)  # a Frontier space's plate
REWARD_BOX = (92, 68, 30)  # the gilt box a victory reward sits in (and its legend)
FIELD_EDGE = (128, 94, 46)
#: Frontier beasts, as on the Village map (village.draw_yao, village.draw_nian).
BEASTS = {
    "wangliang": ((122, 150, 132), "魍"),
    "zhujian": ((92, 62, 110), "犍"),
    "taotie": ((120, 28, 30), "年"),
}


@dataclass
class _Row:
    """The measures shared by every row of the track."""

    row_h: float
    token: int  # the beast token's radius
    label_w: int
    named: bool  # whether the beast's name fits beside its token
    noted: bool  # whether its pacify note fits under the name
    overflow_w: int
    dd: int  # a space's diameter
    stacked: bool  # a plate's costs and rewards one above the other (else in a line)


def legend(shown: set[str]) -> list[tuple]:
    """The Frontier title's legend for what the plates show: plain icons are the pacify cost, the
    gilt box the victory reward."""
    items: list[tuple] = []
    if "cost" in shown:
        items.append(("text", _("pacify cost"), T.TEXT_DIM))
    if "reward" in shown:
        items.append(("box", _("victory reward")))
    return items


def draw_legend(ctx: Ctx, items: list[tuple], right: int, cy: int) -> int:
    """The legend, ending at `right`; returns its left end."""
    font = ctx.font(8)
    pad = ctx.theme.px(3)
    width = legend_width(ctx, items)
    x = right - width
    left = x
    for item in items:
        w = font.size(item[1])[0]
        if item[0] == "box":
            box = pygame.Rect(x, 0, w + 2 * pad, font.get_height())
            box.centery = cy
            pygame.draw.rect(ctx.surface, REWARD_BOX, box, border_radius=ctx.theme.px(3))
            draw_text(ctx.surface, item[1], font, T.TEXT, (x + pad, cy), anchor="midleft")
            w += 2 * pad
        else:
            draw_text(ctx.surface, item[1], font, item[2], (x, cy), anchor="midleft")
        x += w + 2 * pad
    return left


def legend_width(ctx: Ctx, items: list[tuple]) -> int:
    font = ctx.font(8)
    pad = ctx.theme.px(3)
    widths = [font.size(it[1])[0] + (2 * pad if it[0] == "box" else 0) for it in items]
    return sum(widths) + 2 * pad * (len(items) - 1)


def draw_frontier(ctx: Ctx, body: pygame.Rect, d: int) -> set[str]:
    """The Frontier: a row per beast, each space with its pacify cost and victory reward; returns
    which of "cost" and "reward" it showed (for the legend)."""
    groups = _groups(ctx)
    row = _measure(ctx, body, d, groups)
    shown: set[str] = set()
    for k, group in enumerate(groups):
        top = body.y + row.row_h * k
        _beast_label(ctx, group, body.x + ctx.theme.px(4), top, row)
        spaces = _spaces(ctx, group)
        plates = sum(1 for s in spaces if not ctx.st.catalogue.spaces[s].overflow)
        room = body.width - row.label_w - row.overflow_w - ctx.theme.px(2)
        cell_w = room / max(1, plates)
        x = body.x + row.label_w
        for s in spaces:
            sp = ctx.st.catalogue.spaces[s]
            w = row.overflow_w if sp.overflow else cell_w
            cell = pygame.Rect(
                round(x), round(top + ctx.theme.px(1)), round(w) - ctx.theme.px(3), 0
            )
            cell.height = round(row.row_h) - ctx.theme.px(2)
            shown |= _cell(ctx, s, cell, row)
            x += w
    return shown


def _groups(ctx: Ctx) -> list[str]:
    groups: list[str] = []
    cat = ctx.st.catalogue
    for s in cat.spaces_in("frontier"):
        if cat.spaces[s].group not in groups:
            groups.append(cat.spaces[s].group)
    return groups


def _spaces(ctx: Ctx, group: str) -> list[int]:
    """A beast's spaces used at this player count, in board order."""
    return [s for s in ctx.st.catalogue.spaces_in("frontier", group) if ctx.in_play(s)]


def _measure(ctx: Ctx, body: pygame.Rect, d: int, groups: list[str]) -> _Row:
    """How large each part of a row is.  Preferred, in order: every plate whole with the beast's
    name (with the space as drawn elsewhere, else smaller), whole plates with the token alone, then
    the name if the plates keep room for their cost."""
    theme = ctx.theme
    row_h = (body.height - theme.px(2)) / max(1, len(groups))
    floor, pip = ctx.floor, ctx.pip
    token = max(round(floor * 0.75), min(round(row_h * 0.32), theme.px(10)))
    dd = max(ctx.least_disc, min(d, round(row_h - theme.px(6))))
    noted = row_h >= 2 * floor + theme.px(6)
    stacked = row_h - theme.px(2) >= 2 * pip + theme.px(4)
    name_font, note_font = ctx.font(9.5, bold=True), ctx.font(8)
    name_w = max(name_font.size(frontier_group(g))[0] for g in groups)
    if noted:
        name_w = max(
            name_w,
            note_font.size(_("pacify +"))[0] + pip + theme.px(2),
            note_font.size(_("battle only"))[0],
        )
    bare = token * 2 + theme.px(8)
    least = max(ctx.least_disc, pip + theme.px(2))
    sizes = sorted({dd, *range(min(least, dd), dd, max(1, theme.px(2)))}, reverse=True)
    tries = [(named, size) for named in (True, False) for size in sizes]
    tries += [(True, dd), (False, dd)]  # (the last two: plates with their cost alone)
    for k, (named, size) in enumerate(tries):
        label_w = bare + (name_w + theme.px(4) if named else 0)
        overflow_w = size + theme.px(8)
        whole = k < len(tries) - 2
        if all(
            (body.width - label_w - overflow_w - theme.px(2)) / max(1, len(plates))
            >= max(_plate_need(ctx, s, size, stacked, whole) for s in plates)
            for plates in (_plates(ctx, g) for g in groups)
            if plates
        ):
            break
    return _Row(row_h, token, label_w, named, noted and named, overflow_w, size, stacked)


def _plates(ctx: Ctx, group: str) -> list[int]:
    """A beast's spaces on plates (not its overflow space)."""
    return [s for s in _spaces(ctx, group) if not ctx.st.catalogue.spaces[s].overflow]


def _plate_need(ctx: Ctx, s: int, dd: int, stacked: bool, whole: bool) -> int:
    """The width a plate needs for its space and cost, and (if `whole`) its rewards."""
    theme, sp = ctx.theme, ctx.st.catalogue.spaces[s]
    font = ctx.font(8)
    need = dd + theme.px(3 + 4 + 2 + 3)
    if sp.cost:
        lines = [[it] for it in _cost_items(ctx, s)] if stacked else [_cost_items(ctx, s)]
        need += max(items_width(ctx, items, ctx.pip, font) for items in lines) + theme.px(3)
    if whole and sp.reward:
        lines = _reward_lines(sp.reward, stacked)
        need += max(items_width(ctx, items, ctx.pip, font) for items in lines) + theme.px(6)
    return need


def _reward_lines(rewards, stacked: bool) -> list[list[tuple]]:
    """The victory rewards as lines of icons: one option a line, or all in a line apart by a slash."""
    options = [effect_items(e) for e in rewards]
    if stacked:
        return options
    return [sum(([("text", "/", T.TEXT_DIM)] + o for o in options[1:]), list(options[0]))]


def _beast_label(ctx: Ctx, group: str, x: int, top: float, row: _Row) -> None:
    """The beast's token (as on the map), its name and what pacifying it costs, as room allows."""
    theme = ctx.theme
    cy = round(top + row.row_h / 2)
    colour, glyph = BEASTS.get(group, (T.INK_SOFT, "?"))
    tc = (x + row.token, cy)
    pygame.draw.circle(ctx.surface, T.INK, tc, row.token + 1)
    pygame.draw.circle(ctx.surface, colour, tc, row.token)
    centred(ctx.surface, glyph, ctx.font_px(row.token * 1.3, serif=True), T.TEXT, tc)
    if not row.named:
        return
    tx = x + row.token * 2 + theme.px(4)
    name_y = round(cy - row.row_h * 0.2) if row.noted else cy
    font = ctx.font(9.5, bold=True)
    draw_text(ctx.surface, frontier_group(group), font, T.TEXT, (tx, name_y), anchor="midleft")
    if not row.noted:
        return
    if group in PACIFY_BAMBOO:
        items = [
            ("text", _("pacify +"), T.TEXT_DIM),
            ("pip", T.RESOURCE_COLOURS["bamboo"], str(PACIFY_BAMBOO[group])),
        ]
    else:
        items = [("text", _("battle only"), T.TEXT_DIM)]
    draw_items(ctx, items, tx, round(cy + row.row_h * 0.24), ctx.pip, ctx.font(8))


def _cost_items(ctx: Ctx, s: int) -> list[tuple]:
    sp = ctx.st.catalogue.spaces[s]
    return [("pip", T.RESOURCE_COLOURS.get(k, T.PAPER_DARK), str(v)) for k, v in sp.cost]


def _cell(ctx: Ctx, s: int, cell: pygame.Rect, row: _Row) -> set[str]:
    """A Frontier space on its plate, then its pacify cost and its victory rewards (one of them),
    each drawn only if the plate has room for it; returns which of them were drawn."""
    theme = ctx.theme
    sp = ctx.st.catalogue.spaces[s]
    r = row.dd // 2
    if sp.overflow:  # used only when no other space of its kind is free: a bare dashed ring
        c = cell.center
    else:
        pygame.draw.rect(ctx.surface, PLATE, cell, border_radius=theme.px(4))
        lit = ctx.glow.get(s)
        if lit:
            pygame.draw.rect(
                ctx.surface, lit, cell, max(1, theme.px(1.5)), border_radius=theme.px(4)
            )
        c = (cell.x + theme.px(3) + r, cell.centery)
    draw_space(ctx, s, c, r, dashed=sp.overflow)
    ctx.targets.add(cell, ("space", s))
    shown: set[str] = set()
    if sp.overflow:
        return shown
    x = c[0] + r + theme.px(4)
    if sp.cost:
        lines = [[it] for it in _cost_items(ctx, s)] if row.stacked else [_cost_items(ctx, s)]
        x = _column(ctx, lines, x, cell)
        if x is None:
            return shown
        shown.add("cost")
        x += theme.px(3)
    if sp.reward and _rewards(ctx, sp.reward, x, cell, row):
        shown.add("reward")
    return shown


def _column(ctx: Ctx, lines: list[list[tuple]], x: int, cell: pygame.Rect):
    """Lines of icons one above the other from x (if they fit the plate); the right end, or None."""
    pip, font = ctx.pip, ctx.font(8)
    width = max(items_width(ctx, items, pip, font) for items in lines)
    if x + width > cell.right - ctx.theme.px(2):
        return None
    step = pip + ctx.theme.px(2)
    y0 = cell.centery - step * (len(lines) - 1) / 2
    for i, items in enumerate(lines):
        draw_items(ctx, items, x, round(y0 + i * step), pip, font)
    return x + width


def _rewards(ctx: Ctx, rewards, x: int, cell: pygame.Rect, row: _Row) -> bool:
    """The victory rewards (the player takes one) in their gilt box, if it fits the plate."""
    pad = ctx.theme.px(3)
    lines = _reward_lines(rewards, row.stacked)
    width = max(items_width(ctx, items, ctx.pip, ctx.font(8)) for items in lines)
    if x + width + 2 * pad > cell.right - ctx.theme.px(2):
        return False
    box = pygame.Rect(x, cell.y + ctx.theme.px(2), width + 2 * pad, cell.height - ctx.theme.px(4))
    pygame.draw.rect(ctx.surface, REWARD_BOX, box, border_radius=ctx.theme.px(3))
    _column(ctx, lines, x + pad, cell)
    return True
