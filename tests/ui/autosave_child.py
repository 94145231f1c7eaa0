"""The game the kill test kills: the real window (headless), four computer seats, autosaving.

`python -m tests.ui.autosave_child SEED` takes up the last unfinished game through the menu's
Continue button if there is one, else starts a new 4-player game of Greedy computers with its
autosave on, and plays until it is killed.  After every decision it prints how many have been taken
(so the test knows how much a kill may lose) and "over" when the game ends.  LIONWAKE_DATA_DIR says
where the saves go.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import Config  # noqa: E402
from game.session.autosave import Autosave  # noqa: E402
from game.session.match import Match  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.scenes.board import BoardScene  # noqa: E402
from game.ui.scenes.menu import MenuScene  # noqa: E402


def report_decisions() -> None:
    """Print the number of decisions after each one is taken (and saved, or being saved)."""
    apply = Match.apply

    def apply_and_report(match: Match, action):
        events = apply(match, action)
        print("over" if match.over else len(match.game.history), flush=True)
        return events

    Match.apply = apply_and_report


def main(seed: int) -> None:
    report_decisions()
    app = App()
    app.settings.animation_speed = 0
    app.settings.computer_pace = 0
    menu = MenuScene(app)
    app.push(menu)
    app.step(0.016)
    if menu.saves:
        next(b for b in menu.buttons if b.label == "Continue").on_click()
        print("continued", flush=True)
    else:
        config = Config(players=4, seed=seed)
        match = Match(config, seats=["greedy"] * 4, autosave=Autosave.new())
        app.push(BoardScene(app, match))
        print("started", flush=True)
    app.run()


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
