"""The session speaks in typed values and game/text words them (issue 40, item 2, "one voice";
DESIGN.md, "no sentence is built in two places"): why a save cannot be used and where it went, a
row of the Saved games list, why the campaign progress cannot be read, a chapter's twists, the
achievements, why an undo is refused at the table and the log's "Undid: …" line — in English and
in Chinese.
"""

from __future__ import annotations

import json
import random
from datetime import datetime
from pathlib import Path

import pytest

from game.core import Config
from game.i18n import language
from game.session import autosave, campaign
from game.session.achievements import all_achievements
from game.session.match import Match
from game.text import saves as words
from game.text.achievements import achievement_name, achievement_text
from game.text.campaign import ProgressFault, progress_text, twist_text
from game.text.match import TableNoUndo, why_not_undo_text
from game.text.saves import SaveFault, SaveNotice, SaveProblem


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _saved(seats: list[str], seed: int = 5) -> Path:
    match = Match(Config(players=len(seats), seed=seed), seats=list(seats))
    match.autosave = autosave.Autosave(autosave.folder() / "20260103-140700-abc123.json")
    rnd = random.Random(seed)
    for _n in range(3):
        match.apply(rnd.choice(match.legal()))
    match.autosave.wait()
    return match.autosave.path


# --- saves ----------------------------------------------------------------------------------------


def test_every_save_fault__has_words_naming_the_file_in_english_and_chinese():
    for code in ("en", "zh_CN"):
        with language(code):
            for kind in SaveFault:
                problem = SaveProblem(kind, "mine.json", "why" if kind is not kind.ENGINE else "x")
                text = words.problem_text(problem)
                assert text and ("mine.json" in text or kind is SaveFault.ENGINE), (code, kind)


def test_a_save_without_its_table__is_moved_aside_with_a_typed_notice():
    path = _saved(["human", "greedy"])
    data = json.loads(path.read_text())
    del data["ui"]
    path.write_text(json.dumps(data))
    saves, notices = autosave.scan()
    (notice,) = notices
    assert saves == [] and isinstance(notice, SaveNotice)
    assert notice.problem == SaveProblem(SaveFault.NO_TABLE, path.name)
    assert notice.aside.startswith(f"{path.name}.damaged-") and not notice.error
    assert words.notice_text(notice) == (
        f"A saved game could not be opened: {path.name} does not say who sits at the table. "
        f"It was moved aside as {notice.aside}."
    )
    with language("zh_CN"):
        assert words.notice_text(notice) == (
            f"无法打开一个存档：{path.name} 未记录入座的玩家。它已移至 {notice.aside}。"
        )


def test_a_save_whose_moves_were_edited__is_refused_by_continue_with_the_engines_words():
    path = _saved(["human", "human"])
    data = json.loads(path.read_text())
    data["actions_sha256"] = "0"
    path.write_text(json.dumps(data))
    with pytest.raises(autosave.SaveRefused) as refused:
        autosave.open_match(path)
    notice = refused.value.notice
    assert notice.problem.kind is SaveFault.ENGINE and notice.aside
    assert str(refused.value) == words.notice_text(notice)
    assert "its moves do not match their checksum" in str(refused.value)


def test_a_row_of_the_saved_games_list__says_when_what_and_who():
    path = _saved(["human", "greedy"])
    data = json.loads(path.read_text())
    data["ui"]["saved"] = "2026-01-03T14:07:00"
    path.write_text(json.dumps(data))
    (info,), _notices = autosave.scan()
    assert info.saved == datetime(2026, 1, 3, 14, 7)
    assert words.when(info) == "3 Jan 2026, 14:07"
    assert words.what(info) == "Hot-seat, 2 players"
    assert words.who(info) == "Crimson (Human), Azure (Greedy computer)"
    with language("zh_CN"):
        assert "2026" in words.when(info) and words.what(info) != "Hot-seat, 2 players"


# --- the campaign ---------------------------------------------------------------------------------


def test_an_unreadable_progress_file__is_a_typed_problem_worded_with_where_it_went(data_dir):
    (data_dir / "progress.json").write_text(json.dumps({"format": "other"}))
    problem = campaign.load().problem
    assert problem is not None and problem.kind is ProgressFault.MOVED_ASIDE
    assert problem.aside.startswith("progress.json.damaged-")
    assert progress_text(problem) == (
        "Your campaign progress could not be read (not a Lionwake progress file); it was kept as "
        f"{problem.aside}."
    )
    with language("zh_CN"):
        assert progress_text(problem).startswith("无法读取你的战役进度")


def test_progress_held_in_memory__is_refused_a_save_with_words_naming_the_file(monkeypatch):
    path = campaign.default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"{cut short")

    def refuse(p):
        raise PermissionError(13, "Permission denied", str(p))

    monkeypatch.setattr(campaign, "move_aside", refuse)
    held = campaign.load()
    assert held.held_in_memory and held.problem.kind is ProgressFault.STUCK
    assert "nor moved aside (Permission denied)" in progress_text(held.problem)
    with pytest.raises(campaign.NotWrittenOver, match="progress.json could not be read"):
        campaign.save(held)
    assert path.read_bytes() == b"{cut short"


def test_every_chapter_twist__is_worded_from_the_chapters_level():
    for chapter in campaign.chapters():
        assert twist_text(chapter.twists), chapter.number
    assert twist_text({"scorched": "3"}) == "1 tile starts with Scorched Earth"
    assert twist_text({"lion": "lotus-eye", "fear_cards": 12}) == (
        "Your Lion is Lotus Eye; only 12 Fear cards in the Fear deck"
    )


def test_every_achievement__has_a_name_and_what_it_asks_in_english_and_chinese():
    items = all_achievements()
    for code in ("en", "zh_CN"):
        with language(code):
            names = [achievement_name(a) for a in items]
            assert all(names) and all(achievement_text(a) for a in items), code
            assert len(set(names)) == len(names), code
    with language("zh_CN"):
        assert achievement_name(items[0]) != "First Light"


# --- undo at the table ----------------------------------------------------------------------------


def test_undo__a_decision_taken_back_is_logged_with_what_it_did():
    match = Match(Config(players=2, seed=5), seats=["human", "human"])
    rnd = random.Random(5)
    before = len(match.log)
    while not match.can_undo():
        assert match.why_not_undo() is not None
        before = len(match.log)
        match.apply(rnd.choice(match.legal()))
    said = match.log[before].text  # the first line of the decision to be taken back
    match.undo()
    assert match.log[-1].text == f"Undid: {said}"


def test_undo__a_computer_deciding_is_the_tables_reason():
    match = Match(Config(players=2, seed=5), seats=["human", "greedy"])
    rnd = random.Random(5)
    while match.is_human(match.pending.seat):
        match.apply(rnd.choice(match.legal()))
    assert match.why_not_undo() is TableNoUndo.COMPUTER_DECIDING and not match.can_undo()
    assert why_not_undo_text(match.why_not_undo()) == "a computer player is deciding"
    with language("zh_CN"):
        assert why_not_undo_text(TableNoUndo.COMPUTER_DECIDING) == "电脑玩家正在决策"
    assert why_not_undo_text(None) == ""
