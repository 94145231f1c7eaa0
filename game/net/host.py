"""The table host (issue 44): an asyncio WebSocket server (`websockets`) serving one `Table`.

A connection's first message must be a HELLO with the seat's token and the same protocol and rules
versions, else the host answers ERROR and closes it.  Then it takes ACTION messages; every message is
checked (`protocol.parse`, `Table.submit`), each connection is held to `RATE` messages a second
(burst `BURST`), and a refused message changes nothing.  The bind address is a parameter: tests and
the default use 127.0.0.1 only.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from game.core.save import RULES_VERSION

from .protocol import (
    FROM_CLIENT,
    MAX_BYTES,
    PROTOCOL_VERSION,
    Kind,
    ProtocolError,
    Reason,
    encode,
    error,
    parse,
    refused,
)
from .table import Outbox, Table

RATE = 100.0  # messages a second a connection may send, on average (bots play fast)
BURST = 200  # ... and at once
HELLO_TIMEOUT = 10.0  # seconds a new connection has to say hello


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
    """Serves one table; `await start()`, then `port`, `over` and `await close()`."""

    def __init__(
        self,
        table: Table,
        host: str = "127.0.0.1",
        port: int = 0,
        rate: float = RATE,
        burst: int = BURST,
    ) -> None:
        self.table = table
        self.rate, self.burst = rate, burst
        self.address = host
        self.port = port
        self.conns: dict[int, ServerConnection] = {}
        self.server: Server | None = None
        self.over = asyncio.Event()
        self.refused = 0  # how many messages were refused
        self.sent = 0  # messages and bytes sent
        self.sent_bytes = 0

    async def start(self) -> None:
        # the library closes a connection whose message is far over the limit; up to 4x the limit
        # the host reads it and answers OVERSIZED, and the game goes on
        self.server = await serve(self._serve, self.address, self.port, max_size=4 * MAX_BYTES)
        self.port = self.server.sockets[0].getsockname()[1]

    async def close(self) -> None:
        if self.server is not None:
            self.server.close()
            await self.server.wait_closed()

    async def _serve(self, conn: ServerConnection) -> None:
        try:
            token = await self._hello(conn)
            if token is None:
                return
            bucket = Bucket(self.rate, self.burst)
            async for text in conn:
                await self._take(conn, token, text, bucket)
        except ConnectionClosed:
            pass
        finally:
            for seat, c in list(self.conns.items()):
                if c is conn:
                    del self.conns[seat]

    async def _hello(self, conn: ServerConnection) -> str | None:
        """The token of a good HELLO (the seat joined), or None (ERROR sent, connection closed)."""
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
        out = self.table.join(msg["token"])
        if out[0][0] < 0:
            return await self._fail(conn, Reason.BAD_TOKEN)
        self.conns[out[0][0]] = conn  # a seat rejoining replaces its old connection
        await self._deliver(out)
        return msg["token"]

    async def _fail(self, conn: ServerConnection, reason: Reason, detail: str = "") -> None:
        self.refused += 1
        await self._send(conn, error(reason, detail))
        await conn.close()
        return None

    async def _take(self, conn: ServerConnection, token: str, text: Any, bucket: Bucket) -> None:
        if not bucket.take():
            self.refused += 1
            return await self._send(conn, refused(Reason.TOO_FREQUENT))
        try:
            msg = parse(text, frozenset({Kind.ACTION}) & FROM_CLIENT)
        except ProtocolError as exc:
            self.refused += 1
            return await self._send(conn, refused(exc.reason, exc.detail))
        out = self.table.submit(token, msg["action"])
        if len(out) == 1 and out[0][1]["kind"] == Kind.REFUSED:
            self.refused += 1
            return await self._send(conn, out[0][1])
        await self._deliver(out)
        if self.table.match.over:
            self.over.set()

    async def _deliver(self, out: Outbox) -> None:
        for seat, msg in out:
            conn = self.conns.get(seat)
            if conn is not None:
                with contextlib.suppress(ConnectionClosed):  # it rejoins and gets its view then
                    await self._send(conn, msg)

    async def _send(self, conn: ServerConnection, msg: dict[str, Any]) -> None:
        text = encode(msg)
        self.sent += 1
        self.sent_bytes += len(text.encode())
        await conn.send(text)
