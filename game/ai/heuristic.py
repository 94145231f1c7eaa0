"""How good a table is for a seat: estimated final auspiciousness (rulebook, "Game End" and "Appendix:
Bamboo Slips"), relative to the best opponent.

`estimate(st, seat)` is what the seat has already scored (the categories of `scoring.breakdown`:
placed Bamboo Slips, Drum cards' auspiciousness, Nian beast cards, Scorched Earth, Qi Energy on the
Village board, the First Player token at the end) plus what it can still expect to turn into
auspiciousness before the game ends: Bamboo Slips held (the best ones that fit the Character board
sections still free), progress towards the slips' goals, resources at rough exchange rates (less
beyond what a turn can spend), Tattoo Motifs, Jade Amulets, the summoned right Lion, how its Lions compare with the average Lion
(`lion_quality`: what tells Lions apart in the draft), the quality of its Drum cards (less for Fear
cards), and its Lions on high tiles.  The potential is weighed by how
many turns the seat still has: once it has taken its final turn, or the game runs past
`OVERDUE_ROUND` (so that nobody Rests for ever to keep it), only the score counts.

`margin(st, seat)` is the seat's estimate minus the best opponent's, and `evaluate(st, seat)` turns
it into a value in [-1, 1]: roughly the chance of winning (sure of itself near the end), discounted
a little by the turns left so that a sure win is taken sooner (a loss is not: a seat behind gains
nothing by putting it off).  Other seats are judged without
looking at their hands and decks (on a determinized table those are samples): their hidden cards
count what the seat can reason about them (`hidden.hidden_totals`: a player's own grey and Lion Drum cards
not seen elsewhere at their printed points, the rest at the mean of the loose cards), the same on
every sample.

Both are cheap enough to call thousands of times a decision: one pass over a player's components
collects every count the slips ask for (`slip_now` agrees with `scoring.slip_points`, and `score`
with `scoring.breakdown`; tests check both).
"""

from __future__ import annotations

import math

from game.core import GameState
from game.core.catalogue import SECTIONS, Catalogue, SlipToken
from game.core.effects import MOTIF_COLOURS
from game.core.scoring import FIRST_PLAYER_TOKEN, set_kind, sets_of_kinds
from game.core.solo import is_solo
from game.core.state import NO_TILE, PlayerState
from game.core.supply import HAND_SIZE

from . import solo_value
from .hidden import hidden_totals
from .means import exchanges_short

