"""A game being played at this computer by people and computers (DESIGN.md: game/session).

The match and its log (`match`), its autosave and Continue (`autosave`), computer moves searched off
the window's thread (`computer`), what a player can choose as data (`choices`), every seed
(`seeds`), the match factory (`factory`), and a player's progress: the solo campaign (`campaign`)
and achievements (`achievements`).  No pygame: the desktop screens, the tools and the tests share it.
"""

from .autosave import Autosave, open_match
from .computer import COMPUTER_KINDS, ComputerMove
from .factory import new_match, self_play_bots
from .match import LogLine, Match

__all__ = [
    "COMPUTER_KINDS",
    "Autosave",
    "ComputerMove",
    "LogLine",
    "Match",
    "new_match",
    "open_match",
    "self_play_bots",
]
