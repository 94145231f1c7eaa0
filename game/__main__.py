"""Start Lionwake: `python -m game` or the `lionwake` command."""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="lionwake", description="Lionwake on your desktop.")
    parser.add_argument(
        "--smoke", action="store_true", help="open the window, draw a few frames and quit (for CI)"
    )
    args = parser.parse_args(argv)
    from game.ui.app import run

    return run(smoke=args.smoke)


if __name__ == "__main__":
    sys.exit(main())
