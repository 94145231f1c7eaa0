"""Setup for 2-4 players (rulebook, "Setup: Village Map and Board", "Setup: Character Board").

Each test names the rulebook section it checks (``test_setup_village__...`` for "Setup: Village Map
and Board", ``test_setup_character__...`` for "Setup: Character Board") or the ruling in
docs/rulings.md that settles a choice the book leaves open.  Drafts are driven only through
`legal_actions()` / `apply()`, with a seeded random pick, so every test replays exactly.
"""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.core.actions import ChooseCharacter, ChooseLion, PlaceTile
from game.core.catalogue import default_catalogue
from game.core.engine import Game
from game.core.state import Config

ROOT = Path(__file__).resolve().parents[2]
CAT = default_catalogue()

PLAYER_COUNTS = (2, 3, 4)
SEEDS = (0, 3, 11)
HIDDEN = -1

#: "Setup: Village Map and Board": (plains, highlands, mountains) by player count.
TERRAIN_COUNTS = {2: (6, 2, 2), 3: (7, 3, 2), 4: (8, 4, 3)}
#: ... and (Wangliang, Zhujian) in the monster stack.
MONSTER_COUNTS = {2: (5, 14), 3: (6, 14), 4: (7, 14)}
#: "Player 1: 4 Coins; Player 2: 5 Coins" and docs/rulings.md ruling 1 (6 and 7).
COINS_BY_TURN_ORDER = (4, 5, 6, 7)
#: docs/rulings.md ruling 2: the grey set by position in turn order.
GREY_SETS = ("甲", "乙", "丙", "丁")
TERRAINS = ("plains", "highlands", "mountains")
DIRECTIONS = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))

#: (players, first player) pairs: the First Player token on seat 0 and on another seat.
SEATINGS = [(2, 0), (2, 1), (3, 0), (3, 2), (4, 0), (4, 1), (4, 3)]

players_and_seeds = pytest.mark.parametrize(
    "players,seed", [(n, s) for n in PLAYER_COUNTS for s in SEEDS]
)
seatings = pytest.mark.parametrize("players,first", SEATINGS)


# --- helpers --------------------------------------------------------------------------------------


def _turn_order(players: int, first: int) -> list[int]:
    return [(first + k) % players for k in range(players)]


def _pick(rnd: random.Random, game: Game):
    legal = game.legal_actions()
    assert legal, f"no legal action during setup at {game.pending}"
    return rnd.choice(legal)


def _finish_setup(game: Game, seed: int = 0) -> Game:
    """Apply seeded random legal actions until the first turn decision."""
    rnd = random.Random(seed)
    for _ in range(100):
        if game.pending.kind == "turn":
            return game
        game.apply(_pick(rnd, game))
    raise AssertionError(f"setup did not reach the first turn: {game.pending}")


def _game(players: int, seed: int = 0, **kw) -> Game:
    return _finish_setup(Game(Config(players=players, seed=seed, **kw)), seed)


def _neighbours(h: tuple[int, int]) -> list[tuple[int, int]]:
    return [(h[0] + dq, h[1] + dr) for dq, dr in DIRECTIONS]


def _level_counts(levels) -> tuple[int, int, int]:
    return tuple(list(levels).count(lv) for lv in range(3))


def _first_of(levels, level: int) -> int:
    return min(i for i, lv in enumerate(levels) if lv == level)


def _last_of(levels, level: int) -> int:
    return max(i for i, lv in enumerate(levels) if lv == level)


def _tmx_levels_by_order(players: int) -> list[int]:
    """Read levels/first-game-<n>p.tmx directly: terrain level of placement order 1, 2, 3, ..."""
    tsx = ET.parse(ROOT / "levels" / "village.tsx").getroot()
    tiles = {}
    for tile in tsx.iter("tile"):
        props = {p.get("name"): p.get("value") for p in tile.iter("property")}
        tiles[int(tile.get("id"))] = (props["terrain"], int(props["order"]))
    tmx = ET.parse(ROOT / "levels" / f"first-game-{players}p.tmx").getroot()
    firstgid = int(tmx.find("tileset").get("firstgid"))
    data = tmx.find("layer").find("data").text
    by_order = {}
    for gid in (int(x) for x in data.replace("\n", "").split(",") if x.strip()):
        if gid:
            terrain, order = tiles[gid - firstgid]
            by_order[order] = TERRAINS.index(terrain)
    assert sorted(by_order) == list(range(1, len(by_order) + 1))
    return [by_order[o] for o in sorted(by_order)]


