"""How far a seat is from paying for its next Qi Energy (rulebook, "Perform": Writing Spring Couplets,
Carving Jade Amulets, Pacifying the Land, Exchanging Resources), counted in Exchanges.

Every way to place Qi Energy outside battle asks for resources of one kind: the Red Paper of an open
Spring Couplets area (and 2 Bamboo for the area that buys a Bamboo Slips), the Jade of an Amulet the
seat does not own yet, the Bamboo of an open Yao monster space and its pacifying cost, or the Coins of
an open Exchange space with the blue Tattoo Motifs it asks for on a Lion.  Resources of the wrong kind
are turned into the right one an Exchange at a time, through Coins (`exchange.TRADES`: 1 Bamboo or
1 Red Paper for 2 Coins, 1 Jade for 4, and back).  `exchanges_short(st, seat)` is the fewest such
Exchanges before the cheapest open space is paid for (0: it can be paid now), or `None` when no open
space can be paid for with everything the seat holds.

A space counts only when the seat can reach the Perform action that places on it (`access`): a Drum
card it owns offers that action (its requirement met by a Lion's Tattoo Motifs), a Terrain tile one
leap from a Lion does, or the next space of a Lion's Motif track does.  Without that, a seat held its
last Qi Energy from round 23 to 37 with 26 Red Paper and 12 Jade, counted as able to pay now for an
Amulet that no card or tile within reach could Carve (issue 45, item 3: seed 672).

The bots read it late in a long game (`turns_left.OVERDUE_ROUND`): in 2-player games the Frontier
and the cheap Spring Couplets spaces are often all taken by then, and a seat far ahead once held its
last Qi Energy from round 24 to 36 with 9 to 17 Bamboo and no Jade or Red Paper, seeing no way to end
the game within a turn and nothing to gain by preparing one (issue 45, item 3: seed 226).
"""

from __future__ import annotations

from game.core import GameState
from game.core.effects import Effect
from game.core.exchange import BLUE, QI_EXCHANGES, TRADES
from game.core.leap import BOARD, routes
from game.core.pacify import PACIFY_BAMBOO
from game.core.perform import motifs_met
from game.core.purchases import SLIP_BAMBOO
from game.core.qi import can_place, open_spaces
from game.core.state import NO_TILE

#: The Perform action that places Qi Energy on each Village board section (rulebook, "Perform").
SECTION_ACTION = {
    "couplets": "couplets",
    "amulets": "amulet",
    "frontier": "pacify",
    "exchange": "exchange",
}
#: Whether a space counts only when the seat can reach its action (`access`; False: every open space).
#: Screened with `hidden.OWN_CARDS` on the 43 seeds of the 800-game 2-player run that reached round 25
#: (docs/balance/screens/2p-long-tail-access-owncards.md): 26.3 rounds on average to 18.7, the
#: longest 37 to 28.
ACCESS = True

#: What one unit of a resource fetches in Coins and what it costs in Coins, by Exchange.
SELL = {
    spend[0][0]: got[0][1] for _, spend, got in TRADES.values() if spend and got[0][0] == "coins"
}
BUY = {
    got[0][0]: spend[0][1] for _, spend, got in TRADES.values() if spend and spend[0][0] == "coins"
}


def _offers(st: GameState, seat: int, slots: list[int], eff: Effect, names: set[str]) -> set[str]:
    """The actions of `names` this effect performs, when the Tattoo Motifs of one of the seat's
    Lions (`slots`) meet its requirement."""
    found = names.intersection(eff.perform)
    if found and not eff.when and any(motifs_met(st, seat, s, eff.requires) for s in slots):
        return found
    return set()


