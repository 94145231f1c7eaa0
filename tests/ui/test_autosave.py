"""Autosave and Continue (issue 8): a game is saved after every decision, Continue takes the last
unfinished one up exactly where it was, the saved-games list loads and deletes, and a damaged or newer
save is moved aside with a message while the menu keeps working.  Headless, driven by mouse."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import Config, SaveError, save
from game.session import autosave
from game.session.autosave import Autosave
from game.session.match import Match
from game.text.saves import what, who
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.setup_draft import SetupDraftScene

from .driver import click, make_app, play_on, screenshot
from .scenario import button


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Each test has its own user data folder (saves and campaign progress)."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def menu_app():
    app = make_app()
    app.settings.computer_pace = 0
    app.push(MenuScene(app))
    app.step(0.016)
    return app


def saved_match(decisions: int, seed: int, seats=("human", "human"), chapter=0, **config):
    """A match played `decisions` random choices with its autosave on, the last write finished."""
    match = Match(
        Config(players=len(seats), seed=seed, **config),
        seats=list(seats),
        chapter=chapter,
        autosave=Autosave.new(),
    )
    rnd = random.Random(seed)
    for _ in range(decisions):
        match.apply(rnd.choice(match.legal()))
    match.autosave.wait()
    assert not match.over
    return match


def saves_folder(data_dir):
    return data_dir / "saves"


# --- saving ---------------------------------------------------------------------------------------


def test_autosave__every_decision_is_written_with_who_sits_where(data_dir):
    match = saved_match(0, seed=3, seats=("human", "greedy", "strong"))
    path = match.autosave.path
    assert path.parent == saves_folder(data_dir) and not path.exists()  # nothing decided yet
    rnd = random.Random(3)
    for n in range(1, 6):
        match.apply(rnd.choice(match.legal()))
        match.autosave.wait()
        data = json.loads(path.read_bytes())
        assert len(data["actions"]) == n == len(match.game.history)
        assert data["ui"]["seats"] == ["human", "greedy", "strong"]
        assert data["ui"]["version"] == autosave.UI_VERSION
        # the engine reads the same file as an ordinary save
        assert save.load(path).state.to_dict() == match.game.state.to_dict()
    assert [p.name for p in path.parent.iterdir()] == [path.name]  # no temporary file left


def test_autosave__a_finished_games_save_is_removed():
    config = Config(players=2, seed=8)
    probe = Match(config)
    rnd = random.Random(8)
    while not probe.over:
        probe.apply(rnd.choice(probe.legal()))
    moves = probe.game.history
    match = Match(config)
    for action in moves[:-3]:
        match.apply(action)
    match.autosave = Autosave.new()
    for action in moves[-3:-1]:
        match.apply(action)
    match.autosave.wait()
    assert match.autosave.path.exists()
    match.apply(moves[-1])
    assert match.over and not match.autosave.path.exists()
    assert autosave.scan() == ([], [])


# --- Continue -------------------------------------------------------------------------------------


def test_continue__a_new_app_takes_the_game_up_where_it_was_and_play_goes_on(data_dir, shots):
    app = menu_app()
    shots(app)
    assert "Continue" not in [b.label for b in app.stack.top.buttons]  # nothing to continue yet
    click(app, button(app.stack.top.buttons, "New hot-seat game").rect.center)
    newgame = app.stack.top
    click(app, button(newgame.buttons, "Azure: Human").rect.center)  # Azure: a Greedy computer
    click(app, button(newgame.buttons, "Start the game").rect.center)
    match = app.stack.top.match
    assert match.seats == ["human", "greedy"]
    rnd = random.Random(5)
    assert play_on(app, match, 24, rnd) == 24
    match.autosave.wait()  # what the end of the process does (the writer is not a daemon)
    want = match.game.state.to_dict()
    history = list(match.game.history)
    log = [line.text for line in match.log]
    path = match.autosave.path
    stored = path.read_bytes()
    del app, match

    app = menu_app()
    # a long pace holds the computer's first move back while the loaded game is compared (at pace 0
    # a quick machine has it played within the frame that loads the game)
    app.settings.computer_pace = 3600
    shots(app)
    menu = app.stack.top
    cont = button(menu.buttons, "Continue")
    assert cont.primary
    screenshot(app, "menu-continue")
    click(app, cont.rect.center)
    top = app.stack.top
    assert isinstance(top, (BoardScene, SetupDraftScene)), type(top).__name__
    resumed = top.match
    assert resumed.game.state.to_dict() == want
    assert resumed.game.history == history
    assert [line.text for line in resumed.log] == log
    assert resumed.seats == ["human", "greedy"]
    assert path.read_bytes() == stored  # loading never writes
    app.step(0.016)
    screenshot(app, "continued")
    assert resumed.game.history == history  # the computer's move waits for its pace
    app.settings.computer_pace = 0
    if top.turns.computer is not None:
        top.turns.computer.pace = 0
    # play goes on, the computer seat included, and is saved to the same file
    assert play_on(app, resumed, 6, rnd) == 6
    resumed.autosave.wait()
    assert len(resumed.game.history) > len(history) + 6 - 1
    assert resumed.game.history[: len(history)] == history
    assert save.load(path).history == resumed.game.history
    assert [p.name for p in saves_folder(data_dir).iterdir()] == [path.name]


def test_continue__a_hot_seat_game_starts_with_the_hand_off_screen():
    match = saved_match(30, seed=4)
    seat = match.pending.seat
    app = menu_app()
    click(app, button(app.stack.top.buttons, "Continue").rect.center)
    assert isinstance(app.stack.top, HandoffScene) and app.stack.top.seat == seat
    click(app, (10, 10))
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.viewer == seat


def test_continue__solo_and_campaign_games_resume_with_their_chapter():
    saved_match(12, seed=6, seats=("human",), difficulty="hard")
    campaign_game = saved_match(
        20, seed=7, seats=("human",), chapter=2, layout="campaign/chapter-2"
    )
    app = menu_app()
    menu = app.stack.top
    assert what(menu.saves[0]) == "Campaign, chapter 2"
    assert what(menu.saves[1]) == "Solo, Hard"
    click(app, button(menu.buttons, "Continue").rect.center)
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert board.match.chapter == 2
    assert board.match.game.state.to_dict() == campaign_game.game.state.to_dict()


# --- the saved-games list -------------------------------------------------------------------------


def test_saved_games__the_list_scrolls_loads_and_deletes_by_mouse(data_dir, shots):
    matches = [
        saved_match(10 + 4 * i, seed=20 + i, seats=("human", "greedy", "strong")[: 2 + i % 2])
        for i in range(9)
    ]
    app = menu_app()
    shots(app)
    click(app, button(app.stack.top.buttons, "Saved games").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene)
    assert len(scene.saves) == 9
    shown = [info for _, info in scene.rows]
    assert 3 <= len(shown) < 9  # too many for the window: it scrolls
    screenshot(app, "saved-games")
    newest = shown[0]
    assert newest.path == matches[-1].autosave.path  # the newest first
    assert who(newest) == "Crimson (Human), Azure (Greedy computer)"
    assert what(newest) == "Hot-seat, 2 players"
    assert newest.round == matches[-1].game.state.round
    # scroll to the bottom with the wheel and the ▼ button
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    app.step(0.016)
    assert scene.scroll == 1
    for _ in range(10):
        down = [b for b in scene.buttons if b.label == "▼"]
        click(app, down[0].rect.center)
    oldest = scene.rows[-1][1]
    assert oldest.path == matches[0].autosave.path
    # Delete asks once, then removes the file
    row = len(scene.rows) - 1
    click(app, [b for b in scene.buttons if b.label == "Delete"][row].rect.center)
    screenshot(app, "saved-games-delete")
    assert matches[0].autosave.path.exists()
    click(app, button(scene.buttons, "Delete it?").rect.center)
    assert not matches[0].autosave.path.exists()
    assert len(scene.saves) == 8
    # Load a save in the middle of the list
    rect, info = scene.rows[1]
    want = next(m for m in matches if m.autosave.path == info.path)
    load = [b for b in scene.buttons if b.label == "Load"][1]
    click(app, load.rect.center)
    if isinstance(app.stack.top, HandoffScene):
        click(app, (10, 10))
    board = app.stack.top
    assert isinstance(board, BoardScene)
    assert board.match.game.state.to_dict() == want.game.state.to_dict()
    assert board.match.seats == want.seats
    assert [type(s) for s in app.stack.scenes] == [MenuScene, BoardScene]


# --- damaged and newer saves ----------------------------------------------------------------------


def _rewrite(path, change) -> None:
    data = json.loads(path.read_bytes())
    change(data)
    path.write_text(json.dumps(data))


def test_damaged_and_newer_saves__are_moved_aside_with_a_message_and_the_menu_works(
    data_dir, shots
):
    good = saved_match(14, seed=31)
    truncated = saved_match(14, seed=32)
    newer = saved_match(14, seed=33)
    newer_table = saved_match(14, seed=34)
    cut = truncated.autosave.path.read_bytes()
    truncated.autosave.path.write_bytes(cut[: len(cut) // 2])
    _rewrite(newer.autosave.path, lambda d: d.update(version=save.VERSION + 1))
    _rewrite(newer_table.autosave.path, lambda d: d["ui"].update(version=autosave.UI_VERSION + 1))
    good_bytes = good.autosave.path.read_bytes()
    good_mtime = good.autosave.path.stat().st_mtime_ns

    app = menu_app()
    shots(app)
    menu = app.stack.top
    screenshot(app, "menu-damaged")
    text = " ".join(menu.notices)
    assert len(menu.notices) == 3
    assert "truncated" in text and "newer Lionwake" in text and "table format" in text
    names = sorted(p.name for p in saves_folder(data_dir).iterdir())
    assert good.autosave.path.name in names
    for bad in (truncated, newer, newer_table):
        assert not bad.autosave.path.exists()
        assert any(n.startswith(bad.autosave.path.name + ".damaged-") for n in names)
    assert [info.path for info in menu.saves] == [good.autosave.path]
    # the menu still works, and the good save was only read
    assert good.autosave.path.read_bytes() == good_bytes
    assert good.autosave.path.stat().st_mtime_ns == good_mtime
    click(app, button(menu.buttons, "New hot-seat game").rect.center)
    assert isinstance(app.stack.top, NewGameScene)


def test_an_edited_save__fails_on_continue_is_moved_aside_and_the_menu_offers_the_next(data_dir):
    older = saved_match(12, seed=41)
    edited = saved_match(16, seed=42)

    def drop_last_move(data):  # the file still parses, but its moves no longer make its table
        data["actions"] = data["actions"][:-1]

    _rewrite(edited.autosave.path, drop_last_move)
    app = menu_app()
    menu = app.stack.top
    assert menu.saves[0].path == edited.autosave.path  # the quick scan cannot tell
    click(app, button(menu.buttons, "Continue").rect.center)
    assert app.stack.top is menu  # still on the menu, saying why
    app.step(0.016)
    screenshot(app, "menu-edited-save")
    assert "does not match" in menu.notices[-1] or "checksum" in menu.notices[-1]
    assert not edited.autosave.path.exists()
    assert [info.path for info in menu.saves] == [older.autosave.path]
    with pytest.raises(SaveError):
        save.load(next(saves_folder(data_dir).glob("*.damaged-*")))
    click(app, button(menu.buttons, "Continue").rect.center)
    if isinstance(app.stack.top, HandoffScene):
        click(app, (10, 10))
    assert app.stack.top.match.game.state.to_dict() == older.game.state.to_dict()


def test_saved_games__a_damaged_save_is_reported_in_the_list_too(data_dir):
    broken = saved_match(8, seed=51)
    broken.autosave.path.write_text("{ not json")
    app = menu_app()
    click(app, button(app.stack.top.buttons, "Saved games").rect.center)
    scene = app.stack.top
    assert scene.saves == []
    assert any("could not be opened" in n and "moved aside as" in n for n in scene.notices)
    click(app, button(scene.buttons, "Back").rect.center)
    assert isinstance(app.stack.top, MenuScene)
