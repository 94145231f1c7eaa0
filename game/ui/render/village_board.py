"""The Village board (rulebook, "Perform": Writing Spring Couplets, Exchanging Resources, Carving Jade
Amulets, Pacifying the Land; "Battle: Victory"): its four sections and every Qi Energy space.

Drawn as a lacquered wooden board.  Each couplet area, exchange, Amulet and Frontier beast is a labelled
row of round spaces; an empty space shows its auspiciousness, a taken one its owner's colour and mark.
Spaces for 3 or 4 players carry a "3p"/"4p" plate, and are dimmed with a dashed rim when not in play.
Each Frontier space sits on a plate with its pacify cost and its victory rewards (one of them) as icons;
the full text is in the tooltip.  Lit spaces (legal now) get a halo and a bright rim.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.effects import MOTIF_COLOURS, Effect
from game.core.pacify import PACIFY_BAMBOO
from game.core.state import NIAN_SEAT, GameState
from game.i18n import N_, _
from game.i18n import name as component_name
from game.text.components import frontier_group, section_name

from .. import theme as T
from ..widgets import draw_text, shadow
from .targets import Targets

# --- the look of the board (local colours: the lacquered wood) ---------------------------------------

LACQUER = (112, 30, 26)  # the frame
LACQUER_EDGE = (70, 18, 16)
WOOD = (96, 62, 40)  # the board's face
WOOD_GRAIN = (86, 55, 35)
FIELD = (64, 42, 29)  # a section's recessed field
FIELD_EDGE = (128, 94, 46)
PLATE = (50, 33, 23)  # a Frontier space's plate
HOLLOW = (38, 26, 20)  # an empty space, carved into the wood
SPACE_OFF = (74, 52, 38)  # a space not in play at this player count
OFF_TEXT = (126, 104, 84)
#: Frontier beasts, as on the Village map (village.draw_yao, village.draw_nian).
BEASTS = {
    "wangliang": ((122, 150, 132), "魍"),
    "zhujian": ((92, 62, 110), "犍"),
    "taotie": ((120, 28, 30), "年"),
}
#: The Qi-placing exchanges: blue Tattoo Motifs needed, Coins spent, extra.
EXCHANGES = {"one_blue": (1, 4, ""), "two_blue": (2, 6, N_("+Slip"))}
BLUE = MOTIF_COLOURS.index("blue")

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
    board = rect.inflate(-theme.px(8), -theme.px(4))
    face = _draw_wood(surface, theme, board)
    content = face.inflate(-theme.px(6), -theme.px(4))
    gap = theme.px(2)
    title_h = theme.px(14)
    label_h = theme.px(13)
    cap_h = theme.px(5)  # the "3p" plates hang under the spaces
    # two bands of four-space rows (one circle high) and three Frontier rows (1.25 circles high)
    rest = content.height - 3 * title_h - 2 * (label_h + cap_h) - 2 * gap - theme.px(4)
    cell_w = (content.width - gap) / 5
    d = int(min(rest / (2 + 3 * 1.25), (cell_w - theme.px(8)) / 4.5))
    d = max(theme.px(10), d)
    band_h = title_h + label_h + d + cap_h
    band1 = pygame.Rect(content.x, content.y, content.width, band_h)
    split = round((content.width - gap) * 0.63)  # the couplet names need a little more room
    sections = {
        "couplets": pygame.Rect(band1.x, band1.y, split, band_h),
        "exchange": pygame.Rect(
            band1.x + split + gap, band1.y, content.width - split - gap, band_h
        ),
        "amulets": pygame.Rect(content.x, band1.bottom + gap, content.width, band_h),
    }
    top = sections["amulets"].bottom + gap
    sections["frontier"] = pygame.Rect(content.x, top, content.width, content.bottom - top)
    ctx = _Ctx(surface, theme, st, targets, glow)
    for section in SECTION_ORDER[:3]:
        body = _section(ctx, sections[section], section_name(section), title_h)
        groups = _groups(st, section)
        w = body.width / max(1, len(groups))
        cells = [
            pygame.Rect(round(body.x + k * w), body.y, round(w), body.height)
            for k in range(len(groups))
        ]
        labels = [_group_label(ctx, section, g) for g in groups]
        room = round(w) - theme.px(4)
        font = _fit_font(ctx, labels, room, label_h)  # one size for the whole section
        for group, items, cell in zip(groups, labels, cells, strict=True):
            _draw_items_fit(ctx, items, cell.centerx, cell.y + label_h // 2, room, label_h, font)
            _group_row(ctx, section, group, cell, label_h, d, cap_h)
    body = _section(
        ctx,
        sections["frontier"],
        section_name("frontier"),
        title_h,
        _("pacify cost · victory reward"),
    )
    _frontier(ctx, body, d)


# --- pieces ---------------------------------------------------------------------------------------


@dataclass
class _Ctx:
    """What every piece of the board needs to draw itself."""

    surface: pygame.Surface
    theme: T.Theme
    st: GameState
    targets: Targets
    glow: dict[int, tuple]

    @property
    def players(self) -> int:
        """The player count the board is set up for (Solo Mode uses the 2-player spaces)."""
        return max(self.st.n, 2)


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


def _section(ctx: _Ctx, r: pygame.Rect, title: str, title_h: int, note: str = "") -> pygame.Rect:
    """A recessed field with its title; returns the area under the title."""
    theme, surface = ctx.theme, ctx.surface
    pygame.draw.rect(surface, FIELD, r, border_radius=theme.px(5))
    pygame.draw.rect(surface, FIELD_EDGE, r, 1, border_radius=theme.px(5))
    pad = theme.px(6)
    cy = r.y + title_h // 2 + 1
    font = theme.font(11, bold=True)
    tr = draw_text(surface, title, font, T.GOLD, (r.x + pad, cy), anchor="midleft")
    right = r.right - pad
    if note:
        nf = theme.font(8)
        if tr.right + pad + nf.size(note)[0] <= right:
            nr = draw_text(surface, note, nf, T.TEXT_DIM, (right, cy), anchor="midright")
            right = nr.left - pad
    if right - tr.right > 2 * pad:  # a thin gilt rule after the title
        pygame.draw.line(surface, FIELD_EDGE, (tr.right + pad, cy), (right, cy), 1)
    return pygame.Rect(r.x + theme.px(2), r.y + title_h, r.width - theme.px(4), r.height - title_h)


def _groups(st: GameState, section: str) -> list[str]:
    groups: list[str] = []
    cat = st.catalogue
    for s in cat.spaces_in(section):
        g = cat.spaces[s].group
        if g not in groups:
            groups.append(g)
    return groups


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


def _group_label(ctx: _Ctx, section: str, group: str) -> list[tuple]:
    """The items of a group's label: cost icons, then a short name."""
    cat = ctx.st.catalogue
    rc = T.RESOURCE_COLOURS
    if section == "couplets":
        area = next(a for a in cat.couplet_areas if a.id == group)
        return [("pip", rc["red_paper"], str(area.red_paper)), ("text", _short(area.name))]
    if section == "amulets":
        a = next(a for a in cat.amulets if a.id == group)
        return [("pip", rc["jade"], str(a.cost)), ("text", _short(a.name))]
    if section == "exchange":
        blue, coins, extra = EXCHANGES.get(group, (0, 0, group))
        items: list[tuple] = [("motif", BLUE)] * blue + [("pip", rc["coins"], str(coins))]
        return items + ([("text", _(extra))] if extra else [])
    return [("text", group.capitalize())]


