"""Game End and final auspiciousness (rulebook, "Game End" and "Appendix: Bamboo Slips").

Score, for each player: each Bamboo Slips placed on a section of the Character board; the
auspiciousness on your Drum cards; Nian beast cards and, for the second Taotie form, Scorched Earth
tokens; the Qi Energy you placed on the Village board (Spring Couplets, Exchange, Jade Amulets,
Frontier); and 2 for the First Player token held by the player who triggered the end.  Most
auspiciousness wins; a tie goes to the most placed Tattoo Motifs; if still tied the victory is shared.
A variant (Solo Mode) may end a game unscored or score it otherwise (`variants.Variant.game_ends`,
`score`).
"""

from __future__ import annotations

from functools import lru_cache, reduce
from itertools import combinations

from .catalogue import DRUM_COLOURS, SlipToken
from .effects import MOTIF_COLOURS
from .events import GameEnded, Scored
from .outcome import Ending, Outcome, TieBreak
from .state import GameState, PlayerState
from .variants import variant_of

FIRST_PLAYER_TOKEN = 2
CATEGORIES = (
    "slips",
    "drum_cards",
    "nian_cards",
    "scorched_earth",
    "village_board",
    "first_player",
)


def owned_drums(st: GameState, p: PlayerState) -> list[int]:
    """Every Drum card a player has (deck, hand, discard and those next to the Lions), not Fear."""
    cards = st.catalogue.cards
    pile = p.deck + p.hand + p.discard + p.played[0] + p.played[1]
    return [c for c in pile if not cards[c].is_fear]


def qi_in(st: GameState, seat: int, section: str) -> int:
    spaces = st.catalogue.spaces
    return sum(
        1 for i, owner in enumerate(st.space_qi) if owner == seat and spaces[i].section == section
    )


#: Card kinds for sets: the four single colours, then the six colour pairs, as bit masks.
_KINDS = [1 << i for i in range(4)] + [(1 << a) | (1 << b) for a, b in combinations(range(4), 2)]
_ALL = 0b1111


def _mask(group: tuple[int, ...]) -> int:
    return reduce(lambda m, k: m | _KINDS[k], group, 0)


#: Every way to make one set with no card to spare: groups of card kinds covering all four colours.
_COVERS = [
    group
    for size in (2, 3, 4)
    for group in combinations(range(len(_KINDS)), size)
    if _mask(group) == _ALL and all(_mask(tuple(k for k in group if k != d)) != _ALL for d in group)
]


def drum_sets(colour_lists: list[tuple[str, ...]]) -> int:
    """Most complete sets (one of each colour, not grey).  "One Drum card may act as two colors for
    creating a set": a two-colour card covers both its colours in the set it joins."""
    return sets_of_kinds([set_kind(cols) for cols in colour_lists])


def set_kind(colours: tuple[str, ...]) -> int:
    """A card's kind for sets (`drum_sets`): its colour, or its pair of colours; -1 for grey."""
    if not colours:
        return -1
    mask = 0
    for c in colours:
        mask |= 1 << DRUM_COLOURS.index(c)
    return _KINDS.index(mask)


def sets_of_kinds(kinds: list[int]) -> int:
    """`drum_sets` of cards given by their `set_kind` (the computer players keep them so)."""
    counts = [0] * len(_KINDS)
    for k in kinds:
        if k >= 0:
            counts[k] += 1
    return _most_sets(tuple(counts))


@lru_cache(maxsize=4096)
def _most_sets(counts: tuple[int, ...]) -> int:
    best = 0
    for group in _COVERS:
        if all(counts[k] for k in group):
            rest = list(counts)
            for k in group:
                rest[k] -= 1
            best = max(best, 1 + _most_sets(tuple(rest)))
    return best


