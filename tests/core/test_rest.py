"""Rulebook, "Player Turn: Rest".

    Purchase. You may purchase 1 Drum card which is placed on top of your deck. Replenish the Drum
    cards to 4.
    You may first spend 1 Coin to discard and replenish the row of four Drum cards. You may only do
    this once. Place the discarded cards at the bottom of the Drum card deck in any order.
    For Drum cards with the box icon, gain any resources and/or perform any actions indicated.
    Gather. Gather all Drum and Fear cards, namely those (a) played next to your Lion(s) as well as
    from (b) your deck, (c) your hand, and (d) your discard.
    Retain. You may keep up to 1 Drum card in hand for your next turn.
    Shuffle. Shuffle all remaining Drum and Fear cards, and place them in your draw deck face down.
    Draw. Draw up to 3 Drum cards.

docs/rulings.md 19: after gathering, the player may keep any one of the gathered Drum cards (not a
Fear card).  20: the refreshed row goes to the bottom of the Drum deck in row order, leftmost lowest.
"""

from __future__ import annotations

import pytest

from game.core import Game, IllegalAction
from game.core.actions import Choose, RefreshRow, Rest, Skip
from game.core.events import CardMoved, DeckShuffled, RowDiscarded, RowRefilled, TurnStarted
from game.core.supply import RESOURCES

from .helpers import at_first_turn
from .turn_helpers import (
    card_named,
    fear_card,
    market_cards,
    move_card,
    summon_right_lion,
)


def at_rest(seed: int = 1, coins: int | None = None) -> tuple[Game, int]:
    game = at_first_turn(seed=seed)
    seat = game.pending.seat
    if coins is not None:
        game.state.players[seat].coins = coins
        game.refresh()
    game.apply(Rest())
    assert game.pending.kind == "rest_purchase" and game.pending.seat == seat
    return game, seat


def into_row(game: Game, card: int, index: int = 0) -> None:
    """Swap `card` (from the Drum deck) into the market row at `index`."""
    st = game.state
    st.drum_deck.remove(card)
    st.drum_deck.insert(0, st.drum_row[index])
    st.drum_row[index] = card
    game.refresh()


def all_cards(st, seat) -> list[int]:
    p = st.players[seat]
    return sorted(p.deck + p.hand + p.discard + p.played[0] + p.played[1])


# --- Purchase -------------------------------------------------------------------------------------


def test_rest__purchase_is_optional():
    game, seat = at_rest()
    st = game.state
    p = st.players[seat]
    row, coins, cards = list(st.drum_row), p.coins, all_cards(st, seat)
    assert Skip() in game.legal_actions()
    game.apply(Skip())
    assert st.drum_row == row and p.coins == coins
    assert all_cards(st, seat) == cards


def test_rest__purchase_only_a_card_you_can_afford():
    game, seat = at_rest(coins=3)
    st = game.state
    cards = st.catalogue.cards
    offered = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    assert offered == {i for i, c in enumerate(st.drum_row) if cards[c].cost <= 3}
    dear = next(i for i, c in enumerate(st.drum_row) if cards[c].cost > 3)
    with pytest.raises(IllegalAction):
        game.apply(Choose(dear))


def test_rest__the_purchased_card_goes_on_top_of_the_deck_and_the_row_is_refilled_at_once():
    game, seat = at_rest(coins=10)
    st = game.state
    p = st.players[seat]
    # a card whose box bonus is a decision, so the table can be seen before Gather
    card = card_named(st, "emperors-vermilion-decree")
    assert st.catalogue.cards[card].cost == 8
    into_row(game, card, 1)
    replacement = st.drum_deck[-1]
    events = game.apply(Choose(1))
    assert game.pending.kind == "exile"  # its box: exile 1 Drum or Fear card
    assert p.deck[-1] == card
    assert p.coins == 2
    assert CardMoved(seat, card, "market", "deck") in events
    assert card not in st.drum_row and len(st.drum_row) == 4
    assert st.drum_row[-1] == replacement
    assert any(isinstance(e, RowRefilled) and e.row == "drum" for e in events)


def purchase_bonus_cards():
    """Market cards whose box gives resources on purchase."""
    from game.core.catalogue import default_catalogue

    cat = default_catalogue()
    return [
        cat.cards[i].id
        for i in cat.market
        if cat.cards[i].on_purchase
        and all(not e.perform and not e.spend for e in cat.cards[i].on_purchase)
        and all(k in RESOURCES for e in cat.cards[i].on_purchase for k, _ in e.gain)
    ]


