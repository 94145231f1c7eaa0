"""The daily Nian (issue 43, item 4): one Solo game a day, dealt from the date, the same for everyone.

The day is the **local calendar date** of the computer (`today`): a game started at 23:59 is that
day's, even when it is finished after midnight.  The day's game is

* a Solo game (rulebook, "Solo Mode") at **normal** difficulty on the **first-game** layout, the
  Lions drafted as the rulebook says ("row"), no Character draft;
* dealt from the seed `seeds.daily_seed(day)` (a fixed hash of the date, so two machines agree);
* shared by its deal code (`deal_codes.encode`), the day's code: a friend who types it plays the
  same deal.

A finished game is the day's Nian when it is a Solo game of exactly the day's configuration,
started that day (`day_of`), whether it was started from the title menu's "Daily Nian" or from the
day's code typed in a new game; its record's summary says so with a `daily` date (docs/records.md).

A day's **best** is the best score of that day's victories (Solo: "only victories are scored"; a
defeat scores nothing).  The **streak** is the number of consecutive days, each with at least one
finished daily game — a victory or a defeat: playing the day's Nian keeps the streak — up to the
day asked about, or up to the day before while that day's is not yet played (so a streak is not
lost in the morning).  Both are worked out from the game records (`records.scan`): nothing else is
stored, and a damaged record is left out of them as the History screen leaves it out of its list.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from game.core import Config
from game.text.daily import Standing

from . import deal_codes, seeds

#: the daily game's settings: the same for everyone, every day
DIFFICULTY = "normal"
LAYOUT = "first-game"


def today() -> date:
    """The local calendar date (the daily Nian's day)."""
    return date.today()


def config_for(day: date) -> Config:
    """The configuration of `day`'s daily Nian (one player, so the first player is seat 0)."""
    return Config(
        players=1,
        seed=seeds.daily_seed(day),
        layout=LAYOUT,
        character_draft=False,
        lion_draft="row",
        first_player=0,
        difficulty=DIFFICULTY,
    )


def code_for(day: date) -> str:
    """The day's code to share: the deal code of `day`'s game."""
    return deal_codes.encode(config_for(day))


def day_of(config: Config, started: date) -> date | None:
    """The day whose daily Nian a game of `config` started on `started` is, or None when it is
    another game."""
    return started if config == config_for(started) else None


def started_on(name: str) -> date | None:
    """The day a game started, from its save's (and record's) name "YYYYmmdd-HHMMSS-xxxxxx.json"
    (`autosave.Autosave.new`); None for a name not made so."""
    try:
        return datetime.strptime(name[:15], "%Y%m%d-%H%M%S").date()
    except ValueError:
        return None


@dataclass(frozen=True)
class Result:
    """One finished daily game: its day, the score it made (0 for a defeat) and whether it won."""

    day: date
    score: int
    won: bool


def results(summaries: Iterable) -> list[Result]:
    """The daily games among the records' summaries (`records.Summary`, those with a `daily`)."""
    found = []
    for s in summaries:
        if s.daily:
            won = s.scored and s.won
            found.append(Result(date.fromisoformat(s.daily), s.score if won else 0, won))
    return found


def standing(games: Iterable[Result], day: date) -> Standing:
    """`day`'s standing: games finished that day, the best victory's score, and the streak."""
    played = [g for g in games if g.day <= day]
    that_day = [g for g in played if g.day == day]
    wins = [g.score for g in that_day if g.won]
    days = {g.day for g in played}
    streak = 0
    d = day if day in days else day - timedelta(days=1)
    while d in days:
        streak += 1
        d -= timedelta(days=1)
    return Standing(day, len(that_day), max(wins) if wins else None, streak)