#: Worth of one unit of each resource, in auspiciousness, while there are turns to spend it.
RESOURCE_VALUE = {"coins": 0.3, "bamboo": 0.6, "red_paper": 0.55, "jade": 0.9}
#: Beyond these amounts a resource is worth a fifth as much: a turn can only spend so much.
RESOURCE_CAP = {"coins": 10, "bamboo": 6, "red_paper": 8, "jade": 6}
OVER_CAP = 0.2
MOTIF_VALUE = 0.5  # a Tattoo Motif: track bonus already taken; future requirements, tie-break
MOTIF_FUTURE = 0.5
AMULET_VALUE = 1.5
RIGHT_LION_VALUE = 2.5
#: A Lion card's worth for the rest of the game (`lion_quality`), in auspiciousness: each permanent
#: battle word on the card (a Strength die wins a Wangliang fight about a quarter more often, and a
#: won fight places Qi Energy on the Frontier with its reward), each Tattoo Motif track space by how
#: soon it is reached, and its Drum card by the plays it will see.
#: (With two-thirds more, 4.0 a Strength die ..., Stormbrow won 41% of 200 Strong games, but the seat
#: that drafted it, the second, was then also the seat whose pick was not searched through its
#: opening turn: docs/balance/README.md, tuning log.)
LION_WORDS = {
    "strength_dice": 2.4,
    "intimidation_dice": 1.5,
    "wardings": 0.9,
    "hits": 1.8,
    "successes": 1.5,
    "steps": 0.9,
}
TRACK_WEIGHTS = (0.6, 0.45, 0.3, 0.2, 0.1)  # the first track space is covered soonest
PERFORM_VALUE = 1.0  # a free Perform action (Exchange, Inking, Pacify ...)
#: ... except these: a Bamboo Slips bought for 2 Bamboo (slips make about a third of a winner's
#: score, "Appendix: Bamboo Slips"); an Exchange, little more than the Coin it can always be; an
#: Inking, a Tattoo Motif that covers a track space and counts for the slips' colours; and the
#: three that place Qi Energy, which brings the game's end nearer (Writing Spring Couplets, Carving
#: Jade Amulets, Pacifying the Land).  Worth a draw, the bots bought and kept few cards that place
#: Qi, and a leader could sit on 10 Red Paper with no way to spend it: 1.25% of 2-player games ran
#: past 30 rounds, and at 3 all 22 of those seeds but 2 ended sooner (issue 45, item 3).
PERFORM_WORTH = {
    "purchase_slip": 4.0,
    "exchange": 0.5,
    "ink": 1.5,
    "couplets": 3.0,
    "amulet": 3.0,
    "pacify": 3.0,
}
#: From round `LATE_ROUND` on (None: never), the worths of `LATE_PERFORM_WORTH` replace these: a
#: game that runs long is brought to its end by the actions that place Qi Energy (issue 45, item 3,
#: screened with `game.tools.screen --lever late=R`).
LATE_ROUND: int | None = None
LATE_PERFORM_WORTH: dict[str, float] = {}
#: An effect that asks for something first (a Motif, a leap higher) is met about half the time.
CONDITIONAL_SHARE = 0.5
JADE_SHARE = 0.3  # a Drum card's Jade box: only once a Jade sits on it
DRUM_PLAYS = 3.0  # how often a Lion's own Drum card is played in a game
#: A battle word on a Drum card counts only in the turn it is played, but that is the turn its Lion
#: leaps and battles.  (At 0.35 the draft rated the fighters Stormbrow and Silverspike below Plumtail
#: and Ironbell, and in 146 Strong games they won 20 and 15 points more than their seats did.)
DRUM_WORD_SHARE = 0.6
FEAR_PENALTY = 3.0  # a Fear card in your piles: a dead draw each time round the deck, until exiled
CARD_POWER = 0.2  # per Coin of cost: what a bought Drum card will do for you
HAND_CARD = 0.1  # per Coin of cost (+1): a playable card in hand now
#: A seat with fewer Drum cards than a hand (rulebook, "Clean Up": draw up to 3) in all its piles
#: cannot Strike on every turn, and with none it can only Rest: it can no longer place Qi Energy or
#: end the game.  Each card short of a hand costs this much (more than a slip pays for an exiled
#: card): a seat once exiled all 12 of its cards for a slip's 2 a card, 88-59 ahead with one Qi
#: Energy left, and then Rested for 17 rounds while the seat behind kept the game going.
THIN_DECK_PENALTY = 4.0
HELD_SLIP_SHARE = 0.75  # a held Bamboo Slips still has to be placed on an emptied section
#: In a game with other players, each held slip counts this share of itself for each Qi Energy
#: still on the free section it would go on (the emptiest free sections go with the best slips;
#: None: counted as if the section were empty): a slip waits for its section to be emptied, and
#: placing Qi Energy brings it nearer.  Without it a seat with 10 Qi Energy on its board counted its
#: 4 held slips at three quarters already, saw little gain in placing Qi Energy, and placed none for
#: 24 rounds (seed 781 of the 2-player run, 33 rounds; 25 with it).  Solo keeps its tuning (issue 45,
#: item 2): there the Character board's emptying is the victory itself.
HELD_SLIP_PACE: float | None = 0.85
LEVEL_VALUE = 0.25  # per level of the tile a Lion stands on
OFF_MAP = 1.0  # a Lion back on its player board: its next leap starts from nowhere
FULL_POTENTIAL_TURNS = 8.0  # with fewer turns left, potential counts for proportionally less
#: Past this round a game with other players is overdue (7% of Strong 2-player games reach it): the
#: turns still expected shrink by one a round, to none, so that only what is scored counts.  Without
#: it two seats that each had one Qi Energy left and resources to spend both Rested from round 29 to
#: round 91: placing the last Qi Energy ends the game and throws that potential away, while Resting
#: keeps it, on every turn alike.  The turns left in the whole game (`remaining_turns`) still count
#: the Qi Energy, so an overdue seat ahead is drawn towards the end: when they did not, a seat 34
#: ahead at round 40 saw nothing to gain by placing Qi Energy and the game ran to round 89.
#: From round 30 to 26 in issue 45: the potential still counted in rounds 22-29 kept a seat that
#: could end the game from spending its last Qi Energy (3 of 399 Strong 2-player games past 30
#: rounds; docs/balance/README.md, "Screens").
OVERDUE_ROUND = 26
#: Whether a final turn (the end triggered) is overdue too: its potential counts no more than the
#: turns `OVERDUE_ROUND` still allows.  Without it, placing the last Qi Energy in an overdue game
#: gave every other seat a final turn whose potential (held slips, resources) counted again, after
#: rounds in which it had counted for nothing: at seed 669 of the 2-player random-Lions run a seat
#: 67-63 ahead at round 30 saw the other seat's estimate rise by 9 if it ended the game, Rested
#: instead, and the game ran to round 37 (it would have won 88-63).  Issue 45, item 3.
FINAL_TURN_OVERDUE = True
#: From this round on (None: never) the turns left in the whole game count, beside the Qi Energy on
#: each board, the Exchanges each seat needs before it can pay for an open Qi Energy space
#: (`means.exchanges_short`), so that a seat ahead gathers what its last Qi Energy costs instead of
#: resources it has no use for.  Late in a 2-player game the Frontier and the cheap Spring Couplets
#: spaces are often all taken: at seed 226 a seat 40 ahead held its last Qi Energy from round 24 to
#: 36 with 9-17 Bamboo and nothing to carve, write or exchange it with (issue 45, item 3).
MEANS_ROUND: int | None = OVERDUE_ROUND
MEANS_NONE = 6.0  # turns, when nothing the seat holds pays for any open space
#: Whether, from `MEANS_ROUND`, the end of the whole game (`remaining_turns`) is guessed only from
#: the boards of the seats not behind (the highest `score`): a seat behind does not empty its board to
#: end a game it loses.  Without it the guess came from the board nearest to empty: at seed 757 of
#: the 2-player random-Lions run the seat behind held its last Qi Energy from round 27 to 40, so the
#: seat ahead, with 3, saw nothing gained by placing its own and let battles that placed them pass;
#: the game ran to round 41 (issue 45, item 3; docs/balance/README.md, "Seed 757 read").  Screened
#: on the 72 stored seeds of 25+ rounds: 757 ran 35 rounds, the rest barely moved; not kept.
LEADERS_END = False
#: With a round here (None: off), the spread of the final margin counts no more turns than are left
#: before this round: a game is not expected to run past it.  A lever of issue 45's long tail, tried
#: on two seeds only (`game.tools.screen`, `deadline=R`) and not kept.
#: The turns left come from the fewest Qi Energy on any board, so without it a seat behind that
#: holds those Qi Energy keeps the spread wide by not placing them, turn after turn: at seed 781 of
#: the 2-player run the seat with 5 Qi Energy left placed none from round 11 to 24, while the seat
#: ahead, with 10, came no nearer the end by placing its own (33 rounds).
DEADLINE_ROUND: int | None = None
SIGMA_BASE = 3.0  # spread of the final margin around its estimate, in auspiciousness ...
SIGMA_PER_TURN = 5.0  # ... growing with the square root of the turns left
DISCOUNT = 0.995  # per turn left: a win sooner is worth a little more than a win later
#: Whether a loss later is worth a little more than a loss sooner, too (the discount applied to
#: either side of even).  No since issue 45: a seat behind that could end the game kept it going
#: for the discount alone (seed 179 of the 2-player run: 38 rounds, 24 as it is now).
DISCOUNT_LOSSES = False
MARGIN_WEIGHT = 0.0005
SQRT2 = math.sqrt(2.0)
GOAL_KINDS = ("five_motifs_of_colour", "five_exiled", "five_drums_of_colour")


