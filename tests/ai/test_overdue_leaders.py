"""The bots' guess of the turns left late in a long game (game/ai/turns_left.py, `LEADERS_END`): the
end comes when a seat empties its Character board (rulebook, "Game End"), and a seat behind does not
empty its own to end a game it loses, so the seat ahead gains by placing its Qi Energy even when the
board nearest to empty is the other seat's."""

from __future__ import annotations

from pathlib import Path

from game.ai import heuristic, turns_left
from game.core import Game, save

#: Seed 757 of the 2-player random-Lions balance run at round 28, the second seat to move: 68-61
#: ahead with 3 Qi Energy on its Character board against the first seat's 1.  Striking with card 53
#: and leaping onto the Yao monster's tile wins the battle (with the dice this save holds) and places
#: one of the 3 in the Frontier; the seat leapt to a Bamboo tile instead and the game ran to round 41.
POSITION = Path(__file__).parent / "data" / "overdue-757-round-28.json"
BATTLE = (
    "Strike(card=53, slot=1)",
    "Leap(tile=2)",
    "Perform(item=(<Source.DRUM: 'drum'>, 0))",
    "Perform(item=(<Source.TILE: 'tile'>, 0))",
    "EndPerform()",
    "Choose(option=53)",
)


def _before_and_after() -> tuple[Game, Game]:
    before = save.loads(POSITION.read_text(encoding="utf-8"), POSITION.name)
    assert (before.state.round, before.pending.seat) == (28, 1)
    assert [sum(p.qi) for p in before.state.players] == [1, 3]
    after = before.copy()
    for step in BATTLE:
        after.apply(next(a for a in after.legal_actions() if repr(a) == step))
    assert [sum(p.qi) for p in after.state.players] == [1, 2]
    return before, after


def test_overdue_leaders__placing_qi_brings_the_end_nearer_for_the_seat_ahead():
    """As the bots ship (`LEADERS_END` on since seed 545 of the bots'-draft run stalled the same way
    for 20 rounds)."""
    assert turns_left.LEADERS_END
    before, after = _before_and_after()
    assert turns_left.remaining_turns(after.state) < turns_left.remaining_turns(before.state)
    gain = heuristic.evaluate(after.state, 1) - heuristic.evaluate(before.state, 1)
    assert gain > 0.03


def test_overdue_leaders__without_it_the_board_of_the_seat_behind_sets_the_end(monkeypatch):
    monkeypatch.setattr(turns_left, "LEADERS_END", False)
    before, after = _before_and_after()
    assert turns_left.remaining_turns(after.state) == turns_left.remaining_turns(before.state)
    gain = heuristic.evaluate(after.state, 1) - heuristic.evaluate(before.state, 1)
    assert gain < 0.01