@pytest.mark.parametrize("ident", purchase_bonus_cards()[:4])
def test_rest__purchase_gains_the_cards_box_bonus(ident):
    game, seat = at_rest(coins=12)
    st = game.state
    p = st.players[seat]
    card = card_named(st, ident)
    info = st.catalogue.cards[card]
    if card in st.drum_deck:
        into_row(game, card, 0)
    index = st.drum_row.index(card)
    before = {k: getattr(p, k) for k in RESOURCES}
    game.apply(Choose(index))
    bonus = {k: 0 for k in RESOURCES}
    for eff in info.on_purchase:
        for k, n in eff.gain:
            bonus[k] += n
    bonus["coins"] -= info.cost
    assert {k: getattr(p, k) - before[k] for k in RESOURCES} == bonus
    assert card in p.hand + p.deck  # gathered with the rest


def test_rest__a_purchase_without_a_box_bonus_only_costs_coins():
    game, seat = at_rest(coins=12)
    st = game.state
    p = st.players[seat]
    card = market_cards(st, lambda c: not c.on_purchase)[0]
    into_row(game, card, 2)
    before = {k: getattr(p, k) for k in RESOURCES}
    game.apply(Choose(2))
    cost = st.catalogue.cards[card].cost
    assert {k: getattr(p, k) - before[k] for k in RESOURCES} == {
        "coins": -cost,
        "bamboo": 0,
        "red_paper": 0,
        "jade": 0,
    }


def test_rest__refresh_spends_one_coin_and_lays_out_four_new_cards():
    game, seat = at_rest(coins=5)
    st = game.state
    p = st.players[seat]
    old = list(st.drum_row)
    top_four = st.drum_deck[-4:][::-1]  # in the order they are drawn
    events = game.apply(RefreshRow("drum"))
    assert p.coins == 4
    assert st.drum_row == top_four
    assert RowDiscarded("drum", tuple(old), seat) in events
    assert game.pending.kind == "rest_purchase"  # and may now purchase from the new row


def test_rest__refreshed_cards_go_to_the_bottom_of_the_drum_deck():
    game, seat = at_rest(coins=5)
    st = game.state
    old = list(st.drum_row)
    size = len(st.drum_deck)
    game.apply(RefreshRow("drum"))
    assert len(st.drum_deck) == size  # four out, four in
    assert sorted(st.drum_deck[:4]) == sorted(old)  # at the bottom
    assert not set(old) & set(st.drum_row)


def test_rest__refreshed_cards_go_to_the_bottom_in_row_order_leftmost_lowest():
    # docs/rulings.md 20: "they go to the bottom in row order, leftmost lowest"
    game, seat = at_rest(coins=5)
    st = game.state
    old = list(st.drum_row)
    game.apply(RefreshRow("drum"))
    # drum_deck[0] is the bottom card; the leftmost card of the old row must be lowest
    assert st.drum_deck[:4] == old


def test_rest__the_row_may_be_refreshed_only_once():
    game, seat = at_rest(coins=5)
    game.apply(RefreshRow("drum"))
    assert RefreshRow("drum") not in game.legal_actions()
    with pytest.raises(IllegalAction):
        game.apply(RefreshRow("drum"))
    assert game.state.players[seat].coins == 4


def test_rest__refresh_needs_a_coin():
    game, seat = at_rest(coins=0)
    assert RefreshRow("drum") not in game.legal_actions()
    assert game.legal_actions() == [Skip()]


def test_rest__only_one_drum_card_may_be_purchased():
    game, seat = at_rest(coins=20)
    game.apply(Choose(0))
    assert game.pending.kind != "rest_purchase"
    assert not any(isinstance(a, RefreshRow) for a in game.legal_actions())


# --- Gather, Retain, Shuffle, Draw ----------------------------------------------------------------


