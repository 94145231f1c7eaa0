"""Issue 44, the desktop's side of a network game (`game.net.remote`): two windows' `RemoteMatch`es
play a whole 2-player game against a real host on 127.0.0.1 choosing from the legal actions
through `apply` / `update`, as the board does; each ends holding exactly the host's view of its
seat and a log built from its events; a seat whose connection is killed rejoins with its code, and
when the host itself goes away and comes back from its table file the connections find it again by
themselves.  Every wait is bounded; nothing leaves the loopback interface."""

from __future__ import annotations

import json
import random
import time

import pytest

from game.core import Config
from game.net.hosting import HostedTable
from game.net.protocol import Reason, encode
from game.net.remote import Change, Connection, ConnStatus, RemoteMatch
from game.text.match import TableNoUndo, why_not_undo_text

LOOPBACK = "127.0.0.1"
TIMEOUT = 90.0


def _uri(hosted: HostedTable) -> str:
    return f"ws://{LOOPBACK}:{hosted.port}"


def _pump(matches, until, timeout: float = TIMEOUT, rnd: random.Random | None = None) -> list:
    """Take what the host sent until `until()` holds (or fail after `timeout` seconds); with `rnd`
    each seat plays a random legal action whenever it decides.  Returns every Change seen."""
    changes: list[Change] = []
    end = time.monotonic() + timeout
    while not until():
        assert time.monotonic() < end, "the game did not get there in time"
        for m in matches:
            changes += m.update()
            if (
                rnd is not None
                and m.ready
                and not m.over
                and m.pending.seat == m.local
                and not m.awaiting
                and m.legal()
            ):
                m.apply(rnd.choice(m.legal()))
        time.sleep(0.002)
    return changes


@pytest.fixture
def hosted(tmp_path):
    table = HostedTable.start(
        Config(players=2, seed=11), bind=LOOPBACK, autosave=tmp_path / "t.json", pace=0.0
    )
    yield table
    table.close()


def _seats(hosted: HostedTable) -> list[RemoteMatch]:
    return [RemoteMatch(Connection(_uri(hosted), code, give_up=30.0)) for code in hosted.codes]


def test_two_windows_play_a_whole_game_and_hold_the_hosts_views(hosted):
    matches = _seats(hosted)
    try:
        _pump(matches, lambda: all(m.ready and m.presence for m in matches), 20)
        assert [m.local for m in matches] == [0, 1]
        assert all(m.status is ConnStatus.JOINED for m in matches)
        assert matches[0].seats == ["human", "human"]
        assert matches[0].why_not_undo() is TableNoUndo.NETWORK
        assert why_not_undo_text(TableNoUndo.NETWORK) == "not in a network game"
        before = matches[1].revision
        changes = _pump(matches, lambda: all(m.over for m in matches), rnd=random.Random(3))
        assert matches[1].revision > before
        host = hosted.table
        for seat, m in enumerate(matches):
            assert m.game.state.to_dict() == host.view_message(seat)["state"]
            assert m.decisions == len(host.match.game.history)
            assert m.log and m.events  # the log built from the events sent for this seat
            assert m.scores == list(host.match.game.state.outcome.scores)
            # the scoring screen's points by category, worked out by the host from every card
            outcome = host.match.game.state.outcome
            assert m.breakdown == [outcome.categories(s) for s in range(2)]
            assert [sum(parts.values()) for parts in m.breakdown] == m.scores
        # each change is the table before a decision, who made it and what it did
        assert {c.seat for c in changes} == {0, 1}
        assert all(c.events for c in changes)
    finally:
        for m in matches:
            m.close()
    assert all(not m.connection._thread.is_alive() for m in matches)  # closed within 2 s


def test_my_decision_is_sent_and_comes_back_through_update(hosted):
    matches = _seats(hosted)
    try:
        _pump(matches, lambda: all(m.ready for m in matches), 20)
        me = next(m for m in matches if m.pending.seat == m.local)
        other = next(m for m in matches if m is not me)
        assert other.legal() == []  # another seat's choices are never sent to me
        revision = me.revision
        assert me.apply(me.legal()[0]) == []  # nothing changes at once ...
        assert me.awaiting and me.revision == revision and me.legal() == []
        got = _pump(matches, lambda: not me.awaiting, 10)
        assert me.revision > revision  # ... the change arrives from the host
        assert any(c.seat == me.local for c in got) or me.refusals
    finally:
        for m in matches:
            m.close()


