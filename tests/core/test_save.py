"""Saving and loading (DESIGN.md: "the action log of a game is its save"; written atomically).

A save round trip gives back the very same table and the same choices.  A damaged, edited or newer
file is refused with a `SaveError` that says why, and the file is left exactly as it was.  Saving
writes a temporary file and replaces the old save whole, leaving nothing behind.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from game.core import Config, Game, SaveError, save
from game.core import actions as A

CONFIGS = [
    Config(players=2, seed=101),
    Config(players=4, seed=102),
    Config(players=3, seed=103, layout="build", lion_draft="casual", character_draft=True),
]


def played(config: Config, decisions: int, seed: int = 0) -> Game:
    game = Game(config)
    rnd = random.Random(seed or config.seed)
    for _ in range(decisions):
        if game.over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    return game


def assert_same_game(loaded: Game, game: Game) -> None:
    want, got = game.state.to_dict(), loaded.state.to_dict()
    for name in want:
        assert got[name] == want[name], f"{name} differs after loading"
    assert loaded.legal_actions() == game.legal_actions()
    assert loaded.pending == game.pending
    assert loaded.history == game.history
    assert loaded.over == game.over


# --- round trips ----------------------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS, ids=["2p", "4p", "3p-build-casual-draft"])
def test_save__round_trip_at_several_points_gives_the_same_game(config, tmp_path):
    game = Game(config)
    rnd = random.Random(config.seed)
    points = 0
    while True:
        if points == 0 or rnd.random() < 0.02 or game.over:
            assert_same_game(save.loads(save.dumps(game)), game)
            path = tmp_path / f"point{points}.json"
            save.save(game, path)
            assert_same_game(save.load(path), game)
            points += 1
        if game.over:
            break
        game.apply(rnd.choice(game.legal_actions()))
    assert points >= 5


def test_save__a_loaded_game_plays_on_exactly_like_the_original():
    game = played(Config(players=3, seed=7), 150)
    loaded = save.loads(save.dumps(game))
    rnd = random.Random(99)
    while not game.over:
        action = rnd.choice(game.legal_actions())
        a = json.dumps([e.to_dict() for e in game.apply(action)])
        b = json.dumps([e.to_dict() for e in loaded.apply(action)])
        assert a == b
    assert loaded.over and loaded.state.outcome == game.state.outcome


def test_save__the_file_is_plain_json_with_version_config_actions_and_snapshot(tmp_path):
    game = played(Config(players=2, seed=3), 40)
    path = tmp_path / "game.json"
    save.save(game, path)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["version"] == save.VERSION
    assert data["config"] == game.state.config.to_dict()
    assert [A.from_dict(a) for a in data["actions"]] == game.history
    assert data["snapshot"] == json.loads(json.dumps(game.state.to_dict()))


# --- refusing damaged files -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def good() -> dict:
    """A save 120 decisions into a 2-player game, as JSON data."""
    return json.loads(save.dumps(played(Config(players=2, seed=17), 120)))


def edited(data: dict, change) -> bytes:
    copy = json.loads(json.dumps(data))
    change(copy)
    return json.dumps(copy).encode("utf-8")


def _set(*path_and_value):
    *path, value = path_and_value

    def change(d):
        for key in path[:-1]:
            d = d[key]
        d[path[-1]] = value

    return change


def _edit_a_number_in_an_action(d):
    """Change the number inside the last Leap (to a tile that is not the one chosen)."""
    for action in reversed(d["actions"]):
        if action["type"] == "leap":
            action["tile"] = action["tile"] + 1
            return
    raise AssertionError("no leap in the save")


def _drop_an_action(d):
    del d["actions"][len(d["actions"]) // 2]


def _edit_the_snapshot(d):
    d["snapshot"]["players"][0]["coins"] += 5


def _drop_the_snapshot(d):
    del d["snapshot"]


BAD_FILES = {
    # name: (how to make the bytes from a good save, words the message must contain)
    "truncated": (lambda d: json.dumps(d).encode()[: len(json.dumps(d)) // 2], "truncated"),
    "truncated-by-one-byte": (lambda d: json.dumps(d).encode()[:-1], "truncated"),
    "empty": (lambda d: b"", "truncated"),
    "action-number-edited": (
        lambda d: edited(d, _edit_a_number_in_an_action),
        ("cannot be replayed", "edited"),
    ),
    "action-dropped": (lambda d: edited(d, _drop_an_action), ""),
    "snapshot-edited": (lambda d: edited(d, _edit_the_snapshot), "edited"),
    "snapshot-missing": (lambda d: edited(d, _drop_the_snapshot), ""),
    "newer-version": (lambda d: edited(d, _set("version", 2)), "newer"),
    "much-newer-version": (lambda d: edited(d, _set("version", 10**30)), "newer"),
    "version-as-text": (lambda d: edited(d, _set("version", "1")), "version"),
    "no-version": (lambda d: edited(d, lambda x: x.pop("version")), "version"),
    "other-format": (lambda d: edited(d, _set("format", "chess-pgn")), "not a lionwake save"),
    "garbage-bytes": (lambda d: bytes(range(256)) * 4, ""),
    "invalid-utf8": (lambda d: b'{"format": "\xff\xfe"}', ""),
    "json-list": (lambda d: b"[1, 2, 3]", "not a lionwake save"),
    "json-null": (lambda d: b"null", "not a lionwake save"),
    "json-number": (lambda d: b"42", "not a lionwake save"),
    "players-as-text": (lambda d: edited(d, _set("config", "players", "2")), "configuration"),
    "players-huge": (lambda d: edited(d, _set("config", "players", 10**30)), "configuration"),
    "players-five": (lambda d: edited(d, _set("config", "players", 5)), "configuration"),
    "players-negative": (lambda d: edited(d, _set("config", "players", -3)), "configuration"),
    "players-as-list": (lambda d: edited(d, _set("config", "players", [2])), "configuration"),
    "seed-as-float": (lambda d: edited(d, _set("config", "seed", 17.5)), "configuration"),
    "first-player-huge": (lambda d: edited(d, _set("config", "first_player", 10**30)), ""),
    "unknown-config-field": (lambda d: edited(d, _set("config", "cheat", True)), ""),
    "config-as-list": (lambda d: edited(d, _set("config", [2, 17])), "configuration"),
    "actions-as-text": (lambda d: edited(d, _set("actions", "leap leap")), ""),
    "action-as-number": (lambda d: edited(d, _set("actions", 0, 7)), "action 1"),
    "action-unknown-type": (lambda d: edited(d, _set("actions", 0, {"type": "win"})), "action 1"),
    "action-huge-number": (
        lambda d: edited(d, _set("actions", 0, {"type": "choose_lion", "lion": 10**30})),
        "action 1",
    ),
    "layout-as-number": (lambda d: edited(d, _set("config", "layout", 5)), ""),
    "turn-cap-as-text": (lambda d: edited(d, _set("config", "turn_cap", "5")), ""),
    "action-type-as-list": (lambda d: edited(d, _set("actions", 0, {"type": ["leap"]})), ""),
    "deeply-nested-brackets": (lambda d: b"[" * 100_000, ""),
}


@pytest.mark.parametrize("case", list(BAD_FILES), ids=list(BAD_FILES))
def test_load__a_damaged_file_is_refused_with_a_reason_and_left_untouched(case, good, tmp_path):
    make, words = BAD_FILES[case]
    raw = make(good)
    path = tmp_path / "damaged.json"
    path.write_bytes(raw)
    stat = path.stat()
    try:
        save.load(path)
    except SaveError as exc:
        message = str(exc)
    except Exception as exc:  # anything else reaches the player as a crash
        pytest.fail(f"{case}: load raised {type(exc).__name__}, not SaveError: {exc}"[:400])
    else:
        pytest.fail(f"{case}: the damaged file was loaded")
    assert message.strip() and len(message.split()) >= 4, message
    assert "damaged.json" in message, f"the message does not name the file: {message}"
    options = (words,) if isinstance(words, str) else words
    assert any(w.lower() in message.lower() for w in options), f"{words!r} not in {message!r}"
    assert path.read_bytes() == raw, "loading changed the file"
    assert path.stat().st_mtime_ns == stat.st_mtime_ns
    assert sorted(os.listdir(tmp_path)) == ["damaged.json"]
    # and from text, without a file
    with pytest.raises(SaveError):
        save.loads(raw)


def test_load__an_edited_choice_that_is_still_legal_is_caught_by_the_snapshot():
    """Swap the last decision for another legal one: every move replays, but the table differs."""
    game = Game(Config(players=2, seed=23))
    rnd = random.Random(23)
    for _ in range(80):
        game.apply(rnd.choice(game.legal_actions()))
    while len(game.legal_actions()) < 2:
        game.apply(rnd.choice(game.legal_actions()))
    chosen, other = game.legal_actions()[:2]
    game.apply(chosen)
    data = json.loads(save.dumps(game))
    data["actions"][-1] = other.to_dict()
    with pytest.raises(SaveError, match="edited"):
        save.loads(json.dumps(data))


def test_load__a_missing_file_is_a_save_error(tmp_path):
    with pytest.raises(SaveError, match="nothing.json"):
        save.load(tmp_path / "nothing.json")


# --- writing --------------------------------------------------------------------------------------


def test_save__leaves_no_temporary_files_behind(tmp_path):
    game = played(Config(players=2, seed=5), 60)
    for k in range(3):
        save.save(game, tmp_path / "slot.json")
        game.apply(game.legal_actions()[0])
        save.save(game, tmp_path / f"other{k}.json")
    assert sorted(os.listdir(tmp_path)) == [
        "other0.json",
        "other1.json",
        "other2.json",
        "slot.json",
    ]


def test_save__over_an_existing_file_replaces_it_whole(tmp_path):
    long_game = played(Config(players=4, seed=6), 600)
    short_game = played(Config(players=2, seed=6), 5)
    path = tmp_path / "slot.json"
    save.save(long_game, path)
    long_size = path.stat().st_size
    save.save(short_game, path)
    raw = path.read_bytes()
    assert len(raw) < long_size
    assert raw == save.dumps(short_game).encode("utf-8")
    assert_same_game(save.load(path), short_game)
    assert os.listdir(tmp_path) == ["slot.json"]


def test_save__a_crash_while_writing_keeps_the_previous_save_whole(tmp_path, monkeypatch):
    first = played(Config(players=2, seed=8), 30)
    path = tmp_path / "slot.json"
    save.save(first, path)
    before = path.read_bytes()

    def power_cut(*_args, **_kwargs):
        raise OSError("disk unplugged")

    monkeypatch.setattr(save.os, "replace", power_cut)
    later = played(Config(players=2, seed=8), 90)
    with pytest.raises(OSError):
        save.save(later, path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["slot.json"]
    assert_same_game(save.load(path), first)


def test_save__accepts_a_plain_string_path(tmp_path):
    game = played(Config(players=2, seed=9), 10)
    path = str(tmp_path / "slot.json")
    save.save(game, path)  # type: ignore[arg-type]
    assert_same_game(save.load(Path(path)), game)


def test_load__an_edited_move_is_caught_even_when_the_table_ends_the_same(good):
    # the checksum over the moves catches an edit that replays to the same final table
    data = json.loads(json.dumps(good))
    data["actions_sha256"] = "0" * 64
    with pytest.raises(SaveError, match="checksum"):
        save.loads(json.dumps(data), "edited.json")
