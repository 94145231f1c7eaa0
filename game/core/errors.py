"""The engine's typed errors.

`IllegalAction` is raised by `Game.apply` for any action not in `legal_actions()`; the state is left
exactly as it was.  `ContentError` names the file, entry and field of malformed content (catalogue TOML
or a Tiled level).  `SaveError` refuses a save that is truncated, edited or from a newer version.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import ClassVar

from .reasons import Refusal


class IllegalAction(Exception):
    """An action the rules do not allow right now.  `reason` says why, as a typed `Refusal` that
    `game.text.reasons.refusal_text` puts in the player's words.

    `str()` of it is those words once `game.text.reasons` has been imported (it sets `words`: the
    core never imports the text layer), else a short description of the refusal: "lion_full (n=2)".
    """

    #: how `str()` words a refusal (set by `game.text.reasons`); None: the refusal's description
    words: ClassVar[Callable[[Refusal], str] | None] = None

    def __init__(self, reason: Refusal) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        words = IllegalAction.words
        if words is not None:
            try:
                return words(self.reason)
            except Exception:  # a traceback must never fail for want of words
                pass
        return str(self.reason)


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
