"""Issue 8, accessibility: "UI scale 75-200%" on the board.

What a player who sets a large UI scale notices: the board really is shown at that scale (no longer
capped at 125%), its panels are tabs whose text fits them, the tab the decision needs opens by
itself, every button is in the window and apart, and the Village map zooms and pans -- with clicks,
the keyboard focus and the guided game following the zoomed view.  Screenshots of every tab go to
tests/_artifacts (board-scale-*.png).
"""

from __future__ import annotations

import random
import time

import pygame
import pytest

from game.core import actions as A
from game.session.match import Match
from game.ui.render.table import TAB_OF_KIND
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene

from .a11y_scenes import buttons_of, check_fit, open_scene
from .driver import click, screenshot
from .scenario import key, match_at_first_turn

SIZES = [(1280, 720), (1920, 1080)]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))


def _wheel(app, pos, y: int) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))
    app.step(0.016)


def _right_drag(app, start, end) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=3))
    app.step(0.016)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(0, 0, 1))
    )
    app.step(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=3))
    app.step(0.016)


def _show(app, scene: BoardScene, tab: str) -> None:
    """Click the tab's button, as a player would."""
    b = scene.tab_button(tab)
    assert b is not None, (tab, [x.label for x in scene.bar_buttons()])
    click(app, b.rect.center)
    app.step(0.016)
    assert scene.shown_tab() == tab


def _labels_fit(scene: BoardScene) -> list[str]:
    """Every button's label, at the font the button draws it in, fits the button."""
    font = scene.theme.font(15, bold=True)
    return [
        f"{b.label!r} {font.size(b.label)[0]} > {b.rect.width - 8}"
        for b in buttons_of(scene) + scene.zoom_buttons()
        if b.rect.width and font.size(b.label)[0] > b.rect.width - 8
    ]


# --- the layout at large UI scales ----------------------------------------------------------------


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("name", ["board", "board-4"])
def test_board__shown_at_200_percent_with_tabs_whose_text_fits(size, name):
    app, scene = open_scene(name, size, 200)
    assert scene.ui_cap == 2.0
    assert app.theme.scale == pytest.approx(app.theme.fit * 2.0)
    assert scene.tabbed and {"player", "hand", "board", "markets", "log"} <= set(scene.regions.tabs)
    window = app.screen.get_rect()
    for tab in scene.regions.tabs:
        _show(app, scene, tab)
        app.step(0.016)
        screenshot(app, f"board-scale-200-{name}-{size[0]}-{tab}")
        problems = check_fit(app, scene)
        shown = [b for b in buttons_of(scene) + scene.zoom_buttons() if b.rect.width]
        for i, a in enumerate(shown):  # the map's zoom buttons too
            problems += [
                f"{a.label!r} overlaps {b.label!r}"
                for b in shown[i + 1 :]
                if a.rect.colliderect(b.rect)
            ]
        assert not problems, (tab, problems)
        assert not _labels_fit(scene), (tab, _labels_fit(scene))
        # what the panel draws stays in the panel (and the window); nothing of another tab is clickable
        panel = scene.regions.panel
        for rect, k in scene.targets.items:
            kind_tab = TAB_OF_KIND.get(k[0], "")
            if kind_tab in ("", "map") or k[0] == "played":
                continue
            assert kind_tab == tab, (tab, k)
            assert panel.contains(rect) and window.contains(rect), (tab, k, rect, panel)


@pytest.mark.parametrize("pct", [75, 100, 125])
def test_board__up_to_125_percent_keeps_every_panel_on_the_table(pct):
    app, scene = open_scene("board", (1280, 720), pct)
    assert not scene.tabbed and scene.regions.tabs == []
    assert {b.label for b in scene.bar_buttons()} == {"Undo", "Log", "Menu"}
    assert not scene.zoom_buttons()


@pytest.mark.parametrize("pct", [150, 175, 200])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board__every_large_scale_fits(pct, size):
    app, scene = open_scene("board-4", size, pct)
    assert scene.ui_cap == pct / 100 and scene.tabbed
    screenshot(app, f"board-scale-{pct}-{size[0]}")
    assert not check_fit(app, scene)
    assert not _labels_fit(scene)


def test_board__many_decision_buttons_go_on_a_choices_tab_opened_by_itself():
    match = _match_pending(("exchange",), players=4, at_least=8)  # an Exchange: eight buttons
    app, scene = open_scene_with(match, (1280, 720), 200)
    assert scene.match.pending.kind == "exchange"
    assert "choices" in scene.regions.tabs and scene.shown_tab() == "choices"
    shown = [b for b in scene.buttons if b.rect.width]
    assert len(shown) == len(scene.buttons) >= 8
    assert all(scene.regions.panel.contains(b.rect) for b in shown)
    _show(app, scene, "markets")
    assert not any(b.rect.width for b in scene.buttons)  # hidden, yet the keys 1-9 still press them
    before = len(scene.match.game.history)
    key(app, pygame.K_1)
    assert len(scene.match.game.history) > before


