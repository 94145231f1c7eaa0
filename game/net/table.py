"""The host's authority over one table (issue 44, "The host is the authority"): no network here.

A `Table` holds the one `Match`, a secret token per seat and builds every message a seat receives
ONLY from that seat's view (`Game.view`, `game.core.view.seat_view`) and from events filtered for it
(`Event.for_seat`): other seats' hidden cards, deck orders and the random generator never go into a
message.  `submit` checks an action (turn, legality, form) and changes nothing when it refuses.
"""

from __future__ import annotations

import hmac
import secrets
from typing import Any

from game.core import Config, IllegalAction
from game.core.actions import from_dict
from game.core.events import Event
from game.core.save import RULES_VERSION
from game.session.match import Match

from .protocol import PROTOCOL_VERSION, Kind, Reason, message, refused

#: (seat, message) pairs: what the host sends, and to whom
Outbox = list[tuple[int, dict[str, Any]]]


class Table:
    """One match and its seats' secret tokens."""

    def __init__(self, config: Config, tokens: list[str] | None = None) -> None:
        self.match = Match(config)
        self.tokens = tokens or [secrets.token_urlsafe(16) for _ in range(config.players)]
        if len(self.tokens) != config.players or len(set(self.tokens)) != len(self.tokens):
            raise ValueError("one distinct token per seat")

    @property
    def players(self) -> int:
        return len(self.tokens)

    def seat_of(self, token: str) -> int | None:
        """The seat `token` opens (compared in constant time), None for no seat."""
        found = None
        for seat, secret in enumerate(self.tokens):
            if hmac.compare_digest(secret.encode(), token.encode("utf-8", "replace")):
                found = seat
        return found

    def join(self, token: str) -> Outbox:
        """A seat's welcome and its view, or a refusal (BAD_TOKEN, seat -1) for an unknown token."""
        seat = self.seat_of(token)
        if seat is None:
            return [(-1, refused(Reason.BAD_TOKEN))]
        welcome = message(
            Kind.WELCOME,
            seat=seat,
            players=self.players,
            protocol=PROTOCOL_VERSION,
            rules=RULES_VERSION,
        )
        return [(seat, welcome), (seat, self.view_message(seat))]

    def submit(self, token: str, action: Any) -> Outbox:
        """Play `action` (an `Action.to_dict` form) for the seat `token` opens.  A refusal goes to
        that seat alone and changes nothing; otherwise every seat gets its events and its view."""
        seat = self.seat_of(token) if isinstance(token, str) else None
        if seat is None:
            return [(-1, refused(Reason.BAD_TOKEN))]
        why = self._refuse(seat, action)
        if why is not None:
            return [(seat, why)]
        events = self.match.apply(from_dict(action))
        out: Outbox = []
        for s in range(self.players):
            out.append((s, self.events_message(s, events)))
            out.append((s, self.view_message(s)))
        return out

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

    def view_message(self, seat: int) -> dict[str, Any]:
        """What `seat` may know now: its view, who decides what, its legal actions when it decides,
        and the final scores once the game is over."""
        pending = self.match.pending
        legal = self.match.legal() if pending.seat == seat else []
        outcome = self.match.game.state.outcome if self.match.over else None
        return message(
            Kind.VIEW,
            seat=seat,
            state=self.match.view(seat).to_dict(),
            pending={"seat": pending.seat, "kind": str(pending.kind)},
            legal=[a.to_dict() for a in legal],
            scores=list(outcome.scores) if outcome else [],
        )

    @staticmethod
    def events_message(seat: int, events: list[Event]) -> dict[str, Any]:
        """The events as `seat` may see them (`Event.for_seat`)."""
        return message(Kind.EVENTS, seat=seat, events=[e.for_seat(seat).to_dict() for e in events])
