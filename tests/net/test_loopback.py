"""Issue 44 over real WebSockets on 127.0.0.1 only (an ephemeral port): two clients play a whole game
choosing from the legal actions their views offer, end with the host's scores, and no message a
client received held a hidden card of another seat, a deck order or the random generator; hostile
messages (garbage, oversized, unknown kinds, stolen tokens, other rules, floods) change nothing.
Every test bounds its time and stops by itself."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from websockets.exceptions import ConnectionClosed

from game.core import Config
from game.net.client import Client, run
from game.net.codes import show
from game.net.host import BURST, Host
from game.net.protocol import (
    MAX_BYTES,
    SPECTATOR,
    Kind,
    ProtocolError,
    Reason,
    encode,
    hello,
    message,
)
from game.net.table import Table

LOOPBACK = "127.0.0.1"
TIMEOUT = 120.0


def _secrets(state, seat: int) -> set[int]:
    """The card ids `seat` must not learn now: other seats' hands and decks, the face-down decks."""
    ids = set(state.drum_deck) | set(state.fear_deck)
    for p in state.players:
        if p.seat != seat:
            ids |= set(p.hand) | set(p.deck)
    return ids - {-1}


class RecordingHost(Host):
    """A host that notes, for each message, the seat it went to and the cards hidden from that seat
    both before and after the action it reports (a card bought from the market onto a deck was
    seen by all; a card played from a hand is seen by all from then on)."""

    def __init__(self, table: Table) -> None:
        super().__init__(table, LOOPBACK, 0)
        self.log: dict[int, list[tuple[str, set[int]]]] = {}
        self.before: dict[int, set[int]] = {}

    def _hidden(self, seat: int) -> set[int]:
        return _secrets(self.table.match.game.state, seat)

    async def _take(self, conn, code, text, bucket, chat) -> None:
        self.before = {s: self._hidden(s) for s in range(self.table.players)}
        await super()._take(conn, code, text, bucket, chat)

    async def _send(self, conn, msg) -> None:
        seats = [s for s, c in self.conns.items() if c is conn]
        if seats:
            now = self._hidden(seats[0])
            hidden = now & self.before.get(seats[0], now)
            self.log.setdefault(seats[0], []).append((encode(msg), hidden))
        await super()._send(conn, msg)


def _leaks(text: str, seat: int, hidden: set[int]) -> list[str]:
    """What in one message shows a card of `hidden`, another seat's cards or a deck's order."""
    msg = json.loads(text)
    found = []
    if msg["kind"] == Kind.VIEW:
        st = msg["state"]
        for p in st["players"]:
            if p["seat"] != seat and set(p["hand"] + p["deck"]) - {-1}:
                found.append(f"seat {p['seat']}'s cards")
            elif p["seat"] == seat and p["deck"] != sorted(p["deck"]):
                found.append("own deck order")
        if set(st["drum_deck"] + st["fear_deck"]) - {-1} or st["rng"] != 0:
            found.append("a face-down deck or the generator")
        if st["config"]["seed"] != 0:
            found.append("the seed")
    for ev in msg.get("events", []):
        if ev.get("event") == "game_started":
            found.append("the opening event (the seed)")
        if ev.get("card", -1) in hidden:
            found.append(f"card {ev['card']} in {ev}")
    return found


async def _game(players: int, seed: int):
    table = Table(Config(players=players, seed=seed))
    host = RecordingHost(table)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    try:
        runs = [
            run(uri, token, random.Random(seed * 10 + i).choice, TIMEOUT)
            for i, token in enumerate(table.tokens)
        ]
        results = await asyncio.wait_for(asyncio.gather(*runs), TIMEOUT)
    finally:
        await host.close()
    return table, host, results


