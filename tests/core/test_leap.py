"""Rulebook, "Player Turn: Drum", "2. Leap".

    The chosen Lion must leap to and end on a different Terrain tile from where it started.  It may end
    on any adjacent or farther away tile (except for a tile that already has any player's Lion) as long
    as it has the required number of available steps for each leap:
    1 step ... same level, ... any level lower, or one that has any player's Lion -- including yours --
    regardless of level.  2 steps ... one level higher.  3 steps ... two levels higher.

Levels: plains 0, highlands 1, mountains 2.  Most tests build a small map with `Village.build` and ask
`leap.routes` directly; the rulebook's worked examples and the "rare case" run through a real `Game`.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Config, Game, hexgrid, leap
from game.core.actions import Leap, Rest, Skip, Strike
from game.core.events import LionLeapt, LionReturned, ResourcesChanged
from game.core.reasons import Because, Cause
from game.core.state import NO_TILE
from game.core.village import Village

P, H, M = 0, 1, 2  # plains, highlands, mountains
BOARD = leap.BOARD


def line(*levels: int) -> Village:
    """Tiles in a straight row, tile i at hex (i, 0): tile i touches only tiles i - 1 and i + 1."""
    return Village.build([(i, 0) for i in range(len(levels))], list(levels))


def reach(village: Village, start: int, max_steps: int, lions=frozenset()) -> dict[int, int]:
    """Destination tile -> step cost of its route."""
    return {t: r.cost for t, r in leap.routes(village, start, set(lions), max_steps).items()}


def rule_cost(from_level: int, to_level: int, has_lion: bool) -> int:
    """The hop cost as the rulebook states it (written here independently of the engine)."""
    if has_lion:
        return 1
    if to_level <= from_level:
        return 1
    if to_level == from_level + 1:
        return 2
    assert to_level == from_level + 2
    return 3


# --- 1, 2 and 3 steps -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("from_level", "to_level"), [(P, P), (H, H), (M, M), (H, P), (M, P), (M, H)]
)
def test_leap__one_step_to_same_level_or_lower(from_level, to_level):
    v = line(from_level, to_level)
    assert reach(v, 0, 1) == {1: 1}
    assert reach(v, 0, 0) == {}


@pytest.mark.parametrize(("from_level", "to_level"), [(P, H), (H, M)])
def test_leap__two_steps_to_one_level_higher(from_level, to_level):
    v = line(from_level, to_level)
    assert reach(v, 0, 1) == {}
    assert reach(v, 0, 2) == {1: 2}
    assert reach(v, 0, 9) == {1: 2}


def test_leap__three_steps_to_two_levels_higher():
    v = line(P, M)
    assert reach(v, 0, 2) == {}
    assert reach(v, 0, 3) == {1: 3}
    assert reach(v, 0, 9) == {1: 3}


def test_leap__steps_add_up_over_several_hops():
    # plains -> highlands (2) -> mountains (2) -> plains (1) -> highlands (2)
    v = line(P, H, M, P, H)
    assert reach(v, 0, 7) == {1: 2, 2: 4, 3: 5, 4: 7}
    assert reach(v, 0, 6) == {1: 2, 2: 4, 3: 5}
    # and back the other way: highlands -> plains (1) -> mountains (3) -> highlands (1) -> plains (1)
    assert reach(v, 4, 9) == {3: 1, 2: 4, 1: 5, 0: 6}


@pytest.mark.parametrize("lion_level", [P, H, M])
def test_leap__one_step_onto_a_tile_with_any_lion_regardless_of_level(lion_level):
    v = line(P, lion_level, P)
    found = leap.routes(v, 0, {1}, 2)
    assert set(found) == {2}
    assert found[2].path == (1, 2)
    assert found[2].costs == (1, 1)
    assert found[2].cost == 2


def test_leap__the_hop_after_a_lion_counts_from_the_lions_tile():
    # over a Lion on the mountains, then down to plains: 1 (onto the Lion) + 1 (lower)
    v = line(P, M, P)
    assert reach(v, 0, 2, {1}) == {2: 2}
    # without the Lion: 3 + 1
    assert reach(v, 0, 4) == {1: 3, 2: 4}
    # over a Lion on plains, up to mountains: 1 + 3
    v = line(P, P, M)
    assert reach(v, 0, 4, {1}) == {2: 4}
    assert reach(v, 0, 3, {1}) == {}


def test_leap__may_pass_over_a_lion_but_not_end_on_it():
    v = line(P, P, P)
    found = leap.routes(v, 0, {1}, 9)
    assert 1 not in found
    assert found[2].path == (1, 2)
    # a single neighbour that holds a Lion: nowhere to end
    assert leap.routes(line(P, P), 0, {1}, 9) == {}
    # over two Lions in a row
    v = line(H, M, M, P)
    found = leap.routes(v, 0, {1, 2}, 3)
    assert set(found) == {3}
    assert found[3].costs == (1, 1, 1)


def test_leap__must_end_on_a_different_tile():
    assert leap.routes(line(P), 0, set(), 9) == {}
    # a triangle: the Lion could walk back to its start, but may not end there
    v = Village.build([(0, 0), (1, 0), (0, 1)], [P, P, P])
    found = leap.routes(v, 0, set(), 9)
    assert set(found) == {1, 2}
    assert all(0 not in r.path for r in found.values())


def test_leap__zero_steps_go_nowhere():
    assert leap.routes(line(P, P), 0, set(), 0) == {}
    assert leap.routes(line(P, P), BOARD, set(), 0) == {}


# --- from the player board ------------------------------------------------------------------------


def hexagon(centre_level: int, ring_levels: list[int]) -> Village:
    """Tile 0 in the middle (not on the outside), tiles 1-6 around it (all on the outside)."""
    coords = [(0, 0), *hexgrid.neighbours((0, 0))]
    return Village.build(coords, [centre_level, *ring_levels])


def test_leap__from_player_board_outside_tiles_cost_by_level():
    """The board counts as plains: 1 step to outside plains, 2 to highlands, 3 to mountains."""
    v = hexagon(P, [P, H, M, P, H, M])
    assert v.outside == (False, True, True, True, True, True, True)
    found = leap.routes(v, BOARD, set(), 3)
    for t in range(1, 7):
        assert found[t].path == (t,), t  # straight from the board onto each outside tile
        assert found[t].cost == rule_cost(P, v.levels[t], False)
    assert reach(v, BOARD, 1) == {1: 1, 4: 1}
    assert reach(v, BOARD, 2) == {1: 1, 4: 1, 2: 2, 5: 2, 0: 2}


def test_leap__from_player_board_interior_tiles_are_not_adjacent_to_the_board():
    v = hexagon(P, [P] * 6)
    assert 0 not in reach(v, BOARD, 1)  # plains, but in the middle of the map
    found = leap.routes(v, BOARD, set(), 2)
    assert found[0].cost == 2
    assert len(found[0].path) == 2  # in over an outside tile
    assert v.outside[found[0].path[0]]


def test_leap__from_player_board_an_enclosed_gap_is_not_the_outside():
    # a thick ring around an empty hex: the inner tiles touch the gap but not the table
    inner = list(hexgrid.neighbours((0, 0)))
    outer = sorted(
        {n for h in inner for n in hexgrid.neighbours(h)} - set(inner) - {(0, 0)},
    )
    v = Village.build(inner + outer, [P] * (len(inner) + len(outer)))
    found = leap.routes(v, BOARD, set(), 1)
    assert set(found) == set(range(len(inner), len(inner) + len(outer)))


def test_leap__from_player_board_outside_lion_tile_costs_one_but_cannot_be_ended_on():
    v = hexagon(P, [M, P, P, P, P, P])
    found = leap.routes(v, BOARD, {1}, 9)
    assert 1 not in found
    # in over the Lion on the outside mountains (1), then to the centre plains (1) or on to the
    # mountains either side of it (1, same level); every other tile is 3 steps from the board
    v = hexagon(P, [M] * 6)
    found = leap.routes(v, BOARD, {1}, 2)
    assert set(found) == {0, 2, 6}
    assert found[0].path == (1, 0)
    assert found[0].costs == (1, 1)


def test_leap__ruling_10_a_lion_on_the_map_never_passes_back_through_the_board():
    # two outside plains tiles far apart: 1 step each from the board, but not 2 from one another
    v = line(P, M, M, M, P)
    assert 4 not in reach(v, 0, 2)


# --- monsters, and the cheapest path --------------------------------------------------------------


def test_leap__cheapest_path_is_given_with_each_hop_cost():
    #   S(0,0) plains, M(1,0) mountains, A(1,-1) and B(2,-1) plains, X(2,0) plains.
    #   S -> M -> X costs 3 + 1 = 4; S -> A -> B -> X costs 1 + 1 + 1 = 3: more hops, fewer steps.
    s, m, a, b, x = 0, 1, 2, 3, 4
    v = Village.build([(0, 0), (1, 0), (1, -1), (2, -1), (2, 0)], [P, M, P, P, P])
    found = leap.routes(v, s, set(), 9)
    assert found[x].path == (a, b, x)
    assert found[x].costs == (1, 1, 1)
    assert found[x].cost == 3
    assert found[m].path == (m,)
    assert found[m].costs == (3,)
    # a Lion on the mountains makes the short way the cheap way: 1 + 1
    found = leap.routes(v, s, {m}, 9)
    assert found[x].path == (m, x)
    assert found[x].costs == (1, 1)


def test_leap__each_hop_cost_follows_the_levels_on_the_way():
    v = line(P, H, M, H, P)
    found = leap.routes(v, 0, set(), 9)
    assert found[4].path == (1, 2, 3, 4)
    assert found[4].costs == (2, 2, 1, 1)
    assert found[4].cost == 6
    found = leap.routes(v, 2, set(), 9)
    assert found[0].costs == (1, 1)
    assert found[4].costs == (1, 1)


# --- property: random small connected maps against a brute-force search ---------------------------


@st.composite
def small_maps(draw):
    n = draw(st.integers(1, 8))
    coords = [(0, 0)]
    while len(coords) < n:
        frontier = sorted(
            {nb for c in coords for nb in hexgrid.neighbours(c)} - set(coords),
        )
        coords.append(draw(st.sampled_from(frontier)))
    levels = draw(st.lists(st.integers(0, 2), min_size=n, max_size=n))
    village = Village.build(coords, levels)
    start = draw(st.sampled_from([BOARD, *range(n)]))
    others = [t for t in range(n) if t != start]
    lions = draw(st.sets(st.sampled_from(others), max_size=3)) if others else set()
    max_steps = draw(st.integers(0, 9))
    return village, start, lions, max_steps


def brute_force(village: Village, start: int, lions: set[int]) -> dict[int, int]:
    """Cheapest step count to every tile, relaxing every hop until nothing improves."""
    n = len(village)
    inf = float("inf")
    best = [inf] * n
    if start == BOARD:
        for t in range(n):
            if village.outside[t]:
                best[t] = rule_cost(P, village.levels[t], t in lions)
    else:
        best[start] = 0
    changed = True
    while changed:
        changed = False
        for u in range(n):
            if best[u] == inf:
                continue
            for v in range(n):
                if hexgrid.distance(village.coords[u], village.coords[v]) != 1:
                    continue
                c = best[u] + rule_cost(village.levels[u], village.levels[v], v in lions)
                if c < best[v]:
                    best[v] = c
                    changed = True
    return {t: c for t, c in enumerate(best) if c != inf}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_maps())
def test_leap__routes_are_legal_and_cheapest_on_random_maps(case):
    village, start, lions, max_steps = case
    found = leap.routes(village, start, lions, max_steps)
    best = brute_force(village, start, lions)
    expected = {t for t, c in best.items() if c <= max_steps and t != start and t not in lions}
    assert set(found) == expected
    for tile, route in found.items():
        assert route.tile == tile
        assert route.path and route.path[-1] == tile
        assert len(route.costs) == len(route.path)
        assert route.cost == sum(route.costs)
        assert route.cost <= max_steps
        assert route.cost == best[tile]  # no cheaper way exists
        prev = start
        for hop, cost in zip(route.path, route.costs, strict=True):
            if prev == BOARD:
                assert village.outside[hop]
                from_level = P
            else:
                assert hexgrid.distance(village.coords[prev], village.coords[hop]) == 1
                from_level = village.levels[prev]
            assert cost == rule_cost(from_level, village.levels[hop], hop in lions)
            prev = hop


# --- through the engine: the rulebook's examples --------------------------------------------------


def card_where(game: Game, pred) -> int:
    cards = game.state.catalogue.cards
    return next(
        i
        for i, c in enumerate(cards)
        if not c.is_fear
        and pred(c)
        and not any(e.gains("steps") for e in c.jade)  # no bonus steps of its own
    )


def seat_one_strikes(
    layout: Village,
    card_pred,
    *,
    bamboo: int,
    start_tile: int,
    opponent_tile: int = NO_TILE,
    own_right_tile: int = NO_TILE,
    seed: int = 5,
):
    """A 2-player game on `layout`, at seat 1's first turn with one chosen card in hand.

    Seat 1's state is set while seat 0 is deciding its first turn; seat 0 then rests, so every
    choice seat 1 is offered is computed by the engine from that state.
    """
    game = Game(Config(players=2, seed=seed), layout=layout)
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    assert game.pending.seat == 0
    stt = game.state
    cat = stt.catalogue
    card = card_where(game, card_pred)
    you, them = stt.players[1], stt.players[0]
    in_use = {them.lion[0], you.lion[0]}
    stepless = [i for i, lion in enumerate(cat.lions) if lion.steps == 0 and i not in in_use]
    you.lion[0] = stepless[0]  # a Lion that adds no steps, so the card's steps are all there is
    you.lion_tile[0] = start_tile
    if own_right_tile != NO_TILE:
        you.lion[1] = stepless[1]
        you.lion_tile[1] = own_right_tile
        you.summoned = True
    you.hand = [card]
    you.bamboo = bamboo
    them.lion_tile[0] = opponent_tile
    game.apply(Rest())
    while game.pending.kind != "turn":
        game.apply(Skip())
    assert game.pending.seat == 1
    strike = Strike(card, 0)
    assert strike in game.legal_actions()
    return game, strike


def offered(game: Game) -> set[int]:
    return {a.tile for a in game.legal_actions() if isinstance(a, Leap)}


def leapt(events) -> LionLeapt:
    (ev,) = [e for e in events if isinstance(e, LionLeapt)]
    return ev


def one_step_up_to_three_for_bamboo(card) -> bool:
    return card.steps == 1 and card.bamboo_steps == 2


# Five plains in a row, then highlands and mountains: from tile 0, tile k costs k steps (k <= 4).
PLAINS_ROW = line(P, P, P, P, P, H, M)


def test_leap__example_drum_card_1_step_up_to_3_for_bamboo_shows_1_2_and_3_steps():
    """ "A Drum card providing 1 step and up to 3 steps for 1 Bamboo shows 1 step, 2 steps, and
    3 steps." """
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=5, start_tile=0
    )
    game.apply(strike)
    assert game.pending.kind == "leap"
    assert offered(game) == {1, 2, 3}  # 1, 2 and 3 steps away; 4 steps is too far


