"""The computer players' Lion draft (rulebook, "Setup": the Lion row, chosen in reverse turn order).

A Lion is chosen once, before any turn is searched, so the search cannot tell Lions apart by playing
them: the heuristic's `lion_quality` does (printed battle words, the Tattoo Motif track, the Lion's
own Drum card).  A player would notice a computer that takes the weakest Lion on offer."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.ai.heuristic import lion_quality
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
