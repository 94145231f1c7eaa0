"""Every scene opened at a window size and UI scale, for the accessibility layout checks: which
buttons it shows, and whether they fit the window without overlapping."""

from __future__ import annotations

import pygame

from game.core import Config
from game.session.match import Match

from .driver import make_app
from .scenario import match_at_first_turn, match_at_kind, match_mid_game


def _finished_match() -> Match:
    import random

    match = match_at_first_turn(2, 5)
    rnd = random.Random(5)
    while not match.over:
        match.apply(rnd.choice(match.legal()))
    return match


def _battle(app):
    """A battle scene from a real battle of a played game."""
    import random

    from game.core import events as E
    from game.ui.scenes.battle import BattleScene

    match = match_at_first_turn(2, 2)
    rnd = random.Random(2)
    for _ in range(3000):
        before = match.game.state.copy()
        events = match.apply(rnd.choice(match.legal()))
        if any(isinstance(e, E.DiceRolled) for e in events):
            return BattleScene(app, before, events, match.game.state)
    raise AssertionError("no battle in 3000 decisions")


def _scene(name: str, app):
    from game.ui.scenes import (
        board,
        campaign,
        confirm,
        handoff,
        menu,
        newgame,
        pause,
        saved_games,
        scoring,
        settings,
        setup_draft,
    )

    if name == "menu":
        return menu.MenuScene(app)
    if name == "newgame":
        return newgame.NewGameScene(app)
    if name == "newgame-solo":
        return newgame.NewGameScene(app, solo=True)
    if name == "setup_draft":
        return setup_draft.SetupDraftScene(app, Match(Config(players=3, seed=1)))
    if name == "board":
        return board.BoardScene(app, match_at_kind(2, 3, "spawn_yao", 30))  # tiles lit
    if name == "board-4":
        return board.BoardScene(app, match_mid_game(4, 3, 60))
    if name == "pause":
        return pause.PauseScene(app, match_at_first_turn())
    if name == "settings":
        return settings.SettingsScene(app)
    if name == "saved_games":
        return saved_games.SavedGamesScene(app)
    if name == "campaign":
        return campaign.CampaignScene(app)
    if name == "titles":
        return campaign.TitlesScene(app)
    if name == "achievements":
        return campaign.AchievementsScene(app)
    if name == "confirm":
        return confirm.ConfirmScene(
            app,
            "End the turn?",
            "You could still perform 2 more actions.",
            "End the turn",
            lambda: None,
            "Keep performing",
        )
    if name == "handoff":
        return handoff.HandoffScene(app, 1, match_at_first_turn())
    if name == "scoring":
        return scoring.ScoringScene(app, _finished_match())
    if name == "battle":
        return _battle(app)
    if name == "history":
        from game.ui.scenes import history

        return history.HistoryScene(app)
    if name == "join_table":
        from game.ui.scenes import join_table

        return join_table.JoinTableScene(app)
    if name == "reference":
        from game.ui.scenes import reference

        return reference.ReferenceScene(app)
    raise KeyError(name)


SCENES = [
    "menu",
    "newgame",
    "newgame-solo",
    "setup_draft",
    "board",
    "board-4",
    "pause",
    "settings",
    "saved_games",
    "campaign",
    "titles",
    "achievements",
    "confirm",
    "handoff",
    "scoring",
    "battle",
    "reference",
    "join_table",
]


def open_scene(name: str, size, ui_scale: int):
    """An app of `size` at `ui_scale` percent showing scene `name`, a few frames drawn."""
    app = make_app(size)
    app.settings.ui_scale = ui_scale
    app.apply_look()
    scene = _scene(name, app)
    app.push(scene)
    for _ in range(3):
        app.step(0.5 if name == "battle" else 0.016)
    return app, app.stack.top


def buttons_of(scene) -> list:
    """The buttons a scene shows (its own list, and the board's top bar)."""
    found = list(getattr(scene, "buttons", []) or [])
    bar = getattr(scene, "bar_buttons", None)
    if bar is not None:
        found += bar()
    found = [b for b in found if b.rect.width > 0 and b.rect.height > 0]
    for rect, _action, *_ in getattr(scene, "cards", []) or []:  # the setup draft's choices
        found.append(_Target(f"card at {tuple(rect)}", rect))
    return found


class _Target:
    """A clickable thing that is not a Button (a draft card), checked the same way."""

    def __init__(self, label: str, rect) -> None:
        self.label, self.rect = label, rect


def check_fit(app, scene) -> list[str]:
    """What is wrong with the scene's buttons: outside the window, or overlapping another."""
    window = app.screen.get_rect()
    problems = []
    shown = buttons_of(scene)
    for b in shown:
        if not window.contains(b.rect):
            problems.append(f"{b.label!r} {tuple(b.rect)} outside {window.size}")
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.rect.colliderect(b.rect):
                problems.append(f"{a.label!r} overlaps {b.label!r}")
    return problems


__all__ = ["SCENES", "buttons_of", "check_fit", "open_scene", "pygame"]
