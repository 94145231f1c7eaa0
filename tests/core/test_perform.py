"""Rulebook, "3. Perform" (with "Language and Iconography" and "Appendix: Icons").

You may gain any resources and perform any actions on both the played Drum card and the Terrain
tile ended on by the chosen Lion.  Actions may be performed in any order.

Some actions and bonuses require the Lion to have met the requirement on the Drum card to be
performed, namely combinations of Tattoo Motifs, leaping to a higher Terrain tile, or having both
of the player's Lions on the Village map.

Drum boxes indicate one-time actions performed on the turn this Drum card is played.  Jade boxes
indicate passive bonuses performed on each turn a Drum Card is played next to this Lion
(including the turn the Drum card with this action was just played).

The other Lion, their persistent action or bonuses, and any Drum cards played next to them are
not in effect.  ("1. Strike")

spend ... to gain / perform;  when you perform ..., gain / perform (Example: When you perform
Pacify the Lands, may exile 1 card);  for each ..., gain / perform.
"""

from __future__ import annotations

import pytest

from game.core.actions import Choose, EndPerform, Skip
from game.core.battle import lion_side
from game.core.catalogue import default_catalogue
from game.core.effects import MOTIF_COLOURS
from game.core.events import (
    CardMoved,
    LionLeapt,
    MonsterSpawned,
    QiPlaced,
    ResourcesChanged,
)
from game.core.reasons import Because, Cause

from .helpers import put_yao
from .perform_helpers import (
    GREEN,
    answer_qi_from,
    change,
    choices,
    drum_turn,
    find_card,
    free_tile,
    items,
    layer,
    leap,
    new_game,
    of,
    only_performs,
    perform,
    plain,
    quiet_lion,
    resource_gain,
    resources,
    second_lion,
    set_motif_row,
    set_motifs,
    set_resources,
    set_terrain,
    strike,
    take_motifs,
    terrain_of_gains,
)

CAT = default_catalogue()


def _gains(effect) -> dict[str, int]:
    return dict(effect.gain)


def _single_plain_gain_card(card) -> bool:
    return len(card.drum) == 1 and resource_gain(card.drum[0]) and not card.jade


# --- any order, each once, and EndPerform ---------------------------------------------------------


@pytest.mark.parametrize("order", [("tile1", "drum0", "tile0"), ("drum0", "tile0", "tile1")])
def test_perform__drum_box_and_tile_actions_in_any_order_each_once(order):
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _single_plain_gain_card)
    terrain = terrain_of_gains(game)
    drum_turn(game, card, terrain=terrain)
    set_resources(game, seat)
    game.refresh()
    named = {"drum0": ("drum", 0), "tile0": ("tile", 0), "tile1": ("tile", 1)}
    effect = {
        "drum0": CAT.cards[card].drum[0],
        "tile0": CAT.terrain[terrain].actions[0],
        "tile1": CAT.terrain[terrain].actions[1],
    }
    assert sorted(items(game)) == sorted(named.values())
    left = set(named)
    for name in order:
        assert EndPerform() in game.legal_actions()
        before = resources(game, seat)
        perform(game, named[name])
        assert change(before, resources(game, seat)) == _gains(effect[name])
        left.discard(name)
        # each item once: the used one is gone, the others are still on offer
        assert sorted(items(game)) == sorted(named[n] for n in left)
    assert game.legal_actions() == [EndPerform()]
    total: dict[str, int] = {}
    for eff in effect.values():
        for k, n in eff.gain:
            total[k] = total.get(k, 0) + n
    assert resources(game, seat) == {k: total.get(k, 0) for k in resources(game, seat)}


def test_perform__end_perform_is_always_offered_and_leaves_the_rest_undone():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _single_plain_gain_card)
    drum_turn(game, card, terrain=terrain_of_gains(game))
    set_resources(game, seat)
    game.refresh()
    assert items(game) and EndPerform() in game.legal_actions()
    events = game.apply(EndPerform())
    assert not of(events, ResourcesChanged)
    assert resources(game, seat) == dict.fromkeys(resources(game, seat), 0)
    assert game.pending.kind == "cleanup"  # no monster on the tile: no battle


