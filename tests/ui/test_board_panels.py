"""The board keeps its panels as pictures (issue 41): what it shows must always be what a fresh
drawing of the current state would show, and a click must hit what the current state places there,
even before the next frame is drawn."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.session.match import Match
from game.ui.scenes.board import BoardScene
from game.ui.scenes.board.panels import TablePanels

from .driver import make_app
from .scenario import match_at_first_turn, match_mid_game


def _fresh(board: BoardScene) -> TablePanels:
    """The panels drawn from nothing for what the board shows now."""
    board.arrange()
    inputs = board.panels.inputs
    fresh = TablePanels()
    fresh.refresh(
        inputs,
        board.theme,
        board.table.regions,
        board.turns.view(),
        board.match.log,
        dict(inputs.labels),
    )
    return fresh


def _same_as_fresh(board: BoardScene, when: str) -> None:
    kept = board.panels
    fresh = _fresh(board)
    layer = pygame.image.tobytes(kept.layer, "RGB")
    assert layer == pygame.image.tobytes(fresh.layer, "RGB"), f"stale panel picture {when}"
    assert kept.targets.items == fresh.targets.items, f"stale click targets {when}"
    assert kept.chip_targets.items == fresh.chip_targets.items, f"stale chips {when}"
    if fresh.chips_area.width:
        a = fresh.chips_area.move(-board.table.regions.village.x, -board.table.regions.village.y)
        assert pygame.image.tobytes(kept.chips.subsurface(a), "RGBA") == pygame.image.tobytes(
            fresh.chips.subsurface(a), "RGBA"
        ), f"stale chips picture {when}"


@pytest.mark.parametrize(
    "players, seed, size, pct",
    [
        (4, 7, (1280, 720), 100),
        (2, 3, (1920, 1080), 100),
        (1, 5, (1280, 720), 100),
        (3, 11, (1280, 720), 200),
    ],
)
def test_the_kept_panels_always_show_what_a_fresh_drawing_would(players, seed, size, pct):
    """A whole stretch of play (every kind of decision, hand-offs, battles, a card dragged, the
    tabs of a large UI scale): after every decision and every change of what glows, the picture
    and the targets kept equal a drawing made from scratch."""
    config = {"difficulty": "normal"} if players == 1 else {}
    match = match_at_first_turn(players, seed, **config)
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    rnd = random.Random(seed)
    checked = 0
    for n in range(160):
        if match.over:
            break
        while app.stack.top is not board:  # a hand-off or a battle over the board
            app.stack.pop()
            app.step(0.016)
        if board.turns.choices is not None and n % 5 == 0:
            hand = board.turns.view().players[board.turns.viewer].hand
            if hand:  # a card picked up: its place in the hand is left empty
                board.intents.drag_card = hand[0]
                app.step(0.016)
                _same_as_fresh(board, f"with a card dragged, decision {n}")
                board.intents.drag_card = -1
        if board.table.tabbed and n % 3 == 0:
            board.table.step_tab(1)
        board.take(rnd.choice(match.legal()), confirmed=True)
        app.step(0.016)
        if app.stack.top is board:
            _same_as_fresh(board, f"after decision {n} ({match.pending.kind})")
            checked += 1
    assert checked >= 40


def test_a_click_right_after_a_move_hits_what_the_new_state_places_there():
    """The click targets come from the layout and the state, not from the last frame drawn: right
    after a decision, before any frame, they are already the ones the next frame shows."""
    match = match_mid_game(4, 7, 30)
    app = make_app((1280, 720))
    board = BoardScene(app, match, viewer=match.pending.seat)
    app.push(board)
    app.step(0.016)
    rnd = random.Random(7)
    moved = 0
    for _ in range(60):
        while app.stack.top is not board:
            app.stack.pop()
            app.step(0.016)
        before = list(board.hits.targets().items)
        board.take(rnd.choice(match.legal()), confirmed=True)
        if app.stack.top is not board:
            continue
        now = list(board.hits.targets().items)  # no frame drawn since the move
        moved += now != before
        app.step(0.016)
        assert now == board.hits.targets().items
    assert moved >= 10, "the moves taken changed nothing on the table"


def test_a_frame_with_nothing_changed_draws_no_panel():
    """The idle board blits its panels: a frame with nothing new draws none of them again."""
    match = Match(Config(players=2, seed=3))
    while match.pending.kind != "turn":
        match.apply(match.legal()[0])
    app = make_app((1920, 1080))
    board = BoardScene(app, match)
    app.push(board)
    for _ in range(3):
        app.step(0.016)
    drawn = board.panels.draws
    for _ in range(10):
        app.step(0.016)
    assert board.panels.draws == drawn
