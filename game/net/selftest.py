"""The headless proof of network play (issue 44, "Headless proof" and "Tests with real processes").

`python -m game.net selftest --players 3 --games 2` plays whole games with real processes on
127.0.0.1 only: for each game a table server (`python -m game.server --bind 127.0.0.1 --port 0
--pace 0 --table-file ...`) and one bot client process per seat (`python -m game.net client`).
In each game one client is stopped mid-turn (`--stall-after`), killed (SIGKILL) and started again
with the same code; in the last game the host is killed (SIGKILL) at that moment too and started
again from its table file (`--reopen`) on the same port, and every client must come back.  Before
the clients of the first game join, a hostile client sends garbage, unknown codes, another rules
version, a second hello with another seat's code, another seat's move, an oversized message and a
flood: every one must be refused and the game must not change.  At the end every client's final
scores must be the same, and every message each client received is checked with
`game.net.leaks.hidden_leaks`.  The last line printed is one JSON object (`games`, `completed`,
`reconnects`, `refused`, `hidden_leaks`, `seconds`, `messages`, `bytes`, `decisions`); the exit
code is 0 only if every game completed and nothing leaked.  Every child process is killed at the
end, and the whole run is bounded by `--timeout`.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.session.seeds import client_seed

from .botclient import STALLED
from .hostile import hostile_client
from .leaks import hidden_leaks

LOOPBACK = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[2]  # the folder holding the `game` package
SERVER = ("-m", "game.server")
STALL_AT = 30  # the killed client's decisions before it stops, mid-turn
AGAIN = 1000  # added to a restarted client's seed
GIVE_UP = 30.0  # seconds a client keeps reconnecting
START = 30.0  # seconds a server has to print its first line
#: seeds whose games end soon when every seat plays at random (a quick proof)
QUICK_SEEDS = {2: 39, 3: 7, 4: 16}


@dataclass
class Child:
    """A child process, the lines it prints, and its stderr in a file."""

    name: str
    proc: asyncio.subprocess.Process
    lines: list[str] = field(default_factory=list)
    seen: asyncio.Event = field(default_factory=asyncio.Event)
    reader: asyncio.Task | None = None

    async def pump(self) -> None:
        assert self.proc.stdout is not None
        try:
            async for raw in self.proc.stdout:
                self.lines.append(raw.decode("utf-8", "replace").rstrip("\n"))
                self.seen.set()
        finally:
            self.seen.set()  # its end: nobody waits for a line that will not come

    async def line(self, index: int, timeout: float) -> str | None:
        """Its line `index` (0 first), None if it ends first or within `timeout` seconds."""
        end = time.monotonic() + timeout
        while len(self.lines) <= index:
            if self.reader is not None and self.reader.done():
                return None
            self.seen.clear()
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self.seen.wait(), max(0.0, end - time.monotonic()))
            if time.monotonic() >= end and len(self.lines) <= index:
                return None
        return self.lines[index]

    def last_json(self) -> dict[str, Any] | None:
        for text in reversed(self.lines):
            with contextlib.suppress(ValueError):
                value = json.loads(text)
                if isinstance(value, dict):
                    return value
        return None

    async def finish(self, timeout: float) -> int | None:
        """Its exit code, waiting up to `timeout` seconds (None if it still runs)."""
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.proc.wait(), timeout)
            if self.reader is not None:
                await asyncio.wait_for(self.reader, 5)
        return self.proc.returncode

    def kill(self) -> None:
        if self.proc.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                self.proc.kill()


@dataclass
class Selftest:
    """Plays the games; `children` is every process started (all killed by `close`)."""

    players: int
    tmp: Path
    server: tuple[str, ...] = SERVER
    children: list[Child] = field(default_factory=list)

    async def spawn(self, name: str, *args: str) -> Child:
        env = {**os.environ, "LIONWAKE_LOOPBACK_ONLY": "1", "PYTHONUNBUFFERED": "1"}
        err = open(self.tmp / f"{name}.err", "ab")  # noqa: SIM115 (the child holds it)
        try:
            proc = await asyncio.create_subprocess_exec(
                sys.executable, *args, cwd=ROOT, env=env, stdin=asyncio.subprocess.DEVNULL,
                stdout=asyncio.subprocess.PIPE, stderr=err,
            )  # fmt: skip
        finally:
            err.close()
        child = Child(name, proc)
        child.reader = asyncio.create_task(child.pump())
        self.children.append(child)
        return child

    async def start_server(self, name: str, *args: str) -> tuple[Child, dict[str, Any]]:
        server = await self.spawn(name, *self.server, "--bind", LOOPBACK, "--pace", "0", *args)
        first = await server.line(0, START)
        if first is None:
            err = (self.tmp / f"{name}.err").read_text(errors="replace")[-600:]
            raise RuntimeError(f"the server printed nothing: {err}")
        return server, json.loads(first)

    async def client(self, uri: str, code: str, seat: int, seed: int, stall: int = -1) -> Child:
        record = self.tmp / f"seat{seat}.jsonl"
        args = ["-m", "game.net", "client", "--uri", uri, "--code", code, "--seed", str(seed)]
        args += ["--record", str(record), "--give-up", str(GIVE_UP), "--stall-after", str(stall)]
        n = sum(c.name.startswith(f"seat{seat}") for c in self.children)
        return await self.spawn(f"seat{seat}-{n}", *args)

    async def game(
        self, index: int, seed: int, kill_client: bool, kill_host: bool, hostile: bool
    ) -> dict[str, Any]:
        """One game; what happened in it."""
        tf = self.tmp / "table.json"
        server, first = await self.start_server(
            "server", "--port", "0", "--players", str(self.players), "--seed", str(seed),
            "--table-file", str(tf),
        )  # fmt: skip
        port, codes = first["port"], first["codes"]
        uri = f"ws://{LOOPBACK}:{port}"
        out: dict[str, Any] = {"game": index, "seed": seed, "port": port, "refused": 0}
        if hostile:
            out["hostile"] = await hostile_client(uri, codes)
            out["refused"] += out["hostile"]["refused"]
        victim = index % self.players
        stall = STALL_AT if kill_client or kill_host else -1
        seats: list[list[Child]] = []
        for seat, code in enumerate(codes):
            stops = stall if seat == victim else -1
            seats.append([await self.client(uri, code, seat, client_seed(seed, seat), stops)])
        out["stalled"] = False
        if stall >= 0 and await seats[victim][0].line(0, 60) == STALLED:
            out["stalled"] = True
            seats[victim][0].kill()
            await seats[victim][0].finish(10)
            if kill_host:
                server.kill()
                await server.finish(10)
                server, again = await self.start_server(
                    "server-reopened", "--port", str(port), "--reopen", str(tf),
                    "--table-file", str(tf),
                )  # fmt: skip
                out["reopened_port"] = again["port"]
            seed_again = client_seed(seed, victim, AGAIN)  # a new process: a new bot
            seats[victim].append(await self.client(uri, codes[victim], victim, seed_again))
        for procs in seats:
            await procs[-1].finish(GIVE_UP + 120)
        server.proc.terminate()
        out["server_exit"] = await server.finish(10)
        return self._judge(out, seats, kill_host)

    def _judge(self, out: dict[str, Any], seats: list[list[Child]], kill_host: bool):
        finals = [procs[-1].last_json() or {} for procs in seats]
        out["scores"] = [f.get("scores") for f in finals]
        out["refused"] += sum(f.get("refused", 0) for f in finals)
        # a killed process had joined (it stalled on its turn); the last one says how often
        joins = [len(procs) - 1 + f.get("joins", 0) for procs, f in zip(seats, finals, strict=True)]
        out["joins"] = joins
        out["reconnects"] = sum(max(0, j - 1) for j in joins)
        back = all(j >= 2 for j in joins) if (kill_host and out["stalled"]) else True
        same = len({json.dumps(s) for s in out["scores"]}) == 1 and out["scores"][0]
        unchanged = not out.get("hostile", {}).get("changed", False)
        out["completed"] = bool(same and back and unchanged)
        leaks = messages = size = decisions = unreadable = 0
        for seat in range(len(seats)):
            for text in (self.tmp / f"seat{seat}.jsonl").read_text(encoding="utf-8").splitlines():
                messages, size = messages + 1, size + len(text.encode())
                try:
                    msg = json.loads(text)
                except ValueError:  # cut short by a kill: it cannot be checked
                    unreadable += 1
                    continue
                leaks += hidden_leaks(seat, msg)
                if msg.get("kind") == "view":
                    decisions = max(decisions, msg.get("decisions", 0))
        leaks += out.get("hostile", {}).get("hidden_leaks", 0)
        out.update(hidden_leaks=leaks, messages=messages, bytes=size, decisions=decisions)
        out["unreadable"] = unreadable
        out["completed"] = out["completed"] and not unreadable
        return out

    async def close(self) -> None:
        for child in self.children:
            child.kill()
        for child in self.children:
            await child.finish(5)
            if child.reader is not None and not child.reader.done():
                child.reader.cancel()


async def selftest(
    players: int = 3,
    games: int = 2,
    seed: int | None = None,
    *,
    kill_client: bool = True,
    kill_host: bool | None = None,
    hostile: bool = True,
    server: tuple[str, ...] = SERVER,
    log=None,
) -> dict[str, Any]:
    """Play `games` games; the summary (the JSON line).  `kill_host` None: in the last game."""
    first = QUICK_SEEDS.get(players, 1) if seed is None else seed
    start = time.monotonic()
    results = []
    with tempfile.TemporaryDirectory(prefix="lionwake-selftest-") as base:
        for g in range(games):
            tmp = Path(base) / f"game{g}"
            tmp.mkdir()
            run = Selftest(players, tmp, server)
            try:
                host_dies = g == games - 1 if kill_host is None else kill_host
                result = await run.game(g, first + g, kill_client, host_dies, hostile and g == 0)
            finally:
                await run.close()
            results.append(result)
            if log is not None:
                log(_line(result))
    total = {
        "games": games,
        "completed": sum(r["completed"] for r in results),
        "reconnects": sum(r["reconnects"] for r in results),
        "refused": sum(r["refused"] for r in results),
        "hidden_leaks": sum(r["hidden_leaks"] for r in results),
        "seconds": round(time.monotonic() - start, 2),
        "messages": sum(r["messages"] for r in results),
        "bytes": sum(r["bytes"] for r in results),
        "decisions": sum(r["decisions"] for r in results),
        "players": players,
        "seed": first,
    }
    total["games_detail"] = results
    return total


def _line(r: dict[str, Any]) -> str:
    return (
        f"game {r['game']} (seed {r['seed']}): completed={r['completed']} "
        f"decisions={r['decisions']} reconnects={r['reconnects']} refused={r['refused']} "
        f"hidden_leaks={r['hidden_leaks']} scores={r['scores'][0]}"
    )


def run(*args: Any, timeout: float = 300.0, **kwargs: Any) -> dict[str, Any]:
    """`selftest` bounded by `timeout` seconds (every child killed if it runs out)."""
    return asyncio.run(asyncio.wait_for(selftest(*args, **kwargs), timeout))


def main(args: Any) -> int:
    """`python -m game.net selftest` (arguments parsed by game.net.__main__)."""
    try:
        total = run(args.players, args.games, args.seed, timeout=args.timeout, log=print)
    except (TimeoutError, RuntimeError, OSError) as exc:
        total = {"games": args.games, "completed": 0, "reconnects": 0, "refused": 0,
                 "hidden_leaks": 0, "error": f"{type(exc).__name__}: {exc}"}  # fmt: skip
    detail = total.pop("games_detail", [])
    if detail:
        print("per game:", json.dumps([{k: r[k] for k in ("game", "joins", "scores")}
                                       for r in detail]))  # fmt: skip
    print(json.dumps(total), flush=True)
    ok = total["completed"] == total["games"] and total["hidden_leaks"] == 0
    return 0 if ok else 1
