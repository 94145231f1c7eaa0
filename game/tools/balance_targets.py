"""The targets of the balance tuning (issues 6 and 45) and how a report judges them: every figure
against its aim, "yes", "no", or "not yet told from luck" where the games so far cannot tell.

A win rate over n games is known to its 95% Wilson interval (`_margin`); a Lion or Character board
is judged only once it has `JUDGE_MIN_GAMES` games.  Solo has two kinds of aims: how often Strong wins
at each difficulty, and (issue 45, docs/rulings.md 43) how the victories spread over the rulebook's
titles: Strong's Normal victories with a median score in the Nian Bane / Awakened Lion bands and few
Guardians, Greedy's lower, and five titles or more in all.
"""

from __future__ import annotations

import math
import statistics

from game.core.catalogue import default_catalogue
from game.core.solo import DIFFICULTIES, TITLES

#: The tuning targets of the balance issue, for Strong self-play.
SEAT_RANGE_2P = (0.45, 0.55)
SPREAD = 0.07  # every Lion and Character board within this of the mean win rate
#: A Lion or board played in fewer games than this is named in the report but not judged: its win
#: rate's 95% margin is over ±20 points (the bots' draft passes some Lions over almost always)
JUDGE_MIN_GAMES = 20
ROUNDS_RANGE = (10, 20)
CARD_SHARE_MAX = 0.80  # of winners' decks holding one Drum card
SOLO_AIMS = {"easy": 0.85, "normal": 0.60, "hard": 0.30}
#: Issue 45's aims at 3 and 4 players, and for the long tail
SEAT_SPREAD = 0.04  # every seat within this of an even share of the wins
LONG_GAME = 30  # rounds: a game past this is the long tail (none in the 2-player run)
Z = 1.96  # the 95% intervals
#: Issue 45's aims for the Solo titles (rulebook, "Titles by final score")
SOLO_STRONG_NORMAL_MEDIAN = (46, 53)
SOLO_GUARDIAN_MAX = 0.15  # of Strong's Normal victories
SOLO_GREEDY_MEDIAN = (38, 45)  # Greedy's victories at every difficulty together
SOLO_TITLES_MIN = 5  # different titles earned across the bots and difficulties


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def wilson(wins: int, n: int) -> tuple[float, float, float]:
    """A win rate and its 95% interval (Wilson's: honest for few games and for rates near 0 or 1,
    where the normal approximation's interval shrinks to nothing)."""
    if not n:
        return 0.0, 0.0, 1.0
    p, z2 = wins / n, Z * Z
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return p, centre - half, centre + half


def guardian_share(scores: list[int]) -> float:
    """The share of Solo victories, by their scores, that earn Guardian, the top title."""
    return sum(1 for s in scores if s >= TITLES[0][0]) / len(scores) if scores else 0.0


def seat_verdict(wins: list[int], n: int) -> bool | None:
    """Issue 45's seat aim for `n` games with `wins` by seat: True when every seat's interval lies
    within ±4 points of an even share, False when one lies wholly outside, None (not yet told from
    luck) otherwise."""
    share = 1 / len(wins)
    inside = True
    for won in wins:
        _p, low, high = wilson(won, n)
        if high < share - SEAT_SPREAD or low > share + SEAT_SPREAD:
            return False
        inside = inside and share - SEAT_SPREAD <= low and high <= share + SEAT_SPREAD
    return True if inside else None


def _margin(rate: float, n: int) -> float:
    """Half the width of the 95% Wilson interval around a win rate measured over n games: how far
    the true rate may lie from the measured one by the luck of the draw alone."""
    if n <= 0:
        return 1.0
    z = 1.96
    spread = z * math.sqrt(rate * (1 - rate) / n + z * z / (4 * n * n))
    return spread / (1 + z * z / n)


def _with_margin(rate: float, n: int) -> str:
    return f"{_pct(rate)} ±{100 * _margin(rate, n):.0f}"


def _spread(rates: dict[str, tuple[int, float]]) -> tuple[float, dict, list[str]]:
    """The mean win rate over every seat of every game (each Lion or board weighted by its games),
    the rates judged against it (those with at least JUDGE_MIN_GAMES games), and the names left
    unjudged."""
    games = sum(n for n, _ in rates.values())
    mean = sum(n * r for n, r in rates.values()) / games if games else 0.0
    judged = {k: v for k, v in rates.items() if v[0] >= JUDGE_MIN_GAMES}
    return mean, judged, [k for k in rates if k not in judged]


