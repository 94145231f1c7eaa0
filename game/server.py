"""A table server without a window (issue 44, "A table server for the internet"):

    python -m game.server --port P [--bind ADDR] [--players N] [--seats human,greedy,...]
        [--seed S] [--layout L] [--pace SEC] [--table-file PATH] [--reopen PATH] [--spectators]

It runs the same `game.net.host.Host` the desktop app runs.  Its first line on stdout is one JSON
object {"port", "codes", "spectator_code", "invitations"} (codes shown "ABCD-EFGH", null for a
computer's seat; one invitation line per person's seat), then lines for the operator.  It serves
until the game is over (and exits 0 a few seconds later, so every client gets the last view), or
until SIGINT/SIGTERM (exit 0, the table file kept: `--reopen PATH` serves it again on its saved
port, or on --port if given).  The bind address is every interface ("0.0.0.0") unless --bind says
otherwise, and 127.0.0.1 when LIONWAKE_LOOPBACK_ONLY=1 (`game.net.addresses.loopback_only`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import signal
import sys
import threading
from pathlib import Path

from game.core import Config
from game.net import table_file
from game.net.addresses import bind_address, lan_addresses, loopback_only
from game.net.codes import show
from game.net.host import Host
from game.net.invite import Invitation
from game.net.table import KINDS, Table
from game.session.seeds import SEED_LIMIT

LINGER = 3.0  # seconds served after the game is over, so every client gets the last view


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m game.server", description=__doc__.split("\n")[0])
    p.add_argument("--port", type=int, default=None, help="the port (0: any free one)")
    p.add_argument("--bind", default=None, help="the address to listen on (default 0.0.0.0)")
    p.add_argument("--players", type=int, default=None, help="2 to 4 (default: --seats, or 2)")
    p.add_argument("--seats", default=None, help=f"one of {','.join(KINDS)} per seat")
    p.add_argument("--seed", type=int, default=None, help="the game's seed (default: random)")
    p.add_argument("--layout", default="first-game", help="the village layout")
    p.add_argument("--pace", type=float, default=1.0, help="seconds after a computer's move")
    p.add_argument("--table-file", type=Path, default=None, help="where the table is saved")
    p.add_argument("--reopen", type=Path, default=None, help="serve this saved table again")
    p.add_argument("--spectators", action="store_true", help="give the table a spectator code")
    return p


def build(args: argparse.Namespace) -> tuple[Table, int, Path]:
    """The table to serve, its port and its file, from the command line."""
    if args.reopen is not None:
        table, port = table_file.load(args.reopen)
        path = args.table_file or args.reopen
        return table, port if args.port is None else args.port, path
    seats = args.seats.split(",") if args.seats else None
    players = args.players or (len(seats) if seats else 2)
    if seats is None:
        seats = ["human"] * players
    if len(seats) != players:
        raise SystemExit(f"--seats names {len(seats)} seats for {players} players")
    if any(k not in KINDS for k in seats):
        raise SystemExit(f"--seats: each seat is one of {', '.join(KINDS)}")
    seed = args.seed if args.seed is not None else random.randrange(SEED_LIMIT)
    config = Config(players=players, seed=seed, layout=args.layout)
    table = Table(config, seats, spectators=args.spectators)
    path = args.table_file or table_file.default_path()
    return table, args.port or 0, path


def announce(table: Table, bind: str, port: int) -> dict:
    """The first line's object: the port, the codes and an invitation line per person's seat."""
    if bind in ("0.0.0.0", "::", ""):
        shown = "127.0.0.1" if loopback_only() else lan_addresses()[0]
    else:
        shown = bind
    return {
        "port": port,
        "codes": [show(c) if c else None for c in table.codes],
        "spectator_code": show(table.spectator_code) if table.spectator_code else None,
        "invitations": [str(Invitation(shown, port, c)) if c else None for c in table.codes],
    }


def _stop_on_signals(loop: asyncio.AbstractEventLoop, stop: asyncio.Event) -> None:
    """Ctrl+C and SIGTERM stop the server cleanly, keeping the table file.

    Only where the loop can take signal handlers: Windows' event loop has none, and only the
    main thread may install them (a test may serve from another).  There Ctrl+C ends the
    process as Python's default handler does, and the table file is autosaved after every
    action anyway.
    """
    if sys.platform == "win32" or threading.current_thread() is not threading.main_thread():
        return
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)


async def serve(table: Table, bind: str, port: int, path: Path, pace: float) -> int:
    host = Host(table, bind, port, pace, autosave=path)
    await host.start()
    print(json.dumps(announce(table, bind, host.port)), flush=True)
    print(f"Serving a {table.players}-player table on {bind}:{host.port}", flush=True)
    print(f"Table file: {path}", flush=True)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    _stop_on_signals(loop, stop)
    over = asyncio.create_task(host.over.wait())
    stopped = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({over, stopped}, return_when=asyncio.FIRST_COMPLETED)
        if over.done() and not stop.is_set():
            outcome = table.match.game.state.outcome
            print(f"The game is over: {list(outcome.scores) if outcome else []}", flush=True)
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(stop.wait(), LINGER)
        else:
            print("Stopped; the table file is kept.", flush=True)
    finally:
        over.cancel()
        stopped.cancel()
        await host.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    try:
        table, port, path = build(args)
    except table_file.TableFileError as exc:
        print(f"Cannot reopen the table: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"Cannot set up the table: {exc}", file=sys.stderr)
        return 2
    bind = args.bind or bind_address()
    if loopback_only() and bind not in ("127.0.0.1", "::1"):
        bind = "127.0.0.1"
    return asyncio.run(serve(table, bind, port, path, args.pace))


if __name__ == "__main__":
    sys.exit(main())