# --- Setup: Village Map and Board -----------------------------------------------------------------


@players_and_seeds
def test_setup_village__terrain_counts_per_player_count(players, seed):
    st = _game(players, seed).state
    assert _level_counts(st.village.levels) == TERRAIN_COUNTS[players]
    assert len(st.village) == sum(TERRAIN_COUNTS[players])
    assert len(st.tile_cards) == len(st.village)


@players_and_seeds
def test_setup_village__each_position_gets_a_terrain_tile_of_its_own_terrain(players, seed):
    st = _game(players, seed).state
    for i, card in enumerate(st.tile_cards):
        assert CAT.terrain[card].level == st.village.levels[i], f"tile {i}"
        assert CAT.terrain[card].terrain == TERRAINS[st.village.levels[i]]
    assert len(set(st.tile_cards)) == len(st.tile_cards), "a Terrain tile card is used twice"


@players_and_seeds
def test_setup_village__tile_placed_events_follow_placement_order(players, seed):
    game = _game(players, seed)
    st = game.state
    placed = [e for e in game.opening_events if e.kind == "tile_placed"]
    assert [e.tile for e in placed] == list(range(len(st.village)))
    assert [e.terrain_card for e in placed] == list(st.tile_cards)
    assert [e.level for e in placed] == list(st.village.levels)
    assert [e.hex for e in placed] == list(st.village.coords)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_village__tile_index_is_placement_order_minus_one(players):
    st = _game(players).state
    assert list(st.village.levels) == _tmx_levels_by_order(players)


@players_and_seeds
def test_setup_village__nian_beast_form_one_on_first_placed_plains(players, seed):
    game = _game(players, seed)
    st = game.state
    first_plains = _first_of(st.village.levels, 0)
    assert st.nian_form == 1
    assert st.nian_tile == first_plains
    assert st.village.levels[st.nian_tile] == 0
    spawned = [e for e in game.opening_events if e.kind == "nian_spawned"]
    assert [(e.form, e.tile) for e in spawned] == [(1, first_plains)]


@players_and_seeds
def test_setup_village__monster_stack_counts_per_player_count(players, seed):
    st = _game(players, seed).state
    on_map = [t for t in st.monster_at if t != -1]
    every = st.monster_stack + on_map
    assert len(every) == len(set(every)), "a Yao token is used twice"
    wang = sum(CAT.yao[t].kind == "wangliang" for t in every)
    zhu = sum(CAT.yao[t].kind == "zhujian" for t in every)
    assert (wang, zhu) == MONSTER_COUNTS[players]
    assert len(st.monster_stack) == sum(MONSTER_COUNTS[players]) - 3


@players_and_seeds
def test_setup_village__monster_stack_wangliang_on_top_of_zhujian(players, seed):
    st = _game(players, seed).state
    kinds = [CAT.yao[t].kind for t in st.monster_stack]  # top is the end of the list
    wang_left = MONSTER_COUNTS[players][0] - 3  # three Wangliang were drawn onto the map
    assert kinds == ["zhujian"] * 14 + ["wangliang"] * wang_left


@players_and_seeds
def test_setup_village__first_three_yao_on_last_placed_plains_highlands_mountains(players, seed):
    game = _game(players, seed)
    st = game.state
    levels = st.village.levels
    targets = {_last_of(levels, lv) for lv in range(3)}
    occupied = {i for i, t in enumerate(st.monster_at) if t != -1}
    assert occupied == targets
    assert len(st.monster_at) == len(st.village)
    # The top of the stack is Wangliang, so the first three drawn are Wangliang.
    assert all(CAT.yao[st.monster_at[i]].kind == "wangliang" for i in targets)
    spawned = [e for e in game.opening_events if e.kind == "monster_spawned"]
    assert {(e.tile, e.token) for e in spawned} == {(i, st.monster_at[i]) for i in targets}
    assert not set(st.monster_stack) & {st.monster_at[i] for i in targets}


