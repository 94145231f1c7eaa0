"""The Village board (rulebook, "Perform": Writing Spring Couplets, Exchanging Resources, Carving Jade
Amulets, Pacifying the Land; "Battle: Victory"): its four sections and every Qi Energy space.

Drawn as a lacquered wooden board.  Each couplet area, exchange and Amulet is a labelled row of round
spaces (its cost as a resource pip, its name); an empty space shows its auspiciousness, a taken one its
owner's colour and mark.  Only the spaces used at this game's player count are drawn.  The Frontier is
a track of plates (render/frontier_track.py).  Lit spaces (legal now) get a halo and a bright rim.

Issue 42 ("a panel that cannot fit its words shows fewer things, not smaller ones"): every text is
drawn at the board's smallest size (12 design pixels) or larger.  Where the names do not fit a
section, its labels show icons instead (a couplet's effect, the Slip an exchange adds) or the cost
alone; the tooltip and the magnifier (which draws this board larger, with `smallest` at 12 pixels of
the window) name everything.
"""

from __future__ import annotations

import math

import pygame

from game.core.effects import MOTIF_COLOURS
from game.core.state import GameState
from game.i18n import N_, _
from game.i18n import name as component_name
from game.text.components import section_name

from .. import theme as T
from ..widgets import draw_text, shadow
from .board_pieces import (
    SMALLEST,
    Ctx,
    centred,  # noqa: F401  (the markets draw their numerals with it)
    draw_items,
    draw_space,
    effect_items,
    items_width,
)
from .frontier_track import FIELD_EDGE, draw_frontier, draw_legend, legend, legend_width
from .targets import Targets

# --- the look of the board (local colours: the lacquered wood) ---------------------------------------

LACQUER = (112, 30, 26)  # the frame
LACQUER_EDGE = (70, 18, 16)
WOOD = (96, 62, 40)  # the board's face
WOOD_GRAIN = (86, 55, 35)
FIELD = (64, 42, 29)  # a section's recessed field
#: The Qi-placing exchanges: blue Tattoo Motifs needed, Coins spent, extra.
EXCHANGES = {"one_blue": (1, 4, ""), "two_blue": (2, 6, N_("+Slip"))}
BLUE = MOTIF_COLOURS.index("blue")

#: The bands of rows above the Frontier, each of sections side by side.
BANDS = (("couplets", "exchange"), ("amulets",))
#: The labels' forms for the sections of each band, most telling first (see `_group_label`).
BAND_FORMS = (((0, 0), (0, 1), (1, 0), (1, 1)), ((0,), (1,)))


def draw_village_board(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[int, tuple],
    smallest: int | None = None,
) -> None:
    """Spring Couplets, Exchange, Jade Amulets and the Frontier, each space with its Qi Energy;
    no text under `smallest` pixels (by default 12 design pixels)."""
    ctx = Ctx(surface, theme, st, targets, glow, smallest or theme.px(SMALLEST))
    board = rect.inflate(-theme.px(4), -theme.px(2))
    face = _draw_wood(surface, theme, board)
    content = face.inflate(-theme.px(2), -theme.px(4))
    gap = theme.px(2)
    title_h = ctx.font(11, bold=True).get_height() * 3 // 4 + theme.px(4)
    label_h = _label_h(ctx)
    foot = theme.px(3)
    # two bands of rows (one circle high) and three Frontier rows (1.25 circles high)
    rest = content.height - 3 * title_h - 2 * (label_h + foot) - 2 * gap - theme.px(2)
    d = min(rest / (2 + 3 * 1.25), _widest_disc(ctx, content.width))
    d = max(ctx.least_disc, int(d))
    band_h = title_h + label_h + d + foot
    y = content.y
    for band, forms in zip(BANDS, BAND_FORMS, strict=True):
        _band(ctx, band, forms, pygame.Rect(content.x, y, content.width, band_h), title_h, d)
        y += band_h + gap
    field = pygame.Rect(content.x, y, content.width, content.bottom - y)
    body = _section(ctx, field, section_name("frontier"), title_h)
    _title_note(ctx, field, section_name("frontier"), title_h, legend(draw_frontier(ctx, body, d)))


# --- pieces ---------------------------------------------------------------------------------------


