"""Replay (issue 43, item 2): a played game watched again one decision at a time.

A `Replay` is a game's configuration, its seats and its list of actions, with a **position**: how
many of those actions have been taken.  It is built from a finished record (`records.replay`) or a
save in progress (`autosave.open_match`) — any `Match` — by playing the actions once through a
fresh `Match`, and keeps:

* a copy of the game every `EVERY` decisions, so the table at any position is rebuilt from the
  nearest copy before it (at most `EVERY` actions re-applied: stepping back is as quick as forward);
* for each position, the round and the turn it falls in, the seat deciding, and how long the log
  and the event list were then (the log beside the board stays in step);
* each player's score at the end of every round (`scores_by_round`).

Nothing here changes the game it was made from, or any file.  `play_on` makes a new `Match` from
the first `k` actions (the same configuration, the seats as the players set them again), for
"Play on from here".
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass, field

from game.core import Action, Config, Game
from game.core.events import Event
from game.core.scoring import breakdown

from .match import LogLine, Match

#: a copy of the game is kept every this many decisions
EVERY = 40


@dataclass(frozen=True)
class Mark:
    """Where a position falls: the round and turn counters before its next decision, the seat
    that decides next (-1 once the game is over), and the log's and events' lengths then."""

    round: int
    turn: int
    seat: int
    log: int
    events: int


@dataclass
class Position:
    """The table at one position: the game as it stood, its log and events so far, and the events
    of the decision that led to it (empty at the start)."""

    index: int
    game: Game
    log: list[LogLine]
    events: list[Event]
    last_events: list[Event]


@dataclass
class Replay:
    """A game's decisions, with a position among them (0: before the first)."""

    config: Config
    seats: list[str]
    actions: list[Action]
    chapter: int = 0
    position: int = 0
    marks: list[Mark] = field(default_factory=list)
    log: list[LogLine] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    #: each decision's events (index k: the events of action k)
    steps: list[list[Event]] = field(default_factory=list)
    #: (position, game copy) every `EVERY` decisions
    kept: list[Game] = field(default_factory=list)
    #: each player's score at the end of each round (`scores_by_round`)
    by_round: list[tuple[int, ...]] = field(default_factory=list)
    #: the final scores when the game is over, else ()
    final: tuple[int, ...] = ()

    @classmethod
    def of(cls, match: Match) -> Replay:
        """The replay of `match`'s decisions so far (the match is not changed), at position 0."""
        st = match.game.state
        seats = list(match.seats) or ["human"] * st.config.players
        replay = cls(st.config, seats, list(match.game.history), match.chapter)
        replay._build()
        return replay

    # --- building --------------------------------------------------------------------------------

    def _build(self) -> None:
        """Play the actions once through a fresh match, noting each position and keeping copies."""
        match = Match(self.config, seats=list(self.seats), chapter=self.chapter)
        match.game.record = False  # no history or undo copies needed: the actions are known
        self._note(match)
        for k, action in enumerate(self.actions):
            before = match.game.state.round
            if k % EVERY == 0:
                self.kept.append(match.game.copy())
            self.steps.append(match.apply(action))
            if match.game.state.round != before and before > 0 and not match.over:
                self.by_round.append(self._scores(match.game))
            self._note(match)
        if len(self.actions) % EVERY == 0:
            self.kept.append(match.game.copy())
        self.log, self.events = match.log, match.events
        outcome = match.game.state.outcome
        if outcome is not None:
            self.final = tuple(outcome.scores)
            self.by_round.append(self.final)

    def _note(self, match: Match) -> None:
        st = match.game.state
        self.marks.append(
            Mark(st.round, st.turns, match.pending.seat, len(match.log), len(match.events))
        )

    @staticmethod
    def _scores(game: Game) -> tuple[int, ...]:
        """Each player's auspiciousness were the game to end now: the rulebook's "Game End"
        scoring by category (`game.core.scoring.breakdown`, the variant's own parts included), the
        First Player token counted only once someone has triggered the end."""
        st = game.state
        return tuple(sum(breakdown(st, seat).values()) for seat in range(st.n))

    # --- where ----------------------------------------------------------------------------------

    @property
    def length(self) -> int:
        """The last position (every decision taken)."""
        return len(self.actions)

    @property
    def finished(self) -> bool:
        """Whether the game replayed was played to its end."""
        return bool(self.final)

    @property
    def at_end(self) -> bool:
        return self.position == self.length

    @property
    def mark(self) -> Mark:
        return self.marks[self.position]

    @property
    def rounds(self) -> int:
        """The last round the game reached."""
        return self.marks[-1].round

    def round_start(self, round_: int) -> int:
        """The first position in `round_` (rounds before the first, the setup: 0; past the last:
        the last position)."""
        rounds = [m.round for m in self.marks]
        k = bisect.bisect_left(rounds, round_)
        return min(k, self.length)

    def turn_start(self, turn: int) -> int:
        """The first position of turn number `turn` (the engine's turn counter)."""
        for k, m in enumerate(self.marks):
            if m.turn >= turn and m.round > 0:
                return k
        return self.length

    def next_turn(self) -> int:
        """The first position of the next turn (or the end)."""
        here = self.mark
        for k in range(self.position + 1, self.length + 1):
            m = self.marks[k]
            if (m.round, m.turn) != (here.round, here.turn):
                return k
        return self.length

    def previous_turn(self) -> int:
        """The first position of this turn, or of the turn before when already there."""
        k = self.position
        start = self._turn_head(k)
        return self._turn_head(start - 1) if start == k and k > 0 else start

    def _turn_head(self, k: int) -> int:
        key = (self.marks[k].round, self.marks[k].turn)
        while k > 0 and (self.marks[k - 1].round, self.marks[k - 1].turn) == key:
            k -= 1
        return k

    # --- moving ---------------------------------------------------------------------------------

    def go(self, k: int) -> int:
        """Move to position `k` (clamped to the game); the position."""
        self.position = max(0, min(self.length, k))
        return self.position

    def forward(self) -> int:
        return self.go(self.position + 1)

    def back(self) -> int:
        return self.go(self.position - 1)

    def game_at(self, k: int) -> Game:
        """The game as it stood at position `k`: the nearest copy at or before it, played on."""
        k = max(0, min(self.length, k))
        base = k // EVERY
        game = self.kept[base].copy()
        for action in self.actions[base * EVERY : k]:
            game.apply(action)
        return game

    def at(self, k: int | None = None) -> Position:
        """The table at position `k` (the current one when not given)."""
        k = self.position if k is None else max(0, min(self.length, k))
        m = self.marks[k]
        last = self.steps[k - 1] if k > 0 else []
        return Position(k, self.game_at(k), self.log[: m.log], self.events[: m.events], last)

    # --- the chart and playing on ---------------------------------------------------------------

    def scores_by_round(self) -> list[tuple[int, ...]]:
        """Each player's score at the end of each round played (index 0: round 1), as if the game
        had ended then (the rulebook's final scoring applied to that table, `_scores`); a finished
        game's last entry is its final scores, as its outcome says (a Solo defeat: all 0)."""
        return list(self.by_round)

    def play_on(self, k: int, seats: Sequence[str] = ()) -> Match:
        """A new match from position `k`: the same configuration, the first `k` decisions taken
        again (its history is exactly them, its log rebuilt), with `seats` at the table (the
        replayed game's seats when not given).  No autosave: the caller gives it one."""
        chosen = list(seats) or list(self.seats)
        match = Match(self.config, seats=chosen[: self.config.players], chapter=self.chapter)
        for action in self.actions[: max(0, min(self.length, k))]:
            match.apply(action)
        return match