@players_and_seeds
def test_setup_village__drum_market_four_face_up_rest_face_down(players, seed):
    st = _game(players, seed).state
    assert len(CAT.market) == 48
    assert len(st.drum_row) == 4
    assert len(st.drum_deck) == 44
    assert sorted(st.drum_row + st.drum_deck) == sorted(CAT.market)
    assert all(CAT.cards[c].kind == "market" for c in st.drum_row + st.drum_deck)
    set_aside = {c for s in CAT.player_sets.values() for c in s} | set(CAT.lion_drums.values())
    assert not set_aside & set(st.drum_row + st.drum_deck)


@players_and_seeds
def test_setup_village__drum_market_face_down_in_every_view(players, seed):
    game = _game(players, seed)
    for seat in range(players):
        v = game.view(seat)
        assert v.drum_row == game.state.drum_row
        assert v.drum_deck == [HIDDEN] * 44
        assert v.monster_stack == [HIDDEN] * len(game.state.monster_stack)


# --- Build your own -------------------------------------------------------------------------------


@pytest.mark.parametrize("players,first", SEATINGS)
@pytest.mark.parametrize("seed", (1, 5))
def test_setup_village__build_your_own_each_player_in_turn_places_one_tile(players, first, seed):
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, layout="build", first_player=first))
    order = _turn_order(players, first)
    total = sum(TERRAIN_COUNTS[players])
    placed: list[tuple[int, int]] = []
    seats = []
    for k in range(total):
        assert game.pending.kind == "place_tile"
        seats.append(game.pending.seat)
        legal = game.legal_actions()
        assert legal and all(isinstance(a, PlaceTile) for a in legal)
        offered = {a.hex for a in legal}
        assert len(offered) == len(legal)
        if k == 0:
            assert offered == {(0, 0)}, "ruling 7: the first tile goes in the middle"
        elif k == 1:
            assert offered == set(_neighbours(placed[0])), "ruling 7: the second next to it"
        else:
            want = {
                n
                for c in placed
                for n in _neighbours(c)
                if n not in placed and sum(m in placed for m in _neighbours(n)) >= 2
            }
            assert offered == want
            for h in offered:
                assert sum(m in placed for m in _neighbours(h)) >= 2
        action = rnd.choice(legal)
        events = game.apply(action)
        tiles = [e for e in events if e.kind == "tile_placed"]
        assert len(tiles) == 1
        assert (tiles[0].tile, tiles[0].hex, tiles[0].seat) == (k, action.hex, seats[-1])
        placed.append(action.hex)
    assert seats == [order[k % players] for k in range(total)]
    assert game.pending.kind != "place_tile"
    st = game.state
    assert list(st.village.coords) == placed
    assert _level_counts(st.village.levels) == TERRAIN_COUNTS[players]
    for h in placed:
        assert sum(m in placed for m in _neighbours(h)) >= 2
    assert len(set(st.tile_cards)) == len(st.tile_cards) == total
    for i, card in enumerate(st.tile_cards):
        assert CAT.terrain[card].level == st.village.levels[i]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("seed", (2, 9))
def test_setup_village__build_your_own_nian_and_yao_follow_placement_order(players, seed):
    game = _game(players, seed, layout="build", lion_draft="casual", character_draft=True)
    st = game.state
    levels = st.village.levels
    assert _level_counts(levels) == TERRAIN_COUNTS[players]
    assert st.nian_tile == _first_of(levels, 0)
    occupied = {i for i, t in enumerate(st.monster_at) if t != -1}
    assert occupied == {_last_of(levels, lv) for lv in range(3)}
    assert game.pending.kind == "turn"


