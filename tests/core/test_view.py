"""What one seat may know (DESIGN.md, "Hidden information"; rulebook: hands are private, decks are
face down).

`Game.view(seat)` shows the seat its own hand and what is in its own deck (not the order), other
players' hand and deck sizes only, the sizes of every face-down stack, and nothing of the random
generator.  A change to anything hidden from the seat leaves its view exactly as it was.
"""

from __future__ import annotations

import random

import pytest

from game.core import Config, Game
from game.core.view import HIDDEN

FACE_DOWN = ("drum_deck", "monster_stack", "slip_supply", "lion_deck", "fear_deck")


def played(config: Config, decisions: int) -> Game:
    game = Game(config)
    rnd = random.Random(config.seed)
    for _ in range(decisions):
        if game.over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


def play_until(game: Game, rnd: random.Random, wanted) -> Game:
    for _ in range(3000):
        if wanted(game):
            return game
        game.apply(rnd.choice(game.legal_actions()))
    raise AssertionError("position never reached")


def mid_game(players: int = 3, seed: int = 31) -> Game:
    """A position where every pile that matters holds at least two different cards."""
    game = Game(Config(players=players, seed=seed))
    rnd = random.Random(seed)

    def interesting(g: Game) -> bool:
        st = g.state
        return (
            g.state.turns >= 6
            and all(len(set(p.deck)) >= 2 and len(set(p.hand)) >= 2 for p in st.players)
            and all(len(set(getattr(st, name))) >= 2 for name in FACE_DOWN)
        )

    return play_until(game, rnd, interesting)


def swap_first_two_different(items: list[int]) -> None:
    i = next(k for k in range(1, len(items)) if items[k] != items[0])
    items[0], items[i] = items[i], items[0]


# --- what a view shows ----------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_view__other_hands_and_decks_are_hidden_but_keep_their_sizes(players):
    game = mid_game(players, seed=40 + players)
    st = game.state
    for seat in range(players):
        view = game.view(seat)
        for real, seen in zip(st.players, view.players, strict=True):
            if real.seat == seat:
                continue
            assert len(seen.hand) == len(real.hand) > 0
            assert len(seen.deck) == len(real.deck) > 0
            assert set(seen.hand) == {HIDDEN}
            assert set(seen.deck) == {HIDDEN}
            # what is face up stays face up
            assert seen.discard == real.discard
            assert seen.played == real.played
            assert seen.lion == real.lion
            assert seen.coins == real.coins and seen.qi == real.qi


@pytest.mark.parametrize("players", [2, 4])
def test_view__your_own_hand_shows_and_your_deck_shows_its_contents_sorted(players):
    game = mid_game(players, seed=50 + players)
    for seat in range(players):
        real = game.state.players[seat]
        seen = game.view(seat).players[seat]
        assert seen.hand == real.hand
        assert seen.deck == sorted(real.deck)
        assert HIDDEN not in seen.deck


def test_view__face_down_stacks_are_hidden_with_their_sizes_and_the_rng_is_blank():
    game = mid_game(3)
    st = game.state
    view = game.view(1)
    for name in FACE_DOWN:
        real, seen = getattr(st, name), getattr(view, name)
        assert len(seen) == len(real) > 0, name
        assert set(seen) == {HIDDEN}, name
    assert view.rng == 0
    assert st.rng != 0
    assert view.forced == []
    # the face-up rows are face up
    assert view.drum_row == st.drum_row
    assert view.lion_row == st.lion_row
    assert view.motif_row == st.motif_row
    assert view.slip_row == st.slip_row


def test_view__does_not_touch_the_real_state():
    game = mid_game(3)
    before = game.state.to_dict()
    legal = game.legal_actions()
    for seat in range(3):
        view = game.view(seat)
        view.players[seat].hand.clear()
        view.drum_deck.clear()
    assert game.state.to_dict() == before
    assert game.legal_actions() == legal


def test_view__a_forced_draw_is_not_visible_to_any_seat():
    game = mid_game(2)
    plain = [game.view(s).to_dict() for s in range(2)]
    game.force(1, 2, 3)
    assert [game.view(s).to_dict() for s in range(2)] == plain


# --- hidden changes leave the view alone ----------------------------------------------------------


def _hidden_changes(seat: int):
    """Changes to what `seat` cannot see (each takes the real state and changes it in place)."""
    other = (seat + 1) % 3

    def other_deck_order(st):
        swap_first_two_different(st.players[other].deck)

    def other_hand_and_deck_swap(st):
        p = st.players[other]
        k = next(i for i, c in enumerate(p.deck) if c != p.hand[0])
        p.hand[0], p.deck[k] = p.deck[k], p.hand[0]

    def own_deck_order(st):
        swap_first_two_different(st.players[seat].deck)

    def drum_deck_order(st):
        st.drum_deck.reverse()

    def monster_stack_order(st):
        swap_first_two_different(st.monster_stack)

    def slip_supply_order(st):
        swap_first_two_different(st.slip_supply)

    def lion_deck_order(st):
        swap_first_two_different(st.lion_deck)

    def fear_deck_order(st):
        swap_first_two_different(st.fear_deck)

    def generator(st):
        st.rng ^= 0xDEADBEEF

    return [
        other_deck_order,
        other_hand_and_deck_swap,
        own_deck_order,
        drum_deck_order,
        monster_stack_order,
        slip_supply_order,
        lion_deck_order,
        fear_deck_order,
        generator,
    ]


