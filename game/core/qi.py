"""Qi Energy and the Village board spaces it occupies.

Rulebook: "Choose and place 1 Qi Energy token from anywhere on your character board onto an available
... space" (Spring Couplets, Jade Amulets, Pacifying, Exchange, Battle: Victory); "Each player has
additional Qi Energy which may be placed even if your Character board is empty"; and "Game End": once a
player's Character board has no remaining Qi Energy, that player takes the First Player token and
every other player takes one final turn.

A space is available when it is empty and printed for this player count (see docs/rulings.md: each
space holds one Qi Energy; "the number of spaces are not limited" means no player is limited in how
many of them they take).  A variant (Solo Mode) may leave some of those spaces out of play
(`variants.Variant.space_open`).
"""

from __future__ import annotations

from .actions import Choose
from .decisions import DecisionKind as K
from .events import Events, FinalRound, QiPlaced
from .outcome import Ending
from .state import GameState, PlayerState
from .steps import Step, step
from .variants import variant_of

RESERVE = -1  # the 4 Qi Energy kept beside the Character board


def can_place(p: PlayerState) -> bool:
    return p.reserve > 0 or any(p.qi)


def sources(p: PlayerState) -> list[int]:
    """Where the next Qi Energy may come from: any section with Qi, else the reserve."""
    secs = [i for i, n in enumerate(p.qi) if n]
    if secs:
        return secs
    return [RESERVE] if p.reserve > 0 else []


def space_open(st: GameState, space: int) -> bool:
    if st.space_qi[space] >= 0 or st.catalogue.spaces[space].players > max(st.n, 2):
        return False
    return variant_of(st).space_open(st, space)


def open_spaces(st: GameState, section: str, group: str | None = None) -> list[int]:
    return [s for s in st.catalogue.spaces_in(section, group) if space_open(st, s)]


def place(st: GameState, seat: int, space: int, source: int, ev: Events) -> None:
    """Move one Qi Energy from `source` (a section or RESERVE) onto `space`."""
    p = st.players[seat]
    if source == RESERVE:
        p.reserve -= 1
    else:
        p.qi[source] -= 1
    st.space_qi[space] = seat
    ev.append(QiPlaced(seat, space, source))
    if source != RESERVE and not any(p.qi):
        trigger_game_end(st, seat, Ending.BOARD_EMPTY, ev)


def trigger_game_end(st: GameState, seat: int, reason: Ending, ev: Events) -> None:
    """Game End: the first trigger gives the First Player token to `seat`; others take a final turn."""
    if st.end_trigger >= 0:
        return
    st.end_trigger = seat
    st.end_reason = reason
    st.first_player = seat
    ev.append(FinalRound(seat, reason))


@step
class QiFrom(Step):
    """("qi_from", seat, space): which section the placed Qi Energy comes from."""

    kind = K.QI_FROM

    def legal(self, st, frame):
        return [Choose(s) for s in sources(st.players[frame[1]])]

    def apply(self, st, frame, action, ev):
        place(st, frame[1], frame[2], action.option, ev)


def push_place(st: GameState, seat: int, space: int, ev: Events) -> None:
    """Place Qi on `space`, asking which section only when there is a real choice."""
    options = sources(st.players[seat])
    if len(options) == 1:
        place(st, seat, space, options[0], ev)
    elif options:
        st.stack.append((K.QI_FROM, seat, space))