# --- Setup: Character Board -----------------------------------------------------------------------


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__random_boards_distinct_with_10_qi_and_4_beside(players, first, seed):
    game = Game(Config(players=players, seed=seed, first_player=first, character_draft=False))
    assert game.pending.kind != "choose_character"
    st = _finish_setup(game, seed).state
    boards = [p.character for p in st.players]
    assert all(0 <= b < len(CAT.characters) for b in boards)
    assert len(set(boards)) == players
    for p in st.players:
        assert p.qi == [s.qi for s in CAT.characters[p.character].sections]
        assert sum(p.qi) == 10
        assert p.reserve == 4


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__draft_each_player_takes_two_boards_keeps_one(players, first, seed):
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, first_player=first, character_draft=True))
    order = _turn_order(players, first)
    taken: list[int] = []
    seats = []
    while game.pending.kind != "turn":
        if game.pending.kind == "choose_character":
            seat = game.pending.seat
            seats.append(seat)
            legal = game.legal_actions()
            assert all(isinstance(a, ChooseCharacter) for a in legal)
            options = [a.character for a in legal]
            assert len(set(options)) == len(options)
            assert not set(options) & set(taken), "a board already kept is offered again"
            if players == 4 and len(seats) == 4:
                assert len(options) == 1, "ruling 6: the last of four has one board left"
            else:
                assert len(options) == 2
            action = rnd.choice(legal)
            game.apply(action)
            assert game.state.players[seat].character == action.character
            taken.append(action.character)
        else:
            game.apply(_pick(rnd, game))
    assert seats == order
    st = game.state
    assert [st.players[s].character for s in order] == taken
    assert len(set(taken)) == players
    for p in st.players:
        assert p.qi == [s.qi for s in CAT.characters[p.character].sections]
        assert sum(p.qi) == 10 and p.reserve == 4


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__lion_row_draft_from_last_player_counterclockwise(players, first, seed):
    """Ruling 4: the draft runs in reverse turn order, from the last player to the first."""
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, first_player=first, lion_draft="row"))
    seats = []
    chosen = {}
    while game.pending.kind != "turn":
        if game.pending.kind == "choose_lion_row":
            seats.append(game.pending.seat)
            action = rnd.choice(game.legal_actions())
            chosen[game.pending.seat] = action.lion
            game.apply(action)
        else:
            game.apply(_pick(rnd, game))
    assert seats == list(reversed(_turn_order(players, first)))
    for seat, lion in chosen.items():
        assert game.state.players[seat].lion == [lion, -1]


@players_and_seeds
def test_setup_character__lion_row_of_four_replenished_after_each_pick(players, seed):
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, lion_draft="row"))
    picked: list[int] = []
    while game.pending.kind != "turn":
        st = game.state
        if game.pending.kind != "choose_lion_row":
            game.apply(_pick(rnd, game))
            continue
        row_before = list(st.lion_row)
        assert len(row_before) == 4
        legal = game.legal_actions()
        assert all(isinstance(a, ChooseLion) for a in legal)
        assert sorted(a.lion for a in legal) == sorted(row_before)
        top = st.lion_deck[-1]
        action = rnd.choice(legal)
        game.apply(action)
        picked.append(action.lion)
        row_after = game.state.lion_row
        assert len(row_after) == 4
        assert action.lion not in row_after
        assert sorted(row_after) == sorted([c for c in row_before if c != action.lion] + [top])
    st = game.state
    assert len(picked) == players
    assert len(st.lion_row) == 4
    assert len(st.lion_deck) == 12 - 4 - players
    everything = st.lion_row + st.lion_deck + picked
    assert sorted(everything) == list(range(12))


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__casual_lion_deal_three_each_choose_one(players, first, seed):
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, first_player=first, lion_draft="casual"))
    dealt: dict[int, list[int]] = {}
    chosen: dict[int, int] = {}
    while game.pending.kind != "turn":
        if game.pending.kind == "choose_lion_deal":
            seat = game.pending.seat
            legal = game.legal_actions()
            assert all(isinstance(a, ChooseLion) for a in legal)
            assert seat not in dealt
            dealt[seat] = [a.lion for a in legal]
            action = rnd.choice(legal)
            chosen[seat] = action.lion
            game.apply(action)
        else:
            game.apply(_pick(rnd, game))
    assert sorted(dealt) == list(range(players))
    for options in dealt.values():
        assert len(options) == 3 and len(set(options)) == 3
    every = [c for options in dealt.values() for c in options]
    assert len(set(every)) == 3 * players, "two players were dealt the same Lion"
    st = game.state
    for seat in range(players):
        assert st.players[seat].lion == [chosen[seat], -1]


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__casual_lion_picks_hidden_until_revealed_together(players, first, seed):
    rnd = random.Random(seed)
    game = Game(Config(players=players, seed=seed, first_player=first, lion_draft="casual"))
    dealt: dict[int, tuple[int, ...]] = {}
    chosen: dict[int, int] = {}
    while game.pending.kind != "turn":
        if game.pending.kind != "choose_lion_deal":
            game.apply(_pick(rnd, game))
            continue
        seat = game.pending.seat
        dealt[seat] = tuple(a.lion for a in game.legal_actions())
        # Every other seat's view: no pick and no dealt option of anyone but itself.
        for viewer in range(players):
            v = game.view(viewer)
            for p in v.players:
                if p.seat != viewer:
                    assert p.lion[0] == HIDDEN, f"seat {viewer} sees seat {p.seat}'s pick"
            for frame in v.stack:
                if frame[0] == "choose_lion_deal" and frame[1] != viewer:
                    assert set(frame[2]) == {HIDDEN}, f"seat {viewer} sees {frame[1]}'s deal"
            assert set(v.lion_deck) <= {HIDDEN}
            assert v.lion_row == []
        # The seat itself sees its own three options.
        own = game.view(seat)
        mine = [f for f in own.stack if f[0] == "choose_lion_deal" and f[1] == seat]
        assert [sorted(f[2]) for f in mine] == [sorted(dealt[seat])]
        events = game.apply(action := rnd.choice(game.legal_actions()))
        chosen[seat] = action.lion
        if len(chosen) < players:
            assert not [e for e in events if e.kind == "lion_chosen"], "a pick revealed early"
            for viewer in range(players):
                if viewer != seat:
                    assert game.view(viewer).players[seat].lion[0] == HIDDEN
            assert game.view(seat).players[seat].lion[0] == action.lion
        else:
            revealed = {e.seat: e.lion for e in events if e.kind == "lion_chosen"}
            assert revealed == chosen
    for viewer in range(players):
        v = game.view(viewer)
        assert [p.lion[0] for p in v.players] == [chosen[s] for s in range(players)]


