"""Screening a change to the game's balance on paired seeds (issue 45, "How to spend the machine
time"): cheap, before any long Strong run.

    python -m game.tools.screen --players 4 --lever coins=4,5,5,6 [--bots greedy] [--games 200]
    python -m game.tools.screen --solo normal --lever data=DIR --bots strong [--games 40]
                                [--seed 1 | --seeds S1,S2,...] [--draft random|bots]
                                [--iterations K] [--workers W] [--batch 20] [--out FILE]
                                [--results docs/balance/results.jsonl]

Every seed is played twice with the same bots: as the rules stand (the baseline) and with the levers
pulled (the variant).  The same seed deals the same game until the levers change it, so the
difference between the two is the change's, not the luck of different seeds.  Per seat it reports
both win rates with their 95% intervals and the paired difference with its interval (a shared
victory counts for each winner), and the seat aim of issue 45: every seat within ±4 points of an
even share, judged "yes" when every seat's interval lies inside, "no" when one lies wholly outside,
and "not yet" otherwise.  Rounds are reported too (mean, and games past 30: the long tail).

The run goes in batches of `--batch` seeds and, from `--min-games` seeds on, stops as soon as the
variant's verdict is decided, so a lever that plainly helps or plainly fails costs little.  Lions are dealt at random by default
(`--draft random`), so one run sees every Lion in every seat.

Levers, applied in each worker process before its games (nothing here changes the code):
  coins=A,B[,C,D]  the starting Coins of seats 1..4 (`game.core.setup.STARTING_COINS`, now 4,5,6,7;
                   the rulebook prints seats 1 and 2, ruling 1 in docs/rulings.md gives 3 and 4)
  bamboo=N         every seat's starting Bamboo (`game.core.setup.STARTING_BAMBOO`, now 2)
  perform=A:W,...  the bots' worth of Perform action A on a card or tile (`game.ai.worths.
                   PERFORM_WORTH`; the rest are worth `PERFORM_VALUE`): a bot change, screened like
                   a rule (the long tail: couplets:3,amulet:3,pacify:3)
  late=R           with perform=: those worths count only from round R on (`worths.LATE_ROUND`),
                   so a game that ends sooner plays as it did
  overdue=R        the round past which the bots count a game overdue and its potential as
                   shrinking to nothing (`turns_left.OVERDUE_ROUND`, now 26)
  means=R|off      from round R (off: never) the bots count, in the turns left, the Exchanges each
                   seat needs before it can pay for an open Qi Energy space
                   (`turns_left.MEANS_ROUND`, `game.ai.means`)
  access=on|off    the means (above) count only the Qi Energy spaces whose Perform action the seat
                   can reach: a card it owns, a tile one leap away, its next Motif space
                   (`game.ai.means.ACCESS`, now on)
  owncards=on|off  another seat's hidden cards count as the sampling deals them: its own grey and
                   Lion Drum cards at their printed points, the rest at the loose cards' mean
                   (`game.ai.hidden.OWN_CARDS`, now on; off: each at the mean of every unseen card)
  leaders=on|off   late in the game the end is guessed only from the boards of the seats ahead
                   (`turns_left.LEADERS_END`, now on: a seat behind is not expected to end it)
  finalturn=on|off a final turn in an overdue game counts no more potential than the turns before it
                   did (`turns_left.FINAL_TURN_OVERDUE`, now on; off: a full turn's, as before seed 669)
  leaps=on|off     in an overdue game the search's playout finishes the turn after each leap
                   destination before choosing one (`game.ai.mcts.OVERDUE_LEAPS`, now on)
  placements=on|off in an overdue game the default policy judges a Qi Energy placed once its
                   source is chosen (`game.ai.turns.OVERDUE_PLACEMENTS`, now on)
  drumwords=S      in a Lion's worth to the bots (the draft, a Summon), the battle words on its own
                   Drum card count S of their worth on the Lion a play (`worths.
                   LION_DRUM_WORD_SHARE`, now 1/3: its three plays count as one printed word;
                   0.6 before issue 45's draft screen)
  summon=on|off    the bots rate a Lion to Summon without its Drum card, which stays in the box
                   (`worths.SUMMON_WITHOUT_DRUM`, now on; ruling 2)
  deadline=R       the spread of the final margin counts no more turns than are left before round R
                   (`turns_left.DEADLINE_ROUND`, now off), so a seat behind gains nothing by holding
                   its Qi Energy to keep a long game long
  slippace=F       each held Bamboo Slips keeps F of its worth to the bots for each Qi Energy still
                   on the free section it would go on (`heuristic.HELD_SLIP_PACE`, now 0.85; 1: counted as if the
                   section were empty, as before issue 45's seed 781)
  discount=wins    the bots' discount by the turns left counts for a win only, not for a loss
                   (`heuristic.DISCOUNT_LOSSES`; `discount=all` as before issue 45's long tail)
  data=DIR         the catalogue read from DIR, a changed copy of assets/data (a tile that offers
                   one more action, a card's cost...); the report ends with the diff
`--solo easy|normal|hard` (instead of `--players`) screens Solo at that difficulty, each seat taking
the Lion its bot chooses as in the balance report's Solo runs: the victory rate both ways with the
paired difference, and the victories' median score and share of Guardian titles (issue 45, item 2);
a Solo screen never stops early.  A Solo deck is changed with `data=` (its solo.toml).
`--seeds 250,444,...` plays those seeds and no others (the long tail's, from docs/balance), all of
them, with no early stop.
`--results FILE` takes the baseline games already stored there (the balance report's, same spec and
fingerprint) instead of playing them again, and adds the baseline games it does play: a screen on
the seeds of a stored run costs half.
A variant plays differently from the recorded fingerprint of behaviour, so its games never go into
docs/balance/results.jsonl: a lever that passes is made a ruling, and then judged by the balance
report's full runs.  The report (`--out`) keeps the command, the seeds and the fingerprint.
"""