class _Tables:
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
        quality = [lion_quality(cat, i, worth) for i in range(len(cat.lions))]
        mean = sum(quality) / len(quality) if quality else 0.0
        self.lion_edge = [q - mean for q in quality]  # a Lion's worth beside the average Lion
        self.card_worth = card_worths(cat, worth)
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


def _effect_value(effect, word_share: float, worth: dict[str, float] | None = None) -> float:
    """One printed effect: resources at their rates, battle words (permanent or, on a Drum card,
    for the turn), a Perform action; half as much when it asks for something first."""
    value = 0.0
    for name, amount in effect.gain:
        if name in RESOURCE_VALUE:
            value += RESOURCE_VALUE[name] * amount
        elif name in LION_WORDS:
            value += LION_WORDS[name] * amount * word_share
    worth = PERFORM_WORTH if worth is None else worth
    value += sum(worth.get(name, PERFORM_VALUE) for name in effect.perform)
    if not effect.requires.empty or effect.when:
        value *= CONDITIONAL_SHARE
    return value * effect.times


def drum_play_value(card, worth: dict[str, float] | None = None) -> float:
    """What one play of a Drum card gives (rulebook, "Components of a Drum Card"): its Drum box, and its
    Jade box for the share of plays with a Jade on it."""
    value = sum(_effect_value(e, DRUM_WORD_SHARE, worth) for e in card.drum)
    return value + JADE_SHARE * sum(_effect_value(e, DRUM_WORD_SHARE, worth) for e in card.jade)


