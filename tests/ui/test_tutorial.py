"""Issue 8, item 6, "A guided first game": "Learn to play" on the title menu, played to its end by
mouse clicks on what the guide points at (rulebook sections: Goal, 1. Strike, 2. Leap, 3. Perform,
4. Battle, Battle: Victory, 5. Clean Up, Player Turn: Rest and Summon)."""

from __future__ import annotations

import shutil
import time

import pygame
import pytest

from game.core import ContentError
from game.core import actions as A
from game.session import autosave
from game.ui import guide as guide_file
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene

from .driver import click, drag, make_app, screenshot, take_on_board, where_to_click
from .scenario import button, key

SHOTS = {
    "welcome",
    "goal",
    "summon",
    "watch",
    "strike",
    "leap",
    "frontier",
    "spawn",
    "motif",
    "rest",
    "finish",
}


def open_menu(size=(1280, 720)):
    app = make_app(size)
    app.push(MenuScene(app))
    app.step(0.016)
    return app


def learn_to_play(app) -> BoardScene:
    """Click "Learn to play" on the title menu; the guided game's board is on top."""
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    click(app, button(menu.buttons, "Learn to play").rect.center)
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.tutorial is not None
    app.step(0.016)
    return board


def settle(app) -> None:
    """Let animations and battles finish, closing a battle's result with a click."""
    for _ in range(400):
        app.step(0.05)
        top = app.stack.top
        if isinstance(top, BattleScene):
            click(app, (5, 5))
            continue
        if isinstance(top, BoardScene) and not top.animator.busy:
            return
    raise AssertionError("the board never settled")


def on_screen(app, rect: pygame.Rect) -> bool:
    return app.screen.get_rect().contains(rect)


def wrong_click(app, board: BoardScene) -> bool:
    """Take, by mouse, a legal decision the guide does not expect: it must be refused, the game
    and the guide unchanged.  Returns whether there was one to try."""
    guide = board.tutorial
    step = guide.step
    wrong = [a for a in board.match.legal() if not step.matches(a)]
    wrong = [a for a in wrong if not isinstance(a, A.TakeMotif)] or wrong
    if not wrong:
        return False
    before = board.match.game.state.copy()
    history = len(board.match.game.history)
    take_on_board(app, board, wrong[0])
    assert len(board.match.game.history) == history, f"{wrong[0]} was taken during {step.id}"
    assert board.match.game.state.to_dict() == before.to_dict()
    assert guide.step is step
    assert board.message and board.message_time > 0  # the refusal is said, as an illegal move
    if step.id in SHOTS:
        app.step(0.016)
        screenshot(app, f"tutorial-{step.id}-refused")
    board.message_time = 0
    board.intents.selected_motif = -1
    app.step(0.016)
    return True


def wait_for_the_person(app, board: BoardScene) -> None:
    """Let the computer play until the guide's step is no longer held for the person's turn: all
    the while it points at nothing and offers no Next."""
    guide = board.tutorial
    deadline = time.monotonic() + 120
    while guide.held(board):
        assert time.monotonic() < deadline, "the person's turn never came"
        assert guide.pointer is None and guide.arrows == [], guide.step.id
        assert "Next" not in [b.label for b in guide.buttons], guide.step.id
        app.step(0.016)
        if isinstance(app.stack.top, BattleScene):
            click(app, (5, 5))
        time.sleep(0.002)
    settle(app)
    app.step(0.016)


