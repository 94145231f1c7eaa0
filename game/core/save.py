"""Saving and loading a game as JSON.

A save holds the format version, the configuration (with its seed), every action taken and a snapshot
of the state.  Loading replays the actions from the seed and checks that the result matches the
snapshot, so a truncated, edited or newer-version file is refused with a `SaveError` that says why; the
file itself is never modified.  A file over `MAX_SAVE_BYTES` is refused before it is read, and a
configuration setup cannot lay out (a level not for its player count, a layout that is no level the
game ships) is refused like any other damage (issue 39).  Writing is atomic (a temporary file, then
`os.replace`), so a crash mid-save leaves the previous save intact; `write_atomic` is that one
helper, used for every file the game writes (campaign progress and autosaves too).
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from game.userfiles import UserFileError, read_bytes

from .actions import from_dict
from .engine import Game
from .errors import ContentError, IllegalAction, SaveError
from .events import Event
from .state import Config

#: Called while a save is replayed: once with the opening events, then after every action.
Observer = Callable[[Game, list[Event]], None]

FORMAT = "lionwake-save"
VERSION = 1
#: The version of the rules this engine plays (issue 43, deal codes).  The same configuration, seed
#: and decisions give the same game only under the same rules: a change that plays a seeded game
#: differently — one the behaviour fingerprint (`game.tools.fingerprint`) catches, a level file of
#: the first-game or campaign villages changed, the table of layouts a deal code names extended —
#: raises it by one.  A deal code carries it (`game.session.deal_codes`), and one from another
#: rules version is refused with that reason rather than dealt as a different game.
RULES_VERSION = 1
#: The largest save file read (issue 39): a bigger one is refused before any of it is read, so a
#: damaged or hostile file cannot take the memory and the time of replaying it.  Measured: a whole
#: 4-player game between Greedy bots saves as 23-30 KB (650-880 decisions), and the longest of 200
#: 4-player games of random legal moves as 109 KB (3,900 decisions), so 8 MiB is ~75 times that.
MAX_SAVE_BYTES = 8 << 20


def _digest(actions: list) -> str:
    """A checksum of the action list: an edited move is caught even when the table ends the same."""
    text = json.dumps(actions, ensure_ascii=False, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def to_json(game: Game) -> dict[str, Any]:
    actions = [a.to_dict() for a in game.history]
    return {
        "format": FORMAT,
        "version": VERSION,
        "config": game.state.config.to_dict(),
        "actions": actions,
        "actions_sha256": _digest(actions),
        "snapshot": game.state.to_dict(),
    }


def dumps(game: Game) -> str:
    return json.dumps(to_json(game), ensure_ascii=False, separators=(",", ":"))


def save(game: Game, path: Path) -> None:
    """Write atomically: the old file stays whole until the new one is complete."""
    write_atomic(Path(path), dumps(game).encode("utf-8"))


def write_atomic(path: Path, data: bytes) -> None:
    """Write `data` to `path` so that a crash at any moment leaves either the old file or the new
    one, whole: a temporary file beside it is written and synced, then `os.replace`d over it."""
    fd, tmp = tempfile.mkstemp(prefix=path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def loads(text: str | bytes, name: str = "save", observe: Observer | None = None) -> Game:
    return from_json(parse(text, name), name, observe)


def parse(text: str | bytes, name: str = "save") -> Any:
    """The JSON in a save file, or a `SaveError` if it is not JSON (truncated, overwritten)."""
    try:
        return json.loads(text)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise SaveError(f"{name} is not a readable save (it may be truncated): {exc}") from None


def load(path: Path, observe: Observer | None = None) -> Game:
    """The game saved in `path` (`from_json`); `SaveError` naming the file if it cannot be read, is
    larger than `MAX_SAVE_BYTES` (refused before reading), or is not a good save."""
    return loads(read(path), Path(path).name, observe)


def read(path: Path) -> bytes:
    """A save file's bytes, or `SaveError` naming it: missing, unreadable, a folder, or larger than
    `MAX_SAVE_BYTES` (checked before anything is read)."""
    try:
        return read_bytes(Path(path), MAX_SAVE_BYTES)
    except UserFileError as exc:  # its message names the file and says why
        raise SaveError(str(exc)) from None


def check_header(data: Any, name: str = "save") -> None:
    """Refuse (`SaveError`) anything that is not a Lionwake save this version can read: the quick
    check that needs no replay (a list of saves uses it; loading does it first)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Lionwake save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name} has no valid format version")
    if version > VERSION:
        raise SaveError(
            f"{name} was saved by a newer Lionwake (save format {version}; this version reads {VERSION})"
        )
    if version < 1:
        raise SaveError(f"{name} has an unknown save format {version}")


def from_json(data: Any, name: str = "save", observe: Observer | None = None) -> Game:
    """The game a save holds, replayed from its seed and checked against its snapshot and checksum.

    `observe` (optional) sees the replay as it happens: the opening events, then each action's
    events, with the game as it stands just then (a screen rebuilds its log this way).
    """
    check_header(data, name)
    try:
        config = Config.from_dict(data["config"])
        if not isinstance(config.seed, int) or not isinstance(config.players, int):
            raise TypeError("seed and players must be whole numbers")
        actions = data["actions"]
        if not isinstance(actions, list):
            raise TypeError("actions must be a list")
        game = Game(config)
    except ContentError:
        # the game's own files (a level, the card data) are broken or missing, not the save: the
        # caller says so and keeps the save where it is
        raise
    except (KeyError, TypeError, ValueError, OverflowError, OSError) as exc:
        # ValueError covers setup's refusals (`setup.check_config`; `engine.layout_for`: a layout
        # that is no level the game ships, or a level not for this many players);
        # OSError: a level file the system cannot read; OverflowError: a number too big for the
        # engine's arithmetic
        raise SaveError(f"{name} has a damaged configuration: {exc}") from None
    if observe is not None:
        observe(game, list(game.opening_events))
    for i, raw in enumerate(actions):
        try:
            action = from_dict(raw)
            events = game.apply(action)
        except (ValueError, IllegalAction, RecursionError) as exc:  # (lists nested past any use)
            raise SaveError(f"{name}: action {i + 1} cannot be replayed ({exc})") from None
        if observe is not None:
            observe(game, events)
    snapshot = data.get("snapshot")
    if snapshot != json.loads(json.dumps(game.state.to_dict())):
        raise SaveError(f"{name} does not match its own moves: the file was edited or damaged")
    if data.get("actions_sha256") != _digest(actions):
        raise SaveError(f"{name} has been edited or damaged: its moves do not match their checksum")
    return game
