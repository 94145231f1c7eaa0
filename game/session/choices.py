"""From the engine's legal actions to things on the table a player can click or drag.

For the pending decision, `Choices` says which things light up and what clicking each one does;
anything without a place on the table (an Exchange, a reward, Done) becomes a button, its words from
`game.text.actions.button_label`.  The screen never invents an action: every click maps back to one
of `legal_actions()`.  This is data only: the screen colours what `Choices.lit` names
(`game.ui.decisions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import actions as A
from game.core.decisions import DecisionKind as K
from game.core.decisions import OptionMeaning as M
from game.core.decisions import current, option_meaning
from game.core.state import GameState
from game.core.turn import leap_routes
from game.text.actions import button_label
from game.text.prompts import hint

Key = tuple


@dataclass
class Choices:
    kind: K
    clicks: dict[Key, A.Action] = field(
        default_factory=dict
    )  # a click on the thing takes the action
    drags: dict[tuple[int, int], A.Action] = field(default_factory=dict)  # (card, slot) -> Strike
    buttons: list[tuple[str, A.Action, bool]] = field(
        default_factory=list
    )  # label, action, primary
    labels: dict[int, str] = field(default_factory=dict)  # badges on tiles (leap step costs)
    paths: dict[int, list[int]] = field(default_factory=dict)  # leap paths by destination
    motifs: dict[int, list[A.TakeMotif]] = field(
        default_factory=dict
    )  # row index -> inking choices
    hint: str = ""

    def lit(self, selected_motif: int = -1) -> dict[Key, bool]:
        """Every thing that lights up for this decision: True for what is picked out (the Motif
        being placed, and the track spaces it may go to), False for what may be chosen."""
        lit: dict[Key, bool] = dict.fromkeys(self.clicks, False)
        for card, _slot in self.drags:
            lit[("hand", card)] = False
        for i in self.motifs:
            lit[("motif", i)] = i == selected_motif
        if selected_motif in self.motifs:
            for act in self.motifs[selected_motif]:
                lit[("track", act.slot, act.space)] = True
        return lit


def choices_for(st: GameState, legal: list[A.Action]) -> Choices:
    """`st` is the deciding seat's view; `legal` the engine's legal actions."""
    decision = current(st)
    kind = decision.kind
    ch = Choices(kind)
    for action in legal:
        key = _key_for(st, kind, decision.seat, action)
        if isinstance(action, A.Strike):
            ch.drags[(action.card, action.slot)] = action
        elif isinstance(action, A.TakeMotif):
            ch.motifs.setdefault(action.index, []).append(action)
        elif key is not None:
            ch.clicks[key] = action
        else:
            ch.buttons.append((button_label(st, kind, action), action, _primary(action)))
    if kind is K.LEAP and legal:
        found, base = leap_routes(st, decision.seat, decision.params.slot)
        for tile, route in found.items():
            # compact badges ("2", "3+竹" when 1 Bamboo is needed) so neighbours' badges do not overlap
            ch.labels[tile] = f"{route.cost}+竹" if route.cost > base else str(route.cost)
            ch.paths[tile] = list(route.path)
    ch.hint = hint(kind)
    return ch


def _primary(action: A.Action) -> bool:
    return isinstance(action, (A.EndPerform, A.Skip))


def _key_for(st: GameState, kind: K, seat: int, action: A.Action) -> Key | None:
    if isinstance(action, A.Leap):
        return ("tile", action.tile)
    if isinstance(action, A.PlaceTile):
        return ("hex", action.hex)
    if isinstance(action, A.Summon):
        return ("lionrow", st.lion_row.index(action.lion))
    if isinstance(action, A.ChooseLion):
        if kind is K.CHOOSE_LION_ROW:
            return ("lionrow", st.lion_row.index(action.lion))
        return ("dealt", action.lion)
    if isinstance(action, A.ChooseCharacter):
        return ("character", action.character)
    if isinstance(action, A.Discard):
        return ("hand", action.card)
    if isinstance(action, A.Perform):
        return ("item", action.item)
    if isinstance(action, A.Choose):
        o, meaning = action.option, option_meaning(kind)
        if meaning is M.SPACE:
            return ("space", o)
        if meaning is M.SECTION:
            return ("reserve",) if o < 0 else ("section", o)
        if meaning is M.TILE:
            return ("tile", o)
        if meaning is M.DRUM_ROW:
            return ("market", o)
        if meaning is M.SLIP_ROW:
            return ("slip", o)
        if kind is K.REST_RETAIN:  # the card kept in hand
            return ("hand", o)
        if meaning is M.CARD:  # a card to exile, from hand or discard
            return ("hand", o) if o in st.players[seat].hand else ("discard", o)
    return None
