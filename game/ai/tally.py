"""What one player has scored so far and what its Bamboo Slips read, counted in one pass (rulebook,
"Game End" and "Appendix: Bamboo Slips").

Part of the bots' heuristic (`heuristic`), cheap enough to call thousands of times a decision:
`counts` collects every count the slips ask for in one pass over a player's components; `slip_now`
agrees with `scoring.slip_points` and `score` with `scoring.breakdown` (tests check both);
`slip_value` adds the progress towards a slip's goal.  `tables` holds each catalogue's lookups,
built once (with the card worths and Lion ratings of `worths`).
"""

from __future__ import annotations

from game.core import GameState
from game.core.catalogue import SECTIONS, Catalogue, SlipToken
from game.core.effects import MOTIF_COLOURS
from game.core.scoring import FIRST_PLAYER_TOKEN, set_kind, sets_of_kinds

from . import worths

GOAL_KINDS = ("five_motifs_of_colour", "five_exiled", "five_drums_of_colour")


class Tables:
    """Per-catalogue lookups, built once."""

    def __init__(self, cat: Catalogue, worth: dict[str, float]) -> None:
        self.space_section = [SECTIONS.index(s.section) for s in cat.spaces]
        self.space_points = [s.auspiciousness for s in cat.spaces]
        self.card_points = [c.auspiciousness for c in cat.cards]
        self.card_fear = [c.is_fear for c in cat.cards]
        self.card_cost = [0 if c.is_fear else c.cost for c in cat.cards]
        self.card_colours = [c.colours for c in cat.cards]
        self.card_colour_idx = [tuple(MOTIF_COLOURS.index(x) for x in c.colours) for c in cat.cards]
        self.taotie_points = [t.auspiciousness for t in cat.taotie]
        self.scorched_value = max(t.scorched_value for t in cat.taotie)
        self.slip_sections = [tuple(SECTIONS.index(x) for x in s.sections) for s in cat.slips]
        self.slip_colours = [tuple(MOTIF_COLOURS.index(x) for x in s.colours) for s in cat.slips]
        self.sections_per_board = [len(c.sections) for c in cat.characters]
        self.lion_edge = _lion_edges(cat, worth, True)  # a Lion's worth beside the average Lion
        #: ... as a summoned Lion, without its Drum card
        self.summon_edge = _lion_edges(cat, worth, not worths.SUMMON_WITHOUT_DRUM)
        self.card_worth = worths.card_worths(cat, worth)
        #: per card: (is Fear, auspiciousness, colour indices, kind for sets, worth in Coin)
        self.card_info = [
            (
                self.card_fear[i],
                self.card_points[i],
                self.card_colour_idx[i],
                set_kind(self.card_colours[i]),
                self.card_worth[i],
            )
            for i in range(len(cat.cards))
        ]


def _lion_edges(cat: Catalogue, worth: dict[str, float], starting: bool) -> list[float]:
    """Each Lion's worth (`worths.lion_quality`, as a starting Lion or not) beside the average."""
    quality = [worths.lion_quality(cat, i, worth, starting) for i in range(len(cat.lions))]
    mean = sum(quality) / len(quality) if quality else 0.0
    return [q - mean for q in quality]


_TABLES: dict[tuple[int, bool], tuple[Catalogue, Tables]] = {}


def tables(cat: Catalogue, late: bool = False) -> Tables:
    """The lookups for `cat`; `late`, those of a long game's late rounds (`worths.LATE_ROUND`)."""
    found = _TABLES.get((id(cat), late))
    if found is None or found[0] is not cat:
        worth = (
            {**worths.PERFORM_WORTH, **worths.LATE_PERFORM_WORTH} if late else worths.PERFORM_WORTH
        )
        found = (cat, Tables(cat, worth))
        _TABLES[(id(cat), late)] = found
    return found[1]


def is_late(st: GameState) -> bool:
    """Whether `st` is in a long game's late rounds, where `worths.LATE_PERFORM_WORTH` counts."""
    return worths.LATE_ROUND is not None and st.round >= worths.LATE_ROUND


class Counts:
    """Everything about one player the slips and the score read, counted in one pass."""

    __slots__ = (
        "colours",
        "lion_colours",
        "lion_motifs",
        "exiled",
        "nian",
        "qi",
        "village",
        "drum_points",
        "drum_colour",
        "drum_kinds",
        "drum_sets",
        "power",
        "fear",
        "hand",
        "hidden",
        "cards",
    )


