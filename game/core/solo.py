"""Solo Mode: one player against the Nian beast automaton (rulebook, "Solo Mode" to the end).

Setup is a 2-player game with one Qi Energy space per Jade Amulet and Nian Qi Energy placed by
difficulty; the Taotie forms two and three are shuffled into the Fear deck.  After each player turn the
Nian draws a Solo card: its mandatory effect, then one of its two options (Rampage or Relief).  After a
battle victory the player removes one Nian Qi Energy.  The game is won by defeating the third form or
emptying the Character board, and lost the moment the last Fear card leaves the Fear deck.  Only
victories are scored: the usual categories plus each remaining Fear card (1/2/3 by difficulty); the
score earns a title.  Choices the book leaves open are in docs/rulings.md ("Solo Mode").
"""

from __future__ import annotations

from ..i18n import N_, _, name
from . import hexgrid, rng
from .actions import Choose, Discard, Skip
from .catalogue import SOLO_DIFFICULTIES, Catalogue
from .events import (
    CardMoved,
    Events,
    MonsterRemoved,
    NianSpawned,
    QiPlaced,
    RowDiscarded,
    ScorchedEarthPlaced,
    SoloCardDrawn,
    SoloOptionChosen,
)
from .state import NIAN_SEAT, NO_TILE, GameState
from .steps import Step, push, step
from .supply import HAND_SIZE, draw_one, gain, refill_drum_row, refill_motif_row

DIFFICULTIES = SOLO_DIFFICULTIES
DIFFICULTY_NAMES = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}
#: Nian Qi Energy at setup (rulebook, "Solo: Setup"): Wangliang and Zhujian Frontier spaces, each
#: Spring Couplets area, the 3-cost and the 4-cost Jade Amulet.
NIAN_QI = {
    "easy": {"wangliang": 1, "zhujian": 1, "couplets": 1, "amulet3": 0, "amulet4": 0},
    "normal": {"wangliang": 2, "zhujian": 2, "couplets": 1, "amulet3": 0, "amulet4": 0},
    "hard": {"wangliang": 2, "zhujian": 2, "couplets": 2, "amulet3": 1, "amulet4": 1},
}
#: Auspiciousness of each Fear card left in the Fear deck at a victory.
FEAR_VALUE = {"easy": 1, "normal": 2, "hard": 3}
#: Titles by final score (rulebook, "Titles by final score"): lower bound, title.
TITLES = (
    (58, N_("Guardian")),
    (54, N_("Nian Slayer")),
    (50, N_("Nian Bane")),
    (46, N_("Awakened Lion")),
    (42, N_("Lion-dancer")),
    (38, N_("Drumhand")),
    (34, N_("Ritual Understudy")),
    (30, N_("Startled Cub")),
    (0, N_("Paper Lion")),
)
#: Fear deck entries at or above this are Taotie cards: NIAN_CARD + form.
NIAN_CARD = 1000
PLAYER = 0


def title(score: int) -> str:
    return _(next(t for low, t in TITLES if score >= low))


def is_solo(st: GameState) -> bool:
    return st.config.players == 1


def victory_won(st: GameState) -> bool:
    """Whether the player has met a Solo victory condition (the third form defeated, or every Qi
    Energy placed from the Character board); the game ends at the end of that turn (rulings 38, 42)."""
    return st.end_trigger >= 0


def fear_cards_left(st: GameState) -> int:
    return sum(1 for c in st.fear_deck if c < NIAN_CARD)


# --- setup -----------------------------------------------------------------------------------------


def difficulty_name(difficulty: str) -> str:
    """A Solo difficulty as the player reads it ("Easy", "Normal", "Hard")."""
    return _(DIFFICULTY_NAMES.get(difficulty, difficulty.capitalize()))


def solo_deck(cat: Catalogue, difficulty: str) -> list[int]:
    """The Solo cards this difficulty plays with (docs/rulings.md: the Solo deck by difficulty)."""
    return [i for i, card in enumerate(cat.solo) if difficulty in card.difficulties]


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
            _nian_qi(st, s, ev)
    for area in cat.couplet_areas:
        for s in open_nian(st, "couplets", area.id)[: counts["couplets"]]:
            _nian_qi(st, s, ev)
    for cost, key in ((3, "amulet3"), (4, "amulet4")):
        for amulet in cat.amulets:
            if amulet.cost == cost:
                for s in open_nian(st, "amulets", amulet.id)[: counts[key]]:
                    _nian_qi(st, s, ev)


