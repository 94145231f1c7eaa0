"""The rules engine's public face: `Game`.

`pending` says who is asked what (a typed `decisions.Prompt`); `legal_actions()` lists every legal
choice; `apply(action)` changes the state and returns the events it caused, or raises
`IllegalAction` with the reason (a typed `reasons.Refusal`; `game.text.reasons` words both) and
leaves the state exactly as it was.  Everything else a screen, a bot or a test needs goes through
here too: `copy()` for search, `view(seat)` for hidden information, `history` for saves,
`can_undo()` and `undo()` to take back a decision of the current turn (issue 8, "Undo"; see `undo`).
"""

from __future__ import annotations

from functools import lru_cache
from typing import NamedTuple

# importing the rules modules registers their steps
from . import (  # noqa: F401
    amulets,
    battle,
    cleanup,
    couplets,
    exchange,
    inking,
    pacify,
    perform,
    purchases,
    qi,
    rest,
    setup,
    solo,
    spawn,
    summon,
    turn,
    undo,
)
from .actions import Action
from .catalogue import Catalogue, default_catalogue
from .decisions import DecisionKind, OptionMeaning, Params, Prompt, option_meaning, params_of
from .errors import IllegalAction
from .events import Event, GameStarted
from .reasons import NoUndo, Refusal, Why
from .state import Config, GameState
from .steps import STEPS
from .village import Layout, Village, check_fit


class Pending(NamedTuple):
    """Who is asked what: `seat` (-1 when the game is over), the question as a typed `Prompt`
    (`game.text.reasons.prompt_words` words it), the decision's `kind` (`DecisionKind.OVER` when the
    game is over) and, in `params`, what the decision is about.

    (A named tuple: bots ask for it at every decision, and it is made in half the time of a frozen
    dataclass.)"""

    seat: int
    prompt: Prompt
    kind: DecisionKind
    data: tuple = ()  # the frame's data after the seat, as the rules keep it: read `params`

    @property
    def params(self) -> Params:
        """The decision's typed parameters (`decisions.PARAMS`: which Lion leaps, which Solo card
        the Nian drew, which Lions were dealt ...)."""
        return params_of(self.kind, self.data)

    @property
    def option_meaning(self) -> OptionMeaning | None:
        """What `Choose.option` indexes at this decision (None: it offers no `Choose`)."""
        return option_meaning(self.kind)


def layout_for(config: Config) -> Layout | None:
    """The Village layout a configuration names (None for "build your own").

    The one check of a configuration's layout, for every caller (a save, the settings, the command
    line, `Game`): the configuration must pass `setup.check_config`, the layout must be "build",
    "first-game" (the first-game village for the player count; Solo Mode uses the 2-player one) or
    the name of a level the game ships (`game.resources.level`: never a path), and that level must
    be for this many players (`village.fits`: its own count, or a 2-player level for Solo).
    Anything else raises `ValueError` saying why, or `ContentError` naming the level file.
    """
    setup.check_config(config)
    if config.layout == "build":
        return None
    from game.resources import level

    name = config.layout
    if name == "first-game":
        name = f"first-game-{max(2, config.players)}p"  # Solo Mode uses the 2-player village
    path = level(name)
    if config.layout != "first-game" and not path.exists():
        # a level named outright that this game does not have: the configuration (a save, a
        # setting) is at fault, not the game's files; the first-game village missing is the
        # game's own damage, which `load_layout` reports as a `ContentError` naming the file
        raise ValueError(f"there is no level {name!r} in this game")
    layout = _load_layout(str(path))
    check_fit(layout, config.players)
    return layout


@lru_cache(maxsize=32)
def _load_layout(path: str) -> Layout:
    """Level files do not change while the game runs: read each once."""
    from pathlib import Path

    from .village import load_layout

    return load_layout(Path(path))


