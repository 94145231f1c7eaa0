"""Strong: determinized UCT over the seat's own turn, with a think-time budget.

The search samples several tables consistent with what the seat can see (`determinize`: other hands,
deck orders, face-down stacks and the dice are drawn afresh for each) and grows one search tree per
table over the seat's own decisions for the rest of its turn (rulebook, "Game and Player Turn
Overview": Strike, Leap, each Perform step, Clean Up; or Summon; or Rest).  On one sampled table the
turn is deterministic, so a tree node keeps the best result found below it (max backup) and the
search is a planner: it looks for the best way to finish the turn, where Greedy follows its nose.

* Expansion: a node's actions are first scored by their immediate effect on `heuristic.estimate`;
  they are expanded best first, and that prior fades as a child is visited (progressive bias).
* Playout: from a new node the rest of the turn is played by the greedy default policy, then the
  table is scored with `heuristic.evaluate` (the depth limit is the end of the seat's turn).  In an
  overdue game the playout also finishes the turn after each leap destination before it picks one
  (`OVERDUE_LEAPS`), so a Strike that can end the game is seen to.
* Selection: UCB on the children's best results, normalised across siblings; a subtree that has
  been searched to the end of the turn everywhere is solved and not visited again.
* Decision: the root action with the best result averaged over the sampled tables, so a leap onto a
  monster is worth its battle won on some tables and lost on others.

The trees outlive the decision: a table whose subtree under the chosen action still agrees with
what the seat sees at its next decision (no card drawn or die rolled otherwise than sampled) is kept,
with its search, and the rest are sampled afresh.  So the Leap and Perform steps of a turn build on
the search made when the Drum card was chosen.

Iterations go round the tables in turn until the budget (seconds, default 1.0) is spent.  When every
tree is solved, more tables are sampled (up to `max_worlds`) and then the search stops early, so a
small decision (a Clean Up, a reward) is answered in a fraction of the budget.  A decision with a
single legal action returns at once.
"""

from __future__ import annotations

import gc
import math
import time

from game.core import Action, Game

from . import turns_left
from .base import Bot
from .determinize import determinize
from .heuristic import estimate, evaluate
from .turns import finish_turn, in_turn, turn_number

DEFAULT_BUDGET = 1.0
#: Whether, in an overdue game with other players (`turns_left.OVERDUE_ROUND`), the playout finishes
#: the turn after each leap destination before choosing one (`turns.best_leap`), as Greedy does,
#: instead of taking the destination that looks best at once.  The search revisits a Strike whose
#: one playout scored below a Rest only after hundreds of iterations, so a Strike is judged by that
#: playout: at seed 669 of the 2-player random-Lions run a seat 67-63 ahead at round 30 could
#: strike the Jade Rabbit Moon Drum, leap higher (its second box: Carve a Jade Amulet) and place its
#: last Qi Energy, winning 88-63, but the playout leapt to a tile no higher whose own actions looked
#: better at once; it Rested for seven rounds and the game ran to round 37.  Issue 45, item 3.
OVERDUE_LEAPS = True


def overdue_playout(game: Game) -> bool:
    """Whether the playout looks through each leap (`OVERDUE_LEAPS`) on this table."""
    return OVERDUE_LEAPS and turns_left.is_overdue(game.state)


def advance(game: Game, seat: int, turns: int) -> None:
    """Play forced moves (a single legal action) of `seat` in place: they are not decisions."""
    while in_turn(game, seat, turns):
        legal = game.legal_actions()
        if len(legal) > 1:
            return
        game.apply(legal[0])


class Node:
    """A decision of the seat on one sampled table (or the end of its turn: `terminal`).  Nodes hold
    no game state: a table is deterministic, so the state at a node is its root's state with the
    actions on the path replayed, which keeps a tree of thousands of nodes small."""

    __slots__ = ("actions", "priors", "children", "best", "visits", "solved", "terminal")

    def __init__(self, game: Game, seat: int, turns: int) -> None:
        self.terminal = not in_turn(game, seat, turns)
        self.actions: list[Action] = [] if self.terminal else game.legal_actions()
        self.priors: list[float] = []
        self.children: list[Node | None] = [None] * len(self.actions)
        self.best = float("-inf")
        self.visits = 0
        self.solved = self.terminal


class World:
    """One sampled table (its state at the tree's root) and the search tree grown on it."""

    __slots__ = ("game", "root", "seat", "turns")

    def __init__(
        self, game: Game, seat: int, root: Node | None = None, turns: int | None = None
    ) -> None:
        self.turns = turn_number(game) if turns is None else turns  # the turn searched
        advance(game, seat, self.turns)
        self.game = game
        self.seat = seat
        self.root = root or Node(game, seat, self.turns)