def amulet_space_open(st: GameState, space: int) -> bool:
    """'For the Jade Amulet section, there is only 1 (not 2) available Qi Energy spaces for each
    Amulet': only the first space of each Amulet is in play."""
    sp = st.catalogue.spaces[space]
    return st.catalogue.spaces_in("amulets", sp.group)[0] == space


def open_nian(st: GameState, section: str, group: str | None = None) -> list[int]:
    from .qi import open_spaces

    return [s for s in open_spaces(st, section, group) if not st.catalogue.spaces[s].overflow]


def _nian_qi(st: GameState, space: int, ev: Events) -> None:
    st.space_qi[space] = NIAN_SEAT
    ev.append(QiPlaced(NIAN_SEAT, space, -1))


# --- the Nian's turn -------------------------------------------------------------------------------


@step
class NianTurn(Step):
    """("nian_turn", 0): draw a Solo card; resolve its mandatory effect, then one option."""

    kind = "nian_turn"
    auto = True

    def run(self, st, frame, ev):
        if not st.solo_deck:
            st.solo_deck, st.solo_discard = st.solo_discard, []
            rng.shuffle(st, st.solo_deck)
        card = st.solo_deck.pop()
        ev.append(SoloCardDrawn(card))
        info = st.catalogue.solo[card]
        frames = [("solo_action", PLAYER, name) for name in info.mandatory]
        frames += [("solo_option", PLAYER, card), ("nian_turn_end", PLAYER, card)]
        push(st, *frames)


@step
class NianTurnEnd(Step):
    """("nian_turn_end", 0, card): discard the Solo card; the player's turn begins."""

    kind = "nian_turn_end"
    auto = True

    def run(self, st, frame, ev):
        from .turn import begin_turn

        st.solo_discard.append(frame[2])
        begin_turn(st, PLAYER, ev)


@step
class SoloOption(Step):
    """("solo_option", 0, card): choose Rampage (0) or Relief (1); an option that would do nothing
    cannot be chosen (docs/rulings.md)."""

    kind = "solo_option"

    def legal(self, st, frame):
        info = st.catalogue.solo[frame[2]]
        return [Choose(i) for i, name in enumerate((info.rampage, info.relief)) if can_do(st, name)]

    def apply(self, st, frame, action, ev):
        info = st.catalogue.solo[frame[2]]
        name = (info.rampage, info.relief)[action.option]
        ev.append(SoloOptionChosen(frame[2], action.option, name))
        push(st, ("solo_action", PLAYER, name))

    def prompt(self, st, frame):
        info = st.catalogue.solo[frame[2]]
        return _("The Nian's {card}: choose Rampage ({rampage}) or Relief ({relief})").format(
            card=name(info.name), rampage=label(info.rampage), relief=label(info.relief)
        )


LABELS = {
    "instill_fear": N_("Instill Fear"),
    "ghost_kill": N_("Ghost Kill"),
    "nian_stirs": N_("Nian Stirs"),
    "seal_couplets": N_("Seal Couplets"),
    "seal_amulets": N_("Seal Amulets"),
    "seal_exchange": N_("Seal Exchange"),
    "thrash": N_("Thrash"),
    "deface": N_("Deface"),
    "lunge": N_("Lunge"),
    "wildfire": N_("Wildfire"),
    "regroup": N_("Regroup"),
    "resupply": N_("Resupply"),
    "purchase": N_("Purchase"),
    "seeing_red": N_("Seeing Red"),
    "cleanse": N_("Cleanse"),
    "sweep": N_("Sweep"),
    "refresh_market_left": N_("Refresh Card Market (left 2)"),
    "refresh_market_right": N_("Refresh Card Market (right 2)"),
    "refresh_motifs_left": N_("Refresh Motifs (left 2)"),
    "refresh_motifs_right": N_("Refresh Motifs (right 2)"),
}


def label(key: str) -> str:
    return _(LABELS[key])


def nian_spaces(st: GameState, section: str) -> list[int]:
    return [s for s in st.catalogue.spaces_in(section) if st.space_qi[s] == NIAN_SEAT]


def lions_on_map(st: GameState) -> list[int]:
    p = st.players[PLAYER]
    return [p.lion_tile[s] for s in (0, 1) if p.lion[s] >= 0 and p.lion_tile[s] != NO_TILE]


