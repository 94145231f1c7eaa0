"""The engine's typed errors.

`IllegalAction` is raised by `Game.apply` for any action not in `legal_actions()`; the state is left
exactly as it was.  `ContentError` names the file, entry and field of malformed content (catalogue TOML
or a Tiled level).  `SaveError` refuses a save that is truncated, edited or from a newer version.
"""

from __future__ import annotations


class IllegalAction(Exception):
    """An action the rules do not allow right now.  `reason` is a sentence a screen can show."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class ContentError(ValueError):
    """Malformed game content: names the file, the entry and the field."""

    def __init__(self, file: str, entry: str, field: str, problem: str) -> None:
        where = f"{file}: {entry}" if entry else file
        if field:
            where += f", field '{field}'"
        super().__init__(f"{where}: {problem}")
        self.file = file
        self.entry = entry
        self.field = field
        self.problem = problem


class SaveError(ValueError):
    """A save file that cannot be loaded; the message says why.  The file is never modified."""
