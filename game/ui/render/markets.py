"""The markets beside the Village board (rulebook, "Setup", "Clean Up", "Rest" and "Summon"): the row of
four Drum cards and its deck, the Tattoo Motif row and bag, the Bamboo Slips row and supply, and the
Lion row with its deck and the Ritual Manual token on it.

Every face shows its key facts (a Drum card's name, steps, cost and auspiciousness; a Lion's name,
and its dice where the chip has room for them; a Motif's colour and mark; a Bamboo Slips token's
points and colours); the full text is in the tooltip and the hover magnifier.  Issue 42: no word is
drawn under `TEXT` design pixels nor cut short with "…": where the words do not fit, fewer are shown
(a count without its noun, a Lion's name without its dice, the Ritual Manual's token without
"Summon at").  Lit things (legal to take now) get a halo as well as a coloured edge.  In Solo, a row the
Nian holds empty (Thrash, Deface) says so where its pieces would be, and its hover says why nothing
refills or refreshes it this turn (`supply.row_held`).
"""

from __future__ import annotations

import pygame

from game.core.actions import Row
from game.core.catalogue import LionCard, SlipToken
from game.core.effects import MOTIF_COLOURS
from game.core.state import GameState
from game.core.supply import row_held
from game.i18n import _, name
from game.text.components import lion_stats

from .. import theme as T
from ..widgets import draw_text, panel, shadow
from .cards import draw_drum_card, draw_motif
from .targets import Key, Targets
from .village_board import centred

# local colours
TRAY = (36, 25, 20)  # the markets' tray on the table
SEAL = (168, 36, 30)  # the red seal on a Lion card
TEXT = 12  # the smallest design size of the markets' words (issue 42)


