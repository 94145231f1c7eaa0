"""Cards and tokens: Drum and Fear cards, Lion cards with their Motif tracks, Bamboo Slips, Motifs,
Qi Energy and resources.  Every face shows its key facts; the full text is in its tooltip
(`game.text.components`), the same words the rules are written in."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.core.catalogue import Catalogue, DrumCard, LionCard
from game.core.effects import MOTIF_COLOURS, NO_REQUIREMENT, Requirement
from game.i18n import _, current_language, name
from game.text.components import lion_stats, step_count
from game.text.effects import describe, describe_short

from .. import theme as T
from ..widgets import Kept, draw_text, shadow, text_size, wrap

DRUM_BOX = (232, 218, 188)  # Drum boxes: one-time actions
JADE_BOX = (208, 230, 212)  # Jade boxes: every turn next to this Lion
JADE_INK = (30, 96, 66)
_BOX_FILL = {"drum": DRUM_BOX, "jade": JADE_BOX}
#: The smallest text on a card or in a player's area, in design pixels (issue 42): where words do not
#: fit at this size, fewer things are shown (the magnifier shows the whole card on hover).
SMALLEST_TEXT = 12
#: A requirement's marks beside its Motif chips: "the Lion leapt to a higher tile" (an arrow, not
#: ▲, Gold's player mark: issue 42) and "both your Lions on the map"
LEAP_HIGHER_MARK = "↑"
BOTH_LIONS_MARK = "I+II"
#: What begins each box's line: a Drum box (one-time) and a Jade box (every turn); not ◆, Azure's mark
DRUM_BOX_MARK = "▶ "
JADE_BOX_MARK = "◇ "


def border_colours(card) -> list[tuple]:
    if getattr(card, "is_fear", False):
        return [(60, 50, 70)]
    if not card.colours:
        return [T.GREY_CARD]
    return [T.MOTIF[c] for c in card.colours]


def draw_card_back(
    surface: pygame.Surface, theme: T.Theme, rect: pygame.Rect, label: str = ""
) -> None:
    shadow(surface, rect, offset=2, radius=6)
    pygame.draw.rect(surface, T.RED_DARK, rect, border_radius=6)
    pygame.draw.rect(surface, T.GOLD_DARK, rect.inflate(-6, -6), 2, border_radius=4)
    draw_text(
        surface,
        "鼓",
        theme.font_px(rect.height * 0.35, serif=True),
        T.GOLD,
        rect.center,
        anchor="center",
    )
    if label:
        draw_text(
            surface,
            label,
            theme.font(12, bold=True),
            T.TEXT,
            (rect.centerx, rect.bottom - 4),
            anchor="midbottom",
        )


def _wrap_indented(font: pygame.font.Font, text: str, width: int, indent: int) -> list[str]:
    """Words into lines no wider than `width`, the first line starting `indent` pixels in."""
    from ..widgets import CJK, NO_LINE_START

    lines: list[str] = []
    line = ""
    for word in text.split():
        trial = f"{line} {word}".strip()
        room = width - (indent if not lines else 0)
        if font.size(trial)[0] <= room or not line:
            line = trial
        else:
            lines.append(line)
            line = word
        # Chinese has no spaces: a too-wide run breaks between characters (as widgets.wrap)
        while CJK.search(line) and len(line) > 1:
            room = width - (indent if not lines else 0)
            if font.size(line)[0] <= room:
                break
            cut = len(line) - 1
            while cut > 1 and font.size(line[:cut])[0] > room:
                cut -= 1
            if cut > 1 and line[cut] in NO_LINE_START:  # "。" never starts a line
                cut -= 1
            lines.append(line[:cut])
            line = line[cut:]
    if line:
        lines.append(line)
    return lines


def _requirement_chips(req: Requirement) -> list[tuple]:
    """The visual aid for a requirement: one chip per Motif, then the leap and both-Lions marks."""
    chips: list[tuple] = []
    for colour, n in req.motifs:
        chips += [("motif", MOTIF_COLOURS.index(colour))] * n
    chips += [("any", -1)] * req.any_motifs
    if req.leap_higher:
        chips.append(("mark", LEAP_HIGHER_MARK))
    if req.both_lions:
        chips.append(("mark", BOTH_LIONS_MARK))
    return chips


def _chip_width(font: pygame.font.Font, chip: tuple, r: int) -> int:
    return r * 2 + 2 if chip[0] != "mark" else text_size(font, chip[1])[0] + r


def _draw_chips(surface, theme: T.Theme, font, chips, x: int, cy: int, r: int) -> int:
    for kind, value in chips:
        if kind == "motif":
            colour = T.MOTIF_BY_INDEX[value]
            pygame.draw.circle(surface, T.INK, (x + r, cy), r)
            pygame.draw.circle(surface, colour, (x + r, cy), r - 1)
            T.draw_motif_symbol(surface, value, (x + r, cy), (r - 1) * 0.8)
        elif kind == "any":
            pygame.draw.circle(surface, T.PAPER, (x + r, cy), r)
            pygame.draw.circle(surface, T.INK, (x + r, cy), r, 1)
        else:
            draw_text(surface, value, font, T.RED_DARK, (x, cy), anchor="midleft")
        x += _chip_width(font, (kind, value), r)
    return x


def x_indent(font: pygame.font.Font, marker: str, chips: list[tuple], r: int) -> int:
    """How far a box's first line starts in: its marker, then its requirement chips."""
    if not chips:
        return font.size(marker)[0]
    return font.size(marker)[0] + sum(_chip_width(font, c, r) for c in chips) + r


