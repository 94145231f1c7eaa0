"""The game log: one line for each event, in the player's language.

Rulebook, "Game and Player Turn Overview" to "Game End", and in Solo Mode "Nian Beast Turn" and "Nian
Beast Stirs": every event the engine emits that is worth a line has its sentence here (`event_text`),
written from the state the player sees; a `LogReader` reading one game's events in order names the
Nian's Solo card action behind each of its lines.  Nothing here changes the game.
"""

from __future__ import annotations

from game.core import events as E
from game.core.actions import Row
from game.core.effects import MOTIF_COLOURS
from game.core.events import FEAR_PILES, Pile
from game.core.outcome import Ending
from game.core.reasons import Cause
from game.core.solo import fear_cards_left, is_solo
from game.core.state import NIAN_SEAT, GameState
from game.i18n import N_, _, name, ngettext, pgettext

from .components import frontier_group, slip_text
from .effects import colour_name, join_and
from .names import (
    card_name,
    lion_name,
    seat_name,
    slot_name,
    solo_label,
    solo_title,
    space_name,
    tile_name,
)
from .reasons import reason_text, unable_text

# --- resources and the Nian's actions ----------------------------------------------------------

_RESOURCE_WORDS = {
    "coins": N_("coins"),
    "bamboo": N_("bamboo"),
    "red_paper": N_("red paper"),
    "jade": N_("jade"),
    "motif": N_("motif"),
}


#: The actions an effect performs, named as the rulebook names them (`PerformSkipped`)
_ACTIONS = {
    "ink": N_("Inking Tattoo Motifs"),
    "couplets": N_("Writing Spring Couplets"),
    "amulet": N_("Carving Jade Amulets"),
    "pacify": N_("Pacifying the Land"),
    "exchange": N_("Exchange"),
    "purchase_drum": N_("Purchasing a Drum card"),
    "purchase_slip": N_("Purchasing Bamboo Slips"),
    "exile": N_("Exiling a card"),
    "draw": N_("Drawing a card"),
}


def _word(table: dict[str, str], key: str) -> str:
    return _(table[key]) if key in table else key.replace("_", " ")


#: the Solo card actions that may have made each kind of event, in the order they are looked for
_NIAN_MAKERS = {
    "nian_spawned": ("instill_fear", "nian_stirs"),
    "scorched_earth_placed": ("nian_stirs", "wildfire"),
    "row_discarded:drum": ("thrash", "refresh_market_left", "refresh_market_right"),
    "row_discarded:motif": ("deface", "refresh_motifs_left", "refresh_motifs_right"),
    "fear_card": ("nian_stirs",),
}


class LogReader:
    """What the log remembers while it reads one game's events in order.

    An event alone does not say which of the Nian's Solo card actions made it (a Thrash and a
    Refresh Card Market both discard from the Drum market; a Fear card reaches your deck after a lost
    battle or when the Nian stirs), so the reader keeps the actions of the card being resolved: the
    mandatory effects of the card the Nian drew, then the option chosen.  A new game, turn or end
    forgets them.  Each game's log (`game.session.match.Match`) has a reader of its own.
    """

    def __init__(self) -> None:
        self.nian_actions: list[str] = []


def _nian_action(st: GameState, ev: E.Event, reader: LogReader) -> str:
    """The Solo card action that made `ev` on the Nian's turn ('' if none did)."""
    actions = reader.nian_actions
    if isinstance(ev, (E.GameStarted, E.TurnStarted, E.GameEnded)):
        actions.clear()
    elif isinstance(ev, E.SoloCardDrawn):
        actions[:] = st.catalogue.solo[ev.card].mandatory
    elif isinstance(ev, E.SoloOptionChosen):
        actions[:] = [ev.action]
    elif isinstance(ev, E.CardMoved) and ev.to_pile == Pile.FEAR_DISCARD:
        return "instill_fear"  # only Instill Fear discards from the Fear deck
    elif isinstance(ev, E.LionReturned) and ev.reason.kind is Cause.STRUCK_DOWN:
        return "nian_stirs"  # only the third form stirring strikes a Lion down
    else:
        key = ev.kind
        if isinstance(ev, E.RowDiscarded):
            key = f"{ev.kind}:{ev.row}" if ev.seat < 0 else ""
        elif isinstance(ev, E.CardMoved):
            fear = ev.from_pile in FEAR_PILES and ev.to_pile == Pile.DECK
            key = "fear_card" if fear else ""
        for action in _NIAN_MAKERS.get(key, ()):
            if action in actions:
                if isinstance(ev, E.RowDiscarded):
                    actions.remove(action)  # each discards once
                return action
    return ""