class StrongBot(Bot):
    """Determinized UCT over the seat's own turn: several sampled tables, greedy playouts,
    heuristic evaluation, progressive bias from the heuristic, a time budget."""

    name = "strong"

    def __init__(
        self,
        seed: int = 0,
        budget: float = DEFAULT_BUDGET,
        iterations: int = 0,
        worlds: int = 4,
        max_worlds: int = 12,
        exploration: float = 0.4,
        bias: float = 0.5,
    ) -> None:
        super().__init__(seed)
        self.budget = budget
        self.iterations = iterations  # a fixed number of iterations instead of the clock (tests)
        self.worlds = worlds
        self.max_worlds = max_worlds
        self.exploration = exploration
        self.bias = bias
        self.last_iterations = 0
        self.last_worlds = 0
        self.last_reused = 0
        self._kept: list[World] = []  # subtrees under the last choice, for the next decision

    def choose(self, game: Game, seat: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            self.last_iterations = 0
            return legal[0]
        # The trees hold no reference cycles (they are freed as soon as they are dropped), but the
        # cyclic collector's full passes over their many objects can stall a search for most of a
        # second: it is paused while thinking.
        collecting = gc.isenabled()
        gc.disable()
        try:
            return self._search(game, seat, legal)
        finally:
            if collecting:
                gc.enable()

    def _search(self, game: Game, seat: int, legal: list[Action]) -> Action:
        deadline = time.perf_counter() + self.budget
        worlds = self._reuse(game, seat)
        self.last_reused = len(worlds)
        while len(worlds) < self.worlds:
            worlds.append(World(determinize(game, seat, self.rng), seat))
        n = 0
        k = 0
        while True:
            if self.iterations and n >= self.iterations:
                break
            if not self.iterations and n and time.perf_counter() >= deadline:
                break
            open_worlds = [w for w in worlds if not w.root.solved]
            if not open_worlds:
                if len(worlds) >= self.max_worlds:
                    break
                worlds.append(World(determinize(game, seat, self.rng), seat))
                continue
            world = open_worlds[k % len(open_worlds)]
            k += 1
            self._iterate(world, seat)
            n += 1
        self.last_iterations = n
        self.last_worlds = len(worlds)
        action = self._decide(worlds, legal)
        self._keep(worlds, action, seat)
        return action

    # --- the decision cache: the rest of a turn is searched once --------------------------------

    def _keep(self, worlds: list[World], action: Action, seat: int) -> None:
        """Keep each table's subtree under the chosen action, for the seat's next decision."""
        self._kept = []
        for w in worlds:
            child = w.root.children[w.root.actions.index(action)]
            if child is not None and not child.terminal:
                g = w.game.copy()
                g.apply(action)
                self._kept.append(World(g, seat, child, w.turns))

    def _reuse(self, game: Game, seat: int) -> list[World]:
        """The kept tables that still agree with everything the seat sees now (no new card drawn,
        no die rolled otherwise than sampled), with the search already done on them."""
        kept, self._kept = self._kept, []
        if not kept:
            return []
        seen = game.view(seat).to_dict()
        return [w for w in kept if w.seat == seat and w.game.view(seat).to_dict() == seen]

    # --- one iteration on one table ---------------------------------------------------------------

    def _iterate(self, world: World, seat: int) -> None:
        g = world.game.copy()
        node = world.root
        path = [node]
        while True:
            if not node.priors:
                node.priors = self._priors(g, node, seat)
            i = self._next_unexpanded(node)
            if i >= 0:
                g.apply(node.actions[i])
                advance(g, seat, world.turns)
                child = Node(g, seat, world.turns)
                node.children[i] = child
                path.append(child)
                if not child.terminal:
                    finish_turn(g, seat, deep=overdue_playout(g), turns=world.turns)
                value = evaluate(g.state, seat)
                break
            i = self._select(node)
            g.apply(node.actions[i])
            advance(g, seat, world.turns)
            node = node.children[i]
            path.append(node)
        child.best = value
        child.visits = 1
        for nd in reversed(path[:-1]):
            nd.visits += 1
            if value > nd.best:
                nd.best = value
            nd.solved = all(c is not None and c.solved for c in nd.children)

    def _priors(self, game: Game, node: Node, seat: int) -> list[float]:
        """Each action's immediate effect on the seat's estimate, scaled to [0, 1]."""
        scores = []
        for a in node.actions:
            g = game.copy()
            g.apply(a)
            scores.append(estimate(g.state, seat))
        lo, hi = min(scores), max(scores)
        span = hi - lo
        return [(s - lo) / span if span > 1e-9 else 0.5 for s in scores]

    def _next_unexpanded(self, node: Node) -> int:
        best = -1
        best_prior = -1.0
        for i, child in enumerate(node.children):
            if child is None and node.priors[i] > best_prior:
                best, best_prior = i, node.priors[i]
        return best

    def _select(self, node: Node) -> int:
        children = node.children
        open_ = [i for i, c in enumerate(children) if not c.solved]
        values = [c.best for c in children]
        lo, hi = min(values), max(values)
        span = hi - lo if hi - lo > 1e-9 else 1.0
        log_n = math.log(node.visits + 1)
        best = open_[0]
        best_score = float("-inf")
        for i in open_:
            c = children[i]
            score = (
                (c.best - lo) / span
                + self.exploration * math.sqrt(log_n / c.visits)
                + self.bias * node.priors[i] / (c.visits + 1)
            )
            if score > best_score:
                best, best_score = i, score
        return best

    # --- the decision -----------------------------------------------------------------------------

    def _decide(self, worlds: list[World], legal: list[Action]) -> Action:
        """The action with the best result averaged over the tables where it was searched."""
        total: dict[Action, float] = {}
        count: dict[Action, int] = {}
        for w in worlds:
            root = w.root
            for a, child in zip(root.actions, root.children, strict=True):
                if child is not None:
                    total[a] = total.get(a, 0.0) + child.best
                    count[a] = count.get(a, 0) + 1
        most = max(count.values(), default=0)

        def key(a: Action) -> float:
            # an action seen on fewer tables than the others is compared on what it has
            if a not in count:
                return float("-inf")
            return total[a] / count[a] - (0.0 if count[a] == most else 1e-6)

        return max(legal, key=key)
