"""The bots' guess of the turns left (rulebook, "Game End": once a player's Character board has no
Qi Energy left, every other player takes a final turn; "Solo: Game End": none in Solo).

Two guesses, both part of the bots' heuristic (`heuristic`):

* `future_turns(st, seat)`: how many turns the seat may still start, that is how long its
  potential (resources, held slips, cards) keeps its worth.  Once the game runs past
  `OVERDUE_ROUND` it shrinks by one a round, to none, so that nobody Rests for ever to keep it.
* `remaining_turns(st)`: how near the end of the whole game is, counted from the Qi Energy left
  (late in a long game, with the Exchanges still needed to pay for it): the discount and the
  spread of `heuristic.evaluate` read it.

The levers here are those of issue 45's long tail (no 2-player game past 30 rounds), each set by a
`game.tools.screen` lever and documented with the seed that showed why.
"""

from __future__ import annotations

from game.core import GameState

from .means import exchanges_short
from .tally import score

#: Past this round a game with other players is overdue (7% of Strong 2-player games reach it): the
#: turns still expected shrink by one a round, to none, so that only what is scored counts.  Without
#: it two seats that each had one Qi Energy left and resources to spend both Rested from round 29 to
#: round 91: placing the last Qi Energy ends the game and throws that potential away, while Resting
#: keeps it, on every turn alike.  The turns left in the whole game (`remaining_turns`) still count
#: the Qi Energy, so an overdue seat ahead is drawn towards the end: when they did not, a seat 34
#: ahead at round 40 saw nothing to gain by placing Qi Energy and the game ran to round 89.
#: From round 30 to 26 in issue 45: the potential still counted in rounds 22-29 kept a seat that
#: could end the game from spending its last Qi Energy (3 of 399 Strong 2-player games past 30
#: rounds; docs/balance/README.md, "Screens").
OVERDUE_ROUND = 26
#: Whether a final turn (the end triggered) is overdue too: its potential counts no more than the
#: turns `OVERDUE_ROUND` still allows.  Without it, placing the last Qi Energy in an overdue game
#: gave every other seat a final turn whose potential (held slips, resources) counted again, after
#: rounds in which it had counted for nothing: at seed 669 of the 2-player random-Lions run a seat
#: 67-63 ahead at round 30 saw the other seat's estimate rise by 9 if it ended the game, Rested
#: instead, and the game ran to round 37 (it would have won 88-63).  Issue 45, item 3.
FINAL_TURN_OVERDUE = True
#: From this round on (None: never) the turns left in the whole game count, beside the Qi Energy on
#: each board, the Exchanges each seat needs before it can pay for an open Qi Energy space
#: (`means.exchanges_short`), so that a seat ahead gathers what its last Qi Energy costs instead of
#: resources it has no use for.  Late in a 2-player game the Frontier and the cheap Spring Couplets
#: spaces are often all taken: at seed 226 a seat 40 ahead held its last Qi Energy from round 24 to
#: 36 with 9-17 Bamboo and nothing to carve, write or exchange it with (issue 45, item 3).
MEANS_ROUND: int | None = OVERDUE_ROUND
MEANS_NONE = 6.0  # turns, when nothing the seat holds pays for any open space
#: Whether, from `MEANS_ROUND`, the end of the whole game (`remaining_turns`) is guessed only from
#: the boards of the seats not behind (the highest `score`): a seat behind does not empty its board to
#: end a game it loses.  Without it the guess came from the board nearest to empty: at seed 757 of
#: the 2-player random-Lions run the seat behind held its last Qi Energy from round 27 to 40, so the
#: seat ahead, with 3, saw nothing gained by placing its own and let battles that placed them pass;
#: the game ran to round 41 (issue 45, item 3; docs/balance/README.md, "Seed 757 read").  Screened
#: on the 72 stored seeds of 25+ rounds: 757 ran 35 rounds, the rest barely moved; not kept then.
#: Kept once seed 545 of the 2-player bots' draft (catalogue print 7f836a55f597) showed the same
#: stall: the seat behind held its last Qi Energy from round 21 to 41 while the seat ahead, with 3
#: and only 4-Coin Exchange spaces open, gathered nothing towards them; with it the game ends in
#: round 29, the same winner (docs/balance/README.md, "Seed 545 read").  It reads no state before
#: round 26 (`MEANS_ROUND`), so a game that ends sooner plays as before.
LEADERS_END = True
#: With a round here (None: off), the spread of the final margin counts no more turns than are left
#: before this round: a game is not expected to run past it.  A lever of issue 45's long tail, tried
#: on two seeds only (`game.tools.screen`, `deadline=R`) and not kept.
#: The turns left come from the fewest Qi Energy on any board, so without it a seat behind that
#: holds those Qi Energy keeps the spread wide by not placing them, turn after turn: at seed 781 of
#: the 2-player run the seat with 5 Qi Energy left placed none from round 11 to 24, while the seat
#: ahead, with 10, came no nearer the end by placing its own (33 rounds).
DEADLINE_ROUND: int | None = None


