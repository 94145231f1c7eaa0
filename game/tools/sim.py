"""Headless simulation: play many complete games between computer players.

    python -m game.tools.sim --players N --games K --seed S [--bots random,random,...] --json
    python -m game.sim ... --records DIR   (the same; each game's record written in DIR)

The last line printed is one JSON object: games, completed, errors, mean_turns, mean_rounds,
mean_score (per player), mean_winning_score, wins_by_seat (a shared victory counts for each winner),
ended_by (games per end cause: board_empty, nian_defeated, or turn_cap), games_per_second.  The
exit status is 1 if any game raised or broke an invariant, and 2 (one line naming the argument) for
an argument out of range, an unknown bot or a layout that cannot be played: the command line is
checked in `game.tools.cli.sim_arguments`.

With `--records DIR` each completed game is also written to DIR as a game record
(`game.session.records`, docs/records.md) named ``sim-<seed>.json``, which
`python -m game --replay FILE` opens in the replay view (issue 43, item 6).  A record's seats say
the sim's bots where the game has a computer of that name (greedy, strong) and "greedy" for the
sim's other bots (random, quick...), which the record format does not name.
"""

from __future__ import annotations

import json
import sys
import time
import traceback
from collections import Counter
from collections.abc import Callable
from pathlib import Path

from game.core import Action, Config, Game
from game.core.invariants import problems
from game.session import records, seeds, self_play_bots
from game.session.autosave import ui_block
from game.session.computer import COMPUTER_KINDS
from game.session.match import Match
from game.text.names import solo_title
from game.tools.cli import sim_arguments

DECISION_LIMIT = 100_000  # a game that has not ended by now is reported as an error
LION_DRAFT = ("choose_lion_row", "choose_lion_deal")  # the decisions of the Lion draft


def play_one(
    config: Config,
    bot_names: list[str],
    check_every: int = 0,
    budget: float | None = None,
    iterations: int = 0,
    random_lions: bool = False,
    trace: Callable[[Action], None] | None = None,
    history: bool = False,
    watch: Callable[[Game], None] | None = None,
) -> Game:
    """One whole game between the named bots (Strong thinking `budget` seconds, or `iterations`
    search iterations, a decision), with the invariants checked every `check_every` decisions and at
    the end.  With `random_lions` every seat takes a Lion at random in the Lion draft (seeded by the
    game's seed), so that every Lion is played, not only those the bots rate highest.  `trace` is
    told every action taken (the fingerprint of behaviour hashes them).  With `history` the game
    keeps its actions (a record needs them).  `watch` is shown the game before every decision
    (what a report records of its course)."""
    game = Game(config, record=history)
    bots = self_play_bots(config, bot_names, budget, iterations)
    draw = seeds.lion_draw(config.seed)
    decisions = 0
    while not game.over:
        if watch:
            watch(game)
        seat = game.pending.seat
        if random_lions and game.pending.kind in LION_DRAFT:
            action = draw.choice(game.legal_actions())  # as `dealt_lions` deals them
            if trace:
                trace(action)
            game.apply(action)
            continue
        action = bots[seat].choose(game, seat)
        if trace:
            trace(action)
        game.apply(action)
        decisions += 1
        if check_every and decisions % check_every == 0:
            found = problems(game.state)
            if found:
                raise AssertionError("; ".join(found))
        if decisions > DECISION_LIMIT:
            raise AssertionError(f"no end after {DECISION_LIMIT} decisions")
    found = problems(game.state)
    if found:
        raise AssertionError("; ".join(found))
    return game


def dealt_lions(config: Config) -> list[str]:
    """The Lion each seat starts with in `play_one(config, ..., random_lions=True)`, without
    playing the game.  The Lion draft is the game's first decisions and draws from its own random
    stream (`seeds.lion_draw`), so a change to the cards deals the same Lions: a balance run can
    play first the seeds that deal a changed Lion (`game.tools.balance --first-dealing`)."""
    game = Game(config)
    draw = seeds.lion_draw(config.seed)
    while game.pending.kind in LION_DRAFT:
        game.apply(draw.choice(game.legal_actions()))
    st = game.state
    return [st.catalogue.lions[p.lion[0]].name for p in st.players]


