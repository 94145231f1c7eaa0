"""The player's settings (issue 8, "Settings, kept per user") and the file that keeps them.

`Settings` is what a player may change: the window, UI scale, colour-blind palette, animation speed,
computer pace, volumes, language and whether ending a turn with Perform actions left asks first, and
what the new-game screens last started (`GameSetup`: the seats and the options, hot-seat and Solo
apart), so the next game is set up the same way.  They are kept in
``<user config folder>/settings.json`` (``LIONWAKE_DATA_DIR`` moves it), written with
`save.write_atomic` every time one changes.  `load` never fails: a missing file gives the defaults;
a damaged file or one from a newer Lionwake is moved aside as ``settings.json.damaged-<time>``
(never deleted) with a notice for the player, and the defaults are used; unknown keys are ignored
and values out of range are brought back into range; a damaged remembered setup gives the default
setup (each of its values on its own).
"""

from __future__ import annotations

import json
import math
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import i18n, userfiles
from game.core.save import write_atomic
from game.core.solo import DIFFICULTIES
from game.i18n import N_, _
from game.session.computer import COMPUTER_KINDS

FORMAT = "lionwake-settings"
VERSION = 1

MIN_WINDOW = (960, 540)
MAX_WINDOW = (7680, 4320)
#: Window sizes the Settings screen offers (the window may still be resized by hand).
WINDOW_PRESETS = [(1280, 720), (1600, 900), (1920, 1080)]
#: The range each number may take; a value outside is clamped into it.
RANGES = {
    "animation_speed": (0.0, 4.0),
    "music_volume": (0.0, 1.0),
    "effects_volume": (0.0, 1.0),
    "computer_pace": (0.0, 3.0),
}
#: UI scale steps in percent (issue 8, accessibility: 75-200%); a kept value is snapped to the nearest.
UI_SCALES = (75, 90, 100, 110, 125, 150, 175, 200)
#: Colour-blind palettes (theme.PALETTES): off, or the one safe for protan-, deutan- and tritanopia.
COLOUR_BLIND_MODES = ("off", "on")
#: Languages of the interface (issue 8, "Languages"): game.i18n codes.
LANGUAGES = tuple(i18n.LANGUAGES)
#: Who may sit at a seat, the village layouts and the Lion drafts the new-game screens offer.
SEAT_KINDS = ("human", *COMPUTER_KINDS)
VILLAGES = ("first-game", "build")
LION_DRAFTS = ("row", "casual")
SEATS = 4  # a table seats 2-4 (Solo: 1)


@dataclass
class GameSetup:
    """The choices of the last game started from a new-game screen: how many play, who sits at each
    of the four seats (kept for all four, so going from 2 players to 4 brings the other two back),
    the village, the Lion draft, the Character boards and (Solo) the difficulty."""

    players: int = 2
    seats: tuple[str, ...] = ("human",) * SEATS
    layout: str = "first-game"
    lion_draft: str = "row"
    character_draft: bool = False
    difficulty: str = "normal"

    def to_json(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seats": list(self.seats),
            "layout": self.layout,
            "lion_draft": self.lion_draft,
            "character_draft": self.character_draft,
            "difficulty": self.difficulty,
        }

    @staticmethod
    def from_json(data: Any, solo: bool = False) -> GameSetup:
        """A setup from the file: each value that is missing, mistyped or unknown keeps its default
        (anything but an object gives the whole default setup)."""
        setup = GameSetup(players=1) if solo else GameSetup()
        if not isinstance(data, dict):
            return setup
        players = data.get("players")
        if not solo and type(players) is int and 2 <= players <= SEATS:
            setup.players = players
        seats = data.get("seats")
        if (
            isinstance(seats, list)
            and len(seats) == SEATS
            and all(isinstance(k, str) and k in SEAT_KINDS for k in seats)
        ):
            setup.seats = tuple(seats)
        for name, allowed in (
            ("layout", VILLAGES),
            ("lion_draft", LION_DRAFTS),
            ("difficulty", DIFFICULTIES),
        ):
            value = data.get(name)
            if isinstance(value, str) and value in allowed:
                setattr(setup, name, value)
        if isinstance(data.get("character_draft"), bool):
            setup.character_draft = data["character_draft"]
        return setup


