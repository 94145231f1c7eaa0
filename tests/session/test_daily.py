"""Issue 43, item 4, the daily Nian: a Solo game dealt from the calendar date, the same for everyone
that day; its records say so; the day's best score and the streak come from the records.  Every date
here is passed in: nothing depends on the day the tests run."""

from __future__ import annotations

import json
from dataclasses import replace
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from game.core import Config
from game.session import daily, daily_standing, deal_codes, records, seeds
from game.text.daily import Standing, menu_note, scores_line
from game.text.records import RecordFault

from .played import finish

DAY = date(2026, 12, 5)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def test_the_same_date__always_deals_the_same_game_and_other_dates_other_games():
    assert daily.config_for(DAY) == daily.config_for(date(2026, 12, 5))
    assert daily.code_for(DAY) == daily.code_for(date(2026, 12, 5))
    # the day's code is the deal code of the day's game: typed in a new game it deals it again
    assert deal_codes.decode(daily.code_for(DAY)) == daily.config_for(DAY)
    days = [date(2027, 1, 1) + timedelta(days=n) for n in range(3 * 365)]
    assert len({seeds.daily_seed(d) for d in days}) == len(days)
    assert len({daily.code_for(d) for d in days}) == len(days)


def test_the_daily_formula__is_pinned_so_that_two_machines_agree():
    """SHA-256 of "lionwake-daily-nian:YYYY-MM-DD", its first 8 bytes big-endian, mod 2**31: a change
    to the formula (or to the day's settings) would deal another game than other machines deal."""
    pinned = {
        date(2026, 1, 1): 856021955,
        date(2026, 12, 5): 1781524361,
        date(2027, 2, 17): 1830398084,
        date(2030, 6, 30): 1447616253,
    }
    for day, seed in pinned.items():
        assert seeds.daily_seed(day) == seed
        assert daily.config_for(day) == Config(
            players=1,
            seed=seed,
            layout="first-game",
            character_draft=False,
            lion_draft="row",
            first_player=0,
            difficulty="normal",
        )


def test_a_daily_game__is_marked_in_its_record_with_its_day_and_no_other_game_is(data_dir):
    name = f"{DAY:%Y%m%d}-235900-abcdef.json"  # started that day (finished whenever)
    match = finish(data_dir, 1, seeds.daily_seed(DAY), name=name)
    other = finish(data_dir, 1, 3, difficulty="easy", name=f"{DAY:%Y%m%d}-100000-000000.json")
    found = {s.path.name: s for s in records.scan()[0]}
    assert found[name].daily == "2026-12-05" and found[name].kind == "solo"
    assert found[other.autosave.path.name].daily == ""
    head = json.loads((data_dir / "records" / name).read_bytes().split(b"\n")[0][:-1] + b"}")
    assert head["version"] == 1 and head["summary"]["daily"] == "2026-12-05"
    # the day's deal begun on another day (its code typed later) is not that day's daily Nian
    later = records.summary_of(match, datetime(2026, 12, 9, 10), DAY + timedelta(days=4))
    assert "daily" not in later
    assert "daily" not in records.summary_of(other, datetime(2026, 12, 5, 10))


def _summary(day: date | None, score: int = 0, won: bool = True, kind: str = "solo"):
    """A record's summary as the History list reads it: a daily Nian of `day` (None: another game)
    with the person's `score`, won or lost ("only victories are scored": a defeat scores 0)."""
    seat = records.SeatResult("human", ("Stormbrow",), "Scholar", score if won else 0, ())
    return records.Summary(
        path=Path(f"{day}-{score}-{won}-{kind}.json"),
        finished=datetime(2026, 1, 1),
        kind=kind,
        difficulty="normal",
        chapter=0,
        layout="first-game",
        seed=1,
        rounds=7,
        decisions=100,
        ending="nian_defeated" if won else "defeat",
        tie_break="",
        scored=won,
        winners=(0,) if won else (),
        title="",
        table=(seat,),
        daily=day.isoformat() if day else "",
    )