def simulate(
    players: int,
    games: int,
    seed: int,
    bot_names: list[str],
    turn_cap: int = 0,
    layout: str = "first-game",
    difficulty: str = "normal",
    keep_in: Path | None = None,
) -> dict:
    """Play `games` games (seeds `seed`, `seed` + 1, ...) and sum them up; with `keep_in` each
    completed game's record is written there (`keep_record`)."""
    wins = [0] * players
    ended: Counter[str] = Counter()
    errors = 0
    completed = 0
    turns = rounds = 0
    score_total = winner_total = 0
    titles: Counter[str] = Counter()
    victory_scores: list[int] = []
    failures: list[str] = []
    start = time.perf_counter()
    for g in range(games):
        config = Config(
            players=players,
            seed=seed + g,
            turn_cap=turn_cap,
            layout=layout,
            first_player=g % players,
            difficulty=difficulty,
        )
        try:
            if keep_in is None:
                game = play_one(config, bot_names)
            else:  # the game's actions kept, for its record
                game = play_one(config, bot_names, history=True)
                keep_record(game, bot_names, keep_in)
        except Exception as exc:  # report, keep going
            errors += 1
            failures.append(f"seed {seed + g}: {exc.__class__.__name__}: {exc}")
            if len(failures) <= 3:
                traceback.print_exc(file=sys.stderr)
            continue
        completed += 1
        outcome = game.state.outcome
        scores, winners, reason = outcome.scores, outcome.winners, str(outcome.ending)
        for w in winners:
            wins[w] += 1
        ended[reason] += 1
        turns += game.state.turns
        rounds += game.state.round
        score_total += sum(scores)
        winner_total += max(scores)
        if players == 1 and winners:
            victory_scores.append(scores[0])
            titles[solo_title(scores[0])] += 1
    elapsed = time.perf_counter() - start
    solo = {}
    if players == 1:
        solo = {
            "difficulty": difficulty,
            "victories": len(victory_scores),
            "mean_score": round(sum(victory_scores) / len(victory_scores), 2)
            if victory_scores
            else 0,
            "title_histogram": dict(titles.most_common()),
        }
    return {
        "games": games,
        "completed": completed,
        "errors": errors,
        "mean_turns": round(turns / completed, 2) if completed else 0,
        "mean_rounds": round(rounds / completed, 2) if completed else 0,
        "mean_score": round(score_total / (completed * players), 2) if completed else 0,
        "mean_winning_score": round(winner_total / completed, 2) if completed else 0,
        "wins_by_seat": wins,
        "ended_by": dict(sorted(ended.items())),
        "games_per_second": round(games / elapsed, 3) if elapsed else 0,
        "failures": failures[:10],
        **solo,
    }


def record_seats(bot_names: list[str]) -> list[str]:
    """Who played each seat as a record says it: the sim's bot where the game has a computer of
    that name, else "greedy" (a record names only the game's own computers)."""
    return [name if name in COMPUTER_KINDS else COMPUTER_KINDS[0] for name in bot_names]


def keep_record(game: Game, bot_names: list[str], where: Path) -> Path:
    """Write the finished simulated `game` as a game record ``sim-<seed>.json`` in `where`
    (issue 43, item 6), every seat a computer; `OSError` when it cannot be written."""
    match = Match(game.state.config, seats=record_seats(bot_names), game=game)
    return records.keep(match, ui_block(match), f"sim-{game.state.config.seed}.json", where)


def main(argv: list[str] | None = None) -> int:
    args = sim_arguments(argv, __doc__.split("\n\n")[0])
    keep_in = Path(args.records) if args.records else None
    if keep_in is not None:
        keep_in.mkdir(parents=True, exist_ok=True)
    result = simulate(
        args.players,
        args.games,
        args.seed,
        args.bots,
        args.turn_cap,
        args.layout,
        args.difficulty,
        keep_in,
    )
    if not args.json:
        print(f"{result['completed']}/{result['games']} games completed, {result['errors']} errors")
    print(json.dumps(result))
    return 1 if result["errors"] else 0


if __name__ == "__main__":
    sys.exit(main())