from __future__ import annotations

import argparse
import difflib
import json
import math
import statistics
import sys
import time
from multiprocessing import get_context
from pathlib import Path

from game import resources
from game.ai import heuristic, hidden, mcts, means, turns, turns_left, worths
from game.core import catalogue, setup
from game.core.catalogue import load_catalogue
from game.core.effects import PERFORMS
from game.core.errors import ContentError
from game.core.solo import DIFFICULTIES
from game.tools.balance import catalogue_fingerprint, play
from game.tools.balance_results import stored
from game.tools.balance_targets import LONG_GAME, Z, guardian_share, seat_verdict, wilson
from game.tools.cli import MAX_WORKERS, bot_names, output_file, results_file, whole_number
from game.tools.fingerprint import recorded_fingerprint

#: The levers `parse_lever` knows (the module docstring says what each does).
LEVERS = (
    *("coins", "bamboo", "data", "perform", "late", "discount", "overdue", "means", "deadline"),
    "slippace",
    "access",
    "owncards",
    "finalturn",
    "leaders",
    "leaps",
    "placements",
    "drumwords",
    "summon",
)


def parse_lever(text: str) -> tuple[str, tuple]:
    """`coins=4,5,5,6` -> ("coins", (4, 5, 5, 6)); `data=DIR` -> ("data", ("DIR",)); `ValueError`
    saying what is wrong (for a catalogue folder: the file and field its loader names)."""
    name, _, values = text.partition("=")
    if name not in LEVERS or not values:
        raise ValueError(
            f"{text!r}: a lever is coins=A,B[,C,D], bamboo=N, data=DIR, perform=ACTION:WORTH,... "
            "late=ROUND, overdue=ROUND, means=ROUND|off, deadline=ROUND, slippace=F, "
            "access=on|off, owncards=on|off, finalturn=on|off, leaps=on|off, placements=on|off, "
            "summon=on|off, drumwords=S, leaders=on|off or discount=wins|all"
        )
    if name == "discount":
        if values not in ("wins", "all"):
            raise ValueError(f"{text!r}: the turns-left discount is for wins only or for all")
        return name, (values,)
    if name in ("access", "owncards", "finalturn", "leaps", "placements", "leaders", "summon"):
        if values not in ("on", "off"):
            raise ValueError(f"{text!r}: {name} is on or off")
        return name, (values,)
    if name == "means" and values == "off":
        return name, (None,)
    if name in ("late", "overdue", "means", "deadline"):
        if not values.isdigit() or not 1 <= int(values) <= 60:
            raise ValueError(f"{text!r}: the round is a whole number from 1 to 60")
        return name, (int(values),)
    if name == "drumwords":
        try:
            share = float(values)
        except ValueError:
            share = -1.0
        if not 0.0 <= share <= 1.0:
            raise ValueError(
                f"{text!r}: the share of a battle word's worth is a number from 0 to 1"
            )
        return name, (share,)
    if name == "slippace":
        try:
            pace = float(values)
        except ValueError:
            pace = -1.0
        if not 0.0 < pace <= 1.0:
            raise ValueError(f"{text!r}: the share kept per Qi Energy is a number from 0 to 1")
        return name, (pace,)
    if name == "perform":
        worths = []
        for item in values.split(","):
            action, _, worth = item.partition(":")
            if action not in PERFORMS:
                raise ValueError(f"{text!r}: {action!r} is not a Perform action")
            try:
                worths.append((action, float(worth)))
            except ValueError:
                raise ValueError(f"{text!r}: {action}'s worth is a number") from None
        return name, tuple(worths)
    if name == "data":
        folder = Path(values)
        if not (folder / "village_board.toml").is_file():
            raise ValueError(f"{text!r}: {folder} is not a copy of assets/data")
        try:
            load_catalogue(folder)
        except (ContentError, OSError) as exc:
            raise ValueError(f"{text!r}: {exc}") from None
        return name, (str(folder.resolve()),)
    try:
        numbers = tuple(int(v) for v in values.split(","))
    except ValueError:
        raise ValueError(f"{text!r}: the values are whole numbers") from None
    if any(n < 0 or n > 20 for n in numbers):
        raise ValueError(f"{text!r}: each value is 0-20")
    if name == "coins" and not 2 <= len(numbers) <= 4:
        raise ValueError(f"{text!r}: coins for 2 to 4 seats")
    if name == "bamboo" and len(numbers) != 1:
        raise ValueError(f"{text!r}: one Bamboo count for every seat")
    return name, numbers


