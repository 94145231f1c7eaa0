"""Rulebook, "Perform: Writing Spring Couplets".

    Choose and place 1 Qi Energy token from anywhere on your character board onto an available
    Spring Couplets space. Spend the indicated Red Paper to gain the corresponding resources and/or
    perform the actions.

    Spend 2 Red Paper to gain 1 Bamboo.
    Spend 3 Red Paper to exile 1 Drum or Fear card.
    Spend 5 Red Paper to purchase 1 Bamboo Slips (must spend 2 Bamboo) and gain 1 free Tattoo Motif.

    Reminder that the 3p and 4p spaces are only available in a three and four-player game,
    respectively.

    Example: Pink Player immediately exiles 1 Drum or Fear card.

docs/rulings.md 12 (exile from hand or discard), 14 (each printed space holds one Qi Energy) and 15
(the reserve is used only once the board is empty).
"""

from __future__ import annotations

import pytest

from game.core.actions import Choose, Perform, Skip
from game.core.catalogue import default_catalogue
from game.core.events import CardMoved, QiPlaced, ResourcesChanged, SlipGained
from game.core.reasons import Because, Cause

from .perform_helpers import (
    GREEN,
    answer_qi_from,
    choices,
    drum_turn,
    find_card,
    items,
    new_game,
    of,
    only_performs,
    perform,
    perform_tile_action,
    plain,
    quiet_card,
    quiet_lion,
    resources,
    set_motifs,
    set_resources,
    take_motifs,
    terrain_performing,
)

CAT = default_catalogue()


def area_spaces(red_paper: int) -> set[int]:
    """Every printed space of the Spring Couplets area that costs this much Red Paper."""
    [area] = [a for a in CAT.couplet_areas if a.red_paper == red_paper]
    return set(CAT.spaces_in("couplets", area.id))


def open_for(players: int, spaces: set[int]) -> set[int]:
    return {s for s in spaces if CAT.spaces[s].players <= players}


def write(players: int = 2, **res: int):
    """A Drum turn ending on a Terrain tile that performs Writing Spring Couplets; the couplets
    decision is pending."""
    game, seat = new_game(players=players)
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    terrain = terrain_performing(game, "couplets")
    perform_tile_action(game, terrain, "couplets", **res)
    assert game.pending.kind == "couplets"
    return game, seat


def test_couplets__spend_2_red_paper_to_gain_1_bamboo():
    game, seat = write(red_paper=2)
    offered = set(choices(game))
    assert offered == open_for(2, area_spaces(2))  # 2 Red Paper reaches only the 2-Red-Paper area
    space = min(offered)
    events = game.apply(Choose(space))
    events += answer_qi_from(game)
    assert resources(game, seat) == {"coins": 0, "bamboo": 1, "red_paper": 0, "jade": 0}
    assert ResourcesChanged(seat, (("red_paper", -2),), Because(Cause.COUPLETS, _name(2))) in events
    [placed] = of(events, QiPlaced)
    assert placed.space == space and game.state.space_qi[space] == seat


def _name(red_paper: int) -> str:
    return next(a.name for a in CAT.couplet_areas if a.red_paper == red_paper)


def test_couplets__rulebook_example_spend_3_red_paper_to_exile_1_drum_or_fear_card():
    game, seat = write(red_paper=3)
    st = game.state
    p = st.players[seat]
    fear = st.fear_deck.pop()  # a Fear card in the discard pile: "1 Drum or Fear card"
    p.discard.append(fear)
    game.refresh()
    space = min(set(choices(game)) & area_spaces(3))
    game.apply(Choose(space))
    answer_qi_from(game)
    # "Pink Player immediately exiles 1 Drum or Fear card."
    assert game.pending.kind == "exile"
    offered = set(choices(game))
    assert offered == set(p.hand) | set(p.discard) and fear in offered
    assert not offered & set(p.deck)  # docs/rulings.md 12: from hand or discard, not the deck
    assert Skip() in game.legal_actions()
    events = game.apply(Choose(fear))
    assert CardMoved(seat, fear, "discard", "exiled") in events
    assert p.exiled == [fear] and p.red_paper == 0
    assert game.pending.kind == "perform"


