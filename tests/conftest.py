"""Shared fixtures: headless pygame, and games at a known seed."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# progress and saves written by the game under test go to a throwaway folder, never the user's
os.environ.setdefault("LIONWAKE_DATA_DIR", tempfile.mkdtemp(prefix="lionwake-tests-"))


def pytest_addoption(parser):
    parser.addoption("--soak", action="store_true", help="run the long soak tests too")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--soak"):
        return
    skip = pytest.mark.skip(reason="soak test: run with --soak")
    for item in items:
        if "soak" in item.keywords:
            item.add_marker(skip)
