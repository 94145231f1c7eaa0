"""The components of the game as types (rulebook, "Components: Game" and "Components: Player").

Each kind of card, tile, board and token is a frozen dataclass whose fields are what the rules read;
their contents live in ``assets/data/*.toml`` and are read by `catalogue_files` into the `Catalogue`
(`catalogue`).  The names here (terrains, Village board sections, Bamboo Slips kinds, Monster kinds)
are the rulebook's vocabulary, shared by the rules modules.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from .effects import MOTIF_COLOURS, Effect

TERRAINS = ("plains", "highlands", "mountains")  # level 0, 1, 2 (rulebook, "2. Leap")
DRUM_COLOURS = MOTIF_COLOURS  # the top border of a market Drum card
PLAYER_SETS = ("甲", "乙", "丙", "丁")
SECTIONS = ("couplets", "exchange", "amulets", "frontier")  # Village board sections


class Monster(enum.StrEnum):
    """What a Lion battles and a Frontier space takes (rulebook, "Components: Game"): the two kinds
    of Yao monster (`YaoToken.kind`) and the Nian beast's Taotie forms."""

    WANGLIANG = "wangliang"
    ZHUJIAN = "zhujian"
    TAOTIE = "taotie"


FRONTIER_KINDS = tuple(m.value for m in Monster)  # "wangliang", "zhujian", "taotie"
AMULET_ABILITIES = ("strength_die", "resting", "motif_discount", "card_limit", "pendant")
SLIP_KINDS = (
    "motif_pair",  # 3 per indicated pair of Tattoo Motifs across your Lions
    "per_exiled",  # 2 per exiled Drum or Fear card
    "per_taotie",  # 5 per Taotie form you defeated
    "lion_four_colours",  # 5 per Lion with four or more different Motif colours
    "per_qi_in_section",  # 2 per Qi Energy in the indicated section
    "lion_five_motifs",  # 5 per Lion with 5 Tattoo Motifs
    "drum_sets",  # 3 per set of Drum cards, one of each colour
    "qi_section_sets",  # 3 per set of Qi Energy in the two indicated sections
    "five_motifs_of_colour",  # 12 for 5 Motifs of the indicated colour
    "five_exiled",  # 12 for 5 exiled cards
    "taotie_one",  # 6 for one or more Taotie forms defeated
    "taotie_two",  # 12 for two or more Taotie forms defeated
    "qi_in_section_at_least",  # 12 for the number or more of Qi in the indicated section
    "five_drums_of_colour",  # 12 for 5 Drum cards of the indicated colour
    "qi_in_sections_at_least",  # 12 for the number or more of Qi in the two indicated sections
)


# --- components -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class DrumCard:
    """A Drum card (rulebook, "Components of a Drum Card").  `kind` is market, player or lion."""

    id: str
    name: str
    kind: str
    colours: tuple[str, ...]  # () for grey cards; a two-colour card acts as both in a set
    cost: int
    auspiciousness: int
    steps: int
    bamboo_steps: int  # spending 1 Bamboo gains up to this many extra steps
    on_purchase: tuple[Effect, ...]
    drum: tuple[Effect, ...]  # Drum boxes: one-time actions on the turn it is played
    jade: tuple[Effect, ...]  # Jade boxes: every turn a card is played next to this Lion
    set: str = ""  # 甲 乙 丙 丁 for player cards
    start: tuple[tuple[str, int], ...] = ()  # starting resources (Lion Drum cards, 始)
    is_fear: bool = False


@dataclass(frozen=True, slots=True)
class FearCard:
    """A Fear card: cannot be played; may be discarded in Clean Up and exiled."""

    id: str
    name: str
    text: str
    is_fear: bool = True
    kind: str = "fear"
    colours: tuple[str, ...] = ()
    auspiciousness: int = 0


@dataclass(frozen=True, slots=True)
class LionCard:
    """A Lion card (rulebook, "Components of a Lion Card")."""

    id: str
    name: str
    steps: int  # steps added to every leap of this Lion
    wardings: int
    strength_dice: int
    intimidation_dice: int
    track: tuple[Effect, ...]  # the Tattoo Motif track, leftmost space first
    drum: str  # id of its Lion Drum card (始)