def _group_row(
    ctx: _Ctx, section: str, group: str, cell: pygame.Rect, label_h: int, d: int, cap_h: int
) -> None:
    """One couplet area, exchange or Amulet: a row of round spaces under its label."""
    theme = ctx.theme
    spaces = ctx.st.catalogue.spaces_in(section, group)
    step = d + max(2, d // 5)
    n = len(spaces)
    x0 = cell.centerx - (n * step - (step - d)) / 2 + d / 2
    cy = cell.y + label_h + d // 2 + theme.px(1)
    for k, s in enumerate(spaces):
        c = (round(x0 + k * step), cy)
        _draw_space(ctx, s, c, d // 2)
        _players_plate(ctx, s, c, d // 2)
        hit = pygame.Rect(0, 0, step, d + cap_h)
        hit.midtop = (c[0], cy - d // 2)
        ctx.targets.add(hit, ("space", s))


def _frontier(ctx: _Ctx, body: pygame.Rect, d: int) -> None:
    """The Frontier: a row per beast, each space with its pacify cost and victory reward."""
    theme, st = ctx.theme, ctx.st
    cat = st.catalogue
    groups = _groups(st, "frontier")
    row_h = (body.height - theme.px(2)) / max(1, len(groups))
    name_font = theme.font(9.5, bold=True)
    note_font = theme.font(8)
    token = max(theme.px(6), min(round(row_h * 0.3), theme.px(8)))
    pip = max(theme.px(8), min(round(row_h * 0.42), theme.px(12)))
    label_w = (
        max(
            max(name_font.size(frontier_group(g))[0] for g in groups),
            note_font.size(_("pacify +"))[0] + pip + theme.px(2),
            note_font.size(_("battle only"))[0],
        )
        + token * 2
        + theme.px(10)
    )
    dd = max(theme.px(10), min(d, round(row_h - theme.px(8))))
    most = max(
        sum(1 for s in cat.spaces_in("frontier", g) if not cat.spaces[s].overflow) for g in groups
    )
    overflow_w = dd + theme.px(8)
    cell_w = (body.width - label_w - overflow_w - theme.px(2)) / max(1, most)
    for k, group in enumerate(groups):
        top = body.y + row_h * k
        cy = round(top + row_h / 2)
        # the label: the beast's token (as on the map), its name and what pacifying it costs
        x = body.x + theme.px(4)
        colour, glyph = BEASTS.get(group, (T.INK_SOFT, "?"))
        tc = (x + token, cy)
        pygame.draw.circle(ctx.surface, T.INK, tc, token + 1)
        pygame.draw.circle(ctx.surface, colour, tc, token)
        centred(ctx.surface, glyph, theme.font_px(token * 1.3, serif=True), T.TEXT, tc)
        tx = x + token * 2 + theme.px(4)
        draw_text(
            ctx.surface,
            frontier_group(group),
            name_font,
            T.TEXT,
            (tx, round(cy - row_h * 0.2)),
            anchor="midleft",
        )
        if group in PACIFY_BAMBOO:
            items = [
                ("text", _("pacify +"), T.TEXT_DIM),
                ("pip", T.RESOURCE_COLOURS["bamboo"], str(PACIFY_BAMBOO[group])),
            ]
        else:
            items = [("text", _("battle only"), T.TEXT_DIM)]
        _draw_items(ctx, items, tx, round(cy + row_h * 0.24), pip, note_font)
        # the spaces, each on its own plate
        x = body.x + label_w
        for s in cat.spaces_in("frontier", group):
            sp = cat.spaces[s]
            w = overflow_w if sp.overflow else cell_w
            cell = pygame.Rect(round(x), round(top + theme.px(1)), round(w) - theme.px(3), 0)
            cell.height = round(row_h) - theme.px(2)
            _frontier_cell(ctx, s, cell, dd, pip)
            x += w


def _frontier_cell(ctx: _Ctx, s: int, cell: pygame.Rect, dd: int, pip: int) -> None:
    """A Frontier space on its plate, then its pacify cost and its victory rewards (one of them)."""
    theme = ctx.theme
    sp = ctx.st.catalogue.spaces[s]
    on = sp.players <= ctx.players
    r = dd // 2
    if sp.overflow:  # used only when no other space of its kind is free: a bare dashed ring
        c = cell.center
    else:
        pygame.draw.rect(ctx.surface, PLATE if on else FIELD, cell, border_radius=theme.px(4))
        lit = ctx.glow.get(s)
        if lit:
            pygame.draw.rect(
                ctx.surface, lit, cell, max(1, theme.px(1.5)), border_radius=theme.px(4)
            )
        c = (cell.x + theme.px(3) + r, cell.centery - theme.px(1))
    _draw_space(ctx, s, c, r, dashed=sp.overflow)
    _players_plate(ctx, s, c, r)
    ctx.targets.add(cell, ("space", s))
    if sp.overflow:
        return
    font = theme.font(8)
    columns: list[list[list[tuple]]] = []
    if sp.cost:
        columns.append(
            [[("pip", T.RESOURCE_COLOURS.get(k, T.PAPER_DARK), str(v))] for k, v in sp.cost]
        )
    if sp.reward:
        columns.append([_effect_items(e) for e in sp.reward])
    x = c[0] + r + theme.px(4)
    dy = cell.height * 0.24
    for k, column in enumerate(columns):
        if k:  # a hairline between the cost and the rewards
            pygame.draw.line(
                ctx.surface,
                FIELD_EDGE,
                (x, cell.y + theme.px(4)),
                (x, cell.bottom - theme.px(4)),
            )
            x += theme.px(3)
        width = 0
        for i, items in enumerate(column[:2]):
            y = round(cell.centery + (dy * (2 * i - 1) if len(column) > 1 else 0))
            if not on:
                items = [("pip", OFF_TEXT, it[2]) if it[0] == "pip" else it for it in items]
            width = max(width, _draw_items(ctx, items, x, y, pip, font) - x)
        x += width + theme.px(3)


def _effect_items(effect: Effect) -> list[tuple]:
    """A reward as icons: resource pips, Motif tokens, and a mark for each action it performs."""
    items: list[tuple] = []
    for key, n in effect.gain:
        if key in T.RESOURCE_COLOURS:
            items.append(("pip", T.RESOURCE_COLOURS[key], str(n)))
        elif key == "motif":
            items += [("anymotif", True)] * n
        else:
            items.append(("text", f"+{n} {key}", T.TEXT))
    items += [("do", name) for name in effect.perform]
    return items


# --- spaces ---------------------------------------------------------------------------------------


def _draw_space(ctx: _Ctx, s: int, c: tuple[int, int], r: int, dashed: bool = False) -> None:
    """One Qi Energy space: hollow with its auspiciousness, or its owner's colour and mark."""
    surface, theme, st = ctx.surface, ctx.theme, ctx.st
    sp = st.catalogue.spaces[s]
    on = sp.players <= ctx.players
    owner = st.space_qi[s] if s < len(st.space_qi) else -1
    lit = ctx.glow.get(s)
    if lit:
        halo_r = r + theme.px(4)
        halo = pygame.Surface((halo_r * 2, halo_r * 2), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*lit[:3], 70), (halo_r, halo_r), halo_r)
        pygame.draw.circle(halo, (*lit[:3], 130), (halo_r, halo_r), r + theme.px(2.5))
        surface.blit(halo, (c[0] - halo_r, c[1] - halo_r))
    if owner == NIAN_SEAT:  # Solo Mode: the Nian beast's Qi Energy, dark red with a gold 年
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, T.RED_DARK, c, r)
        pygame.draw.circle(surface, T.NIAN, c, r - max(1, r // 5))
        centred(surface, "年", theme.font_px(r * 1.2, serif=True), T.GOLD, c)
    elif owner >= 0:
        colour = T.player_colour(owner)
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, colour, c, r)
        pygame.draw.circle(surface, T.lighter(colour, 0.35), c, r, max(1, r // 7))
        T.draw_player_mark(surface, owner, c, r * 0.55, colour=_ink_on(colour))
    else:
        font = theme.font_px(r * 1.15, bold=True)
        if on:
            pygame.draw.circle(surface, HOLLOW, c, r)
            pygame.draw.circle(surface, T.darker(HOLLOW, 0.6), c, r, max(1, r // 5))
            text_colour = T.PAPER if not lit else T.lighter(lit, 0.5)
        else:
            pygame.draw.circle(surface, SPACE_OFF, c, r)
            text_colour = OFF_TEXT
        if on and not dashed:
            pygame.draw.circle(surface, T.GOLD_DARK, c, r, 1)
        else:
            _dashed_ring(surface, OFF_TEXT if not on else T.GOLD_DARK, c, r)
        centred(surface, str(sp.auspiciousness), font, text_colour, c)
    if lit:
        pygame.draw.circle(surface, lit, c, r + max(1, theme.px(1)), max(2, theme.px(2.5)))


def _players_plate(ctx: _Ctx, s: int, c: tuple[int, int], r: int) -> None:
    """The "3p" / "4p" plate under an empty space used only with that many players."""
    players = ctx.st.catalogue.spaces[s].players
    if players <= 2 or (s < len(ctx.st.space_qi) and ctx.st.space_qi[s] >= 0):
        return
    theme = ctx.theme
    font = theme.font(7, bold=True)
    text = f"{players}p"
    plate = pygame.Rect(0, 0, font.size(text)[0] + theme.px(4), theme.px(8))
    plate.center = (c[0], c[1] + r)
    pygame.draw.rect(ctx.surface, T.INK, plate, border_radius=theme.px(3))
    on = players <= ctx.players
    centred(ctx.surface, text, font, T.TEXT_DIM if on else OFF_TEXT, plate.center)


def centred(surface: pygame.Surface, text: str, font: pygame.font.Font, colour, centre) -> None:
    """Text centred on `centre` by its ink, not its line box (digits sit true in small circles)."""
    image = font.render(text, True, colour)
    ink = image.get_bounding_rect()
    surface.blit(image, (round(centre[0] - ink.centerx), round(centre[1] - ink.centery)))


def _dashed_ring(surface: pygame.Surface, colour, c, r: int) -> None:
    box = pygame.Rect(0, 0, r * 2, r * 2)
    box.center = c
    n = max(6, r // 2)
    for k in range(n):
        a = k * 2 * math.pi / n
        pygame.draw.arc(surface, colour, box, a, a + math.pi / n, 1)


def _ink_on(colour) -> tuple:
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return T.INK if lum > 140 else T.TEXT


# --- inline icons and text ------------------------------------------------------------------------


def _item_width(ctx: _Ctx, item: tuple, size: int, font: pygame.font.Font) -> int:
    kind = item[0]
    if kind == "text":
        return font.size(item[1])[0]
    if kind == "do":
        return size if item[1] in _ACTION_ICONS else font.size(item[1].capitalize())[0]
    if kind == "motif":
        return size
    return size


def _items_width(ctx, items, size, font) -> int:
    gap = max(1, ctx.theme.px(2))
    return sum(_item_width(ctx, it, size, font) for it in items) + gap * max(0, len(items) - 1)


def _fit_font(ctx: _Ctx, rows: list[list[tuple]], width: int, size: int) -> pygame.font.Font:
    """The largest text size (10 down to 7 points) in which every row of items fits `width`."""
    theme = ctx.theme
    px = theme.px(10)
    while True:
        font = theme.font_px(px)
        if px <= theme.px(7) or all(_items_width(ctx, r, size, font) <= width for r in rows):
            return font
        px -= 1


def _draw_items_fit(ctx: _Ctx, items, cx: int, cy: int, width: int, size: int, font) -> None:
    """Icons and text centred on (cx, cy), the text shortened if it still does not fit `width`."""
    items = list(items)
    for i, it in enumerate(items):
        if it[0] == "text":
            text = it[1]
            while len(text) > 2 and _items_width(ctx, items, size, font) > width:
                text = text[:-1]
                items[i] = ("text", text.rstrip() + "…", *it[2:])
    w = _items_width(ctx, items, size, font)
    _draw_items(ctx, items, round(cx - w / 2), cy, size, font)


def _draw_items(ctx: _Ctx, items, x: int, cy: int, size: int, font) -> int:
    """Draw icons and text left to right from x, centred on cy; returns the right end."""
    surface, theme = ctx.surface, ctx.theme
    gap = max(1, theme.px(2))
    r = size // 2
    for item in items:
        kind = item[0]
        if kind == "text":
            colour = item[2] if len(item) > 2 else T.TEXT
            draw_text(surface, item[1], font, colour, (x, cy), anchor="midleft")
        elif kind == "pip":
            c = (x + r, cy)
            pygame.draw.circle(surface, T.INK, c, r)
            pygame.draw.circle(surface, item[1], c, max(1, r - 1))
            centred(
                surface,
                item[2],
                theme.font_px(size * (0.8 if len(item[2]) < 2 else 0.64), bold=True),
                _ink_on(item[1]),
                c,
            )
        elif kind == "motif":
            mr = size // 2 - 1
            c = (x + mr + 1, cy)
            pygame.draw.circle(surface, T.INK, c, mr + 1)
            pygame.draw.circle(surface, T.MOTIF_BY_INDEX[item[1]], c, mr)
            T.draw_motif_symbol(surface, item[1], c, mr * 0.8)
        elif kind == "anymotif":
            _any_motif(surface, (x + r, cy), r)
        elif kind == "do":
            icon = _ACTION_ICONS.get(item[1])
            if icon:
                icon(surface, theme, pygame.Rect(x, cy - r, size, size))
            else:
                draw_text(surface, item[1].capitalize(), font, T.TEXT, (x, cy), anchor="midleft")
        x += _item_width(ctx, item, size, font) + gap
    return x - gap if items else x


def _any_motif(surface, c, r: int, hollow: bool = False) -> None:
    """A Tattoo Motif of any colour: a disc quartered in the four colours."""
    pygame.draw.circle(surface, T.INK, c, r)
    quarters = ("draw_top_right", "draw_top_left", "draw_bottom_left", "draw_bottom_right")
    for colour, q in zip(T.MOTIF_BY_INDEX, quarters, strict=False):
        pygame.draw.circle(
            surface, colour, c, max(1, r - 1), max(2, r // 2) if hollow else 0, **{q: True}
        )


# icons for the actions a Frontier reward performs (the tooltip names them in full)


def _icon_ink(surface, theme, box: pygame.Rect) -> None:  # Inking Tattoo Motifs: a Motif ring
    _any_motif(surface, box.center, box.width // 2, hollow=True)


def _icon_couplets(surface, theme, box: pygame.Rect) -> None:  # a red couplet scroll
    scroll = pygame.Rect(0, 0, max(3, box.width * 5 // 12), box.height)
    scroll.center = box.center
    pygame.draw.rect(surface, T.INK, scroll.inflate(2, 0))
    pygame.draw.rect(surface, T.RESOURCE_COLOURS["red_paper"], scroll)
    pygame.draw.line(
        surface, T.GOLD, (scroll.centerx, scroll.y + 2), (scroll.centerx, scroll.bottom - 3)
    )


def _icon_amulet(surface, theme, box: pygame.Rect) -> None:  # a jade disc with its hole
    r = box.width // 2
    pygame.draw.circle(surface, T.INK, box.center, r)
    pygame.draw.circle(surface, T.RESOURCE_COLOURS["jade"], box.center, max(1, r - 1))
    pygame.draw.circle(surface, T.INK, box.center, max(1, r // 3))


def _icon_slip(surface, theme, box: pygame.Rect) -> None:  # a Bamboo Slips token
    slip = pygame.Rect(0, 0, max(4, box.width // 2), box.height)
    slip.center = box.center
    pygame.draw.rect(surface, T.INK, slip.inflate(2, 0), border_radius=1)
    pygame.draw.rect(surface, T.BAMBOO, slip, border_radius=1)
    for k in (1, 2):
        y = slip.y + k * slip.height // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (slip.x, y), (slip.right - 1, y))


def _card(surface, box: pygame.Rect, fill) -> pygame.Rect:
    card = pygame.Rect(0, 0, max(4, box.width * 2 // 3), box.height)
    card.center = box.center
    pygame.draw.rect(surface, T.INK, card.inflate(2, 2), border_radius=2)
    pygame.draw.rect(surface, fill, card, border_radius=2)
    return card


def _icon_draw(surface, theme, box: pygame.Rect) -> None:  # draw a card: a card with +
    card = _card(surface, box, T.RED_DARK)
    centred(surface, "+", theme.font_px(card.height * 0.9, bold=True), T.GOLD, card.center)


def _icon_exile(surface, theme, box: pygame.Rect) -> None:  # exile a card: a card struck out
    card = _card(surface, box, T.PAPER)
    pygame.draw.line(surface, T.RED, card.topleft, card.bottomright, 2)
    pygame.draw.line(surface, T.RED, card.topright, card.bottomleft, 2)


def _icon_exchange(surface, theme, box: pygame.Rect) -> None:  # Exchange: two coins trading
    r = box.width // 3
    for dx, colour in (
        (-r // 2, T.RESOURCE_COLOURS["coins"]),
        (r // 2, T.RESOURCE_COLOURS["bamboo"]),
    ):
        c = (box.centerx + dx, box.centery)
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, colour, c, r)
    centred(surface, "↔", theme.font_px(box.height * 0.8, bold=True), T.INK, box.center)


def _icon_purchase_drum(surface, theme, box: pygame.Rect) -> None:  # buy a Drum card
    card = _card(surface, box, T.PAPER)
    pygame.draw.rect(surface, T.GREY_CARD, (card.x, card.y, card.width, max(2, card.height // 4)))


_ACTION_ICONS = {
    "ink": _icon_ink,
    "couplets": _icon_couplets,
    "amulet": _icon_amulet,
    "purchase_slip": _icon_slip,
    "draw": _icon_draw,
    "exile": _icon_exile,
    "exchange": _icon_exchange,
    "purchase_drum": _icon_purchase_drum,
}
