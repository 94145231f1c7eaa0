"""Actions: every decision a player makes, as small frozen values.

A turn is a sequence of these (rulebook, "Game and Player Turn Overview"): the choice of Drum, Summon
or Rest; the Drum card and Lion; the leap destination; each Perform step in the player's order; the
choices inside them.  `legal_actions()` lists them, `apply()` takes one.  Every action turns into
plain JSON (`to_dict`) and back (`from_dict`): the action list is the save.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from typing import Any, ClassVar

ACTION_TYPES: dict[str, type[Action]] = {}


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = "action"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"type": self.kind}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


def from_dict(data: dict[str, Any]) -> Action:
    """Rebuild an action from `to_dict` output; raises ValueError on anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError(f"not an action: {data!r}")
    if data["type"] not in ACTION_TYPES:
        raise ValueError(f"not an action: {data!r}")
    cls = ACTION_TYPES[data["type"]]
    kwargs = {}
    for f in fields(cls):
        if f.name not in data:
            raise ValueError(f"action {data['type']!r} lacks field {f.name!r}")
        value = data[f.name]
        if isinstance(value, list):
            value = _tuple(value)
        elif not isinstance(value, (int, str)) or isinstance(value, bool):
            raise ValueError(f"action {data['type']!r} field {f.name!r} has a bad value")
        kwargs[f.name] = value
    if set(data) - {"type"} - set(kwargs):
        raise ValueError(f"action {data['type']!r} has unknown fields")
    return cls(**kwargs)


def _tuple(value: list) -> tuple:
    out = []
    for v in value:
        if isinstance(v, list):
            out.append(_tuple(v))
        elif isinstance(v, (int, str)) and not isinstance(v, bool):
            out.append(v)
        else:
            raise ValueError("bad value in an action")
    return tuple(out)


def _action(kind: str):
    def wrap(cls):
        cls.kind = kind
        ACTION_TYPES[kind] = cls
        return cls

    return wrap


# --- setup ----------------------------------------------------------------------------------------


@_action("place_tile")
@dataclass(frozen=True, slots=True)
class PlaceTile(Action):
    """Build your own: put the revealed Terrain tile at this hex."""

    hex: tuple[int, int]


@_action("choose_character")
@dataclass(frozen=True, slots=True)
class ChooseCharacter(Action):
    character: int


@_action("choose_lion")
@dataclass(frozen=True, slots=True)
class ChooseLion(Action):
    lion: int


# --- the three turn actions -----------------------------------------------------------------------


@_action("strike")
@dataclass(frozen=True, slots=True)
class Strike(Action):
    """Drum: play this card from hand next to this Lion (0 left, 1 right)."""

    card: int
    slot: int


@_action("summon")
@dataclass(frozen=True, slots=True)
class Summon(Action):
    """Summon: take this Lion card from the row as your right Lion."""

    lion: int


@_action("rest")
@dataclass(frozen=True, slots=True)
class Rest(Action):
    pass


# --- leap -----------------------------------------------------------------------------------------


@_action("leap")
@dataclass(frozen=True, slots=True)
class Leap(Action):
    """Leap to this tile along the cheapest path (Bamboo is spent only for the steps needed)."""

    tile: int


# --- perform and the choices inside it ------------------------------------------------------------


class Source(enum.StrEnum):
    """Where a `Perform` item comes from (rulebook, "Perform")."""

    DRUM = "drum"  # an action printed on the Drum card struck: (DRUM, index)
    JADE = "jade"  # a Jade Amulet card's action ("Jade Amulets"): (JADE, card, index)
    TILE = "tile"  # the Terrain tile the Lion stands on: (TILE, index)
    PENDANT = "pendant"  # the Jade Pendant amulet repeats a Drum action: (PENDANT, index)
    SLIP = "slip"  # a Bamboo Slips section's action: (SLIP, slip, section)
    REST_TILE = (
        "rest_tile"  # Resting with the Resting amulet: a Lion's tile (REST_TILE, slot, index)
    )


class Row(enum.StrEnum):
    """The rows laid out on the table, refilled as they empty ("Setup"); the first two a player may
    refresh for 1 Coin, once each a turn (`REFRESHABLE`)."""

    DRUM = "drum"  # the Drum card market ("Rest": purchase)
    MOTIF = "motif"  # the Tattoo Motif row ("Perform: Inking")
    SLIP = "slip"  # the Bamboo Slips row
    LION = "lion"  # the Lion row ("Summon")


#: The rows a `RefreshRow` may name.
REFRESHABLE = (Row.DRUM, Row.MOTIF)


@_action("perform")
@dataclass(frozen=True, slots=True)
class Perform(Action):
    """Perform one item: (DRUM, i), (JADE, card, i), (TILE, i), (PENDANT, i), (SLIP, slip, section)
    or (REST_TILE, slot, i), its first member a `Source` (in the save, its string)."""

    item: tuple

    @property
    def source(self) -> Source:
        """Where the performed action is printed ("Perform", "Jade Amulets", "Bamboo Slips")."""
        return Source(self.item[0])


@_action("end_perform")
@dataclass(frozen=True, slots=True)
class EndPerform(Action):
    pass


@_action("choose")
@dataclass(frozen=True, slots=True)
class Choose(Action):
    """Pick option `option` of the current question (a space, a section, a reward, a tile ...).

    What the number indexes depends on the decision: `game.core.decisions.OPTION_MEANING` says it
    for each kind (`Pending.option_meaning`).  It stays a plain int so that the save, a list of
    actions in JSON, reads the same."""

    option: int


@_action("take_motif")
@dataclass(frozen=True, slots=True)
class TakeMotif(Action):
    """Take the Motif at `index` in the row and ink it on Lion `slot`'s track at `space`."""

    index: int
    slot: int
    space: int


@_action("refresh_row")
@dataclass(frozen=True, slots=True)
class RefreshRow(Action):
    """Spend 1 Coin to discard and refill a row (a `Row`), once per turn."""

    row: str  # a `Row` (in the save, its string)


@_action("skip")
@dataclass(frozen=True, slots=True)
class Skip(Action):
    """Decline an optional step (may purchase, may exile, may retain ...)."""

    pass


@_action("discard")
@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Clean Up: discard this card from hand."""

    card: int
