"""Issue 45, "How to spend the machine time": `python -m game.tools.screen` plays the same seeds
as the rules stand and with a lever pulled, and judges the seat aim (every seat within ±4 points of
an even share) only when its intervals decide it."""

from __future__ import annotations

import argparse
import json

import pytest

from game.core import Config, Game, setup
from game.tools import screen


def test_levers_are_read_and_refused_with_a_reason():
    assert screen.parse_lever("coins=4,5,5,6") == ("coins", (4, 5, 5, 6))
    assert screen.parse_lever("bamboo=3") == ("bamboo", (3,))
    for bad, why in (
        ("gold=1", "a lever is"),
        ("coins=4,x", "whole numbers"),
        ("coins=4", "2 to 4 seats"),
        ("bamboo=1,2", "one Bamboo"),
        ("coins=4,99", "0-20"),
    ):
        with pytest.raises(ValueError, match=why):
            screen.parse_lever(bad)


def _after_setup(config: Config) -> Game:
    """`config`'s game played through its setup, always taking the first choice."""
    from game.core.decisions import SETUP

    game = Game(config)
    while game.pending.kind in SETUP:
        game.apply(game.legal_actions()[0])
    return game


def test_a_pulled_lever_changes_what_the_seats_start_with(monkeypatch):
    monkeypatch.setattr(setup, "STARTING_COINS", setup.STARTING_COINS)
    monkeypatch.setattr(setup, "STARTING_BAMBOO", setup.STARTING_BAMBOO)
    config = Config(players=4, seed=5)
    before = _after_setup(config).state
    screen.pull({"coins": (4, 5, 5, 5), "bamboo": (3,)})
    after = _after_setup(config).state
    order = setup.turn_order(after)
    coins = [after.players[s].coins - before.players[s].coins for s in order]
    assert coins == [0, 0, -1, -2]  # seats 3 and 4 in turn order start with 5, not 6 and 7
    assert all(a.bamboo - b.bamboo == 1 for a, b in zip(after.players, before.players, strict=True))


def _games(wins_by_seat: list[int], n: int) -> list[dict]:
    """`n` games in which seat s won the first wins_by_seat[s] of them."""
    return [
        {"winners": [s for s, w in enumerate(wins_by_seat) if i < w], "rounds": 18}
        for i in range(n)
    ]


def test_the_seat_aim_is_judged_only_when_the_intervals_decide_it():
    assert screen.verdict(_games([1, 1], 2), 2) is None  # two games tell nothing
    assert screen.verdict(_games([5000, 5000], 10_000), 2) is True
    assert screen.verdict(_games([300, 700], 1000), 2) is False
    assert screen.verdict(_games([48, 52], 100), 2) is None  # within, but not yet told from luck


def test_a_screen_report_names_the_seeds_of_its_games_past_30_rounds():
    """Issue 45, item 3: a long game is studied by replaying its seed, so the report says which."""
    base = [{"seed": s, "winners": [0], "rounds": r} for s, r in ((4, 18), (9, 41), (7, 31))]
    variant = [{**g, "rounds": 33 if g["seed"] == 4 else 20} for g in base]
    s = screen.summary(base, variant, 2)
    assert s["rounds"]["base"]["long"] == [7, 9] and s["rounds"]["variant"]["long"] == [4]
    text = screen.report("cmd", "f", "coins=6,5", s)
    assert "Seeds past 30 rounds: baseline 7, 9; variant 4." in text
    quiet = screen.summary(base[:1], base[:1], 2)
    assert "Seeds past 30" not in screen.report("cmd", "f", "coins=6,5", quiet)


def test_a_screen_reports_each_lion_both_ways_on_the_seats_that_deal_it_both_times():
    """A change to one Lion is screened on the seeds that deal it: the report says how that Lion's
    win rate moved, paired seat by seat, and does not pair a seat whose deal changed."""
    base = [
        {"seed": 1, "winners": [1], "rounds": 15, "lions": ["Jadebrow", "Plumtail"]},
        {"seed": 2, "winners": [0], "rounds": 15, "lions": ["Plumtail", "Jadebrow"]},
        {"seed": 3, "winners": [0], "rounds": 15, "lions": ["Jadebrow", "Moonfang"]},
    ]
    variant = [
        {**base[0], "winners": [0]},
        {**base[1], "winners": [1]},
        {**base[2], "winners": [1], "lions": ["Goldhorn", "Moonfang"]},  # not a pair for seat 1
    ]
    s = screen.summary(base, variant, 2)
    rows = {r["lion"]: r for r in s["lions"]}
    assert set(rows) == {"Jadebrow", "Plumtail", "Moonfang"}
    assert rows["Jadebrow"]["seats"] == 2 and rows["Jadebrow"]["base"][0] == 0
    assert rows["Jadebrow"]["variant"][0] == 1 and rows["Jadebrow"]["difference"][0] == 1
    assert rows["Plumtail"]["difference"][0] == -1 and rows["Moonfang"]["seats"] == 1
    assert rows["Moonfang"]["difference"] == (1, -1, 1)  # one pair: which way, not how sure
    text = screen.report("cmd", "f", "data=x", s)
    assert "| Jadebrow | 2 | 0.0% (" in text and "| Plumtail | 2 | 100.0% (" in text


