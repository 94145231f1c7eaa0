"""How good a table is for a seat: estimated final auspiciousness (rulebook, "Game End" and "Appendix:
Bamboo Slips"), relative to the best opponent.

`estimate(st, seat)` is what the seat has already scored (`tally.score`: the categories of
`scoring.breakdown`: placed Bamboo Slips, Drum cards' auspiciousness, Nian beast cards, Scorched
Earth, Qi Energy on the Village board, the First Player token at the end) plus what it can still
expect to turn into auspiciousness before the game ends: Bamboo Slips held (the best ones that fit
the Character board sections still free), progress towards the slips' goals (`tally.slip_value`),
resources at rough exchange rates (less beyond what a turn can spend), Tattoo Motifs, Jade Amulets,
the summoned right Lion, how its Lions compare with the average Lion (`worths.lion_quality`: what
tells Lions apart in the draft, and a summoned Lion without the Drum card it leaves in the box),
the quality of its Drum cards (less for Fear cards), and its Lions on high tiles.  The potential is
weighed by how many turns the seat still has (`turns_left.future_turns`): once it has taken its
final turn, or the game is overdue, only the score counts.

`margin(st, seat)` is the seat's estimate minus the best opponent's, and `evaluate(st, seat)` turns
it into a value in [-1, 1]: roughly the chance of winning (sure of itself near the end,
`turns_left.remaining_turns`), discounted a little by the turns left so that a sure win is taken
sooner (a loss is not: a seat behind gains nothing by putting it off).  Other seats are judged
without looking at their hands and decks (on a determinized table those are samples): their hidden
cards count what the seat can reason about them (`hidden.hidden_totals`: a player's own grey and
Lion Drum cards not seen elsewhere at their printed points, the rest at the mean of the loose
cards), the same on every sample.
"""

from __future__ import annotations

import math

from game.core import GameState
from game.core.solo import is_solo
from game.core.state import NO_TILE, PlayerState
from game.core.supply import HAND_SIZE

from . import solo_value
from .hidden import hidden_totals
from .tally import counts, is_late, score_from, slip_now, slip_value, tables
from .turns_left import future_turns, remaining_turns, spread_turns
from .worths import RESOURCE_VALUE

#: Beyond these amounts a resource is worth a fifth as much: a turn can only spend so much.
RESOURCE_CAP = {"coins": 10, "bamboo": 6, "red_paper": 8, "jade": 6}
OVER_CAP = 0.2
MOTIF_VALUE = 0.5  # a Tattoo Motif: track bonus already taken; future requirements, tie-break
MOTIF_FUTURE = 0.5
AMULET_VALUE = 1.5
RIGHT_LION_VALUE = 2.5
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
SIGMA_BASE = 3.0  # spread of the final margin around its estimate, in auspiciousness ...
SIGMA_PER_TURN = 5.0  # ... growing with the square root of the turns left
DISCOUNT = 0.995  # per turn left: a win sooner is worth a little more than a win later
#: Whether a loss later is worth a little more than a loss sooner, too (the discount applied to
#: either side of even).  No since issue 45: a seat behind that could end the game kept it going
#: for the discount alone (seed 179 of the 2-player run: 38 rounds, 24 as it is now).
DISCOUNT_LOSSES = False
MARGIN_WEIGHT = 0.0005
SQRT2 = math.sqrt(2.0)


def _resource(name: str, amount: int) -> float:
    cap = RESOURCE_CAP[name]
    if amount > cap:
        amount = cap + OVER_CAP * (amount - cap)
    return RESOURCE_VALUE[name] * amount


def estimate(st: GameState, seat: int, hidden: float | None = None) -> float:
    """Estimated final auspiciousness of `seat`.  With `hidden` (the auspiciousness the evaluating
    seat expects of `seat`'s hidden cards, `hidden_totals`), `seat`'s hand and deck are not looked
    at, so every table sampled from one view gets the same estimate."""
    tb = tables(st.catalogue, is_late(st))
    blind = hidden is not None
    c = counts(st, seat, tb, blind)
    value = float(score_from(st, seat, c, tb))
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
    for s, edge in ((0, tb.lion_edge), (1, tb.summon_edge)):
        if p.lion[s] >= 0:
            value += w * edge[p.lion[s]]
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
