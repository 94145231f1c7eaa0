"""Issue 44, "no hidden card of another seat": `game.net.leaks.hidden_leaks` finds nothing in what a
real table sends each seat through whole stretches of play (drafts, a built village, Solo Mode), and
finds what was put back: a real hand, a face-down deck, the seed, the generator, a drawn card's id,
another seat's secret Lion deal, the table's own state in place of a seat's view."""

from __future__ import annotations

import copy
import random

import pytest

from game.core import Config
from game.core.decisions import DecisionKind
from game.net.leaks import hidden_leaks
from game.net.protocol import Kind, message
from game.net.table import Table

CONFIGS = [
    Config(players=2, seed=3),
    Config(players=3, seed=5, character_draft=True, lion_draft="casual"),
    Config(players=4, seed=6, layout="build"),
    Config(players=1, seed=1),  # random play runs this Solo game to its end, some 230 views
]


def _play(table: Table, steps: int, seed: int = 1):
    """Random decisions through the table; yields every (seat, message) it sends."""
    rng = random.Random(seed)
    for s in range(table.players):
        yield from table.join(table.codes[s])
    for _ in range(steps):
        if table.match.over:
            return
        seat = table.match.pending.seat
        yield from table.submit(table.codes[seat], rng.choice(table.match.legal()).to_dict())


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.players}p-{c.layout}")
def test_what_a_real_table_sends_each_seat_has_no_leak(config):
    table = Table(config)
    sent = list(_play(table, 300))
    views = [m for _, m in sent if m["kind"] == Kind.VIEW]
    assert len(views) > 200  # every seat's view after each decision was checked
    assert [(s, m["kind"]) for s, m in sent if hidden_leaks(s, m)] == []


def _midgame(config: Config, steps: int = 40) -> Table:
    table = Table(config)
    for _ in _play(table, steps):
        pass
    return table


def test_a_real_hand_or_deck_put_back_is_a_leak():
    table = _midgame(Config(players=2, seed=3))
    state = table.match.game.state
    other = 1 - 0
    view = table.view_message(0)
    assert hidden_leaks(0, view) == 0
    hand = copy.deepcopy(view)
    hand["state"]["players"][other]["hand"] = list(state.players[other].hand)
    assert state.players[other].hand and hidden_leaks(0, hand) == len(state.players[other].hand)
    drums = copy.deepcopy(view)
    drums["state"]["drum_deck"] = list(state.drum_deck)
    assert hidden_leaks(0, drums) == len(state.drum_deck) > 0
    order = copy.deepcopy(view)
    order["state"]["players"][0]["deck"] = sorted(state.players[0].deck, reverse=True)
    assert len(set(state.players[0].deck)) > 1 and hidden_leaks(0, order) == 1
    for name, value in (("rng", 12345), ("config", {**view["state"]["config"], "seed": 3})):
        doctored = copy.deepcopy(view)
        doctored["state"][name] = value
        assert hidden_leaks(0, doctored) == 1, name


def test_the_tables_own_state_is_a_leak_to_every_seat_and_to_a_spectator():
    for config in CONFIGS:
        table = _midgame(config, 5)
        for seat in (*range(config.players), -1):
            view = table.view_message(max(seat, 0))
            view["state"] = table.match.game.state.to_dict()
            assert hidden_leaks(seat, view) > 0, (config, seat)


def test_another_seats_legal_actions_are_a_leak():
    table = _midgame(Config(players=2, seed=3))
    decider = table.match.pending.seat
    view = table.view_message(decider)
    assert view["legal"] and hidden_leaks(decider, view) == 0
    theirs = table.view_message(1 - decider)
    assert theirs["legal"] == [] and hidden_leaks(1 - decider, theirs) == 0
    assert hidden_leaks(1 - decider, {**theirs, "legal": view["legal"]}) == 1


def test_a_secret_lion_deal_shown_to_another_seat_is_a_leak():
    table = Table(Config(players=3, seed=5, lion_draft="casual"))
    rng = random.Random(1)
    while table.match.pending.kind != DecisionKind.CHOOSE_LION_DEAL:
        table.match.apply(rng.choice(table.match.legal()))
    dealt = table.match.pending.seat
    watcher = (dealt + 1) % 3
    view = table.view_message(watcher)
    assert hidden_leaks(watcher, view) == 0
    view["state"]["stack"] = table.match.game.state.to_dict()["stack"]
    assert hidden_leaks(watcher, view) >= 3


def test_a_drawn_card_shown_to_another_seat_and_the_game_start_are_leaks():
    table = _midgame(Config(players=2, seed=3))
    card = table.match.game.state.players[1].deck[0]
    drawn = {"event": "card_moved", "seat": 1, "card": card, "from_pile": "deck", "to_pile": "hand"}
    blanked = {**drawn, "card": -1}
    played = {**drawn, "from_pile": "hand", "to_pile": "discard"}  # played: seen by all
    started = {"event": "game_started", "players": 2, "seed": 3, "layout": "first-game"}

    def leaks(seat, *events):
        return hidden_leaks(seat, message(Kind.EVENTS, seat=seat, events=list(events), past=False))

    assert leaks(0, blanked, played) == 0
    assert leaks(1, drawn) == 0  # the owner sees its own draw
    assert leaks(0, drawn) == 1
    assert leaks(-1, drawn, started) == 2
