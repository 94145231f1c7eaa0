"""The Village map of Terrain tiles (rulebook, "Setup: Village Map and Board").

A `Village` is the layout on the table: where each hex is, its terrain level (plains 0, highlands 1,
mountains 2), which tiles touch, and which are on the outside (next to the player boards, "2. Leap").
Tile index i is the (i+1)-th tile placed, so "the first placed plains" is the lowest plains index.

Layouts are Tiled maps in levels/ (`load_layout`): a hexagonal tile layer named ``terrain`` painted
with tiles from ``village.tsx``, whose tile properties give ``terrain`` and ``order`` (the placement
order).  A malformed map is refused with a `ContentError` naming the file and the tile.

Which levels fit which table (issue 39; `fits`, `check_fit`): each level says in its map property
``players`` the table it is laid out for, and is played by that many players only — a 3-player map
never by 2 or 4, a campaign chapter (``players`` 1) never by 2 or more.  Solo Mode is "set up as a
normal 2-player game" (rulebook, "Solo: Setup"), so a 1-player game fits a level declaring 1 (the
campaign chapters) or 2 (the 2-player first-game village, the one "first-game" names for Solo).
"Build your own" is no level: its tiles are the player count's own, so it fits every table.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from . import hexgrid
from .catalogue import TERRAINS
from .errors import ContentError

#: Terrain tiles used per player count (rulebook, "Setup: Village Map and Board").
TERRAIN_COUNTS: dict[int, tuple[int, int, int]] = {
    1: (6, 2, 2),  # Solo Mode: "Set up as a normal 2-player game"
    2: (6, 2, 2),
    3: (7, 3, 2),
    4: (8, 4, 3),
}


@dataclass(frozen=True, slots=True)
class Village:
    """An immutable layout: shared between copies of a game state."""

    coords: tuple[hexgrid.Axial, ...]
    levels: tuple[int, ...]
    neighbours: tuple[tuple[int, ...], ...]
    outside: tuple[bool, ...]

    @staticmethod
    def build(coords: list[hexgrid.Axial], levels: list[int]) -> Village:
        index = {c: i for i, c in enumerate(coords)}
        nbrs = tuple(tuple(index[n] for n in hexgrid.neighbours(c) if n in index) for c in coords)
        out = hexgrid.outside(set(coords))
        return Village(tuple(coords), tuple(levels), nbrs, tuple(c in out for c in coords))

    def __len__(self) -> int:
        return len(self.coords)

    def index_of(self, hex_: hexgrid.Axial) -> int:
        return self.coords.index(hex_)

    def terrain(self, tile: int) -> str:
        return TERRAINS[self.levels[tile]]

    def first_of(self, level: int) -> int:
        return next(i for i, lv in enumerate(self.levels) if lv == level)

    def last_of(self, level: int) -> int:
        return max(i for i, lv in enumerate(self.levels) if lv == level)

    def reading_order(self) -> list[int]:
        """Tile indices from the top-left tile onwards (solo tie-break "Top-left Terrain tile")."""
        return sorted(
            range(len(self.coords)), key=lambda i: hexgrid.reading_order_key(self.coords[i])
        )

    def placeable(self) -> list[hexgrid.Axial]:
        """Empty hexes where a new tile would touch at least two placed tiles ("build your own").

        While fewer than two tiles are down, the first tile goes at the centre and the second beside it.
        """
        if not self.coords:
            return [(0, 0)]
        placed = set(self.coords)
        if len(placed) == 1:
            return sorted(hexgrid.neighbours(self.coords[0]))
        spots = set()
        for c in self.coords:
            for n in hexgrid.neighbours(c):
                if n not in placed and sum(m in placed for m in hexgrid.neighbours(n)) >= 2:
                    spots.add(n)
        return sorted(spots)


EMPTY_VILLAGE = Village((), (), (), ())


def check_layout(
    file: str,
    coords: list[hexgrid.Axial],
    levels: list[int],
    players: int | None,
    names: list[str] | None = None,
) -> None:
    """Refuse a layout that breaks the setup rules, naming the file and the tile."""
    placed = set(coords)
    for i, c in enumerate(coords):
        touching = sum(n in placed for n in hexgrid.neighbours(c))
        if len(coords) > 1 and touching < 2:
            where = names[i] if names else f"tile {i + 1} at {c}"
            raise ContentError(
                file, where, "", f"touches {touching} other tile(s); needs at least 2"
            )
    if players is not None:
        want = TERRAIN_COUNTS[players]
        have = tuple(levels.count(lv) for lv in range(3))
        if have != want:
            raise ContentError(
                file,
                "",
                "terrain",
                f"a {players}-player village needs {_counts(want)}; this map has {_counts(have)}",
            )


@dataclass(frozen=True, slots=True)
class Layout:
    """A village layout read from a level file, with the level's own properties."""

    name: str
    players: int  # the table the level is for (its map property ``players``; see `fits`)
    village: Village
    properties: dict
    file: str = ""  # the level file's name, for messages


def fits(level_players: int, players: int) -> bool:
    """Whether a level declaring `level_players` may be played by `players` (module docstring):
    the same count, or Solo (1) on a 2-player level."""
    return level_players == players or (players == 1 and level_players == 2)


