"""Building scenarios for rules tests through the public protocol."""

from __future__ import annotations

from game.core import Config, Game
from game.core.state import NO_TILE


def at_first_turn(players: int = 2, seed: int = 1, **config) -> Game:
    """A game whose setup decisions have been taken (first legal choice each time)."""
    game = Game(Config(players=players, seed=seed, **config))
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    return game


def outside_tile(game: Game, level: int) -> int:
    v = game.state.village
    return next(
        t
        for t in range(len(v))
        if v.outside[t] and v.levels[t] == level and t != game.state.nian_tile
    )


def clear_monsters(game: Game) -> None:
    st = game.state
    for t, token in enumerate(st.monster_at):
        if token >= 0:
            st.monster_stack.insert(0, token)
            st.monster_at[t] = -1


def put_yao(game: Game, tile: int, kind: str = "wangliang") -> int:
    """Move a Yao token of `kind` from the stack onto `tile`."""
    st = game.state
    token = next(t for t in st.monster_stack if st.catalogue.yao[t].kind == kind)
    st.monster_stack.remove(token)
    st.monster_at[tile] = token
    return token


def hand_card(game: Game, seat: int, predicate=lambda c: True) -> int:
    """Put a Drum card matching `predicate` into `seat`'s hand (taken from wherever it is)."""
    st = game.state
    p = st.players[seat]
    for pile in (p.hand, p.deck, p.discard):
        for c in pile:
            if predicate(st.catalogue.cards[c]) and not st.catalogue.cards[c].is_fear:
                pile.remove(c)
                p.hand.append(c)
                return c
    for c in list(st.drum_deck):
        if predicate(st.catalogue.cards[c]):
            st.drum_deck.remove(c)
            p.hand.append(c)
            return c
    raise LookupError("no such card")


def lion_on_board(game: Game, seat: int, slot: int = 0) -> bool:
    return game.state.players[seat].lion_tile[slot] == NO_TILE
