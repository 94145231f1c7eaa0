"""Issue 42, legibility: "no text below 12 px at 1280x720 and 100% (scaling with the window and the
UI scale), and no text cut anywhere".  Measured as the issue measured it (`game.ui.legibility`):
every string the board draws through a seeded game of random legal decisions, at its font's pixel
size, and whether it was shortened with "…"."""

from __future__ import annotations

import pytest

from game.ui import legibility

from .test_screens_ui_scale import SCREENS as SCALED_SCREENS


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


#: The screens `test_screens_ui_scale` lays out at every scale, and the others.
SCREENS = [
    *SCALED_SCREENS,
    "settings",
    "saved_games",
    "pause",
    "confirm",
    "handoff",
    "reference",
    "achievements",
    "history",
]


@pytest.mark.parametrize("name", SCREENS)
def test_every_other_screen_reads_at_12_px_or_more_and_cuts_nothing(name, tmp_path, monkeypatch):
    """The other screens, at 1280x720 100% and at 150% and 200% (where a panel has less room in
    design pixels): no string under 12 px, none cut with "…"."""
    from .driver import make_app
    from .test_screens_ui_scale import _build

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    for size, pct in (((1280, 720), 100), ((1280, 720), 150), ((1280, 720), 200)):
        with legibility.fonts_recorded() as drawn:
            app = make_app(size)
            app.settings.ui_scale = pct
            app._take_look()
            app.push(_build(name, app))
            for _ in range(6):
                app.step(0.1)
        small = sorted({(px, t) for t, px in drawn if px < legibility.SMALLEST_PX and t.strip()})
        cut = sorted({t for t, _px in drawn if t.endswith("…")} - legibility._whole_messages())
        assert drawn, (name, pct)
        assert small == [], (name, pct, small[:8])
        assert cut == [], (name, pct, cut)
