"""Why, in words: refusals, the reasons events give, why an undo is refused, and what a decision asks.

The rules speak in typed values (`game.core.reasons`: `Refusal`, `Because`, `NoUndo`;
`game.core.decisions.Prompt`); this module is the one place that turns them into the player's
language, so no sentence is built twice and none is parsed back (DESIGN.md, "game/text").  The
sections of the rulebook they come from are named on the values (`game.core.reasons.Why`, `Cause`).

* `refusal_text`: why an action, a Solo card's option or an undo is refused ("That Lion already holds
  2 Drum cards, its limit");
* `reason_text`: why an event happened, as the log shows it in brackets ("carve the Pendant");
* `unable_text`: why an action an effect performs could not be carried out ("no open space");
* `undo_text`: why the last decision can no longer be taken back ("dice were rolled");
* `prompt_words`: the decision's question ("Leap: choose the Terrain tile where your Lion ends");
  the board adds the Nian's options to it (`game.text.prompts.prompt_text`).

Importing this module also lets `str(IllegalAction)` give these words (`IllegalAction.words`).
"""

from __future__ import annotations

from game.core.actions import Row
from game.core.decisions import DecisionKind as K
from game.core.decisions import PerformMode, Prompt, PromptTag
from game.core.errors import IllegalAction
from game.core.reasons import Because, Cause, NoUndo, Refusal, Unable, Why
from game.i18n import N_, _, name, pgettext

from .components import frontier_group, terrain_kind
from .names import solo_label as label

# --- refusals ---------------------------------------------------------------------------------------

#: The words of each refusal that needs no argument (or only `row`: see `_ROW_REFUSALS`).
REFUSALS: dict[Why, str] = {
    Why.GAME_OVER: N_("The game is over"),
    Why.CARD_NOT_IN_HAND: N_("That card is not in your hand"),
    Why.FEAR_CARD: N_("Fear cards cannot be played next to a Lion"),
    Why.LION_NOT_SUMMONED: N_("That Lion has not been summoned"),
    Why.CANNOT_SUMMON: N_(
        "You cannot summon that Lion now (once per game, after placing enough Qi Energy)"
    ),
    Why.LEAP_SAME_TILE: N_("The Lion must end on a different tile from where it started"),
    Why.LEAP_OCCUPIED: N_("A Lion already stands there: you may pass over it but not end on it"),
    Why.LEAP_OUT_OF_REACH: N_("That tile is out of reach with the steps you have"),
    Why.PERFORM_UNAVAILABLE: N_(
        "That action has been used, its requirement is not met, or you cannot pay for it"
    ),
    # a Solo card's option that would change nothing (shown after "... is not possible: ")
    Why.FEAR_DECK_EMPTY: N_("the Fear deck is empty"),
    Why.MONSTER_STACK_EMPTY: N_("the monster stack is empty"),
    Why.NO_YAO_ON_MAP: N_("no Yao monster is on the Village map"),
    Why.NO_SCORCHED_EARTH_LEFT: N_("no Scorched Earth token is left"),
    Why.ALL_YAO_SCORCHED: N_(
        "every Yao monster on the Village map already stands on Scorched Earth"
    ),
    Why.NO_FEAR_CARD_LEFT: N_("no Fear card is left to give you"),
    Why.NO_LION_ON_MAP: N_("none of your Lions is on the Village map"),
    Why.NO_COUPLETS_SPACE: N_("no open Spring Couplets space is left"),
    Why.NO_AMULET_SPACE: N_("no open Jade Amulet space is left"),
    Why.NO_EXCHANGE_SPACE: N_("no open Exchange space is left"),
    Why.NO_MONSTER_SPACE: N_("no open Wangliang or Zhujian space is left in the Frontier"),
    Why.DRUM_MARKET_EMPTY: N_("the Drum market is empty"),
    Why.MOTIF_ROW_EMPTY: N_("the Motif row is empty"),
    Why.HAND_EMPTY: N_("you have no cards in hand"),
    Why.NOTHING_TO_DRAW: N_("your deck and discard pile are empty: nothing to draw"),
    Why.CANNOT_AFFORD_DRUM: N_("you cannot afford any Drum card in the market"),
    Why.NO_NIAN_QI_COUPLETS: N_("no Nian Qi Energy is on the Spring Couplets"),
    Why.NO_NIAN_QI_AMULETS: N_("no Nian Qi Energy is on the Jade Amulets"),
    Why.NO_YAO_NEXT_TO_LIONS: N_("no Yao monster is next to your Lions"),
}