def _box_layout(font: pygame.font.Font, card: DrumCard, width: int) -> list[tuple]:
    """Every Drum and Jade box of `card` as (kind, chips, lines) at `font`."""
    out = []
    r = max(3, font.get_height() // 3)
    for kind, effects in (("drum", card.drum), ("jade", card.jade)):
        for eff in effects:
            chips = _requirement_chips(eff.requires)
            text = describe(replace(eff, requires=NO_REQUIREMENT)) if chips else describe(eff)
            marker = DRUM_BOX_MARK if kind == "drum" else JADE_BOX_MARK
            indent = x_indent(font, marker, chips, r)
            out.append((kind, chips, _wrap_indented(font, text, width, indent), marker))
    return out


# --- a Drum card's words, laid out once (issue 41, item 3) ---------------------------------------------
#
# Where a card's name, steps line and boxes break, and the size they fit in, follow from the card, the
# size it is drawn at and the language alone: each is worked out once and kept (by the card, those
# sizes and the language), so a hand of cards drawn frame after frame measures nothing.  Dropped with
# the fonts (`theme.forget_fonts`), the least recently drawn first when there are many.

#: The card layouts kept (every card of a table at two or three sizes).
_layouts = Kept(1024)
#: Text cut to a width (`ellipsize`) and the font it fits in (`fit_font`), kept likewise.
_cut = Kept(4096)


def _kept(card, key: tuple, make):
    """`card`'s layout kept under `key` (in the language shown), made by `make()` the first time.
    (The card is kept with it, so no other object takes its id while it is kept.)"""
    key = (id(card), *key, current_language())
    return _layouts.get(key, lambda: (make(), card))[0]


def _fit_steps(theme: T.Theme, card: DrumCard, width: int, px: float):
    """The steps line in the longest wording that fits `width` (worked out once a card and size)."""
    key = ("steps", width, px, smallest(theme))
    return _kept(card, key, lambda: _fit_steps_now(theme, card, width, px))


def _fit_steps_now(theme: T.Theme, card: DrumCard, width: int, px: float):
    """The longest wording of the steps line that fits `width` at `smallest` pixels or more (issue
    42: a shorter wording, never a smaller font or a cut one)."""
    steps = step_count(card.steps)
    words = [steps]
    if card.bamboo_steps:
        extra = card.bamboo_steps
        words = [
            _("{steps} (+{n} for 1 Bamboo)").format(steps=steps, n=extra),
            _("{steps} (+{n} Bamboo)").format(steps=steps, n=extra),
            _("{n} (+{extra}) steps").format(n=card.steps, extra=extra),
        ]
    low = smallest(theme)
    for text in words:
        font = fit_font(theme, text, width, max(px, low), low=low)
        if font.size(text)[0] <= width:
            return font, text
    return theme.font_px(low), words[-1]


def smallest(theme: T.Theme) -> int:
    """The smallest text a card or a player's area prints, in pixels (issue 42: 12 at 1280x720 and
    100%, growing with the window and the UI scale)."""
    return theme.px(SMALLEST_TEXT)


def draw_drum_card(
    surface: pygame.Surface,
    theme: T.Theme,
    cat: Catalogue,
    index: int,
    rect: pygame.Rect,
    glow=None,
    detail: bool = True,
) -> None:
    """A Drum or Fear card face.  With `detail`, its Drum boxes (▶, one-time) and Jade boxes (◇, every
    turn next to this Lion) are written on it, each requirement shown as Motif chips, in the largest
    size that fits the card.  Nothing is printed under `smallest` pixels (issue 42): a box whose words
    do not fit shows only its mark and chips, and the whole card shows on hover (the magnifier)."""
    if index < 0:
        draw_card_back(surface, theme, rect)
        return
    card = cat.cards[index]
    radius = max(3, min(6, rect.width // 14))
    shadow(surface, rect, offset=3, radius=radius)
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=radius)
    band = pygame.Rect(rect.x, rect.y, rect.width, max(6, rect.height // 10))
    _draw_band(surface, card, band, radius)
    pad = max(3, rect.width // 18)
    width = rect.width - 2 * pad
    low = smallest(theme)
    name_px = max(low, min(rect.width * 0.115, rect.height * 0.085))
    y = band.bottom + max(1, pad // 3)
    name_font, name_lines = _kept(
        card, ("name", name_px, low, width), lambda: _name_lines(theme, card, name_px, low, width)
    )
    for line in name_lines:
        draw_text(surface, line, name_font, T.INK, (rect.x + pad, y))
        y += name_font.get_linesize() - max(1, name_font.get_height() // 8)
    small_px = max(low, min(rect.width * 0.085, rect.height * 0.065))
    small = theme.font_px(small_px)
    if getattr(card, "is_fear", False):
        draw_text(surface, _("Fear"), small, T.RED_DARK, (rect.x + pad, y + 2))
        draw_text(
            surface,
            "恐",
            theme.font_px(min(rect.height * 0.3, rect.width * 0.5), serif=True),
            (90, 70, 100),
            (rect.centerx, (y + rect.bottom) // 2 + small.get_linesize() // 2),
            anchor="center",
        )
        _card_edge(surface, theme, rect, radius, glow)
        return
    steps_font, steps = _fit_steps(theme, card, width, small_px)
    draw_text(surface, steps, steps_font, T.INK_SOFT, (rect.x + pad, y))
    y += steps_font.get_linesize()
    foot_h = small.get_linesize()
    limit = (
        rect.bottom - pad // 2 - foot_h - max(2, pad // 3)
    )  # the footer (cost or set, auspiciousness) stays clear
    if detail and limit > y:
        size = max(low, min(rect.width * 0.105, rect.height * 0.07))
        laid = _kept(
            card,
            ("boxes", size, low, width, pad, limit - y),
            lambda: _boxes_in(theme, card, size, low, width, pad, limit - y),
        )
        _draw_boxes(surface, theme, rect, y, pad, laid)
    _draw_footer(surface, theme, card, rect, pad, small_px)
    _card_edge(surface, theme, rect, radius, glow)


def _draw_band(surface, card, band: pygame.Rect, radius: int) -> None:
    """The card's colour band: one part per Motif, each with its pattern and symbol (so colour is
    not the only cue)."""
    colours = border_colours(card)
    motif_names = [] if getattr(card, "is_fear", False) else list(card.colours)
    for k, c in enumerate(colours):
        part = pygame.Rect(
            band.x + k * band.width // len(colours),
            band.y,
            band.width // len(colours) + 1,
            band.height,
        )
        pygame.draw.rect(
            surface,
            c,
            part,
            border_top_left_radius=radius if k == 0 else 0,
            border_top_right_radius=radius if k == len(colours) - 1 else 0,
        )
        if k < len(motif_names):
            index = MOTIF_COLOURS.index(motif_names[k])
            inner = part.inflate(-2 * radius if len(colours) == 1 else 0, 0)
            if k == 0:
                inner.left = part.left + radius
            if k == len(colours) - 1:
                inner.right = part.right - radius
            step = max(4, band.height // 2)
            T.draw_pattern(
                surface, inner, T.MOTIF_PATTERNS[index], T.lerp_colour(c, T.ink_on(c), 0.4), step
            )
            sr = band.height * 0.42
            if part.width > band.height * 1.2:
                pygame.draw.circle(surface, c, part.center, round(sr + 1))
                T.draw_motif_symbol(surface, index, part.center, sr)


def _draw_boxes(surface, theme: T.Theme, rect: pygame.Rect, y: int, pad: int, laid) -> None:
    """The boxes whose words fit, in full; then the others as marks (▶ or ◇ and their chips)."""
    font, line_h, r, boxes, marks = laid
    top = y
    for kind, chips, lines, marker, box_h in boxes:
        box = pygame.Rect(rect.x + pad // 2, y, rect.width - pad, box_h)
        pygame.draw.rect(surface, _BOX_FILL[kind], box, border_radius=max(2, pad // 2))
        ink = T.INK if kind == "drum" else JADE_INK
        x0 = rect.x + pad
        cy = y + 1 + line_h // 2
        x = draw_text(surface, marker, font, ink, (x0, cy), anchor="midleft").right
        if chips:
            x = _draw_chips(surface, theme, font, chips, x, cy, r) + r
        for k, line in enumerate(lines):
            lx = x if k == 0 else x0
            draw_text(surface, line, font, ink, (lx, cy + k * line_h), anchor="midleft")
        y += box_h + max(1, pad // 3)
    for kind, chips, marker, mark in marks:
        ink = T.INK if kind == "drum" else JADE_INK
        mark = mark.move(rect.x + pad // 2, top)
        pygame.draw.rect(surface, _BOX_FILL[kind], mark, border_radius=max(2, pad // 2))
        x = draw_text(
            surface, marker.strip(), font, ink, (mark.x + pad // 2, mark.centery), anchor="midleft"
        ).right
        if chips:
            _draw_chips(surface, theme, font, chips, x + r // 2, mark.centery, r)


def _draw_footer(surface, theme: T.Theme, card, rect: pygame.Rect, pad: int, small_px) -> None:
    """Along the card's foot: its cost (or its set, or 始 for a starting card) and auspiciousness."""
    small = theme.font_px(small_px)
    bottom = rect.bottom - pad // 2
    if card.kind == "market":
        cr = small.get_height() // 2 + 1
        coin = (rect.x + pad + cr, bottom - cr)
        pygame.draw.circle(surface, T.INK, coin, cr + 1)
        pygame.draw.circle(surface, T.RESOURCE_COLOURS["coins"], coin, cr)
        draw_text(surface, str(card.cost), small, T.INK, coin, anchor="center")
    elif card.set:
        draw_text(surface, card.set, small, T.INK_SOFT, (rect.x + pad, bottom), anchor="bottomleft")
    elif card.kind == "lion":
        draw_text(surface, "始", small, T.RED_DARK, (rect.x + pad, bottom), anchor="bottomleft")
    if card.auspiciousness:
        draw_text(
            surface,
            f"{card.auspiciousness}吉",
            theme.font_px(small_px, bold=True),
            T.RED_DARK,
            (rect.right - pad, bottom),
            anchor="bottomright",
        )


def _name_lines(theme: T.Theme, card, px: float, low: int, width: int):
    """A card's name in the largest font from `px` down to `low` pixels in which it takes two lines
    of `width` or fewer (at `low`, as many lines as it needs: a name is never cut)."""
    size = px
    while True:
        font = theme.font_px(size, bold=True)
        lines = wrap(font, name(card.name), width)
        if len(lines) <= 2 or size <= low:
            return font, lines
        size = max(low, size - 1)


def _boxes_in(
    theme: T.Theme, card: DrumCard, size: float, low: int, width: int, pad: int, room: int
):
    """A card's Drum and Jade boxes in the largest font from `size` down to `low` pixels that fits
    `room` pixels of height: (font, line height, chip radius, boxes, marks).  Each box shown whole is
    (kind, chips, lines, marker, height); those that do not fit (issue 42: no "…") become marks,
    (kind, chips, marker, rect relative to the card), in rows under them while rows fit."""
    while True:
        font = theme.font_px(size)
        line_h = font.get_linesize() - max(1, font.get_height() // 6)
        boxes = _box_layout(font, card, width - pad // 2)
        need = sum(len(lines) * line_h + pad // 2 for _, _, lines, _ in boxes)
        if need <= room or size <= low:
            break
        size = max(low, size - 0.5)
    r = max(3, font.get_height() // 3)
    shown = []
    y = 0
    gap = max(1, pad // 3)
    for kind, chips, lines, marker in boxes:
        box_h = len(lines) * line_h + max(2, pad // 3)
        if y + box_h > room:
            break
        shown.append((kind, chips, lines, marker, box_h))
        y += box_h + gap
    marks = []
    x = 0
    for kind, chips, _lines, marker in boxes[len(shown) :]:
        w = font.size(marker.strip())[0] + pad + (_chips_width(font, chips, r) if chips else 0)
        if x and x + w > width:
            x, y = 0, y + line_h + gap
        if y + line_h > room:
            break
        marks.append((kind, chips, marker, pygame.Rect(x, y, w, line_h)))
        x += w + gap * 2
    return font, line_h, r, shown, marks


def _chips_width(font, chips: list[tuple], r: int) -> int:
    return r // 2 + sum(_chip_width(font, c, r) for c in chips)


def _card_edge(surface, theme: T.Theme, rect: pygame.Rect, radius: int, glow) -> None:
    if glow:
        pygame.draw.rect(surface, glow, rect, max(3, theme.px(3)), border_radius=radius)
    else:
        pygame.draw.rect(surface, T.PAPER_DARK, rect, 1, border_radius=radius)


def draw_motif(
    surface: pygame.Surface, theme: T.Theme, center, radius: int, colour_index: int, glow=None
) -> None:
    """A Tattoo Motif token; each colour also has its own symbol (theme.MOTIF_SYMBOLS) so colour is
    never the only cue."""
    colour = T.MOTIF_BY_INDEX[colour_index]
    pygame.draw.circle(surface, T.INK, center, radius + 2)
    pygame.draw.circle(surface, colour, center, radius)
    T.draw_motif_symbol(surface, colour_index, center, radius * 0.78)
    if glow:
        pygame.draw.circle(surface, glow, center, radius + 4, 3)


def fit_font(
    theme: T.Theme, text: str, width: int, px: float, bold: bool = False, low: float = 7
) -> pygame.font.Font:
    """The largest font from `px` down to `low` pixels in which `text` fits `width` (found once)."""
    return _cut.get(
        ("fit", text, width, px, bold, low), lambda: _fit_font(theme, text, width, px, bold, low)
    )


def _fit_font(theme: T.Theme, text: str, width: int, px: float, bold: bool, low: float):
    size = px
    while True:
        font = theme.font_px(size, bold)
        if font.size(text)[0] <= width or size <= low:
            return font
        size = max(low, size - 1)  # (never under `low`)


def ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut to end "…" where it is wider than `width` in `font` (cut once, then kept)."""
    return _cut.get((font, text, width), lambda: _ellipsize(font, text, width))


def _ellipsize(font: pygame.font.Font, text: str, width: int) -> str:
    if font.size(text)[0] <= width:
        return text
    while len(text) > 1 and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,") + "…"


def draw_lion_card(
    surface: pygame.Surface,
    theme: T.Theme,
    cat: Catalogue,
    lion: LionCard,
    motifs: list[int],
    rect: pygame.Rect,
    seat: int,
    slot: int,
    glow=None,
    track_targets: dict | None = None,
) -> list[pygame.Rect]:
    """A Lion card: its name and banner, its dice and Wardings, and the Tattoo Motif track as five rows
    (inked Motif or empty socket, then what the space gives).  Returns the rects of the track spaces."""
    radius = max(4, rect.height // 16)
    if glow:
        halo = rect.inflate(theme.px(8), theme.px(8))
        pygame.draw.rect(surface, glow, halo, max(2, theme.px(3)), border_radius=radius + 4)
    shadow(surface, rect, offset=theme.px(3), radius=radius)
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=radius)
    colour = T.player_colour(seat)
    pad = max(3, rect.height // 30, rect.width // 50)
    n = max(1, len(lion.track))
    # header: banner badge, name, stats (fonts from the card's height)
    head_h = max(theme.px(14), int(rect.height * 0.16))
    head = pygame.Rect(rect.x, rect.y, rect.width, head_h + pad)
    pygame.draw.rect(
        surface,
        T.lighter(colour, 0.72),
        head,
        border_top_left_radius=radius,
        border_top_right_radius=radius,
    )
    badge_r = head_h // 2
    bc = (rect.x + pad + badge_r, head.centery)
    pygame.draw.circle(surface, colour, bc, badge_r)
    pygame.draw.circle(surface, T.INK, bc, badge_r, max(1, theme.px(1)))
    draw_text(
        surface,
        "I" if slot == 0 else "II",
        theme.font_px(max(smallest(theme), badge_r * 1.2), bold=True),
        T.ink_on(colour),
        bc,
        anchor="center",
    )
    # the player's mark on the badge's shoulder, so the card's owner is not told by colour alone
    mr = max(3, badge_r * 0.55)
    mc = (round(bc[0] + badge_r * 0.8), round(bc[1] - badge_r * 0.6))
    pygame.draw.circle(surface, T.PAPER, mc, round(mr + 1))
    T.draw_player_mark(surface, seat, mc, mr, colour=T.darker(colour, 0.75))
    name_x = bc[0] + badge_r + pad
    _draw_lion_title(surface, theme, lion, head, name_x, rect.right - pad, head_h)
    # the Tattoo Motif track, one row per space
    top = head.bottom + pad // 2
    gap = max(1, pad // 3)
    row_h = (rect.bottom - pad - top - gap * (n - 1)) // n
    sock_r = max(3, int(row_h * 0.36))
    low = smallest(theme)
    text_px = max(low, min(row_h * 0.6, head_h * 0.75))
    spaces = []
    for i, eff in enumerate(lion.track):
        r = pygame.Rect(rect.x + pad, top + i * (row_h + gap), rect.width - 2 * pad, row_h)
        spaces.append(r)
        filled = i < len(motifs)
        target = track_targets.get(i) if track_targets else None
        fill = T.lighter(T.MOTIF_BY_INDEX[motifs[i]], 0.72) if filled else T.PAPER_DARK
        if target:
            fill = T.lerp_colour(fill, target, 0.45)
        pygame.draw.rect(surface, fill, r, border_radius=max(2, row_h // 4))
        if target:
            pygame.draw.rect(surface, target, r.inflate(2, 2), max(2, theme.px(3)), border_radius=4)
        centre = (r.x + sock_r + gap + 1, r.centery)
        _draw_socket(surface, theme, centre, sock_r, motifs[i] if filled else -1, i)
        tx = centre[0] + sock_r + pad
        width = r.right - tx - gap
        text = describe_short(eff)
        font = fit_font(theme, text, width, text_px, bold=filled, low=low)
        if font.size(text)[0] <= width:  # else left to the space's tooltip and the magnifier
            ink = T.INK if filled else T.INK_SOFT
            draw_text(surface, text, font, ink, (tx, r.centery), anchor="midleft")
    pygame.draw.rect(
        surface,
        glow or colour,
        rect,
        max(2, theme.px(3)) if glow else max(1, theme.px(2)),
        border_radius=radius,
    )
    return spaces


def _draw_lion_title(surface, theme: T.Theme, lion, head: pygame.Rect, x: int, right: int, h: int):
    """A Lion card's name and its stats (dice and Wardings) in full or short words: beside the name,
    else under it where the header has the height, else the name alone (the stats are in the card's
    tooltip and the magnifier).  None under `smallest` pixels and none cut (issue 42)."""
    low = smallest(theme)
    title = name(lion.name)
    stats = (" · ".join(lion_stats(lion)), " · ".join(lion_stats(lion, short=True)))
    name_font = fit_font(theme, title, right - x, max(low, h * 0.82), bold=True, low=low)
    room = right - x - name_font.size(title)[0] - theme.px(6)
    text, font = _fitting(theme, stats, room, max(low, h * 0.62), low)
    if text:
        draw_text(surface, text, font, T.INK_SOFT, (right, head.centery), anchor="midright")
        draw_text(surface, title, name_font, T.INK, (x, head.centery), anchor="midleft")
        return
    top = fit_font(theme, title, right - x, max(low, h * 0.45), bold=True, low=low)
    text, font = _fitting(theme, stats, right - x, max(low, h * 0.3), low)
    if text and top.get_height() + font.get_height() <= head.height:
        y = head.centery - (top.get_height() + font.get_height()) // 2
        draw_text(surface, title, top, T.INK, (x, y))
        draw_text(surface, text, font, T.INK_SOFT, (x, y + top.get_height()))
        return
    plain = theme.font_px(low, bold=True)  # a smaller name, to keep the stats beside it
    text, font = _fitting(theme, stats, right - x - plain.size(title)[0] - theme.px(6), low, low)
    if text:
        draw_text(surface, text, font, T.INK_SOFT, (right, head.centery), anchor="midright")
        name_font = plain
    draw_text(surface, title, name_font, T.INK, (x, head.centery), anchor="midleft")


def _fitting(theme: T.Theme, words, width: int, px: float, low: int):
    """The first of `words` that fits `width` in a font from `px` down to `low` pixels, and that
    font; ("", None) if none does."""
    for text in words:
        font = fit_font(theme, text, width, px, low=low)
        if font.size(text)[0] <= width:
            return text, font
    return "", None


def _draw_socket(surface, theme: T.Theme, centre, r: int, motif: int, i: int) -> None:
    """A track space's socket: its inked Motif, or empty with its number where that number reads at
    `smallest` pixels (the rows' order tells it otherwise)."""
    if motif >= 0:
        draw_motif(surface, theme, centre, r, motif)
        return
    pygame.draw.circle(surface, T.PAPER, centre, r)
    pygame.draw.circle(surface, T.INK_SOFT, centre, r, 1)
    if r * 1.2 >= smallest(theme):
        draw_text(surface, str(i + 1), theme.font_px(r * 1.2), T.INK_SOFT, centre, anchor="center")
