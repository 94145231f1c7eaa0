"""Solo: Goal and Solo: Game End (rulebook; docs/rulings.md 35, 38 and 42).

"You win by defeating the Nian beast's third form or by placing all your Qi Energy from off your
Character board.  The game is lost the moment the last Fear card is drawn from the Fear deck."  The
player takes no final turn.  "Only games ending in victory are scored": as in a normal game (no First
Player token and, by docs/rulings.md 43, no Village board: a Solo victory is placing that Qi), halved,
then each Fear card left in the Fear deck (3, 5 or 6 by difficulty, at most 6 of them); the score
earns a title.
"""

from __future__ import annotations

from ...i18n import N_
from ..events import Events, GameEnded
from ..outcome import Ending, TieBreak, unscored
from ..scoring import finish_game
from ..state import GameState
from .setup import NIAN_CARD

#: Auspiciousness of each Fear card left in the Fear deck at a victory (docs/rulings.md 43; the book
#: prints 1, 2 and 3).
FEAR_VALUE = {"easy": 3, "normal": 5, "hard": 6}
#: At most this many Fear cards left score (docs/rulings.md 43): speed alone does not earn Guardian.
FEAR_CARDS_SCORED = 6
#: The row that halves the rest of a Solo score, rounding up (docs/rulings.md 43): it holds minus
#: the half taken away, so that a breakdown still adds up to its total.
HALF = "solo_half"
#: Titles by final score (rulebook, "Titles by final score"): lower bound, title.
TITLES = (
    (58, N_("Guardian")),
    (54, N_("Nian Slayer")),
    (50, N_("Nian Bane")),
    (46, N_("Awakened Lion")),
    (42, N_("Lion-dancer")),
    (38, N_("Drumhand")),
    (34, N_("Ritual Understudy")),
    (30, N_("Startled Cub")),
    (0, N_("Paper Lion")),
)
#: The ends of a Solo game that are victories (the others are not scored).
VICTORIES = (Ending.BOARD_EMPTY, Ending.NIAN_DEFEATED)


def is_solo(st: GameState) -> bool:
    return st.config.players == 1


def victory_won(st: GameState) -> bool:
    """Whether the player has met a Solo victory condition (the third form defeated, or every Qi
    Energy placed from the Character board); the game ends at the end of that turn (rulings 38, 42)."""
    return st.end_trigger >= 0


def fear_cards_left(st: GameState) -> int:
    """The Fear cards in the Fear deck (not the Nian's forms waiting there)."""
    return sum(1 for c in st.fear_deck if c < NIAN_CARD)


def fear_cards_scored(st: GameState) -> int:
    """The Fear cards left that score at a victory: all of them, up to `FEAR_CARDS_SCORED`."""
    return min(fear_cards_left(st), FEAR_CARDS_SCORED)


def check_defeat(st: GameState, ev: Events) -> None:
    """'The game is lost the moment the last Fear card is discarded', unless it was already won:
    a victory earlier in this turn stands (docs/rulings.md 42)."""
    if is_solo(st) and not st.over and not victory_won(st) and fear_cards_left(st) == 0:
        finish_game(st, "defeat", ev)


def unscored_end(st: GameState, reason: str, ev: Events) -> bool:
    """'Only games ending in victory are scored': a defeat (or a simulation's turn cap) ends the
    game with no score and no winner."""
    if reason in VICTORIES:
        return False
    st.over = True
    st.outcome = unscored(reason)
    st.stack.clear()
    ev.append(GameEnded(reason, (0,), (), TieBreak.NONE))
    return True


def halved(whole: int) -> int:
    """What the `HALF` row takes from a normal game's `whole` score: half of it, rounded down, so
    that the score left is half rounded up."""
    return -(max(0, whole) // 2)


def score(st: GameState, parts: dict[str, int]) -> None:
    """The First Player token is not in play, nor (docs/rulings.md 43) the Village board; the rest
    counts half (rounded up), and each Fear card left in the Fear deck, up to `FEAR_CARDS_SCORED`,
    scores on top."""
    del parts["first_player"], parts["village_board"]
    parts[HALF] = halved(sum(parts.values()))
    parts["fear_cards"] = fear_cards_scored(st) * FEAR_VALUE[st.config.difficulty]
