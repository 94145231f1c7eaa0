"""The bot protocol, and the computer players that need no search (random, quick); the registry of
every computer player by name is `registry`."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from game.core import Action, Game


class Bot(ABC):
    """A computer player: given the game and its seat, choose one of the legal actions."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose(self, game: Game, seat: int) -> Action:
        """One of `game.legal_actions()` for `seat`, chosen from what that seat can see."""


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, game: Game, seat: int) -> Action:
        return self.rng.choice(game.legal_actions())


class QuickBot(Bot):
    """The playout policy as a player (rules of thumb, no lookahead): a yardstick for search."""

    name = "quick"

    def choose(self, game: Game, seat: int) -> Action:
        from .policy import quick_action

        return quick_action(game, seat, self.rng)