def pull(levers: dict[str, tuple[int, ...]]) -> None:
    """Apply `levers` in this process (a worker's initializer)."""
    if "coins" in levers:
        coins = levers["coins"]
        setup.STARTING_COINS = coins + setup.STARTING_COINS[len(coins) :]
    if "bamboo" in levers:
        setup.STARTING_BAMBOO = levers["bamboo"][0]
    if "perform" in levers and "late" in levers:  # ... from a round on
        worths.LATE_ROUND = levers["late"][0]
        worths.LATE_PERFORM_WORTH = dict(levers["perform"])
    elif "perform" in levers:  # the bots' worth of a Perform action on a card or tile
        worths.PERFORM_WORTH = {**worths.PERFORM_WORTH, **dict(levers["perform"])}
    if "overdue" in levers:  # the round from which the bots count the game overdue
        turns_left.OVERDUE_ROUND = levers["overdue"][0]
    if "means" in levers:  # from when the bots count the Exchanges a Qi space still needs
        turns_left.MEANS_ROUND = levers["means"][0]
    if "access" in levers:  # the means count only the Qi spaces whose action the seat can reach
        means.ACCESS = levers["access"][0] == "on"
    if "owncards" in levers:  # another seat's hidden cards: its own grey cards at their points
        hidden.OWN_CARDS = levers["owncards"][0] == "on"
    if "finalturn" in levers:  # a final turn in an overdue game counts no more potential
        turns_left.FINAL_TURN_OVERDUE = levers["finalturn"][0] == "on"
    if "leaders" in levers:  # late, the end guessed from the boards of the seats ahead only
        turns_left.LEADERS_END = levers["leaders"][0] == "on"
    if "leaps" in levers:  # in an overdue game the playout looks through each leap destination
        mcts.OVERDUE_LEAPS = levers["leaps"][0] == "on"
    if "placements" in levers:  # in an overdue game a placement is judged after its source
        turns.OVERDUE_PLACEMENTS = levers["placements"][0] == "on"
    if "drumwords" in levers:  # a Lion's own Drum card's battle words, in the Lion's worth
        worths.LION_DRUM_WORD_SHARE = levers["drumwords"][0]
    if "summon" in levers:  # a Lion to Summon rated without its Drum card (ruling 2)
        worths.SUMMON_WITHOUT_DRUM = levers["summon"][0] == "on"
    if "deadline" in levers:  # the round past which the margin's spread counts no turns
        turns_left.DEADLINE_ROUND = levers["deadline"][0]
    if "slippace" in levers:  # a held slip counts less while its section still holds Qi Energy
        heuristic.HELD_SLIP_PACE = levers["slippace"][0]
    if "discount" in levers:  # the bots' turns-left discount: on wins only, or on losses too
        heuristic.DISCOUNT_LOSSES = levers["discount"][0] == "all"
    if "data" in levers:  # the catalogue read from another folder (a changed copy of assets/data)
        folder = Path(levers["data"][0])
        resources.data_dir = lambda: folder
        catalogue.default_catalogue.cache_clear()


