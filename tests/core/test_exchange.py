"""Rulebook, "Perform: Exchanging Resources".

    Perform one of the following exchanges:

    Gain 1 Coin.
    Purchase 1 Drum card. Place on top of your deck.
    Spend 2 Coins to gain 1 Bamboo (or vice versa).
    Spend 2 Coins to gain 1 Red Paper (or vice versa).
    Spend 4 Coins to gain 1 Jade (or vice versa).
    If your chosen Lion has 1 blue Tattoo Motif, spend 4 Coins to place 1 Qi Energy.
    If your chosen Lion has 2 blue Tattoo Motifs, spend 6 Coins to place 1 Qi Energy and to purchase
    1 Bamboo Slips (must spend 2 Bamboo).

The options are told apart here by what they do to the player's resources and board, written out
from the list above, never by the engine's own numbering.
"""

from __future__ import annotations

from game.core.actions import Choose, Skip
from game.core.catalogue import default_catalogue
from game.core.events import CardMoved, QiPlaced, SlipGained

from .perform_helpers import (
    BLUE,
    GREEN,
    answer_qi_from,
    change,
    choices,
    drum_turn,
    find_card,
    new_game,
    of,
    only_performs,
    perform,
    quiet_lion,
    resources,
    second_lion,
    set_motifs,
    set_resources,
    terrain_of_gains,
)

CAT = default_catalogue()

# the six trades, "(or vice versa)"
TRADES = [
    {"coins": -2, "bamboo": 1},
    {"coins": 2, "bamboo": -1},
    {"coins": -2, "red_paper": 1},
    {"coins": 2, "red_paper": -1},
    {"coins": -4, "jade": 1},
    {"coins": 4, "jade": -1},
]
GAIN_1_COIN = {"coins": 1}


def _exchange_card(card) -> bool:
    return len(card.drum) == 1 and only_performs(card.drum[0], "exchange") and not card.jade


def exchange(*, blue: int = 0, blue_on_other_lion: int = 0, **res: int):
    """A Drum turn whose struck card's only Drum box is "Perform Exchange"; the exchange decision is
    pending."""
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN] + [BLUE] * blue)
    if blue_on_other_lion:
        second_lion(game, seat, tile=-1)
        set_motifs(game, seat, 1, [GREEN] + [BLUE] * blue_on_other_lion)
    drum_turn(game, find_card(game, _exchange_card), terrain=terrain_of_gains(game))
    set_resources(game, seat, **res)
    game.refresh()
    perform(game, ("drum", 0))
    assert game.pending.kind == "exchange"
    return game, seat


def outcomes(game, seat) -> list[dict]:
    """What each offered exchange does, tried on a copy of the game."""
    out = []
    for option in choices(game):
        trial = game.copy()
        before = resources(trial, seat)
        events = trial.apply(Choose(option))
        events += answer_qi_from(trial)
        spaces = [CAT.spaces[e.space] for e in of(events, QiPlaced)]
        out.append(
            {
                "option": option,
                "change": change(before, resources(trial, seat)),
                "next": trial.pending.kind,
                "qi": [(s.section, s.group) for s in spaces],
            }
        )
    return out


def plain_changes(found: list[dict]) -> list[dict]:
    return sorted(
        (o["change"] for o in found if o["next"] == "perform" and not o["qi"]),
        key=lambda c: sorted(c.items()),
    )


def test_exchange__all_exchanges_are_offered_with_both_directions_of_the_three_trades():
    game, seat = exchange(coins=10, bamboo=3, red_paper=3, jade=3)
    found = outcomes(game, seat)
    assert plain_changes(found) == sorted([GAIN_1_COIN, *TRADES], key=lambda c: sorted(c.items()))
    assert [o["next"] for o in found].count("purchase_drum") == 1
    assert not any(o["qi"] for o in found)  # no blue Tattoo Motif: no Qi Energy exchange
    assert len(found) == 8
    assert Skip() in game.legal_actions()


def test_exchange__with_nothing_to_spend_only_gain_1_coin():
    game, seat = exchange()
    [only] = outcomes(game, seat)
    assert only["change"] == GAIN_1_COIN and only["next"] == "perform"


