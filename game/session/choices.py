"""From the engine's legal actions to things on the table a player can click or drag.

For the pending decision, `Choices` says which things light up and what clicking each one does;
anything without a place on the table (an Exchange, a reward, Done) becomes a labelled button.  The
screen never invents an action: every click maps back to one of `legal_actions()`.  This is data only:
the screen colours what `Choices.lit` names (`game.ui.decisions`).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import actions as A
from game.core.decisions import DecisionKind as K
from game.core.decisions import OptionMeaning as M
from game.core.decisions import current, option_meaning
from game.core.state import GameState
from game.core.turn import leap_routes
from game.core.words import action_text
from game.i18n import N_, _

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
    ch.hint = _(HINTS[kind]) if kind in HINTS else ""
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
        item = action.item
        if item[0] == "tile":
            return ("item", item)
        if item[0] == "slip":
            return ("item", item)
        return ("item", item)
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


def button_label(st: GameState, kind: K, action: A.Action) -> str:
    if isinstance(action, A.EndPerform):
        return _("Done")
    if isinstance(action, A.Rest):
        return _("Rest")
    if isinstance(action, A.Skip):
        label = {
            K.CLEANUP: N_("Done · draw"),
            K.REGROUP: N_("Done · redraw"),
            K.SWEEP: N_("Done sweeping"),
            K.REST_PURCHASE: N_("Buy nothing"),
            K.REST_RETAIN: N_("Keep none"),
            K.INK: N_("Skip"),
        }.get(kind, N_("Skip"))
        return _(label)
    if isinstance(action, A.RefreshRow):
        return _("Refresh row (1 Coin)")
    return action_text(st, action)


HINTS: dict[K, str] = {
    K.TURN: N_(
        "Drag a Drum card onto a Lion to Strike, click a Lion in the row to Summon, or Rest"
    ),
    K.LEAP: N_("Click a lit tile to leap there (hover to see the path)"),
    K.PERFORM: N_("Click an action to perform it, in any order; Done when finished"),
    K.INK: N_("Click a Motif in the row, then the lit space on a Lion's track"),
    K.COUPLETS: N_("Click a lit Spring Couplets space"),
    K.AMULET: N_("Click a lit Jade Amulet space"),
    K.PACIFY: N_("Click a lit Frontier space"),
    K.FRONTIER: N_("Click a lit Frontier space for the defeated monster"),
    K.QI_FROM: N_("Click the section of your board the Qi Energy comes from"),
    K.SPAWN_YAO: N_("Click a lit tile for the new Yao monster"),
    K.SPAWN_NIAN: N_("Click a lit tile for the Nian beast"),
    K.PURCHASE_DRUM: N_("Click a card in the market to purchase it"),
    K.REST_PURCHASE: N_("Click a card in the market to purchase it, or refresh or skip"),
    K.PURCHASE_SLIP: N_("Click a Bamboo Slips in the row"),
    K.EXILE: N_("Click a card in your hand or discard to exile it"),
    K.CLEANUP: N_("Click cards in your hand to discard them, then Done"),
    K.REST_RETAIN: N_("Click the card to keep in hand"),
    K.EXCHANGE: N_("Choose an exchange"),
    K.REWARD: N_("Choose your reward"),
    K.PLACE_TILE: N_("Click a lit space to place the tile"),
    K.CHOOSE_CHARACTER: N_("Choose your Character board"),
    K.CHOOSE_LION_ROW: N_("Choose your starting Lion from the row"),
    K.CHOOSE_LION_DEAL: N_("Choose your starting Lion (secret)"),
    K.SOLO_OPTION: N_("The Nian's card: choose its Rampage or its Relief"),
    K.REGROUP: N_("Click cards in your hand to discard them; Done draws as many"),
    K.REMOVE_NIAN_QI: N_("Click a space holding the Nian's Qi Energy to clear it"),
    K.SWEEP: N_("Click a lit Yao monster next to your Lions to sweep it away, or Done"),
}
