"""The bot protocol and the registry of computer players."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Callable

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


def _greedy(seed: int = 0) -> Bot:
    from .greedy import GreedyBot

    return GreedyBot(seed)


def _strong(seed: int = 0, budget: float | None = None, iterations: int = 0) -> Bot:
    from .mcts import StrongBot

    options: dict = {"iterations": iterations} if iterations else {}
    if budget is not None:
        options["budget"] = budget
    return StrongBot(seed, **options)


class QuickBot(Bot):
    """The playout policy as a player (rules of thumb, no lookahead): a yardstick for search."""

    name = "quick"

    def choose(self, game: Game, seat: int) -> Action:
        from .policy import quick_action

        return quick_action(game, seat, self.rng)


#: The computer players by name (`python -m game.tools.sim --bots greedy,random`); each takes a seed.
BOTS: dict[str, Callable[..., Bot]] = {
    "random": RandomBot,
    "quick": QuickBot,
    "greedy": _greedy,
    "strong": _strong,
}


def make_bot(
    name: str, seed: int = 0, budget: float | None = None, iterations: int = 0, **options
) -> Bot:
    """The bot registered as `name`; `budget` is a searching bot's think time per decision (seconds;
    its default when None) and `iterations`, when not 0, a fixed number of search iterations instead
    (the same play on a busy machine as on an idle one); both are ignored by the bots that do not
    search."""
    if name == "strong":
        if budget is not None:
            options["budget"] = budget
        if iterations:
            options["iterations"] = iterations
    try:
        factory = BOTS[name]
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {', '.join(sorted(BOTS))}") from None
    return factory(seed, **options)
