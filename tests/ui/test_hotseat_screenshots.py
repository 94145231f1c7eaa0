"""Hot-seat screenshot privacy (issue 8, item 9): no other player's hand is visible during a turn.

The proof is by pixels.  A moment of a hot-seat game between people (the board at the start of a
turn and at decisions inside it, with the log overlay open, with the mouse resting on opponents'
areas for their tooltips, after an undo, and the battle screen) is drawn twice: once as played, and
once with every OTHER player's hand swapped for different cards (their deck reshuffled to hold the
cards taken out, so every count stays the same) and every deck's order changed.  The two screenshots
must be identical to the pixel.  As a control, swapping a card of the CURRENT player's own hand must
change the picture, so the comparison can fail.

A few of the screenshots are kept in tests/_artifacts/ (hotseat-*.png) to look at.
"""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import actions as A
from game.core import events as E
from game.session.match import Match
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene

from .driver import make_app
from .scenario import match_at_first_turn, pixels

SIZE = (1280, 720)


@pytest.fixture(autouse=True)
def still_clock(monkeypatch):
    """The legal tiles pulse with the clock: hold it still so two drawings of a moment match."""
    monkeypatch.setattr(pygame.time, "get_ticks", lambda: 1000)


# --- the two versions of one moment ---------------------------------------------------------------


def _twin(match: Match) -> Match:
    """The same game, replayed from its seed and actions."""
    twin = Match(match.config)
    for action in match.game.history:
        twin.apply(action)
    assert twin.game.state.to_dict() == match.game.state.to_dict()
    return twin


def _swap_hidden(match: Match, me: int, rnd: random.Random, my_deck: bool = True) -> bool:
    """Swap every other player's hand for different cards from their hand and deck (same counts),
    and reorder every deck (mine too, with `my_deck`: its order is hidden from me as well).  True if
    some other player's hand really changed."""
    st = match.game.state
    changed = False
    for p in st.players:
        if p.seat == me:
            if my_deck:
                rnd.shuffle(p.deck)
            continue
        pool = list(p.hand) + list(p.deck)
        n = len(p.hand)
        if n and len(set(pool)) > len(set(p.hand)):
            for _ in range(20):
                rnd.shuffle(pool)
                if sorted(pool[:n]) != sorted(p.hand):
                    break
        changed |= sorted(pool[:n]) != sorted(p.hand)
        p.hand[:] = pool[:n]
        p.deck[:] = pool[n:]
        rnd.shuffle(p.deck)
    return changed


def _swap_my_card(match: Match, me: int) -> bool:
    """Swap one card of my own hand with one from my deck (or an opponent's card): the control."""
    p = match.game.state.players[me]
    for i, card in enumerate(p.hand):
        for other in list(p.deck) + list(p.discard):
            if other != card and other not in p.hand:
                p.hand[i] = other
                return True
    return False


def _render(match: Match, me: int, moment: str, rnd_seed: int) -> pygame.Surface:
    """The screen at `moment` for the person in `me`'s seat, drawn in a fresh app."""
    app = make_app(SIZE)
    board = BoardScene(app, match, viewer=me)
    app.push(board)
    app.step(0.016)
    assert app.stack.top is board, type(app.stack.top).__name__
    if moment == "log":
        board.table.show_log = True
    elif moment.startswith("hover"):
        keys = [(r, k) for r, k in board.targets.items if k[0] in ("opponent", "space", "market")]
        opponents = [(r, k) for r, k in keys if k[0] == "opponent"] or keys
        rect, _ = opponents[rnd_seed % len(opponents)]
        pos = rect.center
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
    for _ in range(4):  # long enough for a tooltip to come up
        app.step(0.5)
    return app.screen.copy()


