"""Every component of the game, as data (rulebook, "Components: Game" and "Components: Player").

The contents of the cards, tiles, boards and tokens live in ``assets/data/*.toml``; this module reads
them with `tomllib`, checks every field, and freezes them into the `Catalogue`.  Any mistake raises
`ContentError` naming the file, the entry and the field.  Rules modules never test a component's name:
they read the fields here, and effects are interpreted by one effect engine (`effects`, `perform`).

Identifiers: every physical card (Drum cards of all three kinds and Fear cards) has an index into
`Catalogue.cards`; piles in the game state are lists of those indices.  Other components are indexed
within their own tuple.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .datafile import Entry, entries, load_toml
from .effects import (
    MOTIF_COLOURS,
    Effect,
)
from .errors import ContentError

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


@dataclass(frozen=True, slots=True)
class Catalogue:
    cards: tuple[DrumCard | FearCard, ...]
    market: tuple[int, ...]  # indices into cards
    player_sets: dict[str, tuple[int, ...]]
    lion_drums: dict[str, int]  # Lion Drum id -> index
    fear: tuple[int, ...]
    lions: tuple[LionCard, ...]
    characters: tuple[CharacterBoard, ...]
    manuals: tuple[RitualManual, ...]
    yao: tuple[YaoToken, ...]
    taotie: tuple[TaotieCard, ...]  # forms one, two, three in order
    slips: tuple[SlipToken, ...]
    amulets: tuple[AmuletKind, ...]
    terrain: tuple[TerrainTile, ...]
    couplet_areas: tuple[CoupletArea, ...]
    spaces: tuple[Space, ...]
    dice: Dice
    motifs_per_colour: int
    scorched_earth: int
    card_index: dict[str, int] = field(default_factory=dict)
    solo: tuple[SoloCard, ...] = ()
    space_groups: dict[tuple[str, str | None], tuple[int, ...]] = field(default_factory=dict)

    def card(self, index: int) -> DrumCard | FearCard:
        return self.cards[index]

    def spaces_in(self, section: str, group: str | None = None) -> tuple[int, ...]:
        """Indices of the Village board spaces in a section (and group), in board order."""
        return self.space_groups.get((section, group), ())


# --- reading --------------------------------------------------------------------------------------


def _drum(e: Entry, kind: str) -> DrumCard:
    if kind == "player":
        colours: tuple[str, ...] = ()
        card_set = e.choice("set", PLAYER_SETS)
    else:
        colours = e.choices("colours", DRUM_COLOURS)
        if not 1 <= len(colours) <= 2 or len(set(colours)) != len(colours):
            raise e.fail("colours", "must name one or two different colours")
        card_set = ""
    card = DrumCard(
        id=e.str("id"),
        name=e.str("name"),
        kind=kind,
        colours=colours,
        cost=e.int("cost", lo=1, hi=12) if kind == "market" else 0,
        auspiciousness=e.int("auspiciousness", 0, hi=9),
        steps=e.int("steps", lo=1, hi=4),
        bamboo_steps=e.int("bamboo_steps", 0, hi=3),
        on_purchase=e.effects("on_purchase") if kind == "market" else (),
        drum=e.effects("drum"),
        jade=e.effects("jade"),
        set=card_set,
        start=e.resources("start") if kind == "lion" else (),
    )
    for eff in card.jade:
        if eff.perform and not eff.when:
            raise e.fail("jade", "a Jade box performs an action only 'when' you perform another")
    e.done()
    return card


def read_drums(path: Path, kind: str) -> list[DrumCard]:
    """drums_market.toml, drums_player.toml or drums_lion.toml: [[drum]] entries."""
    file, doc = load_toml(path)
    cards = [_drum(e, kind) for e in entries(doc, file, "drum")]
    if kind == "player":
        for s in PLAYER_SETS:
            members = [c for c in cards if c.set == s]
            if len(members) != 5:
                raise ContentError(file, "", "set", f"set {s} has {len(members)} cards, not 5")
    return cards


def read_fear(path: Path) -> list[FearCard]:
    file, doc = load_toml(path)
    out = []
    for e in entries(doc, file, "fear"):
        out.append(FearCard(id=e.str("id"), name=e.str("name"), text=e.str("text", "")))
        e.done()
    return out


def read_lions(path: Path, lion_drum_ids: set[str] | None = None) -> list[LionCard]:
    file, doc = load_toml(path)
    lions = []
    for e in entries(doc, file, "lion"):
        lion = LionCard(
            id=e.str("id"),
            name=e.str("name"),
            steps=e.int("steps", 0, hi=3),
            wardings=e.int("wardings", 0, hi=5),
            strength_dice=e.int("strength_dice", 0, hi=5),
            intimidation_dice=e.int("intimidation_dice", 0, hi=5),
            track=e.effects("track"),
            drum=e.str("drum"),
        )
        if not 4 <= len(lion.track) <= 6:
            raise e.fail("track", "a Tattoo Motif track has 4 to 6 spaces")
        if lion_drum_ids is not None and lion.drum not in lion_drum_ids:
            raise e.fail("drum", f"no Lion Drum card {lion.drum!r} in drums_lion.toml")
        e.done()
        lions.append(lion)
    used = [lion.drum for lion in lions]
    if len(set(used)) != len(used):
        raise ContentError(file, "", "drum", "two Lions share one Lion Drum card")
    return lions


def read_characters(path: Path) -> list[CharacterBoard]:
    file, doc = load_toml(path)
    characters = []
    for e in entries(doc, file, "character"):
        raw = e.raw("sections")
        if not isinstance(raw, list) or not raw:
            raise e.fail("sections", "must be a list of sections")
        sections = []
        for i, sec in enumerate(raw):
            s = Entry(file, f"{e.entry} section {i + 1}", sec)
            sections.append(Section(qi=s.int("qi", lo=1, hi=6), slip=s.effect("slip")))
            s.done()
        board = CharacterBoard(
            id=e.str("id"),
            name=e.str("name"),
            sections=tuple(sections),
            left_limit=e.int("left_limit", 2, lo=1, hi=5),
            right_limit=e.int("right_limit", 3, lo=1, hi=5),
            right_strength=e.int("right_strength", 1, hi=3),
        )
        if sum(s.qi for s in board.sections) != 10:
            raise e.fail("sections", "Qi Energy on a Character board must total 10")
        e.done()
        characters.append(board)
    return characters


def read_manuals(path: Path) -> list[RitualManual]:
    file, doc = load_toml(path)
    manuals = []
    for e in entries(doc, file, "manual"):
        manuals.append(
            RitualManual(id=e.str("id"), qi=e.int("qi", lo=1, hi=10), reward=e.effects("reward"))
        )
        e.done()
    return manuals


def read_monsters(path: Path) -> tuple[list[YaoToken], list[TaotieCard]]:
    file, doc = load_toml(path)
    yao = []
    for e in entries(doc, file, "yao"):
        kind = Monster(e.choice("kind", (Monster.WANGLIANG, Monster.ZHUJIAN)))
        yao.append(
            YaoToken(
                id=e.str("id"),
                kind=kind,
                threat=1 if kind is Monster.WANGLIANG else 2,
                strength_dice=e.int("strength_dice", lo=0, hi=8),
                intimidation_dice=e.int("intimidation_dice", 0, hi=8),
                wardings=e.int("wardings", 0, hi=5),
                hits=e.int("hits", 0, hi=9),
                reward=e.effects("reward"),
            )
        )
        e.done()
    taotie = []
    for e in entries(doc, file, "taotie"):
        taotie.append(
            TaotieCard(
                id=e.str("id"),
                form=e.int("form", lo=1, hi=3),
                name=e.str("name"),
                strength_dice=e.int("strength_dice", lo=1, hi=10),
                intimidation_dice=e.int("intimidation_dice", 0, hi=8),
                wardings=e.int("wardings", 0, hi=5),
                hits=e.int("hits", 0, hi=9),
                auspiciousness=e.int("auspiciousness", 0, hi=20),
                spawn_yao=e.int("spawn_yao", 0, hi=3),
                spawn_scorched=e.int("spawn_scorched", 0, hi=5),
                scorched_value=e.int("scorched_value", 0, hi=5),
                text=e.str("text", ""),
            )
        )
        e.done()
    taotie.sort(key=lambda t: t.form)
    if [t.form for t in taotie] != [1, 2, 3]:
        raise ContentError(file, "", "form", "needs exactly one Taotie card of each form 1, 2, 3")
    return yao, taotie


def read_slips(path: Path) -> list[SlipToken]:
    file, doc = load_toml(path)
    slips = []
    for e in entries(doc, file, "slip"):
        slip = SlipToken(
            id=e.str("id"),
            kind=e.choice("kind", SLIP_KINDS),
            points=e.int("points", lo=1, hi=20),
            colours=e.choices("colours", MOTIF_COLOURS, []),
            sections=e.choices("sections", SECTIONS, []),
            threshold=e.int("threshold", 0, hi=20),
            player=e.bool("player"),
        )
        need_colours = {"motif_pair": 2, "five_motifs_of_colour": 1}.get(slip.kind, 0)
        need_sections = {
            "per_qi_in_section": 1,
            "qi_section_sets": 2,
            "qi_in_section_at_least": 1,
            "qi_in_sections_at_least": 2,
        }.get(slip.kind, 0)
        if slip.kind == "five_drums_of_colour":
            need_colours = 1
        if len(slip.colours) != need_colours:
            raise e.fail("colours", f"a {slip.kind} slip names {need_colours} colour(s)")
        if len(slip.sections) != need_sections:
            raise e.fail("sections", f"a {slip.kind} slip names {need_sections} section(s)")
        if slip.kind.endswith("_at_least") and slip.threshold < 1:
            raise e.fail("threshold", f"a {slip.kind} slip needs a threshold")
        e.done()
        slips.append(slip)
    return slips


def read_amulets(path: Path) -> list[AmuletKind]:
    file, doc = load_toml(path)
    amulets = []
    for e in entries(doc, file, "amulet"):
        amulets.append(
            AmuletKind(
                id=e.str("id"),
                name=e.str("name"),
                cost=e.int("cost", lo=1, hi=9),
                ability=e.choice("ability", AMULET_ABILITIES),
                count=e.int("count", 4, lo=1, hi=8),
            )
        )
        e.done()
    if sorted(a.ability for a in amulets) != sorted(AMULET_ABILITIES):
        raise ContentError(file, "", "ability", "needs exactly one amulet kind for each ability")
    return amulets


def read_terrain(path: Path) -> list[TerrainTile]:
    file, doc = load_toml(path)
    terrain = []
    for e in entries(doc, file, "tile"):
        kind = e.choice("terrain", TERRAINS)
        terrain.append(
            TerrainTile(
                id=e.str("id"),
                name=e.str("name"),
                terrain=kind,
                level=TERRAINS.index(kind),
                actions=e.effects("actions"),
            )
        )
        e.done()
    return terrain


def read_village_board(
    path: Path, amulet_ids: tuple[str, ...]
) -> tuple[list[CoupletArea], list[Space]]:
    file, doc = load_toml(path)
    couplet_areas = []
    for e in entries(doc, file, "couplet_area"):
        couplet_areas.append(
            CoupletArea(
                id=e.str("id"),
                name=e.str("name"),
                red_paper=e.int("red_paper", lo=1, hi=9),
                effect=e.effect("effect"),
            )
        )
        e.done()
    groups = {
        "couplets": tuple(a.id for a in couplet_areas),
        "exchange": ("one_blue", "two_blue"),
        "amulets": amulet_ids,
        "frontier": FRONTIER_KINDS,
    }
    spaces = []
    for e in entries(doc, file, "space"):
        section = e.choice("section", SECTIONS)
        frontier = section == "frontier"
        spaces.append(
            Space(
                id=e.str("id"),
                section=section,
                group=e.choice("group", groups[section]),
                players=e.int("players", 2, lo=1, hi=4),
                auspiciousness=e.int("auspiciousness", 0, hi=12),
                cost=e.resources("cost") if frontier else (),
                reward=e.effects("reward") if frontier else (),
                overflow=e.bool("overflow") if frontier else False,
            )
        )
        e.done()
    for section, options in groups.items():
        for group in options:
            if not any(s.section == section and s.group == group for s in spaces):
                raise ContentError(file, "", "space", f"no space for {section} / {group}")
    return couplet_areas, spaces


def read_solo(path: Path) -> list[SoloCard]:
    """solo.toml: the Nian beast's Solo deck."""
    file, doc = load_toml(path)
    cards = []
    for e in entries(doc, file, "solo"):
        card = SoloCard(
            id=e.str("id"),
            name=e.str("name"),
            mandatory=e.choices("mandatory", SOLO_ACTIONS),
            rampage=e.choice("rampage", SOLO_ACTIONS),
            relief=e.choice("relief", SOLO_ACTIONS),
            difficulties=e.choices("difficulties", SOLO_DIFFICULTIES, list(SOLO_DIFFICULTIES)),
        )
        if not card.mandatory:
            raise e.fail("mandatory", "a Solo card has a mandatory effect")
        if not card.difficulties:
            raise e.fail("difficulties", "a Solo card is in the deck of at least one difficulty")
        e.done()
        cards.append(card)
    used = {a for c in cards for a in (*c.mandatory, c.rampage, c.relief)}
    missing = [a for a in SOLO_ACTIONS if a not in used]
    if missing:
        raise ContentError(file, "", "solo", f"no Solo card uses {missing}")
    for level in SOLO_DIFFICULTIES:
        if not any(level in c.difficulties for c in cards):
            raise ContentError(file, "", "difficulties", f"no Solo card is in the {level} deck")
    return cards


