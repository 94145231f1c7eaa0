"""Issue 39, item 3: a user data folder that cannot be used never stops the game.

`saves` a file, or LIONWAKE_DATA_DIR a file: the title screen says games cannot be saved and why,
and every screen that touches the user folders works — a hot-seat and a Solo game played by mouse
(the board says the game could not be saved), the Campaign, Saved games and Settings screens, the
scores of a Solo game (which write the campaign progress) — and a crash whose log cannot be written
asks the player to copy the message, not to send a file that is not there.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import crash
from game.ui.app import start_app
from game.ui.scenes.board import BoardScene
from game.ui.scenes.campaign import CampaignScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.saved_games import SavedGamesScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.settings import SettingsScene

from .driver import click, play_on
from .scenario import button, key
from .test_battle_and_scoring import _solo_won

ROOT = Path(__file__).resolve().parents[2]
IN_THE_WAY = b"a file where a folder should be\n"


def _title(shots) -> tuple:
    """The app as a player starts it, its title menu shown."""
    app = start_app()
    shots(app)
    app.settings.animation_speed = 0
    app.step(0.016)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return app, menu


def _cannot_save_notice(menu: MenuScene, folder: Path) -> str:
    """The title's notice that games cannot be saved, naming `folder` (and shown under the menu)."""
    said = [n for n in menu.notices if "Games cannot be saved" in n]
    assert said, f"the title does not say games cannot be saved: {menu.notices}"
    assert f"{folder}: not a folder (a file is in the way)" in said[0]
    shown = " ".join(menu._notice_lines(menu.app.screen.get_width() - menu.theme.px(200)))
    assert shown.startswith("Games cannot be saved")
    return said[0]


def _play_new_game(app, menu: MenuScene, entry: str, decisions: int) -> BoardScene:
    """Open `entry` on the title menu, start the game by mouse and take `decisions` by mouse."""
    click(app, button(menu.buttons, entry).rect.center)
    setup = app.stack.top
    assert isinstance(setup, NewGameScene)
    click(app, button(setup.buttons, "Start the game").rect.center)
    match = app.stack.top.match  # the setup draft, or the board
    assert play_on(app, match, decisions, random.Random(5)) == decisions
    assert len(match.game.history) >= decisions
    for _ in range(10):  # a battle or a hand-off screen over the board: on to the board
        if isinstance(app.stack.top, BoardScene):
            break
        click(app, (10, 10))
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.match is match
    return board


def _back_to_title(app) -> None:
    while not isinstance(app.stack.top, MenuScene):
        key(app, pygame.K_ESCAPE)


def test_data_folder__saves_is_a_file__the_title_says_why_and_a_hot_seat_game_plays_on(
    tmp_path, monkeypatch, shots
):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    saves = tmp_path / "saves"
    saves.write_bytes(IN_THE_WAY)
    app, menu = _title(shots)
    _cannot_save_notice(menu, saves)
    assert menu.saves == []  # nothing to continue, and no crash scanning for it

    board = _play_new_game(app, menu, "New hot-seat game", 6)
    autosave = board.match.autosave
    autosave.wait()
    assert f"{saves}: not a folder" in autosave.problem
    rnd = random.Random(6)
    for _ in range(6):  # (a battle's result, said after the move, may stand in its place a while)
        if "The game could not be saved" in board.message:
            break
        assert play_on(app, board.match, 1, rnd) == 1
        for _ in range(10):
            if isinstance(app.stack.top, BoardScene):
                break
            click(app, (10, 10))
    assert "The game could not be saved" in board.message and str(saves) in board.message
    assert saves.read_bytes() == IN_THE_WAY  # the file in the way is left alone


def test_data_folder__the_data_folder_is_a_file__every_screen_that_touches_it_works(
    tmp_path, monkeypatch, shots
):
    blocker = tmp_path / "lionwake-data"
    blocker.write_bytes(IN_THE_WAY)
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(blocker))
    app, menu = _title(shots)
    _cannot_save_notice(menu, blocker)

    # Settings: a change is used at once; the screen says it cannot be kept, and why
    click(app, button(menu.buttons, "Settings").rect.center)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    music = app.settings.music_volume
    row = next(b for name, b in settings.rows if name == "Music")
    click(app, row.rect.center)
    assert app.settings.music_volume != music
    assert "The settings could not be saved" in app.settings_problem
    assert str(blocker) in app.settings_problem
    _back_to_title(app)

    for entry, scene in (("Campaign", CampaignScene), ("Saved games", SavedGamesScene)):
        click(app, button(menu.buttons, entry).rect.center)
        assert isinstance(app.stack.top, scene)
        app.step(0.016)
        _back_to_title(app)

    board = _play_new_game(app, menu, "Solo against the Nian", 3)
    board.match.autosave.wait()
    assert f"{blocker}: not a folder" in board.match.autosave.problem

    # the scores of a won Solo game keep the campaign progress: they say it could not be
    app.push(ScoringScene(app, _solo_won()))
    app.step(0.016)
    news = " ".join(app.stack.top.news)
    assert "progress" in news.lower() and f"{blocker}: not a folder" in news
    assert blocker.read_bytes() == IN_THE_WAY


def test_data_folder__the_game_starts_and_closes_cleanly_with_a_file_for_its_folder(tmp_path):
    blocker = tmp_path / "lionwake-data"
    blocker.write_bytes(IN_THE_WAY)
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        LIONWAKE_DATA_DIR=str(blocker),
        PYTHONPATH=str(ROOT),
    )
    env.pop(crash.CRASH_TEST_ENV, None)
    done = subprocess.run(
        [sys.executable, "-m", "game", "--smoke"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("where", ["data folder", "logs"])
def test_crash__a_log_that_cannot_be_written_asks_to_copy_the_message_not_to_send_a_file(
    tmp_path, monkeypatch, capsys, where
):
    if where == "data folder":
        blocked = tmp_path / "lionwake-data"
        monkeypatch.setenv("LIONWAKE_DATA_DIR", str(blocked))
    else:
        monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
        blocked = tmp_path / "logs"
    blocked.write_bytes(IN_THE_WAY)
    try:
        raise ValueError("the drum split")
    except ValueError as exc:
        assert crash.report(exc) is None
    err = capsys.readouterr().err
    assert "ValueError: the drum split" in err  # the message, and the traceback above it
    assert f"The report could not be saved: {blocked}: not a folder (a file is in the way)" in err
    assert "copy this message" in err
    assert "send that file" not in err
    assert blocked.read_bytes() == IN_THE_WAY
