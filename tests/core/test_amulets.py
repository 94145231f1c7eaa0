"""Rulebook, "Perform: Carving Jade Amulets".

    Choose and place 1 Qi Energy token from anywhere on your character board onto an available Jade
    Amulet space. Spend the indicated Jade to gain the Amulet ... Each player may only gain 1 of each
    Amulet. A Pendant is a free action that may be used one time each turn (including the turn it is
    gained).

    When Battling, gain 1 Strength dice.
    When Resting, gain any resources and perform any actions on the Terrain tile(s) which have your
    Lion(s). (This Amulet is the only one played outside of the Drum player action.)
    All played Drum cards require one less Tattoo Motif of any color to meet card requirements.
    Increases the limit of Drum cards that may be played next to both your Lions by 1 card.
    Perform any one Drum Box action of the Drum card played this turn twice.

    Spend 3 Jade, allowing you to place the 1 Qi Energy. May purchase 1 Bamboo Slips (must spend 2
    Bamboo).

docs/rulings.md 13: every carving may be followed by that optional purchase; 16: a requirement may
be short by one Motif of any colour.
"""

from __future__ import annotations

import pytest

from game.core.actions import Choose, EndPerform, Rest, Skip, Strike
from game.core.battle import lion_side
from game.core.catalogue import default_catalogue
from game.core.effects import MOTIF_COLOURS
from game.core.events import (
    AmuletGained,
    DiceRolled,
    DiceSource,
    QiPlaced,
    ResourcesChanged,
    SlipGained,
)
from game.core.reasons import Because, Cause
from game.core.turn import card_limit

from .helpers import put_yao
from .perform_helpers import (
    BLUE,
    GREEN,
    RED,
    answer_qi_from,
    choices,
    drum_turn,
    find_card,
    find_terrain,
    free_tile,
    items,
    layer,
    new_game,
    of,
    only_performs,
    perform,
    perform_tile_action,
    plain,
    quiet_card,
    quiet_lion,
    resource_gain,
    resources,
    second_lion,
    set_motifs,
    set_resources,
    set_terrain,
    take_card,
    terrain_of_gains,
    terrain_performing,
)

CAT = default_catalogue()


def kind(ability: str) -> int:
    return next(i for i, a in enumerate(CAT.amulets) if a.ability == ability)


def spaces_of(k: int, players: int = 2) -> set[int]:
    return {
        s for s in CAT.spaces_in("amulets", CAT.amulets[k].id) if CAT.spaces[s].players <= players
    }


def kind_of_space(space: int) -> int:
    return next(i for i, a in enumerate(CAT.amulets) if a.id == CAT.spaces[space].group)


def give_amulet(game, seat: int, ability: str) -> int:
    k = kind(ability)
    game.state.players[seat].amulets.append(k)
    game.state.amulet_supply[k] -= 1
    return k


def carve(**res):
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    perform_tile_action(game, terrain_performing(game, "amulet"), "amulet", **res)
    return game, seat


# --- carving --------------------------------------------------------------------------------------


def test_amulets__cost_is_spent_in_jade_and_a_qi_energy_is_placed():
    game, seat = carve(jade=3)
    assert game.pending.kind == "amulet"
    affordable = {k for k, a in enumerate(CAT.amulets) if a.cost <= 3}
    assert {kind_of_space(s) for s in choices(game)} == affordable
    assert set(choices(game)) == set().union(*(spaces_of(k) for k in affordable))
    k = next(k for k in affordable if CAT.amulets[k].cost == 3)
    space = min(spaces_of(k))
    events = game.apply(Choose(space))
    events += answer_qi_from(game)
    assert AmuletGained(seat, k) in events
    assert (
        ResourcesChanged(seat, (("jade", -3),), Because(Cause.CARVE, CAT.amulets[k].name)) in events
    )
    assert of(events, QiPlaced)[0].space == space
    p = game.state.players[seat]
    assert p.amulets == [k] and p.jade == 0 and game.state.space_qi[space] == seat