def draw_markets(
    surface: pygame.Surface,
    theme: T.Theme,
    st: GameState,
    rect: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """The Drum market, the Tattoo Motif row, the Bamboo Slips row and the Lion row."""
    cat = st.catalogue
    tray = rect.inflate(-theme.px(8), -theme.px(4))
    panel(surface, tray, fill=TRAY, border=T.GOLD_DARK, radius=theme.px(8))
    inner = tray.inflate(-theme.px(12), -theme.px(8))
    head_h = max(theme.px(15), theme.font(TEXT, bold=True).get_linesize())
    gap = theme.px(7)
    row_h = max(theme.px(40), round(inner.height * 0.2))  # the lower rows' tokens and Lion cards
    # --- the Drum market --------------------------------------------------------------------------
    _header(
        theme,
        surface,
        _("Drum market"),
        _("{n} in deck").format(n=len(st.drum_deck)),
        inner.x,
        inner.y,
        inner.width,
        head_h,
    )
    cards_top = inner.y + head_h
    cards_h = inner.bottom - row_h - head_h - theme.px(5) - cards_top
    slots = max(4, len(st.drum_row))
    card_w = min((inner.width - gap * (slots - 1)) / slots, cards_h * 0.95)
    rects = [
        pygame.Rect(round(inner.x + i * (card_w + gap)), cards_top, round(card_w), cards_h)
        for i in range(len(st.drum_row))
    ]
    _halos(surface, theme, rects, [glow.get(("market", i)) for i in range(len(rects))])
    for i, (card, r) in enumerate(zip(st.drum_row, rects, strict=True)):
        draw_drum_card(surface, theme, cat, card, r, glow=glow.get(("market", i)), detail=True)
        targets.add(r, ("market", i))
    if not st.drum_row and row_held(st, Row.DRUM):
        area = pygame.Rect(inner.x, cards_top, inner.width, cards_h)
        _held(surface, theme, area, _("Thrashed by the Nian"), targets, "drum")
    # --- the lower rows: Motifs, Bamboo Slips, Lions ----------------------------------------------
    top = inner.bottom - row_h - head_h
    body_y = top + head_h
    tok = min(round(row_h * 0.27), theme.px(11))  # Motif token radius
    motif_step = tok * 2 + theme.px(6)
    slip_w = min(round(row_h * 0.5), theme.px(22))
    slip_step = slip_w + theme.px(5)
    motifs_count = _("{n} in bag").format(n=sum(st.motif_bag))
    slips_count = _("{n} left").format(n=len(st.slip_supply))
    spare = max(0, inner.width - 2 * gap - theme.px(200) - 4 * (motif_step + slip_step)) // 2
    motif_w = 4 * motif_step + min(
        spare, max(0, _header_w(theme, _("Tattoo Motifs"), motifs_count) - 4 * motif_step)
    )
    slips_w = 4 * slip_step + min(
        spare, max(0, _header_w(theme, _("Bamboo Slips"), slips_count) - 4 * slip_step)
    )
    # Tattoo Motifs
    x = inner.x
    _header(theme, surface, _("Tattoo Motifs"), motifs_count, x, top, motif_w, head_h)
    centres = [
        (round(x + motif_step / 2 + i * motif_step), body_y + row_h // 2)
        for i in range(len(st.motif_row))
    ]
    lits = [glow.get(("motif", i)) for i in range(len(centres))]
    tokens = [pygame.Rect(c[0] - tok, c[1] - tok, tok * 2, tok * 2) for c in centres]
    _halos(surface, theme, tokens, lits, round_=True)
    for i, (colour, c) in enumerate(zip(st.motif_row, centres, strict=True)):
        draw_motif(surface, theme, c, tok, colour, glow=lits[i])
        hit = pygame.Rect(0, 0, motif_step, row_h)
        hit.center = c
        targets.add(hit, ("motif", i))
    if not st.motif_row and row_held(st, Row.MOTIF):
        area = pygame.Rect(x, body_y, motif_w, row_h)
        _held(surface, theme, area, _("Defaced"), targets, "motif")
    # Bamboo Slips
    x = inner.x + motif_w + gap
    _divider(surface, theme, x - gap // 2, top, row_h + head_h)
    _header(theme, surface, _("Bamboo Slips"), slips_count, x, top, slips_w, head_h)
    rects = [
        pygame.Rect(
            x + theme.px(2) + i * slip_step, body_y + theme.px(2), slip_w, row_h - theme.px(3)
        )
        for i in range(len(st.slip_row))
    ]
    lits = [glow.get(("slip", i)) for i in range(len(rects))]
    _halos(surface, theme, rects, lits)
    for i, (slip, r) in enumerate(zip(st.slip_row, rects, strict=True)):
        draw_slip(surface, theme, r, lits[i], cat.slips[slip] if slip >= 0 else None)
        targets.add(r, ("slip", i))
    # Lions: the row of four, the deck, and the Ritual Manual token on the deck
    x = inner.x + motif_w + slips_w + 2 * gap
    width = inner.right - x
    _divider(surface, theme, x - gap // 2, top, row_h + head_h)
    right = x + width
    lions, in_deck = _("Lions"), _("{n} in deck").format(n=len(st.lion_deck))
    if st.manual >= 0:
        least = x + _header_w(theme, lions, str(len(st.lion_deck))) + theme.px(6)
        qi = cat.manuals[st.manual].qi
        right = _manual(surface, theme, qi, right, top, head_h, targets, glow, least)
    _header(theme, surface, lions, in_deck, x, top, right - x, head_h)
    cols = 2
    chip_gap = theme.px(3)
    chip_w = (width - chip_gap * (cols - 1)) // cols
    chip_h = (row_h - chip_gap) // 2
    rects = [
        pygame.Rect(
            x + (i % cols) * (chip_w + chip_gap),
            body_y + (i // cols) * (chip_h + chip_gap),
            chip_w,
            chip_h,
        )
        for i in range(len(st.lion_row))
    ]
    lits = [glow.get(("lionrow", i)) for i in range(len(rects))]
    _halos(surface, theme, rects, lits)
    faces = [cat.lions[lion] for lion in st.lion_row if lion >= 0]
    stats = _stats_place(theme, faces, rects[0]) if rects else ""
    for i, (lion, r) in enumerate(zip(st.lion_row, rects, strict=True)):
        lit = lits[i]
        if lion >= 0:
            _lion_chip(surface, theme, cat.lions[lion], r, stats, lit)
        else:
            _lion_back(surface, theme, r)
        targets.add(r, ("lionrow", i))


def _manual(
    surface, theme: T.Theme, qi: int, right: int, top: int, h: int, targets, glow, least: int
) -> int:
    """The Ritual Manual token at the end of the Lions' title: "Summon at (5) Qi", without "Summon
    at" where it would reach left of `least` (its tooltip says it all); returns its left."""
    small = theme.font(TEXT)
    radius = max(theme.px(5), h // 2)
    cy = top + h // 2
    qi_r = draw_text(surface, _("Qi"), small, T.TEXT_DIM, (right, cy), anchor="midright")
    c = (qi_r.left - theme.px(3) - radius, cy)
    _manual_token(
        surface,
        theme,
        pygame.Rect(c[0] - radius, cy - radius, radius * 2, radius * 2),
        qi,
        glow.get(("manual",)),
    )
    left = c[0] - radius
    label = _("Summon at")
    if left - theme.px(3) - small.size(label)[0] >= least:
        left = draw_text(
            surface, label, small, T.TEXT_DIM, (left - theme.px(3), cy), anchor="midright"
        ).left
    hit = pygame.Rect(left, top, right - left, h)
    targets.add(hit, ("manual",))
    return left - theme.px(6)


# --- pieces ---------------------------------------------------------------------------------------


def _header(
    theme: T.Theme, surface, title: str, count: str, x: int, y: int, width: int, h: int
) -> None:
    """A row's title in gold, and how many are left face down beside it: the number alone where the
    words do not fit, nothing where not even that does."""
    font = theme.font(TEXT, bold=True)
    small = theme.font(TEXT)
    cy = y + h // 2
    tr = draw_text(surface, title, font, T.GOLD, (x, cy), anchor="midleft")
    room = x + width - tr.right - theme.px(6)
    if small.size(count)[0] > room:
        count = count.split(" ")[0]
    if small.size(count)[0] <= room:
        draw_text(surface, count, small, T.TEXT_DIM, (tr.right + theme.px(6), cy), anchor="midleft")


def _held(surface, theme: T.Theme, area: pygame.Rect, label: str, targets, row: str) -> None:
    """A row the Solo Nian holds empty: its label where the pieces would be (on two lines where one
    does not fit); its hover (`("held", row)`, `tooltips.lines_for`) says why."""
    font = theme.font(12, bold=True)
    words = label.split(" ")
    lines = [label]
    if font.size(label)[0] > area.width - theme.px(4) and len(words) > 1:
        half = (len(words) + 1) // 2
        lines = [" ".join(words[:half]), " ".join(words[half:])]
    step = font.get_linesize()
    y = area.centery - step * (len(lines) - 1) // 2
    for line in lines:
        draw_text(surface, line, font, T.TEXT_DIM, (area.centerx, y), anchor="center")
        y += step
    targets.add(area, ("held", row))


def _header_w(theme: T.Theme, title: str, count: str) -> int:
    font, small = theme.font(TEXT, bold=True), theme.font(TEXT)
    return font.size(title)[0] + theme.px(6) + small.size(count)[0]


def _divider(surface, theme: T.Theme, x: int, y: int, h: int) -> None:
    pygame.draw.line(
        surface, T.darker(T.GOLD_DARK, 0.6), (x, y + theme.px(3)), (x, y + h - theme.px(2))
    )


def _halos(surface, theme: T.Theme, rects, lits, round_: bool = False) -> None:
    """A soft glow around each thing the player may take now, drawn under the whole row."""
    grow = theme.px(4)
    for r, colour in zip(rects, lits, strict=True):
        if not colour:
            continue
        box = r.inflate(grow * 2, grow * 2)
        halo = pygame.Surface(box.size, pygame.SRCALPHA)
        radius = box.width // 2 if round_ else theme.px(7)
        pygame.draw.rect(halo, (*colour[:3], 70), halo.get_rect(), border_radius=radius)
        inner = halo.get_rect().inflate(-grow, -grow)
        radius = inner.width // 2 if round_ else max(2, radius - grow // 2)
        pygame.draw.rect(halo, (*colour[:3], 120), inner, border_radius=radius)
        surface.blit(halo, box)


def draw_slip(
    surface, theme: T.Theme, r: pygame.Rect, glow=None, slip: SlipToken | None = None
) -> None:
    """A Bamboo Slips token: bamboo strips with its points and the Motif colours it names."""
    shadow(surface, r, offset=max(1, theme.px(2)), radius=3)
    pygame.draw.rect(surface, T.BAMBOO, r, border_radius=3)
    for k in range(1, 3):
        x = r.x + k * r.width // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (x, r.y + 2), (x, r.bottom - 2), 1)
    if slip is None:
        centred(
            surface,
            "简",
            theme.font_px(min(r.width * 0.7, r.height * 0.6), serif=True),
            T.INK,
            r.center,
        )
    else:
        top = r.y + r.height * 0.3
        centred(
            surface,
            str(slip.points),
            theme.font_px(min(r.width * 0.62, r.height * 0.36), bold=True),
            T.INK,
            (r.centerx, round(top)),
        )
        mark = min(r.width * 0.46, r.height * 0.24)
        if mark >= theme.px(TEXT):  # the auspicious mark, where it can be read
            centred(
                surface,
                "吉",
                theme.font_px(mark, serif=True),
                T.RED_DARK,
                (r.centerx, round(r.y + r.height * 0.56)),
            )
        if slip.colours:
            dr = max(3, min(r.width // 5, r.height // 10))
            n = len(slip.colours)
            for k, colour_name in enumerate(slip.colours):
                index = MOTIF_COLOURS.index(colour_name)
                c = (
                    round(r.centerx + (k - (n - 1) / 2) * (dr * 2 + 1)),
                    round(r.bottom - dr - r.height * 0.08),
                )
                pygame.draw.circle(surface, T.INK, c, dr + 1)
                pygame.draw.circle(surface, T.MOTIF_BY_INDEX[index], c, dr)
                T.draw_motif_symbol(surface, index, c, dr * 0.8)
    pygame.draw.rect(surface, glow or T.BAMBOO_DARK, r, 3 if glow else 1, border_radius=3)


def _lion_back(surface, theme: T.Theme, r: pygame.Rect) -> None:
    """A face-down Lion card."""
    pygame.draw.rect(surface, T.RED_DARK, r, border_radius=theme.px(4))
    pygame.draw.rect(surface, T.GOLD_DARK, r, 1, border_radius=theme.px(4))
    size = max(r.height * 0.6, theme.px(TEXT))
    centred(surface, "狮", theme.font_px(size, serif=True), T.GOLD, r.center)


def _manual_token(surface, theme: T.Theme, r: pygame.Rect, qi: int, glow=None) -> None:
    """The Ritual Manual token: summon your second Lion after placing this many Qi Energy."""
    c, radius = r.center, r.width // 2
    pygame.draw.circle(surface, T.INK, c, radius + 1)
    pygame.draw.circle(surface, T.GOLD, c, radius)
    pygame.draw.circle(surface, T.GOLD_DARK, c, max(2, radius - theme.px(2)), 1)
    size = max(radius * 1.25, theme.px(TEXT))
    centred(surface, str(qi), theme.font_px(size, bold=True), T.INK, c)
    if glow:
        pygame.draw.circle(surface, glow, c, radius + theme.px(3), max(2, theme.px(2)))


def _words_that_fit(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, or as many of its first words as fit `width` (never a word cut, never "…"); "" when
    not even the first does."""
    words = text.split(" ")
    while words and font.size(" ".join(words))[0] > width:
        words.pop()
    return " ".join(words)


def _stats_place(theme: T.Theme, lions: list[LionCard], r: pygame.Rect) -> str:
    """Where the Lion chips of size `r` show their dice: "below" the name, "beside" it, or ""
    (not at all) - the same on every chip of the row, so a chip without them never looks bare."""
    name_font, font = theme.font(TEXT, bold=True), theme.font(TEXT)
    width = r.width - 2 * max(2, theme.px(4)) - theme.px(2)
    wides = [font.size(" · ".join(lion_stats(lion, short=True)))[0] for lion in lions]
    if r.height >= 2 * font.get_linesize() - theme.px(4) and max(wides, default=0) <= width:
        return "below"
    room = width - theme.px(10)
    if all(
        name_font.size(name(lion.name))[0] + w <= room for lion, w in zip(lions, wides, strict=True)
    ):
        return "beside"
    return ""


def _lion_chip(
    surface, theme: T.Theme, lion: LionCard, r: pygame.Rect, stats_place: str, glow=None
) -> None:
    """A Lion card in the row: its name, and its dice `stats_place` ("below" or "beside" the name,
    or "" for none: `_stats_place`); the Motif track is in the tooltip and the magnifier."""
    radius = theme.px(4)
    shadow(surface, r, offset=max(1, theme.px(2)), radius=radius)
    pygame.draw.rect(surface, T.PAPER, r, border_radius=radius)
    pad = max(2, theme.px(4))
    pygame.draw.rect(
        surface,
        SEAL,
        (r.x, r.y, max(2, theme.px(3)), r.height),
        border_top_left_radius=radius,
        border_bottom_left_radius=radius,
    )
    x = r.x + pad + theme.px(2)
    width = r.right - pad - x
    name_font, stats_font = theme.font(TEXT, bold=True), theme.font(TEXT)
    title = _words_that_fit(name_font, name(lion.name), width)
    stats = " · ".join(lion_stats(lion, short=True))
    cy = round(r.y + r.height * 0.3) if stats_place == "below" else r.centery
    draw_text(surface, title, name_font, T.INK, (x, cy), anchor="midleft")
    if stats_place == "below":
        pos = (x, round(r.y + r.height * 0.74))
        draw_text(surface, stats, stats_font, T.INK_SOFT, pos, anchor="midleft")
    elif stats_place == "beside":
        pos = (r.right - pad, cy)
        draw_text(surface, stats, stats_font, T.INK_SOFT, pos, anchor="midright")
    if glow:  # the lit edge sits outside the card, clear of its words
        w = max(2, theme.px(2))
        pygame.draw.rect(surface, glow, r.inflate(2 * w, 2 * w), w, border_radius=radius + w)
    else:
        pygame.draw.rect(surface, T.GOLD_DARK, r, 1, border_radius=radius)