def test_leap__example_drum_card_without_bamboo_gives_only_its_1_step():
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=0, start_tile=0
    )
    game.apply(strike)
    assert offered(game) == {1}
    ev = leapt(game.apply(Leap(1)))
    assert ev.bamboo_spent == 0
    assert ev.path == (1,)
    assert game.state.players[1].bamboo == 0


def test_leap__example_a_leap_within_the_cards_own_steps_spends_no_bamboo():
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=5, start_tile=0
    )
    game.apply(strike)
    events = game.apply(Leap(1))
    assert leapt(events).bamboo_spent == 0
    assert not [e for e in events if isinstance(e, ResourcesChanged)]
    assert game.state.players[1].bamboo == 5


def test_leap__example_two_steps_for_1_bamboo():
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=5, start_tile=0
    )
    game.apply(strike)
    ev = leapt(game.apply(Leap(2)))
    assert ev.path == (1, 2)
    assert ev.costs == (1, 1)
    assert ev.tiers == ((P, P), (P, P))
    assert ev.bamboo_spent == 1
    assert game.state.players[1].bamboo == 4


def test_leap__example_up_to_3_steps_for_1_bamboo_spends_only_1_bamboo():
    """ "up to 3 steps for 1 Bamboo": the third step is bought by the same single Bamboo."""
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=5, start_tile=0
    )
    game.apply(strike)
    ev = leapt(game.apply(Leap(3)))
    assert ev.path == (1, 2, 3)
    assert ev.costs == (1, 1, 1)
    assert ev.bamboo_spent == 1
    assert game.state.players[1].bamboo == 4


