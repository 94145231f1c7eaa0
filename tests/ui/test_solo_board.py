"""The board in Solo Mode: the Nian's panel shows the loss clock and the Nian's card beside the map."""

from __future__ import annotations

import random

from game.core import Config
from game.core.solo import fear_cards_left
from game.session.match import Match
from game.ui.scenes.board import BoardScene

from .driver import click, make_app


def _solo_board(layout: str | None = None, seed: int = 3, size=(1280, 720)):
    config = {"difficulty": "normal"} | ({"layout": layout} if layout else {})
    match = Match(Config(players=1, seed=seed, **config))
    while match.pending.kind != "turn":  # the setup decisions: the first legal choice each
        match.apply(match.legal()[0])
    app = make_app(size)
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    return app, board, match


def _play_to_nian_option(app, board, match, seed: int = 3) -> None:
    """Random legal choices through the board until the Nian's card asks for Rampage or Relief."""
    rnd = random.Random(seed)
    for _ in range(400):
        if match.over:
            break
        if match.pending.kind == "solo_option" and board.turns.nian_card:
            return
        board.take(rnd.choice(match.legal()), confirmed=True)
        for _ in range(3):
            app.step(0.016)
        while app.stack.top is not board:  # a battle screen shown over it: click it away
            click(app, (10, 10))
    raise AssertionError("no Nian card came up to choose from")


def test_the_nian_panel_shows_the_fear_deck_and_the_card_and_sits_beside_the_map():
    app, board, match = _solo_board()
    _play_to_nian_option(app, board, match)
    app.step(0.016)
    st = match.game.state
    rect = board.targets.rect_of(("nian",))
    assert rect is not None, "the Nian's panel is not on the board"
    # beside the map, not over it: the panel and the map's area do not meet
    assert not rect.colliderect(board.renderer.rect)
    assert board.buttons, "no Rampage / Relief buttons"
    for b in board.buttons:  # nor over the buttons that choose the Nian's option
        assert not rect.colliderect(b.rect), b.label
    for tile in range(len(st.village)):
        assert not rect.collidepoint(board.renderer.top_center(tile))
    lines = [text for text, _c, _b in board.nian_lines()]
    fear = fear_cards_left(st)
    assert any(f"Fear deck: {fear} card" in line for line in lines)
    card = st.catalogue.solo[board.turns.nian_card[0]]
    assert any(card.name in line for line in lines), lines
    # its hover, as the board writes it from the seat's view (whose Fear deck is face down),
    # counts the same Fear cards as the panel, and says how the game is lost
    tip = " ".join(board.tooltip_lines(board.view, ("nian",), board.turns.viewer))
    assert f"{fear} Fear cards left" in tip, tip
    assert "lost the moment the last Fear card" in tip


def test_a_campaign_chapter_is_named_on_the_board():
    app, board, match = _solo_board("campaign/chapter-8")
    heading = board.nian_lines()[0][0]
    assert heading.startswith("Chapter 8:"), heading
    assert "Normal" in heading


def test_a_lone_solo_game_says_so_and_shows_the_panel_at_a_large_ui_scale():
    app, board, match = _solo_board()
    assert board.nian_lines()[0][0].startswith("Solo against the Nian")
    app.settings.ui_scale = 200
    app.apply_look()
    board.layout(app.screen.get_size())
    board.show_tab("map")
    app.step(0.016)
    rect = board.targets.rect_of(("nian",))
    assert rect is not None
    assert board.regions.village.contains(rect), "the panel runs off its tab"
    assert not rect.colliderect(board.renderer.rect)