def _spread_verdict(mean: float, judged: dict[str, tuple[int, float]]) -> bool | None:
    """Is every judged Lion (or board) within `SPREAD` of the mean?  True when every measured rate
    is; False when one lies outside by more than its own 95% margin (outside whatever the luck of
    the draw); None when those outside could still be inside by luck alone: not yet told, so more
    games are needed before the target can be called met or missed."""
    if not judged:
        return False
    outside = [(n, r) for n, r in judged.values() if abs(r - mean) > SPREAD]
    if not outside:
        return True
    if any(abs(r - mean) - _margin(r, n) > SPREAD for n, r in outside):
        return False
    return None


#: `--stop-when-decided` looks at a run this often (games of one bot and player count): few looks,
#: so that stopping at the first interval that happens to decide favours no verdict
STOP_LOOK = 100


def decided(s: dict, players: int, lions: list[str], boards: list[str]) -> str | None:
    """Why a run of one bot and player count (its `balance.summarize` figures `s`) may stop early:
    its aims judged by interval (every seat at 3 and 4 players; every Lion and every Character
    board) are all told, every Lion and board judged, or one is already missed (the rules must
    change before more games say anything).  None while more games are needed."""
    n = s["completed"]
    verdicts = {}
    if players > 2:
        verdicts["seats"] = seat_verdict([round(r * n) for r in s["seat"]], n)
    for what, rates, every in (("Lions", s["lions"], lions), ("boards", s["characters"], boards)):
        mean, judged, unjudged = _spread(rates)
        verdict = _spread_verdict(mean, judged)
        if verdict is not False and (unjudged or any(k not in rates for k in every)):
            verdict = None
        verdicts[what] = verdict
    missed = [k for k, v in verdicts.items() if v is False]
    if missed:
        return f"missed after {n} games: {', '.join(missed)}"
    if all(v is True for v in verdicts.values()):
        return f"met after {n} games: {', '.join(verdicts)}"
    return None


def targets(summary: dict[tuple[str, int], dict]) -> list[tuple[str, str, bool | None]]:
    """The tuning targets for Strong self-play (or the strongest bot in the report): (target,
    measured, met), met None where the games so far cannot tell (`_spread_verdict`)."""
    if not summary:  # a Solo-only run
        return []
    bot = "strong" if any(b == "strong" for b, _ in summary) else sorted({b for b, _ in summary})[0]
    return [
        row[1:]
        for (b, n), s in sorted(summary.items())
        if b == bot and s["completed"]
        for row in count_targets(bot, n, s)
    ]


#: The kinds of target `count_targets` judges, in the order of its rows
TARGET_KINDS = ("seats", "Lion", "Character board", "rounds", "long tail", "Drum card")


