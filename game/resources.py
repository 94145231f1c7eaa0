"""Where the game's files are: the one helper for source checkouts, installed wheels and frozen builds.

Every file under ``assets/`` and ``levels/`` is located through `root()` (via `asset`, `data_dir`,
`level`, `levels_dir`, `icon`), never relative to the current directory:

* frozen by PyInstaller (``make build``): the bundle's unpack folder, ``sys._MEIPASS``;
* a source checkout or an editable install: the repository folder beside the ``game`` package;
* an installed wheel: the package data in ``game/_data/`` (``setup.py`` copies ``assets/`` and
  ``levels/`` there when the wheel is built).

A level is named, never given as a path: `level` refuses any name but one of a file in levels/ or
levels/campaign/ (`level_names` lists them), so a save or a setting can make the game read no other.

What the game writes for the player is not here: its folders are `game.userfiles`'.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path


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
