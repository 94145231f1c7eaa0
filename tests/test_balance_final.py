"""The final balance report (game/tools/balance_final.py): every target judged on the run that
measures it, from the games the runs stored."""

from __future__ import annotations

import json

from game.tools import balance_final
from game.tools.balance_final import Run


def _game(seed, winner, lions, draft, rounds=15):
    return {
        "ok": True,
        "players": 2,
        "bot": "strong",
        "seed": seed,
        "difficulty": None,
        "spec": ["strong", 2, seed, None, None, balance_final.ITERATIONS, *draft],
        "catalogue": "print",
        "rounds": rounds,
        "reason": "board_empty",
        "tie": "",
        "scores": [50, 40] if winner == 0 else [40, 50],
        "winners": [winner],
        "lions": list(lions),
        "characters": ["The Drum Master", "The Jade Carver"],
        "parts": [{"slips": 20, "village_board": 30}, {"slips": 10, "village_board": 40}],
        "bought": [["Willow Whip Roll"], ["Door God Vigil"]],
    }


def test_balance_final__each_target_is_judged_on_the_run_that_measures_it(tmp_path, monkeypatch):
    monkeypatch.setattr(balance_final, "catalogue_fingerprint", lambda solo=False: "print")
    monkeypatch.setattr(
        balance_final,
        "RUNS",
        (
            Run("2p draft", 2, 30, "bots", "a.md", ("seats", "rounds", "long tail")),
            Run("2p random", 2, 30, "random", "b.md", ("Lion",)),
            Run("3p random", 3, 30, "random", "c.md", ("seats",)),
        ),
    )
    games = []
    for seed in range(1, 31):
        # the bots' draft: the same two Lions every game, seats even, one game of 31 rounds;
        # Lions at random: Jadebrow wins every game it starts (a Lion far outside the spread)
        games.append(_game(seed, seed % 2, ("Jadebrow", "Winged Ear"), (), 31 if seed == 7 else 15))
        games.append(_game(seed, 0, ("Jadebrow", "Moonfang"), ("random",)))
    games.append({**_game(31, 0, ("Jadebrow", "Moonfang"), ()), "seed": 31})  # not of the run
    results = tmp_path / "results.jsonl"
    results.write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")
    (tmp_path / "a.md").write_text("the bots' draft run's own report", encoding="utf-8")
    out = tmp_path / "balance.md"
    assert balance_final.main(["--results", str(results), "--out", str(out)]) == 0
    rows = [line.split(" | ") for line in out.read_text(encoding="utf-8").splitlines()]
    targets = {(r[0].lstrip("| "), r[1]): r[3].rstrip(" |") for r in rows if len(r) == 4}
    assert targets[("strong, 2 players: each seat wins 45–55%", "2p draft")] == "yes"
    # the long tail is the bots' draft run's: its one game past 30 rounds is a "no"
    assert targets[("strong, 2 players: no game past 30 rounds", "2p draft")] == "**no**"
    # the Lions are judged only on the random draft, where Jadebrow is outside the spread
    lion_rows = [k for k in targets if "every Lion" in k[0]]
    assert [k[1] for k in lion_rows] == ["2p random"]
    assert targets[lion_rows[0]] == "**no**"
    # a run with no games at this print is named, not skipped
    assert targets[("strong, 3 players: every aim of this run", "3p random")] == (
        balance_final.NOT_PLAYED
    )
    text = out.read_text(encoding="utf-8")
    assert "| 2p draft | 30 of 30 | 1-30 | [a.md](balance/a.md) |" in text
    assert "| 3p random | 0 of 30 | none | not yet written |" in text  # no dead link
    assert "## Strong self-play, 2p random" in text and "## Strong self-play, 3p random" not in text
