"""Issue 45's final balance report, docs/balance.md: every target of the tuning with its yes or no,
each judged on the stored run that measures it.

    python -m game.tools.balance_final [--results docs/balance/results.jsonl] [--out docs/balance.md]

No single `game.tools.balance` command measures every aim: the 2-player seats, boards, rounds and
long tail are judged on the bots' own Lion draft (the game a table plays against the computer), the
Lions on a run with Lions dealt at random (the bots pass over those they rate lowest, so only a
random draft measures every Lion), and the 3- and 4-player aims on random-Lion runs that stop once
their intervals decide (`--stop-when-decided`).  Each of those runs is played by its own command
(`RUNS`, and the table of runs in docs/balance/README.md) and writes its own full report; this
command plays nothing.  It reads the games those commands stored at the current catalogue print and
fingerprint of behaviour, judges each target on its run (`balance_targets.count_targets`,
`solo_targets`, `title_targets`) and writes them side by side, with each run's figures below.  A run
not yet played at this print is named in the table as "not yet told".
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

from game.core.solo import DIFFICULTIES
from game.tools.balance import (
    section,
    solo_section,
    summarize,
    summarize_solo,
    verdict_words,
)
from game.tools.balance_results import stored
from game.tools.balance_targets import (
    count_targets,
    solo_targets,
    title_targets,
)
from game.tools.cli import output_file, results_file
from game.tools.fingerprint import catalogue_fingerprint, recorded_fingerprint

#: Every run's fixed settings: Strong's search iterations a decision and the first seed
ITERATIONS = 150
SEED = 1
BOT = "strong"
#: The Solo runs: these bots, this many games a difficulty (issue 45, item 2: the titles).  80, not
#: 40: the median of Strong's Normal victories, some 25 of them in 40 games, read 47 and 44.5 on
#: seeds 1-40 and 41-80 at one Solo print and 44.5 and 47.5 at the next (docs/balance/README.md,
#: tuning log "A Lion's worth to the bots").
SOLO_BOTS = ("strong", "greedy")
SOLO_GAMES = 80
SOLO_REPORT = "strong-solo-80.md"
#: The verdict of a run with no games at the current prints
NOT_PLAYED = "**not yet played** at this print"


@dataclass(frozen=True)
class Run:
    """One stored multi-player run of Strong self-play and the kinds of target it judges
    (`balance_targets.TARGET_KINDS`)."""

    title: str
    players: int
    games: int  # seeds SEED.. SEED + games - 1; a run stopped when decided has fewer stored
    draft: str  # "bots" (the bots choose their Lions) or "random"
    report: str  # its own full report, in docs/balance/
    judges: tuple[str, ...]

    def specs(self) -> list[tuple]:
        draft = ("random",) if self.draft == "random" else ()
        return [
            (BOT, self.players, SEED + k, None, None, ITERATIONS, *draft) for k in range(self.games)
        ]

    def command(self) -> str:
        random = " --draft random --stop-when-decided" if self.draft == "random" else ""
        return (
            f"python -m game.tools.balance --bots {BOT} --players {self.players} --games "
            f"{self.games} --iterations {ITERATIONS} --seed {SEED} --workers 2 --solo-games 0"
            f"{random} --results docs/balance/results.jsonl --out docs/balance/{self.report}"
        )


_ALL_BUT_LIONS = ("seats", "Character board", "rounds", "long tail", "Drum card")
_RANDOM = ("seats", "Lion", "Character board", "rounds", "Drum card")
RUNS = (
    Run("2 players, the bots' Lion draft", 2, 800, "bots", "strong-2p.md", _ALL_BUT_LIONS),
    Run("2 players, Lions at random", 2, 1200, "random", "strong-2p-random-lions.md", _RANDOM),
    Run("3 players, Lions at random", 3, 2000, "random", "strong-3p-random-lions.md", _RANDOM),
    Run("4 players, Lions at random", 4, 2000, "random", "strong-4p-random-lions.md", _RANDOM),
)


def solo_specs() -> list[tuple]:
    return [
        (b, 1, SEED + k, None, d, ITERATIONS)
        for k in range(SOLO_GAMES)
        for b in SOLO_BOTS
        for d in DIFFICULTIES
    ]


def _seeds(games: list[dict]) -> str:
    seeds = sorted({g["seed"] for g in games})
    if not seeds:
        return "none"
    if seeds == list(range(seeds[0], seeds[-1] + 1)):
        return f"{seeds[0]}-{seeds[-1]}"
    return f"{len(seeds)} seeds from {seeds[0]} to {seeds[-1]}"


def _link(results: str, report: str) -> str:
    """A link to a run's own report, which its command writes beside the results file when it
    ends; until then (a run not yet played at this print, or still playing) no dead link."""
    if (Path(results).parent / report).is_file():
        return f"[{report}](balance/{report})"
    return "not yet written"


def final_report(results: str) -> str:
    """The report's text, from the games stored in `results` at the current prints."""
    prints = {solo: catalogue_fingerprint(solo) for solo in (False, True)}
    lines = [
        "# Lionwake balance report",
        "",
        "Strong self-play over the whole catalogue: every target of the tuning (issues 6 and 45), "
        "each judged on the run that measures it.  Written by `python -m game.tools.balance_final` "
        "from the games stored in `docs/balance/results.jsonl` (it plays none); each run is played "
        "by its own command, below, which also writes that run's full report.",
        "",
        f"Catalogue print {prints[False]} (2-4 players) and {prints[True]} (Solo), fingerprint of "
        f"behaviour {recorded_fingerprint()}.  A shared victory counts for each winner.  A win "
        'rate shown as "52.0% ±9" may lie 9 points either way by the luck of the draw alone (the '
        "95% interval); a target is told only when that interval decides it.",
        "",
        "## Targets",
        "",
        "| Target | Judged on | Measured | Met |",
        "|---|---|---|---|",
    ]
    runs: list[tuple[Run, list[dict], dict]] = []  # each run, its stored games, their figures
    for run in RUNS:
        games = [g for g in stored(results, run.specs(), prints) if g["ok"]]
        figures = summarize(games) if games else {}
        runs.append((run, games, figures))
        if not games:
            lines.append(
                f"| {BOT}, {run.players} players: every aim of this run | {run.title} | "
                f"no games stored at catalogue print {prints[False]} | {NOT_PLAYED} |"
            )
            continue
        for kind, target, measured, met in count_targets(BOT, run.players, figures):
            if kind in run.judges:
                said = verdict_words(met, measured)
                lines.append(f"| {target} | {run.title} | {measured} | {said} |")
    solo_wanted = solo_specs()
    solo_games = stored(results, solo_wanted, prints)
    by_solo: dict[tuple[str, str], list[dict]] = {}
    for g in sorted(solo_games, key=lambda g: g["seed"]):
        by_solo.setdefault((g["bot"], g["difficulty"]), []).append(g)
    solo = {k: summarize_solo(v) for k, v in by_solo.items()}
    where = f"Solo, {SOLO_GAMES} games a bot and difficulty"
    for target, measured, met in solo_targets(solo) + title_targets(solo):
        lines.append(f"| {target} | {where} | {measured} | {verdict_words(met, measured)} |")
    if not solo:
        lines.append(
            f"| Solo: every aim | {where} | no games stored at Solo print {prints[True]} "
            f"| {NOT_PLAYED} |"
        )
    lines += [
        "",
        "## The runs",
        "",
        "| Run | Games stored | Seeds | Its full report | The command that plays it |",
        "|---|---|---|---|---|",
    ]
    for run, games, _figures in runs:
        lines.append(
            f"| {run.title} | {len(games)} of {run.games} | {_seeds(games)} | "
            f"{_link(results, run.report)} | `{run.command()}` |"
        )
    solo_command = (
        f"python -m game.tools.balance --bots {','.join(SOLO_BOTS)} --players 2 --games 0 "
        f"--solo-games {SOLO_GAMES} --iterations {ITERATIONS} --seed {SEED} --workers 2 "
        f"--results docs/balance/results.jsonl --out docs/balance/{SOLO_REPORT}"
    )
    lines.append(
        f"| Solo | {len(solo_games)} of {len(solo_wanted)} | {_seeds(solo_games)}, each bot and "
        f"difficulty | {_link(results, SOLO_REPORT)} | `{solo_command}` |"
    )
    for run, games, figures in runs:
        if games:
            lines += section(f"Strong self-play, {run.title}", figures)
    if solo:
        lines += solo_section(solo)
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.balance_final", description=__doc__.split("\n\n")[0]
    )
    parser.add_argument("--results", type=results_file, default="docs/balance/results.jsonl")
    parser.add_argument("--out", type=output_file, default="docs/balance.md")
    args = parser.parse_args(argv)
    text = final_report(args.results)
    with open(args.out, "w", encoding="utf-8") as f:
        f.write(text)
    print(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
