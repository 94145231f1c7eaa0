"""Reading each component file of ``assets/data`` (rulebook, "Components: Game" and "Components:
Player"): one reader per file, each checking every field and returning the frozen components of
`components`.  A mistake raises `ContentError` naming the file, the entry and the field.
`catalogue.load_catalogue` puts them together and checks the rulebook's counts.
"""

from __future__ import annotations

from pathlib import Path

from .components import (
    AMULET_ABILITIES,
    DRUM_COLOURS,
    FRONTIER_KINDS,
    PLAYER_SETS,
    SECTIONS,
    SLIP_KINDS,
    SOLO_ACTIONS,
    SOLO_DIFFICULTIES,
    TERRAINS,
    AmuletKind,
    CharacterBoard,
    CoupletArea,
    Dice,
    DrumCard,
    FearCard,
    LionCard,
    Monster,
    RitualManual,
    Section,
    SlipToken,
    SoloCard,
    Space,
    TaotieCard,
    TerrainTile,
    YaoToken,
)
from .datafile import Entry, entries, load_toml
from .effects import MOTIF_COLOURS
from .errors import ContentError

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


def _faces(e: Entry, fld: str) -> list[int]:
    faces = e.raw(fld)
    if not isinstance(faces, list) or len(faces) != 6:
        raise e.fail(fld, "a die has six faces: give a list of six numbers")
    for f in faces:
        if not isinstance(f, int) or isinstance(f, bool) or not 0 <= f <= 6:
            raise e.fail(fld, "each face is a whole number from 0 to 6")
    return faces
