"""A crash leaves a readable log in the user's log folder and says where it is (issue 7)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs
import pytest

from game import __version__, crash, userfiles

ROOT = Path(__file__).resolve().parents[1]


def _boom() -> None:
    raise ValueError("the drum split")


def _caught() -> ValueError:
    try:
        _boom()
    except ValueError as exc:
        return exc
    raise AssertionError("unreachable")


def test_log_names_error_version_platform_and_traceback(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    path = crash.write_log(_caught())
    assert path.parent == tmp_path / "logs"
    text = path.read_text(encoding="utf-8")
    assert "ValueError: the drum split" in text
    assert f"Lionwake {__version__}" in text
    assert "Platform:" in text and "Python:" in text and "pygame-ce:" in text
    assert "Traceback (most recent call last):" in text and "_boom" in text


def test_log_folder_is_platformdirs_without_the_override(tmp_path, monkeypatch):
    monkeypatch.delenv("LIONWAKE_DATA_DIR", raising=False)
    seen = []

    def fake_user_log_dir(app, appauthor=None):
        seen.append((app, appauthor))
        return str(tmp_path / "platform-logs")

    monkeypatch.setattr(platformdirs, "user_log_dir", fake_user_log_dir)
    assert userfiles.user_log_dir() == tmp_path / "platform-logs"
    assert seen == [("Lionwake", False)]


def test_message_says_where_the_log_is(tmp_path):
    text = crash.message(_caught(), tmp_path / "crash-1.log")
    assert str(tmp_path / "crash-1.log") in text and "ValueError: the drum split" in text
    assert "could not be saved" in crash.message(_caught(), None)


def test_report_falls_back_to_stderr_when_the_log_folder_is_unwritable(
    tmp_path, monkeypatch, capsys
):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(blocker))
    assert crash.report(_caught()) is None
    err = capsys.readouterr().err
    assert "ValueError: the drum split" in err and "could not be written" in err


def test_message_window_draws_and_closes(monkeypatch):
    # headless here, so the window is only drawn offscreen; the timeout closes it
    assert not crash.can_show_window()
    assert crash.show_window(crash.message(_caught(), Path("/tmp/crash.log")), timeout=0.2)


@pytest.mark.parametrize("value, wanted", [("1", True), ("", False), ("0", False)])
def test_crash_test_switch(monkeypatch, value, wanted):
    monkeypatch.setenv(crash.CRASH_TEST_ENV, value)
    assert crash.crash_test_requested() is wanted


def test_game_from_source_logs_a_crash_instead_of_vanishing(tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        LIONWAKE_DATA_DIR=str(tmp_path / "user"),
        LIONWAKE_CRASH_TEST="1",
        PYTHONPATH=str(ROOT),
    )
    done = subprocess.run(
        [sys.executable, "-m", "game"],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1
    logs = list((tmp_path / "user" / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "CrashTest" in text and "Frozen build: no" in text
    assert str(logs[0]) in done.stderr
    assert not list(elsewhere.iterdir())  # nothing written in the current folder
