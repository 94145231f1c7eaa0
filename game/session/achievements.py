"""Achievements for Solo Mode and the campaign: victories, mastery of each Lion, tactical feats.

`earned(state, events, progress)` says which are newly earned by a finished solo game, from the final
state and the events it produced; they are saved with the campaign progress (by id) and listed in the
menu.  Their names and what each asks are words: `game.text.achievements`.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core import events as E
from game.core.catalogue import default_catalogue
from game.core.outcome import Ending
from game.core.reasons import Cause
from game.core.state import GameState

from .campaign import title_key


@dataclass(frozen=True)
class Achievement:
    """An achievement, by the id progress keeps; a mastery achievement names its Lion (`lion`: the
    Lion's name in the catalogue).  Its words: `game.text.achievements`."""

    id: str
    lion: str = ""


BASE = [
    Achievement(ident)
    for ident in (
        "first-light",
        "steady-drum",
        "nian-bane",  # "Hard Won" (the id saved progress knows; not the title "Nian Bane")
        "guardian",
        "three-forms",
        "qi-unbound",
        "intimidator",
        "fearless",
        "fully-inked",
        "four-colours",
        "jade-carver",
        "peacemaker",
        "long-night-ends",
    )
]


def all_achievements() -> list[Achievement]:
    """The base list plus a mastery achievement for every Lion."""
    lions = [Achievement(f"master-{lion.id}", lion.name) for lion in default_catalogue().lions]
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
            isinstance(e, E.CardMoved) and e.to_pile == E.Pile.DECK and e.from_pile in E.FEAR_PILES
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
