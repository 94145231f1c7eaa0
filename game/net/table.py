"""The host's authority over one table (issue 44, "The host is the authority"): no network here.

A `Table` holds the one `Match`, who sits at each seat (a person, or a computer of
`game.session.computer.COMPUTER_KINDS`) and a secret join code per person's seat (`game.net.codes`;
a table may also have a spectator code).  Every message a seat receives is built ONLY from that
seat's view (`Game.view`, `game.core.view.seat_view`, the game's seed blanked too) and from events
filtered for it (`Event.for_seat`; `GameStarted`, which holds the seed, is never sent): other seats'
hidden cards, deck orders, the seed and the random generator never go into a message.  `submit`
checks an action (code, turn, legality, form) and changes nothing when it refuses.  A computer's
move is chosen as `game.session.computer.ComputerMove` chooses it (a bot seeded by `move_seed` from
the game's seed and the decisions taken), so a table reopened from its file plays on the same way.
"""

from __future__ import annotations

import hmac
from typing import Any

from game.ai import make_bot
from game.core import Action, Config, IllegalAction
from game.core.actions import from_dict
from game.core.events import Event, GameStarted
from game.core.save import RULES_VERSION
from game.session.computer import COMPUTER_KINDS
from game.session.match import Match
from game.session.seeds import move_seed

from .codes import new_code, normalize
from .protocol import PROTOCOL_VERSION, SPECTATOR, Kind, Reason, error, message, refused

#: (seat, message) pairs: what the host sends, and to whom (SPECTATOR: every spectator)
Outbox = list[tuple[int, dict[str, Any]]]
#: the "seat" of a refused hello: nobody joined
NOBODY = -2
HUMAN = "human"
KINDS = (HUMAN, *COMPUTER_KINDS)


#: how many of the last events a joining seat gets for its log, and how many go in one message
#: (an event is at most a few hundred bytes: a message stays far under `MAX_BYTES`)
PAST_EVENTS = 2000
PAST_CHUNK = 100


