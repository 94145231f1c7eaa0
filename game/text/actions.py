"""What each choice does, in words: the engine's legal actions as buttons and lines say them.

Rulebook, "Game and Player Turn Overview" to "Player Turn: Rest" (Strike, Leap, Perform, Battle,
Clean Up, Summon, Rest), "Setup" (the draft) and "Nian Beast Turn" (the Nian's options): every action
the engine offers has a sentence here, written from the state the player sees, and a short label for
the buttons of the board (`button_label`).  Nothing here changes the game.
"""

from __future__ import annotations

from game.core import actions as A
from game.core.decisions import PLACE_QI, RAMPAGE, Decision, DecisionKind, current
from game.core.effects import MOTIF_COLOURS
from game.core.exchange import LABELS as EXCHANGE_LABELS
from game.core.state import GameState
from game.i18n import N_, _, name

from .components import slip_text
from .effects import colour_name, describe
from .names import card_name, lion_name, numbered_space_name, slot_name, solo_label, tile_name
from .solo import effect


def action_text(st: GameState, action: A.Action) -> str:
    """What choosing `action` does, in the context of the current decision."""
    decision = current(st)
    seat = decision.seat
    if isinstance(action, A.PlaceTile):
        return _("Place the tile at {hex}").format(hex=action.hex)
    if isinstance(action, A.ChooseCharacter):
        board = name(st.catalogue.characters[action.character].name)
        return _("Take the Character board {name}").format(name=board)
    if isinstance(action, A.ChooseLion):
        return _("Choose {lion}").format(lion=lion_name(st, action.lion))
    if isinstance(action, A.Strike):
        lion = st.players[seat].lion[action.slot] if seat >= 0 else -1
        return _("Play {card} next to {lion}").format(
            card=card_name(st, action.card), lion=lion_name(st, lion)
        )
    if isinstance(action, A.Summon):
        return _("Summon {lion} as your right Lion").format(lion=lion_name(st, action.lion))
    if isinstance(action, A.Rest):
        return _("Rest: purchase, gather your cards, keep one, shuffle and draw")
    if isinstance(action, A.Leap):
        return _("Leap to {tile}").format(tile=tile_name(st, action.tile))
    if isinstance(action, A.Perform):
        return perform_item_text(st, seat, action.item)
    if isinstance(action, A.EndPerform):
        return _("Finish Perform")
    if isinstance(action, A.TakeMotif):
        colour = colour_name(MOTIF_COLOURS[st.motif_row[action.index]])
        where = slot_name(action.slot)
        p = st.players[seat]
        if action.space < len(p.motifs[action.slot]):
            return _("Ink the {colour} Motif on your {where}, replacing space {n}").format(
                colour=colour, where=where, n=action.space + 1
            )
        return _("Ink the {colour} Motif on your {where} (space {n})").format(
            colour=colour, where=where, n=action.space + 1
        )
    if isinstance(action, A.RefreshRow):
        if action.row == A.Row.MOTIF:
            return _("Spend 1 Coin to refresh the Motif row")
        return _("Spend 1 Coin to refresh the Drum card row")
    if isinstance(action, A.Discard):
        return _("Discard {card}").format(card=card_name(st, action.card))
    if isinstance(action, A.Skip):
        return _(_SKIP_TEXTS.get(decision.kind, N_("Skip")))
    if isinstance(action, A.Choose):
        return choose_text(st, decision, action.option)
    raise TypeError(f"no words for the action {action!r}")  # tests/text/test_actions.py


#: what skipping each decision does, as a line says it (the rest say "Skip")
_SKIP_TEXTS = {
    DecisionKind.CLEANUP: N_("Done discarding: draw up to 3"),
    DecisionKind.REST_PURCHASE: N_("Purchase nothing"),
    DecisionKind.REST_RETAIN: N_("Keep no card"),
}