def _points(players: int, seed: int, count: int) -> list[tuple[int, str]]:
    """(decisions past setup, moment) at many points of a seeded random game between people."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    out = []
    n = 0
    moments = ["board", "board", "log", "hover"]
    while not match.over and len(out) < count:
        if match.pending.kind != "turn" or n % 3 == 0:
            out.append((n, moments[len(out) % len(moments)]))
        match.apply(rnd.choice(match.legal()))
        n += 1
        for _ in range(rnd.randrange(0, 4)):
            if match.over:
                break
            match.apply(rnd.choice(match.legal()))
            n += 1
    return out


def _at(players: int, seed: int, decisions: int) -> Match:
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for _ in range(decisions):
        match.apply(rnd.choice(match.legal()))
    return match


def _prove(match: Match, moment: str, name: str, control: bool, shot: bool = False) -> int:
    """Fail if `me`'s screen at `moment` shows anything of the others' hidden cards; with `control`,
    check that a change to my own hand does show.  Returns how many controls were made (0 or 1)."""
    me = match.pending.seat
    original = _render(match, me, moment, 7)
    twin = _twin(match)
    if not _swap_hidden(twin, me, random.Random(len(match.game.history))):
        return 0  # nobody else holds a card that could be swapped here
    swapped = _render(twin, me, moment, 7)
    if pixels(original) != pixels(swapped):
        pygame.image.save(original, "tests/_artifacts/hotseat-LEAK-original.png")
        pygame.image.save(swapped, "tests/_artifacts/hotseat-LEAK-swapped.png")
        pytest.fail(
            f"{name}: seat {me}'s screen ({moment}, pending {match.pending.kind}) changes when "
            "another player's hidden hand or deck changes: see tests/_artifacts/hotseat-LEAK-*.png"
        )
    if shot:
        pygame.image.save(original, f"tests/_artifacts/hotseat-{name}.png")
    mine = _twin(match)
    if not control or not _swap_my_card(mine, me):
        return 0
    assert pixels(_render(mine, me, moment, 7)) != pixels(original), (
        f"{name}: changing seat {me}'s own hand did not change the screen: the test is blind"
    )
    return 1


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 11), (4, 17)])
def test_no_other_players_hand_shows_at_any_point_of_a_turn(players, seed):
    points = _points(players, seed, 14)
    assert len(points) >= 10
    controls = 0
    for i, (decisions, moment) in enumerate(points):
        match = _at(players, seed, decisions)
        controls += _prove(
            match,
            moment,
            f"{players}p-{decisions}-{moment}",
            control=moment == "board",
            shot=i in (2, 3, 5) and players == 3,
        )
    assert controls >= 3, "too few moments where my own hand could be changed"


def test_no_other_players_hand_shows_after_an_undo():
    """Take a decision, undo it with Ctrl+Z, and compare the screens at that point."""
    checked = 0
    for decisions in range(0, 200, 3):
        match = _at(3, 29, decisions)
        if match.over:
            break
        app = make_app(SIZE)
        board = BoardScene(app, match, viewer=match.pending.seat)
        app.push(board)
        app.step(0.016)
        if app.stack.top is not board or board.choices is None:
            continue
        before = len(match.game.history)
        board.take(match.legal()[-1])
        if not match.can_undo() or app.stack.top is not board:
            continue
        pygame.event.post(
            pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL, unicode="")
        )
        app.step(0.016)
        assert len(match.game.history) == before, "Ctrl+Z did not undo"
        _prove(match, "board", f"undo-{decisions}", control=False, shot=checked == 0)
        checked += 1
        if checked >= 6:
            break
    assert checked >= 3, "too few undoable decisions were found"


def _battle_moments(players: int, seed: int):
    """Matches just before a decision that starts a battle, with that decision."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for n in range(600):
        if match.over:
            return
        for action in match.legal():
            probe = match.game.copy()
            if any(isinstance(e, E.DiceRolled) for e in probe.apply(action)):
                yield n, action
                break
        match.apply(rnd.choice(match.legal()))


def _render_battle(match: Match, action: A.Action, dt: float) -> pygame.Surface:
    me = match.pending.seat
    app = make_app(SIZE)
    board = BoardScene(app, match, viewer=me)
    app.push(board)
    app.step(0.016)
    board.take(action)
    assert isinstance(app.stack.top, BattleScene)
    for _ in range(3):
        app.step(dt)
    return app.screen.copy()


def test_no_other_players_hand_shows_on_the_battle_screen():
    checked = 0
    for n, action in _battle_moments(3, 5):
        for dt in (0.1, 1.0):
            match = _at(3, 5, n)
            me = match.pending.seat
            twin = _twin(match)  # (before the decision is taken on `match`)
            original = _render_battle(match, action, dt)
            # my own deck keeps its order: the decision draws from it, and what it draws may start
            # the battle (a Fear card)
            if not _swap_hidden(twin, me, random.Random(n), my_deck=False):
                continue
            swapped = _render_battle(twin, action, dt)
            if checked == 0:
                pygame.image.save(original, "tests/_artifacts/hotseat-battle.png")
            assert pixels(original) == pixels(swapped), (
                f"the battle screen after {n} decisions changes with another player's hand"
            )
            checked += 1
        if checked >= 4:
            break
    assert checked >= 2, "too few battles were found"


def test_the_comparison_can_fail(monkeypatch):
    """A board that did show an opponent's hand would be caught: with the next seat's real hand
    drawn instead of the one at the screen (a broken board), the swap changes the screenshot."""
    from game.ui.render import hand as hand_view

    match = _at(3, 11, 20)
    me = match.pending.seat
    original = hand_view.draw_hand
    drawn: list[Match] = []

    def broken(surface, theme, st, seat, *args, **kwargs):
        real = drawn[-1].game.state  # the true state, not the seat's view of it
        return original(surface, theme, real, (seat + 1) % real.n, *args, **kwargs)

    monkeypatch.setattr(hand_view, "draw_hand", broken)
    twin = _twin(match)
    assert _swap_hidden(twin, me, random.Random(1))
    drawn.append(match)
    first = _render(match, me, "board", 7)
    drawn.append(twin)
    assert pixels(first) != pixels(_render(twin, me, "board", 7))
