"""From the engine's legal actions to things on the table a player can click or drag.

For the pending decision, `Choices` says which things light up and what clicking each one does;
anything without a place on the table (an Exchange, a reward, Done) becomes a labelled button.  The
screen never invents an action: every click maps back to one of `legal_actions()`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import actions as A
from game.core.state import GameState
from game.core.turn import leap_routes
from game.core.words import action_text
from game.i18n import N_, _

from . import theme as T

Key = tuple


@dataclass
class Choices:
    kind: str
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

    def glow(self, selected_motif: int = -1) -> dict[Key, tuple]:
        lit: dict[Key, tuple] = {key: T.LEGAL for key in self.clicks}
        for card, _slot in self.drags:
            lit[("hand", card)] = T.LEGAL
        for i in self.motifs:
            lit[("motif", i)] = T.HIGHLIGHT if i == selected_motif else T.LEGAL
        if selected_motif in self.motifs:
            for act in self.motifs[selected_motif]:
                lit[("track", act.slot, act.space)] = T.HIGHLIGHT
        return lit


def choices_for(st: GameState, legal: list[A.Action]) -> Choices:
    """`st` is the deciding seat's view; `legal` the engine's legal actions."""
    kind = st.stack[-1][0] if st.stack else "over"
    frame = st.stack[-1] if st.stack else ()
    ch = Choices(kind)
    for action in legal:
        key = _key_for(st, kind, frame, action)
        if isinstance(action, A.Strike):
            ch.drags[(action.card, action.slot)] = action
        elif isinstance(action, A.TakeMotif):
            ch.motifs.setdefault(action.index, []).append(action)
        elif key is not None:
            ch.clicks[key] = action
        else:
            ch.buttons.append((button_label(st, kind, action), action, _primary(action)))
    if kind == "leap" and legal:
        seat, slot = frame[1], frame[2]
        found, base = leap_routes(st, seat, slot)
        for tile, route in found.items():
            # compact badges ("2", "3+竹" when 1 Bamboo is needed) so neighbours' badges do not overlap
            ch.labels[tile] = f"{route.cost}+竹" if route.cost > base else str(route.cost)
            ch.paths[tile] = list(route.path)
    ch.hint = _(HINTS[kind]) if kind in HINTS else ""
    return ch


def _primary(action: A.Action) -> bool:
    return isinstance(action, (A.EndPerform, A.Skip))


def _key_for(st: GameState, kind: str, frame: tuple, action: A.Action) -> Key | None:
    if isinstance(action, A.Leap):
        return ("tile", action.tile)
    if isinstance(action, A.PlaceTile):
        return ("hex", action.hex)
    if isinstance(action, A.Summon):
        return ("lionrow", st.lion_row.index(action.lion))
    if isinstance(action, A.ChooseLion):
        if kind == "choose_lion_row":
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
        o = action.option
        if kind in ("couplets", "amulet", "pacify", "frontier", "remove_nian_qi"):
            return ("space", o)
        if kind == "qi_from":
            return ("reserve",) if o < 0 else ("section", o)
        if kind in ("spawn_yao", "spawn_nian", "sweep"):
            return ("tile", o)
        if kind in ("purchase_drum", "rest_purchase"):
            return ("market", o)
        if kind == "purchase_slip":
            return ("slip", o)
        if kind == "exile":
            p = st.players[frame[1]]
            return ("hand", o) if o in p.hand else ("discard", o)
        if kind == "rest_retain":
            return ("hand", o)
    return None


def button_label(st: GameState, kind: str, action: A.Action) -> str:
    if isinstance(action, A.EndPerform):
        return _("Done")
    if isinstance(action, A.Rest):
        return _("Rest")
    if isinstance(action, A.Skip):
        label = {
            "cleanup": N_("Done · draw"),
            "regroup": N_("Done · redraw"),
            "sweep": N_("Done sweeping"),
            "rest_purchase": N_("Buy nothing"),
            "rest_retain": N_("Keep none"),
            "ink": N_("Skip"),
        }.get(kind, N_("Skip"))
        return _(label)
    if isinstance(action, A.RefreshRow):
        return _("Refresh row (1 Coin)")
    return action_text(st, action)


HINTS = {
    "turn": N_(
        "Drag a Drum card onto a Lion to Strike, click a Lion in the row to Summon, or Rest"
    ),
    "leap": N_("Click a lit tile to leap there (hover to see the path)"),
    "perform": N_("Click an action to perform it, in any order; Done when finished"),
    "ink": N_("Click a Motif in the row, then the lit space on a Lion's track"),
    "couplets": N_("Click a lit Spring Couplets space"),
    "amulet": N_("Click a lit Jade Amulet space"),
    "pacify": N_("Click a lit Frontier space"),
    "frontier": N_("Click a lit Frontier space for the defeated monster"),
    "qi_from": N_("Click the section of your board the Qi Energy comes from"),
    "spawn_yao": N_("Click a lit tile for the new Yao monster"),
    "spawn_nian": N_("Click a lit tile for the Nian beast"),
    "purchase_drum": N_("Click a card in the market to purchase it"),
    "rest_purchase": N_("Click a card in the market to purchase it, or refresh or skip"),
    "purchase_slip": N_("Click a Bamboo Slips in the row"),
    "exile": N_("Click a card in your hand or discard to exile it"),
    "cleanup": N_("Click cards in your hand to discard them, then Done"),
    "rest_retain": N_("Click the card to keep in hand"),
    "exchange": N_("Choose an exchange"),
    "reward": N_("Choose your reward"),
    "place_tile": N_("Click a lit space to place the tile"),
    "choose_character": N_("Choose your Character board"),
    "choose_lion_row": N_("Choose your starting Lion from the row"),
    "choose_lion_deal": N_("Choose your starting Lion (secret)"),
    "solo_option": N_("The Nian's card: choose its Rampage or its Relief"),
    "regroup": N_("Click cards in your hand to discard them; Done draws as many"),
    "remove_nian_qi": N_("Click a space holding the Nian's Qi Energy to clear it"),
    "sweep": N_("Click a lit Yao monster next to your Lions to sweep it away, or Done"),
}