def data_changes(folder: str) -> list[str]:
    """What a `data=` lever changes: a unified diff of each catalogue file that differs from
    assets/data, for the report (so the screen can be run again from it)."""
    out = []
    for theirs in sorted(Path(folder).glob("*.toml")):
        ours = resources.data_dir() / theirs.name
        a = ours.read_text(encoding="utf-8").splitlines() if ours.is_file() else []
        b = theirs.read_text(encoding="utf-8").splitlines()
        if a != b:
            out += difflib.unified_diff(
                a, b, f"assets/data/{theirs.name}", f"lever/{theirs.name}", n=1, lineterm=""
            )
    return out


def lever_text(name: str, values: tuple) -> str:
    """A lever as it is typed: `coins=4,5,6,7`, `perform=couplets:3,amulet:3`."""
    if name == "perform":
        return "perform=" + ",".join(f"{action}:{worth:g}" for action, worth in values)
    return f"{name}={','.join(map(str, values))}"


def seed_list(text: str) -> list[int]:
    """`--seeds 250,444,1108`: chosen seeds (the long tail's, say) instead of a run of them."""
    try:
        seeds = [int(v) for v in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r}: seeds are whole numbers, comma-separated"
        ) from None
    if not seeds or any(not 0 <= v < 2**31 for v in seeds):
        raise argparse.ArgumentTypeError(f"{text!r}: each seed is 0 to 2**31 - 1")
    return seeds


def _paired(diffs: list[int]) -> tuple[float, float, float]:
    """The mean of paired differences (-1, 0 or 1 each) and its 95% interval."""
    n = len(diffs)
    mean = sum(diffs) / n if n else 0.0
    if n < 2:  # one pair says which way it went, and nothing of how sure
        return mean, -1.0, 1.0
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    half = Z * math.sqrt(var / n)
    return mean, mean - half, mean + half


def verdict(games: list[dict], players: int) -> bool | None:
    """The seat aim for `games` (`balance_targets.seat_verdict`)."""
    return seat_verdict([sum(s in g["winners"] for g in games) for s in range(players)], len(games))


def lion_rates(base: list[dict], variant: list[dict]) -> list[dict]:
    """Per Lion dealt (Lions at random): its win rate both ways and the paired difference, over the
    seats where the variant deals it too (the deal has its own random stream, so a change to the
    catalogue deals the same Lions).  A change to one Lion is screened on the seeds that deal it,
    and this says whether it moved that Lion and the Lions it met."""
    seats: dict[str, list[tuple[int, int]]] = {}
    for b, v in zip(base, variant, strict=True):
        dealt = zip(b.get("lions") or [], v.get("lions") or [], strict=False)  # old games: none
        for seat, (lion, again) in enumerate(dealt):
            if lion == again:
                seats.setdefault(lion, []).append((seat in b["winners"], seat in v["winners"]))
    rows = []
    for lion, pairs in sorted(seats.items()):
        rows.append(
            {
                "lion": lion,
                "seats": len(pairs),
                "base": wilson(sum(x for x, _ in pairs), len(pairs)),
                "variant": wilson(sum(y for _, y in pairs), len(pairs)),
                "difference": _paired([y - x for x, y in pairs]),
            }
        )
    return rows


def summary(base: list[dict], variant: list[dict], players: int) -> dict:
    """Per seat: both win rates with intervals and the paired difference; per Lion the same;
    rounds; the verdicts."""
    seats = []
    for s in range(players):
        b = [int(s in g["winners"]) for g in base]
        v = [int(s in g["winners"]) for g in variant]
        seats.append(
            {
                "seat": s + 1,
                "base": wilson(sum(b), len(b)),
                "variant": wilson(sum(v), len(v)),
                "difference": _paired([y - x for x, y in zip(b, v, strict=True)]),
            }
        )

    def rounds(games: list[dict]) -> dict:
        r = [g["rounds"] for g in games]
        long = sorted(g["seed"] for g in games if g["rounds"] > LONG_GAME)
        return {"mean": sum(r) / len(r), "past_30": len(long), "most": max(r), "long": long}

    if players == 1:  # Solo: the aims are a victory rate and the victories' scores, not seats
        return {
            "games": len(base),
            "seats": seats,
            "rounds": {"base": rounds(base), "variant": rounds(variant)},
            "solo": {"base": solo_scores(base), "variant": solo_scores(variant)},
            "verdict": {"base": None, "variant": None},
        }
    return {
        "games": len(base),
        "seats": seats,
        "lions": lion_rates(base, variant),
        "rounds": {"base": rounds(base), "variant": rounds(variant)},
        "verdict": {"base": verdict(base, players), "variant": verdict(variant, players)},
    }


