"""Save fuzzing (issue 8, item 9): damaged saves are refused cleanly, never with a crash.

Real saves (a hot-seat game, a solo game and a campaign chapter, each a few decisions in, written by
the autosave as a player's game is) are truncated, have bytes flipped or non-UTF-8 bytes put in,
keys deleted or duplicated, any field set to the wrong type (a string for a number, a list for a
table, null), to huge or negative numbers, NaN or Infinity, to deep nesting, actions pushed out of
range, and versions set newer.  Every one must be:

* refused with the engine's own `SaveError` and a message naming the file (no bare KeyError,
  TypeError, OverflowError, RecursionError or MemoryError), or, when the change is harmless (a
  table field the game does not replay), loaded as exactly the game that was saved;
* left byte for byte as it was by loading;
* in the app: moved aside by the saved-games scan or by Continue, with a notice, the menu working.

The player's settings file and campaign progress file get the same treatment: a damaged one is
moved aside whole, the defaults are used and the player is told; the game never crashes.
"""

from __future__ import annotations

import copy
import json
import math
import random
from functools import cache
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core import Config, SaveError, save
from game.session import autosave, campaign
from game.session.autosave import Autosave
from game.session.match import Match
from game.text.campaign import progress_text
from game.text.saves import notice_text
from game.ui import user_settings

FUZZ = settings(
    max_examples=300,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
)

SENTINEL = "\x00fuzz\x00"
SENTINEL_JSON = json.dumps(SENTINEL)
DUP_KEY = "\x00dup\x00"


# --- real saves ----------------------------------------------------------------------------------


@cache
def real_save(kind: str) -> bytes:
    """The bytes the autosave wrote for a real game a few decisions in (cached per session)."""
    import os
    import tempfile

    folder = Path(tempfile.mkdtemp(prefix="lionwake-fuzz-"))
    old = os.environ.get("LIONWAKE_DATA_DIR")
    os.environ["LIONWAKE_DATA_DIR"] = str(folder)
    try:
        if kind == "hot-seat":
            match = Match(Config(players=2, seed=5), seats=["human", "human"])
            decisions = 24
        elif kind == "solo":
            match = Match(Config(players=1, seed=6, difficulty="hard"), seats=["human"])
            decisions = 16
        else:
            match = Match(
                Config(players=1, seed=7, layout="campaign/chapter-2"), seats=["human"], chapter=2
            )
            decisions = 16
        match.autosave = Autosave.new()
        rnd = random.Random(kind)
        for _ in range(decisions):
            match.apply(rnd.choice(match.legal()))
        match.autosave.wait()
        assert not match.over
        return match.autosave.path.read_bytes()
    finally:
        if old is None:
            os.environ.pop("LIONWAKE_DATA_DIR", None)
        else:
            os.environ["LIONWAKE_DATA_DIR"] = old


@cache
def real_state(kind: str) -> dict:
    return save.loads(real_save(kind)).state.to_dict()


KINDS = ["hot-seat", "solo", "campaign"]


# --- the mutations -------------------------------------------------------------------------------


def _paths(data, prefix=()) -> list[tuple]:
    """Every place in the JSON tree (dict keys and list indexes), the root first."""
    out = [prefix]
    if isinstance(data, dict):
        for k, v in data.items():
            out.extend(_paths(v, (*prefix, k)))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            out.extend(_paths(v, (*prefix, i)))
    return out


def _get(data, path):
    for p in path:
        data = data[p]
    return data


def _set(data, path, value):
    _get(data, path[:-1])[path[-1]] = value


def _deep(depth: int) -> str:
    return "[" * depth + "]" * depth


#: Raw JSON texts put in place of a value: wrong types, huge numbers, NaN, Infinity, deep nesting.
BAD_VALUES = [
    '"7"',
    '""',
    '"x"',
    "[]",
    "[1,2,3]",
    "{}",
    '{"a":1}',
    "null",
    "true",
    "false",
    "0",
    "-1",
    "1",
    "2",
    "-2147483649",
    "1e308",
    "-1e308",
    "1.5",
    "10" + "0" * 100,
    "-1" + "0" * 100,
    "9" * 5000,
    "NaN",
    "Infinity",
    "-Infinity",
    _deep(50),
    _deep(1500),
    _deep(100_000),
    '"' + "x" * 100_000 + '"',
]

#: Values for the fields of one action: out of range, negative, huge, wrong types.
ACTION_VALUES = ["-1", "99", "1000000", "10" + "0" * 100, "[9,9]", "[-1,-1]", '"0"', "[[[]]]"]


