"""A computer player's own turn: which decisions belong to it, and the default policy that finishes it.

A turn is many small decisions (rulebook, "Game and Player Turn Overview": Strike, Leap, each Perform
step, Battle, Clean Up; or Summon; or Rest).  Greedy (`greedy`) and Strong (`mcts`) both judge a
decision by the table at the end of the seat's turn, played out by this default policy.

The default policy (`finish_turn`) takes, at each step, the action whose result has the best
estimate; where the Lion leaps it looks one step further, finishing the turn after each destination,
since a destination is worth what the Lion performs and battles there.  In an overdue game
(`turns_left.is_overdue`) a Qi Energy placed is also judged once its source on the Character board
is chosen (`OVERDUE_PLACEMENTS`).
"""

from __future__ import annotations

from game.core import Action, Game
from game.core.decisions import DecisionKind

from .heuristic import estimate
from .turns_left import is_overdue

TURN_LIMIT = 80  # decisions in one turn before the default policy gives up (never reached in play)
SETUP = -1  # the "turn" of the setup's decisions (`turn_number`)
#: Whether, in an overdue game (`turns_left.is_overdue`), the default policy judges placing a Qi
#: Energy by the table after its source is chosen too (rulebook, "Perform": "choose and place 1 Qi
#: Energy from anywhere on your Character board"; the engine asks where it goes, then where it comes
#: from, `DecisionKind.QI_FROM`).  Judged before its source, a placement looks a hair worse than
#: Skip (its price is paid, its Qi Energy not yet off the board), so the playout skipped every one:
#: at seed 295 of the 2-player run a seat holding 5 Qi Energy and 7-15 Red Paper, with Scholar's
#: Pavilion (Writing Spring Couplets) a leap away every turn, placed none from round 23 to 38,
#: though writing a couplet raised its estimate by 4-6.  Screened on the 13 seeds of the 2-player
#: run's first 500 that reached round 26 (docs/balance/screens/2p-long-tail-placements-bots.md):
#: 27.7 rounds on average to 26.9, seed 295 38 to 29 or fewer.  Issue 45, item 3.
OVERDUE_PLACEMENTS = True


def best_step(game: Game, seat: int, legal: list[Action]) -> Action:
    """The action whose immediate result has the best estimate for `seat` (first one on ties); with
    `OVERDUE_PLACEMENTS` in an overdue game, a placement's result once its source is chosen."""
    through = OVERDUE_PLACEMENTS and is_overdue(game.state)
    best = legal[0]
    best_value = float("-inf")
    for action in legal:
        g = game.copy()
        g.apply(action)
        value = _placed(g, seat) if through else estimate(g.state, seat)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best


def _placed(game: Game, seat: int) -> float:
    """The estimate for `seat`, after the best source if a Qi Energy placed waits for one."""
    if game.over or game.pending.seat != seat or game.pending.kind is not DecisionKind.QI_FROM:
        return estimate(game.state, seat)
    values = []
    for source in game.legal_actions():
        g = game.copy()
        g.apply(source)
        values.append(estimate(g.state, seat))
    return max(values)


def turn_number(game: Game) -> int:
    """The turn the decision at hand belongs to: the turn counter in play, `SETUP` before the first
    round (rulebook, "Setup": a tile placed, a Character board or a Lion drafted).  The last seat to
    draft a Lion opens the game, and its pick is not part of its first turn: both seats' picks are
    judged by the table they leave, not one of them by a playout of its opening turn as well."""
    return game.state.turns if game.state.round else SETUP


def in_turn(game: Game, seat: int, turns: int) -> bool:
    """Is `seat` still deciding in the turn numbered `turns` (`turn_number`)?  (In Solo every
    decision is the one player's, the Nian's Rampage or Relief too: there the turn counter marks the
    end of a turn.)"""
    return not game.over and game.pending.seat == seat and turn_number(game) == turns


def finish_turn(game: Game, seat: int, deep: bool = True, turns: int | None = None) -> None:
    """Play `seat`'s decisions with the default policy until its turn (numbered `turns`, the
    current one by default) is over (in place)."""
    if turns is None:
        turns = turn_number(game)
    for _ in range(TURN_LIMIT):
        if not in_turn(game, seat, turns):
            return
        legal = game.legal_actions()
        if len(legal) == 1:
            action = legal[0]
        elif deep and game.pending.kind is DecisionKind.LEAP:
            action = best_leap(game, seat, legal, turns)
        else:
            action = best_step(game, seat, legal)
        game.apply(action)


def best_leap(game: Game, seat: int, legal: list[Action], turns: int) -> Action:
    """The leap whose turn, finished by the default policy, ends with the best estimate."""
    best = legal[0]
    best_value = float("-inf")
    for action in legal:
        g = game.copy()
        g.apply(action)
        finish_turn(g, seat, deep=False, turns=turns)
        value = estimate(g.state, seat)
        if value > best_value + 1e-9:
            best, best_value = action, value
    return best