#: The refusals about refreshing a row for 1 Coin, by the row ("drum" or "motif").
_ROW_REFUSALS: dict[Why, dict[str, str]] = {
    Why.ROW_HELD: {
        "drum": N_(
            "The Nian has thrashed the Drum market: it stays empty until the end of your turn"
        ),
        "motif": N_(
            "The Nian has defaced the Tattoo Motif row: it stays empty until the end of your turn"
        ),
    },
    Why.ROW_REFRESHED: {
        "drum": N_("You may refresh the Drum market only once a turn"),
        "motif": N_("You may refresh the Motif row only once a turn"),
    },
    Why.REFRESH_COST: {
        "drum": N_("Refreshing the Drum market costs 1 Coin"),
        "motif": N_("Refreshing the Motif row costs 1 Coin"),
    },
    Why.NOTHING_TO_REFRESH: {
        "drum": N_("The Drum deck is empty: there is nothing to refresh the market with"),
        "motif": N_("The Motif bag is empty: there is nothing to refresh the row with"),
    },
}


def refusal_text(refusal: Refusal) -> str:
    """Why something is refused, in the player's words."""
    why = refusal.why
    if why in REFUSALS:
        return _(REFUSALS[why])
    if why in _ROW_REFUSALS:
        return _(_ROW_REFUSALS[why][refusal.row])
    if why is Why.LION_FULL:
        return _("That Lion already holds {n} Drum cards, its limit").format(n=refusal.n)
    if why is Why.NOT_AN_ACTION:
        return _("{action} is not an action").format(action=refusal.action)
    if why is Why.NOT_A_CHOICE:
        return _("Now: {prompt}. '{kind}' is not one of the choices ({choices})").format(
            prompt=_prompt(refusal), kind=refusal.action, choices=", ".join(refusal.choices)
        )
    if why is Why.NOT_ALLOWED:
        return _("That choice is not allowed now: {prompt}").format(prompt=_prompt(refusal))
    if why is Why.CANNOT_UNDO:
        return cannot_undo(undo_text(refusal.undo))
    raise ValueError(f"no words for the refusal {refusal}")


def cannot_undo(why: str) -> str:
    """ "Cannot undo: dice were rolled": `why` is an undo reason in words (`undo_text`, or a
    screen's own such as "not while the guide is running")."""
    return _("Cannot undo: {why}").format(why=why)


def _prompt(refusal: Refusal) -> str:
    return prompt_words(refusal.prompt) if refusal.prompt is not None else ""


# --- why an action an effect performs was passed over (issue 42) ------------------------------------

UNABLE: dict[Unable, str] = {
    Unable.NO_QI: N_("no Qi Energy left to place"),
    Unable.NO_SPACE: N_("no open space left"),
    Unable.CANNOT_PAY_SPACE: N_("no open space that can be paid for"),
    Unable.NO_AMULET_LEFT: N_("every open Jade Amulet is already owned or used up"),
    Unable.NO_YAO_HERE: N_("no Yao monster on the Lion's tile"),
    Unable.NO_BAMBOO: N_("no Bamboo to spend"),
    Unable.MOTIF_ROW_EMPTY: N_("the Motif row is empty"),
    Unable.MARKET_EMPTY: N_("the Drum market is empty"),
    Unable.CANNOT_PAY_CARD: N_("not enough Coins for any card in the Drum market"),
    Unable.SLIP_COST: N_("Bamboo Slips cost 2 Bamboo"),
    Unable.SLIP_ROW_EMPTY: N_("no Bamboo Slips left in the row"),
    Unable.NOTHING_TO_EXILE: N_("no card in hand or discard pile"),
    Unable.NOTHING_TO_DRAW: N_("the deck and discard pile are empty"),
}


def unable_text(why: Unable) -> str:
    """Why an action an effect performs could not be carried out ("no open space left")."""
    return _(UNABLE[why])


# --- why an undo is refused (issue 8, "Undo") --------------------------------------------------------

UNDO: dict[NoUndo, str] = {
    NoUndo.GAME_OVER: N_("the game is over"),
    NoUndo.NOTHING_YET: N_("nothing to undo yet this turn"),
    NoUndo.SETTING_UP: N_("the game is being set up"),
    NoUndo.ANOTHER_PLAYER: N_("another player decides now"),
    NoUndo.DICE_ROLLED: N_("dice were rolled"),
    NoUndo.DECK_SHUFFLED: N_("a deck was shuffled"),
    NoUndo.NIAN_CARD_TURNED: N_("the Nian's card was turned"),
    NoUndo.MONSTER_DRAWN: N_("a monster was drawn"),
    NoUndo.NIAN_APPEARED: N_("the Nian beast appeared"),
    NoUndo.SLIP_DRAWN: N_("a Bamboo Slip was drawn"),
    NoUndo.TILE_PLACED: N_("a terrain tile was placed"),
    NoUndo.DRUM_ROW_REFILLED: N_("the Drum market was refilled"),
    NoUndo.MOTIF_ROW_REFILLED: N_("the Motif row was refilled"),
    NoUndo.SLIP_ROW_REFILLED: N_("the Bamboo Slip row was refilled"),
    NoUndo.LION_ROW_REFILLED: N_("the Lion row was refilled"),
    NoUndo.ROW_REFILLED: N_("a row was refilled"),
    NoUndo.CHANCE_USED: N_("chance was used"),
    NoUndo.CARD_DRAWN: N_("a card was drawn"),
    NoUndo.DRUM_CARD_DRAWN: N_("a Drum card was drawn"),
    NoUndo.MOTIF_DRAWN: N_("a Motif was drawn from the bag"),
    NoUndo.LION_DRAWN: N_("a Lion was drawn"),
    NoUndo.FEAR_CARD_DRAWN: N_("a Fear card was drawn"),
    NoUndo.TILE_DRAWN: N_("a terrain tile was drawn"),
}