def _with_raw(data, path, raw: str) -> bytes:
    """`data` with the value at `path` replaced by the JSON text `raw`."""
    tree = copy.deepcopy(data)
    if path:
        _set(tree, path, SENTINEL)
        text = json.dumps(tree, separators=(",", ":"))
        return text.replace(SENTINEL_JSON, raw, 1).encode("utf-8")
    return raw.encode("utf-8")


def _mutations(draw, raw: bytes) -> tuple[str, bytes]:
    """One damaged version of the save `raw`, and what was done to it."""
    data = json.loads(raw)
    how = draw(
        st.sampled_from(
            [
                "truncate",
                "flip",
                "non-utf8",
                "empty",
                "delete",
                "duplicate",
                "value",
                "value",
                "action",
                "version",
                "splice",
            ]
        )
    )
    if how == "truncate":
        k = draw(st.integers(0, len(raw) - 1))
        return f"truncated at {k} of {len(raw)}", raw[:k]
    if how == "flip":
        flips = draw(
            st.lists(
                st.tuples(st.integers(0, len(raw) - 1), st.integers(1, 255)), min_size=1, max_size=4
            )
        )
        out = bytearray(raw)
        for i, x in flips:
            out[i] ^= x
        return f"bytes flipped {flips}", bytes(out)
    if how == "non-utf8":
        i = draw(st.integers(0, len(raw)))
        junk = draw(st.sampled_from([b"\xff", b"\xfe\xff", b"\xc3", b"\x80\x80", b"\xed\xa0\x80"]))
        return f"{junk!r} put in at {i}", raw[:i] + junk + raw[i:]
    if how == "empty":
        return "an empty file", draw(st.sampled_from([b"", b" ", b"\n", b"null", b"{}", b"[]"]))
    paths = _paths(data)
    if how == "delete":
        path = draw(st.sampled_from([p for p in paths if p]))
        tree = copy.deepcopy(data)
        del _get(tree, path[:-1])[path[-1]]
        return f"deleted {path}", json.dumps(tree).encode("utf-8")
    if how == "duplicate":
        dicts = [p for p in paths if isinstance(_get(data, p), dict) and _get(data, p)]
        path = draw(st.sampled_from(dicts))
        key = draw(st.sampled_from(sorted(_get(data, path))))
        value = draw(st.sampled_from(BAD_VALUES[:20] + [json.dumps(_get(data, (*path, key)))]))
        tree = copy.deepcopy(data)
        _get(tree, path)[DUP_KEY] = SENTINEL
        text = json.dumps(tree, separators=(",", ":"))
        dup = f"{json.dumps(DUP_KEY)}:{SENTINEL_JSON}"
        text = text.replace(dup, f"{json.dumps(key)}:{value}", 1)
        return f"key {key!r} of {path} duplicated as {value[:30]}", text.encode("utf-8")
    if how == "value":
        path = draw(st.sampled_from(paths))
        value = draw(st.sampled_from(BAD_VALUES))
        return f"{path} set to {value[:30]}", _with_raw(data, path, value)
    if how == "action" and "actions" in data:
        fields = [(i, k) for i, a in enumerate(data["actions"]) for k in a if k != "type"] or [
            (0, "type")
        ]
        i, k = draw(st.sampled_from(fields))
        value = draw(st.sampled_from(ACTION_VALUES))
        return f"action {i} field {k} set to {value[:30]}", _with_raw(
            data, ("actions", i, k), value
        )
    if how == "version":
        where = draw(
            st.sampled_from([("version",), ("ui", "version")] if "ui" in data else [("version",)])
        )
        value = draw(st.sampled_from(["2", "3", "999", "10" + "0" * 30, "0", "-1", '"1"', "1.0"]))
        return f"{where} set to {value}", _with_raw(data, where, value)
    # splice (and "action" for a file without actions): a piece of the file repeated or cut out
    a = draw(st.integers(0, len(raw) - 1))
    b = draw(st.integers(a, min(len(raw), a + 400)))
    if draw(st.booleans()):
        return f"bytes {a}:{b} repeated", raw[:b] + raw[a:b] + raw[b:]
    return f"bytes {a}:{b} cut", raw[:a] + raw[b:]


@st.composite
def damaged_saves(draw):
    kind = draw(st.sampled_from(KINDS))
    what, raw = _mutations(draw, real_save(kind))
    return kind, what, raw


# --- the engine: save.load -----------------------------------------------------------------------


