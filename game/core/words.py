"""Plain words for actions and events, for screens, logs and computer players' explanations.

Every action the engine offers and every event it emits has a sentence here, written from the state
the player sees.  Names come from the catalogue; nothing here changes the game.
"""

from __future__ import annotations

import re

from ..i18n import N_, _, name, ngettext, pgettext
from . import actions as A
from . import events as E
from .decisions import PLACE_QI, RAMPAGE, DecisionKind
from .effects import MOTIF_COLOURS, amounts_text, colour_name, describe
from .exchange import LABELS as EXCHANGE_LABELS
from .state import NIAN_SEAT, GameState
from .texts import frontier_group, section_name, slip_text, terrain_kind

SEAT_NAMES = ("Crimson", "Azure", "Gold", "Jade")  # English; seat_name() translates
TERRAIN_NAMES = ("plains", "highlands", "mountains")
SLOT_NAMES = (N_("left Lion (I)"), N_("right Lion (II)"))


def seat_name(seat: int) -> str:
    if seat == NIAN_SEAT:
        return _("Nian")
    if seat < 0:
        return _("Nobody")
    names = (
        pgettext("seat", "Crimson"),
        pgettext("seat", "Azure"),
        pgettext("seat", "Gold"),
        pgettext("seat", "Jade"),
    )
    return names[seat % len(names)]


def slot_name(slot: int) -> str:
    return _(SLOT_NAMES[slot])


def card_name(st: GameState, card: int) -> str:
    return name(st.catalogue.cards[card].name) if card >= 0 else _("a hidden card")


def lion_name(st: GameState, lion: int) -> str:
    return name(st.catalogue.lions[lion].name) if lion >= 0 else _("a hidden Lion")


def tile_name(st: GameState, tile: int) -> str:
    if tile < 0:
        return _("the player board")
    card = st.catalogue.terrain[st.tile_cards[tile]] if tile < len(st.tile_cards) else None
    level = terrain_kind(TERRAIN_NAMES[st.village.levels[tile]])
    if card:
        return _("{name} ({level})").format(name=name(card.name), level=level)
    return _("tile {n} ({level})").format(n=tile + 1, level=level)


def space_name(st: GameState, space: int) -> str:
    s = st.catalogue.spaces[space]
    section = section_name(s.section)
    if s.section == "couplets":
        area = next(a for a in st.catalogue.couplet_areas if a.id == s.group)
        what = name(area.name)
    elif s.section == "amulets":
        amulet = next(a for a in st.catalogue.amulets if a.id == s.group)
        what = name(amulet.name)
    elif s.section == "exchange":
        what = _("one blue Motif") if s.group == "one_blue" else _("two blue Motifs")
    else:
        what = _("{kind} space").format(kind=frontier_group(s.group))
    return _("{section}: {what}").format(section=section, what=what)


def _frame_kind(st: GameState) -> str:
    return st.stack[-1][0] if st.stack else ""


def action_text(st: GameState, action: A.Action) -> str:
    """What choosing `action` does, in the context of the current decision."""
    kind = _frame_kind(st)
    frame = st.stack[-1] if st.stack else ()
    seat = frame[1] if len(frame) > 1 else -1
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
        if action.row == "motif":
            return _("Spend 1 Coin to refresh the Motif row")
        return _("Spend 1 Coin to refresh the Drum card row")
    if isinstance(action, A.Discard):
        return _("Discard {card}").format(card=card_name(st, action.card))
    if isinstance(action, A.Skip):
        return _(
            {
                "cleanup": N_("Done discarding: draw up to 3"),
                "rest_purchase": N_("Purchase nothing"),
                "rest_retain": N_("Keep no card"),
            }.get(kind, N_("Skip"))
        )
    if isinstance(action, A.Choose):
        return choose_text(st, kind, frame, action.option)
    return action.kind


def choose_text(st: GameState, kind: str, frame: tuple, option: int) -> str:
    cat = st.catalogue
    if kind == DecisionKind.SOLO_OPTION:
        from .solo import label

        card = cat.solo[frame[2]]
        if option == RAMPAGE:
            return _("Rampage: {action} — {effect}").format(
                action=label(card.rampage), effect=effect(st, card.rampage)
            )
        return _("Relief: {action} — {effect}").format(
            action=label(card.relief), effect=effect(st, card.relief)
        )
    if kind == DecisionKind.REMOVE_NIAN_QI:
        return _("Remove the Nian's Qi Energy from {space}").format(space=space_name(st, option))
    if kind == DecisionKind.SWEEP:
        return _("Sweep away the Yao monster on {tile}").format(tile=tile_name(st, option))
    if kind in PLACE_QI:
        return _("Place Qi Energy on {space}").format(space=space_name(st, option))
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
        eff = cat.spaces[frame[2]].reward[option]
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
    from .perform import item_effect

    if item[0] == "slip":
        section = item[2]
        slip = st.catalogue.characters[st.players[seat].character].sections[section].slip
        return _("Place Bamboo Slips on section {n}: {effect}").format(
            n=section + 1, effect=describe(slip)
        )
    eff, _unused = item_effect(st, seat, item)
    return _("{source}: {effect}").format(source=_(_SOURCES[item[0]]), effect=describe(eff))


