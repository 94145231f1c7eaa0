"""Computer seats at the table: their moves are searched off the window's thread and paced.

The bot gets a copy of the game (and looks at it only through its seat's view, like every bot); the
window keeps drawing while it thinks.  A finished choice is held back until the pace set in the
settings has passed, so a person can follow each move; a click hurries it along.  Each move is
searched by a new bot seeded from the game's seed and the decisions taken so far
(`game.session.seeds.move_seed`), so a game taken up from its save plays on the same way.
"""

from __future__ import annotations

import threading
import time
from typing import TYPE_CHECKING

from game.ai import make_bot
from game.core import Action, Game

from .seeds import move_seed

if TYPE_CHECKING:
    from .match import Match

COMPUTER_KINDS = ("greedy", "strong")  # their names: `game.text.names.SHORT_NAMES`


class ComputerMove:
    """One decision being thought about in a background thread."""

    def __init__(self, game: Game, seat: int, kind: str, seed: int, pace: float) -> None:
        self.seat = seat
        self.kind = kind
        self.pace = pace
        self.started = time.perf_counter()
        self.action: Action | None = None
        self.error: BaseException | None = None
        self.hurry = False
        copy = game.copy()
        bot = make_bot(kind, seed)
        self._thread = threading.Thread(target=self._think, args=(bot, copy), daemon=True)
        self._thread.start()

    @classmethod
    def start(cls, match: Match, seat: int, pace: float) -> ComputerMove:
        """The move of the computer sitting at `seat` in `match`, started now."""
        seed = move_seed(match.config.seed, len(match.game.history))
        return cls(match.game, seat, match.seats[seat], seed, pace)

    def _think(self, bot, game: Game) -> None:
        try:
            self.action = bot.choose(game, self.seat)
        except BaseException as exc:  # reported on the window's thread
            self.error = exc

    @property
    def thinking(self) -> bool:
        return self._thread.is_alive()

    def ready(self) -> bool:
        """The choice is made and the pace has passed (or the player hurried it)."""
        if self.thinking:
            return False
        return self.hurry or time.perf_counter() - self.started >= self.pace
