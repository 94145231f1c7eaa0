"""The words of the daily Nian (issue 43, item 4): the title menu's note under its entry and the
scores screen's line after a daily game.

The session works out a day's standing (`game.session.daily.standing`); its value, `Standing`, is
declared here beside its words because the text layer sits beneath the session (DESIGN.md: arrows
point down): it holds no words, only what the words need.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from game.i18n import _, ngettext

from .saves import MONTHS


@dataclass(frozen=True)
class Standing:
    """A player's daily Nian on `day`: how many of that day's games were finished, the best score
    of its victories (None when none was won: "only victories are scored"), and the streak of
    days with a finished daily game up to `day` (or up to the day before, while `day`'s is not
    yet played)."""

    day: date
    played: int = 0
    best: int | None = None
    streak: int = 0


def day_name(day: date) -> str:
    """A calendar date as the saves list writes one: "5 Dec 2026"."""
    return _("{day} {mon} {year}").format(day=day.day, mon=_(MONTHS[day.month - 1]), year=day.year)


def best_text(standing: Standing) -> str:
    """The day's result: "best today 87", "no victory yet today", or "not played yet"."""
    if standing.best is not None:
        return _("best today {score}").format(score=standing.best)
    if standing.played:
        return _("no victory yet today")
    return _("not played yet")


def streak_text(streak: int) -> str:
    """ "streak: 3 days", or "no streak" before the first day."""
    if not streak:
        return _("no streak yet")
    return ngettext("streak: {n} day", "streak: {n} days", streak).format(n=streak)


def menu_note(standing: Standing) -> tuple[str, str]:
    """The title menu's two lines beside "Daily Nian": today's date and best, then the streak."""
    return (
        _("{date} · {best}").format(date=day_name(standing.day), best=best_text(standing)),
        ngettext("Streak: {n} day", "Streak: {n} days", standing.streak).format(n=standing.streak)
        if standing.streak
        else _("No streak yet"),
    )


def scores_line(standing: Standing, code: str) -> str:
    """The scores screen's line after a daily game: the day, its best, the streak and the code."""
    return _("Daily Nian of {date}: {best}, {streak}. Share the day's code: {code}").format(
        date=day_name(standing.day),
        best=best_text(standing),
        streak=streak_text(standing.streak),
        code=code,
    )