def play_step(app, board: BoardScene, refused: list[str]) -> None:
    """Do what the current step asks, by mouse, and check it advances (only then)."""
    guide = board.tutorial
    step = guide.step
    index = guide.index
    app.step(0.016)
    if guide.held(board):  # a step about the person's things waits for their decision
        wait_for_the_person(app, board)
    if step.expect == "your_turn":
        if step.id in SHOTS:
            app.step(0.016)
            screenshot(app, f"tutorial-{step.id}")
        deadline = time.monotonic() + 120
        while guide.index == index:
            assert time.monotonic() < deadline, "the computer never finished its turn"
            app.step(0.016)
            if isinstance(app.stack.top, BattleScene):
                click(app, (5, 5))
            time.sleep(0.002)
        settle(app)
        return
    app.step(0.016)
    if step.target is not None:
        assert guide.pointer is not None and on_screen(app, guide.pointer), step.id
    if step.id in SHOTS:
        screenshot(app, f"tutorial-{step.id}")
    if step.expect == "next":
        nxt = button(guide.buttons, "Finish" if index == len(guide.guide.steps) - 1 else "Next")
        if board.match.is_human(board.match.pending.seat) and wrong_click(app, board):
            refused.append(step.id)
        click(app, nxt.rect.center)
        assert guide.index == index + 1 or not guide.active
        return
    expected = guide.expected_action(board)
    assert expected is not None, f"step {step.id}: the game does not offer the expected decision"
    if wrong_click(app, board):
        refused.append(step.id)
    rects = guide.target_rects(board)
    assert rects, f"step {step.id}: the guide points at nothing"
    assert all(on_screen(app, r) for r in rects), step.id
    assert not guide.panel_rect.colliderect(rects[0]), f"step {step.id}: the panel hides the target"
    history = len(board.match.game.history)
    if isinstance(expected, A.Strike):
        drag(app, rects[0].center, rects[1].center)
    elif isinstance(expected, A.TakeMotif):
        click(app, rects[0].center)
        app.step(0.016)
        click(app, guide.target_rects(board)[0].center)
    else:
        click(app, _clickable(board, rects[0], expected))
    assert len(board.match.game.history) > history, f"step {step.id}: the click did nothing"
    assert board.match.game.history[history] == expected
    assert guide.index == index + 1, f"step {step.id} did not advance"
    settle(app)


def _clickable(board: BoardScene, rect: pygame.Rect, action):
    """The pointed rectangle's centre, or for a tile a point of it the mouse reaches."""
    if isinstance(action, A.Leap) or (
        isinstance(action, A.Choose)
        and board.choices
        and ("tile", action.option) in board.choices.clicks
    ):
        return where_to_click(board, action)[1]
    return rect.center


def test_the_guide_is_played_to_its_end_by_mouse_from_the_title_menu(shots):
    app = open_menu()
    shots(app)
    board = learn_to_play(app)
    guide = board.tutorial
    refused: list[str] = []
    seen = []
    while guide.active:
        seen.append(guide.step.id)
        play_step(app, board, refused)
    assert seen == [s.id for s in guide.guide.steps]
    assert len(refused) >= 10  # wrong moves were tried (and refused) at most steps
    # after the guide the game carries on alone: the player's decisions are free again
    assert board.tutorial.step is None
    assert app.stack.top is board and not board.match.over


@pytest.mark.parametrize("size", [(960, 540), (1920, 1080)])
def test_the_arrow_points_at_the_target_on_screen_at_any_window_size(size, shots):
    app = open_menu(size)
    shots(app)
    board = learn_to_play(app)
    guide = board.tutorial
    while guide.step.id != "leap":
        play_step(app, board, [])
    app.step(0.016)
    rects = guide.target_rects(board)
    assert rects and on_screen(app, rects[0]) and guide.pointer == rects[0]
    assert not guide.panel_rect.colliderect(rects[0])
    assert on_screen(app, guide.panel_rect)
    # the pointed tile is the one the step expects
    assert board.hits.key_at(where_to_click(board, guide.expected_action(board))[1]) == ("tile", 7)
    screenshot(app, f"tutorial-leap-{size[0]}")


def test_a_resize_moves_the_arrow_with_the_board(shots):
    app = open_menu((1280, 720))
    shots(app)
    board = learn_to_play(app)
    play_step(app, board, [])  # welcome
    play_step(app, board, [])  # goal
    app.step(0.016)
    small = board.tutorial.target_rects(board)[0]
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1920, h=1080, size=(1920, 1080)))
    app.step(0.016)
    app.step(0.016)
    big = board.tutorial.target_rects(board)[0]
    assert big.width > small.width and on_screen(app, big)
    assert board.targets.rect_of(("hand", board.tutorial.expected_action(board).card)) == big


def test_undo_is_off_while_the_guide_runs():
    app = open_menu()
    board = learn_to_play(app)
    guide = board.tutorial
    while guide.step.id != "leap":
        play_step(app, board, [])
    history = len(board.match.game.history)
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="", scancode=0
        )
    )
    app.step(0.016)
    assert len(board.match.game.history) == history
    assert "guide" in board.message


def test_skip_guide_leaves_a_free_game():
    app = open_menu()
    board = learn_to_play(app)
    click(app, button(board.tutorial.buttons, "Skip guide").rect.center)
    assert not board.tutorial.active
    app.step(0.016)
    assert board.tutorial.buttons == []
    rest = next(a for a in board.match.legal() if isinstance(a, A.Rest))
    board.take(rest)  # anything legal goes now
    assert board.match.game.history[-1] == rest


