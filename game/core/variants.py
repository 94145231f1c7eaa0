"""Variants: where a variant of the game changes the base rules (rulebook, "Solo Mode").

The base rules (turn, battle, qi, scoring, setup, invariants) know nothing of any variant: at each
point where the rulebook's variant sections change a rule, they call a hook of `variant_of(st)`.
A `Variant` is a set of such hooks; the base game is `BASE`, whose hooks leave every rule as it is.
A variant module subclasses `Variant`, overrides the hooks its sections change and `register`s
itself for the configurations it is played with (Solo Mode, `game.core.solo`, for one player).

The variant in play is read from the game's `Config` (immutable, shared by every copy of the state),
so it costs the state nothing to copy.  A hook that returns a bool says whether the variant replaced
the base rule (True) or left it to the base rules (False).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .events import Events
    from .state import Config, GameState
    from .steps import Frame


class Variant:
    """The base game's answer at every hook: change nothing."""

    name = "base"

    # --- setup ------------------------------------------------------------------------------------

    def given_lion(self, st: GameState, ev: Events) -> bool:
        """Setup ("Setup: Character Board"), before the Lion draft: True when the variant gave the
        players their starting Lions itself (Solo: a campaign chapter that names the player's Lion),
        so that no draft is held."""
        return False

    def setup(self, st: GameState, ev: Events) -> None:
        """The end of setup, before the rows are filled and the first turn begins (Solo: "Solo:
        Setup", the Fear deck with the Nian's forms, the Solo deck and the Nian's Qi Energy)."""

    # --- Qi Energy --------------------------------------------------------------------------------

    def space_open(self, st: GameState, space: int) -> bool:
        """Whether an empty Village board space printed for this player count is in play (Solo:
        "Solo: Setup", only 1 Qi Energy space per Jade Amulet)."""
        return True

    # --- battle -----------------------------------------------------------------------------------

    def next_form(self, st: GameState, form: int) -> None:
        """After a victory over the Nian beast, `form` is the next form, about to spawn (Solo:
        "Nian Beast Cards", the next form is taken out of the Fear deck)."""

    def after_victory(self, st: GameState, seat: int) -> tuple[Frame, ...]:
        """Frames to resolve after a battle victory's own ("Battle: Victory"; Solo: "Solo: Player
        Turn", then remove 1 Nian Qi Energy)."""
        return ()

    def battle_lost(self, st: GameState, seat: int, ev: Events) -> bool:
        """A lost battle's Fear card ("Battle: Defeat"): True when the variant gave it (Solo: from
        the Fear deck discard first, "Nian Beast Stirs")."""
        return False

    # --- the end of a turn ------------------------------------------------------------------------

    def turn_ending(self, st: GameState, seat: int) -> None:
        """The end of `seat`'s turn, before the rows are replenished (Solo: the Drum market and the
        Motif row that Thrash and Deface held empty are replenished after this turn)."""

    def turn_ended(self, st: GameState, seat: int, ev: Events) -> bool:
        """After the end of `seat`'s turn: True when the variant decided what comes next (Solo:
        "Solo: Game End", a victory ends the game with no final turn, else "Nian Beast Turn")."""
        return False

    # --- game end ---------------------------------------------------------------------------------

    def game_ends(self, st: GameState, reason: str, ev: Events) -> bool:
        """The game ends for `reason`: True when the variant ended it without the final scoring
        (Solo: "Solo: Game End", only games ending in victory are scored)."""
        return False

    def score(self, st: GameState, seat: int, parts: dict[str, int]) -> None:
        """Change `seat`'s final auspiciousness by category in place ("Game End"; Solo: no First
        Player token nor Village board, the rest halved, and each Fear card left in the Fear deck
        scores by difficulty: docs/rulings.md 43)."""

    # --- what must always hold (game.core.invariants) ---------------------------------------------

    def fear_cards(self, st: GameState) -> list[int]:
        """The Fear cards in the Fear deck (Solo: "Nian Beast Cards", forms two and three wait in
        it too)."""
        return st.fear_deck

    def nian_problems(self, st: GameState, defeated: list[int]) -> list[str] | None:
        """What is wrong with the Nian beast's forms held (`defeated`, sorted) and on the map; None
        to check them as the base rules do (Solo: a revealed Taotie card can move the beast on)."""
        return None


BASE = Variant()
_BY_PLAYERS: dict[int, Variant] = {}


def register(variant: Variant, players: int) -> Variant:
    """Play `variant` in every game of `players` players."""
    if players in _BY_PLAYERS:
        raise AssertionError(f"two variants for {players} players")
    _BY_PLAYERS[players] = variant
    return variant


def variant_for(config: Config) -> Variant:
    """The variant a configuration plays (`BASE` when none is registered for it)."""
    return _BY_PLAYERS.get(config.players, BASE)


def variant_of(st: GameState) -> Variant:
    """The variant in play in this game."""
    return _BY_PLAYERS.get(st.config.players, BASE)