def test_leap__example_up_to_3_steps_with_only_1_bamboo_in_hand():
    """With a single Bamboo the card still reaches 3 steps ("up to 3 steps for 1 Bamboo")."""
    game, strike = seat_one_strikes(
        PLAINS_ROW, one_step_up_to_three_for_bamboo, bamboo=1, start_tile=0
    )
    game.apply(strike)
    assert offered(game) == {1, 2, 3}
    ev = leapt(game.apply(Leap(3)))
    assert ev.bamboo_spent == 1
    assert ev.steps_available == 3
    assert game.state.players[1].bamboo == 0


def two_steps_no_bamboo(card) -> bool:
    return card.steps == 2 and card.bamboo_steps == 0


# Plains, mountains, plains, highlands in a row.  The other Lion stands on the mountains (tile 1).
OTHER_LION_ROW = line(P, M, P, H)


@pytest.mark.parametrize("whose", ["opponent", "own"])
def test_leap__example_the_tile_with_the_other_lion_only_requires_1_step_but_cannot_be_ended_on(
    whose,
):
    """ "Leaping to the Terrain tile with the other Lion only requires 1 step, but you cannot end
    on it." (any player's Lion, "including yours")."""
    where = {"opponent_tile": 1} if whose == "opponent" else {"own_right_tile": 1}
    game, strike = seat_one_strikes(
        OTHER_LION_ROW, two_steps_no_bamboo, bamboo=0, start_tile=0, **where
    )
    game.apply(strike)
    # 2 steps: onto the Lion's mountains for 1 (instead of 3), then down to plains for 1
    assert offered(game) == {2}
    ev = leapt(game.apply(Leap(2)))
    assert ev.path == (1, 2)
    assert ev.costs == (1, 1)
    assert ev.tiers == ((P, M), (M, P))
    assert ev.bamboo_spent == 0
    assert game.state.players[1].lion_tile[0] == 2


