"""Issue 44, "restarting it offers to reopen the table from its autosave and everyone rejoins": the
table file holds the codes, the seats and the game; a reopened table plays on exactly as it would
have; a damaged or newer file is refused naming the file and the field and is left untouched; the
desktop's `HostedTable` serves in its own thread and reopens on the same port with the same codes."""

from __future__ import annotations

import asyncio
import json
import random

import pytest

from game.core import Config
from game.net import table_file
from game.net.client import Client, run
from game.net.hosting import HostedTable
from game.net.protocol import Kind
from game.net.table import Table
from game.net.table_file import TableFileError

LOOPBACK = "127.0.0.1"


def _step(table: Table, rng: random.Random) -> None:
    if table.computer_seat() is not None:
        table.play(table.computer_action())
    else:
        seat = table.match.pending.seat
        table.submit(table.codes[seat], rng.choice(table.match.legal()).to_dict())


def test_a_reopened_table_plays_on_exactly_as_it_would_have(tmp_path):
    config = Config(players=2, seed=11)
    whole, rng = Table(config, ["human", "greedy"]), random.Random(1)
    while not whole.match.over:
        _step(whole, rng)
    table, rng = Table(config, ["human", "greedy"], codes=whole.codes), random.Random(1)
    for _ in range(40):
        _step(table, rng)
    path = tmp_path / "t.json"
    table_file.save(table, path, 4567)
    again, port = table_file.load(path)
    assert port == 4567 and again.codes == whole.codes and again.seats == ["human", "greedy"]
    assert again.match.game.history == table.match.game.history
    while not again.match.over:
        _step(again, rng)
    assert again.match.game.history == whole.match.game.history


def test_replaced_seats_and_the_spectator_code_are_kept(tmp_path):
    table = Table(Config(players=3, seed=2), spectators=True)
    old = table.codes[2]
    table.replace(2, "strong")
    table_file.save(table, tmp_path / "t.json", 1)
    again, _ = table_file.load(tmp_path / "t.json")
    assert again.seats == ["human", "human", "strong"] and again.codes[2] is None
    assert again.spectator_code == table.spectator_code
    assert again.join(old)[0][1]["reason"] == "replaced"


def _damage(data: dict) -> list[tuple[str, object]]:
    game = dict(data["game"], actions=data["game"]["actions"][:-1])
    return [
        ("lionwake_table", {**data, "lionwake_table": 2}),
        ("lionwake_table", {"port": 1}),
        ("port", {**data, "port": "x"}),
        ("seats", {**data, "seats": ["human", "wizard"]}),
        ("codes", {**data, "codes": ["ABCD", None]}),
        ("codes", {**data, "codes": [data["codes"][0]]}),
        ("spectator_code", {**data, "spectator_code": 5}),
        ("game", {**data, "game": game}),
        ("game", {**data, "game": None}),
    ]


def test_a_damaged_or_newer_file_is_refused_naming_file_and_field_and_left_untouched(tmp_path):
    table = Table(Config(players=2, seed=3))
    rng = random.Random(3)
    for _ in range(10):
        _step(table, rng)
    good = tmp_path / "good.json"
    table_file.save(table, good, 80)
    data = json.loads(good.read_text())
    cases = [*_damage(data), ("", "{not json"), ("", data["game"])]
    for i, (field, bad) in enumerate(cases):
        path = tmp_path / f"bad{i}.json"
        text = bad if isinstance(bad, str) else json.dumps(bad)
        path.write_text(text)
        with pytest.raises(TableFileError) as caught:
            table_file.load(path)
        assert f"bad{i}.json" in str(caught.value) and field in str(caught.value), caught.value
        assert path.read_text() == text
    with pytest.raises(TableFileError, match="missing.json"):
        table_file.load(tmp_path / "missing.json")
    assert "newer" in str(pytest.raises(TableFileError, table_file.from_data, cases[0][1]).value)


async def _join_and_leave(uri: str, code: str, moves: int) -> list[dict]:
    """Join, make up to `moves` of this seat's decisions, leave; the messages received."""
    client = Client()
    await asyncio.wait_for(client.join(uri, code), 10)
    got = []
    while moves > 0:
        msg = await asyncio.wait_for(client.recv(), 30)
        got.append(msg)
        if msg["kind"] == Kind.VIEW and msg["legal"]:
            await client.send_action(msg["legal"][0])
            moves -= 1
    await client.close()
    return got


def test_a_hosted_table_autosaves_and_reopens_on_its_port_with_its_codes(tmp_path):
    path = tmp_path / "tables" / "hosted.json"
    config = Config(players=2, seed=4)
    hosted = HostedTable.start(config, ["human", "greedy"], LOOPBACK, 0, autosave=path, pace=0)
    try:
        uri = f"ws://{LOOPBACK}:{hosted.port}"
        assert hosted.codes[1] is None and hosted.presence()[1]["connected"]
        asyncio.run(_join_and_leave(uri, hosted.codes[0], 5))
        port, codes = hosted.port, hosted.codes
    finally:
        hosted.close()
    decided = len(hosted.table.match.game.history)  # (computers may play on till it closes)
    assert decided >= 5 and not hosted.over
    saved, saved_port = table_file.load(path)
    assert saved_port == port and len(saved.match.game.history) == decided
    again = HostedTable.reopen(path, LOOPBACK, pace=0)
    try:
        assert again.port == port and again.codes == codes
        assert again.presence()[0] == {"seat": 0, "kind": "human", "connected": False}
        _, last = asyncio.run(run(uri, codes[0], random.Random(4).choice, 120))
        assert last["scores"] and again.wait_over(5)
    finally:
        again.close()
    assert not path.exists()  # the game is over: nothing left to reopen
