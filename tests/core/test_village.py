"""The Village map (rulebook, "Setup: Village Map and Board"; README "Levels").

    Shuffle them and randomly choose the number based on the number of players ...
    - 2p: 6 plains; 2 highlands; 2 mountains
    - 3p: 7 plains; 3 highlands; 2 mountains
    - 4p: 8 plains; 4 highlands; 3 mountains
    ... placing it ensuring that each tile is adjacent to at least two others.
    ... the Nian Beast ... on the first placed plains Terrain tile.
    ... 1 on each of the last placed plains, highlands, and mountains Terrain tiles.

Layouts are Tiled maps in levels/; a malformed one is refused with a ContentError that names the file
and the tile or field.
"""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from game.core import ContentError, hexgrid
from game.core.village import Village, load_layout

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ROOT / "levels"
LEVEL_FILES = sorted(LEVELS.glob("*.tmx"))
P, H, M = 0, 1, 2

RULEBOOK_COUNTS = {2: (6, 2, 2), 3: (7, 3, 2), 4: (8, 4, 3)}


def test_there_is_a_level_for_each_player_count():
    players = sorted(load_layout(path).players for path in LEVEL_FILES)
    assert players == [2, 3, 4]


# --- the shipped levels ---------------------------------------------------------------------------


def _read_level(path: Path) -> tuple[dict[str, str], list[tuple[int, int, str, int]]]:
    """The level read with ElementTree alone: map properties and (col, row, terrain, order)."""
    tmx = ET.parse(path).getroot()
    props = {p.get("name"): p.get("value") for p in tmx.find("properties")}
    ts = tmx.find("tileset")
    firstgid = int(ts.get("firstgid"))
    tsx = ET.parse(path.parent / ts.get("source")).getroot()
    tile_props = {}
    for tile in tsx.iter("tile"):
        values = {p.get("name"): p.get("value") for p in tile.iter("property")}
        tile_props[int(tile.get("id")) + firstgid] = (values["terrain"], int(values["order"]))
    layer = next(lay for lay in tmx.iter("layer") if lay.get("name") == "terrain")
    rows = layer.find("data").text.strip().splitlines()
    cells = []
    for row, text in enumerate(rows):
        for col, gid in enumerate(int(v) for v in text.strip().rstrip(",").split(",")):
            if gid:
                cells.append((col, row, *tile_props[gid]))
    return props, cells


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.name)
def test_level_has_the_rulebook_terrain_counts_for_its_players(path):
    layout = load_layout(path)
    props, _ = _read_level(path)
    assert layout.players == int(props["players"])
    want = RULEBOOK_COUNTS[layout.players]
    have = tuple(layout.village.levels.count(lv) for lv in (P, H, M))
    assert have == want
    assert len(layout.village) == sum(want)


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.name)
def test_level_every_tile_touches_at_least_two_others(path):
    v = load_layout(path).village
    for i, c in enumerate(v.coords):
        touching = [d for d in v.coords if hexgrid.distance(c, d) == 1]
        assert len(touching) >= 2, (i, c)
        assert sorted(v.neighbours[i]) == sorted(v.coords.index(d) for d in touching)


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.name)
def test_level_tiles_are_where_the_file_paints_them_in_placement_order(path):
    layout = load_layout(path)
    _, cells = _read_level(path)
    by_order = sorted(cells, key=lambda c: c[3])
    assert [c[3] for c in by_order] == list(range(1, len(cells) + 1))
    terrains = ("plains", "highlands", "mountains")
    want_coords = [hexgrid.offset_to_axial(col, row, "y", "odd") for col, row, _, _ in by_order]
    assert list(layout.village.coords) == want_coords
    assert list(layout.village.levels) == [terrains.index(t) for _, _, t, _ in by_order]


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.name)
def test_level_placement_order_gives_first_and_last_of_each_terrain(path):
    layout = load_layout(path)
    v = layout.village
    _, cells = _read_level(path)
    for level, terrain in enumerate(("plains", "highlands", "mountains")):
        mine = [c for c in cells if c[2] == terrain]
        first = min(mine, key=lambda c: c[3])
        last = max(mine, key=lambda c: c[3])
        assert v.coords[v.first_of(level)] == hexgrid.offset_to_axial(
            first[0], first[1], "y", "odd"
        )
        assert v.coords[v.last_of(level)] == hexgrid.offset_to_axial(last[0], last[1], "y", "odd")


