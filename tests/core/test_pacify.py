"""Rulebook, "Perform: Pacifying the Land".

    Your chosen Lion this turn must end their leap on a Terrain tile with a Yao monster.

    Choose and place 1 Qi Energy from anywhere on your character board onto an available Yao monster
    space of the same type, namely Wangliang (first section) or Zhujian (second section).

    The Nian beast (third section) cannot be pacified and can only be defeated through Battle.

    Spend the indicated resources, both the resources on the space itself and the pacifying cost,
    namely 1 Bamboo for Wangliang or 2 Bamboo for Zhujian.

    Place the Yao monster next to your Qi Energy, indicating it has been pacified.

    Spawn a new Yao monster by drawing the top token from the stack. Place it on any adjacent Terrain
    tile to your Lion. There cannot be two Yao monsters, including the Nian beast, on the same
    Terrain tile.

    Example: Jadebrow ends their leap on a Terrain tile with a Wangliang monster. Jadebrow spends 2
    Bamboo (chosen monster space) and 1 Bamboo (pacifying cost) to pacify the Wangliang, placing both
    1 Qi Energy and the Wangliang onto the monster space. They finally draw a new Yao monster
    (Zhujian) and place it adjacent, choosing the plains just below.

"Battle: Victory": Spawned ... Yao monsters can be placed on a Terrain tile with another Lion.
docs/rulings.md 25: Pacifying needs a real space (never the overflow space).
"""

from __future__ import annotations

import pytest

from game.core import hexgrid
from game.core.actions import Choose, EndPerform, Leap
from game.core.catalogue import default_catalogue
from game.core.events import (
    BattleResolved,
    DiceRolled,
    MonsterRemoved,
    MonsterSpawned,
    QiPlaced,
    ResourcesChanged,
    ScorchedEarthTaken,
)
from game.core.reasons import Because, Cause

from .helpers import put_yao
from .perform_helpers import (
    answer_qi_from,
    choices,
    find_card,
    free_tile,
    items,
    lion_named,
    move_nian,
    new_game,
    of,
    only_performs,
    perform,
    quiet_lion,
    resources,
    set_lion,
    set_resources,
    strike,
)

CAT = default_catalogue()
PACIFY_BAMBOO = {"wangliang": 1, "zhujian": 2}  # the rulebook's pacifying cost


def frontier_spaces(kind: str, players: int = 2) -> list[int]:
    return [
        s
        for s in CAT.spaces_in("frontier", kind)
        if CAT.spaces[s].players <= players and not CAT.spaces[s].overflow
    ]


def _pacify_card(card) -> bool:
    return any(only_performs(e, "pacify") for e in card.drum)


def pacify_turn(game, seat, monster: str | None, *, onto_nian: bool = False, lion=None):
    """Strike a card whose Drum box is "Perform Pacifying the Land" and end the leap on the
    reachable tile with the most neighbours, holding a `monster` (or the Nian beast).
    Returns (tile, token, pacify item)."""
    if lion is None:
        quiet_lion(game, seat)
    else:
        set_lion(game, seat, 0, lion)
    card = find_card(game, _pacify_card)
    set_resources(game, seat, bamboo=1)  # the card's extra steps
    strike(game, card)
    st = game.state
    reachable = [a.tile for a in game.legal_actions() if isinstance(a, Leap)]
    target = max(
        (t for t in reachable if free_tile(game, t)),
        key=lambda t: (len(st.village.neighbours[t]), -t),
    )
    token = -1
    if onto_nian:
        move_nian(game, target)
    elif monster:
        token = put_yao(game, target, monster)
    game.apply(Leap(target))
    assert game.pending.kind == "perform"
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if only_performs(e, "pacify"))
    return target, token, ("drum", box)


def rich(game, seat) -> None:
    set_resources(game, seat, coins=9, bamboo=9, red_paper=9, jade=9)
    game.refresh()


# --- when it may be performed ---------------------------------------------------------------------


@pytest.mark.parametrize("monster", ["wangliang", "zhujian"])
def test_pacify__offered_when_the_lion_ends_on_a_yao_monster(monster):
    game, seat = new_game()
    _, _, item = pacify_turn(game, seat, monster)
    rich(game, seat)
    assert item in items(game)


def test_pacify__not_offered_on_a_tile_without_a_monster():
    game, seat = new_game()
    _, _, item = pacify_turn(game, seat, None)
    rich(game, seat)
    assert item not in items(game)