def test_a_win_rate_of_none_in_ten_is_not_known_to_be_zero():
    p, low, high = screen.wilson(0, 10)
    assert p == 0 and low <= 0 < 0.2 < high


def test_a_screen_plays_each_seed_both_ways_and_writes_its_report(tmp_path, capsys):
    out = tmp_path / "screen.md"
    args = ["--players", "2", "--lever", "coins=6,5", "--games", "2", "--batch", "2"]
    assert screen.main([*args, "--min-games", "2", "--workers", "1", "--out", str(out)]) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["games"] == 2 and result["levers"] == "coins=6,5"
    assert [s["seat"] for s in result["seats"]] == [1, 2]
    text = out.read_text(encoding="utf-8")
    assert "| 1 |" in text and "coins=6,5" in text and "Fingerprint" in text


def test_a_screen_takes_its_baseline_from_stored_games_and_stores_the_ones_it_plays(
    tmp_path, capsys, monkeypatch
):
    results = tmp_path / "results.jsonl"
    args = ["--players", "2", "--lever", "coins=6,5", "--games", "2", "--batch", "2"]
    args += ["--min-games", "2", "--workers", "1", "--results", str(results)]
    assert screen.main(args) == 0
    first = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    stored = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert [g["seed"] for g in stored] == [1, 2]  # the baseline's games, as the rules stand
    assert {g["catalogue"] for g in stored} == {screen.catalogue_fingerprint(False)}
    played = []
    real = screen._play_all
    monkeypatch.setattr(
        screen, "_play_all", lambda pool, specs: played.append(specs) or real(pool, specs)
    )
    assert screen.main(args) == 0
    out = capsys.readouterr().out
    again = json.loads(out.strip().splitlines()[-1])
    assert "2 baseline games taken" in out
    assert played[0] == []  # only the variant was played the second time
    assert again["seats"] == first["seats"] and again["rounds"] == first["rounds"]
    assert len(results.read_text(encoding="utf-8").splitlines()) == 2  # nothing stored twice


def test_a_solo_screen_reports_victories_and_their_scores_and_stores_solo_baselines(
    tmp_path, capsys
):
    """`--solo normal`: a Solo deck or score screened on paired seeds (issue 45, item 2), its
    baseline stored and reused like the balance report's Solo games."""
    results, out = tmp_path / "results.jsonl", tmp_path / "solo.md"
    args = ["--solo", "easy", "--lever", "bamboo=3", "--games", "2", "--batch", "2"]
    args += ["--workers", "1", "--results", str(results), "--out", str(out)]
    assert screen.main(args) == 0
    result = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert result["games"] == 2 and [s["seat"] for s in result["seats"]] == [1]
    assert set(result["solo"]["base"]) == {"victories", "median", "guardian"}
    stored = [json.loads(line) for line in results.read_text(encoding="utf-8").splitlines()]
    assert [(g["players"], g["difficulty"]) for g in stored] == [(1, "easy")] * 2
    assert {g["catalogue"] for g in stored} == {screen.catalogue_fingerprint(True)}
    text = out.read_text(encoding="utf-8")
    assert "| Solo victories |" in text and "Victories' scores: baseline " in text
    assert "even share" not in text  # no seats to judge in Solo
    assert screen.main(args) == 0
    assert "2 baseline games taken" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        screen.main(["--solo", "easy", "--players", "2", "--lever", "bamboo=3"])


def test_a_catalogue_lever_reads_a_changed_copy_of_the_data_and_names_what_is_wrong(
    tmp_path, monkeypatch
):
    """`--lever data=DIR` screens a catalogue change (issue 45's long tail: a tile that offers one
    more way to place Qi Energy); a folder that is not the catalogue, or a broken file, is refused
    with the loader's own words before any game is played."""
    import shutil

    from game import resources
    from game.core import catalogue

    copy = tmp_path / "data"
    shutil.copytree(resources.data_dir(), copy)
    terrain = copy / "terrain.toml"
    text = terrain.read_text(encoding="utf-8")
    assert 'name = "Lantern Street"' in text
    changed = text.replace('name = "Lantern Street"', 'name = "Lantern Lane"', 1)
    terrain.write_text(changed, encoding="utf-8")
    assert screen.parse_lever(f"data={copy}") == ("data", (str(copy.resolve()),))
    with pytest.raises(ValueError, match="not a copy of assets/data"):
        screen.parse_lever(f"data={tmp_path}")
    (copy / "lions.toml").write_text("[[lion]]\nid = 3\n", encoding="utf-8")
    with pytest.raises(ValueError, match="lions.toml"):
        screen.parse_lever(f"data={copy}")
    (copy / "lions.toml").write_text(
        (resources.data_dir() / "lions.toml").read_text(encoding="utf-8"), encoding="utf-8"
    )
    diff = screen.data_changes(str(copy))
    assert '-name = "Lantern Street"' in diff and '+name = "Lantern Lane"' in diff
    monkeypatch.setattr(resources, "data_dir", resources.data_dir)  # put back after the test
    screen.pull({"data": (str(copy),)})
    try:
        names = {t.name for t in catalogue.default_catalogue().terrain}
        assert "Lantern Lane" in names and "Lantern Street" not in names
    finally:
        catalogue.default_catalogue.cache_clear()


