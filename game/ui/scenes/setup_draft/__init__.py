"""The setup draft (rulebook, "Setup"): building your own village tile by tile, drafting Character
boards (take 2, keep 1), and the Lion draft (the row of four, or the casual deal of three revealed
together), as a few parts with one job each.

- `scene` — `SetupDraftScene`: whose choice it is (a person's, a computer's shown before it is
  taken, a secret one after a hand-off), the heading, prompt and note, input, and how the screen
  fits at large UI scales.
- `cards` — the cards on offer: side by side, or one under another in a scrolled list, each with
  its pictures.
- `tiles` — the village being built: the map with its free spaces and the revealed tile's box.
"""

from .scene import SetupDraftScene

__all__ = ["SetupDraftScene"]
