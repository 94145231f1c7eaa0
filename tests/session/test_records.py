"""Issue 43, item 1, game history: a finished game is kept as a game record (not deleted), its
summary says who won with what scores, it replays to the same end, and a record that is damaged or
from a newer Lionwake is refused with the reason and left as it was."""

from __future__ import annotations

import json
import shutil
from datetime import datetime, timedelta
from pathlib import Path

import pytest

from game.session import records
from game.text.records import RecordFault, problem_text

from .played import finish


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture(scope="module")
def kept(tmp_path_factory) -> tuple[Path, tuple]:
    """A 4-player game (two people, two computers) played to its end: its record, and the
    engine's outcome with the players' Lions and boards."""
    folder = tmp_path_factory.mktemp("kept")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LIONWAKE_DATA_DIR", str(folder))
        match = finish(folder, 4, 2, seats=("human", "greedy", "strong", "human"), name="g4.json")
    st = match.game.state
    lions = [tuple(st.catalogue.lions[i].name for i in p.lion) for p in st.players]
    return folder / "records" / "g4.json", (st.outcome, lions, len(match.game.history))


def test_a_finished_game__is_kept_as_a_record_and_its_save_is_removed(data_dir):
    match = finish(data_dir, 2, 1, seats=("human", "greedy"), name="two.json")
    outcome = match.game.state.outcome
    assert not (data_dir / "saves" / "two.json").exists()  # the finished game's save is gone
    found, problems = records.scan()
    assert problems == [] and [s.path.name for s in found] == ["two.json"]
    summary = found[0]
    assert summary.kind == "table" and summary.seats == ("human", "greedy")
    assert summary.winners == outcome.winners
    assert [s.score for s in summary.table] == list(outcome.scores)
    assert [s.categories for s in summary.table] == list(outcome.by_category)
    assert summary.ending == str(outcome.ending)
    assert summary.decisions == len(match.game.history) and summary.seed == 1
    assert summary.won == (0 in outcome.winners)


def test_a_record__holds_the_summary_on_its_first_line_and_the_game_after(kept):
    path, (outcome, lions, decisions) = kept
    first = path.read_bytes().split(b"\n")[0]
    head = json.loads(first[:-1] + b"}")  # the list reads only this
    assert head["format"] == "lionwake-record" and head["version"] == records.VERSION
    assert head["summary"]["winners"] == list(outcome.winners)
    assert [[lion["name"] for lion in s["lions"]] for s in head["summary"]["seats"]] == [
        list(x) for x in lions
    ]
    whole = json.loads(path.read_bytes())
    assert whole["game"]["ui"]["seats"] == ["human", "greedy", "strong", "human"]
    assert len(whole["game"]["actions"]) == decisions
    assert path.stat().st_size < 100 * 1024  # issue 43: "a 4-player game well under 100 KB"


def test_a_record__round_trips_and_its_moves_replay_to_the_same_scores(kept):
    path, (outcome, _lions, _n) = kept
    record = records.load(path)
    match = records.replay(record)
    assert match.over and match.game.state.outcome.scores == outcome.scores
    assert match.game.state.outcome.winners == outcome.winners
    assert record.summary == records.summary(path)
    again = path.with_name("again.json")
    again.write_bytes(records.encode(json.loads(path.read_bytes())))
    assert records.load(again).game == record.game


