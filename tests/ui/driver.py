"""Drive the real app headless with mouse events, the way a player would."""

from __future__ import annotations

import os
import random
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import Config  # noqa: E402
from game.core import actions as A  # noqa: E402
from game.session.match import Match  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.battle import BattleScene  # noqa: E402
from game.ui.scenes.board import BoardScene  # noqa: E402
from game.ui.scenes.handoff import HandoffScene  # noqa: E402
from game.ui.scenes.scoring import ScoringScene  # noqa: E402
from game.ui.scenes.setup_draft import SetupDraftScene  # noqa: E402

ARTIFACTS = Path(__file__).resolve().parents[1] / "_artifacts"


def make_app(size=(1280, 720)) -> App:
    app = App(size)
    app.settings.animation_speed = 0
    return app


def screenshot(app: App, name: str) -> Path:
    ARTIFACTS.mkdir(exist_ok=True)
    path = ARTIFACTS / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    return path


def click(app: App, pos, button: int = 1) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    app.step(0.016)


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


def drag(app: App, start, end) -> None:
    start = (int(start[0]), int(start[1]))
    end = (int(end[0]), int(end[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    app.step(0.016)
    mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
    for p in (mid, end):
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(1, 0, 0))
        )
        app.step(0.016)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    app.step(0.016)


class MouseProblem(AssertionError):
    pass


def where_to_click(scene: BoardScene, action: A.Action):
    """The screen point (or drag) that takes `action` on the board, as a player would find it."""
    ch = scene.choices
    if isinstance(action, A.Strike):
        start = scene.targets.rect_of(("hand", action.card))
        end = scene.targets.rect_of(("lion", action.slot))
        if start is None or end is None:
            raise MouseProblem(f"nothing on screen to drag for {action}")
        return ("drag", start.center, end.center)
    if isinstance(action, A.TakeMotif):
        motif = scene.targets.rect_of(("motif", action.index))
        track = scene.targets.rect_of(("track", action.slot, action.space))
        if motif is None or track is None:
            raise MouseProblem(f"nothing on screen to ink {action}")
        return ("two", motif.center, track.center)
    for b in scene.buttons + scene.bar_buttons():
        if b.action == action:
            return ("click", b.rect.center)
    for key, act in ch.clicks.items():
        if act == action:
            if key[0] == "tile":
                return ("click", _visible_point(scene, key[1]))
            rect = scene.targets.rect_of(key)
            if rect is not None:
                return ("click", rect.center)
    raise MouseProblem(f"no way to take {action} by mouse (pending {scene.match.pending.kind})")


def _visible_point(scene: BoardScene, tile: int):
    """A point of `tile` the mouse can reach (its centre may hide behind a raised tile in front)."""
    badge = scene.targets.rect_of(("tile", tile))
    points = [badge.center, badge.midleft, badge.midright] if badge else []
    cx, cy = scene.renderer.top_center(tile)
    size = scene.renderer.size
    for dx, dy in [(0, 0), (0, -0.4), (-0.4, -0.2), (0.4, -0.2), (-0.5, 0), (0.5, 0), (0, 0.3)]:
        points.append((cx + dx * size, cy + dy * size))
    for p in points:
        p = (int(p[0]), int(p[1]))  # the pixel a click lands on (a point on a tile's edge may not)
        if scene._key_at(p) == ("tile", tile):
            return p
    raise MouseProblem(f"tile {tile} cannot be clicked anywhere")


def play_by_mouse(seed: int, players: int, decisions: int, size=(1280, 720), **config):
    """Play `decisions` random legal choices through the screen; returns (app, match)."""
    app = make_app(size)
    match = Match(Config(players=players, seed=seed, **config))
    app.push(BoardScene(app, match))
    play_on(app, match, decisions, random.Random(seed))
    return app, match


def play_on(app: App, match: Match, decisions: int, rnd: random.Random) -> int:
    """Take `decisions` random legal choices for the people at the table, by mouse, letting the
    computer seats move in between; returns how many were taken (fewer if the game ended)."""
    taken = 0
    guard = 0
    while taken < decisions and not match.over:
        guard += 1
        if guard > decisions * 20 + 100:
            raise MouseProblem("the screen stopped responding to input")
        app.step(0.016)
        top = app.stack.top
        if isinstance(top, (HandoffScene, BattleScene)):
            click(app, (10, 10))
            continue
        if isinstance(top, ScoringScene):
            break
        if not match.is_human(match.pending.seat):
            wait_for_computer(app, match)
            continue
        if isinstance(top, SetupDraftScene):
            app.step(0.016)
            action = rnd.choice(match.legal())
            if isinstance(action, A.PlaceTile):
                pos = top.renderer.empty_hex_center(action.hex)
            else:
                rect = next(r for r, a, _ in top.cards if a == action)
                pos = rect.center
            before = len(match.game.history)
            click(app, pos)
            if len(match.game.history) == before:
                raise MouseProblem(f"clicking for {action} did nothing")
            taken += 1
            continue
        if not isinstance(top, BoardScene):
            raise MouseProblem(f"unexpected scene {type(top).__name__}")
        action = rnd.choice(match.legal())
        how = where_to_click(top, action)
        before = len(match.game.history)
        if how[0] == "drag":
            drag(app, how[1], how[2])
        elif how[0] == "two":
            click(app, how[1])
            click(app, how[2])
        else:
            click(app, how[1])
        if len(match.game.history) == before:
            screenshot(app, "mouse-problem")
            raise MouseProblem(f"the input for {action} did nothing (pending {match.pending.kind})")
        if match.game.history[before] != action:  # (a computer seat may have moved after it)
            raise MouseProblem(f"wanted {action}, the screen took {match.game.history[before]}")
        taken += 1
    return taken


def wait_for_computer(app: App, match: Match, timeout: float = 120.0) -> None:
    """Let the window run until the computer seat to move has moved."""
    before = len(match.game.history)
    deadline = time.monotonic() + timeout
    while len(match.game.history) == before and not match.over:
        if time.monotonic() > deadline:
            raise MouseProblem(f"the computer never moved (pending {match.pending.kind})")
        app.step(0.016)
        if isinstance(app.stack.top, (HandoffScene, BattleScene)):
            click(app, (10, 10))
        time.sleep(0.002)
