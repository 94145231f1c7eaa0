"""Player Turn: Summon (rulebook).

Instead of the Drum action, once per game, if you have placed from your Character board at least the
Qi Energy the Ritual Manual token asks for, choose 1 of the face-up Lion cards and place it in your
right slot; replenish the Lion cards to 4; then gain the Ritual Manual token's reward.  The right Lion
holds 3 Drum cards and gains 1 Strength die (both printed on the Character board).
"""

from __future__ import annotations

from .actions import Summon
from .events import LionChosen, Summoned
from .perform import resolve
from .reasons import Cause, because
from .state import GameState
from .supply import refill_lion_row


def can_summon(st: GameState, seat: int) -> bool:
    p = st.players[seat]
    if p.summoned or p.lion[1] >= 0 or st.manual < 0:
        return False
    need = st.catalogue.manuals[st.manual].qi
    start = sum(s.qi for s in st.catalogue.characters[p.character].sections)
    return start - sum(p.qi) >= need


def summons(st: GameState, seat: int) -> list[Summon]:
    if not can_summon(st, seat):
        return []
    return [Summon(lion) for lion in st.lion_row]


def summon(st: GameState, seat: int, lion: int, ev) -> None:
    p = st.players[seat]
    st.lion_row.remove(lion)
    p.lion[1] = lion
    p.summoned = True
    ev.append(Summoned(seat, lion))
    ev.append(LionChosen(seat, lion, 1))
    refill_lion_row(st, ev)
    for eff in reversed(st.catalogue.manuals[st.manual].reward):
        resolve(st, seat, 1, eff, _RITUAL_MANUAL, ev)


_RITUAL_MANUAL = because(Cause.RITUAL_MANUAL)
