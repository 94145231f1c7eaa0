"""The solo campaign: eight chapters against the Nian beast, and the player's progress through them.

Each chapter is a level in levels/campaign/ (a village layout for Solo Mode whose map properties give
its number, name, difficulty, story text and twists: a given Lion, Scorched Earth already down, fewer
Fear cards).  Chapters unlock in order.  Progress — chapters completed, best score and best title per
chapter, every title ever earned (in a campaign chapter or a lone Solo game), achievements — is kept
per user (platformdirs) in progress.json, written atomically (a temporary file, then os.replace) so a
crash mid-save loses nothing.  A file that cannot be used — damaged, newer, unreadable, a folder, too
large — is moved aside as ``progress.json.damaged-<time>`` (`game.userfiles`) and a fresh record
starts with a `ProgressProblem` saying so (worded by `game.text.campaign`); the game goes on.  One
that cannot even be moved aside is left as it is and never written over: the fresh record is kept in
memory only, and its problem says so (issue 39, item 2).  A chapter's twists are worded by
`game.text.campaign.twist_text`.

Titles are stored as their English keys (`title_key`: "Guardian"), the same in every language, and
translated only where they are shown.  A file from before that may hold a translated title: it is
read back to its key where a catalogue knows it (`game.text.campaign.as_title_key`).  "titles_earned"
came later than version 1 without a new version: a file without it still loads (its titles are the
chapters' best), and an older Lionwake ignores it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from game.core.errors import ContentError
from game.core.save import write_atomic
from game.core.solo import TITLES
from game.resources import levels_dir
from game.text.campaign import (
    ProgressFault,
    ProgressProblem,
    as_title_key,
    not_written_text,
)
from game.userfiles import UserFileError, move_aside, read_bytes, user_data_dir


def title_key(score: int) -> str:
    """The title `score` earns (rulebook, "Titles by final score") as its English key, the same in
    every language: what progress stores and achievements test.  Show it with `_()`."""
    return next(t for low, t in TITLES if score >= low)


FORMAT = "lionwake-progress"
VERSION = 1


@dataclass(frozen=True)
class Chapter:
    number: int
    layout: str  # level name for Config.layout
    name: str
    difficulty: str
    text: str
    twists: dict  # its level's "lion", "scorched", "fear_cards" (`game.text.campaign.twist_text`)
    problem: str = ""  # why its level file cannot be played (it is listed, marked, not playable)


def chapters() -> list[Chapter]:
    """Every chapter in levels/campaign, in order (read from the level files).

    A chapter whose level cannot be played (damaged, or a property of the wrong kind) is still
    listed, numbered from its file name, with `problem` naming the file and the field; the others
    are played as ever (issue 39)."""
    out = []
    for path in sorted(levels_dir("campaign").glob("chapter-*.tmx")):
        try:
            out.append(_chapter(path))
        except ContentError as exc:
            number = path.stem.rpartition("-")[2]
            out.append(
                Chapter(
                    number=int(number) if number.isdigit() else 0,
                    layout=f"campaign/{path.stem}",
                    name=path.stem,
                    difficulty="normal",
                    text="",
                    twists={},
                    problem=str(exc),
                )
            )
    seen: set[int] = set()
    for i, ch in enumerate(out):
        if ch.number in seen and not ch.problem:
            out[i] = replace(
                ch, problem=f"{ch.layout}.tmx: map, field 'chapter': {ch.number} is used twice"
            )
        seen.add(ch.number)
    return sorted(out, key=lambda c: (c.number, c.layout))


def _chapter(path: Path) -> Chapter:
    """One chapter from its level file (`ContentError` naming the file and the field)."""
    from game.core import Config
    from game.core.catalogue import SOLO_DIFFICULTIES, default_catalogue
    from game.core.engine import layout_for

    file = path.name
    layout_name = f"campaign/{path.stem}"
    props = layout_for(Config(players=1, layout=layout_name)).properties

    def fail(fld: str, problem: str) -> ContentError:
        return ContentError(file, "map", fld, problem)

    number = props.get("chapter")
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= 99:
        raise fail("chapter", "must be a whole number from 1 to 99")
    difficulty = props.get("difficulty", "normal")
    if difficulty not in SOLO_DIFFICULTIES:
        raise fail("difficulty", f"must be one of {SOLO_DIFFICULTIES}, not {difficulty!r}")
    twists = {k: props[k] for k in ("lion", "scorched", "fear_cards") if k in props}
    lion = twists.get("lion")
    if lion is not None:
        lions = {c.id for c in default_catalogue().lions}
        if not isinstance(lion, str) or lion not in lions:
            raise fail("lion", f"{lion!r} is not a Lion of the game")
    fear = twists.get("fear_cards")
    if fear is not None:
        most = len(default_catalogue().fear)
        if not isinstance(fear, int) or isinstance(fear, bool) or not 0 <= fear <= most:
            raise fail("fear_cards", f"must be a whole number from 0 to {most}")
    if "scorched" in twists and not isinstance(twists["scorched"], (int, str)):
        raise fail("scorched", 'must be placement orders such as "3,7"')
    return Chapter(
        number=number,
        layout=layout_name,
        name=str(props.get("name", path.stem)),
        difficulty=difficulty,
        text=str(props.get("text", "")),
        twists=twists,
    )


@dataclass
class ChapterRecord:
    completed: bool = False
    best_score: int = 0
    best_title: str = ""  # the title's English key ("Awakened Lion"); `_()` it to show it
    plays: int = 0


@dataclass
class Progress:
    chapters: dict[int, ChapterRecord] = field(default_factory=dict)
    achievements: dict[str, str] = field(default_factory=dict)  # id -> date earned
    titles_earned: set[str] = field(default_factory=set)  # every title ever earned (English keys)
    #: why the file could not be used, when it had to be moved aside (or could not be); its words
    #: are `game.text.campaign.progress_text`
    problem: ProgressProblem | None = None
    #: the player's file could be neither read nor moved aside: this progress lives in memory only,
    #: and `save` refuses to write it over that file (which may hold all the player's progress)
    held_in_memory: bool = False

    def record(self, number: int) -> ChapterRecord:
        return self.chapters.setdefault(number, ChapterRecord())

    def unlocked(self, number: int) -> bool:
        return number <= 1 or self.record(number - 1).completed

    def titles(self) -> set[str]:
        """Every title this player has earned (English keys): those kept as earned, and each
        chapter's best (all a file from before "titles_earned" knows)."""
        return self.titles_earned | {r.best_title for r in self.chapters.values() if r.best_title}

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "chapters": {
                str(n): {
                    "completed": r.completed,
                    "best_score": r.best_score,
                    "best_title": r.best_title,
                    "plays": r.plays,
                }
                for n, r in sorted(self.chapters.items())
            },
            "achievements": dict(sorted(self.achievements.items())),
            "titles_earned": sorted(self.titles()),
        }

    @staticmethod
    def from_json(data: Any) -> Progress:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError("not a Lionwake progress file")
        version = data.get("version")
        if not isinstance(version, int) or version > VERSION:
            raise ValueError(f"made by a newer Lionwake (format {version!r})")
        progress = Progress()
        for key, rec in dict(data.get("chapters", {})).items():
            if not isinstance(rec, dict):
                raise ValueError(f"chapter {key} is damaged")
            record = ChapterRecord(  # (a negative count or score is read as none: issue 39)
                completed=bool(rec.get("completed", False)),
                best_score=max(0, int(rec.get("best_score", 0))),
                best_title=as_title_key(str(rec.get("best_title", ""))),
                plays=max(0, int(rec.get("plays", 0))),
            )
            progress.chapters[int(key)] = record
        achievements = data.get("achievements", {})
        if not isinstance(achievements, dict):
            raise ValueError("achievements are damaged")
        progress.achievements = {str(k): str(v) for k, v in achievements.items()}
        titles = data.get("titles_earned", [])  # absent from a file written before it was kept
        if not isinstance(titles, list) or not all(isinstance(t, str) for t in titles):
            raise ValueError("titles are damaged")
        progress.titles_earned = {as_title_key(t) for t in titles if t} | {
            r.best_title for r in progress.chapters.values() if r.best_title
        }
        return progress


