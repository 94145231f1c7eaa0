"""What a seat expects of the cards it cannot see in another seat's hand and deck (rulebook: hands
are private, decks are face down), for `heuristic.margin`: reasoned from the view and the catalogue
alone, like the sampling of `determinize`, so it is the same on every table sampled from one view.
"""

from __future__ import annotations

from game.core import GameState
from game.core.catalogue import Catalogue
from game.core.solo import NIAN_CARD

_CARDS: dict[int, tuple[Catalogue, list[int], list[bool]]] = {}


def _cards(cat: Catalogue) -> tuple[list[int], list[bool]]:
    """Each card's printed auspiciousness, and whether it is a market Drum card (built once)."""
    hit = _CARDS.get(id(cat))
    if hit is None or hit[0] is not cat:
        hit = (cat, [c.auspiciousness for c in cat.cards], [c.kind == "market" for c in cat.cards])
        _CARDS[id(cat)] = hit
    return hit[1], hit[2]


#: Whether the hidden cards of another seat count as the sampling deals them (`hidden_totals`): its
#: own grey and Lion Drum cards at their printed points, the rest as loose market or Fear cards.
#: Off, each counts the mean of every unseen card, about 3 points too many a seat early and 6 by
#: round 20 in Greedy's 2-player games (within a point with it on).  Screened with `means.ACCESS`
#: on the 43 long seeds of the 2-player run: none past 30 rounds (before: seed 672, 37).
OWN_CARDS = True


def hidden_card_points(st: GameState, viewer: int) -> float:
    """Mean auspiciousness of a card `viewer` cannot see (other hands and decks, the Drum and Fear
    decks): the same on every table sampled from one view (`OWN_CARDS` off)."""
    pts = _cards(st.catalogue)[0]
    total = 0
    n = 0
    for pile in (st.drum_deck, st.fear_deck):
        for card in pile:
            if 0 <= card < NIAN_CARD:
                total += pts[card]
                n += 1
    for p in st.players:
        if p.seat != viewer:
            for pile in (p.hand, p.deck):
                for card in pile:
                    if card >= 0:
                        total += pts[card]
                        n += 1
    return total / n if n else 0.0


def hidden_totals(st: GameState, viewer: int) -> list[float]:
    """For each seat other than `viewer`, the auspiciousness `viewer` expects of the cards in its
    hidden hand and deck, the same on every table sampled from one view (`determinize`).

    With `OWN_CARDS`, as the sampling reasons: a player's own grey Drum cards and Lion Drum card
    not seen elsewhere are in its hidden piles and count what they print; each other hidden card
    is a Fear or a market Drum card, and counts the share of market cards among those loose cards
    times the mean auspiciousness of the market cards nobody can see.  Without it, every hidden
    card counts the mean of all unseen cards (`hidden_card_points`): late in a game of many grey
    and Fear cards that put each seat of seed 672 5-10 points behind the other, and neither placed
    its last Qi Energy from round 23 to 37 (issue 45, item 3)."""
    n = st.n
    out = [0.0] * n
    if not OWN_CARDS:
        mean = hidden_card_points(st, viewer)
        for p in st.players:
            if p.seat != viewer:
                out[p.seat] = mean * (len(p.hand) + len(p.deck))
        return out
    cat = st.catalogue
    pts, market = _cards(cat)
    loose = [0] * n
    loose_market = 0
    market_points = 0
    market_unseen = 0
    for card in st.drum_deck:
        if card >= 0 and market[card]:
            market_points += pts[card]
            market_unseen += 1
    for p in st.players:
        if p.seat == viewer:
            continue
        own = set(cat.player_sets.get(p.drum_set, ()))
        if p.lion[0] >= 0:
            own.add(cat.lion_drums[cat.lions[p.lion[0]].drum])
        for pile in (p.hand, p.deck):
            for card in pile:
                if card < 0:
                    continue
                if card in own:
                    out[p.seat] += pts[card]
                    continue
                loose[p.seat] += 1
                if market[card]:
                    loose_market += 1
                    market_points += pts[card]
                    market_unseen += 1
    all_loose = sum(loose)
    if all_loose and market_unseen:
        per_card = loose_market / all_loose * market_points / market_unseen
        for s in range(n):
            out[s] += loose[s] * per_card
    return out
