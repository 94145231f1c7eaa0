"""The solo campaign: chapters as levels, progress saved per user, achievements."""

from __future__ import annotations

import json

import pytest

from game import campaign
from game.achievements import all_achievements, earned
from game.core import Config, Game
from game.core.invariants import problems


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
    assert progress.notice and progress.chapters == {}
    kept = [p for p in data_dir.iterdir() if p.name.startswith("progress.json.unreadable")]
    assert len(kept) == 1 and kept[0].read_bytes() == content  # nothing lost
    campaign.save(progress)  # and the game goes on saving
    assert campaign.load().notice == ""


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
    st.result = ((60,), (0,), "", "nian_defeated")
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
    st.result = ((0,), (), "", "defeat")
    assert not {"first-light", "fearless"} & earned(st, [])
