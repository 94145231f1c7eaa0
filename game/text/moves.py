"""What a computer player's decision did, in one line for the top bar (issue 8: a person can follow
each computer move).  The line is the first one the game log gave that tells the move (a Strike, a
Leap, an inked Motif, a purchase...), else what was chosen (a Perform action, an exchange...), else
the first change of resources; it names its player, as the log does, in the player's language."""

from __future__ import annotations

from game.core import actions as A
from game.core import events as E
from game.core.decisions import DecisionKind
from game.core.state import GameState
from game.i18n import _

from .actions import button_label
from .log import event_text
from .names import seat_name

#: Events whose lines come after the lines that tell the move (they follow from it).
SAID_LAST = (E.ResourcesChanged, E.DeckShuffled, E.RowRefilled, E.TurnStarted)


def move_line(
    st: GameState,
    before: GameState,
    seat: int,
    kind: DecisionKind,
    action: A.Action,
    events: list[E.Event],
) -> str:
    """`seat`'s decision `action` (asked as `kind`) in one line: `st` is the table after it, `before`
    the table as the deciding seat saw it (so no hidden card is named); '' when nothing is worth
    saying."""
    lines = [
        (isinstance(ev, SAID_LAST), event_text(st, ev))
        for ev in events
        if getattr(ev, "seat", seat) == seat
    ]
    told = [text for minor, text in lines if text and not minor]
    if told:
        return told[0]
    if not isinstance(action, (A.Discard, A.Strike)) and kind is not DecisionKind.REST_RETAIN:
        what = button_label(before, kind, action)
        if isinstance(action, A.Perform):
            return _("{who} performs {action}").format(who=seat_name(seat), action=what)
        return _("{who} chooses {choice}").format(who=seat_name(seat), choice=what)
    return next((text for minor, text in lines if text and minor), "")