# --- Jade boxes: every card next to the acting Lion; the other Lion's cards are not in effect -------


def _struck_exchange_with_own_jade(card) -> bool:
    """Drum: perform Exchange; Jade: when you perform Exchange, gain Coins (no requirement)."""
    return any(only_performs(e, "exchange") for e in card.drum) and any(
        e.when == "exchange" and e.requires.empty and e.gain and not e.perform for e in card.jade
    )


def _exchange_bonus_card(card, struck) -> bool:
    return card is not struck and any(
        e.when == "exchange" and e.requires.empty and dict(e.gain).get("coins") for e in card.jade
    )


def _exchange_for_one_coin(game, seat, slot_of_extra: int | None):
    """Strike the Exchange card with its own Jade box; optionally layer another Exchange-bonus card
    next to Lion `slot_of_extra` first.  Perform the Exchange 'gain 1 Coin' and return the coins."""
    struck = find_card(game, _struck_exchange_with_own_jade)
    extra = find_card(game, lambda c: _exchange_bonus_card(c, CAT.cards[struck]))
    quiet_lion(game, seat)
    second_lion(game, seat, tile=-1)
    if slot_of_extra is not None:
        layer(game, seat, slot_of_extra, extra)
    drum_turn(game, struck, 0)
    set_resources(game, seat)  # nothing to trade: the only exchange left is "Gain 1 Coin"
    game.refresh()
    box = next(i for i, e in enumerate(CAT.cards[struck].drum) if only_performs(e, "exchange"))
    perform(game, ("drum", box))
    assert game.pending.kind == "exchange"
    [only] = choices(game)
    events = game.apply(Choose(only))
    return resources(game, seat)["coins"], events, CAT.cards[struck], CAT.cards[extra]


def test_perform__jade_boxes_of_the_struck_card_and_every_card_layered_underneath_are_in_effect():
    game, seat = new_game()
    coins, events, struck, extra = _exchange_for_one_coin(game, seat, slot_of_extra=0)
    own = next(dict(e.gain)["coins"] for e in struck.jade if e.when == "exchange")
    under = next(dict(e.gain)["coins"] for e in extra.jade if e.when == "exchange")
    assert coins == 1 + own + under
    when_exchange = Because(Cause.WHEN_YOU, "exchange")
    assert len([e for e in of(events, ResourcesChanged) if e.reason == when_exchange]) == 2


def test_perform__the_other_lions_drum_cards_are_not_in_effect():
    game, seat = new_game()
    coins, events, struck, _ = _exchange_for_one_coin(game, seat, slot_of_extra=1)
    own = next(dict(e.gain)["coins"] for e in struck.jade if e.when == "exchange")
    assert coins == 1 + own  # the card next to the right Lion adds nothing


def _unconditional_step_jade(card) -> bool:
    return any(e.is_passive and e.gains("steps") and plain(e) for e in card.jade)


@pytest.mark.parametrize("where", ["acting", "other", "none"])
def test_perform__jade_step_bonus_counts_only_next_to_the_acting_lion(where):
    game, seat = new_game()
    quiet_lion(game, seat)
    second_lion(game, seat, tile=-1)
    bonus_card = find_card(game, _unconditional_step_jade)
    bonus = next(e.gains("steps") for e in CAT.cards[bonus_card].jade if e.is_passive)
    if where != "none":
        layer(game, seat, 0 if where == "acting" else 1, bonus_card)
    card = find_card(game, lambda c: c.kind == "player" and c.steps == 1)
    set_resources(game, seat)  # no Bamboo: no extra steps
    strike(game, card, 0)
    _, events = leap(game, lambda t: free_tile(game, t))
    [leapt] = of(events, LionLeapt)
    base = CAT.cards[card].steps + CAT.lions[game.state.players[seat].lion[0]].steps
    assert leapt.steps_available == base + (bonus if where == "acting" else 0)
    assert not any(i[0] == "jade" for i in items(game))  # a passive bonus is never chosen


