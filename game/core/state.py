"""Everything on the table (rulebook, "Components: Game" and "Components: Player").

The state is plain data: slotted classes holding ints and lists of ints, so a bot can copy it
thousands of times a move (`GameState.copy`).  Components are referred to by their index in the
`Catalogue`; the catalogue, the configuration and the Village layout are immutable and shared by
copies.  Nothing here knows the rules: the rules modules read and change these fields.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .actions import Source
from .catalogue import Catalogue, Monster
from .decisions import DecisionKind, PerformMode
from .outcome import Ending, Outcome, TieBreak
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

    @staticmethod
    def from_dict(data: Any, where: str = "player") -> PlayerState:
        """Rebuild `to_dict` output (issue 44: a seat's view sent over the network); raises
        ValueError naming the field at fault."""
        r = _Reader(data, where, PlayerState.__slots__)
        p = PlayerState.__new__(PlayerState)
        for name in ("seat", "character", "coins", "bamboo", "red_paper", "jade", "reserve"):
            setattr(p, name, r.int(name))
        p.scorched = r.int("scorched")
        p.drum_set = r.str("drum_set")
        p.summoned = r.bool("summoned")
        for name in _PLAYER_LISTS:
            setattr(p, name, r.ints(name))
        p.played = [_ints(v, f"{where}.played[{i}]") for i, v in enumerate(r.list("played"))]
        p.motifs = [_ints(v, f"{where}.motifs[{i}]") for i, v in enumerate(r.list("motifs"))]
        p.placed_slips = [
            _int_tuple(v, f"{where}.placed_slips[{i}]", 2)
            for i, v in enumerate(r.list("placed_slips"))
        ]
        return p


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

    @staticmethod
    def from_dict(data: Any, where: str = "turn") -> TurnState:
        """Rebuild `to_dict` output (issue 44); raises ValueError naming the field at fault."""
        r = _Reader(data, where, TurnState.__slots__)
        t = TurnState.__new__(TurnState)
        for name in ("slot", "card", "start_tile", "start_level", "end_level"):
            setattr(t, name, r.int(name))
        for name in ("motif_refreshed", "drum_refreshed", "pendant_used"):
            setattr(t, name, r.bool(name))
        t.bonus = _int_tuple(r.get("bonus"), f"{where}.bonus")
        t.used = tuple(_item(v, f"{where}.used[{i}]") for i, v in enumerate(r.list("used")))
        t.motifs_out = r.ints("motifs_out")
        return t


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

    @staticmethod
    def from_dict(data: Any, catalogue: Catalogue | None = None) -> GameState:
        """Rebuild `to_dict` output, after a JSON round trip, exactly (issue 44: a network client
        receives a seat's view): tuples, enums and nested values as the state holds them.  The
        catalogue is not in the data (`catalogue`, else the shipped one).  The outcome comes back
        as a save's snapshot keeps it: without `Outcome.by_category`.  Malformed data raises
        ValueError naming the field."""
        names = [n for n in GameState.__slots__ if n not in ("catalogue", "outcome")]
        r = _Reader(data, "state", [*names, "result"])
        if catalogue is None:
            from .catalogue import default_catalogue

            catalogue = default_catalogue()
        config = _config(r.get("config"))
        g = object.__new__(GameState)
        g.config, g.catalogue = config, catalogue
        for name in _STATE_INTS:
            setattr(g, name, r.int(name))
        for name in ("hold_market", "hold_motifs", "over"):
            setattr(g, name, r.bool(name))
        for name in _STATE_LISTS:
            setattr(g, name, r.ints(name))
        g.village = _village(r.get("village"))
        g.players = [
            PlayerState.from_dict(v, f"state.players[{i}]") for i, v in enumerate(r.list("players"))
        ]
        if [p.seat for p in g.players] != list(range(len(g.players))):
            raise ValueError("state.players: seats out of order")
        g.tile_cards = _int_tuple(r.get("tile_cards"), "state.tile_cards")
        g.twists = r.get("twists")
        if not isinstance(g.twists, dict) or not all(isinstance(k, str) for k in g.twists):
            raise ValueError("state.twists: not an object")
        reason = r.str("end_reason")
        g.end_reason = _enum(Ending, reason, "state.end_reason") if reason else ""
        g.outcome = _outcome(r.get("result"), config.players)
        g.stack = [_frame(v, f"state.stack[{i}]") for i, v in enumerate(r.list("stack"))]
        g.turn = TurnState.from_dict(r.get("turn"), "state.turn")
        return g

    @property
    def n(self) -> int:
        return len(self.players)


def _plain(value: Any) -> Any:
    """Tuples to lists, recursively: the shape JSON gives back."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# --- rebuilding `to_dict` output (issue 44, network play) -----------------------------------------

_PLAYER_LISTS = (
    "qi",
    "lion",
    "lion_tile",
    "deck",
    "hand",
    "discard",
    "exiled",
    "amulets",
    "slips",
    "nian_cards",
)
_STATE_INTS = (
    "rng",
    "scorched_supply",
    "nian_form",
    "nian_tile",
    "manual",
    "first_player",
    "seat",
    "round",
    "turns",
    "end_trigger",
    "final_turns",
)
_STATE_LISTS = tuple(
    f.name
    for f in GameState.__dataclass_fields__.values()
    if f.default_factory is list or f.name == "motif_bag"
    if f.name != "stack"
)
#: The frame data (after kind and seat) that the rules keep as enums, by position in the frame.
_FRAME_ENUMS: dict[DecisionKind, dict[int, type]] = {
    DecisionKind.PERFORM: {2: PerformMode},
    DecisionKind.FRONTIER: {2: Monster},
}
#: Solo Mode: a game whose ends other than these are not scored ("Solo: Game End").
_SOLO_VICTORIES = (Ending.BOARD_EMPTY, Ending.NIAN_DEFEATED)


class _Reader:
    """One object of `to_dict` output: every field present, no other, each read by its type."""

    def __init__(self, data: Any, where: str, names: Any) -> None:
        if not isinstance(data, dict):
            raise ValueError(f"{where}: not an object")
        unknown = [str(k) for k in data if k not in names]
        if unknown:
            raise ValueError(f"{where}.{min(unknown)}: not a field")
        missing = [n for n in names if n not in data]
        if missing:
            raise ValueError(f"{where}.{missing[0]}: missing")
        self.data, self.where = data, where

    def get(self, name: str) -> Any:
        return self.data[name]

    def int(self, name: str) -> int:
        return _int(self.data[name], f"{self.where}.{name}")

    def bool(self, name: str) -> bool:
        value = self.data[name]
        if not isinstance(value, bool):
            raise ValueError(f"{self.where}.{name}: {value!r} is not true or false")
        return value

    def str(self, name: str) -> str:
        value = self.data[name]
        if not isinstance(value, str):
            raise ValueError(f"{self.where}.{name}: {value!r} is not text")
        return value

    def list(self, name: str) -> list:
        value = self.data[name]
        if not isinstance(value, list):
            raise ValueError(f"{self.where}.{name}: not a list")
        return value

    def ints(self, name: str) -> list[int]:
        return _ints(self.data[name], f"{self.where}.{name}")


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{where}: {value!r} is not a whole number")
    return value


def _ints(value: Any, where: str) -> list[int]:
    if not isinstance(value, list):
        raise ValueError(f"{where}: not a list")
    return [_int(v, f"{where}[{i}]") for i, v in enumerate(value)]


def _int_tuple(value: Any, where: str, size: int | None = None) -> tuple[int, ...]:
    out = tuple(_ints(value, where))
    if size is not None and len(out) != size:
        raise ValueError(f"{where}: {len(out)} values, not {size}")
    return out


def _enum(cls: type, value: Any, where: str) -> Any:
    if isinstance(value, str):
        try:
            return cls(value)
        except ValueError:
            pass
    raise ValueError(f"{where}: {value!r} is not a {cls.__name__}")


def _data(value: Any, where: str) -> Any:
    """A frame's data: whole numbers, text and tuples of them."""
    if isinstance(value, list):
        return tuple(_data(v, f"{where}[{i}]") for i, v in enumerate(value))
    if isinstance(value, str):
        return value
    return _int(value, where)


def _item(value: Any, where: str) -> tuple:
    """A Perform item already used this turn: (Source, numbers...)."""
    if not isinstance(value, list) or not value:
        raise ValueError(f"{where}: not a Perform item")
    return (_enum(Source, value[0], f"{where}[0]"), *_int_tuple(value[1:], where))


def _frame(value: Any, where: str) -> tuple:
    """A decision stack frame: (DecisionKind, seat, *data)."""
    if not isinstance(value, list) or len(value) < 2:
        raise ValueError(f"{where}: not a frame")
    kind = _enum(DecisionKind, value[0], f"{where}[0]")
    frame = [kind, _int(value[1], f"{where}[1]")]
    enums = _FRAME_ENUMS.get(kind, {})
    for i, v in enumerate(value[2:], 2):
        frame.append(_enum(enums[i], v, f"{where}[{i}]") if i in enums else _data(v, where))
    return tuple(frame)


def _config(value: Any) -> Config:
    defaults = Config()
    r = _Reader(value, "state.config", Config.__slots__)
    for name in Config.__slots__:
        want = type(getattr(defaults, name))
        got = r.get(name)
        if type(got) is not want:
            raise ValueError(f"state.config.{name}: {got!r} is not a {want.__name__}")
    return Config.from_dict(value)


def _village(value: Any) -> Village:
    r = _Reader(value, "state.village", ("coords", "levels"))
    coords = [
        _int_tuple(c, f"state.village.coords[{i}]", 2) for i, c in enumerate(r.list("coords"))
    ]
    levels = r.ints("levels")
    if len(levels) != len(coords) or len(set(coords)) != len(coords):
        raise ValueError("state.village: coords and levels do not match")
    return Village.build(coords, levels)  # type: ignore[arg-type]


def _outcome(value: Any, players: int) -> Outcome | None:
    """The outcome from a save's snapshot: (scores, winners, tie-break, ending), [] for none."""
    if value == []:
        return None
    if not isinstance(value, list) or len(value) != 4:
        raise ValueError("state.result: not an outcome")
    scores = _int_tuple(value[0], "state.result[0]")
    winners = _int_tuple(value[1], "state.result[1]")
    tie = _enum(TieBreak, value[2], "state.result[2]")
    ending = _enum(Ending, value[3], "state.result[3]")
    scored = players != 1 or ending in _SOLO_VICTORIES
    return Outcome(ending, scores, winners, tie, scored=scored)
