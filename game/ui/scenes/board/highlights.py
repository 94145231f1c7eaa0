"""What the board lights up: pure functions from events and the decision at hand to glowing keys.

A decision just taken lights what it changed (a Lion's new tile, placed or removed Qi Energy, a
new monster); a computer seat's decision also lights what it touched in its own area and the
markets, so the people watching can follow it (the card played next to its Lion, the inked track
space, the market slot it bought from, a new Jade Amulet, Bamboo Slips gained or placed, a
summoned Lion).  The decision at hand glows in the colours of `game.ui.decisions`.  Nothing here
draws or keeps state: the board's turn flow keeps the last result and its view draws it.
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core import actions as A
from game.core import events as E
from game.core.decisions import DecisionKind
from game.session.choices import Choices, Key

from ... import theme as T
from ...decisions import glow_colours

#: The kinds of target that belong to a seat's own area (lit only while that seat's area shows).
OWN_AREA_KINDS = {"played", "track", "lion", "amulet", "section", "myslip", "reserve", "hand"}


def lit_by(
    events: Iterable[E.Event], row_before: list[int], row_after: list[int], computer: int = -1
) -> dict[Key, tuple]:
    """What `events` changed, lit; with `computer` >= 0 also what that computer seat touched in its
    area and the markets (`row_before` / `row_after`: the Drum card market row around the move)."""
    lit: dict[Key, tuple] = {}
    for ev in events:
        if computer >= 0 and getattr(ev, "seat", computer) == computer:
            _lit_in_area(lit, ev, row_before, row_after)
        if isinstance(ev, E.LionLeapt):
            lit[("tile", ev.path[-1])] = T.HIGHLIGHT
        elif isinstance(ev, E.QiPlaced):
            lit[("space", ev.space)] = T.HIGHLIGHT
        elif isinstance(ev, (E.MonsterSpawned, E.ScorchedEarthPlaced, E.NianSpawned)):
            lit[("tile", ev.tile)] = T.ILLEGAL
        elif isinstance(ev, E.QiRemoved):
            lit[("space", ev.space)] = T.LEGAL
    return lit


def _lit_in_area(lit: dict, ev: E.Event, row_before: list[int], row_after: list[int]) -> None:
    if isinstance(ev, E.Struck):
        lit[("played", ev.slot, ev.card)] = T.HIGHLIGHT
    elif isinstance(ev, E.MotifInked):
        lit[("track", ev.slot, ev.space)] = T.HIGHLIGHT
    elif isinstance(ev, E.CardMoved) and ev.from_pile == E.Pile.MARKET:
        if ev.card in row_before and len(row_after) == len(row_before):
            # the slot it bought from, refilled (not when the row closed up)
            lit[("market", row_before.index(ev.card))] = T.HIGHLIGHT
    elif isinstance(ev, E.AmuletGained):
        lit[("amulet", ev.amulet)] = T.HIGHLIGHT
    elif isinstance(ev, E.SlipGained):
        lit[("myslip", ev.slip)] = T.HIGHLIGHT
    elif isinstance(ev, E.SlipPlaced):
        lit[("section", ev.section)] = T.HIGHLIGHT
    elif isinstance(ev, E.Summoned):
        lit[("lion", 1)] = T.HIGHLIGHT


def performed_tile(before, seat: int, action: A.Action) -> int:
    """The tile whose action a Perform of `Source.TILE` took (the one the moving Lion stands on),
    or -1."""
    if not (isinstance(action, A.Perform) and action.source is A.Source.TILE):
        return -1
    slot = before.turn.slot
    if 0 <= slot < 2 and before.players[seat].lion_tile[slot] >= 0:
        return before.players[seat].lion_tile[slot]
    return -1


def nian_card_after(events: Iterable[E.Event], shown: list[int]) -> list[int]:
    """Solo: the Nian card the panel shows after `events` ([card, option taken or -1], [] for
    none): a new card replaces the last; an option chosen marks it."""
    shown = list(shown)
    for ev in events:
        if isinstance(ev, E.SoloCardDrawn):
            shown = [ev.card, -1]  # shown until the player's next turn is over
        elif isinstance(ev, E.SoloOptionChosen) and shown:
            shown[1] = ev.option
    return shown


def glow(
    last: dict[Key, tuple],
    own_area: bool,
    choices: Choices | None,
    selected_motif: int = -1,
    held_cards: Iterable[int] = (),
) -> dict[Key, tuple]:
    """Everything lit on the table now: the last decision's changes (`own_area`: the keys of a
    seat's own area belong to the area on show), the decision at hand's choices, and for a Drum
    card held (dragged, or taken up from the keyboard) the Lions it can go to."""
    out = dict(last) if own_area else {k: v for k, v in last.items() if k[0] not in OWN_AREA_KINDS}
    if choices is None:
        return out
    out.update(glow_colours(choices, selected_motif))
    for held in held_cards:
        for card, slot in choices.drags:
            if card == held:
                out[("lion", slot)] = T.LEGAL
    return out


def tile_glow(glow_: dict[Key, tuple], choices: Choices | None, state, viewer: int) -> dict:
    """The map's lit tiles; in the Perform step also the tile whose action may be performed (the
    one the Lion that moved stands on)."""
    tiles = {k[1]: v for k, v in glow_.items() if k[0] == "tile"}
    if choices is not None and choices.kind == DecisionKind.PERFORM and viewer >= 0:
        p = state.players[viewer]
        slot = state.turn.slot
        if (
            slot >= 0
            and p.lion_tile[slot] >= 0
            and any(k[0] == "item" and k[1][0] == A.Source.TILE for k in choices.clicks)
        ):
            tiles[p.lion_tile[slot]] = T.LEGAL
    return tiles
