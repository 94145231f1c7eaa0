"""Every reader of a player's files, fuzzed through the real screens (issue 39: "Extend the existing
fuzz tests to every reader, through the real screens that read them").

The app is started as a player starts it (`game.ui.app.start_app`, headless, LIONWAKE_DATA_DIR a
fresh folder) and driven by clicks through the screen that reads the file:

=============  =========================================================================  ========
reader         the way in                                                                 file
=============  =========================================================================  ========
continue       title → Continue (a good older save beside the damaged newest one)          a save
saved-games    title shown, then the damaged save appears → Saved games → Load             a save
settings       start → title (its notice) → Settings → Music (which writes the file)       settings
campaign       title → Campaign → Titles, Achievements → Play chapter 1                    progress
scores         a won Solo chapter's scores (they read and write the progress) → campaign   progress
=============  =========================================================================  ========

Kinds of damage, each for each reader (`DAMAGES`, 14): truncated, empty, binary garbage, valid
JSON of the wrong type at the top (a list, a string, a number), fields of the wrong type, from a
newer version, from an older one (version 0), a folder, a symlink loop, a file over the size limit
(a sparse file).  That is 5 × 14 = 70 cases.  Unexpected but parseable values (`ODD`: other date
formats in a save's ``saved``, NaN / Infinity / 1e400 / floats where whole numbers belong, negative
and huge numbers, unknown keys) may be used rather than refused: 12 for each save reader, 6 for
settings, 7 for each progress reader, so 44 cases; 114 in all.  `--soak` adds every field of the
settings and progress files set to every bad value of `test_save_fuzz.BAD_VALUES`, through the
screens.

Each case asserts: no exception; the screen shows; a file refused has a notice naming where it
went, and is kept whole as ``<name>.damaged-<time>`` (or, for a file used, its values as the
screen shows them are in range); and the game goes on: a new game starts.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pygame
import pytest

pytest.importorskip("pygame")

from game.core import save  # noqa: E402
from game.session import autosave, campaign  # noqa: E402
from game.text.campaign import progress_text  # noqa: E402
from game.ui import user_settings  # noqa: E402
from game.userfiles import SMALL_FILE_LIMIT  # noqa: E402

from ..core.test_save_fuzz import (  # noqa: E402
    BAD_VALUES,
    _check_settings,
    _edit,
    _good_progress,
    _good_settings,
    _paths,
    _with_raw,
    real_save,
    real_state,
)
from .driver import click  # noqa: E402
from .scenario import button, key  # noqa: E402

BAD_SAVE = "29990101-000000-bad000.json"  # the newest save: Continue tries it first
GOOD_SAVE = "20260101-000000-good00.json"


# --- the files, good and damaged ------------------------------------------------------------------


def _newest_save() -> bytes:
    return _edit(real_save("hot-seat"), lambda d: d["ui"].update(saved="2999-01-01T00:00:00"))


def _older_save() -> bytes:
    return _edit(real_save("hot-seat"), lambda d: d["ui"].update(saved="2026-01-01T00:00:00"))


def _set(**fields) -> Callable[[bytes], bytes]:
    """An edit of the top-level fields (a dotted name reaches into a table: "ui.saved")."""

    def change(data: dict) -> None:
        for dotted, value in fields.items():
            *where, last = dotted.split(".")
            target = data
            for part in where:
                target = target[part]
            target[last] = value

    return lambda raw: _edit(raw, change)


def _raw(text: str, dotted: str) -> Callable[[bytes], bytes]:
    """`dotted` set to the JSON text `text` (NaN, Infinity, 1e400: what `json.dumps` cannot write)."""

    def change(raw: bytes) -> bytes:
        data = json.loads(raw)
        where, node = [], data
        for part in dotted.split("."):  # a list's index is a number
            step = int(part) if isinstance(node, list) else part
            where.append(step)
            node = node[step]
        return _with_raw(data, tuple(where), text)

    return change


#: fields of the wrong type, for each kind of file
WRONG_FIELDS = {
    "save": _set(**{"config.players": "2", "ui.seats": "human", "snapshot.over": "no"}),
    "settings": _set(
        music_volume="loud", window="1600x900", fullscreen="yes", ui_scale="150", hot_seat=[1]
    ),
    "progress": _set(chapters={"1": {"completed": "yes", "best_score": "31", "plays": [3]}}),
}


@dataclass(frozen=True)
class Original:
    """What was put at the reader's path, to be recognised wherever it is kept."""

    path: Path
    same: Callable[[Path], bool]

    def asides(self) -> list[Path]:
        return sorted(self.path.parent.glob(self.path.name + ".damaged-*"))