def test_amulets__not_offered_without_the_jade_for_the_cheapest_amulet():
    game, seat = new_game()
    quiet_lion(game, seat)
    terrain = terrain_performing(game, "amulet")
    index = next(
        i for i, a in enumerate(CAT.terrain[terrain].actions) if only_performs(a, "amulet")
    )
    drum_turn(game, quiet_card(game), terrain=terrain)
    cheapest = min(a.cost for a in CAT.amulets)
    set_resources(game, seat, jade=cheapest - 1)
    game.refresh()
    assert ("tile", index) not in items(game)
    set_resources(game, seat, jade=cheapest)
    game.refresh()
    assert ("tile", index) in items(game)


def test_amulets__each_player_may_gain_only_one_of_each_amulet():
    game, seat = new_game()
    owned = give_amulet(game, seat, "strength_die")
    give_amulet(game, 1 - seat, "motif_discount")  # another player's amulet does not count
    quiet_lion(game, seat)
    perform_tile_action(game, terrain_performing(game, "amulet"), "amulet", jade=9)
    offered = {kind_of_space(s) for s in choices(game)}
    assert owned not in offered
    assert offered == set(range(len(CAT.amulets))) - {owned}


@pytest.mark.parametrize("bamboo", [2, 1])
def test_amulets__after_carving_may_purchase_bamboo_slips_for_2_bamboo(bamboo):
    """docs/rulings.md 13: every carving may be followed by the optional Bamboo Slips purchase."""
    game, seat = carve(jade=2, bamboo=bamboo)
    game.apply(Choose(min(choices(game))))
    answer_qi_from(game)
    p = game.state.players[seat]
    if bamboo < 2:
        assert game.pending.kind == "perform"  # nothing to pay with: no question
        return
    assert game.pending.kind == "purchase_slip"
    assert Skip() in game.legal_actions()  # "May purchase"
    slip = game.state.slip_row[0]
    events = game.apply(Choose(0))
    assert SlipGained(seat, slip) in events
    assert slip in p.slips and p.bamboo == 0


# --- the five amulets -----------------------------------------------------------------------------


def test_amulets__tiger_tooth_gains_1_strength_die_when_battling():
    game, seat = new_game()
    quiet_lion(game, seat)
    st = game.state
    target = next(
        t
        for t in range(len(st.village))
        if st.village.outside[t] and st.village.levels[t] == 0 and free_tile(game, t)
    )
    put_yao(game, target, "wangliang")
    drum_turn(game, quiet_card(game), where=lambda t: t == target)
    without = lion_side(st, seat, 0)
    give_amulet(game, seat, "strength_die")
    with_amulet = lion_side(st, seat, 0)
    assert with_amulet.strength == without.strength + 1
    assert (DiceSource.JADE_AMULET, 1) in with_amulet.sources
    events = game.apply(EndPerform())
    [rolled] = [e for e in of(events, DiceRolled) if e.side == "lion"]
    assert len(rolled.strength) == with_amulet.strength


def _lions_on_tiles(game, seat, terrains: tuple[int, int]) -> tuple[int, int]:
    st = game.state
    quiet_lion(game, seat)
    tiles = [t for t in range(len(st.village)) if free_tile(game, t)][:2]
    second_lion(game, seat, tile=tiles[1])
    st.players[seat].lion_tile[0] = tiles[0]
    for tile, terrain in zip(tiles, terrains, strict=True):
        set_terrain(game, tile, terrain)
    return tiles[0], tiles[1]


def test_amulets__resting_amulet_performs_the_terrain_tiles_your_lions_stand_on():
    game, seat = new_game()
    two_gains = terrain_of_gains(game)
    one_gain = find_terrain(game, lambda t: len(t.actions) == 1 and resource_gain(t.actions[0]))
    _lions_on_tiles(game, seat, (two_gains, one_gain))
    give_amulet(game, seat, "resting")
    set_resources(game, seat)
    game.refresh()
    game.apply(Rest())
    assert game.pending.kind == "perform"
    expected = [("rest_tile", 0, 0), ("rest_tile", 0, 1), ("rest_tile", 1, 0)]
    assert sorted(items(game)) == expected
    for item in expected:
        perform(game, item)
    total: dict[str, int] = {}
    for eff in CAT.terrain[two_gains].actions + CAT.terrain[one_gain].actions:
        for k, n in eff.gain:
            total[k] = total.get(k, 0) + n
    assert resources(game, seat) == {k: total.get(k, 0) for k in resources(game, seat)}
    game.apply(EndPerform())
    assert game.pending.kind == "rest_purchase"


