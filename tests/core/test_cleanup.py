"""Rulebook, "Player Turn: Drum", "5. Clean Up".

    After Battle, you may discard any Drum or Fear cards from hand.
    Draw up to 3 cards. If your draw deck is empty, shuffle all cards in your discard and place face
    down to the left of your Character board to form a new draw deck.
    Replenish Tattoo Motifs, Bamboo Slips, and Drum cards to 4.

docs/rulings.md 9: "Draw up to 3 cards" means drawing until your hand holds 3 cards, or your deck and
discard are both empty.
"""

from __future__ import annotations

from game.core import Game
from game.core.actions import Discard, EndPerform, Skip, Strike
from game.core.events import CardMoved, DeckShuffled, RowRefilled, TurnStarted

from .helpers import at_first_turn
from .turn_helpers import fear_card, free_leap, move_card


def at_clean_up(seed: int = 1) -> tuple[Game, int]:
    """The first player has struck, leapt to an empty tile and finished Perform."""
    game = at_first_turn(seed=seed)
    seat = game.pending.seat
    game.apply(Strike(game.state.players[seat].hand[0], 0))
    game.apply(free_leap(game))
    game.apply(EndPerform())
    assert game.pending.kind == "cleanup" and game.pending.seat == seat
    return game, seat


def test_clean_up__offers_discarding_each_card_in_hand_or_skipping():
    game, seat = at_clean_up()
    hand = game.state.players[seat].hand
    assert set(game.legal_actions()) == {Discard(c) for c in hand} | {Skip()}


def test_clean_up__discards_one_card_at_a_time_then_skip_draws():
    game, seat = at_clean_up()
    p = game.state.players[seat]
    first, second = p.hand[0], p.hand[1]
    events = game.apply(Discard(first))
    assert CardMoved(seat, first, "hand", "discard") in events
    assert first not in p.hand and p.discard == [first]
    assert game.pending.kind == "cleanup"  # still discarding
    assert Discard(first) not in game.legal_actions()
    game.apply(Discard(second))
    assert p.discard == [first, second] and p.hand == []
    deck = len(p.deck)
    game.apply(Skip())
    assert len(p.hand) == 3
    assert len(p.deck) == deck - 3
    assert first not in p.hand and second not in p.hand


def test_clean_up__a_fear_card_may_be_discarded_from_hand():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    fear = move_card(st, fear_card(st), p.hand)
    game.refresh()
    assert Discard(fear) in game.legal_actions()
    game.apply(Discard(fear))
    assert fear in p.discard and fear not in p.hand


def test_clean_up__draw_up_to_three_fills_the_hand_to_three():
    game, seat = at_clean_up()
    p = game.state.players[seat]
    kept = list(p.hand)
    assert len(kept) == 2  # 3 dealt, 1 struck
    top = p.deck[-1]
    deck = len(p.deck)
    events = game.apply(Skip())
    assert len(p.hand) == 3 and set(kept) <= set(p.hand)
    assert top in p.hand  # the top card of the deck
    assert len(p.deck) == deck - 1  # one card drawn, not three
    assert not any(isinstance(e, DeckShuffled) for e in events)


def test_clean_up__a_full_hand_draws_nothing():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    move_card(st, p.deck[0], p.hand)
    deck = list(p.deck)
    game.refresh()
    game.apply(Skip())
    assert len(p.hand) == 3 and p.deck == deck


def test_clean_up__empty_deck_shuffles_the_discard_into_a_new_deck():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    for c in list(p.hand) + list(p.deck):
        move_card(st, c, p.discard)
    assert p.deck == [] and p.hand == [] and len(p.discard) == 5
    discard = set(p.discard)
    game.refresh()
    events = game.apply(Skip())
    assert DeckShuffled(seat, 5) in events
    assert p.discard == []
    assert len(p.hand) == 3 and len(p.deck) == 2
    assert set(p.hand) | set(p.deck) == discard


def test_clean_up__the_deck_is_drawn_out_before_the_discard_is_shuffled():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    for c in list(p.hand):
        move_card(st, c, p.discard)
    last = p.deck[-1]
    for c in list(p.deck[:-1]):
        move_card(st, c, p.discard)
    assert p.deck == [last] and len(p.discard) == 4
    game.refresh()
    events = game.apply(Skip())
    assert last in p.hand and len(p.hand) == 3
    shuffles = [e for e in events if isinstance(e, DeckShuffled)]
    assert shuffles == [DeckShuffled(seat, 4)]
    draws = [e.card for e in events if isinstance(e, CardMoved) and e.to_pile == "hand"]
    assert draws[0] == last  # the old deck first
    assert len(p.deck) == 2 and p.discard == []


def test_clean_up__with_deck_and_discard_empty_the_hand_stays_short():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    for c in list(p.deck):
        move_card(st, c, p.played[0])  # out of the way, as if next to the Lion
    game.refresh()
    events = game.apply(Skip())
    assert len(p.hand) == 2
    assert not any(isinstance(e, DeckShuffled) for e in events)


def test_clean_up__rows_are_replenished_to_four_at_the_end_of_the_turn():
    game, seat = at_clean_up()
    st = game.state
    p = st.players[seat]
    # this turn took 2 Motifs, 1 Bamboo Slips and 1 Drum card from the rows
    p.motifs[0] += [st.motif_row.pop(0), st.motif_row.pop(0)]
    p.slips.append(st.slip_row.pop())
    p.discard.append(st.drum_row.pop(1))
    drum_top = st.drum_deck[-1]
    slip_top = st.slip_supply[-1]
    game.refresh()
    events = game.apply(Skip())
    assert len(st.motif_row) == len(st.slip_row) == len(st.drum_row) == 4
    assert drum_top in st.drum_row and slip_top in st.slip_row
    refilled = {e.row for e in events if isinstance(e, RowRefilled)}
    assert refilled == {"drum", "motif", "slip"}
    # replenished before the next player's turn begins
    order = [type(e) for e in events if isinstance(e, (RowRefilled, TurnStarted))]
    assert order[-1] is TurnStarted and TurnStarted not in order[:-1]
    assert game.pending.kind == "turn" and game.pending.seat != seat
