"""What the player is asked: the decision's sentence as the board shows it, and its hint.

Rulebook, "Game and Player Turn Overview" (each decision of a turn) and "Nian Beast Turn" ("Choose and
resolve one of the two effects").  The engine's `Pending.prompt` says who is asked what; the Nian's
options add which of them can be chosen and why not; `hint` says what to click on the board.
"""

from __future__ import annotations

from game.core.decisions import DecisionKind as K
from game.core.decisions import Prompt, current
from game.core.state import GameState
from game.i18n import N_, _, name

from .names import solo_label
from .reasons import prompt_words
from .solo import why_not


def solo_option_prompt(st: GameState, card: int) -> str:
    """The Nian's options on its Solo card `card` when only one can be chosen (rulebook, "Nian Beast
    Turn": "Choose and resolve one of the two effects"): which, and why the other cannot; '' when
    both can (the engine's prompt says so).  Each button says what its option does
    (`game.text.actions.choose_text`)."""
    info = st.catalogue.solo[card]
    names = dict(
        card=name(info.name), rampage=solo_label(info.rampage), relief=solo_label(info.relief)
    )
    rampage_why, relief_why = why_not(st, info.rampage), why_not(st, info.relief)
    if rampage_why and not relief_why:
        return _(
            "The Nian's {card}: only Relief ({relief}) — Rampage ({rampage}) is not possible: {why}"
        ).format(why=rampage_why, **names)
    if relief_why and not rampage_why:
        return _(
            "The Nian's {card}: only Rampage ({rampage}) — Relief ({relief}) is not possible: {why}"
        ).format(why=relief_why, **names)
    return ""


def prompt_text(st: GameState, prompt: Prompt) -> str:
    """The decision's sentence as the screen shows it: the engine's `prompt` in words
    (`reasons.prompt_words`), or for the Nian's options which of them can be chosen and why not."""
    decision = current(st)
    if decision.kind is K.SOLO_OPTION:
        return solo_option_prompt(st, decision.params.card) or prompt_words(prompt)
    return prompt_words(prompt)


def hint(kind: K) -> str:
    """What to click on the board for a decision of `kind` ('' when the prompt says it all)."""
    return _(HINTS[kind]) if kind in HINTS else ""


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
    K.PURCHASE_SLIP: N_("Click a Bamboo Slips token in the row"),
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
