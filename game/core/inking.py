"""Perform: Inking Tattoo Motifs (rulebook).

Spend 1 Bamboo to gain 1 Tattoo Motif.  You may first spend 1 Coin to discard the row of four Motifs
and replenish it with four new tokens, once per turn; discarded Motifs go back into the bag at the end
of your turn.  Place the Motif on the track of either Lion, even the one not active this turn,
starting from the leftmost available space, and immediately perform the covered space's action or
bonus.  On a full track you may replace a placed Motif, without performing the covered space again.
Gained Motifs are replenished during Clean Up.  In Solo, a row the Nian has defaced cannot be
refreshed until after your turn (`supply.row_held`).
"""

from __future__ import annotations

from .actions import RefreshRow, Row, Skip, TakeMotif
from .decisions import DecisionKind as K
from .decisions import Prompt
from .events import MotifInked, ResourcesChanged, RowDiscarded, RowRefilled
from .perform import passed_over, performed, resolve
from .reasons import Cause, Unable, because
from .state import GameState
from .steps import Step, step
from .supply import ROW_SIZE, draw_motif, refresh_problem


def track_length(st: GameState, seat: int, slot: int) -> int:
    p = st.players[seat]
    return len(st.catalogue.lions[p.lion[slot]].track) if p.lion[slot] >= 0 else 0


def _can_refresh(st: GameState, seat: int) -> bool:
    return not refresh_problem(st, seat, Row.MOTIF)


@step
class Ink(Step):
    """("ink", seat, free): take a Motif from the row and ink it; free=1 for a free Motif."""

    kind = K.INK

    def feasible(self, st, seat):
        p = st.players[seat]
        return p.bamboo >= 1 and (bool(st.motif_row) or _can_refresh(st, seat))

    def legal(self, st, frame):
        seat, free = frame[1], frame[2]
        p = st.players[seat]
        out = []
        if free or p.bamboo >= 1:
            seen = set()
            for i, colour in enumerate(st.motif_row):
                if colour in seen:
                    continue  # two tokens of one colour are the same choice
                seen.add(colour)
                for slot in (0, 1):
                    if p.lion[slot] < 0:
                        continue
                    n = track_length(st, seat, slot)
                    have = len(p.motifs[slot])
                    spaces = [have] if have < n else range(n)
                    out.extend(TakeMotif(i, slot, space) for space in spaces)
        if (out or free or p.bamboo >= 1) and _can_refresh(st, seat):
            out.append(RefreshRow(Row.MOTIF))
        if out:
            out.append(Skip())
        return out

    def on_empty(self, st, frame, ev):
        free = frame[2]
        why = Unable.NO_BAMBOO if not free and st.players[frame[1]].bamboo < 1 else None
        passed_over(frame, why or Unable.MOTIF_ROW_EMPTY, ev)

    def apply(self, st, frame, action, ev):
        seat, free = frame[1], frame[2]
        p = st.players[seat]
        if isinstance(action, Skip):
            return
        if isinstance(action, RefreshRow):
            p.coins -= 1
            ev.append(ResourcesChanged(seat, (("coins", -1),), _REFRESH_MOTIFS))
            ev.append(RowDiscarded(Row.MOTIF, tuple(st.motif_row), seat))
            st.turn.motifs_out.extend(st.motif_row)
            st.motif_row = []
            while len(st.motif_row) < ROW_SIZE:
                colour = draw_motif(st)
                if colour < 0:
                    break
                st.motif_row.append(colour)
            ev.append(RowRefilled(Row.MOTIF, tuple(st.motif_row), auto=False))
            st.turn.motif_refreshed = True
            st.stack.append(frame)
            return
        if not free:
            p.bamboo -= 1
            ev.append(ResourcesChanged(seat, (("bamboo", -1),), _INK))
        colour = st.motif_row.pop(action.index)
        track = p.motifs[action.slot]
        replaced = -1
        if action.space < len(track):
            replaced = track[action.space]
            track[action.space] = colour
            st.turn.motifs_out.append(replaced)
        else:
            track.append(colour)
        ev.append(MotifInked(seat, action.slot, colour, action.space, replaced))
        performed(st, seat, "ink")
        if replaced < 0:
            lion = st.catalogue.lions[p.lion[action.slot]]
            eff = lion.track[action.space]
            if not eff.is_passive:
                resolve(st, seat, action.slot, eff, _TRACK, ev)

    def explain(self, st, frame, action):
        if isinstance(action, RefreshRow) and action.row == Row.MOTIF:
            return refresh_problem(st, frame[1], Row.MOTIF)
        return None

    def prompt(self, st, frame):
        return _FREE if frame[2] else _PAID


_FREE, _PAID = Prompt(K.INK, n=1), Prompt(K.INK, n=0)
_REFRESH_MOTIFS = because(Cause.REFRESH_MOTIFS)
_INK = because(Cause.INK)
_TRACK = because(Cause.TATTOO_MOTIF_TRACK)
