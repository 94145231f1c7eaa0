"""Every registered bot plays complete games through the simulator (game.tools.sim.play_one), with every
component accounted for at the end (game.core.invariants), in 2- and 4-player games."""

from __future__ import annotations

import random
import time

import pytest

from game.ai import BOTS, make_bot
from game.ai.mcts import StrongBot
from game.core import Config, Game
from game.core.invariants import problems
from game.tools.sim import play_one


@pytest.fixture
def quick_strong(monkeypatch):
    """Strong at a small budget, so a test game takes seconds."""
    monkeypatch.setitem(BOTS, "strong", lambda seed=0: StrongBot(seed, budget=0.05))


@pytest.mark.parametrize("name", ["random", "greedy", "strong"])
def test_bots_play__a_two_player_game_to_the_end(name, quick_strong):
    game = play_one(Config(players=2, seed=41), [name, name], check_every=50)
    assert game.over
    assert problems(game.state) == []
    o = game.state.outcome
    scores, winners, reason = o.scores, o.winners, o.ending
    assert len(scores) == 2 and winners and reason in ("board_empty", "nian_defeated")


@pytest.mark.parametrize("name", ["random", "greedy", "strong"])
def test_bots_play__a_four_player_game_to_the_end(name, quick_strong):
    names = [name, "quick", name, "quick"]  # the rule-of-thumb bot keeps the game short
    game = play_one(Config(players=4, seed=42), names, check_every=50)
    assert game.over
    assert problems(game.state) == []
    assert len(game.state.outcome.scores) == 4


def test_bots_play__the_registry_names_each_bot():
    assert {"random", "greedy", "strong"} <= set(BOTS)
    for name in ("random", "greedy", "strong"):
        assert make_bot(name, seed=3).name == name
    with pytest.raises(ValueError, match="unknown bot"):
        make_bot("oracle")


def test_bots_play__strong_answers_a_single_choice_at_once():
    game = Game(Config(players=2, seed=43), record=False)
    rnd = random.Random(1)
    while len(game.legal_actions()) > 1:
        game.apply(rnd.choice(game.legal_actions()))
    bot = StrongBot(1, budget=5.0)
    t0 = time.perf_counter()
    assert bot.choose(game, game.pending.seat) == game.legal_actions()[0]
    assert time.perf_counter() - t0 < 1.0  # far below the budget: no search at all
    assert bot.last_iterations == 0


def test_bots_play__a_solo_game_against_the_nian_to_the_end():
    """Solo Mode: the rule-of-thumb bot plays a whole game against the automaton."""
    game = play_one(Config(players=1, seed=44, difficulty="easy"), ["quick"], check_every=50)
    assert game.over
    assert problems(game.state) == []
    assert game.state.outcome.ending in ("board_empty", "nian_defeated", "defeat")


@pytest.mark.parametrize("name", ["greedy", "strong"])
def test_bots_play__searching_bots_take_their_solo_decisions(name, quick_strong):
    """Greedy and Strong sample the Solo deck and the Taotie cards in the Fear deck and answer the
    Nian's questions (Rampage or Relief) as well as their own turns."""
    game = Game(Config(players=1, seed=45, difficulty="normal"), record=False)
    bot = make_bot(name, seed=5)
    kinds = set()
    for _ in range(60):
        if game.over:
            break
        kinds.add(game.pending.kind)
        game.apply(bot.choose(game, 0))
    assert problems(game.state) == []
    assert "solo_option" in kinds and "turn" in kinds
