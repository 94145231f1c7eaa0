"""Issue 42, "A newcomer reads the table at a glance": the markets (Drum market, Tattoo Motifs, Bamboo
Slips, Lions and the Ritual Manual), the Character board (Qi Energy sections and their rewards,
Amulets, Slips held), the other players' chips and the decision buttons' keys print every word at
12 design pixels or more (12 px at 1280x720 and 100%, 24 px at 200%) and never cut one short with
"…"; whatever was clickable there still is, under the same key."""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from game.session.match import Match
from game.ui.legibility import ELLIPSIS, fonts_recorded
from game.ui.render import markets, opponents, player_area
from game.ui.scenes.board import BoardScene, bars

from .driver import make_app
from .scenario import match_at_first_turn

#: The drawing functions of the panels under test, by the module each is looked up in when called.
PANELS = (
    (markets, "draw_markets"),
    (player_area, "draw_character_board"),
    (opponents, "draw_opponents"),
    (bars, "draw_buttons"),
)


@contextmanager
def panel_words(monkeypatch) -> Iterator[dict[tuple[str, int], str]]:
    """Every (text, px) the panels under test draw while open, with the panel that drew it."""
    drawn: dict[tuple[str, int], str] = {}
    for module, fn in PANELS:
        plain = getattr(module, fn)

        def recording(*args, _plain=plain, _name=fn, **kwargs):
            with fonts_recorded() as words:
                result = _plain(*args, **kwargs)
            drawn.update(dict.fromkeys(words, _name))
            return result

        monkeypatch.setattr(module, fn, recording)
    yield drawn


def _board(players: int, seed: int, size, pct: int) -> tuple:
    config = {"difficulty": "normal"} if players == 1 else {}
    match = match_at_first_turn(players, seed, **config)
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    app.settings.animation_speed = 0
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    return app, board, match


def _play(app, board: BoardScene, match: Match, rnd: random.Random, decisions: int) -> None:
    """`decisions` random legal choices through the board; every tab shown in turn at 200%."""
    for _ in range(decisions):
        if match.over:
            return
        while app.stack.top is not board:  # a hand-off or a battle over the board
            app.stack.pop()
            app.step(0.016)
        if board.table.tabbed:
            board.table.step_tab(1)
        board.take(rnd.choice(match.legal()), confirmed=True)
        app.step(0.016)
    while app.stack.top is not board:
        app.stack.pop()
        app.step(0.016)


@pytest.mark.parametrize(
    "players, seed, pct",
    [(4, 7, 100), (3, 11, 100), (2, 3, 100), (1, 5, 100), (4, 7, 200), (1, 5, 200)],
)
def test_markets_board_and_chips__no_word_under_12_px_and_none_cut(monkeypatch, players, seed, pct):
    with panel_words(monkeypatch) as drawn:
        app, board, match = _board(players, seed, (1280, 720), pct)
        _play(app, board, match, random.Random(seed), 90)
    smallest = board.theme.px(12)
    assert {"draw_markets", "draw_character_board", "draw_buttons"} <= set(drawn.values())
    if players > 1:
        assert "draw_opponents" in drawn.values()
    small = sorted(
        (px, text, fn) for (text, px), fn in drawn.items() if text.strip() and px < smallest
    )
    assert not small, f"under {smallest} px: {small[:12]}"
    cut = sorted({(text, fn) for (text, _px), fn in drawn.items() if text.endswith(ELLIPSIS)})
    assert not cut, f"cut short: {cut[:12]}"


@pytest.mark.parametrize("players, seed", [(4, 7), (2, 3), (1, 5)])
def test_markets_board_and_chips__every_piece_still_clickable(players, seed):
    """Each Drum card, Motif, Bamboo Slips token and Lion of the rows, the Ritual Manual, each
    Qi Energy section and the Qi beside the board, each Slip held and Amulet owned, and each other
    player's chip keeps its click target."""
    app, board, match = _board(players, seed, (1280, 720), 100)
    _play(app, board, match, random.Random(seed), 60)
    board.arrange()
    st = match.game.state
    viewer = board.turns.viewer
    p = st.players[viewer]
    keys = {key for _rect, key in board.panels.targets.items}
    wanted = {("market", i) for i in range(len(st.drum_row))}
    wanted |= {("motif", i) for i in range(len(st.motif_row))}
    wanted |= {("slip", i) for i in range(len(st.slip_row))}
    wanted |= {("lionrow", i) for i in range(len(st.lion_row))}
    wanted |= {("manual",)} if st.manual >= 0 else set()
    sections = st.catalogue.characters[p.character].sections
    wanted |= {("section", k) for k in range(len(sections))} | {("reserve",)}
    wanted |= {("myslip", s) for s in p.slips} | {("amulet", a) for a in p.amulets}
    assert wanted <= keys, f"lost: {sorted(wanted - keys)}"
    chips = {key for _rect, key in board.panels.chip_targets.items}
    assert chips == {("opponent", q.seat) for q in st.players if q.seat != viewer}
