"""Issue 8, "Rules reference and card library": the Rules and cards screen opened by mouse from the
title menu and the pause menu, searched by typing, every component listed with the words of
docs/components.md, and laid out inside the window at every size."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalogue import default_catalogue
from game.text.library import library
from game.text.rules import default_rules
from game.tools.components_doc import OUT
from game.ui import theme as T
from game.ui.scenes.board import BoardScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.reference import ReferenceScene

from .driver import click, make_app, screenshot
from .scenario import board_app, button, count_colour, key, match_at_first_turn

SIZES = [(960, 540), (1280, 720), (1920, 1080)]


def type_text(app, text: str) -> None:
    """Type as a player does: the window sends TEXTINPUT for what is typed."""
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.016)


def wheel(app, pos, y: int) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.step(0.016)


def reference_app(size=(1280, 720), **kw):
    app = make_app(size)
    scene = ReferenceScene(app, **kw)
    app.push(scene)
    app.step(0.016)
    return app, scene


def labels(scene: ReferenceScene, tab: str | None = None) -> list[str]:
    return [r.label for r in scene.items(tab)]


def test_opened_from_the_title_menu_by_mouse_and_back(tmp_path, monkeypatch, shots):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "Rules and cards").rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReferenceScene) and scene.tab == "rules"
    assert scene.shown_text().startswith("How to Use This Ritual Manual")
    screenshot(app, "reference-from-menu")
    click(app, button(scene.buttons, "Back").rect.center)
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_r)  # the menu's hotkey
    assert isinstance(app.stack.top, ReferenceScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_opened_from_the_pause_menu_by_mouse_over_the_game(shots):
    match = match_at_first_turn()
    app, board = board_app(match)
    shots(app)
    click(app, button(board.bar_buttons(), "Menu").rect.center)
    assert isinstance(app.stack.top, PauseScene)
    click(app, button(app.stack.top.buttons, "Rules and cards").rect.center)
    scene = app.stack.top
    assert isinstance(scene, ReferenceScene)
    (cards,) = [b for b in scene.buttons if b.label.startswith("Cards · ")]
    click(app, cards.rect.center)
    assert scene.tab == "cards"
    screenshot(app, "reference-from-pause")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is board and isinstance(board, BoardScene)
    assert match.pending.kind == "turn"  # reading the rules changed nothing in the game


def test_searching_bamboo_finds_the_sections_and_cards_and_lights_them(shots):
    app, scene = reference_app()
    shots(app)
    type_text(app, "Bam")
    type_text(app, "boo")
    assert scene.query == "Bamboo"
    rules = labels(scene, "rules")
    for title in (
        "Perform: Bamboo Slips (free action)",
        "Appendix: Bamboo Slips",
        "Perform: Inking Tattoo Motifs",
        "2. Leap",
        "Perform: Pacifying the Land",
    ):
        assert title in rules
    assert "Solo: Goal" not in rules and "Nian Beast Turn" not in rules
    cards = labels(scene, "cards")
    cat = default_catalogue()
    assert sum(n.startswith("Bamboo Slips ") for n in cards) == len(cat.slips)
    assert any(n.startswith("Sprouting Bamboo Beat") for n in cards)
    assert not any(n.startswith("Red Envelope Tap") for n in cards)  # no Bamboo on it
    assert scene.tab_buttons["rules"].label == f"Rules · {len(rules)}"
    # the first match is shown, with every match lit on the list and in the text
    assert "Bamboo" in scene.shown_text()
    assert count_colour(app.screen, scene.list_rect, T.HIGHLIGHT) > 50
    assert count_colour(app.screen, scene.content_rect, T.HIGHLIGHT) > 50
    for _ in range(20):  # scroll the list down to it, as a player would
        rows = [r for r, row in scene.row_rects if row.label == "Appendix: Bamboo Slips"]
        if rows and scene.list_rect.contains(rows[0]):
            break
        wheel(app, scene.list_rect.center, -1)
    click(app, rows[0].center)
    assert scene.shown_text().startswith("Appendix: Bamboo Slips")
    screenshot(app, "reference-search-bamboo-rules")
    key(app, pygame.K_TAB)
    assert scene.tab == "cards"
    screenshot(app, "reference-search-bamboo-cards")
    key(app, pygame.K_BACKSPACE)
    assert scene.query == "Bambo"
    key(app, pygame.K_DELETE)
    assert scene.query == "" and len(scene.items("rules")) == len(default_rules())


def test_a_search_with_no_match_says_so_and_the_clear_button_empties_it(shots):
    app, scene = reference_app()
    shots(app)
    type_text(app, "Zhujian")
    assert scene.items("rules") and scene.items("cards")
    found = scene.current()
    type_text(app, " xyzzy")
    assert scene.items("rules") == [] and scene.current() is None
    screenshot(app, "reference-no-match")
    click(app, scene.clear_button.rect.center)
    # everything is listed again, and the section last found stays open
    assert scene.query == "" and len(scene.items()) == len(default_rules())
    assert scene.current() == found


def test_every_component_is_listed_with_the_words_of_components_md(shots):
    app, scene = reference_app(tab="cards")
    shots(app)
    doc = OUT.read_text(encoding="utf-8")
    cat = default_catalogue()
    listed = scene.items("cards")
    entries = [e for c in library(cat) for e in c.entries]
    assert [r.label for r in listed] == [e.name for e in entries]
    names = [c.name for c in cat.cards] + [lion.name for lion in cat.lions]
    names += [b.name for b in cat.characters] + [t.name for t in cat.taotie]
    names += [a.name for a in cat.amulets] + [t.name for t in cat.terrain]
    names += [c.name for c in cat.solo]
    shown = "\n".join(r.label for r in listed)
    assert [n for n in names if n not in shown] == []
    assert sum(r.label.startswith(("Wangliang", "Zhujian")) for r in listed) == len(cat.yao)
    assert sum(r.label.startswith("Bamboo Slips ") for r in listed) == len(cat.slips)
    for row, entry in zip(listed, entries, strict=True):
        scene.choose(row.key)
        assert scene.shown_text() == "\n".join(entry.lines)
        for line in entry.lines:
            assert line.split(": ", 1)[-1] in doc, line
        app.step(0.016)  # draws its card, if it has one
    # the drawn cards: a Drum card's paper and a Lion card's name show in the content
    scene.choose(next(r.key for r in listed if r.label.startswith("Firecracker Skip")))
    app.step(0.016)
    assert count_colour(app.screen, scene.content_rect, T.PAPER) > 10_000
    screenshot(app, "reference-drum-card")


def test_keys_and_the_wheel_choose_and_scroll(shots):
    app, scene = reference_app(size=(960, 540))
    shots(app)
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert scene.current() == ("rule", 2)
    key(app, pygame.K_UP)
    assert scene.current() == ("rule", 1)
    for _ in range(60):
        key(app, pygame.K_DOWN)
    assert scene.current() == ("rule", len(default_rules()) - 1)
    inner = scene.list_rect
    assert any(row.key == scene.current() for _, row in scene.row_rects)  # kept in view
    first = scene.row_rects[0][1]
    before = scene.list_scroll["rules"]
    wheel(app, inner.center, 2)  # back up the list
    assert 0 < scene.list_scroll["rules"] < before
    for _ in range(20):
        wheel(app, inner.center, 2)
    assert scene.list_scroll["rules"] == 0 and scene.row_rects[0][1] != first
    # at a large UI scale a long section scrolls by Page Down and the wheel, and not past its end
    app.theme.ui_scale = 2.0  # as the Settings screen sets it: every scene laid out again
    app._resized(app.screen.get_size())
    scene.choose(next(r.key for r in scene.items() if r.label == "Setup: Character Board"))
    app.step(0.016)
    assert scene._content_h > scene.content_rect.height
    key(app, pygame.K_PAGEDOWN)
    assert scene.content_scroll > 0
    for _ in range(10):
        wheel(app, scene.content_rect.center, -3)
    bottom = scene.content_scroll
    wheel(app, scene.content_rect.center, -3)
    assert scene.content_scroll == bottom
    screenshot(app, "reference-scrolled-960")
    key(app, pygame.K_HOME)
    assert scene.content_scroll == 0


def _inside(rect: pygame.Rect, outer: pygame.Rect) -> bool:
    return outer.contains(rect)


@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_the_layout_keeps_everything_inside_the_window(size, shots):
    app, scene = reference_app(size=size)
    shots(app)
    window = app.screen.get_rect()
    for tab, pick in (("rules", "Setup: Village Map and Board"), ("cards", "Moonfang")):
        scene.show_tab(tab)
        scene.choose(next(r.key for r in scene.items() if r.label == pick))
        app.step(0.016)
        for b in scene.buttons:
            assert _inside(b.rect, window), b.label
            font = app.theme.font(15, bold=True)
            assert font.size(b.label)[0] <= b.rect.width - 8, f"{b.label!r} is cut short"
        for r in (scene.search_rect, scene.list_rect, scene.content_rect):
            assert _inside(r, window)
        assert not scene.list_rect.colliderect(scene.content_rect)
        assert not any(b.rect.colliderect(scene.search_rect) for b in scene.tab_buttons.values())
        assert scene.list_rect.top >= max(
            b.rect.bottom for b in scene.buttons if b is not scene.clear_button
        )
        for rect, _ in scene.row_rects:
            assert scene.list_rect.left <= rect.left and rect.right <= scene.list_rect.right
        width = scene.content_rect.width - 2 * app.theme.px(16)
        for op in scene._ops:
            right = op.rect.right if op.picture else op.x + op.image.get_width()
            assert right <= width + 1, "text or a card runs out of the panel"
        screenshot(app, f"reference-{size[0]}x{size[1]}-{tab}")


def test_a_resized_window_lays_the_screen_out_again(shots):
    app, scene = reference_app(size=(1280, 720))
    shots(app)
    scene.show_tab("cards")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1000, h=600, size=(1000, 600)))
    app.step(0.016)
    assert app.screen.get_size() == (1000, 600)
    assert scene.content_rect.right <= 1000 and scene.list_rect.bottom <= 600
    assert scene.tab == "cards" and scene.current() == ("card", 0, 0)
    screenshot(app, "reference-resized-1000x600")


def test_the_fonts_have_every_glyph_of_the_reference():
    """The bundled fonts are subsets: every character shown here must be in them."""
    pygame.font.init()
    theme = T.Theme()
    text = "".join(s.title + s.part + s.rulebook + s.text for s in default_rules())
    text += "".join(
        c.title + e.name + e.text for c in library(default_catalogue()) for e in c.entries
    )
    chars = sorted(set(text) - {"\n"})
    for font in (theme.font(15), theme.font(15, bold=True), theme.font(24, serif=True)):
        missing = [c for c, m in zip(chars, font.metrics("".join(chars)), strict=True) if m is None]
        assert missing == []
