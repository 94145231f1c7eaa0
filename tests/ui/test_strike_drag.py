"""Strike by dragging (rulebook, "1. Strike": play a Drum card from hand next to one of your summoned
Lions; the left Lion holds 2 Drum cards, the right 3; Fear cards cannot be struck).  The board turns a
drag from the hand onto a Lion into the engine's Strike, and nothing else."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.core.turn import card_limit
from game.ui import theme as T

from ..core.turn_helpers import fear_card, move_card, summon_right_lion
from .driver import drag, screenshot
from .scenario import board_app, count_colour, match_at_first_turn


def _press(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    app.step(0.016)


def _move(app, pos) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(1, 0, 0))
    )
    app.step(0.016)


def _release(app, pos) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    app.step(0.016)


def _empty_point(board):
    """A point on the board over nothing a card could be dropped on (nor any button)."""
    w, h = board.app.screen.get_size()
    buttons = [b.rect for b in board.buttons + board.bar_buttons()]
    for y in range(h // 8, h, h // 16):
        for x in range(w // 16, w, w // 16):
            if board.hits.key_at((x, y)) is None and not any(r.collidepoint(x, y) for r in buttons):
                return (x, y)
    raise AssertionError("the board has no empty spot")


def _centre(board, key):
    rect = board.targets.rect_of(key)
    assert rect is not None, f"{key} is not on screen"
    return rect.center


def _full_left_lion(seed: int = 1):
    """A turn where the left Lion holds its limit of Drum cards and the right Lion has room;
    a Fear card is in hand too."""
    match = match_at_first_turn(players=2, seed=seed)
    game = match.game
    st = game.state
    seat = game.pending.seat
    p = st.players[seat]
    summon_right_lion(st, seat)
    spare = [c for c in p.deck + p.discard if not st.catalogue.cards[c].is_fear]
    while len(p.played[0]) < card_limit(st, seat, 0):
        move_card(st, spare.pop(), p.played[0])
    fear = move_card(st, fear_card(st), p.hand)
    game.refresh()
    assert A.Strike(p.hand[0], 1) in game.legal_actions()
    assert not any(a.slot == 0 for a in game.legal_actions() if isinstance(a, A.Strike))
    return match, seat, fear


def test_strike__dragging_a_drum_card_onto_a_lion_that_can_take_it_strikes(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    seat = match.pending.seat
    card, slot = next(iter(board.choices.drags))
    before = len(match.game.history)
    drag(app, _centre(board, ("hand", card)), _centre(board, ("lion", slot)))
    assert len(match.game.history) == before + 1
    assert match.game.history[-1] == A.Strike(card, slot)
    p = match.game.state.players[seat]
    assert card not in p.hand and card in p.played[slot]
    assert board.intents.drag_card == -1
    assert match.pending.kind == "leap"  # the Strike's Leap comes next


def test_strike__dropping_a_card_on_nothing_springs_it_back(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    seat = match.pending.seat
    card, _slot = next(iter(board.choices.drags))
    state = match.game.state.to_dict()
    before = len(match.game.history)
    drag(app, _centre(board, ("hand", card)), _empty_point(board))
    assert len(match.game.history) == before
    assert match.game.state.to_dict() == state
    assert card in match.game.state.players[seat].hand
    assert board.intents.drag_card == -1
    # springing back is not an error, but it says where the card goes (issue 42)
    assert board.message == "Drop the card on one of your lit Lions to Strike"
    assert ("hand", card) in [k for _, k in board.targets.items]  # drawn in the hand again


def test_strike__during_the_drag_only_the_lions_that_can_take_the_card_are_lit(shots):
    match, seat, _fear = _full_left_lion()
    app, board = board_app(match)
    shots(app)
    card = next(c for c, s in board.choices.drags if s == 1)
    lions = [board.targets.rect_of(("lion", s)).inflate(8, 8) for s in (0, 1)]
    still = [count_colour(app.screen, r, T.LEGAL) for r in lions]
    # mid-drag: the card is held over an empty part of the table
    _press(app, _centre(board, ("hand", card)))
    _move(app, _empty_point(board))
    assert board.intents.drag_card == card
    screenshot(app, "strike-mid-drag")
    lit = [count_colour(app.screen, r, T.LEGAL) for r in lions]
    assert lit[1] > still[1] + 40, f"the right Lion is not lit during the drag ({still} -> {lit})"
    assert lit[0] == still[0], f"the full left Lion is lit during the drag ({still} -> {lit})"
    _release(app, _empty_point(board))
    assert board.intents.drag_card == -1
    # after the drop the Lion glow is gone again
    assert count_colour(app.screen, lions[1], T.LEGAL) == still[1]


def test_strike__dropping_on_a_full_lion_says_why_and_changes_nothing(shots):
    match, seat, _fear = _full_left_lion()
    app, board = board_app(match)
    shots(app)
    card = next(c for c, s in board.choices.drags if s == 1)
    state = match.game.state.to_dict()
    before = len(match.game.history)
    drag(app, _centre(board, ("hand", card)), _centre(board, ("lion", 0)))
    screenshot(app, "strike-full-lion-message")
    assert len(match.game.history) == before
    assert match.game.state.to_dict() == state
    assert board.message and board.message_time > 0
    assert "limit" in board.message, board.message
    assert card in match.game.state.players[seat].hand


def test_strike__dropping_on_the_unsummoned_right_lion_says_why_and_changes_nothing(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    assert match.game.state.players[match.pending.seat].lion[1] < 0
    card, _slot = next(iter(board.choices.drags))
    state = match.game.state.to_dict()
    before = len(match.game.history)
    drag(app, _centre(board, ("hand", card)), _centre(board, ("lion", 1)))
    assert len(match.game.history) == before
    assert match.game.state.to_dict() == state
    assert board.message and board.message_time > 0, "an illegal drop must say why"


def test_strike__a_fear_card_is_never_picked_up(shots):
    match, seat, fear = _full_left_lion()
    app, board = board_app(match)
    shots(app)
    assert all(c != fear for c, _ in board.choices.drags)
    state = match.game.state.to_dict()
    before = len(match.game.history)
    start = _centre(board, ("hand", fear))
    _press(app, start)
    _move(app, _centre(board, ("lion", 1)))
    assert board.intents.drag_card == -1, "the Fear card was picked up"
    _release(app, _centre(board, ("lion", 1)))
    assert len(match.game.history) == before
    assert match.game.state.to_dict() == state
    assert fear in match.game.state.players[seat].hand
