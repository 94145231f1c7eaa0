"""Positions from real games, and ways to change only what a seat cannot see."""

from __future__ import annotations

import random

from game.core import Config, Game

FACE_DOWN = ("drum_deck", "monster_stack", "slip_supply", "lion_deck", "fear_deck")


def positions(config: Config, every: int, limit: int, record: bool = False) -> list[Game]:
    """Copies of a random game at every `every`-th decision that offers a real choice."""
    game = Game(config, record=record)
    rnd = random.Random(config.seed)
    out: list[Game] = []
    n = 0
    while not game.over and len(out) < limit:
        legal = game.legal_actions()
        if len(legal) > 1:
            n += 1
            if n % every == 0:
                out.append(game.copy())
        game.apply(rnd.choice(legal))
    return out


def change_hidden(game: Game, seat: int, rnd: random.Random) -> Game:
    """A copy of `game` that differs only in what `seat` cannot see: the order of its own deck,
    the other players' hands and decks (cards swapped between them, and with the Drum deck), the
    order of every face-down stack, and the random generator (the next dice and draws)."""
    g = game.copy()
    st = g.state
    me = st.players[seat]
    rnd.shuffle(me.deck)
    market = set(st.catalogue.market)
    for p in st.players:
        if p.seat == seat:
            continue
        hidden = p.hand + p.deck
        rnd.shuffle(hidden)
        p.hand, p.deck = hidden[: len(p.hand)], hidden[len(p.hand) :]
        # trade a market card in this hand for one from the Drum deck
        for i, card in enumerate(p.hand):
            if card in market and st.drum_deck:
                j = rnd.randrange(len(st.drum_deck))
                p.hand[i], st.drum_deck[j] = st.drum_deck[j], card
                break
    for name in FACE_DOWN:
        pile = getattr(st, name)
        rnd.shuffle(pile)
    st.rng = rnd.getrandbits(64)
    g.refresh()
    return g