def _load_cleanly(path: Path, kind: str, what: str) -> str:
    """Load `path` with the engine; the outcome ('refused' or 'loaded'), failing on anything else."""
    try:
        game = save.load(path)
    except SaveError as exc:
        message = str(exc)
        assert path.name in message and len(message) > len(path.name) + 10, (
            f"{what}: the refusal does not say which file and why: {message!r}"
        )
        return "refused"
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{kind} save, {what}: loading raised {type(exc).__name__}: {exc!r}"[:2000])
    assert game.state.to_dict() == real_state(kind), (
        f"{kind} save, {what}: loaded, but as a different game than was saved"
    )
    return "loaded"


@FUZZ
@given(damaged_saves())
def test_a_damaged_save__is_refused_with_a_save_error_and_left_untouched(tmp_path, case):
    kind, what, raw = case
    path = tmp_path / "fuzzed-save.json"
    path.write_bytes(raw)
    _load_cleanly(path, kind, what)
    assert path.read_bytes() == raw, f"{what}: loading changed the file"


@pytest.mark.parametrize("kind", KINDS)
def test_the_real_saves__load_as_saved(tmp_path, kind):
    """The fuzzing starts from good saves (so a refusal above is the damage's doing)."""
    path = tmp_path / "save.json"
    path.write_bytes(real_save(kind))
    assert _load_cleanly(path, kind, "untouched") == "loaded"


