"""The command-line tools refuse nonsense (issue 39, item 8).

Every tool (`python -m game.tools.sim`, `game.tools.balance`, `game.tools.bench`, `game.tools.ladder`,
`game.tools.components_doc`, the scripts in build_scripts/) refuses a bad argument before anything is
played or written, in argparse's style: the usage, then one line "<prog>: error: argument --x: ...",
exit status 2, no traceback.  The commands the README and docs give are still accepted, and a
damaged line of a results file is named (file and line) and its game played again.
"""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from game.tools import balance, bench, components_doc, ladder, sim

ROOT = Path(__file__).resolve().parents[1]


class Played(Exception):
    """Raised in place of playing: the arguments got through."""


def _refuse(*_args, **_kwargs):
    raise Played


@pytest.fixture
def no_play(monkeypatch):
    """Nothing is played: a tool that gets past its argument checks raises `Played`."""
    monkeypatch.setattr(sim, "simulate", _refuse)
    monkeypatch.setattr(balance, "get_context", _refuse)
    monkeypatch.setattr(ladder, "ladder", _refuse)
    monkeypatch.setattr(bench, "engine", _refuse)
    monkeypatch.setattr(bench, "autosave", _refuse)


def _assert_refused(capsys, main, argv: list[str], names: str) -> None:
    with pytest.raises(SystemExit) as refused:
        main(argv)
    err = capsys.readouterr().err
    lines = err.rstrip().splitlines()
    errors = [line for line in lines if "error:" in line]
    assert refused.value.code == 2, err
    assert len(errors) == 1 and lines[-1] == errors[0], err
    assert names in errors[0], err
    assert "Traceback" not in err