def _draw_wood(surface: pygame.Surface, theme: T.Theme, board: pygame.Rect) -> pygame.Rect:
    """The lacquered frame and the wooden face; returns the face."""
    radius = theme.px(8)
    shadow(surface, board, offset=theme.px(3), radius=radius)
    pygame.draw.rect(surface, LACQUER, board, border_radius=radius)
    pygame.draw.rect(surface, LACQUER_EDGE, board, max(1, theme.px(1)), border_radius=radius)
    rim = theme.px(3)
    face = board.inflate(-2 * rim, -2 * rim)
    pygame.draw.rect(surface, WOOD, face, border_radius=max(2, radius - rim))
    # a quiet grain: long shallow waves across the face
    step = max(3, theme.px(7))
    clip = surface.get_clip()
    surface.set_clip(face.inflate(-2, -2))
    for k, y in enumerate(range(face.y + step // 2, face.bottom, step)):
        amp = step * 0.35
        phase = k * 1.7
        points = [
            (x, y + amp * math.sin(phase + x / max(1, face.width) * 5.0))
            for x in range(face.x, face.right + step, step * 3)
        ]
        if len(points) > 1:
            pygame.draw.lines(surface, WOOD_GRAIN, False, points, 1)
    surface.set_clip(clip)
    pygame.draw.rect(surface, T.GOLD_DARK, face, 1, border_radius=max(2, radius - rim))
    return face


def _section(ctx: Ctx, r: pygame.Rect, title: str, title_h: int) -> pygame.Rect:
    """A recessed field with its title; returns the area under it."""
    theme, surface = ctx.theme, ctx.surface
    pygame.draw.rect(surface, FIELD, r, border_radius=theme.px(5))
    pygame.draw.rect(surface, FIELD_EDGE, r, 1, border_radius=theme.px(5))
    pad = theme.px(6)
    cy = r.y + title_h // 2 + 1
    tr = draw_text(
        surface, title, ctx.font(11, bold=True), T.GOLD, (r.x + pad, cy), anchor="midleft"
    )
    if r.right - pad - tr.right > 2 * pad:  # a thin gilt rule after the title
        pygame.draw.line(surface, FIELD_EDGE, (tr.right + pad, cy), (r.right - pad, cy), 1)
    return pygame.Rect(r.x + theme.px(2), r.y + title_h, r.width - theme.px(4), r.height - title_h)


def _title_note(ctx: Ctx, r: pygame.Rect, title: str, title_h: int, note: list[tuple]) -> None:
    """A legend at the right end of a section's title row, over its rule, if it fits there."""
    pad = ctx.theme.px(6)
    left = r.x + 2 * pad + ctx.font(11, bold=True).size(title)[0]
    width = legend_width(ctx, note) if note else 0
    if not note or left + width > r.right - pad:
        return
    cy = r.y + title_h // 2 + 1
    back = pygame.Rect(r.right - pad - width - pad // 2, r.y + 1, width + pad // 2, title_h - 1)
    pygame.draw.rect(ctx.surface, FIELD, back)
    draw_legend(ctx, note, r.right - pad, cy)


def _groups(ctx: Ctx, section: str) -> list[tuple[str, list[int]]]:
    """A section's groups (couplet areas, exchanges, Amulets), each with its spaces in play."""
    cat = ctx.st.catalogue
    groups: dict[str, list[int]] = {}
    for s in cat.spaces_in(section):
        groups.setdefault(cat.spaces[s].group, [])
        if ctx.in_play(s):
            groups[cat.spaces[s].group].append(s)
    return list(groups.items())


def _step(ctx: Ctx, d: int) -> int:
    """From one space's centre to the next in a row."""
    return d + max(1, d // 8)


def _widest_disc(ctx: Ctx, width: int) -> float:
    """The largest space whose rows of every band fit `width` side by side."""
    most = 1.0e9
    for band in BANDS:
        groups = [g for section in band for g in _groups(ctx, section)]
        spaces = sum(len(spaces) for _g, spaces in groups)
        room = width - len(groups) * ctx.theme.px(6) - len(band) * ctx.theme.px(4)
        most = min(most, room / max(1, spaces) / (1 + 1 / 8))
    return most


def _short(name: str) -> str:
    """A component name without its kind ("Couplet of Green Shoots" -> "Green Shoots"), in the
    player's language (a translated name is kept whole)."""
    translated = component_name(name)
    if translated != name:
        short = translated.removesuffix("玉符")  # "砚石玉符" -> "砚石"
        return short or translated
    for prefix in ("Couplet of ",):
        if name.startswith(prefix):
            name = name[len(prefix) :]
    for suffix in (" Amulet", " Pendant"):
        if name.endswith(suffix):
            name = name[: -len(suffix)]
    return name


def _band(ctx: Ctx, band, forms, r: pygame.Rect, title_h: int, d: int) -> None:
    """Sections side by side (each a titled field of labelled rows), in the first form of their
    labels whose every row fits (with spaces of size `d`, else the smallest that holds a numeral);
    a section's share of the width is what its rows need."""
    theme = ctx.theme
    font = ctx.font(10)
    gap = theme.px(2)
    sections = [(section, _groups(ctx, section)) for section in band]
    room = r.width - gap * (len(band) - 1) - theme.px(4) * len(band)
    tries = [(form, size) for form in forms for size in sorted({d, ctx.least_disc}, reverse=True)]
    for form, size in tries:
        needs = [
            [_group_need(ctx, section, g, spaces, k, size, font) for g, spaces in groups]
            for (section, groups), k in zip(sections, form, strict=True)
        ]
        if sum(map(sum, needs)) <= room:
            break
    extra = max(0, room - sum(map(sum, needs))) / max(1, sum(map(len, needs)))
    x = r.x
    for (section, groups), k, need in zip(sections, form, needs, strict=True):
        width = round(sum(need) + extra * len(need)) + theme.px(4)
        if section == band[-1]:
            width = r.right - x
        body = _section(ctx, pygame.Rect(x, r.y, width, r.height), section_name(section), title_h)
        cx = body.x
        for (group, spaces), n in zip(groups, need, strict=True):
            cell = pygame.Rect(round(cx), body.y, round(n + extra), body.height)
            _group(ctx, _group_label(ctx, section, group, k), spaces, cell, size, font)
            cx += n + extra
        x += width + gap


def _label_h(ctx: Ctx) -> int:
    """The height of a row's label (room for its resource pips)."""
    return max(ctx.theme.px(13), ctx.pip + ctx.theme.px(2))


def _group_need(ctx: Ctx, section, group, spaces, form: int, d: int, font) -> float:
    """The width a group needs: its label or its row of spaces, whichever is wider."""
    label = items_width(ctx, _group_label(ctx, section, group, form), ctx.pip, font)
    row = len(spaces) * _step(ctx, d)
    return max(label, row) + ctx.theme.px(3)


def _group(ctx: Ctx, label: list[tuple], spaces: list[int], cell: pygame.Rect, d: int, font):
    """One couplet area, exchange or Amulet: its label, and its row of spaces under it."""
    theme = ctx.theme
    label_h = _label_h(ctx)
    w = items_width(ctx, label, ctx.pip, font)
    draw_items(ctx, label, round(cell.centerx - w / 2), cell.y + label_h // 2, ctx.pip, font)
    step = _step(ctx, d)
    x0 = cell.centerx - (len(spaces) * step - (step - d)) / 2 + d / 2
    cy = cell.y + label_h + d // 2 + theme.px(1)
    for k, s in enumerate(spaces):
        c = (round(x0 + k * step), cy)
        draw_space(ctx, s, c, d // 2)
        hit = pygame.Rect(0, 0, step, d + theme.px(3))
        hit.midtop = (c[0], cy - d // 2)
        ctx.targets.add(hit, ("space", s))


def _group_label(ctx: Ctx, section: str, group: str, form: int = 0) -> list[tuple]:
    """The items of a group's label: its cost as icons, then (form 0) its short name, or (form 1)
    what it gives as icons (a couplet's effect, the Slip of an exchange; an Amulet's cost alone)."""
    cat = ctx.st.catalogue
    rc = T.RESOURCE_COLOURS
    if section == "couplets":
        area = next(a for a in cat.couplet_areas if a.id == group)
        pip = ("pip", rc["red_paper"], str(area.red_paper))
        return (
            [pip, ("text", _short(area.name))] if form == 0 else [pip, *effect_items(area.effect)]
        )
    if section == "amulets":
        a = next(a for a in cat.amulets if a.id == group)
        pip = ("pip", rc["jade"], str(a.cost))
        return [pip, ("text", _short(a.name))] if form == 0 else [pip]
    if section == "exchange":
        blue, coins, extra = EXCHANGES.get(group, (0, 0, group))
        items: list[tuple] = [("motif", BLUE)] * blue + [("pip", rc["coins"], str(coins))]
        if not extra:
            return items
        return items + ([("text", _(extra))] if form == 0 else [("do", "purchase_slip")])
    return [("text", group.capitalize())]