def check_fit(layout: Layout, players: int) -> None:
    """Refuse (`ValueError` naming the level file) a level that is not for `players` players.

    A plain `ValueError`, not a `ContentError`: the level is sound, the configuration asking for it
    is what is wrong (a save naming it is damaged and set aside; a broken level file is not the
    save's fault, and `game.core.save` keeps such a save where it is)."""
    if not fits(layout.players, players):
        raise ValueError(
            f"{layout.file or layout.name}: this level is for {_table(layout.players)}, "
            f"not for {_table(players)}"
        )


def _table(players: int) -> str:
    return "Solo Mode" if players == 1 else f"{players} players"


def check_counts(village: Village, players: int) -> None:
    """Refuse (ValueError) a village needing more Terrain tiles of a kind than `players` players
    have (rulebook, "Setup: Village Map and Board"): a 4-player map for a 2-player table."""
    want = TERRAIN_COUNTS[players]
    have = tuple(village.levels.count(lv) for lv in range(3))
    over = [t for n, w, t in zip(have, want, TERRAINS, strict=True) if n > w]
    if over:
        raise ValueError(
            f"this village needs more {' and '.join(over)} tiles than a "
            f"{players}-player game has ({_counts(want)}; the village has {_counts(have)})"
        )


def _counts(counts: tuple[int, ...]) -> str:
    return ", ".join(f"{n} {t}" for n, t in zip(counts, TERRAINS, strict=True))


class _WithoutPygame:
    """An import finder that holds back pygame and pytmx's pygame image loader (`pytmx.util_pygame`)
    while pytmx is imported: pytmx tries both and does without them, and reading a map's tiles and
    properties never uses them."""

    def find_spec(self, name, path=None, target=None):
        if name in ("pygame", "pytmx.util_pygame") or name.startswith("pygame."):
            raise ImportError("the rules read maps without pygame")
        return None


def _pytmx():
    """pytmx, imported without pygame: the rules core never loads pygame (DESIGN.md), even when it
    is installed beside it.  `import pytmx.util_pygame` later still works for whoever wants it."""
    if "pytmx" not in sys.modules and "pygame" not in sys.modules:
        guard = _WithoutPygame()
        sys.meta_path.insert(0, guard)
        try:
            import pytmx
        finally:
            sys.meta_path.remove(guard)
    import pytmx  # only content loading touches pytmx

    return pytmx


def load_layout(path: Path) -> Layout:
    """Load a Tiled hexagonal map: terrain and placement order from the tiles' properties."""
    pytmx = _pytmx()
    file = path.name
    if not path.exists():
        raise ContentError(file, "", "", "level file is missing")
    try:
        tmx = pytmx.TiledMap(str(path), load_all=False)
    except Exception as exc:  # pytmx raises many kinds on a broken file
        raise ContentError(file, "", "", f"is not a readable Tiled map ({exc})") from None
    if tmx.orientation != "hexagonal":
        raise ContentError(file, "map", "orientation", "must be hexagonal")
    axis = tmx.staggeraxis or "y"
    index = tmx.staggerindex or "odd"
    props = dict(tmx.properties or {})
    players = props.get("players")
    if not isinstance(players, int) or players not in TERRAIN_COUNTS:
        raise ContentError(file, "map", "players", "map property 'players' must be 1, 2, 3 or 4")
    layer = next(
        (
            lay
            for lay in tmx.layers
            if isinstance(lay, pytmx.TiledTileLayer) and lay.name == "terrain"
        ),
        None,
    )
    if layer is None:
        raise ContentError(file, "", "layer", "needs a tile layer named 'terrain'")
    tiles: dict[int, tuple[hexgrid.Axial, int, str]] = {}
    for col, row, gid in layer.iter_data():
        if not gid:
            continue
        tile_props = tmx.get_tile_properties_by_gid(gid) or {}
        where = f"tile at column {col}, row {row}"
        terrain = tile_props.get("terrain")
        if terrain not in TERRAINS:
            raise ContentError(file, where, "terrain", f"unknown terrain {terrain!r}")
        order = tile_props.get("order")
        if not isinstance(order, int) or order < 1:
            raise ContentError(
                file, where, "order", "placement order must be a whole number from 1"
            )
        if order in tiles:
            raise ContentError(file, where, "order", f"placement order {order} is used twice")
        tiles[order] = (
            hexgrid.offset_to_axial(col, row, axis, index),
            TERRAINS.index(terrain),
            f"tile {order} (column {col}, row {row})",
        )
    if not tiles:
        raise ContentError(file, "", "terrain", "the terrain layer has no tiles")
    orders = sorted(tiles)
    if orders != list(range(1, len(orders) + 1)):
        missing = next(i for i in range(1, len(orders) + 2) if i not in tiles)
        raise ContentError(
            file, "", "order", f"placement orders must run 1..N; {missing} is missing"
        )
    coords = [tiles[o][0] for o in orders]
    levels = [tiles[o][1] for o in orders]
    check_layout(file, coords, levels, players, [tiles[o][2] for o in orders])
    name = props.get("name", path.stem)
    return Layout(str(name), players, Village.build(coords, levels), props, file)
