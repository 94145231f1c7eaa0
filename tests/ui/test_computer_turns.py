"""Computer seats at the table (issue: "any seat can be human or computer (Greedy or Strong) ... A
computer seat's moves are paced so a person can follow them (speed presets and skip), each move
highlighted and logged; search runs without freezing the window").

While a computer decides, the board shows that seat's public area with its hand face down (so no
person's hand is on screen, however many people sit at the table), the top bar names it and says what
it just did, Skip and Skip to my turn finish its moves at once, a click meant to hurry it does not
land on a person's choices, and the hand-off screen tells the next person everything since their
last turn.
"""

from __future__ import annotations

import json
import random
import time

import pygame
import pytest

from game.core import Config, save
from game.core import events as E
from game.session import computer as computer_module
from game.session.match import Match
from game.ui.render import hand as hand_view
from game.ui.render import opponents, player_area
from game.ui.scenes import handoff as handoff_module
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.board import bars as board_module
from game.ui.scenes.board.turns import GUARD_SECONDS
from game.ui.scenes.handoff import HandoffScene, since_last_turn

from .driver import click, make_app
from .scenario import key, match_at_first_turn, pixels


def person_then_computer(kind: str = "greedy", players: int = 3, computers: int = 1, seed: int = 4):
    """A match at its first turn: the first player a person, the next `computers` seats computers,
    the rest people.  Returns (match, the person, the first computer seat)."""
    first = match_at_first_turn(players, seed)
    person = first.pending.seat
    seats = ["human"] * players
    for k in range(1, computers + 1):
        seats[(person + k) % players] = kind
    return Match(first.config, seats, game=first.game), person, (person + 1) % players


def board_for(match: Match, pace: float = 3600.0, speed: float = 0.0):
    """The app on the board; a long pace holds each computer move until something hurries it."""
    app = make_app()
    app.settings.computer_pace = pace
    app.settings.animation_speed = speed
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    return app, board


def play_turn_of(app, board: BoardScene, seat: int, seed: int = 4) -> None:
    """The person at `seat` plays random legal decisions until another seat is to decide."""
    rnd = random.Random(seed)
    match = board.match
    for _ in range(200):
        if match.pending.seat != seat or match.over:
            return
        top = app.stack.top
        if isinstance(top, (BattleScene, HandoffScene)):
            click(app, (5, 5))
            continue
        assert top is board, type(top).__name__
        board.take(rnd.choice(match.legal()), confirmed=True)
        app.step(0.016)
    raise AssertionError("the person's turn never ended")


def step_until(app, condition, timeout: float = 120.0, click_through: bool = True) -> None:
    """Run the window until `condition()` holds (the computer thinks in its own thread)."""
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "the screen never got there"
        top = app.stack.top
        if click_through and isinstance(top, BattleScene):
            click(app, (5, 5))
        app.step(0.016)
        time.sleep(0.002)


@pytest.fixture
def drawn(monkeypatch):
    """Whose player area and whose hand the board draws (and whether the hand is face up)."""
    seen = {"area": [], "hand": []}
    area, hand = player_area.draw_player_area, hand_view.draw_hand

    def record_area(surface, theme, st, seat, *args, **kwargs):
        seen["area"].append(seat)
        return area(surface, theme, st, seat, *args, **kwargs)

    def record_hand(surface, theme, st, seat, *args, **kwargs):
        seen["hand"].append((seat, kwargs.get("show", True)))
        return hand(surface, theme, st, seat, *args, **kwargs)

    monkeypatch.setattr(player_area, "draw_player_area", record_area)
    monkeypatch.setattr(hand_view, "draw_hand", record_hand)
    return seen


@pytest.fixture
def texts(monkeypatch):
    """Every piece of text the board's top bar and the hand-off screen draw."""
    seen: list[str] = []

    def record(original):
        def draw_text(surface, text, *args, **kwargs):
            seen.append(text)
            return original(surface, text, *args, **kwargs)

        return draw_text

    monkeypatch.setattr(board_module, "draw_text", record(board_module.draw_text))
    monkeypatch.setattr(handoff_module, "draw_text", record(handoff_module.draw_text))
    return seen


def skip_button(board: BoardScene, action: str = "skip"):
    found = [b for b in board.bar_buttons() if b.action == action]
    assert found, f"no {action} button in the top bar: {[b.label for b in board.bar_buttons()]}"
    return found[0]


# --- what the screen shows while a computer plays -----------------------------------------------


