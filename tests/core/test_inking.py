"""Rulebook, "Perform: Inking Tattoo Motifs".

Spend 1 Bamboo to gain 1 Tattoo Motif.

You may first spend 1 Coin to discard the row of four Motifs and replenish it with four new
tokens. You may only do this once. At the end of your turn, return any discarded Motifs back
into the bag.

Place the Motif on the track, starting from the leftmost available space, of either Lion, even
the one not active this turn. Immediately perform the action or bonus of the covered space.
Replenish any gained Motifs during Clean Up at the end of your turn.

If the track is full, you may replace a previously placed Motif. Do not perform the covered
action or bonus again.

Example: Jadebrow immediately gains 2 Coins.
"""

from __future__ import annotations

from game.core.actions import EndPerform, RefreshRow, Skip, TakeMotif
from game.core.catalogue import default_catalogue
from game.core.effects import MOTIF_COLOURS
from game.core.events import (
    MotifInked,
    ResourcesChanged,
    RowDiscarded,
    RowRefilled,
    TurnStarted,
)
from game.core.reasons import Because, Cause

from .perform_helpers import (
    BLUE,
    GREEN,
    PURPLE,
    RED,
    drum_turn,
    find_card,
    items,
    lion_named,
    motifs_on_table,
    new_game,
    of,
    only_performs,
    perform,
    quiet_lion,
    resources,
    second_lion,
    set_lion,
    set_motif_row,
    set_motifs,
    set_resources,
    take_motifs,
    terrain_performing,
)

CAT = default_catalogue()
TOTAL_MOTIFS = 4 * CAT.motifs_per_colour


def _ink_card(card) -> bool:
    return card.kind == "market" and any(only_performs(e, "ink") for e in card.drum)


def _ink_turn(*, coins=0, bamboo=2, lion=None, motifs=(GREEN,), row=(RED, PURPLE, BLUE, GREEN)):
    """Strike a card whose Drum box is "Perform Inking Tattoo Motifs" and end on a Terrain tile that
    also inks: two separate Inking actions this turn."""
    game, seat = new_game()
    if lion is None:
        quiet_lion(game, seat)
    else:
        set_lion(game, seat, 0, lion_named(game, lion))
    set_motifs(game, seat, 0, motifs)
    set_motif_row(game, row)
    card = find_card(game, _ink_card)
    terrain = terrain_performing(game, "ink")
    drum_turn(game, card, terrain=terrain)
    set_resources(game, seat, coins=coins, bamboo=bamboo)
    game.refresh()
    drum_box = next(i for i, e in enumerate(CAT.cards[card].drum) if only_performs(e, "ink"))
    tile_box = next(
        i for i, e in enumerate(CAT.terrain[terrain].actions) if only_performs(e, "ink")
    )
    return game, seat, ("drum", drum_box), ("tile", tile_box)


def test_inking__spend_1_bamboo_for_each_motif():
    game, seat, drum_ink, tile_ink = _ink_turn(bamboo=2)
    p = game.state.players[seat]
    for n, item in enumerate((drum_ink, tile_ink), start=1):
        perform(game, item)
        assert game.pending.kind == "ink"
        events = game.apply(take_motifs(game)[0])
        assert ResourcesChanged(seat, (("bamboo", -1),), Because(Cause.INK)) in events
        assert len(of(events, MotifInked)) == 1
        assert p.bamboo == 2 - n
        assert len(p.motifs[0]) == 1 + n


def test_inking__not_offered_without_bamboo():
    game, seat, drum_ink, tile_ink = _ink_turn(bamboo=0, coins=5)
    assert drum_ink not in items(game) and tile_ink not in items(game)
    set_resources(game, seat, bamboo=1)
    game.refresh()
    assert drum_ink in items(game) and tile_ink in items(game)


