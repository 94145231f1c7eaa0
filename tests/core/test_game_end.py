"""Rulebook, "Game End" (when the game ends) and "Battle: Victory" (the Nian beast's forms).

    Once all three forms of the Nian beast have been defeated OR one player's character board has no
    remaining Qi Energy, that player takes the First Player token, which is worth 2 "auspiciousness".
    Play continues with all other players taking a final turn.
    Each player has additional Qi Energy which may be placed even if your Character board is empty.
    When defeating a Nian beast, the player gains the corresponding Nian beast card for end game
    scoring. Then spawn the next Nian beast form by placing it on any adjacent Terrain tile to your
    Lion. Follow any instructions on its card.

docs/rulings.md 15 (the reserve is used once the board is empty), 27 (Scorched Earth), 28 (final
turns: after the trigger player's turn, every other player in turn order takes one final turn).
"""

from __future__ import annotations

import pytest

from game.core import Game, IllegalAction, hexgrid
from game.core.actions import Choose, Perform, Rest
from game.core.events import (
    FinalRound,
    GameEnded,
    MonsterSpawned,
    NianDefeated,
    NianSpawned,
    QiPlaced,
    ScorchedEarthPlaced,
    ScorchedEarthTaken,
    Scored,
    TurnStarted,
)
from game.core.qi import RESERVE, trigger_game_end
from game.core.reasons import Why
from game.text.reasons import refusal_text

from .helpers import at_first_turn, clear_monsters, outside_tile, put_yao
from .turn_helpers import (
    finish_turn,
    leave_board_qi,
    rest_turn,
    steps_card,
    strike_and_win,
    strike_to,
    take_frontier,
    trigger_board_empty,
)


def play_out(game: Game, limit: int = 10) -> list:
    """Every remaining turn is a Rest; returns the events up to the end of the game."""
    events: list = []
    for _ in range(limit):
        if game.over:
            return events
        events += rest_turn(game)
    raise AssertionError("the game did not end")


def after(events: list, kind: type) -> list:
    """The events that follow the first event of `kind`."""
    i = next(i for i, e in enumerate(events) if isinstance(e, kind))
    return events[i + 1 :]


# --- the board runs out of Qi Energy --------------------------------------------------------------


@pytest.mark.parametrize(("players", "trigger"), [(2, 0), (2, 1), (3, 2), (4, 0), (4, 2), (4, 3)])
def test_game_end__every_other_player_takes_exactly_one_final_turn(players, trigger):
    game = at_first_turn(players=players, seed=21)
    st = game.state
    assert st.first_player == 0
    for _ in range(trigger):
        rest_turn(game)
    assert game.pending.seat == trigger
    events = trigger_board_empty(game)
    assert FinalRound(trigger, "board_empty") in events
    assert not game.over
    events += play_out(game)
    later = after(events, FinalRound)
    starts = [e for e in later if isinstance(e, TurnStarted)]
    others = [(trigger + k) % players for k in range(1, players)]
    assert [e.seat for e in starts] == others
    assert all(e.final for e in starts)
    assert isinstance(events[-1], GameEnded) and events[-1].reason == "board_empty"
    assert sum(isinstance(e, GameEnded) for e in events) == 1


@pytest.mark.parametrize("trigger", [0, 1])
def test_game_end__the_trigger_player_takes_the_first_player_token(trigger):
    game = at_first_turn(players=2, seed=22)
    st = game.state
    for _ in range(trigger):
        rest_turn(game)
    trigger_board_empty(game)
    assert st.first_player == trigger
    assert st.end_trigger == trigger


def test_game_end__the_first_player_token_scores_two_only_for_the_trigger_player():
    game = at_first_turn(players=3, seed=23)
    rest_turn(game)
    events = trigger_board_empty(game)  # seat 1, not the player who started with the token
    events += play_out(game)
    scored = {e.seat: dict(e.breakdown) for e in events if isinstance(e, Scored)}
    assert {s: b["first_player"] for s, b in scored.items()} == {0: 0, 1: 2, 2: 0}


def test_game_end__the_last_qi_comes_from_the_board_before_the_reserve():
    game = at_first_turn(players=2, seed=24)
    seat = game.pending.seat
    p = game.state.players[seat]
    events = trigger_board_empty(game)
    placed = [e for e in events if isinstance(e, QiPlaced)]
    assert len(placed) == 1 and placed[0].section != RESERVE
    assert sum(p.qi) == 0 and p.reserve == 4


def test_game_end__reserve_qi_can_still_be_placed_after_the_board_is_empty():
    # docs/rulings.md 15: "The 4 beside the board are used only once the board is empty."
    game = at_first_turn(players=2, seed=25)
    st = game.state
    seat = game.pending.seat
    p = st.players[seat]
    leave_board_qi(st, seat, 0)
    trigger_game_end(st, seat, "board_empty", [])  # as the emptying placement did
    clear_monsters(game)
    tile = outside_tile(game, 0)
    put_yao(game, tile, "wangliang")
    strike_and_win(game, steps_card(st, seat), tile)
    assert game.pending.kind == "frontier"
    space = game.legal_actions()[0].option
    events = game.apply(Choose(space))
    assert QiPlaced(seat, space, RESERVE) in events
    assert st.space_qi[space] == seat
    assert p.reserve == 3


