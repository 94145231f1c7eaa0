"""Where the game's files are: one helper for source checkouts, installed wheels and frozen builds.

Assets and levels are found relative to this package (or PyInstaller's unpack folder), never the
current directory.  Saves, settings and progress live in the user's folders (platformdirs).
"""

from __future__ import annotations

import sys
from pathlib import Path

APP_NAME = "Lionwake"


def root() -> Path:
    """The folder holding assets/ and levels/."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    here = Path(__file__).resolve().parent
    for candidate in (here.parent, here / "_data"):
        if (candidate / "assets").is_dir() and (candidate / "levels").is_dir():
            return candidate
    return here.parent


def asset(*parts: str) -> Path:
    return root().joinpath("assets", *parts)


def data_dir() -> Path:
    return asset("data")


def level(name: str) -> Path:
    """A level file by name ("first-game-2p" or "first-game-2p.tmx")."""
    if not name.endswith(".tmx"):
        name += ".tmx"
    return root() / "levels" / name


def user_data_dir() -> Path:
    """The user's own Lionwake folder (LIONWAKE_DATA_DIR overrides it, e.g. for tests)."""
    import os

    import platformdirs

    override = os.environ.get("LIONWAKE_DATA_DIR")
    path = (
        Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    )
    path.mkdir(parents=True, exist_ok=True)
    return path
