"""Issue 44, "The host is the authority": the table refuses out-of-turn, illegal, malformed and
other seats' actions with a reason and changes nothing; a seat's messages come from its view only."""

from __future__ import annotations

import json
import random

from game.core import Config
from game.net.protocol import Reason
from game.net.table import Table


def _table(seed: int = 3) -> Table:
    table = Table(Config(players=2, seed=seed))
    rng = random.Random(seed)
    for _ in range(30):  # into the game, hands dealt
        table.match.apply(rng.choice(table.match.legal()))
    return table


def _snapshot(table: Table) -> str:
    return json.dumps(table.match.game.state.to_dict()) + repr(table.match.game.history)


def _refused(table: Table, token: str, action) -> str:
    before = _snapshot(table)
    out = table.submit(token, action)
    assert len(out) == 1 and out[0][1]["kind"] == "refused"
    assert _snapshot(table) == before
    return out[0][1]["reason"]


def test_out_of_turn_and_other_seats_actions_are_refused_and_change_nothing():
    table = _table()
    seat = table.match.pending.seat
    other = table.tokens[1 - seat]
    for action in table.match.legal():  # the deciding seat's own moves, sent by the other seat
        assert _refused(table, other, action.to_dict()) == Reason.NOT_YOUR_TURN


def test_illegal_and_malformed_actions_are_refused_and_change_nothing():
    table = _table()
    token = table.tokens[table.match.pending.seat]
    legal = table.match.legal()[0].to_dict()
    numbers = [k for k, v in legal.items() if isinstance(v, int)]
    assert numbers, legal
    wrong = {**legal, numbers[0]: 999}
    assert _refused(table, token, wrong) == Reason.ILLEGAL
    for bad in ({"type": "nothing"}, {**legal, "extra": 1}, {**legal, numbers[0]: 1.0}, [], "x"):
        assert _refused(table, token, bad) == Reason.MALFORMED
    assert _refused(table, "stolen", legal) == Reason.BAD_TOKEN
    assert table.join("stolen")[0][0] == -1  # no seat: the host answers ERROR and closes
    assert table.join("stolen")[0][1]["reason"] == Reason.BAD_TOKEN


def test_tokens_are_secret_and_distinct():
    table = Table(Config(players=4, seed=1))
    assert len(set(table.tokens)) == 4 and all(len(t) >= 20 for t in table.tokens)
    assert [table.seat_of(t) for t in table.tokens] == [0, 1, 2, 3]


def test_a_seat_sees_no_other_seats_hand_no_deck_order_and_no_random_generator():
    table = _table()
    state = table.match.game.state
    for seat in range(2):
        view = table.view_message(seat)["state"]
        other = view["players"][1 - seat]
        assert state.players[1 - seat].hand and set(other["hand"]) == {-1}
        assert set(other["deck"]) <= {-1}
        assert set(view["drum_deck"]) == {-1} and view["rng"] == 0
        assert view["players"][seat]["hand"] == state.players[seat].hand
        assert view["players"][seat]["deck"] == sorted(state.players[seat].deck)
        assert str(state.rng) not in json.dumps(table.view_message(seat))


def test_a_game_over_refuses_every_action():
    table = Table(Config(players=2, seed=5))
    rng = random.Random(5)
    while not table.match.over:
        table.match.apply(rng.choice(table.match.legal()))
    assert _refused(table, table.tokens[0], {"type": "nothing"}) == Reason.GAME_OVER
    assert table.view_message(0)["scores"] == list(table.match.game.state.outcome.scores)
