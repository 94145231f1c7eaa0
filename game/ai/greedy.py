"""Greedy: a one-turn lookahead on the heuristic.

A turn is many small decisions (rulebook, "Game and Player Turn Overview": Strike, Leap, each Perform
step, Battle, Clean Up; or Summon; or Rest).  For the decision at hand, Greedy tries every legal
action on a few determinized copies of the table (its view with the hidden cards sampled), finishes
the rest of its own turn with a fast default policy, and scores the result with `heuristic.evaluate`.
The copies share their samples across the actions compared (common random numbers), so a lucky roll
favours no action over another.  The default policy and what counts as the seat's turn are in
`turns`.
"""

from __future__ import annotations

from game.core import Action, Game

from .base import Bot
from .determinize import determinize
from .heuristic import evaluate
from .turns import finish_turn, turn_number


class GreedyBot(Bot):
    """One-turn lookahead: each legal action, then the rest of the turn by the default policy."""

    name = "greedy"

    def __init__(self, seed: int = 0, samples: int = 2) -> None:
        super().__init__(seed)
        self.samples = samples

    def choose(self, game: Game, seat: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        worlds = [determinize(game, seat, self.rng) for _ in range(self.samples)]
        turns = turn_number(game)
        best = legal[0]
        best_value = float("-inf")
        for action in legal:
            total = 0.0
            for world in worlds:
                g = world.copy()
                g.apply(action)
                finish_turn(g, seat, turns=turns)
                total += evaluate(g.state, seat)
            if total > best_value + 1e-9:
                best, best_value = action, total
        return best
