"""The computer players' Lion draft (rulebook, "Setup": the Lion row, chosen in reverse turn order).

A Lion is chosen once, before any turn is searched, so the search cannot tell Lions apart by playing
them: the heuristic's `worths.lion_quality` does (printed battle words, the Tattoo Motif track, the Lion's
own Drum card).  A player would notice a computer that takes the weakest Lion on offer."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.ai.determinize import determinize
from game.ai.heuristic import evaluate
from game.ai.turns import in_turn, turn_number
from game.ai.worths import lion_quality
from game.core import Config, Game
from game.core.catalogue import default_catalogue


def test_lion_draft__quality_ranks_printed_strength_above_a_bare_card():
    cat = default_catalogue()
    quality = {lion.id: lion_quality(cat, i) for i, lion in enumerate(cat.lions)}
    # Stormbrow's own Drum card adds a Strength die; Winged Ear's only gains Bamboo.
    assert quality["stormbrow"] > quality["winged-ear"]
    assert len({round(q, 3) for q in quality.values()}) > 3  # Lions are told apart


@pytest.mark.parametrize("name", ["greedy", "strong"])
@pytest.mark.parametrize("seed", [1, 2, 4, 5])
def test_lion_draft__the_first_pick_is_the_best_lion_on_offer(name, seed):
    game = Game(Config(players=2, seed=seed), record=False)
    cat = game.state.catalogue
    assert game.pending.kind == "choose_lion_row"
    seat = game.pending.seat
    offered = [a.lion for a in game.legal_actions()]
    bot = make_bot(name, seed, iterations=60)
    chosen = bot.choose(game, seat).lion
    best = max(lion_quality(cat, lion) for lion in offered)
    assert lion_quality(cat, chosen) == pytest.approx(best)


@pytest.mark.parametrize("name", ["greedy", "strong"])
@pytest.mark.parametrize("seed", [1, 2, 4, 5])
def test_lion_draft__the_second_pick_is_judged_like_the_first(name, seed):
    """The seat that opens the game drafts last, and its pick is judged as the other seat's is, by
    the Lions on offer, not by a playout of its opening turn as well: both seats take the best Lion
    left (its rating, `lion_quality`, and what its Drum card and starting resources add), and neither
    the draft nor its search tree reaches into the first turn."""
    game = Game(Config(players=2, seed=seed), record=False)
    game.apply(game.legal_actions()[0])  # the first pick
    assert game.pending.kind == "choose_lion_row"
    seat = game.pending.seat
    draft = turn_number(game)
    # the table each pick leaves, as the seat sees it (the hidden cards sampled), scored at once
    table = determinize(game, seat, random.Random(seed))
    left = {}
    for action in game.legal_actions():
        after = table.copy()
        after.apply(action)
        left[action.lion] = evaluate(after.state, seat)
    bot = make_bot(name, seed, iterations=60)
    chosen = bot.choose(game, seat)
    assert left[chosen.lion] == pytest.approx(max(left.values()))
    game.apply(chosen)
    assert game.pending.kind == "turn" and game.pending.seat == seat  # it opens the game ...
    assert not in_turn(game, seat, draft)  # ... in a turn of its own
    assert getattr(bot, "_kept", []) == []  # no search of the draft carried into it