# --- the tab the decision needs opens by itself ---------------------------------------------------


def _match_pending(
    kinds: tuple[str, ...], seed: int = 3, players: int = 2, at_least: int = 1
) -> Match:
    """A match played at random up to a decision of one of `kinds` with at least `at_least`
    choices."""
    for s in range(seed, seed + 40):
        match = match_at_first_turn(players, s)
        rnd = random.Random(s)
        for _ in range(400):
            if match.over:
                break
            if match.pending.kind in kinds and len(match.legal()) >= at_least:
                return match
            match.apply(rnd.choice(match.legal()))
    raise AssertionError(f"no {kinds} decision found")


@pytest.mark.parametrize(
    "kinds, tab",
    [
        (("purchase_drum", "rest_purchase"), "markets"),
        (("couplets", "amulet", "pacify"), "board"),
        (("leap",), "map"),
        (("turn",), "hand"),
    ],
)
def test_board__the_decision_opens_its_tab(kinds, tab):
    match = _match_pending(kinds)
    app, scene = open_scene_with(match, (1280, 720), 200)
    assert scene.shown_tab() == tab, (match.pending.kind, scene.shown_tab())
    screenshot(app, f"board-scale-200-decision-{match.pending.kind}")
    # and what it asks for is lit and clickable there
    ch = scene.choices
    keys = [k for k in ch.clicks if scene.tab_of(k) == tab] + [("hand", c) for c, _ in ch.drags]
    assert any(scene.targets.rect_of(k) is not None or k[0] == "tile" for k in keys)


def open_scene_with(match: Match, size, pct: int):
    from .driver import make_app

    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    scene = BoardScene(app, match)
    app.push(scene)
    for _ in range(3):
        app.step(0.016)
    return app, app.stack.top


# --- zoom and pan ---------------------------------------------------------------------------------


@pytest.mark.parametrize("pct, size", [(100, (1280, 720)), (200, (1280, 720)), (200, (1920, 1080))])
def test_board__wheel_zooms_about_the_cursor_and_a_click_after_zoom_and_pan_takes_the_tile(
    pct, size
):
    app, scene = open_scene("board", size, pct)
    assert scene.match.pending.kind == "spawn_yao" and scene.table.map_shown()
    r = scene.renderer
    lit = sorted(k[1] for k in scene.choices.clicks if k[0] == "tile")
    tile = lit[0]
    fit = r.size
    before = r.top_center(tile)
    _wheel(app, (round(before[0]), round(before[1])), 1)
    _wheel(app, (round(before[0]), round(before[1])), 1)
    assert r.size > fit * 1.5 and r.zoomed
    after = r.top_center(tile)
    assert abs(after[0] - before[0]) < 3 and abs(after[1] - before[1]) < 3  # about the cursor
    screenshot(app, f"board-scale-{pct}-{size[0]}-zoomed")
    # pan with the right button: everything moves with it
    start = scene.regions.village.center
    dx = -40 if r.pan[0] > 0 else 40  # towards the middle: there is room that way
    dy = -20 if r.pan[1] > 0 else 20
    _right_drag(app, start, (start[0] + dx, start[1] + dy))
    moved = r.top_center(tile)
    assert moved[0] - after[0] == pytest.approx(dx, abs=1)
    assert moved[1] - after[1] == pytest.approx(dy, abs=1)
    app.step(0.016)
    screenshot(app, f"board-scale-{pct}-{size[0]}-zoomed-panned")
    # the lit tile is where the map now draws it: a click there takes it
    assert scene.regions.village.collidepoint(moved)
    point = next(
        p
        for p in [moved, (moved[0], moved[1] - r.size * 0.3), (moved[0] - r.size * 0.4, moved[1])]
        if scene.hits.key_at(p) == ("tile", tile)
    )
    action = scene.choices.clicks[("tile", tile)]
    n = len(scene.match.game.history)
    click(app, point)
    assert scene.match.game.history[n] == action
    # 0 fits the whole map again; the zoom never goes below it nor loses the map
    key(app, pygame.K_0)
    fit = r.fit_size  # (the next decision's strip of buttons may have changed the map's room)
    assert r.size == pytest.approx(fit) and not r.zoomed
    key(app, pygame.K_MINUS)
    assert r.size == pytest.approx(fit)
    for _ in range(12):
        key(app, pygame.K_PLUS)
    assert r.zoom == pytest.approx(1.25**6)  # the most it zooms
    _right_drag(app, start, (start[0] + 5000, start[1] + 5000))
    v = scene.regions.village
    xs = [r.top_center(t)[0] for t in range(len(r.village))]
    ys = [r.top_center(t)[1] for t in range(len(r.village))]
    assert min(xs) < v.right and min(ys) < v.bottom  # part of the map is still in view


