"""The names a sentence uses: seats (and who plays them), Lion slots, cards, Lions, Village tiles,
board spaces, where a battle's dice come from, and in Solo Mode the Nian's actions, the difficulties
and the titles.

Rulebook, "Components: Game", "Components: Player", "Setup: Village Map and Board" and "4. Battle":
each name comes from the catalogue (translated through game.i18n) or from the book's own words,
written from the state the player sees (a hidden card is "a hidden card").
"""

from __future__ import annotations

from game.core.catalogue import Monster
from game.core.events import DiceSource
from game.core.solo import ACTIONS, DIFFICULTY_NAMES, TITLES
from game.core.state import NIAN_SEAT, GameState
from game.i18n import N_, _, name, pgettext

from .components import frontier_group, section_name, terrain_kind

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


#: computer kinds as seat labels say them ("Azure (Strong computer)")
KIND_WORDS = {"greedy": N_("Greedy"), "strong": N_("Strong")}
#: who plays a seat, short (a chip's "Azure · Greedy", a seat button's "Azure: Strong"): the same
#: words as the full "Azure (Greedy computer)" without "computer" (issue 42); show them through `_()`
SHORT_NAMES = {"human": N_("Human"), **KIND_WORDS}


def seat_label(seat: int, kind: str) -> str:
    """A seat as the table names it: its colour, and for a computer seat what kind plays it."""
    if kind == "human":
        return seat_name(seat)
    word = _(KIND_WORDS.get(kind, kind))
    return _("{player} ({kind} computer)").format(player=seat_name(seat), kind=word)


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


def numbered_space_name(st: GameState, space: int) -> str:
    """`space_name` with the space's place in its row ("Frontier: Wangliang space · 2", counted
    from the left as the board draws them) when its kind has more than one space: a choice between
    spaces of one kind never reads the same twice (issue 42)."""
    s = st.catalogue.spaces[space]
    row = st.catalogue.spaces_in(s.section, s.group)
    if len(row) < 2 or space not in row:
        return space_name(st, space)
    return f"{space_name(st, space)} · {row.index(space) + 1}"


#: where a side's Strength dice come from ("4. Battle"); the monster's own are named by its kind
DICE_SOURCES = {
    DiceSource.LION_CARD: N_("Lion card"),
    DiceSource.CHARACTER_BOARD: N_("Character board"),
    DiceSource.JADE_AMULET: N_("Jade Amulet"),
    DiceSource.MOTIFS_AND_DRUMS: N_("Motifs and Drum cards"),
}


def dice_source_name(source: DiceSource, monster: Monster) -> str:
    """Where Strength dice come from, in the player's words ("Lion card"; for the monster's own
    dice its kind, "Zhujian"), in a battle against `monster`."""
    if source is DiceSource.MONSTER:
        return frontier_group(monster)
    return _(DICE_SOURCES[source])


# --- Solo Mode ("Solo: Setup", "Solo: Game End", "Appendix: Solo Cards and Iconography") -----------


def solo_label(key: str) -> str:
    """A Solo card action's name in the player's language ("Thrash"; `game.core.solo.ACTIONS`)."""
    return _(ACTIONS[key].label)


def solo_title(score: int) -> str:
    """The title a Solo victory's score earns ("Guardian"; `game.core.solo.TITLES`)."""
    return _(next(t for low, t in TITLES if score >= low))


def difficulty_name(difficulty: str) -> str:
    """A Solo difficulty as the player reads it ("Easy", "Normal", "Hard")."""
    return _(DIFFICULTY_NAMES.get(difficulty, difficulty.capitalize()))
