"""Every scene, registered by its name (issue 41, item 2: scene navigation without a knot).

A scene opens another by name (``make("pause", self.app, match)``, `game.ui.scene.make`) rather than
importing its module, so no scene module imports another scene's module except `menu`, which is
a `saved_games.SavesScene`.  This module imports each scene module once, statically (so PyInstaller
bundles them all), which registers its class; the app imports this module, and no scene imports it
or the app.
"""

from __future__ import annotations

from . import (  # noqa: F401  (imported for their registration)
    battle,
    board,
    campaign,
    confirm,
    handoff,
    history,
    host_table,
    join_table,
    menu,
    newgame,
    open_record,
    pause,
    recovery,
    reference,
    saved_games,
    scoring,
    settings,
    setup_draft,
)
from .board import replay  # noqa: F401,E402  (the replay view, a board)

#: The names scenes are opened by.
NAMES = (
    "battle",
    "board",
    "campaign",
    "confirm",
    "handoff",
    "history",
    "host_table",
    "join_table",
    "menu",
    "new_game",
    "open_record",
    "pause",
    "recovery",
    "reference",
    "replay",
    "saved_games",
    "scoring",
    "settings",
    "setup_draft",
)