def test_a_bot_lever_changes_what_the_bots_think_a_perform_action_is_worth(monkeypatch):
    """`--lever perform=couplets:3,...`: the long tail's lead (the bots rate the cards that place
    Qi Energy no higher than a draw) screened like a rule."""
    from game.ai import worths

    lever = screen.parse_lever("perform=couplets:5,amulet:2.5")
    assert lever == ("perform", (("couplets", 5.0), ("amulet", 2.5)))
    assert screen.lever_text(*lever) == "perform=couplets:5,amulet:2.5"  # as typed, in the report
    for bad, why in (("perform=fly:3", "not a Perform action"), ("perform=ink:x", "a number")):
        with pytest.raises(ValueError, match=why):
            screen.parse_lever(bad)
    monkeypatch.setattr(worths, "PERFORM_WORTH", dict(worths.PERFORM_WORTH))
    before = worths.PERFORM_WORTH["purchase_slip"]
    screen.pull(dict([lever]))
    assert worths.PERFORM_WORTH["couplets"] == 5.0 and worths.PERFORM_WORTH["amulet"] == 2.5
    assert worths.PERFORM_WORTH["purchase_slip"] == before  # the others as they were


def test_a_late_bot_lever_changes_the_bots_only_from_its_round_on(monkeypatch):
    from game.ai import tally, worths

    assert screen.parse_lever("late=20") == ("late", (20,))
    for bad in ("late=0", "late=x", "late=61"):
        with pytest.raises(ValueError, match="round"):
            screen.parse_lever(bad)
    for name in ("PERFORM_WORTH", "LATE_ROUND", "LATE_PERFORM_WORTH"):
        monkeypatch.setattr(worths, name, getattr(worths, name))
    monkeypatch.setattr(tally, "_TABLES", {})
    before = list(tally.tables(_after_setup(Config(players=2, seed=3)).state.catalogue).card_worth)
    early = worths.PERFORM_WORTH["couplets"]
    screen.pull({"perform": (("couplets", 2 * early),), "late": (20,)})
    game = _after_setup(Config(players=2, seed=3))
    cat = game.state.catalogue
    answering = next(i for i, c in enumerate(cat.cards) if c.name == "Answering Beat")
    assert worths.PERFORM_WORTH["couplets"] == early  # early rounds: worth what they were
    assert not tally.is_late(game.state) and tally.tables(cat).card_worth == before
    game.state.round = 20
    assert tally.is_late(game.state)
    late = tally.tables(cat, True).card_worth
    assert late[answering] > 1.2 * before[answering]  # it writes Spring Couplets: worth more late


def test_chosen_seeds_are_read_and_refused_with_a_reason():
    assert screen.seed_list("250,444,1108") == [250, 444, 1108]
    for bad in ("250,x", "-3", ""):
        with pytest.raises(argparse.ArgumentTypeError):
            screen.seed_list(bad)