def _fear_left(st: GameState) -> int | None:
    """Fear cards left in the Fear deck (None when the state does not show them)."""
    return None if any(c < 0 for c in st.fear_deck) else fear_cards_left(st)


def _fear_gained(st: GameState, ev: E.CardMoved, who: str) -> str:
    """A Fear card on top of a player's deck, and where it came from in Solo Mode."""
    if ev.from_pile == Pile.FEAR_DISCARD:
        return _("{who} gains a Fear card (from the Fear discard)").format(who=who)
    if not is_solo(st):
        return _("{who} gains a Fear card").format(who=who)
    left = _fear_left(st)
    if left is None:
        return _("{who} gains a Fear card (from the Fear deck)").format(who=who)
    return _("{who} gains a Fear card (from the Fear deck, {n} left)").format(who=who, n=left)


def _nian_text(st: GameState, ev: E.Event, action: str, who: str) -> str:
    """The log line of an event one of the Nian's Solo card actions made: "Nian: {action} — …"."""
    what = ""
    if isinstance(ev, E.CardMoved) and ev.to_pile == Pile.FEAR_DISCARD:
        left = _fear_left(st)
        if left is None:
            what = _("a Fear card is discarded from the Fear deck")
        else:
            what = _("a Fear card is discarded from the Fear deck ({n} left)").format(n=left)
    elif isinstance(ev, E.CardMoved):
        what = _fear_gained(st, ev, who)
    elif isinstance(ev, E.LionReturned):
        what = _("{who}'s Lion is struck down and returns to the player board").format(who=who)
    elif isinstance(ev, E.NianSpawned) and action == "instill_fear":
        what = _("the Fear deck reveals form {form}: the Nian beast on {tile} becomes form {form}")
        what = what.format(form=ev.form, tile=tile_name(st, ev.tile))
    elif isinstance(ev, E.NianSpawned):
        what = _("the Nian beast moves onto {tile}").format(tile=tile_name(st, ev.tile))
    elif isinstance(ev, E.ScorchedEarthPlaced):
        what = _("Scorched Earth on {tile}").format(tile=tile_name(st, ev.tile))
    elif isinstance(ev, E.RowDiscarded) and action == "thrash":
        what = _("the Drum market is discarded; it refills after your next turn")
    elif isinstance(ev, E.RowDiscarded) and action == "deface":
        what = _("the Motif row is discarded; it refills after your next turn")
    elif isinstance(ev, E.RowDiscarded):
        what = _row_discarded(st, ev)
    if not action:
        return _("Nian: {what}").format(what=what)
    return _("Nian: {action} — {what}").format(action=solo_label(action), what=what)


def _row_discarded(st: GameState, ev: E.RowDiscarded) -> str:
    """What left the Drum market or the Motif row ("Drum A and Drum B are discarded …")."""
    if ev.row == Row.DRUM:
        cards = join_and([card_name(st, c) for c in ev.items])
        return ngettext(
            "{cards} is discarded from the Drum market",
            "{cards} are discarded from the Drum market",
            len(ev.items),
        ).format(cards=cards)
    counts: dict[int, int] = {}
    for c in ev.items:
        counts[c] = counts.get(c, 0) + 1
    colours = join_and(
        [
            colour_name(MOTIF_COLOURS[c])
            if n == 1
            else _("{n} {colour}").format(n=n, colour=colour_name(MOTIF_COLOURS[c]))
            for c, n in counts.items()
        ]
    )
    return ngettext(
        "a {colours} Motif is discarded from the Motif row",
        "{colours} Motifs are discarded from the Motif row",
        len(ev.items),
    ).format(colours=colours)


