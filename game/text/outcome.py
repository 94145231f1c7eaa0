"""The words of a finished game (rulebook, "Game End"; "Solo: Game End"; "Solo Titles"): who won, why
the game ended, how a tie was broken, and the name of each scoring category."""

from __future__ import annotations

from game.core.outcome import Ending, Outcome, TieBreak
from game.i18n import N_, _, pgettext

from .names import seat_name, solo_title

#: Each scoring category's row name (`game.core.scoring.CATEGORIES`, and Solo's Fear cards left).
CATEGORY_NAMES = {
    "slips": N_("Bamboo Slips"),
    "drum_cards": N_("Drum cards"),
    "nian_cards": N_("Nian beast cards"),
    "scorched_earth": N_("Scorched Earth"),
    "village_board": N_("Village board Qi"),
    "first_player": N_("First Player token"),
    "solo_half": N_("Solo: half of the above"),  # docs/rulings.md 43: the points it takes away
    "fear_cards": N_("Fear cards left"),  # the table's row also says how many, and at what value
}
_SOLO_ENDINGS = {
    Ending.BOARD_EMPTY: N_("You placed every Qi Energy from your Character board"),
    Ending.NIAN_DEFEATED: N_("You defeated the Nian beast's third form"),
    Ending.DEFEAT: N_("The last Fear card left the Fear deck. Only victories are scored."),
    Ending.TURN_CAP: N_("The game was stopped. Only victories are scored."),
}
_ENDINGS = {
    Ending.BOARD_EMPTY: N_("A Character board ran out of Qi Energy"),
    Ending.NIAN_DEFEATED: N_("All three forms of the Nian beast were defeated"),
}


def category_name(category: str) -> str:
    return _(CATEGORY_NAMES[category])


def headline(outcome: Outcome, solo: bool) -> str:
    """ "Azure wins!", "Crimson and Gold share the victory!"; Solo: the title earned, or the defeat."""
    if solo:
        if outcome.winners:
            return _("Victory: {title}").format(title=solo_title(outcome.scores[0]))
        return _("Fear takes the village")
    names = pgettext("list", " and ").join(seat_name(s) for s in outcome.winners)
    if outcome.tie_break is TieBreak.SHARED:
        return _("{names} share the victory!").format(names=names)
    return _("{names} wins!").format(names=names)


def ending_text(outcome: Outcome, solo: bool) -> str:
    """Why the game ended, in a sentence."""
    if solo:
        return _(_SOLO_ENDINGS[outcome.ending])
    if outcome.ending in _ENDINGS:
        return _(_ENDINGS[outcome.ending])
    return _("The game was stopped")


def tie_text(outcome: Outcome, motifs: list[int]) -> str:
    """How a tie on auspiciousness was broken ("" when there was none); `motifs` is each seat's
    number of placed Tattoo Motifs."""
    if outcome.tie_break is TieBreak.MOTIFS:
        return _("Tied on auspiciousness: the most placed Tattoo Motifs wins ({counts})").format(
            counts=pgettext("list", ", ").join(
                f"{seat_name(s)} {motifs[s]}" for s in range(len(outcome.scores))
            )
        )
    if outcome.tie_break is TieBreak.SHARED:
        return _("Tied on auspiciousness and on placed Tattoo Motifs: the victory is shared")
    return ""