def test_the_long_tail_bot_levers_are_read_and_pulled(monkeypatch):
    """`--lever overdue=26`, `means=26|off`, `deadline=30`, `slippace=0.85` and `discount=wins`:
    when the bots count a game overdue, from when they count what a seat lacks to pay for its next
    Qi Energy, the round past which the margin's spread counts no turns, how much less a held slip
    counts for each Qi Energy on its section, and whether a loss put off is worth more to them than
    a loss now (the long tail's stalls); `access=on|off` and `owncards=on|off`: whether that count
    asks for a card or tile within reach, and how another seat's hidden cards are judged;
    `finalturn=on|off` and `leaps=on|off`: whether a final turn in an overdue game counts potential
    again, and whether the search's playout looks through each leap there (seed 669's stall);
    `leaders=on|off`: whether late in the game the end is guessed from the boards of the seats
    ahead only (seed 757's stall)."""
    from game.ai import heuristic, hidden, mcts, means, turns_left

    assert screen.parse_lever("overdue=26") == ("overdue", (26,))
    assert screen.parse_lever("discount=wins") == ("discount", ("wins",))
    assert screen.parse_lever("means=off") == ("means", (None,))
    assert screen.parse_lever("means=24") == ("means", (24,))
    assert screen.parse_lever("deadline=30") == ("deadline", (30,))
    assert screen.parse_lever("slippace=0.85") == ("slippace", (0.85,))
    assert screen.parse_lever("access=off") == ("access", ("off",))
    assert screen.parse_lever("owncards=on") == ("owncards", ("on",))
    assert screen.parse_lever("finalturn=off") == ("finalturn", ("off",))
    assert screen.parse_lever("leaps=on") == ("leaps", ("on",))
    assert screen.parse_lever("leaders=on") == ("leaders", ("on",))
    for bad, why in (
        ("access=maybe", "on or off"),
        ("leaps=1", "on or off"),
        ("leaders=yes", "on or off"),
        ("slippace=0", "from 0 to 1"),
        ("slippace=much", "from 0 to 1"),
        ("deadline=off", "round"),
        ("overdue=0", "round"),
        ("means=soon", "round"),
        ("discount=some", "wins only or for all"),
    ):
        with pytest.raises(ValueError, match=why):
            screen.parse_lever(bad)
    for name in ("DISCOUNT_LOSSES", "HELD_SLIP_PACE"):
        monkeypatch.setattr(heuristic, name, getattr(heuristic, name))
    for name in (
        "OVERDUE_ROUND",
        "MEANS_ROUND",
        "DEADLINE_ROUND",
        "FINAL_TURN_OVERDUE",
        "LEADERS_END",
    ):
        monkeypatch.setattr(turns_left, name, getattr(turns_left, name))
    monkeypatch.setattr(hidden, "OWN_CARDS", hidden.OWN_CARDS)
    monkeypatch.setattr(means, "ACCESS", means.ACCESS)
    monkeypatch.setattr(mcts, "OVERDUE_LEAPS", mcts.OVERDUE_LEAPS)
    screen.pull({"overdue": (26,), "discount": ("wins",)})
    assert turns_left.OVERDUE_ROUND == 26 and heuristic.DISCOUNT_LOSSES is False
    screen.pull({"discount": ("all",), "means": (None,)})
    assert heuristic.DISCOUNT_LOSSES is True and turns_left.MEANS_ROUND is None
    screen.pull({"deadline": (30,), "slippace": (0.85,)})
    assert turns_left.DEADLINE_ROUND == 30 and heuristic.HELD_SLIP_PACE == 0.85
    screen.pull({"access": ("off",), "owncards": ("off",)})
    assert means.ACCESS is False and hidden.OWN_CARDS is False
    screen.pull({"finalturn": ("off",), "leaps": ("off",)})
    assert turns_left.FINAL_TURN_OVERDUE is False and mcts.OVERDUE_LEAPS is False
    screen.pull({"leaders": ("off",)})  # on as the bots ship
    assert turns_left.LEADERS_END is False
    screen.pull({"leaders": ("on",)})
    assert turns_left.LEADERS_END is True


def test_the_lion_worth_levers_are_read_and_pulled(monkeypatch):
    """`--lever drumwords=S` and `summon=on|off`: how much a battle word on a Lion's own Drum card
    counts in the Lion's worth to the bots, and whether a Lion to Summon is rated without the Drum
    card it leaves in the box (the bots' draft and Summon, issue 45)."""
    from game.ai import tally, worths
    from game.core.catalogue import default_catalogue

    assert screen.parse_lever("drumwords=0.6") == ("drumwords", (0.6,))
    assert screen.parse_lever("summon=off") == ("summon", ("off",))
    for bad, why in (("drumwords=2", "from 0 to 1"), ("drumwords=some", "from 0 to 1")):
        with pytest.raises(ValueError, match=why):
            screen.parse_lever(bad)
    with pytest.raises(ValueError, match="on or off"):
        screen.parse_lever("summon=yes")
    for name in ("LION_DRUM_WORD_SHARE", "SUMMON_WITHOUT_DRUM"):
        monkeypatch.setattr(worths, name, getattr(worths, name))
    cat = default_catalogue()
    storm = next(i for i, lion in enumerate(cat.lions) if lion.id == "stormbrow")
    now = worths.lion_quality(cat, storm)
    screen.pull({"drumwords": (0.6,), "summon": ("off",)})
    assert worths.lion_quality(cat, storm) > now + 2  # its Drum card's die counted again at 0.6
    tables = tally.Tables(cat, worths.PERFORM_WORTH)
    assert tables.summon_edge == tables.lion_edge  # a Lion to Summon rated with its Drum card
    screen.pull({"summon": ("on",)})
    tables = tally.Tables(cat, worths.PERFORM_WORTH)
    assert tables.summon_edge != tables.lion_edge
