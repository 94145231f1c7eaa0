"""Typed decisions (issue 40): every step the engine registers has a `DecisionKind`, `pending` says
which one with its typed parameters, and `OPTION_MEANING` says truly what each `Choose` indexes."""

from __future__ import annotations

import random

import pytest

from game.core import Config, Game
from game.core.actions import Choose, ChooseLion, Strike
from game.core.decisions import (
    ASKED,
    AUTOMATIC,
    LION_DRAFT,
    OPTION_MEANING,
    PARAMS,
    PLACE_QI,
    RAMPAGE,
    RELIEF,
    SETUP,
    SOLO,
    Decision,
    DecisionKind,
    LionDealParams,
    NoParams,
    OptionMeaning,
    current,
    on_stack,
    option_meaning,
)
from game.core.exchange import LABELS as EXCHANGES
from game.core.steps import STEPS

from .helpers import at_first_turn


def test_every_registered_step_has_a_decision_kind_and_every_kind_a_step():
    assert set(STEPS) == set(DecisionKind) - {DecisionKind.OVER}
    for kind, step in STEPS.items():
        assert type(step.kind) is DecisionKind and step.kind == kind
        assert STEPS[step.kind] is step


def test_the_automatic_kinds_are_the_steps_that_run_on_their_own():
    assert {k for k, s in STEPS.items() if s.auto} == AUTOMATIC
    assert {k for k, s in STEPS.items() if not s.auto} == ASKED


def test_the_groups_hold_only_kinds_a_player_is_asked():
    for group in (SETUP, LION_DRAFT, SOLO, PLACE_QI, set(OPTION_MEANING)):
        assert group <= ASKED
    assert LION_DRAFT <= SETUP


def test_a_decision_kind_is_its_string_so_frames_and_saves_keep_theirs():
    assert DecisionKind.CHOOSE_LION_DEAL == "choose_lion_deal"
    assert {"choose_lion_deal": 1}[DecisionKind.CHOOSE_LION_DEAL] == 1
    assert f"{DecisionKind.TURN}" == "turn" and str(DecisionKind.TURN) == "turn"


def test_pending__the_kind_is_the_member_and_over_when_the_game_ends():
    game = Game(Config(players=2, seed=3))
    rnd = random.Random(3)
    while not game.over:
        pending = game.pending
        assert type(pending.kind) is DecisionKind and pending.kind in ASKED
        game.apply(rnd.choice(game.legal_actions()))
    assert game.pending.kind is DecisionKind.OVER and game.pending.seat == -1
    assert current(game.state).kind is DecisionKind.OVER


def test_pending__the_casual_draft_names_the_three_lions_dealt():
    """Rulebook, "Setup: Character Board": "deal 3 Lion cards to each player who then choose 1"."""
    game = Game(Config(players=3, seed=2, lion_draft="casual"))
    while game.pending.kind is not DecisionKind.CHOOSE_LION_DEAL:
        game.apply(game.legal_actions()[0])
    params = game.pending.params
    assert isinstance(params, LionDealParams) and len(params.lions) == 3
    assert [ChooseLion(lion) for lion in params.lions] == game.legal_actions()
    dealt = list(on_stack(game.state, DecisionKind.CHOOSE_LION_DEAL))
    assert len(dealt) == 3 and dealt[-1] == current(game.state)


def test_pending__a_leap_names_the_lion_next_to_which_the_card_was_struck():
    """Rulebook, "Player Turn: Drum": the chosen Lion leaps."""
    game = at_first_turn(players=2, seed=1)
    strike = next(a for a in game.legal_actions() if isinstance(a, Strike))
    game.apply(strike)
    assert game.pending.kind is DecisionKind.LEAP
    assert game.pending.params.slot == strike.slot
    assert game.pending.option_meaning is None  # a leap is chosen with Leap(tile), not Choose


def test_pending__the_solo_option_names_the_card_the_nian_drew():
    """Rulebook, "Nian Beast Turn": choose one of the two effects on the bottom of the Solo card."""
    game = Game(Config(players=1, seed=5))
    rnd = random.Random(5)
    while game.pending.kind is not DecisionKind.SOLO_OPTION:
        game.apply(rnd.choice(game.legal_actions()))
    card = game.pending.params.card
    assert card == game.state.stack[-1][2]
    assert {a.option for a in game.legal_actions()} <= {RAMPAGE, RELIEF}
    assert game.pending.option_meaning is OptionMeaning.SOLO_EFFECT


def _option_is_valid(game: Game, kind: DecisionKind, option: int) -> bool:
    """Whether `option` is a thing of the kind `OPTION_MEANING` says it indexes."""
    st, meaning = game.state, option_meaning(kind)
    cat, p = st.catalogue, st.players[game.pending.seat]
    if meaning is OptionMeaning.SPACE:
        return 0 <= option < len(cat.spaces)
    if meaning is OptionMeaning.TILE:
        return 0 <= option < len(st.village)
    if meaning is OptionMeaning.SECTION:
        return -1 <= option < len(p.qi)
    if meaning is OptionMeaning.DRUM_ROW:
        return 0 <= option < len(st.drum_row)
    if meaning is OptionMeaning.SLIP_ROW:
        return 0 <= option < len(st.slip_row)
    if meaning is OptionMeaning.CARD:
        return option in p.hand or option in p.discard
    if meaning is OptionMeaning.EXCHANGE:
        return option in EXCHANGES
    if meaning is OptionMeaning.REWARD:
        return 0 <= option < len(cat.spaces[game.pending.params.space].reward)
    if meaning is OptionMeaning.SOLO_EFFECT:
        return option in (RAMPAGE, RELIEF)
    return False


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_choose__every_option_offered_is_what_option_meaning_says(players):
    """Random games: every `Choose` offered is at a kind with a meaning, and indexes such a thing;
    every frame on the stack reads back from its typed parameters; only Solo asks `SOLO` kinds."""
    seen = set()
    for seed in range(3):
        game = Game(Config(players=players, seed=seed, lion_draft=("row", "casual")[seed % 2]))
        rnd = random.Random(seed)
        while not game.over:
            kind = game.pending.kind
            assert players == 1 or kind not in SOLO  # only the Solo Nian asks these
            for frame in game.state.stack:
                d = Decision.of(frame)
                if d.kind in PARAMS:
                    assert d.frame == frame
                else:
                    assert d.params == NoParams() and frame[2:] in ((), (0,))
            for action in game.legal_actions():
                if isinstance(action, Choose):
                    seen.add(kind)
                    assert _option_is_valid(game, kind, action.option), (kind, action)
            game.apply(rnd.choice(game.legal_actions()))
    assert seen <= set(OPTION_MEANING)
    assert seen & PLACE_QI  # the games did reach the decisions this checks