def test_computer_turn__the_computers_public_area_shows_and_no_persons_hand(shots, drawn):
    """Human / Greedy / Human: once the first person's turn is over, the screen shows the
    computer's area with its hand face down; no hand card is a target; no hand-off comes yet."""
    match, person, computer = person_then_computer()
    app, board = board_for(match)
    shots(app)
    play_turn_of(app, board, person)
    assert match.pending.seat == computer
    for _ in range(3):
        app.step(0.016)
    drawn["area"].clear()
    drawn["hand"].clear()
    board.layout(app.screen.get_size())  # (the panels are kept as pictures: drawn afresh now)
    app.step(0.016)
    assert app.stack.top is board, "a hand-off came before a computer's turn"
    assert board.viewer == computer and board.public
    assert set(drawn["area"]) == {computer}, f"the areas of seats {drawn['area']} were drawn"
    assert drawn["hand"] and all(seat == computer and not show for seat, show in drawn["hand"]), (
        f"hands drawn while the computer plays: {drawn['hand']}"
    )
    hand_keys = [k for _, k in board.targets.items if k[0] == "hand"]
    assert hand_keys == [], f"hand cards {hand_keys} can be read while the computer plays"
    assert board.view.players[person].hand == [-1] * len(match.game.state.players[person].hand)
    assert "Undo" not in [b.label for b in board.bar_buttons()]


def test_computer_turn__the_top_bar_names_the_computer_and_what_it_just_did(shots, texts):
    match, person, computer = person_then_computer()
    app, board = board_for(match)
    shots(app)
    play_turn_of(app, board, person)
    before = len(match.log)
    click(app, skip_button(board).rect.center)
    step_until(app, lambda: len(match.log) > before)
    app.step(0.016)
    texts.clear()
    app.step(0.016)
    mine = [line.text for line in match.log[before:] if line.seat == computer]
    assert board.turns.said and any(board.turns.said in text for text in mine), (
        board.turns.said,
        mine,
    )
    shown = " | ".join(texts)
    assert match.seat_label(computer) in shown, shown
    assert board.turns.said in shown, f"the top bar does not say {board.turns.said!r}: {shown}"
    # what it touched is lit: the Drum card it struck with sits next to its Lion, glowing
    struck = [e for e in match.last_events if isinstance(e, E.Struck)]
    if struck:
        key_ = ("played", struck[0].slot, struck[0].card)
        assert key_ in board.turns.lit
        assert board.targets.rect_of(key_) is not None


def test_computer_turn__the_thinking_ring_turns_while_the_search_runs(shots, texts, monkeypatch):
    monkeypatch.setattr(computer_module.ComputerMove, "thinking", property(lambda self: True))
    match, person, computer = person_then_computer()
    app, board = board_for(match)
    shots(app)
    play_turn_of(app, board, person)
    app.step(0.016)
    assert "is thinking…" in texts
    bar = board.regions.top
    first = pixels(app.screen, bar)
    app.step(0.3)
    assert pixels(app.screen, bar) != first, "the top bar stood still while the computer thought"


def test_computer_seats_are_labelled_on_the_opponents_chips_and_in_the_battle_header(
    shots, monkeypatch
):
    chips: list[str] = []
    original = opponents.draw_text

    def record(surface, text, *args, **kwargs):
        chips.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(opponents, "draw_text", record)
    first = match_at_first_turn(2, 2)
    rnd = random.Random(2)
    battle = None
    for _ in range(3000):  # a decision that ends in a battle
        for action in first.legal():
            probe = first.game.copy()
            if any(isinstance(e, E.DiceRolled) for e in probe.apply(action)):
                battle = action
                break
        if battle is not None:
            break
        first.apply(rnd.choice(first.legal()))
    assert battle is not None
    seat = first.pending.seat
    seats = ["human", "human"]
    seats[seat] = "strong"
    match = Match(first.config, seats, game=first.game)
    app, board = board_for(match)
    shots(app)
    board.turns.viewer = 1 - seat  # the person at the screen sees the computer's chip
    app.step(0.016)
    assert any(text.endswith("· Strong") for text in chips), chips  # short: "Azure · Strong"
    board.take(battle)  # (what the computer would do: the board plays it the same way)
    top = app.stack.top
    assert isinstance(top, BattleScene)
    assert match.seat_label(seat) in top._title()


# --- Skip, Skip to my turn, and the guard after them --------------------------------------------


def test_skip__finishes_the_computers_move_at_once_without_animation(shots):
    match, person, computer = person_then_computer()
    app, board = board_for(match, speed=1.0)
    shots(app)
    play_turn_of(app, board, person)
    step_until(app, lambda: board.public and not board.animator.busy)
    for press in ("button", "space"):
        before = len(match.game.history)
        if press == "button":
            click(app, skip_button(board).rect.center)
        else:
            key(app, pygame.K_SPACE)
        step_until(app, lambda b=before: len(match.game.history) > b, click_through=False)
        assert not board.animator.busy, "the skipped move still plays its animation"
        assert not isinstance(app.stack.top, BattleScene), "a skipped move showed its battle"
        assert len(match.game.history) == before + 1, "Skip made more than the one move"
        if not board.public:
            break


