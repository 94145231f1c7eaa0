"""Plain words for actions and events, for screens, logs and computer players' explanations.

Every action the engine offers and every event it emits has a sentence here, written from the state
the player sees.  Names come from the catalogue; nothing here changes the game.
"""

from __future__ import annotations

from . import actions as A
from . import events as E
from .effects import MOTIF_COLOURS, amounts_text, describe
from .exchange import LABELS as EXCHANGE_LABELS
from .state import NIAN_SEAT, GameState
from .texts import SECTION_NAMES, slip_text

SEAT_NAMES = ("Crimson", "Azure", "Gold", "Jade")
TERRAIN_NAMES = ("plains", "highlands", "mountains")
SLOT_NAMES = ("left Lion (I)", "right Lion (II)")


def seat_name(seat: int) -> str:
    if seat == NIAN_SEAT:
        return "Nian"
    return SEAT_NAMES[seat % len(SEAT_NAMES)] if seat >= 0 else "Nobody"


def card_name(st: GameState, card: int) -> str:
    return st.catalogue.cards[card].name if card >= 0 else "a hidden card"


def lion_name(st: GameState, lion: int) -> str:
    return st.catalogue.lions[lion].name if lion >= 0 else "a hidden Lion"


def tile_name(st: GameState, tile: int) -> str:
    if tile < 0:
        return "the player board"
    card = st.catalogue.terrain[st.tile_cards[tile]] if tile < len(st.tile_cards) else None
    level = TERRAIN_NAMES[st.village.levels[tile]]
    return f"{card.name} ({level})" if card else f"tile {tile + 1} ({level})"


def space_name(st: GameState, space: int) -> str:
    s = st.catalogue.spaces[space]
    section = SECTION_NAMES[s.section]
    if s.section == "couplets":
        area = next(a for a in st.catalogue.couplet_areas if a.id == s.group)
        return f"{section}: {area.name}"
    if s.section == "amulets":
        amulet = next(a for a in st.catalogue.amulets if a.id == s.group)
        return f"{section}: {amulet.name}"
    if s.section == "exchange":
        return f"{section}: {'one blue Motif' if s.group == 'one_blue' else 'two blue Motifs'}"
    return f"{section}: {s.group.capitalize()} space"


def _frame_kind(st: GameState) -> str:
    return st.stack[-1][0] if st.stack else ""


def action_text(st: GameState, action: A.Action) -> str:
    """What choosing `action` does, in the context of the current decision."""
    kind = _frame_kind(st)
    frame = st.stack[-1] if st.stack else ()
    seat = frame[1] if len(frame) > 1 else -1
    if isinstance(action, A.PlaceTile):
        return f"Place the tile at {action.hex}"
    if isinstance(action, A.ChooseCharacter):
        return f"Take the Character board {st.catalogue.characters[action.character].name}"
    if isinstance(action, A.ChooseLion):
        return f"Choose {lion_name(st, action.lion)}"
    if isinstance(action, A.Strike):
        lion = st.players[seat].lion[action.slot] if seat >= 0 else -1
        return f"Play {card_name(st, action.card)} next to {lion_name(st, lion)}"
    if isinstance(action, A.Summon):
        return f"Summon {lion_name(st, action.lion)} as your right Lion"
    if isinstance(action, A.Rest):
        return "Rest: purchase, gather your cards, keep one, shuffle and draw"
    if isinstance(action, A.Leap):
        return f"Leap to {tile_name(st, action.tile)}"
    if isinstance(action, A.Perform):
        return perform_item_text(st, seat, action.item)
    if isinstance(action, A.EndPerform):
        return "Finish Perform"
    if isinstance(action, A.TakeMotif):
        colour = MOTIF_COLOURS[st.motif_row[action.index]]
        where = SLOT_NAMES[action.slot]
        p = st.players[seat]
        if action.space < len(p.motifs[action.slot]):
            return f"Ink the {colour} Motif on your {where}, replacing space {action.space + 1}"
        return f"Ink the {colour} Motif on your {where} (space {action.space + 1})"
    if isinstance(action, A.RefreshRow):
        return (
            f"Spend 1 Coin to refresh the {'Motif' if action.row == 'motif' else 'Drum card'} row"
        )
    if isinstance(action, A.Discard):
        return f"Discard {card_name(st, action.card)}"
    if isinstance(action, A.Skip):
        return {
            "cleanup": "Done discarding: draw up to 3",
            "rest_purchase": "Purchase nothing",
            "rest_retain": "Keep no card",
        }.get(kind, "Skip")
    if isinstance(action, A.Choose):
        return choose_text(st, kind, frame, action.option)
    return action.kind