def _build_script(name: str, monkeypatch):
    spec = importlib.util.spec_from_file_location(name, ROOT / "build_scripts" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    monkeypatch.setitem(sys.modules, name, module)  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


SIM_BAD = [
    (["--games", "-5"], "argument --games: must be 1 or more, got -5"),
    (["--games", "0"], "argument --games"),
    (["--games", "many"], "argument --games"),
    (["--turn-cap", "-3"], "argument --turn-cap: must be 0 or more"),
    (["--seed", "-1"], "argument --seed"),
    (["--players", "5"], "argument --players: must be 1, 2, 3 or 4"),
    (["--players", "0"], "argument --players"),
    (["--bots", ",,,"], "argument --bots: an empty item"),
    (["--bots", "random,"], "argument --bots: an empty item"),
    (
        ["--bots", "oracle,random"],
        "unknown bot 'oracle'; choose from greedy, quick, random, strong",
    ),
    (["--players", "3", "--bots", "random,random"], "argument --bots: names 2 bots for 3 players"),
    (["--layout", "nowhere"], "argument --layout: 'nowhere'"),
    (["--layout", "../../etc/passwd"], "argument --layout"),
    (["--difficulty", "hard"], "argument --difficulty: only for Solo Mode"),
    (["--players", "1", "--difficulty", "brutal"], "argument --difficulty"),
]


@pytest.mark.parametrize(("argv", "names"), SIM_BAD, ids=[" ".join(a) for a, _ in SIM_BAD])
def test_sim__a_bad_argument_is_refused_with_one_line_before_a_game_is_played(
    argv, names, capsys, no_play
):
    _assert_refused(capsys, sim.main, argv, names)


@pytest.mark.parametrize(
    "argv",
    [
        ["--players", "3", "--games", "200", "--seed", "1", "--json"],
        ["--players", "1", "--difficulty", "hard", "--bots", "greedy", "--games", "10", "--json"],
        ["--players", "2", "--games", "200", "--seed", "1", "--json"],
        ["--bots", "greedy, random", "--turn-cap", "6", "--layout", "build"],
        ["--players", "4", "--layout", "first-game-4p", "--seed", "0"],
    ],
)
def test_sim__the_documented_commands_are_accepted(argv, no_play):
    with pytest.raises(Played):
        sim.main(argv)


def test_sim__a_good_command_still_plays_its_games(capsys):
    assert sim.main(["--bots", "random,random", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["completed"] == 1


def _balance_bad(tmp: Path) -> list[tuple[list[str], str]]:
    folder = str(tmp)
    results = str(tmp / "results.jsonl")
    return [
        (["--games", "-1"], "argument --games: each number must be 0 or more, got -1"),
        (["--players", "2,3,4", "--games", "800,,200"], "argument --games: an empty item"),
        (["--players", "2,3,4", "--games", "800,200"], "one for each player count"),
        (["--games", "0"], "argument --games: 0 games and no --solo-games: nothing to play"),
        (["--players", "1,2"], "argument --players: each count must be 2, 3 or 4, got 1"),
        (["--players", "2,2"], "argument --players: 2 given twice"),
        (["--players", ""], "argument --players: an empty item"),
        (["--bots", ",,"], "argument --bots: an empty item"),
        (["--bots", "greedy,greedy"], "argument --bots: greedy given twice"),
        (["--bots", "oracle"], "argument --bots: unknown bot 'oracle'; choose from greedy"),
        (["--workers", "0"], "argument --workers: must be from 1 to 61, got 0"),
        (["--workers", "1000"], "argument --workers"),
        (["--iterations", "-1"], "argument --iterations"),
        (["--budget", "0"], "argument --budget: must be more than 0 seconds"),
        (["--budget", "nan"], "argument --budget"),
        (["--budget", "1", "--iterations", "150"], "not allowed with argument --budget"),
        (["--solo-games", "-1"], "argument --solo-games"),
        (["--seed", "x"], "argument --seed"),
        (["--out", str(tmp / "missing" / "balance.md")], "argument --out: the folder"),
        (["--out", folder], f"argument --out: {folder} is a folder"),
        (["--results", folder], f"argument --results: {folder} is a folder"),
        (["--results", str(tmp / "missing" / "r.jsonl")], "argument --results: the folder"),
        (["--results", results, "--out", results], "argument --out: the report would overwrite"),
    ]


def test_balance__a_bad_argument_is_refused_with_one_line_before_a_game_is_played(
    tmp_path, capsys, no_play
):
    base = ["--bots", "random", "--players", "2", "--games", "1", "--workers", "1"]
    base += ["--out", str(tmp_path / "balance.md")]
    for argv, names in _balance_bad(tmp_path):
        _assert_refused(capsys, balance.main, [*base, *argv], names)
    assert not (tmp_path / "balance.md").exists() and not (tmp_path / "results.jsonl").exists()


def test_balance__the_documented_commands_are_accepted(tmp_path, no_play):
    files = ["--results", str(tmp_path / "results.jsonl"), "--out", str(tmp_path / "b.md")]
    for argv in (
        ["--games", "20", "--seed", "1"],
        ["--bots", "greedy,strong", "--players", "2,3,4", "--games", "800,200,200"]
        + ["--iterations", "150", "--seed", "1", "--workers", "2", "--solo-games", "40"],
        ["--bots", "strong", "--players", "2", "--games", "0", "--solo-games", "40"],
        ["--bots", "strong", "--players", "2", "--games", "1200", "--draft", "random"],
        ["--bots", "strong", "--players", "4", "--games", "40", "--budget", "0.5"],
    ):
        with pytest.raises(Played):
            balance.main([*argv, *files])


def test_balance__a_damaged_results_line_is_named_and_its_game_played_again(tmp_path, capsys):
    results, out = tmp_path / "results.jsonl", tmp_path / "balance.md"
    argv = ["--bots", "random", "--players", "2", "--games", "1", "--workers", "1"]
    argv += ["--results", str(results), "--out", str(out)]
    assert balance.main(argv) == 0
    game = json.loads(results.read_text(encoding="utf-8"))
    del game["scores"]
    results.write_bytes(
        b"\xff\xfe not text\n[1, 2]\n" + json.dumps(game).encode() + b"\n{cut short\n"
    )
    capsys.readouterr()
    assert balance.main(argv) == 0
    err = capsys.readouterr().err
    assert f"{results}: line 1 skipped (not UTF-8 text)" in err
    assert f"{results}: line 2 skipped (not a JSON object)" in err
    assert f"{results}: line 3 skipped (field 'scores': missing" in err
    assert f"{results}: line 4 skipped (not JSON" in err
    assert "Traceback" not in err and "taken from" not in err
    assert "1 of 1 games completed" in out.read_text(encoding="utf-8")


LADDER_BAD = [
    (["--a", "oracle"], "argument --a: unknown bot 'oracle'; choose from greedy, quick, random"),
    (["--b", ""], "argument --b: unknown bot ''"),
    (["--games", "0"], "argument --games: must be 1 or more, got 0"),
    (["--games", "-4"], "argument --games"),
    (["--seed", "-3"], "argument --seed"),
    (["--workers", "0"], "argument --workers: must be from 1 to 61"),
    (["--budget", "-1"], "argument --budget: must be more than 0 seconds"),
    (["--budget", "inf"], "argument --budget"),
]


@pytest.mark.parametrize(("argv", "names"), LADDER_BAD, ids=[" ".join(a) for a, _ in LADDER_BAD])
def test_ladder__a_bad_argument_is_refused_with_one_line_before_a_game_is_played(
    argv, names, capsys, no_play
):
    _assert_refused(capsys, ladder.main, ["--a", "random", "--b", "random", *argv], names)


def test_ladder__an_out_file_that_cannot_be_written_is_refused_up_front(tmp_path, capsys, no_play):
    base = ["--a", "random", "--b", "random", "--games", "2"]
    for out, names in (
        (str(tmp_path), f"argument --out: {tmp_path} is a folder"),
        (str(tmp_path / "missing" / "l.jsonl"), "argument --out: the folder"),
    ):
        _assert_refused(capsys, ladder.main, [*base, "--out", out], names)


def test_ladder__the_documented_commands_are_accepted(tmp_path, no_play):
    out = str(tmp_path / "ladder.jsonl")
    for argv in (
        ["--a", "strong", "--b", "greedy", "--games", "200", "--seed", "1", "--out", out],
        ["--a", "greedy", "--b", "random", "--games", "200", "--seed", "1", "--workers", "2"],
        ["--a", "strong", "--b", "greedy", "--games", "2", "--budget", "1.0"],
    ):
        with pytest.raises(Played):
            ladder.main(argv)


def test_ladder__a_damaged_line_of_the_match_is_named_and_its_game_played_again(tmp_path, capsys):
    out = tmp_path / "ladder.jsonl"
    argv = ["--a", "random", "--b", "random", "--games", "1", "--out", str(out)]
    assert ladder.main(argv) == 0
    game = json.loads(out.read_text(encoding="utf-8"))
    game["time"] = "slow"
    out.write_text(json.dumps(game) + "\n", encoding="utf-8")
    capsys.readouterr()
    assert ladder.main(argv) == 0
    captured = capsys.readouterr()
    assert f"{out}: line 1 skipped (field 'time': not a pair of numbers)" in captured.err
    assert json.loads(captured.out.splitlines()[-1])["completed"] == 1


BENCH_BAD = [
    (["engine", "--seconds", "0"], "argument --seconds: must be more than 0 seconds"),
    (["engine", "--seconds", "-1"], "argument --seconds"),
    (["engine", "--seconds", "inf"], "argument --seconds"),
    (["autosave", "--games", "0"], "argument --games: must be 1 or more, got 0"),
    (["autosave", "--games", "-3"], "argument --games"),
    (["engine", "--games", "3"], "unrecognized arguments: --games 3"),
    (["fast"], "invalid choice: 'fast'"),
]


@pytest.mark.parametrize(("argv", "names"), BENCH_BAD, ids=[" ".join(a) for a, _ in BENCH_BAD])
def test_bench__a_bad_argument_is_refused_with_one_line(argv, names, capsys, no_play):
    _assert_refused(capsys, bench.main, argv, names)


@pytest.mark.parametrize("argv", [["engine"], ["autosave"], ["engine", "--seconds", "0.5"]])
def test_bench__the_documented_commands_are_accepted(argv, no_play):
    with pytest.raises(Played):
        bench.main(argv)


def test_components_doc__an_unknown_argument_is_refused(capsys):
    _assert_refused(capsys, components_doc.main, ["--chek"], "unrecognized arguments: --chek")


@pytest.mark.parametrize(
    ("script", "argv", "names"),
    [
        ("make_icon", ["--size", "64"], "unrecognized arguments: --size 64"),
        ("make_sounds", ["out"], "unrecognized arguments: out"),
        ("make_tileset", ["--help-me"], "unrecognized arguments: --help-me"),
        ("subset_fonts", ["--all"], "unrecognized arguments: --all"),
        ("bench_frozen", ["--runs", "0"], "argument --runs: must be 1 or more, got 0"),
        ("bench_frozen", ["--runs", "x"], "argument --runs"),
        ("catalogues", ["--chek"], "unrecognized arguments: --chek"),
    ],
)
def test_build_scripts__a_bad_argument_is_refused_before_a_file_is_written(
    script, argv, names, capsys, monkeypatch
):
    module = _build_script(script, monkeypatch)
    for heavy in ("measure", "draw_master", "write_wav", "used_characters", "outputs"):
        if hasattr(module, heavy):
            monkeypatch.setattr(module, heavy, _refuse)
    _assert_refused(capsys, module.main, argv, names)
