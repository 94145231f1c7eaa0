"""The balance report: computer self-play over the whole catalogue, written to `--out`.

    python -m game.tools.balance --games N[,N3,N4] [--bots greedy,strong] [--players 2,3,4] [--seed S]
                           [--budget SECONDS | --iterations K] [--solo-games K] [--workers W]
                           [--draft bots|random [--first-dealing LION,...]] [--stop-when-decided]
                           [--stored-only]
                           [--results docs/balance/results.jsonl] [--out docs/balance/last-run.md]

For each bot and each player count, N seeded games are played with that bot in every seat (spread
over `--workers` processes, all cores by default); `--games 200,40,40` gives each player count of
`--players` its own number (a 4-player Strong game takes about twice as long as a 2-player one).
The report gives, per bot and player count: the win rate by seat, by starting Lion (also apart by
seat) and by Character board (a shared victory counts for each winner); the share of wins by
game-end trigger (rulebook, "Game End": the Character board emptied or the Nian defeated); mean
rounds and scores; how much each scoring category contributes to the winners' scores; and the most
and least bought Drum cards with the win rate of the players who owned them.
With `--solo-games K` it also plays K Solo games per difficulty (rulebook, "Solo Mode") and reports
victories, median and mean score and titles.  The targets of the tuning (`balance_targets`) are
checked at the top of the report.

`--draft random` has every seat take a Lion at random in the Lion draft instead of the bots' choice:
the bots pass over the Lions they rate lowest, so only a random draft measures every Lion.
`--first-dealing Jadebrow,Plumtail` plays first the seeds whose random draft deals one of those
Lions (`sim.dealt_lions`: the deal does not depend on the cards), then the rest: after a change to
those Lions, the run's first games judge them, and the run is still the same games.
`--stored-only` plays nothing and writes the report of the games already stored for the command
(a run stopped part-way, whatever seeds it has).
`--stop-when-decided` stops playing a bot and player count once its aims judged by interval (every
seat at 3 and 4 players, every Lion, every Character board) are all told or one is missed, looked
at every `balance_targets.STOP_LOOK` games (`balance_targets.decided`): a long run costs only the
games it needs.

`--budget` is the Strong bot's think time per decision (seconds; its default budget when omitted);
`--iterations K` gives it K search iterations a decision instead, so a game plays the same on a busy
machine as on an idle one.  With `--results FILE` every finished game is appended to that JSON-lines
file and the games already in it (same bot, player count, seed, budget or iterations, difficulty and
catalogue) are not played again, so a long report can be built over several runs; a change to any
file of the catalogue (assets/data), or to how the rules and the bots play (the recorded fingerprint
of behaviour, `game.tools.fingerprint`), starts afresh; a damaged line of it is named (file, line
and field) and its game played again.  The command line and seed that produced a report are written
into it.  Every argument is checked before a game is played (`game.tools.cli`): a count out of range, an
unknown bot, a report or results file that cannot be written is refused with one line, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import os
import queue
import sys
import time
import traceback
from collections import Counter, defaultdict
from collections.abc import Callable, Iterator
from multiprocessing import get_context
from pathlib import Path

from game.core import Config
from game.core.catalogue import default_catalogue
from game.core.scoring import CATEGORIES as SCORING_CATEGORIES
from game.core.scoring import owned_drums
from game.core.solo import DIFFICULTIES, HALF
from game.text.names import solo_title
from game.tools.balance_results import game_key, stored
from game.tools.balance_targets import (  # noqa: F401 (targets and margins: part of this API)
    LONG_GAME,
    SOLO_AIMS,
    STOP_LOOK,
    _margin,
    _median,
    _pct,
    _with_margin,
    decided,
    solo_targets,
    targets,
    title_targets,
)
from game.tools.cli import (
    MAX_WORKERS,
    bot_names,
    output_file,
    positive_seconds,
    results_file,
    whole_number,
    whole_numbers,
)
from game.tools.fingerprint import CATALOGUE_FILES, catalogue_fingerprint  # noqa: F401 (part of this API)
from game.tools.sim import dealt_lions, play_one

CATEGORIES = (
    *SCORING_CATEGORIES,
    HALF,
    "fear_cards",
)  # Solo: the half taken away, the Fear cards left


def play(spec: tuple) -> dict:
    """One self-play game: spec = (bot, players, seed, budget, difficulty, iterations[, "random"]);
    the last, when there, has every seat take a Lion at random in the draft.  Returns what the
    report counts, or the error; also `least`, the fewest Qi Energy on any Character board as each
    round began, so that a later bot change that acts only in slow games can tell which stored
    games it would have changed."""
    bot, players, seed, budget, difficulty, iterations = spec[:6]
    random_lions = tuple(spec[6:]) == ("random",)  # a tuple, or a list read back from JSON
    out: dict = {
        "bot": bot,
        "players": players,
        "seed": seed,
        "difficulty": difficulty,
        "spec": list(spec),
    }
    least: list[int] = []  # the fewest Qi Energy on any Character board as each round began

    def watch(game) -> None:
        st = game.state
        if st.round > len(least):
            least.extend([min(sum(p.qi) for p in st.players)] * (st.round - len(least)))

    try:
        config = Config(players=players, seed=seed, difficulty=difficulty or "normal")
        game = play_one(
            config,
            [bot] * players,
            budget=budget,
            iterations=iterations,
            random_lions=random_lions,
            watch=watch,
        )
        st = game.state
        cat = st.catalogue
        outcome = st.outcome
        won = outcome.winners
        out.update(
            ok=True,
            rounds=st.round,
            least=least,
            reason=str(outcome.ending),
            tie=str(outcome.tie_break),
            scores=list(outcome.scores),
            winners=list(won),
            lions=[cat.lions[p.lion[0]].name for p in st.players],
            characters=[cat.characters[p.character].name for p in st.players],
            parts=[outcome.categories(s) for s in range(players)] if won else [],
            bought=[
                sorted({cat.cards[c].name for c in owned_drums(st, p) if c in cat.market})
                for p in st.players
            ],
        )
    except Exception as exc:  # a broken game is reported, not fatal to the report
        out.update(ok=False, error=f"{exc.__class__.__name__}: {exc}", trace=traceback.format_exc())
    return out


# --- the figures ----------------------------------------------------------------------------------


def _rates(games: list[dict], key: str) -> dict[str, tuple[int, float]]:
    """Per value of a per-seat field (Lion, Character board): games played and win rate."""
    players = max((len(g[key]) for g in games), default=0)
    rates = {}
    for name, seats in _by_seat(games, key, players).items():
        played = sum(p for _, p in seats)
        rates[name] = (played, sum(w for w, _ in seats) / played)
    return rates


def _by_seat(games: list[dict], key: str, players: int) -> dict[str, list[tuple[int, int]]]:
    """Per value of a per-seat field: (games won, games played) in each seat, so that a Lion's win
    rate can be read apart from the seat that took it (the last seat drafts first)."""
    table: dict[str, list[list[int]]] = defaultdict(lambda: [[0, 0] for _ in range(players)])
    for g in games:
        for seat, name in enumerate(g[key]):
            table[name][seat][0] += seat in g["winners"]
            table[name][seat][1] += 1
    return {name: [tuple(x) for x in table[name]] for name in sorted(table)}


def summarize(games: list[dict]) -> dict:
    """The figures of one bot at one player count."""
    ok = [g for g in games if g["ok"]]
    n = len(ok)
    players = games[0]["players"] if games else 0
    seat_wins = [sum(1 for g in ok if s in g["winners"]) / n if n else 0.0 for s in range(players)]
    reasons = Counter(g["reason"] for g in ok)
    parts_total: Counter[str] = Counter()
    winner_points = 0
    for g in ok:
        for s in g["winners"]:
            for k, v in g["parts"][s].items():
                parts_total[k] += v
                winner_points += v
    owners: Counter[str] = Counter()
    owner_wins: Counter[str] = Counter()
    in_winner_decks: Counter[str] = Counter()
    winner_decks = 0
    for g in ok:
        for s, cards in enumerate(g["bought"]):
            win = s in g["winners"]
            winner_decks += win
            for c in cards:
                owners[c] += 1
                owner_wins[c] += win
                in_winner_decks[c] += win
    cards = {
        c: (owners[c], owner_wins[c] / owners[c], in_winner_decks[c] / max(1, winner_decks))
        for c in owners
    }
    return {
        "games": len(games),
        "completed": n,
        "errors": [g["error"] for g in games if not g["ok"]],
        "seat": seat_wins,
        "lions": _rates(ok, "lions"),
        "lion_seats": _by_seat(ok, "lions", players),
        "characters": _rates(ok, "characters"),
        "ended_by": {k: v / n for k, v in reasons.most_common()} if n else {},
        "ties": sum(1 for g in ok if g["tie"] == "shared"),
        "mean_rounds": sum(g["rounds"] for g in ok) / n if n else 0.0,
        "long_games": sum(1 for g in ok if g["rounds"] > LONG_GAME),
        "rounds_range": (min(g["rounds"] for g in ok), max(g["rounds"] for g in ok))
        if n
        else (0, 0),
        "mean_score": sum(sum(g["scores"]) for g in ok) / (n * players) if n else 0.0,
        "mean_winning": sum(max(g["scores"]) for g in ok) / n if n else 0.0,
        "categories": {k: parts_total[k] / winner_points for k in CATEGORIES if k in parts_total}
        if winner_points
        else {},
        "cards": cards,
    }


def summarize_solo(games: list[dict]) -> dict:
    ok = [g for g in games if g["ok"]]
    wins = [g for g in ok if g["winners"]]
    return {
        "games": len(games),
        "completed": len(ok),
        "errors": [g["error"] for g in games if not g["ok"]],
        "victories": len(wins),
        "rate": len(wins) / len(ok) if ok else 0.0,
        "mean_score": sum(g["scores"][0] for g in wins) / len(wins) if wins else 0.0,
        "scores": sorted(g["scores"][0] for g in wins),  # the victories' (titles: issue 45)
        "mean_rounds": sum(g["rounds"] for g in ok) / len(ok) if ok else 0.0,
        "titles": Counter(solo_title(g["scores"][0]) for g in wins).most_common(),
        "ended_by": Counter(g["reason"] for g in ok).most_common(),
    }


# --- the report -----------------------------------------------------------------------------------


def report(
    summary: dict[tuple[str, int], dict],
    solo: dict[tuple[str, str], dict],
    command: str,
    seed: int,
    seconds: float,
    stored_games: int = 0,
    stopped: dict[tuple, str] | None = None,
) -> str:
    played = f"{seconds / 60:.1f} minutes of play"
    if stored_games:
        played += f" in this run, with {stored_games} games taken from the results file"
    lines = [
        "# Lionwake balance report",
        "",
        "Computer self-play over the whole catalogue (`game/tools/balance.py`).  Produced by:",
        "",
        f"    {command}",
        "",
        f"Seed {seed}; {played}.  A shared victory counts for each winner.  A win rate shown as "
        '"52.0% ±9" may lie 9 points either way by the luck of the draw alone (the 95% interval).',
        "",
        "## Targets",
        "",
        "| Target | Measured | Met |",
        "|---|---|---|",
    ]
    for target, measured, met in targets(summary):
        lines.append(f"| {target} | {measured} | {verdict_words(met, measured)} |")
    for target, measured, met in solo_targets(solo) + title_targets(solo):
        lines.append(f"| {target} | {measured} | {verdict_words(met, measured)} |")
    for (bot, n), s in sorted(summary.items()):
        why = stopped.get((bot, n)) if stopped else None
        lines += section(f"{bot.capitalize()} self-play, {n} players", s, why)
    if solo:
        lines += solo_section(solo)
    return "\n".join(lines) + "\n"


def verdict_words(met: bool | None, measured: str = "") -> str:
    """A target's verdict as the reports write it in their "Met" column."""
    if met is None:
        return "**not yet told from luck** (the 95% interval reaches both sides of the aim: more games)"
    if met and " judged" in measured:  # met by the ones with enough games only
        return "yes, of those judged"
    return "yes" if met else "**no**"