def undo_text(why: NoUndo | None) -> str:
    """Why the last decision can no longer be taken back ('' for None: it can)."""
    return _(UNDO[why]) if why is not None else ""


# --- why an event happened (shown in brackets in the log) -------------------------------------------

#: The words of each reason that names nothing.
REASONS: dict[Cause, str] = {
    Cause.DEFEATED: N_("defeated"),
    Cause.PACIFIED: N_("pacified"),
    Cause.GHOST_KILLED: N_("ghost-killed"),
    Cause.SWEPT: N_("swept away"),
    Cause.STRUCK_DOWN: N_("struck down by the Nian beast"),
    Cause.NO_TILE_IN_REACH: N_("no tile within reach"),
    Cause.REFRESH_MOTIFS: N_("refresh the Motif row"),
    Cause.REFRESH_DRUMS: N_("refresh the Drum market"),
    Cause.INK: N_("ink a Tattoo Motif"),
    Cause.PURCHASE_SLIP: N_("purchase Bamboo Slips"),
    Cause.STARTING_RESOURCES: N_("starting resources"),
    Cause.EXTRA_LEAP_STEPS: N_("extra leap steps"),
    Cause.EXCHANGE: N_("Exchange"),
    Cause.RESUPPLY: N_("Resupply"),
    Cause.DEFEATED_YAO: N_("defeated Yao monster"),
    Cause.FRONTIER_REWARD: N_("Frontier reward"),
    Cause.TATTOO_MOTIF_TRACK: N_("Tattoo Motif track"),
    Cause.BAMBOO_SLIPS: N_("Bamboo Slips on your Character board"),
    Cause.RITUAL_MANUAL: N_("Ritual Manual"),
}

#: The reasons that name something: their message and how the name is shown.
NAMED_REASONS = {
    Cause.CARVE: (N_("carve the {name}"), name),
    Cause.COUPLETS: (N_("Spring Couplets: {name}"), name),
    Cause.PACIFY: (N_("pacify a {name}"), lambda kind: frontier_group(kind)),
    Cause.ON_PURCHASE: (N_("{name}: on purchase"), name),
    Cause.PERFORM: (N_("perform {name}"), lambda key: _perform_source(key)),
    Cause.PURCHASE: (N_("purchase {name}"), name),
    Cause.WHEN_YOU: (N_("when you {name}"), lambda key: _trigger(key)),
}


def reason_text(reason: Because) -> str:
    """Why an event happened, in the player's words ("carve the Pendant", "defeated")."""
    if reason.kind in REASONS:
        return _(REASONS[reason.kind])
    message, show = NAMED_REASONS[reason.kind]
    return _(message).format(name=show(reason.name))


def _trigger(key: str) -> str:
    """A 'when you ...' trigger in a reason ("when you ink"), as the log has always written it."""
    words = {
        "ink": pgettext("trigger", "ink"),
        "couplets": pgettext("trigger", "couplets"),
        "amulet": pgettext("trigger", "amulet"),
        "pacify": pgettext("trigger", "pacify"),
        "exchange": pgettext("trigger", "exchange"),
        "victory": pgettext("trigger", "victory"),
        "intimidate": pgettext("trigger", "intimidate"),
        "purchase_slip": pgettext("trigger", "purchase_slip"),
    }
    return words.get(key, key)


def _perform_source(key: str) -> str:
    """The Perform item kind in a reason ("perform drum"), as the log has always written it."""
    words = {
        "drum": pgettext("source", "drum"),
        "jade": pgettext("source", "jade"),
        "tile": pgettext("source", "tile"),
        "pendant": pgettext("source", "pendant"),
        "rest_tile": pgettext("source", "rest_tile"),
        "slip": pgettext("source", "slip"),
    }
    return words.get(key, key)