class Table:
    """One match, who sits at each seat, and the seats' join codes."""

    def __init__(
        self,
        config: Config,
        seats: list[str] | None = None,
        codes: list[str | None] | None = None,
        spectators: bool = False,
        *,
        match: Match | None = None,
        spectator_code: str | None = None,
        revoked: list[str] | None = None,
    ) -> None:
        seats = list(seats) if seats else [HUMAN] * config.players
        if len(seats) != config.players or any(k not in KINDS for k in seats):
            raise ValueError(f"one seat kind of {KINDS} per player")
        self.match = match if match is not None else Match(config, list(seats))
        self.match.seats = list(seats)
        if codes is None:
            codes = [new_code() if k == HUMAN else None for k in seats]
        self.codes: list[str | None] = [normalize(c) if c else None for c in codes]
        plain = [c for c in self.codes if c]
        if len(self.codes) != config.players or len(set(plain)) != len(plain):
            raise ValueError("one distinct code per person's seat")
        if any((c is None) != (k != HUMAN) for c, k in zip(self.codes, seats, strict=True)):
            raise ValueError("a code for each person's seat, none for a computer's")
        if spectators and spectator_code is None:
            spectator_code = new_code()
        self.spectator_code = normalize(spectator_code) if spectator_code else None
        self.revoked = [normalize(c) for c in revoked or []]  # codes of seats given to computers

    @property
    def players(self) -> int:
        return len(self.codes)

    @property
    def seats(self) -> list[str]:
        """Who sits at each seat: "human" or a computer kind."""
        return self.match.seats

    @property
    def tokens(self) -> list[str | None]:
        """The seats' secrets: their codes (the foundation's name for them)."""
        return self.codes

    @property
    def spectators(self) -> bool:
        return self.spectator_code is not None

    def seat_of(self, code: str) -> int | None:
        """The seat `code` opens (SPECTATOR for the spectator code), None for none.  The code is
        normalized first and compared in constant time with every secret."""
        given = normalize(code).encode("utf-8", "replace") if isinstance(code, str) else b""
        found = None
        secrets = [*enumerate(self.codes), (SPECTATOR, self.spectator_code)]
        for seat, secret in secrets:
            if secret is not None and hmac.compare_digest(secret.encode(), given):
                found = seat
        return found

    def _was_replaced(self, code: str) -> bool:
        given = normalize(code).encode("utf-8", "replace") if isinstance(code, str) else b""
        return any(hmac.compare_digest(r.encode(), given) for r in self.revoked)

    def join(self, code: str) -> Outbox:
        """A seat's welcome and its view, or an ERROR for seat NOBODY: BAD_TOKEN for an unknown
        code, REPLACED for the code of a seat given to a computer."""
        seat = self.seat_of(code)
        if seat is None:
            why = Reason.REPLACED if self._was_replaced(code) else Reason.BAD_TOKEN
            return [(NOBODY, error(why))]
        welcome = message(
            Kind.WELCOME,
            seat=seat,
            players=self.players,
            protocol=PROTOCOL_VERSION,
            rules=RULES_VERSION,
        )
        past = [(seat, msg) for msg in self.past_messages(seat)]
        return [(seat, welcome), *past, (seat, self.view_message(seat))]

    def submit(self, code: str, action: Any) -> Outbox:
        """Play `action` (an `Action.to_dict` form) for the seat `code` opens.  A refusal goes to
        that seat alone (NOBODY for a code that opens none) and changes nothing; otherwise every
        person's seat and the spectators get their events and their views."""
        seat = self.seat_of(code) if isinstance(code, str) else None
        if seat is None:
            replaced = isinstance(code, str) and self._was_replaced(code)
            return [(NOBODY, refused(Reason.REPLACED if replaced else Reason.BAD_TOKEN))]
        if seat == SPECTATOR:
            return [(seat, refused(Reason.SPECTATOR))]
        why = self._refuse(seat, action)
        if why is not None:
            return [(seat, why)]
        return self.play(from_dict(action))

    def play(self, action: Action) -> Outbox:
        """Apply a checked action (a person's through `submit`, or a computer's) and what every
        person's seat and the spectators receive for it."""
        events = self.match.apply(action)
        out: Outbox = []
        for s in self.audience():
            out.append((s, self.events_message(s, events)))
            out.append((s, self.view_message(s)))
        return out

    def audience(self) -> list[int]:
        """The seats messages are made for: the people's, and SPECTATOR if the table has them."""
        seats = [s for s, kind in enumerate(self.seats) if kind == HUMAN]
        return seats + ([SPECTATOR] if self.spectators else [])

    def _refuse(self, seat: int, action: Any) -> dict[str, Any] | None:
        if self.match.over:
            return refused(Reason.GAME_OVER)
        if self.match.pending.seat != seat:
            return refused(Reason.NOT_YOUR_TURN)
        try:
            decoded = from_dict(action)
        except (ValueError, TypeError) as exc:
            return refused(Reason.MALFORMED, str(exc)[:200])
        if decoded not in self.match.legal():
            try:
                self.match.game.copy().apply(decoded)  # only for the engine's typed reason
            except IllegalAction as exc:
                return refused(Reason.ILLEGAL, str(exc.reason)[:200])
            return refused(Reason.ILLEGAL)
        return None

    # computer seats

    def computer_seat(self) -> int | None:
        """The computer seat that decides now (None: a person decides, or the game is over)."""
        seat = self.match.pending.seat
        if self.match.over or seat < 0 or self.seats[seat] == HUMAN:
            return None
        return seat

    def computer_search(self) -> tuple[Any, Any, int]:
        """What a computer's search needs, taken now: (bot, a copy of the game, seat); run
        `bot.choose(game, seat)` anywhere (a thread), then `play` its action."""
        seat = self.computer_seat()
        if seat is None:
            raise ValueError("no computer decides now")
        seed = move_seed(self.match.config.seed, len(self.match.game.history))
        return make_bot(self.seats[seat], seed), self.match.game.copy(), seat

    def computer_action(self) -> Action:
        """The move of the computer deciding now (searched on this thread)."""
        bot, game, seat = self.computer_search()
        return bot.choose(game, seat)

    def replace(self, seat: int, kind: str) -> None:
        """Seat `seat` is played by a computer of `kind` from now on; its code no longer opens it."""
        if kind not in COMPUTER_KINDS:
            raise ValueError(f"a computer kind of {COMPUTER_KINDS}")
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat}")
        if self.codes[seat] is not None:
            self.revoked.append(self.codes[seat])
        self.codes[seat] = None
        self.match.seats[seat] = kind

    def presence(self, connected: set[int]) -> list[dict[str, Any]]:
        """Who sits where and who is connected (`connected`: the people's seats with a
        connection); computer seats count connected."""
        return [
            {"seat": s, "kind": kind, "connected": kind != HUMAN or s in connected}
            for s, kind in enumerate(self.seats)
        ]

    def presence_message(self, connected: set[int], you: int) -> dict[str, Any]:
        return message(Kind.PRESENCE, seats=self.presence(connected), you=you)

    # what a seat receives

    def view_message(self, seat: int) -> dict[str, Any]:
        """What `seat` may know now: its view (the seed blanked), who decides what, its legal
        actions when it decides, the decisions taken and the final scores once the game is over."""
        pending = self.match.pending
        legal = self.match.legal() if pending.seat == seat and seat >= 0 else []
        outcome = self.match.game.state.outcome if self.match.over else None
        state = self.match.view(seat).to_dict()
        state["config"]["seed"] = 0  # the seed would tell every deck's order
        return message(
            Kind.VIEW,
            seat=seat,
            state=state,
            pending={"seat": pending.seat, "kind": str(pending.kind)},
            legal=[a.to_dict() for a in legal],
            scores=list(outcome.scores) if outcome else [],
            # each seat's points by category: what the scoring screen shows, worked out here from
            # cards a seat never sees (other hands and decks)
            breakdown=[outcome.categories(s) for s in range(self.players)] if outcome else [],
            decisions=len(self.match.game.history),
        )

    @staticmethod
    def events_message(seat: int, events: list[Event], past: bool = False) -> dict[str, Any]:
        """The events as `seat` may see them (`Event.for_seat`); never `GameStarted` (the seed).
        `past`: what happened before this connection joined (for its log, not to be played)."""
        seen = [e.for_seat(seat).to_dict() for e in events if not isinstance(e, GameStarted)]
        return message(Kind.EVENTS, seat=seat, events=seen, past=past)

    def past_messages(self, seat: int) -> list[dict[str, Any]]:
        """What happened so far (its last `PAST_EVENTS` events), as `seat` may see it, in messages
        of at most `PAST_CHUNK` events: a seat joining or rejoining rebuilds its log from them."""
        events = self.match.events[-PAST_EVENTS:]
        return [
            self.events_message(seat, events[i : i + PAST_CHUNK], past=True)
            for i in range(0, len(events), PAST_CHUNK)
        ]