def count_targets(bot: str, n: int, s: dict) -> list[tuple[str, str, str, bool | None]]:
    """The targets of one bot at one player count, from its `balance.summarize` figures `s`: (kind
    of `TARGET_KINDS`, target, measured, met), met None where the games so far cannot tell."""
    cat = default_catalogue()
    all_lions, all_chars = [x.name for x in cat.lions], [x.name for x in cat.characters]
    rows: list[tuple[str, str, str, bool | None]] = []
    if n == 2:
        lo, hi = SEAT_RANGE_2P
        seats = s["seat"]
        rows.append(
            (
                "seats",
                f"{bot}, 2 players: each seat wins 45–55%",
                " / ".join(_pct(x) for x in seats),
                all(lo <= x <= hi for x in seats),
            )
        )
    else:
        wins = [round(r * s["completed"]) for r in s["seat"]]
        rows.append(
            (
                "seats",
                f"{bot}, {n} players: every seat within ±4 points of an even share ({_pct(1 / n)})",
                " / ".join(_with_margin(r, s["completed"]) for r in s["seat"]),
                seat_verdict(wins, s["completed"]),
            )
        )
    for what, rates, every in (
        ("Lion", s["lions"], all_lions),
        ("Character board", s["characters"], all_chars),
    ):
        mean, judged, unjudged = _spread(rates)
        measured = f"none with {JUDGE_MIN_GAMES} games yet" if not judged else ""
        if judged:
            far = sorted(judged.items(), key=lambda kv: -abs(kv[1][1] - mean))
            outside = [(k, v) for k, v in far if abs(v[1] - mean) > SPREAD]
            shown = outside or far[:1]
            measured = ("outside: " if outside else "furthest: ") + ", ".join(
                f"{k} {_with_margin(r, g)}" for k, (g, r) in shown
            )
        missing = [k for k in every if k not in rates]
        if unjudged or missing:
            few = ", ".join(f"{k} ({rates[k][0]})" for k in unjudged)
            measured += f"; {len(judged)} of {len(every)} judged"
            if few:
                measured += f"; fewer than {JUDGE_MIN_GAMES} games: {few}"
            if missing:
                measured += f"; never played: {', '.join(missing)}"
        rows.append(
            (
                what,
                f"{bot}, {n} players: every {what} within ±7 points of the mean ({_pct(mean)})",
                measured,
                _spread_verdict(mean, judged),
            )
        )
    lo, hi = ROUNDS_RANGE
    rows.append(
        (
            "rounds",
            f"{bot}, {n} players: games last 10–20 rounds",
            f"mean {s['mean_rounds']:.1f} (range {s['rounds_range'][0]}–{s['rounds_range'][1]})",
            lo <= s["mean_rounds"] <= hi,
        )
    )
    if n == 2:
        rows.append(
            (
                "long tail",
                f"{bot}, 2 players: no game past {LONG_GAME} rounds",
                f"{s['long_games']} of {s['completed']} (the longest {s['rounds_range'][1]})",
                s["long_games"] == 0,
            )
        )
    top = max(s["cards"].items(), key=lambda kv: kv[1][2], default=None)
    if top:
        rows.append(
            (
                "Drum card",
                f"{bot}, {n} players: no Drum card in more than 80% of winners' decks",
                f"most: {top[0]} in {_pct(top[1][2])}",
                top[1][2] <= CARD_SHARE_MAX,
            )
        )
    return rows


def solo_targets(solo: dict[tuple[str, str], dict]) -> list[tuple[str, str, bool]]:
    """Issue 6's aims for Solo (Strong, or the strongest bot run): victories near Easy 85%, Normal
    60%, Hard 30%.  "Near" is met when the aim lies inside the measured rate's 95% margin."""
    bots = {b for b, _ in solo}
    bot = "strong" if "strong" in bots else min(bots, default="")
    rows = []
    for diff in DIFFICULTIES:
        s = solo.get((bot, diff))
        if not s or not s["completed"]:
            continue
        rate, aim, n = s["rate"], SOLO_AIMS[diff], s["completed"]
        rows.append(
            (
                f"{bot}, Solo {diff}: victories near {_pct(aim)}",
                _with_margin(rate, n),
                abs(rate - aim) <= _margin(rate, n),
            )
        )
    return rows


def _median(scores: list[int]) -> float:
    return statistics.median(scores) if scores else 0.0


def title_targets(solo: dict[tuple[str, str], dict]) -> list[tuple[str, str, bool]]:
    """Issue 45's aims for the titles, from the victories' scores (`summarize_solo`'s "scores"):
    each is judged on the runs present (a bot or difficulty not run is left out)."""
    rows = []
    normal = solo.get(("strong", "normal"))
    if normal and normal["scores"]:
        lo, hi = SOLO_STRONG_NORMAL_MEDIAN
        median = _median(normal["scores"])
        rows.append(
            (
                f"strong, Solo normal: victories' median score {lo}–{hi}",
                f"median {median:g} over {len(normal['scores'])} victories",
                lo <= median <= hi,
            )
        )
        guardian = guardian_share(normal["scores"])
        rows.append(
            (
                f"strong, Solo normal: Guardian in at most {_pct(SOLO_GUARDIAN_MAX)} of victories",
                _pct(guardian),
                guardian <= SOLO_GUARDIAN_MAX,
            )
        )
    greedy = [s for (b, _), v in solo.items() if b == "greedy" for s in v["scores"]]
    if greedy:
        lo, hi = SOLO_GREEDY_MEDIAN
        median = _median(greedy)
        rows.append(
            (
                f"greedy, Solo (every difficulty): victories' median score {lo}–{hi}",
                f"median {median:g} over {len(greedy)} victories",
                lo <= median <= hi,
            )
        )
    titles = {t for v in solo.values() for t, _ in v["titles"]}
    if titles:
        rows.append(
            (
                f"Solo victories earn at least {SOLO_TITLES_MIN} different titles",
                f"{len(titles)} of {len(TITLES)}",
                len(titles) >= SOLO_TITLES_MIN,
            )
        )
    return rows
