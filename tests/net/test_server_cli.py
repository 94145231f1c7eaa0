"""Issue 44, "A table server for the internet": `python -m game.server` as a real process on
127.0.0.1: its first line is the JSON of the port, codes and invitations; a person plays the human
seat with `game.net.client` against the server's computer to the end; SIGTERM stops it (exit 0)
keeping the table file, and `--reopen` serves that table again where it stood.  Every process is
killed in `finally`, every wait is bounded."""

from __future__ import annotations

import asyncio
import json
import random
import signal
import subprocess
import sys
from pathlib import Path

from game.net import table_file
from game.net.client import run
from game.net.invite import Invitation
from tests.net.test_table_file import _join_and_leave

ROOT = Path(__file__).resolve().parents[2]
LOOPBACK = "127.0.0.1"


def _server(*args: str) -> tuple[subprocess.Popen, dict]:
    cmd = [sys.executable, "-m", "game.server", "--bind", LOOPBACK, "--pace", "0", *args]
    proc = subprocess.Popen(
        cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        line = proc.stdout.readline()  # the server prints it at once (bounded by the test's kill)
        return proc, json.loads(line)
    except BaseException:
        proc.kill()
        raise


def _stop(proc: subprocess.Popen, sig: int | None = None) -> int:
    try:
        if sig is not None:
            proc.send_signal(sig)
        return proc.wait(30)
    finally:
        proc.kill()
        proc.wait(5)
        for stream in (proc.stdout, proc.stderr):
            stream.close()


def test_the_server_prints_its_table_and_a_person_plays_the_computer_to_the_end(tmp_path):
    path = tmp_path / "t.json"
    proc, first = _server(
        "--port", "0", "--seats", "human,greedy", "--seed", "5", "--table-file", str(path)
    )
    try:
        assert set(first) == {"port", "codes", "spectator_code", "invitations"}
        assert first["codes"][1] is None and first["spectator_code"] is None
        inv = Invitation.parse(first["invitations"][0])
        assert (inv.host, inv.port) == (LOOPBACK, first["port"]) and first["invitations"][1] is None
        assert path.exists()
        _, last = asyncio.run(run(inv.uri, first["codes"][0], random.Random(5).choice, 120))
        assert len(last["scores"]) == 2
        assert _stop(proc) == 0  # it exits by itself a few seconds after the game is over
    finally:
        proc.kill()
    assert not path.exists()


def test_sigterm_keeps_the_table_file_and_reopen_serves_it_again(tmp_path):
    path = tmp_path / "t.json"
    proc, first = _server(
        "--port", "0", "--seats", "human,greedy", "--seed", "6", "--table-file", str(path)
    )
    try:
        uri = f"ws://{LOOPBACK}:{first['port']}"
        asyncio.run(_join_and_leave(uri, first["codes"][0], 4))
        assert _stop(proc, signal.SIGTERM) == 0
    finally:
        proc.kill()
    table, port = table_file.load(path)
    decided = len(table.match.game.history)
    assert port == first["port"] and decided >= 4 and not table.match.over
    proc, again = _server("--reopen", str(path), "--port", "0")
    try:
        assert again["codes"] == first["codes"] and again["port"] != 0
        uri = f"ws://{LOOPBACK}:{again['port']}"
        got = asyncio.run(_join_and_leave(uri, first["codes"][0], 2))
        views = [m for m in got if m["kind"] == "view"]
        assert views[0]["decisions"] == decided and views[-1]["decisions"] > decided
        assert _stop(proc, signal.SIGINT) == 0
    finally:
        proc.kill()
    table, _ = table_file.load(path)
    assert len(table.match.game.history) > decided  # it went on from where it stood
