"""Packaging hook (the rest of the metadata is in pyproject.toml).

A wheel carries the game's content beside its code: `build_py` copies assets/ and levels/ into
game/_data/, where `game.resources.root()` looks when the repository folder is not there.  An editable
install (`pip install -e .`) reads them from the checkout instead, so nothing is copied then.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

CONTENT = ("assets", "levels")


class BuildPyWithContent(build_py):
    """build_py that also copies the game's content folders into game/_data/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        here = Path(__file__).resolve().parent
        target = Path(self.build_lib) / "game" / "_data"
        for name in CONTENT:
            shutil.copytree(here / name, target / name, dirs_exist_ok=True)


setup(cmdclass={"build_py": BuildPyWithContent})
