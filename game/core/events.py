"""Events: every change a player should see, carrying what a screen needs to show it.

`Game.apply` returns the events an action caused; the log of a game is its events.  Each event is a
small frozen dataclass; a `reason` is a typed `reasons.Because` (or, at the end of a game, an
`outcome.Ending`) that `game.text` words.  `auto=True` marks a transition the rules made on their own (a refill, a
draw) rather than one a player chose.  An event that reveals hidden cards names the `seat` that may
see them; `for_seat` gives the version another seat sees.
"""

from __future__ import annotations

import enum
import typing
from dataclasses import dataclass, fields, replace
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Row
from .outcome import Ending, TieBreak
from .reasons import Because, Cause, Unable, because

if TYPE_CHECKING:
    from .catalogue import Monster


class Pile(enum.StrEnum):
    """Where a card is (`CardMoved.from_pile`, `to_pile`): a player's piles (rulebook, "Components:
    Player"), the Drum card market, and the Fear deck and (Solo Mode) its discard.  The value is the
    name the piles have in the game state (`Player.deck`, ...)."""

    DECK = "deck"
    HAND = "hand"
    DISCARD = "discard"
    EXILED = "exiled"
    LION0 = "lion0"  # played next to the left Lion (I)
    LION1 = "lion1"  # played next to the right Lion (II)
    MARKET = "market"  # the Drum card market
    FEAR_DECK = "fear_deck"
    FEAR_DISCARD = "fear_discard"  # Solo Mode


#: The cards played next to each Lion, by slot.
LION_PILES = (Pile.LION0, Pile.LION1)
#: The piles whose cards only their owner sees (a card moving between two of them is hidden from
#: everyone else).
HIDDEN_PILES = frozenset({Pile.DECK, Pile.HAND, Pile.FEAR_DECK})
#: The Fear deck and (Solo Mode) its discard: where a Fear card comes from.
FEAR_PILES = frozenset({Pile.FEAR_DECK, Pile.FEAR_DISCARD})


class BattleSide(enum.StrEnum):
    """The two sides of a battle (rulebook, "4. Battle")."""

    LION = "lion"
    MONSTER = "monster"


class DiceSource(enum.StrEnum):
    """Where a side's Strength dice come from (rulebook, "4. Battle": the Lion card, the Character
    board for the right Lion, a Jade Amulet, Tattoo Motifs and Drum cards; the monster's own card).
    `game.text.names.dice_source_name` words them."""

    LION_CARD = "lion_card"
    CHARACTER_BOARD = "character_board"
    JADE_AMULET = "jade_amulet"
    MOTIFS_AND_DRUMS = "motifs_and_drums"  # every other bonus: Motifs, Drum cards, gains this turn
    MONSTER = "monster"  # the monster's (or Taotie form's) own card


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = value.to_dict() if isinstance(value, Because) else value
        return out

    def for_seat(self, seat: int) -> Event:
        """The event as `seat` may see it (hidden cards blanked)."""
        return self


#: Every event class by its `kind` (`event_from_dict`), filled by `_event`.
EVENT_KINDS: dict[str, type[Event]] = {}


def _event(kind: str):
    def wrap(cls):
        cls.kind = kind
        EVENT_KINDS[kind] = cls
        return cls

    return wrap


# --- setup ----------------------------------------------------------------------------------------


@_event("game_started")
@dataclass(frozen=True, slots=True)
class GameStarted(Event):
    players: int
    seed: int
    layout: str


@_event("tile_placed")
@dataclass(frozen=True, slots=True)
class TilePlaced(Event):
    tile: int  # index (placement order - 1)
    hex: tuple[int, int]
    level: int
    terrain_card: int  # index into Catalogue.terrain
    seat: int = -1  # who placed it in "build your own"; -1 for a prepared layout


@_event("character_chosen")
@dataclass(frozen=True, slots=True)
class CharacterChosen(Event):
    seat: int
    character: int


@_event("lion_chosen")
@dataclass(frozen=True, slots=True)
class LionChosen(Event):
    seat: int
    lion: int
    slot: int


@_event("row_refilled")
@dataclass(frozen=True, slots=True)
class RowRefilled(Event):
    row: Row
    items: tuple[int, ...]  # the whole row after refilling
    auto: bool = True


@_event("row_discarded")
@dataclass(frozen=True, slots=True)
class RowDiscarded(Event):
    row: Row
    items: tuple[int, ...]
    seat: int


