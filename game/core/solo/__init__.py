"""Solo Mode: one player against the Nian beast automaton (rulebook, "Solo Mode" to the end).

Setup is a 2-player game with one Qi Energy space per Jade Amulet and Nian Qi Energy placed by
difficulty; the Taotie forms two and three are shuffled into the Fear deck.  After each player turn the
Nian draws a Solo card: its mandatory effect, then one of its two options (Rampage or Relief).  After a
battle victory the player removes one Nian Qi Energy.  The game is won by defeating the third form or
emptying the Character board, and lost the moment the last Fear card leaves the Fear deck.  Only
victories are scored: the usual categories plus each remaining Fear card (1/2/3 by difficulty); the
score earns a title.  Choices the book leaves open are in docs/rulings.md ("Solo Mode").

Solo Mode is a variant (`game.core.variants`): the base rules call the hooks of `variant.Solo`, which
is played in every one-player game.  The modules follow the rulebook's sections:

* `setup`: "Solo: Setup" (difficulties, the Nian's Qi Energy, the Solo deck);
* `nian`: "Nian Beast Automata", "Nian Beast Turn", "Nian Beast Stirs", "Nian Beast Cards",
  "Tie-Breaks";
* `actions`: "Appendix: Solo Cards and Iconography" (the one table of Solo card actions, `ACTIONS`);
* `game_end`: "Solo: Goal" and "Solo: Game End" (defeat, scoring, titles);
* `variant`: the hooks, "Solo: Player Turn".
"""

from __future__ import annotations

from .actions import (
    ACTIONS,
    LABELS,
    RESUPPLY,
    SoloAction,
    SoloCardAction,
    SoloOption,
    can_do,
    sweepable,
    why_not,
)
from .game_end import (
    FEAR_CARDS_SCORED,
    FEAR_VALUE,
    HALF,
    TITLES,
    VICTORIES,
    check_defeat,
    fear_cards_left,
    fear_cards_scored,
    is_solo,
    victory_won,
)
from .nian import (
    STIRS,
    give_fear_card,
    lions_on_map,
    nearest_first,
    next_form_from_fear_deck,
    yao_tiles,
)
from .setup import (
    DIFFICULTIES,
    DIFFICULTY_NAMES,
    NIAN_CARD,
    NIAN_QI,
    PLAYER,
    amulet_space_open,
    nian_spaces,
    open_nian,
    solo_deck,
)
from .variant import SOLO, Solo

__all__ = [
    "ACTIONS",
    "DIFFICULTIES",
    "DIFFICULTY_NAMES",
    "FEAR_CARDS_SCORED",
    "FEAR_VALUE",
    "HALF",
    "LABELS",
    "NIAN_CARD",
    "NIAN_QI",
    "PLAYER",
    "RESUPPLY",
    "SOLO",
    "STIRS",
    "TITLES",
    "VICTORIES",
    "Solo",
    "SoloAction",
    "SoloCardAction",
    "SoloOption",
    "amulet_space_open",
    "can_do",
    "check_defeat",
    "fear_cards_left",
    "fear_cards_scored",
    "give_fear_card",
    "is_solo",
    "lions_on_map",
    "nearest_first",
    "next_form_from_fear_deck",
    "nian_spaces",
    "open_nian",
    "solo_deck",
    "sweepable",
    "victory_won",
    "why_not",
    "yao_tiles",
]