def test_two_clients_play_a_whole_game_over_loopback_and_see_no_hidden_card():
    table, host, results = asyncio.run(_game(2, 3))
    outcome = table.match.game.state.outcome
    assert table.match.over and outcome is not None
    decisions = len(table.match.game.history)
    for client, last in results:
        assert last["scores"] == list(outcome.scores)
        assert client.sent > 0
        # what the client received is exactly what the host sent it
        sent = [text for text, _ in host.log[client.seat]]
        assert client.received == sent[: len(client.received)]
        # after its last view: at most who left the table, as the other client closed
        assert all('"kind":"presence"' in text for text in sent[len(client.received) :])
    checked = 0
    for seat, sent in host.log.items():
        for text, hidden in sent:
            assert _leaks(text, seat, hidden) == [], text[:300]
            checked += bool(hidden)
    assert checked > decisions  # the check ran while other seats held hidden cards
    per = host.sent / decisions, host.sent_bytes / decisions
    print(f"\n{decisions} decisions: {per[0]:.2f} messages, {per[1]:.0f} bytes per decision")


def test_the_leak_check_sees_a_leak():
    table = Table(Config(players=2, seed=3))
    rng = random.Random(3)
    for _ in range(30):
        table.match.apply(rng.choice(table.match.legal()))
    seat, state = 0, table.match.game.state
    view = table.view_message(seat)
    assert _leaks(encode(view), seat, _secrets(state, seat)) == []
    view["state"]["players"][1]["hand"] = list(state.players[1].hand)
    assert state.players[1].hand and _leaks(encode(view), seat, _secrets(state, seat))
    drawn = {"event": "card_moved", "seat": 1, "card": state.players[1].hand[0]}
    events = encode(message(Kind.EVENTS, seat=seat, events=[drawn], past=False))
    assert _leaks(events, seat, _secrets(state, seat))


async def _answer(client: Client, timeout: float = 10) -> dict:
    """The next message that answers the client (PRESENCE and CHAT, sent to all, and the past
    events a joining seat gets for its log, skipped)."""
    while True:
        msg = await asyncio.wait_for(client.recv(), timeout)
        if msg["kind"] not in (Kind.PRESENCE, Kind.CHAT) and not msg.get("past"):
            return msg


async def _hostile():
    table = Table(Config(players=2, seed=4))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    before = json.dumps(table.match.game.state.to_dict())
    reasons = []
    try:
        for token, rules in (("stolen-token", None), (table.tokens[0], 999)):
            with pytest.raises(ProtocolError) as caught:
                await asyncio.wait_for(Client().join(uri, token, rules), 10)
            reasons.append(caught.value.reason)
        mover = table.match.pending.seat
        theirs = table.match.legal()[0].to_dict()
        client, other = Client(), Client()
        for c, seat in ((client, mover), (other, 1 - mover)):
            await asyncio.wait_for(c.join(uri, table.tokens[seat]), 10)
            await _answer(c)  # its view
        illegal = {**theirs, **{k: 999 for k, v in theirs.items() if isinstance(v, int)}}
        hostile = [
            (client, "{not json"),
            (client, encode({"v": 1, "kind": "teleport"})),
            (client, encode(message(Kind.ACTION, action={"type": "x" * MAX_BYTES}))),
            (client, encode(hello(table.tokens[1 - mover]))),  # a second hello: not taken
            (client, encode(message(Kind.ACTION, action={"type": "nothing"}))),
            (client, encode(message(Kind.ACTION, action=illegal))),
            (other, encode(message(Kind.ACTION, action=theirs))),  # the other seat's move
        ]
        for c, text in hostile:
            await c.conn.send(text)
            reasons.append((await _answer(c))["reason"])
        await other.close()
        for _ in range(BURST + 10):  # a flood
            await client.conn.send("{}")
        flood = [(await _answer(client))["reason"] for _ in range(BURST + 10)]
        await client.close()
    finally:
        await host.close()
    return table, before, reasons, flood


