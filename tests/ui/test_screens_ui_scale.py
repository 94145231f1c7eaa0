"""Issue 8, accessibility, "UI scale 75-200%": the screens that used to cap the scale (the title menu,
a new game, the setup draft, the battle, the scores, the campaign and its titles) are laid out at
the player's whole scale, 200% included, at 1280x720 and at 1920x1080.  At that scale every button
is inside the window and apart from the others, every label fits its button, every piece of text the
screen draws stays inside its box and the window and clear of other text and of the buttons, and
whatever was scrolled away can be brought back and used by the wheel, a drag or the keyboard.

Screenshots of each screen at 150% and 200% on both window sizes go to tests/_artifacts
(ui-scale-screens-*.png)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.session import campaign as campaign_progress
from game.session.autosave import Autosave
from game.session.match import Match
from game.ui.scenes import campaign, menu, newgame, setup_draft

from .a11y_scenes import _scene, check_fit
from .driver import click, make_app, screenshot, wheel

SIZES = [(1280, 720), (1920, 1080)]
SCREENS = [
    "menu",
    "menu-continue",
    "newgame",
    "newgame-solo",
    "newgame-4",
    "setup_draft",
    "setup-characters",
    "setup-tiles",
    "battle",
    "scoring",
    "campaign",
    "campaign-progress",
    "titles",
]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Each test has its own user data folder (saves and campaign progress)."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _build(name: str, app):
    if name == "menu-continue":  # an unfinished game to take up: Continue and its note show
        match = Match(Config(players=2, seed=3), seats=["human", "human"], autosave=Autosave.new())
        rnd = random.Random(3)
        for _ in range(3):
            match.apply(rnd.choice(match.legal()))
        match.autosave.wait()
        return menu.MenuScene(app)
    if name == "newgame-4":  # four seats: their buttons wrap
        scene = newgame.NewGameScene(app)
        scene.players = 4
        return scene
    if name == "setup-characters":
        return setup_draft.SetupDraftScene(
            app, Match(Config(players=2, seed=1, character_draft=True))
        )
    if name == "setup-tiles":
        return setup_draft.SetupDraftScene(app, Match(Config(players=3, seed=1, layout="build")))
    if name == "campaign-progress":  # chapters won: their titles stand in the rows
        progress = campaign_progress.load()
        for number in (1, 2, 3):
            campaign_progress.record_result(progress, number, [47], True)
        campaign_progress.save(progress)
        return campaign.CampaignScene(app)
    return _scene(name, app)


def _open(name: str, size, pct: int):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    app.push(_build(name, app))
    for _ in range(4):
        app.step(0.5)  # the battle's dice settle, the score bars grow in
    return app, app.stack.top


def _label_problems(app, scene) -> list[str]:
    """Button labels wider or taller than their buttons (a scrolled button is checked whole)."""
    font = app.theme.font(15, bold=True)
    whole = getattr(scene, "full", None) or [b.rect for b in scene.buttons]
    return [
        f"{b.label!r} does not fit {tuple(rect)}"
        for b, rect in zip(scene.buttons, whole, strict=True)
        if b.rect.width
        and (font.size(b.label)[0] > rect.width - 8 or font.get_height() > rect.height)
    ]


@pytest.mark.parametrize("pct", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", SCREENS)
def test_ui_scale__each_screen_is_laid_out_at_the_players_scale_and_everything_fits(
    name, size, pct, shots
):
    app, scene = _open(name, size, pct)
    shots(app)
    screenshot(app, f"ui-scale-screens-{name}-{size[0]}-{pct}")
    assert scene.ui_cap == pct / 100, f"{name} is shown at {scene.ui_cap}, not {pct / 100}"
    assert app.theme.scale == pytest.approx(app.theme.fit * pct / 100)
    assert not check_fit(app, scene)
    buttons = list(getattr(scene, "buttons", []))
    if buttons:
        assert not _label_problems(app, scene)
    assert scene.text.items, f"{name} records no text"
    assert not scene.text.problems(app.screen.get_rect(), buttons)


# --- what was scrolled away can be reached ------------------------------------------------------------


def _key(app, key, mod=0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))
    app.step(0.016)


def _drag(app, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.016)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_new_game__the_last_option_is_reached_by_wheel_and_by_tab(size, shots):
    app, scene = _open("newgame", size, 200)
    shots(app)
    assert scene.scroll.scrolls
    last = scene.buttons[-3]  # "Draft 2, keep 1", the last option (then Start and Back)
    assert last.label == "Draft 2, keep 1" and not last.rect.width  # scrolled out of sight
    wheel(app, scene.panel_rect.center, -20)
    last = scene.buttons[-3]
    assert scene.panel_rect.contains(last.rect)
    assert last.rect.height == scene.full[-3].height  # wholly in view
    screenshot(app, f"ui-scale-screens-newgame-scrolled-{size[0]}-200")
    click(app, last.rect.center)
    assert scene.character_draft
    # back to the top by the keyboard, then Tab through the options to the last but one, and Enter
    _key(app, pygame.K_HOME)
    assert scene.scroll.offset == 0 and not scene.buttons[-3].rect.width
    for _ in range(len(scene.buttons) - 3):
        _key(app, pygame.K_TAB)
    focused = [b for b in scene.buttons if b.rect.width][scene.button_focus]
    assert focused.label == "At random" and focused.rect.width
    _key(app, pygame.K_RETURN)
    assert not scene.character_draft
    assert not scene.text.problems(app.screen.get_rect(), scene.buttons)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_scoring__the_legend_is_reached_by_wheel_drag_and_keys(size, shots):
    app, scene = _open("scoring", size, 200)
    shots(app)
    assert scene.compact and scene.scroll.scrolls
    last = "First Player token"

    def legend_shown() -> bool:  # the legend's last entry drawn whole inside the scrolled column
        legend = scene.scroll.place(scene.blocks["legend"])
        return any(
            t == last and scene.scroll.view.contains(r) and legend.contains(r)
            for t, r, _box in scene.text.items
        )

    assert not legend_shown()
    wheel(app, scene.scroll.view.center, -30)
    assert scene.scroll.offset == scene.scroll.most and legend_shown()
    # with the legend in view, so is every bar's top and the score over it: the bars are not cut
    # off at the top, which would make unequal scores look alike
    chart = scene.scroll.place(scene.blocks["chart"])
    assert scene.scroll.view.contains(chart)
    label = scene.theme.font(15, bold=True)
    for score in scene.scores:  # drawn whole: the text noted is clipped to what shows
        assert any(
            t == str(score) and r.size == label.size(t) and r.bottom <= chart.bottom
            for t, r, _box in scene.text.items
        ), f"the score {score} over its bar is cut off"
    screenshot(app, f"ui-scale-screens-scoring-scrolled-{size[0]}-200")
    _key(app, pygame.K_HOME)
    assert scene.scroll.offset == 0
    _key(app, pygame.K_END)
    assert legend_shown()
    _key(app, pygame.K_HOME)
    thumb = scene.scroll.thumb_rect()
    _drag(app, thumb.center, (thumb.centerx, scene.scroll.view.bottom + 200))
    assert scene.scroll.offset == scene.scroll.most and legend_shown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_setup_draft__every_card_is_reached_and_taken_at_200(size, shots):
    app, scene = _open("setup_draft", size, 200)
    shots(app)
    assert scene.compact and scene.scroll.scrolls
    match = scene.match
    before = len(match.game.history)
    cards = scene.cards
    assert len(cards) == 4 and not cards[-1][0].width  # the last card is scrolled out of sight
    # Tab (backwards) focuses the last card and brings it into view
    _key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.keys.focus == 3 and scene.cards[3][0].width
    _key(app, pygame.K_HOME)
    assert scene.scroll.offset == 0
    wheel(app, scene.scroll.view.center, -30)
    assert scene.scroll.offset == scene.scroll.most
    rect, action, _lines = scene.cards[-1]
    assert scene.scroll.view.contains(rect) and rect.height == scene.card_rects[-1].height
    screenshot(app, f"ui-scale-screens-setup_draft-scrolled-{size[0]}-200")
    click(app, rect.center)
    assert len(match.game.history) == before + 1
    assert match.game.history[-1] == action


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_campaign__the_last_chapter_and_its_page_are_reached(size, shots):
    app, scene = _open("campaign-progress", size, 200)
    shots(app)
    assert scene.compact and scene.list_view.scrolls
    last = scene.chapters[-1].number
    assert not scene.list_view.view.contains(scene.rows[-1][0]) or not scene.rows[-1][0].height
    for _ in scene.chapters:
        _key(app, pygame.K_DOWN)
    assert scene.selected == last
    assert scene.rows[-1][0].height == scene.row_rects[-1].height  # its row wholly in view
    # the wheel over the list scrolls it back; a click on a row chooses it
    wheel(app, scene.list_view.view.center, 30)
    assert scene.list_view.offset == 0
    wheel(app, scene.list_view.view.center, -30)
    click(app, scene.rows[-1][0].center)
    assert scene.selected == last
    # the chapter's page scrolls to its end (the village), by the wheel over it and by the keys
    if scene.page.scrolls:
        wheel(app, scene.page.view.center, -30)
        assert scene.page.offset == scene.page.most
        _key(app, pygame.K_HOME)
        assert scene.page.offset == 0
        _key(app, pygame.K_END)
        assert scene.page.offset == scene.page.most
    screenshot(app, f"ui-scale-screens-campaign-scrolled-{size[0]}-200")
    assert not scene.text.problems(app.screen.get_rect(), scene.buttons)


def test_titles_and_menu__everything_shows_without_scrolling_at_200(shots):
    """The titles go in two columns and the menu's buttons in two, so nothing needs a scroll: every
    title is drawn, every menu button is on screen."""
    from game.core.solo import TITLES

    app, scene = _open("titles", (1280, 720), 200)
    shots(app)
    drawn = {t for t, _r, _b in scene.text.items}
    assert all(any(name in t for t in drawn) for _low, name in TITLES)
    app, scene = _open("menu-continue", (1280, 720), 200)
    shots(app)
    assert scene.buttons[0].label == "Continue" and scene.compact
    window = app.screen.get_rect()
    assert all(window.contains(b.rect) and b.rect.width for b in scene.buttons)