def test_perform__the_struck_cards_own_jade_step_bonus_counts_on_the_turn_it_is_played():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _unconditional_step_jade)
    bonus = next(e.gains("steps") for e in CAT.cards[card].jade if e.is_passive)
    set_resources(game, seat)  # no Bamboo: no extra steps
    strike(game, card, 0)
    _, events = leap(game, lambda t: free_tile(game, t))
    [leapt] = of(events, LionLeapt)
    base = CAT.cards[card].steps + CAT.lions[game.state.players[seat].lion[0]].steps
    assert leapt.steps_available == base + bonus


def test_perform__the_terrain_tile_is_the_one_the_lion_ended_on():
    game, seat = new_game()
    quiet_lion(game, seat)
    st = game.state
    gains_tile = terrain_of_gains(game)
    other = next(
        i
        for i, t in enumerate(CAT.terrain)
        if len(t.actions) == 1 and resource_gain(t.actions[0]) and i != gains_tile
    )
    start = next(t for t in range(len(st.village)) if free_tile(game, t))
    st.players[seat].lion_tile[0] = start
    set_terrain(game, start, other)
    card = find_card(game, _single_plain_gain_card)
    end = drum_turn(
        game, card, where=lambda t: t != start and free_tile(game, t), terrain=gains_tile
    )
    assert end != start
    assert sorted(i for i in items(game) if i[0] == "tile") == [("tile", 0), ("tile", 1)]
    set_resources(game, seat)
    game.refresh()
    perform(game, ("tile", 1))
    assert resources(game, seat) == {
        k: dict(CAT.terrain[gains_tile].actions[1].gain).get(k, 0) for k in resources(game, seat)
    }


# --- requirements ---------------------------------------------------------------------------------


def _motif_gated_boxes():
    out = []
    for i in CAT.market + tuple(CAT.lion_drums.values()):
        card = CAT.cards[i]
        for b, eff in enumerate(card.drum):
            req = eff.requires
            motif_only = not req.leap_higher and not req.both_lions
            if (
                (req.motifs or req.any_motifs)
                and motif_only
                and not eff.is_passive
                and not eff.spend
            ):
                out.append(pytest.param(i, b, id=f"{card.name}-box{b}"))
    return out


def _colours_for(req) -> list[int]:
    colours = []
    for colour, n in req.motifs:
        colours += [MOTIF_COLOURS.index(colour)] * n
    # "of any colour": use a colour the requirement does not already name
    spare = next(c for c in range(4) if MOTIF_COLOURS[c] not in dict(req.motifs))
    return colours + [spare] * req.any_motifs


def _gated_game(card: int, motifs: list[int]):
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, motifs)
    drum_turn(game, card)
    set_resources(game, seat, coins=10, bamboo=5, red_paper=5, jade=5)
    game.refresh()
    return game, seat


@pytest.mark.parametrize(("card", "box"), _motif_gated_boxes())
def test_perform__motif_combination_requirement_gates_the_drum_box(card, box):
    req = CAT.cards[card].drum[box].requires
    need = _colours_for(req)
    game, _ = _gated_game(card, need)
    assert ("drum", box) in items(game)
    game, _ = _gated_game(card, need[:-1])  # one Motif of the combination missing
    assert ("drum", box) not in items(game)
    game, _ = _gated_game(card, [])
    assert ("drum", box) not in items(game)


def test_perform__motifs_on_the_other_lion_do_not_meet_the_acting_lions_requirements():
    game, seat = new_game()
    card = find_card(game, lambda c: any(_simple_motif_gate(e) for e in c.drum))
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if _simple_motif_gate(e))
    need = _colours_for(CAT.cards[card].drum[box].requires)
    quiet_lion(game, seat)
    second_lion(game, seat, tile=-1)
    set_motifs(game, seat, 1, need)  # the right Lion has the Motifs, the acting left Lion none
    drum_turn(game, card, 0)
    set_resources(game, seat, coins=10, bamboo=5, red_paper=5, jade=5)
    game.refresh()
    assert ("drum", box) not in items(game)


