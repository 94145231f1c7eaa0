"""The words of the saved games (issue 8, Autosave and Continue; issue 39, the player's files): a
row of the Saved games list (when, what kind of game, who sits where) and why a save cannot be taken
up, and what became of its file.

The session finds the problems (`game.session.autosave`) and this module words them.  Their kinds
(`SaveFault`) and the values carrying them (`SaveProblem`, `SaveNotice`) are declared here, beside
their words, because the text layer sits beneath the session (DESIGN.md: arrows point down): they
hold no words, only what the words need.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol

from game.i18n import N_, _, pgettext

from .names import SHORT_NAMES, difficulty_name, seat_label, seat_name


class SaveFault(enum.StrEnum):
    """Why a save cannot be used.  The comment on each says what `SaveProblem.detail` holds."""

    ENGINE = "engine"  # the engine refused it (`game.core.save`): its `SaveError`'s words, whole
    NO_TABLE = "no_table"  # no "ui" block: nothing says who sits at the table
    TABLE_FORMAT = "table_format"  # the "ui" block's version is no version: its repr
    NEWER_TABLE = "newer_table"  # the "ui" block is newer than this Lionwake reads: its version
    DAMAGED_TABLE = "damaged_table"  # the "ui" block or the snapshot's round is damaged: what
    FINISHED = "finished"  # its snapshot says the game is over (Lionwake never keeps one)
    GAME_FILES = "game_files"  # the game's own files are damaged (`ContentError`'s words)


@dataclass(frozen=True)
class SaveProblem:
    """Why the save `file` cannot be used (`kind`), with the detail its words need."""

    kind: SaveFault
    file: str
    detail: str = ""
    reads: int = 0  # NEWER_TABLE: the "ui" version this Lionwake reads


@dataclass(frozen=True)
class SaveNotice:
    """What the player is told about a save that cannot be used: its `problem`, and what became
    of the file — moved aside as `aside`, or not moved (`error` says why).  With neither, the file
    stays where it is and the problem is the whole notice."""

    problem: SaveProblem
    aside: str = ""  # the name the file was moved aside as
    error: str = ""  # why it could not be moved aside


_PROBLEMS: dict[SaveFault, str] = {
    SaveFault.NO_TABLE: N_("{file} does not say who sits at the table"),
    SaveFault.TABLE_FORMAT: N_("{file} has an unknown table format {version}"),
    SaveFault.NEWER_TABLE: N_(
        "{file} was saved by a newer Lionwake (table format {version}; this version reads {ours})"
    ),
    SaveFault.DAMAGED_TABLE: N_("{file} has a damaged table: {why}"),
    SaveFault.FINISHED: N_(
        "{file} says its game is over, but Lionwake never keeps a finished game's save"
    ),
    SaveFault.GAME_FILES: N_(
        "{file} cannot be opened while the game's own files are damaged ({why}); the save "
        "is kept as it is."
    ),
}


def problem_text(problem: SaveProblem) -> str:
    """Why a save cannot be used: "20260101-120000-ab12cd.json does not say who sits at the
    table".  The engine's refusals are its own words."""
    if problem.kind is SaveFault.ENGINE:
        return problem.detail
    return _(_PROBLEMS[problem.kind]).format(
        file=problem.file, version=problem.detail, why=problem.detail, ours=problem.reads
    )


def notice_text(notice: SaveNotice) -> str:
    """The notice about a save that cannot be used: why, and where the file went."""
    why = problem_text(notice.problem)
    if notice.aside:
        return _("A saved game could not be opened: {why}. It was moved aside as {file}.").format(
            why=why, file=notice.aside
        )
    if notice.error:
        return _("A saved game could not be opened ({why}), nor moved aside ({error}).").format(
            why=why, error=notice.error
        )
    return why


# --- a row of the Saved games list ----------------------------------------------------------------

#: month abbreviations as `datetime` writes them (%b), marked for the catalogue
MONTHS = (
    N_("Jan"),
    N_("Feb"),
    N_("Mar"),
    N_("Apr"),
    N_("May"),
    N_("Jun"),
    N_("Jul"),
    N_("Aug"),
    N_("Sep"),
    N_("Oct"),
    N_("Nov"),
    N_("Dec"),
)


class Listed(Protocol):
    """What a row says of a save (`game.session.autosave.SaveInfo`)."""

    @property
    def saved(self) -> datetime: ...
    @property
    def seats(self) -> Sequence[str]: ...
    @property
    def difficulty(self) -> str: ...
    @property
    def chapter(self) -> int: ...


def when(info: Listed) -> str:
    """When the save was written: "3 Jan 2026, 14:07"."""
    return _("{day} {mon} {year}, {time}").format(
        day=info.saved.day,
        mon=_(MONTHS[info.saved.month - 1]),
        year=info.saved.year,
        time=f"{info.saved:%H:%M}",
    )


def who(info: Listed) -> str:
    """Every seat with who plays it: "Crimson (Human), Azure (Greedy computer)", a computer seat
    named as the table names it (`names.seat_label`)."""
    return pgettext("list", ", ").join(
        _("{seat} ({kind})").format(seat=seat_name(s), kind=_(SHORT_NAMES[k]))
        if k == "human" or k not in SHORT_NAMES
        else seat_label(s, k)
        for s, k in enumerate(info.seats)
    )


def what(info: Listed) -> str:
    """The kind of game: a campaign chapter, a solo difficulty, or a hot-seat table."""
    if info.chapter:
        return _("Campaign, chapter {n}").format(n=info.chapter)
    if len(info.seats) == 1:
        return _("Solo, {difficulty}").format(difficulty=difficulty_name(info.difficulty))
    return _("Hot-seat, {n} players").format(n=len(info.seats))
