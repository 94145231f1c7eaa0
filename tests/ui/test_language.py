"""Issue 8, "Languages": English by default, Simplified Chinese from the Settings screen, switched
live, kept for the next start; the menu then reads in Chinese with every glyph in the fonts and no
label cut short.  Screenshots: tests/_artifacts/language_menu_zh.png, language_settings_zh.png."""

from __future__ import annotations

import json
import re

import pytest

from game import i18n
from game.ui.app import App
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene

from .driver import click, screenshot
from .scenario import button

HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture(autouse=True)
def _an_english_system(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "en_GB.UTF-8")
    yield
    i18n.set_language("en")


def _row(scene: SettingsScene, name: str):
    found = [b for row, b in scene.rows if row == name]
    assert found, f"no row {name!r} among {[row for row, _ in scene.rows]}"
    return found[0]


def _labels_fit(app) -> list[str]:
    """Labels the buttons must shorten to fit ('…'), i.e. cut-off text."""
    font = app.theme.font(15, bold=True)
    return [b.label for b in app.stack.top.buttons if font.size(b.label)[0] > b.rect.width - 8]


def test_english_is_the_default(tmp_path):
    app = App(settings_path=tmp_path / "settings.json")
    app.push(MenuScene(app))
    app.step(0.016)
    assert app.settings.language == "en"
    assert i18n.current_language() == "en"
    labels = [b.label for b in app.stack.top.buttons]
    assert "New hot-seat game" in labels and "Settings" in labels
    assert not any(HAN.search(label) for label in labels)


def test_a_chinese_system_starts_in_chinese(tmp_path, monkeypatch):
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    app = App(settings_path=tmp_path / "settings.json")
    assert app.settings.language == "zh_CN"
    assert i18n.current_language() == "zh_CN"