@pytest.mark.parametrize(
    "raw",
    [
        _deep(100_000).encode(),
        b'{"format":"lionwake-save","version":1,"config":' + _deep(100_000).encode() + b"}",
        b'{"format":"lionwake-save","version":1e999}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1e999},"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":1e308,"seed":1},"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":100000000,"seed":1},"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":-3,"seed":1},"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1,"layout":"../../x"},'
        b'"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1,"layout":7},'
        b'"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1,"first_player":99},'
        b'"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1,"difficulty":[]},'
        b'"actions":[]}',
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":-1},"actions":'
        + _deep(3000).encode()
        + b"}",
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1},"actions":[{"type":'
        b'"place_tile","hex":' + _deep(5000).encode() + b"}]}",
        b'{"format":"lionwake-save","version":1,"config":{"players":2,"seed":1},"actions":[],'
        b'"snapshot":' + _deep(5000).encode() + b"}",
        b"\xef\xbb\xbf{}",
        b"\x00" * 64,
    ],
    ids=lambda raw: repr(raw[:40]),
)
def test_hand_made_damage__is_refused_with_a_save_error(tmp_path, raw):
    path = tmp_path / "hand-made.json"
    path.write_bytes(raw)
    with pytest.raises(SaveError, match="hand-made.json"):
        save.load(path)
    assert path.read_bytes() == raw


# --- the app: the saved-games scan and Continue --------------------------------------------------


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _take_up(data_dir: Path, kind: str, what: str, raw: bytes) -> None:
    """Put a damaged save among a player's saves: the scan and Continue either refuse it (moved
    aside whole, with a notice) or take up the game as it was saved; nothing else ever happens."""
    folder = autosave.folder()
    for old in folder.iterdir():
        old.unlink()
    path = folder / "20260101-120000-fuzz00.json"
    path.write_bytes(raw)
    try:
        saves, refused = autosave.scan()
        notices = [notice_text(n) for n in refused]
        if saves:
            assert [i.path for i in saves] == [path]
            try:
                match = autosave.open_match(path)
            except autosave.SaveRefused as exc:
                notices = [notice_text(exc.notice)]
            else:
                assert match.game.state.to_dict() == real_state(kind), f"{what}: another game"
                assert path.read_bytes() == raw, f"{what}: taking the game up changed its file"
                return
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{kind} save, {what}: the app raised {type(exc).__name__}: {exc!r}"[:2000])
    assert not path.exists(), f"{what}: a refused save was left where it was"
    aside = [p for p in folder.iterdir() if p.name.startswith(path.name + ".damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == raw, f"{what}: not kept whole aside"
    assert len(notices) == 1 and "moved aside as" in notices[0] and aside[0].name in notices[0]


@settings(
    max_examples=150,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=True,
)
@given(damaged_saves())
def test_a_damaged_save_in_the_app__is_moved_aside_with_a_notice(data_dir, case):
    kind, what, raw = case
    _take_up(data_dir, kind, what, raw)


# --- the settings file and campaign progress -----------------------------------------------------


def _good_settings() -> bytes:
    good = user_settings.Settings(animation_speed=2.0, window=(1600, 900), confirm_end_turn=True)
    data = good.to_json()
    data.update(ui_scale=150, colour_blind="on")  # every field set away from its default
    return json.dumps(data, indent=1).encode("utf-8")


def _good_progress() -> bytes:
    progress = campaign.Progress()
    progress.record(1).completed = True
    progress.record(1).best_score = 31
    progress.record(1).best_title = "Lantern Keeper"
    progress.record(2).plays = 3
    progress.achievements["first-win"] = "2026-01-01"
    return json.dumps(progress.to_json(), indent=1).encode("utf-8")


@st.composite
def damaged_files(draw, good):
    return _mutations(draw, good())


def _check_settings(settings_: user_settings.Settings) -> None:
    """Whatever was read, the values are ones the game can use."""
    for name, (low, high) in user_settings.RANGES.items():
        value = getattr(settings_, name)
        assert isinstance(value, float) and math.isfinite(value) and low <= value <= high, name
    w, h = settings_.window
    assert isinstance(w, int) and isinstance(h, int)
    assert w >= user_settings.MIN_WINDOW[0] and h >= user_settings.MIN_WINDOW[1]
    assert w <= user_settings.MAX_WINDOW[0] and h <= user_settings.MAX_WINDOW[1]
    assert isinstance(settings_.fullscreen, bool) and isinstance(settings_.confirm_end_turn, bool)
    # (added with the accessibility settings; checked when this version has them)
    if hasattr(user_settings, "UI_SCALES"):
        assert settings_.ui_scale in user_settings.UI_SCALES
    if hasattr(user_settings, "COLOUR_BLIND_MODES"):
        assert settings_.colour_blind in user_settings.COLOUR_BLIND_MODES


@FUZZ
@given(damaged_files(_good_settings))
def test_a_damaged_settings_file__gives_usable_settings_and_is_kept_aside(tmp_path, case):
    what, raw = case
    path = tmp_path / "settings.json"
    for old in tmp_path.iterdir():
        old.unlink()
    path.write_bytes(raw)
    try:
        loaded, notice = user_settings.load(path)
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"settings, {what}: load raised {type(exc).__name__}: {exc!r}"[:2000])
    _check_settings(loaded)
    if notice:
        assert not path.exists()
        aside = [p for p in tmp_path.iterdir() if p.name.startswith("settings.json.damaged-")]
        assert len(aside) == 1 and aside[0].read_bytes() == raw and aside[0].name in notice
    else:
        assert path.read_bytes() == raw


@FUZZ
@given(damaged_files(_good_progress))
def test_a_damaged_progress_file__gives_fresh_progress_and_is_kept_aside(tmp_path, case):
    what, raw = case
    path = tmp_path / "progress.json"
    for old in tmp_path.iterdir():
        old.unlink()
    path.write_bytes(raw)
    try:
        progress = campaign.load(path)
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"progress, {what}: load raised {type(exc).__name__}: {exc!r}"[:2000])
    if progress.problem:
        assert not path.exists()
        aside = [p for p in tmp_path.iterdir() if p.name.startswith("progress.json.damaged-")]
        assert len(aside) == 1 and aside[0].read_bytes() == raw
        assert aside[0].name in progress_text(progress.problem)
        assert progress.chapters == {} and progress.achievements == {}
    else:
        assert path.read_bytes() == raw
        # what was read can be shown and written again
        json.dumps(progress.to_json())
        for number, record in progress.chapters.items():
            assert isinstance(number, int) and isinstance(record.best_score, int)
            assert isinstance(record.plays, int) and isinstance(record.best_title, str)
        progress.titles()


# --- every field of the small files, with every bad value ----------------------------------------


def _every_field(good: bytes) -> list[tuple[str, bytes]]:
    data = json.loads(good)
    return [
        (f"{path} set to {value[:20]}", _with_raw(data, path, value))
        for path in _paths(data)
        for value in BAD_VALUES
    ]


def test_every_settings_field_with_every_bad_value__gives_usable_settings(tmp_path):
    for n, (what, raw) in enumerate(_every_field(_good_settings())):
        folder = tmp_path / str(n)
        folder.mkdir()
        path = folder / "settings.json"
        path.write_bytes(raw)
        try:
            loaded, notice = user_settings.load(path)
        except Exception as exc:  # noqa: BLE001 - the point of the test
            pytest.fail(f"settings, {what}: load raised {type(exc).__name__}: {exc!r}"[:2000])
        _check_settings(loaded)
        assert path.exists() != bool(notice), what


def test_every_progress_field_with_every_bad_value__gives_usable_progress(tmp_path):
    for n, (what, raw) in enumerate(_every_field(_good_progress())):
        folder = tmp_path / str(n)
        folder.mkdir()
        path = folder / "progress.json"
        path.write_bytes(raw)
        try:
            progress = campaign.load(path)
        except Exception as exc:  # noqa: BLE001 - the point of the test
            pytest.fail(f"progress, {what}: load raised {type(exc).__name__}: {exc!r}"[:2000])
        assert path.exists() != bool(progress.problem), what
        for record in progress.chapters.values():
            assert isinstance(record.best_score, int) and isinstance(record.plays, int), what


def test_every_header_and_table_field_with_every_bad_value__is_refused_or_harmless(data_dir):
    """The configuration, versions and table block of a real save (not the long snapshot, which
    the fuzzing above samples): each value replaced by each bad one, through the app's scan and
    Continue."""
    data = json.loads(real_save("hot-seat"))
    paths = [p for p in _paths(data) if not p or p[0] in ("format", "version", "config", "ui")] + [
        ("actions",),
        ("actions", 0),
        ("snapshot",),
        ("actions_sha256",),
    ]
    for path in paths:
        for value in BAD_VALUES:
            _take_up(
                data_dir, "hot-seat", f"{path} set to {value[:20]}", _with_raw(data, path, value)
            )


# --- the title menu with a damaged save among good ones ------------------------------------------


def _edit(raw: bytes, change) -> bytes:
    data = json.loads(raw)
    change(data)
    return json.dumps(data).encode("utf-8")


MENU_DAMAGE = {
    "truncated": lambda raw: raw[: len(raw) // 2],
    "flipped": lambda raw: raw[:300] + bytes([raw[300] ^ 0x5A]) + raw[301:],
    "non-utf8": lambda raw: raw[:200] + b"\xff\xfe" + raw[200:],
    "empty": lambda raw: b"",
    "newer": lambda raw: _edit(raw, lambda d: d.update(version=save.VERSION + 1)),
    "over-not-a-bool": lambda raw: _edit(raw, lambda d: d["snapshot"].update(over="7")),
    "round-infinite": lambda raw: raw.replace(b'"round":', b'"round":Infinity,"x":', 1),
    "action-out-of-range": lambda raw: _edit(
        raw,
        lambda d: d["actions"][-1].update({k: 10**100 for k in d["actions"][-1] if k != "type"}),
    ),
    "deep-config": lambda raw: raw.replace(
        b'"config":', b'"config":' + _deep(50_000).encode() + b',"x":', 1
    ),
}


@pytest.mark.parametrize("damage", sorted(MENU_DAMAGE))
def test_the_menu__moves_a_damaged_save_aside_says_so_and_keeps_working(data_dir, damage):
    from game.ui.app import start_app
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.handoff import HandoffScene
    from game.ui.scenes.menu import MenuScene
    from game.ui.scenes.newgame import NewGameScene
    from tests.ui.driver import click

    good = Match(Config(players=2, seed=61), seats=["human", "human"], autosave=Autosave.new())
    rnd = random.Random(61)
    for _ in range(10):
        good.apply(rnd.choice(good.legal()))
    good.autosave.wait()
    good_bytes = good.autosave.path.read_bytes()
    bad_path = autosave.folder() / "29990101-000000-bad000.json"
    # the newest save, so that Continue tries it first
    newest = _edit(real_save("hot-seat"), lambda d: d["ui"].update(saved="2999-01-01T00:00:00"))
    raw = MENU_DAMAGE[damage](newest)
    bad_path.write_bytes(raw)

    app = start_app()
    app.settings.animation_speed = 0
    app.step(0.016)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    for _ in range(3):  # Continue: a save the quick scan let through fails here instead
        labels = [b.label for b in menu.buttons]
        assert "Continue" in labels, f"{damage}: the good save is not offered"
        click(app, next(b for b in menu.buttons if b.label == "Continue").rect.center)
        if not isinstance(app.stack.top, MenuScene):
            break
    if isinstance(app.stack.top, HandoffScene):
        click(app, (10, 10))
    board = app.stack.top
    assert isinstance(board, BoardScene), f"{damage}: Continue never reached the good game"
    assert board.match.game.state.to_dict() == good.game.state.to_dict()
    notice = " ".join(menu.notices)
    assert "moved aside as" in notice, f"{damage}: no notice on the menu ({menu.notices})"
    aside = list(autosave.folder().glob(bad_path.name + ".damaged-*"))
    assert len(aside) == 1 and aside[0].read_bytes() == raw and aside[0].name in notice
    assert not bad_path.exists()
    assert good.autosave.path.read_bytes() == good_bytes
    # and the menu goes on working
    app.stack.pop()
    app.step(0.016)
    assert app.stack.top is menu
    click(app, next(b for b in menu.buttons if b.label == "New hot-seat game").rect.center)
    assert isinstance(app.stack.top, NewGameScene)