def _variants(good: bytes) -> dict[str, tuple[bytes, RecordFault, str]]:
    """Damaged and foreign versions of a good record: (bytes, the fault, words the reason has)."""
    data = json.loads(good)
    newer = dict(data, version=records.VERSION + 1)
    older = dict(data, version=0)
    no_winners = json.loads(good)
    del no_winners["summary"]["winners"]
    edited = json.loads(good)
    edited["game"]["actions"][5] = edited["game"]["actions"][6]
    wrong_score = json.loads(good)
    wrong_score["summary"]["seats"][0]["score"] += 5
    return {
        "newer.json": (records.encode(newer), RecordFault.NEWER, "newer Lionwake"),
        "older.json": (records.encode(older), RecordFault.OLDER, "unknown record format"),
        "garbage.json": (b"\x00\xffnot json", RecordFault.NOT_JSON, "damaged"),
        "cut.json": (good[: len(good) // 3], RecordFault.NOT_JSON, "damaged"),
        "save.json": (json.dumps(data["game"]).encode(), RecordFault.NOT_A_RECORD, "not a"),
        "summary.json": (records.encode(no_winners), RecordFault.DAMAGED, "winners"),
        "edited.json": (records.encode(edited), RecordFault.GAME, "cannot be replayed"),
        "score.json": (records.encode(wrong_score), RecordFault.GAME, "cannot be replayed"),
    }


def test_damaged_and_newer_records__are_refused_with_the_reason_and_left_untouched(kept, tmp_path):
    path, _ = kept
    folder = tmp_path / "records"
    folder.mkdir()
    shutil.copy(path, folder / "good.json")
    variants = _variants(path.read_bytes())
    for name, (raw, _kind, _why) in variants.items():
        (folder / name).write_bytes(raw)
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    found, problems = records.scan(folder)
    # the list refuses what its summary line shows is wrong; a cut file whose summary line is
    # whole, and a game that does not replay, are refused when opened
    listed = {s.path.name for s in found}
    assert listed == {"good.json", "cut.json", "edited.json", "score.json"}
    refused = {p.file: p for p in problems}
    for name, (_raw, kind, why) in variants.items():
        if name in listed:
            with pytest.raises(records.RecordRefused) as exc:
                records.replay(records.load(folder / name))
            problem = exc.value.problem
        else:
            problem = refused[name]
        assert problem.kind is kind, name
        assert why in problem_text(problem) and name in problem_text(problem)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before  # nothing changed


def test_a_thousand_records__are_listed_sorted_filtered_and_totalled(kept, tmp_path):
    """(The time it takes is `python -m game.tools.bench records`; here only what it lists.)"""
    path, (outcome, lions, _n) = kept
    data = json.loads(path.read_bytes())
    start = datetime(2026, 1, 1)
    for n in range(1000):
        data["summary"]["finished"] = (start + timedelta(hours=n * 7919 % 1000)).isoformat()
        if n % 4 == 0:  # a quarter won by Crimson (a person) with a higher score
            data["summary"]["winners"] = [0]
            data["summary"]["seats"][0]["score"] = 100 + n
        else:
            data["summary"]["winners"] = list(outcome.winners)
            data["summary"]["seats"][0]["score"] = outcome.scores[0]
        (tmp_path / f"r{n:04d}.json").write_bytes(records.encode(data))
    found, problems = records.scan(tmp_path)
    assert len(found) == 1000 and not problems
    assert [s.finished for s in found] == sorted((s.finished for s in found), reverse=True)
    by_score = records.listed(found, order="score")
    assert by_score[0].score == 100 + 996 and by_score[0].path.name == "r0996.json"
    assert records.listed(found, kind="solo") == []
    totals = records.totals(found)
    person_won = 0 in outcome.winners or 3 in outcome.winners
    assert totals.games == 1000 and totals.wins == (1000 if person_won else 250)
    assert totals.best == 1096 and totals.lions[lions[0][0]] >= 250
    assert totals.titles == {}


def test_a_solo_victory__earns_its_title_in_the_totals(data_dir):
    match = finish(data_dir, 1, 3, difficulty="easy")
    outcome = match.game.state.outcome
    assert outcome.winners == (0,)  # (seed 3 on Easy: the greedy bot wins)
    (summary,), _ = records.scan()
    assert summary.kind == "solo" and summary.title
    totals = records.totals([summary])
    assert totals.titles == {summary.title: 1} and totals.best_solo == outcome.scores[0]
    assert totals.boards and totals.wins == 1


def test_a_record_that_cannot_be_written__is_said_and_the_game_goes_on(data_dir):
    (data_dir / "records").write_text("a file in the way")
    match = finish(data_dir, 2, 1, name="blocked.json")
    assert match.over and "records" in match.autosave.problem
    assert not (data_dir / "saves" / "blocked.json").exists()
    assert records.unkept and records.unkept[-1] == match.autosave.problem
    records.unkept.clear()
