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

from game.core import Config
from game.net.client import Client, run
from game.net.host import BURST, Host
from game.net.protocol import MAX_BYTES, Kind, ProtocolError, Reason, encode, hello, message
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

    async def _take(self, conn, token, text, bucket) -> None:
        self.before = {s: self._hidden(s) for s in range(self.table.players)}
        await super()._take(conn, token, text, bucket)

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
    for ev in msg.get("events", []):
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
        assert client.received == [text for text, _ in host.log[client.seat]]
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
    events = encode(message(Kind.EVENTS, seat=seat, events=[drawn]))
    assert _leaks(events, seat, _secrets(state, seat))


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
            await asyncio.wait_for(c.recv(), 10)  # its view
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
            reasons.append((await asyncio.wait_for(c.recv(), 10))["reason"])
        await other.close()
        for _ in range(BURST + 10):  # a flood
            await client.conn.send("{}")
        flood = [(await asyncio.wait_for(client.recv(), 10))["reason"] for _ in range(BURST + 10)]
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
