"""A day's daily Nian standing from the game records (issue 43, item 4): the title menu's note and
the scores screen's line.  Apart from `daily` because the records mark their daily games with it
(`records` imports `daily`; this module imports both)."""

from __future__ import annotations

from datetime import date

from game.text.daily import Standing

from . import daily, records


def standing_on(day: date) -> Standing:
    """`day`'s standing from the game records (the title menu's note)."""
    found, _problems = records.scan()
    return daily.standing(daily.results(found), day)


def after(match) -> tuple[Standing, str] | None:
    """The standing after the finished `match` and the day's code, or None when it was not a daily
    Nian.  Its own record is read from the records when it was kept there, else its outcome is
    counted as it stands (a record that could not be written)."""
    outcome = match.game.state.outcome
    name = getattr(getattr(match.autosave, "path", None), "name", "")
    day = daily.day_of(match.config, daily.started_on(name) or daily.today())
    if day is None or outcome is None or match.chapter:
        return None
    found, _problems = records.scan()
    games = daily.results(s for s in found if s.path.name != name)
    won = outcome.scored and bool(outcome.winners)
    games.append(daily.Result(day, outcome.scores[0] if won else 0, won))
    return daily.standing(games, day), daily.code_for(day)
