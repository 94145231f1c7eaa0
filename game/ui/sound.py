"""Sound: effects for what the board and battle animate, and a quiet music loop.

`Sounds` belongs to the App.  It opens the mixer the first time something is to be played, loads each
file from assets/sounds/ (through `game.resources.asset`) the first time it is wanted, and scales every
effect by ``Settings.effects_volume`` and the music by ``Settings.music_volume``.  Without an audio
device — the mixer cannot start, a file cannot be read — it stays silent and never raises: sound is
never worth a crash.

Which sound goes with which engine event (`sounds_for`): a drum beat for each hop of a leap, a knock
for a Strike, a swish for a card drawn into the hand, clicks and a coin for a card bought, a chime for
a Qi Energy placed; the battle scene plays the dice rattle and the win or loss.  When a leap is
animated the Animator beats the drum as the Lion lands on each tile; otherwise the beats are spaced
out in time from the leap's start (`queue_events`).
"""

from __future__ import annotations

import contextlib
from collections import deque

import pygame

from game.core import events as E
from game.resources import asset

from . import theme as T

NAMES = ("hop", "card_play", "card_draw", "card_buy", "qi", "dice", "win", "loss")
MUSIC = "music"
#: Played by the battle scene as its dice roll and its result show, not with the board's animations.
BATTLE_SOUNDS = frozenset({"dice", "win", "loss"})
#: Seconds between two plays of the same sound started by one batch of events (five cards drawn).
REPEAT_GAP = 0.07


def sound_path(name: str):
    """The file of a sound by name: assets/sounds/<name>.wav."""
    return asset("sounds", f"{name}.wav")


def sounds_for(event: E.Event) -> list[str]:
    """The effects an engine event asks for, in order (a leap: one drum beat per hop)."""
    if isinstance(event, E.LionLeapt):
        return ["hop"] * len(event.path)
    if isinstance(event, E.Struck):
        return ["card_play"]
    if isinstance(event, E.CardMoved):
        if event.from_pile == E.Pile.MARKET:
            return ["card_buy"]
        if event.to_pile == E.Pile.HAND:
            return ["card_draw"]
        return []
    if isinstance(event, E.QiPlaced):
        return ["qi"]
    if isinstance(event, E.DiceRolled):
        return ["dice"]
    if isinstance(event, E.BattleResolved):
        return ["win" if event.won else "loss"]
    return []


class Sounds:
    """The game's sound: effects on request, music in a loop, silent when there is no audio."""

    def __init__(self, settings, mixer=None) -> None:
        """`mixer` stands in for pygame.mixer (tests pass a fake that records what is played)."""
        self.settings = settings
        self.mixer = mixer if mixer is not None else pygame.mixer
        self.ready: bool | None = None  # None: not tried yet
        self.cache: dict[str, object] = {}
        self.pending: list[list] = []  # [seconds to wait, name] for spaced-out beats
        self.requested: deque[str] = deque(maxlen=200)  # what was asked for, heard or not
        self.music_on = False
        self._music_volume = -1.0

    # --- the mixer ---------------------------------------------------------------------------------

    def available(self) -> bool:
        """Open the mixer on first use; False (for good) if there is no audio device."""
        if self.ready is None:
            try:
                if not self.mixer.get_init():
                    self.mixer.init()
                self.ready = bool(self.mixer.get_init())
            except Exception:  # no audio device, no driver, a broken mixer: play nothing
                self.ready = False
        return self.ready

    def _sound(self, name: str):
        """The loaded effect `name`, or None if it cannot be loaded (tried once)."""
        if name not in self.cache:
            try:
                self.cache[name] = self.mixer.Sound(str(sound_path(name)))
            except Exception:  # a missing or unreadable file is silent, not fatal
                self.cache[name] = None
        return self.cache[name]

    # --- effects -----------------------------------------------------------------------------------

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play effect `name` now at `volume` times the effects volume (nothing without audio)."""
        self.requested.append(name)
        level = max(0.0, min(1.0, self.settings.effects_volume * volume))
        if level <= 0 or not self.available():
            return
        sound = self._sound(name)
        if sound is None:
            return
        with contextlib.suppress(Exception):
            sound.set_volume(level)
            sound.play()

    def later(self, name: str, delay: float) -> None:
        """Play effect `name` `delay` seconds from now (`update` counts the time down)."""
        if delay <= 0:
            self.play(name)
        else:
            self.pending.append([delay, name])

    def queue_events(self, events, hop_seconds: float = T.HOP_SECONDS) -> None:
        """Play the board's effects for `events` when nothing is animated: drum beats `hop_seconds`
        apart, repeats of one sound (cards drawn) a moment apart, the rest at once.  The battle's
        sounds are left to the battle scene."""
        counts: dict[str, int] = {}
        for ev in events:
            for k, name in enumerate(sounds_for(ev)):
                if name in BATTLE_SOUNDS:
                    continue
                if name == "hop":
                    self.later(name, k * hop_seconds)
                    continue
                n = counts.get(name, 0)
                counts[name] = n + 1
                self.later(name, n * REPEAT_GAP)

    def update(self, dt: float) -> None:
        """Count down the spaced-out effects and play those that are due; follow the music volume."""
        if self.pending:
            due = []
            for item in self.pending:
                item[0] -= dt
                if item[0] <= 0:
                    due.append(item)
            for item in due:
                self.pending.remove(item)
                self.play(item[1])
        if self.music_on and self._music_volume != self.settings.music_volume:
            self._apply_music_volume()

    def clear(self) -> None:
        """Forget effects still waiting to play (an animation was skipped)."""
        self.pending.clear()

    # --- music -------------------------------------------------------------------------------------

    def start_music(self) -> None:
        """Start the music loop (once); it follows `Settings.music_volume` from then on."""
        if self.music_on or not self.available():
            return
        try:
            self.mixer.music.load(str(sound_path(MUSIC)))
            self.mixer.music.play(loops=-1)
        except Exception:  # no music is better than no game
            return
        self.music_on = True
        self._apply_music_volume()

    def _apply_music_volume(self) -> None:
        self._music_volume = self.settings.music_volume
        with contextlib.suppress(Exception):
            self.mixer.music.set_volume(max(0.0, min(1.0, self._music_volume)))
