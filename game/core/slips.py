"""Perform: Bamboo Slips (free action) (rulebook).

At any time during Perform of the Drum action you may place a Bamboo Slips on a section of your
Character board from which all Qi Energy has been removed, and immediately perform the covered
section's action or bonus.  Placed Bamboo Slips score at Game End (see `scoring`).
"""

from __future__ import annotations

from .effects import Effect
from .events import SlipPlaced
from .state import GameState


def place_slip(st: GameState, seat: int, slip: int, section: int, ev) -> Effect:
    """Place `slip` on `section` of the player's Character board; returns the covered section's
    action or bonus, which the player then performs (`perform`)."""
    p = st.players[seat]
    p.slips.remove(slip)
    p.placed_slips.append((section, slip))
    ev.append(SlipPlaced(seat, slip, section))
    return st.catalogue.characters[p.character].sections[section].slip
