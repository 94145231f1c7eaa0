"""`python -m game.net client ...`, `python -m game.net selftest ...` and `python -m game.net bench`
(issue 44, "Tests with real processes", "Headless proof" and "Measure and report"): a headless bot
client process, the selftest that plays whole games with real processes, and network play's figures,
all on 127.0.0.1 only."""

from __future__ import annotations

import argparse
import sys


def parser() -> argparse.ArgumentParser:
    top = argparse.ArgumentParser(
        prog="python -m game.net", description="Headless network play tools (127.0.0.1 only)."
    )
    sub = top.add_subparsers(dest="command", required=True)
    client = sub.add_parser("client", help="play one seat with a seeded random bot")
    client.add_argument("--uri", required=True, help="the host, e.g. ws://127.0.0.1:8765")
    client.add_argument("--code", required=True, help="the seat's join code")
    client.add_argument("--seed", type=int, default=0, help="the bot's random seed")
    client.add_argument("--record", default="", help="append every message received to FILE")
    client.add_argument(
        "--give-up", type=float, default=60.0, help="seconds to keep reconnecting (default 60)"
    )
    client.add_argument(
        "--stall-after", type=int, default=-1, help="stop answering after N decisions (selftest)"
    )
    test = sub.add_parser("selftest", help="play whole games with real processes on 127.0.0.1")
    test.add_argument("--players", type=int, default=3)
    test.add_argument("--games", type=int, default=2)
    test.add_argument("--seed", type=int, default=None, help="first game's seed")
    test.add_argument("--timeout", type=float, default=300.0, help="seconds for the whole run")
    sub.add_parser(
        "bench", add_help=False, help="messages, bytes, latency and tables per host (--help)"
    )
    return top


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["bench"]:
        from .bench import main as bench_main

        return bench_main(argv[1:])
    args = parser().parse_args(argv)
    if args.command == "client":
        from .botclient import main as client_main

        return client_main(args)
    from .selftest import main as selftest_main

    return selftest_main(args)


if __name__ == "__main__":
    sys.exit(main())
