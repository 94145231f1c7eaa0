"""Everything on the table (rulebook, "Components: Game" and "Components: Player").

The state is plain data: slotted classes holding ints and lists of ints, so a bot can copy it
thousands of times a move (`GameState.copy`).  Components are referred to by their index in the
`Catalogue`; the catalogue, the configuration and the Village layout are immutable and shared by
copies.  Nothing here knows the rules: the rules modules read and change these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .catalogue import Catalogue
from .outcome import Outcome
from .village import Village

RESOURCES = ("coins", "bamboo", "red_paper", "jade")
NIAN_SEAT = 9  # who owns a Qi Energy placed by the Nian beast (Solo Mode)
NO_TILE = -1  # a Lion on its player board


@dataclass(frozen=True, slots=True)
class Config:
    """How a game is set up: chosen before the first decision, never changed."""

    players: int = 2
    seed: int = 0
    layout: str = (
        "first-game"  # "first-game" (levels/first-game-<n>p.tmx), "build", or a level name
    )
    character_draft: bool = False  # rulebook: "If desired, they may be drafted"
    lion_draft: str = "row"  # "row" (the rulebook's draft) or "casual" (deal 3, reveal together)
    first_player: int = 0  # seat holding the First Player token
    turn_cap: int = 0  # stop after this many turns (0: play to the end); for simulations
    difficulty: str = "normal"  # Solo Mode: easy, normal or hard

    def to_dict(self) -> dict[str, Any]:
        return {
            "players": self.players,
            "seed": self.seed,
            "layout": self.layout,
            "character_draft": self.character_draft,
            "lion_draft": self.lion_draft,
            "first_player": self.first_player,
            "turn_cap": self.turn_cap,
            "difficulty": self.difficulty,
        }

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Config:
        return Config(**data)


class PlayerState:
    """One player's area: Character board, Lions, piles and resources."""

    __slots__ = (
        "seat",
        "character",
        "drum_set",
        "coins",
        "bamboo",
        "red_paper",
        "jade",
        "qi",
        "reserve",
        "lion",
        "lion_tile",
        "played",
        "motifs",
        "deck",
        "hand",
        "discard",
        "exiled",
        "amulets",
        "slips",
        "placed_slips",
        "nian_cards",
        "scorched",
        "summoned",
    )

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.character = -1  # index into Catalogue.characters
        self.drum_set = ""
        self.coins = 0
        self.bamboo = 0
        self.red_paper = 0
        self.jade = 0
        self.qi: list[int] = []  # Qi Energy left on each Character board section
        self.reserve = 4  # "Place the remaining 4 Qi Energy near your Character board"
        self.lion = [-1, -1]  # Lion card in the left and right slot (-1: none)
        self.lion_tile = [NO_TILE, NO_TILE]  # tile of each Lion; NO_TILE on the player board
        self.played: list[list[int]] = [[], []]  # Drum cards layered next to each Lion
        self.motifs: list[list[int]] = [[], []]  # Motif colours on each Lion's track, left first
        self.deck: list[int] = []  # top of deck is the end of the list
        self.hand: list[int] = []
        self.discard: list[int] = []
        self.exiled: list[int] = []
        self.amulets: list[int] = []  # amulet kinds owned
        self.slips: list[int] = []  # Bamboo Slips not yet placed
        self.placed_slips: list[tuple[int, int]] = []  # (section, slip)
        self.nian_cards: list[int] = []  # Taotie forms defeated (1, 2, 3)
        self.scorched = 0  # Scorched Earth tokens taken
        self.summoned = False

    def copy(self) -> PlayerState:
        p = PlayerState.__new__(PlayerState)
        p.seat = self.seat
        p.character = self.character
        p.drum_set = self.drum_set
        p.coins = self.coins
        p.bamboo = self.bamboo
        p.red_paper = self.red_paper
        p.jade = self.jade
        p.qi = self.qi[:]
        p.reserve = self.reserve
        p.lion = self.lion[:]
        p.lion_tile = self.lion_tile[:]
        p.played = [self.played[0][:], self.played[1][:]]
        p.motifs = [self.motifs[0][:], self.motifs[1][:]]
        p.deck = self.deck[:]
        p.hand = self.hand[:]
        p.discard = self.discard[:]
        p.exiled = self.exiled[:]
        p.amulets = self.amulets[:]
        p.slips = self.slips[:]
        p.placed_slips = self.placed_slips[:]
        p.nian_cards = self.nian_cards[:]
        p.scorched = self.scorched
        p.summoned = self.summoned
        return p

    def resource(self, name: str) -> int:
        return getattr(self, name)

    def qi_on_board(self) -> int:
        return sum(self.qi)

    def qi_placed_from_board(self, start: int = 10) -> int:
        return start - sum(self.qi)

    def to_dict(self) -> dict[str, Any]:
        return {name: _plain(getattr(self, name)) for name in self.__slots__}


