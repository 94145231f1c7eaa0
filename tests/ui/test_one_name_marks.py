"""Issue 42, "One name for one thing", items 3 and 7.

3. A player's mark (● Crimson, ◆ Azure, ▲ Gold, ■ Jade) means that player and nothing else: no other
   mark on the table is written with it (the requirement "leap to a higher tile" was ▲, Gold's mark;
   a Drum box began with ◆, Azure's), and every such mark is drawn by each bundled font.
7. The README names the computer paces as the game's settings do.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.core.catalogue import default_catalogue
from game.i18n import language
from game.resources import asset
from game.ui import theme as T
from game.ui.render import cards
from game.ui.settings_controls import PACE_NAMES

ROOT = Path(__file__).resolve().parents[2]
FONTS = ("LionwakeSans-Regular.otf", "LionwakeSans-Bold.otf", "LionwakeSerif-Bold.otf")


def _player_marks() -> set[str]:
    return {T.player_mark(seat) for seat in range(len(T.PLAYERS))}


def _card_marks() -> set[str]:
    """Every mark written on a Drum card: each requirement's marks beside its Motif chips, and the
    marks that begin a Drum box and a Jade box."""
    marks = {cards.DRUM_BOX_MARK.strip(), cards.JADE_BOX_MARK.strip()}
    for card in default_catalogue().cards:
        for box in (*getattr(card, "drum", ()), *getattr(card, "jade", ())):  # not Fear cards
            marks |= {v for kind, v in cards._requirement_chips(box.requires) if kind == "mark"}
    return marks


def test_no_player_mark_is_used_for_anything_else_on_the_table():
    marks = _card_marks()
    assert cards.LEAP_HIGHER_MARK in marks  # some card asks for a leap to a higher tile
    assert len(_player_marks()) == len(T.PLAYERS)  # one mark each
    assert not marks & _player_marks(), marks & _player_marks()


@pytest.mark.parametrize("font", FONTS)
def test_every_card_mark_has_a_glyph_in_the_bundled_fonts(font):
    ttLib = pytest.importorskip("fontTools.ttLib")
    cmap = ttLib.TTFont(str(asset("fonts", font))).getBestCmap()
    missing = {c for mark in _card_marks() for c in mark if ord(c) not in cmap}
    assert not missing, missing


def test_the_readme_names_the_computer_paces_as_the_settings_do():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    bullet = re.search(r"- \*\*Computer players\*\*:(.*?)\n- ", readme, re.S).group(1)
    with language("en"):
        paces = [name for name in PACE_NAMES.values()]
    for name in paces:
        assert re.search(rf"\b{name}\b", bullet), name
    # no pace the game does not offer
    for word in ("Fast", "Faster", "Slower", "Medium", "Off"):
        assert not re.search(rf"\b{word}\b", bullet), word