def choose_text(st: GameState, kind: str, frame: tuple, option: int) -> str:
    cat = st.catalogue
    if kind == "solo_option":
        from .solo import label

        card = cat.solo[frame[2]]
        if option == 0:
            return f"Rampage: {label(card.rampage)}"
        return f"Relief: {label(card.relief)}"
    if kind == "remove_nian_qi":
        return f"Remove the Nian's Qi Energy from {space_name(st, option)}"
    if kind == "sweep":
        return f"Sweep away the Yao monster on {tile_name(st, option)}"
    if kind in ("couplets", "amulet", "pacify", "frontier"):
        return f"Place Qi Energy on {space_name(st, option)}"
    if kind == "qi_from":
        if option < 0:
            return "Take Qi Energy from beside your board"
        return f"Take Qi Energy from section {option + 1} of your board"
    if kind == "exchange":
        return EXCHANGE_LABELS[option]
    if kind in ("purchase_drum", "rest_purchase"):
        card = st.drum_row[option]
        return f"Purchase {card_name(st, card)} for {cat.cards[card].cost} Coins"
    if kind == "purchase_slip":
        return f"Purchase Bamboo Slips: {slip_text(cat.slips[st.slip_row[option]])}"
    if kind in ("exile", "rest_retain"):
        verb = "Exile" if kind == "exile" else "Keep"
        return f"{verb} {card_name(st, option)}"
    if kind in ("spawn_yao", "spawn_nian"):
        return f"Place it on {tile_name(st, option)}"
    if kind == "reward":
        eff = cat.spaces[frame[2]].reward[option]
        return describe(eff)
    return f"Choose {option}"


def perform_item_text(st: GameState, seat: int, item: tuple) -> str:
    from .perform import item_effect

    if item[0] == "slip":
        section = item[2]
        return f"Place Bamboo Slips on section {section + 1}: " + describe(
            st.catalogue.characters[st.players[seat].character].sections[section].slip
        )
    eff, _ = item_effect(st, seat, item)
    source = {
        "drum": "Drum box",
        "jade": "Jade box",
        "tile": "Terrain tile",
        "pendant": "Pendant (again)",
        "rest_tile": "Terrain tile",
    }[item[0]]
    return f"{source}: {describe(eff)}"