def test_leap__without_the_other_lion_the_mountains_cost_3():
    game, strike = seat_one_strikes(OTHER_LION_ROW, two_steps_no_bamboo, bamboo=0, start_tile=0)
    game.apply(strike)
    assert offered(game) == set()  # mountains 3 steps away, plains beyond it 4


def test_leap__passes_through_and_ends_on_monsters():
    # Hexes in a row: tile 1, tile 0, tile 2, tile 3, tile 4.  Setup puts the Nian beast on the first
    # placed plains (tile 0) and Yao monsters on the last placed plains (2), highlands (3) and
    # mountains (4).
    v = Village.build([(1, 0), (0, 0), (2, 0), (3, 0), (4, 0)], [P, P, P, H, M])
    game, strike = seat_one_strikes(v, two_steps_no_bamboo, bamboo=0, start_tile=1)
    stt = game.state
    assert stt.nian_tile == 0
    assert stt.monster_at[2] >= 0
    game.apply(strike)
    assert offered(game) == {0, 2}  # may end on the Nian beast, or pass through it to the Yao
    ev = leapt(game.apply(Leap(2)))
    assert ev.path == (0, 2)
    assert ev.costs == (1, 1)


def test_leap__rare_case_no_new_tile_in_reach_returns_the_lion_to_the_player_board():
    """ "In the rare case that the chosen Lion cannot leap to a new Terrain tile, the player still
    plays a Drum card as normal, but the Lion returns to the player board.  You may still perform
    any actions on the card." """
    # the Lion on plains between highlands (2 steps) and mountains (3 steps), with 1 step and no
    # Bamboo to buy more
    v = Village.build([(0, 0), (-1, 0), (1, 0)], [P, H, M])
    game, strike = seat_one_strikes(v, lambda c: c.steps == 1, bamboo=0, start_tile=0)
    events = game.apply(strike)
    you = game.state.players[1]
    assert not any(isinstance(a, Leap) for a in game.legal_actions())
    assert game.pending.kind != "leap"
    assert [e for e in events if isinstance(e, LionReturned)] == [
        LionReturned(1, 0, Because(Cause.NO_TILE_IN_REACH))
    ]
    assert not [e for e in events if isinstance(e, LionLeapt)]
    assert you.lion_tile[0] == NO_TILE
    assert strike.card in you.played[0]  # the Drum card is played as normal
    assert game.pending.kind == "perform"  # ...and its actions may still be performed
    assert game.pending.seat == 1