def read_components(path: Path) -> tuple[Dice, int, int]:
    file, doc = load_toml(path)
    e = Entry(file, "[dice]", doc.get("dice"))
    dice = Dice(
        strength=tuple(_faces(e, "strength")), intimidation=tuple(_faces(e, "intimidation"))
    )
    e.done()
    e = Entry(file, "[counts]", doc.get("counts"))
    counts = e.int("motifs_per_colour", lo=1, hi=20), e.int("scorched_earth", lo=0, hi=20)
    e.done()
    return dice, *counts


def load_catalogue(data_dir: Path) -> Catalogue:
    """Read and check every component file in `data_dir`."""
    cards: list[DrumCard | FearCard] = []
    card_index: dict[str, int] = {}

    def add(group: list) -> tuple[int, ...]:
        out = []
        for card in group:
            if card.id in card_index:
                raise ContentError("assets/data", card.id, "id", "two cards share this id")
            card_index[card.id] = len(cards)
            cards.append(card)
            out.append(len(cards) - 1)
        return tuple(out)

    market = add(read_drums(data_dir / "drums_market.toml", "market"))
    player = read_drums(data_dir / "drums_player.toml", "player")
    player_indices = add(player)
    player_sets = {
        s: tuple(i for i, c in zip(player_indices, player, strict=True) if c.set == s)
        for s in PLAYER_SETS
    }
    lion_cards = read_drums(data_dir / "drums_lion.toml", "lion")
    lion_drums = dict(zip((c.id for c in lion_cards), add(lion_cards), strict=True))
    fear = add(read_fear(data_dir / "fear.toml"))
    lions = read_lions(data_dir / "lions.toml", set(lion_drums))
    characters = read_characters(data_dir / "characters.toml")
    manuals = read_manuals(data_dir / "ritual_manuals.toml")
    yao, taotie = read_monsters(data_dir / "monsters.toml")
    slips = read_slips(data_dir / "slips.toml")
    amulets = read_amulets(data_dir / "amulets.toml")
    terrain = read_terrain(data_dir / "terrain.toml")
    couplet_areas, spaces = read_village_board(
        data_dir / "village_board.toml", tuple(a.id for a in amulets)
    )
    dice, motifs_per_colour, scorched_earth = read_components(data_dir / "components.toml")
    solo = read_solo(data_dir / "solo.toml")
    _check_counts(
        market,
        player_sets,
        lion_drums,
        fear,
        lions,
        characters,
        manuals,
        yao,
        slips,
        amulets,
        terrain,
    )
    return Catalogue(
        cards=tuple(cards),
        market=market,
        player_sets=player_sets,
        lion_drums=lion_drums,
        fear=fear,
        lions=tuple(lions),
        characters=tuple(characters),
        manuals=tuple(manuals),
        yao=tuple(yao),
        taotie=tuple(taotie),
        slips=tuple(slips),
        amulets=tuple(amulets),
        terrain=tuple(terrain),
        couplet_areas=tuple(couplet_areas),
        spaces=tuple(spaces),
        dice=dice,
        motifs_per_colour=motifs_per_colour,
        scorched_earth=scorched_earth,
        card_index=card_index,
        solo=tuple(solo),
        space_groups=_space_groups(spaces),
    )


