"""A small asyncio client of a table host (issue 44): join a seat with its token, receive the seat's
view and events, send actions.  Every message received is kept (`received`) for checks and figures.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

from .protocol import (
    FROM_HOST,
    MAX_BYTES,
    Kind,
    ProtocolError,
    Reason,
    encode,
    hello,
    message,
    parse,
)

BACKOFF = 0.05  # seconds to wait before sending again an action refused as too frequent


class Client:
    """One seat's connection: `await join(uri, token)`, then `recv()` and `send_action()`."""

    def __init__(self) -> None:
        self.conn: ClientConnection | None = None
        self.seat = -1
        self.received: list[str] = []  # every message text, in order
        self.sent = 0

    async def join(self, uri: str, token: str, rules: int | None = None) -> dict[str, Any]:
        """Connect and say hello; the WELCOME message, or `ProtocolError` with the host's reason."""
        self.conn = await connect(uri, max_size=4 * MAX_BYTES)
        await self.send(hello(token) if rules is None else hello(token, rules))
        msg = await self.recv()
        if msg["kind"] != Kind.WELCOME:
            raise ProtocolError(Reason(msg.get("reason", Reason.MALFORMED)), msg.get("detail", ""))
        self.seat = msg["seat"]
        return msg

    async def recv(self) -> dict[str, Any]:
        assert self.conn is not None
        text = await self.conn.recv()
        self.received.append(text)
        return parse(text, FROM_HOST)

    async def send(self, msg: dict[str, Any]) -> None:
        assert self.conn is not None
        self.sent += 1
        await self.conn.send(encode(msg))

    async def send_action(self, action: dict[str, Any]) -> None:
        await self.send(message(Kind.ACTION, action=action))

    async def play(
        self, choose: Callable[[list[dict[str, Any]]], dict[str, Any]]
    ) -> dict[str, Any]:
        """Play the seat to the end: whenever a view offers this seat legal actions, send
        `choose(legal)`.  Returns the last view (the game over, its `scores`)."""
        last: dict[str, Any] | None = None
        while True:
            msg = await self.recv()
            if msg["kind"] == Kind.VIEW:
                if msg["pending"]["seat"] < 0:
                    return msg
                if msg["legal"]:
                    last = choose(msg["legal"])
                    await self.send_action(last)
            elif msg["kind"] == Kind.REFUSED and msg["reason"] == Reason.TOO_FREQUENT and last:
                await asyncio.sleep(BACKOFF)  # over the host's rate: the same action again later
                await self.send_action(last)
            elif msg["kind"] in (Kind.REFUSED, Kind.ERROR):
                raise ProtocolError(Reason(msg["reason"]), msg["detail"])

    async def close(self) -> None:
        if self.conn is not None:
            await self.conn.close()


async def run(uri: str, token: str, choose, timeout: float) -> tuple[Client, dict[str, Any]]:
    """Join and play a seat to the end within `timeout` seconds."""
    client = Client()
    await asyncio.wait_for(client.join(uri, token), timeout)
    last = await asyncio.wait_for(client.play(choose), timeout)
    await client.close()
    return client, last
