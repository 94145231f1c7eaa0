"""Network play's figures (issue 44, "Measure and report"), on this machine and 127.0.0.1 only.

`python -m game.net bench` prints, for a seeded game at 2, 3 and 4 players:

- **traffic**: messages and bytes the host sends per decision (every seat's events and view), with
  clients choosing at random from the legal actions their views offer;
- **latency**: the time from one client sending a decision (a click) to another client holding the
  changed view, through the real threaded `Connection`s the desktop app uses (drawing it adds at
  most one frame);
- **capacity**: how many all-computer tables one host process carries at once before a decision
  takes longer than 100 ms: beside them a probe table of two people played as fast as they can, and
  the 95th percentile of the host's answer to a person's decision (arrival to every reply sent,
  `Host.decision_ms`); the computers' own moves (`Host.computer_ms`: search, apply, replies) are
  reported beside it.  At the desktop's pace of 1 s a computer move, and flat out (pace 0).

Figures print as they come; the last line is one JSON object with all of them.  Nothing here is an
assertion: the machine is noisy (2 cores), so the numbers are reported, not tested.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from websockets.exceptions import ConnectionClosed

from game.core import Config
from game.session.seeds import client_seed

from .client import Client, run
from .host import Host
from .remote import Connection
from .table import Table

LOOPBACK = "127.0.0.1"
LIMIT_MS = 100.0
THINK = 0.05  # seconds a probe person takes over a decision


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


# --- traffic -----------------------------------------------------------------------------------------


async def _traffic(players: int, seed: int, timeout: float) -> dict[str, Any]:
    table = Table(Config(players=players, seed=seed))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    rnd = [random.Random(client_seed(seed, s)) for s in range(players)]
    began = time.perf_counter()
    try:
        await asyncio.gather(
            *(
                run(uri, code, lambda legal, r=rnd[s]: r.choice(legal), timeout)
                for s, code in enumerate(table.codes)
            )
        )
    finally:
        await host.close()
    decisions = max(1, host.decisions)
    return {
        "players": players,
        "decisions": host.decisions,
        "messages_per_decision": round(host.sent / decisions, 2),
        "bytes_per_decision": round(host.sent_bytes / decisions),
        "seconds": round(time.perf_counter() - began, 2),
        "host_ms_median": round(statistics.median(host.decision_ms or [0.0]), 2),
        "host_ms_p95": round(_pct(host.decision_ms, 0.95), 2),
    }


# --- latency -----------------------------------------------------------------------------------------


async def _serve_forever(host: Host, stop: asyncio.Event) -> None:
    await host.start()
    await stop.wait()
    await host.close()


def _latency(players: int, seed: int, samples: int, timeout: float) -> dict[str, Any]:
    """Clients in threads (the desktop's `Connection`), the host in this thread's loop in another
    thread: for each decision, from the decider's send to every other client holding the view that
    shows it."""
    import threading

    table = Table(Config(players=players, seed=seed))
    host = Host(table, LOOPBACK, 0)
    loop = asyncio.new_event_loop()
    stop = asyncio.Event()
    started = threading.Event()

    def serve() -> None:
        asyncio.set_event_loop(loop)
        loop.call_soon(started.set)
        loop.run_until_complete(_serve_forever(host, stop))

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    started.wait(5)
    deadline = time.monotonic() + 5
    while host.server is None and time.monotonic() < deadline:
        time.sleep(0.01)
    uri = f"ws://{LOOPBACK}:{host.port}"
    conns = [Connection(uri, code) for code in table.codes]
    rnd = random.Random(seed)
    seen = [-1] * players  # the `decisions` of the last view each client holds
    legal: list[list] = [[] for _ in range(players)]
    waits: list[float] = []
    end = time.monotonic() + timeout
    try:
        while len(waits) < samples and time.monotonic() < end and not host.over.is_set():
            _drain(conns, seen, legal)
            decider = next((s for s in range(players) if legal[s]), -1)
            if decider < 0:
                time.sleep(0.0005)
                continue
            target = seen[decider] + 1
            action = rnd.choice(legal[decider])
            legal[decider] = []
            sent = time.perf_counter()
            conns[decider].send_action(action)
            others = [s for s in range(players) if s != decider]
            while time.monotonic() < end:
                _drain(conns, seen, legal)
                if all(seen[s] >= target for s in others):
                    break
                time.sleep(0.0002)
            waits.append((time.perf_counter() - sent) * 1000)
    finally:
        for conn in conns:
            conn.close()
        loop.call_soon_threadsafe(stop.set)
        thread.join(5)
    return {
        "players": players,
        "samples": len(waits),
        "ms_median": round(statistics.median(waits or [0.0]), 2),
        "ms_p95": round(_pct(waits, 0.95), 2),
        "ms_max": round(max(waits or [0.0]), 2),
    }


def _drain(conns: list[Connection], seen: list[int], legal: list[list]) -> None:
    for s, conn in enumerate(conns):
        for msg in conn.poll():
            if msg.get("kind") == "view":
                seen[s] = msg["decisions"]
                legal[s] = msg["legal"] if msg["pending"]["seat"] == s else []


# --- capacity ----------------------------------------------------------------------------------------


async def _capacity_at(
    tables: int, players: int, pace: float, seconds: float, folder: Path
) -> dict[str, Any]:
    """`tables` all-computer tables (saving after every decision, as a real host does) and one
    probe table of two people who each take `THINK` seconds a decision, dealt again whenever
    its game ends (so it plays the whole time): how long the host takes to
    answer a person's decision (`decision_ms`), and a computer's (`computer_ms`)."""
    hosts = [
        Host(
            Table(Config(players=players, seed=100 + t), ["greedy"] * players),
            LOOPBACK,
            0,
            pace,
            folder / f"table-{t}.json",
        )
        for t in range(tables)
    ]
    for host in hosts:
        await host.start()
    person_ms: list[float] = []
    end = time.monotonic() + seconds
    deal = 0
    while time.monotonic() < end:  # one probe game after another until the time is up
        deal += 1
        probe = Host(Table(Config(players=2, seed=900 + deal)), LOOPBACK, 0, 0.0, folder / "p.json")
        await probe.start()
        uri = f"ws://{LOOPBACK}:{probe.port}"
        people = [
            asyncio.create_task(_person(uri, code, random.Random(deal * 2 + s), end))
            for s, code in enumerate(probe.table.codes)
        ]
        await asyncio.gather(*people, return_exceptions=True)
        await probe.close()
        person_ms += probe.decision_ms
    for host in hosts:
        await host.close()
    probe_decision_ms = person_ms
    computer = [ms for host in hosts for ms in host.computer_ms]
    return {
        "tables": tables,
        "pace": pace,
        "person_decisions": len(probe_decision_ms),
        "person_ms_median": round(statistics.median(probe_decision_ms or [0.0]), 1),
        "person_ms_p95": round(_pct(probe_decision_ms, 0.95), 1),
        "computer_decisions": len(computer),
        "computer_ms_median": round(statistics.median(computer or [0.0]), 1),
        "computer_ms_p95": round(_pct(computer, 0.95), 1),
    }


async def _person(uri: str, code: str, rnd: random.Random, end: float) -> None:
    """A person at the probe table: `THINK` seconds a decision, until its game or the time ends."""
    client = Client()
    await client.join(uri, code)
    try:
        while time.monotonic() < end:
            msg = await asyncio.wait_for(client.recv(), max(0.1, end - time.monotonic()))
            if msg["kind"] != "view":
                continue
            if msg["pending"]["seat"] < 0:
                return
            if msg["legal"]:
                await asyncio.sleep(THINK)
                await client.send_action(rnd.choice(msg["legal"]))
    except (TimeoutError, ConnectionClosed):
        return
    finally:
        await client.close()


def _capacity(players: int, pace: float, seconds: float, most: int) -> dict[str, Any]:
    """Double the all-computer tables beside the probe table until the host's answer to a
    person's decision takes longer than `LIMIT_MS` (95th percentile)."""
    steps, carried, tables = [], 0, 1
    while tables <= most:
        with tempfile.TemporaryDirectory(prefix="lionwake-bench-") as folder:
            step = asyncio.run(_capacity_at(tables, players, pace, seconds, Path(folder)))
        steps.append(step)
        _say(f"capacity pace {pace}s: {json.dumps(step)}")
        if step["person_ms_p95"] > LIMIT_MS:
            break
        carried = tables
        tables *= 2
    return {"players": players, "pace": pace, "tables_within_100ms": carried, "steps": steps}


def _say(line: str) -> None:
    print(line, flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.net bench", description="Network play's figures on 127.0.0.1."
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--samples", type=int, default=200, help="latency samples per size")
    parser.add_argument("--seconds", type=float, default=20.0, help="per capacity step")
    parser.add_argument("--most", type=int, default=64, help="most tables tried")
    parser.add_argument("--quick", action="store_true", help="a short run (smoke test)")
    args = parser.parse_args(argv)
    if args.quick:
        args.samples, args.seconds, args.most = 20, 2.0, 2
    out: dict[str, Any] = {"traffic": [], "latency": [], "capacity": []}
    for players in (2, 3, 4):
        step = asyncio.run(_traffic(players, args.seed, 300))
        out["traffic"].append(step)
        _say(f"traffic: {json.dumps(step)}")
    for players in (2, 3, 4):
        step = _latency(players, args.seed, args.samples, 120)
        out["latency"].append(step)
        _say(f"latency: {json.dumps(step)}")
    for pace in (1.0, 0.0):
        out["capacity"].append(_capacity(4, pace, args.seconds, args.most))
    _say(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