def test_inking__refresh_the_row_once_per_turn_for_1_coin():
    game, seat, drum_ink, tile_ink = _ink_turn(coins=3, bamboo=2)
    st = game.state
    perform(game, drum_ink)
    assert RefreshRow("motif") in game.legal_actions()
    old_row = tuple(st.motif_row)
    events = game.apply(RefreshRow("motif"))
    assert ResourcesChanged(seat, (("coins", -1),), Because(Cause.REFRESH_MOTIFS)) in events
    assert RowDiscarded("motif", old_row, seat) in events
    [refill] = of(events, RowRefilled)
    assert len(refill.items) == 4 and tuple(st.motif_row) == refill.items
    assert st.players[seat].coins == 2
    # still inking, and the refresh is spent for the turn
    assert game.pending.kind == "ink"
    assert RefreshRow("motif") not in game.legal_actions()
    game.apply(take_motifs(game)[0])
    perform(game, tile_ink)
    assert game.pending.kind == "ink"
    assert RefreshRow("motif") not in game.legal_actions()  # "You may only do this once"
    assert st.players[seat].coins == 2


def test_inking__refresh_comes_before_taking_the_motif():
    game, seat, drum_ink, _ = _ink_turn(coins=3, bamboo=1)
    perform(game, drum_ink)
    game.apply(take_motifs(game)[0])
    # the Motif is taken: this Inking is over and the refresh is no longer on offer
    assert game.pending.kind == "perform"
    assert not any(isinstance(a, RefreshRow) for a in game.legal_actions())


def test_inking__discarded_motifs_return_to_the_bag_at_the_end_of_the_turn_not_before():
    game, seat, drum_ink, _ = _ink_turn(coins=3, bamboo=1, row=(BLUE, BLUE, BLUE, BLUE))
    st = game.state
    assert motifs_on_table(game) == TOTAL_MOTIFS
    blue_in_bag = st.motif_bag[BLUE]
    perform(game, drum_ink)
    game.apply(RefreshRow("motif"))
    # the four discarded blue Motifs are out of play: not in the bag, the row or on a track
    assert motifs_on_table(game) == TOTAL_MOTIFS - 4
    assert st.motif_bag[BLUE] == blue_in_bag - st.motif_row.count(BLUE)
    game.apply(take_motifs(game)[0])
    game.apply(EndPerform())
    assert game.pending.kind == "cleanup"
    assert motifs_on_table(game) == TOTAL_MOTIFS - 4  # still out during Clean Up
    events = game.apply(Skip())
    assert of(events, TurnStarted)  # the turn has ended ...
    assert motifs_on_table(game) == TOTAL_MOTIFS  # ... and the four are back in the bag


def test_inking__leftmost_available_space_first():
    game, seat, drum_ink, _ = _ink_turn(motifs=(GREEN, RED))
    perform(game, drum_ink)
    spaces = {a.space for a in take_motifs(game) if a.slot == 0}
    assert spaces == {2}
    game.apply(next(a for a in take_motifs(game) if a.slot == 0))
    assert len(game.state.players[seat].motifs[0]) == 3


def test_inking__rulebook_example_jadebrow_immediately_gains_2_coins():
    jadebrow = CAT.lions[lion_named(new_game()[0], "Jadebrow")]
    assert jadebrow.track[0].gain == (("coins", 2),)  # the first space of Jadebrow's track
    game, seat, drum_ink, _ = _ink_turn(lion="Jadebrow", motifs=(), bamboo=1)
    perform(game, drum_ink)
    [take] = [a for a in take_motifs(game) if a.slot == 0 and a.index == 0]
    assert take.space == 0
    events = game.apply(take)
    assert ResourcesChanged(seat, (("coins", 2),), Because(Cause.TATTOO_MOTIF_TRACK)) in events
    assert resources(game, seat) == {"coins": 2, "bamboo": 0, "red_paper": 0, "jade": 0}


