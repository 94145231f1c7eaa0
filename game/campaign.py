"""The solo campaign: eight chapters against the Nian beast, and the player's progress through them.

Each chapter is a level in levels/campaign/ (a village layout for Solo Mode whose map properties give
its number, name, difficulty, story text and twists: a given Lion, Scorched Earth already down, fewer
Fear cards).  Chapters unlock in order.  Progress — chapters completed, best score and best title per
chapter, every title ever earned (in a campaign chapter or a lone Solo game), achievements — is kept
per user (platformdirs) in progress.json, written atomically (a temporary file, then os.replace) so a
crash mid-save loses nothing.  A damaged or newer file is moved aside with a message and a fresh
record starts; the game goes on.

Titles are stored as their English keys (`title_key`: "Guardian"), the same in every
language, and translated only where they are shown.  A file from before that may hold a translated
title: it is read back to its key where a catalogue knows it.  "titles_earned" came later than
version 1 without a new version: a file without it still loads (its titles are the chapters' best),
and an older Lionwake ignores it.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import i18n
from game.core.save import write_atomic
from game.core.solo import TITLES
from game.i18n import _, name, ngettext, pgettext
from game.resources import levels_dir, user_data_dir


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
    twists: dict

    def twist_text(self) -> str:
        bits = []
        if "lion" in self.twists:
            lion = self.twists["lion"].replace("-", " ").title()
            bits.append(_("Your Lion is {lion}").format(lion=name(lion)))
        if "scorched" in self.twists:
            n = len(str(self.twists["scorched"]).split(","))
            bits.append(
                ngettext(
                    "{n} tile starts with Scorched Earth", "{n} tiles start with Scorched Earth", n
                ).format(n=n)
            )
        if "fear_cards" in self.twists:
            bits.append(
                _("only {n} Fear cards in the Fear deck").format(n=self.twists["fear_cards"])
            )
        return pgettext("list", "; ").join(bits)


def chapters() -> list[Chapter]:
    """Every chapter in levels/campaign, in order (read from the level files)."""
    from game.core.village import load_layout

    out = []
    for path in sorted(levels_dir("campaign").glob("chapter-*.tmx")):
        layout = load_layout(path)
        props = layout.properties
        twists = {k: props[k] for k in ("lion", "scorched", "fear_cards") if k in props}
        out.append(
            Chapter(
                number=int(props.get("chapter", 0)),
                layout=f"campaign/{path.stem}",
                name=str(props.get("name", path.stem)),
                difficulty=str(props.get("difficulty", "normal")),
                text=str(props.get("text", "")),
                twists=twists,
            )
        )
    return sorted(out, key=lambda c: c.number)


@dataclass
class ChapterRecord:
    completed: bool = False
    best_score: int = 0
    best_title: str = ""  # the title's English key ("Awakened Lion"); `_()` it to show it
    plays: int = 0


TITLE_KEYS = tuple(t for _low, t in TITLES)


def as_title_key(text: str) -> str:
    """The English key of a stored title: a key stays as it is; a title saved translated (by an
    older Lionwake) is read back through the current language's catalogue, then the others'; a
    title no catalogue knows is kept as it is."""
    if not text or text in TITLE_KEYS:
        return text
    for key in TITLE_KEYS:
        if _(key) == text:
            return key
    for code in i18n.LANGUAGES:
        catalogue = i18n.load(code)
        for key in TITLE_KEYS:
            if catalogue.gettext(key) == text:
                return key
    return text


@dataclass
class Progress:
    chapters: dict[int, ChapterRecord] = field(default_factory=dict)
    achievements: dict[str, str] = field(default_factory=dict)  # id -> date earned
    titles_earned: set[str] = field(default_factory=set)  # every title ever earned (English keys)
    notice: str = ""  # set when a damaged file had to be moved aside

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
            record = ChapterRecord(
                completed=bool(rec.get("completed", False)),
                best_score=int(rec.get("best_score", 0)),
                best_title=as_title_key(str(rec.get("best_title", ""))),
                plays=int(rec.get("plays", 0)),
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


def load(path: Path | None = None) -> Progress:
    """The saved progress; a damaged or newer file is moved aside (never deleted) with a notice."""
    path = path or default_path()
    if not path.exists():
        return Progress()
    try:
        return Progress.from_json(json.loads(path.read_bytes()))
    except (ValueError, TypeError, OverflowError, UnicodeDecodeError, RecursionError) as exc:
        # OverflowError: a number such as Infinity where a whole number belongs
        aside = path.with_name(f"{path.name}.unreadable-{int(time.time())}")
        n = 1
        while aside.exists():  # an earlier damaged file kept this second is not overwritten
            n += 1
            aside = path.with_name(f"{path.name}.unreadable-{int(time.time())}-{n}")
        with contextlib.suppress(OSError):
            os.replace(path, aside)
        fresh = Progress()
        fresh.notice = _(
            "Your campaign progress could not be read ({why}); it was kept as {file}."
        ).format(why=_(str(exc)), file=aside.name)
        return fresh


def save(progress: Progress, path: Path | None = None) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    path = path or default_path()
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