@pytest.mark.parametrize("seat", [0, 1, 2])
@pytest.mark.parametrize("change", range(9), ids=[f.__name__ for f in _hidden_changes(0)])
def test_view__a_change_to_hidden_information_does_not_change_the_view(seat, change):
    game = mid_game(3)
    before = game.view(seat).to_dict()
    real_before = game.state.to_dict()
    _hidden_changes(seat)[change](game.state)
    assert game.state.to_dict() != real_before, "the test did not change anything"
    assert game.view(seat).to_dict() == before


@pytest.mark.parametrize(
    "change",
    [
        lambda st, seat: setattr(st.players[(seat + 1) % 3], "coins", 99),
        lambda st, seat: st.players[seat].hand.reverse(),
        lambda st, seat: st.drum_row.reverse(),
        lambda st, seat: st.players[(seat + 1) % 3].hand.pop(),
        lambda st, seat: st.drum_deck.pop(),
    ],
    ids=["others-coins", "own-hand-order", "drum-row", "others-hand-size", "drum-deck-size"],
)
def test_view__a_change_to_public_information_does_change_the_view(change):
    """The other side of the coin: the view is not blind to what the seat may see."""
    game = mid_game(3)
    seat = 1
    before = game.view(seat).to_dict()
    change(game.state, seat)
    assert game.view(seat).to_dict() != before


# --- setup: build your own, casual Lion draft, Character draft ------------------------------------


def test_view__build_your_own_shows_only_the_revealed_terrain_tile():
    game = Game(Config(players=3, seed=5, layout="build"))
    rnd = random.Random(5)
    for _ in range(3):
        game.apply(rnd.choice(game.legal_actions()))
    st = game.state
    assert game.pending.kind == "place_tile" and len(st.terrain_stack) >= 3
    for seat in range(3):
        view = game.view(seat)
        assert len(view.terrain_stack) == len(st.terrain_stack)
        assert view.terrain_stack[-1] == st.terrain_stack[-1]  # the tile being placed
        assert set(view.terrain_stack[:-1]) == {HIDDEN}
        before = view.to_dict()
        i = next(
            k
            for k in range(1, len(st.terrain_stack) - 1)
            if st.terrain_stack[k] != st.terrain_stack[0]
        )
        st.terrain_stack[0], st.terrain_stack[i] = st.terrain_stack[i], st.terrain_stack[0]
        assert game.view(seat).to_dict() == before


def test_view__casual_lion_draft_keeps_each_deal_and_pick_secret_until_revealed():
    """Rulebook casual draft: each player chooses 1 of 3 Lions in secret; all are revealed together."""
    game = Game(Config(players=3, seed=6, lion_draft="casual"))
    rnd = random.Random(6)
    assert game.pending.kind == "choose_lion_deal"
    first = game.pending.seat
    dealt = [a.lion for a in game.legal_actions()]
    for seat in range(3):
        view = game.view(seat)
        deals = [f for f in view.stack if f[0] == "choose_lion_deal"]
        assert len(deals) == 3
        for frame in deals:
            if frame[1] == seat:
                assert HIDDEN not in frame[2]
            else:
                assert set(frame[2]) == {HIDDEN}
    if first != 0:
        assert sorted(next(f for f in game.view(first).stack if f[1] == first)[2]) == sorted(dealt)
    game.apply(rnd.choice(game.legal_actions()))
    chosen = game.state.players[first].lion[0]
    assert chosen in dealt
    for seat in range(3):
        seen = game.view(seat).players[first].lion[0]
        assert seen == (chosen if seat == first else HIDDEN)
    while game.pending.kind == "choose_lion_deal":
        game.apply(rnd.choice(game.legal_actions()))
    # revealed together: now everyone sees every Lion
    for seat in range(3):
        assert game.view(seat).players[first].lion[0] == chosen


def test_view__character_draft_hides_the_face_down_boards_from_other_seats():
    """Rulebook: "Player One randomly takes 2 boards and chooses 1" - the boards left in the pile are
    face down, so the order of that pile (and so which boards come next) is no seat's knowledge."""
    game = Game(Config(players=3, seed=7, character_draft=True))
    assert game.pending.kind == "choose_character"
    chooser = game.pending.seat
    onlooker = (chooser + 1) % 3
    pool = game.state.character_pool
    assert len(pool) >= 4
    before = game.view(onlooker).to_dict()
    pool[0], pool[1] = pool[1], pool[0]  # reorder boards still deep in the face-down pile
    assert game.view(onlooker).to_dict() == before
