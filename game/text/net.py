"""The words of network play (issue 44): why the host refused a message, the chat's quick phrases,
and what is wrong with a pasted invitation line.

The text layer sits beneath game/net, so reasons and phrases are looked up by their ids (the values
of `game.net.protocol.Reason` and `game.net.protocol.PHRASES`, which are strings).
"""

from __future__ import annotations

from collections.abc import Callable

from game.i18n import _

#: the quick phrases' ids, in the order their buttons show: the protocol's (`game.net.protocol`
#: takes them from here, the text layer being below it)
PHRASES = (
    "hello",
    "good_luck",
    "your_turn",
    "thinking",
    "nice_move",
    "well_played",
    "good_game",
    "brb",
)

_PHRASE_WORDS: dict[str, Callable[[], str]] = {
    "hello": lambda: _("Hello!"),
    "good_luck": lambda: _("Good luck!"),
    "your_turn": lambda: _("Your turn."),
    "thinking": lambda: _("One moment, thinking."),
    "nice_move": lambda: _("Nice move!"),
    "well_played": lambda: _("Well played."),
    "good_game": lambda: _("Good game!"),
    "brb": lambda: _("Back in a minute."),
}

_REASONS: dict[str, Callable[[], str]] = {
    "malformed": lambda: _("The table could not read that message."),
    "oversized": lambda: _("That message was too long for the table."),
    "unknown_kind": lambda: _("The table does not take that kind of message."),
    "wrong_protocol": lambda: _("This table speaks another version of the network protocol."),
    "wrong_rules": lambda: _("This table plays a different version of Lionwake."),
    "bad_token": lambda: _("No seat at this table has that code."),
    "not_joined": lambda: _("Join the table before you play."),
    "not_your_turn": lambda: _("It is not your turn."),
    "illegal": lambda: _("The rules do not allow that move."),
    "game_over": lambda: _("The game is over."),
    "too_frequent": lambda: _("Too many messages at once: wait a moment."),
    "replaced": lambda: _("Your seat was given to a computer player."),
    "spectator": lambda: _("Spectators watch the game: they cannot play or chat."),
    "elsewhere": lambda: _("Your seat joined the table from another window, which now holds it."),
}

_INVITE: dict[str, Callable[[], str]] = {
    "no_address": lambda: _("No table address found: paste the whole invitation line."),
    "bad_port": lambda: _("The table's port must be a number from 1 to 65535."),
    "no_code": lambda: _("No join code found: it looks like ABCD-EFGH."),
    "bad_code": lambda: _("That join code is not right: it has 8 letters and digits."),
}


def reason_text(reason: str) -> str:
    """Why the host refused a message (`game.net.protocol.Reason`), as a sentence."""
    words = _REASONS.get(str(reason))
    return words() if words else _("The table refused that message.")


def phrase_text(phrase: str) -> str:
    """A quick phrase's words ('' for an id that is none)."""
    words = _PHRASE_WORDS.get(phrase)
    return words() if words else ""


def invitation_problem_text(why: str) -> str:
    """What is wrong with a pasted invitation (`game.net.invite.Invitation.parse`)."""
    words = _INVITE.get(why)
    return words() if words else _("That is not an invitation to a Lionwake table.")
