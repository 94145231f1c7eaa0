"""Where the game's files are: the one helper for source checkouts, installed wheels and frozen builds.

Every file under ``assets/`` and ``levels/`` is located through `root()` (via `asset`, `data_dir`,
`level`, `levels_dir`, `icon`), never relative to the current directory:

* frozen by PyInstaller (``make build``): the bundle's unpack folder, ``sys._MEIPASS``;
* a source checkout or an editable install: the repository folder beside the ``game`` package;
* an installed wheel: the package data in ``game/_data/`` (``setup.py`` copies ``assets/`` and
  ``levels/`` there when the wheel is built).

What the game writes — campaign progress, saves, crash logs — goes to the user's own folders
(platformdirs), never beside the program: `user_data_dir` and `user_log_dir`, both moved under
``LIONWAKE_DATA_DIR`` when that environment variable is set (tests use it).
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


def level(name: str) -> Path:
    """A level file by name ("first-game-2p", "first-game-2p.tmx" or "campaign/chapter-1")."""
    if not name.endswith(".tmx"):
        name += ".tmx"
    return levels_dir(*name.split("/"))


def icon(ext: str = "png") -> Path:
    """The application icon: assets/icon/lionwake.png (also .ico and .icns for the builds)."""
    return asset("icon", f"lionwake.{ext}")


def _user_dir(kind: str, sub: str) -> Path:
    """A per-user folder from platformdirs (`kind` names its function), created if missing."""
    override = os.environ.get(DATA_ENV)
    if override:
        path = Path(override) / sub if sub else Path(override)
    else:
        import platformdirs

        path = Path(getattr(platformdirs, kind)(APP_NAME, appauthor=False))
    path.mkdir(parents=True, exist_ok=True)
    return path


def user_data_dir() -> Path:
    """The user's own Lionwake folder (LIONWAKE_DATA_DIR overrides it, e.g. for tests)."""
    return _user_dir("user_data_dir", "")


def user_config_dir() -> Path:
    """Where the player's settings go: platformdirs' user config folder, or LIONWAKE_DATA_DIR."""
    return _user_dir("user_config_dir", "")


def user_log_dir() -> Path:
    """Where crash logs go: platformdirs' user log folder, or LIONWAKE_DATA_DIR/logs when set."""
    return _user_dir("user_log_dir", "logs")
