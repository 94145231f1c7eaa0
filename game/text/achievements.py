"""The words of the achievements (Solo Mode and the campaign): each one's name and what it asks.

The session says which achievements there are and which a game earns, by id
(`game.session.achievements`); the ids are what progress files keep.  A mastery achievement is
named after its Lion, whose name comes from the catalogue.
"""

from __future__ import annotations

from typing import Protocol

from game.i18n import N_, _, name

#: each achievement's name and what it asks, by id
WORDS: dict[str, tuple[str, str]] = {
    "first-light": (N_("First Light"), N_("Win a game against the Nian beast.")),
    "steady-drum": (N_("Steady Drum"), N_("Win a solo game on Normal.")),
    # "nian-bane" is the id saved progress knows; the name is not the title "Nian Bane" (50-53)
    "nian-bane": (N_("Hard Won"), N_("Win a solo game on Hard.")),
    "guardian": (N_("Guardian"), N_("Earn the title Guardian (58 or more).")),
    "three-forms": (
        N_("Three Forms"),
        N_("Defeat all three forms of the Nian beast in one game."),
    ),
    "qi-unbound": (N_("Qi Unbound"), N_("Win by placing every Qi Energy from your board.")),
    "intimidator": (N_("Intimidator"), N_("Win a battle by intimidating your opponent.")),
    "fearless": (N_("Fearless"), N_("Win without a single Fear card joining your deck.")),
    "fully-inked": (
        N_("Fully Inked"),
        N_("End a game with a Lion's Tattoo Motif track full."),
    ),
    "four-colours": (N_("Four Colours"), N_("A Lion with Motifs of all four colours.")),
    "jade-carver": (N_("Jade Carver"), N_("Own three Jade Amulets in one game.")),
    "peacemaker": (N_("Peacemaker"), N_("Pacify three Yao monsters in one game.")),
    "long-night-ends": (N_("The Long Night Ends"), N_("Complete all eight campaign chapters.")),
}


class Named(Protocol):
    """An achievement (`game.session.achievements.Achievement`)."""

    @property
    def id(self) -> str: ...
    @property
    def lion(self) -> str: ...


def achievement_name(achievement: Named) -> str:
    """Its name: "Hard Won", "Lotus Eye Master"."""
    if achievement.lion:
        return _("{lion} Master").format(lion=name(achievement.lion))
    return _(WORDS[achievement.id][0])


def achievement_text(achievement: Named) -> str:
    """What it asks: "Win a solo game on Hard."."""
    if achievement.lion:
        return _("Win with {lion} as your starting Lion.").format(lion=name(achievement.lion))
    return _(WORDS[achievement.id][1])
