"""The player's own files — saves, settings, campaign progress — read and set aside safely (issue 39).

Every reader of a file the game wrote for the player goes through here, so that a file damaged by a
disk, a sync tool or an editor is always handled the same way: it is either used, or refused with a
message naming the file, **moved aside** as ``<name>.damaged-<time>`` (never deleted), and the game
goes on.

- `read_bytes(path, limit)` reads a file whole, refusing (`UserFileError`) one that is missing, a
  folder, unreadable, a symlink loop or larger than `limit` bytes, before reading it into memory.
- `move_aside(path)` renames a file that cannot be used to ``<name>.damaged-<YYYYmmdd-HHMMSS>``
  (``-2``, ``-3``… when that name is taken) and returns the new path (`OSError` if it cannot).
- `instance_lock(folder)` tells whether this process is the only Lionwake using the player's
  folders (an exclusive lock on ``<user data>/lionwake.lock``, held until the process ends), and
  `clean_temporary_files(folders)` removes the temporary files `save.write_atomic` leaves behind
  when a game is killed mid-write (``<name>.json.<random>.tmp``, nothing else).  At start the app
  removes them all, whatever their age, but only when the lock is its own: another Lionwake's
  write may be in progress (issue 39, item 5).

Where those files live: what the game writes — settings, campaign progress, saves, game records,
crash logs — goes to the user's own folders (platformdirs), never beside the program:
`user_config_dir`, `user_data_dir`, `user_saves_dir`, `user_records_dir` and `user_log_dir`, all
moved under ``LIONWAKE_DATA_DIR`` when that environment variable is set (tests use it).  Each is
made by `make_folder` when asked for; one that cannot be made (a file in the way, no permission, a
read-only disk) raises `UserFolderError`, an `OSError` naming the folder and why, which every reader
and writer of the player's files catches — the game then plays on without keeping anything, and
`user_folder_problem` gives the title screen the reason (also for a folder the game may not write
in) (issue 39, item 3).  The game's own files (assets/, levels/) are `game.resources`'.

No pygame here: the title screen, the campaign screens, the settings and the tools share it.
"""

from __future__ import annotations

import os
import re
import sys
import time
from collections.abc import Iterable
from pathlib import Path
from typing import IO

from game.i18n import _

APP_NAME = "Lionwake"
DATA_ENV = "LIONWAKE_DATA_DIR"  # moves every folder below under this one (tests use it)

#: The largest settings or progress file the game reads (its own are a few kilobytes).
SMALL_FILE_LIMIT = 1 << 20  # 1 MiB


class UserFileError(OSError):
    """A player's file that cannot be read as it is (the message names the file and says why)."""


def read_bytes(path: Path, limit: int = SMALL_FILE_LIMIT) -> bytes:
    """The contents of `path`, or `UserFileError` naming the file: missing, a folder, unreadable,
    or over `limit` bytes (checked before anything is read, so a huge file costs no memory)."""
    path = Path(path)
    try:
        if path.is_dir():
            raise UserFileError(_("{file} is a folder, not a file").format(file=path.name))
        with path.open("rb") as fh:
            size = os.fstat(fh.fileno()).st_size
            if size > limit:
                raise UserFileError(
                    _(
                        "{file} is too large ({size} bytes; the most this game reads is {limit})"
                    ).format(file=path.name, size=f"{size:,}", limit=f"{limit:,}")
                )
            data = fh.read(limit + 1)
    except UserFileError:
        raise
    except (OSError, RuntimeError) as exc:  # RuntimeError: a symlink loop on some Pythons
        raise UserFileError(
            _("{file} cannot be read: {why}").format(file=path.name, why=exc)
        ) from None
    if len(data) > limit:  # it grew while we read it
        raise UserFileError(
            _("{file} is too large (over {limit} bytes)").format(file=path.name, limit=f"{limit:,}")
        )
    return data


