"""Playing the real app by mouse alone, and `python -m game --smoke` (issue 41, item 5).

The mouse side of a player: where on screen each of the engine's legal actions is taken
(`where_to_click`: a click, two clicks for inking a Motif, a drag for a Strike), the events a person's
hand makes (`click`, `drag`), and a loop (`play_on`) that takes the decisions a `choose` function picks
by posting those events, clicking through hand-offs and battles.  Nothing here changes the game but
through the screens, exactly as a player's pointer would.  The UI tests drive the app with it too.

`smoke` is the whole-app check run by the test suite and by CI inside the frozen executable: under
SDL's dummy drivers it opens the app as a player starts it, clicks "New hot-seat game" on the title
menu and "Start the game" on the new-game screen (2 people, the game's seed drawn from `--seed`), then
a quick bot picks every decision of the setup draft and the board and the smoke takes it by mouse,
through the battles, until the scoring screen.  It writes a PNG of the first frame of each kind of
screen to `--shots DIR` and prints, as its last line, one JSON object: `frames`, `median_ms`, `p99_ms`
(time of a frame: input, update and draw) and `scenes` (the screens seen, in order).  It is bounded in
decisions and in seconds, and succeeds only when the scoring screen was reached.  Then (issue 44,
`game.ui.net_smoke`) it hosts a table on 127.0.0.1, plays some of its decisions there by mouse, finds
it on the Join screen and leaves it (`net_decisions` in the JSON line; `game.ui.net_smoke`, which the
command passes as `then`).

The player's own files are left alone: the settings live in the window only (animations off, the
computer's pace 0), and when LIONWAKE_DATA_DIR is not set the game's saves go to a temporary folder
that is removed at the end.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import statistics
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # as game.ui.app does: it starts the app

import pygame  # noqa: E402

from game.core import actions as A
from game.session.seeds import bot_seed

if TYPE_CHECKING:
    from game.session.match import Match

    from .app import App
    from .scenes.board import BoardScene

#: the smoke's seed when none is given
DEFAULT_SEED = 1
#: at most this many decisions in a smoke game (a 2-player quick game takes a few hundred)
MAX_DECISIONS = 3000
#: and at most this many seconds from the title menu to the scoring screen
MAX_SECONDS = 300.0
#: the time a posted frame stands for
FRAME = 0.016


class MouseProblem(AssertionError):
    """The screen did not do what the pointer asked (or never came to a decision)."""


# --- the pointer ----------------------------------------------------------------------------------


def _point(pos) -> tuple[int, int]:
    return (int(pos[0]), int(pos[1]))


def click(app: App, pos, button: int = 1) -> None:
    """Move the pointer to `pos`, press and release `button` there; one frame."""
    pos = _point(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(FRAME)


def drag(app: App, start, end) -> None:
    """Press at `start`, move through the middle to `end` and release there; four frames."""
    start, end = _point(start), _point(end)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(FRAME)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        )
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(FRAME)


# --- where each action is taken ---------------------------------------------------------------------


def where_to_click(scene: BoardScene, action: A.Action):
    """The screen point (or drag) that takes `action` on the board, as a player would find it
    (`BoardScene.hits.gesture`): ("click", point), ("two", first, second) or ("drag", start, end)."""
    how = scene.hits.gesture(action)
    if how is None:
        raise MouseProblem(f"no way to take {action} by mouse (pending {scene.match.pending.kind})")
    return how


def take_on_board(app: App, board: BoardScene, action: A.Action) -> None:
    """Take `action` on the board with the mouse, as `where_to_click` finds it: a drag, two clicks
    (a Motif, then its space) or one click."""
    how = where_to_click(board, action)
    if how[0] == "drag":
        drag(app, how[1], how[2])
    elif how[0] == "two":
        click(app, how[1])
        click(app, how[2])
    else:
        click(app, how[1])


def _draft_point(scene, action: A.Action):
    """Where the setup draft takes `action`: an empty hex for a tile, else the card offering it."""
    if isinstance(action, A.PlaceTile):
        return scene.renderer.empty_hex_center(action.hex)
    for rect, act, _lines in scene.cards:
        if act == action:
            return rect.center
    raise MouseProblem(f"no card on the setup screen takes {action}")


# --- playing ---------------------------------------------------------------------------------------


def _passed_by(top) -> bool:
    """A screen a player clicks through: a hand-off, or a battle's dice."""
    from .scenes.battle import BattleScene
    from .scenes.handoff import HandoffScene

    return isinstance(top, (HandoffScene, BattleScene))


def take(app: App, match: Match, action: A.Action) -> None:
    """Take `action` for the person deciding, by mouse on the screen on top (the setup draft or
    the board); `MouseProblem` if the screen took nothing, or something else."""
    before = len(match.game.history)
    give_input(app, action)
    if len(match.game.history) == before:
        raise MouseProblem(f"the input for {action} did nothing (pending {match.pending.kind})")
    if match.game.history[before] != action:  # (a computer seat may have moved after it)
        raise MouseProblem(f"wanted {action}, the screen took {match.game.history[before]}")


