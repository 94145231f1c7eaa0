"""The settings controls the pause menu and the Settings screen share (issue 8; issue 41, item 2):
the animation speeds, volumes and computer paces a button steps through, how each reads on its
button (`Control`: ANIMATIONS, MUSIC, EFFECTS; `stepping` is what a click on one does), and the row of
computer paces side by side (`pace_choices`).  Every change is saved to the player's settings file
when the app keeps one (`save`)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import pygame

from game.i18n import N_, _

from .widgets import Button

#: English names (msgids): `speed_name` and `volume_name` give them in the player's language
SPEED_NAMES = {0.5: N_("Slow"), 1.0: N_("Normal"), 2.0: N_("Fast"), 0.0: N_("Off")}
#: Volumes a button steps through, in order (a click moves to the next, after Full comes Off).
VOLUME_NAMES = {
    0.0: N_("Off"),
    0.25: N_("Quiet"),
    0.5: N_("Medium"),
    0.75: N_("Loud"),
    1.0: N_("Full"),
}


def next_step(steps: list, now, fallback):
    """The value after `now` in `steps` (wrapping round); `fallback` if `now` is not one of them."""
    return steps[(steps.index(now) + 1) % len(steps)] if now in steps else fallback


def next_volume(now: float) -> float:
    """The volume after `now` in VOLUME_NAMES (a volume not in the list goes to Medium)."""
    return next_step(list(VOLUME_NAMES), now, 0.5)


def step_speed(app) -> None:
    """The animation speed after the current one (Slow, Normal, Fast, Off)."""
    s = app.settings
    s.animation_speed = next_step(list(SPEED_NAMES), s.animation_speed, 1.0)


def step_music(app) -> None:
    """The next music volume (the music follows at the next frame)."""
    app.settings.music_volume = next_volume(app.settings.music_volume)


def step_effects(app) -> None:
    """The next effects volume, with a drum beat played at the new level to hear it."""
    app.settings.effects_volume = next_volume(app.settings.effects_volume)
    sounds = getattr(app, "sound", None)
    if sounds is not None:
        sounds.play("hop")


def volume_name(value: float) -> str:
    """How a volume reads on its button: its name, or a percentage if it has none."""
    return _(VOLUME_NAMES[value]) if value in VOLUME_NAMES else f"{round(value * 100)}%"


def speed_name(value: float) -> str:
    """How an animation speed reads on its button (Normal if it has no name)."""
    return _(SPEED_NAMES.get(value, "Normal"))


#: Computer-move paces a click steps through (seconds a move is held so people can follow it).
PACE_NAMES = {0.0: N_("Instant"), 0.4: N_("Quick"), 0.8: N_("Normal"), 1.6: N_("Slow")}


def pace_name(value: float) -> str:
    """How a computer pace reads on its button."""
    if value in PACE_NAMES:
        return _(PACE_NAMES[value])
    return _("{n} s").format(n=f"{value:g}")


def pace_choices(app, rect: pygame.Rect, on_change) -> list[Button]:
    """The computer paces side by side in `rect`, the one set shown as chosen: a click sets it,
    saves the settings and calls `on_change` (which lays the screen out again)."""
    paces = list(PACE_NAMES)
    gap = max(2, app.theme.px(4))
    width = (rect.width - gap * (len(paces) - 1)) // len(paces)
    tip = _("How long a computer move is held so you can follow it")

    def pick(value: float) -> None:
        app.settings.computer_pace = value
        save(app)
        on_change()

    return [
        Button(
            pace_name(value),
            lambda value=value: pick(value),
            pygame.Rect(rect.x + i * (width + gap), rect.y, width, rect.height),
            tooltip=tip,
            primary=app.settings.computer_pace == value,
        )
        for i, value in enumerate(paces)
    ]


def save(app) -> None:
    """Save the settings, when the app keeps them in a file."""
    keep = getattr(app, "save_settings", None)
    if keep is not None:
        keep()


@dataclass(frozen=True)
class Control:
    """A setting one button steps through: how its value reads (`value`, from the settings) and
    the step a click takes (`step`, on the app)."""

    value: Callable[[Any], str]
    step: Callable[[Any], None]


ANIMATIONS = Control(lambda s: speed_name(s.animation_speed), step_speed)
MUSIC = Control(lambda s: volume_name(s.music_volume), step_music)
EFFECTS = Control(lambda s: volume_name(s.effects_volume), step_effects)


def stepping(app, control: Control, on_change: Callable[[], None]) -> Callable[[], None]:
    """What a click on `control`'s button does: the next value, saved, then `on_change` (which
    lays the screen out again with the new value)."""

    def click() -> None:
        control.step(app)
        save(app)
        on_change()

    return click