# --- turns ----------------------------------------------------------------------------------------


@_event("turn_started")
@dataclass(frozen=True, slots=True)
class TurnStarted(Event):
    seat: int
    round: int
    final: bool = False


@_event("resources_changed")
@dataclass(frozen=True, slots=True)
class ResourcesChanged(Event):
    seat: int
    changes: tuple[tuple[str, int], ...]  # (resource, +/- amount)
    reason: Because


@_event("card_moved")
@dataclass(frozen=True, slots=True)
class CardMoved(Event):
    seat: int
    card: int  # -1 when hidden from the viewer
    from_pile: Pile
    to_pile: Pile
    auto: bool = False

    def for_seat(self, seat: int) -> Event:
        if seat != self.seat and self.from_pile in HIDDEN_PILES and self.to_pile in HIDDEN_PILES:
            return replace(self, card=-1)
        return self


@_event("deck_shuffled")
@dataclass(frozen=True, slots=True)
class DeckShuffled(Event):
    seat: int
    size: int
    auto: bool = True


@_event("struck")
@dataclass(frozen=True, slots=True)
class Struck(Event):
    seat: int
    card: int
    slot: int  # 0 left (starting) Lion, 1 right (summoned)


@_event("lion_leapt")
@dataclass(frozen=True, slots=True)
class LionLeapt(Event):
    seat: int
    slot: int
    path: tuple[int, ...]  # tiles visited after the start, the last is where it ends
    start: int  # tile it left, -1 for the player board
    costs: tuple[int, ...]  # step cost of each hop
    tiers: tuple[tuple[int, int], ...]  # (from level, to level) of each hop
    steps_available: int
    bamboo_spent: int


@_event("lion_returned")
@dataclass(frozen=True, slots=True)
class LionReturned(Event):
    seat: int
    slot: int
    reason: Because  # no tile within reach, defeated, struck down by the Nian beast


@_event("perform_skipped")
@dataclass(frozen=True, slots=True)
class PerformSkipped(Event):
    """An action an effect performs could not be carried out, and was passed over (issue 42): the
    rest of the effect happened ("Gain 1 Red Paper and perform Writing Spring Couplets" with no
    space that can be paid for gains the Red Paper only)."""

    seat: int
    action: str  # the action (effects.PERFORMS: "couplets", "ink", ...)
    why: Unable


@_event("motif_inked")
@dataclass(frozen=True, slots=True)
class MotifInked(Event):
    seat: int
    slot: int
    colour: int
    space: int
    replaced: int = -1  # colour it covered over, -1 if the space was empty


@_event("qi_placed")
@dataclass(frozen=True, slots=True)
class QiPlaced(Event):
    seat: int
    space: int  # index into Catalogue.spaces
    section: int  # Character board section it came from, -1 for the reserve


@_event("slip_gained")
@dataclass(frozen=True, slots=True)
class SlipGained(Event):
    seat: int
    slip: int


@_event("slip_placed")
@dataclass(frozen=True, slots=True)
class SlipPlaced(Event):
    seat: int
    slip: int
    section: int


@_event("amulet_gained")
@dataclass(frozen=True, slots=True)
class AmuletGained(Event):
    seat: int
    amulet: int


@_event("monster_spawned")
@dataclass(frozen=True, slots=True)
class MonsterSpawned(Event):
    token: int  # index into Catalogue.yao
    tile: int
    auto: bool = False


@_event("monster_removed")
@dataclass(frozen=True, slots=True)
class MonsterRemoved(Event):
    token: int
    tile: int
    reason: Because  # pacified, defeated, ghost-killed, swept away


@_event("nian_spawned")
@dataclass(frozen=True, slots=True)
class NianSpawned(Event):
    form: int
    tile: int


@_event("nian_defeated")
@dataclass(frozen=True, slots=True)
class NianDefeated(Event):
    seat: int
    form: int
    tile: int


@_event("scorched_earth_placed")
@dataclass(frozen=True, slots=True)
class ScorchedEarthPlaced(Event):
    tile: int


@_event("scorched_earth_taken")
@dataclass(frozen=True, slots=True)
class ScorchedEarthTaken(Event):
    seat: int
    tile: int


@_event("dice_rolled")
@dataclass(frozen=True, slots=True)
class DiceRolled(Event):
    side: BattleSide
    strength: tuple[int, ...]  # hits on each Strength die, in rolling order
    intimidation: tuple[int, ...]  # successes on each Intimidation die
    sources: tuple[tuple[DiceSource, int], ...]  # where the Strength dice come from, and how many


