"""Scenario helpers for the turn, Clean Up, Summon, Rest and Game End rules tests.

Scenarios are built the way `helpers` builds them: reach a "turn" decision, edit `game.state` (moving
components rather than creating them, so every card, Qi Energy and token stays accounted for), call
`game.refresh()`, then drive the game only with actions taken from `game.legal_actions()`.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import Game
from game.core.actions import Action, EndPerform, Leap, Rest, Skip, Strike
from game.core.battle import decide, lion_side, monster_side
from game.core.events import Event
from game.core.state import GameState
from game.core.supply import refill_lion_row

from .helpers import clear_monsters, outside_tile, put_yao

# --- components -----------------------------------------------------------------------------------


def piles(st: GameState) -> list[list[int]]:
    """Every list on the table a Drum or Fear card can be in (market deck first)."""
    out = [st.drum_deck, st.drum_row, st.fear_deck]
    for p in st.players:
        out += [p.deck, p.hand, p.discard, p.exiled, p.played[0], p.played[1]]
    return out


def move_card(st: GameState, card: int, to: list[int]) -> int:
    """Take `card` from wherever it is and put it at the end (the top, for a deck) of `to`."""
    for pile in piles(st):
        if card in pile:
            pile.remove(card)
            to.append(card)
            return card
    raise LookupError(f"card {card} is not on the table")


def card_named(st: GameState, ident: str) -> int:
    return st.catalogue.card_index[ident]


def market_cards(st: GameState, predicate: Callable = lambda c: True, n: int = 1) -> list[int]:
    """`n` market Drum cards still in the face-down Drum deck that match `predicate`."""
    cards = st.catalogue.cards
    found = [c for c in reversed(st.drum_deck) if predicate(cards[c])]
    if len(found) < n:
        raise LookupError("not enough such cards in the Drum deck")
    return found[:n]


def fear_card(st: GameState) -> int:
    return st.fear_deck[-1]


def amulet_kind(st: GameState, ability: str) -> int:
    return next(i for i, a in enumerate(st.catalogue.amulets) if a.ability == ability)


def give_amulet(st: GameState, seat: int, ability: str) -> int:
    k = amulet_kind(st, ability)
    st.amulet_supply[k] -= 1
    st.players[seat].amulets.append(k)
    return k


def summon_right_lion(st: GameState, seat: int) -> int:
    """Put the leftmost face-up Lion in `seat`'s right slot, as a Summon would."""
    lion = st.lion_row.pop(0)
    p = st.players[seat]
    p.lion[1] = lion
    p.summoned = True
    refill_lion_row(st, [])
    return lion


def qi_spaces(st: GameState, section: str | None = None) -> list[int]:
    """Open Village board spaces for this player count, optionally in one section."""
    spaces = st.catalogue.spaces
    return [
        i
        for i, s in enumerate(spaces)
        if st.space_qi[i] < 0
        and s.players <= st.n
        and not s.overflow
        and (section is None or s.section == section)
    ]


def place_board_qi(st: GameState, seat: int, n: int, section: str = "amulets") -> list[int]:
    """Move `n` Qi Energy off `seat`'s Character board onto open Village board spaces."""
    p = st.players[seat]
    used = []
    for space in qi_spaces(st, section)[:n]:
        k = next(i for i, q in enumerate(p.qi) if q > 0)
        p.qi[k] -= 1
        st.space_qi[space] = seat
        used.append(space)
    assert len(used) == n, "not enough open spaces"
    return used


def leave_board_qi(st: GameState, seat: int, left: int) -> None:
    """Place Qi Energy from `seat`'s board until only `left` remain on it."""
    place_board_qi(st, seat, sum(st.players[seat].qi) - left)


# --- driving --------------------------------------------------------------------------------------


def choose(game: Game, *preferred: Action) -> Action:
    """The first of `preferred` that is legal, else the first legal action."""
    legal = game.legal_actions()
    for a in preferred:
        if a in legal:
            return a
    return legal[0]


