"""What one seat may know (rulebook: hands are private, decks are face down).

`seat_view` returns a copy of the state with everything hidden from `seat` blanked to -1: other
players' hands and decks, the order of this seat's own deck (shown sorted: you know what is in it, not
the order), every face-down stack (Drum deck, monster stack, Bamboo Slips supply, Lion deck, Fear deck,
Terrain stack, the Character boards not yet drawn), other players' secret Lion picks in the casual draft, and the random generator.  Bots
and the hot-seat screen work from views, so they cannot use what the seat could not see.
"""

from __future__ import annotations

from .decisions import DecisionKind
from .state import GameState

HIDDEN = -1


def _blank(items: list[int]) -> list[int]:
    return [HIDDEN] * len(items)


def seat_view(st: GameState, seat: int) -> GameState:
    v = st.copy()
    v.rng = 0
    v.forced = []
    for p in v.players:
        if p.seat == seat:
            p.deck = sorted(p.deck)
        else:
            p.hand = _blank(p.hand)
            p.deck = _blank(p.deck)
    v.drum_deck = _blank(v.drum_deck)
    v.monster_stack = _blank(v.monster_stack)
    v.slip_supply = _blank(v.slip_supply)
    v.lion_deck = _blank(v.lion_deck)
    v.fear_deck = _blank(v.fear_deck)
    v.solo_deck = _blank(v.solo_deck)
    v.terrain_stack = _blank(v.terrain_stack[:-1]) + v.terrain_stack[-1:]  # the revealed tile shows
    top = v.stack[-1] if v.stack else ()
    drafting = bool(top) and top[0] == DecisionKind.CHOOSE_CHARACTER and top[1] == seat
    keep = 2 if drafting else 0  # the drafting seat sees the two boards it drew
    v.character_pool = _blank(v.character_pool[: len(v.character_pool) - keep]) + (
        v.character_pool[len(v.character_pool) - keep :] if keep else []
    )
    secret = DecisionKind.LIONS_REVEALED in (f[0] for f in v.stack)
    stack = []
    deal = DecisionKind.CHOOSE_LION_DEAL
    for frame in v.stack:
        if frame[0] == deal and frame[1] != seat:
            frame = (frame[0], frame[1], (HIDDEN,) * len(frame[2]))
        stack.append(frame)
    v.stack = stack
    if secret:
        for p in v.players:
            if p.seat != seat:
                p.lion[0] = HIDDEN
    return v
