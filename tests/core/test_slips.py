"""Rulebook, "Perform: Bamboo Slips (free action)".

Bamboo Slips are personal end game scoring conditions. Any time you purchase Bamboo Slips, place
them nearby your Character board.

At any time during Perform of the Drum action, you may — as a free action — place a Bamboo Slips
on a section of your player board where all Qi Energy have been removed. Immediately perform the
action or bonus of the covered space.

Example: Jadebrow decides to place a Bamboo Slips on the fourth section. They immediately perform
Writing Spring Couplets.
"""

from __future__ import annotations

from game.core.actions import EndPerform, Leap, Perform, Rest, Skip
from game.core.catalogue import default_catalogue
from game.core.events import ResourcesChanged, SlipPlaced
from game.core.reasons import Because, Cause

from .perform_helpers import (
    GREEN,
    drum_turn,
    find_card,
    free_tile,
    items,
    leap,
    lion_named,
    new_game,
    of,
    perform,
    quiet_card,
    quiet_lion,
    resource_gain,
    set_lion,
    set_motifs,
    set_resources,
    strike,
    terrain_of_gains,
)

CAT = default_catalogue()
FOURTH = 3


def character(predicate) -> int:
    return next(i for i, c in enumerate(CAT.characters) if predicate(c))


def empty_sections(game, seat: int, board: int, sections) -> None:
    """`seat` plays Character board `board`, with the Qi Energy of `sections` all placed."""
    p = game.state.players[seat]
    p.character = board
    p.qi = [0 if i in sections else s.qi for i, s in enumerate(CAT.characters[board].sections)]


def slip_items(game) -> list[tuple]:
    return [i for i in items(game) if i[0] == "slip"]


def no_slip_actions(game) -> bool:
    return not any(isinstance(a, Perform) and a.item[0] == "slip" for a in game.legal_actions())


def test_slips__rulebook_example_jadebrow_places_on_the_fourth_section_and_writes_spring_couplets():
    game, seat = new_game()
    board = character(
        lambda c: len(c.sections) > FOURTH and "couplets" in c.sections[FOURTH].slip.perform
    )
    empty_sections(game, seat, board, {FOURTH})
    set_lion(game, seat, 0, lion_named(game, "Jadebrow"))
    set_motifs(game, seat, 0, [GREEN])
    p = game.state.players[seat]
    slip = p.slips[0]
    drum_turn(game, quiet_card(game))
    set_resources(game, seat, red_paper=2)
    game.refresh()
    assert ("slip", slip, FOURTH) in items(game)
    events = perform(game, ("slip", slip, FOURTH))
    assert SlipPlaced(seat, slip, FOURTH) in events
    assert (FOURTH, slip) in p.placed_slips and slip not in p.slips
    # "They immediately perform Writing Spring Couplets."
    assert game.pending.kind == "couplets"


def test_slips__only_on_a_section_with_no_qi_energy_left():
    game, seat = new_game()
    p = game.state.players[seat]
    empty_sections(game, seat, p.character, {1})
    quiet_lion(game, seat)
    drum_turn(game, quiet_card(game))
    assert {section for _, _, section in slip_items(game)} == {1}
    assert {slip for _, slip, _ in slip_items(game)} == set(p.slips)


def test_slips__no_section_emptied_no_slip_offered():
    game, seat = new_game()
    quiet_lion(game, seat)
    assert all(game.state.players[seat].qi)
    drum_turn(game, quiet_card(game))
    assert slip_items(game) == []


def test_slips__not_offered_without_bamboo_slips_to_place():
    game, seat = new_game()
    p = game.state.players[seat]
    empty_sections(game, seat, p.character, {0, 1})
    p.slips.clear()
    quiet_lion(game, seat)
    drum_turn(game, quiet_card(game))
    assert slip_items(game) == []