def future_turns(st: GameState, seat: int) -> float:
    """Turns `seat` may still start, and half of the one it is in: how long resources keep their
    worth.  Before the end is triggered, a guess from the Qi Energy left on the emptiest board."""
    if st.over:
        return 0.0
    current = 0.5 if st.seat == seat and st.stack else 0.0
    n = st.n
    if st.end_trigger >= 0:
        if st.final_turns == 0:  # the triggering player's turn is still running
            later = seat != st.seat
        else:
            later = any((st.seat + k) % n == seat for k in range(1, st.final_turns))
        final = 1.0 if later else 0.0
        allowed = overdue_allowance(st)
        if FINAL_TURN_OVERDUE and allowed is not None:
            final = min(final, allowed)
        return current + final
    return current + _turns_of_potential(st)


def _turns_by_qi(st: GameState) -> float:
    """Before the end is triggered, a guess of the turns each seat still starts: two for each Qi
    Energy on the emptiest Character board, and one more."""
    return 1.0 + 2.0 * min(sum(p.qi) for p in st.players)


def _turns_of_potential(st: GameState) -> float:
    """The turns a seat's potential is counted for (`future_turns`): the guess by Qi Energy
    (`_turns_by_qi`), fewer once the game is overdue (`overdue_allowance`)."""
    turns = _turns_by_qi(st)
    allowed = overdue_allowance(st)
    return turns if allowed is None else min(turns, allowed)


def _turns_to_end(st: GameState) -> float:
    """How near the end is (`remaining_turns`), overdue or not: the guess by Qi Energy, and late
    in a long game (`MEANS_ROUND`) the fewest turns any seat that may end it needs to empty its
    board, its Exchanges counted (`_turns_to_empty`)."""
    if MEANS_ROUND is not None and st.n > 1 and st.round >= MEANS_ROUND:
        return min(_turns_to_empty(st, seat) for seat in _enders(st))
    return _turns_by_qi(st)


def overdue_allowance(st: GameState) -> float | None:
    """The turns a game with other players still allows before it is overdue (`OVERDUE_ROUND`):
    one fewer each round, to none.  None in Solo, which ends when the Fear deck runs out ("Solo
    Mode"), whatever the round."""
    if st.n == 1:
        return None
    return max(0.0, float(OVERDUE_ROUND - st.round))


def is_overdue(st: GameState) -> bool:
    """Whether a game with other players is overdue: it allows no more turns of potential."""
    return overdue_allowance(st) == 0.0


def _enders(st: GameState) -> list[int]:
    """The seats whose boards the end of the game is guessed from: every seat, or with
    `LEADERS_END` those with the highest `score` (a seat behind keeps its last Qi Energy)."""
    seats = [p.seat for p in st.players]
    if not LEADERS_END:
        return seats
    scores = [score(st, seat) for seat in seats]
    best = max(scores)
    return [seat for seat in seats if scores[seat] == best]


def _turns_to_empty(st: GameState, seat: int) -> float:
    """Late in a long game (`MEANS_ROUND`): two turns for each Qi Energy on the seat's Character
    board and one more, and a turn for each Exchange it still needs before it can pay for an open
    Qi Energy space (`means.exchanges_short`; `MEANS_NONE` when nothing it holds will do)."""
    short = exchanges_short(st, seat)
    return 1.0 + 2.0 * sum(st.players[seat].qi) + (MEANS_NONE if short is None else float(short))


def remaining_turns(st: GameState) -> float:
    """Turns left in the whole game (a guess before the end is triggered).  Counted from the Qi
    Energy left even when the game is overdue: the seat ahead still gains by bringing the end
    nearer (a surer, sooner win), and the seats behind by keeping it off."""
    if st.over:
        return 0.0
    if st.end_trigger >= 0:
        return float(st.final_turns if st.final_turns else st.n - 1) + 0.5
    return st.n * max(1.0, _turns_to_end(st))


def spread_turns(st: GameState, turns: float) -> float:
    """The turns left (`remaining_turns`) that the spread of the final margin counts: no more than
    the turns before `DEADLINE_ROUND`, once the end is not yet triggered."""
    if DEADLINE_ROUND is None or st.end_trigger >= 0:
        return turns
    return min(turns, st.n * max(1.0, float(DEADLINE_ROUND - st.round)))