def card_worths(cat: Catalogue, worth: dict[str, float] | None = None) -> list[float]:
    """Each card's worth in a deck, in Coin: a market card's cost; any other Drum card (a grey
    set's, a Lion's own) what its boxes give a play, at the rate the market charges for what its
    cards' boxes give.  (Counting only the cost, a grey card was worth nothing, and the bots
    exiled the Answering Beat unplayed in a third of the games.)  Fear cards are worth nothing
    here: `FEAR_PENALTY` counts them."""
    market = [c for c in cat.cards if c.kind == "market" and not c.is_fear and c.cost > 0]
    rate = sum(drum_play_value(c, worth) / c.cost for c in market) / len(market) if market else 1.0
    worths = []
    for c in cat.cards:
        if c.is_fear:
            worths.append(0.0)
        elif c.kind == "market":
            worths.append(float(c.cost))
        else:
            worths.append(drum_play_value(c, worth) / rate)
    return worths


def lion_quality(cat: Catalogue, index: int, worth: dict[str, float] | None = None) -> float:
    """What a Lion card is worth over a game, in auspiciousness (rulebook, "Components of a Lion
    Card" and "Setup": its printed battle words and steps, its Tattoo Motif track, its own Drum
    card: what each play gives, its Jade boxes, its printed auspiciousness and the resources it
    starts with).  It lets a seat tell Lions apart where the rest of the estimate cannot: in the
    Lion draft and when choosing which Lion to Summon."""
    lion = cat.lions[index]
    value = (
        LION_WORDS["strength_dice"] * lion.strength_dice
        + LION_WORDS["intimidation_dice"] * lion.intimidation_dice
        + LION_WORDS["wardings"] * lion.wardings
        + LION_WORDS["steps"] * lion.steps
    )
    for weight, effect in zip(TRACK_WEIGHTS, lion.track, strict=False):
        value += weight * _effect_value(effect, 1.0, worth)
    drum = next((c for c in cat.cards if c.id == lion.drum), None)
    if drum is not None:
        value += DRUM_PLAYS * drum_play_value(drum, worth) + drum.auspiciousness
        value += sum(RESOURCE_VALUE.get(name, 0.0) * n for name, n in drum.start)
    return value


_TABLES: dict[tuple[int, bool], tuple[Catalogue, _Tables]] = {}


def tables(cat: Catalogue, late: bool = False) -> _Tables:
    """The lookups for `cat`; `late`, those of a long game's late rounds (`LATE_ROUND`)."""
    found = _TABLES.get((id(cat), late))
    if found is None or found[0] is not cat:
        worth = {**PERFORM_WORTH, **LATE_PERFORM_WORTH} if late else PERFORM_WORTH
        found = (cat, _Tables(cat, worth))
        _TABLES[(id(cat), late)] = found
    return found[1]


def _late(st: GameState) -> bool:
    """Whether `st` is in a long game's late rounds, where `LATE_PERFORM_WORTH` counts."""
    return LATE_ROUND is not None and st.round >= LATE_ROUND


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


def counts(st: GameState, seat: int, tb: _Tables, blind: bool = False) -> Counts:
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


def slip_now(c: Counts, slip: SlipToken, index: int, tb: _Tables) -> int:
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


def slip_value(c: Counts, slip: SlipToken, index: int, tb: _Tables, w: float) -> float:
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


def future_turns(st: GameState, seat: int) -> float:
    """Turns `seat` may still start, and half of the one it is in: how long resources keep their
    worth.  Before the end is triggered, a guess from the Qi Energy left on the fullest board."""
    if st.over:
        return 0.0
    current = 0.5 if st.seat == seat and st.stack else 0.0
    n = st.n
    if st.end_trigger >= 0:
        if st.final_turns == 0:  # the triggering player's turn is still running
            later = seat != st.seat
        else:
            later = any((st.seat + k) % n == seat for k in range(1, st.final_turns))
        final = 1.0 if later else 0.0
        allowed = overdue_allowance(st)
        if FINAL_TURN_OVERDUE and allowed is not None:
            final = min(final, allowed)
        return current + final
    return current + _turns_before_end(st)


