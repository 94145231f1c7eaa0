"""A game's layout must be a level the game ships, for its player count (issue 39, items 1 and 6).

* Item 1: a level is played only by the table it declares (its map property ``players``; Solo on
  a 2-player level or a chapter declaring 1; "build your own" by any).  A save whose configuration
  does not fit its village — a 2-player save naming the 4-player map — is refused with a
  `SaveError`, by `save.load` and by Continue (which moves the file aside), never a crash; and no
  odd configuration value makes setup raise anything but `ValueError` (a save: `SaveError`).
* Item 6: a layout is a level's *name*, never a path: ``../../../tmp/x``, absolute paths,
  backslashes, NUL and links leading out of levels/ are refused before any file is opened.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import sys
from pathlib import Path

import pytest
import pytmx
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from game import resources
from game.core import Config, Game, SaveError, save
from game.core.engine import layout_for
from game.session import autosave
from game.session.autosave import Autosave
from game.session.match import Match

SHIPPED = [
    "first-game-2p",
    "first-game-3p",
    "first-game-4p",
    *(f"campaign/chapter-{n}" for n in range(1, 9)),
]


@pytest.fixture
def opened(monkeypatch) -> list[Path]:
    """Every Tiled map file the game opens during the test, resolved."""
    seen: list[Path] = []
    real = pytmx.TiledMap

    def recording(filename, *args, **kwargs):
        seen.append(Path(filename).resolve())
        return real(filename, *args, **kwargs)

    monkeypatch.setattr(pytmx, "TiledMap", recording)
    return seen


def _autosaved(config: Config, seats: list[str], decisions: int = 6) -> Path:
    """A real save the autosave wrote, a few random decisions into a game."""
    match = Match(config, seats=seats, autosave=Autosave.new())
    rnd = random.Random(config.seed)
    for _ in range(decisions):
        match.apply(rnd.choice(match.legal()))
    match.autosave.wait()
    return match.autosave.path


def _with_layout(path: Path, layout: str) -> bytes:
    data = json.loads(path.read_bytes())
    data["config"]["layout"] = layout
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    return raw


def _outside_map(folder: Path) -> Path:
    """A valid copy of the 2-player map (with its tileset) outside levels/: ``folder/x.tmx``."""
    folder.mkdir(parents=True, exist_ok=True)
    for file in ("first-game-2p.tmx", "village.tsx", "village-tiles.png"):
        shutil.copy(resources.levels_dir(file), folder / file)
    return (folder / "first-game-2p.tmx").rename(folder / "x.tmx")


# --- item 1: a level is played by the table it is for ---------------------------------------------


def test_each_shipped_level__is_played_only_by_the_player_count_it_is_for():
    """A level declaring n is for n players; Solo also takes a 2-player level ("Solo: Setup": set
    up as a normal 2-player game), and a campaign chapter (declaring 1) is for Solo only.  A level
    that does not fit is refused by `Game` and by `layout_for` alike, with a `ValueError` naming it."""
    wrong = []
    for name in SHIPPED:
        declared = 1 if name.startswith("campaign/") else int(name[-2])
        for players in (1, 2, 3, 4):
            fits = declared == players or (players == 1 and declared == 2)
            config = Config(players=players, seed=3, layout=name)
            if fits:
                if len(Game(config).state.players) != players:
                    wrong.append(f"{name} for {players}: not laid out for {players}")
                continue
            for make in (Game, layout_for):
                try:
                    make(config)
                except ValueError as exc:
                    if "players" not in str(exc) or ".tmx" not in str(exc):
                        wrong.append(f"{name} for {players}: {exc}")
                except Exception as exc:  # noqa: BLE001 - the point of the test
                    wrong.append(f"{name} for {players}: {make.__name__} {type(exc).__name__}")
                else:
                    wrong.append(f"{name} for {players}: {make.__name__} took it")
    assert wrong == []


def test_four_players_on_the_2_player_village__are_refused():
    """Four players on a 10-tile village would be a game the rules never lay out."""
    with pytest.raises(ValueError, match="first-game-2p.tmx.*2 players, not for 4 players"):
        Game(Config(players=4, layout="first-game-2p"))


def test_a_2_player_save_naming_the_4_player_map__is_refused_by_load(data_dir):
    path = _autosaved(Config(players=2, seed=11), ["human", "human"])
    raw = _with_layout(path, "first-game-4p")
    with pytest.raises(SaveError, match=f"{path.name}.*first-game-4p.tmx.*not for 2 players"):
        save.load(path)
    assert path.read_bytes() == raw


def test_a_2_player_save_naming_the_4_player_map__is_moved_aside_by_continue(data_dir):
    path = _autosaved(Config(players=2, seed=12), ["human", "human"])
    raw = _with_layout(path, "first-game-4p")
    with pytest.raises(SaveError, match="moved aside"):
        autosave.open_match(path)
    assert not path.exists(), "Continue would crash on the same file again"
    aside = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == raw


# --- odd configurations: ValueError from setup, SaveError from a save ------------------------------

ODD_VALUES = [
    None,
    True,
    False,
    0,
    1,
    2,
    4,
    5,
    -1,
    -(2**63) - 1,
    2**64,
    10**5000,
    1.0,
    2.5,
    float("inf"),
    float("nan"),
    "",
    "2",
    "first-game",
    "build",
    "first-game-2p",
    "first-game-4p",
    "campaign/chapter-1",
    "../../../etc/passwd",
    "/etc/passwd",
    "a\x00b",
    "x\\y",
    "campaign/../first-game-2p",
    "x" * 5000,
    [],
    {},
    [1],
    {"a": 1},
    "easy",
    "casual",
]
FIELDS = [
    "players",
    "seed",
    "layout",
    "character_draft",
    "lion_draft",
    "first_player",
    "turn_cap",
    "difficulty",
]


def _try_config(fields: dict) -> None:
    """Set up a game from `fields`: refused with ValueError, or a game that saves and loads back."""
    try:
        game = Game(Config(**fields))
    except ValueError:
        return
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{fields!r:.300}: setup raised {type(exc).__name__}: {exc}")
    again = save.loads(save.dumps(game), "again.json")
    assert again.state.to_dict() == game.state.to_dict()


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_odd_configuration_values__are_refused_with_value_error_or_played(players):
    """Every field set to a wrong type, a huge, negative or odd value: `Game` refuses it with a
    `ValueError` (or plays it, and its save loads back), never another exception."""
    for field in FIELDS:
        for value in ODD_VALUES:
            _try_config({"players": players, "seed": 1, field: value})


def test_bools_and_negative_turn_caps__are_not_numbers_setup_takes():
    for fields in ({"players": True}, {"seed": False}, {"first_player": False}, {"turn_cap": -1}):
        with pytest.raises(ValueError):
            Game(Config(**{"players": 2, **fields}))


def _save_json(config: object) -> dict:
    return {"format": "lionwake-save", "version": 1, "config": config, "actions": []}


JSON_VALUES = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats()
    | st.text(max_size=12)
    | st.sampled_from(["first-game", "build", *SHIPPED, "../../x", "/x", "row", "easy"]),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=6,
)


@settings(
    max_examples=300,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    st.dictionaries(st.sampled_from([*FIELDS, "bogus"]), JSON_VALUES, max_size=5),
    st.integers(1, 4),
)
@example({"layout": "first-game-4p"}, 2)
@example({"layout": "first-game-4p"}, 3)
@example({"layout": "campaign/chapter-1", "players": 2}, 1)
@example({"seed": 10**4000}, 2)
def test_a_save_with_any_damaged_configuration__is_refused_with_a_save_error(fields, players):
    config = {"players": players, "seed": 1, **fields}
    try:
        save.from_json(_save_json(config), "odd.json")
    except SaveError as exc:
        assert "odd.json" in str(exc)
    except Exception as exc:  # noqa: BLE001 - the point of the test
        pytest.fail(f"{config!r:.300}: raised {type(exc).__name__}: {exc}")


# --- item 6: a layout is a level's name, never a path ---------------------------------------------


def test_the_shipped_levels__are_listed_by_name():
    assert sorted(resources.level_names()) == sorted(SHIPPED)


def test_a_save_whose_layout_leads_out_of_levels__is_refused_and_the_file_is_never_read(
    data_dir, tmp_path, opened
):
    outside = _outside_map(tmp_path / "elsewhere")
    relative = os.path.relpath(outside.with_suffix(""), resources.levels_dir())
    assert relative.startswith("..")
    path = _autosaved(Config(players=2, seed=13), ["human", "human"])
    raw = _with_layout(path, relative)
    with pytest.raises(SaveError, match=path.name):
        save.load(path)
    with pytest.raises(SaveError, match="moved aside"):
        autosave.open_match(path)
    assert outside.resolve() not in opened
    assert all(p.is_relative_to(resources.levels_dir().resolve()) for p in opened)
    aside = [p for p in path.parent.iterdir() if p.name.startswith(f"{path.name}.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes() == raw


BAD_NAMES = [
    "",
    "first-game-2p/",
    "/first-game-2p",
    "./first-game-2p",
    "campaign/../first-game-2p",
    "campaign/chapter-1/x",
    "..\\first-game-2p",
    "first-game\\2p",
    "first-game-2p\x00",
    "FIRST-GAME-2P",
    "first-game-2p.tmx.tmx",
    "village",
    "nope",
    "x" * 5000,
    "assets/first-game-2p",
]


def test_layout_for__any_name_but_a_shipped_level__raises_value_error_and_reads_nothing(opened):
    """The check the command-line tools call: ValueError (or its ContentError) for every bad name,
    whatever the player count, and no file opened."""
    wrong = []
    for name in BAD_NAMES:
        for players in (1, 2, 4):
            try:
                layout_for(Config(players=players, layout=name))
            except ValueError:
                continue
            except Exception as exc:  # noqa: BLE001 - the point of the test
                wrong.append(f"{name[:30]!r} for {players}: {type(exc).__name__}: {exc}"[:200])
            else:
                wrong.append(f"{name[:30]!r} for {players}: taken")
    assert wrong == []
    assert opened == []


def test_layout_for__an_absolute_path_to_a_real_map__is_refused_unread(tmp_path, opened):
    outside = _outside_map(tmp_path / "elsewhere")
    for name in (str(outside), str(outside.with_suffix(""))):
        with pytest.raises(ValueError, match="not the name of a level"):
            layout_for(Config(players=2, layout=name))
    assert opened == []


def test_a_link_in_levels_leading_outside__is_no_level(tmp_path, monkeypatch, opened):
    """A symlink planted in levels/ that resolves elsewhere is refused, and not listed."""
    bundle = tmp_path / "bundle"
    shutil.copytree(resources.levels_dir(), bundle / "levels")
    outside = _outside_map(tmp_path / "elsewhere")
    (bundle / "levels" / "evil.tmx").symlink_to(outside)
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.levels_dir() == bundle / "levels"
    with pytest.raises(ValueError, match="outside"):
        layout_for(Config(players=2, layout="evil"))
    assert "evil" not in resources.level_names()
    assert opened == []
    assert layout_for(Config(players=2, layout="first-game-2p")).players == 2  # the rest still load
