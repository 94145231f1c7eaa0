"""Rulebook, "Solo card action reference": Thrash ("Discard all Drum cards in the market. Only
replenish after the next player's turn") and Deface ("Discard all Tattoo Motifs. Only replenish after
the next player's turn"); docs/rulings.md 39.  Issue 39, item 9.

While the Nian holds a row empty, the 1-Coin refreshes that would "discard and replenish" it are not
choices: Inking's Motif row refresh ("Perform: Inking Tattoo Motifs") and Rest's Drum market refresh
("Player Turn: Rest", Purchase).  They are not in `legal_actions()`, applying them anyway is refused
with `IllegalAction` and changes nothing, the reason is there for the screen, and both come back once
the player's turn is over and the row has been replenished.
"""

from __future__ import annotations

import json

import pytest

from game.core import Game, IllegalAction
from game.core.actions import Perform, RefreshRow, Rest, Skip
from game.core.catalogue import default_catalogue
from game.core.decisions import DecisionKind as K
from game.core.decisions import Prompt
from game.core.reasons import Refusal, Why
from game.core.solo import ACTIONS
from game.core.steps import STEPS
from game.text.reasons import prompt_words, refusal_text

from .helpers import at_first_turn
from .perform_helpers import (
    drum_turn,
    find_card,
    items,
    new_game,
    only_performs,
    perform,
    quiet_lion,
    set_resources,
    terrain_performing,
)
from .turn_helpers import finish_turn

CAT = default_catalogue()
PLAYER = 0


def snapshot(game: Game) -> str:
    """The whole game state, byte for byte."""
    return json.dumps(game.state.to_dict(), sort_keys=True)


def nian_draws_next(game: Game, predicate) -> None:
    """The Nian's next Solo card is one whose actions `predicate` accepts (scenario set-up)."""
    st = game.state
    card = next(i for i in st.solo_deck + st.solo_discard if predicate(st.catalogue.solo[i]))
    for pile in (st.solo_deck, st.solo_discard):
        if card in pile:
            pile.remove(card)
    st.solo_deck.append(card)  # the top of the Solo deck


def leaves_the_rows_alone(info) -> bool:
    """A Solo card that neither holds nor refreshes a row, whichever option is taken."""
    names = (*info.mandatory, info.rampage, info.relief)
    return not any(n in ("thrash", "deface") or n.startswith("refresh") for n in names)


def refused_unchanged(game: Game, action) -> IllegalAction:
    """Apply `action`, expect `IllegalAction`, and check that the state did not change at all."""
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(action)
    assert snapshot(game) == before
    return refused.value


def _ink_card(card) -> bool:
    return card.kind == "market" and any(only_performs(e, "ink") for e in card.drum)


def _ink_turn(game: Game) -> tuple[tuple, tuple]:
    """Strike a card whose Drum box inks, onto a tile that also inks; Perform is pending, with
    Coins and Bamboo to spare.  Returns the two Inking items."""
    card = find_card(game, _ink_card)
    terrain = terrain_performing(game, "ink")
    drum_turn(game, card, terrain=terrain)
    set_resources(game, PLAYER, coins=3, bamboo=2)
    game.refresh()
    drum_box = next(i for i, e in enumerate(CAT.cards[card].drum) if only_performs(e, "ink"))
    tile_box = next(
        i for i, e in enumerate(CAT.terrain[terrain].actions) if only_performs(e, "ink")
    )
    return ("drum", drum_box), ("tile", tile_box)