def slip_points(st: GameState, seat: int, slip: SlipToken) -> int:
    p = st.players[seat]
    colour_counts = [0, 0, 0, 0]
    for slot in (0, 1):
        for c in p.motifs[slot]:
            colour_counts[c] += 1
    k = slip.kind
    if k == "motif_pair":
        a, b = (MOTIF_COLOURS.index(c) for c in slip.colours)
        pairs = colour_counts[a] // 2 if a == b else min(colour_counts[a], colour_counts[b])
        return slip.points * pairs
    if k == "per_exiled":
        return slip.points * len(p.exiled)
    if k == "per_taotie":
        return slip.points * len(p.nian_cards)
    if k == "lion_four_colours":
        return slip.points * sum(1 for s in (0, 1) if len(set(p.motifs[s])) >= 4)
    if k == "per_qi_in_section":
        return slip.points * qi_in(st, seat, slip.sections[0])
    if k == "lion_five_motifs":
        return slip.points * sum(1 for s in (0, 1) if len(p.motifs[s]) >= 5)
    cards = st.catalogue.cards
    if k == "drum_sets":
        return slip.points * drum_sets([cards[c].colours for c in owned_drums(st, p)])
    if k == "qi_section_sets":
        a, b = slip.sections
        return slip.points * min(qi_in(st, seat, a), qi_in(st, seat, b))
    if k == "five_motifs_of_colour":
        return slip.points if colour_counts[MOTIF_COLOURS.index(slip.colours[0])] >= 5 else 0
    if k == "five_exiled":
        return slip.points if len(p.exiled) >= 5 else 0
    if k == "taotie_one":
        return slip.points if len(p.nian_cards) >= 1 else 0
    if k == "taotie_two":
        return slip.points if len(p.nian_cards) >= 2 else 0
    if k == "qi_in_section_at_least":
        return slip.points if qi_in(st, seat, slip.sections[0]) >= slip.threshold else 0
    if k == "five_drums_of_colour":
        colour = slip.colours[0]
        n = sum(1 for c in owned_drums(st, p) if colour in cards[c].colours)
        return slip.points if n >= 5 else 0
    if k == "qi_in_sections_at_least":
        a, b = slip.sections
        return slip.points if qi_in(st, seat, a) + qi_in(st, seat, b) >= slip.threshold else 0
    raise AssertionError(k)


def breakdown(st: GameState, seat: int) -> dict[str, int]:
    """Auspiciousness by category for one player."""
    cat = st.catalogue
    p = st.players[seat]
    scorched_value = max(t.scorched_value for t in cat.taotie)
    parts = {
        "slips": sum(slip_points(st, seat, cat.slips[s]) for _, s in p.placed_slips),
        "drum_cards": sum(cat.cards[c].auspiciousness for c in owned_drums(st, p)),
        "nian_cards": sum(cat.taotie[f - 1].auspiciousness for f in p.nian_cards),
        "scorched_earth": p.scorched * scorched_value,
        "village_board": sum(
            cat.spaces[i].auspiciousness for i, owner in enumerate(st.space_qi) if owner == seat
        ),
        "first_player": FIRST_PLAYER_TOKEN if st.end_trigger == seat else 0,
    }
    variant_of(st).score(st, seat, parts)
    return parts


def placed_motifs(p: PlayerState) -> int:
    return len(p.motifs[0]) + len(p.motifs[1])


def winners(st: GameState, scores: list[int]) -> tuple[tuple[int, ...], TieBreak]:
    top = max(scores)
    best = [s for s in range(st.n) if scores[s] == top]
    if len(best) == 1:
        return tuple(best), TieBreak.NONE
    most = max(placed_motifs(st.players[s]) for s in best)
    by_motifs = [s for s in best if placed_motifs(st.players[s]) == most]
    if len(by_motifs) == 1:
        return tuple(by_motifs), TieBreak.MOTIFS
    return tuple(by_motifs), TieBreak.SHARED


def finish_game(st: GameState, reason: Ending | str, ev) -> None:
    """The game ends for `reason`: score every player into `st.outcome`, or as the variant in play
    says."""
    reason = Ending(reason)
    if variant_of(st).game_ends(st, reason, ev):
        return
    scores, parts = [], []
    for seat in range(st.n):
        part = tuple(breakdown(st, seat).items())
        total = sum(points for _, points in part)
        scores.append(total)
        parts.append(part)
        ev.append(Scored(seat, part, total))
    won, tie = winners(st, scores)
    st.over = True
    st.outcome = Outcome(reason, tuple(scores), won, tie, tuple(parts))
    st.stack.clear()
    ev.append(GameEnded(reason, tuple(scores), won, tie))
