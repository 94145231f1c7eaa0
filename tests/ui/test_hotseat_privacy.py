"""Hot-seat privacy (DESIGN.md, game/ui: "another player's hand never appears; a hand-off screen comes
between two people's decisions"; rulebook: hands are private, the casual Lion draft is secret until
all are revealed together).

The person at the screen is modelled explicitly: it is the first player to decide, and it changes
only when a hand-off screen for the next person is dismissed.  Every hand the board draws must be that
person's, and every decision must be asked of that person.
"""

from __future__ import annotations

import random

import pytest

from game.core import Config
from game.session.match import Match
from game.ui import theme as T
from game.ui.render import hand as hand_view
from game.ui.scenes import handoff as handoff_module
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.setup_draft import SetupDraftScene
from game.ui.scenes.setup_draft import cards as draft_cards
from game.ui.scenes.setup_draft import scene as draft_module

from .driver import click, make_app, screenshot
from .scenario import match_at_first_turn, pixels


@pytest.fixture
def hands_drawn(monkeypatch):
    """Every seat whose hand the board draws, in order."""
    seen: list[int] = []
    original = hand_view.draw_hand

    def recording(surface, theme, st, seat, *args, **kwargs):
        seen.append(seat)
        return original(surface, theme, st, seat, *args, **kwargs)

    monkeypatch.setattr(hand_view, "draw_hand", recording)
    return seen


def handoff_alone(app, seat: int, match) -> object:
    """What the hand-off screen for `seat` draws on its own over a plain table."""
    ref = app.screen.copy()
    ref.fill(T.TABLE)
    HandoffScene(app, seat, match).draw(ref)
    return ref


def hand_keys(board: BoardScene) -> list[int]:
    return [key[1] for _, key in board.targets.items if key[0] == "hand"]


def test_hot_seat__every_new_person_gets_a_hand_off_and_sees_only_their_own_hand(
    shots, hands_drawn
):
    match = match_at_first_turn(players=3, seed=11)
    app = make_app()
    shots(app)
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    person = match.pending.seat  # nobody needs a hand-off for the very first decision
    rnd = random.Random(11)
    taken = handoffs = 0
    guard = 0
    while taken < 240 and not match.over:
        guard += 1
        assert guard < 2000, "the screens stopped answering"
        assert set(hands_drawn) <= {person}, (
            f"the board drew the hand of seat(s) {sorted(set(hands_drawn) - {person})} while "
            f"seat {person} was at the screen (pending {match.pending.kind})"
        )
        hands_drawn.clear()
        top = app.stack.top
        if isinstance(top, HandoffScene):
            # the frame on screen is the hand-off alone: nothing of the board (or a hand) shows
            assert top.seat == match.pending.seat
            ref = handoff_alone(app, top.seat, match)
            hand = board.regions.hand
            if pixels(app.screen, hand) != pixels(ref, hand) or pixels(app.screen) != pixels(ref):
                screenshot(app, "privacy-handoff-not-alone")
                pytest.fail(f"something besides the hand-off was drawn for seat {top.seat}")
            person = top.seat
            handoffs += 1
            click(app, (10, 10))
            continue
        if isinstance(top, BattleScene):
            click(app, (10, 10))
            continue
        if isinstance(top, ScoringScene):
            break
        assert top is board, type(top).__name__
        seat = match.pending.seat
        assert seat == person, (
            f"seat {seat} is asked to decide ({match.pending.kind}) while seat {person} has the "
            "screen and no hand-off came between them"
        )
        assert board.viewer == seat
        hand = match.game.state.players[seat].hand
        keys = hand_keys(board)
        assert sorted(keys) == sorted(hand), (
            f"hand targets {keys} are not seat {seat}'s hand {hand}"
        )
        board.take(rnd.choice(match.legal()))
        taken += 1
        app.step(0.016)
    assert handoffs >= 10, "the game should have passed between the players many times"