# --- what a decision asks -----------------------------------------------------------------------------

#: The question of each decision whose words name nothing.
PROMPTS: dict[K, str] = {
    K.TURN: N_("Your turn: strike a Drum card next to a Lion, summon a Lion, or rest"),
    K.LEAP: N_("Leap: choose the Terrain tile where your Lion ends"),
    K.COUPLETS: N_("Write Spring Couplets: choose a space (its Red Paper is spent)"),
    K.AMULET: N_("Carve a Jade Amulet: choose one (its Jade is spent)"),
    K.PACIFY: N_("Pacify the Land: choose a Frontier space for the Yao monster"),
    K.EXCHANGE: N_("Exchange: choose one exchange"),
    K.PURCHASE_DRUM: N_("Purchase a Drum card from the market (it goes on top of your deck)"),
    K.PURCHASE_SLIP: N_("Purchase Bamboo Slips (2 Bamboo): choose one from the row"),
    K.EXILE: N_("Exile a Drum or Fear card from your hand or discard pile"),
    K.QI_FROM: N_("Choose the Character board section your Qi Energy comes from"),
    K.REWARD: N_("Choose your reward from the Frontier space"),
    K.CLEANUP: N_("Clean Up: discard any cards you do not want, then draw up to 3"),
    K.REST_RETAIN: N_("Rest: keep 1 Drum card in hand for your next turn (the rest are shuffled)"),
    K.CHOOSE_CHARACTER: N_("Choose your Character board (you drew two)"),
    K.CHOOSE_LION_ROW: N_("Choose your starting Lion from the row"),
    K.CHOOSE_LION_DEAL: N_("Choose your starting Lion in secret (all are revealed together)"),
    K.OVER: N_("The game is over"),
}

_PERFORM = {
    PerformMode.DRUM: N_("Perform: choose an action on your Drum card or Terrain tile, or finish"),
    PerformMode.REST: N_(
        "Resting amulet: perform the Terrain tiles your Lions stand on, or finish"
    ),
}
_REMOVE_NIAN_QI = {
    "any": N_("Remove 1 Nian Qi Energy from the Village board"),
    "couplets": N_("Remove 1 Nian Qi Energy from a Spring Couplet"),
    "amulets": N_("Remove 1 Nian Qi Energy from an Amulet"),
}


def prompt_words(prompt: Prompt) -> str:
    """What a decision asks, in the player's words ('' for a step the rules take on their own)."""
    kind = K(prompt.kind)
    if kind in PROMPTS:
        return _(PROMPTS[kind])
    if kind is K.PERFORM:
        return _(_PERFORM[prompt.what])
    if kind is K.INK:
        if prompt.n:
            return _("Take a free Tattoo Motif and ink it on a Lion's track")
        return _("Ink a Tattoo Motif (1 Bamboo): choose a Motif and a Lion")
    if kind is K.REST_PURCHASE:
        if prompt.what == PromptTag.HELD:  # Solo Thrash: why there is nothing to buy or refresh
            why = refusal_text(Refusal(Why.ROW_HELD, row=Row.DRUM))
            return _("Rest: nothing to purchase. {why}").format(why=why)
        return _("Rest: purchase a Drum card (on top of your deck), refresh the market, or skip")
    if kind is K.FRONTIER:
        return _("Victory! Choose a Frontier space for the defeated {monster}").format(
            monster=frontier_group(prompt.what)
        )
    if kind is K.SPAWN_YAO:
        return _("Spawn a {kind}: choose a Terrain tile next to your Lion").format(
            kind=frontier_group(prompt.what)
        )
    if kind is K.SPAWN_NIAN:
        return _(
            "The Nian beast's form {n} spawns: choose a Terrain tile next to your Lion"
        ).format(n=prompt.n)
    if kind is K.PLACE_TILE:
        return _("Build the village: place {name} ({terrain}) touching at least two tiles").format(
            name=name(prompt.name), terrain=terrain_kind(prompt.what)
        )
    if kind is K.SOLO_OPTION:
        rampage, relief = prompt.options
        return _("The Nian's {card}: choose Rampage ({rampage}) or Relief ({relief})").format(
            card=name(prompt.name), rampage=label(rampage), relief=label(relief)
        )
    if kind is K.REGROUP:
        return _("Regroup: discard up to 3 Drum cards to redraw ({n} so far), then Done").format(
            n=prompt.n
        )
    if kind is K.REMOVE_NIAN_QI:
        return _(_REMOVE_NIAN_QI[prompt.what])
    if kind is K.SWEEP:
        return _("Sweep: remove a Yao monster next to your Lions ({n} left), or Done").format(
            n=prompt.n
        )
    return ""  # an automatic step: nobody is asked


IllegalAction.words = refusal_text