def test_the_days_best_and_the_streak__come_from_the_records():
    d = DAY
    summaries = [
        _summary(d - timedelta(days=5), 50),
        # (a gap: nothing on d-4)
        _summary(d - timedelta(days=3), 70, won=False),  # a defeat keeps the streak, scores nothing
        _summary(d - timedelta(days=2), 40),
        _summary(d - timedelta(days=2), 60),
        _summary(d - timedelta(days=2), 0, won=False),
        _summary(d - timedelta(days=1), 30),
        _summary(None, 99),  # a Solo game that was not the day's: not counted
        _summary(None, 120, kind="table"),
        _summary(d + timedelta(days=1), 45),  # a later day's (a clock set back): not counted
    ]
    games = daily.results(summaries)
    # today's not yet played: the streak runs up to yesterday (not lost in the morning)
    assert daily.standing(games, d) == Standing(d, played=0, best=None, streak=3)
    assert daily.standing(games, d - timedelta(days=2)) == Standing(
        d - timedelta(days=2), played=3, best=60, streak=2
    )
    assert daily.standing(games, d - timedelta(days=3)).best is None  # only a defeat that day
    assert daily.standing(games, d - timedelta(days=5)).streak == 1
    # a defeat today: played, no best, and the streak goes on
    lost = daily.results([*summaries, _summary(d, 80, won=False)])
    assert daily.standing(lost, d) == Standing(d, played=1, best=None, streak=4)
    # a day missed (d): the streak starts again the next day, and is gone two days on
    assert daily.standing(games, d + timedelta(days=2)).streak == 1
    assert daily.standing(games, d + timedelta(days=3)).streak == 0
    assert daily.standing([], d) == Standing(d)


def test_the_standing__is_worded_with_its_date_best_streak_and_code():
    standing = Standing(DAY, played=2, best=67, streak=3)
    assert menu_note(standing) == ("5 Dec 2026 · best today 67", "Streak: 3 days")
    assert menu_note(Standing(DAY)) == ("5 Dec 2026 · not played yet", "No streak yet")
    assert menu_note(Standing(DAY, played=1, streak=1))[0] == "5 Dec 2026 · no victory yet today"
    line = scores_line(standing, "0809-N2ZS-W98S")
    assert "5 Dec 2026" in line and "67" in line and "3 days" in line and "0809-N2ZS-W98S" in line


def test_a_damaged_daily_marker__is_refused_and_records_without_it_still_read(data_dir):
    name = f"{DAY:%Y%m%d}-090000-abcdef.json"
    finish(data_dir, 1, seeds.daily_seed(DAY), name=name)
    path = data_dir / "records" / name
    good = path.read_bytes()
    assert records.summary(path).daily == "2026-12-05"
    for bad in (b'"daily":"yesterday"', b'"daily":20261205', b'"daily":"2026-13-05"'):
        raw = good.replace(b'"daily":"2026-12-05"', bad)
        path.write_bytes(raw)
        with pytest.raises(records.RecordRefused) as refused:
            records.summary(path)
        assert refused.value.problem.kind is RecordFault.DAMAGED and "daily" in str(refused.value)
        assert path.read_bytes() == raw  # left as it was
    # a version-1 record written before the marker (no "daily" key) reads as another game
    path.write_bytes(good.replace(b',"daily":"2026-12-05"', b""))
    assert records.summary(path).daily == ""
    assert records.replay(records.load(path)).over


def test_after_a_daily_game__its_own_result_counts_even_when_its_record_was_not_kept(data_dir):
    (data_dir / "records").write_text("a file in the way")  # no record can be written
    name = f"{DAY:%Y%m%d}-090000-abcdef.json"
    match = finish(data_dir, 1, seeds.daily_seed(DAY), name=name)
    outcome = match.game.state.outcome
    standing, code = daily_standing.after(match)
    assert code == daily.code_for(DAY) and standing.played == 1 and standing.streak == 1
    assert standing.best == (outcome.scores[0] if outcome.winners else None)
    match.config = replace(match.config, seed=1)  # (another deal: not a daily Nian)
    assert daily_standing.after(match) is None
