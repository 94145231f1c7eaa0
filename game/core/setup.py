"""Setup for 2–4 players (rulebook, "Setup: Village Map and Board", "Setup: Character Board").

In order: choose the Terrain tiles for the player count and lay them out (a prepared layout, tiles
placed at random on it; or "build your own", each player in turn revealing and placing a tile that
touches at least two others); the Nian beast's first form on the first placed plains; the monster stack
(Wangliang on top of Zhujian) and a Yao monster on each of the last placed plains, highlands and
mountains; the Drum market; Character boards (at random, or drafted: take 2, keep 1); the Lion draft
(a row of 4 chosen from the last player counter-clockwise, or the casual deal of 3 revealed together);
the Ritual Manual token; 10 Qi Energy on each board and 4 beside it; starting resources.  A variant
(Solo Mode, "Solo: Setup") may hand out the starting Lions and adds its own setup at the end
(`variants.Variant.given_lion`, `setup`).

Choices the rulebook leaves open are in docs/rulings.md.
"""

from __future__ import annotations

from . import rng
from .actions import ChooseCharacter, ChooseLion, PlaceTile, Row
from .catalogue import PLAYER_SETS, SOLO_DIFFICULTIES, Catalogue
from .decisions import DecisionKind as K
from .decisions import Prompt
from .events import (
    CharacterChosen,
    Events,
    LionChosen,
    MonsterSpawned,
    NianSpawned,
    ResourcesChanged,
    RowRefilled,
    ScorchedEarthPlaced,
    SlipGained,
    TilePlaced,
)
from .reasons import Cause, because
from .state import Config, GameState, PlayerState
from .steps import Step, push, step
from .supply import HAND_SIZE, ROW_SIZE, draw_up_to, refill_lion_row, refill_rows
from .turn import begin_turn
from .variants import variant_of
from .village import EMPTY_VILLAGE, TERRAIN_COUNTS, Village, check_counts

#: Yao monsters in the stack by player count: (Wangliang, Zhujian).
MONSTER_COUNTS = {1: (5, 14), 2: (5, 14), 3: (6, 14), 4: (7, 14)}
#: Coins by position in turn order.  The rulebook gives 4 and 5; 6 and 7 are ours (docs/rulings.md).
STARTING_COINS = (4, 5, 6, 7)
STARTING_BAMBOO = 2
RESERVE_QI = 4
#: The seeds a game may have: any 64-bit number, signed or not (bigger ones are damage: a save of
#: one could not be written, JSON refusing integers past 4300 digits); a turn cap is below the top.
SEED_RANGE = (-(1 << 63), 1 << 64)

__all__ = ["new_state", "turn_order"]


def turn_order(st: GameState) -> list[int]:
    """Seats in turn order, starting with the First Player token."""
    return [(st.first_player + k) % st.n for k in range(st.n)]


def check_config(config: Config) -> None:
    """Refuse a configuration the setup rules cannot lay out (ValueError with the reason).

    Every field is checked for its type and range (a save, the settings or the command line may
    hold anything); whether the named level fits the table is `engine.layout_for`'s check
    (`village.fits`: a level is played by the player count it declares, Solo also on a 2-player
    level; "build your own" by any).
    """
    if not _whole(config.players) or not 1 <= config.players <= 4:
        raise ValueError("Lionwake is played by 1 (Solo Mode) to 4 players")
    if not isinstance(config.difficulty, str) or config.difficulty not in SOLO_DIFFICULTIES:
        raise ValueError("the difficulty (Solo Mode's) is easy, normal or hard")
    if not _whole(config.first_player) or not 0 <= config.first_player < config.players:
        raise ValueError("the first player must be one of the seats")
    if not isinstance(config.lion_draft, str) or config.lion_draft not in ("row", "casual"):
        raise ValueError("the Lion draft is 'row' or 'casual'")
    if not _whole(config.seed) or not SEED_RANGE[0] <= config.seed < SEED_RANGE[1]:
        raise ValueError("the seed is a whole number of at most 64 bits")
    if not _whole(config.turn_cap) or not 0 <= config.turn_cap < SEED_RANGE[1]:
        raise ValueError("the turn cap is 0 (none) or a number of turns")
    if not isinstance(config.layout, str) or not isinstance(config.character_draft, bool):
        raise ValueError("the layout is a name and the character draft is on or off")


def _whole(value: object) -> bool:
    """An int that is not a bool (True is not a player count)."""
    return isinstance(value, int) and not isinstance(value, bool)


