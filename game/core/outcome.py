"""How a game came out (rulebook, "Game End"; "Solo: Game End"): the typed value a finished game holds.

`GameState.outcome` is None while the game goes on and an `Outcome` once it is over: how it ended,
each seat's auspiciousness in total and by category, the winners and the tie-break that decided them.
A Solo game that ends in defeat is not scored ("Only games ending in victory are scored"): its
`scored` is False, its one score 0 and it has no winner.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Ending(enum.StrEnum):
    """Why the game ended (the value is the word the events and the saves' logs use)."""

    #: "Game End": a player placed their last Qi Energy on the Village board
    BOARD_EMPTY = "board_empty"
    #: "Game End": the Nian beast's last form was defeated
    NIAN_DEFEATED = "nian_defeated"
    #: "Solo: Game End": the Nian beast won (the Fear deck ran out, or the player could not go on)
    DEFEAT = "defeat"
    #: not a rule: a simulation stopped after `Config.turn_cap` turns
    TURN_CAP = "turn_cap"


class TieBreak(enum.StrEnum):
    """What decided the winners ("Game End": most auspiciousness, then most Tattoo Motifs placed)."""

    NONE = ""  # one player had the most auspiciousness
    MOTIFS = "motifs"  # tied on auspiciousness; the most Tattoo Motifs placed won
    SHARED = "shared"  # tied on both: the victory is shared


@dataclass(frozen=True, slots=True)
class Outcome:
    """A finished game: `scores[seat]` is the total of `by_category[seat]` (category, points) pairs
    in `scoring.CATEGORIES` order (Solo adds its own), `winners` the seats that won, in seat order."""

    ending: Ending
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tie_break: TieBreak = TieBreak.NONE
    by_category: tuple[tuple[tuple[str, int], ...], ...] = ()
    scored: bool = True

    def won(self, seat: int) -> bool:
        return seat in self.winners

    def categories(self, seat: int) -> dict[str, int]:
        """`seat`'s auspiciousness by category ({} for a game that was not scored)."""
        return dict(self.by_category[seat]) if self.scored else {}

    @property
    def top_score(self) -> int:
        return max(self.scores)

    def snapshot(self) -> tuple:
        """The outcome as a save's snapshot holds it: (scores, winners, tie-break, ending)."""
        return (self.scores, self.winners, str(self.tie_break), str(self.ending))


def unscored(ending: Ending) -> Outcome:
    """A Solo game that ended without victory: no score, no winner."""
    return Outcome(Ending(ending), (0,), (), scored=False)