def test_solo_deface__the_motif_row_cannot_be_refreshed_by_inking_until_the_turn_is_over():
    """Deface: "Only replenish after the next player's turn" — Inking's "spend 1 Coin to discard
    the row of four Motifs and replenish it" cannot refill the defaced row."""
    game, _seat = new_game(players=1)
    st = game.state
    quiet_lion(game, PLAYER)
    ACTIONS["deface"].run(st, [])  # the Nian's Rampage, as on its last turn
    drum_ink, tile_ink = _ink_turn(game)
    assert st.hold_motifs and st.motif_row == []
    assert st.players[PLAYER].coins >= 1 and sum(st.motif_bag) > 0  # a refresh could be paid for

    # nothing to ink and no refresh: the Inking actions are not offered, and no choice leads to one
    assert drum_ink not in items(game) and tile_ink not in items(game)
    for action in game.legal_actions():
        after = game.copy()
        after.apply(action)
        assert RefreshRow("motif") not in after.legal_actions(), action
    # taken anyway, they are refused and change nothing
    refused_unchanged(game, Perform(drum_ink))
    refused_unchanged(game, RefreshRow("motif"))
    assert st.motif_row == []

    # the turn ends: the row is replenished, and on the next turn the refresh is back
    nian_draws_next(game, leaves_the_rows_alone)
    finish_turn(game)
    assert not st.hold_motifs and len(st.motif_row) == 4
    drum_ink, _tile_ink = _ink_turn(game)
    perform(game, drum_ink)
    assert game.pending.kind == "ink"
    assert RefreshRow("motif") in game.legal_actions()


def test_solo_thrash__resting_cannot_refresh_the_market_until_the_turn_is_over():
    """Thrash: "Only replenish after the next player's turn" — Rest's "spend 1 Coin to discard and
    replenish the row of four Drum cards" is not offered (it took the Coin and refilled nothing)."""
    game = at_first_turn(players=1)
    st = game.state
    ACTIONS["thrash"].run(st, [])  # the Nian's Rampage, as on its last turn
    st.players[PLAYER].coins = 3
    game.refresh()
    game.apply(Rest())
    assert game.pending.kind == "rest_purchase"
    assert st.hold_market and st.drum_row == [] and st.drum_deck  # a refresh could draw cards

    assert game.legal_actions() == [Skip()]  # nothing to buy, and no refresh
    refused_unchanged(game, RefreshRow("drum"))
    assert st.players[PLAYER].coins == 3 and st.drum_row == []

    nian_draws_next(game, leaves_the_rows_alone)
    finish_turn(game)
    assert not st.hold_market and len(st.drum_row) == 4
    game.apply(Rest())
    assert game.pending.kind == "rest_purchase"
    assert RefreshRow("drum") in game.legal_actions()


def test_solo_held_rows__the_refusal_says_why_for_the_screen():
    """The reason a held row cannot be refreshed is what `Game.why_not`, the refusal and the Rest
    prompt give, and what the markets' hover shows (`supply.held_reason`)."""
    from game.core.supply import held_reason

    game = at_first_turn(players=1)
    st = game.state
    assert held_reason(st, "drum") is None and held_reason(st, "motif") is None
    ACTIONS["thrash"].run(st, [])
    ACTIONS["deface"].run(st, [])
    game.refresh()
    drum = held_reason(st, "drum")
    motif = held_reason(st, "motif")
    assert drum == Refusal(Why.ROW_HELD, row="drum")
    assert motif == Refusal(Why.ROW_HELD, row="motif")
    assert refusal_text(drum) == (
        "The Nian has thrashed the Drum market: it stays empty until the end of your turn"
    )
    assert refusal_text(motif) == (
        "The Nian has defaced the Tattoo Motif row: it stays empty until the end of your turn"
    )
    game.apply(Rest())
    assert game.pending.prompt == Prompt(K.REST_PURCHASE, what="held")
    assert prompt_words(game.pending.prompt) == f"Rest: nothing to purchase. {refusal_text(drum)}"
    assert game.why_not(RefreshRow("drum")) == drum
    assert refused_unchanged(game, RefreshRow("drum")).reason == drum
    # an Inking decision (a free Motif, say) gives the Motif row's reason the same way
    assert STEPS[K.INK].explain(st, (K.INK, PLAYER, 1), RefreshRow("motif")) == motif