def test_board__keyboard_focus_slides_a_zoomed_map_to_the_focused_tile():
    app, scene = open_scene("board", (1280, 720), 200)
    r = scene.renderer
    for _ in range(6):
        key(app, pygame.K_PLUS)
    v = scene.regions.village
    lit = [k for k in scene.choices.clicks if k[0] == "tile"]
    seen = set()
    for _ in range(len(scene.keys.entries(scene))):
        key(app, pygame.K_TAB)
        focus = scene.keys.focus
        if focus and focus[0] == "key" and focus[1][0] == "tile":
            seen.add(focus[1])
            assert v.collidepoint(r.top_center(focus[1][1])), focus
    assert seen == set(lit)
    screenshot(app, "board-scale-200-1280-keyboard-zoomed")
    # Enter takes the focused tile
    while not (scene.keys.focus and scene.keys.focus[0] == "key"):
        key(app, pygame.K_TAB)
    n = len(scene.match.game.history)
    key(app, pygame.K_RETURN)
    assert len(scene.match.game.history) > n


# --- playing the whole way by mouse at 200% ---------------------------------------------------------


def _find(scene: BoardScene, k) -> tuple | None:
    """Where `k` is on screen now (a tile: a point of it the mouse reaches)."""
    if k[0] == "tile":
        cx, cy = scene.renderer.top_center(k[1])
        s = scene.renderer.size
        for dx, dy in [(0, 0), (0, -0.4), (-0.4, -0.2), (0.4, -0.2), (-0.5, 0), (0.5, 0)]:
            p = (cx + dx * s, cy + dy * s)
            if scene.hits.key_at(p) == k:
                return p
        badge = scene.targets.rect_of(k)
        return badge.center if badge else None
    rect = scene.targets.rect_of(k)
    return rect.center if rect else None


def _reach(app, scene: BoardScene, k) -> tuple:
    """Open the tab showing `k` (by clicking it, as a player would) and say where `k` is."""
    tab = scene.tab_of(k)
    if tab and scene.shown_tab() != tab:
        _show(app, scene, tab)
    where = _find(scene, k)
    assert where is not None, (k, scene.shown_tab())
    return where


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_board__a_game_played_by_mouse_at_200_percent(size):
    """Random legal choices taken through the tabbed screen: strikes by click-card-then-Lion,
    everything else by finding it on its tab (tiles on a zoomed-in map)."""
    app = open_scene_with(match_at_first_turn(2, 4), size, 200)[0]
    match = app.stack.top.match
    rnd = random.Random(4)
    taken = 0
    for _ in range(600):
        if taken >= 40 or match.over:
            break
        app.step(0.016)
        top = app.stack.top
        if isinstance(top, (HandoffScene, BattleScene)):
            click(app, (10, 10))
            continue
        if not isinstance(top, BoardScene):
            pytest.skip(f"left the board ({type(top).__name__})")
        scene = top
        if scene.choices is None:
            continue
        if taken == 3:  # from here on the map is zoomed in
            for _ in range(2):
                key(app, pygame.K_PLUS)
        action = rnd.choice(match.legal())
        ch = scene.choices
        n = len(match.game.history)
        if isinstance(action, A.Strike):
            click(app, _reach(app, scene, ("hand", action.card)))  # taken up: its Lion's tab opens
            click(app, _reach(app, scene, ("lion", action.slot)))
        elif isinstance(action, A.TakeMotif):
            click(app, _reach(app, scene, ("motif", action.index)))
            click(app, _reach(app, scene, ("track", action.slot, action.space)))
        else:
            k = next((k for k, a in ch.clicks.items() if a == action and scene.tab_of(k)), None)
            if k is not None:
                if k[0] == "tile":
                    if "map" in scene.regions.tabs and scene.shown_tab() != "map":
                        _show(app, scene, "map")
                    scene.renderer.reveal(k[1], scene.regions.village)
                    app.step(0.016)
                click(app, _reach(app, scene, k))
            else:
                b = next(b for b in scene.buttons if b.action == action)
                if not b.rect.width:
                    _show(app, scene, "choices")
                click(app, b.rect.center)
        assert len(match.game.history) > n, (action, match.pending.kind, scene.shown_tab())
        assert match.game.history[n] == action
        assert not check_fit(app, scene) if isinstance(app.stack.top, BoardScene) else True
        taken += 1
    assert taken >= 20


# --- the guided first game at 200% ----------------------------------------------------------------


