"""A game being played at this computer: the engine, who sits where, and what happened.

Scenes ask the match for the legal actions and hand back the one a player chose; the match applies
it and keeps the event log.  It never decides anything itself.  A match with an `autosave` is saved
after every decision (issue 8, Autosave and Continue): the last decision is on disk before the next one
is taken, and a finished game's save is removed.  `Match.resume` rebuilds a match from its save.
`Match.undo` takes back the last decision of a person's turn (issue 8, "Undo", as far as the engine
allows: see `game.core.undo`), logs "Undid: …" and rewrites the autosave to the undone state; the
log's words, and why an undo is refused, come from game/text (`game.text.log`, `game.text.match`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from game.core import Action, Config, Game, IllegalAction, save
from game.core.events import Event
from game.core.reasons import NoUndo, Refusal, Why
from game.core.state import GameState
from game.text.log import LogReader, event_text
from game.text.match import TableNoUndo, undid_text
from game.text.names import seat_label


class Saver(Protocol):
    """Where a match is saved after every decision (`game.session.autosave.Autosave`)."""

    def write(self, match: Match) -> None: ...

    def wait(self) -> None: ...


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
    game: Game = None  # type: ignore[assignment]  # a new game from `config` unless given
    log: list[LogLine] = field(default_factory=list)
    last_events: list[Event] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)  # everything that happened (achievements)
    chapter: int = 0  # the campaign chapter being played, 0 for none
    autosave: Saver | None = None  # where the match is saved after every decision, if anywhere
    reader: LogReader = field(default_factory=LogReader, repr=False, compare=False)  # the log's
    recorded: bool = False  # Solo: its result is in the campaign progress (counted once)
    #: how long the log was when each person last decided (the hand-off shows them what came after)
    seen: dict[int, int] = field(default_factory=dict, repr=False, compare=False)
    #: how many times the game has changed (an action applied or undone): screens that keep what
    #: they drew (the board's cached panels) draw it again when this moves
    revision: int = field(default=0, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.seats:
            self.seats = ["human"] * self.config.players
        if self.game is None:
            self.game = Game(self.config)
            self._record(list(self.game.opening_events))

    @classmethod
    def resume(cls, data: dict[str, Any], name: str, seats: list[str], chapter: int = 0) -> Match:
        """The match a save holds, as it stood: its game replayed and checked by `save.from_json`
        (a `SaveError` says why a file is refused), and its log rebuilt from the replayed events."""
        match: Match | None = None
        decider = -1  # who the replayed game was waiting for before the events being observed

        def observe(game: Game, events: list[Event]) -> None:
            nonlocal match, decider
            if match is None:
                match = cls(game.state.config, list(seats), game=game, chapter=chapter)
            match.last_events = events
            match._record(events)
            if decider >= 0 and match.is_human(decider):
                match.seen[decider] = len(match.log)  # as `apply` notes it in a live game
            decider = game.pending.seat  # -1 once the game is over

        save.from_json(data, name, observe)
        assert match is not None  # from_json observes the opening before anything else
        return match

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
        """The seat as the table names it ("Azure (Strong computer)"; `game.text.names`)."""
        return seat_label(seat, self.seats[seat] if 0 <= seat < len(self.seats) else "human")

    def apply(self, action: Action) -> list[Event]:
        if self.autosave is not None:
            self.autosave.wait()  # a killed game loses at most the decision being taken
        seat = self.pending.seat
        events = self.game.apply(action)
        self.revision += 1
        self.last_events = events
        self._record(events)
        if self.is_human(seat):
            self.seen[seat] = len(self.log)
        if self.autosave is not None:
            self.autosave.write(self)
        return events

    def why_not_undo(self) -> NoUndo | TableNoUndo | None:
        """Why the last decision cannot be taken back now (None if it can): computer players never
        undo, and the engine refuses once something was revealed (issue 8, "Undo").  Its words:
        `game.text.match.why_not_undo_text`."""
        if self._computer_deciding():
            return TableNoUndo.COMPUTER_DECIDING
        return self.game.why_not_undo()

    def _computer_deciding(self) -> bool:
        seat = self.pending.seat
        return seat >= 0 and not self.is_human(seat)

    def can_undo(self) -> bool:
        return self.why_not_undo() is None

    def undo(self) -> Action:
        """Take back the last decision (`Game.undo`; `IllegalAction` says why not).  Its events
        leave the record, the log says "Undid: …", and the autosave is rewritten at once so that
        Continue takes the game up from the undone state."""
        # (the screens ask `why_not_undo` first: the refusal here is for the code that did not)
        why = NoUndo.ANOTHER_PLAYER if self._computer_deciding() else self.game.why_not_undo()
        if why is not None:
            raise IllegalAction(Refusal(Why.CANNOT_UNDO, undo=why))
        if self.autosave is not None:
            self.autosave.wait()
        seat = self.pending.seat
        action, events = self.game.undo()
        self.revision += 1
        if events and self.events[-len(events) :] == events:
            del self.events[-len(events) :]
        self.last_events = []
        st = self.game.state
        self.log.append(LogLine(undid_text(st, action, events), seat, st.round))
        if self.autosave is not None:
            self.autosave.write(self)
        return action

    def _record(self, events: list[Event]) -> None:
        self.events.extend(events)
        self.log.extend(log_lines(self.game.state, events, self.reader))


def log_lines(st: GameState, events: list[Event], reader: LogReader) -> list[LogLine]:
    """The log's lines for `events` (`st`: the table after them), as a match records them; a
    network seat's match (`game.net.remote`) builds its log with it too."""
    out = []
    for ev in events:
        text = event_text(st, ev, reader)
        if text:
            cards = tuple(c for c in (getattr(ev, "card", -1),) if c >= 0)
            out.append(LogLine(text, getattr(ev, "seat", -1), st.round, cards))
    return out