def _simple_motif_gate(eff) -> bool:
    req = eff.requires
    return (
        bool(req.motifs) and not req.leap_higher and not req.both_lions and resource_gain_like(eff)
    )


def _leap_higher_box(card) -> bool:
    return card.steps >= 2 and any(
        e.requires.leap_higher and not e.requires.motifs and resource_gain_ignoring_req(e)
        for e in card.drum
    )


def resource_gain_ignoring_req(eff) -> bool:
    return not eff.spend and not eff.perform and bool(eff.gain) and not eff.is_passive


@pytest.mark.parametrize("higher", [True, False])
def test_perform__leap_higher_requirement_needs_a_leap_to_a_higher_tile(higher):
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _leap_higher_box)
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if e.requires.leap_higher)
    set_resources(game, seat, bamboo=1)
    levels = game.state.village.levels
    # from the player board (counted as plains): up to a highlands tile, or along to a plains tile
    want = (lambda t: levels[t] == 1) if higher else (lambda t: levels[t] == 0)
    drum_turn(game, card, where=lambda t: free_tile(game, t) and want(t))
    assert (("drum", box) in items(game)) is higher
    if higher:
        before = resources(game, seat)
        perform(game, ("drum", box))
        assert change(before, resources(game, seat)) == _gains(CAT.cards[card].drum[box])


def _both_lions_box(card) -> bool:
    return any(e.requires.both_lions and resource_gain_ignoring_req(e) for e in card.drum)


@pytest.mark.parametrize(
    ("right_lion", "offered"),
    [("none", False), ("on its board", False), ("on the map", True)],
)
def test_perform__both_lions_requirement_needs_both_lions_on_the_map(right_lion, offered):
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _both_lions_box)
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if e.requires.both_lions)
    if right_lion != "none":
        second_lion(game, seat, tile=-1)
    drum_turn(game, card)
    if right_lion == "on the map":
        st = game.state
        p = st.players[seat]
        p.lion_tile[1] = next(
            t for t in range(len(st.village)) if t != p.lion_tile[0] and free_tile(game, t)
        )
        game.refresh()
    assert (("drum", box) in items(game)) is offered


# --- "Newly inked Motifs may meet the requirements ..." ---------------------------------------------


def _ink_then_gated(card) -> bool:
    ink = any(plain(e) and "ink" in e.perform for e in card.drum)
    gated = any(
        e.requires.motifs and not e.requires.any_motifs and not e.is_passive and not e.spend
        for e in card.drum
    )
    return ink and gated


def test_perform__newly_inked_motif_meets_the_requirement_of_the_card_played_this_turn():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _ink_then_gated)
    drum = CAT.cards[card].drum
    ink_box = next(i for i, e in enumerate(drum) if plain(e) and "ink" in e.perform)
    gated_box = next(i for i, e in enumerate(drum) if e.requires.motifs and not e.is_passive)
    need = _colours_for(drum[gated_box].requires)
    set_motifs(game, seat, 0, need[:-1])
    set_motif_row(game, [need[-1]] * 4)
    drum_turn(game, card)
    set_resources(game, seat, bamboo=1)
    game.refresh()
    assert ("drum", gated_box) not in items(game)
    perform(game, ("drum", ink_box))
    game.apply(take_motifs(game)[0])
    assert game.state.players[seat].motifs[0] == need
    assert game.pending.kind == "perform"
    assert ("drum", gated_box) in items(game)


def _gated_exchange_bonus(card) -> bool:
    return any(
        e.when == "exchange"
        and len(e.requires.motifs) == 1
        and e.requires.motifs[0][1] == 1
        and e.requires.motifs[0][0] != "green"
        and not e.requires.any_motifs
        and dict(e.gain).get("coins")
        for e in card.jade
    )