def test_skip_to_my_turn__plays_every_computer_move_and_then_guards_the_persons_choices(shots):
    """Human / Greedy / Greedy: one click plays both computers' turns to the end; clicks right
    after the turn comes back do not take the person's choices."""
    match, person, computer = person_then_computer(computers=2)
    app, board = board_for(match, speed=1.0)
    shots(app)
    play_turn_of(app, board, person)
    assert match.pending.seat == computer
    click(app, skip_button(board, "skip_all").rect.center)
    step_until(app, lambda: match.pending.seat == person and board.choices is not None)
    assert app.stack.top is board and not board.animator.busy
    assert board.viewer == person and not board.public
    target = next(b for b in board.buttons if b.enabled)
    before = len(match.game.history)
    click(app, target.rect.center)  # a click meant to hurry the computers
    key(app, pygame.K_RETURN)
    assert len(match.game.history) == before, "a hurrying click took the person's decision"
    app.step(GUARD_SECONDS + 0.1)
    click(app, target.rect.center)
    assert len(match.game.history) == before + 1, "the person's own click was refused"


# --- hand-offs ----------------------------------------------------------------------------------


def test_handoff__comes_after_the_computer_and_lists_everything_since_the_persons_last_turn(
    shots, texts
):
    match, person, computer = person_then_computer()
    other = (computer + 1) % 3
    app, board = board_for(match, pace=0.0)
    shots(app)
    for turn in range(2):  # the person, the computer, the other person; then the person again
        seat = person if turn == 0 else other
        play_turn_of(app, board, seat)
        if turn == 0:
            step_until(app, lambda: match.is_human(match.pending.seat))
    top = app.stack.top
    assert isinstance(top, HandoffScene) and top.seat == person
    news = match.log[since_last_turn(match, person) :]
    assert since_last_turn(match, person) == match.seen[person]
    assert any(line.seat == computer for line in news), "the computer's turn is not in the news"
    assert len(news) > 4
    texts.clear()
    app.step(0.016)
    drawn = " ".join(texts)  # (a line too long for the panel wraps onto rows of its own)
    shown = [line for line in news if line.text in drawn]
    assert len(shown) >= min(12, len(news)), (
        f"the hand-off shows {len(shown)} of the {len(news)} lines since the person's last turn"
    )
    assert news[-1].text in drawn
    if len(shown) < len(news):  # the rest are a wheel away
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=30, flipped=False))
        texts.clear()
        app.step(0.016)
        assert news[0].text in " ".join(texts)
    click(app, (5, 5))
    assert app.stack.top is board and board.viewer == person


def test_handoff__a_game_taken_up_from_its_save_knows_when_each_person_last_decided():
    """Continue rebuilds the log by replaying the save; the news each person is shown begins where it
    would have in the unbroken game, not at a guess from the log."""
    match = Match(Config(players=3, seed=4), ["human", "greedy", "human"])
    rnd = random.Random(11)
    while len(match.game.history) < 60:
        match.apply(rnd.choice(match.game.legal_actions()))
    resumed = Match.resume(json.loads(save.dumps(match.game)), "save", list(match.seats))
    assert [line.text for line in resumed.log] == [line.text for line in match.log]
    assert resumed.seen == match.seen
    assert set(match.seen) == {s for s in range(3) if match.is_human(s)}
    for seat in match.seen:
        assert since_last_turn(resumed, seat) == since_last_turn(match, seat)


def test_handoff__none_at_all_with_one_person_and_computers(shots, monkeypatch):
    shown: list[int] = []
    monkeypatch.setattr(HandoffScene, "enter", lambda self: shown.append(self.seat))
    match, person, computer = person_then_computer(players=2)
    app, board = board_for(match, pace=0.0)
    shots(app)
    for _ in range(3):
        play_turn_of(app, board, person)
        step_until(app, lambda: match.pending.seat == person or match.over)
    assert shown == [], f"hand-offs to seats {shown} with one person at the table"


def test_computer_turn__the_cards_a_computer_draws_fly_face_down(shots, monkeypatch):
    """Its area is on show, but its hand is still private: a card flying into it is a card back."""
    from game.ui.animation import Animator

    flights: list[tuple] = []
    original = Animator._card_flight

    def record(self, ev, viewer):
        flight = original(self, ev, viewer)
        flights.append((ev, flight, self.stage.viewer))
        return flight

    monkeypatch.setattr(Animator, "_card_flight", record)
    match, person, computer = person_then_computer(players=2)
    app, board = board_for(match, pace=0.0, speed=4.0)
    shots(app)
    play_turn_of(app, board, person)
    step_until(app, lambda: match.pending.seat == person and board.choices is not None)
    drawn = [
        (ev, flight)
        for ev, flight, viewer in flights
        if viewer == computer and ev.seat == computer and ev.to_pile == "hand" and flight
    ]
    assert drawn, "the computer drew no card on screen (pick another seed)"
    assert all(flight.card == -1 for _, flight in drawn), "a computer's drawn card flew face up"
