"""Issue 43, item 4, the daily Nian on the screens: the title menu's "Daily Nian" starts the day's
Solo game by mouse, and its note says the date, the best score today and the streak; the scores
screen after a daily game says the day's best, the streak and the day's code.  The day is injected
(`daily.today`), never the day the tests run; text stays 12 px or more and whole."""

from __future__ import annotations

from datetime import date, timedelta

import pygame
import pytest

from game.session import autosave, daily, records, seeds
from game.ui import legibility
from game.ui.scenes import menu
from game.ui.scenes.scoring import ScoringScene

from ..session.played import finish
from .a11y_scenes import check_fit
from .driver import click, make_app, screenshot

DAY = date(2027, 2, 17)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    monkeypatch.setattr(daily, "today", lambda: DAY)
    return tmp_path


def _kept(folder, day: date, score: int, won: bool, n: int = 0) -> None:
    """A record's first line (all the menu reads) for a daily Nian of `day`."""
    seat = {
        "plays": "human",
        "lions": [],
        "board": {"id": "", "name": ""},
        "score": score if won else 0,
        "categories": [],
    }
    summary = {
        "finished": f"{day.isoformat()}T20:00:0{n}",
        "kind": "solo",
        "difficulty": "normal",
        "chapter": 0,
        "layout": "first-game",
        "seed": seeds.daily_seed(day),
        "rounds": 7,
        "decisions": 120,
        "ending": "nian_defeated" if won else "defeat",
        "tie_break": "",
        "scored": won,
        "winners": [0] if won else [],
        "title": "",
        "seats": [seat],
        "daily": day.isoformat(),
    }
    record = {"format": records.FORMAT, "version": 1, "summary": summary, "game": {}}
    where = folder / "records"
    where.mkdir(exist_ok=True)
    (where / f"{day:%Y%m%d}-190000-00000{n}.json").write_bytes(records.encode(record))


def _menu(size=(1280, 720), pct: int = 100):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    app.push(menu.MenuScene(app))
    app.step(0.1)
    return app, app.stack.top


def _daily_button(scene):
    return next(b for b in scene.buttons if b.label == "Daily Nian")


def test_the_menus_daily_nian__starts_the_days_solo_game_by_mouse_and_continue_takes_it_up():
    app, scene = _menu()
    click(app, _daily_button(scene).rect.center)
    match = app.stack.top.match
    assert match.config == daily.config_for(DAY) and match.seats == ["human"]
    assert match.config.seed == 1830398084  # the day's seed, as every machine deals it
    match.apply(match.legal()[0])  # a decision taken: the game is saved as any other
    match.autosave.wait()
    app, scene = _menu()
    assert scene.buttons[0].label == "Continue"
    click(app, scene.buttons[0].rect.center)
    assert app.stack.top.match.config == daily.config_for(DAY)
    assert len(app.stack.top.match.game.history) == 1
    app, scene = _menu()  # Daily Nian again: today's unfinished game, not a fresh deal of it
    click(app, _daily_button(scene).rect.center)
    assert app.stack.top.match.config == daily.config_for(DAY)
    assert len(app.stack.top.match.game.history) == 1
    assert len(list(autosave.folder().glob("*.json"))) == 1


def _drawn(scene) -> list[str]:
    return [text for text, _rect, _box in scene.text.items]


def test_the_menus_note__says_the_date_the_best_score_today_and_the_streak(data_dir):
    app, scene = _menu()
    assert {"17 Feb 2027 · not played yet", "No streak yet"} <= set(_drawn(scene))
    _kept(data_dir, DAY - timedelta(days=2), 50, True)
    _kept(data_dir, DAY - timedelta(days=1), 0, False)  # a defeat keeps the streak
    _kept(data_dir, DAY, 61, True, 1)
    _kept(data_dir, DAY, 67, True, 2)
    _kept(data_dir, DAY, 0, False, 3)
    app, scene = _menu()
    note = _daily_button(scene).rect
    drawn = {t: r for t, r, _box in scene.text.items}
    assert "17 Feb 2027 · best today 67" in drawn and "Streak: 3 days" in drawn
    assert drawn["Streak: 3 days"].left > note.right  # beside its entry
    assert drawn["Streak: 3 days"].top < note.bottom + note.height


@pytest.fixture(scope="module")
def daily_match(tmp_path_factory):
    """The daily Nian of 5 Dec 2026, begun that day and played to its end (a victory)."""
    folder = tmp_path_factory.mktemp("daily")
    day = date(2026, 12, 5)
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LIONWAKE_DATA_DIR", str(folder))
        name = f"{day:%Y%m%d}-090000-abcdef.json"
        match = finish(folder, 1, seeds.daily_seed(day), name=name, bot_seed=3)
    # a bot seed that wins that day's deal (re-chosen when the bots or the rules change)
    assert match.game.state.outcome.winners == (0,), (
        "the bot lost the daily game: choose another seed"
    )
    return folder, match


def _scores(match, size=(1280, 720), pct: int = 100):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    app.push(ScoringScene(app, match))
    for _ in range(4):
        app.step(0.5)
    return app, app.stack.top


def test_the_scores_after_a_daily_game__say_the_days_best_the_streak_and_the_code(
    daily_match, monkeypatch
):
    folder, match = daily_match
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(folder))
    _kept(folder, date(2026, 12, 4), 40, True)
    app, scene = _scores(match)
    screenshot(app, "daily-scores-1280-100")
    text = " ".join(_drawn(scene))
    score = match.game.state.outcome.scores[0]
    code = daily.code_for(date(2026, 12, 5))
    assert f"Daily Nian of 5 Dec 2026: best today {score}, streak: 2 days." in text
    assert f"Share the day's code: {code}" in text
    # another Solo game's scores say nothing of the daily Nian
    other = finish(folder, 1, 3, difficulty="easy", name="20261205-100000-000000.json")
    app, scene = _scores(other)
    assert not any("Daily Nian" in t for t in _drawn(scene))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_daily_screens__read_at_12_px_or_more_and_nothing_is_cut_or_overlaps(
    size, daily_match, monkeypatch
):
    folder, match = daily_match
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(folder))
    _kept(folder, DAY, 67, True)
    for pct in (100, 150, 200):
        with legibility.fonts_recorded() as drawn:
            app, scene = _menu(size, pct)
            screenshot(app, f"daily-menu-{size[0]}-{pct}")
            assert "Streak: 1 day" in _drawn(scene)
            assert not check_fit(app, scene)
            assert not scene.text.problems(app.screen.get_rect(), scene.buttons)
            app, scene = _scores(match, size, pct)
            screenshot(app, f"daily-scores-{size[0]}-{pct}")
            assert any("Daily Nian of" in t for t in _drawn(scene))
            assert not scene.text.problems(app.screen.get_rect(), scene._row())
        small = sorted({(px, t) for t, px in drawn if px < legibility.SMALLEST_PX and t.strip()})
        cut = sorted({t for t, _px in drawn if t.endswith("…")} - legibility._whole_messages())
        assert small == [] and cut == [], (pct, small[:8], cut)
    assert pygame.display.get_init()
