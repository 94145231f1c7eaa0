"""Issue 42, "Nothing happens silently": every effect either plays on the table or says, where the
player is looking, why it did not.  A Lion that loses a battle goes back to its player's area on
screen and the log says so (rulebook, "4. Battle": the defeated Lion returns to its player board); a
part of an effect that could not be carried out is said on the board ("3. Perform": "Gain 1 Red
Paper and perform Writing Spring Couplets" with no space that can be paid for); a Drum card dragged
onto nothing says where it goes ("1. Strike")."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.core import events as E
from game.core.battle import lion_side, monster_side
from game.text.names import seat_name
from game.ui.animation import Return
from game.ui.scenes.battle import BattleScene

from ..core.helpers import clear_monsters, hand_card, outside_tile, put_yao
from ..core.turn_helpers import free_leap
from .driver import click, drag, take_on_board
from .scenario import board_app, match_at_first_turn


def _force_lion_loss(game, seat: int, slot: int) -> None:
    """The coming battle's dice: the Lion's Strength dice roll low, the monster's high, and no
    Intimidation die succeeds."""
    st = game.state
    lion = lion_side(st, seat, slot)
    monster, _, _ = monster_side(st, st.players[seat].lion_tile[slot])
    faces = st.catalogue.dice.strength
    high, low = faces.index(max(faces)), faces.index(min(faces))
    blank = st.catalogue.dice.intimidation.index(0)
    st.forced[:] = (
        [low] * lion.strength
        + [blank] * lion.intimidation
        + [high] * monster.strength
        + [blank] * monster.intimidation
    )


def test_a_lion_that_loses_a_battle_is_seen_going_back_to_its_area_and_the_log_says_so(shots):
    match = match_at_first_turn(players=2, seed=4)
    game = match.game
    seat = game.pending.seat
    clear_monsters(game)
    tile = outside_tile(game, 0)
    put_yao(game, tile, "wangliang")
    card = hand_card(game, seat, lambda c: c.steps >= 1 and c.kind == "player")
    game.refresh()
    app, board = board_app(match)
    shots(app)
    take_on_board(app, board, A.Strike(card, 0))
    take_on_board(app, board, A.Leap(tile))
    _force_lion_loss(game, seat, 0)
    lion_area = board.targets.rect_of(("lion", 0)).center
    app.settings.animation_speed = 1.0
    take_on_board(app, board, A.EndPerform())
    assert game.state.forced == [], "the battle did not use exactly the forced dice"
    result = next(e for e in match.last_events if isinstance(e, E.BattleResolved))
    assert not result.won and any(isinstance(e, E.LionReturned) for e in match.last_events)
    # the Lion's way back is queued: from the tile it lost on to its place in the player's area
    back = [a for a in board.animator.items if isinstance(a, Return)]
    assert len(back) == 1
    assert (back[0].seat, back[0].slot, back[0].tile) == (seat, 0, tile)
    assert back[0].end == lion_area
    # the log says so
    lines = [line.text for line in match.log]
    assert any("Lion returns to the player board (defeated)" in t for t in lines), lines[-6:]
    # after the battle scene, the board plays it: the Lion is drawn on its way
    assert isinstance(app.stack.top, BattleScene)
    click(app, (20, 20))
    click(app, (20, 20))
    assert app.stack.top is board
    while board.animator.items and not isinstance(board.animator.items[0], Return):
        board.animator.items.pop(0)
    assert board.animator.items, "the Return was skipped before it played"
    head = board.animator.items[0]
    head.t = head.duration / 2
    blank = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    before = pygame.image.tobytes(blank, "RGBA")
    board.animator.draw_pieces(blank)
    assert pygame.image.tobytes(blank, "RGBA") != before, "nothing of the Lion is drawn"


def _red_paper_and_couplets(card) -> bool:
    return card.steps >= 1 and [(e.gain, e.perform, e.requires.empty) for e in card.drum] == [
        ((("red_paper", 1),), ("couplets",), True)
    ]


def _leapt_with_couplets_unpaid(shots):
    """A turn whose Drum card says "Gain 1 Red Paper and perform Writing Spring Couplets", struck
    and leapt, its player with no Red Paper: 1 after the gain, and no Spring Couplets space costs so
    little.  Returns (match, app, board, seat)."""
    match = match_at_first_turn(players=2, seed=1)
    game = match.game
    seat = game.pending.seat
    clear_monsters(game)
    card = hand_card(game, seat, _red_paper_and_couplets)
    game.state.players[seat].red_paper = 0
    game.refresh()
    app, board = board_app(match)
    shots(app)
    take_on_board(app, board, A.Strike(card, 0))
    take_on_board(app, board, free_leap(game))
    board.message = ""
    return match, app, board, seat


def test_a_part_of_an_effect_that_could_not_be_carried_out_is_said_on_the_board(shots):
    match, app, board, seat = _leapt_with_couplets_unpaid(shots)
    take_on_board(app, board, A.Perform((A.Source.DRUM, 0)))
    assert match.game.state.players[seat].red_paper == 1
    assert match.pending.kind == "perform"
    assert "Writing Spring Couplets not possible" in board.message, board.message
    assert "no open space that can be paid for" in board.message
    assert any("Writing Spring Couplets not possible" in line.text for line in match.log)


def test_a_computers_part_that_could_not_be_carried_out_is_said_under_its_name(shots):
    match, _app, board, seat = _leapt_with_couplets_unpaid(shots)
    match.seats[seat] = "greedy"  # the rest of the turn is a computer's
    board.turns.take(A.Perform((A.Source.DRUM, 0)))
    assert match.game.state.players[seat].red_paper == 1
    assert board.message.startswith(match.seat_label(seat) + ": "), board.message
    assert board.message.count(seat_name(seat)) == 1  # named once, with its kind
    assert "Writing Spring Couplets not possible" in board.message, board.message


def _empty_point(board):
    """A point of the board over nothing a card could be dropped on (nor any button)."""
    w, h = board.app.screen.get_size()
    buttons = [b.rect for b in board.buttons + board.bar_buttons()]
    for y in range(h // 8, h, h // 16):
        for x in range(w // 16, w, w // 16):
            if board.hits.key_at((x, y)) is None and not any(r.collidepoint(x, y) for r in buttons):
                return (x, y)
    raise AssertionError("the board has no empty spot")


def test_a_drum_card_dragged_onto_nothing_springs_back_saying_where_it_goes(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    card, _slot = next(iter(board.choices.drags))
    before = len(match.game.history)
    drag(app, board.targets.rect_of(("hand", card)).center, _empty_point(board))
    assert len(match.game.history) == before
    assert board.intents.drag_card == -1
    assert board.message == "Drop the card on one of your lit Lions to Strike"


def test_a_drum_card_only_clicked_springs_back_without_a_word(shots):
    match = match_at_first_turn(players=2, seed=1)
    app, board = board_app(match)
    shots(app)
    card, _slot = next(iter(board.choices.drags))
    rect = board.targets.rect_of(("hand", card))
    before = len(match.game.history)
    drag(app, rect.center, (rect.centerx + 2, rect.centery + 1))  # a wobble, not a drag
    click(app, rect.center)
    assert len(match.game.history) == before
    assert board.intents.drag_card == -1
    assert not board.message