@players_and_seeds
def test_setup_character__casual_lions_revealed_then_row_of_four_from_remaining(players, seed):
    """Ruling 5: the cards not kept are shuffled back with the undealt cards before the row."""
    game = _game(players, seed, lion_draft="casual")
    st = game.state
    kept = [p.lion[0] for p in st.players]
    assert len(set(kept)) == players
    assert len(st.lion_row) == 4
    assert not set(st.lion_row) & set(kept)
    assert not set(st.lion_deck) & set(kept)
    assert sorted(st.lion_row + st.lion_deck + kept) == list(range(12))
    assert len(st.lion_deck) == 12 - players - 4


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_character__casual_lions_not_kept_shuffled_back_with_the_undealt(players):
    """Ruling 5: the unkept cards are shuffled back in before the row is laid out, so the row is not
    simply the cards the last two players to choose put back."""
    rows_of_last_returns = 0
    rows_with_undealt = 0
    for seed in range(8):
        rnd = random.Random(seed)
        game = Game(Config(players=players, seed=seed, lion_draft="casual"))
        dealt: set[int] = set()
        returned: list[set[int]] = []
        while game.pending.kind != "turn":
            action = _pick(rnd, game)
            if game.pending.kind == "choose_lion_deal":
                options = {a.lion for a in game.legal_actions()}
                dealt |= options
                returned.append(options - {action.lion})
            game.apply(action)
        row = set(game.state.lion_row)
        rows_of_last_returns += row == returned[-1] | returned[-2]
        rows_with_undealt += bool(row - dealt)
    assert rows_of_last_returns < 8
    if players < 4:  # with 4 players every Lion is dealt
        assert rows_with_undealt > 0


@players_and_seeds
def test_setup_character__one_ritual_manual_token_on_the_lion_stack(players, seed):
    st = _game(players, seed).state
    assert 0 <= st.manual < len(CAT.manuals) == 6


def test_setup_character__ritual_manual_token_chosen_at_random():
    manuals = {_game(2, seed).state.manual for seed in range(12)}
    assert len(manuals) > 1


