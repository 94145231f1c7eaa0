"""The decision stack: how a turn becomes a sequence of small decisions.

The game state holds a stack of frames (plain tuples ``(kind, seat, *data)``).  The top frame is what
happens next.  Each kind of frame has a `Step` registered here by the rules module that owns it:

* a decision step lists its `legal` actions and `apply`s the chosen one;
* an automatic step (`auto = True`) `run`s as soon as it reaches the top (a draw, a refill, a battle).

Steps pop their own frame before acting and may push follow-up frames; a step that continues (the
Perform loop) pushes itself again.  `Game` in `engine` drives the stack.  Every kind is a member of
`decisions.DecisionKind` (registering a step of any other kind fails); the frames may hold the plain
string, which equals the member.
"""

from __future__ import annotations

from collections.abc import Callable

from .actions import Action
from .decisions import DecisionKind
from .events import Events
from .state import GameState

Frame = tuple


class Step:
    kind: DecisionKind | str = ""  # a rules module may write the string: `step` makes it the member
    auto = False

    def legal(self, st: GameState, frame: Frame) -> list[Action]:
        return []

    def apply(self, st: GameState, frame: Frame, action: Action, ev: Events) -> None:
        raise AssertionError(f"{self.kind} takes no decisions")

    def run(self, st: GameState, frame: Frame, ev: Events) -> None:
        raise AssertionError(f"{self.kind} is a decision")

    def prompt(self, st: GameState, frame: Frame) -> str:
        return ""

    def on_empty(self, st: GameState, frame: Frame, ev: Events) -> None:
        """A decision with no legal choice is passed over; a step may say what that means."""

    def feasible(self, st: GameState, seat: int) -> bool:
        """For the Perform actions: could this action do anything for `seat` now?"""
        return True

    def explain(self, st: GameState, frame: Frame, action: Action) -> str:
        """Why `action` is not allowed here (only called for an action not in `legal`)."""
        return ""


#: Every step by its kind.  `STEPS[DecisionKind.LEAP]` and `STEPS["leap"]` find the same step; the
#: keys are the kinds' plain strings, as the frames hold them (a dict of plain strings is found about
#: 2% faster in the engine's loop than one keyed by the members); each step's `kind` is the member.
STEPS: dict[str, Step] = {}


def step(cls: type[Step]) -> type[Step]:
    """Register a Step subclass under its `kind` (a `DecisionKind` member, or its string)."""
    kind = DecisionKind(cls.kind)  # ValueError for a kind the enum does not name
    if kind in STEPS:
        raise AssertionError(f"two steps named {kind}")
    if kind is DecisionKind.OVER:
        raise AssertionError("'over' is no step: it is what `pending` says when the game has ended")
    cls.kind = kind
    STEPS[kind.value] = cls()
    return cls


def push(st: GameState, *frames: Frame) -> None:
    """Push frames so that the FIRST one given resolves first."""
    st.stack.extend(reversed(frames))


def auto_step(kind: DecisionKind) -> Callable[[Callable[[GameState, Frame, Events], None]], Step]:
    """Register a plain function as an automatic step."""

    def wrap(fn: Callable[[GameState, Frame, Events], None]) -> Step:
        cls = type(
            f"Auto_{kind}",
            (Step,),
            {"kind": kind, "auto": True, "run": lambda self, st, frame, ev: fn(st, frame, ev)},
        )
        step(cls)
        return STEPS[kind]

    return wrap
