"""Benchmarks that print figures (never timed assertions).

    python -m game.bench engine [--seconds 5]

prints JSON: decisions per second of random legal play on one core, and the time to copy a game state
(mean over many copies of states from the middle of real games).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time

from game.core import Config, Game


def engine(seconds: float) -> dict:
    rnd = random.Random(1)
    decisions = 0
    games = 0
    samples: list[Game] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
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
    copy_s = (time.perf_counter() - t0) / copies
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


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.bench")
    parser.add_argument("what", choices=["engine"])
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args(argv)
    print(json.dumps(engine(args.seconds)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