@dataclass
class Settings:
    """What a player may change (kept per user by the settings screen)."""

    animation_speed: float = 1.0  # 0 skips animations
    music_volume: float = 0.25  # 0..1; the music loop is meant to sit quietly under the game
    effects_volume: float = 0.75  # 0..1: drum beats, cards, dice, chimes
    computer_pace: float = 0.8  # seconds a computer move is held so people can follow it
    fullscreen: bool = False
    window: tuple[int, int] = (1280, 720)
    confirm_end_turn: bool = True  # ask before ending a turn with Perform actions left unused
    ui_scale: int = 100  # percent, one of UI_SCALES: text and controls grow or shrink
    colour_blind: str = "off"  # one of COLOUR_BLIND_MODES
    # one of LANGUAGES; by default Chinese on a Chinese system, else English
    language: str = field(default_factory=i18n.system_language)
    # the last hot-seat and Solo games set up (the new-game screens open with them)
    hot_seat: GameSetup = field(default_factory=GameSetup)
    solo: GameSetup = field(default_factory=lambda: GameSetup(players=1))

    def to_json(self) -> dict[str, Any]:
        """The settings as the file keeps them."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "animation_speed": self.animation_speed,
            "music_volume": self.music_volume,
            "effects_volume": self.effects_volume,
            "computer_pace": self.computer_pace,
            "fullscreen": self.fullscreen,
            "window": list(self.window),
            "confirm_end_turn": self.confirm_end_turn,
            "ui_scale": self.ui_scale,
            "colour_blind": self.colour_blind,
            "language": self.language,
            "hot_seat": self.hot_seat.to_json(),
            "solo": self.solo.to_json(),
        }

    @staticmethod
    def from_json(data: Any) -> Settings:
        """Settings from a file's contents: unknown keys are ignored, a missing or mistyped value
        keeps its default, numbers out of range are clamped.  A file that is not Lionwake settings,
        or comes from a newer version, raises ValueError."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(N_("not a Lionwake settings file"))
        version = data.get("version")
        if not isinstance(version, int) or isinstance(version, bool):
            raise ValueError(N_("the settings file has no version"))
        if version > VERSION:
            raise ValueError(f"written by a newer Lionwake (settings version {version})")
        settings = Settings()
        for name, (low, high) in RANGES.items():
            value = data.get(name)
            if _is_number(value):
                setattr(settings, name, clamp(float(value), low, high))
        for name in ("fullscreen", "confirm_end_turn"):
            if isinstance(data.get(name), bool):
                setattr(settings, name, data[name])
        window = data.get("window")
        if (
            isinstance(window, (list, tuple))
            and len(window) == 2
            and all(_is_number(v) for v in window)
        ):
            settings.window = clamp_window((int(window[0]), int(window[1])))
        if _is_number(data.get("ui_scale")):
            settings.ui_scale = snap_ui_scale(data["ui_scale"])
        if data.get("colour_blind") in COLOUR_BLIND_MODES:  # an unknown palette keeps the default
            settings.colour_blind = data["colour_blind"]
        if data.get("language") in LANGUAGES:  # an unknown language keeps the default
            settings.language = data["language"]
        settings.hot_seat = GameSetup.from_json(data.get("hot_seat"))
        settings.solo = GameSetup.from_json(data.get("solo"), solo=True)
        return settings


def snap_ui_scale(percent: float) -> int:
    """`percent` clamped into 75..200 and moved to the nearest UI scale step."""
    value = clamp(float(percent), UI_SCALES[0], UI_SCALES[-1])
    return min(UI_SCALES, key=lambda step: (abs(step - value), step))


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def clamp(value: float, low: float, high: float) -> float:
    """`value` brought into [low, high]."""
    return max(low, min(high, value))


def clamp_window(size: tuple[int, int]) -> tuple[int, int]:
    """A window size no smaller than the smallest supported and no larger than 8K."""
    return (
        int(clamp(size[0], MIN_WINDOW[0], MAX_WINDOW[0])),
        int(clamp(size[1], MIN_WINDOW[1], MAX_WINDOW[1])),
    )


def default_path() -> Path:
    """``settings.json`` in the user's config folder (LIONWAKE_DATA_DIR when set)."""
    from game.userfiles import user_config_dir

    return user_config_dir() / "settings.json"


def load(path: Path) -> tuple[Settings, str]:
    """The settings kept at `path`, and a notice for the player ('' when all went well); never
    raises.  A missing file gives the defaults; one that cannot be used (damaged, newer,
    unreadable, a folder, too large) is moved aside as ``<name>.damaged-<time>`` (never deleted,
    `game.userfiles`) and the defaults are used; the notice names where it went, or why it could
    not be moved (it is then left as it is: a folder that refuses the rename refuses the next
    save's replacement of it too)."""
    if not os.path.lexists(path):
        return Settings(), ""
    try:
        return Settings.from_json(json.loads(userfiles.read_bytes(path))), ""
    except (OSError, ValueError, TypeError, UnicodeDecodeError, RecursionError) as exc:
        problem = exc
    defaults = Settings()
    with i18n.language(defaults.language):  # the notice in the language the game will use
        try:
            aside = userfiles.move_aside(path)
        except OSError as exc:
            return defaults, _(
                "Your settings could not be read ({why}) nor moved aside ({error}); the defaults "
                "are used."
            ).format(why=_(str(problem)), error=exc)
        return defaults, _(
            "Your settings could not be read ({why}); the defaults are used and the old "
            "file was kept as {file}."
        ).format(why=_(str(problem)), file=aside.name)


def save(settings: Settings, path: Path) -> None:
    """Write the settings to `path` atomically (the old file stays whole until the new one is)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(settings.to_json(), indent=1).encode("utf-8"))
