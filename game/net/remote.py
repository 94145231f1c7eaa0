"""A seat at a table on another computer (issue 44, network play): the client side of the desktop.

`Connection` keeps one seat's WebSocket to the host in a background thread with its own asyncio
loop, so the window's thread never waits on the network: it says HELLO with the seat's code, puts
every message the host sends on a thread-safe queue (`poll`), and while the host is away it tries
again and again (0.2 s, doubling to 3 s) for up to `give_up` seconds.  `RemoteMatch` is what the
board, the setup draft and the scoring screen play on instead of a `game.session.match.Match`: the
game it holds is the seat's view (`Game.from_view`), its log is built from the events the host
sent for this seat exactly as a match builds its own, and `apply` only sends the decision: the
change comes back through `update`, as a `Change` the board animates like a computer's move.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import queue
import threading
import time
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from game.core import Action, Game, IllegalAction
from game.core.actions import from_dict
from game.core.decisions import DecisionKind
from game.core.events import Event, event_from_dict
from game.core.reasons import NoUndo, Refusal, Why
from game.core.state import GameState
from game.session.match import LogLine, log_lines
from game.text.log import LogReader
from game.text.match import TableNoUndo
from game.text.names import seat_label

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
    say,
)

BACKOFF_FIRST = 0.2  # seconds before the first try again after the host went away
BACKOFF_MOST = 3.0  # ... doubling up to this
HELLO_TIMEOUT = 10.0  # seconds the host has to answer a hello
CLOSE_JOIN = 2.0  # seconds `close` waits for the thread


class ConnStatus(enum.StrEnum):
    """Where a connection stands (`game.text.net_status.status_text` words it)."""

    CONNECTING = "connecting"  # never joined yet: trying
    JOINED = "joined"  # the host welcomed this seat
    RECONNECTING = "reconnecting"  # was joined; the host is away and the connection tries again
    REFUSED = "refused"  # the host will not seat this code (`refusal` says why): no more tries
    CLOSED = "closed"  # closed here, or the host stayed away longer than `give_up`


class Connection:
    """One seat's connection to a host: a daemon thread with its own event loop."""

    def __init__(
        self,
        uri: str,
        code: str,
        give_up: float = 600.0,
        wake: Callable[[], None] | None = None,
    ) -> None:
        self.uri, self.code, self.give_up = uri, code, give_up
        self.status = ConnStatus.CONNECTING
        self.refusal: Reason | None = None
        self.seat = -1
        self.joins = 0  # how many times the host welcomed this seat (1 + reconnects)
        self.received = 0  # messages received
        self._inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        #: called on the connection's thread after each message arrives: the window sets it to
        #: wake its loop, which otherwise sleeps while nothing moves (it must not block); given
        #: here, it is set before the first message can arrive
        self.wake = wake
        self._loop = asyncio.new_event_loop()
        self._out: asyncio.Queue[str] | None = None
        self._stop: asyncio.Event | None = None
        self._ws: ClientConnection | None = None
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="lionwake-connection", daemon=True)
        self._thread.start()
        self._ready.wait(2.0)

    # --- the window's side (any thread) --------------------------------------------------------------

    @property
    def reconnects(self) -> int:
        return max(0, self.joins - 1)

    def poll(self) -> list[dict[str, Any]]:
        """Every message received since the last poll, in order (never waits)."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def has_mail(self) -> bool:
        """Whether a message waits for `poll`."""
        return not self._inbox.empty()

    def send_action(self, action: dict[str, Any]) -> bool:
        """Send a decision (`Action.to_dict`); False when not joined now (nothing is sent)."""
        return self._send(message(Kind.ACTION, action=action))

    def say(self, text: str = "", phrase: str = "") -> bool:
        """Send a chat line: words of one's own (`text`) or a quick phrase's id (`phrase`)."""
        try:
            msg = say(text, phrase)
        except ProtocolError:  # neither or both, too long, a phrase that is none
            return False
        return self._send(msg)

    def close(self) -> None:
        """Stop trying, close the connection and wait (at most 2 s) for the thread to end."""
        if self.status not in (ConnStatus.REFUSED,):
            self.status = ConnStatus.CLOSED
        if not self._loop.is_closed() and self._stop is not None:
            with contextlib.suppress(RuntimeError):  # (the loop ended meanwhile)
                self._loop.call_soon_threadsafe(self._stop.set)
        if threading.current_thread() is not self._thread:
            self._thread.join(CLOSE_JOIN)

    def _send(self, msg: dict[str, Any]) -> bool:
        if self.status != ConnStatus.JOINED or self._out is None:
            return False
        try:
            self._loop.call_soon_threadsafe(self._out.put_nowait, encode(msg))
        except RuntimeError:  # the loop is closed
            return False
        return True

    # --- the connection's thread -------------------------------------------------------------------

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._loop.close()

    async def _main(self) -> None:
        self._out, self._stop = asyncio.Queue(), asyncio.Event()
        self._ready.set()
        delay, away_since = BACKOFF_FIRST, time.monotonic()
        while not self._stop.is_set():
            try:
                await self._session()
                delay, away_since = BACKOFF_FIRST, time.monotonic()  # it was joined until now
            except (OSError, ConnectionClosed, InvalidHandshake, TimeoutError, ProtocolError):
                pass  # the host is away (or not there yet): try again
            except InvalidURI:
                self.status = ConnStatus.CLOSED
                return
            if self._stop.is_set() or self.status in (ConnStatus.REFUSED, ConnStatus.CLOSED):
                break
            self.status = ConnStatus.RECONNECTING if self.joins else ConnStatus.CONNECTING
            if time.monotonic() - away_since > self.give_up:
                self.status = ConnStatus.CLOSED
                break
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._stop.wait(), delay)
            delay = min(BACKOFF_MOST, delay * 2)
        if self.status != ConnStatus.REFUSED:
            self.status = ConnStatus.CLOSED

    async def _session(self) -> None:
        """One connection: hello, then read and write until it closes."""
        assert self._out is not None and self._stop is not None
        async with connect(
            self.uri, max_size=4 * MAX_BYTES, open_timeout=5, ping_interval=5, ping_timeout=10
        ) as ws:
            self._ws = ws
            while not self._out.empty():  # what was queued for the last connection is stale
                self._out.get_nowait()
            await ws.send(encode(hello(self.code)))
            msg = parse(await asyncio.wait_for(ws.recv(), HELLO_TIMEOUT), FROM_HOST)
            if msg["kind"] != Kind.WELCOME:
                self._refused(msg)
                return
            self.seat = msg["seat"]
            self.joins += 1
            self.status = ConnStatus.JOINED
            self._put(msg)
            tasks = [
                asyncio.create_task(self._read(ws)),
                asyncio.create_task(self._write(ws)),
                asyncio.create_task(self._stop.wait()),
            ]
            try:
                done, _pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
            finally:
                for task in tasks:
                    task.cancel()
            for task in done:
                if not task.cancelled() and task.exception() is not None:
                    raise task.exception()  # type: ignore[misc]

    async def _read(self, ws: ClientConnection) -> None:
        async for text in ws:
            try:
                msg = parse(text, FROM_HOST)
            except ProtocolError:
                continue  # (a newer host's message this client cannot read: skipped)
            if msg["kind"] == Kind.ERROR:
                self._refused(msg)
                return
            self._put(msg)

    async def _write(self, ws: ClientConnection) -> None:
        assert self._out is not None
        while True:
            await ws.send(await self._out.get())

    def _put(self, msg: dict[str, Any]) -> None:
        self.received += 1
        self._inbox.put(msg)
        wake = self.wake
        if wake is not None:
            with contextlib.suppress(Exception):  # (a window closing meanwhile)
                wake()

    def _refused(self, msg: dict[str, Any]) -> None:
        try:
            self.refusal = Reason(msg.get("reason", ""))
        except ValueError:
            self.refusal = Reason.MALFORMED
        self.status = ConnStatus.REFUSED
        self._put(msg)


# --- the match the screens play on ---------------------------------------------------------------


@dataclass
class Change:
    """One decision as this seat saw it: the table `before`, who decided what, and its events."""

    before: GameState
    seat: int
    kind: DecisionKind
    events: list[Event]


#: The messages that change the game (taken one decision at a time, see `RemoteMatch.update`).
GAME_KINDS = frozenset({Kind.VIEW, Kind.EVENTS, Kind.REFUSED})


class RemoteMatch:
    """Duck-types `game.session.match.Match` for the board, the setup draft and the scoring screen
    (issue 44, "The joining player's board, hand and screens are exactly those of the hot-seat
    game, from their seat only")."""

    remote = True

    def __init__(self, connection: Connection, hosted: Any = None) -> None:
        self.connection = connection
        self.hosted = hosted  # the `HostedTable` when this window hosts the table (replace, close)
        self.config = None
        self.seats: list[str] = []
        self.game: Game | None = None
        self.log: list[LogLine] = []
        self.last_events: list[Event] = []
        self.events: list[Event] = []
        self.chapter = 0
        self.autosave = None
        self.reader = LogReader()
        self.recorded = False
        self.seen: dict[int, int] = {}
        self.revision = 0  # the game changed (a view taken): screens draw again
        self.decisions = 0  # decisions applied at the host so far (`VIEW.decisions`)
        self.local = -1  # my seat (-1: a spectator, or not welcomed yet)
        self.players = 0
        self.presence: list[dict[str, Any]] = []  # PRESENCE's seats
        self.chat: list[tuple[int, str, str]] = []  # (seat, text, phrase), oldest first
        self.refusals: list[Reason | str] = []  # what the host refused, for the board to say
        self.awaiting = False  # my decision is sent and the host has not answered yet
        self.scores: list[int] = []
        #: each seat's points by category once the game is over (the host's: it sees every card)
        self.breakdown: list[dict[str, int]] = []
        self.unreadable = 0  # messages from the host that could not be read (and were skipped)
        self.away_since: dict[int, float] = {}  # seat -> when it was seen to go away (monotonic)
        self.closed = False
        self._buffer: deque[dict[str, Any]] = deque()
        self._held: list[Event] = []  # EVENTS waiting for the VIEW after them
        self._past: list[Event] = []  # what happened before this connection joined (the log's)

    # --- what a Match has ----------------------------------------------------------------------------

    @property
    def ready(self) -> bool:
        """Whether the host has sent the first view (the screens need a game to show)."""
        return self.game is not None

    @property
    def status(self) -> ConnStatus:
        return self.connection.status

    @property
    def pending(self):
        return self.game.pending

    @property
    def over(self) -> bool:
        return self.game is not None and self.game.over

    def legal(self) -> list[Action]:
        return list(self.game.legal_actions()) if not self.awaiting else []

    def view(self, seat: int) -> GameState:
        """This seat's view: the only one the host sends (whatever `seat` is asked for)."""
        return self.game.state

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat] == "human"

    def seat_label(self, seat: int) -> str:
        return seat_label(seat, self.seats[seat] if 0 <= seat < len(self.seats) else "human")

    def apply(self, action: Action) -> list[Event]:
        """Send my decision; nothing changes here until the host answers (`update`)."""
        if self.awaiting or self.over:
            return []
        if self.connection.send_action(action.to_dict()):
            self.awaiting = True
        else:
            self.refusals.append(self.connection.status)
        return []

    def why_not_undo(self) -> TableNoUndo:
        return TableNoUndo.NETWORK

    def can_undo(self) -> bool:
        return False

    def undo(self) -> Action:
        raise IllegalAction(Refusal(Why.CANNOT_UNDO, undo=NoUndo.ANOTHER_PLAYER))

    # --- the network's side ----------------------------------------------------------------------------

    def connected(self, seat: int) -> bool:
        """Whether `seat` is at the table now (a computer always is; True before any PRESENCE)."""
        for s in self.presence:
            if s.get("seat") == seat:
                return bool(s.get("connected", True))
        return True

    def away_for(self, seat: int) -> float:
        """Seconds since `seat` was seen to go away (0 while it is connected)."""
        since = self.away_since.get(seat)
        return 0.0 if since is None else time.monotonic() - since

    def say(self, text: str = "", phrase: str = "") -> bool:
        return self.connection.say(text=text, phrase=phrase)

    def unread(self) -> bool:
        """Whether something the host sent waits to be taken by `update`."""
        return bool(self._buffer) or self.connection.has_mail()

    def update(self, changes: int | None = None) -> list[Change]:
        """Take what the host sent: presence and chat at once, and the game's messages up to
        `changes` decisions (None: all of them; the board takes one at a time so that each is
        animated from the table it was made on).  Returns the decisions as `Change`s."""
        self._buffer.extend(self.connection.poll())
        out: list[Change] = []
        kept: deque[dict[str, Any]] = deque()
        while self._buffer:
            msg = self._buffer.popleft()
            kind = msg["kind"]
            if kind in GAME_KINDS and changes is not None and len(out) >= changes:
                kept.append(msg)
                continue
            try:
                change = self._take(msg)
            except (ValueError, KeyError, TypeError, IndexError):
                self.unreadable += 1  # a host's message this window cannot read: skipped
                continue
            if change is not None:
                out.append(change)
        self._buffer = kept
        return out

    def close(self) -> None:
        """Leave the table: the connection, and the hosted table when this window hosts it (its
        table file is kept, to reopen)."""
        self.closed = True
        self.connection.close()
        if self.hosted is not None:
            self.hosted.close()

    def _take(self, msg: dict[str, Any]) -> Change | None:
        kind = msg["kind"]
        if kind == Kind.WELCOME:
            self.local, self.players = msg["seat"], msg["players"]
        elif kind == Kind.EVENTS and msg["past"]:  # (joined or rejoined: for the log only)
            self._past.extend(event_from_dict(e) for e in msg["events"])
        elif kind == Kind.EVENTS:
            self._held.extend(event_from_dict(e) for e in msg["events"])
        elif kind == Kind.VIEW:
            return self._take_view(msg)
        elif kind in (Kind.REFUSED, Kind.ERROR):
            self.awaiting = False
            try:
                self.refusals.append(Reason(msg["reason"]))
            except ValueError:
                self.refusals.append(Reason.MALFORMED)
        elif kind == Kind.PRESENCE:
            self._take_presence(msg)
        elif kind == Kind.CHAT:
            self.chat.append((msg.get("seat", -1), msg.get("text", ""), msg.get("phrase", "")))
        return None

    def _take_view(self, msg: dict[str, Any]) -> Change | None:
        state = GameState.from_dict(msg["state"])
        game = Game.from_view(state, [from_dict(a) for a in msg["legal"]])
        old = self.game
        self.game = game
        self.config = state.config
        self.decisions = msg.get("decisions", self.decisions)
        self.scores = list(msg.get("scores", []))
        self.breakdown = [dict(parts) for parts in msg.get("breakdown", [])]
        self.awaiting = False
        self.revision += 1
        if self.local < 0:
            self.local = msg["seat"]
        if not self.seats:
            self.seats = ["human"] * state.config.players
        if self._past:  # joined or rejoined: the log as the host's events tell it, built anew
            self.events, self._past = self._past, []
            self.reader = LogReader()
            self.log = log_lines(game.state, self.events, self.reader)
            self.last_events = []
        events, self._held = self._held, []
        if not events:
            return None  # a view after joining: the table as it stands
        self.last_events = events
        self.events.extend(events)
        self.log.extend(log_lines(game.state, events, self.reader))
        if old is None:
            return None
        pending = old.pending
        return Change(old.state, pending.seat, pending.kind, events)

    def _take_presence(self, msg: dict[str, Any]) -> None:
        seats = [s for s in msg.get("seats", []) if isinstance(s, dict)]
        now = time.monotonic()
        for s in seats:
            seat = s.get("seat", -1)
            if s.get("connected", True):
                self.away_since.pop(seat, None)
            else:
                self.away_since.setdefault(seat, now)
        self.presence = seats
        if seats:
            self.seats = [str(s.get("kind", "human")) for s in sorted(seats, key=_seat_of)]
        you = msg.get("you")
        if isinstance(you, int):
            self.local = you


def _seat_of(entry: dict[str, Any]) -> int:
    return int(entry.get("seat", 0))
