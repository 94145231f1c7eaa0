"""Why, as typed values: refusals, the reasons events give, and why a decision is final.

The rules never build a sentence (DESIGN.md, "Types, not strings"); `game.text.reasons` words these
values, in one place, in the player's language:

* `Refusal` (a `Why` and its arguments): why an action is not allowed (`IllegalAction.reason`,
  `Game.why_not`), why a Solo card's option cannot be chosen ("Appendix: Solo Cards and
  Iconography": an option that would change nothing; docs/rulings.md 33), why an undo is refused;
* `Because` (a `Cause` and its argument): why an event happened, in `ResourcesChanged`,
  `LionReturned` and `MonsterRemoved` ("carve the Pendant", "when you ink", "pacified");
* `Unable`: why an action an effect performs could not be carried out (`PerformSkipped`);
* `NoUndo`: why the last decision can no longer be taken back (issue 8, "Undo": something came to
  light, the turn passed, the game ended; see `game.core.undo`).

The values are plain data: frozen, comparable, cheap, with no words in them.  `str()` of each gives a
short developer's description (the player's words are `game.text.reasons`).
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, fields
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .decisions import Prompt


class Why(enum.StrEnum):
    """Why something is refused.  The comment on each says which `Refusal` fields it uses."""

    # --- the protocol (`Game.apply`) ------------------------------------------------------------
    #: "Game End": the game is over, nothing more can be decided
    GAME_OVER = "game_over"
    #: what was given is not an action at all (`action`: its repr)
    NOT_AN_ACTION = "not_an_action"
    #: no action of that kind is offered now (`prompt`, `action`: its kind, `choices`: the kinds
    #: offered)
    NOT_A_CHOICE = "not_a_choice"
    #: an action of that kind is offered, but not this one (`prompt`)
    NOT_ALLOWED = "not_allowed"

    # --- "1. Strike" and Summon -----------------------------------------------------------------
    CARD_NOT_IN_HAND = "card_not_in_hand"
    #: "Fear cards cannot be played next to a Lion"
    FEAR_CARD = "fear_card"
    LION_NOT_SUMMONED = "lion_not_summoned"
    #: the Lion holds its limit of Drum cards (`n`: how many it holds)
    LION_FULL = "lion_full"
    #: "Player Turn: Summon": once per game, after placing enough Qi Energy
    CANNOT_SUMMON = "cannot_summon"

    # --- "2. Leap" ------------------------------------------------------------------------------
    LEAP_SAME_TILE = "leap_same_tile"
    #: a Lion may pass over another Lion but not end on it
    LEAP_OCCUPIED = "leap_occupied"
    LEAP_OUT_OF_REACH = "leap_out_of_reach"

    # --- "3. Perform" ---------------------------------------------------------------------------
    PERFORM_UNAVAILABLE = "perform_unavailable"

    # --- refreshing a row for 1 Coin ("Rest: Purchase", "Perform: Inking Tattoo Motifs"); `row` is
    # "drum" (the Drum market) or "motif" (the Tattoo Motif row) -----------------------------------
    #: Solo Thrash or Deface: the Nian holds the row empty until the end of the player's turn
    ROW_HELD = "row_held"
    #: once a turn
    ROW_REFRESHED = "row_refreshed"
    #: it costs 1 Coin
    REFRESH_COST = "refresh_cost"
    #: the Drum deck or the Motif bag is empty
    NOTHING_TO_REFRESH = "nothing_to_refresh"

    # --- Undo (issue 8) -------------------------------------------------------------------------
    #: the last decision is final (`undo`: why)
    CANNOT_UNDO = "cannot_undo"

    # --- a Solo card option that would change nothing ("Appendix: Solo Cards and Iconography") ---
    FEAR_DECK_EMPTY = "fear_deck_empty"
    MONSTER_STACK_EMPTY = "monster_stack_empty"
    NO_YAO_ON_MAP = "no_yao_on_map"
    NO_SCORCHED_EARTH_LEFT = "no_scorched_earth_left"
    ALL_YAO_SCORCHED = "all_yao_scorched"
    NO_FEAR_CARD_LEFT = "no_fear_card_left"
    NO_LION_ON_MAP = "no_lion_on_map"
    NO_COUPLETS_SPACE = "no_couplets_space"
    NO_AMULET_SPACE = "no_amulet_space"
    NO_EXCHANGE_SPACE = "no_exchange_space"
    NO_MONSTER_SPACE = "no_monster_space"
    DRUM_MARKET_EMPTY = "drum_market_empty"
    MOTIF_ROW_EMPTY = "motif_row_empty"
    HAND_EMPTY = "hand_empty"
    NOTHING_TO_DRAW = "nothing_to_draw"
    CANNOT_AFFORD_DRUM = "cannot_afford_drum"
    NO_NIAN_QI_COUPLETS = "no_nian_qi_couplets"
    NO_NIAN_QI_AMULETS = "no_nian_qi_amulets"
    NO_YAO_NEXT_TO_LIONS = "no_yao_next_to_lions"


class NoUndo(enum.StrEnum):
    """Why the last decision can no longer be taken back (issue 8, "Undo"; `game.core.undo`)."""

    GAME_OVER = "game_over"
    NOTHING_YET = "nothing_yet"  # a new turn: its player has decided nothing yet
    SETTING_UP = "setting_up"  # setup decisions are final
    ANOTHER_PLAYER = "another_player"  # the next decision is another seat's (a hand-off)
    # something came to light (an event said so)
    DICE_ROLLED = "dice_rolled"
    DECK_SHUFFLED = "deck_shuffled"
    NIAN_CARD_TURNED = "nian_card_turned"
    MONSTER_DRAWN = "monster_drawn"
    NIAN_APPEARED = "nian_appeared"
    SLIP_DRAWN = "slip_drawn"
    TILE_PLACED = "tile_placed"
    DRUM_ROW_REFILLED = "drum_row_refilled"
    MOTIF_ROW_REFILLED = "motif_row_refilled"
    SLIP_ROW_REFILLED = "slip_row_refilled"
    LION_ROW_REFILLED = "lion_row_refilled"
    ROW_REFILLED = "row_refilled"
    # something came to light (the hidden table changed)
    CHANCE_USED = "chance_used"
    CARD_DRAWN = "card_drawn"
    DRUM_CARD_DRAWN = "drum_card_drawn"
    MOTIF_DRAWN = "motif_drawn"
    LION_DRAWN = "lion_drawn"
    FEAR_CARD_DRAWN = "fear_card_drawn"
    TILE_DRAWN = "tile_drawn"


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why something is refused: a `Why` and the arguments its words need (the others stay at
    their defaults)."""

    why: Why
    n: int = 0  # LION_FULL: the Drum cards the Lion holds
    row: str = ""  # the row refusals: "drum" or "motif"
    action: str = ""  # NOT_A_CHOICE: the refused action's kind; NOT_AN_ACTION: repr of the value
    choices: tuple[str, ...] = ()  # NOT_A_CHOICE: the kinds of action on offer, sorted
    prompt: Prompt | None = None  # NOT_A_CHOICE, NOT_ALLOWED: what is being asked
    undo: NoUndo | None = None  # CANNOT_UNDO: why

    def __str__(self) -> str:
        return _describe(self, "why")


