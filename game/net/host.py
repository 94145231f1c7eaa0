"""The table host (issue 44): an asyncio WebSocket server (`websockets`) serving one `Table`.

A connection's first message must be a HELLO with a seat's join code (or the spectator code) and the
same protocol and rules versions, else the host answers ERROR and closes it.  Then it takes ACTION
and SAY messages; every message is checked (`protocol.parse`, `Table.submit`), each connection is
held to `RATE` messages a second (burst `BURST`) and its chat to `SAY_RATE` (burst `SAY_BURST`),
and a refused message changes nothing.  The host plays the computer seats itself (the bot's search
in a thread, then `pace` seconds so people can follow), tells everyone who is connected (PRESENCE)
on every join, leave and replace, relays chat (CHAT), and writes the table file after every
decision when it has one (`game.net.table_file`, atomic).  The bind address is a parameter: tests
and the default use 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core.save import RULES_VERSION

from . import table_file
from .protocol import (
    MAX_BYTES,
    PROTOCOL_VERSION,
    SPECTATOR,
    Kind,
    ProtocolError,
    Reason,
    encode,
    error,
    message,
    parse,
    refused,
)
from .table import NOBODY, Outbox, Table

RATE = 100.0  # messages a second a connection may send, on average (bots play fast)
BURST = 200  # ... and at once
SAY_RATE = 1.0  # chat lines a second a connection may send, on average
SAY_BURST = 5  # ... and at once
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello
SEND_TIMEOUT = 10.0  # seconds a send may wait for a client that does not read; then it is closed
TAKEN = frozenset({Kind.ACTION, Kind.SAY})  # what a joined connection may send


class Bucket:
    """A token bucket: `take()` is False when a sender is over its rate."""

    def __init__(self, rate: float = RATE, burst: int = BURST) -> None:
        self.rate, self.burst = rate, burst
        self.level, self.at = float(burst), time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True


class Host:
    """Serves one table; `await start()`, then `port`, `over`, `replace()` and `await close()`."""

    def __init__(
        self,
        table: Table,
        host: str = "127.0.0.1",
        port: int = 0,
        pace: float = 0.0,
        autosave: Path | None = None,
        rate: float = RATE,
        burst: int = BURST,
    ) -> None:
        self.table = table
        self.rate, self.burst = rate, burst
        self.address = host
        self.port = port
        self.pace = pace
        self.autosave = Path(autosave) if autosave is not None else None
        self.conns: dict[int, ServerConnection] = {}  # a person's seat -> its connection
        self.watchers: set[ServerConnection] = set()  # the spectators' connections
        self.server: Server | None = None
        self.over = asyncio.Event()
        self.refused = 0  # how many messages were refused
        self.sent = 0  # messages and bytes sent
        self.sent_bytes = 0
        self.decisions = 0  # decisions applied by this host (people's and computers')
        #: ms from a person's action arriving to every seat's reply sent
        self.decision_ms: list[float] = []
        #: ms a computer's move took: its search, applying it and every reply sent (not the pace)
        self.computer_ms: list[float] = []
        self._lock = asyncio.Lock()  # one decision (or presence) is delivered at a time
        self._computer: asyncio.Task | None = None

    async def start(self) -> None:
        # the library closes a connection whose message is far over the limit; up to 4x the limit
        # the host reads it and answers OVERSIZED, and the game goes on
        self.server = await serve(self._serve, self.address, self.port, max_size=4 * MAX_BYTES)
        self.port = self.server.sockets[0].getsockname()[1]
        if self.table.match.over:
            self._finished()
        else:
            self._save()
        self._kick()

    async def close(self) -> None:
        if self._computer is not None:
            self._computer.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._computer
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    async def replace(self, seat: int, kind: str) -> None:
        """Give `seat` to a computer of `kind`: its code is revoked, its connection (if any) gets
        ERROR replaced and is closed, everyone gets the new presence, and the computer plays."""
        async with self._lock:
            self.table.replace(seat, kind)
            conn = self.conns.pop(seat, None)
            self._save()
        if conn is not None:
            with contextlib.suppress(ConnectionClosed, TimeoutError):
                await self._send(conn, error(Reason.REPLACED))
            await conn.close()
        await self._presence()
        self._kick()

    def connected(self) -> set[int]:
        return set(self.conns)

    # connections

    async def _serve(self, conn: ServerConnection) -> None:
        seat: int | None = None
        try:
            joined = await self._hello(conn)
            if joined is None:
                return
            seat, code = joined
            await self._presence()
            bucket, chat = Bucket(self.rate, self.burst), Bucket(SAY_RATE, SAY_BURST)
            async for text in conn:
                await self._take(conn, code, text, bucket, chat)
        except ConnectionClosed:
            pass
        finally:
            self.watchers.discard(conn)
            left = [s for s, c in self.conns.items() if c is conn]
            for s in left:
                del self.conns[s]
            if left:
                with contextlib.suppress(ConnectionClosed):
                    await self._presence()

    async def _hello(self, conn: ServerConnection) -> tuple[int, str] | None:
        """The seat and code of a good HELLO (the seat joined), or None (ERROR sent, closed)."""
        try:
            msg = parse(await asyncio.wait_for(conn.recv(), HELLO_TIMEOUT), frozenset({Kind.HELLO}))
            if msg["protocol"] != PROTOCOL_VERSION:
                raise ProtocolError(Reason.WRONG_PROTOCOL, f"host speaks {PROTOCOL_VERSION}")
            if msg["rules"] != RULES_VERSION:
                raise ProtocolError(Reason.WRONG_RULES, f"host plays rules {RULES_VERSION}")
        except ProtocolError as exc:
            return await self._fail(conn, exc.reason, exc.detail)
        except TimeoutError:
            return await self._fail(conn, Reason.MALFORMED, "no hello")
        old = None
        async with self._lock:
            out = self.table.join(msg["token"])
            seat = out[0][0]
            if seat == NOBODY:
                return await self._fail(conn, Reason(out[0][1]["reason"]))
            if seat == SPECTATOR:
                self.watchers.add(conn)
                for _, m in out:
                    await self._send_safe(conn, m)
            else:
                old = self.conns.get(seat)
                self.conns[seat] = conn  # a seat rejoining replaces its old connection ...
                await self._deliver(out)
        if seat >= 0 and old is not None and old is not conn:  # ... which is told so and closed
            with contextlib.suppress(ConnectionClosed, TimeoutError):
                await self._send(old, error(Reason.ELSEWHERE))
            await old.close()
        return seat, msg["token"]

    async def _fail(self, conn: ServerConnection, reason: Reason, detail: str = "") -> None:
        self.refused += 1
        with contextlib.suppress(ConnectionClosed, TimeoutError):
            await self._send(conn, error(reason, detail))
        await conn.close()
        return None

    async def _take(
        self, conn: ServerConnection, code: str, text: Any, bucket: Bucket, chat: Bucket
    ) -> None:
        arrived = time.perf_counter()
        if not bucket.take():
            return await self._refuse(conn, refused(Reason.TOO_FREQUENT))
        try:
            msg = parse(text, TAKEN)
        except ProtocolError as exc:
            return await self._refuse(conn, refused(exc.reason, exc.detail))
        if msg["kind"] == Kind.SAY:
            return await self._say(conn, code, msg, chat)
        async with self._lock:
            out = self.table.submit(code, msg["action"])
            if len(out) == 1 and out[0][1]["kind"] == Kind.REFUSED:
                return await self._refuse(conn, out[0][1])
            await self._decided(out)
            self.decision_ms.append((time.perf_counter() - arrived) * 1000)
        self._kick()

    async def _say(self, conn: ServerConnection, code: str, msg: dict, chat: Bucket) -> None:
        seat = self.table.seat_of(code)
        if seat is None:
            return await self._refuse(conn, refused(Reason.REPLACED))
        if seat == SPECTATOR:
            return await self._refuse(conn, refused(Reason.SPECTATOR))
        if not chat.take():
            return await self._refuse(conn, refused(Reason.TOO_FREQUENT))
        line = message(Kind.CHAT, seat=seat, text=msg["text"].strip(), phrase=msg["phrase"])
        async with self._lock:
            await self._deliver([(s, line) for s in self.table.audience()])

    async def _refuse(self, conn: ServerConnection, msg: dict[str, Any]) -> None:
        self.refused += 1
        await self._send_safe(conn, msg)

    async def _decided(self, out: Outbox) -> None:
        """A decision was applied (the lock held): saved, then every seat told."""
        self.decisions += 1
        self._save()
        await self._deliver(out)
        if self.table.match.over:
            self._finished()

    def _finished(self) -> None:
        """The game is over: `over` is set and the table file, nothing left to reopen, removed."""
        self.over.set()
        if self.autosave is not None:
            self.autosave.unlink(missing_ok=True)

    def _save(self) -> None:
        if self.autosave is not None and not self.table.match.over:
            table_file.save(self.table, self.autosave, self.port)

    # computer seats

    def _kick(self) -> None:
        """Start the computers' play if a computer decides now and it is not running."""
        if self.table.computer_seat() is None:
            return
        if self._computer is None or self._computer.done():
            self._computer = asyncio.get_running_loop().create_task(self._play_computers())

    async def _play_computers(self) -> None:
        while (seat := self.table.computer_seat()) is not None:
            began = time.perf_counter()
            decisions = len(self.table.match.game.history)
            bot, game, seat = self.table.computer_search()
            action = await asyncio.to_thread(bot.choose, game, seat)
            searched = time.perf_counter() - began
            if self.pace > 0:
                await asyncio.sleep(self.pace)
            async with self._lock:
                if len(self.table.match.game.history) != decisions:
                    continue  # (nothing else decides while a computer does; to be safe)
                began = time.perf_counter()
                await self._decided(self.table.play(action))
                self.computer_ms.append((searched + time.perf_counter() - began) * 1000)

    # sending

    async def _presence(self) -> None:
        """Every connection gets who sits where and who is connected."""
        async with self._lock:
            connected = self.connected()
            for seat, conn in list(self.conns.items()):
                await self._send_safe(conn, self.table.presence_message(connected, seat))
            for conn in list(self.watchers):
                await self._send_safe(conn, self.table.presence_message(connected, SPECTATOR))

    async def _deliver(self, out: Outbox) -> None:
        for seat, msg in out:
            if seat == SPECTATOR:
                targets = list(self.watchers)
            else:
                conn = self.conns.get(seat)
                targets = [conn] if conn is not None else []
            for conn in targets:
                await self._send_safe(conn, msg)

    async def _send_safe(self, conn: ServerConnection, msg: dict[str, Any]) -> None:
        """Send, or let it go: a connection gone rejoins and gets its view then; one that does not
        read for SEND_TIMEOUT seconds is closed."""
        try:
            await self._send(conn, msg)
        except ConnectionClosed:
            pass
        except TimeoutError:
            conn.transport.abort()

    async def _send(self, conn: ServerConnection, msg: dict[str, Any]) -> None:
        text = encode(msg)
        self.sent += 1
        self.sent_bytes += len(text.encode())
        await asyncio.wait_for(conn.send(text), SEND_TIMEOUT)
