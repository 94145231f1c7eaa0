"""The scenes a player walks through (title, new game, setup draft, board, pause) and the scene stack's
documented lifecycle (game/ui/scene.py: enter, exit, pause, resume, layout; push/pop/replace)."""

from __future__ import annotations

import pygame

from game.ui import theme as T
from game.ui.scene import Scene, SceneStack
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.setup_draft import SetupDraftScene

from .driver import click, make_app, screenshot
from .scenario import button, count_colour, key, pixels

# --- title → new game → setup draft → board → pause → title ----------------------------------------


def test_menu__shows_the_title_and_new_game_opens_the_new_game_scene(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    screenshot(app, "menu")
    new = button(app.stack.top.buttons, "New hot-seat game")
    # the primary button is drawn (red) where it can be clicked
    assert count_colour(app.screen, new.rect, T.RED) > new.rect.width * new.rect.height // 3
    # the title "Lionwake" is drawn in red in the upper part of the window
    w, h = app.screen.get_size()
    assert count_colour(app.screen, pygame.Rect(0, int(h * 0.15), w, int(h * 0.15)), T.RED) > 200
    click(app, new.rect.center)
    assert isinstance(app.stack.top, NewGameScene)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, NewGameScene]


def test_new_game__three_players_start_goes_through_the_draft_to_the_board(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "New hot-seat game").rect.center)
    newgame = app.stack.top
    click(app, button(newgame.buttons, "3").rect.center)
    assert newgame.players == 3
    assert button(newgame.buttons, "3").primary  # the chosen option is shown as chosen
    screenshot(app, "newgame-3-players")
    click(app, button(newgame.buttons, "Start the game").rect.center)
    draft = app.stack.top
    assert isinstance(draft, SetupDraftScene), type(draft).__name__
    match = draft.match
    assert match.config.players == 3 and len(match.game.state.players) == 3
    app.step(0.016)
    screenshot(app, "setup-draft")
    picks = 0
    while not isinstance(app.stack.top, BoardScene):
        assert picks < 20, "the draft never ended"
        top = app.stack.top
        if isinstance(top, HandoffScene):
            click(app, (10, 10))
            continue
        assert isinstance(top, SetupDraftScene), type(top).__name__
        app.step(0.016)
        assert top.cards, f"nothing to click for {match.pending.kind}"
        before = len(match.game.history)
        click(app, top.cards[0][0].center)
        assert len(match.game.history) == before + 1, "clicking a draft card did nothing"
        picks += 1
    assert picks >= 3  # every player picked a Lion
    assert match.pending.kind == "turn"
    assert [type(s) for s in app.stack.scenes] == [MenuScene, BoardScene]
    board = app.stack.top
    app.step(0.016)
    assert board.viewer == match.pending.seat
    assert all(p.lion[0] >= 0 for p in match.game.state.players)


def test_pause__esc_on_the_board_pauses_and_leave_returns_to_the_title(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "New hot-seat game").rect.center)
    click(app, button(app.stack.top.buttons, "Start the game").rect.center)
    while not isinstance(app.stack.top, BoardScene):
        top = app.stack.top
        app.step(0.016)
        click(app, (10, 10) if isinstance(top, HandoffScene) else top.cards[0][0].center)
    board = app.stack.top
    app.step(0.016)
    hand = board.regions.hand
    unpaused = pixels(app.screen, hand)
    key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    assert app.stack.scenes[-2] is board  # the board stays under the pause scene
    screenshot(app, "pause")
    # the board still shows, shaded, through the pause scene (it is not opaque)
    alone = app.screen.copy()
    alone.fill(T.TABLE)
    pause.draw(alone)
    assert pixels(app.screen, hand) != unpaused, "the board is not shaded"
    assert pixels(app.screen, hand) != pixels(alone, hand), "the board does not show through"
    click(app, button(pause.buttons, "Leave to the title").rect.center)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    assert app.running
    app.step(0.016)