def section(heading: str, s: dict, stopped: str | None = None) -> list[str]:
    """The lines of a report's section on one bot at one player count (`summarize`'s figures `s`):
    seats, end triggers, Lions by seat, boards, where the points came from, the Drum cards."""
    lines = [
        "",
        f"## {heading}",
        "",
        f"{s['completed']} of {s['games']} games completed"
        + (f"; errors: {'; '.join(s['errors'][:3])}" if s["errors"] else "")
        + f".  Mean rounds {s['mean_rounds']:.1f} (range {s['rounds_range'][0]}–"
        f"{s['rounds_range'][1]}); mean score {s['mean_score']:.1f}; mean winning score "
        f"{s['mean_winning']:.1f}; shared victories {s['ties']}."
        + (f"  Stopped early (`--stop-when-decided`): {stopped}." if stopped else ""),
        "",
        "Win rate by seat (seat 1 starts with the First Player token): "
        + ", ".join(
            f"seat {i + 1} {_with_margin(r, s['completed'])}" for i, r in enumerate(s["seat"])
        )
        + ".",
        "",
        "Share of games by end trigger: "
        + ", ".join(f"{k.replace('_', ' ')} {_pct(v)}" for k, v in s["ended_by"].items())
        + ".",
        "",
        "Won by seat: a starting Lion's games won of those played in seat 1 · seat 2 ...",
        "",
        "| Starting Lion | Games | Win rate | Won by seat |   | Character board | Games | Win rate |",
        "|---|---|---|---|---|---|---|---|",
    ]
    lions = list(s["lions"].items())
    seats = s.get("lion_seats", {})
    chars = list(s["characters"].items())
    for i in range(max(len(lions), len(chars))):
        left = (
            f"{lions[i][0]} | {lions[i][1][0]} | {_with_margin(lions[i][1][1], lions[i][1][0])}"
            f" | {' · '.join(f'{w}/{p}' for w, p in seats.get(lions[i][0], []))}"
            if i < len(lions)
            else " | | | "
        )
        right = (
            f"{chars[i][0]} | {chars[i][1][0]} | {_with_margin(chars[i][1][1], chars[i][1][0])}"
            if i < len(chars)
            else " | | "
        )
        lines.append(f"| {left} |   | {right} |")
    lines += [
        "",
        "Where the winners' auspiciousness came from: "
        + ", ".join(f"{k.replace('_', ' ')} {_pct(v)}" for k, v in s["categories"].items())
        + ".",
        "",
        "| Drum card | Owners | Owners' win rate | In winners' decks |",
        "|---|---|---|---|",
    ]
    ranked = sorted(s["cards"].items(), key=lambda kv: (-kv[1][0], kv[0]))
    shown = ranked[:8] + ([("…", None)] if len(ranked) > 16 else []) + ranked[-8:]
    seen = set()
    for name, row in shown:
        if name in seen:
            continue
        seen.add(name)
        if row is None:
            lines.append("| … | | | |")
        else:
            lines.append(f"| {name} | {row[0]} | {_pct(row[1])} | {_pct(row[2])} |")
    return lines


