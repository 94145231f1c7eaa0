"""Where the game's files are: the one helper for source checkouts, installed wheels and frozen builds.

Every file under ``assets/`` and ``levels/`` is located through `root()` (via `asset`, `data_dir`,
`level`, `levels_dir`, `icon`), never relative to the current directory:

* frozen by PyInstaller (``make build``): the bundle's unpack folder, ``sys._MEIPASS``;
* a source checkout or an editable install: the repository folder beside the ``game`` package;
* an installed wheel: the package data in ``game/_data/`` (``setup.py`` copies ``assets/`` and
  ``levels/`` there when the wheel is built).

A level is named, never given as a path: `level` refuses any name but one of a file in levels/ or
levels/campaign/ (`level_names` lists them), so a save or a setting can make the game read no other.

What the game writes — settings, campaign progress, saves, game records, crash logs — goes to the
user's own folders (platformdirs), never beside the program: `user_config_dir`, `user_data_dir`,
`user_saves_dir`, `user_records_dir` and `user_log_dir`, all moved under ``LIONWAKE_DATA_DIR`` when that environment
variable is set (tests use it).  Each is made by `make_folder` when asked for; one that cannot be
made (a file in the way, no permission, a read-only disk) raises `UserFolderError`, an `OSError`
naming the folder and why, which every reader and writer of the player's files catches — the game
then plays on without keeping anything, and `user_folder_problem` gives the title screen the reason
(also for a folder the game may not write in) (issue 39, item 3).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "Lionwake"
DATA_ENV = "LIONWAKE_DATA_DIR"


def frozen() -> bool:
    """True inside a PyInstaller build."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def root() -> Path:
    """The folder holding assets/ and levels/ (see the module docstring for where that is)."""
    meipass = getattr(sys, "_MEIPASS", None)
    if meipass:
        return Path(meipass)
    here = Path(__file__).resolve().parent
    for candidate in (here.parent, here / "_data"):
        if (candidate / "assets").is_dir() and (candidate / "levels").is_dir():
            return candidate
    return here.parent


def asset(*parts: str) -> Path:
    """A file or folder under assets/, e.g. ``asset("fonts", "LionwakeSans-Regular.otf")``."""
    return root().joinpath("assets", *parts)


def data_dir() -> Path:
    """assets/data: the component TOML files."""
    return asset("data")


def levels_dir(*parts: str) -> Path:
    """levels/ or a folder inside it, e.g. ``levels_dir("campaign")``."""
    return root().joinpath("levels", *parts)


#: The folders holding the levels the game ships, as a level's name says them: levels/ itself
#: ("first-game-2p") and levels/campaign/ ("campaign/chapter-1").
LEVEL_FOLDERS = ("", "campaign")
_LEVEL_NAME_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789-_")
_LEVEL_NAME_MAX = 64


def level(name: str) -> Path:
    """A level file by name ("first-game-2p", "first-game-2p.tmx" or "campaign/chapter-1").

    The one check on a level's name, wherever it comes from (a save, the settings, the command
    line; issue 39): it names a ``.tmx`` file in levels/ or levels/campaign/, or `ValueError` says
    why not — an absolute path, ``..``, a backslash, a NUL, another folder, odd characters, or a
    symlink leading out of levels/ are all refused before any file is opened.  A well-formed name of
    a level that is not there gives its path all the same (`village.load_layout` then says the file
    is missing, a `ContentError`).  `level_names` lists the levels there are.
    """
    if not isinstance(name, str):
        raise ValueError(f"a level's name is text, not {name!r}")
    parts = name.removesuffix(".tmx").split("/")
    folder, file = ("", parts[0]) if len(parts) == 1 else (parts[0], parts[-1])
    if (
        len(parts) > 2
        or (not folder and len(parts) == 2)
        or folder not in LEVEL_FOLDERS
        or not 0 < len(file) <= _LEVEL_NAME_MAX
        or not set(file) <= _LEVEL_NAME_CHARS
        or file[0] in "-_"
    ):
        raise ValueError(
            f"{name[:100]!r} is not the name of a level (a file in levels/ or levels/campaign/)"
        )
    path = levels_dir(folder, f"{file}.tmx")
    if os.path.lexists(path):
        try:
            inside = path.resolve(strict=True).is_relative_to(levels_dir().resolve())
        except (OSError, RuntimeError):  # a dangling link, or a loop (RuntimeError before 3.13)
            inside = False
        if not inside:
            raise ValueError(f"level {name!r} leads outside the game's levels folder")
    return path


def level_names() -> tuple[str, ...]:
    """The name of every level the game ships, in the form `level` takes: ``first-game-2p`` for
    levels/first-game-2p.tmx, ``campaign/chapter-1`` for levels/campaign/chapter-1.tmx."""
    names: list[str] = []
    for folder in LEVEL_FOLDERS:
        for path in sorted(levels_dir(folder).glob("*.tmx")):
            name = f"{folder}/{path.stem}" if folder else path.stem
            try:
                if level(name).is_file():
                    names.append(name)
            except ValueError:
                continue  # a file whose name no save could give, or a link leading out
    return tuple(names)


def icon(ext: str = "png") -> Path:
    """The application icon: assets/icon/lionwake.png (also .ico and .icns for the builds)."""
    return asset("icon", f"lionwake.{ext}")


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


def _(text: str) -> str:
    """The player's language (imported late: game.i18n finds its catalogues through this module)."""
    from game.i18n import gettext

    return gettext(text)


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
