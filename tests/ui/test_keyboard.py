"""Issue 8, item 7: every action reachable from the keyboard.  A whole 2-player hot-seat game is played
from its setup draft to the scoring screen with posted KEYDOWN events alone (no mouse event at all):
Tab / Shift+Tab to the thing a decision wants, Enter to take it; the keys 1-9 for the draft cards;
Enter on the hand-off and battle screens."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.core import actions as A
from game.session.match import Match
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.settings import SettingsScene
from game.ui.scenes.setup_draft import SetupDraftScene

from .driver import make_app, screenshot


class KeyboardProblem(AssertionError):
    pass


def press(app, key: int, mod: int = 0, times: int = 1) -> None:
    """Post `times` KEYDOWN events of `key` and run one frame."""
    for _ in range(times):
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)
        )
    app.step(0.016)


def focus_on(app, scene: BoardScene, entry: tuple) -> None:
    """Tab (or Shift+Tab, whichever is shorter) until the board's focus is on `entry`."""
    entries = scene.keys.entries(scene)
    if entry not in entries:
        raise KeyboardProblem(
            f"{entry} cannot be reached by Tab (pending {scene.match.pending.kind})"
        )
    target = entries.index(entry)
    now = entries.index(scene.keys.focus) if scene.keys.focus in entries else -1
    forward = (target - now) % len(entries) if now >= 0 else target + 1
    backward = (now - target) % len(entries) if now >= 0 else len(entries) - target
    if backward < forward:
        press(app, pygame.K_TAB, pygame.KMOD_SHIFT, times=backward)
    else:
        press(app, pygame.K_TAB, times=forward)
    if scene.keys.focus != entry:
        raise KeyboardProblem(f"Tab stopped on {scene.keys.focus}, wanted {entry}")


def take_by_keyboard(app, scene: BoardScene, action: A.Action, rnd: random.Random) -> None:
    """The keys that take `action` on the board, as a player without a mouse would press them."""
    ch = scene.choices
    if isinstance(action, A.Strike):
        focus_on(app, scene, ("key", ("hand", action.card)))
        press(app, pygame.K_RETURN)
        if (
            scene.intents.held_card != action.card
        ):  # (a card both clicked and dragged is taken at once)
            return
        focus_on(app, scene, ("key", ("lion", action.slot)))
        press(app, pygame.K_RETURN)
        return
    if isinstance(action, A.TakeMotif):
        focus_on(app, scene, ("key", ("motif", action.index)))
        press(app, pygame.K_SPACE)
        focus_on(app, scene, ("key", ("track", action.slot, action.space)))
        press(app, pygame.K_SPACE)
        return
    for i, b in enumerate(scene.buttons):
        if b.action == action:
            if i < 9 and rnd.random() < 0.3:  # sometimes the number key
                press(app, pygame.K_1 + i)
            else:
                focus_on(app, scene, ("button", b.label, i))
                press(app, pygame.K_RETURN)
            return
    for key, act in ch.clicks.items():
        if act == action and key[0] != "item":
            focus_on(app, scene, ("key", key))
            press(app, pygame.K_RETURN)
            return
    raise KeyboardProblem(f"no keys take {action} (pending {scene.match.pending.kind})")


def play_by_keyboard(app, match: Match, rnd: random.Random, limit: int = 4000) -> int:
    """Play random legal choices with keys only until the scoring screen; returns decisions taken."""
    taken = 0
    guard = 0
    while not isinstance(app.stack.top, ScoringScene):
        guard += 1
        if guard > limit * 4:
            screenshot(app, "keyboard-problem")
            raise KeyboardProblem("the screen stopped responding to the keyboard")
        app.step(0.016)
        top = app.stack.top
        if isinstance(top, ScoringScene):
            break
        if isinstance(top, (HandoffScene, BattleScene)):
            press(app, pygame.K_RETURN)
            continue
        if match.over:
            continue
        action = rnd.choice(match.legal())
        before = len(match.game.history)
        if isinstance(top, SetupDraftScene):
            index = next(i for i, (_, a, _) in enumerate(top.cards) if a == action)
            assert index < 9, "a draft card beyond the number keys"
            press(app, pygame.K_1 + index)
        elif isinstance(top, BoardScene):
            take_by_keyboard(app, top, action, rnd)
        else:
            raise KeyboardProblem(f"unexpected scene {type(top).__name__}")
        if len(match.game.history) == before:
            screenshot(app, "keyboard-problem")
            raise KeyboardProblem(
                f"the keys for {action} did nothing (pending {match.pending.kind})"
            )
        if match.game.history[before] != action:
            raise KeyboardProblem(f"wanted {action}, the keys took {match.game.history[before]}")
        taken += 1
        assert taken < limit, "the game did not end"
    return taken


