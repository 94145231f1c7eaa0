"""Issue 43, item 5: a game record opens from anywhere — dropped onto the window on any screen (a
game in progress too), or from "Open record" on the History screen, which lists every `.json` file
of the records folder, refused ones with why.  A record that is damaged, from a newer Lionwake or
not a record is refused with a message over the screen, and nothing else changes: the file, the
screens, the game in progress."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest

from game.core import Config
from game.session import records
from game.session.match import Match
from game.tools.sim import simulate
from game.ui.legibility import fonts_recorded
from game.ui.records_open import NOTICE_SECONDS
from game.ui.scene import make
from game.ui.scenes.board import BoardScene
from game.ui.scenes.board.replay import ReplayScene
from game.ui.scenes.history import HistoryScene

from .driver import click, make_app


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    """Two simulated 2-player games' records (issue 43, item 6: `simulate(..., keep_in=)`)."""
    folder = tmp_path_factory.mktemp("open-record") / "records"
    folder.mkdir()
    result = simulate(2, 2, 3, ["quick", "quick"], keep_in=folder)
    assert result["completed"] == 2
    return folder


@pytest.fixture
def folder(tmp_path, monkeypatch, kept):
    """The records folder of a fresh user folder: the two records, a damaged one (truncated),
    one from a newer Lionwake."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    where = tmp_path / "records"
    shutil.copytree(kept, where)
    raw = (where / "sim-3.json").read_bytes()
    (where / "damaged.json").write_bytes(raw[:200])
    head, game = raw.decode().split("\n", 1)
    data = json.loads(head[:-1] + "}")
    data["version"] = records.VERSION + 1
    (where / "newer.json").write_text(json.dumps(data)[:-1] + ",\n" + game)
    (where / "notes.txt").write_text("not a record")
    return where


def drop(app, path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))
    app.step(0.016)


def on_title_menu():
    app = make_app()
    app.push(make("menu", app, []))
    app.step(0.016)
    return app


def test_dropping_a_record_on_the_title_menu_opens_its_replay(folder, shots):
    app = on_title_menu()
    shots(app)
    menu = app.stack.top
    drop(app, folder / "sim-4.json")
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    assert app.stack.scenes == [menu, scene]
    summary = records.summary(folder / "sim-4.json")
    assert scene.replay.position == 0 and scene.replay.length == summary.decisions
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(0.016)
    assert app.stack.top is menu


def test_dropping_a_record_during_a_game_leaves_the_game_as_it_was(folder, shots):
    app = make_app()
    shots(app)
    match = Match(Config(players=2, seed=5))
    app.push(BoardScene(app, match))
    app.step(0.016)
    app.step(0.016)
    scenes = list(app.stack.scenes)  # the game (its setup draft first)
    before = match.game.state.to_dict()
    drop(app, folder / "sim-3.json")
    assert isinstance(app.stack.top, ReplayScene)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    app.step(0.016)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(0.016)
    assert app.stack.scenes == scenes and app.stack.top.match is match
    assert match.game.state.to_dict() == before


@pytest.mark.parametrize(
    ("name", "words"),
    [
        ("damaged.json", "is damaged"),
        ("newer.json", "newer Lionwake"),
        ("notes.txt", "records are .json files"),
    ],
)
def test_a_refused_file_is_named_over_the_screen_and_nothing_changes(folder, shots, name, words):
    app = make_app()
    shots(app)
    match = Match(Config(players=2, seed=5))
    app.push(BoardScene(app, match))
    app.step(0.016)
    app.step(0.016)
    scenes = list(app.stack.scenes)
    state = match.game.state.to_dict()
    raw = (folder / name).read_bytes()
    with fonts_recorded() as drawn:
        drop(app, folder / name)
        app.step(0.016)
    assert app.stack.scenes == scenes
    assert match.game.state.to_dict() == state
    assert (folder / name).read_bytes() == raw
    assert sorted(p.name for p in folder.iterdir()) == sorted(
        ["sim-3.json", "sim-4.json", "damaged.json", "newer.json", "notes.txt"]
    )
    text = " ".join(t for t, _px in drawn)
    assert name in text and words in text  # the reason, on the screen
    app.step(NOTICE_SECONDS + 0.1)
    app.step(0.016)
    assert app.notice is None  # gone after a while


def open_record_screen():
    """History, then its "Open record" button clicked."""
    app = make_app()
    history = HistoryScene(app)
    app.push(history)
    app.step(0.016)
    button = next(b for b in history.buttons if b.label == "Open record")
    click(app, button.rect.center)
    return app, app.stack.top


def test_open_record_lists_the_folder_and_opens_one_by_mouse(folder, shots):
    with fonts_recorded() as drawn:
        app, scene = open_record_screen()
        shots(app)
        app.step(0.016)
    assert scene.scene_name == "open_record"
    names = [name for name, _rect, _lines in scene.rows]
    assert sorted(names) == ["damaged.json", "newer.json", "sim-3.json", "sim-4.json"]
    text = " ".join(t for t, _px in drawn)
    assert "newer Lionwake" in text and "is damaged" in text  # the refused ones, with why
    click(app, scene.row_rect("sim-3.json").center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.replay.length == records.summary(folder / "sim-3.json").decisions
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    app.step(0.016)
    assert app.stack.top is scene


def test_open_record_says_why_a_refused_file_does_not_open(folder, shots):
    app, scene = open_record_screen()
    shots(app)
    scenes = list(app.stack.scenes)
    raw = (folder / "newer.json").read_bytes()
    with fonts_recorded() as drawn:
        click(app, scene.row_rect("newer.json").center)
        app.step(0.016)
    assert app.stack.scenes == scenes
    assert (folder / "newer.json").read_bytes() == raw
    assert "newer.json was written by a newer Lionwake" in scene.message
    assert any("newer.json was written by a newer Lionwake" in t for t, _px in drawn)


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_open_record_fits_and_is_legible_at_each_size_and_scale(folder, shots, size, pct):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    with fonts_recorded() as drawn:
        app.push(make("open_record", app))
        app.step(0.016)
        shots(app)
        scene = app.stack.top
        drop(app, folder / "newer.json")  # the refusal's message over it
    window = app.screen.get_rect()
    assert all(window.contains(b.rect) for b in scene.buttons)
    assert not scene.text.problems(window, scene.buttons)
    if (size, pct) == ((1280, 720), 100):
        assert not [(t, px) for t, px in drawn if px < 12 and t.strip()]
        assert not [t for t, _px in drawn if "…" in t]
    for name in ("sim-3.json", "damaged.json"):  # every row reachable
        assert scene.list.view.contains(scene.row_rect(name))