def aside_name(path: Path, when: float | None = None) -> Path:
    """Where `path` goes when it is set aside: ``<name>.damaged-<time>``, never an existing file."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(when))
    aside = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while aside.exists() or aside.is_symlink():
        n += 1
        aside = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    return aside


def move_aside(path: Path) -> Path:
    """Keep a file that cannot be used as ``<name>.damaged-<time>`` beside it; return that path.

    Raises `OSError` when it cannot be renamed (the caller says so: the file is then left as it is).
    """
    path = Path(path)
    aside = aside_name(path)
    os.replace(path, aside)
    return aside


# --- one Lionwake at a time, and what a killed one left behind -------------------------------------

#: the lock file in the user data folder: whoever holds its lock is the only Lionwake writing there
LOCK_NAME = "lionwake.lock"

#: the name `save.write_atomic` gives its temporary file (`tempfile.mkstemp` with the prefix
#: "<name>." and the suffix ".tmp": eight letters, digits or "_" between) for a ``.json`` file
TEMPORARY_NAME = re.compile(r"^.+\.json\.[a-z0-9_]{8}\.tmp$")

_held: dict[str, IO[bytes]] = {}  # the lock files this process holds, open until it ends


def instance_lock(folder: Path) -> bool:
    """Whether this process is the only Lionwake using `folder` (the user data folder).

    Takes an exclusive, non-blocking lock on ``<folder>/lionwake.lock`` (`fcntl.flock` on POSIX,
    `msvcrt.locking` on Windows) and keeps the file open for the life of the process, so the lock
    ends with it, even when it is killed.  True when the lock is ours (now, or taken before by this
    process); False when another Lionwake holds it, or the lock file cannot be opened or locked —
    in doubt, another Lionwake may be writing.
    """
    key = os.path.abspath(folder)
    if key in _held:
        return True
    try:
        fh = open(os.path.join(key, LOCK_NAME), "a+b")  # noqa: SIM115 - held open until the end
    except OSError:
        return False
    try:
        _lock(fh)
    except OSError:
        fh.close()
        return False
    _held[key] = fh
    return True


def _lock(fh: IO[bytes]) -> None:
    """An exclusive lock on `fh` at once, or `OSError` (another process holds it)."""
    if sys.platform == "win32":
        import msvcrt

        fh.seek(0)
        msvcrt.locking(fh.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(fh.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)


def clean_temporary_files(folders: Iterable[Path], older_than: float = 0.0) -> list[Path]:
    """Remove the temporary files a killed write left in each of `folders` (not in their
    subfolders); return those removed.

    Only regular files named as `save.write_atomic` names them (``<name>.json.<random>.tmp``, see
    `TEMPORARY_NAME`) are removed; any other file, folder or link is left alone.  With
    `older_than`, only those last written more than that many seconds ago (a write in progress
    takes milliseconds).  Call it with no age only when `instance_lock` is ours: then no write can
    be in progress.  A folder that cannot be listed, or a file that cannot be removed, is passed by.
    """
    now = time.time()
    removed: list[Path] = []
    for folder in dict.fromkeys(os.path.abspath(f) for f in folders):
        try:
            with os.scandir(folder) as it:
                entries = [e for e in it if TEMPORARY_NAME.match(e.name)]
        except OSError:
            continue
        for entry in entries:
            try:
                if not entry.is_file(follow_symlinks=False):
                    continue
                if (
                    older_than > 0
                    and now - entry.stat(follow_symlinks=False).st_mtime <= older_than
                ):
                    continue
                os.unlink(entry.path)
            except OSError:
                continue
            removed.append(Path(entry.path))
    return removed


# --- the folders ---------------------------------------------------------------------------------


class UserFolderError(OSError):
    """A folder for the player's own files that cannot be used (issue 39, item 3): its message names
    the folder and says why, e.g. "/home/me/.local/share/Lionwake/saves: not a folder (a file is
    in the way)"; `folder` is the folder that was wanted."""

    def __init__(self, message: str, folder: Path) -> None:
        super().__init__(message)
        self.folder = folder


def make_folder(path: Path) -> Path:
    """`path`, created with its parents if missing; else `UserFolderError` naming the folder in
    the way and why.  Every folder for the player's files (settings, progress, saves, crash logs)
    is made through here.  (A folder that exists but may not be written in is returned: what is in
    it can still be read, and a write there fails with its own `OSError`.)"""
    path = Path(path)
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserFolderError(_folder_trouble(path, exc), path) from None
    return path


def _folder_trouble(path: Path, exc: OSError) -> str:
    """Why `path` could not be made: the file standing where it or a parent should be, or the
    system's reason (no permission, a read-only disk...)."""
    for part in (path, *path.parents):
        if os.path.lexists(part):
            if not part.is_dir():
                return _("{folder}: not a folder (a file is in the way)").format(folder=part)
            break
    return _("{folder}: the folder cannot be made ({why})").format(
        folder=path, why=exc.strerror or exc
    )


def _user_path(kind: str, sub: str) -> Path:
    """Where a per-user folder is (platformdirs' `kind`, or `sub` under LIONWAKE_DATA_DIR)."""
    override = os.environ.get(DATA_ENV)
    if override:
        return Path(override) / sub if sub else Path(override)
    import platformdirs

    return Path(getattr(platformdirs, kind)(APP_NAME, appauthor=False))


def _user_dir(kind: str, sub: str) -> Path:
    """A per-user folder, created if missing; `UserFolderError` when it cannot be used."""
    return make_folder(_user_path(kind, sub))


def user_data_dir() -> Path:
    """The user's own Lionwake folder (LIONWAKE_DATA_DIR overrides it, e.g. for tests);
    `UserFolderError` when it cannot be used."""
    return _user_dir("user_data_dir", "")


def user_saves_dir() -> Path:
    """``saves`` in the user's Lionwake folder, where games are autosaved; `UserFolderError` when
    it cannot be used."""
    return make_folder(_user_path("user_data_dir", "") / "saves")


def user_records_dir() -> Path:
    """``records`` in the user's Lionwake folder, where finished games are kept (issue 43, game
    history); `UserFolderError` when it cannot be used."""
    return make_folder(_user_path("user_data_dir", "") / "records")


def user_config_dir() -> Path:
    """Where the player's settings go: platformdirs' user config folder, or LIONWAKE_DATA_DIR;
    `UserFolderError` when it cannot be used."""
    return _user_dir("user_config_dir", "")


def user_log_dir() -> Path:
    """Where crash logs go: platformdirs' user log folder, or LIONWAKE_DATA_DIR/logs when set;
    `UserFolderError` when it cannot be used."""
    return _user_dir("user_log_dir", "logs")


def user_folder_problem() -> str:
    """Why games and campaign progress cannot be kept ("" when they can), for the title screen to
    say so: the saves folder (inside the user's Lionwake folder) cannot be made, or the game may
    not write in either."""
    try:
        saves = user_saves_dir()
    except UserFolderError as exc:
        return str(exc)
    for folder in (saves.parent, saves):
        if not os.access(folder, os.W_OK | os.X_OK):
            return _("{folder}: the game may not write there").format(folder=folder)
    return ""
