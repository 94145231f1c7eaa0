"""What a network game keeps alive between screens (issue 44, network play): the table this app
hosts (`game.net.hosting.HostedTable`), its advertisement on the network (`game.net.discovery`),
and the connection and match of the seat this window plays (`game.net.remote`).

The lobby, the Join screen and the board come and go; these stay until the table is closed or the
app quits (`close_all`, registered with `atexit`).  The network modules are imported only when a
player opens the Host or Join screen, so the title menu starts no discovery and opens no socket.
"""

from __future__ import annotations

import atexit
import contextlib
import socket
from pathlib import Path
from typing import Any

#: The live objects (one of each at most).
hosted: Any = None  # the HostedTable this app runs
discovery: Any = None  # the Discovery open since the Host or Join screen was shown
advertised = False  # whether `discovery` advertises the hosted table now
match: Any = None  # the RemoteMatch this window plays
_registered = False


def _at_exit() -> None:
    global _registered
    if not _registered:
        atexit.register(close_all)
        _registered = True


def table_path() -> Path | None:
    """Where the hosted table is autosaved (`game.net.table_file`'s default path), None when the
    user's folder cannot be used."""
    try:
        from game.net import table_file

        return Path(table_file.default_path())
    except Exception:  # a user folder that cannot be used (UserFolderError): no table kept
        return None


def table_to_reopen() -> Path | None:
    """The autosaved table file when there is one and no table is hosted now (the title menu's
    "Reopen your table")."""
    if hosted is not None:
        return None
    path = table_path()
    return path if path is not None and path.is_file() else None


def open_discovery():
    """The discovery of this app, opened on first use (the Host or Join screen)."""
    global discovery
    if discovery is None:
        from game.net.discovery import open_discovery as opened

        discovery = opened()
        _at_exit()
    return discovery


def set_hosted(table) -> None:
    """`table` is the one this app hosts (started or reopened)."""
    global hosted
    hosted = table
    _at_exit()


def set_match(remote) -> None:
    """`remote` is the RemoteMatch this window plays (the last one is closed)."""
    global match
    if match is not None and match is not remote:
        _close_match(match)
    match = remote
    _at_exit()


def table_name() -> str:
    """The name the hosted table is listed under on the network: this computer's name (read
    locally, no traffic)."""
    with contextlib.suppress(OSError):
        name = socket.gethostname().split(".")[0].strip()
        if name:
            return name[:40]
    return "Lionwake"


def advertise(ad) -> None:
    """List the hosted table on the network (again, with what changed)."""
    global advertised
    open_discovery().advertise(ad)
    advertised = True


def withdraw() -> None:
    global advertised
    if discovery is not None and advertised:
        with contextlib.suppress(Exception):
            discovery.withdraw()
    advertised = False


def _close_match(remote) -> None:
    """Leave the table `remote` plays (the connection only: the hosted table stays open until
    `close_table`)."""
    with contextlib.suppress(Exception):
        connection = getattr(remote, "connection", None)
        if connection is not None:
            connection.close()
        else:
            remote.close()


def close_table() -> None:
    """Close the hosted table: no longer listed, its host stopped (its file is kept: the menu
    offers to reopen it), and this window's match of it closed."""
    global hosted, match
    withdraw()
    if match is not None and getattr(match, "hosted", None) is hosted:
        _close_match(match)
        match = None
    if hosted is not None:
        with contextlib.suppress(Exception):
            hosted.close()
    hosted = None


def close_all() -> None:
    """Everything closed (the app quits)."""
    global match, discovery
    close_table()
    if match is not None:
        _close_match(match)
        match = None
    if discovery is not None:
        with contextlib.suppress(Exception):
            discovery.close()
        discovery = None


# --- a match joining its table ------------------------------------------------------------------


def _status_name(remote) -> str:
    """The connection's status by name ("CONNECTING", "JOINED", "REFUSED", ...)."""
    status = getattr(remote, "status", None)
    if status is None:
        status = getattr(getattr(remote, "connection", None), "status", None)
    return str(getattr(status, "name", status or "")).upper()


def arrived(remote) -> bool:
    """Whether the first view of the table has come to `remote` (the board can show it).  Asked
    each frame while joining; the board takes over `update` once it shows."""
    try:
        remote.update()
    except Exception:
        return False
    ready = getattr(remote, "ready", None)
    if ready is not None:
        return bool(ready() if callable(ready) else ready)
    try:
        return getattr(remote, "game", None) is not None and _status_name(remote) == "JOINED"
    except Exception:
        return False


def refusal(remote):
    """The `game.net.protocol.Reason` the host refused `remote` with (None while not refused)."""
    if _status_name(remote) != "REFUSED":
        return None
    reason = getattr(remote, "refusal", None)
    if reason is None:
        reason = getattr(getattr(remote, "connection", None), "refusal", None)
    return reason


def refusal_words(remote) -> str:
    """Why the host refused `remote`, in words ("" while not refused)."""
    reason = refusal(remote)
    if reason is None and _status_name(remote) != "REFUSED":
        return ""
    from game.i18n import _
    from game.net.protocol import Reason
    from game.text.net import reason_text

    if reason is None:
        return _("The table refused to seat you.")
    try:
        return reason_text(Reason(reason))
    except ValueError:
        return _("The table refused to seat you ({reason}).").format(reason=reason)


def closed(remote) -> bool:
    """Whether `remote`'s connection has stopped for good (not refused: given up, or closed)."""
    return _status_name(remote) == "CLOSED"
