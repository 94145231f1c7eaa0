"""Sound (issue 8): the synthesized files are there and sound like something, the game plays on in
silence without an audio device, and each engine event asks for the right sound at the right time."""

from __future__ import annotations

import array
import random
import wave
from pathlib import Path

import pygame
import pytest

from game.core import actions as A
from game.core import events as E
from game.core.catalogue import Monster
from game.ui import sound as sound_module
from game.ui import theme as T
from game.ui.app import Settings
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.sound import MUSIC, NAMES, Sounds, sound_path, sounds_for

from .driver import click, make_app, play_on
from .scenario import key, match_at_first_turn
from .test_battle_and_scoring import _before_the_battle, _do

ALL = (*NAMES, MUSIC)


class FakeSound:
    def __init__(self, path: str, log: list) -> None:
        self.name = Path(path).stem
        self.log = log
        self.volume = 1.0

    def set_volume(self, volume: float) -> None:
        self.volume = volume

    def play(self) -> None:
        self.log.append((self.name, self.volume))


class FakeMusic:
    def __init__(self) -> None:
        self.loaded = ""
        self.loops = None
        self.volume = None

    def load(self, path: str) -> None:
        self.loaded = Path(path).stem

    def play(self, loops: int = 0) -> None:
        self.loops = loops

    def set_volume(self, volume: float) -> None:
        self.volume = volume


class FakeMixer:
    """Stands in for pygame.mixer and records every effect played (name, volume)."""

    def __init__(self) -> None:
        self.played: list[tuple[str, float]] = []
        self.music = FakeMusic()

    def get_init(self):
        return (22050, -16, 1)

    def init(self) -> None: ...

    def Sound(self, path: str) -> FakeSound:  # noqa: N802 (pygame's name)
        return FakeSound(path, self.played)

    def names(self) -> list[str]:
        return [name for name, _ in self.played]


def _samples(path: Path) -> tuple[array.array, int]:
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth()) == (1, 2), path.name
        data = array.array("h", f.readframes(f.getnframes()))
        return data, f.getframerate()


# --- the files ----------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ALL)
def test_every_sound_file_exists_loads_is_of_sane_length_and_not_silent(name):
    path = sound_path(name)
    assert path.is_file(), f"{path} is missing: run build_scripts/make_sounds.py"
    data, rate = _samples(path)
    seconds = len(data) / rate
    assert rate in (11025, 22050, 44100)
    assert (10 <= seconds <= 20) if name == MUSIC else (0.05 <= seconds <= 3.0), seconds
    peak = max(abs(v) for v in data)
    rms = (sum(v * v for v in data) / len(data)) ** 0.5
    assert peak > 0.3 * 32767, f"{name} is too quiet (peak {peak})"
    assert rms > 0.01 * 32767, f"{name} is nearly silent (rms {rms:.0f})"
    if not pygame.mixer.get_init():
        try:
            pygame.mixer.init()
        except pygame.error:
            return  # no mixer here: `wave` parsed the file above
    loaded = pygame.mixer.Sound(str(path))
    assert abs(loaded.get_length() - seconds) < 0.05


def test_all_sounds_together_stay_under_a_megabyte_and_have_a_note_beside_them():
    total = sum(sound_path(name).stat().st_size for name in ALL)
    assert total < 1_000_000, total
    note = (sound_path("hop").parent / "README.md").read_text(encoding="utf-8")
    assert "make_sounds.py" in note and "original to this project" in note


# --- no audio device -----------------------------------------------------------------------------------