def solo_scores(games: list[dict]) -> dict:
    """Solo victories' scores (docs/rulings.md 43): the median, and the share that earn Guardian,
    the top title (issue 45, item 2: the titles table must tell players apart)."""
    won = sorted(g["scores"][0] for g in games if g["winners"])
    return {
        "victories": len(won),
        "median": statistics.median(won) if won else None,
        "guardian": guardian_share(won),
    }


def _words(v: bool | None) -> str:
    return {True: "yes", False: "no", None: "not yet told from luck"}[v]


def report(command: str, fingerprint: str, levers: str, s: dict) -> str:
    """The screen as markdown."""

    def pct(t: tuple[float, float, float]) -> str:
        return f"{100 * t[0]:.1f}% ({100 * t[1]:.1f} to {100 * t[2]:.1f})"

    lines = [
        f"# Screen: {levers}",
        "",
        f"`{command}`",
        "",
        f"Fingerprint of behaviour (baseline): {fingerprint}. {s['games']} seeds, each played as the",
        "rules stand and with the levers; a shared victory counts for each winner.",
        "",
        "| seat | baseline win rate (95%) | variant win rate (95%) | paired difference (95%) |",
        "|---|---|---|---|",
    ]
    for seat in s["seats"]:
        label = "Solo victories" if "solo" in s else seat["seat"]
        lines.append(
            f"| {label} | {pct(seat['base'])} | {pct(seat['variant'])} | "
            f"{pct(seat['difference'])} |"
        )
    rb, rv = s["rounds"]["base"], s["rounds"]["variant"]
    lines += [
        "",
        f"Rounds: baseline {rb['mean']:.1f} (past 30: {rb['past_30']}, longest {rb['most']}), "
        f"variant {rv['mean']:.1f} (past 30: {rv['past_30']}, longest {rv['most']}).",
        *_long_seeds(rb, rv),
        *_solo_lines(s.get("solo")),
        "",
    ]
    if "solo" not in s:
        lines += [
            f"Every seat within ±4 points of an even share: baseline "
            f"{_words(s['verdict']['base'])}; variant {_words(s['verdict']['variant'])}.",
            "",
        ]
    if s.get("lions"):
        lines += [
            "| Lion | seats dealt | baseline win rate (95%) | variant win rate (95%) "
            "| paired difference (95%) |",
            "|---|---|---|---|---|",
            *(
                f"| {r['lion']} | {r['seats']} | {pct(r['base'])} | {pct(r['variant'])} | "
                f"{pct(r['difference'])} |"
                for r in s["lions"]
            ),
            "",
        ]
    return "\n".join(lines)


def _solo_lines(solo: dict | None) -> list[str]:
    """A Solo screen's scores: the victories' median and their share of Guardian titles."""
    if not solo:
        return []

    def words(x: dict) -> str:
        if not x["victories"]:
            return "no victories"
        return f"median {x['median']:g}, Guardian {100 * x['guardian']:.1f}%"

    return [
        "",
        f"Victories' scores: baseline {words(solo['base'])}; variant {words(solo['variant'])}.",
    ]


def _long_seeds(rb: dict, rv: dict) -> list[str]:
    """The seeds of the games past 30 rounds, to replay and study (`--seeds`)."""
    if not rb["long"] and not rv["long"]:
        return []
    seeds = {k: ", ".join(map(str, r["long"])) or "none" for k, r in (("b", rb), ("v", rv))}
    return [f"Seeds past 30 rounds: baseline {seeds['b']}; variant {seeds['v']}."]


def _play_all(pool, specs: list[tuple]) -> list[dict]:
    games = pool.map(play, specs)
    broken = [g for g in games if not g.get("ok")]
    if broken:
        raise RuntimeError(f"seed {broken[0]['seed']}: {broken[0].get('error')}")
    return games


