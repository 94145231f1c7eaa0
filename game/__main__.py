"""Start Lionwake: `python -m game`, the `lionwake` command, or the frozen `Lionwake` executable.

An error that escapes the game is written to a crash log (`game.crash`) and shown to the player with
where the log is, and the exit status is 1; nothing vanishes silently.
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the game; a crash is logged and reported, returning 1."""
    parser = argparse.ArgumentParser(prog="lionwake", description="Lionwake on your desktop.")
    parser.add_argument(
        "--smoke", action="store_true", help="open the window, draw a few frames and quit (for CI)"
    )
    args = parser.parse_args(argv)
    try:
        from game.ui.app import run

        return run(smoke=args.smoke)
    except Exception as exc:
        from game.crash import report

        report(exc)
        return 1


if __name__ == "__main__":
    sys.exit(main())
