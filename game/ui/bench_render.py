"""The board's own benchmark (issue 41, item 4), run by ``python -m game.tools.bench render``: the
tools import no screens, so the command runs this module in a process of its own.

It measures the real board scene (`BoardScene` in an `App`, under SDL's dummy drivers, which it sets
itself) with 4 players part-way through a seeded game: the time of one frame of the loop (`App.step`:
events, update, draw and the display flip) while a Lion leaps, at 1920x1080 and 1280x720 (median and
p99 over about `frames` frames); the share of one core the real loop (`App.run`) uses for `seconds`
with nothing happening (the board at a Leap, its lit tiles pulsing), beside what a bare window with
the music playing uses waiting for events as often (the floor of that figure on this machine); how
many strings a still board frame draws and renders anew, and how many a frame drawing every panel
draws; and, in the same run, a bare pygame-ce window of the same size rendering that many strings
every frame.  Human-readable lines
first, then one JSON object as the last line.  Its arguments are checked by `game.tools.bench`.

    python -m game.ui.bench_render SECONDS FRAMES SEED
"""

from __future__ import annotations

import json
import math
import random
import sys
import time

from game.core import Config

# --- render (issue 41, item 4) -------------------------------------------------------------------

RENDER_SIZES = ((1920, 1080), (1280, 720))
FRAME_DT = 1 / 60  # the simulated time of one frame: every run animates the same frames


def _leap_points(seed: int, wanted: int) -> list[tuple[list, object]]:
    """Up to `wanted` points of one seeded 4-player game of random legal play where a Leap is legal:
    (the actions that lead there, the Leap to take), spread over the game."""

    from game.core import actions as A
    from game.session.factory import new_match

    match = new_match(Config(players=4, seed=seed), saved=False)
    rnd = random.Random(seed)
    points = []
    while not match.over and len(match.game.history) < 3000:
        legal = match.legal()
        leaps = [a for a in legal if isinstance(a, A.Leap)]
        if leaps and len(match.game.state.village) and len(match.game.history) > 20:
            points.append((list(match.game.history), rnd.choice(leaps)))
        match.apply(rnd.choice(legal))
    step = max(1, len(points) // max(1, wanted))
    return points[::step][:wanted]


def _match_after(seed: int, actions: list):
    from game.session.factory import new_match

    match = new_match(Config(players=4, seed=seed), saved=False)
    for action in actions:
        match.apply(action)
    return match


def _board_app(size: tuple[int, int], match):
    """An app of `size` showing `match` on the board (animations at normal speed), two frames drawn."""
    from game.ui.app import App
    from game.ui.scenes.board import BoardScene

    app = App(size)
    app.settings.animation_speed = 1.0
    board = BoardScene(app, match)
    app.push(board)
    app.step(FRAME_DT)
    app.step(FRAME_DT)
    return app, board


def _show(app, match):
    """Put `match` on a new board scene in `app` (in place of the one shown), two frames drawn."""
    from game.ui.scenes.board import BoardScene

    while len(app.stack.scenes) > 1:
        app.stack.pop()
    board = BoardScene(app, match)
    app.replace(board)
    app.step(FRAME_DT)
    app.step(FRAME_DT)
    return board


def _leap_frames(app, seed: int, points: list, frames: int) -> list[float]:
    """Milliseconds of each frame while a Lion leaps, leap after leap until `frames` are timed."""
    from game.core import events as E
    from game.ui import theme as T

    times: list[float] = []
    rounds = 0
    while len(times) < frames and rounds < 4 * len(points) + 4:
        history, leap = points[rounds % len(points)]
        rounds += 1
        match = _match_after(seed, history)
        board = _show(app, match)
        board.take(leap)
        leapt = [e for e in match.last_events if isinstance(e, E.LionLeapt)]
        if not leapt or app.stack.top is not board:
            continue  # (a hand-off or another screen came up: nothing leaps on the board)
        seconds = T.HOP_SECONDS * len(leapt[0].path) / app.settings.animation_speed
        for _ in range(math.ceil(seconds / FRAME_DT - 1e-6)):  # the frames the leap is seen in
            t0 = time.perf_counter()
            app.step(FRAME_DT)
            times.append((time.perf_counter() - t0) * 1000)
    return times


def _strings_per_frame(app) -> tuple[int, int, int]:
    """How many strings a still frame of `app` draws (`widgets.render_text`) and renders anew
    (`Font.render`: none once the text cache holds them), and how many a frame drawing every
    panel again draws (a new decision's frame)."""
    import pygame

    from game.ui import widgets

    rendered, drawn = [0], [0]
    plain, cached = pygame.font.Font, widgets.render_text

    class CountingFont(plain):
        def render(self, *args, **kwargs):
            rendered[0] += 1
            return super().render(*args, **kwargs)

    def counting_text(*args, **kwargs):
        drawn[0] += 1
        return cached(*args, **kwargs)

    pygame.font.Font = CountingFont
    widgets.render_text = counting_text
    try:
        app.step(FRAME_DT)
        rendered[0] = drawn[0] = 0
        app.step(FRAME_DT)
        still = drawn[0], rendered[0]
        drawn[0] = 0
        app.stack.top.layout(app.screen.get_size())  # every panel's picture drawn again
        app.step(FRAME_DT)
        whole = drawn[0]
    finally:
        pygame.font.Font = plain
        widgets.render_text = cached
    return still[0], still[1], whole


def _idle_floor(size: tuple[int, int], wait_ms: int, seconds: float) -> float:
    """Percent of one core a bare window with the game's music playing uses, doing nothing but
    waiting for events as often as the idle board wakes (what the idle figure cannot go below)."""
    import pygame

    from game.ui.app import App

    app = App(size)
    app.sound.start_music()
    pygame.event.clear()
    cpu0, wall0 = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall0 < seconds:
        pygame.event.wait(wait_ms)
    return 100 * (time.process_time() - cpu0) / (time.perf_counter() - wall0)


def _idle_cpu(app, seconds: float) -> float:
    """Percent of one core the real loop (`App.run`) uses for `seconds` with nothing happening."""
    import pygame

    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, max(1, round(seconds * 1000)), loops=1)
    cpu0, wall0 = time.process_time(), time.perf_counter()
    app.run()
    cpu, wall = time.process_time() - cpu0, time.perf_counter() - wall0
    app.running = True
    return 100 * cpu / wall


