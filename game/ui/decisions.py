"""The colours of a decision on the table: what may be chosen glows, what is picked out is lit.

What a player can choose, and what each click does, is `game.session.choices` (no pygame); this
module only says how the board shows it, in the theme's colours (which follow the colour-blind
palette when it is on).
"""

from __future__ import annotations

from enum import StrEnum

from game.session.choices import Choices, Key

from . import theme as T


def glow_colours(choices: Choices, selected_motif: int = -1) -> dict[Key, tuple]:
    """The glow of each thing `choices.lit` names: the highlight for what is picked out, the
    colour of a legal choice for the rest."""
    return {
        key: T.HIGHLIGHT if picked else T.LEGAL
        for key, picked in choices.lit(selected_motif).items()
    }


class Pressed(StrEnum):
    """What a press on a thing on the table did (`BoardScene.intents.press`), for the input that
    made it: a drag starts from a card held, the keyboard focus moves on to where a Motif goes."""

    NOTHING = ""
    TOOK = "took"  # an action was taken
    HOLD = "hold"  # a Drum card that can Strike is held, to be put next to a Lion
    MOTIF = "motif"  # a Motif was chosen, to be inked on a space of a Lion's track
    SAID = "said"  # the board said why it cannot be taken
