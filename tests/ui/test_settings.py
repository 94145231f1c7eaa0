"""Issue 8, "Settings, kept per user": the Settings screen by mouse, the settings file kept per user,
and a damaged, newer or out-of-range file never stopping the game."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import Config
from game.core import actions as A
from game.session.match import Match
from game.ui import user_settings
from game.ui.app import App, Settings, start_app
from game.ui.scenes.board import BoardScene
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.settings import SettingsScene

from .driver import click, screenshot, where_to_click
from .scenario import button, key


def _row(scene: SettingsScene, name: str):
    """The value button of the row called `name`."""
    found = [b for row, b in scene.rows if row == name]
    assert found, f"no row {name!r} among {[row for row, _ in scene.rows]}"
    return found[0]


def _choices(scene, name: str) -> dict:
    """The buttons side by side in the row called `name`, by label."""
    return {b.label: b for row, b in scene.rows if row == name}


def _saved(path) -> dict:
    return json.loads(path.read_text(encoding="utf-8"))


def test_settings__changed_by_mouse_are_kept_for_the_next_start(tmp_path, shots):
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "Settings").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert not path.exists()  # nothing changed yet, nothing written
    click(app, _row(scene, "Animations").rect.center)  # Normal -> Fast
    click(app, _choices(scene, "Computer moves")["Slow"].rect.center)  # Normal -> Slow
    click(app, _row(scene, "Music").rect.center)  # Quiet -> Medium
    click(app, _row(scene, "Sound effects").rect.center)  # Loud -> Full
    click(app, _row(scene, "Ask before ending a turn with actions left").rect.center)  # On -> Off
    click(app, _row(scene, "Window").rect.center)  # 1280 x 720 -> 1600 x 900
    assert app.screen.get_size() == (1600, 900)
    assert _row(scene, "Window").label == "1600 × 900"
    assert _row(scene, "Animations").label == "Fast"
    assert _saved(path)["window"] == [1600, 900]
    click(app, button(scene.buttons, "Back").rect.center)
    assert isinstance(app.stack.top, MenuScene)

    again = App(settings_path=path)
    shots(again)
    assert again.settings == Settings(
        animation_speed=2.0,
        computer_pace=1.6,
        music_volume=0.5,
        effects_volume=1.0,
        confirm_end_turn=False,
        window=(1600, 900),
    )
    assert again.screen.get_size() == (1600, 900)
    assert again.settings_notice == ""


def test_settings__the_computer_paces_show_side_by_side_and_a_click_chooses_one(tmp_path, shots):
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    paces = list(_choices(app.stack.top, "Computer moves").values())
    assert [b.label for b in paces] == ["Instant", "Quick", "Normal", "Slow"]
    assert [b.primary for b in paces] == [False, False, True, False]  # Normal, the default
    screenshot(app, "settings-computer-paces")
    click(app, paces[0].rect.center)
    assert app.settings.computer_pace == 0.0
    assert _saved(path)["computer_pace"] == 0.0
    paces = list(_choices(app.stack.top, "Computer moves").values())
    assert [b.primary for b in paces] == [True, False, False, False]
    # by the keyboard: Tab to Slow, Enter
    labels = [b.label for b in app.stack.top.buttons]
    key(app, pygame.K_TAB)
    for _ in range(labels.index("Slow")):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.settings.computer_pace == 1.6


def test_settings__the_window_steps_through_the_presets_to_fullscreen_and_back(tmp_path, shots):
    app = App(settings_path=tmp_path / "settings.json")
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    seen = []
    for _ in range(4):
        click(app, _row(app.stack.top, "Window").rect.center)
        seen.append(_row(app.stack.top, "Window").label)
    assert seen == ["1600 × 900", "1920 × 1080", "Fullscreen", "1280 × 720"]
    assert not app.settings.fullscreen and app.screen.get_size() == (1280, 720)


def test_settings__the_pause_menu_changes_are_kept_too(tmp_path, shots):
    from .scenario import match_at_first_turn

    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(PauseScene(app, match_at_first_turn()))
    app.step(0.016)
    key(app, pygame.K_m)  # Quiet -> Medium
    click(app, button(app.stack.top.buttons, "Animations: Normal").rect.center)  # -> Fast
    click(app, button(app.stack.top.buttons, "Settings").rect.center)
    assert isinstance(app.stack.top, SettingsScene)
    assert _row(app.stack.top, "Music").label == "Medium"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    kept = App(settings_path=path).settings
    assert (kept.music_volume, kept.animation_speed) == (0.5, 2.0)


@pytest.mark.parametrize(
    "content",
    [b"{not json", b"\xff\xfe", b"[1, 2]", json.dumps({"format": "something else"}).encode()],
    ids=["broken-json", "not-text", "not-an-object", "not-settings"],
)
def test_settings__a_damaged_file_is_moved_aside_and_the_defaults_used(tmp_path, content, shots):
    path = tmp_path / "settings.json"
    path.write_bytes(content)
    app = App(settings_path=path)
    shots(app)
    assert app.settings == Settings()
    assert "could not be read" in app.settings_notice
    assert not path.exists()
    aside = list(tmp_path.glob("settings.json.damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == content
    assert aside[0].name in app.settings_notice


def test_settings__a_newer_file_is_moved_aside_and_the_title_says_so(tmp_path, monkeypatch, shots):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    newer = {"format": "lionwake-settings", "version": 99, "music_volume": 1.0}
    (tmp_path / "settings.json").write_text(json.dumps(newer), encoding="utf-8")
    app = start_app()
    shots(app)
    app.step(0.016)
    assert app.settings == Settings()
    assert "newer Lionwake" in app.settings_notice
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and app.settings_notice in menu.notices
    assert list(tmp_path.glob("settings.json.damaged-*"))
    # a change afterwards writes a fresh file of this version
    click(app, button(menu.buttons, "Settings").rect.center)
    click(app, _row(app.stack.top, "Music").rect.center)
    assert _saved(tmp_path / "settings.json")["version"] == user_settings.VERSION


def test_settings__values_out_of_range_are_clamped_and_unknown_keys_ignored(tmp_path, shots):
    path = tmp_path / "settings.json"
    data = {
        "format": "lionwake-settings",
        "version": 1,
        "animation_speed": 100,
        "music_volume": 7.5,
        "effects_volume": -1,
        "computer_pace": -3,
        "window": [100, 99999],
        "fullscreen": "yes",  # not a bool: the default stays
        "confirm_end_turn": False,  # (on by default)
        "ui_scale": 3,  # unknown: ignored
    }
    path.write_text(json.dumps(data), encoding="utf-8")
    app = App(settings_path=path)
    shots(app)
    s = app.settings
    assert app.settings_notice == ""
    assert s.animation_speed == 4.0
    assert (s.music_volume, s.effects_volume, s.computer_pace) == (1.0, 0.0, 0.0)
    assert s.window == (960, 4320)
    assert s.fullscreen is False and s.confirm_end_turn is False
    assert path.exists()  # a readable file is kept where it is


def test_settings__no_file_gives_the_defaults(tmp_path):
    assert user_settings.load(tmp_path / "settings.json") == (Settings(), "")


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def test_settings__the_screen_fits_the_window(size, tmp_path, shots):
    app = App(size, settings_path=tmp_path / "settings.json")
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    screenshot(app, f"menu-{size[0]}")
    menu_buttons = app.stack.top.buttons
    for a in menu_buttons:
        assert app.screen.get_rect().contains(a.rect), a.label
        assert not any(a.rect.colliderect(b.rect) for b in menu_buttons if b is not a), a.label
    app.push(SettingsScene(app))
    app.step(0.016)
    screenshot(app, f"settings-{size[0]}")
    scene = app.stack.top
    assert scene.frame.top >= 0 and scene.frame.bottom <= size[1]
    for b in scene.buttons:
        assert scene.frame.contains(b.rect), b.label
    name_font = app.theme.font(15, bold=True)
    for name, b in scene.rows:  # each row's name is clear of its button
        assert scene.frame.x + app.theme.px(30) + name_font.size(name)[0] < b.rect.x, name


def _match_at_perform() -> Match:
    """A match at a Perform step where the player could still perform something."""
    match = Match(Config(players=2, seed=1))
    rnd = random.Random(1)
    for _ in range(400):
        legal = match.legal()
        if any(isinstance(a, A.EndPerform) for a in legal) and any(
            isinstance(a, A.Perform) for a in legal
        ):
            return match
        match.apply(rnd.choice(legal))
    raise AssertionError("no Perform step found")


def test_settings__ending_a_turn_with_actions_left_asks_first_when_set(shots):
    match = _match_at_perform()
    app = App()
    shots(app)
    app.settings.animation_speed = 0
    app.settings.confirm_end_turn = True
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    end = where_to_click(board, A.EndPerform())
    before = len(match.game.history)
    click(app, end[1])
    assert isinstance(app.stack.top, ConfirmScene)
    screenshot(app, "confirm-end-turn")
    assert len(match.game.history) == before
    click(app, button(app.stack.top.buttons, "Keep performing").rect.center)
    assert app.stack.top is board and len(match.game.history) == before
    app.step(0.016)
    click(app, where_to_click(board, A.EndPerform())[1])
    click(app, button(app.stack.top.buttons, "End the turn").rect.center)
    assert match.game.history[before] == A.EndPerform()
    # with the setting off, the same click ends at once
    match = _match_at_perform()
    app.settings.confirm_end_turn = False
    board = BoardScene(app, match)
    app.stack.clear_to(board)
    app.step(0.016)
    before = len(match.game.history)
    click(app, where_to_click(board, A.EndPerform())[1])
    assert match.game.history[before] == A.EndPerform()


# --- UI scale and colour-blind palette (issue 8, accessibility) -------------------------------------


def test_settings__ui_scale_and_colour_blind_palette_are_kept_and_applied_at_once(tmp_path, shots):
    from game.ui import theme as T

    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    scene = app.stack.top
    assert _row(scene, "UI scale").label == "100%"
    assert _row(scene, "Colour-blind palette").label == "Off"
    before = app.theme.scale
    click(app, _row(scene, "UI scale").rect.center)  # 100 -> 110
    assert app.settings.ui_scale == 110 and _saved(path)["ui_scale"] == 110
    assert app.theme.scale > before  # text and controls grew at once
    assert _row(scene, "UI scale").label == "110%"
    click(app, _row(scene, "Colour-blind palette").rect.center)
    try:
        assert app.settings.colour_blind == "on" and _saved(path)["colour_blind"] == "on"
        assert T.palette_mode == "on" and T.PALETTES["on"]["LEGAL"] == T.LEGAL
        assert _row(scene, "Colour-blind palette").label == "On"
        screenshot(app, "settings-colour-blind")
        # the next start reads them back and applies them
        again = App(settings_path=path)
        assert again.settings.ui_scale == 110 and again.settings.colour_blind == "on"
        assert again.theme.ui_scale == pytest.approx(1.1) and T.palette_mode == "on"
    finally:
        T.set_palette("off")
    # every step comes round again
    seen = set()
    for _ in range(8):
        click(app, _row(app.stack.top, "UI scale").rect.center)
        seen.add(app.settings.ui_scale)
    assert seen == set(user_settings.UI_SCALES)


@pytest.mark.parametrize(
    ("given", "scale", "palette"),
    [
        ({"ui_scale": 20, "colour_blind": "purple-ish"}, 75, "off"),
        ({"ui_scale": 1000, "colour_blind": True}, 200, "off"),
        ({"ui_scale": 130, "colour_blind": "on"}, 125, "on"),
        ({"ui_scale": "big", "colour_blind": None}, 100, "off"),
        ({"ui_scale": True, "colour_blind": 1}, 100, "off"),
    ],
)
def test_settings__ui_scale_is_clamped_to_a_step_and_an_unknown_palette_refused(
    given, scale, palette
):
    data = {"format": user_settings.FORMAT, "version": user_settings.VERSION, **given}
    settings = Settings.from_json(data)
    assert settings.ui_scale == scale
    assert settings.colour_blind == palette


def test_settings__a_right_click_steps_the_ui_scale_back(tmp_path, shots):
    app = App(settings_path=tmp_path / "settings.json")
    shots(app)
    app.push(SettingsScene(app))
    app.step(0.016)
    click(app, _row(app.stack.top, "UI scale").rect.center, button=3)
    assert app.settings.ui_scale == 90
    click(app, _row(app.stack.top, "UI scale").rect.center, button=3)
    assert app.settings.ui_scale == 75
    click(app, _row(app.stack.top, "UI scale").rect.center, button=3)
    assert app.settings.ui_scale == 200  # round again
