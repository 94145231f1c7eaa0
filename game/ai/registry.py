"""The computer players by name: `BOTS` and `make_bot` (what `game.ai` offers the tools and the
session: `python -m game.tools.sim --bots greedy,random`)."""

from __future__ import annotations

from collections.abc import Callable

from .base import Bot, QuickBot, RandomBot


def _greedy(seed: int = 0) -> Bot:
    from .greedy import GreedyBot

    return GreedyBot(seed)


def _strong(seed: int = 0, budget: float | None = None, iterations: int = 0) -> Bot:
    from .mcts import StrongBot

    options: dict = {"iterations": iterations} if iterations else {}
    if budget is not None:
        options["budget"] = budget
    return StrongBot(seed, **options)


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
