"""A headless client process that plays one seat (issue 44, "Tests with real processes").

`python -m game.net client --uri ws://127.0.0.1:P --code CODE --seed S` joins the seat the code
opens and, whenever a VIEW offers it legal actions, sends one chosen at random (seeded) from them:
a bot choosing through the client protocol, nothing else.  When the connection drops (the host was
killed and is being restarted) it reconnects with backoff (0.1 s doubling to 2 s) for at most
`--give-up` seconds.  Every message text received goes to `--record` (one a line, appended, so a
client started again with the same file adds to it), and the last line printed is one JSON object:
{"seat", "decisions", "joins", "scores", "refused", "messages", "bytes", "seconds"}.

`--stall-after N` (for the selftest) stops answering once N decisions were sent: the process prints
"stalled" and waits, mid-turn, to be killed.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import IO, Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from .protocol import MAX_BYTES, Kind, Reason, encode, hello, message

FIRST_BACKOFF = 0.1  # seconds before the first reconnection; doubles each time...
MAX_BACKOFF = 2.0  # ... up to this
RESEND = 0.05  # seconds before sending again an action refused as too frequent
STALLED = "stalled"  # the line printed when --stall-after is reached
#: errors after which joining again cannot help (the code opens no seat, another game version)
FINAL = {
    Reason.BAD_TOKEN.value,
    Reason.WRONG_RULES.value,
    Reason.WRONG_PROTOCOL.value,
    "replaced",
    Reason.ELSEWHERE.value,
}


def normalize(code: str) -> str:
    """A code as typed ("abcd-efgh", " ABCD EFGH ") as the host compares it; any other token
    (the foundation's url-safe tokens) is sent as given."""
    code = code.strip()
    if re.fullmatch(r"[A-Za-z0-9]{4}[- ]?[A-Za-z0-9]{4}", code):
        return re.sub(r"[- ]", "", code).upper()
    return code


@dataclass
class Result:
    """What one client process did: its last JSON line."""

    seat: int = -1
    decisions: int = 0  # actions sent (not counting the same action sent again)
    joins: int = 0  # successful hellos (more than one: it reconnected)
    scores: list[int] | None = None  # the final scores, once the game is over
    refused: int = 0  # REFUSED and ERROR messages received
    messages: int = 0
    bytes: int = 0
    seconds: float = 0.0
    error: str = ""  # why it stopped without scores, if it did


@dataclass
class BotClient:
    uri: str
    code: str
    seed: int = 0
    give_up: float = 60.0
    record: IO[str] | None = None
    stall_after: int = -1
    result: Result = field(default_factory=Result)

    def __post_init__(self) -> None:
        self.rng = random.Random(self.seed)

    async def run(self) -> Result:
        """Play the seat to the end of the game, reconnecting while the host is away."""
        start = time.monotonic()
        backoff, lost = FIRST_BACKOFF, time.monotonic()
        while self.result.scores is None and not self.result.error:
            try:
                async with connect(self.uri, max_size=4 * MAX_BYTES, open_timeout=5) as conn:
                    joined = await self._session(conn)
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError):
                joined = False
            if joined:
                backoff, lost = FIRST_BACKOFF, time.monotonic()
            if self.result.scores is not None or self.result.error:
                break
            if time.monotonic() - lost > self.give_up:
                self.result.error = f"no host for {self.give_up:g} s"
                break
            await asyncio.sleep(backoff)
            backoff = min(MAX_BACKOFF, backoff * 2)
        self.result.seconds = round(time.monotonic() - start, 3)
        return self.result

    async def _session(self, conn: ClientConnection) -> bool:
        """One connection: hello, then play until the game is over or the connection drops.
        True if the seat was joined."""
        await conn.send(encode(hello(normalize(self.code))))
        joined = False
        acted_at = None  # the view (its `decisions`) this connection last answered
        last: dict[str, Any] | None = None
        async for text in conn:
            msg = self._take(text)
            if msg is None:
                continue
            kind = msg.get("kind")
            if kind == Kind.WELCOME:
                joined = True
                self.result.joins += 1
                self.result.seat = msg.get("seat", -1)
            elif kind == Kind.ERROR:
                self.result.refused += 1
                if msg.get("reason") in FINAL:
                    self.result.error = f"error {msg.get('reason')}"
                return joined
            elif kind == Kind.REFUSED:
                self.result.refused += 1
                if msg.get("reason") == Reason.TOO_FREQUENT and last is not None:
                    await asyncio.sleep(RESEND)
                    await conn.send(encode(message(Kind.ACTION, action=last)))
            elif kind == Kind.VIEW:
                pending = msg.get("pending", {})
                if pending.get("seat", 0) < 0:
                    self.result.scores = list(msg.get("scores", []))
                    return joined
                at = msg.get("decisions")
                legal = msg.get("legal") or []
                if not legal or (at is not None and at == acted_at):
                    continue
                if self.result.decisions == self.stall_after:
                    print(STALLED, flush=True)
                    await asyncio.Event().wait()  # mid-turn until killed
                last = self.rng.choice(legal)
                acted_at = at
                self.result.decisions += 1
                await conn.send(encode(message(Kind.ACTION, action=last)))
        return joined

    def _take(self, text: str | bytes) -> dict[str, Any] | None:
        if isinstance(text, bytes):
            text = text.decode("utf-8", "replace")
        self.result.messages += 1
        self.result.bytes += len(text.encode())
        if self.record is not None:
            self.record.write(text.replace("\n", " ") + "\n")
        try:
            msg = json.loads(text)
        except ValueError:
            return None
        return msg if isinstance(msg, dict) else None


def main(args: Any) -> int:
    """`python -m game.net client` (arguments parsed by game.net.__main__)."""
    with contextlib.ExitStack() as stack:
        record = None
        if args.record:  # line by line, so a killed client's record holds what it received
            record = stack.enter_context(open(args.record, "a", encoding="utf-8", buffering=1))
        bot = BotClient(args.uri, args.code, args.seed, args.give_up, record, args.stall_after)
        try:
            result = asyncio.run(bot.run())
        except KeyboardInterrupt:
            result = bot.result
            result.error = "interrupted"
    sys.stdout.write(json.dumps(asdict(result)) + "\n")
    sys.stdout.flush()
    return 0 if result.scores is not None else 1
