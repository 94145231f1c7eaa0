"""What must always be true of a game: every component accounted for, nothing negative.

Used after every decision by the property tests and after every game by the simulator.  Each check
names what went wrong, so a failing seed points at the rule that broke it.
"""

from __future__ import annotations

from collections import Counter

from .catalogue import Catalogue
from .state import NIAN_SEAT, GameState
from .variants import variant_of

QI_PER_PLAYER = 14


def problems(st: GameState) -> list[str]:
    cat = st.catalogue
    variant = variant_of(st)
    out: list[str] = []
    if not st.space_qi:  # still in setup: the table is not laid out yet
        return out

    for p in st.players:
        for name in ("coins", "bamboo", "red_paper", "jade", "reserve"):
            if getattr(p, name) < 0:
                out.append(f"seat {p.seat} has {getattr(p, name)} {name}")
        if any(n < 0 for n in p.qi):
            out.append(f"seat {p.seat} has a negative Qi section")
        on_spaces = sum(1 for owner in st.space_qi if owner == p.seat)
        total = sum(p.qi) + p.reserve + on_spaces
        if total != QI_PER_PLAYER:
            out.append(f"seat {p.seat} has {total} Qi Energy, not {QI_PER_PLAYER}")
    # Cards: the market, each player's piles and the Fear deck hold every card in play exactly once.
    fear_pile = variant.fear_cards(st)  # (Solo: Taotie cards wait in the Fear deck too)
    seen: Counter[int] = Counter(st.drum_deck + st.drum_row + fear_pile + st.fear_discard + st.box)
    expected = set(cat.market) | set(cat.fear)
    for p in st.players:
        seen.update(p.deck + p.hand + p.discard + p.exiled + p.played[0] + p.played[1])
        if p.drum_set:
            expected |= set(cat.player_sets[p.drum_set])
            expected.add(cat.lion_drums[cat.lions[p.lion[0]].drum])
    for card, n in seen.items():
        if n > 1:
            out.append(f"card {cat.cards[card].id} is in {n} places")
    if set(seen) != expected:
        missing = sorted(cat.cards[c].id for c in expected - set(seen))[:3]
        extra = sorted(cat.cards[c].id for c in set(seen) - expected)[:3]
        out.append(f"cards missing {missing} or out of nowhere {extra}")
    # Tattoo Motifs: bag, row, discarded this turn and the tracks.
    motifs = sum(st.motif_bag) + len(st.motif_row) + len(st.turn.motifs_out)
    motifs += sum(len(p.motifs[0]) + len(p.motifs[1]) for p in st.players)
    if motifs != 4 * cat.motifs_per_colour:
        out.append(f"{motifs} Tattoo Motifs on the table, not {4 * cat.motifs_per_colour}")
    if any(n < 0 for n in st.motif_bag):
        out.append("the Motif bag holds a negative count")
    # Yao monsters: stack, map and Frontier (a token is never in two places).
    tokens = (
        st.monster_stack
        + [t for t in st.monster_at if t >= 0]
        + [t for t in st.space_token if t >= 0]
    )
    dup = [t for t, n in Counter(tokens).items() if n > 1]
    if dup:
        out.append(f"Yao tokens {dup} are in two places")
    for tile, token in enumerate(st.monster_at):
        if token >= 0 and st.nian_form and st.nian_tile == tile:
            out.append(f"tile {tile} holds a Yao monster and the Nian beast")
    # Bamboo Slips, Lions, Amulets, Scorched Earth.
    slips = st.slip_supply + st.slip_row
    for p in st.players:
        slips += p.slips + [s for _, s in p.placed_slips]
    in_play = _slips_in_play(cat, st.n)
    if sorted(slips) != in_play:
        out.append(f"{len(slips)} Bamboo Slips accounted for, not {len(in_play)}")
    lions = st.lion_deck + st.lion_row + [lion for p in st.players for lion in p.lion if lion >= 0]
    if sorted(lions) != list(range(len(cat.lions))):
        out.append(f"{len(lions)} Lion cards accounted for, not {len(cat.lions)}")
    for k, a in enumerate(cat.amulets):
        owned = sum(p.amulets.count(k) for p in st.players)
        if owned + st.amulet_supply[k] != a.count:
            out.append(f"{owned + st.amulet_supply[k]} {a.name} tokens, not {a.count}")
        if any(p.amulets.count(k) > 1 for p in st.players):
            out.append(f"a player holds two {a.name}")
    scorched = st.scorched_supply + sum(st.scorched_at) + sum(p.scorched for p in st.players)
    if scorched != cat.scorched_earth:
        out.append(f"{scorched} Scorched Earth tokens, not {cat.scorched_earth}")
    # Qi Energy spaces hold seats that exist.
    n = st.n
    if any(owner >= n and owner != NIAN_SEAT for owner in st.space_qi):
        out.append("a space holds Qi of a seat that is not playing")
    # The Nian beast: its defeated forms are held by players, in order.
    defeated = sorted(f for p in st.players for f in p.nian_cards)
    nian = variant.nian_problems(st, defeated)
    if nian is not None:
        return out + nian
    if defeated != list(range(1, len(defeated) + 1)):
        out.append(f"Nian cards held {defeated} are not forms 1..n")
    if st.nian_form and st.nian_form != len(defeated) + 1:
        out.append(f"Nian form {st.nian_form} on the map after {len(defeated)} defeats")
    return out


_IN_PLAY: dict[tuple[int, int], list[int]] = {}


def _slips_in_play(cat: Catalogue, players: int) -> list[int]:
    """Every Bamboo Slips but the player slips of colours nobody plays (they stay in the box)."""
    key = (id(cat), players)
    if key not in _IN_PLAY:
        player = [i for i, s in enumerate(cat.slips) if s.player]
        in_box = set(player[3 * players :])
        _IN_PLAY[key] = [i for i in range(len(cat.slips)) if i not in in_box]
    return _IN_PLAY[key]
