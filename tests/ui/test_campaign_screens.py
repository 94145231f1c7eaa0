"""The campaign's screens (rulebook, "Solo Mode"): the chapter list and page, the titles table and
the achievements, as a player sees and uses them."""

from __future__ import annotations

import pygame
import pytest

from game import i18n
from game.session import campaign
from game.session.achievements import all_achievements
from game.text.achievements import achievement_name
from game.ui.scenes import campaign as scenes
from game.ui.widgets import key_name

from .driver import make_app, screenshot, wheel


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    yield tmp_path
    i18n.set_language("en")


def _open(scene_class, size=(1280, 720), pct=100, language="en", **kwargs):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.settings.language = language
    app.apply_look()
    app.push(scene_class(app, **kwargs))
    app.step(0.016)
    return app, app.stack.top


def _earn(*ids: str) -> None:
    progress = campaign.load()
    for ident in ids:
        progress.achievements[ident] = "2026-01-01"
    campaign.save(progress)


# --- the campaign screen --------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_campaign__every_button_shows_its_label_and_its_key(shots, monkeypatch, language):
    """The Achievements button used to be too narrow for its "A": each is as wide as both need."""
    from game.ui import widgets

    drawn: list[str] = []
    original = widgets.draw_text

    def recording(surface, text, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(widgets, "draw_text", recording)
    app, scene = _open(scenes.CampaignScene, language=language)
    shots(app)
    drawn.clear()
    app.step(0.016)
    screenshot(app, f"campaign-buttons-{language}")
    for b in scene.buttons:
        assert b.rect.width >= b.fit_width(app.theme), b.label
        assert b.label in drawn, f"{b.label!r} is cut short"
        assert drawn.count(key_name(b.hotkey)) >= 1, f"{b.label!r} hides its key"
    assert {key_name(b.hotkey) for b in scene.buttons} <= set(drawn)


def test_campaign__the_first_chapter_tells_its_given_lion(shots):
    app, scene = _open(scenes.CampaignScene, selected=1)
    shots(app)
    assert scene.selected == 1
    page = " ".join(text for text, *_rest in scene._page_lines(600))
    assert "Twist: Your Lion is Lotus Eye." in page


# --- the titles table -----------------------------------------------------------------------------


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_titles__every_title_earned_keeps_its_tick_in_any_language(shots, language):
    progress = campaign.Progress()
    campaign.record_result(progress, 1, (47,), won=True)  # Awakened Lion, then bettered
    campaign.record_result(progress, 1, (60,), won=True)  # Guardian
    campaign.record_title(progress, 51)  # Nian Bane, in a lone Solo game
    campaign.save(progress)
    app, scene = _open(scenes.TitlesScene, language=language)
    app.step(0.016)
    shots(app)
    screenshot(app, f"titles-earned-{language}")
    ticked = {text for text, _rect, _box in scene.text.items if "✓" in text}
    expected = {
        i18n._(t) + i18n._("  ✓ earned") for t in ("Awakened Lion", "Guardian", "Nian Bane")
    }
    assert ticked == expected


# --- the achievements -----------------------------------------------------------------------------


def test_achievements__the_wheel_does_nothing_when_everything_fits(shots):
    app, scene = _open(scenes.AchievementsScene)
    shots(app)
    assert not scene.scroll.scrolls, "the list fits a 1280x720 window"
    before = [(t, tuple(r)) for t, r, _b in scene.text.items]
    wheel(app, (640, 360), -5)
    app.step(0.016)
    assert app.stack.top is scene and scene.scroll.offset == 0
    assert [(t, tuple(r)) for t, r, _b in scene.text.items] == before


def test_achievements__a_long_list_scrolls_and_stops_at_its_ends(shots):
    app, scene = _open(scenes.AchievementsScene, pct=200)
    shots(app)
    assert scene.scroll.scrolls
    wheel(app, (640, 360), -500)
    app.step(0.016)
    screenshot(app, "achievements-scrolled-200")
    assert app.stack.top is scene and scene.scroll.offset == scene.scroll.most > 0
    last = all_achievements()[-1]
    assert any(text == achievement_name(last) for text, _r, _b in scene.text.items), (
        "the end is reachable"
    )
    wheel(app, (640, 360), 500)
    assert scene.scroll.offset == 0
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode=""))
    app.step(0.016)
    assert app.stack.top is scene and scene.scroll.offset > 0  # the keys scroll, not go back
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(640, 300), button=1))
    app.step(0.016)
    assert app.stack.top is not scene  # a click still goes back


def test_achievements__each_keeps_its_place_in_its_column_whatever_the_window(shots):
    """Filled down the left column then the right, the same at any height: an achievement never
    moves to the other column as the window or the scroll changes."""
    columns = {}
    for size, pct in [((1280, 720), 100), ((1280, 600), 100), ((1280, 720), 150)]:
        app, scene = _open(scenes.AchievementsScene, size=size, pct=pct)
        shots(app)
        xs = sorted({cell.x for cell in scene.cells})
        assert len(xs) == 2
        columns[size, pct] = [xs.index(cell.x) for cell in scene.cells]
        if pct == 150:  # taller than the window: both columns scroll together, as one page
            assert scene.scroll.scrolls
            wheel(app, (640, 360), -3)
            app.step(0.016)
            assert scene.scroll.offset > 0
            names = {achievement_name(a) for a in scene.items}
            shown = [(t, r.x) for t, r, _b in scene.text.items if t in names]
            assert {x for _t, x in shown} == {x + scene.gutter for x in xs}
    first = columns[(1280, 720), 100]
    assert all(c == first for c in columns.values())
    assert first == sorted(first)  # down the left column, then the right


def test_achievements__names_line_up_earned_or_not(shots):
    _earn("first-light", "guardian", "fearless", "master-lotus-eye")
    app, scene = _open(scenes.AchievementsScene)
    app.step(0.016)
    shots(app)
    screenshot(app, "achievements-aligned")
    names = {achievement_name(a) for a in scene.items}
    starts: dict[int, set[int]] = {}
    for text, rect, _box in scene.text.items:
        if text in names:
            column = 0 if rect.x < app.screen.get_width() // 2 else 1
            starts.setdefault(column, set()).add(rect.x)
    assert all(len(xs) == 1 for xs in starts.values()), starts
    heading = next(t for t, _r, _b in scene.text.items if t.startswith("Achievements"))
    assert heading == f"Achievements · 4 of {len(scene.items)}"