def test_couplets__spend_5_red_paper_to_purchase_bamboo_slips_for_2_bamboo_and_a_free_motif():
    game, seat = write(red_paper=5, bamboo=2)
    st = game.state
    p = st.players[seat]
    space = min(set(choices(game)) & area_spaces(5))
    game.apply(Choose(space))
    answer_qi_from(game)
    # the free Tattoo Motif: no Bamboo is spent for it
    assert game.pending.kind == "ink"
    motifs_before = len(p.motifs[0])
    events = game.apply(take_motifs(game)[0])
    assert len(p.motifs[0]) == motifs_before + 1
    assert p.bamboo == 2
    assert not [e for e in of(events, ResourcesChanged) if dict(e.changes).get("bamboo")]
    # the Bamboo Slips purchase, paid with 2 Bamboo
    assert game.pending.kind == "purchase_slip"
    slip = st.slip_row[0]
    slips_before = list(p.slips)
    events = game.apply(Choose(0))
    assert ResourcesChanged(seat, (("bamboo", -2),), Because(Cause.PURCHASE_SLIP)) in events
    assert SlipGained(seat, slip) in events
    assert p.slips == [*slips_before, slip]
    assert resources(game, seat) == {"coins": 0, "bamboo": 0, "red_paper": 0, "jade": 0}
    assert game.pending.kind == "perform"


@pytest.mark.parametrize(
    ("red_paper", "areas"), [(2, (2,)), (3, (2, 3)), (4, (2, 3)), (5, (2, 3, 5))]
)
def test_couplets__only_the_areas_whose_red_paper_you_can_spend(red_paper, areas):
    game, _ = write(red_paper=red_paper, bamboo=2)  # the 5 Red Paper space also needs 2 Bamboo
    expected = set().union(*(open_for(2, area_spaces(n)) for n in areas))
    assert set(choices(game)) == expected


def test_couplets__not_offered_without_2_red_paper():
    game, seat = new_game()
    quiet_lion(game, seat)
    terrain = terrain_performing(game, "couplets")
    index = next(
        i for i, a in enumerate(CAT.terrain[terrain].actions) if only_performs(a, "couplets")
    )
    drum_turn(game, quiet_card(game), terrain=terrain)
    set_resources(game, seat, red_paper=1)
    game.refresh()
    assert ("tile", index) not in items(game)
    set_resources(game, seat, red_paper=2)
    game.refresh()
    assert ("tile", index) in items(game)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_couplets__3p_and_4p_spaces_only_with_3_and_4_players(players):
    game, _ = write(players=players, red_paper=5, bamboo=2)
    offered = set(choices(game))
    every = set(CAT.spaces_in("couplets"))
    assert offered == {s for s in every if CAT.spaces[s].players <= players}
    counts = {CAT.spaces[s].players for s in offered}
    assert counts == set(range(2, players + 1))
    for n in (2, 3, 5):
        assert len(offered & area_spaces(n)) == players  # one space per area per player count


def test_couplets__a_taken_space_is_not_offered_again():
    game, seat = new_game()
    quiet_lion(game, seat)

    def writes(e) -> bool:
        return plain(e) and e.perform == ("couplets",) and e.times == 1

    card = find_card(game, lambda c: any(writes(e) for e in c.drum))
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if writes(e))
    terrain = terrain_performing(game, "couplets")
    tile_box = next(
        i for i, a in enumerate(CAT.terrain[terrain].actions) if only_performs(a, "couplets")
    )
    st = game.state
    theirs = min(area_spaces(2))
    st.space_qi[theirs] = 1 - seat  # another player's Qi Energy already there
    drum_turn(game, card, terrain=terrain)
    # 5 Red Paper once the card's own is gained: 2 for the first couplet, 3 left for the second
    set_resources(
        game, seat, red_paper=5 - dict(CAT.cards[card].drum[box].gain).get("red_paper", 0)
    )
    game.refresh()
    perform(game, ("drum", box))
    first = set(choices(game))
    assert theirs not in first
    mine = min(first & area_spaces(2))
    game.apply(Choose(mine))
    answer_qi_from(game)
    perform(game, ("tile", tile_box))
    second = set(choices(game))
    assert game.state.players[seat].red_paper == 3  # the 2-Red-Paper area is still affordable ...
    assert mine not in second and theirs not in second  # ... but both its spaces are taken
    assert second == open_for(2, area_spaces(2) | area_spaces(3)) - {mine, theirs}


