"""The one place for the look of Lionwake: colours, fonts, sizes and timings.

Sizes are given for a 1280x720 window and scaled by `Theme.scale` (the window size and the player's UI
scale setting), so layouts are computed from the window, never from pixel constants spread around.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.i18n import N_, _
from game.resources import asset

# --- colours ---------------------------------------------------------------------------------------

TABLE = (44, 30, 24)  # the wooden table
TABLE_DARK = (30, 20, 16)
PANEL_FILL = (40, 28, 22)  # a panel of content on the table (setup, scores, details, lobbies)
TABLE_LIGHT = (70, 50, 38)
PAPER = (243, 231, 204)  # card stock
PAPER_DARK = (214, 196, 160)
INK = (34, 24, 20)
INK_SOFT = (92, 74, 62)
TEXT = (246, 236, 214)  # light text on the table
TEXT_DIM = (190, 174, 150)
RED = (196, 40, 36)  # lacquer red, the game's accent
RED_DARK = (132, 24, 22)
GOLD = (222, 176, 66)
GOLD_DARK = (160, 118, 34)
JADE = (70, 170, 128)
HIGHLIGHT = (255, 222, 96)
LEGAL = (120, 230, 140)
ILLEGAL = (230, 90, 80)
OVERLAY = (14, 10, 8, 200)
GUIDE_PANEL = (52, 30, 22)  # the guided first game's speech panel (tutorial.py)
GUIDE_POINTER = (255, 214, 64)  # its pulsing ring and arrow

#: Terrain: top face, side face (rulebook: plains green, highlands yellow, mountains blue).
TERRAIN = {
    0: ((112, 168, 84), (78, 120, 58)),
    1: ((222, 184, 84), (166, 132, 52)),
    2: ((96, 136, 196), (62, 94, 146)),
}
BAMBOO = (188, 168, 92)
BAMBOO_DARK = (132, 114, 56)

#: Tattoo Motif colours (effects.MOTIF_COLOURS order) and Drum card borders (grey for player cards).
MOTIF = {
    "green": (76, 160, 84),
    "red": (204, 54, 48),
    "purple": (142, 84, 178),
    "blue": (62, 118, 204),
}
MOTIF_BY_INDEX = [MOTIF[c] for c in ("green", "red", "purple", "blue")]
GREY_CARD = (150, 146, 140)

#: Player colours by seat, with a mark so colour is never the only cue (drawn by `draw_player_mark`).
PLAYERS = [
    ((214, 64, 56), "Crimson", "●"),
    ((60, 132, 220), "Azure", "◆"),
    ((238, 186, 52), "Gold", "▲"),
    ((120, 186, 96), "Jade", "■"),
]
NIAN = (60, 40, 40)
MONSTER_TEXT = (236, 112, 96)  # a monster's name in battle: 4.5:1 or more on the table

RESOURCE_COLOURS = {
    "coins": (232, 190, 70),
    "bamboo": (140, 176, 80),
    "red_paper": (210, 60, 56),
    "jade": (90, 190, 150),
}

# --- colour-blind palette (issue 8, accessibility) ---------------------------------------------------
#
# The colours that carry meaning -- the four Tattoo Motifs, the players, the terrain and the lit /
# refused / just-changed highlights -- have a second palette chosen so they stay apart for people with
# protanopia, deuteranopia and tritanopia (checked in tests/ui/test_accessibility.py by simulating
# each with the Machado 2009 matrices: every pair keeps a CIE76 difference of 24 or more).  It keeps
# each colour's name true (the green Motif is still green, Crimson still red) but spreads them in
# lightness as well as hue.  `set_palette` swaps these module values in place, so every renderer,
# which reads them as ``T.NAME`` when it draws, shows the new colours on the next frame.

COLOUR_BLIND_MODES = ("off", "on")
COLOUR_BLIND_NAMES = {"off": N_("Off"), "on": N_("On")}

_STANDARD = {
    "MOTIF": dict(MOTIF),
    "PLAYER_COLOURS": [c for c, _, _ in PLAYERS],
    "TERRAIN": dict(TERRAIN),
    "LEGAL": LEGAL,
    "ILLEGAL": ILLEGAL,
    "HIGHLIGHT": HIGHLIGHT,
}
_COLOUR_BLIND = {
    "MOTIF": {
        "green": (150, 230, 140),  # pale leaf green: light
        "red": (190, 45, 40),  # deep red: dark and warm
        "purple": (210, 140, 230),  # orchid: light and cool
        "blue": (30, 70, 190),  # deep blue: dark and cool
    },
    "PLAYER_COLOURS": [(190, 40, 50), (40, 90, 210), (245, 215, 80), (110, 220, 170)],
    "TERRAIN": {
        0: ((50, 130, 80), (34, 92, 56)),
        1: ((235, 205, 120), (176, 150, 80)),
        2: ((150, 160, 235), (104, 112, 176)),
    },
    "LEGAL": (100, 200, 255),  # sky blue: what may be clicked
    "ILLEGAL": (200, 60, 40),  # brick red: refused, lost, a monster arrived
    "HIGHLIGHT": (255, 230, 100),  # yellow: chosen, or just changed
}
PALETTES = {"off": _STANDARD, "on": _COLOUR_BLIND}
palette_mode = "off"
_palette_listeners: list = []


def on_palette_change(callback) -> None:
    """Call `callback()` whenever the palette changes (renderers empty their sprite caches)."""
    _palette_listeners.append(callback)


def set_palette(mode: str) -> None:
    """Use the standard colours ("off") or the colour-blind ones ("on"); takes effect at once."""
    global MOTIF, MOTIF_BY_INDEX, PLAYERS, TERRAIN, LEGAL, ILLEGAL, HIGHLIGHT, palette_mode
    if mode not in PALETTES:
        raise ValueError(f"unknown colour-blind mode {mode!r}")
    if mode == palette_mode:
        return
    p = PALETTES[mode]
    MOTIF = dict(p["MOTIF"])
    MOTIF_BY_INDEX = [MOTIF[c] for c in ("green", "red", "purple", "blue")]
    PLAYERS = [
        (c, name, mark) for c, (_, name, mark) in zip(p["PLAYER_COLOURS"], PLAYERS, strict=True)
    ]
    TERRAIN = dict(p["TERRAIN"])
    LEGAL, ILLEGAL, HIGHLIGHT = p["LEGAL"], p["ILLEGAL"], p["HIGHLIGHT"]
    palette_mode = mode
    for callback in _palette_listeners:
        callback()


# --- symbols and patterns: colour is never the only cue ------------------------------------------------
#
# Each Tattoo Motif colour has a symbol (drawn on its tokens and chips) and a fill pattern (on Drum card
# borders and inked track spaces): green grass blades over stripes, red a flame over diagonal hatching,
# purple a cloud ring over dots, blue waves over wavy lines.  Each player has a mark (●, ◆, ▲, ■) drawn
# as a shape on every chip, Lion, banner and bar of theirs, and a pattern for larger fills.  All are
# drawn with pygame.draw, so no font glyph is needed and they stay crisp at any size.

MOTIF_SYMBOLS = ("grass", "flame", "cloud", "waves")  # by Motif index (green, red, purple, blue)
MOTIF_PATTERNS = ("stripes", "hatch", "dots", "waves")
PLAYER_SYMBOLS = ("circle", "diamond", "triangle", "square")  # the shapes of ●, ◆, ▲, ■
PLAYER_PATTERNS = ("dots", "hatch", "stripes", "cross")


def ink_on(colour) -> tuple[int, int, int]:
    """Dark ink or light text, whichever reads on `colour`."""
    r, g, b = colour[:3]
    return INK if 0.299 * r + 0.587 * g + 0.114 * b > 140 else TEXT


def draw_symbol(surface: pygame.Surface, kind: str, center, r: float, colour) -> None:
    """One symbol of radius about `r`, centred on `center`."""
    cx, cy = center
    r = max(2.0, float(r))
    w = max(1, round(r / 3.5))
    if kind == "circle":
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(r * 0.8))
    elif kind == "diamond":
        pts = [(cx, cy - r), (cx + r * 0.85, cy), (cx, cy + r), (cx - r * 0.85, cy)]
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "triangle":
        pts = [(cx, cy - r * 0.95), (cx + r, cy + r * 0.75), (cx - r, cy + r * 0.75)]
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "square":
        s = r * 0.75
        pygame.draw.rect(
            surface, colour, pygame.Rect(round(cx - s), round(cy - s), round(2 * s), round(2 * s))
        )
    elif kind == "grass":  # three blades from one root
        root = (cx, cy + r * 0.8)
        for tip in (
            (cx - r * 0.7, cy - r * 0.55),
            (cx, cy - r * 0.9),
            (cx + r * 0.7, cy - r * 0.55),
        ):
            pygame.draw.line(surface, colour, root, tip, w + 1)
    elif kind == "flame":  # a drop pointing up
        pygame.draw.circle(surface, colour, (round(cx), round(cy + r * 0.3)), round(r * 0.55))
        pts = [(cx, cy - r * 0.95), (cx + r * 0.55, cy + r * 0.3), (cx - r * 0.55, cy + r * 0.3)]
        pygame.draw.polygon(surface, colour, pts)
    elif kind == "cloud":  # a ring
        pygame.draw.circle(surface, colour, (round(cx), round(cy)), round(r * 0.72), w + 1)
    elif kind == "waves":  # two zig-zag lines
        for dy in (-0.32, 0.38):
            y = cy + dy * r
            pts = [(cx - r * 0.85 + k * r * 0.425, y + (-1) ** k * r * 0.2) for k in range(5)]
            pygame.draw.lines(surface, colour, False, pts, w + 1)
    elif kind == "cross":
        pygame.draw.line(
            surface, colour, (cx - r * 0.7, cy - r * 0.7), (cx + r * 0.7, cy + r * 0.7), w + 1
        )
        pygame.draw.line(
            surface, colour, (cx + r * 0.7, cy - r * 0.7), (cx - r * 0.7, cy + r * 0.7), w + 1
        )


def draw_pattern(
    surface: pygame.Surface, rect: pygame.Rect, kind: str, colour, step: int = 6
) -> None:
    """Fill `rect` with a line or dot pattern in `colour` (drawn over a flat colour fill)."""
    step = max(3, int(step))
    clip = surface.get_clip()
    surface.set_clip(rect.clip(clip) if clip else rect)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right, rect.bottom
    if kind == "stripes":
        for x in range(x0 + step // 2, x1, step):
            pygame.draw.line(surface, colour, (x, y0), (x, y1), 1)
    elif kind == "hatch":
        for d in range(-rect.height, rect.width, step):
            pygame.draw.line(surface, colour, (x0 + d, y1), (x0 + d + rect.height, y0), 1)
    elif kind == "cross":
        for d in range(-rect.height, rect.width, step):
            pygame.draw.line(surface, colour, (x0 + d, y1), (x0 + d + rect.height, y0), 1)
            pygame.draw.line(surface, colour, (x0 + d, y0), (x0 + d + rect.height, y1), 1)
    elif kind == "dots":
        rad = max(1, step // 5)
        for j, y in enumerate(range(y0 + step // 2, y1, step)):
            for x in range(x0 + step // 2 + (step // 2 if j % 2 else 0), x1, step):
                pygame.draw.circle(surface, colour, (x, y), rad)
    elif kind == "waves":
        for y in range(y0 + step // 2, y1 + step, step):
            pts = [
                (x, y + (step // 4 if (x - x0) // (step // 2 or 1) % 2 else -(step // 4)))
                for x in range(x0, x1 + step, max(2, step // 2))
            ]
            if len(pts) > 1:
                pygame.draw.lines(surface, colour, False, pts, 1)
    surface.set_clip(clip)


def draw_motif_symbol(surface: pygame.Surface, index: int, center, r: float, colour=None) -> None:
    """The symbol of Motif `index` (ink chosen to read on the Motif's colour unless given)."""
    draw_symbol(
        surface, MOTIF_SYMBOLS[index % 4], center, r, colour or ink_on(MOTIF_BY_INDEX[index % 4])
    )


def draw_player_mark(surface: pygame.Surface, seat: int, center, r: float, colour=None) -> None:
    """Seat `seat`'s mark as a shape (ink chosen to read on the player's colour unless given)."""
    draw_symbol(surface, PLAYER_SYMBOLS[seat % 4], center, r, colour or ink_on(player_colour(seat)))


def draw_computer_icon(surface: pygame.Surface, center, size: int, colour) -> pygame.Rect:
    """A small screen on a stand: marks a computer seat beside its name (not by colour alone).
    Returns the rectangle it takes."""
    size = max(8, int(size))
    line = max(1, size // 8)
    screen = pygame.Rect(0, 0, size, int(size * 0.66))
    screen.midtop = (int(center[0]), int(center[1] - size // 2))
    pygame.draw.rect(surface, colour, screen, line, border_radius=max(1, size // 8))
    foot = screen.bottom + max(1, size // 6)
    pygame.draw.line(surface, colour, (screen.centerx, screen.bottom), (screen.centerx, foot), line)
    half = size // 4
    pygame.draw.line(
        surface, colour, (screen.centerx - half, foot), (screen.centerx + half, foot), line
    )
    return pygame.Rect(screen.x, screen.y, size, foot - screen.y + line)


def draw_player_chip(surface: pygame.Surface, seat: int, center, r: int) -> None:
    """A token in a player's colour with their mark on it, ringed in ink."""
    pygame.draw.circle(surface, INK, center, r + 1)
    pygame.draw.circle(surface, player_colour(seat), center, r)
    if r >= 3:
        draw_player_mark(surface, seat, center, r * 0.55)


#: The score chart: one colour and one pattern per scoring category, so the stacks read without colour.
CHART_COLOURS = [
    (140, 176, 80),
    (196, 60, 48),
    (120, 40, 40),
    (200, 110, 40),
    (222, 176, 66),
    (90, 170, 200),
]
CHART_PATTERNS = ("", "hatch", "dots", "stripes", "cross", "waves")


def draw_chart_fill(surface: pygame.Surface, rect: pygame.Rect, k: int, step: int = 7) -> None:
    """Category `k`'s bar (or legend swatch): its colour with its pattern over it."""
    colour = CHART_COLOURS[k % len(CHART_COLOURS)]
    pygame.draw.rect(surface, colour, rect)
    pattern = CHART_PATTERNS[k % len(CHART_PATTERNS)]
    if pattern:
        draw_pattern(surface, rect, pattern, lerp_colour(colour, ink_on(colour), 0.5), step)


# --- timings (seconds at normal speed) --------------------------------------------------------------

HOP_SECONDS = 0.35
DICE_SECONDS = 0.9
CARD_FLY_SECONDS = 0.35
COUNT_SECONDS = 0.4
SPAWN_SECONDS = 0.4
TOOLTIP_DELAY = 0.35

BASE_SIZE = (1280, 720)


FONT_FILES = {
    "sans": "LionwakeSans-Regular.otf",
    "bold": "LionwakeSans-Bold.otf",
    "serif": "LionwakeSerif-Bold.otf",
}
#: How a font file begins (OpenType, TrueType, a collection, WOFF): anything else is not opened,
#: since the font library may crash outright on a file that is not a font.
FONT_MAGIC = (b"OTTO", b"\x00\x01\x00\x00", b"true", b"ttcf", b"wOFF", b"wOF2")
#: What a font must measure to be used: Latin, digits and the Chinese of the title.
FONT_PROBE = "Lionwake 0123456789 醒狮"
#: The font files that could not be used: file name -> why (English; see `font_problems`).
_font_problems: dict[str, str] = {}


#: What is called when the fonts are dropped (`on_forget_fonts`): text kept rendered or laid out in
#: a font is dropped with it.
_font_listeners: list = []


def on_forget_fonts(callback) -> None:
    """Call `callback()` whenever `forget_fonts` drops the loaded fonts (the text rendered and laid
    out in them is then kept no longer: `widgets.forget_text`)."""
    if callback not in _font_listeners:
        _font_listeners.append(callback)


def forget_fonts() -> None:
    """Drop the loaded fonts: a font outlives no `pygame.quit()`, so whoever starts pygame afresh
    (the App, the crash window) calls this first.  Text kept rendered in them goes too."""
    _font.cache_clear()
    _font_problems.clear()
    for callback in list(_font_listeners):
        callback()


def font_problems() -> list[str]:
    """A sentence for each font file that could not be used (pygame's own font is drawn in its
    place), for the title menu to show."""
    return [
        _("The font {file} could not be used ({why}); a plain font is drawn instead.").format(
            file=file, why=why
        )
        for file, why in _font_problems.items()
    ]


def _open_font(file: str, px: int) -> pygame.font.Font:
    """The game's font `file` at `px` pixels; pygame's default font when the file is missing, is
    not a font or cannot measure text (the reason is kept for `font_problems`)."""
    path = asset("fonts", file)
    try:
        with open(path, "rb") as fh:
            head = fh.read(4)
        if head not in FONT_MAGIC:
            raise ValueError("not a font file")
        font = pygame.font.Font(str(path), px)
        font.size(FONT_PROBE)  # a damaged font fails here, not in the middle of a frame
        return font
    except FileNotFoundError:
        why = "missing"
    except (OSError, ValueError, pygame.error) as exc:
        why = str(exc) or type(exc).__name__
    _font_problems[file] = why
    return pygame.font.Font(None, px)


@lru_cache(maxsize=128)
def _font(kind: str, px: int) -> pygame.font.Font:
    return _open_font(FONT_FILES[kind], max(6, px))


@dataclass
class Theme:
    """Scaled sizes for the current window."""

    scale: float = 1.0
    ui_scale: float = 1.0  # the player's setting (75%..200%); multiplies the window scale
    fit: float = 1.0  # the window's own scale (1280x720 is 1)
    cap: float = 9.0  # how far the UI scale may go on the scene being laid out or drawn

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.fit = max(0.5, min(w / BASE_SIZE[0], h / BASE_SIZE[1]))
        self.scale = self.fit * min(self.ui_scale, self.cap)

    def set_cap(self, cap: float) -> None:
        """Let the UI scale go no further than `cap` (a scene whose content would not fit the window
        at the player's UI scale is shown at the largest scale it fits; see SceneStack)."""
        self.cap = cap
        self.scale = self.fit * min(self.ui_scale, self.cap)

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def font(self, size: float, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of `size` design points, scaled with the window."""
        return self.font_px(self.px(size), bold, serif)

    def font_px(self, px: float, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of exactly `px` pixels (for pieces drawn to the map's own scale)."""
        kind = "serif" if serif else ("bold" if bold else "sans")
        font = _font(kind, max(7, round(px)))
        try:
            font.get_height()  # a font loaded before a pygame.quit() elsewhere in this process is dead
        except pygame.error:
            forget_fonts()
            font = _font(kind, max(7, round(px)))
        return font


def player_colour(seat: int) -> tuple[int, int, int]:
    return PLAYERS[seat % len(PLAYERS)][0]


def player_name(seat: int) -> str:
    """The seat's colour name in the current language (Crimson / 赤 ...)."""
    from game.text.names import seat_name

    return seat_name(seat % len(PLAYERS))


def player_mark(seat: int) -> str:
    return PLAYERS[seat % len(PLAYERS)][2]


def lerp_colour(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))


def darker(colour, amount: float = 0.7):
    return tuple(max(0, round(c * amount)) for c in colour[:3])


def lighter(colour, amount: float = 0.35):
    return tuple(min(255, round(c + (255 - c) * amount)) for c in colour[:3])