@pytest.mark.parametrize("ink_first", [True, False])
def test_perform__newly_inked_motif_meets_the_requirement_of_a_card_layered_underneath(ink_first):
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])  # covers the track's first space
    under = find_card(game, _gated_exchange_bonus)
    bonus = next(e for e in CAT.cards[under].jade if e.when == "exchange")
    [(colour, _)] = bonus.requires.motifs
    struck = find_card(
        game,
        lambda c: (
            c.kind == "player"
            and any(only_performs(e, "ink") for e in c.drum)
            and any(only_performs(e, "exchange") for e in c.drum)
        ),
    )
    drum = CAT.cards[struck].drum
    layer(game, seat, 0, under)
    set_motif_row(game, [MOTIF_COLOURS.index(colour)] * 4)
    drum_turn(game, struck)
    set_resources(game, seat, bamboo=1 if ink_first else 0)
    game.refresh()
    if ink_first:
        perform(game, ("drum", next(i for i, e in enumerate(drum) if "ink" in e.perform)))
        game.apply(take_motifs(game)[0])
    perform(game, ("drum", next(i for i, e in enumerate(drum) if "exchange" in e.perform)))
    [only] = choices(game)  # nothing to trade: "Gain 1 Coin"
    game.apply(Choose(only))
    expected = 1 + (dict(bonus.gain)["coins"] if ink_first else 0)
    assert resources(game, seat)["coins"] == expected


def _gated_battle_jade(card) -> bool:
    return any(
        e.is_passive
        and e.gains("wardings")
        and len(e.requires.motifs) == 1
        and e.requires.motifs[0][1] == 1
        and not e.for_each
        for e in card.jade
    )


def test_perform__newly_inked_motif_meets_a_layered_cards_battle_bonus_requirement():
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [GREEN])
    under = find_card(game, _gated_battle_jade)
    bonus = next(e for e in CAT.cards[under].jade if e.is_passive and e.gains("wardings"))
    [(colour, _)] = bonus.requires.motifs
    layer(game, seat, 0, under)
    set_motif_row(game, [MOTIF_COLOURS.index(colour)] * 4)
    struck = find_card(
        game, lambda c: c.kind == "market" and any(only_performs(e, "ink") for e in c.drum)
    )
    drum_turn(game, struck)
    set_resources(game, seat, bamboo=1)
    game.refresh()
    st = game.state
    before = lion_side(st, seat, 0).wardings
    box = next(i for i, e in enumerate(CAT.cards[struck].drum) if only_performs(e, "ink"))
    perform(game, ("drum", box))
    game.apply(take_motifs(game)[0])
    assert lion_side(st, seat, 0).wardings == before + bonus.gains("wardings")


# --- spend to gain, for each ------------------------------------------------------------------------


def _spend_to_gain_box(card) -> bool:
    return any(
        e.spend and e.requires.empty and e.gain and all(k in dict(e.gain) for k in ("jade",))
        for e in card.drum
    )


def test_perform__spend_to_gain_is_offered_only_with_the_resources_to_spend():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _spend_to_gain_box)
    box = next(i for i, e in enumerate(CAT.cards[card].drum) if e.spend)
    eff = CAT.cards[card].drum[box]
    cost = dict(eff.spend)
    drum_turn(game, card)
    short = {k: n - 1 for k, n in cost.items()}
    set_resources(game, seat, **short)
    game.refresh()
    assert ("drum", box) not in items(game)
    set_resources(game, seat, **cost)
    game.refresh()
    assert ("drum", box) in items(game)
    events = perform(game, ("drum", box))
    # everything held was spent, and the gain arrived
    assert resources(game, seat) == {k: _gains(eff).get(k, 0) for k in resources(game, seat)}
    changes = [dict(e.changes) for e in of(events, ResourcesChanged)]
    assert changes == [{k: -n for k, n in cost.items()}, _gains(eff)]  # paid, then gained


def _for_each_colour_boxes():
    out = []
    for i in CAT.market:
        for b, e in enumerate(CAT.cards[i].drum):
            if e.for_each.startswith("motif_") and e.requires.empty and resource_gain_like(e):
                out.append(pytest.param(i, b, id=f"{CAT.cards[i].name}-box{b}"))
    return out


def resource_gain_like(eff) -> bool:
    return not eff.spend and not eff.perform and bool(eff.gain) and not eff.is_passive