def test_couplets__the_player_chooses_the_section_the_qi_energy_comes_from():
    game, seat = write(red_paper=2)
    p = game.state.players[seat]
    with_qi = [i for i, n in enumerate(p.qi) if n]
    assert len(with_qi) > 1
    game.apply(Choose(min(choices(game))))
    assert game.pending.kind == "qi_from"
    assert set(choices(game)) == set(with_qi)
    chosen = with_qi[-1]
    before = list(p.qi)
    events = game.apply(Choose(chosen))
    [placed] = of(events, QiPlaced)
    assert placed.section == chosen
    assert p.qi[chosen] == before[chosen] - 1
    assert sum(p.qi) == sum(before) - 1


def test_couplets__with_one_section_holding_qi_no_question_is_asked():
    game, seat = new_game()
    p = game.state.players[seat]
    last = len(p.qi) - 1
    p.qi = [0] * last + [2]
    quiet_lion(game, seat)
    perform_tile_action(game, terrain_performing(game, "couplets"), "couplets", red_paper=2)
    events = game.apply(Choose(min(choices(game))))
    [placed] = of(events, QiPlaced)
    assert placed.section == last and p.qi[last] == 1
    assert game.pending.kind == "perform"


def test_couplets__not_offered_with_no_qi_energy_left():
    game, seat = new_game()
    p = game.state.players[seat]
    p.qi = [0] * len(p.qi)
    p.reserve = 0
    quiet_lion(game, seat)
    terrain = terrain_performing(game, "couplets")
    drum_turn(game, quiet_card(game), terrain=terrain)
    set_resources(game, seat, red_paper=5)
    game.refresh()
    assert not any(
        isinstance(a, Perform) and a.item[0] == "tile" and _is_couplets(terrain, a.item[1])
        for a in game.legal_actions()
    )


def _is_couplets(terrain: int, index: int) -> bool:
    return only_performs(CAT.terrain[terrain].actions[index], "couplets")


def test_couplets__qi_energy_comes_from_the_reserve_once_the_board_is_empty():
    """docs/rulings.md 15: the 4 beside the board are used only once the board is empty."""
    game, seat = new_game()
    p = game.state.players[seat]
    p.qi = [0] * len(p.qi)
    reserve = p.reserve
    quiet_lion(game, seat)
    perform_tile_action(game, terrain_performing(game, "couplets"), "couplets", red_paper=2)
    events = game.apply(Choose(min(choices(game))))
    [placed] = of(events, QiPlaced)
    assert placed.section == -1 and p.reserve == reserve - 1


def test_couplets__the_5_red_paper_space_must_spend_2_bamboo_on_its_bamboo_slips():
    # "Spend 5 Red Paper to purchase 1 Bamboo Slips (must spend 2 Bamboo) and gain 1 free Tattoo Motif"
    game, _ = write(red_paper=5, bamboo=1)
    assert not set(choices(game)) & area_spaces(5)
    game, seat = write(red_paper=5, bamboo=2)
    space = min(set(choices(game)) & area_spaces(5))
    game.apply(Choose(space))
    answer_qi_from(game)
    while game.pending.kind != "purchase_slip":
        game.apply(game.legal_actions()[0])
    assert Skip() not in game.legal_actions()  # the purchase is part of the space, not optional
