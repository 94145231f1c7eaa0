"""A bot never uses what its seat cannot see (DESIGN.md, "game/ai ... never sees what its seat could
not see"; rulebook: hands are private, decks are face down, dice are not rolled yet).

Change only hidden information — another seat's hand, the order of the seat's own deck, the order of
the Drum deck and the other face-down stacks, the random generator that rolls the next dice — and a
bot with the same seed must make the same choice, at every decision point tried.  The Strong bot runs
a fixed number of iterations here, so the clock cannot make two searches differ.
"""

from __future__ import annotations

import random

import pytest

from game.ai.greedy import GreedyBot
from game.ai.mcts import StrongBot
from game.core import Config

from .helpers import change_hidden, positions


def greedy(seed: int) -> GreedyBot:
    return GreedyBot(seed)


def strong(seed: int) -> StrongBot:
    return StrongBot(seed, budget=60.0, iterations=24)


BOTS = {"greedy": greedy, "strong": strong}


def decision_points(players: int, seed: int, limit: int):
    return positions(Config(players=players, seed=seed), every=9, limit=limit)


@pytest.mark.parametrize("bot", sorted(BOTS))
@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22)])
def test_hidden_information__changing_what_the_seat_cannot_see_never_changes_the_choice(
    bot, players, seed
):
    rnd = random.Random(seed)
    make = BOTS[bot]
    points = decision_points(players, seed, limit=8)
    assert len(points) == 8
    kinds = set()
    for n, game in enumerate(points):
        seat = game.pending.seat
        other = change_hidden(game, seat, rnd)
        # the change is real, and invisible to the seat
        assert other.state.to_dict() != game.state.to_dict()
        assert other.view(seat).to_dict() == game.view(seat).to_dict()
        assert other.legal_actions() == game.legal_actions()
        first = make(100 + n).choose(game, seat)
        second = make(100 + n).choose(other, seat)
        assert first == second, f"{bot} chose differently at a {game.pending.kind} decision"
        kinds.add(game.pending.kind)
    assert len(kinds) >= 3  # several kinds of decision were tried


@pytest.mark.parametrize("bot", sorted(BOTS))
def test_hidden_information__the_bot_leaves_the_real_game_untouched(bot):
    game = decision_points(2, 23, limit=3)[-1]
    before = game.state.to_dict()
    legal = game.legal_actions()
    action = BOTS[bot](1).choose(game, game.pending.seat)
    assert action in legal
    assert game.state.to_dict() == before
    assert game.legal_actions() == legal


def test_hidden_information__a_bot_reading_hidden_cards_would_be_caught():
    """The check has teeth: a choice that depends on another seat's hand changes with it."""
    rnd = random.Random(5)
    caught = False
    for game in decision_points(2, 24, limit=10):
        seat = game.pending.seat
        other = change_hidden(game, seat, rnd)
        peek = [sorted(p.hand) for p in game.state.players if p.seat != seat]
        peek_other = [sorted(p.hand) for p in other.state.players if p.seat != seat]
        caught = caught or peek != peek_other
    assert caught
