"""The rules of Lionwake: state, decisions and events.  Standard library and pytmx only."""

from .actions import Action
from .engine import Game, Pending
from .errors import ContentError, IllegalAction, SaveError
from .state import Config, GameState

__all__ = [
    "Action",
    "Config",
    "ContentError",
    "Game",
    "GameState",
    "IllegalAction",
    "Pending",
    "SaveError",
]