class TurnState:
    """What the current turn remembers: the acting Lion, what has been used, battle bonuses."""

    __slots__ = (
        "slot",
        "card",
        "start_tile",
        "start_level",
        "end_level",
        "used",
        "motif_refreshed",
        "drum_refreshed",
        "pendant_used",
        "bonus",
        "motifs_out",
    )

    def __init__(self) -> None:
        self.slot = -1  # acting Lion (0 left, 1 right); -1 before Strike or when not striking
        self.card = -1  # the Drum card struck this turn
        self.start_tile = NO_TILE
        self.start_level = 0
        self.end_level = 0
        self.used: tuple = ()  # Perform items already used this turn
        self.motif_refreshed = False  # the once-per-turn 1-Coin refresh of the Motif row
        self.drum_refreshed = False  # the once-per-Rest 1-Coin refresh of the Drum row
        self.pendant_used = False
        self.bonus = (
            0,
            0,
            0,
            0,
            0,
        )  # this turn's Strength dice, Intimidation dice, Wardings, hits, successes
        self.motifs_out: list[int] = []  # Motifs discarded this turn, back to the bag at its end

    def copy(self) -> TurnState:
        t = TurnState.__new__(TurnState)
        t.slot = self.slot
        t.card = self.card
        t.start_tile = self.start_tile
        t.start_level = self.start_level
        t.end_level = self.end_level
        t.used = self.used
        t.motif_refreshed = self.motif_refreshed
        t.drum_refreshed = self.drum_refreshed
        t.pendant_used = self.pendant_used
        t.bonus = self.bonus
        t.motifs_out = self.motifs_out[:]
        return t

    def to_dict(self) -> dict[str, Any]:
        return {name: _plain(getattr(self, name)) for name in self.__slots__}