def test_switching_to_chinese_in_settings_redraws_the_menu(tmp_path, shots):
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "Settings").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert _row(scene, "Language").label == "English"

    click(app, _row(scene, "Language").rect.center)
    assert i18n.current_language() == "zh_CN"
    assert json.loads(path.read_text(encoding="utf-8"))["language"] == "zh_CN"
    assert _row(scene, "语言").label == "简体中文"  # laid out again, in Chinese
    app.step(0.016)
    screenshot(app, "language_settings_zh")

    click(app, button(scene.buttons, "返回").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    app.step(0.016)
    labels = [b.label for b in menu.buttons]
    for label in (
        "新的同屏游戏",
        "战役",
        "单人挑战年兽",
        "新手教学",
        "存档",
        "规则与卡牌",
        "设置",
        "退出",
    ):
        assert label in labels, labels
    assert _labels_fit(app) == []
    shot = screenshot(app, "language_menu_zh")
    assert shot.is_file()

    # kept for the next start
    i18n.set_language("en")
    again = App(settings_path=path)
    assert again.settings.language == "zh_CN" and i18n.current_language() == "zh_CN"

    # and back to English, live
    click(app, button(menu.buttons, "设置").rect.center)
    settings = app.stack.top
    click(app, _row(settings, "语言").rect.center)
    assert i18n.current_language() == "en"
    assert _row(settings, "Language").label == "English"


def test_an_unknown_language_in_the_file_keeps_the_default(tmp_path):
    from game.ui import user_settings

    path = tmp_path / "settings.json"
    data = user_settings.Settings().to_json()
    data["language"] = "klingon"
    path.write_text(json.dumps(data), encoding="utf-8")
    settings, notice = user_settings.load(path)
    assert settings.language == "en" and notice == ""


def test_chinese_text_wraps_between_characters(tmp_path):
    """Chinese has no spaces: widgets.wrap breaks a too-wide run between characters, and never puts
    closing punctuation at the start of a line; English still breaks only at spaces."""
    from game.ui.widgets import wrap

    app = App(settings_path=tmp_path / "settings.json")
    font = app.theme.font(13)
    text = "左狮可持2张鼓牌；右狮可持3张，并获得1颗力量骰。第4区（4个气）。此处的竹简：获得2红纸并执行书写春联。"
    lines = wrap(font, text, 200)
    assert len(lines) > 2 and "".join(lines) == text
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert not any(line[0] in "。，、；：）" for line in lines)
    english = "Left Lion holds 2 Drum cards; right Lion holds 3 and gains 1 Strength die."
    assert " ".join(wrap(font, english, 200)) == english


def test_a_path_wider_than_its_box_breaks_after_a_folder_never_past_the_box(tmp_path):
    """A folder's path has no spaces: widgets.wrap breaks it after a "/" (or "\\") that fits, so
    that the records screen never draws it past its box (CI's deep temporary folders did)."""
    from game.ui.widgets import wrap

    app = App(settings_path=tmp_path / "settings.json")
    font = app.theme.font(13)
    path = "/tmp/pytest-of-someone/pytest-19/popen-gw0/a_long_test_folder_name0/records:"
    lines = wrap(font, path, 200)
    assert len(lines) > 1 and "".join(lines) == path
    assert all(font.size(line)[0] <= 200 for line in lines)
    assert all(line.endswith("/") for line in lines[:-1])
    sentence = wrap(font, f"{path} could not be read", 200)
    assert all(font.size(line)[0] <= 200 for line in sentence)
    assert "".join(sentence).replace(" ", "") == f"{path}couldnotberead"
    windows = "C:\\Users\\someone\\AppData\\Local\\Lionwake\\Lionwake\\records"
    lines = wrap(font, windows, 120)
    assert "".join(lines) == windows and all(font.size(line)[0] <= 120 for line in lines)
    assert all(line.endswith("\\") for line in lines[:-1])


# --- every player-visible literal of game/ui goes through gettext -------------------------------------

#: calls whose string arguments a player reads (positional, and the keywords below)
_SHOWN_CALLS = {
    "draw_text",
    "Button",
    "draw_tooltip",
    "say",
    "screen_heading",
    "ConfirmScene",
    "ellipsize",
    "wrap",
    "fit_font",
    "_header",
    "_header_w",
}
_SHOWN_KEYWORDS = {"tooltip", "label", "title", "text", "hint", "message"}
#: literals that are not words to translate: key caps, symbols, the game's name
_ALLOWED = {"Esc", "Enter", "Space", "Tab", "Ctrl+Z", "L", "Lionwake", "I", "II", "×", "…"}
_WORD = re.compile(r"[A-Za-z]{2,}")


def _bare_literals(node) -> list:
    """String literals in `node` that reach the screen untranslated (not inside `_()` & co.)."""
    import ast

    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node] if _WORD.search(node.value) and node.value.strip() not in _ALLOWED else []
    if isinstance(node, ast.JoinedStr):
        return [v for v in node.values for v in _bare_literals(v)]
    if isinstance(node, ast.FormattedValue):
        return _bare_literals(node.value)
    if isinstance(node, ast.IfExp):
        return _bare_literals(node.body) + _bare_literals(node.orelse)
    if isinstance(node, ast.BinOp):
        return _bare_literals(node.left) + _bare_literals(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        return [n for e in node.elts for n in _bare_literals(e)]
    if isinstance(node, ast.Starred):
        return _bare_literals(node.value)
    return []  # a call (`_()`, `name()`, a formatter), a name, an attribute: not a bare literal


def test_every_shown_literal_in_the_ui_is_translated():
    """An AST scan of game/ui: no string with letters is handed straight to draw_text, a Button, a
    tooltip, `say` or a heading without `_()` (key caps and symbols allowed, see _ALLOWED)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    bare = []
    for path in sorted((root / "game" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            fname = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if fname not in _SHOWN_CALLS:
                continue
            args = list(node.args) + [k.value for k in node.keywords if k.arg in _SHOWN_KEYWORDS]
            for arg in args:
                for lit in _bare_literals(arg):
                    rel = path.relative_to(root)
                    bare.append(f"{rel}:{lit.lineno}: {fname}(... {lit.value!r} ...)")
    assert not bare, "wrap these in _() (game/i18n.py):\n" + "\n".join(bare)


# --- the game in Chinese, looked at ------------------------------------------------------------------

_SHOWN_IN_CHINESE = ["board", "battle", "settings", "setup_draft", "scoring", "reference"]


def _chinese_app(size):
    from .driver import make_app

    app = make_app(size)
    app.settings.language = "zh_CN"
    i18n.set_language("zh_CN")
    return app


def _hover(app, pos) -> None:
    import pygame

    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(0.016)


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
@pytest.mark.parametrize("name", _SHOWN_IN_CHINESE)
def test_the_screens_in_chinese(name, size, shots):
    """Each main screen in Simplified Chinese at two window sizes, saved for a look
    (tests/_artifacts/language_zh_<screen>_<size>.png): Chinese on every button, none cut short.
    The board is shown mid-turn with a card's tooltip open."""
    from .a11y_scenes import _scene

    app = _chinese_app(size)
    shots(app)
    scene = _scene(name, app)
    app.push(scene)
    for _ in range(3 if name == "board" else 12):  # dice settled, bars grown
        app.step(0.016 if name == "board" else 0.3)
    if name == "board":
        rect = next(r for r, key in scene.targets.items if key[0] == "hand")
        _hover(app, rect.center)
        for _ in range(3):  # past the tooltip delay
            app.step(0.4)
    labels = [b.label for b in getattr(app.stack.top, "buttons", [])]
    assert not labels or any(HAN.search(label) for label in labels), labels
    english = [
        label for label in labels if re.search(r"[A-Za-z]{3,}", label.replace("Lionwake", ""))
    ]
    assert english == [], english
    shot = screenshot(app, f"language_zh_{name}_{size[0]}x{size[1]}")
    assert shot.is_file()


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)], ids=["1280x720", "960x540"])
def test_the_guided_game_and_the_log_in_chinese(size, shots):
    """The guided first game's panel (its Next / Skip guide chrome in Chinese) and, in a Solo game,
    the board with the log open and the Nian's card: tests/_artifacts/language_zh_guide_*.png and
    language_zh_solo_log_*.png."""
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.menu import MenuScene

    from .scenario import match_mid_game

    app = _chinese_app(size)
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "新手教学").rect.center)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.tutorial is not None
    for _ in range(3):
        app.step(0.016)
    guide = [b.label for b in board.tutorial.buttons]
    assert "跳过引导" in guide and "下一步" in guide, guide
    screenshot(app, f"language_zh_guide_{size[0]}x{size[1]}")

    solo = BoardScene(app, match_mid_game(1, 4, 40))
    app.push(solo)
    solo.table.show_log = True
    for _ in range(3):
        app.step(0.016)
    labels = [b.label for b in solo.bar_buttons()]
    assert labels == ["菜单", "记录", "撤销"], labels
    screenshot(app, f"language_zh_solo_log_{size[0]}x{size[1]}")