def give_input(app: App, action: A.Action) -> None:
    """The mouse input that takes `action` on the screen on top: a click on the setup draft, the
    click, clicks or drag on the board (and yes to the question it may raise)."""
    from .scenes.board import BoardScene
    from .scenes.setup_draft import SetupDraftScene

    top = app.stack.top
    if isinstance(top, SetupDraftScene):
        click(app, _draft_point(top, action))
    elif isinstance(top, BoardScene):
        take_on_board(app, top, action)
        _confirm(app)
    else:
        raise MouseProblem(f"unexpected scene {type(top).__name__}")


def _confirm(app: App) -> None:
    """A question the move raised ("End the turn?" while Perform actions are left, the setting on
    by default): answered yes, by its main button, as the player meant the move."""
    from .scenes.confirm import ConfirmScene

    top = app.stack.top
    if isinstance(top, ConfirmScene):
        yes = next(b for b in top.buttons if b.primary)
        click(app, yes.rect.center)


def play_on(
    app: App,
    match: Match,
    decisions: int,
    choose: Callable[[Match], A.Action],
    deadline: float = 0.0,
) -> int:
    """Take up to `decisions` choices that `choose(match)` picks for the people at the table, by
    mouse, clicking through hand-offs and battles and letting computer seats move in between;
    returns how many were taken (fewer if the game ended).  `deadline` (a `time.monotonic()`
    time, 0 for none) bounds the wall-clock time; `MouseProblem` when the screen stops answering."""
    from .scenes.board import BoardScene
    from .scenes.scoring import ScoringScene
    from .scenes.setup_draft import SetupDraftScene

    taken = 0
    guard = 0
    while taken < decisions and not match.over:
        guard += 1
        if guard > decisions * 20 + 100:
            raise MouseProblem("the screen stopped responding to input")
        if deadline and time.monotonic() > deadline:
            raise MouseProblem(f"out of time after {taken} decisions")
        app.step(FRAME)
        top = app.stack.top
        if _passed_by(top):
            click(app, (10, 10))
            continue
        if isinstance(top, ScoringScene):
            break
        if not match.is_human(match.pending.seat):
            wait_for_computer(app, match)
            continue
        if not isinstance(top, (SetupDraftScene, BoardScene)):
            raise MouseProblem(f"unexpected scene {type(top).__name__}")
        if isinstance(top, SetupDraftScene):
            app.step(FRAME)
        take(app, match, choose(match))
        taken += 1
    return taken


def wait_for_computer(app: App, match: Match, timeout: float = 120.0) -> None:
    """Let the window run until the computer seat to move has moved."""
    before = len(match.game.history)
    deadline = time.monotonic() + timeout
    while len(match.game.history) == before and not match.over:
        if time.monotonic() > deadline:
            raise MouseProblem(f"the computer never moved (pending {match.pending.kind})")
        app.step(FRAME)
        if _passed_by(app.stack.top):
            click(app, (10, 10))
        time.sleep(0.002)


# --- the smoke --------------------------------------------------------------------------------------


def scene_name(scene) -> str:
    """A scene's short name: `SetupDraftScene` → "setup_draft"."""
    name = type(scene).__name__.removesuffix("Scene")
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


class Recorder:
    """Times every frame the app steps, notes each screen seen and saves its first frame."""

    def __init__(self, app: App, shots: Path | None) -> None:
        self.app = app
        self.shots = shots
        self.times: list[float] = []
        self.scenes: list[str] = []
        self._step = app.step
        app.step = self.step  # every frame, however it is asked for, goes through here

    def step(self, dt: float) -> None:
        start = time.perf_counter()
        self._step(dt)
        self.times.append((time.perf_counter() - start) * 1000)
        top = self.app.stack.top
        if top is None or not self.app.running:
            return
        name = scene_name(top)
        if name not in self.scenes:
            self.scenes.append(name)
            if self.shots is not None:
                path = self.shots / f"{len(self.scenes):02d}-{name}.png"
                pygame.image.save(self.app.screen, str(path))

    def summary(self) -> dict:
        times = sorted(self.times) or [0.0]
        p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
        return {
            "frames": len(self.times),
            "median_ms": round(statistics.median(times), 3),
            "p99_ms": round(p99, 3),
            "scenes": list(self.scenes),
        }


def _button(scene, hotkey: int):
    """The button of `scene` answering `hotkey` (found the way its label never changes)."""
    for b in scene.buttons:
        if getattr(b, "hotkey", None) == hotkey and b.enabled:
            return b
    raise MouseProblem(f"no button for key {pygame.key.name(hotkey)} on {scene_name(scene)}")


def _until(app: App, done: Callable[[], bool], what: str, frames: int = 600) -> None:
    """Step frames (clicking through hand-offs and battles) until `done()`; `MouseProblem` if not."""
    for _ in range(frames):
        if done():
            return
        app.step(FRAME)
        if _passed_by(app.stack.top):
            click(app, (10, 10))
    if not done():
        raise MouseProblem(f"{what} never came (on {scene_name(app.stack.top)})")