class Game:
    """One game of Lionwake, driven by decisions."""

    __slots__ = ("state", "history", "record", "opening_events", "_legal", "_undo", "_undo_why")

    def __init__(
        self,
        config: Config,
        catalogue: Catalogue | None = None,
        layout: Village | None = None,
        *,
        record: bool = True,
    ) -> None:
        setup.check_config(config)
        cat = catalogue or default_catalogue()
        twists: dict = {}
        if layout is None and config.layout != "build":
            level = layout_for(config)
            layout, twists = level.village, level.properties
        ev: list[Event] = [GameStarted(config.players, config.seed, config.layout)]
        self.state: GameState = setup.new_state(config, cat, layout, ev, twists)
        self.history: list[Action] = []
        self.record = record
        self._legal: tuple[Action, ...] = ()
        # undo (issue 8): (state before, legal actions then, the action, its events) for each
        # decision of this turn that can still be taken back, and why no earlier one can
        self._undo: list[tuple[GameState, tuple[Action, ...], Action, list[Event]]] = []
        self._undo_why = undo.NOTHING_YET
        self._advance(ev)
        self.opening_events = tuple(ev)

    # --- the protocol -----------------------------------------------------------------------------

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def pending(self) -> Pending:
        st = self.state
        if st.over or not st.stack:
            return _OVER
        frame = st.stack[-1]
        step = STEPS[frame[0]]
        return Pending(frame[1], step.prompt(st, frame), step.kind, frame[2:])

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def apply(self, action: Action) -> list[Event]:
        try:
            # play the engine's own copy of the action: a look-alike (1.0 for 1, True for 1)
            # equals it but must never reach the rules or the history
            action = self._legal[self._legal.index(action)]
        except ValueError:
            raise IllegalAction(self._refusal(action)) from None
        st = self.state
        if self.record:
            before, legal_before = st.copy(), self._legal
            mark, turns = undo.mark(st), (st.turns if st.round > 0 else -1)
        frame = st.stack.pop()
        ev: list[Event] = []
        STEPS[frame[0]].apply(st, frame, action, ev)
        self._advance(ev)
        if self.record:
            self.history.append(action)
            next_seat = st.stack[-1][1] if st.stack and not st.over else -1
            why = undo.final_reason(mark, turns, frame[1], st, next_seat, ev)
            if why is not None:
                self._undo.clear()
                self._undo_why = why
            else:
                self._undo.append((before, legal_before, action, ev))
        return ev

    def can_undo(self) -> bool:
        """Whether the last decision can be taken back (issue 8, "Undo": within the current turn,
        back to the last point where nothing new was revealed; see `game.core.undo`)."""
        return bool(self._undo) and not self.state.over

    def why_not_undo(self) -> NoUndo | None:
        """Why `undo()` would be refused now (None if it is allowed): `NoUndo.DICE_ROLLED`, ..."""
        if self.state.over:
            return NoUndo.GAME_OVER
        return None if self._undo else self._undo_why

    def undo(self) -> tuple[Action, list[Event]]:
        """Take back the last decision: the state becomes exactly what it was before it, and the
        action leaves `history` (a save written now replays to this state).  Returns the action and
        the events it had caused.  Raises `IllegalAction` with the reason when it cannot be undone
        (something was revealed since, the turn is over, or the game is)."""
        why = self.why_not_undo()
        if why is not None:
            raise IllegalAction(Refusal(Why.CANNOT_UNDO, undo=why))
        state, legal, action, events = self._undo.pop()
        self.state = state
        self._legal = legal
        self.history.pop()
        return action, events

    def copy(self, record: bool = False) -> Game:
        g = Game.__new__(Game)
        g.state = self.state.copy()
        g.history = self.history[:] if record else []
        g.record = record
        g.opening_events = self.opening_events
        g._legal = self._legal
        g._undo = []  # a copy starts with nothing to undo: bots never undo
        g._undo_why = undo.NOTHING_YET
        return g

    def view(self, seat: int) -> GameState:
        """The state as `seat` may know it (see `view.seat_view`)."""
        from .view import seat_view

        return seat_view(self.state, seat)

    def with_state(self, state: GameState) -> Game:
        """A game of the same configuration played on from `state` (used as it is, not copied): a
        table a bot samples to search (`game.ai.determinize`).  Its legal actions are worked out
        from `state`; it records no history and has nothing to undo."""
        g = Game.__new__(Game)
        g.state, g.history, g.record = state, [], False
        g.opening_events, g._legal, g._undo = self.opening_events, self._legal, []
        g._recompute_legal()
        return g

    @staticmethod
    def from_view(state: GameState, legal: list[Action]) -> Game:
        """A game holding `state` as it is, with `legal` as its legal actions (issue 44: the seat's
        view and choices a network client is sent).  No history, nothing to undo, no opening
        events; the host's engine decides what happens next."""
        g = Game.__new__(Game)
        g.state, g.history, g.record, g.opening_events = state, [], False, ()
        g._legal, g._undo, g._undo_why = tuple(legal), [], undo.NOTHING_YET
        return g

    def refresh(self) -> None:
        """Test hook: recompute the legal actions after editing `state` directly (scenario setup)."""
        self._recompute_legal()

    def _recompute_legal(self) -> None:
        """Work the legal actions out afresh from `state`; nothing before it can be undone."""
        st = self.state
        self._undo.clear()  # the snapshots predate the state
        self._undo_why = undo.NOTHING_YET
        if st.stack and not st.over:
            frame = st.stack[-1]
            self._legal = tuple(STEPS[frame[0]].legal(st, frame))

    def force(self, *values: int) -> None:
        """Test hook: the next random draws (dice faces are indices 0-5) return these values."""
        self.state.forced.extend(values)

    # --- driving the stack ------------------------------------------------------------------------

    def _advance(self, ev: list[Event]) -> None:
        st = self.state
        while st.stack and not st.over:
            frame = st.stack[-1]
            step = STEPS[frame[0]]
            if step.auto:
                st.stack.pop()
                step.run(st, frame, ev)
                continue
            legal = step.legal(st, frame)
            if legal:
                self._legal = tuple(legal)
                return
            st.stack.pop()
            step.on_empty(st, frame, ev)
        self._legal = ()
        if not st.over:
            raise AssertionError("the decision stack ran dry before the game ended")

    def why_not(self, action: Action) -> Refusal | None:
        """Why `action` would be refused now (None if it is legal), as a typed `Refusal`
        (`game.text.reasons.refusal_text` words it); changes nothing."""
        return None if action in self._legal else self._refusal(action)

    def _refusal(self, action: Action) -> Refusal:
        st = self.state
        if st.over:
            return _GAME_OVER
        if not isinstance(action, Action):
            return Refusal(Why.NOT_AN_ACTION, action=repr(action))
        frame = st.stack[-1]
        step = STEPS[frame[0]]
        reason = step.explain(st, frame, action)
        if reason is not None:
            return reason
        if not any(type(a) is type(action) for a in self._legal):
            kinds = tuple(sorted({a.kind for a in self._legal}))
            prompt = step.prompt(st, frame)
            return Refusal(Why.NOT_A_CHOICE, prompt=prompt, action=action.kind, choices=kinds)
        return Refusal(Why.NOT_ALLOWED, prompt=step.prompt(st, frame))


_GAME_OVER = Refusal(Why.GAME_OVER)
_OVER = Pending(-1, Prompt(DecisionKind.OVER), DecisionKind.OVER)