@dataclass(slots=True, eq=False)
class GameState:
    """The whole table.  `stack` holds the decisions and steps still to resolve (top = last)."""

    config: Config
    catalogue: Catalogue
    rng: int
    village: Village
    players: list[PlayerState]
    forced: list[int] = field(default_factory=list)
    tile_cards: tuple[int, ...] = ()  # Terrain tile card on each village position
    terrain_stack: list[int] = field(default_factory=list)  # "build your own": face-down tiles
    monster_at: list[int] = field(default_factory=list)  # Yao token on each tile, -1 for none
    scorched_at: list[int] = field(default_factory=list)  # Scorched Earth tokens on each tile
    scorched_supply: int = 0
    nian_form: int = 1  # the Taotie form on the map; 0 once all three are defeated
    nian_tile: int = -1
    monster_stack: list[int] = field(default_factory=list)  # top is the end of the list
    drum_deck: list[int] = field(default_factory=list)  # top is the end of the list
    drum_row: list[int] = field(default_factory=list)
    motif_bag: list[int] = field(default_factory=lambda: [0, 0, 0, 0])  # count of each colour
    motif_row: list[int] = field(default_factory=list)
    slip_supply: list[int] = field(default_factory=list)
    slip_row: list[int] = field(default_factory=list)
    lion_deck: list[int] = field(default_factory=list)
    lion_row: list[int] = field(default_factory=list)
    manual: int = -1  # the Ritual Manual token on the Lion stack
    fear_deck: list[int] = field(default_factory=list)  # top is the end of the list
    fear_discard: list[int] = field(default_factory=list)  # Solo: Fear cards the Nian discarded
    solo_deck: list[int] = field(default_factory=list)  # Solo: the Nian's cards, top at the end
    solo_discard: list[int] = field(default_factory=list)
    hold_market: bool = False  # Solo Thrash: the Drum market stays empty through the next turn
    hold_motifs: bool = False  # Solo Deface: the Motif row stays empty through the next turn
    box: list[int] = field(default_factory=list)  # cards a chapter leaves out of the game
    twists: dict = field(default_factory=dict)  # a campaign chapter's changes to setup (read-only)
    space_qi: list[int] = field(
        default_factory=list
    )  # owner seat of the Qi on each space, -1 empty
    space_token: list[int] = field(default_factory=list)  # monster placed beside each Frontier Qi
    amulet_supply: list[int] = field(default_factory=list)  # tokens left of each amulet kind
    character_pool: list[int] = field(default_factory=list)  # Character boards not yet taken
    first_player: int = 0
    seat: int = 0  # whose turn it is
    round: int = 0
    turns: int = 0
    end_trigger: int = -1  # seat that triggered the game end
    end_reason: str = ""
    final_turns: int = 0  # final turns still to be taken after the trigger
    over: bool = False
    outcome: Outcome | None = None  # how the game came out, once it is over
    stack: list[tuple] = field(default_factory=list)
    turn: TurnState = field(default_factory=TurnState)

    def copy(self) -> GameState:
        """An independent copy (immutable parts shared): what bots copy thousands of times."""
        g = object.__new__(GameState)
        g.config = self.config
        g.catalogue = self.catalogue
        g.rng = self.rng
        g.village = self.village
        g.players = [p.copy() for p in self.players]
        g.forced = self.forced[:]
        g.tile_cards = self.tile_cards
        g.terrain_stack = self.terrain_stack[:]
        g.monster_at = self.monster_at[:]
        g.scorched_at = self.scorched_at[:]
        g.scorched_supply = self.scorched_supply
        g.nian_form = self.nian_form
        g.nian_tile = self.nian_tile
        g.monster_stack = self.monster_stack[:]
        g.drum_deck = self.drum_deck[:]
        g.drum_row = self.drum_row[:]
        g.motif_bag = self.motif_bag[:]
        g.motif_row = self.motif_row[:]
        g.slip_supply = self.slip_supply[:]
        g.slip_row = self.slip_row[:]
        g.lion_deck = self.lion_deck[:]
        g.lion_row = self.lion_row[:]
        g.manual = self.manual
        g.fear_deck = self.fear_deck[:]
        g.fear_discard = self.fear_discard[:]
        g.solo_deck = self.solo_deck[:]
        g.solo_discard = self.solo_discard[:]
        g.hold_market = self.hold_market
        g.hold_motifs = self.hold_motifs
        g.box = self.box[:]
        g.twists = self.twists
        g.space_qi = self.space_qi[:]
        g.space_token = self.space_token[:]
        g.amulet_supply = self.amulet_supply[:]
        g.character_pool = self.character_pool[:]
        g.first_player = self.first_player
        g.seat = self.seat
        g.round = self.round
        g.turns = self.turns
        g.end_trigger = self.end_trigger
        g.end_reason = self.end_reason
        g.final_turns = self.final_turns
        g.over = self.over
        g.outcome = self.outcome
        g.stack = self.stack[:]
        g.turn = self.turn.copy()
        return g

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data: the snapshot in a save, and the basis of field-by-field checks."""
        out: dict[str, Any] = {}
        for name in self.__slots__:
            if name in ("catalogue",):
                continue
            value = getattr(self, name)
            if name == "config":
                value = value.to_dict()
            elif name == "village":
                value = {"coords": value.coords, "levels": value.levels}
            elif name == "players":
                value = [p.to_dict() for p in value]
            elif name == "turn":
                value = value.to_dict()
            elif name == "outcome":  # the save's snapshot keeps its shape of format 1
                name, value = "result", value.snapshot() if value else ()
            out[name] = _plain(value)
        return out

    @property
    def n(self) -> int:
        return len(self.players)


def _plain(value: Any) -> Any:
    """Tuples to lists, recursively: the shape JSON gives back."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value