@seatings
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("draft", ("row", "casual"))
def test_setup_character__starting_resources_bamboo_lion_drum_and_coins_by_turn_order(
    players, first, seed, draft
):
    """ "2 Bamboo, any resources indicated on your starting Lion Drum card, and Coins based on player
    order: Player 1: 4 Coins; Player 2: 5 Coins" (and ruling 1: 6, 7)."""
    st = _game(players, seed, first_player=first, lion_draft=draft).state
    for k, seat in enumerate(_turn_order(players, first)):
        p = st.players[seat]
        drum = CAT.cards[CAT.lion_drums[CAT.lions[p.lion[0]].drum]]
        start = dict(drum.start)
        assert p.coins == COINS_BY_TURN_ORDER[k] + start.get("coins", 0), f"seat {seat}"
        assert p.bamboo == 2 + start.get("bamboo", 0), f"seat {seat}"
        assert p.red_paper == start.get("red_paper", 0), f"seat {seat}"
        assert p.jade == start.get("jade", 0), f"seat {seat}"


def test_setup_character__coins_follow_turn_order_not_seat_number():
    """Ruling 1, first player on seat 2 of 4: seats 2, 3, 0, 1 take 4, 5, 6, 7 Coins."""
    st = _game(4, 0, first_player=2).state
    base = []
    for p in st.players:
        drum = CAT.cards[CAT.lion_drums[CAT.lions[p.lion[0]].drum]]
        base.append(p.coins - dict(drum.start).get("coins", 0))
    assert base == [6, 7, 4, 5]


@seatings
@pytest.mark.parametrize("seed", SEEDS)
def test_setup_character__starting_deck_grey_set_and_lion_drum_three_in_hand(players, first, seed):
    """Ruling 2: the grey set (甲 first in turn order ...) plus the starting Lion's Drum card."""
    st = _game(players, seed, first_player=first).state
    used_lion_drums = set()
    for k, seat in enumerate(_turn_order(players, first)):
        p = st.players[seat]
        lion_drum = CAT.lion_drums[CAT.lions[p.lion[0]].drum]
        used_lion_drums.add(lion_drum)
        want = sorted(list(CAT.player_sets[GREY_SETS[k]]) + [lion_drum])
        assert p.drum_set == GREY_SETS[k]
        assert len(want) == 6
        assert all(CAT.cards[c].set == GREY_SETS[k] for c in CAT.player_sets[GREY_SETS[k]])
        assert sorted(p.deck + p.hand) == want, f"seat {seat}"
        assert len(p.hand) == 3
        assert len(p.deck) == 3
        assert p.discard == [] and p.exiled == []
    # The Lion Drum cards of the other Lions stay in the box.
    all_lion_drums = set(CAT.lion_drums.values())
    in_play = {c for p in st.players for c in p.deck + p.hand}
    assert in_play & all_lion_drums == used_lion_drums


@seatings
def test_setup_character__three_player_bamboo_slips_each(players, first):
    """Ruling 3: each player takes three Player Bamboo Slips; the rest of the 12 stay out."""
    st = _game(players, 4, first_player=first).state
    held = []
    for p in st.players:
        assert len(p.slips) == 3
        assert all(CAT.slips[s].player for s in p.slips)
        assert p.placed_slips == []
        held += p.slips
    assert len(set(held)) == 3 * players
    assert not [s for s in st.slip_supply + st.slip_row if CAT.slips[s].player]


@players_and_seeds
def test_setup_rows__four_tattoo_motifs_and_four_bamboo_slips(players, seed):
    """Ruling 8: a row of 4 Tattoo Motifs from the bag and a row of 4 Bamboo Slips."""
    st = _game(players, seed).state
    assert len(st.motif_row) == 4
    assert all(0 <= c < 4 for c in st.motif_row)
    assert sum(st.motif_bag) + len(st.motif_row) == 48
    for colour in range(4):
        assert st.motif_bag[colour] + st.motif_row.count(colour) == 12
    assert len(st.slip_row) == 4
    supply = [i for i, s in enumerate(CAT.slips) if not s.player]
    assert len(supply) == 28
    assert sorted(st.slip_row + st.slip_supply) == sorted(supply)


@seatings
@pytest.mark.parametrize("draft", ("row", "casual"))
def test_setup__then_first_players_turn_in_round_one(players, first, draft):
    game = _game(players, 6, first_player=first, lion_draft=draft, character_draft=True)
    assert game.pending.kind == "turn"
    assert game.pending.seat == first
    assert game.state.seat == first
    assert game.state.round == 1
    assert game.state.first_player == first
    assert not game.over
    for p in game.state.players:
        assert p.lion_tile == [-1, -1], "Lions start on the player board"