def _turns_before_end(st: GameState, overdue: bool = True) -> float:
    """Before the end is triggered, a guess of the turns each seat still starts: two for each Qi
    Energy on the emptiest Character board, and one more; with `overdue`, fewer once the game is
    overdue (the worth of potential), without it the Qi Energy alone (how near the end is)."""
    if not overdue and MEANS_ROUND is not None and st.n > 1 and st.round >= MEANS_ROUND:
        return min(_turns_to_empty(st, seat) for seat in _enders(st))
    least = min(sum(p.qi) for p in st.players)
    turns = 1.0 + 2.0 * least
    allowed = overdue_allowance(st)
    if overdue and allowed is not None:
        turns = min(turns, allowed)
    return turns


def overdue_allowance(st: GameState) -> float | None:
    """The turns a game with other players still allows before it is overdue (`OVERDUE_ROUND`):
    one fewer each round, to none.  None in Solo, which ends when the Fear deck runs out ("Solo
    Mode"), whatever the round."""
    if st.n == 1:
        return None
    return max(0.0, float(OVERDUE_ROUND - st.round))


def is_overdue(st: GameState) -> bool:
    """Whether a game with other players is overdue: it allows no more turns of potential."""
    return overdue_allowance(st) == 0.0


def _enders(st: GameState) -> list[int]:
    """The seats whose boards the end of the game is guessed from: every seat, or with
    `LEADERS_END` those with the highest `score` (a seat behind keeps its last Qi Energy)."""
    seats = [p.seat for p in st.players]
    if not LEADERS_END:
        return seats
    scores = [score(st, seat) for seat in seats]
    best = max(scores)
    return [seat for seat in seats if scores[seat] == best]


def _turns_to_empty(st: GameState, seat: int) -> float:
    """Late in a long game (`MEANS_ROUND`): two turns for each Qi Energy on the seat's Character
    board and one more, and a turn for each Exchange it still needs before it can pay for an open
    Qi Energy space (`means.exchanges_short`; `MEANS_NONE` when nothing it holds will do)."""
    short = exchanges_short(st, seat)
    return 1.0 + 2.0 * sum(st.players[seat].qi) + (MEANS_NONE if short is None else float(short))


def score(st: GameState, seat: int) -> int:
    """The seat's auspiciousness if the game ended now (as `scoring.breakdown` totals it)."""
    tb = tables(st.catalogue, _late(st))
    return _score(st, seat, counts(st, seat, tb), tb)


def _score(st: GameState, seat: int, c: Counts, tb: _Tables) -> int:
    p = st.players[seat]
    slips = st.catalogue.slips
    total = sum(slip_now(c, slips[s], s, tb) for _, s in p.placed_slips)
    total += c.drum_points + c.village
    total += sum(tb.taotie_points[f - 1] for f in p.nian_cards)
    total += p.scorched * tb.scorched_value
    if st.end_trigger == seat:
        total += FIRST_PLAYER_TOKEN
    return total


def _resource(name: str, amount: int) -> float:
    cap = RESOURCE_CAP[name]
    if amount > cap:
        amount = cap + OVER_CAP * (amount - cap)
    return RESOURCE_VALUE[name] * amount


