"""The words of a match at this table (`game.session.match`; issue 8, "Undo"): why the last decision
cannot be taken back here, and the log's line for one that was.

The rules say why they refuse an undo (`game.core.reasons.NoUndo`, worded by
`game.text.reasons.undo_text`); the table adds its own reason (`TableNoUndo`: a computer player is
deciding), declared here beside its words because the text layer sits beneath the session.
"""

from __future__ import annotations

import enum

from game.core.actions import Action
from game.core.events import Event
from game.core.reasons import NoUndo
from game.core.state import GameState
from game.i18n import _

from .actions import action_text
from .log import event_text
from .reasons import undo_text


class TableNoUndo(enum.StrEnum):
    """Why the table, not the rules, refuses an undo."""

    COMPUTER_DECIDING = "computer_deciding"  # computer players never undo
    NETWORK = "network"  # a network game (issue 44): the host's table never takes a move back


def why_not_undo_text(why: NoUndo | TableNoUndo | None) -> str:
    """Why the last decision cannot be taken back now ('' for None: it can)."""
    if why is TableNoUndo.COMPUTER_DECIDING:
        return _("a computer player is deciding")
    if why is TableNoUndo.NETWORK:
        return _("not in a network game")
    return undo_text(why)


def undid_text(st: GameState, action: Action, events: list[Event]) -> str:
    """The log's line for a decision taken back: "Undid: " and the first thing it did, as the log
    said it (`st`: the game after the undo; `events`: the undone decision's)."""
    texts = [t for t in (event_text(st, ev) for ev in events) if t]
    what = texts[0] if texts else action_text(st, action)  # (it logged nothing)
    return _("Undid: {what}").format(what=what)