def test_leaving_mid_guide_and_starting_again_begins_afresh():
    saves_before = sorted(autosave.folder().glob("*.json"))
    app = open_menu()
    board = learn_to_play(app)
    while board.tutorial.step.id != "perform":
        play_step(app, board, [])
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    click(app, button(pause.buttons, "Leave to the title").rect.center)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    app.step(0.016)
    # the practice game is not kept among the saved games
    assert sorted(autosave.folder().glob("*.json")) == saves_before
    key(app, pygame.K_g)  # the hotkey
    again = app.stack.top
    assert isinstance(again, BoardScene) and again is not board
    assert again.tutorial.index == 0 and again.tutorial.step.id == "welcome"
    assert len(again.match.game.history) == 2  # only the two Lion picks of the setup
    assert again.match.autosave is None
    # and leaving while the computer plays its turn (by the Menu button) is just as quiet
    while again.tutorial.step.id != "watch":
        play_step(app, again, [])
    assert not again.match.is_human(again.match.pending.seat)
    click(app, button(again.bar_buttons(), "Menu").rect.center)
    click(app, button(app.stack.top.buttons, "Leave to the title").rect.center)
    assert isinstance(app.stack.top, MenuScene)
    for _ in range(30):
        app.step(0.016)
    key(app, pygame.K_g)
    assert app.stack.top.tutorial.step.id == "welcome"


def test_the_guide_file_is_checked_and_a_bad_copy_is_refused_naming_file_and_field(tmp_path):
    guide = guide_file.load_guide()
    assert guide.steps[0].expect == "next" and guide.steps[-1].expect == "next"
    assert all(s.rule and s.text for s in guide.steps)
    source = guide_file.guide_path().read_text(encoding="utf-8")
    cases = [
        ('expect = "leap"', 'expect = "jump"', "field 'expect'"),
        ('card = "courage-drum-jia"', 'card = "no-such-card"', "field 'card'"),
        ('target = "lion:0"', 'target = "lion"', "field 'target'"),
        ("seed = 1", 'seed = "one"', "field 'seed'"),
        ('item = "tile:0"', 'item = "somewhere"', "field 'item'"),
        ('id = "goal"', 'id = "welcome"', "field 'id'"),
        ('hint = "Drag Courage Drum onto Winged Ear"', 'colour = "red"', "field 'colour'"),
    ]
    for old, new, field in cases:
        bad = tmp_path / "tutorial.toml"
        assert old in source, old
        bad.write_text(source.replace(old, new, 1), encoding="utf-8")
        with pytest.raises(ContentError) as err:
            guide_file.load_guide(bad)
        assert "tutorial.toml" in str(err.value) and field in str(err.value), str(err.value)
    broken = tmp_path / "broken.toml"
    shutil.copy(guide_file.guide_path(), broken)
    broken.write_text(source[: len(source) // 2] + "\n[[step\n", encoding="utf-8")
    with pytest.raises(ContentError, match="broken.toml"):
        guide_file.load_guide(broken)


def test_a_guide_that_lost_its_place_steps_aside_instead_of_refusing_every_move():
    app = open_menu()
    board = learn_to_play(app)
    while board.tutorial.step.id != "strike":
        play_step(app, board, [])
    # the table moves on behind the guide's back (only possible outside the fixed game)
    board.match.apply(A.Rest())
    board.resume()
    app.step(0.016)
    assert not board.tutorial.active
    assert "guide" in board.message
    app.step(0.016)  # and the board plays on


def test_a_damaged_guide_file_is_reported_on_the_title_menu(tmp_path, monkeypatch):
    bad = tmp_path / "tutorial.toml"
    bad.write_text("[game]\nseed = 1\n", encoding="utf-8")
    monkeypatch.setattr(guide_file, "guide_path", lambda: bad)
    app = open_menu()
    menu = app.stack.top
    key(app, pygame.K_g)
    assert app.stack.top is menu
    assert any("tutorial.toml" in n for n in menu.notices)
    app.step(0.016)


def test_with_animations_and_ask_before_ending_on_the_guide_still_leads_through_the_battle():
    """The guide's own Done is never questioned by the "ask before ending a turn" setting."""
    app = open_menu()
    app.settings.animation_speed = 1.0
    app.settings.confirm_end_turn = True
    board = learn_to_play(app)
    while board.tutorial.step.id != "reward":
        play_step(app, board, [])
    assert isinstance(app.stack.top, BoardScene)
