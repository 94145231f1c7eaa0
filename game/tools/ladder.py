"""The strength ladder: bot A against bot B over seeded 2-player games, seats swapped.

    python -m game.tools.ladder --a greedy --b random --games 200 --seed 1 [--budget 1.0] [--workers 2]

Each seed is played twice, A in seat 0 and then in seat 1 (seat 0 holds the First Player token), so
`--games 200` is 100 seeds.  Games are spread over `--workers` processes.  Prints one JSON object:
games, completed, errors, wins (a, b, shared), win_rate_a (a shared victory counts half), mean and max
decision time per bot (over every decision asked, and over the decisions with a real choice), mean
scores, and the failures.  `--budget` is the Strong bot's think time per decision, in seconds.
Progress goes to stderr; `--out FILE` also appends each game's result to FILE (JSON lines), and a
run given a FILE that already holds games of the same match (bots, budget, seed, seats) played with
the same catalogue and code (`game.tools.fingerprint.catalogue_fingerprint`) counts them and plays only the
rest, so a long ladder can be run in several sittings; games played before a change to the rules, the
bots or the catalogue stay in the file and are not counted; a damaged line is named (file, line, field)
and its game played again.  Every argument is checked before a game is played (`game.tools.cli`): an
unknown bot, a count out of range or an `--out` that cannot be written is refused with one line, exit
status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
import traceback
from multiprocessing import get_context

from game.core import Config, Game
from game.core.invariants import problems
from game.session import self_play_bots
from game.tools.cli import (
    MAX_WORKERS,
    bot_name,
    json_lines,
    positive_seconds,
    results_file,
    skip_line,
    whole_number,
)
from game.tools.fingerprint import catalogue_fingerprint

DECISION_LIMIT = 100_000


def play_game(spec: tuple) -> dict:
    """One game: spec = (seed, a_seat, a, b, budget).  Returns scores, winners and timings."""
    seed, a_seat, a, b, budget = spec
    names = [a, b] if a_seat == 0 else [b, a]
    out: dict = {"seed": seed, "a_seat": a_seat}
    try:
        game = Game(Config(players=2, seed=seed), record=False)
        bots = self_play_bots(game.state.config, names, budget)
        total = [0.0, 0.0]
        count = [0, 0]
        real_total = [0.0, 0.0]
        real_count = [0, 0]
        worst = [0.0, 0.0]
        decisions = 0
        while not game.over:
            seat = game.pending.seat
            choice = len(game.legal_actions()) > 1
            t0 = time.perf_counter()
            action = bots[seat].choose(game, seat)
            dt = time.perf_counter() - t0
            game.apply(action)
            total[seat] += dt
            count[seat] += 1
            worst[seat] = max(worst[seat], dt)
            if choice:
                real_total[seat] += dt
                real_count[seat] += 1
            decisions += 1
            if decisions > DECISION_LIMIT:
                raise AssertionError(f"no end after {DECISION_LIMIT} decisions")
        found = problems(game.state)
        if found:
            raise AssertionError("; ".join(found))
        outcome = game.state.outcome
        scores, winners, reason = outcome.scores, outcome.winners, str(outcome.ending)
        b_seat = 1 - a_seat
        out.update(
            ok=True,
            scores=(scores[a_seat], scores[b_seat]),
            a_won=a_seat in winners,
            b_won=b_seat in winners,
            reason=reason,
            rounds=game.state.round,
            time=(total[a_seat], total[b_seat]),
            count=(count[a_seat], count[b_seat]),
            real_time=(real_total[a_seat], real_total[b_seat]),
            real_count=(real_count[a_seat], real_count[b_seat]),
            worst=(worst[a_seat], worst[b_seat]),
        )
    except Exception as exc:  # report, keep going
        out.update(ok=False, error=f"{exc.__class__.__name__}: {exc}", trace=traceback.format_exc())
    return out


def summarize(a: str, b: str, results: list[dict], budget: float | None) -> dict:
    done = [r for r in results if r["ok"]]
    wins_a = sum(1 for r in done if r["a_won"] and not r["b_won"])
    wins_b = sum(1 for r in done if r["b_won"] and not r["a_won"])
    shared = len(done) - wins_a - wins_b
    n = len(done)

    def mean(key: str, count: str, i: int) -> float:
        c = sum(r[count][i] for r in done)
        return round(sum(r[key][i] for r in done) / c, 4) if c else 0.0

    return {
        "a": a,
        "b": b,
        "budget": budget,
        "games": len(results),
        "completed": n,
        "errors": len(results) - n,
        "wins": {"a": wins_a, "b": wins_b, "shared": shared},
        "win_rate_a": round((wins_a + 0.5 * shared) / n, 4) if n else 0.0,
        "win_rate_a_as_first": _rate([r for r in done if r["a_seat"] == 0]),
        "win_rate_a_as_second": _rate([r for r in done if r["a_seat"] == 1]),
        "mean_decision_s": {a: mean("time", "count", 0), b: mean("time", "count", 1)},
        "mean_choice_s": {
            a: mean("real_time", "real_count", 0),
            b: mean("real_time", "real_count", 1),
        },
        "max_decision_s": {
            a: round(max((r["worst"][0] for r in done), default=0.0), 4),
            b: round(max((r["worst"][1] for r in done), default=0.0), 4),
        },
        "mean_score": {
            a: round(sum(r["scores"][0] for r in done) / n, 2) if n else 0,
            b: round(sum(r["scores"][1] for r in done) / n, 2) if n else 0,
        },
        "mean_rounds": round(sum(r["rounds"] for r in done) / n, 2) if n else 0,
        "failures": [
            f"seed {r['seed']} seat {r['a_seat']}: {r['error']}" for r in results if not r["ok"]
        ][:10],
    }


def _rate(rows: list[dict]) -> float:
    if not rows:
        return 0.0
    won = sum(1.0 if r["a_won"] and not r["b_won"] else 0.5 if r["a_won"] else 0.0 for r in rows)
    return round(won / len(rows), 4)


def ladder(
    a: str,
    b: str,
    games: int,
    seed: int,
    budget: float | None = None,
    workers: int = 1,
    out: str = "",
) -> dict:
    seeds = [seed + k for k in range((games + 1) // 2)]
    specs = [(s, a_seat, a, b, budget) for s in seeds for a_seat in (0, 1)][:games]
    match = [a, b, budget, catalogue_fingerprint()]
    results: list[dict] = _earlier(out, match, {(s[0], s[1]) for s in specs})
    done = {(r["seed"], r["a_seat"]) for r in results}
    specs = [s for s in specs if (s[0], s[1]) not in done]
    start = time.perf_counter()
    log = open(out, "a", encoding="utf-8") if out else None  # noqa: SIM115 - closed below

    def record(r: dict) -> None:
        r["match"] = match
        results.append(r)
        if log:
            log.write(json.dumps({k: v for k, v in r.items() if k != "trace"}) + "\n")
            log.flush()
        _progress(a, b, results, start)

    try:
        if workers > 1:
            # spawn (as on Windows and macOS): workers never inherit a lock held by a thread
            with get_context("spawn").Pool(workers) as pool:
                for r in pool.imap_unordered(play_game, specs):
                    record(r)
        else:
            for spec in specs:
                record(play_game(spec))
    finally:
        if log:
            log.close()
    out = summarize(a, b, results, budget)
    out["seconds"] = round(time.perf_counter() - start, 1)
    return out


def _earlier(out: str, match: list, wanted: set) -> list[dict]:
    """The games of this match (bots, budget, fingerprint) already in `out`, one per seed and seat.
    A line that cannot be read (cut short by an interrupted run, edited), or a game of this match
    with a field the summary cannot count, is named on stderr and its game played again."""
    found: dict[tuple, dict] = {}
    if not out:
        return []
    for number, r in json_lines(out):
        key = (r.get("seed"), r.get("a_seat"))
        if r.get("match") != match or key not in wanted:
            continue
        damage = _damage(r)
        if damage:
            skip_line(out, number, damage)
            continue
        found[key] = r
    return list(found.values())


#: The per-game pairs (bot a's, bot b's) that `summarize` reads from a finished game.
_PAIRS = ("scores", "time", "count", "real_time", "real_count", "worst")


def _damage(r: dict) -> str | None:
    """What keeps a stored game of this match from being counted (the field and why), or None."""
    if r.get("ok") is False:
        return None if isinstance(r.get("error"), str) else "field 'error': missing"
    if r.get("ok") is not True:
        return "field 'ok': missing"
    for name in ("a_won", "b_won"):
        if not isinstance(r.get(name), bool):
            return f"field {name!r}: not true or false"
    if type(r.get("rounds")) is not int:
        return "field 'rounds': not a whole number"
    for name in _PAIRS:
        pair = r.get(name)
        if not isinstance(pair, list) or len(pair) != 2:
            return f"field {name!r}: not a pair of numbers"
        if not all(isinstance(x, int | float) and not isinstance(x, bool) for x in pair):
            return f"field {name!r}: not a pair of numbers"
    return None


def _progress(a: str, b: str, results: list[dict], start: float) -> None:
    done = [r for r in results if r["ok"]]
    wa = sum(1 for r in done if r["a_won"] and not r["b_won"])
    wb = sum(1 for r in done if r["b_won"] and not r["a_won"])
    last = results[-1]
    note = "" if last["ok"] else f" ERROR {last['error']}"
    print(
        f"[{len(results)}] {a} {wa} - {wb} {b} ({time.perf_counter() - start:.0f}s){note}",
        file=sys.stderr,
        flush=True,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.ladder", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--a", type=bot_name, required=True, help="one bot")
    parser.add_argument("--b", type=bot_name, required=True, help="the bot it plays against")
    parser.add_argument("--games", type=whole_number(1), default=200)
    parser.add_argument("--seed", type=whole_number(0), default=1)
    parser.add_argument(
        "--budget", type=positive_seconds, default=None, help="Strong's seconds per decision"
    )
    parser.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=1)
    parser.add_argument(
        "--out", type=results_file, default=None, help="append each game's result to this file"
    )
    args = parser.parse_args(argv)
    result = ladder(
        args.a, args.b, args.games, args.seed, args.budget, args.workers, args.out or ""
    )
    print(json.dumps(result))
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
