"""Issue 42, legibility: "no text below 12 px at 1280x720 and 100% (scaling with the window and the
UI scale), and no text cut anywhere".  Measured as the issue measured it (`game.ui.legibility`):
every string the board draws through a seeded game of random legal decisions, at its font's pixel
size, and whether it was shortened with "…"."""

from __future__ import annotations

import pytest

from game.ui import legibility


@pytest.mark.parametrize(
    "size,scale,players,seed",
    [
        ((1280, 720), 100, 4, 1),
        ((1280, 720), 100, 3, 5),
        ((1280, 720), 100, 2, 3),
        ((1280, 720), 100, 1, 2),
        ((1280, 720), 200, 4, 1),
        ((1920, 1080), 100, 4, 1),
        ((1920, 1080), 200, 2, 3),
    ],
)
def test_every_string_on_the_board_is_12_px_or_more_and_none_is_cut(size, scale, players, seed):
    drawn = legibility.measure(size, scale, players, seed, decisions=250)
    figures = legibility.report(drawn, legibility._whole_messages())
    assert figures["distinct"] > 150  # (a real game was drawn: its cards, board and panels)
    small = sorted({(px, t) for t, px in drawn if px < legibility.SMALLEST_PX and t.strip()})
    assert small == [], f"{len(small)} strings under 12 px, e.g. {small[:10]}"
    assert figures["cut"] == 0, figures["cut_examples"]