def event_text(st: GameState, ev: E.Event) -> str:
    """One line for the game log ('' for events not worth a line of their own)."""
    who = seat_name(getattr(ev, "seat", -1))
    if isinstance(ev, E.TurnStarted):
        final = " (final turn)" if ev.final else ""
        return f"Round {ev.round}: {who}'s turn{final}"
    if isinstance(ev, E.Struck):
        return f"{who} plays {card_name(st, ev.card)} next to {SLOT_NAMES[ev.slot]}"
    if isinstance(ev, E.LionLeapt):
        bamboo = " (1 Bamboo for extra steps)" if ev.bamboo_spent else ""
        return f"{who}'s Lion leaps to {tile_name(st, ev.path[-1])}{bamboo}"
    if isinstance(ev, E.LionReturned):
        return f"{who}'s Lion returns to the player board ({ev.reason})"
    if isinstance(ev, E.ResourcesChanged):
        parts = [f"{'+' if n > 0 else ''}{n} {k.replace('_', ' ')}" for k, n in ev.changes]
        return f"{who}: {', '.join(parts)} ({ev.reason})"
    if isinstance(ev, E.MotifInked):
        return f"{who} inks a {MOTIF_COLOURS[ev.colour]} Tattoo Motif on {SLOT_NAMES[ev.slot]}"
    if isinstance(ev, E.QiPlaced):
        if ev.seat == NIAN_SEAT:
            return f"Nian: seals {space_name(st, ev.space)} with its Qi Energy"
        return f"{who} places Qi Energy on {space_name(st, ev.space)}"
    if isinstance(ev, E.QiRemoved):
        return f"The Nian's Qi Energy leaves {space_name(st, ev.space)}"
    if isinstance(ev, E.SoloCardDrawn):
        from .solo import label

        card = st.catalogue.solo[ev.card]
        return f"Nian: draws {card.name} — {' and '.join(label(a) for a in card.mandatory)}"
    if isinstance(ev, E.SoloOptionChosen):
        from .solo import label

        return f"Nian: {'Rampage' if ev.option == 0 else 'Relief'} — {label(ev.action)}"
    if isinstance(ev, E.SlipGained):
        return f"{who} gains Bamboo Slips: {slip_text(st.catalogue.slips[ev.slip])}"
    if isinstance(ev, E.SlipPlaced):
        return f"{who} places Bamboo Slips on section {ev.section + 1}"
    if isinstance(ev, E.AmuletGained):
        return f"{who} carves the {st.catalogue.amulets[ev.amulet].name}"
    if isinstance(ev, E.MonsterSpawned):
        kind = st.catalogue.yao[ev.token].kind.capitalize()
        return f"A {kind} appears on {tile_name(st, ev.tile)}"
    if isinstance(ev, E.MonsterRemoved):
        kind = st.catalogue.yao[ev.token].kind.capitalize()
        if ev.tile < 0:
            return f"Nian: ghost-kills a {kind} from the monster stack"
        return f"The {kind} on {tile_name(st, ev.tile)} is {ev.reason}"
    if isinstance(ev, E.NianSpawned):
        return f"The Nian beast (form {ev.form}) appears on {tile_name(st, ev.tile)}"
    if isinstance(ev, E.NianDefeated):
        return f"{who} defeats the Nian beast's form {ev.form}!"
    if isinstance(ev, E.BattleResolved):
        result = "wins" if ev.won else "loses"
        return f"{who}'s Lion {result} the battle against the {ev.opponent.capitalize()}, {ev.lion_total} to {ev.monster_total}"
    if isinstance(ev, E.Summoned):
        return f"{who} summons {lion_name(st, ev.lion)}"
    if isinstance(ev, E.Rested):
        return f"{who} rests"
    if isinstance(ev, E.CardMoved):
        if ev.to_pile == "exiled":
            return f"{who} exiles {card_name(st, ev.card)}"
        if ev.from_pile == "market":
            return f"{who} purchases {card_name(st, ev.card)}"
        if ev.from_pile == "fear_deck":
            return f"{who} gains a Fear card"
        return ""
    if isinstance(ev, E.ScorchedEarthPlaced):
        return f"Scorched Earth on {tile_name(st, ev.tile)}"
    if isinstance(ev, E.ScorchedEarthTaken):
        return f"{who} takes the Scorched Earth from {tile_name(st, ev.tile)}"
    if isinstance(ev, E.FinalRound):
        why = (
            "has no Qi Energy left on the board"
            if ev.reason == "board_empty"
            else "defeated the Nian beast"
        )
        return f"{who} {why}: takes the First Player token; everyone else takes one final turn"
    if isinstance(ev, E.GameEnded):
        if st.n == 1:
            if not ev.winners:
                return "Fear takes the village: the Nian beast has won"
            from .solo import title

            return (
                f"Victory over the Nian beast! {ev.scores[0]} auspiciousness: {title(ev.scores[0])}"
            )
        names = " and ".join(seat_name(s) for s in ev.winners)
        return f"The game ends. {names} {'win' if len(ev.winners) > 1 else 'wins'}!"
    if isinstance(ev, E.CharacterChosen):
        return f"{who} takes {st.catalogue.characters[ev.character].name}"
    if isinstance(ev, E.LionChosen):
        return f"{who} takes {lion_name(st, ev.lion)}"
    if isinstance(ev, E.RowDiscarded):
        return f"{who} refreshes the {ev.row} row"
    return ""


def resources_text(items: tuple[tuple[str, int], ...]) -> str:
    return amounts_text(items)