def estimate(st: GameState, seat: int, hidden: float | None = None) -> float:
    """Estimated final auspiciousness of `seat`.  With `hidden` (the auspiciousness the evaluating
    seat expects of `seat`'s hidden cards, `hidden_totals`), `seat`'s hand and deck are not looked
    at, so every table sampled from one view gets the same estimate."""
    tb = tables(st.catalogue, _late(st))
    blind = hidden is not None
    c = counts(st, seat, tb, blind)
    value = float(_score(st, seat, c, tb))
    if blind:
        value += hidden
    if st.over:
        return value
    w = min(1.0, future_turns(st, seat) / FULL_POTENTIAL_TURNS)
    if w <= 0:
        return value
    p = st.players[seat]
    slips = st.catalogue.slips
    for _, s in p.placed_slips:  # progress towards goals not yet reached
        value += slip_value(c, slips[s], s, tb, w) - slip_now(c, slips[s], s, tb)
    if p.slips and p.character >= 0:  # the best held slips that still fit a free section
        free = tb.sections_per_board[p.character] - len(p.placed_slips)
        if free > 0:
            held = sorted((slip_value(c, slips[s], s, tb, w) for s in p.slips), reverse=True)
            shares = held[:free] if st.n == 1 else _held_slip_shares(p, held[:free])
            value += HELD_SLIP_SHARE * w * sum(shares)
    value += w * (
        _resource("coins", p.coins)
        + _resource("bamboo", p.bamboo)
        + _resource("red_paper", p.red_paper)
        + _resource("jade", p.jade)
        + AMULET_VALUE * len(p.amulets)
        + (RIGHT_LION_VALUE if p.lion[1] >= 0 else 0.0)
        + CARD_POWER * c.power
        - FEAR_PENALTY * c.fear
        - THIN_DECK_PENALTY * max(0, HAND_SIZE - c.cards)
        + HAND_CARD * c.hand
    )
    value += (MOTIF_VALUE + MOTIF_FUTURE * w) * (len(p.motifs[0]) + len(p.motifs[1]))
    levels = st.village.levels
    for s in (0, 1):
        if p.lion[s] >= 0:
            value += w * tb.lion_edge[p.lion[s]]
            tile = p.lion_tile[s]
            if tile == NO_TILE:
                value -= OFF_MAP * w
            else:
                value += LEVEL_VALUE * levels[tile] * w
    return value


def _held_slip_shares(p: PlayerState, held: list[float]) -> list[float]:
    """The held slips' values (best first), each paired with a free section, the emptiest first,
    and counted down by `HELD_SLIP_PACE` for each Qi Energy still to place there."""
    if HELD_SLIP_PACE is None:
        return held
    covered = {section for section, _ in p.placed_slips}
    left = sorted(n for i, n in enumerate(p.qi) if i not in covered)
    return [v * HELD_SLIP_PACE**n for v, n in zip(held, left, strict=False)]


def remaining_turns(st: GameState) -> float:
    """Turns left in the whole game (a guess before the end is triggered).  Counted from the Qi
    Energy left even when the game is overdue: the seat ahead still gains by bringing the end
    nearer (a surer, sooner win), and the seats behind by keeping it off."""
    if st.over:
        return 0.0
    if st.end_trigger >= 0:
        return float(st.final_turns if st.final_turns else st.n - 1) + 0.5
    return st.n * max(1.0, _turns_before_end(st, overdue=False))


def spread_turns(st: GameState, turns: float) -> float:
    """The turns left (`remaining_turns`) that the spread of the final margin counts: no more than
    the turns before `DEADLINE_ROUND`, once the end is not yet triggered."""
    if DEADLINE_ROUND is None or st.end_trigger >= 0:
        return turns
    return min(turns, st.n * max(1.0, float(DEADLINE_ROUND - st.round)))


def margin(st: GameState, seat: int) -> float:
    """`seat`'s estimate minus the best opponent's, in auspiciousness (the true margin once over)."""
    if st.over and st.outcome:
        scores = st.outcome.scores
        return float(scores[seat] - max(s for i, s in enumerate(scores) if i != seat))
    mine = estimate(st, seat)
    hidden = hidden_totals(st, seat)
    return mine - max(estimate(st, s, hidden[s]) for s in range(st.n) if s != seat)


def evaluate(st: GameState, seat: int) -> float:
    """How the table stands for `seat`, in [-1, 1]: the chance of winning from the estimated margin
    (less sure the more turns are left), scaled to [-1, 1] and discounted by the turns left so that
    a sure win is taken sooner, plus a touch of the margin itself to break ties."""
    if is_solo(st):
        return solo_value.solo_evaluate(st, estimate)
    m = margin(st, seat)
    if st.over and st.outcome:
        winners = st.outcome.winners
        won = 1.0 if seat in winners and len(winners) == 1 else 0.0 if seat in winners else -1.0
        return won + MARGIN_WEIGHT * m
    r = remaining_turns(st)
    sigma = SIGMA_BASE + SIGMA_PER_TURN * math.sqrt(spread_turns(st, r))
    p = 0.5 * (1.0 + math.erf(m / (sigma * SQRT2)))
    lead = 2.0 * p - 1.0
    if lead > 0.0 or DISCOUNT_LOSSES:
        lead *= DISCOUNT**r
    return lead + MARGIN_WEIGHT * m
