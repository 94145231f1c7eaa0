"""The rules reference (issue 8, "Rules reference and card library"): every section of the rulebook
explained in our own words, in the book's order, with the numbers a player needs; a malformed file
is refused naming the file and the field."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game import resources
from game.core.catalogue import default_catalogue
from game.core.errors import ContentError
from game.core.solo import FEAR_VALUE, TITLES
from game.text.rules import (
    FILE,
    RULEBOOK_SECTIONS,
    default_rules,
    load_rules,
    matches,
    spans,
)

ROOT = Path(__file__).resolve().parents[2]
#: The rulebook, where this machine has it (the repository keeps only our own words).
BOOKS = [ROOT / "rules" / "lionwake-rulebook.txt", Path("/work/shared/rules/lionwake-rulebook.txt")]


def _book() -> list[str] | None:
    for path in BOOKS:
        if path.is_file():
            return path.read_text(encoding="utf-8").splitlines()
    return None


def _section(title: str):
    found = [s for s in default_rules() if s.title == title]
    assert found, f"no section {title!r}"
    return found[0]


def test_every_rulebook_section_has_an_entry_in_the_books_order():
    rules = default_rules()
    followed = [s.rulebook for s in rules]
    assert set(followed) == set(RULEBOOK_SECTIONS)
    assert followed == sorted(followed, key=RULEBOOK_SECTIONS.index)
    for s in rules:
        assert s.title and s.part and s.blocks, s.id
    assert len({s.id for s in rules}) == len(rules)


def test_the_section_list_is_the_rulebooks_own():
    """Every heading we follow is a line of the book, in order; every line of the book that looks like a
    heading is one we follow."""
    book = _book()
    if book is None:
        pytest.skip("the rulebook is not on this machine")
    lines = [ln.strip() for ln in book]
    where = [lines.index(h) for h in RULEBOOK_SECTIONS]
    assert where == sorted(where)
    heading = re.compile(
        r"^((Components|Setup|Perform|Battle|Solo|Appendix|Player Turn): .+|\d\. \w+( Up)?"
        r"|Nian Beast (Automata|Turn|Stirs|Cards)|Game End|Goal|Solo Mode)$"
    )
    looks = [ln for ln in lines[where[0] :] if heading.match(ln)]
    assert [ln for ln in looks if ln not in RULEBOOK_SECTIONS] == []


def test_the_words_are_our_own():
    """No run of nine words of the rulebook is copied into the reference (shorter runs are names and
    counts: "21 Yao monster tokens: 7 Wangliang (threat one)")."""
    book = _book()
    if book is None:
        pytest.skip("the rulebook is not on this machine")

    def runs(text: str) -> set[tuple[str, ...]]:
        ws = re.findall(r"[a-z0-9']+", text.lower())
        return {tuple(ws[i : i + 9]) for i in range(len(ws) - 8)}

    theirs = runs("\n".join(book))
    copied = {s.title: sorted(runs(s.text) & theirs)[:2] for s in default_rules()}
    assert {k: v for k, v in copied.items() if v} == {}


def test_the_numbers_a_player_needs_are_there():
    leap = _section("2. Leap").text
    assert "1 step" in leap and "2 steps" in leap and "3 steps" in leap
    couplets = _section("Perform: Writing Spring Couplets").text
    for cost in ("2 Red Paper", "3 Red Paper", "5 Red Paper"):
        assert cost in couplets
    pacify = _section("Perform: Pacifying the Land").text
    assert "1 Bamboo for a Wangliang" in pacify and "2 Bamboo for a Zhujian" in pacify
    amulets = _section("Perform: Carving Jade Amulets").text
    for a in default_catalogue().amulets:
        name = a.name.removesuffix(" Amulet")
        assert f"{name} ({a.cost} Jade)" in amulets
    setup = _section("Setup: Village Map and Board").text
    for counts in ("6 plains, 2 highlands, 2 mountains", "8 plains, 4 highlands, 3 mountains"):
        assert counts in setup
    strike = _section("1. Strike").text
    assert "holds 2 Drum cards" in strike and "up to 3" in strike
    battle = _section("4. Battle").text
    faces = default_catalogue().dice.strength
    assert ", ".join(str(f) for f in faces[:-1]) + f" or {faces[-1]}" in battle
    solo_end = _section("Solo: Game End").text
    for low, title in TITLES:
        assert title in solo_end and (low == 0 or str(low) in solo_end)
    for level, value in FEAR_VALUE.items():
        assert f"{value} on {level.capitalize()}" in solo_end


def test_rulings_are_mentioned_where_they_matter():
    setup = _section("Setup: Character Board").text
    assert "Ruling: the third player takes 6 Coins and the fourth 7" in setup
    assert "Ruling:" in _section("2. Leap").text  # Bamboo for steps, the player board
    assert "Ruling:" in _section("4. Battle").text  # intimidated only with a success
    assert "Resupply (Ruling" in _section("Appendix: Solo Cards and Iconography").text
    assert sum(s.text.count("Ruling") for s in default_rules()) >= 35


def test_the_search_matches_every_word_and_lights_each_match():
    found = [s.title for s in default_rules() if matches("Bamboo", s.title, s.text)]
    for title in (
        "Perform: Bamboo Slips (free action)",
        "Appendix: Bamboo Slips",
        "Perform: Inking Tattoo Motifs",
        "2. Leap",
    ):
        assert title in found
    assert "Solo: Goal" not in found
    assert matches("", "anything") and matches("red PAPER", "Spend Red Paper")
    assert not matches("red jade", "Spend Red Paper")
    assert spans("Bamboo, bamboo and more Bamboo", "bamboo") == [(0, 6), (8, 14), (24, 30)]
    assert spans("Red Paper", "red paper red") == [(0, 3), (4, 9)]


def _write(tmp_path, text: str) -> Path:
    path = tmp_path / FILE
    path.write_text(text, encoding="utf-8")
    return path


def _shipped() -> str:
    return resources.data_dir().joinpath(FILE).read_text(encoding="utf-8")


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda t: t.replace('title = "2. Leap"\n', "", 1), "title"),
        (lambda t: t.replace('rulebook = "Goal"', 'rulebook = "Gaol"', 1), "rulebook"),
        (lambda t: t.replace('id = "leap"', 'id = "strike"', 1), "id"),
        (lambda t: t.replace('id = "leap"', 'id = "leap"\ncolour = "red"', 1), "colour"),
        (lambda t: t.replace("format = 1", "format = 9", 1), "format"),
        (
            lambda t: t.replace('"goal"\npart = "The game"', '"goal"\npart = "Before you play"'),
            "part",
        ),
        (
            lambda t: re.sub(r'(id = "goal"\n(?:.*\n){3})text = """', r'\1text = 3\nx = """', t),
            "text",
        ),
    ],
    ids=[
        "missing-title",
        "unknown-section",
        "duplicate-id",
        "unknown-field",
        "format",
        "part",
        "text",
    ],
)
def test_a_malformed_file_is_refused_naming_the_file_and_field(tmp_path, change, field):
    text = change(_shipped())
    assert text != _shipped()
    with pytest.raises(ContentError) as caught:
        load_rules(_write(tmp_path, text))
    assert caught.value.file == FILE
    assert caught.value.field == field
    assert FILE in str(caught.value) and f"'{field}'" in str(caught.value)


def test_a_section_left_out_or_out_of_order_is_refused(tmp_path):
    blocks = _shipped().split("[[section]]")
    without = "[[section]]".join(b for b in blocks if 'id = "nian-stirs"' not in b)
    with pytest.raises(ContentError, match="Nian Beast Stirs"):
        load_rules(_write(tmp_path, without))
    swapped = list(blocks)
    i = next(k for k, b in enumerate(blocks) if 'id = "leap"' in b)
    swapped[i], swapped[i + 1] = swapped[i + 1], swapped[i]
    with pytest.raises(ContentError, match="order"):
        load_rules(_write(tmp_path, "[[section]]".join(swapped)))


def test_a_broken_or_missing_file_is_refused(tmp_path):
    with pytest.raises(ContentError, match="not valid TOML"):
        load_rules(_write(tmp_path, 'format = 1\n[[section]\nid = "x"'))
    with pytest.raises(ContentError, match="file is missing"):
        load_rules(tmp_path / "nowhere" / FILE)