def access(st: GameState, seat: int) -> set[str]:
    """The Perform actions that place Qi Energy (`SECTION_ACTION`) the seat can reach within about
    a turn: on a Drum card it owns (deck, hand, discard or played; its Motif requirement met by one
    of its Lions), on a Terrain tile one leap from a Lion (with the most steps any of its cards
    gives), or on the next space of a Lion's Motif track (one Bamboo's inking away)."""
    cat = st.catalogue
    p = st.players[seat]
    wanted = set(SECTION_ACTION.values())
    found: set[str] = set()
    slots = [s for s in (0, 1) if p.lion[s] >= 0]
    owned = [*p.deck, *p.hand, *p.discard, *(c for pile in p.played for c in pile)]
    card_steps = 0
    for c in owned:
        card = cat.cards[c]
        if card.is_fear:
            continue
        card_steps = max(card_steps, card.steps + (card.bamboo_steps if p.bamboo else 0))
        for eff in (*card.drum, *card.jade):
            found |= _offers(st, seat, slots, eff, wanted - found)
    for s in slots:
        track = cat.lions[p.lion[s]].track
        placed = len(p.motifs[s])
        if placed < len(track) and p.bamboo:
            found |= wanted.intersection(track[placed].perform)
    if found == wanted:
        return found
    lions = {q.lion_tile[s] for q in st.players for s in (0, 1) if q.lion[s] >= 0} - {NO_TILE}
    for s in slots:
        start = p.lion_tile[s]
        steps = cat.lions[p.lion[s]].steps + card_steps
        reach = routes(st.village, BOARD if start == NO_TILE else start, lions - {start}, steps)
        for tile in reach:
            if st.scorched_at[tile]:
                continue
            for eff in cat.terrain[st.tile_cards[tile]].actions:
                found |= _offers(st, seat, slots, eff, wanted - found)
    return found


def needs(st: GameState, seat: int) -> list[dict[str, int]]:
    """What each open Qi Energy space the seat could take asks for (one dict of resources each);
    with `ACCESS`, only the spaces whose Perform action the seat can reach (`access`)."""
    cat = st.catalogue
    p = st.players[seat]
    out: list[dict[str, int]] = []
    slips = bool(st.slip_row)
    reach = access(st, seat) if ACCESS else set(SECTION_ACTION.values())
    for area in cat.couplet_areas:
        if "couplets" in reach and open_spaces(st, "couplets", area.id):
            slip = "purchase_slip" in area.effect.perform
            if slip and not slips:
                continue
            out.append({"red_paper": area.red_paper, "bamboo": SLIP_BAMBOO if slip else 0})
    for kind, amulet in enumerate(cat.amulets):
        if (
            "amulet" in reach
            and kind not in p.amulets
            and st.amulet_supply[kind] > 0
            and open_spaces(st, "amulets", amulet.id)
        ):
            out.append({"jade": amulet.cost})
    for kind, pacifying in PACIFY_BAMBOO.items():
        if "pacify" not in reach:
            break
        for s in open_spaces(st, "frontier", kind):
            space = cat.spaces[s]
            if not space.overflow:
                cost = dict(space.cost)
                cost["bamboo"] = cost.get("bamboo", 0) + pacifying
                out.append(cost)
    blue = max((m.count(BLUE) for s, m in enumerate(p.motifs) if p.lion[s] >= 0), default=0)
    for group, coins, wanted, slip in QI_EXCHANGES.values():
        if (
            "exchange" in reach
            and blue >= wanted
            and (slips or not slip)
            and open_spaces(st, "exchange", group)
        ):
            out.append({"coins": coins, "bamboo": SLIP_BAMBOO if slip else 0})
    return out


def exchanges_to_pay(have: dict[str, int], need: dict[str, int]) -> int | None:
    """The fewest Exchanges that turn `have` into at least `need` (through Coins), or None."""
    short = 0  # Coins still to find
    steps = 0
    spare: list[tuple[int, int]] = []  # (Coins a unit fetches, units spare) of the other resources
    for name, rate in BUY.items():
        missing = need.get(name, 0) - have.get(name, 0)
        if missing > 0:
            short += missing * rate
            steps += missing
        elif name in SELL:
            spare.append((SELL[name], -missing))
    coins = have.get("coins", 0) - need.get("coins", 0)
    short -= coins
    for fetch, units in sorted(spare, reverse=True):  # sell the dearest first: fewest Exchanges
        while short > 0 and units > 0:
            short -= fetch
            units -= 1
            steps += 1
    return steps if short <= 0 else None


def exchanges_short(st: GameState, seat: int) -> int | None:
    """The fewest Exchanges before the seat can pay for an open Qi Energy space, or None."""
    p = st.players[seat]
    if not can_place(p):
        return None
    have = {"coins": p.coins, "bamboo": p.bamboo, "red_paper": p.red_paper, "jade": p.jade}
    best = None
    for need in needs(st, seat):
        steps = exchanges_to_pay(have, need)
        if steps is not None and (best is None or steps < best):
            best = steps
            if best == 0:
                break
    return best
