"""Issue 42, the cards and the player's area: nothing printed under 12 px at 1280x720 and 100% (and
under 12 design px at 200%), nothing cut with "…".  A card too small for its words shows fewer
things (its name whole, its steps, its boxes' marks); the magnifier shows the whole card on hover;
every click target stays where it was."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalogue import default_catalogue
from game.i18n import name
from game.ui import theme as T
from game.ui.legibility import ELLIPSIS, fonts_recorded
from game.ui.render import hand as hand_view
from game.ui.render import player_area
from game.ui.render.cards import draw_drum_card, draw_lion_card
from game.ui.render.resource_tokens import RESOURCES
from game.ui.render.targets import Targets
from game.ui.scenes.board import BoardScene

from .driver import make_app
from .scenario import match_mid_game

#: (players, seed, decisions): games whose viewer has a Drum card played next to a Lion
GAMES = [(2, 3, 80), (1, 5, 90), (4, 7, 120)]


@pytest.fixture(autouse=True)
def _data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))


def _faults(drawn: dict, theme: T.Theme) -> list[tuple[int, str]]:
    """The strings drawn under 12 design pixels or cut with "…"."""
    floor = theme.px(12)
    return sorted(
        {(px, t) for t, px in drawn if t.strip() and (px < floor or t.endswith(ELLIPSIS))}
    )


def _names_whole(drawn: dict, title: str) -> bool:
    """Whether `title` was drawn whole (on one line or on lines that join into it)."""
    texts = {t for t, _px in drawn}
    if title in texts:
        return True
    words = title.split()
    return any(
        " ".join(words[:k]) in texts and " ".join(words[k:]) in texts for k in range(1, len(words))
    ) or any(
        " ".join(words[:a]) in texts
        and " ".join(words[a:b]) in texts
        and " ".join(words[b:]) in texts
        for a in range(1, len(words))
        for b in range(a + 1, len(words))
    )


@pytest.mark.parametrize(
    "size, scale",
    [((105, 125), 1.0), ((96, 118), 1.0), ((150, 200), 1.0), ((230, 322), 1.0), ((210, 250), 2.0)],
    ids=lambda v: str(v),
)
def test_every_drum_card_prints_its_name_whole_and_nothing_small_or_cut(size, scale):
    """A market card (~105x125 at 1280x720) is too small for most cards' effect text at 12 px: it
    shows the name whole, the steps and the boxes' marks instead of shrinking or cutting words."""
    pygame.init()
    theme = T.Theme(scale=scale)
    cat = default_catalogue()
    surface = pygame.Surface((400, 500))
    for index, card in enumerate(cat.cards):
        with fonts_recorded() as drawn:
            draw_drum_card(surface, theme, cat, index, pygame.Rect((10, 10), size), detail=True)
        assert not _faults(drawn, theme), (name(card.name), size, _faults(drawn, theme))
        assert _names_whole(drawn, name(card.name)), (name(card.name), size, sorted(drawn))


@pytest.mark.parametrize(
    "size, scale", [((215, 135), 1.0), ((230, 287), 1.0), ((410, 250), 2.0)], ids=str
)
def test_every_lion_card_prints_its_name_and_track_with_nothing_small_or_cut(size, scale):
    """The Lion card in the player's area (~215x135 at 1280x720) and in the magnifier."""
    pygame.init()
    theme = T.Theme(scale=scale)
    cat = default_catalogue()
    surface = pygame.Surface((900, 600))
    for lion in cat.lions:
        for motifs in ([], [0, 1]):
            with fonts_recorded() as drawn:
                spaces = draw_lion_card(
                    surface, theme, cat, lion, motifs, pygame.Rect((10, 10), size), 0, 0
                )
            assert not _faults(drawn, theme), (name(lion.name), size, _faults(drawn, theme))
            assert name(lion.name) in {t for t, _px in drawn}
            assert len(spaces) == len(lion.track)


def _board(players, seed, decisions, size, pct):
    match = match_mid_game(players, seed, decisions)
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    board = BoardScene(app, match, viewer=match.pending.seat)
    app.push(board)
    app.step(1 / 60)
    return app, board


def _region(app, board, tab: str, region: str) -> pygame.Rect:
    if board.table.tabbed:
        board.show_tab(tab)
        app.step(1 / 60)
    return pygame.Rect(getattr(board.table.regions, region))


@pytest.mark.parametrize("players, seed, decisions", GAMES)
@pytest.mark.parametrize("size, pct", [((1280, 720), 100), ((1280, 720), 200)], ids=str)
def test_the_player_area_and_the_hand_print_nothing_small_or_cut_and_keep_their_targets(
    monkeypatch, players, seed, decisions, size, pct
):
    app, board = _board(players, seed, decisions, size, pct)
    theme, st, seat = board.theme, board.view, board.turns.viewer
    p = st.players[seat]
    # (the Character board column beside the Lions is another panel's, measured by its own test)
    monkeypatch.setattr(player_area, "draw_character_board", lambda *a, **k: None)
    area = _region(app, board, "player", "player")
    targets = Targets()
    with fonts_recorded() as drawn:
        player_area.draw_player_area(app.screen, theme, st, seat, area, targets, {})
    assert not _faults(drawn, theme), _faults(drawn, theme)
    keys = {k for _r, k in targets.items}
    assert {("resource", r) for r in RESOURCES} <= keys
    for slot in (0, 1):
        assert ("lion", slot) in keys
        if p.lion[slot] >= 0:
            track = len(st.catalogue.lions[p.lion[slot]].track)
            assert {("track", slot, i) for i in range(track)} <= keys
        assert {("played", slot, c) for c in p.played[slot]} <= keys
    hand = _region(app, board, "hand", "hand")
    targets = Targets()
    with fonts_recorded() as drawn:
        hand_view.draw_hand(app.screen, theme, st, seat, hand, targets, {})
    assert not _faults(drawn, theme), _faults(drawn, theme)
    assert {("hand", c) for c in p.hand} <= {k for _r, k in targets.items}


def test_some_game_here_has_a_card_played_next_to_a_lion():
    """(So the test above measures a played card's strip.)"""
    played = []
    for players, seed, decisions in GAMES:
        match = match_mid_game(players, seed, decisions)
        played += [
            c for cards in match.game.state.players[match.pending.seat].played for c in cards
        ]
    assert played


@pytest.mark.parametrize("pct", [100, 200])
def test_hovering_a_market_hand_or_played_card_shows_it_whole_at_12_px_or_more(pct):
    """The magnifier shows the card under the mouse, whatever panel it lies in, with its effect
    text (left off the small market card) at 12 design px or more."""
    seen = set()
    for players, seed, decisions in GAMES:
        app, board = _board(players, seed, decisions, (1280, 720), pct)
        for tab in board.table.tabs or [""]:
            if tab:
                board.show_tab(tab)
                app.step(1 / 60)
            for _rect, key in list(board.panels.targets.items):
                if key[0] not in ("market", "hand", "played", "lionrow"):
                    continue
                surface = app.screen.copy()
                with fonts_recorded() as drawn:
                    shown = board.magnifier.draw(surface, board, key, board.view)
                assert shown, key
                assert not _faults(drawn, board.theme), (key, _faults(drawn, board.theme))
                seen.add(key[0])
    assert {"market", "hand", "played", "lionrow"} <= seen