def test_amulets__without_the_resting_amulet_rest_performs_nothing():
    game, seat = new_game()
    _lions_on_tiles(game, seat, (terrain_of_gains(game), terrain_of_gains(game)))
    game.refresh()
    game.apply(Rest())
    assert game.pending.kind == "rest_purchase"


def test_amulets__resting_is_the_only_amulet_used_outside_the_drum_action():
    game, seat = new_game()
    _lions_on_tiles(game, seat, (terrain_of_gains(game), terrain_of_gains(game)))
    for ability in ("resting", "pendant", "motif_discount"):
        give_amulet(game, seat, ability)
    p = game.state.players[seat]
    p.qi[0] = 0  # an emptied section, and Bamboo Slips to place on it
    assert p.slips
    game.refresh()
    game.apply(Rest())
    assert {i[0] for i in items(game)} == {"rest_tile"}  # no Pendant, no Bamboo Slips


@pytest.mark.parametrize(
    ("motifs", "amulet", "offered"),
    # "1 green and 1 blue" becomes "1 green" or "1 blue": one Motif less, not another colour
    [
        ((GREEN, BLUE), True, True),
        ((GREEN,), True, True),
        ((BLUE,), True, True),
        ((), True, False),
        ((RED,), True, False),
        ((GREEN,), False, False),
        ((BLUE,), False, False),
    ],
)
def test_amulets__ink_stone_requires_one_less_motif_of_any_colour(motifs, amulet, offered):
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(
        game,
        lambda c: any(
            e.requires.motifs == (("green", 1), ("blue", 1)) and not e.is_passive for e in c.drum
        ),
    )
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if e.requires.motifs)
    set_motifs(game, seat, 0, motifs)
    if amulet:
        give_amulet(game, seat, "motif_discount")
    drum_turn(game, card)
    set_resources(game, seat, coins=5, bamboo=5, red_paper=5, jade=5)
    game.refresh()
    assert (("drum", box) in items(game)) is offered


def test_amulets__ink_stone_does_not_waive_a_leap_to_a_higher_tile():
    game, seat = new_game()
    quiet_lion(game, seat)
    give_amulet(game, seat, "motif_discount")
    card = find_card(
        game,
        lambda c: (
            c.steps >= 2
            and any(
                e.requires.leap_higher and not e.is_passive and not e.requires.motifs
                for e in c.drum
            )
        ),
    )
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if e.requires.leap_higher)
    levels = game.state.village.levels
    drum_turn(game, card, where=lambda t: free_tile(game, t) and levels[t] == 0)
    assert ("drum", box) not in items(game)


def test_amulets__twin_drum_raises_the_card_limit_of_both_lions_by_1():
    game, seat = new_game()
    quiet_lion(game, seat)
    second_lion(game, seat, tile=-1)
    board = CAT.characters[game.state.players[seat].character]
    assert (card_limit(game.state, seat, 0), card_limit(game.state, seat, 1)) == (
        board.left_limit,
        board.right_limit,
    )
    # the left Lion is full
    p = game.state.players[seat]
    fillers = [c for c in p.hand + p.deck if not CAT.cards[c].is_fear][: board.left_limit + 1]
    for c in fillers[: board.left_limit]:
        layer(game, seat, 0, c)
    take_card(game, seat, fillers[-1])
    game.refresh()
    assert not any(isinstance(a, Strike) and a.slot == 0 for a in game.legal_actions())
    give_amulet(game, seat, "card_limit")
    assert (card_limit(game.state, seat, 0), card_limit(game.state, seat, 1)) == (
        board.left_limit + 1,
        board.right_limit + 1,
    )
    game.refresh()
    assert Strike(fillers[-1], 0) in game.legal_actions()