def default_path() -> Path:
    return user_data_dir() / "progress.json"


#: what reading a progress file that cannot be used raises (OverflowError: Infinity where a whole
#: number belongs; OSError: unreadable, a folder, too large — see `game.userfiles.read_bytes`)
UNUSABLE = (OSError, ValueError, TypeError, OverflowError, UnicodeDecodeError, RecursionError)


def load(path: Path | None = None) -> Progress:
    """The saved progress; never raises.  No file: a fresh record.  A file that cannot be used
    (damaged, newer, unreadable, a folder, too large) is moved aside as ``<name>.damaged-<time>``,
    never deleted, and a fresh record starts with a `problem` naming it.  When it cannot even be
    moved aside (or the user data folder cannot be opened), the fresh record is `held_in_memory`:
    its problem says progress made now will not be kept, and `save` leaves the file alone."""
    try:
        path = path or default_path()
    except OSError as exc:  # the user data folder cannot be made or opened
        return _held(ProgressProblem(ProgressFault.NO_FOLDER, detail=str(exc)))
    if not os.path.lexists(path):
        return Progress()
    try:
        return Progress.from_json(json.loads(read_bytes(path)))
    except UNUSABLE as exc:
        why = str(exc)
    if not os.path.lexists(path):  # gone meanwhile (another Lionwake moved it aside)
        return Progress()
    try:
        aside = move_aside(path)
    except OSError as exc:
        error = str(exc.strerror or exc)
        return _held(ProgressProblem(ProgressFault.STUCK, path.name, why, error=error))
    return Progress(
        problem=ProgressProblem(ProgressFault.MOVED_ASIDE, path.name, why, aside=aside.name)
    )