def nearest_first(st: GameState, tiles: list[int]) -> list[int]:
    """Tie-breaks: nearest your Lion, then the top-left tile (rulebook, "Tie-Breaks")."""
    v = st.village
    lions = lions_on_map(st)
    order = {t: i for i, t in enumerate(v.reading_order())}

    def key(t: int) -> tuple[int, int]:
        d = min((hexgrid.distance(v.coords[t], v.coords[lt]) for lt in lions), default=0)
        return d, order[t]

    return sorted(tiles, key=key)


def yao_tiles(st: GameState) -> list[int]:
    return [t for t, token in enumerate(st.monster_at) if token >= 0]


def sweepable(st: GameState) -> list[int]:
    v = st.village
    near = {n for lt in lions_on_map(st) for n in v.neighbours[lt]} | set(lions_on_map(st))
    return sorted(t for t in yao_tiles(st) if t in near)


def can_do(st: GameState, name: str) -> bool:
    """Whether an option would change anything now."""
    p = st.players[PLAYER]
    if name in ("instill_fear",):
        return bool(st.fear_deck)
    if name == "ghost_kill":
        return bool(st.monster_stack)
    if name == "nian_stirs":
        if st.nian_form == 1:
            return bool(st.fear_discard) or fear_cards_left(st) > 0
        if st.nian_form == 2:
            return bool(yao_tiles(st)) and st.scorched_supply > 0
        return bool(lions_on_map(st))
    if name in ("seal_couplets", "seal_amulets", "seal_exchange"):
        return bool(open_nian(st, name.split("_")[1]))
    if name == "lunge":
        return bool(open_nian(st, "frontier", "wangliang") + open_nian(st, "frontier", "zhujian"))
    if name == "thrash":
        return bool(st.drum_row)
    if name == "deface":
        return bool(st.motif_row)
    if name == "wildfire":
        return bool(yao_tiles(st)) and st.scorched_supply > 0
    if name == "regroup":
        return bool(p.hand) and bool(p.deck or p.discard)
    if name == "resupply":
        return True
    if name == "purchase":
        from .purchases import affordable_drums

        return bool(affordable_drums(st, PLAYER))
    if name == "seeing_red":
        return bool(nian_spaces(st, "couplets"))
    if name == "cleanse":
        return bool(nian_spaces(st, "amulets"))
    if name == "sweep":
        return bool(sweepable(st))
    if name.startswith("refresh_market"):
        return bool(st.drum_row)
    if name.startswith("refresh_motifs"):
        return bool(st.motif_row)
    raise AssertionError(name)