def test_a_killed_connection_rejoins_with_its_code(hosted):
    matches = _seats(hosted)
    try:
        rnd = random.Random(5)
        _pump(matches, lambda: all(m.ready for m in matches), 20)
        _pump(matches, lambda: hosted.table.match.game.history.__len__() >= 12, rnd=rnd)
        matches[1].connection.close()  # killed mid-game
        assert matches[1].status is ConnStatus.CLOSED
        _pump(matches[:1], lambda: not matches[0].connected(1), 10)
        assert matches[0].away_for(1) >= 0.0
        before = [line.text for line in matches[1].log]
        matches[1] = RemoteMatch(Connection(_uri(hosted), hosted.codes[1], give_up=30.0))
        _pump(matches, lambda: matches[1].ready and matches[0].connected(1), 20)
        # the new window's log tells the game so far, as the old one did (nothing replayed)
        assert [line.text for line in matches[1].log][: len(before)] == before
        assert len(matches[1].events) == len(hosted.table.match.events) - 1  # (not game_started)
        _pump(matches, lambda: all(m.over for m in matches), rnd=rnd)
        assert matches[1].game.state.to_dict() == hosted.table.view_message(1)["state"]
    finally:
        for m in matches:
            m.close()


def test_connections_find_a_restarted_host_by_themselves(tmp_path):
    path = tmp_path / "t.json"
    hosted = HostedTable.start(Config(players=2, seed=4), bind=LOOPBACK, autosave=path, pace=0.0)
    port = hosted.port
    matches = _seats(hosted)
    try:
        rnd = random.Random(8)
        _pump(matches, lambda: all(m.ready for m in matches), 20)
        _pump(matches, lambda: len(hosted.table.match.game.history) >= 10, rnd=rnd)
        hosted.close()  # the host's app closed (its table file kept)
        _pump(matches, lambda: all(m.status is ConnStatus.RECONNECTING for m in matches), 10)
        hosted = HostedTable.reopen(path, bind=LOOPBACK, pace=0.0)
        assert hosted.port == port
        _pump(matches, lambda: all(m.status is ConnStatus.JOINED for m in matches), 20)
        assert all(m.connection.reconnects == 1 for m in matches)
        _pump(matches, lambda: all(m.over for m in matches), rnd=rnd)
        for seat, m in enumerate(matches):
            assert m.game.state.to_dict() == hosted.table.view_message(seat)["state"]
    finally:
        for m in matches:
            m.close()
        hosted.close()


def test_a_wrong_code_is_refused_and_not_tried_again(hosted):
    conn = Connection(_uri(hosted), "WRONGCODE", give_up=10.0)
    try:
        end = time.monotonic() + 10
        while conn.status is not ConnStatus.REFUSED:
            assert time.monotonic() < end
            time.sleep(0.01)
        assert conn.refusal is Reason.BAD_TOKEN
        assert not conn.send_action({"action": "x"})
    finally:
        conn.close()


def test_no_host_keeps_trying_then_gives_up():
    conn = Connection(f"ws://{LOOPBACK}:9", "ABCDEFGH", give_up=0.5)  # nothing listens there
    try:
        assert conn.status is ConnStatus.CONNECTING
        end = time.monotonic() + 10
        while conn.status is not ConnStatus.CLOSED:
            assert time.monotonic() < end
            time.sleep(0.01)
    finally:
        conn.close()
    assert not conn._thread.is_alive()


class _Wire:
    """A connection that only hands over what the test puts in it."""

    def __init__(self, messages: list[dict]) -> None:
        self.messages = messages

    def poll(self) -> list[dict]:
        out, self.messages = self.messages, []
        return out

    def has_mail(self) -> bool:
        return bool(self.messages)


def test_a_message_from_the_host_the_window_cannot_read_is_skipped_and_play_goes_on():
    from game.net.table import Table

    table = Table(Config(players=2, seed=3))
    good = json.loads(encode(table.view_message(0)))  # as it arrives: JSON
    broken = {**good, "state": {**good["state"], "players": "not a list"}}
    match = RemoteMatch(_Wire([broken, good]))  # type: ignore[arg-type]
    assert match.unread()
    match.update()  # the broken view is skipped, not raised to the window
    assert match.unreadable == 1 and match.ready and match.local == 0
    assert json.loads(encode(match.game.state.to_dict())) == good["state"]
    assert not match.unread()


def test_the_connection_wakes_the_window_for_each_message_from_its_thread(hosted):
    import threading

    woken: list[str] = []
    wake = lambda: woken.append(threading.current_thread().name)  # noqa: E731
    connection = Connection(_uri(hosted), hosted.codes[0], give_up=30.0, wake=wake)
    match = RemoteMatch(connection)
    try:
        _pump([match], lambda: match.ready and match.presence, 20)
        assert woken and set(woken) == {"lionwake-connection"}  # never the window's thread
        assert len(woken) == connection.received
    finally:
        match.close()
