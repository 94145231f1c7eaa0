"""Issue 42's leftovers: the Settings screen at the player's UI scale, the map's names growing with
the UI scale, the top bar's prompt never cut mid-word, the title menu's footer saying that Esc asks
first, and the guide's panel covering the board under it (no tooltip of what it hides)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.core.decisions import SETUP
from game.session.match import Match
from game.text.prompts import prompt_text
from game.ui import theme as T
from game.ui.scenes.board import BoardScene, bars
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.settings import SettingsScene

from .a11y_scenes import check_fit
from .driver import make_app, screenshot

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))


def _settings(size, pct):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    app.push(SettingsScene(app))
    app.step(0.016)
    return app, app.stack.top


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_settings__laid_out_at_200_percent_with_bigger_fonts_and_everything_in_the_window(size):
    app, small = _settings(size, 100)
    small_font = app.theme.font(15, bold=True).get_height()
    app, scene = _settings(size, 200)
    screenshot(app, f"issue42-settings-{size[0]}-200")
    assert scene.ui_cap == 2.0, f"Settings shown at {scene.ui_cap}, not 2.0"
    assert app.theme.font(15, bold=True).get_height() > small_font
    assert not check_fit(app, scene)
    assert scene.text.items and not scene.text.problems(app.screen.get_rect(), scene.buttons)
    # every row can be scrolled into view and used: the last one (ask before ending) by the wheel
    ask = "Ask before ending a turn with actions left"
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-30, flipped=False))
    app.step(0.016)
    button = [b for name, b in scene.rows if name == ask][0]
    assert button.rect.width and app.screen.get_rect().contains(button.rect)
    was = app.settings.confirm_end_turn
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=button.rect.center, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.rect.center, button=1))
    app.step(0.016)
    assert app.settings.confirm_end_turn != was


def _board(size, pct, match):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    board = BoardScene(app, match, viewer=match.pending.seat)
    app.push(board)
    app.step(0.016)
    return app, board


def _first_turn() -> Match:
    match = Match(Config(players=3, seed=2), seats=["human"] * 3)
    rnd = random.Random(1)
    while match.pending.kind in SETUP:
        match.apply(rnd.choice(match.legal()))
    return match


@pytest.mark.parametrize("pct", [150, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_map__tile_names_at_least_as_large_as_the_ui_scales_small_print_and_never_stacked(
    size, pct
):
    match = _first_turn()
    app, board = _board(size, pct, match)
    if board.table.tabbed and board.shown_tab() != "map":
        board.tab_button("map").on_click()
        app.step(0.016)
    screenshot(app, f"issue42-map-{size[0]}-{pct}")
    shown = board.table.map.shown.names
    # every name where the map has room for it (at 150%: all); where it has not (200% on a small
    # map), a name is left to its tooltip rather than printed over another
    assert len(shown) >= (
        len(board.view.village) if pct < 200 else len(board.view.village) * 3 // 4
    )
    plates = [shown[t] for t in board.table.map.shown.plated]
    for i, rect in enumerate(plates):
        assert rect.inflate(6, 0).collidelist(plates[i + 1 :]) < 0, "two names over each other"
    least = app.theme.font_px(9, bold=True).get_linesize()  # the old floor: 9 px
    at_100 = app.theme.fit * 10  # a name's size at 100%
    for rect in shown.values():  # (a name on two lines is twice as tall)
        assert rect.height >= least
    heights = sorted(r.height for r in shown.values())
    assert heights[0] > round(at_100 * 1.2), heights


def _drawn_prompts(monkeypatch) -> list[str]:
    drawn: list[str] = []
    original = bars.draw_text

    def record(surface, text, font, *args, **kwargs):
        drawn.append(text)
        return original(surface, text, font, *args, **kwargs)

    monkeypatch.setattr(bars, "draw_text", record)
    return drawn


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_top_bar__a_prompt_too_long_for_it_shows_the_decisions_name_never_a_cut(size, monkeypatch):
    drawn = _drawn_prompts(monkeypatch)
    match = Match(Config(players=2, seed=1), seats=["human", "human"])
    rnd = random.Random(1)
    shortened = 0
    for _ in range(40):
        app, board = _board(size, 200, match)
        drawn.clear()
        app.step(0.016)
        full = prompt_text(match.game.state, match.pending.prompt)
        at = next((i for i, t in enumerate(drawn) if t and t[:3] == full[:3]), None)
        if at is None:  # (the setup draft's prompts are another screen's)
            assert match.pending.kind in SETUP, (full, drawn)
            match.apply(rnd.choice(match.legal()))
            continue
        shown = drawn[at : at + 2] if drawn[at] != full else [full]
        assert not any(t.endswith("…") for t in shown), shown
        if shown != [full]:
            shortened += 1
            two = " ".join(shown) == " ".join(full.split())  # on two lines, whole
            assert two or full.startswith(shown[0] + ":"), (shown, full)  # or its name
        match.apply(rnd.choice(match.legal()))
    assert shortened  # (some prompts are too long for the bar at 200%)


def test_title_menu__the_footer_says_esc_asks_before_quitting():
    app = make_app((1280, 720))
    app.push(MenuScene(app))
    app.step(0.016)
    texts = [t for t, _r, _b in app.stack.top.text.items]
    assert "F11 fullscreen · Esc quits" not in texts
    assert any("Esc asks before quitting" in t for t in texts), texts


def test_guide__its_panel_covers_the_board_under_it_no_tooltip_of_what_it_hides():
    from .test_tutorial import learn_to_play, open_menu

    app = open_menu()
    board = learn_to_play(app)
    app.step(0.016)
    guide = board.tutorial
    rect = guide.panel_rect
    assert guide.active and rect.width
    under = [
        (x, y)
        for x in range(rect.x + 2, rect.right - 2, 6)
        for y in range(rect.y + 2, rect.bottom - 2, 6)
        if board.hits.key_at((x, y)) is not None
        and not any(b.rect.collidepoint((x, y)) for b in guide.buttons)
    ]
    assert under, "nothing of the board lies under the guide's panel"
    pos = under[len(under) // 2]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(int(T.TOOLTIP_DELAY / 0.1) + 3):
        app.step(0.1)
    assert board.pointer.hover is None
    assert not board.pointer.tooltip_due()


def test_log__a_line_too_long_for_the_panel_wraps_whole_never_cut(monkeypatch):
    from types import SimpleNamespace

    from game.ui.render.targets import Targets
    from game.ui.scenes.board import panels

    app = make_app((1280, 720))
    long = SimpleNamespace(
        text="Azure (Strong computer) plays Exorcist's Night Procession next to the left Lion, "
        "performs Pacifying the Land and gains 1 Coin for each Qi Energy in the Frontier",
        seat=1,
        cards=(),
    )
    short = SimpleNamespace(text="Round 3", seat=-1, cards=())
    drawn = []
    original = panels.draw_text
    monkeypatch.setattr(
        panels, "draw_text", lambda s, t, *a, **k: (drawn.append(t), original(s, t, *a, **k))[1]
    )
    rect = pygame.Rect(800, 50, 460, 400)
    panels.draw_log(app.screen, app.theme, rect, [short, long], 0, Targets())
    assert drawn[0] == "Round 3" and len(drawn) > 2  # the long line on rows of its own
    assert " ".join(drawn[1:]).split() == long.text.split()
    drawn.clear()
    panels.draw_log(app.screen, app.theme, rect, [short, long], 1, Targets())  # a row back
    assert drawn[0] == "Round 3" and " ".join(drawn[1:]) in long.text


def test_handoff__a_news_line_too_long_for_the_panel_wraps_whole_never_cut(monkeypatch):
    from types import SimpleNamespace

    from game.ui.scenes import handoff

    from .scenario import match_at_first_turn

    match = match_at_first_turn(players=2, seed=1)
    text = (
        "Azure (Strong computer) plays Exorcist's Night Procession next to the left Lion, performs "
        "Pacifying the Land and gains 1 Coin for each Qi Energy in the Frontier, then rests"
    )
    match.log.append(SimpleNamespace(text=text, seat=1, cards=()))
    app = make_app((1280, 720))
    drawn = []
    original = handoff.draw_text
    monkeypatch.setattr(
        handoff, "draw_text", lambda s, t, *a, **k: (drawn.append(t), original(s, t, *a, **k))[1]
    )
    app.push(handoff.HandoffScene(app, 0, match))
    app.step(0.016)
    assert text in " ".join(drawn) and text not in drawn  # on two rows, every word
    assert not any(t.endswith("…") for t in drawn)
