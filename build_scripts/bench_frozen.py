"""Measure the frozen app against its budgets and print the figures (it asserts nothing).

For each way of freezing (one folder, and with --onefile also one file) this builds Lionwake and the
bare pygame window (minimal_window.py) with build_scripts/lionwake.spec into build/bench/, then prints
the build time, the size on disk, and the time from launching the executable to its first shown frame
(the title menu, for Lionwake) — the median of --runs launches after one warm-up — with Lionwake's
ratio to the bare window.  The first frame's time comes from the LIONWAKE_FIRST_FRAME_FILE the program
writes when it flips its first frame.  Budgets: size at most 60 MB, first frame within 2 s.

    python build_scripts/bench_frozen.py [--onefile] [--runs 5] [--no-build] [--real-display]

Headless (SDL's dummy video and audio drivers) unless --real-display; the last line is JSON.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "build_scripts" / "lionwake.spec"
BENCH = ROOT / "build" / "bench"
SIZE_BUDGET_MB = 60.0
LAUNCH_BUDGET_S = 2.0


def executable(dist: Path, name: str, onefile: bool) -> Path:
    """Where PyInstaller puts the program `name` in `dist`."""
    suffix = ".exe" if sys.platform == "win32" else ""
    return dist / f"{name}{suffix}" if onefile else dist / name / f"{name}{suffix}"


def build(variant: str, minimal: bool, onefile: bool) -> tuple[Path, float]:
    """Freeze one program with the spec into build/bench/<variant>; its dist folder and seconds."""
    dist, work = BENCH / variant / "dist", BENCH / variant / "work"
    shutil.rmtree(dist, ignore_errors=True)
    extra = [x for x, on in (("--minimal", minimal), ("--onefile", onefile)) if on]
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN"]
    cmd += ["--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if extra:
        cmd += ["--", *extra]
    start = time.perf_counter()
    subprocess.run(cmd, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return dist, time.perf_counter() - start


def size_mb(path: Path) -> float:
    """Bytes of the files under `path` (a file or folder) in MB (10^6 bytes); links count once."""
    if path.is_file():
        return path.stat().st_size / 1e6
    files = [p for p in path.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files) / 1e6


def launch_seconds(exe: Path, real_display: bool) -> float:
    """Seconds from starting `exe --smoke` to its first shown frame."""
    env = dict(os.environ)
    if not real_display:
        env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    with tempfile.TemporaryDirectory(prefix="lionwake-bench-") as tmp:
        stamp = Path(tmp) / "first-frame"
        env.update(LIONWAKE_FIRST_FRAME_FILE=str(stamp), LIONWAKE_DATA_DIR=tmp)
        start = time.time()
        subprocess.run(
            [str(exe), "--smoke"],
            env=env,
            cwd=tmp,
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        return float(stamp.read_text().strip()) - start


def measure(variant: str, onefile: bool, args: argparse.Namespace) -> dict:
    """Build (unless --no-build) and measure Lionwake and the bare window frozen one way."""
    out: dict = {}
    for name, minimal in (("Lionwake", False), ("MinimalWindow", True)):
        key = f"{variant}-{name}"
        if args.no_build:
            dist, seconds = BENCH / key / "dist", None
        else:
            dist, seconds = build(key, minimal, onefile)
        exe = executable(dist, name, onefile)
        launch_seconds(exe, args.real_display)  # warm-up: the first launch reads from a cold cache
        runs = [launch_seconds(exe, args.real_display) for _ in range(args.runs)]
        out[name] = {
            "build_s": None if seconds is None else round(seconds, 1),
            "size_mb": round(size_mb(exe if onefile else exe.parent), 1),
            "first_frame_s": round(statistics.median(runs), 3),
            "first_frame_min_s": round(min(runs), 3),
        }
    out["ratio"] = round(
        out["Lionwake"]["first_frame_s"] / out["MinimalWindow"]["first_frame_s"], 2
    )
    return out


def main(argv: list[str] | None = None) -> None:
    """Measure, print a table with the budgets, and end with the figures as one JSON line."""
    from game.tools.cli import (
        whole_number,  # the game is installed in the environment that freezes it
    )

    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--onefile", action="store_true", help="also measure one-file builds")
    parser.add_argument(
        "--runs", type=whole_number(1), default=5, help="launches per program (after a warm-up)"
    )
    parser.add_argument("--no-build", action="store_true", help="reuse the builds in build/bench")
    parser.add_argument(
        "--real-display", action="store_true", help="use the real display and audio"
    )
    args = parser.parse_args(argv)
    variants = [("onedir", False)] + ([("onefile", True)] if args.onefile else [])
    results = {variant: measure(variant, onefile, args) for variant, onefile in variants}
    print(f"{'build':8} {'program':14} {'build s':>8} {'size MB':>8} {'first frame s':>14}")
    for variant, res in results.items():
        for name in ("Lionwake", "MinimalWindow"):
            r = res[name]
            built = "-" if r["build_s"] is None else f"{r['build_s']:.1f}"
            print(
                f"{variant:8} {name:14} {built:>8} {r['size_mb']:8.1f} "
                f"{r['first_frame_s']:9.3f} (min {r['first_frame_min_s']:.3f})"
            )
        lw = res["Lionwake"]
        size_ok = "within" if lw["size_mb"] <= SIZE_BUDGET_MB else "OVER"
        time_ok = "within" if lw["first_frame_s"] <= LAUNCH_BUDGET_S else "OVER"
        print(
            f"{variant:8} Lionwake / bare window first frame: {res['ratio']:.2f}x; "
            f"size {size_ok} {SIZE_BUDGET_MB:.0f} MB, first frame {time_ok} {LAUNCH_BUDGET_S:.0f} s"
        )
    print(json.dumps(results, sort_keys=True))


if __name__ == "__main__":
    main()
