"""Issue 42, "Nothing happens silently": an action an effect performs that cannot be carried out is
passed over with an event that says so and why (`events.PerformSkipped`, `reasons.Unable`), and the
log words it.  Rulebook, "3. Perform": "Gain 1 Red Paper and perform Writing Spring Couplets" with no
Spring Couplets space that can be paid for gains the Red Paper only."""

from __future__ import annotations

from game.core import events as E
from game.core.actions import Perform, Source, Strike
from game.core.reasons import Unable
from game.text.log import event_text

from .helpers import at_first_turn, clear_monsters, hand_card
from .turn_helpers import free_leap


def _red_paper_and_couplets(card) -> bool:
    """A Drum card whose only box is "gain 1 Red Paper and perform Writing Spring Couplets"."""
    return card.steps >= 1 and [(e.gain, e.perform, e.requires.empty) for e in card.drum] == [
        ((("red_paper", 1),), ("couplets",), True)
    ]


def _answering_beat(red_paper: int, qi: bool = True):
    """A first turn: a card such as "Answering Beat" (gain 1 Red Paper and perform Writing Spring Couplets)
    struck, the Lion leapt to a free tile, with `red_paper` Red Paper before it (and, without `qi`,
    no Qi Energy left to place).  Returns (game, seat, the Perform item's events)."""
    game = at_first_turn(players=2, seed=1)
    st = game.state
    seat = game.pending.seat
    clear_monsters(game)
    card = hand_card(game, seat, _red_paper_and_couplets)
    p = st.players[seat]
    p.red_paper = red_paper
    if not qi:
        p.qi = [0] * len(p.qi)
        p.reserve = 0
    game.refresh()
    game.apply(Strike(card, 0))
    game.apply(free_leap(game))
    assert Perform((Source.DRUM, 0)) in game.legal_actions()
    return game, seat, game.apply(Perform((Source.DRUM, 0)))


def test_writing_spring_couplets_with_no_space_that_can_be_paid_for_is_passed_over_and_said():
    game, seat, events = _answering_beat(red_paper=0)
    st = game.state
    assert st.players[seat].red_paper == 1  # the gain happened
    skipped = [e for e in events if isinstance(e, E.PerformSkipped)]
    assert skipped == [E.PerformSkipped(seat, "couplets", Unable.CANNOT_PAY_SPACE)]
    assert game.pending.kind == "perform"  # the turn goes on
    line = event_text(st, skipped[0])
    assert "Writing Spring Couplets not possible" in line
    assert "no open space that can be paid for" in line
    assert skipped[0].to_dict()["why"] == "cannot_pay_space"


def test_writing_spring_couplets_with_no_qi_energy_left_says_so():
    game, seat, events = _answering_beat(red_paper=5, qi=False)
    skipped = [e for e in events if isinstance(e, E.PerformSkipped)]
    assert skipped == [E.PerformSkipped(seat, "couplets", Unable.NO_QI)]
    assert "no Qi Energy left to place" in event_text(game.state, skipped[0])


def test_writing_spring_couplets_that_can_be_done_is_asked_with_no_skipped_event():
    game, seat, events = _answering_beat(red_paper=5)
    assert not [e for e in events if isinstance(e, E.PerformSkipped)]
    assert game.pending.kind == "couplets"
