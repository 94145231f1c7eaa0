"""A network game's place in the window's loop (issue 44, "the client's network work off the drawing
thread so the window never stalls"), shared by the board, the setup draft, the pause menu and the
scoring screen.

The connection runs in its own thread (`game.net.remote.Connection`); when the host sends something
it posts `NET_WAKE`, so the window, which sleeps while nothing moves, wakes at once and takes it.  A
network screen asks for the frame rate only while something the host sent waits to be shown or my
decision waits for the host's answer (`needs_frames`).  Leaving the table closes this window's
connection and, when this window hosts it, the table (its file kept: the title menu reopens it).
"""

from __future__ import annotations

import pygame

from game.i18n import _

from . import net_session
from .scene import make

#: posted (from the connection's thread) when the host sends something
NET_WAKE = pygame.event.custom_type()


def is_remote(match) -> bool:
    """Whether `match` is a seat at a network table (`game.net.remote.RemoteMatch`)."""
    return bool(getattr(match, "remote", False))


def wake_on_messages(match) -> None:
    """Have the window's loop woken the moment the host sends this match something."""
    match.connection.wake = _post_wake


def _post_wake() -> None:
    if pygame.display.get_init() and not pygame.event.peek(NET_WAKE):
        pygame.event.post(pygame.event.Event(NET_WAKE))


def needs_frames(match) -> bool:
    """Whether a network game needs the frame rate now: something the host sent waits to be shown
    (it is taken one decision at a time), or my decision waits for the host's answer.  Otherwise
    the window sleeps until the host sends something (`NET_WAKE`) or the player acts."""
    return match.unread() or bool(getattr(match, "awaiting", False))


def leave_table(match) -> None:
    """Leaving a network game for the title: this window's connection closed, and the table it
    hosts, if any (no longer listed on the network; its file kept to reopen)."""
    if not is_remote(match):
        return
    hosted = getattr(match, "hosted", None)
    if hosted is not None and hosted is net_session.hosted:
        net_session.close_table()
    match.close()
    if net_session.match is match:
        net_session.match = None


def ask_to_close_table(app, close) -> None:
    """Ask the host before the table closes (its friends are disconnected); `close` closes it."""
    app.push(
        make(
            "confirm",
            app,
            _("Close the table?"),
            _("Friends at it are disconnected. The table is kept: the title menu can reopen it."),
            _("Close the table"),
            close,
            _("Keep it open"),
        )
    )
