"""Solo: Setup (rulebook, "Solo: Setup"; docs/rulings.md 31, 32 and 41).

"Set up as a normal 2-player game", except: only 1 Qi Energy space per Jade Amulet is in play; the
Nian beast's Qi Energy goes on the Village board by difficulty; the Nian's forms two and three wait in
the Fear deck ("Nian Beast Cards"); the Solo deck holds the difficulty's Solo cards.  A campaign
chapter may hand the player their Lion and leave Fear cards out.
"""

from __future__ import annotations

from ...i18n import N_
from .. import rng
from ..catalogue import SOLO_DIFFICULTIES, Catalogue
from ..events import Events, LionChosen, QiPlaced
from ..qi import open_spaces
from ..state import NIAN_SEAT, GameState
from ..supply import refill_lion_row

DIFFICULTIES = SOLO_DIFFICULTIES
DIFFICULTY_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
#: Nian Qi Energy at setup (rulebook, "Solo: Setup"): Wangliang and Zhujian Frontier spaces, each
#: Spring Couplets area, the 3-cost and the 4-cost Jade Amulet.
NIAN_QI = {
    "easy": {"wangliang": 1, "zhujian": 1, "couplets": 1, "amulet3": 0, "amulet4": 0},
    "normal": {"wangliang": 2, "zhujian": 2, "couplets": 1, "amulet3": 0, "amulet4": 0},
    "hard": {"wangliang": 2, "zhujian": 2, "couplets": 2, "amulet3": 1, "amulet4": 1},
}
#: Fear deck entries at or above this are Taotie cards: NIAN_CARD + form.
NIAN_CARD = 1000
#: The one player's seat.
PLAYER = 0


def solo_deck(cat: Catalogue, difficulty: str) -> list[int]:
    """The Solo cards this difficulty plays with (docs/rulings.md: the Solo deck by difficulty)."""
    return [i for i, card in enumerate(cat.solo) if difficulty in card.difficulties]


def given_lion(st: GameState, ev: Events) -> bool:
    """A campaign chapter that hands the player their Lion (its ``lion`` property): no draft."""
    given = st.twists.get("lion")
    if not given:
        return False
    cat = st.catalogue
    lion = next((i for i, c in enumerate(cat.lions) if c.id == given), None)
    if lion is None:
        raise ValueError(f"the chapter names an unknown Lion {given!r}")
    st.lion_deck.remove(lion)
    st.players[PLAYER].lion[0] = lion
    ev.append(LionChosen(PLAYER, lion, 0))
    refill_lion_row(st, ev)
    return True


def setup(st: GameState, ev: Events) -> None:
    """Solo setup after the usual one: Nian forms in the Fear deck, the Solo deck, Nian Qi Energy."""
    fear = list(st.catalogue.fear)
    rng.shuffle(st, fear)
    keep = st.twists.get("fear_cards", len(fear))  # a chapter may leave some Fear cards out
    keep = max(1, min(len(fear), keep if isinstance(keep, int) else len(fear)))
    st.box.extend(fear[keep:])
    st.fear_deck = fear[:keep] + [NIAN_CARD + 2, NIAN_CARD + 3]
    rng.shuffle(st, st.fear_deck)
    st.solo_deck = solo_deck(st.catalogue, st.config.difficulty)
    rng.shuffle(st, st.solo_deck)
    counts = NIAN_QI[st.config.difficulty]
    cat = st.catalogue
    for kind in ("wangliang", "zhujian"):
        spaces = [s for s in cat.spaces_in("frontier", kind) if not cat.spaces[s].overflow]
        for s in spaces[: counts[kind]]:
            place_nian_qi(st, s, ev)
    for area in cat.couplet_areas:
        for s in open_nian(st, "couplets", area.id)[: counts["couplets"]]:
            place_nian_qi(st, s, ev)
    for cost, key in ((3, "amulet3"), (4, "amulet4")):
        for amulet in cat.amulets:
            if amulet.cost == cost:
                for s in open_nian(st, "amulets", amulet.id)[: counts[key]]:
                    place_nian_qi(st, s, ev)


def amulet_space_open(st: GameState, space: int) -> bool:
    """'For the Jade Amulet section, there is only 1 (not 2) available Qi Energy spaces for each
    Amulet': only the first space of each Amulet is in play."""
    sp = st.catalogue.spaces[space]
    return st.catalogue.spaces_in("amulets", sp.group)[0] == space


# --- the Nian beast's Qi Energy --------------------------------------------------------------------


def open_nian(st: GameState, section: str, group: str | None = None) -> list[int]:
    """The open spaces the Nian may take, in the board's printed order ("from top left moving
    right", "the leftmost available"; never an overflow space: docs/rulings.md 32)."""
    return [s for s in open_spaces(st, section, group) if not st.catalogue.spaces[s].overflow]


def place_nian_qi(st: GameState, space: int, ev: Events) -> None:
    """'Nian beast Qi Energy occupies the spaces on which they are placed, blocking your Qi Energy
    placement' (rulebook, "Nian Beast Automata")."""
    st.space_qi[space] = NIAN_SEAT
    ev.append(QiPlaced(NIAN_SEAT, space, -1))


def nian_spaces(st: GameState, section: str) -> list[int]:
    """The spaces of `section` holding the Nian's Qi Energy."""
    return [s for s in st.catalogue.spaces_in(section) if st.space_qi[s] == NIAN_SEAT]