def test_hot_seat__no_hand_target_ever_names_a_card_outside_the_deciders_hand(shots):
    """Checked on every frame the board is on top, across a long stretch of play by mouse-free
    decisions (board.take is what a click on a lit thing calls)."""
    match = match_at_first_turn(players=3, seed=23)
    app = make_app((960, 540))
    shots(app)
    board = BoardScene(app, match)
    app.push(board)
    rnd = random.Random(23)
    frames = 0
    for _ in range(350):
        if match.over:
            break
        app.step(0.016)
        top = app.stack.top
        if top is not board:
            if isinstance(top, ScoringScene):
                break
            click(app, (5, 5))  # a hand-off or a battle: move on
            continue
        frames += 1
        hand = set(match.game.state.players[match.pending.seat].hand)
        stray = [c for c in hand_keys(board) if c not in hand]
        assert not stray, f"cards {stray} are clickable in the hand of seat {board.viewer}"
        board.take(rnd.choice(match.legal()))
    assert frames > 120


# --- the casual Lion draft (rulebook, Setup: deal 3, choose in secret, reveal together) -----------


@pytest.fixture
def setup_texts(monkeypatch):
    """Every piece of text the setup draft and hand-off screens draw (tooltips included)."""
    texts: list[str] = []

    def record(original):
        def draw_text(surface, text, *args, **kwargs):
            texts.append(text)
            return original(surface, text, *args, **kwargs)

        return draw_text

    def tooltip(surface, theme, lines, pos):
        texts.extend(lines)

    monkeypatch.setattr(draft_module, "draw_text", record(draft_module.draw_text))
    monkeypatch.setattr(draft_cards, "draw_text", record(draft_cards.draw_text))
    monkeypatch.setattr(handoff_module, "draw_text", record(handoff_module.draw_text))
    monkeypatch.setattr(draft_module, "draw_tooltip", tooltip)
    return texts


def _casual_app(seed: int, first_player: int):
    match = Match(Config(players=3, seed=seed, lion_draft="casual", first_player=first_player))
    app = make_app()
    app.push(BoardScene(app, match))  # hands itself over to the setup draft
    return app, match


def test_casual_draft__a_seats_secret_pick_is_never_drawn_for_the_next_seat(shots, setup_texts):
    app, match = _casual_app(seed=5, first_player=1)
    shots(app)
    lions = match.game.state.catalogue.lions
    picked: list[tuple[int, str]] = []  # (seat, Lion name) chosen so far, still secret
    while match.pending.kind == "choose_lion_deal":
        top = app.stack.top
        if isinstance(top, HandoffScene):
            assert top.seat == match.pending.seat
            click(app, (10, 10))
            continue
        assert isinstance(top, SetupDraftScene)
        seat = match.pending.seat
        setup_texts.clear()
        app.step(0.016)
        shown = " | ".join(setup_texts)
        for other, name in picked:
            assert name not in shown, f"seat {other}'s secret pick {name} is drawn for seat {seat}"
        if picked:
            assert picked[-1][0] != seat
        action = top.cards[0][1]
        picked.append((seat, lions[action.lion].name))
        setup_texts.clear()
        click(app, top.cards[0][0].center)
        # the next secret pick is for another person: the screen is handed over first
        if match.pending.kind == "choose_lion_deal":
            assert isinstance(app.stack.top, HandoffScene), (
                f"seat {match.pending.seat} was shown the draft right after seat {seat} picked"
            )
            shown = " | ".join(setup_texts)
            for other, name in picked:
                assert name not in shown, f"the hand-off shows seat {other}'s pick {name}"
    assert len(picked) == 3


def test_casual_draft__the_first_turn_is_handed_to_the_first_player_after_the_last_secret_pick(
    shots, hands_drawn
):
    """With the First Player token on seat 1, seats 1, 2, 0 pick in secret; then seat 1 takes the
    first turn.  Seat 0 made the last pick at the screen, so a hand-off must come before the board
    shows seat 1's hand."""
    app, match = _casual_app(seed=5, first_player=1)
    shots(app)
    person = -1
    while match.pending.kind == "choose_lion_deal":
        top = app.stack.top
        if isinstance(top, HandoffScene):
            person = top.seat
            click(app, (10, 10))
            continue
        app.step(0.016)
        person = match.pending.seat
        hands_drawn.clear()
        click(app, top.cards[0][0].center)
    first = match.pending.seat
    assert match.pending.kind == "turn" and first != person
    top = app.stack.top
    leaked = [s for s in hands_drawn if s != person]
    if leaked or not isinstance(top, HandoffScene):
        screenshot(app, "privacy-first-turn-after-casual-draft")
    assert not leaked, (
        f"seat {person} made the last secret pick and the board then drew seat {leaked[0]}'s hand "
        "with no hand-off between them"
    )
    assert isinstance(top, HandoffScene) and top.seat == first
