"""A hostile client (issue 44, "a hostile client (garbage, replayed tokens, other seats' actions,
huge messages, floods) changes nothing"), run by the selftest before the seats' own clients join.

It sends garbage as a first message, a code that opens no seat, another rules version; then,
joined on a seat that does not decide, the deciding seat's own move, garbage, an unknown kind, an
oversized message, a second hello with another seat's code, an invalid chat line and a flood.
Every one must be refused, and the deciding seat's view must be the same after as before.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .leaks import hidden_leaks
from .protocol import MAX_BYTES, Kind, encode, hello, message

WAIT = 10.0  # seconds for any one answer
FLOOD = 300  # messages sent at once (over the host's burst)
QUIET = {"presence", "chat", "welcome", "events"}  # what the host may send between answers


class Hostile:
    def __init__(self, uri: str) -> None:
        self.uri = uri
        self.refused = 0
        self.reasons: dict[str, int] = {}
        self.leaks = 0
        self.messages = 0

    async def open(self) -> ClientConnection:
        return await connect(self.uri, max_size=4 * MAX_BYTES, open_timeout=WAIT)

    async def recv(self, conn: ClientConnection, seat: int) -> dict[str, Any]:
        text = await asyncio.wait_for(conn.recv(), WAIT)
        msg = json.loads(text)
        self.messages += 1
        self.leaks += hidden_leaks(seat, msg)
        if msg.get("kind") in ("refused", "error"):
            self.refused += 1
            reason = msg.get("reason", "")
            self.reasons[reason] = self.reasons.get(reason, 0) + 1
        return msg

    async def answer(self, conn: ClientConnection, seat: int) -> dict[str, Any]:
        """The next message that is not news (presence, chat): an answer or a view."""
        while True:
            msg = await self.recv(conn, seat)
            if msg.get("kind") not in QUIET:
                return msg

    async def refused_at_door(self, first: str) -> None:
        """A connection whose first message is `first`: the host must answer ERROR."""
        with contextlib.suppress(ConnectionClosed):
            async with await self.open() as conn:
                await conn.send(first)
                await self.answer(conn, -1)

    async def join(self, code: str) -> tuple[ClientConnection, dict[str, Any]]:
        conn = await self.open()
        await conn.send(encode(hello(code)))
        seat = -1
        while True:
            msg = await self.recv(conn, seat)
            if msg.get("kind") == Kind.WELCOME:
                seat = msg["seat"]
            elif msg.get("kind") == Kind.VIEW:
                return conn, msg
            elif msg.get("kind") == Kind.ERROR:
                raise ConnectionError(f"join refused: {msg.get('reason')}")


async def hostile_client(uri: str, codes: list[str]) -> dict[str, Any]:
    """Attack the table at `uri` whose seats' codes are `codes`; what was refused, whether the
    game changed, and what leaked in what it received."""
    h = Hostile(uri)
    try:
        await h.refused_at_door("garbage{")
        await h.refused_at_door(encode(hello("ZZZZZZZZ")))  # opens no seat
        await h.refused_at_door(encode(hello(codes[0], rules=999)))
        conn, before = await h.join(codes[0])
        await conn.close()
        decider = before["pending"]["seat"]
        if decider != 0:
            conn, before = await h.join(codes[decider])
            await conn.close()
        other = (decider + 1) % len(codes)
        conn, _ = await h.join(codes[other])
        async with conn:
            attacks = [
                encode(message(Kind.ACTION, action=before["legal"][0])),  # the decider's move
                "{not json",
                encode({"v": 1, "kind": "teleport"}),
                encode(message(Kind.ACTION, action={"type": "x" * MAX_BYTES})),
                encode(hello(codes[decider])),  # a replayed code on a joined connection
                encode({"v": 1, "kind": "say", "text": "\x07" * 300, "phrase": ""}),
            ]
            for text in attacks:
                await conn.send(text)
                await h.answer(conn, other)
            for _ in range(FLOOD):
                await conn.send("{}")
            for _ in range(FLOOD):
                await h.answer(conn, other)
        conn, after = await h.join(codes[decider])
        await conn.close()
    except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, KeyError, IndexError) as e:
        return {"refused": h.refused, "changed": True, "error": repr(e), "hidden_leaks": h.leaks}
    changed = (before["state"], before.get("decisions")) != (after["state"], after.get("decisions"))
    return {
        "refused": h.refused,
        "reasons": h.reasons,
        "changed": changed,
        "hidden_leaks": h.leaks,
        "messages": h.messages,
    }