_RESOURCE_WORDS = {
    "coins": N_("coins"),
    "bamboo": N_("bamboo"),
    "red_paper": N_("red paper"),
    "jade": N_("jade"),
    "motif": N_("motif"),
}
#: the fixed reasons events give (shown in brackets in the log); others are shown as they are
_REASONS = (
    N_("defeated"),
    N_("pacified"),
    N_("ghost-killed"),
    N_("swept away"),
    N_("struck down by the Nian beast"),
    N_("no tile within reach"),
    N_("refresh the Motif row"),
    N_("refresh the Drum market"),
    N_("ink a Tattoo Motif"),
    N_("purchase Bamboo Slips"),
    N_("starting resources"),
    N_("extra leap steps"),
    N_("Exchange"),
    N_("Resupply"),
    N_("defeated Yao monster"),
    N_("Frontier reward"),
    N_("Tattoo Motif track"),
    N_("Bamboo Slips on your Character board"),
    N_("Ritual Manual"),
)


#: reasons with a name in them: (pattern, message id, how the captured name is shown)
_REASON_PATTERNS = (
    (re.compile(r"carve the (.+)"), N_("carve the {name}"), name),
    (re.compile(r"Spring Couplets: (.+)"), N_("Spring Couplets: {name}"), name),
    (re.compile(r"pacify a (.+)"), N_("pacify a {name}"), lambda k: frontier_group(k.lower())),
    (re.compile(r"(.+): on purchase"), N_("{name}: on purchase"), name),
    (re.compile(r"perform (\w+)"), N_("perform {name}"), lambda k: _perform_source(k)),
    (re.compile(r"purchase (.+)"), N_("purchase {name}"), name),
    (re.compile(r"when you (\w+)"), N_("when you {name}"), lambda k: _trigger(k)),
)


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


def _reason(reason: str) -> str:
    """An event's reason in the player's language (as it is when no translation is known)."""
    if reason in _REASONS:
        return _(reason)
    for pattern, message, show in _REASON_PATTERNS:
        found = pattern.fullmatch(reason)
        if found:
            return _(message).format(name=show(found[1]))
    return reason


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
    elif isinstance(ev, E.CardMoved) and ev.to_pile == "fear_discard":
        return "instill_fear"  # only Instill Fear discards from the Fear deck
    elif isinstance(ev, E.LionReturned) and ev.reason == "struck down by the Nian beast":
        return "nian_stirs"  # only the third form stirring strikes a Lion down
    else:
        key = ev.kind
        if isinstance(ev, E.RowDiscarded):
            key = f"{ev.kind}:{ev.row}" if ev.seat < 0 else ""
        elif isinstance(ev, E.CardMoved):
            fear = ev.from_pile in ("fear_deck", "fear_discard") and ev.to_pile == "deck"
            key = "fear_card" if fear else ""
        for action in _NIAN_MAKERS.get(key, ()):
            if action in actions:
                if isinstance(ev, E.RowDiscarded):
                    actions.remove(action)  # each discards once
                return action
    return ""


def _fear_left(st: GameState) -> int | None:
    """Fear cards left in the Fear deck (None when the state does not show them)."""
    from .solo import fear_cards_left

    return None if any(c < 0 for c in st.fear_deck) else fear_cards_left(st)


def _fear_gained(st: GameState, ev: E.CardMoved, who: str) -> str:
    """A Fear card on top of a player's deck, and where it came from in Solo Mode."""
    from .solo import is_solo

    if ev.from_pile == "fear_discard":
        return _("{who} gains a Fear card (from the Fear discard)").format(who=who)
    if not is_solo(st):
        return _("{who} gains a Fear card").format(who=who)
    left = _fear_left(st)
    if left is None:
        return _("{who} gains a Fear card (from the Fear deck)").format(who=who)
    return _("{who} gains a Fear card (from the Fear deck, {n} left)").format(who=who, n=left)


def _nian_text(st: GameState, ev: E.Event, action: str, who: str) -> str:
    """The log line of an event one of the Nian's Solo card actions made: "Nian: {action} — …"."""
    from .solo import label

    what = ""
    if isinstance(ev, E.CardMoved) and ev.to_pile == "fear_discard":
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
    return _("Nian: {action} — {what}").format(action=label(action), what=what)