def test_slips__a_section_takes_only_one_bamboo_slips():
    game, seat = new_game()
    p = game.state.players[seat]
    board = character(
        lambda c: (
            any(resource_gain(s.slip) for s in c.sections)
            and sum(1 for s in c.sections if resource_gain(s.slip)) >= 2
        )
    )
    gains = [i for i, s in enumerate(CAT.characters[board].sections) if resource_gain(s.slip)]
    first, second = gains[:2]
    empty_sections(game, seat, board, {first, second})
    quiet_lion(game, seat)
    drum_turn(game, quiet_card(game))
    assert len(p.slips) >= 2
    perform(game, ("slip", p.slips[0], first))
    assert game.pending.kind == "perform"
    assert {i[2] for i in slip_items(game)} == {second}  # the covered section is taken
    perform(game, ("slip", p.slips[0], second))
    assert slip_items(game) == []


def test_slips__the_covered_section_is_performed_at_once_and_uses_no_perform_item():
    game, seat = new_game()
    p = game.state.players[seat]
    board = character(lambda c: any(resource_gain(s.slip) for s in c.sections))
    section = next(i for i, s in enumerate(CAT.characters[board].sections) if resource_gain(s.slip))
    empty_sections(game, seat, board, {section})
    quiet_lion(game, seat)
    card = find_card(game, lambda c: len(c.drum) == 1 and resource_gain(c.drum[0]))
    drum_turn(game, card, terrain=terrain_of_gains(game))
    set_resources(game, seat)
    game.refresh()
    before = [i for i in items(game) if i[0] != "slip"]
    slip = p.slips[0]
    events = perform(game, ("slip", slip, section))
    gain = CAT.characters[board].sections[section].slip.gain
    assert ResourcesChanged(seat, gain, Because(Cause.BAMBOO_SLIPS)) in events
    assert of(events, SlipPlaced) == [SlipPlaced(seat, slip, section)]
    assert [i for i in items(game) if i[0] != "slip"] == before  # a free action


def test_slips__only_during_perform_of_the_drum_action():
    game, seat = new_game()
    p = game.state.players[seat]
    empty_sections(game, seat, p.character, {0})
    quiet_lion(game, seat)
    game.refresh()
    assert game.pending.kind == "turn" and no_slip_actions(game)
    strike(game, quiet_card(game))
    assert game.pending.kind == "leap" and no_slip_actions(game)
    assert all(isinstance(a, Leap) for a in game.legal_actions())
    leap(game, lambda t: free_tile(game, t))
    assert game.pending.kind == "perform"
    assert slip_items(game)  # during Perform: on offer
    game.apply(EndPerform())
    assert game.pending.kind == "cleanup"  # no monster where the Lion ended: no battle
    assert no_slip_actions(game)


def test_slips__not_placed_while_resting():
    game, seat = new_game()
    p = game.state.players[seat]
    empty_sections(game, seat, p.character, {0})
    k = next(i for i, a in enumerate(CAT.amulets) if a.ability == "resting")
    p.amulets.append(k)
    game.state.amulet_supply[k] -= 1
    quiet_lion(game, seat)
    p.lion_tile[0] = next(t for t in range(len(game.state.village)) if game.state.monster_at[t] < 0)
    game.refresh()
    game.apply(Rest())
    seen = set()
    while game.pending.seat == seat and game.pending.kind != "turn":
        seen.add(game.pending.kind)
        assert no_slip_actions(game)
        game.apply(Skip() if Skip() in game.legal_actions() else EndPerform())
    assert "perform" in seen  # the Resting amulet's Perform came and went without a slip


def test_slips__a_section_emptied_during_perform_takes_a_slip_at_once():
    game, seat = new_game()
    p = game.state.players[seat]
    p.qi[1] = 1  # the last Qi Energy of the second section
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    terrain = next(
        i
        for i, t in enumerate(CAT.terrain)
        if any(a.perform == ("couplets",) and not a.gain for a in t.actions)
    )
    index = next(i for i, a in enumerate(CAT.terrain[terrain].actions) if a.perform)
    drum_turn(game, quiet_card(game), terrain=terrain)
    set_resources(game, seat, red_paper=2)
    game.refresh()
    assert slip_items(game) == []
    perform(game, ("tile", index))
    game.apply(game.legal_actions()[0])  # a Spring Couplets space
    assert game.pending.kind == "qi_from"
    game.apply(next(a for a in game.legal_actions() if a.option == 1))
    assert p.qi[1] == 0
    assert {i[2] for i in slip_items(game)} == {1}
