"""The words of the game history (issue 43, item 1): why a game record cannot be read, the kinds of
game the History screen filters by, a record's result, and a player's totals.

The session finds the problems (`game.session.records`) and this module words them.  Their kinds
(`RecordFault`) and the value carrying them (`RecordProblem`) are declared here, beside their
words, because the text layer sits beneath the session (DESIGN.md: arrows point down), as
`game.text.saves` does for the saves.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.i18n import N_, _, name, ngettext, pgettext

from .names import seat_name


class RecordFault(enum.StrEnum):
    """Why a game record cannot be read.  The comment on each says what `RecordProblem.detail`
    holds."""

    UNREADABLE = "unreadable"  # cannot be read (a folder, too large...): words naming the file
    NOT_JSON = "not_json"  # it is not JSON (truncated, overwritten): the parser's words
    NOT_A_RECORD = "not_a_record"  # JSON, but not a Lionwake game record
    NEWER = "newer"  # written by a newer Lionwake: its format version
    OLDER = "older"  # a format version no Lionwake wrote (below 1, or not a number): its repr
    DAMAGED = "damaged"  # its summary is damaged: what is wrong
    GAME = "game"  # its game does not replay, or not to its summary: the engine's words
    NOT_JSON_FILE = "not_json_file"  # not a .json file (dropped onto the window, issue 43 item 5)


@dataclass(frozen=True)
class RecordProblem:
    """Why the record `file` cannot be read (`kind`), with the detail its words need."""

    kind: RecordFault
    file: str
    detail: str = ""
    reads: int = 0  # NEWER: the record format this Lionwake reads


_PROBLEMS: dict[RecordFault, str] = {
    RecordFault.NOT_JSON: N_("{file} is damaged (it may be truncated): {why}"),
    RecordFault.NOT_A_RECORD: N_("{file} is not a Lionwake game record"),
    RecordFault.NEWER: N_(
        "{file} was written by a newer Lionwake (record format {why}; this version reads {ours})"
    ),
    RecordFault.OLDER: N_("{file} has an unknown record format {why}"),
    RecordFault.DAMAGED: N_("{file} has a damaged summary: {why}"),
    RecordFault.GAME: N_("{file} holds a game that cannot be replayed: {why}"),
    RecordFault.NOT_JSON_FILE: N_("{file} is not a game record: records are .json files"),
}


def problem_text(problem: RecordProblem) -> str:
    """Why a record cannot be read: "20260101-120000-ab12cd.json is not a Lionwake game record".
    A file that cannot be read at all is said in `game.userfiles`' words, which name it."""
    if problem.kind is RecordFault.UNREADABLE:
        return problem.detail
    return _(_PROBLEMS[problem.kind]).format(
        file=problem.file, why=problem.detail, ours=problem.reads
    )


def not_kept_text(why: str) -> str:
    """A finished game whose record could not be written (the game goes on all the same)."""
    return _("The finished game could not be kept in the history: {why}").format(why=why)


# --- the History screen -----------------------------------------------------------------------------

#: the History screen's filter, in its order: (key, words); "" is every game
KIND_FILTERS = (
    ("", N_("All games")),
    ("table", N_("Hot-seat")),
    ("solo", N_("Solo")),
    ("campaign", N_("Campaign")),
)
#: the History screen's orders: (key, words)
ORDERS = (("date", N_("Newest first")), ("score", N_("Best score first")))


def result_text(winners: tuple[int, ...], solo: bool, title: str) -> str:
    """A record's result in a few words: "Azure won", "Crimson and Gold shared the victory",
    Solo "Victory: Guardian" or "Defeat"."""
    if solo:
        if not winners:
            return _("Defeat")
        return _("Victory: {title}").format(title=_(title)) if title else _("Victory")
    if not winners:
        return _("No winner")
    names = pgettext("list", " and ").join(seat_name(s) for s in winners)
    if len(winners) > 1:
        return _("{names} shared the victory").format(names=names)
    return _("{names} won").format(names=names)


def games_text(n: int) -> str:
    return ngettext("{n} game", "{n} games", n).format(n=n)


def wins_text(wins: int, games: int) -> str:
    """ "7 wins of 12 games" (the people at this computer)."""
    return ngettext("{wins} win of {games}", "{wins} wins of {games}", wins).format(
        wins=wins, games=games_text(games)
    )


def counted(names: dict[str, int]) -> str:
    """ "Tiger Lion 3, Crane Lion 1", most first; component names translated; "—" when none."""
    if not names:
        return "—"
    order = sorted(names.items(), key=lambda kv: (-kv[1], kv[0]))
    return pgettext("list", ", ").join(f"{name(k)} {n}" for k, n in order)


def titles_counted(titles: dict[str, int]) -> str:
    """The Solo titles earned, most first ("Guardian 2, Hero 1"); "—" when none."""
    if not titles:
        return "—"
    order = sorted(titles.items(), key=lambda kv: (-kv[1], kv[0]))
    return pgettext("list", ", ").join(f"{_(k)} {n}" for k, n in order)
