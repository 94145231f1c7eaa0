"""What a hover shows: the full text of the thing under the mouse, from the same data as the rules.

Rulebook, "Components: Game", "Components: Player", "Language and Iconography" and the Appendices:
the board's tiles and spaces, the markets, a player's Lions, tracks and board, and in Solo Mode the
Nian's panel, each as its lines of words (the screen draws and colours them).
"""

from __future__ import annotations

from game.core.effects import MOTIF_COLOURS
from game.core.solo import FEAR_CARDS_SCORED, FEAR_VALUE, fear_cards_left
from game.core.state import GameState
from game.core.supply import held_reason
from game.i18n import _, name, pgettext

from .components import (
    AMULET_TEXT,
    drum_lines,
    lion_lines,
    manual_text,
    slip_text,
    space_text,
    taotie_lines,
    terrain_text,
    yao_text,
)
from .effects import colour_name, describe, noun
from .names import seat_name, tile_name
from .reasons import refusal_text


def lines_for(st: GameState, key: tuple, viewer: int) -> list[str]:
    cat = st.catalogue
    target = key[0]  # what is hovered: a `Targets` key's first part
    if target == "tile":
        t = key[1]
        lines = [tile_name(st, t), terrain_text(cat.terrain[st.tile_cards[t]])]
        if st.scorched_at and st.scorched_at[t]:
            lines.append(_("Scorched Earth: its actions cannot be performed."))
        if st.nian_form and st.nian_tile == t:
            lines += taotie_lines(cat.taotie[st.nian_form - 1])
        if st.monster_at and st.monster_at[t] >= 0:
            lines.append(yao_text(cat.yao[st.monster_at[t]]))
        for p in st.players:
            for slot in (0, 1):
                if p.lion[slot] >= 0 and p.lion_tile[slot] == t:
                    lines.append(
                        _("{player}'s {lion}").format(
                            player=seat_name(p.seat), lion=name(cat.lions[p.lion[slot]].name)
                        )
                    )
        return lines
    if target in ("hand", "played", "discard"):
        return drum_lines(cat.cards[key[-1]]) if key[-1] >= 0 else [_("A face-down card")]
    if target == "market":
        return drum_lines(cat.cards[st.drum_row[key[1]]]) if key[1] < len(st.drum_row) else []
    if target == "motif":
        colour = colour_name(MOTIF_COLOURS[st.motif_row[key[1]]])
        return [
            _("Tattoo Motif: {colour}").format(colour=colour),
            _("Ink it for 1 Bamboo (Perform: Inking Tattoo Motifs)."),
        ]
    if target == "held":  # Solo: a row the Nian holds empty (Thrash, Deface)
        title = _("Drum market") if key[1] == "drum" else _("Tattoo Motifs")
        held = held_reason(st, key[1])
        return [title, refusal_text(held)] if held is not None else []
    if target == "slip":
        return [
            _("Bamboo Slips"),
            slip_text(cat.slips[st.slip_row[key[1]]]),
            _("Purchase for 2 Bamboo."),
        ]
    if target == "myslip":
        return [
            _("Your Bamboo Slips"),
            slip_text(cat.slips[key[1]]),
            _(
                "Place it on an emptied section of your board during Perform; it scores only once "
                "placed."
            ),
        ]
    if target == "lionrow":
        return lion_lines(cat.lions[st.lion_row[key[1]]]) if key[1] < len(st.lion_row) else []
    if target == "lion":
        p = st.players[viewer]
        lion = p.lion[key[1]]
        if lion < 0:
            return [
                _("Right Lion"),
                _("Summon it once per game, after placing the Ritual Manual's Qi Energy."),
            ]
        return lion_lines(cat.lions[lion])
    if target == "track":
        p = st.players[viewer]
        lion = cat.lions[p.lion[key[1]]]
        return [
            _("{lion}: Motif space {n}").format(lion=name(lion.name), n=key[2] + 1),
            describe(lion.track[key[2]]),
        ]
    if target == "space":
        return [space_text(cat, cat.spaces[key[1]])]
    if target == "section":
        p = st.players[viewer]
        board = cat.characters[p.character]
        if not 0 <= key[1] < len(board.sections):
            return []  # a key left from another seat's board (hot seat): nothing to say
        sec = board.sections[key[1]]
        return [
            _("Section {n}: {left} of {qi} Qi Energy left").format(
                n=key[1] + 1, left=p.qi[key[1]], qi=sec.qi
            ),
            _("Bamboo Slips here, once empty: {effect}").format(effect=describe(sec.slip)),
        ]
    if target == "reserve":
        return [_("Qi Energy beside your board"), _("Placed once your Character board is empty.")]
    if target == "amulet":
        a = cat.amulets[key[1]]
        return [name(a.name), _(AMULET_TEXT[a.ability])]
    if target == "manual":
        return [_("Ritual Manual"), manual_text(cat.manuals[st.manual])]
    if target == "resource":
        return [noun(key[1], 2)]  # the plural name ("Coins")
    if target == "nian":  # Solo: the Nian's panel (rulebook, Solo Mode)
        return [
            _("The Nian beast"),
            _("Fear deck: {n} Fear cards left (Nian forms waiting in it are not counted).").format(
                n=fear_cards_left(st)
            ),
            _("The game is lost the moment the last Fear card is discarded from it."),
            _(
                "At a victory your Village board Qi does not score and the rest counts half; "
                "each Fear card left scores {n}, up to {most} of them."
            ).format(n=FEAR_VALUE.get(st.config.difficulty, 0), most=FEAR_CARDS_SCORED),
            _(
                "Solo deck: the Nian draws one card each turn ({deck} to draw, {discard} discarded); "
                "an empty deck is shuffled from its discard."
            ).format(deck=len(st.solo_deck), discard=len(st.solo_discard)),
        ]
    if target == "opponent":
        p = st.players[key[1]]
        comma = pgettext("list", ", ")
        lions = comma.join(name(cat.lions[x].name) for x in p.lion if x >= 0) or "—"
        amulets = comma.join(name(cat.amulets[a].name) for a in p.amulets) or "—"
        return [
            seat_name(p.seat),
            _("Lions: {lions}").format(lions=lions),
            _("Coins {coins}, Bamboo {bamboo}, Red Paper {red_paper}, Jade {jade}").format(
                coins=p.coins, bamboo=p.bamboo, red_paper=p.red_paper, jade=p.jade
            ),
            _("Qi Energy on board {board}, beside it {reserve}").format(
                board=sum(p.qi), reserve=p.reserve
            ),
            _("Hand {hand}, deck {deck}, discard {discard}, exiled {exiled}").format(
                hand=len(p.hand), deck=len(p.deck), discard=len(p.discard), exiled=len(p.exiled)
            ),
            _("Amulets: {amulets}").format(amulets=amulets),
            _("Bamboo Slips placed {placed}, held {held}").format(
                placed=len(p.placed_slips), held=len(p.slips)
            ),
        ]
    return []
