"""The standalone app (issue 7): `make build`, then the frozen executable run headless.

Skipped unless pytest is given --frozen (`make smoke-frozen`, which CI runs after `make test`): the
build takes a while.  Checks that the frozen app passes --smoke (a whole hot-seat game played by mouse
through every screen, issue 41 item 5) and draws its first frame, carries its assets, levels, fonts and
icon inside, writes a crash log to the user's folder on a deliberate crash,
and writes nothing beside itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
APP = ROOT / "dist" / "Lionwake"
EXE = APP / ("Lionwake.exe" if sys.platform == "win32" else "Lionwake")

pytestmark = pytest.mark.frozen


@pytest.fixture(scope="module")
def built() -> Path:
    """Run `make build` once for this module; the frozen executable's path."""
    done = subprocess.run(["make", "build"], cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert EXE.is_file()
    return EXE


def files_in(folder: Path) -> set[str]:
    """Every path under `folder`, relative to it."""
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


def run_frozen(exe: Path, tmp_path: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    """Run the frozen app headless from an unrelated folder, its user data in tmp_path."""
    full_env = {k: v for k, v in os.environ.items() if k != "LIONWAKE_CRASH_TEST"}
    full_env.update(
        SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LIONWAKE_DATA_DIR=str(tmp_path / "user")
    )
    full_env.update(env)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir(exist_ok=True)
    return subprocess.run(
        [str(exe), *args], cwd=cwd, env=full_env, capture_output=True, text=True, timeout=120
    )


def test_bundle_carries_assets_levels_fonts_and_icon(built):
    inside = files_in(APP)
    for wanted in (
        "assets/data/lions.toml",
        "assets/fonts/LionwakeSans-Regular.otf",
        "assets/fonts/LionwakeSerif-Bold.otf",
        "assets/icon/lionwake.png",
        "assets/sounds/hop.wav",
        "assets/sounds/music.wav",
        "levels/first-game-2p.tmx",
        "levels/village.tsx",
        "levels/campaign/chapter-8.tmx",
    ):
        assert any(p.replace(os.sep, "/").endswith(wanted) for p in inside), wanted
    if sys.platform.startswith("linux"):
        assert (APP / "lionwake.desktop").is_file()
        assert "Exec=Lionwake" in (APP / "lionwake.desktop").read_text()


def test_frozen_smoke_plays_a_whole_game_through_every_screen(built, tmp_path):
    before = files_in(APP)
    stamp = tmp_path / "first-frame"
    shots = tmp_path / "shots"
    done = run_frozen(
        built,
        tmp_path,
        "--smoke",
        "--seed",
        "3",
        "--shots",
        str(shots),
        LIONWAKE_FIRST_FRAME_FILE=str(stamp),
    )
    assert done.returncode == 0, done.stderr
    assert float(stamp.read_text()) > 0
    report = json.loads(done.stdout.strip().splitlines()[-1])
    assert {"menu", "new_game", "setup_draft", "board", "battle", "scoring"} <= set(
        report["scenes"]
    )
    # network play is in the build: a table hosted, played by mouse, listed (issue 44)
    assert {"host_table", "join_table"} <= set(report["scenes"]) and report["net_decisions"] > 0
    assert len(list(shots.glob("*.png"))) == len(report["scenes"])
    assert files_in(APP) == before  # nothing written beside the executable
    assert not list((tmp_path / "elsewhere").iterdir())  # nor in the current folder


def test_frozen_crash_writes_a_log_naming_the_error(built, tmp_path):
    before = files_in(APP)
    done = run_frozen(built, tmp_path, LIONWAKE_CRASH_TEST="1")
    assert done.returncode == 1
    logs = list((tmp_path / "user" / "logs").glob("crash-*.log"))
    assert len(logs) == 1
    text = logs[0].read_text(encoding="utf-8")
    assert "CrashTest" in text and "LIONWAKE_CRASH_TEST" in text
    assert "Frozen build: yes" in text
    assert "Traceback" in text and "Platform:" in text
    assert str(logs[0]) in done.stderr
    assert files_in(APP) == before
