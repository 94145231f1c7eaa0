"""Rulebook, "4. Battle", "Battle: Victory" and "Battle: Defeat"."""

from __future__ import annotations

from game.core.actions import Choose, EndPerform, Leap, Strike
from game.core.battle import Side, decide
from game.core.events import (
    BattleResolved,
    DiceRolled,
    DiceSource,
    LionReturned,
    MonsterSpawned,
    QiPlaced,
)
from game.core.state import NO_TILE

from .helpers import at_first_turn, clear_monsters, hand_card, outside_tile, put_yao


def side(strength=1, intimidation=0, wardings=0, hits=0, successes=0) -> Side:
    return Side(strength, intimidation, wardings, hits, successes, ())


def test_battle__rulebook_example_silverspike_defeats_the_nian_5_to_4():
    # Silverspike: 4 Strength dice rolling 5 hits, 1 Intimidation success, 1 Warding.
    lion = side(strength=4, intimidation=1, wardings=1)
    # The Nian beast rolls 5 Strength hits and has an additional 2 hits from its Taotie card.
    nian = side(strength=3, intimidation=0, hits=2)
    out = decide(lion, (2, 1, 1, 1), (1,), nian, (3, 1, 1), ())
    # "Silverspike's Intimidation hit removes the 3-hit Strength dice."
    assert out.removed_from_monster == (0,)
    assert (out.lion_total, out.monster_total) == (5, 4)
    assert out.won


def test_battle__each_intimidation_success_removes_the_opponents_highest_die():
    out = decide(side(2, 2), (1, 1), (1, 1), side(4), (1, 3, 2, 3), ())
    assert sorted(out.removed_from_monster) == [1, 3]  # the two 3s
    assert out.monster_total == 3


def test_battle__intimidated_side_loses_at_once_whatever_its_strength():
    out = decide(side(1, 2), (0,), (1, 1), side(2), (3, 3), ())
    assert out.monster_intimidated and out.won


def test_battle__both_intimidated_the_player_wins():
    out = decide(side(1, 1), (0,), (1,), side(1, 1), (3,), (1,))
    assert out.lion_intimidated and out.monster_intimidated and out.won


def test_battle__each_warding_blocks_one_intimidation_success():
    out = decide(side(1, 1), (2,), (1,), side(1, wardings=1), (1,), ())
    assert not out.monster_intimidated and out.removed_from_monster == ()


def test_battle__strength_tie_goes_to_the_lion():
    out = decide(side(1, hits=1), (1,), (), side(1, hits=0), (2,), ())
    assert out.lion_total == out.monster_total == 2 and out.won


def test_battle__lower_strength_loses():
    out = decide(side(1), (1,), (), side(1), (2,), ())
    assert not out.won


def _strike_onto_yao(faces_lion_wins: bool):
    game = at_first_turn(players=2, seed=4)
    st = game.state
    seat = game.pending.seat
    clear_monsters(game)
    tile = outside_tile(game, 0)
    token = put_yao(game, tile, "wangliang")
    card = hand_card(game, seat, lambda c: c.steps >= 1 and c.kind == "player")
    game.refresh()
    game.apply(Strike(card, 0))
    assert Leap(tile) in game.legal_actions()
    game.apply(Leap(tile))
    lion_dice = st.catalogue.lions[st.players[seat].lion[0]].strength_dice
    yao = st.catalogue.yao[token]
    faces = st.catalogue.dice.strength
    high, low = faces.index(max(faces)), faces.index(min(faces))
    lion_face, yao_face = (high, low) if faces_lion_wins else (low, high)
    blank = st.catalogue.dice.intimidation.index(0)
    st.forced[:] = (
        [lion_face] * lion_dice + [yao_face] * yao.strength_dice + [blank] * yao.intimidation_dice
    )
    # nothing else may roll or draw before the battle: end Perform at once
    events = game.apply(EndPerform())
    return game, seat, tile, token, events


