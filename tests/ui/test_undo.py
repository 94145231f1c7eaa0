"""Undo on the board (issue 8, "Undo"): the Undo button in the top bar and Ctrl+Z take back the last
decision of a person's turn, by mouse and keyboard on the real board scene; the button is disabled
with the reason in its tooltip when nothing can be undone; the log says "Undid: …"; and the autosave
is rewritten to the undone state.  Headless."""

from __future__ import annotations

import json
import random

import pygame
import pytest

from game.core import Config, save
from game.core import actions as A
from game.session.autosave import Autosave
from game.session.match import Match
from game.ui.scenes.board import BoardScene

from .driver import click, drag, screenshot, where_to_click
from .scenario import board_app, match_at_first_turn


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _plain(match: Match) -> dict:
    return json.loads(json.dumps(match.game.state.to_dict()))


def _undo_button(board: BoardScene):
    found = [b for b in board.bar_buttons() if b.label == "Undo"]
    assert found, "no Undo button in the top bar"
    return found[0]


def _strike_by_mouse(app, board: BoardScene) -> None:
    action = next(a for a in board.match.legal() if isinstance(a, A.Strike))
    how = where_to_click(board, action)
    before = len(board.match.game.history)
    drag(app, how[1], how[2])
    assert len(board.match.game.history) == before + 1, "the Strike drag did nothing"


def _ctrl_z(app) -> None:
    pygame.event.post(
        pygame.event.Event(
            pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="", scancode=0
        )
    )
    app.step(0.016)


def test_undo_button_takes_back_a_strike(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    before, history = _plain(match), list(match.game.history)
    assert not _undo_button(board).enabled
    _strike_by_mouse(app, board)
    app.step(0.016)
    undo = _undo_button(board)
    assert undo.enabled
    click(app, undo.rect.center)
    app.step(0.016)
    assert _plain(match) == before
    assert match.game.history == history
    assert match.log[-1].text.startswith("Undid: ")
    assert board.choices is not None and board.choices.kind == "turn"
    assert not _undo_button(board).enabled
    screenshot(app, "undo-after")


def test_ctrl_z_undoes_and_plain_z_does_not(shots):
    match = match_at_first_turn(players=2, seed=2)
    app, board = board_app(match)
    shots(app)
    before = _plain(match)
    _strike_by_mouse(app, board)
    after = _plain(match)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=0, unicode="z"))
    app.step(0.016)
    assert _plain(match) == after
    _ctrl_z(app)
    assert _plain(match) == before
    _ctrl_z(app)  # nothing left to undo: the board says so and nothing changes
    assert _plain(match) == before
    assert board.message.startswith("Cannot undo")


def test_disabled_undo_says_why_after_dice(shots):
    """After a battle's dice the button is disabled, a click does nothing, and its tooltip says
    that dice were rolled."""
    match = match_at_first_turn(players=2, seed=1)
    rnd = random.Random(1)
    while True:
        turns = match.game.state.turns
        events = match.apply(rnd.choice(match.legal()))
        if match.game.state.turns == turns and any(
            type(e).__name__ == "DiceRolled" for e in events
        ):
            break
    app, board = board_app(match)
    shots(app)
    app.step(0.016)
    undo = _undo_button(board)
    assert not undo.enabled
    assert "dice were rolled" in undo.tooltip
    state = _plain(match)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=undo.rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(0.016)
    screenshot(app, "undo-disabled-tooltip")
    click(app, undo.rect.center)
    assert _plain(match) == state


def test_undo_rewrites_the_autosave(shots):
    match = Match(Config(players=2, seed=3), autosave=Autosave.new())
    while match.pending.kind != "turn":
        match.apply(match.legal()[0])
    app, board = board_app(match)
    shots(app)
    before = _plain(match)
    _strike_by_mouse(app, board)
    click(app, _undo_button(board).rect.center)
    match.autosave.wait()
    loaded = save.load(match.autosave.path)
    assert json.loads(json.dumps(loaded.state.to_dict())) == before
    assert loaded.history == match.game.history


@pytest.mark.parametrize("size", [(1280, 720), (960, 540)])
def test_undo_button_sits_in_the_top_bar(size, shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match, size)
    shots(app)
    undo = _undo_button(board)
    bar = board.regions.top
    assert bar.contains(undo.rect)
    others = [b.rect for b in board.bar_buttons() if b is not undo]
    assert not any(undo.rect.colliderect(r) for r in others)
    screenshot(app, f"undo-bar-{size[0]}x{size[1]}")