@step
class SoloAction(Step):
    """("solo_action", 0, name): one action of a Solo card (rulebook, "Solo card action reference")."""

    kind = "solo_action"
    auto = True

    def run(self, st, frame, ev):
        name = frame[2]
        getattr(self, "_" + name)(st, ev)

    # -- the Nian's own actions --

    def _instill_fear(self, st, ev):
        """Discard 1 Fear card from the Fear deck (a revealed Taotie card spawns that form)."""
        if not st.fear_deck:
            return
        card = st.fear_deck.pop()
        if card >= NIAN_CARD:
            form = card - NIAN_CARD
            if st.nian_form and form > st.nian_form and st.nian_tile >= 0:
                st.nian_form = form  # the token is swapped for the newer form where it stands
                ev.append(NianSpawned(form, st.nian_tile))
            return
        st.fear_discard.append(card)
        ev.append(CardMoved(-1, card, "fear_deck", "fear_discard", auto=True))
        check_defeat(st, ev)

    def _ghost_kill(self, st, ev):
        """Draw a monster token and place it with 1 Nian Qi Energy in the Frontier section."""
        if not st.monster_stack:
            return
        token = st.monster_stack.pop()
        kind = st.catalogue.yao[token].kind
        spaces = open_nian(st, "frontier", kind)
        if spaces:
            _nian_qi(st, spaces[0], ev)
            st.space_token[spaces[0]] = token
        ev.append(MonsterRemoved(token, -1, "ghost-killed"))

    def _nian_stirs(self, st, ev):
        if st.nian_form == 1:
            give_fear_card(st, ev)
        elif st.nian_form == 2:
            tiles = [t for t in nearest_first(st, yao_tiles(st)) if not st.scorched_at[t]]
            if tiles and st.scorched_supply > 0:
                st.scorched_supply -= 1
                st.scorched_at[tiles[0]] += 1
                ev.append(ScorchedEarthPlaced(tiles[0]))
        elif st.nian_form == 3:
            self._form_three_strikes(st, ev)

    def _form_three_strikes(self, st, ev):
        """'Moves directly to your Lion and defeats it without rolling': the nearest Lion."""
        from .events import LionReturned

        p = st.players[PLAYER]
        lions = [s for s in (0, 1) if p.lion[s] >= 0 and p.lion_tile[s] != NO_TILE]
        if not lions:
            return
        v = st.village
        here = v.coords[st.nian_tile]
        order = {t: i for i, t in enumerate(v.reading_order())}
        slot = min(
            lions,
            key=lambda s: (hexgrid.distance(here, v.coords[p.lion_tile[s]]), order[p.lion_tile[s]]),
        )
        target = p.lion_tile[slot]
        if st.monster_at[target] < 0:
            st.nian_tile = target
            ev.append(NianSpawned(3, target))
        p.lion_tile[slot] = NO_TILE
        ev.append(LionReturned(PLAYER, slot, "struck down by the Nian beast"))
        give_fear_card(st, ev)

    def _seal(self, st, ev, section: str):
        for s in open_nian(st, section)[:2]:
            _nian_qi(st, s, ev)

    def _seal_couplets(self, st, ev):
        self._seal(st, ev, "couplets")

    def _seal_amulets(self, st, ev):
        self._seal(st, ev, "amulets")

    def _seal_exchange(self, st, ev):
        self._seal(st, ev, "exchange")

    def _lunge(self, st, ev):
        spaces = open_nian(st, "frontier", "wangliang") + open_nian(st, "frontier", "zhujian")
        for s in spaces[:2]:
            _nian_qi(st, s, ev)

    def _thrash(self, st, ev):
        """Discard all Drum cards in the market; only replenish after the next player's turn."""
        if st.drum_row:
            ev.append(RowDiscarded("drum", tuple(st.drum_row), -1))
            st.drum_deck[0:0] = st.drum_row
            st.drum_row = []
        st.hold_market = True

    def _deface(self, st, ev):
        """Discard all Tattoo Motifs; only replenish after the next player's turn."""
        if st.motif_row:
            ev.append(RowDiscarded("motif", tuple(st.motif_row), -1))
            for colour in st.motif_row:
                st.motif_bag[colour] += 1
            st.motif_row = []
        st.hold_motifs = True

    def _wildfire(self, st, ev):
        """2 Yao monsters on the Village map add Scorched Earth tokens (while tokens last)."""
        tiles = [t for t in nearest_first(st, yao_tiles(st)) if not st.scorched_at[t]]
        for t in tiles[:2]:
            if st.scorched_supply <= 0:
                break
            st.scorched_supply -= 1
            st.scorched_at[t] += 1
            ev.append(ScorchedEarthPlaced(t))

    def _refresh_market(self, st, ev, right: bool):
        row = st.drum_row
        gone = row[-2:] if right else row[:2]
        if not gone:
            return
        ev.append(RowDiscarded("drum", tuple(gone), -1))
        st.drum_row = row[:-2] if right else row[2:]
        st.drum_deck[0:0] = gone
        refill_drum_row(st, ev)

    def _refresh_market_left(self, st, ev):
        self._refresh_market(st, ev, False)

    def _refresh_market_right(self, st, ev):
        self._refresh_market(st, ev, True)

    def _refresh_motifs(self, st, ev, right: bool):
        row = st.motif_row
        gone = row[-2:] if right else row[:2]
        if not gone:
            return
        ev.append(RowDiscarded("motif", tuple(gone), -1))
        st.motif_row = row[:-2] if right else row[2:]
        for colour in gone:
            st.motif_bag[colour] += 1
        refill_motif_row(st, ev)

    def _refresh_motifs_left(self, st, ev):
        self._refresh_motifs(st, ev, False)

    def _refresh_motifs_right(self, st, ev):
        self._refresh_motifs(st, ev, True)

    # -- the player's reliefs --

    def _regroup(self, st, ev):
        st.stack.append(("regroup", PLAYER, 0))

    def _resupply(self, st, ev):
        gain(st, PLAYER, RESUPPLY, "Resupply", ev)

    def _purchase(self, st, ev):
        st.stack.append(("purchase_drum", PLAYER, 0))

    def _seeing_red(self, st, ev):
        st.stack.append(("remove_nian_qi", PLAYER, "couplets"))

    def _cleanse(self, st, ev):
        st.stack.append(("remove_nian_qi", PLAYER, "amulets"))

    def _sweep(self, st, ev):
        st.stack.append(("sweep", PLAYER, 2))