def _held(problem: ProgressProblem) -> Progress:
    """A fresh record that is never written (see `Progress.held_in_memory`)."""
    return Progress(problem=problem, held_in_memory=True)


class NotWrittenOver(UserFileError):
    """`save` refuses to write a record `held_in_memory` over the player's `file`, which could not
    be read (`game.text.campaign.not_written_text` words it, and so does `str()`)."""

    def __init__(self, file: str) -> None:
        super().__init__(file)
        self.file = file

    def __str__(self) -> str:
        return not_written_text(self.file)


def save(progress: Progress, path: Path | None = None) -> None:
    """Write atomically: the old file stays whole until the new one is complete.  `OSError` when
    it cannot be written — or must not be: a record `held_in_memory` is never written over the
    player's file that could not be read."""
    path = path or default_path()
    if progress.held_in_memory:
        raise NotWrittenOver(path.name)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(progress.to_json(), indent=1).encode("utf-8"))


def record_title(progress: Progress, score: int) -> bool:
    """Keep the title a won Solo game's `score` earns (a chapter or a lone game); True if new."""
    key = title_key(score)
    new = key not in progress.titles()
    progress.titles_earned.add(key)
    return new


def record_result(progress: Progress, number: int, scores: tuple[int, ...], won: bool) -> bool:
    """Count a finished chapter game (and keep a victory's title); True if it improved the
    chapter's best."""
    rec = progress.record(number)
    rec.plays += 1
    if not won:
        return False
    rec.completed = True
    record_title(progress, scores[0])
    if scores[0] > rec.best_score or not rec.best_title:
        rec.best_score = scores[0]
        rec.best_title = title_key(scores[0])
        return True
    return False
