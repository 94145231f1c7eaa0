"""What a player can be asked, as types: every decision of the rulebook, by kind.

A turn is a sequence of small decisions (rulebook, "Game and Player Turn Overview"), kept on the
engine's stack of frames (`game.core.steps`: plain tuples ``(kind, seat, *data)``, cheap to copy).
This module names them:

* `DecisionKind`: one member per kind of frame, each with the rulebook section it comes from.  The
  rules write the members in the frames (``(K.LEAP, seat, slot)``); it is a `StrEnum`, so a member
  equals (and hashes as) its string, and a save's snapshot or a test's frame may hold the string;
* grouping constants (`SETUP`, `LION_DRAFT`, `SOLO`, `PLACE_QI`, `AUTOMATIC`) instead of lists written
  out by each screen, bot and test;
* typed parameters (`params_of`, `Decision`): what a frame's data means (which Lion leaps, which card
  the Nian drew, which three Lions were dealt...) as named fields instead of ``frame[2]``;
* what `Choose.option` indexes for each kind (`OptionMeaning`, `option_meaning`).  The option stays a
  plain int in the action, so saves do not change (see `OPTION_MEANING`);
* `Prompt`: the question itself, as a typed value that `game.text.reasons` words (the rules build
  no sentences).

`Game.pending` carries the kind, the parameters and the prompt; `current(st)` and `on_stack(st)` read them from a
state (a seat's view, a determinized table) without a `Game`.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass
from typing import NamedTuple, Protocol


class DecisionKind(enum.StrEnum):
    """A kind of frame on the decision stack: the question a player is asked, or (`AUTOMATIC`) a step
    the rules carry out on their own.  The value is the string the frames hold."""

    # --- setup ----------------------------------------------------------------------------------
    #: "Setup: Village Map and Board" (building your own): place the revealed Terrain tile
    PLACE_TILE = "place_tile"
    #: "Setup: Village Map and Board": the Nian beast, the monster stack, the first Yao monsters
    VILLAGE_READY = "village_ready"
    #: "Setup: Character Board" (the draft): each player takes 2 boards at random
    DRAFT_CHARACTER = "draft_character"
    #: "Setup: Character Board" (the draft): keep 1 of the 2 boards taken
    CHOOSE_CHARACTER = "choose_character"
    #: "Setup: Character Board": choose a starting Lion from the row of 4
    CHOOSE_LION_ROW = "choose_lion_row"
    #: "Setup: Character Board" (the casual draft): deal 3 Lion cards to each player
    DEAL_LIONS = "deal_lions"
    #: "Setup: Character Board" (the casual draft): choose 1 of your 3 dealt Lions, in secret
    CHOOSE_LION_DEAL = "choose_lion_deal"
    #: "Setup: Character Board" (the casual draft): all chosen Lions revealed together
    LIONS_REVEALED = "lions_revealed"
    #: "Setup: Character Board": Qi Energy, starting resources, decks and rows; the first turn
    FINISH_SETUP = "finish_setup"

    # --- the turn -------------------------------------------------------------------------------
    #: "Game and Player Turn Overview": Drum (Strike), Summon or Rest
    TURN = "turn"
    #: "Player Turn: Drum", "2. Leap": where the Lion ends its leap
    LEAP = "leap"
    #: "Player Turn: Drum", "3. Perform": the next item to perform, or finish
    PERFORM = "perform"
    #: "3. Perform": the "when you perform ..." effects of an action just carried out
    TRIGGER = "trigger"
    #: "Perform: Inking Tattoo Motifs": take a Motif from the row and ink it on a Lion's track
    INK = "ink"
    #: "Perform: Writing Spring Couplets": the Spring Couplets space for your Qi Energy
    COUPLETS = "couplets"
    #: "Perform: Carving Jade Amulets": the Jade Amulet space for your Qi Energy
    AMULET = "amulet"
    #: "Perform: Pacifying the Land": the Frontier space for the pacified Yao monster
    PACIFY = "pacify"
    #: "Perform: Exchanging Resources": one exchange, or none
    EXCHANGE = "exchange"
    #: "Perform: Exchanging Resources" and card actions: purchase a Drum card from the market
    PURCHASE_DRUM = "purchase_drum"
    #: "Perform: Bamboo Slips": purchase a Bamboo Slips from the row
    PURCHASE_SLIP = "purchase_slip"
    #: "Perform: Writing Spring Couplets" and card actions: exile a Drum or Fear card
    EXILE = "exile"
    #: "Appendix: Icons and Other Actions": draw 1 card
    DRAW = "draw"
    #: "Battle: Victory" ("1 Qi Energy from anywhere on your character board"), and wherever Qi
    #: Energy is placed: the Character board section it comes from
    QI_FROM = "qi_from"
    #: "Player Turn: Drum", "4. Battle": fight what stands on the Lion's tile
    BATTLE = "battle"
    #: "Battle: Victory": the Frontier space for the defeated monster and 1 Qi Energy
    FRONTIER = "frontier"
    #: "Battle: Victory": gain one of the Frontier space's rewards
    REWARD = "reward"
    #: "Battle: Victory": draw the next Yao monster after a victory over one
    SPAWN_NEXT_YAO = "spawn_next_yao"
    #: "Battle: Victory": the tile next to your Lion for the new Yao monster
    SPAWN_YAO = "spawn_yao"
    #: "Battle: Victory": the tile next to your Lion for the next Nian beast form
    SPAWN_NIAN = "spawn_nian"
    #: "Battle: Victory" (Taotie form two's card): Scorched Earth under the Yao monsters
    SCORCH = "scorch"
    #: "Player Turn: Drum", "5. Clean Up": discard cards one at a time, then draw
    CLEANUP = "cleanup"
    #: "Game and Player Turn Overview": tidy up and pass play on (or end the game)
    END_TURN = "end_turn"
    #: "Player Turn: Rest", Purchase: buy a Drum card, refresh the market, or skip
    REST_PURCHASE = "rest_purchase"
    #: "Player Turn: Rest", Gather: every Drum and Fear card into hand
    REST_GATHER = "rest_gather"
    #: "Player Turn: Rest", Retain: the Drum card to keep in hand
    REST_RETAIN = "rest_retain"

    # --- Solo Mode ------------------------------------------------------------------------------
    #: "Nian Beast Turn": draw a Solo card and resolve its mandatory effect
    NIAN_TURN = "nian_turn"
    #: "Nian Beast Turn": choose and resolve one of the Solo card's two effects
    SOLO_OPTION = "solo_option"
    #: "Appendix: Solo Cards and Iconography": carry out one Solo card action
    SOLO_ACTION = "solo_action"
    #: "Nian Beast Turn": discard the Solo card
    NIAN_TURN_END = "nian_turn_end"
    #: "Appendix: Solo Cards and Iconography", Regroup: discard up to 3 Drum cards, draw as many
    REGROUP = "regroup"
    #: "Solo: Player Turn" (after a victory), Seeing Red, Cleanse: remove 1 Nian Qi Energy
    REMOVE_NIAN_QI = "remove_nian_qi"
    #: "Appendix: Solo Cards and Iconography", Sweep: remove a Yao monster next to your Lions
    SWEEP = "sweep"

    # --- no question ----------------------------------------------------------------------------
    #: "Game End": the game is over and nobody is asked (`Game.pending` only; never a frame)
    OVER = "over"


K = DecisionKind

#: The steps the rules carry out as soon as they reach the top of the stack: never `pending`.
AUTOMATIC: frozenset[DecisionKind] = frozenset(
    {
        K.VILLAGE_READY,
        K.DRAFT_CHARACTER,
        K.DEAL_LIONS,
        K.LIONS_REVEALED,
        K.FINISH_SETUP,
        K.TRIGGER,
        K.DRAW,
        K.BATTLE,
        K.SPAWN_NEXT_YAO,
        K.SCORCH,
        K.END_TURN,
        K.REST_GATHER,
        K.NIAN_TURN,
        K.SOLO_ACTION,
        K.NIAN_TURN_END,
    }
)
#: The decisions of setup ("Setup: Village Map and Board", "Setup: Character Board"), which the
#: setup screen asks rather than the board.
SETUP: frozenset[DecisionKind] = frozenset(
    {K.PLACE_TILE, K.CHOOSE_CHARACTER, K.CHOOSE_LION_ROW, K.CHOOSE_LION_DEAL}
)
#: The decisions of the Lion draft ("Setup: Character Board"): from the row, or from 3 dealt.
LION_DRAFT: frozenset[DecisionKind] = frozenset({K.CHOOSE_LION_ROW, K.CHOOSE_LION_DEAL})
#: The decisions only Solo Mode asks (the Nian's card and its actions that the player resolves).
SOLO: frozenset[DecisionKind] = frozenset({K.SOLO_OPTION, K.REGROUP, K.REMOVE_NIAN_QI, K.SWEEP})
#: The decisions that place the player's own Qi Energy on a Village board space (Spring Couplets,
#: Jade Amulets, Pacifying the Land, Battle: Victory); the option is that space.
PLACE_QI: frozenset[DecisionKind] = frozenset({K.COUPLETS, K.AMULET, K.PACIFY, K.FRONTIER})
#: Every kind a player can be asked (what `Game.pending.kind` can be while the game runs).
ASKED: frozenset[DecisionKind] = frozenset(DecisionKind) - AUTOMATIC - {K.OVER}


# --- what Choose.option means ---------------------------------------------------------------------


class OptionMeaning(enum.Enum):
    """What the number in `Choose(option)` indexes.  The action keeps a plain int (the save is a
    list of actions in JSON and must read the same); this says how to read it for each kind."""

    #: a Village board space: an index into `catalogue.spaces` (`state.space_qi`, `space_token`)
    SPACE = "space"
    #: a Terrain tile of the village: an index into `state.village` (`monster_at`, `tile_cards`)
    TILE = "tile"
    #: a section of the player's Character board (`player.qi`); -1 is the Qi Energy beside it
    SECTION = "section"
    #: a position in the Drum card market (`state.drum_row`)
    DRUM_ROW = "drum_row"
    #: a position in the Bamboo Slips row (`state.slip_row`)
    SLIP_ROW = "slip_row"
    #: a Drum or Fear card: an index into `catalogue.cards`
    CARD = "card"
    #: an exchange of "Perform: Exchanging Resources" (`game.core.exchange.LABELS`)
    EXCHANGE = "exchange"
    #: one of the Frontier space's rewards: an index into `catalogue.spaces[space].reward`
    REWARD = "reward"
    #: the Solo card's effect: `RAMPAGE` (0) or `RELIEF` (1)
    SOLO_EFFECT = "solo_effect"


#: `OptionMeaning.SOLO_EFFECT`: the two effects at the bottom of a Solo card ("Nian Beast Turn").
RAMPAGE, RELIEF = 0, 1

M = OptionMeaning
#: What `Choose.option` indexes at each decision that offers `Choose` (the others offer none).
OPTION_MEANING: dict[DecisionKind, OptionMeaning] = {
    K.COUPLETS: M.SPACE,
    K.AMULET: M.SPACE,
    K.PACIFY: M.SPACE,
    K.FRONTIER: M.SPACE,
    K.REMOVE_NIAN_QI: M.SPACE,
    K.SPAWN_YAO: M.TILE,
    K.SPAWN_NIAN: M.TILE,
    K.SWEEP: M.TILE,
    K.QI_FROM: M.SECTION,
    K.PURCHASE_DRUM: M.DRUM_ROW,
    K.REST_PURCHASE: M.DRUM_ROW,
    K.PURCHASE_SLIP: M.SLIP_ROW,
    K.EXILE: M.CARD,
    K.REST_RETAIN: M.CARD,
    K.EXCHANGE: M.EXCHANGE,
    K.REWARD: M.REWARD,
    K.SOLO_OPTION: M.SOLO_EFFECT,
}
del M


def option_meaning(kind: str) -> OptionMeaning | None:
    """What `Choose.option` indexes at a decision of this kind (None: it offers no `Choose`)."""
    return OPTION_MEANING.get(kind)  # a plain str finds its member too (StrEnum)


# --- typed parameters -----------------------------------------------------------------------------


class NoParams(NamedTuple):
    """The decision needs nothing beyond its kind and the seat asked."""


class LeapParams(NamedTuple):
    slot: int  # the Lion that leaps: 0 left (I), 1 right (II)


class PerformMode(enum.StrEnum):
    """What a Perform decision offers (`PerformParams.mode`; `Prompt.what` of PERFORM)."""

    #: "3. Perform": the played Drum card, the Lion's Jade boxes, its Terrain tile, Bamboo Slips
    DRUM = "drum"
    #: "Player Turn: Rest" with the Resting amulet: the Terrain tiles your Lions stand on
    REST = "rest"


class PromptTag(enum.StrEnum):
    """A circumstance a question names beyond its kind (`Prompt.what`)."""

    #: REST_PURCHASE: nothing to purchase or refresh because the Nian holds the Drum market empty
    #: (Solo Thrash: `reasons.Why.ROW_HELD`)
    HELD = "held"


class PerformParams(NamedTuple):
    mode: PerformMode


class TriggerParams(NamedTuple):
    action: str  # the action just performed, whose "when you perform" effects fire


class InkParams(NamedTuple):
    free: int  # 1: a free Motif (no Bamboo to spend), 0: inked for 1 Bamboo


class PurchaseSlipParams(NamedTuple):
    must: int  # 1: paid for already ("must spend 2 Bamboo"), so it cannot be declined


class QiFromParams(NamedTuple):
    space: int  # the Village board space the Qi Energy goes to


class FrontierParams(NamedTuple):
    monster: str  # the defeated monster's kind: a `catalogue.Monster`
    token: int  # its Yao token, or the Nian beast's form (1-3) for a Taotie
    tile: int  # the tile the battle was on


class RewardParams(NamedTuple):
    space: int  # the Frontier space whose rewards are offered


class SpawnNextYaoParams(NamedTuple):
    tile: int  # where the defeated Yao monster stood


class SpawnYaoParams(NamedTuple):
    near: int  # the tile the new monster must touch
    token: int  # the Yao token drawn


class SpawnNianParams(NamedTuple):
    near: int  # the tile the new form must touch
    form: int  # the Taotie form spawning (2 or 3)


class ScorchParams(NamedTuple):
    count: int  # how many Scorched Earth tokens to place


class LionDealParams(NamedTuple):
    lions: tuple[int, ...]  # the 3 Lion cards dealt (hidden, -1, in another seat's view)


class SoloCardParams(NamedTuple):
    card: int  # the Solo card drawn: an index into `catalogue.solo`


class SoloActionParams(NamedTuple):
    action: str  # the Solo card action ("ghost_kill", "regroup", ...)


class RegroupParams(NamedTuple):
    discarded: int  # Drum cards discarded so far (as many are drawn at Done)


class RemoveNianQiParams(NamedTuple):
    section: str  # where the Nian's Qi Energy is taken from: "any", "couplets" or "amulets"


class SweepParams(NamedTuple):
    left: int  # how many Yao monsters may still be swept away


Params = (
    NoParams
    | LeapParams
    | PerformParams
    | TriggerParams
    | InkParams
    | PurchaseSlipParams
    | QiFromParams
    | FrontierParams
    | RewardParams
    | SpawnNextYaoParams
    | SpawnYaoParams
    | SpawnNianParams
    | ScorchParams
    | LionDealParams
    | SoloCardParams
    | SoloActionParams
    | RegroupParams
    | RemoveNianQiParams
    | SweepParams
)

#: The parameters each kind's frame carries after the seat (kinds not named carry none: a frame
#: pushed by a Perform action may hold a 0 it does not use, see `perform.resolve`).
PARAMS: dict[DecisionKind, type[Params]] = {
    K.LEAP: LeapParams,
    K.PERFORM: PerformParams,
    K.TRIGGER: TriggerParams,
    K.INK: InkParams,
    K.PURCHASE_SLIP: PurchaseSlipParams,
    K.QI_FROM: QiFromParams,
    K.FRONTIER: FrontierParams,
    K.REWARD: RewardParams,
    K.SPAWN_NEXT_YAO: SpawnNextYaoParams,
    K.SPAWN_YAO: SpawnYaoParams,
    K.SPAWN_NIAN: SpawnNianParams,
    K.SCORCH: ScorchParams,
    K.CHOOSE_LION_DEAL: LionDealParams,
    K.SOLO_OPTION: SoloCardParams,
    K.NIAN_TURN_END: SoloCardParams,
    K.SOLO_ACTION: SoloActionParams,
    K.REGROUP: RegroupParams,
    K.REMOVE_NIAN_QI: RemoveNianQiParams,
    K.SWEEP: SweepParams,
}
del K

_NONE = NoParams()


def params_of(kind: str, data: tuple) -> Params:
    """The typed parameters of a frame of this kind whose data after the seat is `data`."""
    cls = PARAMS.get(kind)  # a plain str finds its member too (StrEnum)
    if cls is None:
        return _NONE
    return cls._make(data[: len(cls._fields)])


@dataclass(frozen=True, slots=True)
class Prompt:
    """What a decision asks, as a typed value (`Game.pending.prompt`): its kind and what the
    question names, so that `game.text` can word it without the state.  The fields a kind does not
    use keep their defaults:

    * `n`: INK 1 for a free Motif; SPAWN_NIAN the form; REGROUP the cards discarded so far; SWEEP
      the Yao monsters that may still be swept;
    * `what`: PERFORM the `PerformMode`; FRONTIER and SPAWN_YAO the monster's kind (a
      `catalogue.Monster`); PLACE_TILE the tile's terrain (`catalogue.TERRAINS`: "plains", ...);
      REMOVE_NIAN_QI the section ("any", "couplets", "amulets"); REST_PURCHASE `PromptTag.HELD`
      when there is nothing to purchase because the Nian holds the market empty (Solo Thrash);
    * `name`: PLACE_TILE the Terrain card's name, SOLO_OPTION the Solo card's (as assets/data says);
    * `options`: SOLO_OPTION the Solo card actions of Rampage and Relief ("thrash", "resupply").
    """

    kind: DecisionKind
    n: int = 0
    what: str = ""
    name: str = ""
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Decision:
    """One frame of the decision stack as a typed value: its kind, the seat it belongs to (-1 for a
    step of the whole table) and its parameters."""

    kind: DecisionKind
    seat: int
    params: Params = _NONE

    @classmethod
    def of(cls, frame: tuple) -> Decision:
        kind = DecisionKind(frame[0])
        return cls(kind, frame[1], params_of(kind, frame[2:]))

    @property
    def option_meaning(self) -> OptionMeaning | None:
        """What `Choose.option` indexes here (None: this decision offers no `Choose`)."""
        return OPTION_MEANING.get(self.kind)

    @property
    def frame(self) -> tuple:
        """The frame for the decision stack (for a table sampled or set up by hand)."""
        return (self.kind, self.seat, *self.params)


OVER = Decision(DecisionKind.OVER, -1)


class Table(Protocol):
    """What `current` and `on_stack` read of a `state.GameState` (named here so that this module of
    types imports no other: the rules' modules all import it)."""

    over: bool
    stack: list[tuple]


def current(st: Table) -> Decision:
    """The decision at the top of `st`'s stack (`OVER` when there is none or the game is over)."""
    if st.over or not st.stack:
        return OVER
    return Decision.of(st.stack[-1])


def on_stack(st: Table, kind: DecisionKind | None = None) -> Iterator[Decision]:
    """Every frame of `st`'s stack (only those of `kind` if given) as a `Decision`, from the bottom
    (the last to resolve) to the top."""
    for frame in st.stack:
        if kind is None or frame[0] == kind:
            yield Decision.of(frame)