def test_board__the_guide_points_at_200_percent_and_its_arrow_can_be_followed():
    """Every step's arrow is on screen (at a tab's button while what it points at is on another
    tab), and clicking where it points, tab first, plays the guided game through."""
    from game.ui.scenes.menu import MenuScene

    from .driver import make_app, where_to_click
    from .scenario import button
    from .test_tutorial import settle

    app = make_app((1280, 720))
    app.settings.ui_scale = 200
    app.apply_look()
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "Learn to play").rect.center)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.tutorial is not None and board.tabbed
    guide = board.tutorial
    window = app.screen.get_rect()
    via_tab = 0
    for _ in range(400):
        if not guide.active or guide.step is None:
            break
        app.step(0.016)
        top = app.stack.top
        if isinstance(top, (HandoffScene, BattleScene)):
            click(app, (5, 5))
            continue
        step, index = guide.step, guide.index
        if step.expect == "your_turn" or not board.match.is_human(board.match.pending.seat):
            deadline = time.monotonic() + 120  # the computer's turn plays out
            while guide.index == index and not board.match.is_human(board.match.pending.seat):
                assert time.monotonic() < deadline, "the computer never finished its turn"
                app.step(0.05)
                if isinstance(app.stack.top, BattleScene):
                    click(app, (5, 5))
                time.sleep(0.002)
            continue
        if step.expect == "next":
            if step.target is not None:
                app.step(0.016)
                assert guide.pointer is not None and window.contains(guide.pointer), step.id
                tabs = [b.rect for b in board.bar_buttons() if isinstance(b.action, tuple)]
                if guide.pointer in tabs:  # pointing at the tab that shows it
                    via_tab += 1
                    screenshot(app, f"board-scale-200-guide-{step.id}-points-at-tab")
            click(
                app,
                button(
                    guide.buttons, "Next" if guide.buttons[-1].label == "Next" else "Finish"
                ).rect.center,
            )
            continue
        settle(app)
        rects = guide.target_rects(board)
        assert rects and all(window.contains(r) for r in rects), (step.id, rects)
        # the panel leaves in sight the middle of what the arrow points at (where the player
        # clicks), and its "Your move" words do not run under its Skip button
        assert not guide.panel_rect.collidepoint(rects[0].center), (step.id, guide.panel_rect)
        assert guide.waiting_rect.width and not any(
            guide.waiting_rect.colliderect(b.rect) for b in guide.buttons
        ), (step.id, guide.waiting_rect)
        tabs = {b.rect.center: b for b in board.bar_buttons() if isinstance(b.action, tuple)}
        target = rects[0]
        if target.center in tabs:  # the arrow points at a tab: open it, as the player would
            via_tab += 1
            click(app, target.center)
            continue
        action = guide.expected_action(board)
        if isinstance(action, A.Strike) and action.card not in board.intents.held():
            click(app, target.center)  # the card: taken up, its Lion's tab opens
            continue
        two_part = isinstance(action, (A.Strike, A.TakeMotif))  # followed one click at a time
        how = None if two_part else where_to_click(board, action)
        if how is None or how[0] != "click":
            click(app, target.center)
        else:
            click(app, how[1])
        if guide.index == index:  # (a tile's centre may be hidden behind a raised tile)
            screenshot(app, f"board-scale-200-guide-{step.id}")
    screenshot(app, "board-scale-200-guide-end")
    assert not guide.active or guide.index >= len(guide.guide.steps) - 1, (
        guide.step and guide.step.id
    )
    assert via_tab >= 1


def test_board__shift_and_the_arrows_pan_a_zoomed_map_and_plain_arrows_still_move_the_focus():
    """Accessibility (issue 8): the map can be panned from the keyboard alone."""
    app, scene = open_scene("board", (1280, 720), 200)
    r = scene.renderer
    tile = 0
    for _ in range(4):
        key(app, pygame.K_PLUS)
    assert r.zoomed
    start = r.top_center(tile)
    key(app, pygame.K_LEFT, pygame.KMOD_SHIFT)  # look further left: the map slides right
    moved = r.top_center(tile)
    assert moved[0] > start[0] + 10 and moved[1] == pytest.approx(start[1])
    key(app, pygame.K_UP, pygame.KMOD_SHIFT)
    assert r.top_center(tile)[1] > moved[1] + 10
    assert scene.keys.focus is None  # panning is not a focus step
    key(app, pygame.K_RIGHT)
    assert scene.keys.focus is not None
    key(app, pygame.K_0)  # whole map: nothing to pan
    fitted = r.top_center(tile)
    key(app, pygame.K_RIGHT, pygame.KMOD_SHIFT)
    assert r.top_center(tile) == pytest.approx(fitted)
