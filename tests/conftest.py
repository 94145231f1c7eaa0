"""Shared fixtures: headless pygame, and games at a known seed."""

from __future__ import annotations

import os
import tempfile

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# network tests talk only to 127.0.0.1 and never start real mDNS (issue 44: game.net.addresses)
os.environ.setdefault("LIONWAKE_LOOPBACK_ONLY", "1")
# progress and saves written by the game under test go to a throwaway folder, never the user's; each
# pytest-xdist worker (make test runs `pytest -n auto`) gets its own, since workers inherit the
# controller's environment
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ["LIONWAKE_DATA_DIR"] = tempfile.mkdtemp(
        prefix=f"lionwake-tests-{os.environ['PYTEST_XDIST_WORKER']}-"
    )
else:
    os.environ.setdefault("LIONWAKE_DATA_DIR", tempfile.mkdtemp(prefix="lionwake-tests-"))


def pytest_addoption(parser):
    parser.addoption("--soak", action="store_true", help="run the long soak tests too")
    parser.addoption(
        "--frozen",
        action="store_true",
        help="build the standalone app (make build) and run the frozen-app tests",
    )


def pytest_collection_modifyitems(config, items):
    """Skip the soak and frozen-app tests unless --soak / --frozen asks for them."""
    for option, marker in (("--soak", "soak"), ("--frozen", "frozen")):
        if config.getoption(option):
            continue
        skip = pytest.mark.skip(reason=f"{marker} test: run with {option}")
        for item in items:
            if item.get_closest_marker(marker):
                item.add_marker(skip)


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """The user's folders of the game under test (LIONWAKE_DATA_DIR): a throwaway folder, not yet
    made.  Several test files keep a version of their own (the folder itself being tmp_path)."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data"
