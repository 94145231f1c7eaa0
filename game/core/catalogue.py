"""Every component of the game, as data (rulebook, "Components: Game" and "Components: Player").

The contents of the cards, tiles, boards and tokens live in ``assets/data/*.toml``; this module reads
them (each file by its reader in `catalogue_files`, into the types of `components`), checks the
rulebook's counts, and freezes them into the `Catalogue`.  Any mistake raises
`ContentError` naming the file, the entry and the field.  Rules modules never test a component's name:
they read the fields here, and effects are interpreted by one effect engine (`effects`, `perform`).

Identifiers: every physical card (Drum cards of all three kinds and Fear cards) has an index into
`Catalogue.cards`; piles in the game state are lists of those indices.  Other components are indexed
within their own tuple.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from .catalogue_files import (
    read_amulets,
    read_characters,
    read_components,
    read_drums,
    read_fear,
    read_lions,
    read_manuals,
    read_monsters,
    read_slips,
    read_solo,
    read_terrain,
    read_village_board,
)
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
from .errors import ContentError

#: The component types and the rulebook's names live in `components`; the rules modules name them
#: from here, beside the catalogue that holds them.
__all__ = [
    "Catalogue",
    "default_catalogue",
    "load_catalogue",
    "TERRAINS",
    "DRUM_COLOURS",
    "PLAYER_SETS",
    "SECTIONS",
    "Monster",
    "FRONTIER_KINDS",
    "AMULET_ABILITIES",
    "SLIP_KINDS",
    "DrumCard",
    "FearCard",
    "LionCard",
    "Section",
    "CharacterBoard",
    "RitualManual",
    "YaoToken",
    "TaotieCard",
    "SlipToken",
    "AmuletKind",
    "TerrainTile",
    "Space",
    "CoupletArea",
    "Dice",
    "SOLO_ACTIONS",
    "SOLO_DIFFICULTIES",
    "SoloCard",
]


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


@cache
def default_catalogue() -> Catalogue:
    """The catalogue shipped in assets/data (loaded once per process)."""
    from game.resources import data_dir

    return load_catalogue(data_dir())