def _bytes(raw: bytes) -> Callable[[Path], Original]:
    def put(path: Path) -> Original:
        path.write_bytes(raw)
        return Original(
            path, lambda p: p.is_file() and not p.is_symlink() and p.read_bytes() == raw
        )

    return put


def _folder(path: Path) -> Original:
    path.mkdir()
    (path / "mine.txt").write_text("the player's")

    def same(p: Path) -> bool:
        return p.is_dir() and (p / "mine.txt").read_text() == "the player's"

    return Original(path, same)


def _symlink_loop(path: Path) -> Original:
    os.symlink(path.name, path)  # a link to itself
    return Original(path, lambda p: p.is_symlink() and os.readlink(p) == path.name)


def _too_large(limit: int) -> Callable[[Path], Original]:
    def put(path: Path) -> Original:
        with path.open("wb") as fh:
            fh.truncate(limit + 1)  # sparse: no disk used
        return Original(path, lambda p: p.is_file() and p.stat().st_size == limit + 1)

    return put


#: damage -> (for a kind of file, its good bytes and size limit) -> what to put at its path;
#: each must be refused
DAMAGES: dict[str, Callable[[str, bytes, int], Callable[[Path], Original]]] = {
    "truncated": lambda kind, good, limit: _bytes(good[: len(good) // 2]),
    "empty": lambda kind, good, limit: _bytes(b""),
    "garbage": lambda kind, good, limit: _bytes(bytes(range(256))[::-1] * 3),
    "top-list": lambda kind, good, limit: _bytes(b"[1, 2, 3]"),
    "top-string": lambda kind, good, limit: _bytes(b'"lionwake"'),
    "top-number": lambda kind, good, limit: _bytes(b"7"),
    "fields-wrong-type": lambda kind, good, limit: _bytes(WRONG_FIELDS[kind](good)),
    "newer": lambda kind, good, limit: _bytes(_set(version=99)(good)),
    "older": lambda kind, good, limit: _bytes(_set(version=0)(good)),
    "folder": lambda kind, good, limit: _folder,
    "symlink-loop": lambda kind, good, limit: _symlink_loop,
    "too-large": lambda kind, good, limit: _too_large(limit),
    "non-utf8": lambda kind, good, limit: _bytes(good[:40] + b"\xff\xfe" + good[40:]),
    "deep": lambda kind, good, limit: _bytes(b"[" * 100_000 + b"]" * 100_000),
}
#: may be used rather than refused: the fields' values are each checked or ignored
MAY_BE_USED = {"fields-wrong-type", "older"}

#: unexpected but parseable values, for each kind of file: used or refused, never a crash
ODD: dict[str, dict[str, Callable[[bytes], bytes]]] = {
    "save": {
        "saved-utc-z": _set(**{"ui.saved": "2999-12-05T03:00:00Z"}),
        "saved-offset": _set(**{"ui.saved": "2999-12-05T03:00:00+08:00"}),
        "saved-day-month-year": _set(**{"ui.saved": "05/12/2999"}),
        "saved-date-only": _set(**{"ui.saved": "2999-12-05"}),
        "saved-epoch": _set(**{"ui.saved": 32503680000}),
        "saved-epoch-float": _set(**{"ui.saved": 32503680000.5}),
        "round-float": _set(**{"snapshot.round": 3.0}),
        "round-nan": _raw("NaN", "snapshot.round"),
        "round-1e400": _raw("1e400", "snapshot.round"),
        "round-negative": _set(**{"snapshot.round": -3}),
        "round-huge": _set(**{"snapshot.round": 10**100}),
        "unknown-keys": _set(extra={"a": [1, 2]}, **{"ui.mood": "merry", "config.x": 1}),
    },
    "settings": {
        "nan": lambda raw: raw.replace(b'"music_volume": 0.25', b'"music_volume": NaN'),
        "infinity-and-1e400": lambda raw: _raw("1e400", "ui_scale")(
            _raw("Infinity", "window.0")(raw)
        ),
        "floats-for-ints": _set(
            window=[1600.7, 900.2], ui_scale=149.9, **{"hot_seat.players": 3.0}
        ),
        "negative": _set(music_volume=-5, window=[-1600, -900], ui_scale=-150, computer_pace=-1),
        "huge": _set(effects_volume=10**30, window=[10**30, 10**30], ui_scale=10**100),
        "unknown-keys": _set(extra={"a": [1]}, theme="dark", **{"solo.x": 1}),
    },
    "progress": {
        "dates": _set(
            achievements={
                "first-win": "2026-12-05T03:00:00Z",
                "flawless": "05/12/2026",
                "hard-win": 1767225600,
            }
        ),
        "nan": _raw("NaN", "chapters.1.best_score"),
        "1e400": _raw("1e400", "chapters.1.best_score"),
        "floats-for-ints": _set(**{"chapters.1.best_score": 31.9, "chapters.2.plays": 2.5}),
        "negative": _set(**{"chapters.1.best_score": -31, "chapters.2.plays": -3}),
        "huge": _set(**{"chapters.1.best_score": 10**30, "chapters.2.plays": 10**30}),
        "unknown-keys": _set(
            extra=[1],
            achievements={"no-such-achievement": "2026-01-01"},
            **{"chapters.1.mood": "merry", "chapters.99": {"completed": True}},
        ),
    },
}


# --- the app, as a player drives it --------------------------------------------------------------


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _title():
    from game.ui.app import start_app
    from game.ui.scenes.menu import MenuScene

    app = start_app()
    app.settings.animation_speed = 0.0
    app.step(0.016)
    menu = app.stack.top
    assert isinstance(menu, MenuScene), type(menu).__name__
    return app, menu


def _to_title(app):
    """Back to the title menu (Escape on each screen; a board is left as its pause menu would)."""
    from game.ui.scenes.menu import MenuScene

    for _ in range(10):
        top = app.stack.top
        if isinstance(top, MenuScene):
            return top
        if hasattr(top, "match"):
            app.stack.pop()
            app.step(0.016)
        else:
            key(app, __import__("pygame").K_ESCAPE)
    raise AssertionError(f"never back at the title: {type(app.stack.top).__name__}")


def _new_game_starts(app) -> None:
    """The game goes on: from the title, a new hot-seat game starts."""
    from game.session.match import Match
    from game.ui.scenes.newgame import NewGameScene

    menu = _to_title(app)
    click(app, button(menu.buttons, "New hot-seat game").rect.center)
    setup = app.stack.top
    assert isinstance(setup, NewGameScene)
    click(app, button(setup.buttons, "Start the game").rect.center)
    assert isinstance(getattr(app.stack.top, "match", None), Match), type(app.stack.top).__name__


def _outcome(original: Original, notices: list[str], must_refuse: bool) -> bool:
    """Whether the file was used (True) or refused (False): a refused one is kept whole beside,
    with a notice naming where; a used one is left where it was, as it was."""
    told = " ".join(notices)
    asides = original.asides()
    if not asides:
        assert not must_refuse, f"not refused: {original.path.name} ({told!r})"
        assert original.same(original.path), "a file used was changed"
        return True
    assert len(asides) == 1, asides
    assert original.same(asides[0]), f"{asides[0].name} is not the original kept whole"
    assert not os.path.lexists(original.path), "the damaged file is still in the way"
    assert asides[0].name in told, f"no notice names {asides[0].name}: {notices}"
    return False


# --- the readers -----------------------------------------------------------------------------------


def _shows_the_good_game(app) -> None:
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.handoff import HandoffScene

    if isinstance(app.stack.top, HandoffScene):
        click(app, (10, 10))
    board = app.stack.top
    assert isinstance(board, BoardScene), type(board).__name__
    assert board.match.game.state.to_dict() == real_state("hot-seat")
    app.step(0.016)


def _saves_in_range(infos) -> None:
    for info in infos:  # what the list and Continue's note show
        assert 1 <= info.saved.year <= 9999 and info.saved.tzinfo is None
        assert isinstance(info.round, int) and info.round >= 0, info.round


def _continue(put: Callable[[Path], Original], must_refuse: bool) -> None:
    from game.ui.scenes.menu import MenuScene

    folder = autosave.folder()
    good = folder / GOOD_SAVE
    good.write_bytes(_older_save())
    original = put(folder / BAD_SAVE)
    app, menu = _title()
    _saves_in_range(menu.saves)
    for _ in range(3):  # a save the scan let through may fail as Continue opens it
        assert button(menu.buttons, "Continue")
        click(app, button(menu.buttons, "Continue").rect.center)
        if not isinstance(app.stack.top, MenuScene):
            break
    _shows_the_good_game(app)
    _outcome(original, menu.notices, must_refuse)
    assert good.read_bytes() == _older_save()
    _new_game_starts(app)


def _saved_games(put: Callable[[Path], Original], must_refuse: bool) -> None:
    from game.ui.scenes.saved_games import SavedGamesScene

    folder = autosave.folder()
    good = folder / GOOD_SAVE
    good.write_bytes(_older_save())
    app, menu = _title()
    original = put(folder / BAD_SAVE)  # it turns up while the title is shown (a sync tool)
    click(app, button(menu.buttons, "Saved games").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SavedGamesScene)
    app.step(0.016)
    _saves_in_range(scene.saves)
    for _ in range(3):
        click(app, button(scene.buttons, "Load").rect.center)
        if app.stack.top is not scene:
            break
        app.step(0.016)
    _shows_the_good_game(app)
    _outcome(original, scene.notices, must_refuse)
    _new_game_starts(app)


def _settings(put: Callable[[Path], Original], must_refuse: bool) -> None:
    from game.ui.scenes.settings import SettingsScene

    path = user_settings.default_path()
    original = put(path)
    app, menu = _title()
    _check_settings(app.settings)
    used = _outcome(original, menu.notices, must_refuse)
    click(app, button(menu.buttons, "Settings").rect.center)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    app.step(0.016)
    music = app.settings.music_volume
    for _ in range(30):  # (a huge window at 200% scrolls its rows: the Music row brought in view)
        row = next(b for name, b in scene.rows if name == "Music")
        if row.rect.width:
            break
        key(app, pygame.K_DOWN)
    click(app, row.rect.center)
    assert app.settings.music_volume != music
    assert not app.settings_problem, app.settings_problem
    kept, notice = user_settings.load(path)  # the file written is one the game reads
    assert not notice and kept == app.settings
    if not used:
        assert len(original.asides()) == 1 and original.same(original.asides()[0])
    _new_game_starts(app)


def _progress_in_range(progress: campaign.Progress) -> None:
    """What the campaign screens and the scores show of the progress read."""
    for number, record in progress.chapters.items():
        assert isinstance(number, int)
        assert isinstance(record.best_score, int) and record.best_score >= 0, record
        assert isinstance(record.plays, int) and record.plays >= 0, record
        assert isinstance(record.best_title, str), record  # (an unknown title is kept as it is)
    assert all(isinstance(k, str) and isinstance(v, str) for k, v in progress.achievements.items())


def _campaign(put: Callable[[Path], Original], must_refuse: bool) -> None:
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.campaign import CampaignScene

    original = put(campaign.default_path())
    app, menu = _title()
    click(app, button(menu.buttons, "Campaign").rect.center)
    scene = app.stack.top
    assert isinstance(scene, CampaignScene), type(scene).__name__
    app.step(0.016)
    told = [progress_text(p) for p in (scene.progress.problem,) if p is not None]
    if not _outcome(original, told, must_refuse):
        fresh = scene.progress  # (the screens add an empty record for each chapter they show)
        assert not fresh.achievements and not any(r.completed for r in fresh.chapters.values())
    _progress_in_range(scene.progress)
    for label in ("Titles", "Achievements"):
        click(app, button(scene.buttons, label).rect.center)
        assert app.stack.top is not scene
        click(app, (5, 5))
        assert app.stack.top is scene
    click(app, scene.rows[0][0].center)  # chapter 1, always open
    click(app, button(scene.buttons, "Play this chapter").rect.center)
    assert isinstance(app.stack.top, BoardScene), type(app.stack.top).__name__


def _scores(put: Callable[[Path], Original], must_refuse: bool) -> None:
    from game.ui.scenes.campaign import CampaignScene
    from game.ui.scenes.scoring import ScoringScene

    from .test_battle_and_scoring import _solo_won

    original = put(campaign.default_path())
    app, _menu = _title()
    app.push(ScoringScene(app, _solo_won(chapter=1)))
    app.step(0.016)
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene)
    assert any(n.startswith("Chapter 1 complete") for n in scoring.news), scoring.news
    kept = campaign.load()  # the win is kept, over the progress used or in a fresh file
    assert kept.problem is None and kept.record(1).completed and kept.record(1).plays >= 1
    _progress_in_range(kept)
    if not original.asides():
        assert not must_refuse, f"not refused ({scoring.news})"
    else:
        (aside,) = original.asides()
        assert original.same(aside) and any(aside.name in n for n in scoring.news), scoring.news
    click(app, button(scoring.buttons, "Back to campaign").rect.center)
    assert isinstance(app.stack.top, CampaignScene)
    app.step(0.016)
    _new_game_starts(app)


READERS = {
    "continue": ("save", _continue),
    "saved-games": ("save", _saved_games),
    "settings": ("settings", _settings),
    "campaign": ("progress", _campaign),
    "scores": ("progress", _scores),
}
GOOD = {"save": _newest_save, "settings": _good_settings, "progress": _good_progress}
LIMIT = {"save": save.MAX_SAVE_BYTES, "settings": SMALL_FILE_LIMIT, "progress": SMALL_FILE_LIMIT}


@pytest.mark.parametrize("damage", sorted(DAMAGES))
@pytest.mark.parametrize("reader", sorted(READERS))
def test_each_reader_through_its_screen__refuses_each_damage_keeps_the_file_and_goes_on(
    data_dir, reader, damage
):
    kind, run = READERS[reader]
    put = DAMAGES[damage](kind, GOOD[kind](), LIMIT[kind])
    run(put, must_refuse=damage not in MAY_BE_USED)


@pytest.mark.parametrize(
    ("reader", "odd"),
    [(r, o) for r, (kind, _run) in sorted(READERS.items()) for o in sorted(ODD[kind])],
)
def test_each_reader_through_its_screen__uses_or_refuses_odd_values_sanely(data_dir, reader, odd):
    kind, run = READERS[reader]
    run(_bytes(ODD[kind][odd](GOOD[kind]())), must_refuse=False)


def _every_field(kind: str) -> list[tuple[str, bytes]]:
    data = json.loads(GOOD[kind]())
    return [
        (f"{path} = {value[:20]}", _with_raw(data, path, value))
        for path in _paths(data)
        for value in BAD_VALUES
    ]


@pytest.mark.soak
@pytest.mark.parametrize("reader", ["settings", "campaign", "scores"])
def test_every_field_with_every_bad_value__through_the_screens(tmp_path, monkeypatch, reader):
    kind, run = READERS[reader]
    for n, (what, raw) in enumerate(_every_field(kind)):
        folder = tmp_path / str(n)
        folder.mkdir()
        monkeypatch.setenv("LIONWAKE_DATA_DIR", str(folder))
        try:
            run(_bytes(raw), must_refuse=False)
        except Exception as exc:
            raise AssertionError(f"{reader}, {what}: {type(exc).__name__}: {exc}") from exc