def test_first_game_2p_first_and_last_placed_tiles():
    """Worked by hand from levels/first-game-2p.tmx (gid g: plains order g for g <= 18,
    highlands order g - 18, mountains order g - 36).

        row 0:  .   4  21   5        plains 4, highlands 3, plains 5
        row 1: 10  45  38   1        plains 10, mountains 9, mountains 2, plains 1
        row 2:  .   7  26   6        plains 7, highlands 8, plains 6
    """
    v = load_layout(LEVELS / "first-game-2p.tmx").village

    def at(col, row):
        return hexgrid.offset_to_axial(col, row, "y", "odd")

    assert v.coords[v.first_of(P)] == at(3, 1)  # plains, placed 1st: the Nian beast starts here
    assert v.coords[v.last_of(P)] == at(0, 1)  # plains, placed 10th
    assert v.coords[v.first_of(H)] == at(2, 0)  # highlands, placed 3rd
    assert v.coords[v.last_of(H)] == at(2, 2)  # highlands, placed 8th
    assert v.coords[v.first_of(M)] == at(2, 1)  # mountains, placed 2nd
    assert v.coords[v.last_of(M)] == at(1, 1)  # mountains, placed 9th
    assert v.first_of(P) == 0
    assert v.last_of(P) == 9


def test_first_and_last_of_follow_placement_not_position():
    v = Village.build([(5, 5), (0, 0), (1, 0), (2, 0), (3, 0)], [H, P, H, P, M])
    assert (v.first_of(P), v.last_of(P)) == (1, 3)
    assert (v.first_of(H), v.last_of(H)) == (0, 2)
    assert (v.first_of(M), v.last_of(M)) == (4, 4)


def test_level_outside_tiles_are_those_touching_the_table():
    v = load_layout(LEVELS / "first-game-4p.tmx").village
    outside = {c for c, out in zip(v.coords, v.outside, strict=True) if out}
    assert outside == hexgrid.outside(set(v.coords))
    assert 0 < len(outside) < len(v)  # the 4-player map has tiles in its middle


# --- malformed maps -------------------------------------------------------------------------------

# gids in village.tsx: plains order k is gid k, highlands order k is gid 18 + k, mountains 36 + k
VALID_2P = [
    [0, 4, 21, 5],
    [10, 45, 38, 1],
    [0, 7, 26, 6],
]


def write_map(
    tmp_path: Path,
    name: str,
    rows: list[list[int]],
    *,
    players: int | None = 2,
    layer_name: str = "terrain",
    tileset: str = "village.tsx",
) -> Path:
    if tileset == "village.tsx":
        shutil.copy(LEVELS / "village.tsx", tmp_path / "village.tsx")
    shutil.copy(LEVELS / "village-tiles.png", tmp_path / "village-tiles.png")
    height, width = len(rows), len(rows[0])
    props = (
        f'  <property name="players" type="int" value="{players}"/>\n'
        if players is not None
        else ""
    )
    csv = ",\n".join(",".join(str(g) for g in row) for row in rows)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" width="{width}" height="{height}" tilewidth="64" tileheight="74" infinite="0" hexsidelength="37" staggeraxis="y" staggerindex="odd" nextlayerid="2" nextobjectid="1">
 <properties>
  <property name="name" value="Test map"/>
{props} </properties>
 <tileset firstgid="1" source="{tileset}"/>
 <layer id="1" name="{layer_name}" width="{width}" height="{height}">
  <data encoding="csv">
{csv}
</data>
 </layer>
</map>
"""
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def refused(path: Path) -> ContentError:
    with pytest.raises(ContentError) as info:
        load_layout(path)
    return info.value


def test_the_test_maps_are_valid_when_nothing_is_wrong(tmp_path):
    layout = load_layout(write_map(tmp_path, "good.tmx", VALID_2P))
    assert layout.players == 2
    assert tuple(layout.village.levels.count(lv) for lv in (P, H, M)) == (6, 2, 2)


def test_malformed__unknown_terrain(tmp_path):
    (tmp_path / "swampy.tsx").write_text(
        """<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="swampy" tilewidth="64" tileheight="74" tilecount="2" columns="2">
 <image source="village-tiles.png" width="576" height="444"/>
 <tile id="0">
  <properties>
   <property name="terrain" value="plains"/>
   <property name="order" type="int" value="1"/>
  </properties>
 </tile>
 <tile id="1">
  <properties>
   <property name="terrain" value="swamp"/>
   <property name="order" type="int" value="2"/>
  </properties>
 </tile>
