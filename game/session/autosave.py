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
stays whole until the new one replaces it.  A finished game's save is removed by the match that
finished it, once the game is kept in the history as a game record (`game.session.records`, issue
43); no finished game is ever written as a save.

Reading: `scan` lists the saves, newest first, after the quick checks (JSON, the engine's format
and version, the ui block); `open_match` replays one in full.  A file that fails either — damaged,
edited, from a newer Lionwake, or claiming a finished game, which Lionwake never writes — is moved
aside as ``<name>.damaged-<time>`` (`game.userfiles.move_aside`) with a notice saying so (a
`SaveNotice`: why, and where the file went; `game.text.saves` words it); a good file is only read.
Only the match that finished, and the player (Saved games' Delete), ever delete a save (issue 39,
item 4).
"""

from __future__ import annotations

import contextlib
import json
import secrets
import threading
import time
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from game import userfiles
from game.core import ContentError, SaveError, save
from game.text.records import not_kept_text
from game.text.saves import SaveFault, SaveNotice, SaveProblem, notice_text
from game.userfiles import UserFolderError, make_folder, user_saves_dir

from . import records
from .computer import COMPUTER_KINDS
from .match import Match

UI_VERSION = 1  # the "ui" block's format; a newer one is refused
SEAT_KINDS = ("human", *COMPUTER_KINDS)
#: a temporary file this old was left by a killed write (one in progress takes milliseconds); see
#: `scan` for when the age matters
STALE_TMP_SECONDS = 300


def folder() -> Path:
    """<user data>/saves, created if missing; `UserFolderError` (an `OSError` naming the folder and
    why) when it cannot be used: a file in the way, no permission (issue 39, item 3)."""
    return user_saves_dir()


def ui_block(match: Match) -> dict[str, Any]:
    """The save's "ui" block (version `UI_VERSION`): who sits at each seat, the campaign chapter,
    and when it was written.  A game record keeps it beside its game (`records`)."""
    return {
        "version": UI_VERSION,
        "seats": list(match.seats),
        "chapter": match.chapter,
        "saved": datetime.now().isoformat(),
    }


class Autosave:
    """Where one match is saved, and the write in progress (at most one at a time)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem = ""  # why the last write failed (the board says so), or ""
        self._thread: threading.Thread | None = None
        self.kept = False  # the finished game's record has been written (or tried)

    @classmethod
    def new(cls) -> Autosave:
        """A fresh save slot, named after the time the game started.  When the saves folder
        cannot be used the game is played all the same: the slot's `problem` says why it cannot be
        saved (the board shows it), and each write tries again."""
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.json"
        try:
            return cls(folder() / name)
        except UserFolderError as exc:
            slot = cls(exc.folder / name)
            slot.problem = str(exc)
            return slot

    def wait(self) -> None:
        """Return once the last write is on disk."""
        if self._thread is not None:
            self._thread.join()
            self._thread = None

    def write(self, match: Match) -> None:
        """Save `match` as it stands now (in the background), or remove its save once it is over.

        A finished game is never written: so a save whose snapshot says "over" was not written by
        Lionwake as it stands, and `scan` moves it aside rather than delete it."""
        self.wait()
        if match.over:
            self._keep(match)
            with contextlib.suppress(OSError):
                self.path.unlink(missing_ok=True)
            return
        data = save.to_json(match.game)
        data["ui"] = ui_block(match)
        raw = json.dumps(data, separators=(",", ":")).encode("utf-8")
        # not a daemon: a window closed mid-write still finishes the file before Python exits
        self._thread = threading.Thread(target=self._write, args=(raw,), name="autosave")
        self._thread.start()

    def _keep(self, match: Match) -> None:
        """Keep the finished game in the history (issue 43, item 1: `records.keep`, named like
        this save), once; a record that cannot be written is said (`problem`, `records.unkept`),
        never raised into the game."""
        if self.kept:
            return
        self.kept = True
        try:
            records.keep(match, ui_block(match), self.path.name)
        except (OSError, ValueError) as exc:  # (ValueError: a summary that cannot be made)
            self.problem = not_kept_text(str(exc))
            records.unkept.append(self.problem)

    def _write(self, raw: bytes) -> None:
        try:
            make_folder(self.path.parent)  # even if the folder was removed (or says why not)
            save.write_atomic(self.path, raw)
            self.problem = ""
        except OSError as exc:
            self.problem = str(exc)


@dataclass(frozen=True)
class SaveInfo:
    """What the list of saved games shows about one save (read without replaying it); its words
    are `game.text.saves.when`, `who` and `what`."""

    path: Path
    saved: datetime
    seats: tuple[str, ...]
    difficulty: str
    chapter: int
    round: int
    over: bool
    seed: int = -1  # the deal's seed and Village (`Config`): which deal this is (the daily Nian's)
    layout: str = ""

    @property
    def solo(self) -> bool:
        return len(self.seats) == 1


class SaveRefused(SaveError):
    """A save that cannot be used: `notice` says why, and what became of its file (moved aside,
    or not); `game.text.saves.notice_text` words it, and so does `str()`."""

    def __init__(self, notice: SaveNotice) -> None:
        super().__init__(notice)
        self.notice = notice

    @classmethod
    def because(
        cls, kind: SaveFault, file: str, detail: object = "", reads: int = 0
    ) -> SaveRefused:
        """The refusal of the save `file` for `kind` (the file not yet moved aside)."""
        return cls(SaveNotice(SaveProblem(kind, file, str(detail), reads)))

    def __str__(self) -> str:
        return notice_text(self.notice)


