"""Scenes are opened by name (issue 41, item 2): the registry the app fills holds every scene the
game shows, and a name opens the same screen its class did."""

from __future__ import annotations

import pytest

from game.ui.scene import make, registered
from game.ui.scenes.catalog import NAMES
from game.ui.scenes.confirm import ConfirmScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.pause import PauseScene

from .driver import make_app
from .scenario import match_at_first_turn


def test_every_scene_is_registered_under_its_name():
    import game.ui.app  # noqa: F401  (the app imports the catalog, which registers the scenes)

    shown = registered()
    assert sorted(shown) == sorted(NAMES)
    assert all(cls.scene_name == name for name, cls in shown.items())
    assert shown["menu"] is MenuScene and shown["pause"] is PauseScene


def test_a_name_opens_its_scene_with_its_own_arguments():
    app = make_app()
    match = match_at_first_turn()
    app.push(make("pause", app, match))
    assert isinstance(app.stack.top, PauseScene) and app.stack.top.match is match
    app.push(make("confirm", app, "Sure?", "", "Yes", lambda: None, "No"))
    assert isinstance(app.stack.top, ConfirmScene) and app.stack.top.question == "Sure?"
    with pytest.raises(LookupError, match="no scene named 'scores'"):
        make("scores", app)