@pytest.fixture
def no_audio(monkeypatch):
    """pygame.mixer as on a machine without sound: not initialised, and init fails."""

    def refuse(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", refuse)
    monkeypatch.setattr(pygame.mixer, "Sound", refuse)


def test_a_whole_run_of_scenes_plays_in_silence_without_an_audio_device(no_audio, shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    app.sound.start_music()
    assert app.sound.available() is False and not app.sound.music_on
    # a game by mouse with animations off: leaps, cards, Qi Energy, maybe battles
    match = match_at_first_turn(players=2, seed=3)
    from game.ui.scenes.board import BoardScene

    board = BoardScene(app, match)
    app.push(board)
    play_on(app, match, 40, random.Random(3))
    for _ in range(30):
        app.step(0.05)
    assert any(name == "hop" for name in app.sound.requested), list(app.sound.requested)
    # the menu's volume buttons (over the board, or a battle the game is in)
    under = app.stack.top
    app.push(PauseScene(app, match))
    app.step(0.016)
    key(app, pygame.K_m)
    key(app, pygame.K_s)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is under
    # a battle, animated at normal speed, to its result and back
    app2, board2, _match2, _seat = _before_the_battle(shots)
    _do(app2, board2, A.EndPerform())
    assert isinstance(app2.stack.top, BattleScene)
    for _ in range(120):
        app2.step(0.05)
    click(app2, (20, 20))
    assert app2.stack.top is board2
    assert {"dice", "win"} <= set(app2.sound.requested)
    assert app2.sound.ready is False


def test_a_broken_or_missing_file_is_silent(monkeypatch):
    mixer = FakeMixer()

    def broken(path):
        raise FileNotFoundError(path)

    mixer.Sound = broken
    sounds = Sounds(Settings(), mixer)
    sounds.play("hop")
    assert sounds.cache == {"hop": None}


# --- the right sound for each event ----------------------------------------------------------------------


def _leapt(hops: int) -> E.LionLeapt:
    return E.LionLeapt(0, 0, tuple(range(hops)), -1, (1,) * hops, ((0, 0),) * hops, hops, 0)


def test_each_event_asks_for_its_sound():
    assert sounds_for(_leapt(3)) == ["hop"] * 3
    assert sounds_for(E.Struck(0, 5, 0)) == ["card_play"]
    pile = E.Pile
    assert sounds_for(E.CardMoved(0, 5, pile.DECK, pile.HAND)) == ["card_draw"]
    assert sounds_for(E.CardMoved(0, 5, pile.MARKET, pile.DECK)) == ["card_buy"]
    assert sounds_for(E.CardMoved(0, 5, pile.HAND, pile.DISCARD)) == []
    assert sounds_for(E.QiPlaced(0, 3, 1)) == ["qi"]
    lion_dice = ((E.DiceSource.LION_CARD, 2),)
    assert sounds_for(E.DiceRolled(E.BattleSide.LION, (1, 2), (), lion_dice)) == ["dice"]
    won = E.BattleResolved(0, 0, Monster.WANGLIANG, 3, 2, False, False, True)
    lost = E.BattleResolved(0, 0, Monster.WANGLIANG, 1, 2, False, False, False)
    assert sounds_for(won) == ["win"] and sounds_for(lost) == ["loss"]


def test_without_animations_a_leap_beats_the_drum_once_a_hop_spaced_in_time():
    mixer = FakeMixer()
    settings = Settings(effects_volume=0.5)
    sounds = Sounds(settings, mixer)
    sounds.queue_events(
        [E.Struck(0, 5, 0), _leapt(3), E.DiceRolled(E.BattleSide.LION, (1,), (), ())]
    )
    assert mixer.played == [("card_play", 0.5), ("hop", 0.5)]  # the battle plays the dice itself
    sounds.update(T.HOP_SECONDS * 0.6)
    assert mixer.names().count("hop") == 1
    sounds.update(T.HOP_SECONDS * 0.6)
    assert mixer.names().count("hop") == 2
    sounds.update(T.HOP_SECONDS)
    assert mixer.names().count("hop") == 3 and not sounds.pending


def test_volumes_follow_the_settings_and_off_is_silent():
    mixer = FakeMixer()
    settings = Settings(music_volume=0.25, effects_volume=0.0)
    sounds = Sounds(settings, mixer)
    sounds.play("qi")
    assert mixer.played == []
    settings.effects_volume = 1.0
    sounds.play("qi")
    assert mixer.played == [("qi", 1.0)]
    sounds.start_music()
    assert (mixer.music.loaded, mixer.music.loops, mixer.music.volume) == ("music", -1, 0.25)
    settings.music_volume = 0.75
    sounds.update(0.016)
    assert mixer.music.volume == 0.75


def test_the_pause_menu_steps_the_volumes(shots):
    app = make_app()
    shots(app)
    match = match_at_first_turn(players=2, seed=1)
    app.push(PauseScene(app, match))
    app.step(0.016)
    assert any(b.label == "Music: Quiet" for b in app.stack.top.buttons)
    key(app, pygame.K_m)
    assert app.settings.music_volume == 0.5
    assert any(b.label == "Music: Medium" for b in app.stack.top.buttons)
    for _ in range(4):
        key(app, pygame.K_s)
    assert app.settings.effects_volume == 0.5  # Loud, Full, Off, Quiet, then Medium
    assert any(b.label == "Sound effects: Medium" for b in app.stack.top.buttons)


def test_an_animated_leap_beats_the_drum_as_the_lion_lands_on_each_tile(shots):
    app, board, match, seat = _before_the_battle(shots)  # Strike and Leap taken, animations off
    mixer = FakeMixer()
    app.sound = Sounds(app.settings, mixer)
    app.settings.animation_speed = 1.0
    leap = _leapt(3)
    board.animator.queue(None, [E.Struck(seat, 5, 0), leap])
    frames = []
    for frame in range(60):
        app.step(0.05)
        frames += [frame for name in mixer.names()[len(frames) :]]
    assert mixer.names() == ["card_play", "hop", "hop", "hop"]
    hop_frames = frames[1:]
    assert hop_frames == sorted(hop_frames) and len(set(hop_frames)) == 3, frames
    gap = T.HOP_SECONDS / 0.05
    assert abs((hop_frames[2] - hop_frames[1]) - gap) <= 1.5, hop_frames


def test_a_battle_rattles_the_dice_then_sounds_the_win(shots):
    app, board, match, seat = _before_the_battle(shots)
    mixer = FakeMixer()
    app.sound = Sounds(app.settings, mixer)
    _do(app, board, A.EndPerform())
    battle = app.stack.top
    assert isinstance(battle, BattleScene) and battle.result.won
    while battle.phase == "pools":
        app.step(0.05)
    app.step(0.016)
    assert mixer.names()[-1:] == ["dice"]
    click(app, (20, 20))  # skip to the result
    app.step(0.016)
    assert mixer.names().count("win") == 1 and "loss" not in mixer.names()
    assert mixer.names().index("dice") < mixer.names().index("win")


def test_a_lost_battle_sounds_the_loss(shots):
    app, board, match, seat = _before_the_battle(shots)
    mixer = FakeMixer()
    app.sound = Sounds(app.settings, mixer)
    _do(app, board, A.EndPerform())
    battle = app.stack.top
    battle.result = E.BattleResolved(seat, 0, "wangliang", 1, 4, False, False, False)
    click(app, (20, 20))
    app.step(0.016)
    assert mixer.names() == ["loss"]  # skipped straight to the result: no rattle


def test_module_loads_sounds_through_resources():
    assert sound_path("hop") == sound_module.asset("sounds", "hop.wav")
