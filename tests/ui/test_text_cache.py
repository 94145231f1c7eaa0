"""Issue 41, item 3: text is laid out once per change of content, on every screen.  A frame drawn
again with nothing changed renders no string and measures no card; a change of language or UI scale
shows the new words at the new size at once (nothing stale is kept); a screen with nothing moving
lets the app wait for input instead of drawing 60 frames a second."""

from __future__ import annotations

import re

import pygame
import pytest

from game import i18n
from game.core.catalogue import default_catalogue
from game.ui import theme as T
from game.ui.render.cards import draw_drum_card
from game.ui.widgets import draw_text, render_text, wrap

from .a11y_scenes import open_scene

HAN = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def counted(monkeypatch):
    """Every font the game opens from here counts the strings it renders (`rendered`: their words)
    and the strings it measures (`measured`)."""
    rendered: list[str] = []
    measured: list[str] = []
    plain = pygame.font.Font

    class CountingFont(plain):
        def render(self, text, *args, **kwargs):
            rendered.append(text)
            return super().render(text, *args, **kwargs)

        def size(self, text):
            measured.append(text)
            return super().size(text)

    monkeypatch.setattr(pygame.font, "Font", CountingFont)
    T.forget_fonts()
    yield rendered, measured
    monkeypatch.undo()
    T.forget_fonts()
    i18n.set_language("en")


def _still(app, name: str):
    """`name`'s app with every animation played out (the chart grown, the dice settled)."""
    for _ in range(6):
        app.step(0.5)
    return app


@pytest.mark.parametrize("name", ["scoring", "reference", "battle", "setup_draft"])
def test_a_frame_drawn_again_renders_no_string(counted, name):
    rendered, _measured = counted
    app, scene = open_scene(name, (1920, 1080), 100)
    _still(app, name)
    rendered.clear()
    app.step(1 / 60)
    assert rendered == [], f"the {name} screen rendered {len(rendered)} strings again: {rendered}"


def test_a_drum_card_is_laid_out_once(counted):
    """The card's name, steps line and boxes are wrapped and fitted the first time it is drawn at a
    size; the next frames only draw them."""
    rendered, measured = counted
    pygame.init()
    theme = T.Theme()
    surface = pygame.Surface((400, 600))
    cat = default_catalogue()
    index = next(i for i, c in enumerate(cat.cards) if c.drum and c.jade and c.bamboo_steps)
    rect = pygame.Rect(10, 10, 150, 220)
    draw_drum_card(surface, theme, cat, index, rect)
    assert rendered and measured
    rendered.clear()
    measured.clear()
    draw_drum_card(surface, theme, cat, index, rect)
    assert (rendered, measured) == ([], [])
    # another size is another layout: laid out afresh, not the first one drawn bigger
    draw_drum_card(surface, theme, cat, index, rect.inflate(60, 80))
    assert measured


def test_a_card_in_another_language_is_laid_out_in_it(counted):
    rendered, _measured = counted
    pygame.init()
    theme = T.Theme()
    surface = pygame.Surface((400, 600))
    cat = default_catalogue()
    index = next(i for i, c in enumerate(cat.cards) if c.drum)
    rect = pygame.Rect(10, 10, 150, 220)
    draw_drum_card(surface, theme, cat, index, rect)
    english = set(rendered)
    rendered.clear()
    i18n.set_language("zh_CN")
    draw_drum_card(surface, theme, cat, index, rect)
    chinese = {text for text in set(rendered) - english if HAN.search(text)}
    assert chinese, f"the card in Chinese drew only what it drew in English: {rendered}"


def test_a_string_drawn_after_the_fonts_change_is_at_the_new_size():
    """`theme.forget_fonts` (pygame started afresh) drops every string kept: the same words at the
    same size in a font opened afterwards are drawn by that font, not from the old one."""
    pygame.init()
    T.forget_fonts()
    surface = pygame.Surface((600, 200))
    small = T.Theme(scale=1.0)
    large = T.Theme(scale=2.0)
    first = draw_text(surface, "Lionwake", small.font(14), T.TEXT, (0, 0))
    assert draw_text(surface, "Lionwake", small.font(14), T.TEXT, (0, 0)) == first
    bigger = draw_text(surface, "Lionwake", large.font(14), T.TEXT, (0, 0))
    assert bigger.height > first.height
    font = small.font(14)
    image = render_text(font, "Lionwake", T.TEXT)
    T.forget_fonts()
    again = render_text(small.font(14), "Lionwake", T.TEXT)
    assert again is not image and small.font(14) is not font
    # a different colour is a different string
    assert render_text(small.font(14), "Lionwake", T.GOLD) is not again


def test_a_wrapped_paragraph_handed_out_is_the_callers_own():
    pygame.init()
    font = T.Theme().font(14)
    text = "Strike with a Drum card, then leap your Lion across the village."
    first = wrap(font, text, 120)
    assert len(first) > 1
    lines = wrap(font, text, 120)
    lines.append("scribbled")
    lines[0] = "changed"
    assert wrap(font, text, 120) == first


def _frame(app) -> bytes:
    app.step(1 / 60)
    return pygame.image.tobytes(app.screen, "RGB")


@pytest.mark.parametrize("name", ["scoring", "reference"])
def test_after_a_change_of_language_or_scale_the_screen_is_as_a_fresh_one(name):
    """What a screen shows after the language and then the UI scale change, with every string of
    the old ones kept, is what it shows drawn from nothing (no stale words, no old sizes)."""
    app, scene = open_scene(name, (1280, 720), 100)
    _still(app, name)
    try:
        app.settings.language = "zh_CN"
        app.apply_look()
        kept = _frame(app)
        T.forget_fonts()
        app.apply_look()
        assert _frame(app) == kept, "the screen in Chinese showed strings kept from English"
        app.settings.ui_scale = 150
        app.apply_look()
        kept = _frame(app)
        T.forget_fonts()
        app.apply_look()
        assert _frame(app) == kept, "the screen at 150% showed strings kept from 100%"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    "name",
    [
        "scoring",
        "battle",
        "setup_draft",
        "reference",
        "menu",
        "newgame",
        "settings",
        "saved_games",
        "campaign",
        "titles",
        "achievements",
        "pause",
        "confirm",
        "handoff",
    ],
)
def test_a_screen_with_nothing_moving_lets_the_app_wait(name):
    """Once its animations are over (the chart grown, the dice settled), a screen waiting for the
    player needs no frames; the title menu's lanterns sway at the slow pulse rate."""
    app, scene = open_scene(name, (1280, 720), 100)
    _still(app, name)
    assert not app.busy(), f"the {name} screen keeps the app drawing 60 frames a second"
    assert scene.pulsing() == (name == "menu")


def test_the_strings_kept_are_bounded():
    """However many strings a long session draws, the store keeps no more than its bounds: a
    count of strings, and of pixels (long lines of the rules reference)."""
    from game.ui import widgets

    pygame.init()
    T.forget_fonts()
    font = T.Theme().font(14)
    kept = widgets._rendered
    for n in range(kept.most + 500):
        render_text(font, f"line {n}", T.TEXT)
    assert len(kept.items) == kept.most
    wide = T.Theme(scale=3.0).font(20)
    for n in range(400):
        render_text(wide, f"{n} " + "a long line of the rules, set in a large size " * 3, T.TEXT)
    assert kept.weight <= kept.budget
    assert kept.weight == sum(i.get_width() * i.get_height() for i in kept.items.values())
    T.forget_fonts()
    assert not kept.items and kept.weight == 0