def test_pacify__the_nian_beast_cannot_be_pacified():
    game, seat = new_game()
    _, _, item = pacify_turn(game, seat, None, onto_nian=True)
    rich(game, seat)
    assert item not in items(game)


def test_pacify__monsters_on_neighbouring_tiles_do_not_count():
    game, seat = new_game()
    quiet_lion(game, seat)
    st = game.state
    set_resources(game, seat, bamboo=1)
    strike(game, find_card(game, _pacify_card))
    reachable = [a.tile for a in game.legal_actions() if isinstance(a, Leap)]
    end = next(t for t in reachable if free_tile(game, t))
    for t in st.village.neighbours[end]:  # monsters all around, none where the Lion ends
        if free_tile(game, t):
            put_yao(game, t, "wangliang")
    game.apply(Leap(end))
    rich(game, seat)
    assert not any(_is_pacify(game, i) for i in items(game))


def _is_pacify(game, item) -> bool:
    return item[0] == "drum" and only_performs(
        CAT.cards[game.state.turn.card].drum[item[1]], "pacify"
    )


# --- cost, Qi Energy and token --------------------------------------------------------------------


@pytest.mark.parametrize(
    ("monster", "space"),
    [(kind, s) for kind in ("wangliang", "zhujian") for s in frontier_spaces(kind)],
)
def test_pacify__spend_the_space_cost_plus_the_pacifying_bamboo(monster, space):
    game, seat = new_game()
    tile, token, item = pacify_turn(game, seat, monster)
    rich(game, seat)
    perform(game, item)
    assert game.pending.kind == "pacify"
    # only spaces of the monster's own type, never the overflow space
    assert set(choices(game)) == set(frontier_spaces(monster))
    before = resources(game, seat)
    events = game.apply(Choose(space))
    events += answer_qi_from(game)
    cost = dict(CAT.spaces[space].cost)
    cost["bamboo"] = cost.get("bamboo", 0) + PACIFY_BAMBOO[monster]
    spent = {k: before[k] - n for k, n in resources(game, seat).items() if before[k] != n}
    assert spent == cost
    assert of(events, ResourcesChanged)[0].changes == tuple((k, -n) for k, n in cost.items())
    st = game.state
    assert st.space_qi[space] == seat and st.space_token[space] == token
    assert CAT.spaces[space].group == CAT.yao[token].kind == monster
    assert MonsterRemoved(token, tile, Because(Cause.PACIFIED)) in events
    assert any(isinstance(e, QiPlaced) and e.space == space for e in events)


@pytest.mark.parametrize("monster", ["wangliang", "zhujian"])
def test_pacify__a_space_you_cannot_pay_for_is_not_offered(monster):
    game, seat = new_game()
    _, _, item = pacify_turn(game, seat, monster)
    cheapest = min(frontier_spaces(monster), key=lambda s: sum(n for _, n in CAT.spaces[s].cost))
    cost = dict(CAT.spaces[cheapest].cost)
    # exactly the space's printed cost, without the pacifying Bamboo
    set_resources(game, seat, **cost)
    game.refresh()
    if item in items(game):
        perform(game, item)
        assert cheapest not in choices(game)
    cost["bamboo"] = cost.get("bamboo", 0) + PACIFY_BAMBOO[monster]
    set_resources(game, seat, **cost)
    game.refresh()
    perform(game, item)
    assert cheapest in choices(game)


def test_pacify__the_monster_leaves_the_map_and_there_is_no_battle():
    game, seat = new_game()
    tile, token, item = pacify_turn(game, seat, "wangliang")
    rich(game, seat)
    perform(game, item)
    game.apply(Choose(choices(game)[0]))
    answer_qi_from(game)
    game.apply(Choose(choices(game)[0]))  # the new Yao monster goes next to the Lion
    st = game.state
    assert st.monster_at[tile] == -1
    assert token not in st.monster_at
    events = game.apply(EndPerform())
    assert not of(events, DiceRolled) and not of(events, BattleResolved)
    assert st.players[seat].lion_tile[0] == tile
    assert game.pending.kind == "cleanup"


