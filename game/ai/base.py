"""The bot protocol and the registry of computer players."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import Action, Game


class Bot:
    """A computer player: given the game and its seat, choose one of the legal actions."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game, seat: int) -> Action:
        raise NotImplementedError


class RandomBot(Bot):
    """Chooses uniformly among the legal actions."""

    name = "random"

    def choose(self, game: Game, seat: int) -> Action:
        return self.rng.choice(game.legal_actions())


BOTS: dict[str, Callable[[int], Bot]] = {"random": RandomBot}


def make_bot(name: str, seed: int = 0) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}") from None