</tileset>
""",
        encoding="utf-8",
    )
    path = write_map(tmp_path, "swamp-map.tmx", [[1, 2]], tileset="swampy.tsx")
    err = refused(path)
    msg = str(err)
    assert "swamp-map.tmx" in msg
    assert "column 1, row 0" in msg  # the swamp tile
    assert "terrain" in msg
    assert "swamp" in msg


def test_malformed__tile_touching_fewer_than_two_others(tmp_path):
    rows = [row[:] + [0, 0] for row in VALID_2P]
    rows[1][3] = 0  # plains placed 1st moves away from the others...
    rows[1][5] = 1  # ...to column 5, row 1: two hexes from its nearest tile
    path = write_map(tmp_path, "lonely.tmx", rows)
    msg = str(refused(path))
    assert "lonely.tmx" in msg
    assert "tile 1" in msg  # placement order 1
    assert "column 5, row 1" in msg  # where a level designer finds it in Tiled
    assert "touches 0" in msg


def test_malformed__tile_touching_only_one_other(tmp_path):
    rows = [row[:] + [0] for row in VALID_2P]
    rows[1][3] = 0
    rows[0][4] = 1  # column 4, row 0 touches only plains 5 at column 3, row 0
    path = write_map(tmp_path, "one-neighbour.tmx", rows)
    msg = str(refused(path))
    assert "one-neighbour.tmx" in msg
    assert "tile 1" in msg
    assert "touches 1" in msg


def test_malformed__wrong_tile_count_for_the_player_count(tmp_path):
    path = write_map(tmp_path, "three-on-two.tmx", VALID_2P, players=3)
    msg = str(refused(path))
    assert "three-on-two.tmx" in msg
    assert "terrain" in msg
    assert "3-player" in msg


def test_malformed__one_tile_too_many(tmp_path):
    rows = [row[:] for row in VALID_2P]
    rows[0][0] = 11  # an 11th tile, a 7th plains
    msg = str(refused(write_map(tmp_path, "eleven.tmx", rows)))
    assert "eleven.tmx" in msg
    assert "terrain" in msg
    assert "7 plains" in msg


def test_malformed__duplicated_placement_order(tmp_path):
    rows = [row[:] for row in VALID_2P]
    rows[2][3] = 4  # plains placed 6th becomes a second plains placed 4th
    path = write_map(tmp_path, "twice.tmx", rows)
    msg = str(refused(path))
    assert "twice.tmx" in msg
    assert "order" in msg
    assert "column 3, row 2" in msg  # the second tile with order 4
    assert "4" in msg


def test_malformed__a_gap_in_the_placement_order(tmp_path):
    rows = [row[:] for row in VALID_2P]
    rows[2][3] = 11  # orders 1-5, 7-11: 6 is missing
    msg = str(refused(write_map(tmp_path, "gap.tmx", rows)))
    assert "gap.tmx" in msg
    assert "order" in msg
    assert "6" in msg


def test_malformed__missing_terrain_layer(tmp_path):
    path = write_map(tmp_path, "no-layer.tmx", VALID_2P, layer_name="ground")
    msg = str(refused(path))
    assert "no-layer.tmx" in msg
    assert "terrain" in msg
    assert "layer" in msg


def test_malformed__empty_terrain_layer(tmp_path):
    path = write_map(tmp_path, "empty.tmx", [[0, 0], [0, 0]])
    msg = str(refused(path))
    assert "empty.tmx" in msg
    assert "terrain" in msg


def test_malformed__not_xml(tmp_path):
    path = tmp_path / "notes.tmx"
    path.write_text("this is a shopping list, not a map\n", encoding="utf-8")
    msg = str(refused(path))
    assert "notes.tmx" in msg


def test_malformed__truncated_xml(tmp_path):
    good = write_map(tmp_path, "good.tmx", VALID_2P).read_text(encoding="utf-8")
    path = tmp_path / "cut.tmx"
    path.write_text(good[: len(good) // 2], encoding="utf-8")
    msg = str(refused(path))
    assert "cut.tmx" in msg


def test_malformed__missing_players_property(tmp_path):
    path = write_map(tmp_path, "who.tmx", VALID_2P, players=None)
    msg = str(refused(path))
    assert "who.tmx" in msg
    assert "players" in msg


@pytest.mark.parametrize("players", [0, 5])
def test_malformed__players_property_out_of_range(tmp_path, players):
    path = write_map(tmp_path, "crowd.tmx", VALID_2P, players=players)
    msg = str(refused(path))
    assert "crowd.tmx" in msg
    assert "players" in msg


def test_malformed__missing_file(tmp_path):
    msg = str(refused(tmp_path / "nowhere.tmx"))
    assert "nowhere.tmx" in msg