def new_state(
    config: Config, cat: Catalogue, layout: Village | None, ev: Events, twists: dict | None = None
) -> GameState:
    """A table laid out for `config`.  `twists` are a campaign chapter's map properties: a given
    starting Lion (``lion``), Scorched Earth already on tiles (``scorched``: placement orders), fewer
    Fear cards (``fear_cards``)."""
    check_config(config)
    n = config.players
    st = GameState(
        config=config,
        catalogue=cat,
        rng=rng.seed_state(config.seed),
        village=EMPTY_VILLAGE,
        players=[PlayerState(s) for s in range(n)],
        first_player=config.first_player,
        twists=dict(twists or {}),
    )
    # Terrain tiles for this player count, chosen at random by type.
    counts = TERRAIN_COUNTS[n]
    chosen: list[list[int]] = []
    for level, count in enumerate(counts):
        pool = [i for i, t in enumerate(cat.terrain) if t.level == level]
        rng.shuffle(st, pool)
        chosen.append(pool[:count])
    if layout is not None:
        check_counts(layout, n)
        cards = []
        for level in layout.levels:
            cards.append(chosen[level].pop())
        st.village = layout
        st.tile_cards = tuple(cards)
        for i, c in enumerate(layout.coords):
            ev.append(TilePlaced(i, c, layout.levels[i], cards[i]))
        frames: list[tuple] = [(K.VILLAGE_READY, -1)]
    else:
        stack = [c for group in chosen for c in group]
        rng.shuffle(st, stack)
        st.terrain_stack = stack
        order = turn_order(st)
        frames = [(K.PLACE_TILE, order[k % n]) for k in range(len(stack))]
        frames.append((K.VILLAGE_READY, -1))
    # The Drum market.
    st.drum_deck = list(cat.market)
    rng.shuffle(st, st.drum_deck)
    while len(st.drum_row) < ROW_SIZE:
        st.drum_row.append(st.drum_deck.pop())
    ev.append(RowRefilled(Row.DRUM, tuple(st.drum_row)))
    # Character boards: at random, or drafted.
    st.character_pool = list(range(len(cat.characters)))
    rng.shuffle(st, st.character_pool)
    if config.character_draft:
        frames.append((K.DRAFT_CHARACTER, -1))
    else:
        for seat in turn_order(st):
            _take_character(st, seat, st.character_pool.pop(), ev)
    # Lions: a shuffled deck and a face-up row; the Ritual Manual token on the stack.
    st.lion_deck = list(range(len(cat.lions)))
    rng.shuffle(st, st.lion_deck)
    st.manual = rng.below(st, len(cat.manuals))
    order = turn_order(st)
    if not variant_of(st).given_lion(st, ev):  # (Solo: a chapter may hand the player their Lion)
        if config.lion_draft == "row":
            refill_lion_row(st, ev)
            frames += [(K.CHOOSE_LION_ROW, seat) for seat in reversed(order)]
        else:
            frames.append((K.DEAL_LIONS, -1))
    frames.append((K.FINISH_SETUP, -1))
    push(st, *frames)
    return st


def _take_character(st: GameState, seat: int, board: int, ev: Events) -> None:
    p = st.players[seat]
    p.character = board
    p.qi = [s.qi for s in st.catalogue.characters[board].sections]
    p.reserve = RESERVE_QI
    ev.append(CharacterChosen(seat, board))


@step
class PlaceTileStep(Step):
    """(K.PLACE_TILE, seat): build your own: place the revealed tile touching at least two others."""

    kind = K.PLACE_TILE

    def legal(self, st, frame):
        return [PlaceTile(h) for h in st.village.placeable()]

    def apply(self, st, frame, action, ev):
        card = st.terrain_stack.pop()
        level = st.catalogue.terrain[card].level
        coords = list(st.village.coords) + [action.hex]
        levels = list(st.village.levels) + [level]
        st.village = Village.build(coords, levels)
        st.tile_cards = st.tile_cards + (card,)
        ev.append(TilePlaced(len(coords) - 1, action.hex, level, card, seat=frame[1]))

    def prompt(self, st, frame):
        card = st.catalogue.terrain[st.terrain_stack[-1]]
        return Prompt(K.PLACE_TILE, name=card.name, what=card.terrain)


@step
class VillageReady(Step):
    """(K.VILLAGE_READY, -1): the Nian beast, the monster stack and the first three Yao monsters."""

    kind = K.VILLAGE_READY
    auto = True

    def run(self, st, frame, ev):
        cat = st.catalogue
        v = st.village
        n = len(v)
        st.monster_at = [-1] * n
        st.scorched_at = [0] * n
        st.scorched_supply = cat.scorched_earth
        st.nian_form = 1
        st.nian_tile = v.first_of(0)
        ev.append(NianSpawned(1, st.nian_tile))
        wang_n, zhu_n = MONSTER_COUNTS[st.config.players]
        wang = [i for i, y in enumerate(cat.yao) if y.kind == "wangliang"]
        zhu = [i for i, y in enumerate(cat.yao) if y.kind == "zhujian"]
        rng.shuffle(st, wang)
        rng.shuffle(st, zhu)
        st.monster_stack = zhu[:zhu_n] + wang[:wang_n]  # Wangliang on top (end of the list)
        for level in (0, 1, 2):
            tile = v.last_of(level)
            token = st.monster_stack.pop()
            st.monster_at[tile] = token
            ev.append(MonsterSpawned(token, tile, auto=True))
        for order in _orders(st.twists.get("scorched", "")):  # a chapter's scorched tiles
            if 1 <= order <= n and st.scorched_supply > 0 and not st.scorched_at[order - 1]:
                st.scorched_supply -= 1
                st.scorched_at[order - 1] = 1
                ev.append(ScorchedEarthPlaced(order - 1))