def _baseline(pool, specs: list[tuple], known: dict, results: str | None, print_: str) -> list:
    """The baseline games of `specs` in order: stored ones taken from `known` (by seed), the rest
    played and, with a results file, added to it (they are games as the rules stand)."""
    played = iter(_play_all(pool, [spec for spec in specs if spec[2] not in known]))
    games = [known.get(spec[2]) or next(played) for spec in specs]
    if results:
        with open(results, "a", encoding="utf-8") as fh:
            for g in games:
                if g["seed"] not in known:
                    g["catalogue"] = print_
                    fh.write(json.dumps(g) + "\n")
    return games


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.screen", description=__doc__)
    who = parser.add_mutually_exclusive_group(required=True)
    who.add_argument("--players", type=whole_number(2, 4))
    who.add_argument(
        "--solo", choices=DIFFICULTIES, help="Solo at this difficulty (the bots' own Lion choice)"
    )
    parser.add_argument("--lever", action="append", type=parse_lever, required=True)
    parser.add_argument("--bots", type=bot_names(), default=["greedy"])
    parser.add_argument("--games", type=whole_number(2, 100_000), default=200)
    parser.add_argument("--seed", type=whole_number(0, 2**31), default=1)
    parser.add_argument("--draft", choices=("random", "bots"), default="random")
    parser.add_argument("--iterations", type=whole_number(0, 100_000), default=150)
    parser.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=2)
    parser.add_argument("--batch", type=whole_number(2, 10_000), default=20)
    parser.add_argument(
        "--min-games", type=whole_number(2, 100_000), default=60, help="seeds before stopping early"
    )
    parser.add_argument(
        "--seeds", type=seed_list, default=None, help="these seeds, all of them (not --seed on)"
    )
    parser.add_argument("--out", type=output_file, default=None)
    parser.add_argument(
        "--results", type=results_file, default=None, help="stored games: the baseline's, reused"
    )
    args = parser.parse_args(argv)
    levers = dict(args.lever)
    if "late" in levers and "perform" not in levers:
        parser.error("argument --lever: late=R says from which round a perform= lever counts")
    bot = args.bots[0]
    players = 1 if args.solo else args.players
    extra = ("random",) if args.draft == "random" and not args.solo else ()
    ctx = get_context("spawn")
    base: list[dict] = []
    variant: list[dict] = []
    began = time.monotonic()
    chosen = args.seeds or list(range(args.seed, args.seed + args.games))
    # the balance report's spec, so a stored game of its runs is this seed's baseline
    every = [(bot, players, s, None, args.solo, args.iterations, *extra) for s in chosen]
    prints = {solo: catalogue_fingerprint(solo) for solo in (False, True)}
    known = {r["seed"]: r for r in stored(args.results, every, prints)} if args.results else {}
    if known:
        print(f"{len(known)} baseline games taken from {args.results}", flush=True)
    with ctx.Pool(args.workers) as plain, ctx.Pool(args.workers, pull, (levers,)) as pulled:
        while len(base) < len(chosen):
            specs = every[len(base) : len(base) + args.batch]
            base += _baseline(plain, specs, known, args.results, prints[players == 1])
            variant += _play_all(pulled, specs)
            s = summary(base, variant, players)
            rates = " ".join(f"{100 * x['variant'][0]:.0f}" for x in s["seats"])
            print(
                f"{len(base)} seeds, {time.monotonic() - began:.0f} s: variant seats {rates}%, "
                f"verdict {_words(s['verdict']['variant'])}",
                flush=True,
            )
            decided = s["verdict"]["variant"] is not None
            if not args.seeds and len(base) >= args.min_games and decided:
                break  # decided: the rest of the seeds would not change the answer
    s = summary(base, variant, players)
    shown = " ".join(lever_text(k, v) for k, v in levers.items())
    command = "python -m game.tools.screen " + " ".join(sys.argv[1:] if argv is None else argv)
    if args.out:
        text = report(command, recorded_fingerprint(), shown, s)
        if "data" in levers:
            diff = data_changes(levers["data"][0])
            text += "\nThe catalogue lever, against assets/data:\n\n```diff\n" + "\n".join(diff)
            text += "\n```\n"
        with open(args.out, "w", encoding="utf-8") as fh:
            fh.write(text)
    print(json.dumps({"levers": shown, **s}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
