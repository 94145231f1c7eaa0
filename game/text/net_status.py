"""The words of a network game on screen (issue 44, "While playing"): where this window's connection
stands, who is deciding at another computer, who is away, and a chat line.

Statuses are looked up by their ids (the values of `game.net.remote.ConnStatus`, strings): the
text layer sits beneath game/net.  A refusal from the host is worded by `game.text.net.reason_text`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _

from .names import seat_name
from .net import phrase_text, reason_text

_STATUS: dict[str, Callable[[], str]] = {
    "connecting": lambda: _("Connecting to the host…"),
    "joined": lambda: _("Connected"),
    "reconnecting": lambda: _("Reconnecting to the host…"),
    "refused": lambda: _("The host refused this seat"),
    "closed": lambda: _("Not connected to the host"),
}


def status_text(status: str) -> str:
    """This window's connection to the host ('' when joined: nothing to say on the board)."""
    if str(status) == "joined":
        return ""
    words = _STATUS.get(str(status))
    return words() if words else _("Not connected to the host")


def deciding_text(seat: int) -> str:
    """Another seat decides at its own computer."""
    return _("{player} is deciding…").format(player=seat_name(seat))


def waiting_text(seat: int) -> str:
    """The seat deciding has lost its connection: everyone waits for it."""
    return _("Waiting for {player} to reconnect").format(player=seat_name(seat))


def sent_text() -> str:
    """My decision went to the host, which has not answered yet."""
    return _("Sent to the host…")


def away_text() -> str:
    """A seat's chip in the top bar while that player is not connected."""
    return _("away")


def replace_text() -> str:
    """The host's button on the waiting banner."""
    return _("Replace with a computer")


def replace_tip(seat: int) -> str:
    return _("{player} has been away a while: a computer takes the seat and plays on").format(
        player=seat_name(seat)
    )


def said_text(reason: str) -> str:
    """A refusal or a connection problem, said on the board."""
    if reason in _STATUS:
        return status_text(reason)
    return reason_text(reason)


def chat_words(text: str, phrase: str) -> str:
    """A chat line's words: a quick phrase translated for this reader, or the player's own words."""
    return phrase_text(phrase) if phrase else text
