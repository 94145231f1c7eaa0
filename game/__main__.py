"""Start Lionwake: `python -m game`, the `lionwake` command, or the frozen `Lionwake` executable.

An error that escapes the game is written to a crash log (`game.crash`) and shown to the player with
where the log is, and the exit status is 1; nothing vanishes silently.  A start that never reached the
title screen (`crash.begin_start`) is offered, at the next start, with the player's settings and saves
set aside (issue 39).

`--replay FILE` opens the window on a game record's replay; with `--smoke` it steps through the
record headless and checks it (issue 43, item 6: `game.ui.replay_smoke`).
"""

from __future__ import annotations

import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    """Parse the command line and run the game; a crash is logged and reported, returning 1."""
    parser = argparse.ArgumentParser(prog="lionwake", description="Lionwake on your desktop.")
    parser.add_argument(
        "--smoke",
        action="store_true",
        help="play a whole hot-seat game by mouse (a quick bot picking each move) from the title "
        "menu to the scoring screen and quit; the last line printed is JSON (for CI)",
    )
    parser.add_argument(
        "--seed", type=int, default=None, help="with --smoke: the game's seed (default 1)"
    )
    parser.add_argument(
        "--shots", metavar="DIR", default=None, help="with --smoke: save a PNG of each screen here"
    )
    parser.add_argument(
        "--replay",
        metavar="FILE",
        default=None,
        help="open this game record in the replay view; with --smoke, step through it headless "
        "and check it against the record (the last line printed is JSON)",
    )
    args = parser.parse_args(argv)
    if args.replay and (args.seed is not None or args.shots):
        parser.error("--seed and --shots do not go with --replay")
    if (args.seed is not None or args.shots) and not args.smoke:
        parser.error("--seed and --shots go with --smoke")
    from game import crash

    failed = None if args.smoke else crash.begin_start()  # the smoke run leaves no marker
    try:
        if args.replay:
            from game.ui import replay_smoke

            if args.smoke:
                code = replay_smoke.replay_smoke(args.replay)
            else:
                code = replay_smoke.watch(args.replay, failed)
        elif args.smoke:
            from game.ui.net_smoke import play_net_smoke
            from game.ui.smoke import smoke

            code = smoke(seed=args.seed, shots=args.shots, then=play_net_smoke)
        else:
            from game.ui.app import run

            code = run(failed_start=failed)
    except Exception as exc:
        crash.report(exc)
        return 1
    crash.start_finished()  # a clean exit, even before the title screen was reached
    return code


if __name__ == "__main__":
    sys.exit(main())
