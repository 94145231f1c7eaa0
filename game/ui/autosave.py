"""Autosave and Continue (issue 8): every game at this computer is saved after each decision, and a
saved game is taken up again exactly where it was left.

A save file is the engine's save (`game.core.save`: the configuration with its seed, every action,
their checksum and a snapshot) with a small, versioned ``"ui"`` block beside it holding what the
screens need to resume: who sits at each seat (human, greedy or strong), the campaign chapter if any,
and when it was saved.  Saves live in ``<user data>/saves/<id>.json`` (the same base as campaign
progress; ``LIONWAKE_DATA_DIR`` moves it).

Writing: `Autosave.write` makes the JSON at once (a few milliseconds late in a 4-player game) and
hands it to a background thread that writes it with `save.write_atomic`, so the window never waits
for the disk (the synced write is the slow part); `Match.apply` waits for that write
before the next decision, so a killed game loses at most the decision being taken, and the old file
stays whole until the new one replaces it.  A finished game's save is removed.

Reading: `scan` lists the saves, newest first, after the quick checks (JSON, the engine's format
and version, the ui block); `open_match` replays one in full.  A file that fails either — damaged,
edited, or from a newer Lionwake — is moved aside as ``<name>.damaged-<time>`` (never deleted) with
a notice saying so; a good file is only read.
"""

from __future__ import annotations

import contextlib
import json
import os
import secrets
import threading
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game.core import SaveError, save
from game.core.solo import difficulty_name
from game.core.words import seat_name
from game.i18n import N_, _, pgettext
from game.resources import user_data_dir

from .computer import COMPUTER_KINDS, SHORT_NAMES
from .match import Match

UI_VERSION = 1  # the "ui" block's format; a newer one is refused
SEAT_KINDS = ("human", *COMPUTER_KINDS)
STALE_TMP_SECONDS = 300  # a temporary file this old was left by a killed game


def folder() -> Path:
    """<user data>/saves, created if missing."""
    path = user_data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