def choose_text(st: GameState, decision: Decision, option: int) -> str:
    """What `Choose(option)` does at `decision` (`decision.option_meaning` says what it indexes)."""
    cat = st.catalogue
    kind, params = decision.kind, decision.params
    if kind == DecisionKind.SOLO_OPTION:
        card = cat.solo[params.card]
        if option == RAMPAGE:
            return _("Rampage: {action} — {effect}").format(
                action=solo_label(card.rampage), effect=effect(st, card.rampage)
            )
        return _("Relief: {action} — {effect}").format(
            action=solo_label(card.relief), effect=effect(st, card.relief)
        )
    if kind == DecisionKind.REMOVE_NIAN_QI:
        return _("Remove the Nian's Qi Energy from {space}").format(
            space=numbered_space_name(st, option)
        )
    if kind == DecisionKind.SWEEP:
        return _("Sweep away the Yao monster on {tile}").format(tile=tile_name(st, option))
    if kind in PLACE_QI:
        return _("Place Qi Energy on {space}").format(space=numbered_space_name(st, option))
    if kind == DecisionKind.QI_FROM:
        if option < 0:
            return _("Take Qi Energy from beside your board")
        return _("Take Qi Energy from section {n} of your board").format(n=option + 1)
    if kind == DecisionKind.EXCHANGE:
        return _(EXCHANGE_LABELS[option])
    if kind in (DecisionKind.PURCHASE_DRUM, DecisionKind.REST_PURCHASE):
        card = st.drum_row[option]
        return _("Purchase {card} for {n} Coins").format(
            card=card_name(st, card), n=cat.cards[card].cost
        )
    if kind == DecisionKind.PURCHASE_SLIP:
        return _("Purchase Bamboo Slips: {slip}").format(
            slip=slip_text(cat.slips[st.slip_row[option]])
        )
    if kind in (DecisionKind.EXILE, DecisionKind.REST_RETAIN):
        if kind == DecisionKind.EXILE:
            return _("Exile {card}").format(card=card_name(st, option))
        return _("Keep {card}").format(card=card_name(st, option))
    if kind in (DecisionKind.SPAWN_YAO, DecisionKind.SPAWN_NIAN):
        return _("Place it on {tile}").format(tile=tile_name(st, option))
    if kind == DecisionKind.REWARD:
        eff = cat.spaces[params.space].reward[option]
        return describe(eff)
    return _("Choose {n}").format(n=option)


_SOURCES = {
    "drum": N_("Drum box"),
    "jade": N_("Jade box"),
    "tile": N_("Terrain tile"),
    "pendant": N_("Pendant (again)"),
    "rest_tile": N_("Terrain tile"),
}


def perform_item_text(st: GameState, seat: int, item: tuple) -> str:
    from game.core.perform import item_effect

    if item[0] == A.Source.SLIP:  # which Slips first: they differ, the section's action may not
        section = item[2]
        action = st.catalogue.characters[st.players[seat].character].sections[section].slip
        slip = st.catalogue.slips[item[1]]
        words = slip_text(slip) + (_(" (player slip, 始)") if slip.player else "")  # as the library
        return _("Place the Bamboo Slips “{slip}” on section {n}: {effect}").format(
            slip=words, n=section + 1, effect=describe(action)
        )
    eff, slot = item_effect(st, seat, item)
    if item[0] == A.Source.REST_TILE:  # Resting: each Lion's tile, named by the Lion on it
        return _("Terrain tile under your {lion}: {effect}").format(
            lion=slot_name(slot), effect=describe(eff)
        )
    return _("{source}: {effect}").format(source=_(_SOURCES[item[0]]), effect=describe(eff))


#: the board's short button labels for skipping each decision (the rest say what they do)
_SKIP_LABELS = {
    DecisionKind.CLEANUP: N_("Done · draw"),
    DecisionKind.REGROUP: N_("Done · redraw"),
    DecisionKind.SWEEP: N_("Done sweeping"),
    DecisionKind.REST_PURCHASE: N_("Buy nothing"),
    DecisionKind.REST_RETAIN: N_("Keep none"),
    DecisionKind.INK: N_("Skip"),
}


def button_label(st: GameState, kind: DecisionKind, action: A.Action) -> str:
    """The words on the board's button for `action` (an action with no place on the table)."""
    if isinstance(action, A.EndPerform):
        return _("Done")
    if isinstance(action, A.Rest):
        return _("Rest")
    if isinstance(action, A.Skip):
        return _(_SKIP_LABELS.get(kind, N_("Skip")))
    if isinstance(action, A.RefreshRow):
        return _("Refresh row (1 Coin)")
    return action_text(st, action)
