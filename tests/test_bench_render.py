"""`python -m game.tools.bench render` (issue 41, item 4): it runs the real board headless and ends with
one JSON line of figures.  A benchmark: the figures are checked for sense, never for speed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.tools import bench

ROOT = Path(__file__).resolve().parents[1]
KEYS = (
    "leap_1080_median_ms",
    "leap_1080_p99_ms",
    "leap_720_median_ms",
    "leap_720_p99_ms",
    "idle_1080_cpu_percent",
    "idle_720_cpu_percent",
    "bare_1080_median_ms",
    "strings_per_frame",
    "idle_floor_1080_cpu_percent",
)


def test_render__prints_the_figures_as_one_json_line_last():
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}  # it sets them itself
    done = subprocess.run(
        [sys.executable, "-m", "game.tools.bench", "render", "--seconds", "0.2", "--frames", "10"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    figures = json.loads(lines[-1])
    for key in KEYS:
        assert isinstance(figures[key], int | float) and figures[key] > 0, (key, figures)
    assert figures["leap_1080_p99_ms"] >= figures["leap_1080_median_ms"]
    assert figures["leap_1080_frames"] >= 10 and figures["leap_720_frames"] >= 10
    assert any(line.startswith("leap at 1920x1080: median") for line in lines[:-1]), lines


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["render", "--seconds", "0"], "argument --seconds: must be more than 0 seconds"),
        (["render", "--frames", "0"], "argument --frames: must be 1 or more, got 0"),
        (["render", "--seed", "x"], "argument --seed"),
    ],
)
def test_render__a_bad_argument_is_refused_with_one_line(argv, names, capsys, monkeypatch):
    monkeypatch.setattr(bench, "render", lambda *a: pytest.fail("played with a bad argument"))
    with pytest.raises(SystemExit) as refused:
        bench.main(argv)
    err = capsys.readouterr().err
    assert refused.value.code == 2
    assert names in err.rstrip().splitlines()[-1], err
