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
from game.core.state import GameState

#: Exchange options by preference (game.core.exchange: 9 two blue, 8 one blue, 1 purchase, 0 coin).
EXCHANGE_ORDER = (9, 8, 1, 0)
SPACE_KINDS = ("couplets", "amulet", "pacify", "frontier")


def quick_action(game: Game, seat: int, rnd: random.Random) -> Action:
    """A cheap, sensible choice for `seat` at the current decision of `game`."""
    legal = game.legal_actions()
    if len(legal) == 1:
        return legal[0]
    st = game.state
    kind = game.pending.kind
    if kind == "turn":
        summons = [a for a in legal if isinstance(a, Summon)]
        if summons:
            return rnd.choice(summons)
        strikes = [a for a in legal if isinstance(a, Strike)]
        return _best_strike(st, seat, strikes, rnd) if strikes else legal[-1]
    if kind == "perform":
        items = [a for a in legal if isinstance(a, Perform)]
        return rnd.choice(items) if items else EndPerform()
    if kind == "cleanup":
        cards = st.catalogue.cards
        fear = [a for a in legal if isinstance(a, Discard) and cards[a.card].is_fear]
        return fear[0] if fear else Skip()
    if kind == "ink":
        takes = [a for a in legal if isinstance(a, TakeMotif) and _fills(st, seat, a)]
        takes = takes or [a for a in legal if isinstance(a, TakeMotif)]
        return rnd.choice(takes) if takes else legal[-1]
    choices = [a for a in legal if isinstance(a, Choose)]
    if not choices:
        others = [a for a in legal if not isinstance(a, (Skip, RefreshRow, Rest))]
        return rnd.choice(others or legal)
    if kind == "exchange":
        options = {a.option for a in choices}
        for option in EXCHANGE_ORDER:
            if option in options:
                return Choose(option)
        return rnd.choice(choices)
    if kind in SPACE_KINDS:
        spaces = st.catalogue.spaces
        return max(choices, key=lambda a: spaces[a.option].auspiciousness)
    if kind in ("purchase_drum", "rest_purchase"):
        cards = st.catalogue.cards
        return max(choices, key=lambda a: cards[st.drum_row[a.option]].cost)
    if kind == "rest_retain":
        cards = st.catalogue.cards
        return max(choices, key=lambda a: cards[a.option].cost)
    if kind == "exile":
        cards = st.catalogue.cards
        return min(
            choices,
            key=lambda a: (not cards[a.option].is_fear, getattr(cards[a.option], "cost", 0)),
        )
    if kind == "qi_from":
        qi = st.players[seat].qi
        return min(choices, key=lambda a: qi[a.option] if a.option >= 0 else 99)
    return rnd.choice(choices)


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