def _bare_frames(size: tuple[int, int], strings: int, frames: int) -> list[float]:
    """Milliseconds of each frame of a bare pygame-ce window drawing `strings` strings."""
    import pygame

    screen = pygame.display.set_mode(size)
    font = pygame.font.Font(None, max(12, size[1] // 45))
    times = []
    for n in range(frames):
        t0 = time.perf_counter()
        pygame.event.get()
        screen.fill((30, 40, 35))
        for i in range(strings):
            image = font.render(f"String {i} of frame {n}", True, (230, 220, 200))
            screen.blit(image, (10 + (i % 6) * 300, 10 + (i // 6) * 22 % (size[1] - 30)))
        pygame.display.flip()
        times.append((time.perf_counter() - t0) * 1000)
    return times


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def _p99(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]


def render(seconds: float, frames: int, seed: int) -> dict:
    """The board's frame times while Lions leap, its idle CPU share and a bare window's frame time
    (see the module's docstring); prints a line for each figure as it comes."""
    import os

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    points = _leap_points(seed, 12)
    if not points:
        raise SystemExit(f"no Leap in the game of seed {seed}: try another --seed")
    result: dict = {"benchmark": "render", "seed": seed, "players": 4}
    for w, h in RENDER_SIZES:
        tag = str(h)
        app, _board = _board_app((w, h), _match_after(seed, points[0][0]))
        if h == 1080:
            drawn, rendered, whole = _strings_per_frame(app)
            result["strings_per_frame"] = drawn
            result["strings_rendered_per_frame"] = rendered
            result["strings_per_new_frame"] = whole
            print(
                f"board frame at {w}x{h}: {drawn} strings drawn ({rendered} rendered anew); "
                f"{whole} when every panel is drawn again"
            )
        times = _leap_frames(app, seed, points, frames)
        result[f"leap_{tag}_median_ms"] = round(_median(times), 2)
        result[f"leap_{tag}_p99_ms"] = round(_p99(times), 2)
        result[f"leap_{tag}_frames"] = len(times)
        print(
            f"leap at {w}x{h}: median {_median(times):.2f} ms, p99 {_p99(times):.2f} ms"
            f" ({len(times)} frames)"
        )
        board = _show(app, _match_after(seed, points[-1][0]))
        wait_ms = board.pulse_wait_ms() if board.pulsing() else 250
        idle = _idle_cpu(app, seconds if h == 1080 else max(seconds / 2, 0.1))
        result[f"idle_{tag}_cpu_percent"] = round(idle, 1)
        print(f"idle board at {w}x{h}: {idle:.1f}% of one core")
        pygame.quit()
        if h == 1080:
            floor = _idle_floor((w, h), max(1, wait_ms), seconds)
            result["idle_floor_1080_cpu_percent"] = round(floor, 1)
            print(f"a bare window waking as often, music on: {floor:.1f}% of one core")
            pygame.quit()
    pygame.init()
    bare = _bare_frames(RENDER_SIZES[0], result["strings_per_new_frame"], max(frames, 60))
    result["bare_1080_median_ms"] = round(_median(bare), 2)
    print(
        f"bare pygame-ce window at 1920x1080 rendering {result['strings_per_new_frame']} strings"
        f" every frame: median {_median(bare):.2f} ms"
    )
    pygame.quit()
    return result


def main(argv: list[str] | None = None) -> int:
    seconds, frames, seed = (argv if argv is not None else sys.argv[1:])[:3]
    print(json.dumps(render(float(seconds), int(frames), int(seed))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