def test_pacify__new_yao_from_the_top_of_the_stack_goes_next_to_the_lion_never_on_another_monster():
    game, seat = new_game()
    tile, _, item = pacify_turn(game, seat, "wangliang")
    st = game.state
    around = sorted(st.village.neighbours[tile])
    assert len(around) >= 3
    with_yao, with_nian, with_lion = around[:3]
    put_yao(game, with_yao, "zhujian")
    move_nian(game, with_nian)
    other = 1 - seat
    st.players[other].lion_tile[0] = with_lion
    rich(game, seat)
    top = st.monster_stack[-1]
    perform(game, item)
    game.apply(Choose(choices(game)[0]))
    answer_qi_from(game)
    assert game.pending.kind == "spawn_yao"
    offered = set(choices(game))
    assert offered == set(around) - {with_yao, with_nian}
    assert with_lion in offered  # a tile with a Lion is fine
    events = game.apply(Choose(with_lion))
    assert MonsterSpawned(top, with_lion) in events
    assert st.monster_at[with_lion] == top and st.monster_stack[-1] != top
    assert st.players[other].lion_tile[0] == with_lion  # that Lion stays, sharing the tile


def test_pacify__rulebook_example_jadebrow_spends_2_plus_1_bamboo_and_a_zhujian_spawns_adjacent():
    game, seat = new_game()
    jadebrow = lion_named(game, "Jadebrow")
    tile, token, item = pacify_turn(game, seat, "wangliang", lion=jadebrow)
    st = game.state
    # "They finally draw a new Yao monster (Zhujian)": a Zhujian on top of the stack
    zhujian = next(t for t in st.monster_stack if CAT.yao[t].kind == "zhujian")
    st.monster_stack.remove(zhujian)
    st.monster_stack.append(zhujian)
    # "Jadebrow spends 2 Bamboo (chosen monster space) and 1 Bamboo (pacifying cost)"
    space = next(s for s in frontier_spaces("wangliang") if CAT.spaces[s].cost == (("bamboo", 2),))
    set_resources(game, seat, bamboo=3)
    game.refresh()
    perform(game, item)
    assert space in choices(game)
    events = game.apply(Choose(space))
    events += answer_qi_from(game)
    assert ResourcesChanged(seat, (("bamboo", -3),), Because(Cause.PACIFY, "wangliang")) in events
    assert resources(game, seat)["bamboo"] == 0
    # "placing both 1 Qi Energy and the Wangliang onto the monster space"
    assert st.space_qi[space] == seat and st.space_token[space] == token
    assert game.pending.kind == "spawn_yao"
    offered = choices(game)
    assert offered and set(offered) <= set(st.village.neighbours[tile])
    levels = st.village.levels
    below = next((t for t in offered if levels[t] == 0), offered[0])  # "choosing the plains"
    events = game.apply(Choose(below))
    assert MonsterSpawned(zhujian, below) in events
    assert CAT.yao[st.monster_at[below]].kind == "zhujian"
    assert game.pending.kind == "perform"


def test_pacify__on_a_scorched_tile_the_player_takes_the_scorched_earth():
    """docs/rulings.md 27: the player who ... pacifies on a scorched tile takes its token."""
    game, seat = new_game()
    tile, _, item = pacify_turn(game, seat, "wangliang")
    st = game.state
    st.scorched_at[tile] = 1
    st.scorched_supply -= 1
    rich(game, seat)
    perform(game, item)
    events = game.apply(Choose(choices(game)[0]))
    assert ScorchedEarthTaken(seat, tile) in events
    assert st.players[seat].scorched == 1 and st.scorched_at[tile] == 0


def test_pacify__needs_a_real_space_never_the_overflow_space():
    """docs/rulings.md 25: Pacifying needs a real space."""
    game, seat = new_game()
    _, _, item = pacify_turn(game, seat, "wangliang")
    st = game.state
    for s in frontier_spaces("wangliang"):
        st.space_qi[s] = 1 - seat
    rich(game, seat)
    assert item not in items(game)


def test_pacify__with_every_neighbour_taken_the_new_yao_goes_to_the_nearest_free_tile():
    """docs/rulings.md 23: no free tile beside the Lion: the nearest free tile."""
    game, seat = new_game()
    tile, _, item = pacify_turn(game, seat, "wangliang")
    st = game.state
    v = st.village
    for t in v.neighbours[tile]:
        if free_tile(game, t):
            put_yao(game, t, "zhujian")
    rich(game, seat)
    perform(game, item)
    game.apply(Choose(choices(game)[0]))
    answer_qi_from(game)
    assert game.pending.kind == "spawn_yao"
    offered = set(choices(game))
    free = [t for t in range(len(v)) if t != tile and free_tile(game, t)]
    nearest = min(hexgrid.distance(v.coords[t], v.coords[tile]) for t in free)
    assert nearest >= 2
    assert offered == {t for t in free if hexgrid.distance(v.coords[t], v.coords[tile]) == nearest}