def finish_turn(game: Game) -> list[Event]:
    """Decline everything optional until the next player's turn starts (or the game ends)."""
    st = game.state
    turns = st.turns
    events: list[Event] = []
    while not game.over and (game.pending.kind != "turn" or st.turns == turns):
        events += game.apply(choose(game, Skip(), EndPerform()))
    return events


def rest_turn(game: Game) -> list[Event]:
    """The current player Rests, buying nothing and keeping nothing."""
    return game.apply(Rest()) + finish_turn(game)


def free_leap(game: Game) -> Leap:
    """A legal leap to a tile with no monster, Nian beast or Scorched Earth."""
    st = game.state
    for a in game.legal_actions():
        t = a.tile
        if st.monster_at[t] < 0 and st.nian_tile != t and not st.scorched_at[t]:
            return a
    raise LookupError("no free tile to leap to")


def strike_to(game: Game, card: int, slot: int, tile: int) -> list[Event]:
    """Strike `card` next to Lion `slot` and leap to `tile` (the scenario must allow it)."""
    game.refresh()
    events = game.apply(Strike(card, slot))
    assert Leap(tile) in game.legal_actions(), "the scenario's tile is out of reach"
    return events + game.apply(Leap(tile))


def force_lion_win(game: Game, seat: int, slot: int) -> None:
    """Force the coming battle's dice: the Lion's Strength dice roll high, the opponent's low, and
    no Intimidation die succeeds (see test_battle.py)."""
    st = game.state
    tile = st.players[seat].lion_tile[slot]
    lion = lion_side(st, seat, slot)
    monster, _, _ = monster_side(st, tile)
    faces = st.catalogue.dice.strength
    high, low = faces.index(max(faces)), faces.index(min(faces))
    blank = st.catalogue.dice.intimidation.index(0)
    st.forced[:] = (
        [high] * lion.strength
        + [blank] * lion.intimidation
        + [low] * monster.strength
        + [blank] * monster.intimidation
    )
    out = decide(
        lion,
        (max(faces),) * lion.strength,
        (0,) * lion.intimidation,
        monster,
        (min(faces),) * monster.strength,
        (0,) * monster.intimidation,
    )
    assert out.won, "the scenario's Lion cannot win even with the best roll"


def strike_and_win(game: Game, card: int, tile: int, slot: int = 0) -> list[Event]:
    """Strike onto `tile` (holding a monster or the Nian beast), win the battle, stop at Victory."""
    seat = game.pending.seat
    events = strike_to(game, card, slot, tile)
    force_lion_win(game, seat, slot)
    events += game.apply(EndPerform())  # nothing else may roll before the battle
    assert game.state.forced == [], "the battle did not use exactly the forced dice"
    return events


def take_frontier(game: Game) -> list[Event]:
    """Battle: Victory: take the first Frontier space, the first section and the first reward."""
    events: list[Event] = []
    while game.pending.kind in ("frontier", "qi_from", "reward"):
        events += game.apply(game.legal_actions()[0])
    return events


def steps_card(st: GameState, seat: int, steps: int = 1) -> int:
    """A Drum card (not Fear) with at least `steps` steps put into `seat`'s hand."""
    p = st.players[seat]
    cards = st.catalogue.cards
    for c in p.hand + p.deck + p.discard:
        if not cards[c].is_fear and cards[c].steps >= steps:
            return move_card(st, c, p.hand)
    return move_card(st, market_cards(st, lambda c: c.steps >= steps)[0], p.hand)


def trigger_board_empty(game: Game) -> list[Event]:
    """The current player places their last Qi Energy from the board (a Battle: Victory over a
    Wangliang) and finishes the turn.  Returns every event of the turn."""
    st = game.state
    seat = game.pending.seat
    clear_monsters(game)
    tile = outside_tile(game, 0)
    put_yao(game, tile, "wangliang")
    leave_board_qi(st, seat, 1)
    card = steps_card(st, seat)
    events = strike_and_win(game, card, tile)
    events += take_frontier(game)
    assert sum(st.players[seat].qi) == 0, "the last Qi Energy was not placed"
    return events + finish_turn(game)
