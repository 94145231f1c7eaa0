"""A save the game cannot use is never deleted behind the player's back (issue 39, item 4; README,
"Autosave and Continue"): the title screen moves it aside as ``<name>.damaged-<time>`` and says so,
even when it claims a finished game — Lionwake never writes one (a finished game's save is
removed by the match that finished it), so such a file is not one the game wrote as it is."""

from __future__ import annotations

import json
import random

import pytest

from game.core import Config, save
from game.core.scoring import finish_game
from game.session import autosave
from game.session.autosave import Autosave
from game.session.match import Match

from ..core.test_save_fuzz import real_save
from .driver import click
from .scenario import button


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _edited_to_over() -> bytes:
    """A real autosave a few decisions in, its snapshot edited to say the game is over."""
    data = json.loads(real_save("hot-seat"))
    data["snapshot"]["over"] = True
    data["ui"]["saved"] = "2999-01-01T00:00:00"
    return json.dumps(data).encode("utf-8")


def _a_finished_game_written_whole() -> bytes:
    """A finished Solo game saved whole, as no Lionwake writes it (a build that crashed between,
    or another tool)."""
    match = Match(Config(players=1, seed=3, difficulty="easy"), seats=["human"])
    finish_game(match.game.state, "nian_defeated", [])
    assert match.over
    data = save.to_json(match.game)
    data["ui"] = {"version": 1, "seats": ["human"], "chapter": 0, "saved": "2999-01-01T00:00:00"}
    return json.dumps(data).encode("utf-8")


@pytest.mark.parametrize(
    "make", [_edited_to_over, _a_finished_game_written_whole], ids=["edited", "written-whole"]
)
def test_the_title_screen__moves_a_save_claiming_a_finished_game_aside_and_says_so(
    data_dir, shots, make
):
    from game.ui.app import start_app
    from game.ui.scenes.board import BoardScene
    from game.ui.scenes.handoff import HandoffScene
    from game.ui.scenes.menu import MenuScene

    good = Match(Config(players=2, seed=61), seats=["human", "human"], autosave=Autosave.new())
    rnd = random.Random(61)
    for _ in range(6):
        good.apply(rnd.choice(good.legal()))
    good.autosave.wait()
    good_bytes = good.autosave.path.read_bytes()
    claim = autosave.folder() / "29990101-000000-over00.json"
    raw = make()
    claim.write_bytes(raw)

    app = start_app()
    shots(app)
    app.settings.animation_speed = 0
    app.step(0.016)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    aside = list(autosave.folder().glob(claim.name + ".damaged-*"))
    assert len(aside) == 1, "the save was deleted, not moved aside"
    assert aside[0].read_bytes() == raw and not claim.exists()
    told = " ".join(menu.notices)
    assert "moved aside as" in told and aside[0].name in told, menu.notices
    # the good game is still the one Continue takes up, untouched
    click(app, button(menu.buttons, "Continue").rect.center)
    if isinstance(app.stack.top, HandoffScene):
        click(app, (10, 10))
    assert isinstance(app.stack.top, BoardScene)
    assert app.stack.top.match.game.state.to_dict() == good.game.state.to_dict()
    assert good.autosave.path.read_bytes() == good_bytes
