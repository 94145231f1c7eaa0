"""Achievements for Solo Mode and the campaign: victories, mastery of each Lion, tactical feats.

`earned(state, events, progress)` says which are newly earned by a finished solo game, from the final
state and the events it produced; they are saved with the campaign progress and listed in the menu.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import events as E
from game.core.catalogue import default_catalogue
from game.core.outcome import Ending
from game.core.reasons import Cause
from game.core.state import GameState
from game.i18n import N_, _, name

from .campaign import title_key


@dataclass(frozen=True)
class Achievement:
    id: str
    name: str
    text: str


BASE = [
    Achievement("first-light", N_("First Light"), N_("Win a game against the Nian beast.")),
    Achievement("steady-drum", N_("Steady Drum"), N_("Win a solo game on Normal.")),
    # "nian-bane" is the id saved progress knows; the name is not the title "Nian Bane" (50-53)
    Achievement("nian-bane", N_("Hard Won"), N_("Win a solo game on Hard.")),
    Achievement("guardian", N_("Guardian"), N_("Earn the title Guardian (58 or more).")),
    Achievement(
        "three-forms",
        N_("Three Forms"),
        N_("Defeat all three forms of the Nian beast in one game."),
    ),
    Achievement(
        "qi-unbound", N_("Qi Unbound"), N_("Win by placing every Qi Energy from your board.")
    ),
    Achievement(
        "intimidator", N_("Intimidator"), N_("Win a battle by intimidating your opponent.")
    ),
    Achievement(
        "fearless", N_("Fearless"), N_("Win without a single Fear card joining your deck.")
    ),
    Achievement(
        "fully-inked", N_("Fully Inked"), N_("End a game with a Lion's Tattoo Motif track full.")
    ),
    Achievement("four-colours", N_("Four Colours"), N_("A Lion with Motifs of all four colours.")),
    Achievement("jade-carver", N_("Jade Carver"), N_("Own three Jade Amulets in one game.")),
    Achievement("peacemaker", N_("Peacemaker"), N_("Pacify three Yao monsters in one game.")),
    Achievement(
        "long-night-ends", N_("The Long Night Ends"), N_("Complete all eight campaign chapters.")
    ),
]


def all_achievements() -> list[Achievement]:
    """The base list plus a mastery achievement for every Lion."""
    lions = [
        Achievement(
            f"master-{lion.id}",
            # built in the current language (the names come from the data): `_()` of them, where
            # they are shown, leaves them as they are
            _("{lion} Master").format(lion=name(lion.name)),
            _("Win with {lion} as your starting Lion.").format(lion=name(lion.name)),
        )
        for lion in default_catalogue().lions
    ]
    return BASE + lions


def earned(
    st: GameState, events: list[E.Event], chapters_completed: int = 0, chapters: int = 8
) -> set[str]:
    """Achievement ids this finished solo game earns (some need no victory)."""
    out: set[str] = set()
    p = st.players[0]
    cat = st.catalogue
    won = bool(st.outcome and st.outcome.winners)
    score = st.outcome.scores[0] if won else 0
    if won:
        out.add("first-light")
        if st.config.difficulty in ("normal", "hard"):
            out.add("steady-drum")
        if st.config.difficulty == "hard":
            out.add("nian-bane")
        if title_key(score) == "Guardian":  # the key: the same in every language
            out.add("guardian")
        if st.outcome.ending is Ending.BOARD_EMPTY:
            out.add("qi-unbound")
        if not any(
            isinstance(e, E.CardMoved)
            and e.to_pile == "deck"
            and e.from_pile in ("fear_deck", "fear_discard")
            for e in events
        ):
            out.add("fearless")
        if p.lion[0] >= 0:
            out.add(f"master-{cat.lions[p.lion[0]].id}")
    if len(p.nian_cards) == 3:
        out.add("three-forms")
    if any(isinstance(e, E.BattleResolved) and e.won and e.monster_intimidated for e in events):
        out.add("intimidator")
    for slot in (0, 1):
        if p.lion[slot] >= 0 and len(p.motifs[slot]) >= len(cat.lions[p.lion[slot]].track):
            out.add("fully-inked")
        if len(set(p.motifs[slot])) >= 4:
            out.add("four-colours")
    if len(p.amulets) >= 3:
        out.add("jade-carver")
    pacified = sum(
        1 for e in events if isinstance(e, E.MonsterRemoved) and e.reason.kind is Cause.PACIFIED
    )
    if pacified >= 3:
        out.add("peacemaker")
    if chapters_completed >= chapters:
        out.add("long-night-ends")
    return out