@dataclass(frozen=True, slots=True)
class Section:
    """One Qi Energy section of a Character board."""

    qi: int
    slip: Effect  # what a Bamboo Slips placed on the emptied section does


@dataclass(frozen=True, slots=True)
class CharacterBoard:
    id: str
    name: str
    sections: tuple[Section, ...]
    left_limit: int  # Drum cards next to the left (starting) Lion
    right_limit: int  # ... and the right (summoned) Lion
    right_strength: int  # Strength dice the right Lion always gains


@dataclass(frozen=True, slots=True)
class RitualManual:
    id: str
    qi: int  # Qi Energy that must have been placed from your board to Summon
    reward: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class YaoToken:
    id: str
    kind: Monster  # WANGLIANG (threat one) or ZHUJIAN (threat two)
    threat: int
    strength_dice: int
    intimidation_dice: int
    wardings: int
    hits: int
    reward: tuple[Effect, ...]  # gained when defeated in battle


@dataclass(frozen=True, slots=True)
class TaotieCard:
    id: str
    form: int
    name: str
    strength_dice: int
    intimidation_dice: int
    wardings: int
    hits: int
    auspiciousness: int  # scored by the player holding the card
    spawn_yao: int  # when spawned: Yao monsters drawn and placed next to it
    spawn_scorched: int  # when spawned: Scorched Earth tokens placed on tiles with Yao monsters
    scorched_value: int  # auspiciousness of each Scorched Earth token at game end
    text: str


@dataclass(frozen=True, slots=True)
class SlipToken:
    id: str
    kind: str
    points: int
    colours: tuple[str, ...] = ()
    sections: tuple[str, ...] = ()
    threshold: int = 0
    player: bool = False  # one of the 12 player Bamboo Slips (始)


@dataclass(frozen=True, slots=True)
class AmuletKind:
    id: str
    name: str
    cost: int  # Jade
    ability: str
    count: int  # tokens of this kind in the box


@dataclass(frozen=True, slots=True)
class TerrainTile:
    id: str
    name: str
    terrain: str
    level: int
    actions: tuple[Effect, ...]


@dataclass(frozen=True, slots=True)
class Space:
    """One Qi Energy space on the Village board."""

    id: str
    section: str
    group: str  # couplet area, exchange kind, amulet id, or frontier kind
    players: int  # available from this player count (2, 3 or 4)
    auspiciousness: int
    cost: tuple[tuple[str, int], ...] = ()  # Frontier: resources spent to pacify onto it
    reward: tuple[Effect, ...] = ()  # Frontier: gained on a battle victory onto it
    overflow: bool = False  # Frontier: used only when no other space of its kind is free


@dataclass(frozen=True, slots=True)
class CoupletArea:
    id: str
    name: str
    red_paper: int
    effect: Effect


@dataclass(frozen=True, slots=True)
class Dice:
    strength: tuple[int, ...]  # hits on each face
    intimidation: tuple[int, ...]  # successes on each face


#: The actions a Solo card can name (rulebook, "Appendix: Solo Cards and Iconography").
SOLO_ACTIONS = (
    "instill_fear",
    "ghost_kill",
    "nian_stirs",
    "seal_couplets",
    "seal_amulets",
    "seal_exchange",
    "thrash",
    "deface",
    "lunge",
    "wildfire",
    "regroup",
    "resupply",
    "purchase",
    "seeing_red",
    "cleanse",
    "sweep",
    "refresh_market_left",
    "refresh_market_right",
    "refresh_motifs_left",
    "refresh_motifs_right",
)
#: The Solo difficulties (rulebook, "Solo: Setup"), easiest first.
SOLO_DIFFICULTIES = ("easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class SoloCard:
    """A Solo card: a mandatory effect, then one of two options (Rampage or Relief), and the
    difficulties whose Solo deck holds it (docs/rulings.md: the deck by difficulty)."""

    id: str
    name: str
    mandatory: tuple[str, ...]
    rampage: str
    relief: str
    difficulties: tuple[str, ...] = SOLO_DIFFICULTIES
