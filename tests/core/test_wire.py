"""Issue 44 (network play): a client rebuilds the typed state and events it is sent as JSON.

`GameState.from_dict` and `events.event_from_dict` must give back exactly what the host's engine
holds (tuples where it holds tuples, enums where it holds enums), for the whole table and for every
seat's view, across random games of every table size and Solo Mode; `Game.from_view` holds such a
view with the seat's legal actions.  Malformed data is refused with a ValueError naming the field.
"""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

import game.core.events as events_module
from game.core import Config, Game
from game.core.events import EVENT_KINDS, Event, event_from_dict
from game.core.state import GameState, PlayerState, TurnState
from game.core.view import seat_view

GAMES = [
    Config(players=2, seed=11),
    Config(players=2, seed=12, layout="build", lion_draft="casual", character_draft=True),
    Config(players=3, seed=13, first_player=2, lion_draft="casual"),
    Config(players=3, seed=18, layout="build"),
    Config(players=4, seed=14, layout="build", character_draft=True),
    Config(players=4, seed=15, first_player=1),
    Config(players=1, seed=16),
    Config(players=1, seed=17, difficulty="hard", layout="campaign/chapter-3"),
    Config(players=1, seed=19, difficulty="easy"),
]
DECISION_LIMIT = 5000
EVERY = 10  # check the states every this many decisions


def json_trip(data):
    return json.loads(json.dumps(data))


def assert_same(a, b, where: str = "state") -> None:
    """`a` and `b` are equal and of the same types all the way down."""
    assert type(a) is type(b), f"{where}: {type(a).__name__} became {type(b).__name__}"
    if isinstance(a, (list, tuple)):
        assert len(a) == len(b), where
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            assert_same(x, y, f"{where}[{i}]")
    elif isinstance(a, dict):
        assert list(a) == list(b), where
        for k in a:
            assert_same(a[k], b[k], f"{where}.{k}")
    elif isinstance(a, (PlayerState, TurnState)):
        for name in type(a).__slots__:
            assert_same(getattr(a, name), getattr(b, name), f"{where}.{name}")
    elif isinstance(a, GameState):
        for name in GameState.__slots__:
            x, y = getattr(a, name), getattr(b, name)
            if name == "catalogue":
                assert x is y
            elif name == "outcome" and x is not None:
                # the snapshot the state sends keeps no points by category
                assert_same(dataclasses.replace(x, by_category=()), y, f"{where}.outcome")
            else:
                assert_same(x, y, f"{where}.{name}")
    elif dataclasses.is_dataclass(a):
        for f in dataclasses.fields(a):
            assert_same(getattr(a, f.name), getattr(b, f.name), f"{where}.{f.name}")
    else:
        assert a == b, f"{where}: {a!r} became {b!r}"


def check_state(game: Game) -> None:
    """The table and every seat's view (and a spectator's) come back exactly, and work as the
    host's do: `seat_view` of the rebuilt table, and `Game.from_view` asking the same question."""
    full = game.state
    rebuilt = GameState.from_dict(json_trip(full.to_dict()))
    assert_same(full, rebuilt)
    assert rebuilt.to_dict() == full.to_dict()
    pending = game.pending
    for seat in [*range(full.n), -1]:
        view = game.view(seat)
        got = GameState.from_dict(json_trip(view.to_dict()))
        assert_same(view, got, f"view({seat})")
        assert seat_view(rebuilt, seat).to_dict() == view.to_dict()
        assert_same(seat_view(view, seat), seat_view(got, seat), f"seat_view of view({seat})")
        legal = game.legal_actions() if pending.seat == seat else []
        remote = Game.from_view(got, legal)
        assert remote.pending == Game.from_view(view, legal).pending
        if seat == pending.seat:  # the deciding seat is asked what the host asks
            assert remote.pending == pending
        assert remote.legal_actions() == legal
        assert remote.over == game.over


def check_events(events, players: int) -> None:
    for e in events:
        for seen in {e, *(e.for_seat(s) for s in [*range(players), -1])}:
            got = event_from_dict(json_trip(seen.to_dict()))
            assert got == seen
            assert_same(seen, got, seen.kind)


@pytest.mark.parametrize("config", GAMES, ids=lambda c: f"{c.players}p-{c.seed}")
def test_every_state_view_and_event_of_a_random_game_comes_back_exactly(config):
    rnd = random.Random(config.seed)
    game = Game(config)
    kinds = set()
    check_events(game.opening_events, config.players)
    for decisions in range(DECISION_LIMIT):
        if decisions % EVERY == 0:
            check_state(game)
        if game.over:
            break
        events = game.apply(rnd.choice(game.legal_actions()))
        kinds.update(e.kind for e in events)
        check_events(events, config.players)
    assert game.over
    check_state(game)
    assert {"turn_started", "card_moved", "resources_changed", "game_ended"} <= kinds


def test_the_games_send_every_kind_of_event_and_every_stack_frame_shape():
    """The random games above are worth their time: between them they see most kinds of event."""
    seen = set()
    for config in GAMES[:3] + GAMES[6:]:
        rnd = random.Random(config.seed)
        game = Game(config, record=False)
        seen.update(e.kind for e in game.opening_events)
        while not game.over:
            seen.update(e.kind for e in game.apply(rnd.choice(game.legal_actions())))
    assert len(seen) >= len(EVENT_KINDS) - 6, sorted(set(EVENT_KINDS) - seen)