@pytest.mark.parametrize(("card", "box"), _for_each_colour_boxes())
@pytest.mark.parametrize("count", [0, 1, 3])
def test_perform__for_each_multiplies_the_gain_by_the_count(card, box, count):
    eff = CAT.cards[card].drum[box]
    colour = MOTIF_COLOURS.index(eff.for_each[len("motif_") :])
    other = (colour + 1) % 4
    game, seat = new_game()
    quiet_lion(game, seat)
    set_motifs(game, seat, 0, [colour] * count + [other])  # a Motif of another colour never counts
    drum_turn(game, card)
    set_resources(game, seat)
    game.refresh()
    if ("drum", box) in items(game):
        perform(game, ("drum", box))
    assert resources(game, seat) == {
        k: dict(eff.gain).get(k, 0) * count for k in resources(game, seat)
    }


# --- "when you perform ..." -----------------------------------------------------------------------


def test_perform__rulebook_example_when_you_perform_pacify_the_lands_may_exile_1_card():
    game, seat = new_game()
    quiet_lion(game, seat)
    reactor = find_card(
        game, lambda c: any(e.when == "pacify" and e.perform == ("exile",) for e in c.jade)
    )
    struck = find_card(game, lambda c: any(only_performs(e, "pacify") for e in c.drum))
    layer(game, seat, 0, reactor)
    st = game.state
    # a Wangliang on a plains tile on the edge of the Village (reachable from the player board)
    target = next(
        t
        for t in range(len(st.village))
        if st.village.outside[t] and st.village.levels[t] == 0 and free_tile(game, t)
    )
    token = put_yao(game, target, "wangliang")
    drum_turn(game, struck, where=lambda t: t == target)
    set_resources(game, seat, bamboo=5, coins=5, red_paper=5)
    game.refresh()
    p = st.players[seat]
    box = next(i for i, e in enumerate(CAT.cards[struck].drum) if only_performs(e, "pacify"))
    events = perform(game, ("drum", box))
    assert game.pending.kind == "pacify"
    events += game.apply(Choose(choices(game)[0]))
    events += answer_qi_from(game)
    assert game.pending.kind == "spawn_yao"  # the pacifying is not over yet: no exile offered
    events += game.apply(Choose(choices(game)[0]))
    assert of(events, MonsterSpawned) and of(events, QiPlaced)
    # only now, after Pacifying the Land, the Jade box fires: "may exile 1 card"
    assert game.pending.kind == "exile"
    assert Skip() in game.legal_actions()
    victim = p.hand[0]
    moved = game.apply(Choose(victim))
    assert CardMoved(seat, victim, "hand", "exiled") in moved
    assert victim in p.exiled
    assert st.monster_at[target] == -1 and token in st.space_token
    assert game.pending.kind == "perform"


# --- passive bonuses ------------------------------------------------------------------------------


def _all_passive(card) -> bool:
    return bool(card.drum) and all(e.is_passive for e in card.drum) and not card.jade


def test_perform__passive_battle_bonuses_are_never_perform_items_yet_count_in_battle():
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, lambda c: _all_passive(c) and c.drum[0].gains("strength_dice"))
    drum_turn(game, card, terrain=terrain_of_gains(game))
    assert not any(i[0] == "drum" for i in items(game))
    assert sorted(items(game)) == [("tile", 0), ("tile", 1)]
    st = game.state
    lion = CAT.lions[st.players[seat].lion[0]]
    bonus = sum(e.gains("strength_dice") for e in CAT.cards[card].drum if e.requires.empty)
    assert lion_side(st, seat, 0).strength == lion.strength_dice + bonus


def test_perform__scorched_tile_actions_cannot_be_performed():
    """docs/rulings.md 27: "A scorched tile's printed actions cannot be performed"."""
    game, seat = new_game()
    quiet_lion(game, seat)
    card = find_card(game, _single_plain_gain_card)
    tile = drum_turn(game, card, terrain=terrain_of_gains(game))
    assert ("tile", 0) in items(game)
    game.state.scorched_at[tile] = 1
    game.refresh()
    assert items(game) == [("drum", 0)]
