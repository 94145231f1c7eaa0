"""Languages (issue 8): the rules reference and the guided first game's prose, in its own gettext
domain (``lionwake-prose``): every paragraph, bullet, title and step extracted, translated into
zh_CN, compiled, covered by the fonts, and shown by `game.text.rules` / the guide in Chinese.

When a test here fails after editing assets/data/rules_reference.toml or tutorial.toml, run
``python build_scripts/catalogues.py --prose``, translate the new entries in
assets/locale/zh_CN/LC_MESSAGES/lionwake-prose.po, and run it again to compile the .mo.
"""

from __future__ import annotations

import re

import pytest

from game import i18n
from game.resources import asset
from game.text.rules import default_rules, matches, shown_rules
from game.ui.guide import load_guide

from .test_i18n import ROOT, C

HAN = re.compile(r"[\u4e00-\u9fff]")
PO = asset("locale", "zh_CN", "LC_MESSAGES", "lionwake-prose.po")


@pytest.fixture(scope="module")
def zh():
    return C.parse_po(PO.read_text(encoding="utf-8"))[2]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_every_prose_message_is_translated(zh):
    extracted = C.extract_prose()
    assert len(extracted) > 300
    missing = [k[1][:70] for k in extracted if k not in zh or not zh[k].translated()]
    assert not missing, f"{len(missing)} prose entries are not translated:\n" + "\n".join(missing)
    empty = [k[1][:70] for k, m in zh.items() if not m.strings[0].strip()]
    assert not empty


def test_every_block_the_screens_show_is_extracted():
    """The extractor splits the rules text exactly as game.text.rules does."""
    ids = {k[1] for k in C.extract_prose()}
    for s in default_rules():
        assert {s.part, s.title, s.rulebook} <= ids
        assert {text for _, text in s.blocks} <= ids, s.id
    for step in load_guide().steps:
        assert {step.text, step.rule} <= ids and (not step.hint or step.hint in ids), step.id


def test_the_prose_catalogue_is_merged_and_compiled():
    stale = [
        str(path.relative_to(ROOT))
        for path, content in C.prose_outputs().items()
        if not path.exists() or path.read_bytes() != content
    ]
    assert not stale, "run build_scripts/catalogues.py --prose: stale " + ", ".join(stale)


def test_numbers_and_characters_of_the_book_are_kept(zh):
    """Every number, and the card-set and start characters (甲乙丙丁始吉), survive translation;
    the ◆/◇ box marks too."""
    wrong = []
    for m in zh.values():
        english, chinese = m.msgid, m.strings[0]
        numbers = sorted(re.findall(r"\d+", english))
        if sorted(re.findall(r"\d+", chinese)) != numbers:
            wrong.append(f"{english[:60]!r}: {numbers} -> {chinese[:40]!r}")
        for mark in "甲乙丙丁始◆◇":
            if mark in english and mark not in chinese:
                wrong.append(f"{english[:60]!r} lost {mark}")
    assert not wrong, "\n".join(wrong)


def test_glossary_terms_are_used(zh):
    """A few terms of lionwake.po's glossary, wherever the English names them."""
    terms = {
        "Fear card": "恐惧牌",
        "Bamboo Slips": "竹简",
        "Qi Energy": "气",
        "Wangliang": "魍魉",
        "Zhujian": "诸犍",
        "Spring Couplets": "春联",
        "Scorched Earth": "焦土",
        "Frontier": "边境",
        "Character board": "角色板",
        "Nian": "年兽",
    }
    wrong = [
        f"{m.msgid[:50]!r}: {zh_term}"
        for m in zh.values()
        for en, zh_term in terms.items()
        # the solo title "Nian Slayer" is 屠年者, as the UI catalogue has it
        if en in m.msgid.replace("Nian Slayer", "") and zh_term not in m.strings[0]
    ]
    assert not wrong, "\n".join(wrong)


def test_the_rules_reference_reads_in_chinese_and_searches_its_words():
    english = shown_rules("en")
    assert [(s.title, s.blocks) for s in english] == [(s.title, s.blocks) for s in default_rules()]
    i18n.set_language("zh_CN")
    rules = shown_rules()
    assert [s.rulebook for s in rules] == [s.rulebook for s in english]  # the book's names stay
    assert [s.id for s in rules] == [s.id for s in english]
    for s in rules:
        assert HAN.search(s.title) and HAN.search(s.part), s.id
        assert all(HAN.search(text) for _, text in s.blocks), s.id
    goal = next(s for s in rules if s.id == "goal")
    assert goal.title == "目标" and "年兽" in goal.text
    bamboo = [s.id for s in rules if matches("竹", s.title, s.rulebook, s.part, s.text)]
    assert {"slips", "appendix-slips", "resources", "inking"} <= set(bamboo)
    assert not any(matches("Bamboo", s.title, s.part, s.text) for s in rules)


def test_the_guide_steps_read_in_chinese():
    steps = load_guide().steps
    i18n.set_language("zh_CN")
    for step in steps:
        assert HAN.search(i18n.prose(step.text)) and HAN.search(i18n.prose(step.rule)), step.id
        if step.hint:
            assert HAN.search(i18n.prose(step.hint)), step.id
    assert i18n.prose(steps[0].text).startswith("欢迎来到狮醒")
    i18n.set_language("en")
    assert i18n.prose(steps[0].text) == steps[0].text


@pytest.mark.parametrize(
    "font", ["LionwakeSans-Regular.otf", "LionwakeSans-Bold.otf", "LionwakeSerif-Bold.otf"]
)
def test_the_fonts_cover_every_prose_glyph(font, zh):
    ttLib = pytest.importorskip("fontTools.ttLib")
    cmap = ttLib.TTFont(str(asset("fonts", font))).getBestCmap()
    chars = {c for m in zh.values() for c in m.msgid + m.strings[0]}
    missing = sorted(c for c in chars if c.isprintable() and not c.isspace() and ord(c) not in cmap)
    assert not missing, f"{font} lacks (run build_scripts/subset_fonts.py): {' '.join(missing)}"