def test_game_end__after_the_end_there_is_nothing_left_to_decide():
    game = at_first_turn(players=2, seed=26)
    trigger_board_empty(game)
    events = play_out(game)
    ended = [e for e in events if isinstance(e, GameEnded)]
    assert len(ended) == 1
    assert game.over and game.state.over
    assert game.pending.kind == "over" and game.pending.seat == -1
    assert game.legal_actions() == []
    before = game.state.to_dict()
    with pytest.raises(IllegalAction) as info:
        game.apply(Rest())
    assert info.value.reason.why is Why.GAME_OVER
    assert "over" in refusal_text(info.value.reason).lower()
    assert game.state.to_dict() == before
    o = game.state.outcome
    scores, winners, reason = o.scores, o.winners, o.ending
    assert scores == ended[0].scores and winners == ended[0].winners and reason == "board_empty"


# --- the Nian beast's three forms -----------------------------------------------------------------


def nian_on_outside_tile(game: Game, form: int) -> int:
    """Move the Nian beast, as `form`, to an outside plains tile the first Lion can reach."""
    st = game.state
    clear_monsters(game)
    tile = outside_tile(game, 0)
    st.nian_form = form
    st.nian_tile = tile
    seat = game.pending.seat
    st.players[(seat + 1) % st.n].nian_cards = list(range(1, form))  # earlier forms were beaten
    return tile


def test_game_end__defeating_the_third_taotie_form_ends_the_game():
    game = at_first_turn(players=2, seed=27)
    st = game.state
    seat = game.pending.seat
    tile = nian_on_outside_tile(game, 3)
    events = strike_and_win(game, steps_card(st, seat), tile)
    assert NianDefeated(seat, 3, tile) in events
    assert FinalRound(seat, "nian_defeated") in events
    assert st.nian_form == 0 and st.players[seat].nian_cards == [3]
    assert st.first_player == seat
    events = take_frontier(game)
    assert not any(isinstance(e, NianSpawned) for e in events)  # no fourth form
    events += finish_turn(game)
    assert [e.seat for e in events if isinstance(e, TurnStarted)] == [1 - seat]
    events += play_out(game)
    assert isinstance(events[-1], GameEnded) and events[-1].reason == "nian_defeated"
    assert game.pending.kind == "over"


def test_battle_victory__nian_form_one_gives_its_card_and_form_two_spawns_next_to_the_lion():
    game = at_first_turn(players=2, seed=28)
    st = game.state
    seat = game.pending.seat
    tile = nian_on_outside_tile(game, 1)
    events = strike_and_win(game, steps_card(st, seat), tile)
    assert NianDefeated(seat, 1, tile) in events
    assert st.players[seat].nian_cards == [1]
    assert st.end_trigger == -1  # two forms still to come
    take_frontier(game)
    assert game.pending.kind == "spawn_nian" and game.pending.seat == seat
    options = {a.option for a in game.legal_actions()}
    free = {t for t in st.village.neighbours[tile] if st.monster_at[t] < 0}
    assert options == free and options
    spot = min(options)
    events = game.apply(Choose(spot))
    assert NianSpawned(2, spot) in events
    assert st.nian_form == 2 and st.nian_tile == spot


def test_battle_victory__nian_form_two_follows_its_card_a_yao_then_scorched_earth_on_yao_tiles():
    # Taotie form two: "When it spawns, draw 1 Yao monster and place it on a tile adjacent to the
    # Taotie, then place 2 Scorched Earth tokens on tiles with Yao monsters."  docs/rulings.md 27:
    # nearest the beast first, while tokens last.
    game = at_first_turn(players=4, seed=29)
    st = game.state
    seat = game.pending.seat
    tile = nian_on_outside_tile(game, 1)
    strike_and_win(game, steps_card(st, seat), tile)
    take_frontier(game)
    spot = min(a.option for a in game.legal_actions())
    game.apply(Choose(spot))
    card = st.catalogue.taotie[1]
    assert (card.spawn_yao, card.spawn_scorched) == (1, 2)
    assert game.pending.kind == "spawn_yao"
    options = [a.option for a in game.legal_actions()]
    assert options and all(t in st.village.neighbours[spot] for t in options)
    # two more Yao monsters already on the map: one two tiles from the Taotie, one farther away
    v = st.village
    dist = {
        t: hexgrid.distance(v.coords[t], v.coords[spot])
        for t in range(len(v))
        if t not in (spot, tile) and st.monster_at[t] < 0
    }
    near = min(t for t, d in dist.items() if d == 2)
    far = max(dist, key=lambda t: (dist[t], -t))
    assert dist[far] >= 3
    put_yao(game, near)
    put_yao(game, far)
    game.refresh()
    yao_tile = options[0]
    supply = st.scorched_supply
    events = game.apply(Choose(yao_tile))
    assert any(isinstance(e, MonsterSpawned) and e.tile == yao_tile for e in events)
    scorched = [e.tile for e in events if isinstance(e, ScorchedEarthPlaced)]
    assert sorted(scorched) == sorted([yao_tile, near])
    assert st.scorched_at[far] == 0 and st.scorched_at[tile] == 0
    assert st.scorched_supply == supply - 2
    # the spawned Yao monster was placed before the Scorched Earth
    first_scorch = next(i for i, e in enumerate(events) if isinstance(e, ScorchedEarthPlaced))
    first_yao = next(i for i, e in enumerate(events) if isinstance(e, MonsterSpawned))
    assert first_yao < first_scorch