def solo_section(solo: dict[tuple[str, str], dict]) -> list[str]:
    """The lines of a report's Solo section: each bot and difficulty's victories and titles."""
    lines = [
        "",
        "## Solo against the Nian",
        "",
        "| Bot | Difficulty | Games | Victories | Aim | Median score | Mean score | Mean rounds "
        "| Titles |",
        "|---|---|---|---|---|---|---|---|---|",
    ]
    for (bot, diff), s in sorted(
        solo.items(), key=lambda kv: (kv[0][0], DIFFICULTIES.index(kv[0][1]))
    ):
        titles = ", ".join(f"{t} {c}" for t, c in s["titles"]) or "—"
        lines.append(
            f"| {bot} | {diff} | {s['completed']} | {_with_margin(s['rate'], s['completed'])} | "
            f"{_pct(SOLO_AIMS[diff])} | {_median(s['scores']):g} | "
            f"{s['mean_score']:.1f} | {s['mean_rounds']:.1f} | {titles} |"
        )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.balance", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument(
        "--games",
        type=whole_numbers(0, what="a number or numbers", example="200,40,40"),
        default="20",
        help="games per bot and player count (one number, or one per count)",
    )
    parser.add_argument("--bots", type=bot_names(distinct=True), default="greedy,strong")
    parser.add_argument(
        "--players",
        type=whole_numbers(2, 4, noun="count", distinct=True),
        default="2,3,4",
        help="player counts, comma-separated (Solo games: --solo-games)",
    )
    parser.add_argument("--seed", type=whole_number(0), default=1)
    strength = parser.add_mutually_exclusive_group()
    strength.add_argument(
        "--budget", type=positive_seconds, default=None, help="Strong's seconds per decision"
    )
    strength.add_argument(
        "--iterations",
        type=whole_number(0),
        default=0,
        help="Strong's search iterations per decision (0: use the clock)",
    )
    parser.add_argument(
        "--solo-games", type=whole_number(0), default=0, help="Solo games per bot and difficulty"
    )
    parser.add_argument(
        "--draft",
        choices=("bots", "random"),
        default="bots",
        help="the Lion draft: the bots choose, or every seat takes a Lion at random (to measure "
        "every Lion, not only those the bots rate highest)",
    )
    parser.add_argument(
        "--first-dealing",
        type=str,
        default="",
        metavar="LION[,LION]",
        help="with --draft random, play first the seeds that deal one of these Lions (the games "
        "that judge a changed Lion soonest; the run is the same games in another order)",
    )
    parser.add_argument(
        "--stop-when-decided",
        action="store_true",
        help=f"stop a bot and player count once every seat, Lion and board aim judged by interval "
        f"is told, or one is missed (looked at every {STOP_LOOK} games)",
    )
    parser.add_argument(
        "--workers",
        type=whole_number(1, MAX_WORKERS),
        default=min(os.cpu_count() or 1, MAX_WORKERS),
    )
    parser.add_argument(
        "--results", type=results_file, default=None, help="JSON-lines file of finished games"
    )
    parser.add_argument(
        "--stored-only",
        action="store_true",
        help="play nothing: write the report from the games of this command already in --results "
        "(a run stopped part-way)",
    )
    # docs/balance.md is the final report, written from the stored runs by game.tools.balance_final
    parser.add_argument("--out", type=output_file, default="docs/balance/last-run.md")
    args = parser.parse_args(argv)
    bots, counts, numbers = args.bots, args.players, args.games
    if len(numbers) == 1:
        numbers *= len(counts)
    if len(numbers) != len(counts):
        parser.error(
            f"argument --games: give one number, or one for each player count of --players "
            f"({','.join(map(str, counts))})"
        )
    if not any(numbers) and not args.solo_games:
        parser.error("argument --games: 0 games and no --solo-games: nothing to play")
    if args.stored_only and not args.results:
        parser.error("argument --stored-only: the stored games are read from --results FILE")
    if args.results and Path(args.results).resolve() == Path(args.out).resolve():
        parser.error("argument --out: the report would overwrite the --results file")
    first = [name.strip() for name in args.first_dealing.split(",") if name.strip()]
    if first and args.draft != "random":
        parser.error("argument --first-dealing: the Lions are dealt only with --draft random")
    unknown = sorted(set(first) - {x.name for x in default_catalogue().lions})
    if unknown:
        parser.error(f"argument --first-dealing: no Lion is named {', '.join(unknown)}")
    games = dict(zip(counts, numbers, strict=True))
    draft = ("random",) if args.draft == "random" else ()
    specs = [  # seeds outermost, so a run cut short has games of every bot and player count
        (b, n, args.seed + k, args.budget, None, args.iterations, *draft)
        for k in range(max(numbers))
        for b in bots
        for n in counts
        if k < games[n]
    ]
    specs += [  # the difficulties in turn, so a run cut short has some games of each
        (b, 1, args.seed + k, args.budget, d, args.iterations)
        for k in range(args.solo_games)
        for b in bots
        for d in DIFFICULTIES
    ]
    prints = {solo: catalogue_fingerprint(solo) for solo in (False, True)}
    try:
        results = stored(args.results, specs, prints) if args.results else []
    except OSError as exc:  # checked up front; gone or locked since
        parser.error(f"argument --results: {args.results} cannot be read ({exc.strerror or exc})")
    done = {game_key(r["spec"], prints) for r in results}
    todo = [
        spec for spec in specs if game_key(list(spec), prints) not in done and not args.stored_only
    ]
    if first:  # stable: the seeds that deal a named Lion, in order, then the rest, in order
        todo.sort(key=lambda spec: spec[1] == 1 or not deals(spec, first))
    if results:
        print(f"{len(results)} games taken from {args.results}", file=sys.stderr, flush=True)
    start = time.perf_counter()
    stopped: dict[tuple, str] = {}  # (bot, players): why its games stopped (--stop-when-decided)
    finished = Counter((r["bot"], r["players"]) for r in results if r["ok"])  # games a group has
    cat = default_catalogue()
    names = [x.name for x in cat.lions], [x.name for x in cat.characters]
    # spawn (as on Windows and macOS): workers never inherit a lock held by another thread
    with get_context("spawn").Pool(max(1, args.workers)) as pool:
        window = 2 * max(1, args.workers)
        for r in _played(pool, todo, window, lambda spec: (spec[0], spec[1]) in stopped):
            r["catalogue"] = prints[r["players"] == 1]
            if args.results and r["ok"]:
                with open(args.results, "a", encoding="utf-8") as f:
                    f.write(json.dumps(r) + "\n")
            results.append(r)
            note = "" if r["ok"] else f" ERROR {r['error']}"
            print(
                f"[{len(results)}/{len(specs)}] {r['bot']} {r['players']}p seed {r['seed']}"
                f" ({time.perf_counter() - start:.0f}s){note}",
                file=sys.stderr,
                flush=True,
            )
            group = (r["bot"], r["players"])
            finished[group] += r["ok"]
            look = r["ok"] and not finished[group] % STOP_LOOK  # a group looked at every STOP_LOOK
            if args.stop_when_decided and look and r["players"] > 1 and group not in stopped:
                ok = [g for g in results if (g["bot"], g["players"]) == group and g["ok"]]
                why = decided(summarize(ok), r["players"], *names)
                if why:
                    stopped[group] = why
                    print(f"{r['bot']} {r['players']}p stops: {why}", file=sys.stderr, flush=True)
    seconds = time.perf_counter() - start
    groups: dict[tuple, list[dict]] = defaultdict(list)
    for r in sorted(results, key=lambda r: r["seed"]):
        key = (r["bot"], r["difficulty"]) if r["players"] == 1 else (r["bot"], r["players"])
        groups[key].append(r)
    summary = {k: summarize(v) for k, v in groups.items() if isinstance(k[1], int)}
    solo = {k: summarize_solo(v) for k, v in groups.items() if isinstance(k[1], str)}
    command = "python -m game.tools.balance " + " ".join(argv if argv is not None else sys.argv[1:])
    text = report(summary, solo, command.strip(), args.seed, seconds, len(done), stopped)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    errors = sum(1 for r in results if not r["ok"])
    print(
        json.dumps(
            {"games": len(results), "errors": errors, "seconds": round(seconds, 1), "out": args.out}
        )
    )
    return 1 if errors else 0


def deals(spec: tuple, lions: list[str]) -> bool:
    """Does the random-draft game `spec` deal one of `lions` to a seat (`sim.dealt_lions`)?"""
    players, seed = spec[1:3]
    return not set(lions).isdisjoint(dealt_lions(Config(players=players, seed=seed)))


def _played(pool, todo: list[tuple], window: int, skip: Callable[[tuple], bool]) -> Iterator[dict]:
    """Play `todo` on `pool`, at most `window` games at a time, in order, yielding each game as it
    finishes; a spec that `skip` refuses when its turn comes is not played (its group stopped)."""
    finished: queue.Queue = queue.Queue()
    waiting = iter(todo)
    running = 0

    def start_next() -> None:
        nonlocal running
        for spec in waiting:
            if not skip(spec):
                pool.apply_async(play, (spec,), callback=finished.put, error_callback=finished.put)
                running += 1
                return

    for _ in range(window):
        start_next()
    while running:
        r = finished.get()
        running -= 1
        if isinstance(r, BaseException):  # the pool itself failed (`play` catches a game's errors)
            raise r
        yield r
        start_next()


if __name__ == "__main__":
    sys.exit(main())
