"""An idle board does not redraw 60 times a second (issue 41, item 3: "While nothing moves and no
input comes, the loop waits for events ... instead of redrawing at 60 fps").

The board says whether it needs frames (`BoardScene.busy`): not while a person looks at a decision
with nothing lit pulsing, but while an animation plays or a computer thinks.  `App.run` then waits
for input; a posted QUIT still ends it at once.
"""

from __future__ import annotations

import pygame

from game.session.match import Match
from game.ui.animation import Cue
from game.ui.scenes.board import BoardScene

from .driver import make_app
from .scenario import match_at_first_turn, match_at_kind


def idle_board(seats=None):
    """An app on the board of a 2-player game at its first turn, settled (no hover, no pulse)."""
    first = match_at_first_turn(2, 4)
    match = Match(first.config, seats or ["human", "human"], game=first.game)
    app = make_app()
    app.settings.animation_speed = 1.0
    app.settings.computer_pace = 3600.0
    board = BoardScene(app, match)
    app.push(board)
    for _ in range(40):
        app.step(1 / 60)
    return app, board


def test_an_idle_board_is_not_busy_but_an_animation_or_a_thinking_computer_is():
    app, board = idle_board()
    assert app.stack.top is board
    assert not board.busy()
    board.animator.items.append(Cue(0.5))  # something plays
    assert board.busy()
    app.step(1 / 60)
    assert board.busy()
    board.animator.skip()
    assert not board.busy()
    board.say("Something to read")  # a message timing out
    assert board.busy()

    seats = ["human", "human"]
    seats[board.match.pending.seat] = "greedy"
    app, board = idle_board(seats)  # a computer to move, its pace not yet passed
    assert board.turns.computer is not None
    assert board.busy()


def test_the_loop_waits_for_events_while_the_board_is_idle():
    app, board = idle_board()
    assert not board.busy()
    drawn = app.frames
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 1000, loops=1)  # about a second of the real loop
    app.run()
    assert not app.running  # the QUIT woke the loop and ended it
    assert app.frames - drawn < 20  # not 60 frames a second


def pulsing_board():
    """An app on a board at a Leap decision: the reachable tiles are lit and pulse."""
    match = match_at_kind(2, 4, "leap")
    app = make_app()
    app.settings.animation_speed = 1.0
    board = BoardScene(app, Match(match.config, ["human", "human"], game=match.game))
    app.push(board)
    for _ in range(40):
        app.step(1 / 60)
    return app, board


def test_lit_tiles_pulse_at_a_slower_rate_and_input_still_wakes_the_loop_at_once():
    app, board = pulsing_board()
    assert board.pulsing() and not board.busy()
    drawn = app.frames
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, 1000, loops=1)
    app.run()
    frames = app.frames - drawn
    assert not app.running
    assert 3 < frames < 25  # one frame per phase of the pulse (about 6 a second), not 60


def test_a_pulse_shows_only_what_it_changes_and_exactly_what_a_whole_frame_would(monkeypatch):
    """Woken by the pulse alone, the app shows only the lit tiles' halos (kept per phase from the
    first whole frame drawn at it): after each such frame the window is exactly what drawing the
    whole board at that phase shows."""
    from game.ui.render import village
    from game.ui.scenes.board.map_layer import PULSE_STEPS

    app, board = pulsing_board()
    now = [0]
    monkeypatch.setattr(village.pygame.time, "get_ticks", lambda: now[0])
    phase_ms = 2 * 3.141592653589793 * village.PULSE_MS / PULSE_STEPS
    whole = {}
    for k in range(PULSE_STEPS):  # the first beat: whole frames, their halos kept
        now[0] = round(k * phase_ms)
        assert board.pulse_phase() == k
        app._pulse_frame(0.0)
        whole[k] = pygame.image.tobytes(app.screen, "RGB")
    assert len(set(whole.values())) > PULSE_STEPS // 2, "the halos do not pulse"
    drawn = board.map_layer.drawn
    frames = app.frames
    for k in [*range(PULSE_STEPS), 3, 0, 7]:  # later beats: only the halos are shown
        now[0] = round(k * phase_ms)
        app._pulse_frame(0.0)
        assert pygame.image.tobytes(app.screen, "RGB") == whole[k], f"phase {k}"
    assert board.map_layer.drawn == drawn, "the map was drawn again for a pulse"
    assert app.frames == frames + PULSE_STEPS + 3
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(0, 0), buttons=(0, 0, 0))
    )
    epoch = app._pulses[0]
    app._pulse_frame(0.0)  # input: a whole frame again, the kept halos no longer used
    assert app._still != epoch
