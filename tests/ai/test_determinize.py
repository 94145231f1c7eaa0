"""Determinization (game/ai/determinize.py): a seat's view with every hidden card sampled.

DESIGN.md, "Hidden information": a bot works from its seat's view.  To search, it fills each blank
with a plausible sample; every component stays accounted for (game.core.invariants) and nothing the
seat can see moves.
"""

from __future__ import annotations

import random

import pytest

from game.ai.determinize import determinize
from game.core import Config
from game.core.invariants import problems
from game.core.solo import solo_deck
from game.core.view import HIDDEN

from .helpers import FACE_DOWN, change_hidden, positions

STACKS = (*FACE_DOWN, "terrain_stack", "character_pool", "solo_deck")
OPEN = ("drum_row", "motif_row", "slip_row", "lion_row", "space_qi", "monster_at", "motif_bag")


def configs():
    yield Config(players=2, seed=3)
    yield Config(players=3, seed=4)
    yield Config(players=4, seed=5)
    yield Config(players=2, seed=6, lion_draft="casual")
    yield Config(players=3, seed=7, character_draft=True, layout="build")
    yield Config(players=1, seed=8, difficulty="normal")  # Solo: Taotie cards in the Fear deck
    yield Config(players=1, seed=9, difficulty="hard")


@pytest.mark.parametrize("config", list(configs()), ids=lambda c: f"{c.players}p-{c.seed}")
def test_determinize__every_component_is_accounted_for_and_nothing_is_left_blank(config):
    rnd = random.Random(1)
    for game in positions(config, every=7, limit=25):
        seat = game.pending.seat
        world = determinize(game, seat, rnd)
        assert problems(world.state) == []
        for name in STACKS:
            assert HIDDEN not in getattr(world.state, name), name
        for p in world.state.players:
            assert HIDDEN not in p.hand and HIDDEN not in p.deck
        # the seat is asked the same question with the same choices
        assert world.pending == game.pending
        assert world.legal_actions() == game.legal_actions()


@pytest.mark.parametrize("config", list(configs()), ids=lambda c: f"{c.players}p-{c.seed}")
def test_determinize__what_the_seat_can_see_stays_where_it_is(config):
    rnd = random.Random(2)
    for game in positions(config, every=9, limit=15):
        seat = game.pending.seat
        view = game.view(seat)
        world = determinize(game, seat, rnd).state
        for name in STACKS:
            seen, filled = getattr(view, name), getattr(world, name)
            assert len(seen) == len(filled)
            assert all(a == b for a, b in zip(seen, filled, strict=True) if a != HIDDEN), name
        for name in OPEN:
            assert getattr(view, name) == getattr(world, name), name
        for seen, filled in zip(view.players, world.players, strict=True):
            assert len(seen.hand) == len(filled.hand) and len(seen.deck) == len(filled.deck)
            for field in ("discard", "exiled", "played", "motifs", "slips", "placed_slips", "qi"):
                assert getattr(seen, field) == getattr(filled, field), field
            assert (seen.coins, seen.bamboo, seen.red_paper, seen.jade) == (
                filled.coins,
                filled.bamboo,
                filled.red_paper,
                filled.jade,
            )
        me = world.players[seat]
        assert me.hand == view.players[seat].hand
        assert sorted(me.deck) == view.players[seat].deck
        for seen, filled in zip(view.stack, world.stack, strict=True):
            if seen[0] == "choose_lion_deal" and HIDDEN in seen[2]:  # another seat's secret deal
                assert filled[:2] == seen[:2] and HIDDEN not in filled[2]
            else:
                assert filled == seen


def test_determinize__other_players_keep_their_own_starting_cards():
    """A player's grey cards (甲 乙 丙 丁) and Lion Drum card never leave that player's piles."""
    game = positions(Config(players=3, seed=11), every=40, limit=1)[0]
    seat = game.pending.seat
    cat = game.state.catalogue
    world = determinize(game, seat, random.Random(3)).state
    for p in world.players:
        own = set(cat.player_sets[p.drum_set]) | {cat.lion_drums[cat.lions[p.lion[0]].drum]}
        piles = p.hand + p.deck + p.discard + p.exiled + p.played[0] + p.played[1]
        assert own <= set(piles)


def test_determinize__does_not_depend_on_what_the_seat_cannot_see():
    rnd = random.Random(4)
    for game in positions(Config(players=3, seed=12), every=11, limit=8):
        seat = game.pending.seat
        other = change_hidden(game, seat, rnd)
        a = determinize(game, seat, random.Random(9)).state.to_dict()
        b = determinize(other, seat, random.Random(9)).state.to_dict()
        assert a == b


def test_determinize__samples_differ_and_leave_the_real_game_alone():
    game = positions(Config(players=2, seed=13), every=30, limit=1)[0]
    before = game.state.to_dict()
    seat = game.pending.seat
    rnd = random.Random(5)
    worlds = {str(determinize(game, seat, rnd).state.drum_deck) for _ in range(5)}
    assert len(worlds) > 1
    assert game.state.to_dict() == before


def test_determinize__solo_fear_deck_keeps_the_taotie_forms_still_to_come():
    """Solo: forms two and three wait, face down, among the Fear cards (rulebook, "Solo: Setup")."""
    for game in positions(Config(players=1, seed=21, difficulty="easy"), every=5, limit=6):
        real = sum(1 for c in game.state.fear_deck if c >= 1000)
        world = determinize(game, 0, random.Random(6)).state
        assert sum(1 for c in world.fear_deck if c >= 1000) == real
        assert game.state.nian_form + 1000 not in world.fear_deck
        shown = [f[2] for f in world.stack if f[0] == "nian_turn_end"]  # the card being resolved
        solo = sorted(world.solo_deck + world.solo_discard + shown)
        assert solo == solo_deck(
            world.catalogue, "easy"
        )  # only the cards of this difficulty's deck