class Autosave:
    """Where one match is saved, and the write in progress (at most one at a time)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem = ""  # why the last write failed (the board says so), or ""
        self._thread: threading.Thread | None = None

    @classmethod
    def new(cls) -> Autosave:
        """A fresh save slot, named after the time the game started."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return cls(folder() / f"{stamp}-{secrets.token_hex(3)}.json")

    def wait(self) -> None:
        """Return once the last write is on disk."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def write(self, match: Match) -> None:
        """Save `match` as it stands now (in the background), or remove its save once it is over."""
        self.wait()
        if match.over:
            with contextlib.suppress(OSError):
                self.path.unlink(missing_ok=True)
            return
        data = save.to_json(match.game)
        data["ui"] = {
            "version": UI_VERSION,
            "seats": list(match.seats),
            "chapter": match.chapter,
            "saved": datetime.now().isoformat(),
        }
        raw = json.dumps(data, separators=(",", ":")).encode("utf-8")
        # not a daemon: a window closed mid-write still finishes the file before Python exits
        self._thread = threading.Thread(target=self._write, args=(raw,), name="autosave")
        self._thread.start()

    def _write(self, raw: bytes) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)  # even if the folder was removed
            save.write_atomic(self.path, raw)
            self.problem = ""
        except OSError as exc:
            self.problem = str(exc)


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


@dataclass(frozen=True)
class SaveInfo:
    """What the list of saved games shows about one save (read without replaying it)."""

    path: Path
    saved: datetime
    seats: tuple[str, ...]
    difficulty: str
    chapter: int
    round: int
    over: bool

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1

    def when(self) -> str:
        return _("{day} {mon} {year}, {time}").format(
            day=self.saved.day,
            mon=_(MONTHS[self.saved.month - 1]),
            year=self.saved.year,
            time=f"{self.saved:%H:%M}",
        )

    def who(self) -> str:
        """Every seat with who plays it: "Crimson (Human), Azure (Greedy AI)"."""
        return pgettext("list", ", ").join(
            _("{seat} ({kind})").format(seat=seat_name(s), kind=_(SHORT_NAMES[k]))
            for s, k in enumerate(self.seats)
        )

    def what(self) -> str:
        """The kind of game: a campaign chapter, a solo difficulty, or a hot-seat table."""
        if self.chapter:
            return _("Campaign, chapter {n}").format(n=self.chapter)
        if self.solo:
            return _("Solo, {difficulty}").format(difficulty=difficulty_name(self.difficulty))
        return _("Hot-seat, {n} players").format(n=len(self.seats))


def describe(data: Any, path: Path) -> SaveInfo:
    """The quick checks (no replay): the engine's header and the ui block; `SaveError` says why not."""
    name = path.name
    save.check_header(data, name)
    ui = data.get("ui")
    if not isinstance(ui, dict):
        raise SaveError(_("{file} does not say who sits at the table").format(file=name))
    version = ui.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveError(
            _("{file} has an unknown table format {version}").format(
                file=name, version=repr(version)
            )
        )
    if version > UI_VERSION:
        raise SaveError(
            _(
                "{file} was saved by a newer Lionwake (table format {version}; "
                "this version reads {ours})"
            ).format(file=name, version=version, ours=UI_VERSION)
        )
    try:
        config, snapshot = data["config"], data["snapshot"]
        seats = tuple(ui["seats"])
        if len(seats) != config["players"] or any(k not in SEAT_KINDS for k in seats):
            raise ValueError(f"the seats {list(seats)} do not fit the table")
        chapter = ui.get("chapter", 0)
        if not isinstance(chapter, int) or chapter < 0:
            raise ValueError(f"chapter {chapter!r}")
        # checked, not converted: a damaged "over" read as true would have the scan delete the file
        over, round_ = snapshot["over"], snapshot["round"]
        if not isinstance(over, bool) or not isinstance(round_, int) or isinstance(round_, bool):
            raise ValueError(f"round {round_!r}, over {over!r}")
        return SaveInfo(
            path=path,
            saved=datetime.fromisoformat(ui["saved"]),
            seats=seats,
            difficulty=str(config.get("difficulty", "normal")),
            chapter=chapter,
            round=round_,
            over=over,
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise SaveError(_("{file} has a damaged table: {why}").format(file=name, why=exc)) from None


def _read(path: Path) -> tuple[Any, SaveInfo]:
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise SaveError(_("{file} cannot be read: {why}").format(file=path.name, why=exc)) from None
    data = save.parse(raw, path.name)
    return data, describe(data, path)


def move_aside(path: Path, problem: SaveError) -> str:
    """Keep a save that cannot be used as <name>.damaged-<time>; a sentence for the player."""
    aside = path.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}")
    n = 1
    while aside.exists():
        n += 1
        aside = aside.with_name(f"{path.name}.damaged-{time.strftime('%Y%m%d-%H%M%S')}-{n}")
    try:
        os.replace(path, aside)
    except OSError as exc:
        return _("A saved game could not be opened ({why}), nor moved aside ({error}).").format(
            why=problem, error=exc
        )
    return _("A saved game could not be opened: {why}. It was moved aside as {file}.").format(
        why=problem, file=aside.name
    )


def scan() -> tuple[list[SaveInfo], list[str]]:
    """The saves that can be continued, newest first, and a notice for each file moved aside.

    Finished games' saves are removed; temporary files left by a killed game are cleared away.
    """
    saves: list[SaveInfo] = []
    notices: list[str] = []
    now = time.time()
    for tmp in folder().glob("*.tmp"):
        with contextlib.suppress(OSError):
            if now - tmp.stat().st_mtime > STALE_TMP_SECONDS:
                tmp.unlink()
    for path in folder().glob("*.json"):
        try:
            info = _read(path)[1]
        except SaveError as exc:
            notices.append(move_aside(path, exc))
            continue
        if info.over:
            delete(info)
        else:
            saves.append(info)
    saves.sort(key=lambda i: (i.saved, i.path.name), reverse=True)
    return saves, notices


def open_match(path: Path) -> Match:
    """The match saved in `path`, replayed and checked, to be saved to the same file from now on.

    A file that fails (`SaveError`) has been moved aside by the time the error is raised; its
    message is the notice to show.
    """
    try:
        data, info = _read(path)
        match = Match.resume(data, path.name, list(info.seats), info.chapter)
    except SaveError as exc:
        raise SaveError(move_aside(path, exc)) from None
    match.autosave = Autosave(path)
    return match


def delete(info: SaveInfo) -> None:
    """Remove a save (the player asked, or the game is over)."""
    with contextlib.suppress(OSError):
        info.path.unlink(missing_ok=True)