def test_battle_victory__yao_goes_to_the_frontier_with_qi_and_a_new_yao_spawns_next_to_the_lion():
    game, seat, tile, token, events = _strike_onto_yao(faces_lion_wins=True)
    st = game.state
    assert [e for e in events if isinstance(e, DiceRolled)]
    result = next(e for e in events if isinstance(e, BattleResolved))
    assert result.won
    assert st.monster_at[tile] == -1
    assert game.pending.kind == "frontier"
    spaces = [a.option for a in game.legal_actions()]
    assert all(st.catalogue.spaces[s].group == "wangliang" for s in spaces)
    qi_before = sum(st.players[seat].qi)
    events = game.apply(Choose(spaces[0]))
    while game.pending.kind in ("qi_from", "reward"):
        events += game.apply(game.legal_actions()[0])
    assert st.space_token[spaces[0]] == token
    assert st.space_qi[spaces[0]] == seat
    assert sum(st.players[seat].qi) == qi_before - 1
    assert any(isinstance(e, QiPlaced) for e in events)
    assert game.pending.kind == "spawn_yao"
    options = [a.option for a in game.legal_actions()]
    assert options and all(t in st.village.neighbours[tile] for t in options)
    events = game.apply(Choose(options[0]))
    assert any(isinstance(e, MonsterSpawned) and e.tile == options[0] for e in events)


def test_battle_defeat__lion_returns_to_its_board_and_a_fear_card_goes_on_top_of_the_deck():
    game, seat, tile, token, events = _strike_onto_yao(faces_lion_wins=False)
    st = game.state
    result = next(e for e in events if isinstance(e, BattleResolved))
    assert not result.won
    assert any(isinstance(e, LionReturned) for e in events)
    p = st.players[seat]
    assert p.lion_tile[0] == NO_TILE
    assert st.monster_at[tile] == token  # the monster stays
    fear = [c for c in p.deck + p.hand if st.catalogue.cards[c].is_fear]
    assert len(fear) == 1


def test_battle__dice_pool_counts_the_lion_card_track_board_cards_amulets_and_couplets():
    """ "dice can be gained from ... the Lion card itself, its Tattoo Motif track, the Character board
    (right Lion only), played Drum cards, Jade Amulets, and completed Spring Couplets." """
    from game.core.battle import lion_side

    game = at_first_turn(players=2, seed=4)
    st = game.state
    cat = st.catalogue
    seat = game.pending.seat
    p = st.players[seat]
    lion = cat.lions[p.lion[0]]
    base = lion_side(st, seat, 0).strength
    assert base == lion.strength_dice
    # a covered Motif track space with a Strength die
    strong = next(
        (lion_i, i)
        for lion_i, ln in enumerate(cat.lions)
        for i, e in enumerate(ln.track)
        if e.is_passive and e.gains("strength_dice")
    )
    # the card with "for each of your Qi Energy in Spring Couplets, +1 Strength die" (red Motif needed)
    card = next(
        c
        for c in cat.market
        if any(e.for_each == "qi_couplets" and e.gains("strength_dice") for e in cat.cards[c].jade)
    )
    st.drum_deck.remove(card)
    p.played[0].append(card)
    st.turn.slot, st.turn.card = 0, card
    st.seat = seat
    couplet_spaces = cat.spaces_in("couplets")[:2]
    for s in couplet_spaces:
        st.space_qi[s] = seat
        p.qi[next(i for i, n in enumerate(p.qi) if n)] -= 1
    p.motifs[0] = [1]  # one red Motif meets the card's requirement
    assert lion_side(st, seat, 0).strength == base + 2  # one die per Qi Energy in Spring Couplets
    # the Tiger-Tooth Jade Amulet
    tooth = next(i for i, a in enumerate(cat.amulets) if a.ability == "strength_die")
    st.amulet_supply[tooth] -= 1
    p.amulets.append(tooth)
    side_now = lion_side(st, seat, 0)
    assert side_now.strength == base + 3
    assert (DiceSource.JADE_AMULET, 1) in side_now.sources
    # the right Lion gains the Character board's Strength die
    right = st.lion_row[0]
    st.lion_row.remove(right)
    p.lion[1] = right
    st.turn.slot = 1
    right_side = lion_side(st, seat, 1)
    board = cat.characters[p.character].right_strength
    assert (DiceSource.CHARACTER_BOARD, board) in right_side.sources
    assert right_side.strength == cat.lions[right].strength_dice + board + 1  # + amulet
    # a covered track space with a Strength die counts for that Lion, an uncovered one does not
    lion_i, space = strong
    p.lion[0] = lion_i
    st.turn.slot = 0
    p.motifs[0] = [1] * space  # up to the space before
    before = lion_side(st, seat, 0).strength
    p.motifs[0] = [1] * (space + 1)
    assert lion_side(st, seat, 0).strength == before + cat.lions[lion_i].track[space].gains(
        "strength_dice"
    )
