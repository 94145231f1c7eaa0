"""The one place for the look of Lionwake: colours, fonts, sizes and timings.

Sizes are given for a 1280x720 window and scaled by `Theme.scale` (the window size and the player's UI
scale setting), so layouts are computed from the window, never from pixel constants spread around.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from game.resources import asset

# --- colours ---------------------------------------------------------------------------------------

TABLE = (44, 30, 24)  # the wooden table
TABLE_DARK = (30, 20, 16)
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
SHADOW = (0, 0, 0, 90)
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

#: Player colours by seat, with a mark so colour is never the only cue.
PLAYERS = [
    ((214, 64, 56), "Crimson", "●"),
    ((60, 132, 220), "Azure", "◆"),
    ((238, 186, 52), "Gold", "▲"),
    ((120, 186, 96), "Jade", "■"),
]
NIAN = (60, 40, 40)

RESOURCE_COLOURS = {
    "coins": (232, 190, 70),
    "bamboo": (140, 176, 80),
    "red_paper": (210, 60, 56),
    "jade": (90, 190, 150),
}
RESOURCE_NAMES = {"coins": "Coins", "bamboo": "Bamboo", "red_paper": "Red Paper", "jade": "Jade"}

# --- timings (seconds at normal speed) --------------------------------------------------------------

HOP_SECONDS = 0.35
DICE_SECONDS = 0.9
CARD_FLY_SECONDS = 0.35
COUNT_SECONDS = 0.4
SPAWN_SECONDS = 0.4
TOOLTIP_DELAY = 0.35

BASE_SIZE = (1280, 720)


@lru_cache(maxsize=128)
def _font(kind: str, px: int) -> pygame.font.Font:
    files = {
        "sans": "LionwakeSans-Regular.otf",
        "bold": "LionwakeSans-Bold.otf",
        "serif": "LionwakeSerif-Bold.otf",
    }
    return pygame.font.Font(str(asset("fonts", files[kind])), max(6, px))


@dataclass
class Theme:
    """Scaled sizes for the current window."""

    scale: float = 1.0
    ui_scale: float = 1.0  # the player's setting (issue: settings); multiplies the window scale

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.scale = max(0.5, min(w / BASE_SIZE[0], h / BASE_SIZE[1])) * self.ui_scale

    def px(self, value: float) -> int:
        return max(1, round(value * self.scale))

    def font(self, size: float, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of `size` design points, scaled with the window."""
        return self.font_px(self.px(size), bold, serif)

    def font_px(self, px: float, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of exactly `px` pixels (for pieces drawn to the map's own scale)."""
        kind = "serif" if serif else ("bold" if bold else "sans")
        return _font(kind, max(7, round(px)))


def player_colour(seat: int) -> tuple[int, int, int]:
    return PLAYERS[seat % len(PLAYERS)][0]


def player_name(seat: int) -> str:
    return PLAYERS[seat % len(PLAYERS)][1]


def player_mark(seat: int) -> str:
    return PLAYERS[seat % len(PLAYERS)][2]


def lerp_colour(a, b, t: float):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=False))


def darker(colour, amount: float = 0.7):
    return tuple(max(0, round(c * amount)) for c in colour[:3])


def lighter(colour, amount: float = 0.35):
    return tuple(min(255, round(c + (255 - c) * amount)) for c in colour[:3])