def test_inking__on_either_lion_even_the_one_not_active_this_turn():
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    right = second_lion(game, seat, tile=-1, predicate=lambda lion: lion.name == "Jadebrow")
    set_motif_row(game, [RED, RED, RED, RED])
    card = find_card(game, _ink_card)
    drum_turn(game, card, 0)  # the left Lion acts; the right one stays on its board
    set_resources(game, seat, bamboo=1)
    game.refresh()
    perform(game, ("drum", 0))
    slots = {a.slot for a in take_motifs(game)}
    assert slots == {0, 1}
    take = next(a for a in take_motifs(game) if a.slot == 1)
    assert take.space == 0
    events = game.apply(take)
    p = game.state.players[seat]
    assert p.motifs[1] == [RED]
    assert MotifInked(seat, 1, RED, 0, -1) in events
    # the covered space of the inactive Lion is performed at once
    bonus = dict(CAT.lions[right].track[0].gain)
    assert resources(game, seat) == {k: bonus.get(k, 0) for k in resources(game, seat)}


def test_inking__full_track_replace_a_motif_without_performing_the_covered_space_again():
    full = (GREEN, GREEN, RED, RED, PURPLE)
    game, seat, drum_ink, _ = _ink_turn(lion="Jadebrow", motifs=full, bamboo=1, row=(BLUE,) * 4)
    p = game.state.players[seat]
    assert len(p.motifs[0]) == len(CAT.lions[p.lion[0]].track)  # the track is full
    perform(game, drum_ink)
    spaces = sorted(a.space for a in take_motifs(game) if a.slot == 0)
    assert spaces == list(range(len(full)))  # any placed Motif may be replaced
    take = next(a for a in take_motifs(game) if a.slot == 0 and a.space == 0)
    events = game.apply(take)
    assert MotifInked(seat, 0, BLUE, 0, GREEN) in events
    assert p.motifs[0] == [BLUE, *full[1:]]
    # Jadebrow's first space ("gain 2 Coins") is not performed again: only the Bamboo was spent
    assert resources(game, seat) == {"coins": 0, "bamboo": 0, "red_paper": 0, "jade": 0}
    # the covered Motif leaves play until the end of the turn (docs/rulings.md 17)
    assert motifs_on_table(game) == TOTAL_MOTIFS - 1
    game.apply(EndPerform())
    game.apply(Skip())
    assert motifs_on_table(game) == TOTAL_MOTIFS


def test_inking__gained_motifs_are_replenished_at_clean_up_at_the_end_of_the_turn():
    game, seat, drum_ink, tile_ink = _ink_turn(bamboo=2)
    st = game.state
    perform(game, drum_ink)
    game.apply(take_motifs(game)[0])
    perform(game, tile_ink)
    game.apply(take_motifs(game)[0])
    assert len(st.motif_row) == 2  # not replenished during Perform
    game.apply(EndPerform())
    assert game.pending.kind == "cleanup"
    assert len(st.motif_row) == 2
    events = game.apply(Skip())
    refills = [i for i, e in enumerate(events) if isinstance(e, RowRefilled) and e.row == "motif"]
    started = [i for i, e in enumerate(events) if isinstance(e, TurnStarted)]
    assert refills and started and refills[0] < started[0]
    assert len(st.motif_row) == 4


def test_inking__a_free_motif_costs_no_bamboo():
    game, seat = new_game()
    quiet_lion(game, seat)

    def free_motif(e) -> bool:
        req = e.requires
        return e.gains("motif") and req.motifs and not (req.leap_higher or req.both_lions)

    card = find_card(game, lambda c: any(free_motif(e) for e in c.drum))
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if free_motif(e))
    need = [
        MOTIF_COLOURS.index(colour)
        for colour, n in CAT.cards[card].drum[box].requires.motifs
        for _ in range(n)
    ]
    set_motifs(game, seat, 0, need)
    drum_turn(game, card)
    set_resources(game, seat)
    game.refresh()
    perform(game, ("drum", box))
    assert game.pending.kind == "ink"
    take = take_motifs(game)[0]
    assert isinstance(take, TakeMotif)
    events = game.apply(take)
    assert not [e for e in of(events, ResourcesChanged) if dict(e.changes).get("bamboo")]
    assert len(game.state.players[seat].motifs[0]) == len(need) + 1