def _orders(text) -> list[int]:
    """Placement orders from a map property such as "3,7"."""
    if isinstance(text, int):
        return [text]
    return [int(part) for part in str(text).replace(" ", "").split(",") if part.isdigit()]


@step
class DraftCharacter(Step):
    """(K.DRAFT_CHARACTER, -1): each player in turn takes 2 boards at random and keeps 1."""

    kind = K.DRAFT_CHARACTER
    auto = True

    def run(self, st, frame, ev):
        frames = []
        for seat in turn_order(st):
            frames.append((K.CHOOSE_CHARACTER, seat))
        push(st, *frames)


@step
class ChooseCharacterStep(Step):
    """(K.CHOOSE_CHARACTER, seat): keep one of the two boards taken (the other goes back)."""

    kind = K.CHOOSE_CHARACTER

    def legal(self, st, frame):
        return [ChooseCharacter(c) for c in sorted(st.character_pool[-2:])]

    def apply(self, st, frame, action, ev):
        st.character_pool.remove(action.character)
        _take_character(st, frame[1], action.character, ev)
        rng.shuffle(st, st.character_pool)  # the returned board is shuffled back in


@step
class ChooseLionRow(Step):
    """(K.CHOOSE_LION_ROW, seat): choose a starting Lion from the row; the row is replenished."""

    kind = K.CHOOSE_LION_ROW

    def legal(self, st, frame):
        return [ChooseLion(lion) for lion in st.lion_row]

    def apply(self, st, frame, action, ev):
        st.lion_row.remove(action.lion)
        st.players[frame[1]].lion[0] = action.lion
        ev.append(LionChosen(frame[1], action.lion, 0))
        refill_lion_row(st, ev)


@step
class DealLions(Step):
    """(K.DEAL_LIONS, -1): the casual draft deals 3 Lion cards to each player."""

    kind = K.DEAL_LIONS
    auto = True

    def run(self, st, frame, ev):
        frames = []
        for seat in turn_order(st):
            frames.append((K.CHOOSE_LION_DEAL, seat, tuple(st.lion_deck.pop() for _ in range(3))))
        push(st, *frames, (K.LIONS_REVEALED, -1))


@step
class ChooseLionDeal(Step):
    """(K.CHOOSE_LION_DEAL, seat, cards): choose 1 of your 3 dealt Lions, in secret."""

    kind = K.CHOOSE_LION_DEAL

    def legal(self, st, frame):
        return [ChooseLion(lion) for lion in frame[2]]

    def apply(self, st, frame, action, ev):
        st.players[frame[1]].lion[0] = action.lion
        st.lion_deck.extend(c for c in frame[2] if c != action.lion)


@step
class LionsRevealed(Step):
    """(K.LIONS_REVEALED, -1): reveal the chosen Lions; shuffle the rest and lay out a row of 4."""

    kind = K.LIONS_REVEALED
    auto = True

    def run(self, st, frame, ev):
        for seat in turn_order(st):
            ev.append(LionChosen(seat, st.players[seat].lion[0], 0))
        rng.shuffle(st, st.lion_deck)
        refill_lion_row(st, ev)


@step
class FinishSetup(Step):
    """(K.FINISH_SETUP, -1): Qi Energy, starting resources and decks, the rows; the first turn."""

    kind = K.FINISH_SETUP
    auto = True

    def run(self, st, frame, ev):
        cat = st.catalogue
        player_slips = [i for i, s in enumerate(cat.slips) if s.player]
        for k, seat in enumerate(turn_order(st)):
            p = st.players[seat]
            lion = cat.lions[p.lion[0]]
            drum = cat.lion_drums[lion.drum]
            p.drum_set = PLAYER_SETS[k]
            p.deck = list(cat.player_sets[p.drum_set]) + [drum]
            rng.shuffle(st, p.deck)
            start = {"bamboo": STARTING_BAMBOO, "coins": STARTING_COINS[k]}
            for key, n in cat.cards[drum].start:
                start[key] = start.get(key, 0) + n
            for key, n in start.items():
                setattr(p, key, getattr(p, key) + n)
            ev.append(
                ResourcesChanged(seat, tuple(start.items()), because(Cause.STARTING_RESOURCES))
            )
            for slip in player_slips[3 * k : 3 * k + 3]:
                p.slips.append(slip)
                ev.append(SlipGained(seat, slip))
            draw_up_to(st, seat, HAND_SIZE, ev)
        st.motif_bag = [cat.motifs_per_colour] * 4
        st.slip_supply = [i for i, s in enumerate(cat.slips) if not s.player]
        rng.shuffle(st, st.slip_supply)
        st.fear_deck = list(cat.fear)
        rng.shuffle(st, st.fear_deck)
        st.amulet_supply = [a.count for a in cat.amulets]
        st.space_qi = [-1] * len(cat.spaces)
        st.space_token = [-1] * len(cat.spaces)
        variant_of(st).setup(st, ev)
        refill_rows(st, ev)
        begin_turn(st, st.first_player, ev)
