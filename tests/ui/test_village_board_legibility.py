"""Issue 42, "A newcomer reads the table at a glance": the Village board (Spring Couplets, Exchange,
Jade Amulets and the Frontier) prints every word and numeral at 12 design pixels or more (12 px at
1280x720 and 100%, scaled with the window and the UI scale), never cuts one short with "…", draws the
spaces of this game's player count only, and keeps every one of them a click target under its key;
the magnifier shows what the table leaves out (the Frontier's victory rewards) at 12 px or more."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.session.match import Match
from game.ui import theme as T
from game.ui.legibility import ELLIPSIS, fonts_recorded
from game.ui.render import village_board
from game.ui.render.targets import Targets
from game.ui.scenes.board import BoardScene

from .driver import make_app

SIZES = ((1280, 720), (1920, 1080))


def _match(players: int, decisions: int = 120, seed: int = 5) -> Match:
    """A game `decisions` random legal choices in (Solo at normal difficulty), some spaces taken."""
    config = {"difficulty": "normal"} if players == 1 else {}
    match = Match(Config(players=players, seed=seed, **config))
    rnd = random.Random(seed)
    while len(match.game.history) < decisions and not match.over:
        match.apply(rnd.choice(match.legal()))
    return match


def _board(match: Match, size=(1280, 720), pct: int = 100):
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    board = BoardScene(app, match, viewer=max(0, match.pending.seat))
    app.push(board)
    app.step(1 / 60)
    while app.stack.top is not board:
        app.stack.pop()
        app.step(1 / 60)
    return app, board


def _in_play(state) -> set[int]:
    cat = state.catalogue
    return {s for s, sp in enumerate(cat.spaces) if sp.players <= max(state.n, 2)}


def _draw_panel(board, lit: set[int]):
    """The Village board drawn in its region, every space in `lit` glowing: (words, targets)."""
    rect = board.table.regions.board
    surface = pygame.Surface(rect.size)
    targets = Targets()
    with fonts_recorded() as drawn:
        village_board.draw_village_board(
            surface,
            board.theme,
            board.view,
            pygame.Rect((0, 0), rect.size),
            targets,
            dict.fromkeys(lit, T.LEGAL),
        )
    return {(text, px) for text, px in drawn if text.strip()}, targets


@pytest.mark.parametrize("players", [1, 2, 3, 4])
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("pct", [100, 200])
def test_the_village_board_prints_nothing_under_12_design_px_and_cuts_nothing(players, size, pct):
    app, board = _board(_match(players), size, pct)
    spaces = _in_play(board.view)
    words, targets = _draw_panel(board, lit=set(list(spaces)[::3]))
    smallest = board.theme.px(12)
    small = sorted({(px, text) for text, px in words if px < smallest})
    assert not small, f"under {smallest} px: {small[:8]}"
    cut = sorted(text for text, _px in words if text.endswith(ELLIPSIS))
    assert not cut, cut
    keys = {key for _rect, key in targets.items if key[0] == "space"}
    assert keys == {("space", s) for s in spaces}, (
        "a space in play is no click target (or one out of play is)"
    )


@pytest.mark.parametrize("players", [1, 2, 4])
def test_every_space_in_play_stays_a_target_on_the_board_and_no_other_is_drawn(players):
    app, board = _board(_match(players))
    spaces = _in_play(board.view)
    for s in spaces:
        rect = board.hits.rect_of(("space", s))
        assert rect is not None and board.table.regions.board.contains(rect), s
    for s in set(range(len(board.view.catalogue.spaces))) - spaces:  # 3p/4p spaces unused here
        assert board.hits.rect_of(("space", s)) is None, s


def test_the_magnifier_shows_the_frontier_rewards_the_table_has_no_room_for(monkeypatch):
    from game.ui.render import frontier_track

    app, board = _board(_match(4))
    shown: list[bool] = []
    plain = frontier_track._rewards
    monkeypatch.setattr(frontier_track, "_rewards", lambda *a: shown.append(plain(*a)) or shown[-1])
    _draw_panel(board, lit=set())
    on_table = sum(shown)
    shown.clear()
    with fonts_recorded() as drawn:
        board.magnifier._board = None
        board.magnifier._village_board(pygame.Surface(app.screen.get_size()), board, board.view)
    assert all(shown) and len(shown) > on_table, (on_table, len(shown), sum(shown))
    sizes = [px for text, px in drawn if text.strip()]
    assert min(sizes) >= 12
    assert not any(text.endswith(ELLIPSIS) for text, _px in drawn)
