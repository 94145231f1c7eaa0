"""Rulebook, "Components: Game" and "Components: Player": every component exists as checked data."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.core.catalogue import default_catalogue, load_catalogue
from game.core.errors import ContentError
from game.resources import data_dir
from game.text.effects import describe


def test_components__counts_match_the_rulebook():
    cat = default_catalogue()
    assert len(cat.market) == 48
    assert {s: len(v) for s, v in cat.player_sets.items()} == {"甲": 5, "乙": 5, "丙": 5, "丁": 5}
    assert len(cat.lion_drums) == 12 and len(cat.lions) == 12
    assert len(cat.fear) == 16 and len(cat.characters) == 4 and len(cat.manuals) == 6
    assert sum(y.kind == "wangliang" for y in cat.yao) == 7
    assert sum(y.kind == "zhujian" for y in cat.yao) == 14
    assert [t.form for t in cat.taotie] == [1, 2, 3]
    assert sum(not s.player for s in cat.slips) == 28 and sum(s.player for s in cat.slips) == 12
    assert sum(a.count for a in cat.amulets) == 20 and len(cat.amulets) == 5
    levels = [t.terrain for t in cat.terrain]
    assert (levels.count("plains"), levels.count("highlands"), levels.count("mountains")) == (
        9,
        5,
        4,
    )
    assert cat.motifs_per_colour == 12 and cat.scorched_earth == 5


def test_components__the_lions_the_rulebook_names_exist():
    names = {lion.name for lion in default_catalogue().lions}
    assert {"Winged Ear", "Silverspike", "Jadebrow"} <= names


def test_components__every_slip_kind_of_the_appendix_is_in_the_supply():
    from game.core.catalogue import SLIP_KINDS

    kinds = {s.kind for s in default_catalogue().slips if not s.player}
    assert kinds == set(SLIP_KINDS)


def test_components__every_effect_reads_as_a_sentence():
    cat = default_catalogue()
    effects = [e for c in cat.cards if not c.is_fear for e in (*c.drum, *c.jade, *c.on_purchase)]
    effects += [e for lion in cat.lions for e in lion.track]
    effects += [s.slip for b in cat.characters for s in b.sections]
    effects += [e for t in cat.terrain for e in t.actions]
    for eff in effects:
        text = describe(eff)
        assert (text[0].isupper() or text[0] == "+") and text.endswith("."), text


@pytest.fixture
def data(tmp_path: Path) -> Path:
    target = tmp_path / "data"
    shutil.copytree(data_dir(), target)
    return target


def _replace(path: Path, old: str, new: str, count: int = 1) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def _first_id(path: Path) -> str:
    line = next(
        ln for ln in path.read_text(encoding="utf-8").splitlines() if ln.startswith("id = ")
    )
    return line.split('"')[1]


def test_bad_data__a_missing_field_names_file_entry_and_field(data: Path):
    path = data / "drums_market.toml"
    ident = _first_id(path)
    text = path.read_text(encoding="utf-8")
    start = text.index(f'id = "{ident}"')
    cost_at = text.index("cost = ", start)
    end = text.index("\n", cost_at)
    path.write_text(text[:cost_at] + text[end + 1 :], encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    message = str(err.value)
    assert "drums_market.toml" in message and ident in message and "cost" in message


def test_bad_data__an_unknown_effect_word_names_the_field(data: Path):
    _replace(data / "terrain.toml", "coins =", "diamonds =")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "terrain.toml" in str(err.value) and "diamonds" in str(err.value)


def test_bad_data__an_unknown_action_is_refused(data: Path):
    _replace(data / "lions.toml", 'perform = "exchange"', 'perform = "teleport"')
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "lions.toml" in str(err.value) and "teleport" in str(err.value)


def test_bad_data__wrong_component_count_is_refused(data: Path):
    path = data / "fear.toml"
    text = path.read_text(encoding="utf-8")
    last = text.rindex("[[fear]]")
    path.write_text(text[:last], encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "fear.toml" in str(err.value) and "16" in str(err.value)


def test_bad_data__broken_toml_names_the_file(data: Path):
    (data / "amulets.toml").write_text("[[amulet]\nid = ", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "amulets.toml" in str(err.value) and "TOML" in str(err.value)


def test_bad_data__a_missing_file_is_named(data: Path):
    (data / "slips.toml").unlink()
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "slips.toml" in str(err.value)


def test_bad_data__a_lion_pointing_at_no_lion_drum_card_is_refused(data: Path):
    _replace(data / "lions.toml", 'drum = "shi-winged-ear"', 'drum = "shi-nobody"')
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "lions.toml" in str(err.value) and "shi-nobody" in str(err.value)


def test_bad_data__character_qi_must_total_ten(data: Path):
    _replace(data / "characters.toml", "qi = 2", "qi = 5")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "characters.toml" in str(err.value) and "10" in str(err.value)


def test_bad_data__a_solo_card_for_an_unknown_difficulty_names_the_field(data: Path):
    _replace(
        data / "solo.toml", 'difficulties = ["normal", "hard"]', 'difficulties = ["nightmare"]'
    )
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "solo.toml" in str(err.value) and "difficulties" in str(err.value)


def test_bad_data__every_difficulty_needs_a_solo_deck(data: Path):
    path = data / "solo.toml"
    lines = [
        ln for ln in path.read_text(encoding="utf-8").splitlines() if "difficulties =" not in ln
    ]
    lines = [
        ln + '\ndifficulties = ["easy", "normal"]' if ln.startswith("id = ") else ln for ln in lines
    ]
    path.write_text("\n".join(lines), encoding="utf-8")
    with pytest.raises(ContentError) as err:
        load_catalogue(data)
    assert "solo.toml" in str(err.value) and "hard" in str(err.value)