def test_battle_victory__a_victory_on_a_scorched_tile_takes_its_scorched_earth():
    game = at_first_turn(players=2, seed=30)
    st = game.state
    seat = game.pending.seat
    clear_monsters(game)
    tile = outside_tile(game, 0)
    put_yao(game, tile, "wangliang")
    st.scorched_supply -= 1
    st.scorched_at[tile] = 1
    events = strike_and_win(game, steps_card(st, seat), tile)
    assert ScorchedEarthTaken(seat, tile) in events
    assert st.players[seat].scorched == 1 and st.scorched_at[tile] == 0


def test_perform__a_scorched_tiles_printed_actions_cannot_be_performed():
    game = at_first_turn(players=2, seed=31)
    st = game.state
    seat = game.pending.seat
    clear_monsters(game)
    tile = next(
        t
        for t in range(len(st.village))
        if st.village.outside[t]
        and st.village.levels[t] == 0
        and t != st.nian_tile
        and st.catalogue.terrain[st.tile_cards[t]].actions
    )
    st.scorched_supply -= 1
    st.scorched_at[tile] = 1
    strike_to(game, steps_card(st, seat), 0, tile)
    assert game.pending.kind == "perform"
    items = [a.item for a in game.legal_actions() if isinstance(a, Perform)]
    assert not any(item[0] == "tile" for item in items)


def test_battle_victory__nian_form_three_follows_its_card_a_yao_and_no_scorched_earth():
    game = at_first_turn(players=4, seed=32)
    st = game.state
    seat = game.pending.seat
    tile = nian_on_outside_tile(game, 2)
    events = strike_and_win(game, steps_card(st, seat), tile)
    assert NianDefeated(seat, 2, tile) in events
    assert st.players[seat].nian_cards == [2]
    assert st.end_trigger == -1
    take_frontier(game)
    assert game.pending.kind == "spawn_nian"
    spot = min(a.option for a in game.legal_actions())
    assert spot in st.village.neighbours[tile]
    events = game.apply(Choose(spot))
    assert NianSpawned(3, spot) in events and st.nian_form == 3
    assert game.pending.kind == "spawn_yao"  # form three's card: 1 Yao monster next to it
    options = [a.option for a in game.legal_actions()]
    assert options and all(t in st.village.neighbours[spot] for t in options)
    supply = st.scorched_supply
    events = game.apply(Choose(options[0]))
    assert st.monster_at[options[0]] >= 0
    assert not any(isinstance(e, ScorchedEarthPlaced) for e in events)
    assert st.scorched_supply == supply


def test_battle_victory__rulebook_example_silverspike_places_the_nian_in_the_third_section():
    """ "Silverspike places the defeated Nian beast token and 1 Qi token in the third section. They
    may gain 3 Red Paper or purchase 1 Bamboo Slips." """
    game = at_first_turn(players=2, seed=30)
    st = game.state
    cat = st.catalogue
    seat = game.pending.seat
    tile = nian_on_outside_tile(game, 1)
    strike_and_win(game, steps_card(st, seat), tile)
    assert game.pending.kind == "frontier"
    offered = [a.option for a in game.legal_actions()]
    assert offered and all(cat.spaces[s].group == "taotie" for s in offered)  # the third section
    space = next(
        s
        for s in offered
        if [(e.gain, e.perform) for e in cat.spaces[s].reward]
        == [((("red_paper", 3),), ()), ((), ("purchase_slip",))]
    )
    red_before = st.players[seat].red_paper
    game.apply(Choose(space))
    while game.pending.kind == "qi_from":
        game.apply(game.legal_actions()[0])
    assert st.space_qi[space] == seat and st.space_token[space] == -1  # form one's token (-form)
    assert game.pending.kind == "reward"
    assert [a.option for a in game.legal_actions()] == [0, 1]  # 3 Red Paper, or a Bamboo Slips
    game.apply(Choose(0))
    assert st.players[seat].red_paper == red_before + 3