def play_smoke_game(app: App, seed: int, max_decisions: int, deadline: float) -> Match:
    """From the title menu to the scoring screen of a 2-player hot-seat game seeded by `seed`,
    every decision picked by a quick bot and taken by mouse; the game played."""
    from game.ai import make_bot

    from .scenes.board import BoardScene
    from .scenes.menu import MenuScene
    from .scenes.newgame import NewGameScene
    from .scenes.scoring import ScoringScene
    from .scenes.setup_draft import SetupDraftScene
    from .user_settings import GameSetup

    _until(app, lambda: isinstance(app.stack.top, MenuScene), "the title menu")
    for _ in range(3):
        app.step(FRAME)
    random.seed(seed)  # the new-game screen deals the table's seed and first player as it opens
    click(app, _button(app.stack.top, pygame.K_n).rect.center)  # "New hot-seat game"
    _until(app, lambda: isinstance(app.stack.top, NewGameScene), "the new-game screen")
    app.step(FRAME)
    click(app, _button(app.stack.top, pygame.K_RETURN).rect.center)  # "Start the game"
    _until(
        app,
        lambda: isinstance(app.stack.top, (BoardScene, SetupDraftScene)),
        "the game after Start",
    )
    match = app.stack.top.match
    if match.config.players != GameSetup().players or not all(
        match.is_human(s) for s in range(match.config.players)
    ):
        raise MouseProblem("the new-game screen did not start a hot-seat game of people")
    bots = [make_bot("quick", bot_seed(seed, s)) for s in range(match.config.players)]
    taken = play_on(
        app,
        match,
        max_decisions,
        lambda m: bots[m.pending.seat].choose(m.game, m.pending.seat),
        deadline,
    )
    if not match.over:
        raise MouseProblem(f"the game was not over after {taken} decisions")
    _until(app, lambda: isinstance(app.stack.top, ScoringScene), "the scoring screen")
    for _ in range(3):
        app.step(FRAME)
    return match


@contextlib.contextmanager
def _own_files():
    """The game's user folder: LIONWAKE_DATA_DIR when set, else a temporary one, removed after."""
    from game.userfiles import DATA_ENV

    if os.environ.get(DATA_ENV):
        yield
        return
    with tempfile.TemporaryDirectory(prefix="lionwake-smoke-", ignore_cleanup_errors=True) as tmp:
        os.environ[DATA_ENV] = tmp
        try:
            yield
        finally:
            os.environ.pop(DATA_ENV, None)


def smoke(
    seed: int | None = None,
    shots: str | Path | None = None,
    max_decisions: int = MAX_DECISIONS,
    max_seconds: float = MAX_SECONDS,
    then: Callable[[App, int, float], int] | None = None,
) -> int:
    """`python -m game --smoke`: play a whole hot-seat game by mouse (see the module's note), then
    `then(app, seed, deadline)` (the command passes `game.ui.net_smoke.play_net_smoke`: decisions
    taken at a network table); 0 when all went through, 1 otherwise (saying why on stderr)."""
    from .app import start_app
    from .user_settings import GameSetup

    seed = DEFAULT_SEED if seed is None else seed
    folder = Path(shots) if shots else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    problem = ""
    with _own_files():
        app = start_app()
        app.settings_path = None  # the settings live in this window only: nothing is written
        app.settings.animation_speed = 0
        app.settings.computer_pace = 0
        app.settings.hot_seat = GameSetup()  # 2 people at the table
        recorder = Recorder(app, folder)
        match = None
        net_decisions = 0
        try:
            deadline = time.monotonic() + max_seconds
            match = play_smoke_game(app, seed, max_decisions, deadline)
            if then is not None:
                net_decisions = then(app, seed, deadline)
        except MouseProblem as exc:
            problem = str(exc)
            if folder is not None:
                pygame.image.save(app.screen, str(folder / "smoke-problem.png"))
        except Exception:  # noqa: BLE001  (a crash in the game: said in full, the smoke fails)
            problem = "the game crashed:\n" + traceback.format_exc()
        finally:
            match = match or getattr(app.stack.top, "match", None)
            autosave = getattr(match, "autosave", None)
            if autosave is not None:
                autosave.wait()  # its last write done before the folder goes
            pygame.quit()
    summary = recorder.summary()
    history = match.game.history if match is not None else []
    summary.update(
        seed=seed,
        decisions=len(history),
        strikes=sum(isinstance(a, A.Strike) for a in history),  # each taken by a drag
        net_decisions=net_decisions,  # taken by mouse at a table this window hosted
        ok=not problem,
    )
    if problem:
        summary["problem"] = problem.splitlines()[0]
        print(f"smoke: FAILED: {problem}", file=sys.stderr)
    print(json.dumps(summary))
    return 1 if problem else 0
