"""Issue 8, "Languages": the rules reference and the guided first game read in Simplified Chinese
(their prose from the ``lionwake-prose`` domain), the search finds Chinese words, the text wraps
inside its panel.  Screenshots: tests/_artifacts/prose-zh-<size>-{reference,search,guide-1,guide-2}.png
"""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.ui.scenes.reference import ReferenceScene
from game.ui.widgets import wrap

from .driver import click, make_app, screenshot
from .test_reference import type_text
from .test_tutorial import learn_to_play, open_menu

HAN = re.compile(r"[\u4e00-\u9fff]")
SIZES = [(1280, 720), (960, 540)]
IDS = [f"{w}x{h}" for w, h in SIZES]


@pytest.fixture(autouse=True)
def _chinese(monkeypatch, tmp_path):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    yield
    i18n.set_language("en")


def _fits(scene: ReferenceScene, theme) -> None:
    width = scene.content_rect.width - 2 * theme.px(16)
    for op in scene._ops:
        right = op.rect.right if op.picture else op.x + op.image.get_width()
        assert right <= width + 1, "text runs out of the panel"


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_rules_reference_in_chinese_and_a_chinese_search(size, shots):
    app = make_app(size)
    shots(app)
    i18n.set_language("zh_CN")
    scene = ReferenceScene(app)
    app.push(scene)
    app.step(0.016)
    rows = [r.label for r in scene.rows()]
    assert rows[0] == "开始游戏前" and rows[1] == "如何使用本仪典"
    scene.choose(next(r.key for r in scene.items() if r.label == "2. 跃步"))
    app.step(0.016)
    shown = scene.shown_text()
    assert shown.startswith("2. 跃步") and "平原" in shown and "Leap" not in shown
    _fits(scene, app.theme)
    screenshot(app, f"prose-zh-{size[0]}x{size[1]}-reference")

    type_text(app, "竹")
    found = [r.label for r in scene.items("rules")]
    assert "附录：竹简" in found and "施展：竹简（免费行动）" in found
    scene.choose(next(r.key for r in scene.items() if r.label == "附录：竹简"))
    app.step(0.016)
    assert scene.shown_text().startswith("附录：竹简") and "竹简" in scene.shown_text()
    assert any(op.marks for op in scene._ops), "the matches are lit"
    _fits(scene, app.theme)
    screenshot(app, f"prose-zh-{size[0]}x{size[1]}-search")


@pytest.mark.parametrize("size", SIZES, ids=IDS)
def test_the_guide_speaks_chinese(size, shots):
    app = open_menu(size)
    shots(app)
    i18n.set_language("zh_CN")
    board = learn_to_play(app)
    guide = board.tutorial
    for n in (1, 2):
        app.step(0.016)
        panel = guide.panel_rect
        assert app.screen.get_rect().contains(panel)
        body = app.theme.font(15)
        text = i18n.prose(guide.step.text)
        assert HAN.search(text) and text != guide.step.text
        width = panel.width - 2 * app.theme.px(14)
        assert all(body.size(line)[0] <= width for line in wrap(body, text, width))
        screenshot(app, f"prose-zh-{size[0]}x{size[1]}-guide-{n}")
        if n == 1:
            nxt = next(b for b in guide.buttons if b.primary)
            click(app, nxt.rect.center)
    assert guide.index == 1
    assert "年兽" in i18n.prose(guide.step.text)
