"""Benchmarks that print figures (never timed assertions).

    python -m game.tools.bench engine [--seconds 5]
    python -m game.tools.bench autosave [--games 3]
    python -m game.tools.bench records [--records 1000]
    python -m game.tools.bench render [--seconds 3] [--frames 240] [--seed 7]

`engine` prints JSON: decisions per second of random legal play on one core, and the time to copy a
game state (mean over many copies of states from the middle of real games).  `autosave` plays 4-player
games with the rules-of-thumb bot and times the autosave of their last 20 decisions (issue 8): what the
window waits for (making the JSON), the whole save (with the synced atomic replace on its thread), the
file's size, and the time Continue takes to replay and check it.

`records` (issue 43, game history) writes that many records of real 4-player games in a temporary
folder and times listing them as the History screen does (`game.session.records.bench`).

`render` (issue 41, item 4) runs the board's own benchmark, `game.ui.bench_render`, in a process of its
own (the tools import no screens): the board's frame time while a Lion leaps at 1920x1080 and
1280x720, the idle loop's share of one core for `--seconds`, and a bare pygame-ce window drawing as
many strings.  Human-readable lines first, then one JSON object as the last line.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.core import Config, Game
from game.tools.cli import positive_seconds, whole_number


def engine(seconds: float) -> dict:
    rnd = random.Random(1)
    decisions = 0
    games = 0
    samples: list[Game] = []
    start = time.perf_counter()
    while not games or time.perf_counter() - start < seconds:  # one game at least
        game = Game(Config(players=2 + games % 3, seed=games), record=False)
        games += 1
        n = 0
        while not game.over:
            game.apply(rnd.choice(game.legal_actions()))
            n += 1
            if n % 97 == 0 and len(samples) < 200:
                samples.append(game.copy())
        decisions += n
    elapsed = time.perf_counter() - start
    copies = 0
    t0 = time.perf_counter()
    for _ in range(20):
        for g in samples:
            g.state.copy()
            copies += 1
    copy_s = (time.perf_counter() - t0) / max(copies, 1)
    return {
        "benchmark": "engine",
        "games": games,
        "decisions": decisions,
        "decisions_per_second": round(decisions / elapsed),
        "state_copy_microseconds": round(copy_s * 1e6, 2),
        "game_copy_microseconds": round(_time_game_copy(samples) * 1e6, 2),
    }


def _time_game_copy(samples: list[Game]) -> float:
    t0 = time.perf_counter()
    n = 0
    for _ in range(20):
        for g in samples:
            g.copy()
            n += 1
    return (time.perf_counter() - t0) / max(n, 1)


def autosave(games: int) -> dict:
    import tempfile
    from pathlib import Path

    from game.ai import make_bot
    from game.session import Autosave, new_match, open_match

    window, write, sizes, loads, lengths = [], [], [], [], []
    folder = Path(tempfile.mkdtemp(prefix="lionwake-bench-"))
    for seed in range(1, games + 1):
        config = Config(players=4, seed=seed)
        game = Game(config)
        bots = [make_bot("quick", s) for s in range(4)]
        while not game.over:
            game.apply(bots[game.pending.seat].choose(game, game.pending.seat))
        moves = game.history[:-1]  # stop one short of the end: a finished game's save is removed
        lengths.append(len(game.history))
        match = new_match(config, ["human"] * 4, saved=False)
        for action in moves[:-20]:
            match.apply(action)
        match.autosave = Autosave(folder / f"{seed}.json")
        for action in moves[-20:]:
            match.game.apply(action)  # the engine alone: the save is timed by itself below
            t0 = time.perf_counter()
            match.autosave.write(match)
            t1 = time.perf_counter()
            match.autosave.wait()
            window.append(t1 - t0)
            write.append(time.perf_counter() - t0)
        sizes.append(match.autosave.path.stat().st_size)
        t0 = time.perf_counter()
        open_match(match.autosave.path)
        loads.append(time.perf_counter() - t0)

    def ms(values: list[float]) -> dict:
        return {
            "mean": round(sum(values) / len(values) * 1000, 2),
            "max": round(max(values) * 1000, 2),
        }

    return {
        "benchmark": "autosave",
        "games": games,
        "decisions_per_game": lengths,
        "window_thread_ms": ms(window),
        "whole_write_ms": ms(write),
        "file_kib": [round(s / 1024, 1) for s in sizes],
        "continue_replay_ms": ms(loads),
    }


def render(seconds: float, frames: int, seed: int) -> int:
    """Run the board's benchmark (`game.ui.bench_render`) in a process of its own: its lines are
    printed as they come, the JSON object last."""
    import subprocess

    command = [sys.executable, "-m", "game.ui.bench_render", str(seconds), str(frames), str(seed)]
    return subprocess.run(command, check=False).returncode


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.bench", description=__doc__.split("\n")[0]
    )
    which = parser.add_subparsers(
        dest="what", required=True, metavar="{engine,autosave,records,render}"
    )
    engine_args = which.add_parser("engine", help="decisions per second and state copy time")
    engine_args.add_argument("--seconds", type=positive_seconds, default=5.0)
    autosave_args = which.add_parser("autosave", help="autosave time and size, late in 4p games")
    autosave_args.add_argument("--games", type=whole_number(1), default=3)
    records_args = which.add_parser("records", help="listing the game history (issue 43)")
    records_args.add_argument("--records", type=whole_number(1), default=1000)
    render_args = which.add_parser("render", help="board frame times, idle CPU, bare window")
    render_args.add_argument(
        "--seconds", type=positive_seconds, default=3.0, help="idle time at 1920x1080"
    )
    render_args.add_argument(
        "--frames", type=whole_number(1), default=240, help="leap frames timed at each size"
    )
    render_args.add_argument("--seed", type=whole_number(0), default=7)
    args = parser.parse_args(argv)
    if args.what == "engine":
        result = engine(args.seconds)
    elif args.what == "autosave":
        result = autosave(args.games)
    elif args.what == "records":
        from game.session.records import bench as records_bench

        result = records_bench(args.records)
    else:
        return render(args.seconds, args.frames, args.seed)
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