def test_pause__back_to_the_game_returns_to_the_same_board(shots):
    from .scenario import board_app, match_at_first_turn

    match = match_at_first_turn(players=3, seed=2)
    app, board = board_app(match)
    shots(app)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    click(app, button(app.stack.top.buttons, "Back to the game").rect.center)
    assert app.stack.top is board
    assert board.choices is not None and board.viewer == match.pending.seat


# --- the scene stack's lifecycle -------------------------------------------------------------------


class Recorder(Scene):
    """A scene that writes every lifecycle call into a shared log."""

    def __init__(self, name: str, log: list, opaque: bool = True, consume: bool = True) -> None:
        super().__init__(None)
        self.name = name
        self.log = log
        self.opaque = opaque
        self.consume = consume

    def enter(self) -> None:
        self.log.append((self.name, "enter"))

    def exit(self) -> None:
        self.log.append((self.name, "exit"))

    def pause(self) -> None:
        self.log.append((self.name, "pause"))

    def resume(self) -> None:
        self.log.append((self.name, "resume"))

    def layout(self, size) -> None:
        self.log.append((self.name, "layout"))

    def handle_event(self, event) -> bool:
        self.log.append((self.name, "event"))
        return self.consume

    def update(self, dt: float) -> None:
        self.log.append((self.name, "update"))

    def draw(self, surface) -> None:
        self.log.append((self.name, "draw"))


def test_stack__push_pop_replace_call_the_lifecycle_in_order():
    log: list = []
    stack = SceneStack()
    a, b, c, d = (Recorder(n, log) for n in "abcd")
    stack.push(a)
    assert log == [("a", "layout"), ("a", "enter")]
    log.clear()
    stack.push(b)
    assert log == [("a", "pause"), ("b", "layout"), ("b", "enter")]
    log.clear()
    assert stack.pop() is b
    assert log == [("b", "exit"), ("a", "layout"), ("a", "resume")]
    log.clear()
    stack.replace(c)
    assert log == [("a", "exit"), ("c", "layout"), ("c", "enter")]
    assert stack.scenes == [c]
    log.clear()
    stack.push(a)
    log.clear()
    stack.clear_to(d)
    assert log == [("a", "exit"), ("c", "exit"), ("d", "layout"), ("d", "enter")]
    assert stack.scenes == [d]
    log.clear()
    stack.pop()
    assert log == [("d", "exit")] and stack.top is None
    assert stack.pop() is None


def test_stack__layout_reaches_every_scene_and_a_new_scene_gets_the_current_size():
    log: list = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    stack.push(a)
    stack.push(b)
    log.clear()
    stack.layout((960, 540))
    assert log == [("a", "layout"), ("b", "layout")]
    assert stack.size == (960, 540)


def test_stack__input_goes_to_the_top_and_down_only_through_transparent_scenes():
    log: list = []
    stack = SceneStack()
    a = Recorder("a", log)
    b = Recorder("b", log, opaque=False, consume=False)
    c = Recorder("c", log, opaque=False, consume=True)
    stack.push(a)
    stack.push(b)
    stack.push(c)
    event = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)
    log.clear()
    assert stack.handle_event(event)
    assert log == [("c", "event")]  # consumed by the top
    stack.pop()
    log.clear()
    assert stack.handle_event(event)
    assert log == [("b", "event"), ("a", "event")]  # b passes it down to a
    a.consume = False
    log.clear()
    assert not stack.handle_event(event)
    # an opaque scene stops input from reaching the scenes under it
    stack.push(Recorder("o", log, opaque=True, consume=False))
    log.clear()
    stack.handle_event(event)
    assert log == [("o", "event")]


def test_stack__update_is_for_the_top_only_and_draw_starts_at_the_highest_opaque_scene():
    log: list = []
    stack = SceneStack()
    a, b = Recorder("a", log), Recorder("b", log)
    c = Recorder("c", log, opaque=False)
    for s in (a, b, c):
        stack.push(s)
    log.clear()
    stack.update(0.1)
    assert log == [("c", "update")]
    log.clear()
    stack.draw(pygame.Surface((10, 10)))
    assert log == [("b", "draw"), ("c", "draw")]  # a is hidden by the opaque b
