"""The decision stack: how a turn becomes a sequence of small decisions.

The game state holds a stack of frames (plain tuples ``(kind, seat, *data)``).  The top frame is what
happens next.  Each kind of frame has a `Step` registered here by the rules module that owns it:

* a decision step lists its `legal` actions and `apply`s the chosen one;
* an automatic step (`auto = True`) `run`s as soon as it reaches the top (a draw, a refill, a battle).

Steps pop their own frame before acting and may push follow-up frames; a step that continues (the
Perform loop) pushes itself again.  `Game` in `engine` drives the stack.  Every kind is a member of
`decisions.DecisionKind` (registering a step of any other kind fails), and the frames hold the
members.

A step says what it asks as a typed `decisions.Prompt` and why an action is refused as a typed
`reasons.Refusal`; `game.text` words both (the rules build no sentences).
"""

from __future__ import annotations

from .actions import Action
from .decisions import DecisionKind, Prompt
from .events import Events
from .reasons import Refusal
from .state import GameState

Frame = tuple


class Step:
    kind: DecisionKind
    auto = False
    _prompt: Prompt  # the question of a step whose prompt names nothing (set by `step`)

    def legal(self, st: GameState, frame: Frame) -> list[Action]:
        return []

    def apply(self, st: GameState, frame: Frame, action: Action, ev: Events) -> None:
        raise AssertionError(f"{self.kind} takes no decisions")

    def run(self, st: GameState, frame: Frame, ev: Events) -> None:
        raise AssertionError(f"{self.kind} is a decision")

    def prompt(self, st: GameState, frame: Frame) -> Prompt:
        """What the decision asks (the kind alone, unless a step names more)."""
        return self._prompt

    def on_empty(self, st: GameState, frame: Frame, ev: Events) -> None:
        """A decision with no legal choice is passed over; a step may say what that means."""

    def feasible(self, st: GameState, seat: int) -> bool:
        """For the Perform actions: could this action do anything for `seat` now?"""
        return True

    def explain(self, st: GameState, frame: Frame, action: Action) -> Refusal | None:
        """Why `action` is not allowed here (only called for an action not in `legal`); None leaves
        it to the engine's general refusal."""
        return None


#: Every step by its kind.  The keys are the members, as the frames hold them (a dict is found
#: fastest with the very objects it is keyed by); `STEPS["leap"]` finds the step too (a `StrEnum`
#: member equals its string), a little more slowly.
STEPS: dict[DecisionKind, Step] = {}


def step(cls: type[Step]) -> type[Step]:
    """Register a Step subclass under its `kind` (a `DecisionKind` member)."""
    kind = DecisionKind(cls.kind)  # ValueError for a kind the enum does not name
    if kind in STEPS:
        raise AssertionError(f"two steps named {kind}")
    if kind is DecisionKind.OVER:
        raise AssertionError("'over' is no step: it is what `pending` says when the game has ended")
    cls.kind = kind
    cls._prompt = Prompt(kind)
    STEPS[kind] = cls()
    return cls


def push(st: GameState, *frames: Frame) -> None:
    """Push frames so that the FIRST one given resolves first."""
    st.stack.extend(reversed(frames))
