"""Computer players.  They drive the game through the same public protocol as a person: the seat's
view of the state, `legal_actions()` and `apply()`; never what their seat could not see.

* ``random``: uniform among the legal actions.
* ``quick``: rules of thumb, no lookahead (`policy`; the playout policy of the searches).
* ``greedy``: a one-turn lookahead on the heuristic (`greedy`, `heuristic`).
* ``strong``: determinized UCT over its own turn with a think-time budget (`mcts`).

Hidden cards are sampled by `determinize`; `python -m game.tools.ladder` measures one bot against
another.
"""

from .base import Bot
from .registry import BOTS, make_bot

__all__ = ["BOTS", "Bot", "make_bot"]