def test_a_finished_solo_defeat_is_unscored_and_a_victory_scored():
    """The outcome the state sends keeps whether the game was scored (Solo: only victories)."""
    for config in (GAMES[6], GAMES[7]):
        rnd = random.Random(config.seed)
        game = Game(config, record=False)
        while not game.over:
            game.apply(rnd.choice(game.legal_actions()))
        got = GameState.from_dict(json_trip(game.state.to_dict())).outcome
        assert got.scored == game.state.outcome.scored
        assert got.winners == game.state.outcome.winners


def test_a_view_game_holds_the_view_and_its_choices_and_nothing_to_undo():
    game = Game(Config(players=2, seed=3))
    seat = game.pending.seat
    view = GameState.from_dict(json_trip(game.view(seat).to_dict()))
    remote = Game.from_view(view, game.legal_actions())
    assert remote.state is view
    assert remote.legal_actions() == game.legal_actions()
    assert remote.history == [] and remote.opening_events == ()
    assert not remote.can_undo()
    assert remote.pending.seat == seat


# --- malformed data ----------------------------------------------------------------------------


@pytest.fixture(scope="module")
def sample() -> dict:
    rnd = random.Random(5)
    game = Game(Config(players=3, seed=5))
    for _ in range(120):
        game.apply(rnd.choice(game.legal_actions()))
    return json_trip(game.view(0).to_dict())


def _broken(sample: dict, change) -> dict:
    data = json_trip(sample)
    change(data)
    return data


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda d: d.pop("rng"), "state.rng"),
        (lambda d: d.update(rng="7"), "state.rng"),
        (lambda d: d.update(bogus=1), "state.bogus"),
        (lambda d: d.update(over=1), "state.over"),
        (lambda d: d["players"][1].pop("hand"), "state.players[1].hand"),
        (lambda d: d["players"][0]["deck"].append(None), "state.players[0].deck"),
        (lambda d: d["players"][0].update(placed_slips=[[1, 2, 3]]), "placed_slips[0]"),
        (lambda d: d["players"].reverse(), "state.players"),
        (lambda d: d["stack"].append(["no_such_decision", 0]), "state.stack"),
        (lambda d: d["stack"].append(["perform", 0, "sideways"]), "state.stack"),
        (lambda d: d["turn"].update(used=[["nowhere", 1]]), "state.turn.used[0]"),
        (lambda d: d["turn"].update(bonus="0"), "state.turn.bonus"),
        (lambda d: d["config"].update(players="3"), "state.config.players"),
        (lambda d: d["config"].update(rules=2), "state.config.rules"),
        (lambda d: d["village"].update(levels=[]), "state.village"),
        (lambda d: d.update(result=[[1], [0], "", "bored"]), "state.result[3]"),
        (lambda d: d.update(end_reason="bored"), "state.end_reason"),
        (lambda d: d.update(twists=[]), "state.twists"),
    ],
)
def test_a_malformed_state_is_refused_naming_the_field(sample, change, field):
    with pytest.raises(ValueError, match=field.replace("[", r"\[").replace("]", r"\]")):
        GameState.from_dict(_broken(sample, change))


def test_a_state_that_is_not_an_object_is_refused():
    for data in (None, [], "state", 3):
        with pytest.raises(ValueError):
            GameState.from_dict(data)


@pytest.mark.parametrize(
    ("data", "field"),
    [
        ({"event": "no_such_event"}, "no_such_event"),
        ({"seat": 0}, "not an event"),
        ([], "not an event"),
        ({"event": "rested"}, "rested.seat"),
        ({"event": "rested", "seat": 0, "extra": 1}, "rested.extra"),
        ({"event": "rested", "seat": True}, "rested.seat"),
        ({"event": "summoned", "seat": 0, "lion": "4"}, "summoned.lion"),
        ({"event": "tile_placed", "tile": 0, "hex": [1, 2, 3], "level": 0, "terrain_card": 0,
          "seat": -1}, "tile_placed.hex"),
        ({"event": "row_refilled", "row": "garden", "items": [], "auto": True}, "row_refilled.row"),
        ({"event": "lion_returned", "seat": 0, "slot": 0, "reason": {"kind": "boredom",
          "name": ""}}, "lion_returned.reason.kind"),
        ({"event": "lion_returned", "seat": 0, "slot": 0, "reason": "defeated"},
         "lion_returned.reason"),
        ({"event": "dice_rolled", "side": "lion", "strength": [1], "intimidation": [],
          "sources": [["wishes", 1]]}, r"dice_rolled.sources\[0\]\[0\]"),
    ],
)  # fmt: skip
def test_a_malformed_event_is_refused_naming_the_field(data, field):
    with pytest.raises(ValueError, match=field):
        event_from_dict(data)


def test_every_kind_of_event_is_registered_by_its_kind():
    found = vars(events_module).values()
    events = {c for c in found if isinstance(c, type) and issubclass(c, Event) and c is not Event}
    assert set(EVENT_KINDS.values()) == events
    assert all(EVENT_KINDS[c.kind] is c for c in events)
