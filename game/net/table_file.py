"""The hosted table's file (issue 44, "If the host's app is closed or crashes, restarting it offers
to reopen the table from its autosave and everyone rejoins").

One JSON object: {"lionwake_table": FORMAT, "port", "codes", "seats", "spectator_code", "revoked",
"game": `game.core.save.to_json`}: the port the players' invitations name, each seat's join code
(null for a computer's), who sits where, and the game as a save (replayed and checked when loaded).
It is written atomically (`game.core.save.write_atomic`) after every decision.  A damaged file, or
one a newer Lionwake wrote, raises `TableFileError` naming the file and the field, and the file is
left as it was.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core import SaveError
from game.core.save import read, to_json, write_atomic
from game.session.match import Match
from game.userfiles import user_data_dir

from .codes import is_code, normalize
from .table import KINDS, Table

FORMAT = 1


class TableFileError(Exception):
    """A table file that cannot be reopened: the message names the file and the field."""


def default_path() -> Path:
    """Where the desktop app keeps the table it hosts: <user data>/tables/hosted.json."""
    return user_data_dir() / "tables" / "hosted.json"


def to_data(table: Table, port: int) -> dict[str, Any]:
    return {
        "lionwake_table": FORMAT,
        "port": port,
        "codes": list(table.codes),
        "seats": list(table.seats),
        "spectator_code": table.spectator_code,
        "revoked": list(table.revoked),
        "game": to_json(table.match.game),
    }


def save(table: Table, path: Path, port: int) -> None:
    """Write the table's file atomically (its folder made if missing)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(to_data(table, port), ensure_ascii=False, separators=(",", ":"))
    write_atomic(path, text.encode("utf-8"))


def load(path: Path) -> tuple[Table, int]:
    """The table a file holds and the port it was served on; `TableFileError` otherwise."""
    path = Path(path)
    name = path.name
    try:
        data = json.loads(read(path))
    except SaveError as exc:
        raise TableFileError(str(exc)) from None
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise TableFileError(f"{name} is not a readable table file (it may be truncated)") from None
    return from_data(data, name)


def from_data(data: Any, name: str = "table file") -> tuple[Table, int]:
    def bad(field: str, why: str) -> TableFileError:
        return TableFileError(f"{name}: {field} {why}")

    if not isinstance(data, dict) or "lionwake_table" not in data:
        raise bad("lionwake_table", "is missing: this is not a Lionwake table file")
    version = data["lionwake_table"]
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise bad("lionwake_table", "is not a valid format version")
    if version > FORMAT:
        raise bad(
            "lionwake_table",
            f"is {version}: a newer Lionwake wrote it (this version reads {FORMAT})",
        )
    port = data.get("port")
    if not isinstance(port, int) or isinstance(port, bool) or not 0 <= port <= 65535:
        raise bad("port", "is not a port number")
    seats = data.get("seats")
    if not isinstance(seats, list) or not seats or any(k not in KINDS for k in seats):
        raise bad("seats", f"is not a list of {KINDS}")
    codes = data.get("codes")
    if not isinstance(codes, list) or len(codes) != len(seats):
        raise bad("codes", "is not one code per seat")
    if any(c is not None and not (isinstance(c, str) and is_code(c)) for c in codes):
        raise bad("codes", "holds something that is not a join code")
    spectator = data.get("spectator_code")
    if spectator is not None and not (isinstance(spectator, str) and is_code(spectator)):
        raise bad("spectator_code", "is not a join code")
    revoked = data.get("revoked", [])
    if not isinstance(revoked, list) or not all(isinstance(c, str) for c in revoked):
        raise bad("revoked", "is not a list of codes")
    try:
        match = Match.resume(data.get("game"), f"{name} (game)", list(seats))
    except SaveError as exc:
        raise bad("game", f"is not a good game: {exc}") from None
    if match.config.players != len(seats):
        raise bad("seats", "does not hold one seat per player of the game")
    try:
        table = Table(
            match.config,
            list(seats),
            [normalize(c) if c else None for c in codes],
            match=match,
            spectator_code=spectator,
            revoked=revoked,
        )
    except ValueError as exc:
        raise bad("codes", str(exc)) from None
    return table, port