@_event("strength_die_removed")
@dataclass(frozen=True, slots=True)
class StrengthDieRemoved(Event):
    side: BattleSide  # the side whose die is removed
    die: int  # index into that side's Strength roll
    value: int


@_event("qi_removed")
@dataclass(frozen=True, slots=True)
class QiRemoved(Event):
    seat: int  # whose Qi Energy (NIAN_SEAT for the Nian's)
    space: int


@_event("solo_card_drawn")
@dataclass(frozen=True, slots=True)
class SoloCardDrawn(Event):
    card: int  # index into Catalogue.solo


@_event("solo_option_chosen")
@dataclass(frozen=True, slots=True)
class SoloOptionChosen(Event):
    card: int
    option: int  # 0 Rampage, 1 Relief
    action: str


@_event("battle_resolved")
@dataclass(frozen=True, slots=True)
class BattleResolved(Event):
    seat: int
    slot: int
    opponent: Monster
    lion_total: int
    monster_total: int
    lion_intimidated: bool
    monster_intimidated: bool
    won: bool


@_event("summoned")
@dataclass(frozen=True, slots=True)
class Summoned(Event):
    seat: int
    lion: int


@_event("rested")
@dataclass(frozen=True, slots=True)
class Rested(Event):
    seat: int


@_event("final_round")
@dataclass(frozen=True, slots=True)
class FinalRound(Event):
    seat: int  # who triggered it and takes the First Player token
    reason: Ending  # BOARD_EMPTY or NIAN_DEFEATED


@_event("game_ended")
@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    reason: Ending
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: TieBreak


@_event("scored")
@dataclass(frozen=True, slots=True)
class Scored(Event):
    seat: int
    breakdown: tuple[tuple[str, int], ...]
    total: int


Events = list[Event]


# --- rebuilding `Event.to_dict` output (issue 44, network play) -----------------------------------


def event_from_dict(data: Any) -> Event:
    """The event `to_dict` gave, after a JSON round trip (issue 44: a network client receives a
    seat's events): enums, tuples and `Because` values rebuilt.  An unknown kind, a missing or
    unknown field or a value of the wrong type raises ValueError naming it."""
    if not isinstance(data, dict) or not isinstance(data.get("event"), str):
        raise ValueError("not an event")
    kind = data["event"]
    cls = EVENT_KINDS.get(kind)
    if cls is None:
        raise ValueError(f"{kind!r} is not a kind of event")
    hints = _hints(cls)
    unknown = sorted(str(k) for k in data if k != "event" and k not in hints)
    if unknown:
        raise ValueError(f"{kind}.{unknown[0]}: not a field")
    values = {}
    for name, hint in hints.items():
        if name not in data:
            raise ValueError(f"{kind}.{name}: missing")
        values[name] = _decode(hint, data[name], f"{kind}.{name}")
    return cls(**values)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    """The fields of an event class and their types (the annotations resolved once)."""
    found = _HINTS.get(cls)
    if found is None:
        from .catalogue import Monster

        hints = typing.get_type_hints(cls, localns={"Monster": Monster})
        found = _HINTS[cls] = {f.name: hints[f.name] for f in fields(cls)}
    return found


def _decode(hint: Any, value: Any, where: str) -> Any:
    if hint is bool:
        if isinstance(value, bool):
            return value
    elif hint is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif hint is str:
        if isinstance(value, str):
            return value
    elif hint is Because:
        if isinstance(value, dict) and set(value) == {"kind", "name"}:
            cause = _decode(Cause, value["kind"], f"{where}.kind")
            return because(cause, _decode(str, value["name"], f"{where}.name"))
    elif isinstance(hint, type) and issubclass(hint, enum.Enum):
        if isinstance(value, str) and value in hint._value2member_map_:
            return hint(value)
    elif typing.get_origin(hint) is tuple and isinstance(value, list):
        args = typing.get_args(hint)
        if len(args) == 2 and args[1] is Ellipsis:
            args = (args[0],) * len(value)
        if len(args) == len(value):
            return tuple(
                _decode(a, v, f"{where}[{i}]")
                for i, (a, v) in enumerate(zip(args, value, strict=True))
            )
    else:
        raise AssertionError(f"{where}: no decoder for {hint!r}")
    raise ValueError(f"{where}: {value!r} is not a {getattr(hint, '__name__', hint)}")
