"""Drive the real app headless with mouse events, the way a player would.

The pointer itself (where each action is taken, clicks, drags, the play loop) lives in the game, in
`game.ui.smoke`, which `python -m game --smoke` plays a whole game with; this adds what only tests need.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import Config  # noqa: E402
from game.session.match import Match  # noqa: E402
from game.ui import smoke  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.board import BoardScene  # noqa: E402
from game.ui.smoke import (  # noqa: E402, F401  (the tests import these from here)
    MouseProblem,
    click,
    drag,
    take_on_board,
    wait_for_computer,
    where_to_click,
)

ARTIFACTS = Path(__file__).resolve().parents[1] / "_artifacts"


def make_app(size=(1280, 720)) -> App:
    """The app with animations off, and not asking before a turn ends with actions left (on by
    default): the tests' games end turns at random; the tests of that question turn it on."""
    app = App(size)
    app.settings.animation_speed = 0
    app.settings.confirm_end_turn = False
    return app


def screenshot(app: App, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


def wheel(app: App, pos, notches: int) -> None:
    """Move the mouse to `pos` and turn the wheel `notches` (negative: down)."""
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    for _ in range(abs(notches)):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1 if notches > 0 else -1, flipped=False)
        )
    app.step(0.016)


def play_by_mouse(seed: int, players: int, decisions: int, size=(1280, 720), **config):
    """Play `decisions` random legal choices through the screen; returns (app, match)."""
    app = make_app(size)
    match = Match(Config(players=players, seed=seed, **config))
    app.push(BoardScene(app, match))
    play_on(app, match, decisions, random.Random(seed))
    return app, match


def play_on(app: App, match: Match, decisions: int, rnd: random.Random) -> int:
    """Take `decisions` random legal choices for the people at the table, by mouse, letting the
    computer seats move in between; returns how many were taken (fewer if the game ended).  A
    screen that did not answer is kept as _artifacts/mouse-problem.png."""
    try:
        return smoke.play_on(app, match, decisions, lambda m: rnd.choice(m.legal()))
    except MouseProblem:
        screenshot(app, "mouse-problem")
        raise