class Cause(enum.StrEnum):
    """Why an event happened.  The comment on each says what `Because.name` holds, if anything."""

    # --- resources gained or spent (`ResourcesChanged`) -----------------------------------------
    STARTING_RESOURCES = "starting_resources"  # "Setup: Character Board"
    EXTRA_LEAP_STEPS = "extra_leap_steps"  # "2. Leap": 1 Bamboo for the card's extra steps
    #: "3. Perform": an item performed (`name`: its source, "drum", "jade", "tile", "pendant",
    #: "rest_tile")
    PERFORM = "perform"
    #: a "when you perform ..." effect (`name`: the action, "ink", "couplets", "victory", ...)
    WHEN_YOU = "when_you"
    TATTOO_MOTIF_TRACK = "tattoo_motif_track"  # a space of a Lion's track, as it is inked
    BAMBOO_SLIPS = "bamboo_slips"  # a Bamboo Slips placed on the Character board
    INK = "ink"  # "Perform: Inking Tattoo Motifs": 1 Bamboo
    REFRESH_MOTIFS = "refresh_motifs"  # 1 Coin to refresh the Motif row
    REFRESH_DRUMS = "refresh_drums"  # 1 Coin to refresh the Drum market
    PURCHASE = "purchase"  # a Drum card purchased (`name`: the card's name)
    ON_PURCHASE = "on_purchase"  # a Drum card's purchase bonus (`name`: the card's name)
    PURCHASE_SLIP = "purchase_slip"  # 2 Bamboo for a Bamboo Slips
    COUPLETS = "couplets"  # "Writing Spring Couplets" (`name`: the couplet area's name)
    CARVE = "carve"  # "Carving Jade Amulets" (`name`: the amulet's name)
    PACIFY = "pacify"  # "Pacifying the Land" (`name`: the monster's kind, "wangliang", ...)
    EXCHANGE = "exchange"  # "Perform: Exchanging Resources"
    DEFEATED_YAO = "defeated_yao"  # "Battle: Victory": the defeated Yao monster's reward
    FRONTIER_REWARD = "frontier_reward"  # "Battle: Victory": the Frontier space's reward
    RITUAL_MANUAL = "ritual_manual"  # "Player Turn: Summon"
    RESUPPLY = "resupply"  # Solo card action Resupply

    # --- a Lion back to its player board (`LionReturned`), a monster off the map --------------
    NO_TILE_IN_REACH = "no_tile_in_reach"  # "2. Leap": nowhere to end the leap
    DEFEATED = "defeated"  # "Battle": a Lion lost, or a monster was defeated
    PACIFIED = "pacified"  # "Pacifying the Land"
    GHOST_KILLED = "ghost_killed"  # Solo card action Ghost Kill (from the monster stack)
    SWEPT = "swept"  # Solo card action Sweep
    STRUCK_DOWN = "struck_down"  # "Nian Beast Stirs", form three: struck down by the Nian beast