# --- Determinism and configuration -----------------------------------------------------------------


CONFIGS = [
    dict(),
    dict(lion_draft="casual", first_player=1),
    dict(character_draft=True, layout="build"),
    dict(character_draft=True, lion_draft="casual", layout="build", first_player=1),
]


@pytest.mark.parametrize("players", PLAYER_COUNTS)
@pytest.mark.parametrize("options", CONFIGS)
def test_setup__same_config_gives_same_state_and_opening_events(players, options):
    config = Config(players=players, seed=17, **options)
    a, b = Game(config), Game(config)
    assert [e.to_dict() for e in a.opening_events] == [e.to_dict() for e in b.opening_events]
    assert a.state.to_dict() == b.state.to_dict()
    rnd_a, rnd_b = random.Random(3), random.Random(3)
    while a.pending.kind != "turn":
        ev_a = a.apply(_pick(rnd_a, a))
        ev_b = b.apply(_pick(rnd_b, b))
        assert [e.to_dict() for e in ev_a] == [e.to_dict() for e in ev_b]
        assert a.state.to_dict() == b.state.to_dict()
    assert b.pending == a.pending


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup__different_seed_gives_different_layout_or_market(players):
    tables = set()
    for seed in range(6):
        st = Game(Config(players=players, seed=seed)).state
        tables.add((st.tile_cards, tuple(st.drum_row)))
    assert len(tables) == 6


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_setup_village__terrain_tiles_placed_at_random_on_the_layout(players):
    """ "Randomly place them in the suggested layout": the layout stays, the tiles change."""
    games = [Game(Config(players=players, seed=seed)).state for seed in range(4)]
    assert len({g.village.coords for g in games}) == 1
    assert len({g.tile_cards for g in games}) > 1


@pytest.mark.parametrize("players", (0, 5))
@pytest.mark.parametrize("layout", ("first-game", "build"))
def test_setup__players_outside_1_to_4_raise_value_error(players, layout):
    """2 to 4 players, or 1 in Solo Mode."""
    with pytest.raises(ValueError):
        Game(Config(players=players, layout=layout))


@pytest.mark.parametrize("players", (0, 5))
@pytest.mark.parametrize("layout", ("first-game", "build"))
def test_setup__player_count_error_names_the_player_count(players, layout):
    """The refusal should say what is wrong (1 to 4 players), not point at a missing level file."""
    with pytest.raises(ValueError, match="to 4 players"):
        Game(Config(players=players, layout=layout))


@pytest.mark.parametrize("first", (-1, 2, 5))
def test_setup_character__first_player_must_be_a_seat(first):
    with pytest.raises(ValueError):
        Game(Config(players=2, first_player=first))


def test_setup_character__unknown_lion_draft_is_refused():
    with pytest.raises(ValueError):
        Game(Config(players=2, lion_draft="auction"))


@seatings
def test_setup_character__only_the_first_player_opens_with_the_opening_beat(players, first):
    """Ruling 2: the later grey sets have the Answering Beat (1 Red Paper and Writing Spring
    Couplets) where 甲 has the Opening Beat (1 Coin and Writing Spring Couplets), to make up for
    acting later; every set writes Couplets, so every deck can place Qi Energy; the other four
    cards are the same."""
    st = _game(players, 3, first_player=first).state
    names = []
    for k, seat in enumerate(_turn_order(players, first)):
        p = st.players[seat]
        names.append(sorted(CAT.cards[c].name for c in p.deck + p.hand if CAT.cards[c].set))
        beat = "Opening Beat" if k == 0 else "Answering Beat"
        (card,) = [CAT.cards[c] for c in p.deck + p.hand if CAT.cards[c].name == beat]
        assert [(dict(e.gain), e.perform) for e in card.drum] == (
            [({"coins": 1}, ("couplets",))] if k == 0 else [({"red_paper": 1}, ("couplets",))]
        )
    others = [[n for n in row if not n.endswith(" Beat")] for row in names]
    assert all(row == others[0] and len(row) == 4 for row in others)
