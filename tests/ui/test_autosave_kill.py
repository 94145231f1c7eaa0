"""Autosave survives being killed (issue 8): the real game, four computer seats autosaving, is
killed with SIGKILL at random moments — while it plays, while it starts up, while it takes the game
up again — and after every kill the save loads, has lost at most the last decision, and is the same
game as before (each restart continues it through the menu's Continue).

A few kills by default; `--soak` runs many more."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.session import autosave

ROOT = Path(__file__).resolve().parents[2]


def _decisions(out: Path) -> tuple[int, bool]:
    """The most decisions the killed game reported, and whether it reported the end."""
    lines = out.read_text().split()
    counts = [int(x) for x in lines if x.isdigit()]
    return max(counts, default=0), "over" in lines


def _wait_for_line(out: Path, err: Path, proc: subprocess.Popen, timeout: float = 60.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and proc.poll() is None:
        if out.read_text().strip():
            return
        time.sleep(0.02)
    raise AssertionError(f"the game did not start: {err.read_text()}")


def kill_repeatedly(data: Path, kills: int, seed: int, play: float = 2.0) -> dict[str, int]:
    """Kill the game `kills` times, each after up to `play` seconds of play; check the save after
    each kill.  Returns counts to report."""
    if sys.platform == "win32":
        pytest.skip("SIGKILL is POSIX")
    rnd = random.Random(seed)
    env = dict(os.environ, LIONWAKE_DATA_DIR=str(data), SDL_VIDEODRIVER="dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    known: list = []  # the saved action list after the last kill (the game goes on from there)
    tally = {"kills": 0, "games_finished": 0, "loads": 0, "at_start_up": 0, "lost_one": 0}
    tally["most_decisions"] = 0
    for k in range(kills):
        out, err = data / f"out-{k}.txt", data / f"err-{k}.txt"
        with out.open("w") as fh, err.open("w") as fe:
            proc = subprocess.Popen(
                [sys.executable, "-m", "tests.ui.autosave_child", str(seed + k)],
                cwd=ROOT,
                env=env,
                stdout=fh,
                stderr=fe,
            )
            try:
                if rnd.random() < 0.25:  # sometimes while it starts up or replays the save
                    time.sleep(rnd.uniform(0.2, 2.5))
                    tally["at_start_up"] += 1
                else:
                    _wait_for_line(out, err, proc)
                    time.sleep(rnd.uniform(0.0, play))
                assert proc.poll() is None, f"the game stopped by itself: {err.read_text()}"
                proc.send_signal(signal.SIGKILL)
            finally:
                proc.kill()
                proc.wait()
        tally["kills"] += 1
        reported, over = _decisions(out)
        saves, notices = autosave.scan()
        assert notices == [], f"kill {k} left a save that cannot be read: {notices}"
        if not saves:
            assert over or not known and reported <= 1, f"kill {k}: the save is gone ({reported})"
            tally["games_finished"] += over
            known = []
            continue
        assert len(saves) == 1
        match = autosave.open_match(
            saves[0].path
        )  # the full check: replayed, snapshot and checksum
        tally["loads"] += 1
        history = [a.to_dict() for a in match.game.history]
        assert len(history) >= reported - 1, f"kill {k} lost more than the last decision"
        tally["lost_one"] += len(history) == reported - 1
        assert history[: len(known)] == known, f"kill {k}: the game is not the one continued"
        known = history
        tally["most_decisions"] = max(tally["most_decisions"], len(history))
    leftovers = [p.name for p in (data / "saves").glob("*") if not p.name.endswith(".json")]
    assert not [n for n in leftovers if ".damaged-" in n]
    tally["temporary_files_left"] = len(leftovers)
    return tally


def test_autosave__killed_at_random_moments_the_save_always_loads(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    tally = kill_repeatedly(tmp_path, kills=4, seed=11)
    print(tally)
    assert tally["loads"] >= 1


@pytest.mark.soak
def test_autosave__soak_killed_many_times(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    tally = kill_repeatedly(tmp_path, kills=60, seed=23, play=5.0)
    print(tally)
    assert tally["loads"] >= 30 and tally["games_finished"] >= 1
