"""How a Solo table stands for the one player (rulebook, "Solo Mode"): the race against the Nian's
Fear deck and the score the victory would bring (its title).  Part of the bots' heuristic
(`heuristic.evaluate` hands a Solo table here, with its final-score `estimate`)."""

from __future__ import annotations

import math
from collections.abc import Callable

from game.core import GameState
from game.core.solo import TITLES, fear_cards_left

SQRT2 = math.sqrt(2.0)


#: Solo: a rough pace, in the player's turns: Qi Energy placed, turns per Taotie form defeated, Fear
#: cards the Nian takes; and the score of a fine victory (the titles reach Guardian at 58).
SOLO_QI_PER_TURN = 0.6
SOLO_TURNS_PER_FORM = 4.0
SOLO_FEAR_PER_TURN = 0.6
SOLO_TOP_SCORE = 60.0
SOLO_STEP = 3.0  # auspiciousness-worth of each Qi Energy placed (and half a form defeated)
#: A Solo victory is worth at least this, above any table still in play, so the search never puts a
#: victory off for a better title: when it counted 0.6 + 0.4 * score / 60, Strong chasing points
#: under docs/rulings.md 43 won 17 Easy games of 25 where it had won 23 (docs/balance/README.md).
SOLO_VICTORY = 0.99
SOLO_TITLE = TITLES[0][0]  # the top title's score (Guardian): a victory worth it counts in full


def solo_evaluate(st: GameState, estimate: Callable[[GameState, int], float]) -> float:
    """Solo (rulebook, "Solo Mode"): in [-1, 1].  Victory comes from emptying the Character board
    or defeating the third form before the Fear deck runs out, and only a victory scores.  The value
    blends the chance of winning that race (turns the Fear deck leaves against turns still needed)
    with the estimated final score, which carries the potential of resources, cards and Motifs the
    way it does in a game against other players; each Qi Energy placed and form defeated adds a
    step towards the victory itself.  A victory counts above any table in play, and a little more
    the higher its score (the title)."""
    if st.over:
        if st.outcome and st.outcome.winners:
            return SOLO_VICTORY + (1.0 - SOLO_VICTORY) * min(1.0, st.outcome.scores[0] / SOLO_TITLE)
        return -1.0
    p = st.players[0]
    left = sum(p.qi)
    forms = len(p.nian_cards)
    needed = min(left / SOLO_QI_PER_TURN, (3 - forms) * SOLO_TURNS_PER_FORM)
    available = fear_cards_left(st) / SOLO_FEAR_PER_TURN
    sigma = 2.0 + 0.5 * math.sqrt(max(needed, available))
    win = 0.5 * (1.0 + math.erf((available - needed) / (sigma * SQRT2)))
    steps = SOLO_STEP * ((10 - left) + 2 * forms)
    quality = math.tanh((estimate(st, 0) + steps) / SOLO_TOP_SCORE)
    return 0.5 * (2.0 * win - 1.0) + 0.5 * quality