def _space_groups(spaces: list[Space]) -> dict[tuple[str, str | None], tuple[int, ...]]:
    groups: dict[tuple[str, str | None], list[int]] = {}
    for i, s in enumerate(spaces):
        groups.setdefault((s.section, None), []).append(i)
        groups.setdefault((s.section, s.group), []).append(i)
    return {k: tuple(v) for k, v in groups.items()}


def _check_counts(
    market, player_sets, lion_drums, fear, lions, characters, manuals, yao, slips, amulets, terrain
) -> None:
    """The rulebook's component counts ("Components: Game", "Components: Player")."""
    wangliang = sum(1 for y in yao if y.kind == "wangliang")
    plains = sum(1 for t in terrain if t.terrain == "plains")
    highlands = sum(1 for t in terrain if t.terrain == "highlands")
    player_slips = sum(1 for s in slips if s.player)
    checks = [
        ("drums_market.toml", "drum", len(market), 48, "market Drum cards"),
        ("drums_player.toml", "drum", sum(map(len, player_sets.values())), 20, "player Drum cards"),
        ("drums_lion.toml", "drum", len(lion_drums), 12, "Lion Drum cards"),
        ("fear.toml", "fear", len(fear), 16, "Fear cards"),
        ("lions.toml", "lion", len(lions), 12, "Lion cards"),
        ("characters.toml", "character", len(characters), 4, "Character boards"),
        ("ritual_manuals.toml", "manual", len(manuals), 6, "Ritual Manual tokens"),
        ("monsters.toml", "yao", wangliang, 7, "Wangliang tokens"),
        ("monsters.toml", "yao", len(yao) - wangliang, 14, "Zhujian tokens"),
        ("slips.toml", "slip", len(slips) - player_slips, 28, "Bamboo Slips tokens"),
        ("slips.toml", "slip", player_slips, 12, "player Bamboo Slips tokens"),
        ("amulets.toml", "amulet", sum(a.count for a in amulets), 20, "Jade Amulet tokens"),
        ("terrain.toml", "tile", plains, 9, "plains tiles"),
        ("terrain.toml", "tile", highlands, 5, "highlands tiles"),
        ("terrain.toml", "tile", len(terrain) - plains - highlands, 4, "mountains tiles"),
    ]
    for file, key, have, want, what in checks:
        if have != want:
            raise ContentError(file, "", key, f"the game has {want} {what}, this file has {have}")


def _faces(e: Entry, fld: str) -> list[int]:
    faces = e.raw(fld)
    if not isinstance(faces, list) or len(faces) != 6:
        raise e.fail(fld, "a die has six faces: give a list of six numbers")
    for f in faces:
        if not isinstance(f, int) or isinstance(f, bool) or not 0 <= f <= 6:
            raise e.fail(fld, "each face is a whole number from 0 to 6")
    return faces


@cache
def default_catalogue() -> Catalogue:
    """The catalogue shipped in assets/data (loaded once per process)."""
    from game.resources import data_dir

    return load_catalogue(data_dir())