def _row_discarded(st: GameState, ev: E.RowDiscarded) -> str:
    """What left the Drum market or the Motif row ("Drum A and Drum B are discarded …")."""
    from .effects import join_and

    if ev.row == "drum":
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
            who=who, reason=_reason(ev.reason)
        )
    if isinstance(ev, E.ResourcesChanged):
        parts = [f"{'+' if n > 0 else ''}{n} {_word(_RESOURCE_WORDS, k)}" for k, n in ev.changes]
        return _("{who}: {changes} ({reason})").format(
            who=who, changes=pgettext("list", ", ").join(parts), reason=_reason(ev.reason)
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
        from .solo import label

        card = st.catalogue.solo[ev.card]
        actions = pgettext("list", " and ").join(label(a) for a in card.mandatory)
        return _("Nian: draws {card} — {actions}").format(card=name(card.name), actions=actions)
    if isinstance(ev, E.SoloOptionChosen):
        from .solo import label

        if ev.option == 0:
            return _("Nian: Rampage — {action}").format(action=label(ev.action))
        return _("Nian: Relief — {action}").format(action=label(ev.action))
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
            kind=kind, tile=tile_name(st, ev.tile), reason=_reason(ev.reason)
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
        if ev.to_pile == "exiled":
            return _("{who} exiles {card}").format(who=who, card=card_name(st, ev.card))
        if ev.from_pile == "market":
            return _("{who} purchases {card}").format(who=who, card=card_name(st, ev.card))
        if ev.from_pile in ("fear_deck", "fear_discard") and ev.to_pile == "deck":
            return _fear_gained(st, ev, who)
        return ""
    if isinstance(ev, E.ScorchedEarthPlaced):
        return _("Scorched Earth on {tile}").format(tile=tile_name(st, ev.tile))
    if isinstance(ev, E.ScorchedEarthTaken):
        return _("{who} takes the Scorched Earth from {tile}").format(
            who=who, tile=tile_name(st, ev.tile)
        )
    if isinstance(ev, E.FinalRound):
        if ev.reason == "board_empty":
            return _(
                "{who} has no Qi Energy left on the board: takes the First Player token; "
                "everyone else takes one final turn"
            ).format(who=who)
        return _(
            "{who} defeated the Nian beast: takes the First Player token; everyone else takes one "
            "final turn"
        ).format(who=who)
    if isinstance(ev, E.GameEnded):
        from .solo import is_solo

        if is_solo(st):
            if not ev.winners:
                return _("Fear takes the village: the Nian beast has won")
            from .solo import title

            return _("Victory over the Nian beast! {n} auspiciousness: {title}").format(
                n=ev.scores[0], title=title(ev.scores[0])
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
        if ev.row == "motif":
            return _("{who} refreshes the motif row").format(who=who)
        if ev.row == "drum":
            return _("{who} refreshes the drum row").format(who=who)
        return _("{who} refreshes the {row} row").format(who=who, row=ev.row)
    return ""


def resources_text(items: tuple[tuple[str, int], ...]) -> str:
    return amounts_text(items)


# --- the Nian's options, in words (Solo Mode) ---------------------------------------------------------


def effect(st: GameState, key: str) -> str:
    """What the Solo card action `key` would do now, in a few words ("gain 2 Coins and 1 Bamboo"):
    the words of the one table of Solo card actions (`solo.ACTIONS`); Nian Stirs depends on the
    beast's form and Resupply names its amounts."""
    from .solo import ACTIONS, RESUPPLY, STIRS

    if key == "resupply":
        return _("gain {amounts}").format(amounts=amounts_text(RESUPPLY))
    if key == "nian_stirs":
        return _(STIRS.get(st.nian_form, STIRS[3]))
    return _(ACTIONS[key].text)


def why_not(st: GameState, key: str) -> str:
    """Why the Solo card action `key` would change nothing now, so that it cannot be chosen as an
    option ('' when it would): the one feasibility check of the Solo card actions' table
    (`solo.ACTIONS`, which `solo.can_do` reads too), in words."""
    from .solo import why_not as solo_why_not

    reason = solo_why_not(st, key)
    return _(reason) if reason else ""


def solo_option_prompt(st: GameState, frame: tuple) -> str:
    """The Nian's options as the player is asked for one (rulebook, "Nian Beast Turn": "Choose and
    resolve one of the two effects"): both, or the one that can be chosen and why the other cannot
    (each button says what its option does: `choose_text`)."""
    from .solo import label

    info = st.catalogue.solo[frame[2]]
    names = dict(card=name(info.name), rampage=label(info.rampage), relief=label(info.relief))
    rampage_why, relief_why = why_not(st, info.rampage), why_not(st, info.relief)
    if rampage_why and not relief_why:
        return _(
            "The Nian's {card}: only Relief ({relief}) — Rampage ({rampage}) is not possible: {why}"
        ).format(why=rampage_why, **names)
    if relief_why and not rampage_why:
        return _(
            "The Nian's {card}: only Rampage ({rampage}) — Relief ({relief}) is not possible: {why}"
        ).format(why=relief_why, **names)
    return _("The Nian's {card}: choose Rampage ({rampage}) or Relief ({relief})").format(**names)


def prompt_text(st: GameState, prompt: str) -> str:
    """The decision's sentence as the screen shows it: the engine's `prompt`, or for the Nian's
    options which of them can be chosen and why not."""
    frame = st.stack[-1] if st.stack else ()
    if frame and frame[0] == DecisionKind.SOLO_OPTION:
        return solo_option_prompt(st, frame)
    return prompt