def test_exchange__each_trade_needs_what_it_spends():
    game, seat = exchange(coins=3, bamboo=1)
    offered = plain_changes(outcomes(game, seat))
    expected = [GAIN_1_COIN, {"coins": -2, "bamboo": 1}, {"coins": 2, "bamboo": -1}]
    expected.append({"coins": -2, "red_paper": 1})
    assert offered == sorted(expected, key=lambda c: sorted(c.items()))


def test_exchange__purchase_1_drum_card_placed_on_top_of_your_deck():
    game, seat = exchange(coins=10)
    st = game.state
    p = st.players[seat]
    # a card without a purchase bonus at the front of the market row
    plain_card = next(c for c in st.drum_deck if not CAT.cards[c].on_purchase)
    st.drum_deck.remove(plain_card)
    st.drum_deck.append(st.drum_row[0])
    st.drum_row[0] = plain_card
    game.refresh()
    [purchase] = [o["option"] for o in outcomes(game, seat) if o["next"] == "purchase_drum"]
    game.apply(Choose(purchase))
    assert game.pending.kind == "purchase_drum"
    affordable = {i for i, c in enumerate(st.drum_row) if CAT.cards[c].cost <= 10}
    assert set(choices(game)) == affordable
    events = game.apply(Choose(0))
    assert CardMoved(seat, plain_card, "market", "deck") in events
    assert p.deck[-1] == plain_card  # on top of the deck
    assert p.coins == 10 - CAT.cards[plain_card].cost
    assert plain_card not in st.drum_row


def test_exchange__purchase_is_not_offered_without_coins_for_any_market_card():
    cheapest = min(CAT.cards[c].cost for c in CAT.market)
    game, seat = exchange(coins=cheapest - 1)
    assert "purchase_drum" not in [o["next"] for o in outcomes(game, seat)]


def _qi_exchanges(found: list[dict]) -> dict[str, dict]:
    return {o["qi"][0][1]: o for o in found if o["qi"]}


def test_exchange__one_blue_motif_spend_4_coins_to_place_1_qi_energy():
    game, seat = exchange(blue=1, coins=4)
    found = _qi_exchanges(outcomes(game, seat))
    assert set(found) == {"one_blue"}
    assert found["one_blue"]["change"] == {"coins": -4}
    assert found["one_blue"]["qi"] == [("exchange", "one_blue")]


def test_exchange__one_blue_motif_exchange_needs_4_coins():
    game, seat = exchange(blue=1, coins=3)
    assert not _qi_exchanges(outcomes(game, seat))


def test_exchange__blue_motif_exchanges_need_the_blue_motif_on_the_chosen_lion():
    game, seat = exchange(blue=0, blue_on_other_lion=2, coins=10, bamboo=2)
    assert not _qi_exchanges(outcomes(game, seat))


def test_exchange__two_blue_motifs_spend_6_coins_place_1_qi_energy_and_purchase_bamboo_slips():
    game, seat = exchange(blue=2, coins=6, bamboo=2)
    found = _qi_exchanges(outcomes(game, seat))
    assert set(found) == {"one_blue", "two_blue"}
    option = found["two_blue"]["option"]
    st = game.state
    p = st.players[seat]
    events = game.apply(Choose(option))
    events += answer_qi_from(game)
    [placed] = of(events, QiPlaced)
    assert CAT.spaces[placed.space].group == "two_blue" and st.space_qi[placed.space] == seat
    assert p.coins == 0
    assert game.pending.kind == "purchase_slip"
    slip = st.slip_row[0]
    events = game.apply(Choose(0))
    assert SlipGained(seat, slip) in events
    assert slip in p.slips and p.bamboo == 0


def test_exchange__two_blue_motif_exchange_needs_6_coins():
    game, seat = exchange(blue=2, coins=5, bamboo=2)
    assert set(_qi_exchanges(outcomes(game, seat))) == {"one_blue"}


def test_exchange__taken_exchange_spaces_are_not_offered_again():
    game, seat = exchange(blue=1, coins=8)
    st = game.state
    for s in CAT.spaces_in("exchange", "one_blue"):
        if CAT.spaces[s].players <= st.n:
            st.space_qi[s] = 1 - seat
    game.refresh()
    assert not _qi_exchanges(outcomes(game, seat))
