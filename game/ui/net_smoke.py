"""The smoke run's network part (issue 44, network play), after its hot-seat game: the same window
hosts a table on 127.0.0.1 only (its second seat a Greedy computer, played at the host), goes to it
and takes its own decisions by mouse, as a player would, until `NET_DECISIONS` are taken or the game
ends; then it looks at the Join screen, which must list the table, and leaves the table from the
menu (Leave, then Close the table).  A frozen build that lacked a network part (the WebSocket
library, the discovery) fails here rather than in a player's hands.
"""

from __future__ import annotations

import os
import random
import time

import pygame

from .app import App
from .scene import make
from .smoke import (
    FRAME,
    MouseProblem,
    _button,
    _confirm,
    _passed_by,
    _until,
    click,
    give_input,
)

#: how many of its own decisions the window takes at its table
NET_DECISIONS = 12
#: the longest wait for the host's answer, a screen or the table's listing, in seconds
WAIT_SECONDS = 20.0


def play_net_smoke(app: App, seed: int, deadline: float) -> int:
    """Host, play `NET_DECISIONS` decisions by mouse, see the table listed, leave; returns how many
    decisions were taken.  `MouseProblem` says what did not answer."""
    os.environ.setdefault("LIONWAKE_LOOPBACK_ONLY", "1")  # (the smoke never leaves this machine)
    from game.net.discovery import library_present

    missing = library_present()  # real discovery is never started here: its library must load
    if missing:
        raise MouseProblem(f"the network discovery's library is missing: {missing}")
    from .scenes.host_table import HostTableScene
    from .scenes.menu import MenuScene
    from .scenes.newgame import NewGameScene

    app.stack.clear_to(make("menu", app))
    _until(app, lambda: isinstance(app.stack.top, MenuScene), "the title menu")
    click(app, _button(app.stack.top, pygame.K_t).rect.center)  # "Host a table"
    _until(app, lambda: isinstance(app.stack.top, NewGameScene), "the host's setup")
    setup = app.stack.top
    click(app, setup.seat_buttons[1].rect.center)  # Azure: Open seat -> Greedy computer
    if setup.seats[1] != "greedy":
        raise MouseProblem(f"the second seat is {setup.seats[1]!r}, not a Greedy computer")
    click(app, _button(setup, pygame.K_RETURN).rect.center)  # "Host this table"
    _until(app, lambda: isinstance(app.stack.top, HostTableScene), "the table's lobby")
    click(app, _button(app.stack.top, pygame.K_RETURN).rect.center)  # "Go to the table"
    _wait(app, lambda: getattr(app.stack.top, "match", None) is not None, "the table")
    match = app.stack.top.match
    if not getattr(match, "remote", False):
        raise MouseProblem("Go to the table did not open a network game")
    taken = _play(app, match, random.Random(seed), deadline)
    _see_it_listed(app, match)
    _leave(app)
    return taken


def _play(app: App, match, rnd: random.Random, deadline: float) -> int:
    """Take this window's decisions by mouse until `NET_DECISIONS` or the game's end."""
    from .scenes.scoring import ScoringScene

    taken = 0
    while taken < NET_DECISIONS and not match.over:
        if time.monotonic() > deadline:
            raise MouseProblem(f"out of time at the table after {taken} decisions")
        app.step(FRAME)
        time.sleep(0.002)  # (the host plays its computer in its own thread)
        top = app.stack.top
        if _passed_by(top):
            click(app, (10, 10))
            continue
        if isinstance(top, ScoringScene):
            break
        mine = match.pending.seat == match.local and match.legal()
        if not mine or getattr(top, "choices", True) is None or top.busy():
            continue
        action = rnd.choice(match.legal())
        before = match.decisions
        give_input(app, action)
        _wait(app, lambda b=before: match.decisions > b or match.refusals, f"the host on {action}")
        if match.refusals:
            raise MouseProblem(f"the host refused {action}: {match.refusals}")
        taken += 1
    return taken


def _wait(app: App, done, what: str, seconds: float = WAIT_SECONDS) -> None:
    """Let the window run (the host and the connection have threads of their own) until `done()`,
    for at most `seconds`; `MouseProblem` naming `what` after that."""
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise MouseProblem(f"{what} never came (on {type(app.stack.top).__name__})")
        app.step(FRAME)
        time.sleep(0.005)


def _see_it_listed(app: App, match) -> None:
    """The Join screen, opened over the table, lists it (this window advertises it)."""
    join = make("join_table", app)
    app.push(join)
    port = match.connection.uri.rsplit(":", 1)[-1]
    _wait(app, lambda: any(str(ad.port) == port for ad in join.tables), "the table listed")
    for _ in range(3):  # (shown: the smoke's record of screens has it)
        app.step(FRAME)
    app.stack.pop()


def _leave(app: App) -> None:
    """Menu, Leave to the title, Close the table: back on the title menu, the table closed."""
    from .scenes.menu import MenuScene

    _until(app, lambda: not _passed_by(app.stack.top), "the table")
    board = app.stack.top
    board.open_pause()
    app.step(FRAME)
    pause = app.stack.top
    leave = next(b for b in pause.buttons if b.on_click == pause._leave)  # "Leave to the title"
    click(app, leave.rect.center)
    _confirm(app)  # "Close the table?"
    _until(app, lambda: isinstance(app.stack.top, MenuScene), "the title menu after leaving")