def describe(data: Any, path: Path) -> SaveInfo:
    """The quick checks (no replay): the engine's header (its `SaveError`) and the ui block
    (`SaveRefused` says why not)."""
    name = path.name
    save.check_header(data, name)
    ui = data.get("ui")
    if not isinstance(ui, dict):
        raise SaveRefused.because(SaveFault.NO_TABLE, name)
    version = ui.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveRefused.because(SaveFault.TABLE_FORMAT, name, repr(version))
    if version > UI_VERSION:
        raise SaveRefused.because(SaveFault.NEWER_TABLE, name, version, reads=UI_VERSION)
    try:
        config, snapshot = data["config"], data["snapshot"]
        seats = tuple(ui["seats"])
        if len(seats) != config["players"] or any(k not in SEAT_KINDS for k in seats):
            raise ValueError(f"the seats {list(seats)} do not fit the table")
        chapter = ui.get("chapter", 0)
        if not isinstance(chapter, int) or chapter < 0:
            raise ValueError(f"chapter {chapter!r}")
        # checked, not converted: a damaged "over" is refused as damage, not read as a finished game
        over, round_ = snapshot["over"], snapshot["round"]
        if (
            not isinstance(over, bool)
            or not isinstance(round_, int)
            or isinstance(round_, bool)
            or round_ < 0  # (issue 39: the list would show it)
        ):
            raise ValueError(f"round {round_!r}, over {over!r}")
        return SaveInfo(
            path=path,
            saved=_local_time(datetime.fromisoformat(ui["saved"])),
            seats=seats,
            difficulty=str(config.get("difficulty", "normal")),
            chapter=chapter,
            round=round_,
            over=over,
            seed=int(config.get("seed", -1)),
            layout=str(config.get("layout", "")),
        )
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        raise SaveRefused.because(SaveFault.DAMAGED_TABLE, name, exc) from None


def _local_time(saved: datetime) -> datetime:
    """`saved` as Lionwake writes it: local time without a zone.  A time with one ("...Z",
    "+08:00": another tool's writing) is brought to local time, so that the saves can be sorted
    and compared (issue 39: one such save beside the player's own stopped the title screen);
    `OverflowError` when that leaves the calendar."""
    if saved.tzinfo is None:
        return saved
    return saved.astimezone().replace(tzinfo=None)


def _read(path: Path) -> tuple[Any, SaveInfo]:
    """A save's JSON and what the list shows of it; `SaveError` naming the file if it cannot be
    read, is over `save.MAX_SAVE_BYTES` (refused before reading: `save.read`) or fails the checks."""
    raw = save.read(path)
    data = save.parse(raw, path.name)
    return data, describe(data, path)


def problem_of(exc: SaveError, path: Path) -> SaveProblem:
    """Why the save `path` cannot be used: the session's own refusal, or the engine's."""
    if isinstance(exc, SaveRefused):
        return exc.notice.problem
    return SaveProblem(SaveFault.ENGINE, path.name, str(exc))


def move_aside(path: Path, problem: SaveProblem) -> SaveNotice:
    """Keep a save that cannot be used as <name>.damaged-<time> (`userfiles.move_aside`); the
    notice saying where it went, or why it could not be moved (`game.text.saves.notice_text`)."""
    try:
        aside = userfiles.move_aside(path)
    except OSError as exc:
        return SaveNotice(problem, error=str(exc))
    return SaveNotice(problem, aside=aside.name)


def scan() -> tuple[list[SaveInfo], list[SaveNotice]]:
    """The saves that can be continued, newest first, and a notice for each file moved aside
    (`game.text.saves.notice_text` words it).

    The scan deletes no save.  One whose snapshot says its game is over is moved aside with a
    notice like any other that cannot be used: `Autosave.write` never writes a finished game (it
    removes the save instead, since the first autosaving build), so such a file was not written by
    Lionwake as it is — edited, or damaged in a way that still parses.  Moving it aside is the
    safest answer: nothing is lost, the player is told, and the list stays quick (replaying it
    could not make it a file the game wrote).

    Temporary files of a killed write (``*.json.<random>.tmp``) older than `STALE_TMP_SECONDS`
    are removed.  When this process holds `userfiles.instance_lock`, the app's start has already
    removed them all, whatever their age; the age rule covers the rest — another Lionwake
    running (its write in progress is younger), and this process's own background write.
    """
    saves: list[SaveInfo] = []
    notices: list[SaveNotice] = []
    try:
        where = folder()
    except OSError:  # the folder cannot be used: no saves (the title screen says why)
        return saves, notices
    userfiles.clean_temporary_files([where], older_than=STALE_TMP_SECONDS)
    for path in where.glob("*.json"):
        try:
            info = _read(path)[1]
            if info.over:
                raise SaveRefused.because(SaveFault.FINISHED, path.name)
        except SaveError as exc:
            notices.append(move_aside(path, problem_of(exc, path)))
            continue
        saves.append(info)
    saves.sort(key=lambda i: (i.saved, i.path.name), reverse=True)
    return saves, notices


def open_match(path: Path) -> Match:
    """The match saved in `path`, replayed and checked, to be saved to the same file from now on.

    A file that fails has been moved aside by the time `SaveRefused` is raised; its `notice` is
    the notice to show.  When it is the game's own files that are broken (a level or the card
    data, `ContentError`), the save is not at fault: it stays where it is, and the notice says so.
    """
    try:
        data, info = _read(path)
        match = Match.resume(data, path.name, list(info.seats), info.chapter)
    except SaveError as exc:
        raise SaveRefused(move_aside(path, problem_of(exc, path))) from None
    except ContentError as exc:
        raise SaveRefused.because(SaveFault.GAME_FILES, path.name, exc) from None
    match.autosave = Autosave(path)
    return match


def delete(info: SaveInfo) -> None:
    """Remove a save: only when the player asks (Saved games' Delete)."""
    with contextlib.suppress(OSError):
        info.path.unlink(missing_ok=True)
