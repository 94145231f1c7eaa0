"""A fast rule-of-thumb policy for playouts: one cheap choice per decision, no lookahead.

Search needs to play many turns quickly, for the other seats and for the rest of its own turn.  These
rules follow the rulebook's sense of a good turn without copying the state: strike rather than Rest
when a Lion has room (rulebook, "1. Strike"), Summon when allowed, perform every action the card and
tile offer, take the Village board space worth the most auspiciousness, buy the dearest Drum card
affordable, keep the best card when Resting, discard and exile Fear cards, and empty the smallest
Character board section first so Bamboo Slips find a place.  Anything else is chosen at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core import Action, Game
from game.core.actions import (
    Choose,
    Discard,
    EndPerform,
    Perform,
    RefreshRow,
    Rest,
    Skip,
    Strike,
    Summon,
    TakeMotif,
)
from game.core.decisions import OPTION_MEANING, PLACE_QI, DecisionKind, OptionMeaning
from game.core.state import GameState

#: Exchange options by preference (game.core.exchange: 9 two blue, 8 one blue, 1 purchase, 0 coin).
EXCHANGE_ORDER = (9, 8, 1, 0)


def quick_action(game: Game, seat: int, rnd: random.Random) -> Action:
    """A cheap, sensible choice for `seat` at the current decision of `game`."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    kind = game.pending.kind
    rule = RULES.get(kind)
    if rule is not None:
        return rule(game.state, seat, legal, rnd)
    choices = [a for a in legal if isinstance(a, Choose)]
    if not choices:
        others = [a for a in legal if not isinstance(a, (Skip, RefreshRow, Rest))]
        return rnd.choice(others or legal)
    pick = PICKS.get(kind)
    return pick(game.state, seat, choices, rnd) if pick else rnd.choice(choices)


# --- one rule per decision ------------------------------------------------------------------------


def _turn(st: GameState, seat: int, legal: list[Action], rnd: random.Random) -> Action:
    """Summon when allowed, else strike next to the Lion with the most room, else Rest."""
    summons = [a for a in legal if isinstance(a, Summon)]
    if summons:
        return rnd.choice(summons)
    strikes = [a for a in legal if isinstance(a, Strike)]
    return _best_strike(st, seat, strikes, rnd) if strikes else legal[-1]


def _perform(st: GameState, seat: int, legal: list[Action], rnd: random.Random) -> Action:
    """Perform every item offered, in a random order."""
    items = [a for a in legal if isinstance(a, Perform)]
    return rnd.choice(items) if items else EndPerform()


def _cleanup(st: GameState, seat: int, legal: list[Action], rnd: random.Random) -> Action:
    """Discard the Fear cards, nothing else."""
    cards = st.catalogue.cards
    fear = [a for a in legal if isinstance(a, Discard) and cards[a.card].is_fear]
    return fear[0] if fear else Skip()


def _ink(st: GameState, seat: int, legal: list[Action], rnd: random.Random) -> Action:
    """A Motif onto an empty space of a track if there is one."""
    takes = [a for a in legal if isinstance(a, TakeMotif) and _fills(st, seat, a)]
    takes = takes or [a for a in legal if isinstance(a, TakeMotif)]
    return rnd.choice(takes) if takes else legal[-1]


#: The decisions answered with their own kind of action, by kind.
RULES: dict[DecisionKind, Callable[[GameState, int, list[Action], random.Random], Action]] = {
    DecisionKind.TURN: _turn,
    DecisionKind.PERFORM: _perform,
    DecisionKind.CLEANUP: _cleanup,
    DecisionKind.INK: _ink,
}


def _exchange(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    options = {a.option for a in choices}
    for option in EXCHANGE_ORDER:
        if option in options:
            return Choose(option)
    return rnd.choice(choices)


def _best_space(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    """The Village board space worth the most auspiciousness."""
    spaces = st.catalogue.spaces
    return max(choices, key=lambda a: spaces[a.option].auspiciousness)


def _dearest_drum(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    """The dearest Drum card of the market (the option is its place in the row)."""
    cards = st.catalogue.cards
    return max(choices, key=lambda a: cards[st.drum_row[a.option]].cost)


def _dearest_kept(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    cards = st.catalogue.cards
    return max(choices, key=lambda a: cards[a.option].cost)


def _exile(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    """A Fear card first, else the cheapest card."""
    cards = st.catalogue.cards
    return min(
        choices,
        key=lambda a: (not cards[a.option].is_fear, getattr(cards[a.option], "cost", 0)),
    )


def _least_qi(st: GameState, seat: int, choices: list[Choose], rnd: random.Random) -> Choose:
    """Qi Energy from the Character board section with the least left (beside the board last)."""
    qi = st.players[seat].qi
    return min(choices, key=lambda a: qi[a.option] if a.option >= 0 else 99)


#: How to pick among the `Choose` options, by decision kind (what an option is: `OPTION_MEANING`).
#: The Nian's Qi Energy to remove (Solo) is a space too, but any will do: it is picked at random.
PICKS: dict[DecisionKind, Callable[[GameState, int, list[Choose], random.Random], Choose]] = {
    DecisionKind.EXCHANGE: _exchange,
    **dict.fromkeys(PLACE_QI, _best_space),
    **{k: _dearest_drum for k, m in OPTION_MEANING.items() if m is OptionMeaning.DRUM_ROW},
    DecisionKind.REST_RETAIN: _dearest_kept,
    DecisionKind.EXILE: _exile,
    **{k: _least_qi for k, m in OPTION_MEANING.items() if m is OptionMeaning.SECTION},
}


def _best_strike(st: GameState, seat: int, strikes: list[Strike], rnd: random.Random) -> Strike:
    """A random card, next to the Lion with the most room (the right Lion on ties)."""
    p = st.players[seat]
    card = rnd.choice(strikes).card
    options = [a for a in strikes if a.card == card]
    return min(options, key=lambda a: (len(p.played[a.slot]), -a.slot))


def _fills(st: GameState, seat: int, action: TakeMotif) -> bool:
    """Inking onto an empty space (rather than replacing a Motif)."""
    return action.space >= len(st.players[seat].motifs[action.slot])


def play_out(game: Game, rnd: random.Random, until_seat_changes: int, limit: int = 400) -> int:
    """Play quick actions (in place) until the decision has passed to another seat
    `until_seat_changes` times, or the game ends.  Returns the decisions played."""
    changes = 0
    last = game.pending.seat
    n = 0
    while not game.over and n < limit:
        seat = game.pending.seat
        if seat != last:
            changes += 1
            last = seat
            if changes >= until_seat_changes:
                break
        game.apply(quick_action(game, seat, rnd))
        n += 1
    return n