#: "Resupply" is named but not described by the book: 2 Coins and 1 Bamboo (docs/rulings.md).
RESUPPLY = (("coins", 2), ("bamboo", 1))


def give_fear_card(st: GameState, ev: Events) -> None:
    """A Fear card on top of the player's deck: from the Fear deck discard first, else the deck."""
    p = st.players[PLAYER]
    if st.fear_discard:
        card = st.fear_discard.pop()
        p.deck.append(card)
        ev.append(CardMoved(PLAYER, card, "fear_discard", "deck"))
        return
    for i in range(len(st.fear_deck) - 1, -1, -1):
        if st.fear_deck[i] < NIAN_CARD:
            card = st.fear_deck.pop(i)
            p.deck.append(card)
            ev.append(CardMoved(PLAYER, card, "fear_deck", "deck"))
            check_defeat(st, ev)
            return


def check_defeat(st: GameState, ev: Events) -> None:
    """'The game is lost the moment the last Fear card is discarded', unless it was already won:
    a victory earlier in this turn stands (docs/rulings.md 42)."""
    if is_solo(st) and not st.over and not victory_won(st) and fear_cards_left(st) == 0:
        from .scoring import finish_game

        finish_game(st, "defeat", ev)


def next_form_from_fear_deck(st: GameState, form: int) -> None:
    """'After defeating form one or form two, take the next form out of the Fear deck.'"""
    if NIAN_CARD + form in st.fear_deck:
        st.fear_deck.remove(NIAN_CARD + form)


# --- the player's choices on the Nian's turn ------------------------------------------------------


@step
class Regroup(Step):
    """("regroup", 0, discarded): discard up to 3 Drum cards, then draw as many."""

    kind = "regroup"

    def legal(self, st, frame):
        p = st.players[PLAYER]
        if frame[2] >= HAND_SIZE:
            return [Skip()]
        return [Discard(c) for c in sorted(set(p.hand))] + [Skip()]

    def apply(self, st, frame, action, ev):
        p = st.players[PLAYER]
        if isinstance(action, Discard):
            p.hand.remove(action.card)
            p.discard.append(action.card)
            ev.append(CardMoved(PLAYER, action.card, "hand", "discard"))
            st.stack.append(("regroup", PLAYER, frame[2] + 1))
            return
        for _i in range(frame[2]):
            draw_one(st, PLAYER, ev)

    def prompt(self, st, frame):
        return _("Regroup: discard up to 3 Drum cards to redraw ({n} so far), then Done").format(
            n=frame[2]
        )


@step
class RemoveNianQi(Step):
    """("remove_nian_qi", 0, section): remove 1 Nian Qi Energy ("any" section after a victory)."""

    kind = "remove_nian_qi"

    def legal(self, st, frame):
        section = frame[2]
        if section == "any":
            spaces = [s for s, owner in enumerate(st.space_qi) if owner == NIAN_SEAT]
        else:
            spaces = nian_spaces(st, section)
        return [Choose(s) for s in spaces]

    def apply(self, st, frame, action, ev):
        from .events import QiRemoved

        st.space_qi[action.option] = -1
        ev.append(QiRemoved(NIAN_SEAT, action.option))

    def prompt(self, st, frame):
        where = {
            "any": N_("Remove 1 Nian Qi Energy from the Village board"),
            "couplets": N_("Remove 1 Nian Qi Energy from a Spring Couplet"),
            "amulets": N_("Remove 1 Nian Qi Energy from an Amulet"),
        }
        return _(where[frame[2]])


@step
class Sweep(Step):
    """("sweep", 0, left): remove up to 2 Yao monsters next to your Lions (not defeated)."""

    kind = "sweep"

    def legal(self, st, frame):
        if frame[2] <= 0:
            return []
        options = sweepable(st)
        return [Choose(t) for t in options] + [Skip()] if options else []

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        token = st.monster_at[action.option]
        st.monster_at[action.option] = -1
        st.monster_stack.insert(0, token)
        ev.append(MonsterRemoved(token, action.option, "swept away"))
        st.stack.append(("sweep", PLAYER, frame[2] - 1))

    def prompt(self, st, frame):
        return _("Sweep: remove a Yao monster next to your Lions ({n} left), or Done").format(
            n=frame[2]
        )
