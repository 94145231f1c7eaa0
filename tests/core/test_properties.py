"""Random-playout property tests (DESIGN.md, "Tests": hypothesis plays random legal games over many
seeds and checks invariants after every decision; save/load round trips are compared field by field).

After every decision nothing is negative and every card, Tattoo Motif, Yao token, Bamboo Slip, Lion,
Amulet, Scorched Earth token and Qi Energy is somewhere, once (`invariants.problems`).  At random points
a save round trip gives back the same table and the same choices, and an illegal action is refused
without changing anything.
"""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Config, Game, IllegalAction, invariants, save
from game.core import actions as A
from game.core.decisions import SETUP
from game.text.reasons import prompt_words, refusal_text

#: One of each kind of action, for trying "an action from a different pending kind".
SAMPLES = [
    A.PlaceTile((40, 40)),
    A.ChooseCharacter(0),
    A.ChooseLion(0),
    A.Strike(0, 0),
    A.Summon(0),
    A.Rest(),
    A.Leap(0),
    A.Perform(("drum", 0)),
    A.EndPerform(),
    A.Choose(0),
    A.TakeMotif(0, 0, 0),
    A.RefreshRow("motif"),
    A.Skip(),
    A.Discard(0),
]


def check_save_round_trip(game: Game, where: str) -> None:
    loaded = save.loads(save.dumps(game))
    want, got = game.state.to_dict(), loaded.state.to_dict()
    differing = [name for name in want if got[name] != want[name]]
    assert differing == [], f"{where}: save/load changed {differing}"
    assert loaded.legal_actions() == game.legal_actions(), f"{where}: legal actions differ"
    assert loaded.pending == game.pending, where


def check_illegal_refused(game: Game, rnd: random.Random, where: str) -> None:
    legal = game.legal_actions()
    kinds = {type(a) for a in legal}
    tries = [A.Leap(999), A.Choose(-5)]
    other = [a for a in SAMPLES if type(a) not in kinds]
    if other:
        tries.append(rnd.choice(other))
    before = game.state.to_dict()
    history = len(game.history)
    for action in tries:
        if action in legal:
            continue
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        refusal = info.value.reason
        assert refusal_text(refusal).strip(), f"{where}: no words for {refusal} ({action!r})"
        assert game.why_not(action) == refusal, where
        assert game.state.to_dict() == before, f"{where}: refusing {action!r} changed the state"
        assert game.legal_actions() == legal, f"{where}: refusing {action!r} changed the choices"
        assert len(game.history) == history


def check_decision_point(game: Game, where: str) -> None:
    problems = invariants.problems(game.state)
    assert problems == [], f"{where}: {problems}"
    if game.over:
        assert game.legal_actions() == [] and game.pending.seat == -1, where
        return
    pending = game.pending
    assert game.legal_actions(), f"{where}: a running game offers no choice"
    assert prompt_words(pending.prompt).strip(), where
    assert 0 <= pending.seat < game.state.n, where
    if pending.kind not in SETUP:
        assert pending.seat == game.state.seat, f"{where}: {pending.kind} asks the wrong seat"


def play_checked(config: Config, choice_seed: int, save_rate: float, illegal_rate: float) -> Game:
    game = Game(config)
    rnd = random.Random(choice_seed)
    check_decision_point(game, f"{config} at the start")
    check_save_round_trip(game, f"{config} at the start")
    decision = 0
    while not game.over:
        action = rnd.choice(game.legal_actions())
        game.apply(action)
        decision += 1
        where = f"{config}, choice seed {choice_seed}, decision {decision} ({action!r})"
        check_decision_point(game, where)
        if rnd.random() < save_rate:
            check_save_round_trip(game, where)
        if rnd.random() < illegal_rate:
            check_illegal_refused(game, rnd, where)
        assert decision < 20_000, f"{config}: the game does not end"
    check_save_round_trip(game, f"{config} at the end")
    check_illegal_refused(game, rnd, f"{config} at the end")
    o = game.state.outcome
    scores, winners, reason = o.scores, o.winners, o.ending
    assert len(scores) == config.players
    assert winners and set(winners) <= set(range(config.players))
    assert reason
    return game


@settings(
    deadline=None,
    max_examples=25,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
@given(
    seed=st.integers(0, 2**31 - 1),
    choice_seed=st.integers(0, 2**31 - 1),
    players=st.integers(2, 4),
    build=st.booleans(),
    casual=st.booleans(),
    draft=st.booleans(),
    first=st.integers(0, 3),
    turn_cap=st.integers(20, 60),
)
def test_random_games__keep_every_invariant_and_round_trip_at_every_decision(
    seed, choice_seed, players, build, casual, draft, first, turn_cap
):
    config = Config(
        players=players,
        seed=seed,
        layout="build" if build else "first-game",
        lion_draft="casual" if casual else "row",
        character_draft=draft,
        first_player=first % players,
        turn_cap=turn_cap,
    )
    game = play_checked(config, choice_seed, save_rate=0.015, illegal_rate=0.03)
    assert game.state.turns <= turn_cap


@pytest.mark.parametrize(
    "config",
    [
        Config(players=2, seed=2024),
        Config(players=4, seed=4048, layout="build", lion_draft="casual", character_draft=True),
    ],
    ids=["2p-first-game", "4p-build-casual-draft"],
)
def test_complete_games__keep_every_invariant_to_the_final_score(config):
    game = play_checked(config, choice_seed=config.seed, save_rate=0.005, illegal_rate=0.01)
    assert game.state.outcome.ending != "turn_cap"
    assert game.state.turns > 20
    # the event-log contract holds for a whole game too
    json.dumps([e.to_dict() for e in game.opening_events])