@pytest.mark.parametrize(
    ("players", "seed", "config"), [(2, 5, {}), (1, 4, {"difficulty": "hard"})], ids=["2p", "solo"]
)
def test_keyboard__a_whole_hot_seat_game_is_played_to_the_scoring_screen_without_a_mouse(
    players, seed, config, shots
):
    app = make_app((960, 540))
    shots(app)
    match = Match(Config(players=players, seed=seed, **config))
    app.push(SetupDraftScene(app, match))
    real_post = pygame.event.post

    def keys_only(event):  # the test itself posts nothing but key presses
        assert event.type == pygame.KEYDOWN, pygame.event.event_name(event.type)
        return real_post(event)

    pygame.event.post = keys_only
    try:
        taken = play_by_keyboard(app, match, random.Random(seed))
    finally:
        pygame.event.post = real_post
    assert match.over and isinstance(app.stack.top, ScoringScene)
    assert taken > 100
    kinds = {type(a).__name__ for a in match.game.history}
    assert {"Strike", "Leap"} <= kinds  # cards and tiles by keyboard
    if players > 1:
        assert "TakeMotif" in kinds  # and Motifs inked on a Lion's track
    screenshot(app, f"keyboard-scoring-{players}p")


def test_keyboard__the_focus_ring_is_drawn_and_says_what_it_is_on(shots):
    from .scenario import board_app, match_at_first_turn

    app, board = board_app(match_at_first_turn(2, 1))
    shots(app)
    before = pygame.image.tobytes(app.screen, "RGB")
    press(app, pygame.K_TAB)
    assert board.keys.focus is not None
    rect = board.keys.rect_of(board, board.keys.focus)
    assert rect is not None and app.screen.get_rect().colliderect(rect)
    app.step(0.016)
    screenshot(app, "keyboard-focus")
    assert pygame.image.tobytes(app.screen, "RGB") != before
    # Esc with a card taken up puts it back; a second Esc opens the pause menu
    entry = board.keys.focus
    if entry[0] == "key" and entry[1][0] == "hand":
        press(app, pygame.K_RETURN)
        assert board.intents.held_card == entry[1][1]
        press(app, pygame.K_ESCAPE)
        assert board.intents.held_card == -1
    press(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "PauseScene"


def test_keyboard__menus_and_settings_by_tab_and_enter(tmp_path, monkeypatch, shots):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    menu = app.stack.top
    labels = [b.label for b in menu.buttons]
    press(app, pygame.K_TAB, times=labels.index("Settings") + 1)
    assert menu.buttons[menu.button_focus].label == "Settings"
    screenshot(app, "keyboard-menu-focus")
    press(app, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    rows = [name for name, _ in scene.rows]
    press(app, pygame.K_TAB, times=rows.index("UI scale") + 1)
    press(app, pygame.K_RETURN)
    assert app.settings.ui_scale == 110
    press(app, pygame.K_RETURN)  # the focus stays on the row: Enter steps it again
    assert app.settings.ui_scale == 125
    press(app, pygame.K_LEFT)  # Left steps it back, Right on
    assert app.settings.ui_scale == 110
    press(app, pygame.K_RIGHT)
    assert app.settings.ui_scale == 125
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back up to ... and down again
    press(app, pygame.K_TAB, times=2)
    press(app, pygame.K_SPACE)
    assert app.settings.colour_blind == "on"
    screenshot(app, "keyboard-settings")
    from game.ui import theme as T

    T.set_palette("off")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_keyboard__a_village_built_by_hand_is_placed_tile_by_tile_from_the_keyboard(shots):
    """ "Build your own" layout: every tile's space is chosen by Tab and Enter."""
    app = make_app((960, 540))
    shots(app)
    match = Match(Config(players=2, seed=3, layout="build"))
    app.push(SetupDraftScene(app, match))
    app.step(0.016)
    placed = 0
    for _ in range(200):
        top = app.stack.top
        if isinstance(top, HandoffScene):
            press(app, pygame.K_RETURN)
            continue
        if not isinstance(top, SetupDraftScene):
            break
        app.step(0.016)
        entries = top.keys.entries(top)
        assert entries, match.pending.kind
        before = len(match.game.history)
        press(app, pygame.K_TAB, times=len(entries))  # round to the last one
        if match.pending.kind == "place_tile":
            screenshot(app, "keyboard-place-tile")
            placed += 1
        press(app, pygame.K_RETURN)
        assert len(match.game.history) == before + 1, match.pending.kind
    assert placed >= 5 and isinstance(app.stack.top, (BoardScene, HandoffScene))
