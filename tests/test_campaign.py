"""The solo campaign: chapters as levels, progress saved per user, achievements."""

from __future__ import annotations

import json

import pytest

from game.core import Config, Game
from game.core.invariants import problems
from game.core.outcome import Ending, Outcome, unscored
from game.session import campaign
from game.session.achievements import all_achievements, earned
from game.text.achievements import achievement_name, achievement_text
from game.text.campaign import progress_text, twist_text


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_campaign__eight_chapters_each_a_solo_level_with_its_story():
    chapters = campaign.chapters()
    assert [c.number for c in chapters] == list(range(1, 9))
    assert all(c.difficulty in ("easy", "normal", "hard") for c in chapters)
    assert all(len(c.text) > 40 for c in chapters)
    assert len({c.layout for c in chapters}) == 8
    assert sum(bool(c.twists) for c in chapters) >= 6  # most chapters have a twist


@pytest.mark.parametrize("number", range(1, 9))
def test_campaign__every_chapter_sets_up_with_its_twists(number):
    ch = campaign.chapters()[number - 1]
    game = Game(Config(players=1, seed=number, layout=ch.layout, difficulty=ch.difficulty))
    st = game.state
    while game.pending.kind.startswith("choose"):
        game.apply(game.legal_actions()[0])
    assert problems(st) == []
    if "lion" in ch.twists:
        assert st.catalogue.lions[st.players[0].lion[0]].id == ch.twists["lion"]
    if "scorched" in ch.twists:
        assert sum(st.scorched_at) == len(str(ch.twists["scorched"]).split(","))
    if "fear_cards" in ch.twists:
        assert sum(1 for c in st.fear_deck if c < 1000) == ch.twists["fear_cards"]


def test_campaign__chapters_unlock_in_order():
    progress = campaign.Progress()
    assert progress.unlocked(1) and not progress.unlocked(2)
    assert campaign.record_result(progress, 1, (35,), won=False) is False
    assert not progress.unlocked(2) and progress.record(1).plays == 1
    assert campaign.record_result(progress, 1, (47,), won=True) is True
    assert progress.unlocked(2) and not progress.unlocked(3)
    assert progress.record(1).best_title == "Awakened Lion"
    assert campaign.record_result(progress, 1, (40,), won=True) is False  # not a new best
    assert progress.record(1).best_score == 47