def _pendant_card(card) -> bool:
    """Two Drum boxes: a resource gain, then one the Lion's Motifs can unlock."""
    if len(card.drum) < 2 or not resource_gain(card.drum[0]):
        return False
    second = card.drum[1]
    req = second.requires
    return (
        not second.is_passive
        and not (second.spend or second.for_each or second.when)
        and not (req.leap_higher or req.both_lions)
    )


def _motifs_for(card) -> list[int]:
    """A track that meets the second box's Motif requirement (and holds at least one Motif)."""
    req = card.drum[1].requires
    track = [MOTIF_COLOURS.index(colour) for colour, n in req.motifs for _ in range(n)]
    return track + [GREEN] * max(req.any_motifs, 1 - len(track))


def test_amulets__pendant_performs_one_drum_box_twice_once_per_turn():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _pendant_card)
    set_motifs(game, seat, 0, _motifs_for(CAT.cards[card]))
    give_amulet(game, seat, "pendant")
    drum_turn(game, card)
    set_resources(game, seat, coins=5, bamboo=5, red_paper=5, jade=5)
    game.refresh()
    assert not any(i[0] == "pendant" for i in items(game))  # nothing performed yet to repeat
    gain = dict(CAT.cards[card].drum[0].gain)
    before = resources(game, seat)
    perform(game, ("drum", 0))
    assert ("pendant", 0) in items(game)
    perform(game, ("pendant", 0))
    after = resources(game, seat)
    assert {k: after[k] - before[k] for k in gain} == {k: 2 * n for k, n in gain.items()}
    # the other Drum box, once performed, cannot be repeated: the Pendant is spent this turn
    perform(game, ("drum", 1))
    while game.pending.kind != "perform":
        game.apply(Skip() if Skip() in game.legal_actions() else game.legal_actions()[0])
    assert not any(i[0] == "pendant" for i in items(game))


def test_amulets__pendant_may_be_used_on_the_turn_it_is_gained():
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    card = find_card(
        game,
        lambda c: any(
            plain(e) and e.perform == ("amulet",) and e.gains("jade") and e.times == 1
            for e in c.drum
        ),
    )
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if "amulet" in e.perform)
    jade_gain = CAT.cards[card].drum[box].gains("jade")
    pendant = kind("pendant")
    drum_turn(game, card)
    set_resources(game, seat, jade=CAT.amulets[pendant].cost - jade_gain)
    game.refresh()
    assert ("pendant", box) not in items(game)
    perform(game, ("drum", box))
    game.apply(Choose(min(spaces_of(pendant))))
    answer_qi_from(game)
    assert game.state.players[seat].amulets == [pendant]
    assert ("pendant", box) in items(game)  # the box it was carved with may be repeated
    perform(game, ("pendant", box))
    assert game.state.players[seat].jade == jade_gain


def test_amulets__pendant_can_repeat_a_drum_box_that_gives_a_battle_bonus():
    """ "Drum boxes indicate one-time actions performed on the turn this Drum card is played"
    ("Language and Iconography"), and the Pendant performs "any one Drum Box action of the Drum card
    played this turn twice": a Drum box of "+1 Strength die" is such an action, so with the Pendant
    the Lion should be able to take it twice (2 Strength dice)."""
    game, seat = new_game()
    quiet_lion(game, seat)
    give_amulet(game, seat, "pendant")
    card = find_card(
        game,
        lambda c: (
            len(c.drum) == 1
            and c.drum[0].is_passive
            and c.drum[0].requires.empty
            and c.drum[0].gain == (("strength_dice", 1),)
            and not c.jade
        ),
    )
    drum_turn(game, card)
    st = game.state
    base = lion_side(st, seat, 0).strength
    pendant = [i for i in items(game) if i[0] == "pendant"]
    assert pendant == [("pendant", 0)], "the Pendant is never offered for this Drum box"
    perform(game, pendant[0])
    assert lion_side(st, seat, 0).strength == base + 1