def skipped_text(ev: E.PerformSkipped, who: str) -> str:
    """A part of an effect that could not be carried out, and why, said of `who` (the seat's name
    in the log; the board names a computer with its kind, issue 42)."""
    return _("{who}: {action} not possible — {why}").format(
        who=who, action=_word(_ACTIONS, ev.action), why=unable_text(ev.why)
    )


def event_text(st: GameState, ev: E.Event, reader: LogReader | None = None) -> str:
    """One line for the game log ('' for events not worth a line of their own).

    With a `LogReader` given a game's events in order (as the log does), a line in Solo Mode made
    by one of the Nian's Solo card actions is named after it ("Nian: Thrash — …"); without one the
    line is still prefixed "Nian:" but does not name the action."""
    who = seat_name(getattr(ev, "seat", -1))
    action = _nian_action(st, ev, reader if reader is not None else LogReader())
    if action or (isinstance(ev, E.RowDiscarded) and ev.seat < 0):
        return _nian_text(st, ev, action, who)
    if isinstance(ev, E.TurnStarted):
        if ev.final:
            return _("Round {round}: {who}'s turn (final turn)").format(round=ev.round, who=who)
        return _("Round {round}: {who}'s turn").format(round=ev.round, who=who)
    if isinstance(ev, E.Struck):
        return _("{who} plays {card} next to {slot}").format(
            who=who, card=card_name(st, ev.card), slot=slot_name(ev.slot)
        )
    if isinstance(ev, E.LionLeapt):
        tile = tile_name(st, ev.path[-1])
        if ev.bamboo_spent:
            return _("{who}'s Lion leaps to {tile} (1 Bamboo for extra steps)").format(
                who=who, tile=tile
            )
        return _("{who}'s Lion leaps to {tile}").format(who=who, tile=tile)
    if isinstance(ev, E.LionReturned):
        return _("{who}'s Lion returns to the player board ({reason})").format(
            who=who, reason=reason_text(ev.reason)
        )
    if isinstance(ev, E.PerformSkipped):
        return skipped_text(ev, who)
    if isinstance(ev, E.ResourcesChanged):
        parts = [f"{'+' if n > 0 else ''}{n} {_word(_RESOURCE_WORDS, k)}" for k, n in ev.changes]
        return _("{who}: {changes} ({reason})").format(
            who=who, changes=pgettext("list", ", ").join(parts), reason=reason_text(ev.reason)
        )
    if isinstance(ev, E.MotifInked):
        return _("{who} inks a {colour} Tattoo Motif on {slot}").format(
            who=who, colour=colour_name(MOTIF_COLOURS[ev.colour]), slot=slot_name(ev.slot)
        )
    if isinstance(ev, E.QiPlaced):
        if ev.seat == NIAN_SEAT:
            return _("Nian: seals {space} with its Qi Energy").format(
                space=space_name(st, ev.space)
            )
        return _("{who} places Qi Energy on {space}").format(
            who=who, space=space_name(st, ev.space)
        )
    if isinstance(ev, E.QiRemoved):
        return _("The Nian's Qi Energy leaves {space}").format(space=space_name(st, ev.space))
    if isinstance(ev, E.SoloCardDrawn):
        card = st.catalogue.solo[ev.card]
        actions = pgettext("list", " and ").join(solo_label(a) for a in card.mandatory)
        return _("Nian: draws {card} — {actions}").format(card=name(card.name), actions=actions)
    if isinstance(ev, E.SoloOptionChosen):
        if ev.option == 0:
            return _("Nian: Rampage — {action}").format(action=solo_label(ev.action))
        return _("Nian: Relief — {action}").format(action=solo_label(ev.action))
    if isinstance(ev, E.SlipGained):
        return _("{who} gains Bamboo Slips: {slip}").format(
            who=who, slip=slip_text(st.catalogue.slips[ev.slip])
        )
    if isinstance(ev, E.SlipPlaced):
        return _("{who} places Bamboo Slips on section {n}").format(who=who, n=ev.section + 1)
    if isinstance(ev, E.AmuletGained):
        return _("{who} carves the {amulet}").format(
            who=who, amulet=name(st.catalogue.amulets[ev.amulet].name)
        )
    if isinstance(ev, E.MonsterSpawned):
        kind = frontier_group(st.catalogue.yao[ev.token].kind)
        return _("A {kind} appears on {tile}").format(kind=kind, tile=tile_name(st, ev.tile))
    if isinstance(ev, E.MonsterRemoved):
        kind = frontier_group(st.catalogue.yao[ev.token].kind)
        if ev.tile < 0:
            return _("Nian: ghost-kills a {kind} from the monster stack").format(kind=kind)
        return _("The {kind} on {tile} is {reason}").format(
            kind=kind, tile=tile_name(st, ev.tile), reason=reason_text(ev.reason)
        )
    if isinstance(ev, E.NianSpawned):
        return _("The Nian beast (form {form}) appears on {tile}").format(
            form=ev.form, tile=tile_name(st, ev.tile)
        )
    if isinstance(ev, E.NianDefeated):
        return _("{who} defeats the Nian beast's form {form}!").format(who=who, form=ev.form)
    if isinstance(ev, E.BattleResolved):
        text = (
            _("{who}'s Lion wins the battle against the {opponent}, {lion} to {monster}")
            if ev.won
            else _("{who}'s Lion loses the battle against the {opponent}, {lion} to {monster}")
        )
        return text.format(
            who=who,
            opponent=frontier_group(ev.opponent),
            lion=ev.lion_total,
            monster=ev.monster_total,
        )
    if isinstance(ev, E.Summoned):
        return _("{who} summons {lion}").format(who=who, lion=lion_name(st, ev.lion))
    if isinstance(ev, E.Rested):
        return _("{who} rests").format(who=who)
    if isinstance(ev, E.CardMoved):
        if ev.to_pile == Pile.EXILED:
            return _("{who} exiles {card}").format(who=who, card=card_name(st, ev.card))
        if ev.from_pile == Pile.MARKET:
            return _("{who} purchases {card}").format(who=who, card=card_name(st, ev.card))
        if ev.from_pile in FEAR_PILES and ev.to_pile == Pile.DECK:
            return _fear_gained(st, ev, who)
        return ""
    if isinstance(ev, E.ScorchedEarthPlaced):
        return _("Scorched Earth on {tile}").format(tile=tile_name(st, ev.tile))
    if isinstance(ev, E.ScorchedEarthTaken):
        return _("{who} takes the Scorched Earth from {tile}").format(
            who=who, tile=tile_name(st, ev.tile)
        )
    if isinstance(ev, E.FinalRound):
        if ev.reason is Ending.BOARD_EMPTY:
            return _(
                "{who} has no Qi Energy left on the board: takes the First Player token; "
                "everyone else takes one final turn"
            ).format(who=who)
        return _(
            "{who} defeated the Nian beast: takes the First Player token; everyone else takes one "
            "final turn"
        ).format(who=who)
    if isinstance(ev, E.GameEnded):
        if is_solo(st):
            if not ev.winners:
                return _("Fear takes the village: the Nian beast has won")
            return _("Victory over the Nian beast! {n} auspiciousness: {title}").format(
                n=ev.scores[0], title=solo_title(ev.scores[0])
            )
        names = pgettext("list", " and ").join(seat_name(s) for s in ev.winners)
        if len(ev.winners) > 1:
            return _("The game ends. {names} win!").format(names=names)
        return _("The game ends. {names} wins!").format(names=names)
    if isinstance(ev, E.CharacterChosen):
        return _("{who} takes {board}").format(
            who=who, board=name(st.catalogue.characters[ev.character].name)
        )
    if isinstance(ev, E.LionChosen):
        return _("{who} takes {lion}").format(who=who, lion=lion_name(st, ev.lion))
    if isinstance(ev, E.RowDiscarded):
        if ev.row == Row.MOTIF:
            return _("{who} refreshes the motif row").format(who=who)
        if ev.row == Row.DRUM:
            return _("{who} refreshes the drum row").format(who=who)
        return _("{who} refreshes the {row} row").format(who=who, row=ev.row)
    return ""
