"""What a seat must not see, counted in one message it received (issue 44, "a test reads every
message each client received and proves no hidden card of another seat was in it").

`hidden_leaks(seat, msg)` mirrors what `game.core.view.seat_view` blanks and what
`game.core.events.Event.for_seat` hides, read from the message alone: in a VIEW, another seat's
hand and deck, the order of the seat's own deck, every face-down stack (Drum deck, monster stack,
Bamboo Slips supply, Lion deck, Fear deck, Solo deck, the Terrain stack but its revealed top, the
Character boards not yet drawn unless this seat is drafting from them), other seats' secret Lion
deals and picks, forced test values, the random generator and the game's seed, and legal actions
offered to a seat that does not decide; in EVENTS, a card moving between two hidden piles of another
seat with its id shown, and any GameStarted event (it carries the seed).  Spectators are seat -1.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import DecisionKind
from game.core.events import HIDDEN_PILES, CardMoved, GameStarted
from game.core.view import HIDDEN

#: the face-down stacks of the table, wholly hidden from everyone
FACE_DOWN = ("drum_deck", "monster_stack", "slip_supply", "lion_deck", "fear_deck", "solo_deck")
_HIDDEN_PILES = frozenset(p.value for p in HIDDEN_PILES)


def _shown(items: Any) -> int:
    """How many entries of a list are not blanked."""
    if not isinstance(items, list):
        return 0
    return sum(1 for item in items if item != HIDDEN)


def view_leaks(seat: int, state: dict[str, Any]) -> int:
    """What a VIEW's `state` shows that `seat` may not know."""
    count = 0
    for p in state.get("players", []):
        if p.get("seat") == seat:
            deck = p.get("deck", [])
            count += deck != sorted(deck)  # its order
        else:
            count += _shown(p.get("hand")) + _shown(p.get("deck"))
    for name in FACE_DOWN:
        count += _shown(state.get(name))
    count += _shown(state.get("terrain_stack", [])[:-1])  # the top tile is revealed
    stack = [f for f in state.get("stack", []) if isinstance(f, list) and f]
    top = stack[-1] if stack else []
    drafting = len(top) > 1 and top[0] == DecisionKind.CHOOSE_CHARACTER and top[1] == seat
    pool = state.get("character_pool", [])
    count += _shown(pool[: len(pool) - 2] if drafting else pool)
    for frame in stack:
        if frame[0] == DecisionKind.CHOOSE_LION_DEAL and len(frame) > 2 and frame[1] != seat:
            count += _shown(frame[2])
    if any(frame[0] == DecisionKind.LIONS_REVEALED for frame in stack):
        for p in state.get("players", []):
            if p.get("seat") != seat and p.get("lion", [HIDDEN])[0] != HIDDEN:
                count += 1
    count += len(state.get("forced", []))
    count += state.get("rng", 0) != 0
    count += state.get("config", {}).get("seed", 0) != 0
    return count


def event_leaks(seat: int, event: dict[str, Any]) -> int:
    """1 if an event (`Event.to_dict`) shows `seat` what it may not see, else 0."""
    kind = event.get("event")
    if kind == GameStarted.kind:
        return 1
    if kind == CardMoved.kind and event.get("seat") != seat:
        hidden = event.get("from_pile") in _HIDDEN_PILES and event.get("to_pile") in _HIDDEN_PILES
        return int(hidden and event.get("card", HIDDEN) != HIDDEN)
    return 0


def hidden_leaks(seat: int, msg: dict[str, Any]) -> int:
    """How many things in `msg` (a message the host sent to `seat`) that seat must not see."""
    kind = msg.get("kind")
    if kind == "view":
        count = view_leaks(seat, msg.get("state", {}))
        if msg.get("legal") and msg.get("pending", {}).get("seat") != seat:
            count += 1  # another seat's choices (they can name its hand)
        return count
    if kind == "events":
        return sum(event_leaks(seat, e) for e in msg.get("events", []) if isinstance(e, dict))
    return 0
