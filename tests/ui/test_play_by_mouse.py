"""Every decision of a whole game can be taken with the mouse on the real screens (headless)."""

from __future__ import annotations

import pytest

from .driver import play_by_mouse


@pytest.mark.parametrize(
    ("players", "seed", "config"),
    [
        (2, 1, {}),
        (3, 2, {"lion_draft": "casual", "character_draft": True}),
        (4, 3, {"layout": "build"}),
        (1, 4, {"difficulty": "hard"}),
    ],
)
def test_a_game_is_played_by_mouse_alone(players, seed, config):
    app, match = play_by_mouse(seed, players, decisions=400, **config)
    assert len(match.game.history) >= 100 or match.over