def test_hostile_messages_are_refused_with_reasons_and_change_nothing():
    table, before, reasons, flood = asyncio.run(_hostile())
    assert reasons == [
        Reason.BAD_TOKEN,
        Reason.WRONG_RULES,
        Reason.MALFORMED,
        Reason.UNKNOWN_KIND,
        Reason.OVERSIZED,
        Reason.UNKNOWN_KIND,
        Reason.MALFORMED,
        Reason.ILLEGAL,
        Reason.NOT_YOUR_TURN,
    ]
    assert "too_frequent" in flood
    assert json.dumps(table.match.game.state.to_dict()) == before
    assert table.match.game.history == []


def _digest(table: Table) -> str:
    return json.dumps(table.match.game.state.to_dict()) + repr(table.match.game.history)


async def _watch(client: Client) -> list[dict]:
    """Every message a client gets until the game is over."""
    seen = []
    while True:
        msg = await asyncio.wait_for(client.recv(), TIMEOUT)
        seen.append(msg)
        if msg["kind"] == Kind.VIEW and msg["pending"]["seat"] < 0:
            return seen


async def _computer_and_spectator():
    table = Table(Config(players=2, seed=6), ["human", "greedy"], spectators=True)
    host = Host(table, LOOPBACK, 0, pace=0.0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    try:
        watcher = Client()
        welcome = await asyncio.wait_for(watcher.join(uri, table.spectator_code), 10)
        first = await _answer(watcher)
        await watcher.send_action(table.match.legal()[0].to_dict())
        await watcher.send(message(Kind.SAY, text="", phrase="hello"))
        refusals = [(await _answer(watcher))["reason"] for _ in range(2)]
        watching = asyncio.create_task(_watch(watcher))
        player, last = await run(uri, show(table.codes[0]), random.Random(6).choice, TIMEOUT)
        seen = await asyncio.wait_for(watching, TIMEOUT)
        await watcher.close()
    finally:
        await host.close()
    return table, host, welcome, first, refusals, player, last, seen


def test_a_computer_seat_plays_on_the_host_and_a_spectator_sees_no_hand():
    table, host, welcome, first, refusals, player, last, seen = asyncio.run(
        _computer_and_spectator()
    )
    assert table.match.over and last["scores"] == list(table.match.game.state.outcome.scores)
    computer_moves = sum(1 for _ in host.computer_ms)
    assert computer_moves > 10 and host.decisions == len(table.match.game.history)
    assert len(host.decision_ms) == host.decisions - computer_moves
    assert welcome["seat"] == SPECTATOR and first["kind"] == Kind.VIEW and first["legal"] == []
    assert refusals == [Reason.SPECTATOR, Reason.SPECTATOR]
    views = [m for m in seen if m["kind"] == Kind.VIEW]
    assert views[-1]["scores"] == last["scores"] and views[-1]["decisions"] == host.decisions
    assert [v["decisions"] for v in views] == sorted({v["decisions"] for v in views})
    for view in views:
        assert view["legal"] == [] and view["state"]["config"]["seed"] == 0
        for p in view["state"]["players"]:
            assert set(p["hand"]) <= {-1} and set(p["deck"]) <= {-1}
    presence = [m for m in seen if m["kind"] == Kind.PRESENCE]
    assert presence and presence[0]["you"] == SPECTATOR
    assert [p["kind"] for p in presence[0]["seats"]] == ["human", "greedy"]


async def _replaced():
    table = Table(Config(players=2, seed=7))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    try:
        dropped = Client()
        await asyncio.wait_for(dropped.join(uri, table.codes[1]), 10)
        old = table.codes[1]
        stayer = Client()
        await asyncio.wait_for(stayer.join(uri, table.codes[0]), 10)
        playing = asyncio.create_task(stayer.play(random.Random(7).choice))
        await host.replace(1, "greedy")
        gone = []
        with pytest.raises(ConnectionClosed):
            while True:
                gone.append(await asyncio.wait_for(dropped.recv(), 10))
        with pytest.raises(ProtocolError) as caught:
            await asyncio.wait_for(Client().join(uri, old), 10)
        last = await asyncio.wait_for(playing, TIMEOUT)
        await stayer.close()
    finally:
        await host.close()
    received = [json.loads(t) for t in stayer.received]
    return table, gone, caught.value.reason, last, received


def test_replace_makes_a_dropped_seat_a_computer_and_the_game_ends():
    table, gone, reason, last, received = asyncio.run(_replaced())
    assert gone[-1]["kind"] == Kind.ERROR and gone[-1]["reason"] == Reason.REPLACED
    assert reason == Reason.REPLACED
    assert table.match.over and table.seats == ["human", "greedy"]
    assert last["scores"] == list(table.match.game.state.outcome.scores)
    seats = [m["seats"] for m in received if m["kind"] == Kind.PRESENCE]
    assert {"seat": 1, "kind": "greedy", "connected": True} in seats[-1]


async def _chat():
    table = Table(Config(players=2, seed=2))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    before = _digest(table)
    try:
        a, b = Client(), Client()
        for c, code in ((a, table.codes[0]), (b, table.codes[1])):
            await asyncio.wait_for(c.join(uri, code), 10)
        await a.send(message(Kind.SAY, text="  good luck, all  ", phrase=""))
        await a.send(message(Kind.SAY, text="", phrase="good_luck"))
        lines = []
        while len(lines) < 2:
            msg = await asyncio.wait_for(b.recv(), 10)
            if msg["kind"] == Kind.CHAT:
                lines.append((msg["seat"], msg["text"], msg["phrase"]))
        await b.conn.send(encode({"v": 1, "kind": "say", "text": "\x07beep", "phrase": ""}))
        bad = (await _answer(b))["reason"]
        for _ in range(6):  # a burst of 5 is taken, then 1 a second
            await b.send(message(Kind.SAY, text="", phrase="brb"))
        answers = [await _answer(b) for _ in range(1)]
        await a.close()
        await b.close()
    finally:
        await host.close()
    return table, before, lines, bad, answers


def test_chat_is_relayed_to_everyone_checked_and_held_to_its_own_rate():
    table, before, lines, bad, answers = asyncio.run(_chat())
    assert lines == [(0, "good luck, all", ""), (0, "", "good_luck")]
    assert bad == Reason.MALFORMED
    assert answers[0]["kind"] == Kind.REFUSED and answers[0]["reason"] == Reason.TOO_FREQUENT
    assert _digest(table) == before


async def _twice():
    table = Table(Config(players=2, seed=5))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    try:
        first = Client()
        await asyncio.wait_for(first.join(uri, table.codes[0]), 10)
        second = Client()
        await asyncio.wait_for(second.join(uri, table.codes[0]), 10)
        told = []
        with pytest.raises(ConnectionClosed):
            while True:
                told.append(await asyncio.wait_for(first.recv(), 10))
        view = await _answer(second)
        await second.close()
    finally:
        await host.close()
    return told, view


def test_a_seat_joining_again_takes_it_and_the_old_window_is_told_and_closed():
    told, view = asyncio.run(_twice())
    assert told[-1]["kind"] == Kind.ERROR and told[-1]["reason"] == Reason.ELSEWHERE
    assert view["kind"] == Kind.VIEW and view["seat"] == 0


async def _far_too_big():
    table = Table(Config(players=2, seed=8))
    host = Host(table, LOOPBACK, 0)
    await host.start()
    uri = f"ws://{LOOPBACK}:{host.port}"
    try:
        rude = Client()
        await asyncio.wait_for(rude.join(uri, table.codes[0]), 10)
        await rude.conn.send("x" * (4 * MAX_BYTES + 1))  # over what the library reads at all
        with pytest.raises(ConnectionClosed):
            while True:
                await asyncio.wait_for(rude.recv(), 10)
        again = Client()  # the seat joins again and the game is as it was
        await asyncio.wait_for(again.join(uri, table.codes[0]), 10)
        view = await _answer(again)
        await again.close()
    finally:
        await host.close()
    return table, view


def test_a_frame_far_over_the_limit_closes_that_connection_and_the_table_goes_on():
    table, view = asyncio.run(_far_too_big())
    assert view["kind"] == Kind.VIEW and view["decisions"] == 0 == len(table.match.game.history)