def counts(st: GameState, seat: int, tb: Tables, blind: bool = False) -> Counts:
    """Count one player's components; `blind` leaves out their hand and deck (another seat's
    hidden cards: a sample in a determinized table) and only counts how many there are."""
    p = st.players[seat]
    c = Counts()
    colours = [0, 0, 0, 0]
    lion_colours = []
    lion_motifs = []
    for s in (0, 1):
        m = p.motifs[s]
        for x in m:
            colours[x] += 1
        if p.lion[s] >= 0:
            lion_colours.append(len(set(m)))
            lion_motifs.append(len(m))
    c.colours = colours
    c.lion_colours = lion_colours
    c.lion_motifs = lion_motifs
    c.exiled = len(p.exiled)
    c.nian = len(p.nian_cards)
    qi = [0, 0, 0, 0]
    village = 0
    sec = tb.space_section
    pts = tb.space_points
    for i, owner in enumerate(st.space_qi):
        if owner == seat:
            qi[sec[i]] += 1
            village += pts[i]
    c.qi = qi
    c.village = village
    drum_points = 0
    drum_colour = [0, 0, 0, 0]
    kinds = []
    power = 0.0
    fear = 0
    hidden = 0
    drums = 0
    info = tb.card_info
    piles = (p.discard, p.played[0], p.played[1])
    if blind:
        hidden = len(p.deck) + len(p.hand)
    else:
        piles = (p.deck, p.hand, *piles)
    for pile in piles:
        for card in pile:
            if card < 0:
                hidden += 1
                continue
            is_fear, points, idx, kind, worth = info[card]
            if is_fear:
                fear += 1
                continue
            drums += 1
            drum_points += points
            if idx:
                for x in idx:
                    drum_colour[x] += 1
                kinds.append(kind)
            power += worth
    c.drum_points = drum_points
    c.drum_colour = drum_colour
    c.drum_kinds = kinds
    c.drum_sets = -1  # counted when a slip asks (`slip_now`)
    c.power = power
    c.fear = fear
    c.hidden = hidden
    c.cards = drums + hidden  # Drum cards it owns (a card it cannot see counted as one)
    hand = 0
    if not blind:
        fear_t = tb.card_fear
        for card in p.hand:
            if card >= 0 and not fear_t[card]:
                hand += 1 + tb.card_cost[card]
    c.hand = hand
    return c


def slip_now(c: Counts, slip: SlipToken, index: int, tb: Tables) -> int:
    """What the slip scores now (the rules are `scoring.slip_points`; a test checks they agree)."""
    k = slip.kind
    pts = slip.points
    if k == "motif_pair":
        a, b = tb.slip_colours[index]
        return pts * (c.colours[a] // 2 if a == b else min(c.colours[a], c.colours[b]))
    if k == "per_exiled":
        return pts * c.exiled
    if k == "per_taotie":
        return pts * c.nian
    if k == "lion_four_colours":
        return pts * sum(1 for d in c.lion_colours if d >= 4)
    if k == "per_qi_in_section":
        return pts * c.qi[tb.slip_sections[index][0]]
    if k == "lion_five_motifs":
        return pts * sum(1 for m in c.lion_motifs if m >= 5)
    if k == "drum_sets":
        if c.drum_sets < 0:
            c.drum_sets = sets_of_kinds(c.drum_kinds)
        return pts * c.drum_sets
    if k == "qi_section_sets":
        a, b = tb.slip_sections[index]
        return pts * min(c.qi[a], c.qi[b])
    if k == "five_motifs_of_colour":
        return pts if c.colours[tb.slip_colours[index][0]] >= 5 else 0
    if k == "five_exiled":
        return pts if c.exiled >= 5 else 0
    if k == "taotie_one":
        return pts if c.nian >= 1 else 0
    if k == "taotie_two":
        return pts if c.nian >= 2 else 0
    if k == "qi_in_section_at_least":
        return pts if c.qi[tb.slip_sections[index][0]] >= slip.threshold else 0
    if k == "five_drums_of_colour":
        return pts if c.drum_colour[tb.slip_colours[index][0]] >= 5 else 0
    if k == "qi_in_sections_at_least":
        a, b = tb.slip_sections[index]
        return pts if c.qi[a] + c.qi[b] >= slip.threshold else 0
    raise AssertionError(k)


def slip_value(c: Counts, slip: SlipToken, index: int, tb: Tables, w: float) -> float:
    """Expected final points of a Bamboo Slips: what it scores now plus progress towards its goal,
    the progress counting for more the more turns are left (w in [0, 1])."""
    now = slip_now(c, slip, index, tb)
    if w <= 0:
        return float(now)
    k = slip.kind
    pts = slip.points
    if k in GOAL_KINDS:
        if now:
            return float(now)
        if k == "five_motifs_of_colour":
            have = c.colours[tb.slip_colours[index][0]]
        elif k == "five_exiled":
            have = c.exiled
        else:
            have = c.drum_colour[tb.slip_colours[index][0]]
        return pts * (min(have, 5) / 5) ** 2 * w
    if k in ("qi_in_section_at_least", "qi_in_sections_at_least"):
        if now:
            return float(now)
        have = sum(c.qi[s] for s in tb.slip_sections[index])
        return pts * (min(have, slip.threshold) / slip.threshold) ** 2 * w
    if k in ("taotie_one", "taotie_two"):
        return now + (0.15 * pts * w if not now else 0.0)
    if k == "lion_four_colours":
        return now + sum(pts * (d / 4) ** 2 * w for d in c.lion_colours if d < 4)
    if k == "lion_five_motifs":
        return now + sum(pts * (m / 5) ** 2 * w for m in c.lion_motifs if m < 5)
    # linear kinds (per pair, per exiled, per Taotie, per Qi, per set) grow a little
    return now + 0.5 * pts * w


def score(st: GameState, seat: int) -> int:
    """The seat's auspiciousness if the game ended now (as `scoring.breakdown` totals it)."""
    tb = tables(st.catalogue, is_late(st))
    return score_from(st, seat, counts(st, seat, tb), tb)


def score_from(st: GameState, seat: int, c: Counts, tb: Tables) -> int:
    p = st.players[seat]
    slips = st.catalogue.slips
    total = sum(slip_now(c, slips[s], s, tb) for _, s in p.placed_slips)
    total += c.drum_points + c.village
    total += sum(tb.taotie_points[f - 1] for f in p.nian_cards)
    total += p.scorched * tb.scorched_value
    if st.end_trigger == seat:
        total += FIRST_PLAYER_TOKEN
    return total