class Unable(enum.StrEnum):
    """Why an action an effect performs could not be carried out, so that its part of the effect
    was passed over (`events.PerformSkipped`; issue 42: "Gain 1 Red Paper and perform Writing
    Spring Couplets" with no space that can be paid for)."""

    NO_QI = "no_qi"  # no Qi Energy left to place (Character board and reserve)
    NO_SPACE = "no_space"  # no open space of that kind
    CANNOT_PAY_SPACE = "cannot_pay_space"  # open spaces, none that can be paid for
    NO_AMULET_LEFT = "no_amulet_left"  # every open Amulet is already owned or used up
    NO_YAO_HERE = "no_yao_here"  # Pacifying: no Yao monster on the acting Lion's tile
    NO_BAMBOO = "no_bamboo"  # Inking: no Bamboo to spend
    MOTIF_ROW_EMPTY = "motif_row_empty"  # Inking: the row is empty and cannot be refreshed
    MARKET_EMPTY = "market_empty"  # the Drum market is empty
    CANNOT_PAY_CARD = "cannot_pay_card"  # no Drum card in the market can be paid for
    SLIP_COST = "slip_cost"  # a Bamboo Slips costs 2 Bamboo
    SLIP_ROW_EMPTY = "slip_row_empty"  # no Bamboo Slips left in the row
    NOTHING_TO_EXILE = "nothing_to_exile"  # no card in hand or discard pile
    NOTHING_TO_DRAW = "nothing_to_draw"  # deck and discard pile empty


@dataclass(frozen=True, slots=True)
class Because:
    """Why an event happened: a `Cause`, and the name its words show (a component's name as
    assets/data says it, or a key: see `Cause`)."""

    kind: Cause
    name: str = ""

    def __str__(self) -> str:
        return f"{self.kind.value} {self.name}" if self.name else self.kind.value

    def to_dict(self) -> dict[str, str]:
        """The plain form (`Event.to_dict`): {"kind": "carve", "name": "Pendant"}."""
        return {"kind": self.kind.value, "name": self.name}


_BECAUSE: dict[tuple[Cause, str], Because] = {}


def because(kind: Cause, name: str = "") -> Because:
    """The `Because` for `kind` and `name`, made once and shared (events are made by the thousand
    in a bot's search)."""
    key = (kind, name)
    found = _BECAUSE.get(key)
    if found is None:
        found = _BECAUSE[key] = Because(kind, name)
    return found


def _describe(value, first: str) -> str:
    """A developer's one-line description: "lion_full (n=2)"."""
    head = getattr(value, first).value
    args = [
        f"{f.name}={getattr(value, f.name)}"
        for f in fields(value)
        if f.name != first and getattr(value, f.name) != f.default
    ]
    return f"{head} ({', '.join(args)})" if args else head
