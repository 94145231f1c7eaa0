"""A game being played at this computer: the engine, who sits where, and what happened.

Scenes ask the match for the legal actions and hand back the one a player chose; the match applies
it and keeps the event log.  It never decides anything itself.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import Action, Config, Game
from game.core.events import Event
from game.core.state import GameState
from game.core.words import event_text


@dataclass
class LogLine:
    text: str
    seat: int
    round: int
    cards: tuple[int, ...] = ()  # cards the line mentions (previewed on hover)


@dataclass
class Match:
    config: Config
    seats: list[str] = field(default_factory=list)  # "human" for each seat (computer seats later)
    game: Game = field(init=False)
    log: list[LogLine] = field(default_factory=list)
    last_events: list[Event] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # everything that happened (achievements)
    chapter: int = 0  # the campaign chapter being played, 0 for none

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = ["human"] * self.config.players
        self.game = Game(self.config)
        self._record(list(self.game.opening_events))

    @property
    def pending(self):
        return self.game.pending

    @property
    def over(self) -> bool:
        return self.game.over

    def legal(self) -> list[Action]:
        return self.game.legal_actions()

    def view(self, seat: int) -> GameState:
        return self.game.view(seat)

    def is_human(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat] == "human"

    def seat_label(self, seat: int) -> str:
        from game.core.words import seat_name

        kind = self.seats[seat] if 0 <= seat < len(self.seats) else "human"
        return seat_name(seat) if kind == "human" else f"{seat_name(seat)} ({kind} computer)"

    def apply(self, action: Action) -> list[Event]:
        events = self.game.apply(action)
        self.last_events = events
        self._record(events)
        return events

    def _record(self, events: list[Event]) -> None:
        self.events.extend(events)
        st = self.game.state
        for ev in events:
            text = event_text(st, ev)
            if text:
                cards = tuple(c for c in (getattr(ev, "card", -1),) if c >= 0)
                self.log.append(LogLine(text, getattr(ev, "seat", -1), st.round, cards))
