"""Computer players.  They drive the game through the same public protocol as a person: the seat's
view of the state, `legal_actions()` and `apply()`; never what their seat could not see."""

from .base import BOTS, Bot, make_bot

__all__ = ["BOTS", "Bot", "make_bot"]