def messy_table(seed: int = 1) -> tuple[Game, int, dict]:
    """A player with cards everywhere: next to both Lions (on the map), deck, hand and discard,
    with Fear cards in hand and discard."""
    game = at_first_turn(seed=seed)
    st = game.state
    seat = game.pending.seat
    p = st.players[seat]
    summon_right_lion(st, seat)
    tiles = [t for t in range(len(st.village)) if t != st.nian_tile and st.monster_at[t] < 0]
    p.lion_tile[:] = tiles[:2]
    left = market_cards(st, n=2)
    for c in left:
        move_card(st, c, p.played[0])
    right = market_cards(st, n=3)
    for c in right:
        move_card(st, c, p.played[1])
    move_card(st, p.deck[-1], p.discard)
    hand_fear = move_card(st, fear_card(st), p.hand)
    discard_fear = move_card(st, fear_card(st), p.discard)
    game.refresh()
    where = {
        "left": left,
        "right": right,
        "fear": [hand_fear, discard_fear],
        "tiles": list(p.lion_tile),
        "all": all_cards(st, seat),
    }
    assert p.deck and p.hand and p.discard
    return game, seat, where


def test_rest__gather_all_drum_and_fear_cards_from_lions_deck_hand_and_discard():
    game, seat, where = messy_table()
    st = game.state
    p = st.players[seat]
    piles = {"lion0": len(p.played[0]), "lion1": len(p.played[1])}
    piles |= {"deck": len(p.deck), "discard": len(p.discard)}
    game.apply(Rest())
    events = game.apply(Skip())  # no purchase
    assert game.pending.kind == "rest_retain"
    assert sorted(p.hand) == where["all"]
    assert p.deck == [] and p.discard == [] and p.played == [[], []]
    moved: dict[str, int] = {}
    for e in events:
        if isinstance(e, CardMoved) and e.to_pile == "hand":
            moved[e.from_pile] = moved.get(e.from_pile, 0) + 1
    assert moved == piles


def test_rest__retain_one_drum_card_not_a_fear_card():
    game, seat, where = messy_table()
    st = game.state
    p = st.players[seat]
    game.apply(Rest())
    game.apply(Skip())
    offered = {a.option for a in game.legal_actions() if isinstance(a, Choose)}
    drums = {c for c in p.hand if not st.catalogue.cards[c].is_fear}
    assert offered == drums
    assert Skip() in game.legal_actions()
    for fear in where["fear"]:
        with pytest.raises(IllegalAction):
            game.apply(Choose(fear))


def test_rest__retain_any_gathered_drum_card_even_one_played_next_to_a_lion():
    game, seat, where = messy_table()
    st = game.state
    p = st.players[seat]
    kept = where["right"][0]
    game.apply(Rest())
    game.apply(Skip())
    events = game.apply(Choose(kept))
    assert kept in p.hand
    assert len(p.hand) == 3  # the kept card and 2 drawn
    total = len(where["all"])
    assert DeckShuffled(seat, total - 1) in events  # every other card, Fear cards too
    assert len(p.deck) == total - 3
    assert all_cards(st, seat) == where["all"]
    assert set(where["fear"]) <= set(p.deck + p.hand)


def test_rest__retain_none_shuffles_everything_and_draws_three():
    game, seat, where = messy_table()
    st = game.state
    p = st.players[seat]
    game.apply(Rest())
    game.apply(Skip())
    events = game.apply(Skip())
    total = len(where["all"])
    assert DeckShuffled(seat, total) in events
    assert len(p.hand) == 3 and len(p.deck) == total - 3
    assert p.discard == [] and p.played == [[], []]
    assert all_cards(st, seat) == where["all"]


def test_rest__lions_stay_on_the_map_and_their_cards_are_cleared():
    game, seat, where = messy_table()
    p = game.state.players[seat]
    game.apply(Rest())
    game.apply(Skip())
    game.apply(Skip())
    assert p.lion_tile == where["tiles"]
    assert p.played == [[], []]


def test_rest__ends_the_turn():
    game, seat, where = messy_table()
    st = game.state
    game.apply(Rest())
    game.apply(Skip())
    events = game.apply(Skip())
    assert [e.seat for e in events if isinstance(e, TurnStarted)] == [(seat + 1) % st.n]
    assert game.pending.kind == "turn"


def test_rest__the_purchased_card_is_gathered_and_shuffled_with_the_rest():
    game, seat = at_rest(coins=10)
    st = game.state
    p = st.players[seat]
    card = market_cards(st, lambda c: not c.on_purchase)[0]
    into_row(game, card, 0)
    before = all_cards(st, seat)
    game.apply(Choose(0))
    assert game.pending.kind == "rest_retain"
    assert card in p.hand  # gathered
    assert Choose(card) in game.legal_actions()  # so it may even be retained
    events = game.apply(Skip())
    assert DeckShuffled(seat, len(before) + 1) in events
    assert all_cards(st, seat) == sorted(before + [card])