def test_progress__saved_atomically_and_read_back(data_dir):
    progress = campaign.Progress()
    campaign.record_result(progress, 1, (58,), won=True)
    progress.achievements["first-light"] = "2026-11-29"
    campaign.save(progress)
    assert sorted(p.name for p in data_dir.iterdir()) == ["progress.json"]  # no temporary left
    again = campaign.load()
    assert again.record(1).best_title == "Guardian" and again.achievements == {
        "first-light": "2026-11-29"
    }


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"[]",
        json.dumps({"format": "lionwake-progress", "version": 99}).encode(),
        json.dumps({"format": "lionwake-progress", "version": 1, "chapters": {"1": 5}}).encode(),
    ],
)
def test_progress__a_damaged_or_newer_file_is_moved_aside_with_a_message(data_dir, content):
    path = data_dir / "progress.json"
    path.write_bytes(content)
    progress = campaign.load()
    assert progress.problem and progress.chapters == {}
    kept = [p for p in data_dir.iterdir() if p.name.startswith("progress.json.damaged-")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing lost
    assert f"it was kept as {kept[0].name}" in progress_text(progress.problem)
    campaign.save(progress)  # and the game goes on saving
    assert campaign.load().problem is None


def test_achievements__at_least_twelve_with_a_mastery_per_lion():
    items = all_achievements()
    assert len(items) >= 12 + 12
    assert len({a.id for a in items}) == len(items)


def test_achievements__a_victory_earns_first_light_and_its_lion_mastery():
    game = Game(Config(players=1, seed=2, difficulty="hard"))
    while game.pending.kind.startswith("choose"):
        game.apply(game.legal_actions()[0])
    st = game.state
    st.over = True
    st.outcome = Outcome(Ending.NIAN_DEFEATED, (60,), (0,))
    st.players[0].nian_cards = [1, 2, 3]
    got = earned(st, [], chapters_completed=8)
    lion = st.catalogue.lions[st.players[0].lion[0]].id
    assert {
        "first-light",
        "steady-drum",
        "nian-bane",
        "guardian",
        "three-forms",
        "fearless",
        f"master-{lion}",
        "long-night-ends",
    } <= got


def test_achievements__a_defeat_earns_no_victory_achievement():
    game = Game(Config(players=1, seed=2, difficulty="easy"))
    st = game.state
    st.over = True
    st.outcome = unscored(Ending.DEFEAT)
    assert not {"first-light", "fearless"} & earned(st, [])


# --- chapters: every twist told, and the story's numbers match the level's ------------------------

WORD_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def test_campaign__every_chapter_has_a_twist_and_the_first_a_gentle_one():
    chapters = campaign.chapters()
    assert all(c.twists and twist_text(c.twists) for c in chapters)
    first = chapters[0]
    assert first.difficulty == "easy" and set(first.twists) == {"lion"}  # a Lion handed to you
    assert "Your Lion is Lotus Eye" in twist_text(first.twists)


def test_campaign__a_chapters_story_matches_its_fear_deck_and_names_no_terrain_it_cannot_keep():
    import re

    from game.core.catalogue import default_catalogue

    fear = len(default_catalogue().fear)
    for ch in campaign.chapters():
        said = re.search(r"only (\w+) of every (\w+) Fear cards remain", ch.text)
        if said:
            part, whole = (WORD_NUMBERS[w] for w in said.groups())
            assert ch.twists["fear_cards"] * whole == fear * part, (ch.number, ch.text)
        if "scorched" in ch.twists:  # fixed tiles over terrain drawn at random: no terrain named
            assert not re.search(r"padd|plain|highland|mountain|terrace|field", ch.text, re.I), (
                ch.number,
                ch.text,
            )
    eight = campaign.chapters()[7]
    assert "three of every four" in eight.text and eight.twists["fear_cards"] == 12


# --- titles: English keys, every one earned, a lone game's too -------------------------------------


def test_titles__the_key_is_english_in_any_language_the_title_is_translated():
    from game import i18n
    from game.session.campaign import title_key
    from game.text.names import solo_title as title

    try:
        i18n.set_language("zh_CN")
        assert title_key(58) == "Guardian" and title_key(51) == "Nian Bane"
        assert title(58) == i18n._("Guardian") != "Guardian"
        progress = campaign.Progress()
        campaign.record_result(progress, 1, (58,), won=True)
        assert progress.record(1).best_title == "Guardian"  # stored untranslated
        assert progress.to_json()["chapters"]["1"]["best_title"] == "Guardian"
    finally:
        i18n.set_language("en")


def test_titles__a_title_earned_earlier_stays_earned_after_a_better_one(data_dir):
    progress = campaign.Progress()
    campaign.record_result(progress, 1, (47,), won=True)  # Awakened Lion
    campaign.record_result(progress, 1, (60,), won=True)  # Guardian: the chapter's new best
    campaign.record_result(progress, 2, (31,), won=False)  # a defeat earns nothing
    assert progress.record(1).best_title == "Guardian"
    assert progress.titles() == {"Awakened Lion", "Guardian"}
    campaign.save(progress)
    again = campaign.load()
    assert again.problem is None and again.titles() == {"Awakened Lion", "Guardian"}
    assert json.loads((data_dir / "progress.json").read_bytes())["titles_earned"] == [
        "Awakened Lion",
        "Guardian",
    ]


def test_titles__a_lone_solo_victory_is_kept_among_the_titles_earned():
    progress = campaign.Progress()
    assert campaign.record_title(progress, 51) is True
    assert campaign.record_title(progress, 52) is False  # the same title again
    assert progress.titles() == {"Nian Bane"} and progress.chapters == {}


def test_progress__an_older_file_without_titles_earned_still_loads_its_titles_as_keys(data_dir):
    """Version 1 files from before: no "titles_earned", a title saved translated (in Chinese), or
    one no catalogue knows (kept as it is)."""
    old = {
        "format": "lionwake-progress",
        "version": 1,
        "chapters": {
            "1": {"completed": True, "best_score": 60, "best_title": "守护神", "plays": 2},
            "2": {"completed": True, "best_score": 47, "best_title": "Awakened Lion", "plays": 1},
            "3": {"completed": True, "best_score": 40, "best_title": "Lantern Keeper", "plays": 1},
        },
        "achievements": {"first-light": "2026-01-01"},
    }
    (data_dir / "progress.json").write_text(json.dumps(old), encoding="utf-8")
    progress = campaign.load()
    assert progress.problem is None
    assert progress.record(1).best_title == "Guardian"
    assert progress.titles() == {"Guardian", "Awakened Lion", "Lantern Keeper"}
    assert campaign.VERSION == 1  # an older Lionwake reads the new field's files, ignoring it


def test_progress__damaged_titles_earned_is_moved_aside(data_dir):
    content = json.dumps(
        {"format": "lionwake-progress", "version": 1, "titles_earned": "Guardian"}
    ).encode()
    (data_dir / "progress.json").write_bytes(content)
    progress = campaign.load()
    assert progress.problem and not progress.titles()


# --- achievements: named apart from the titles, earned in any language ----------------------------


def test_achievements__named_apart_from_the_titles_with_the_rulebooks_words():
    from game.core.solo import TITLES

    items = {a.id: a for a in all_achievements()}
    titles = {t for _low, t in TITLES} - {
        "Guardian"
    }  # "Guardian" is the achievement for that title
    assert not titles & {achievement_name(a) for a in items.values()}
    assert achievement_name(items["nian-bane"]) == "Hard Won"  # the id saved progress knows stays
    assert "forms of the Nian beast" in achievement_text(items["three-forms"])
    assert "Taotie" not in achievement_text(items["three-forms"])
    lotus = items["master-lotus-eye"]
    assert achievement_name(lotus) == "Lotus Eye Master"
    assert achievement_text(lotus) == "Win with Lotus Eye as your starting Lion."


def test_achievements__guardian_is_earned_when_playing_in_chinese():
    from game import i18n

    game = Game(Config(players=1, seed=2, difficulty="normal"))
    while game.pending.kind.startswith("choose"):
        game.apply(game.legal_actions()[0])
    st = game.state
    st.over = True
    st.outcome = Outcome(Ending.NIAN_DEFEATED, (60,), (0,))
    try:
        i18n.set_language("zh_CN")
        assert "guardian" in earned(st, [])
    finally:
        i18n.set_language("en")
