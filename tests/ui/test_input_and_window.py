"""Issue 42, "input and naming faults found on the way": the key that opens Rules and cards is not
typed into its search; Esc and the Menu button open the pause menu at once while a computer plays;
Settings → Fullscreen and F11 are one truth; the window opens centred and is named Lionwake; Esc on
the title screen asks before quitting; "ask before ending a turn with actions left" is on by
default."""

from __future__ import annotations

import json
import os
import sys

import pygame
import pytest

from game.core import actions as A
from game.ui import app as app_module
from game.ui.app import App
from game.ui.scenes.board import BoardScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.reference import ReferenceScene
from game.ui.scenes.settings import SettingsScene
from game.ui.user_settings import Settings

from .driver import click, make_app, where_to_click
from .scenario import button, key, match_at_first_turn
from .test_computer_turns import board_for, person_then_computer, play_turn_of, step_until
from .test_settings import _match_at_perform

# --- the key that opens Rules and cards -------------------------------------------------------------


def _press(app: App, key_code: int, text: str) -> None:
    """A key as SDL sends it when text input is on: the key, then the text it types; one frame."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=0, unicode=text))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.016)


def test_rules_key__the_r_that_opens_rules_and_cards_is_not_typed_into_its_search(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    _press(app, pygame.K_r, "r")
    scene = app.stack.top
    assert isinstance(scene, ReferenceScene)
    app.step(0.016)
    assert scene.query == "", "the R that opened the screen was typed into its search"
    _press(app, pygame.K_r, "r")  # once open, R is a letter like any other
    _press(app, pygame.K_u, "u")
    app.step(0.016)
    assert scene.query == "ru"


def test_rules_key__from_the_pause_menu_too_and_when_the_loop_was_waiting(shots):
    """Over a game (`Esc`, then `R`), with the key taken from the idle loop's wait (`App.run`
    hands the event that woke it to `dispatch` and the text comes in the next `step`)."""
    app = make_app()
    shots(app)
    app.push(BoardScene(app, match_at_first_turn(2, 3)))
    app.step(0.016)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    app.dispatch(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_r, mod=0, unicode="r"))
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="r"))
    app.step(0.016)
    scene = app.stack.top
    assert isinstance(scene, ReferenceScene)
    assert scene.query == ""


# --- Esc and Menu while a computer plays --------------------------------------------------------------


def test_board__esc_opens_the_pause_menu_at_once_while_a_computers_move_plays(shots):
    match, person, computer = person_then_computer()
    app, board = board_for(match, pace=0.0, speed=1.0)
    shots(app)
    play_turn_of(app, board, person)
    step_until(app, lambda: board.public and board.animator.busy, click_through=False)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene), "the first Esc only skipped the animation"
    assert board.animator.busy, "Esc skipped the computer's move on its way to the menu"
    key(app, pygame.K_ESCAPE)  # and back: the move plays on
    assert app.stack.top is board


def test_board__the_menu_button_opens_the_pause_menu_without_hurrying_the_computer(shots):
    match, person, computer = person_then_computer()
    app, board = board_for(match, speed=1.0)  # the computer's move is held until hurried
    shots(app)
    play_turn_of(app, board, person)
    step_until(app, lambda: board.turns.computer is not None and not board.animator.busy)
    menu = button(board.bar_buttons(), "Menu")
    before = len(match.game.history)
    click(app, menu.rect.center)
    assert isinstance(app.stack.top, PauseScene)
    assert not board.turns.computer.hurry, "the click on Menu hurried the computer"
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is board and len(match.game.history) == before
    # while its move plays, too
    board.turns.computer.hurry = True
    step_until(app, lambda: board.animator.busy, click_through=False)
    click(app, button(board.bar_buttons(), "Menu").rect.center)
    assert isinstance(app.stack.top, PauseScene), "the first click only skipped the animation"
    assert board.animator.busy


# --- fullscreen: the setting and F11 --------------------------------------------------------------------


def _window_row(app: App):
    return next(b for row, b in app.stack.top.rows if row == "Window")


def _saved(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_fullscreen__settings_and_f11_agree_and_the_file_follows(tmp_path, shots):
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    for _ in range(3):  # 1600 x 900, 1920 x 1080, Fullscreen
        click(app, _window_row(app).rect.center)
    assert _window_row(app).label == "Fullscreen"
    assert pygame.display.is_fullscreen() and app.screen.get_flags() & pygame.FULLSCREEN
    assert _saved(path)["fullscreen"] is True
    key(app, pygame.K_F11)
    assert not pygame.display.is_fullscreen() and app.screen.get_size() == (1920, 1080)
    assert _window_row(app).label == "1920 × 1080"
    assert (_saved(path)["fullscreen"], _saved(path)["window"]) == (False, [1920, 1080])
    key(app, pygame.K_F11)
    assert pygame.display.is_fullscreen() and _window_row(app).label == "Fullscreen"
    assert _saved(path)["fullscreen"] is True
    click(app, _window_row(app).rect.center)  # Fullscreen -> 1280 x 720
    assert not pygame.display.is_fullscreen() and app.screen.get_size() == (1280, 720)
    assert _saved(path)["fullscreen"] is False


@pytest.mark.parametrize("how", ["stays windowed", "raises"])
def test_fullscreen__a_display_that_will_not_go_fullscreen_leaves_the_setting_windowed(
    how, tmp_path, shots, monkeypatch
):
    """The window and the setting never disagree: when the display does not go fullscreen, the
    Settings row and the saved file say windowed, and the next F11 asks for fullscreen again."""
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    for _ in range(2):
        click(app, _window_row(app).rect.center)
    asked = []
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        if flags & pygame.FULLSCREEN:
            asked.append(size)
            if how == "raises":
                raise pygame.error("the display refused fullscreen")
            return real(app.screen.get_size(), pygame.RESIZABLE)
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    click(app, _window_row(app).rect.center)  # Fullscreen, asked for
    assert asked and not pygame.display.is_fullscreen()
    assert not app.settings.fullscreen, "the setting says fullscreen in a window"
    assert _window_row(app).label == "1920 × 1080"
    assert _saved(path)["fullscreen"] is False
    key(app, pygame.K_F11)
    assert len(asked) == 2, "F11 after it did not ask for fullscreen"


# --- the window: centred, named ------------------------------------------------------------------------


def test_window__opens_centred_and_a_size_from_settings_is_centred_too(monkeypatch, shots):
    monkeypatch.delenv("SDL_VIDEO_CENTERED", raising=False)
    monkeypatch.delenv("SDL_VIDEO_WINDOW_POS", raising=False)
    opened = []
    real = pygame.display.set_mode

    def set_mode(size=(0, 0), flags=0, *args, **kwargs):
        opened.append((tuple(size), os.environ.get("SDL_VIDEO_CENTERED")))
        return real(size, flags, *args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = App((1920, 1080))
    shots(app)
    assert opened == [((1920, 1080), "1")], "the window did not open centred"
    assert "SDL_VIDEO_CENTERED" not in os.environ  # (only while the window opens)
    app.push(SettingsScene(app))
    app.step(0.016)
    click(app, _window_row(app).rect.center)  # a custom 1920 x 1080 -> Fullscreen
    click(app, _window_row(app).rect.center)  # -> 1280 x 720
    assert opened[-1] == ((1280, 720), "1")
    # a window the player drags smaller than the smallest is held there, not moved
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=400, h=300, size=(400, 300)))
    app.step(0.016)
    assert opened[-1] == ((960, 540), None)


def test_window__is_named_lionwake_for_the_desktop_before_the_display_starts(monkeypatch, shots):
    """Run from source, pygame names the X11 window class after sys.argv[0] (`__main__.py`);
    SDL reads the class when the display starts, so it must be Lionwake by then."""
    guessed = os.path.basename(sys.argv[0])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", guessed)
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    seen = []
    real = pygame.init

    def init():
        seen.append(
            (os.environ.get("SDL_VIDEO_X11_WMCLASS"), os.environ.get("SDL_VIDEO_WAYLAND_WMCLASS"))
        )
        return real()

    monkeypatch.setattr(pygame, "init", init)
    app = App()
    shots(app)
    assert seen[0] == ("Lionwake", "Lionwake")
    assert pygame.display.get_caption()[0] == "Lionwake"
    assert app_module.WINDOW_CLASS == "Lionwake"
    # a class the player set is theirs
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "MyDesk")
    App()
    assert seen[-1][0] == "MyDesk"


# --- Esc on the title screen -------------------------------------------------------------------------


def test_title__esc_asks_before_quitting_and_esc_again_stays(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    key(app, pygame.K_ESCAPE)
    assert app.running, "Esc quit without asking"
    assert isinstance(app.stack.top, ConfirmScene)
    key(app, pygame.K_ESCAPE)
    assert app.running and isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(app.stack.top.buttons, "Keep playing").rect.center)
    assert app.running and isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_ESCAPE)
    click(app, button(app.stack.top.buttons, "Quit").rect.center)
    assert not app.running


# --- asking before ending a turn with actions left --------------------------------------------------


def test_confirm_end_turn__is_on_by_default(shots):
    assert Settings().confirm_end_turn is True
    match = _match_at_perform()
    app = App()  # the defaults
    shots(app)
    app.settings.animation_speed = 0
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    before = len(match.game.history)
    click(app, where_to_click(board, A.EndPerform())[1])
    assert isinstance(app.stack.top, ConfirmScene), "the turn ended without asking"
    assert len(match.game.history) == before
