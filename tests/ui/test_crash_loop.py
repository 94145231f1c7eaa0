"""Issue 39, crash loops: a start that crashed is told at the next start, which offers to start with
the player's settings and saves set aside (renamed ``<name>.damaged-<time>``, never deleted) or as
usual; a start that reaches the title screen leaves nothing behind."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game import crash, userfiles
from game.__main__ import main
from game.core import Config
from game.session import autosave
from game.session.match import Match
from game.ui import user_settings
from game.ui.app import Settings, start_app
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.recovery import RecoveryScene

from .driver import click, screenshot
from .scenario import button

SET_ASIDE = "Start with settings and saves set aside"
PROGRESS = b'{"format": "lionwake-progress", "version": 1, "chapters": {}}\n'


@pytest.fixture
def data(tmp_path, monkeypatch):
    """A user folder holding settings (music at 0.3), campaign progress and one saved game."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    monkeypatch.delenv(crash.CRASH_TEST_ENV, raising=False)
    monkeypatch.setattr(crash, "_marker", None)  # no marker of an earlier test's start
    settings = Settings(music_volume=0.3)
    user_settings.save(settings, tmp_path / "settings.json")
    (tmp_path / "progress.json").write_bytes(PROGRESS)
    match = Match(Config(players=2, seed=4), autosave=autosave.Autosave.new())
    match.apply(match.legal()[0])
    match.autosave.wait()
    return tmp_path


def _files(folder: Path) -> dict[str, bytes]:
    """The player's files: name (under `folder`) -> contents."""
    return {
        str(p.relative_to(folder)): p.read_bytes()
        for p in sorted(folder.rglob("*"))
        if p.is_file()
        and p.name not in (crash.START_MARKER, userfiles.LOCK_NAME)
        and "logs" not in p.relative_to(folder).parts
    }


def _crash_at_start(monkeypatch) -> None:
    """Start the game as a player does, and have it crash on its first frame."""
    monkeypatch.setenv(crash.CRASH_TEST_ENV, "1")
    assert main([]) == 1
    monkeypatch.delenv(crash.CRASH_TEST_ENV)
    monkeypatch.setattr(crash, "_marker", None)  # the next start is another process


def _offer(monkeypatch, shots):
    """The next start: the offer on screen, one frame drawn."""
    failed = crash.begin_start()
    assert failed is not None, "the start that crashed was not noticed"
    app = start_app(failed)
    shots(app)
    app.step(0.016)
    assert isinstance(app.stack.top, RecoveryScene)
    return app, app.stack.top, failed


def test_crash_loop__a_start_that_crashed_is_offered_at_the_next_start_on_the_defaults(
    data, monkeypatch, shots
):
    _crash_at_start(monkeypatch)
    app, offer, failed = _offer(monkeypatch, shots)
    assert failed.log is not None and failed.log.is_file()  # the crash log of that start
    labels = [b.label for b in offer.buttons]
    assert labels == ["Start normally", SET_ASIDE]
    # the offer does not read the settings that may be what crashed it
    assert app.settings_path is None and app.settings.music_volume != 0.3
    for b in offer.buttons:  # both choices on screen, whole, clear of each other
        assert app.screen.get_rect().contains(b.rect)
        assert pygame.font.Font.size(app.theme.font(15, bold=True), b.label)[0] <= b.rect.width
    assert not offer.buttons[0].rect.colliderect(offer.buttons[1].rect)
    for size in ((1280, 720), (1920, 1080)):
        app.screen = app._open_window(size, False)
        app._resized(size)
        app.step(0.016)
        screenshot(app, f"crash-loop-offer-{size[0]}")


def test_crash_loop__setting_aside_keeps_the_files_and_starts_with_the_defaults(
    data, monkeypatch, shots
):
    before = _files(data)
    _crash_at_start(monkeypatch)
    app, offer, _failed = _offer(monkeypatch, shots)
    click(app, button(offer.buttons, SET_ASIDE).rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and offer.chosen == "aside"
    after = _files(data)
    # every file is kept, under its name with .damaged-<time>, and no file the game reads is left
    assert sorted(after.values()) == sorted(before.values())
    for name in before:
        assert name not in after
        kept = [n for n in after if n.startswith(f"{name}.damaged-")]
        assert len(kept) == 1 and after[kept[0]] == before[name]
    assert app.settings.music_volume == Settings().music_volume
    assert app.settings_path == data / "settings.json"
    assert menu.saves == []  # nothing to continue: the saved game was set aside too
    said = " ".join(menu.notices)
    assert "3 files were set aside" in said and ".damaged-" in said


def test_crash_loop__starting_normally_keeps_the_files_and_the_settings(data, monkeypatch, shots):
    before = _files(data)
    _crash_at_start(monkeypatch)
    app, offer, _failed = _offer(monkeypatch, shots)
    click(app, button(offer.buttons, "Start normally").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and offer.chosen == "normal"
    assert _files(data) == before
    assert app.settings.music_volume == 0.3 and app.settings_path == data / "settings.json"
    assert len(menu.saves) == 1 and menu.buttons[0].label == "Continue"
    # the title screen ran: this start is over, and the next one offers nothing
    for _ in range(crash.TITLE_FRAMES):
        app.step(0.016)
    assert not (data / crash.START_MARKER).exists()
    assert crash.begin_start() is None


def test_crash_loop__a_start_that_reaches_the_title_removes_its_marker(data, monkeypatch, shots):
    assert crash.begin_start() is None
    marker = data / crash.START_MARKER
    assert marker.exists()  # while starting
    app = start_app()
    shots(app)
    for _ in range(crash.TITLE_FRAMES):
        app.step(0.016)
    assert isinstance(app.stack.top, MenuScene)
    assert not marker.exists()
    monkeypatch.setattr(crash, "_marker", None)
    assert crash.begin_start() is None


def test_crash_loop__a_start_killed_before_the_title_is_offered_too(data, monkeypatch, shots):
    """No crash report at all (the process was killed, or crashed in SDL): still an offer."""
    assert crash.begin_start() is None
    monkeypatch.setattr(crash, "_marker", None)  # killed: the next start is another process
    app, _offer_scene, failed = _offer(monkeypatch, shots)
    assert failed.log is None
    assert json.loads((data / "settings.json").read_text())["music_volume"] == 0.3
