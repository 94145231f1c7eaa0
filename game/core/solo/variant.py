"""Solo Mode as a variant of the base rules: the hooks (`game.core.variants`) it plays one player's
game with (rulebook, "Solo: Setup", "Solo: Player Turn", "Nian Beast Cards", "Solo: Game End").
"""

from __future__ import annotations

from ..decisions import DecisionKind as K
from ..events import Events
from ..scoring import finish_game
from ..state import NIAN_SEAT, GameState
from ..steps import Frame
from ..variants import Variant, register
from . import game_end
from .nian import give_fear_card, next_form_from_fear_deck
from .setup import NIAN_CARD, amulet_space_open, given_lion
from .setup import setup as solo_setup


class Solo(Variant):
    """One player against the Nian beast automaton."""

    name = "solo"

    def given_lion(self, st: GameState, ev: Events) -> bool:
        return given_lion(st, ev)

    def setup(self, st: GameState, ev: Events) -> None:
        solo_setup(st, ev)

    def space_open(self, st: GameState, space: int) -> bool:
        if st.catalogue.spaces[space].section == "amulets":
            return amulet_space_open(st, space)
        return True

    def next_form(self, st: GameState, form: int) -> None:
        next_form_from_fear_deck(st, form)

    def after_victory(self, st: GameState, seat: int) -> tuple[Frame, ...]:
        """'After defeating a Nian beast or a Yao monster in battle, resolve "victory" as normal.
        Then remove 1 Nian beast Qi Energy from the Village board.'"""
        if NIAN_SEAT in st.space_qi:
            return ((K.REMOVE_NIAN_QI, seat, "any"),)
        return ()

    def battle_lost(self, st: GameState, seat: int, ev: Events) -> bool:
        give_fear_card(st, ev)  # from the Fear deck discard first (docs/rulings.md 35)
        return True

    def turn_ending(self, st: GameState, seat: int) -> None:
        st.hold_market = st.hold_motifs = False  # Thrash and Deface held the rows through this turn

    def turn_ended(self, st: GameState, seat: int, ev: Events) -> bool:
        """A victory ends the game at once (no final turn); otherwise the Nian takes its turn."""
        if st.end_trigger >= 0:
            finish_game(st, st.end_reason, ev)
        elif st.config.turn_cap and st.turns >= st.config.turn_cap:
            finish_game(st, "turn_cap", ev)
        else:
            st.stack.append((K.NIAN_TURN, 0))
        return True

    def game_ends(self, st: GameState, reason: str, ev: Events) -> bool:
        return game_end.unscored_end(st, reason, ev)

    def score(self, st: GameState, seat: int, parts: dict[str, int]) -> None:
        game_end.score(st, parts)

    def fear_cards(self, st: GameState) -> list[int]:
        return [c for c in st.fear_deck if c < NIAN_CARD]

    def nian_problems(self, st: GameState, defeated: list[int]) -> list[str] | None:
        """A revealed Taotie card can move the beast on past a form (docs/rulings.md 36): the forms
        held are distinct and all below the form on the map."""
        if len(set(defeated)) != len(defeated) or any(f >= st.nian_form > 0 for f in defeated):
            return [f"Nian cards held {defeated} with form {st.nian_form} on the map"]
        return []


SOLO = register(Solo(), players=1)
