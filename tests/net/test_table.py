"""Issue 44, "The host is the authority": the table refuses out-of-turn, illegal, malformed and
other seats' actions with a reason and changes nothing; a seat's messages come from its view only."""

from __future__ import annotations

import json
import random

from game.ai import make_bot
from game.core import Config
from game.net.codes import is_code, show
from game.net.protocol import SPECTATOR, Reason
from game.net.table import NOBODY, Table
from game.session.seeds import move_seed


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
    assert table.join("stolen")[0][0] == NOBODY  # no seat: the host answers ERROR and closes
    assert table.join("stolen")[0][1]["reason"] == Reason.BAD_TOKEN


def test_codes_are_secret_distinct_and_open_their_seat_however_typed():
    table = Table(Config(players=4, seed=1), spectators=True)
    assert len(set(table.codes)) == 4 and all(is_code(c) for c in table.codes)
    assert [table.seat_of(c) for c in table.codes] == [0, 1, 2, 3]
    assert [table.seat_of(show(c).lower()) for c in table.codes] == [0, 1, 2, 3]
    assert table.seat_of(table.spectator_code) == SPECTATOR
    assert table.seat_of(table.codes[0][:7]) is None and table.seat_of("") is None
    assert Table(Config(players=2, seed=1)).seat_of(table.codes[0]) is None


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


def _play_out(table: Table, rng: random.Random) -> int:
    """Play every seat to the end: people at random, computers as the host plays them."""
    moves = 0
    while not table.match.over:
        if table.computer_seat() is not None:
            table.play(table.computer_action())
        else:
            seat = table.match.pending.seat
            table.submit(table.codes[seat], rng.choice(table.match.legal()).to_dict())
        moves += 1
    return moves


def test_a_computer_seat_has_no_code_and_its_moves_are_those_of_the_hot_seat_computer():
    config = Config(players=2, seed=8)
    table = Table(config, ["human", "greedy"])
    assert table.codes[1] is None and table.codes[0] is not None
    assert table.audience() == [0]
    rng = random.Random(8)
    while table.computer_seat() is None:
        table.submit(table.codes[0], rng.choice(table.match.legal()).to_dict())
    seat = table.computer_seat()
    assert seat == 1 and table.submit(table.codes[0], {"type": "nothing"})[0][1]["reason"] in (
        Reason.NOT_YOUR_TURN,
        Reason.MALFORMED,
    )
    # the move game.session.computer.ComputerMove would choose for this seat, now
    match = table.match
    seed = move_seed(config.seed, len(match.game.history))
    expected = make_bot("greedy", seed).choose(match.game.copy(), seat)
    assert table.computer_action() == expected
    out = table.play(expected)
    assert {s for s, _ in out} == {0}  # nothing is made for the computer's seat
    _play_out(table, rng)
    assert table.match.over


def test_replace_gives_a_seat_to_a_computer_whose_code_no_longer_opens_it():
    table = Table(Config(players=2, seed=9))
    old = table.codes[1]
    table.replace(1, "greedy")
    assert table.seats == ["human", "greedy"] and table.codes[1] is None
    assert table.join(old)[0] == (NOBODY, table.join(old)[0][1])
    assert table.join(old)[0][1]["reason"] == Reason.REPLACED
    assert table.submit(old, {"type": "nothing"})[0][1]["reason"] == Reason.REPLACED
    assert [p["kind"] for p in table.presence(set())] == ["human", "greedy"]
    assert [p["connected"] for p in table.presence(set())] == [False, True]
    assert _play_out(table, random.Random(9)) > 0 and table.match.over


def test_a_spectator_sees_no_hand_and_may_not_act():
    played = _table()
    table = Table(played.match.config, match=played.match, spectator_code="ABCDEFGH")
    out = table.join("abcd-efgh")
    kinds = [(s, m["kind"]) for s, m in out]
    assert kinds[0] == (SPECTATOR, "welcome") and kinds[-1] == (SPECTATOR, "view")
    assert set(kinds[1:-1]) == {(SPECTATOR, "events")}  # what happened so far, for its log
    assert all(m["past"] for _, m in out[1:-1])
    view = out[-1][1]
    assert view["legal"] == []
    for p in view["state"]["players"]:
        assert set(p["hand"]) <= {-1} and set(p["deck"]) <= {-1}
    legal = table.match.legal()[0].to_dict()
    assert _refused(table, "ABCDEFGH", legal) == Reason.SPECTATOR
    seat = table.match.pending.seat
    sent = table.submit(table.codes[seat], legal)
    assert {s for s, _ in sent} == {0, 1, SPECTATOR}


def test_views_hold_no_seed_and_events_no_game_started():
    table = Table(Config(players=2, seed=123457))
    state = table.match.game.state
    for seat in (0, 1):
        view = table.view_message(seat)
        assert view["state"]["config"]["seed"] == 0 and "123457" not in json.dumps(view)
        assert view["decisions"] == 0
    assert state.config.seed == 123457  # the host's game keeps it
    opening = list(table.match.game.opening_events)
    assert table.events_message(0, opening)["events"] == [
        e.to_dict() for e in opening if e.to_dict()["event"] != "game_started"
    ]
    assert "123457" not in json.dumps(table.events_message(0, opening))
