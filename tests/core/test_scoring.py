"""Rulebook, "Game End" (final auspiciousness) and "Appendix: Bamboo Slips".

    Score each Bamboo Slips placed on a section of Qi Energy on your player board.
    Score your Drum cards, namely any auspiciousness indicated.
    Score Nian beast cards, and for the second Taotie form, Scorched Earth tokens.
    Score the Village board, namely placed Qi Energy in the Spring Couplets, Exchange, Jade Amulets,
    and Frontier sections on the Village board.
    [The trigger player] takes the First Player token, which is worth 2 "auspiciousness".
    The player with the most auspiciousness wins the game. In case of a tie, the player with the most
    placed Tattoo Motifs ... wins the game. If still tied, the victory is shared.

The tables are hand-built: a game at its first turn with every player's cards, Motifs, slips and
Village board Qi Energy cleared, then exactly the components a test names.  The numbers are the
rulebook's and the printed components' (assets/data), written out so a changed rule shows.
"""

from __future__ import annotations

import pytest

from game.core import scoring
from game.core.catalogue import SLIP_KINDS
from game.core.effects import MOTIF_COLOURS
from game.core.events import GameEnded, Scored
from game.core.state import GameState

from .helpers import at_first_turn

G, R, P, B = (MOTIF_COLOURS.index(c) for c in ("green", "red", "purple", "blue"))


def blank_table(players: int = 2) -> GameState:
    st = at_first_turn(players=players, seed=40).state
    for p in st.players:
        p.deck, p.hand, p.discard, p.exiled = [], [], [], []
        p.played = [[], []]
        p.motifs = [[], []]
        p.slips, p.placed_slips, p.nian_cards = [], [], []
        p.scorched = 0
    st.space_qi = [-1] * len(st.space_qi)
    st.end_trigger = -1
    return st


def slip(st: GameState, ident: str) -> int:
    return next(i for i, s in enumerate(st.catalogue.slips) if s.id == ident)


def place_slips(st: GameState, seat: int, *idents: str) -> None:
    p = st.players[seat]
    for k, ident in enumerate(idents):
        p.placed_slips.append((k % len(p.qi), slip(st, ident)))


def slips_score(st: GameState, ident: str, seat: int = 0) -> int:
    st.players[seat].placed_slips = []
    place_slips(st, seat, ident)
    return scoring.breakdown(st, seat)["slips"]


def card(st: GameState, ident: str) -> int:
    return st.catalogue.card_index[ident]


def own(st: GameState, seat: int, *idents: str) -> list[int]:
    """Give `seat` these Drum cards, spread over deck, hand, discard and both Lions."""
    p = st.players[seat]
    piles = [p.deck, p.hand, p.discard, p.played[0], p.played[1]]
    cards = [card(st, i) for i in idents]
    for k, c in enumerate(cards):
        piles[k % len(piles)].append(c)
    return cards


def space(st: GameState, ident: str) -> int:
    return next(i for i, s in enumerate(st.catalogue.spaces) if s.id == ident)


def qi_in(st: GameState, seat: int, section: str, n: int) -> None:
    """Put `n` of `seat`'s Qi Energy on free spaces of `section` (this player count's spaces)."""
    spaces = st.catalogue.spaces
    free = [
        i
        for i, s in enumerate(spaces)
        if s.section == section and st.space_qi[i] < 0 and s.players <= st.n and not s.overflow
    ]
    assert len(free) >= n
    for i in free[:n]:
        st.space_qi[i] = seat


# --- the breakdown --------------------------------------------------------------------------------


def test_game_end_scoring__one_entry_per_category_adding_up_to_the_total():
    st = blank_table()
    st.players[0].nian_cards = [1]
    st.players[0].scorched = 1
    own(st, 0, "thousand-li-lion-parade")
    qi_in(st, 0, "couplets", 1)
    place_slips(st, 0, "per-taotie")
    st.end_trigger = 0
    parts = scoring.breakdown(st, 0)
    assert tuple(parts) == scoring.CATEGORIES
    assert set(scoring.CATEGORIES) == {
        "slips",
        "drum_cards",
        "nian_cards",
        "scorched_earth",
        "village_board",
        "first_player",
    }
    assert parts == {
        "slips": 5,
        "drum_cards": 4,
        "nian_cards": 4,
        "scorched_earth": 2,
        "village_board": 1,
        "first_player": 2,
    }


def test_game_end_scoring__an_empty_table_scores_nothing():
    st = blank_table()
    assert scoring.breakdown(st, 0) == {c: 0 for c in scoring.CATEGORIES}


def test_game_end_scoring__only_placed_bamboo_slips_score():
    st = blank_table()
    p = st.players[0]
    p.nian_cards = [1, 2]
    p.slips = [slip(st, "per-taotie"), slip(st, "taotie-two")]
    assert scoring.breakdown(st, 0)["slips"] == 0
    p.placed_slips = [(0, p.slips.pop(0))]
    assert scoring.breakdown(st, 0)["slips"] == 10  # the placed one only
    p.placed_slips.append((1, p.slips.pop(0)))
    assert scoring.breakdown(st, 0)["slips"] == 22


def test_game_end_scoring__drum_cards_score_their_auspiciousness():
    st = blank_table()
    own(st, 0, "thousand-li-lion-parade", "willow-whip-roll", "plum-blossom-poles")
    own(st, 0, "firecracker-skip")  # 0
    assert scoring.breakdown(st, 0)["drum_cards"] == 4 + 1 + 3


def test_game_end_scoring__exiled_cards_and_fear_cards_score_no_drum_auspiciousness():
    st = blank_table()
    p = st.players[0]
    own(st, 0, "willow-whip-roll")
    p.exiled.append(card(st, "thousand-li-lion-parade"))
    p.hand.append(st.fear_deck[-1])
    p.deck.append(st.fear_deck[-2])
    assert scoring.breakdown(st, 0)["drum_cards"] == 1


def test_game_end_scoring__drum_cards_of_every_pile_count():
    st = blank_table()
    p = st.players[0]
    c = card(st, "awakened-lions-roar")  # 4
    for pile in (p.deck, p.hand, p.discard, p.played[0], p.played[1]):
        pile.append(c)
        assert scoring.breakdown(st, 0)["drum_cards"] == 4
        pile.remove(c)


@pytest.mark.parametrize(("forms", "points"), [([], 0), ([1], 4), ([1, 2], 10), ([3], 8)])
def test_game_end_scoring__nian_beast_cards(forms, points):
    st = blank_table()
    st.players[0].nian_cards = forms
    assert scoring.breakdown(st, 0)["nian_cards"] == points


def test_game_end_scoring__scorched_earth_tokens_score_two_each():
    # docs/rulings.md 27: each token scores the second form's value (2 auspiciousness)
    st = blank_table()
    st.players[0].scorched = 3
    assert scoring.breakdown(st, 0)["scorched_earth"] == 6
    assert scoring.breakdown(st, 1)["scorched_earth"] == 0


def test_game_end_scoring__village_board_qi_scores_its_spaces_auspiciousness():
    st = blank_table()
    for ident in (
        "couplets-slip-1",  # 4
        "exchange-two-blue-1",  # 4
        "amulets-ink-stone-1",  # 1
        "frontier-taotie-1",  # 6
        "frontier-wangliang-2",  # 2
    ):
        st.space_qi[space(st, ident)] = 0
    st.space_qi[space(st, "couplets-bamboo-1")] = 1  # the other player's: 1
    assert scoring.breakdown(st, 0)["village_board"] == 17
    assert scoring.breakdown(st, 1)["village_board"] == 1


def test_game_end_scoring__the_first_player_token_is_worth_two_only_to_the_trigger_player():
    st = blank_table(players=3)
    assert st.first_player == 0
    st.end_trigger = 2
    st.first_player = 2
    assert [scoring.breakdown(st, s)["first_player"] for s in range(3)] == [0, 0, 2]


def test_game_end_scoring__no_trigger_no_first_player_points():
    st = blank_table()
    assert [scoring.breakdown(st, s)["first_player"] for s in range(2)] == [0, 0]


# --- Appendix: Bamboo Slips -----------------------------------------------------------------------


APPENDIX_POINTS = {
    "motif_pair": 3,
    "per_exiled": 2,
    "per_taotie": 5,
    "lion_four_colours": 5,
    "per_qi_in_section": 2,
    "lion_five_motifs": 5,
    "drum_sets": 3,
    "qi_section_sets": 3,
    "five_motifs_of_colour": 12,
    "five_exiled": 12,
    "taotie_one": 6,
    "taotie_two": 12,
    "qi_in_section_at_least": 12,
    "five_drums_of_colour": 12,
    "qi_in_sections_at_least": 12,
}


def test_bamboo_slips__fifteen_kinds_each_worth_the_appendix_points():
    st = blank_table()
    assert set(APPENDIX_POINTS) == set(SLIP_KINDS) and len(SLIP_KINDS) == 15
    kinds = {s.kind for s in st.catalogue.slips}
    assert kinds == set(SLIP_KINDS)
    for s in st.catalogue.slips:
        assert s.points == APPENDIX_POINTS[s.kind], s.id


def test_bamboo_slips__three_for_each_indicated_pair_of_motifs_across_all_lions():
    st = blank_table()
    p = st.players[0]
    p.motifs = [[G, G, R], [R, G, B]]  # 3 green, 2 red
    assert slips_score(st, "pair-green-red") == 6
    assert slips_score(st, "pair-purple-blue") == 0  # no purple
    p.motifs = [[G], [R]]  # a pair split over the two Lions
    assert slips_score(st, "pair-green-red") == 3


def test_bamboo_slips__two_for_each_exiled_card_including_fear_cards():
    st = blank_table()
    p = st.players[0]
    p.exiled = [card(st, "willow-whip-roll"), st.fear_deck[-1], st.fear_deck[-2]]
    assert slips_score(st, "per-exiled") == 6


def test_bamboo_slips__five_for_each_taotie_form_defeated():
    st = blank_table()
    st.players[0].nian_cards = [1, 2, 3]
    assert slips_score(st, "per-taotie") == 15
    st.players[0].nian_cards = []
    assert slips_score(st, "per-taotie") == 0


def test_bamboo_slips__five_for_each_lion_with_four_motif_colours():
    st = blank_table()
    p = st.players[0]
    p.motifs = [[G, R, P, B], [G, R, P, G]]
    assert slips_score(st, "lion-four-colours") == 5
    p.motifs[1].append(B)
    assert slips_score(st, "lion-four-colours") == 10
    p.motifs = [[G, R], [P, B]]  # four colours, but not on one Lion
    assert slips_score(st, "lion-four-colours") == 0


def test_bamboo_slips__two_for_each_qi_in_the_indicated_section():
    st = blank_table()
    qi_in(st, 0, "frontier", 3)
    qi_in(st, 0, "couplets", 1)
    qi_in(st, 1, "frontier", 2)  # another player's
    assert slips_score(st, "qi-frontier") == 6
    assert slips_score(st, "qi-couplets") == 2
    assert slips_score(st, "qi-exchange") == 0


def test_bamboo_slips__five_for_each_lion_with_five_motifs():
    st = blank_table()
    p = st.players[0]
    p.motifs = [[G, G, R, P, B], [B, B, B, B]]
    assert slips_score(st, "lion-five-motifs") == 5
    p.motifs[1].append(G)
    assert slips_score(st, "lion-five-motifs") == 10


def test_bamboo_slips__three_for_each_set_of_drum_cards_one_of_each_colour():
    st = blank_table()
    own(st, 0, "firecracker-skip", "red-envelope-tap", "startling-gong")  # green, red, purple
    assert slips_score(st, "drum-sets") == 0
    own(st, 0, "copper-coin-rattle")  # blue
    assert slips_score(st, "drum-sets") == 3
    own(st, 0, "kumquat-tree-hop", "brush-and-ink-drum", "cymbal-clash")  # not a second blue
    assert slips_score(st, "drum-sets") == 3
    own(st, 0, "abacus-beat")
    assert slips_score(st, "drum-sets") == 6


def test_bamboo_slips__grey_player_drum_cards_are_in_no_set():
    st = blank_table()
    own(st, 0, "firecracker-skip", "red-envelope-tap", "startling-gong")
    st.players[0].hand += list(st.catalogue.player_sets["甲"])
    assert slips_score(st, "drum-sets") == 0


def test_bamboo_slips__a_two_colour_drum_card_counts_as_either_colour_for_a_set():
    st = blank_table()
    own(st, 0, "firecracker-skip", "red-envelope-tap", "startling-gong")  # green, red, purple
    own(st, 0, "jade-meadow-pilgrimage")  # green / blue: the blue of the set
    assert slips_score(st, "drum-sets") == 3


def test_bamboo_slips__a_two_colour_drum_card_acts_as_both_colours_in_a_set():
    st = blank_table()
    # green/blue, blue/red, red/purple, green/purple: "One Drum card may act as two colors for
    # creating a set", so green/blue + red/purple is one set and blue/red + green/purple another
    own(
        st,
        0,
        "jade-meadow-pilgrimage",
        "imperial-jade-seal",
        "red-cannon-exorcism",
        "plum-blossom-poles",
    )
    assert slips_score(st, "drum-sets") == 6
    # one single card of each colour: a third set
    own(st, 0, "firecracker-skip", "red-envelope-tap", "startling-gong", "copper-coin-rattle")
    assert slips_score(st, "drum-sets") == 9


def test_bamboo_slips__three_for_each_set_of_qi_in_the_two_indicated_sections():
    st = blank_table()
    qi_in(st, 0, "amulets", 2)
    qi_in(st, 0, "couplets", 3)
    assert slips_score(st, "sets-amulets-couplets") == 6
    assert slips_score(st, "sets-exchange-frontier") == 0


def test_bamboo_slips__twelve_for_five_motifs_of_the_indicated_colour_across_all_lions():
    st = blank_table()
    p = st.players[0]
    p.motifs = [[B, B, B, G], [B]]
    assert slips_score(st, "five-blue-motifs") == 0
    p.motifs[1].append(B)
    assert slips_score(st, "five-blue-motifs") == 12
    p.motifs[0].append(B)  # six: still 12
    assert slips_score(st, "five-blue-motifs") == 12
    assert slips_score(st, "five-green-motifs") == 0


def test_bamboo_slips__twelve_for_five_exiled_cards_including_fear_cards():
    st = blank_table()
    p = st.players[0]
    p.exiled = list(st.fear_deck[:2]) + [card(st, i) for i in ("abacus-beat", "cymbal-clash")]
    assert slips_score(st, "five-exiled") == 0
    p.exiled.append(card(st, "firecracker-skip"))
    assert slips_score(st, "five-exiled") == 12
    p.exiled.append(st.fear_deck[3])
    assert slips_score(st, "five-exiled") == 12


@pytest.mark.parametrize(("forms", "one", "two"), [([], 0, 0), ([1], 6, 0), ([1, 2], 6, 12)])
def test_bamboo_slips__six_for_one_taotie_form_twelve_for_two(forms, one, two):
    st = blank_table()
    st.players[0].nian_cards = forms
    assert slips_score(st, "taotie-one") == one
    assert slips_score(st, "taotie-two") == two


def test_bamboo_slips__twelve_for_the_number_or_more_of_qi_in_the_indicated_section():
    st = blank_table()
    threshold = st.catalogue.slips[slip(st, "frontier-at-least-4")].threshold
    assert threshold == 4
    qi_in(st, 0, "frontier", 3)
    assert slips_score(st, "frontier-at-least-4") == 0
    qi_in(st, 0, "frontier", 1)
    assert slips_score(st, "frontier-at-least-4") == 12
    qi_in(st, 0, "frontier", 1)
    assert slips_score(st, "frontier-at-least-4") == 12


def test_bamboo_slips__twelve_for_five_drum_cards_of_the_indicated_colour():
    st = blank_table()
    p = st.players[0]
    own(st, 0, "red-envelope-tap", "brush-and-ink-drum", "door-god-vigil", "midnight-firecrackers")
    own(st, 0, "firecracker-skip")
    assert slips_score(st, "five-red-drums") == 0
    p.exiled.append(card(st, "ancestral-hall-offering"))  # an exiled card is not yours to score
    assert slips_score(st, "five-red-drums") == 0
    own(st, 0, "couplets-on-the-orchard-gate")  # red / green
    assert slips_score(st, "five-red-drums") == 12


def test_bamboo_slips__twelve_for_the_number_or_more_of_qi_in_the_two_indicated_sections():
    st = blank_table()
    assert st.catalogue.slips[slip(st, "couplets-exchange-at-least-5")].threshold == 5
    qi_in(st, 0, "couplets", 3)
    qi_in(st, 0, "exchange", 1)
    qi_in(st, 0, "frontier", 2)  # not an indicated section
    assert slips_score(st, "couplets-exchange-at-least-5") == 0
    qi_in(st, 0, "exchange", 1)
    assert slips_score(st, "couplets-exchange-at-least-5") == 12


def test_bamboo_slips__every_placed_slip_scores():
    st = blank_table()
    p = st.players[0]
    p.nian_cards = [1, 2]
    p.exiled = [st.fear_deck[-1]]
    place_slips(st, 0, "per-taotie", "taotie-one", "per-exiled")
    assert scoring.breakdown(st, 0)["slips"] == 10 + 6 + 2


# --- who wins -------------------------------------------------------------------------------------


def test_game_end_scoring__the_most_auspiciousness_wins():
    st = blank_table(players=3)
    st.players[0].motifs = [[G, G, G, G, G], []]
    assert scoring.winners(st, [20, 21, 19]) == ((1,), "")


def test_game_end_scoring__a_tie_goes_to_the_most_placed_tattoo_motifs():
    st = blank_table(players=3)
    st.players[0].motifs = [[G, R], [B]]
    st.players[1].motifs = [[G], [R, P, B]]
    st.players[2].motifs = [[G, G, G, G, G], [B, B]]  # not tied on auspiciousness
    assert scoring.winners(st, [20, 20, 15]) == ((1,), "motifs")


def test_game_end_scoring__still_tied_the_victory_is_shared():
    st = blank_table(players=4)
    st.players[0].motifs = [[G, R], [B]]
    st.players[1].motifs = [[G], []]
    st.players[2].motifs = [[P], [R, B]]
    st.players[3].motifs = [[G, G, G, G], []]
    assert scoring.winners(st, [20, 20, 20, 19]) == ((0, 2), "shared")


def test_game_end_scoring__finish_game_scores_everyone_and_names_the_winners():
    st = blank_table()
    st.players[0].nian_cards = [1]  # 4
    own(st, 1, "thousand-li-lion-parade")  # 4
    st.players[1].motifs = [[G], []]
    st.end_trigger = 0  # + 2 for seat 0
    events: list = []
    scoring.finish_game(st, "board_empty", events)
    scored = [e for e in events if isinstance(e, Scored)]
    assert [(e.seat, e.total) for e in scored] == [(0, 6), (1, 4)]
    assert dict(scored[0].breakdown)["first_player"] == 2
    assert isinstance(events[-1], GameEnded)
    assert events[-1] == GameEnded("board_empty", (6, 4), (0,), "")
    assert st.over and (
        st.outcome.scores,
        st.outcome.winners,
        st.outcome.tie_break,
        st.outcome.ending,
    ) == ((6, 4), (0,), "", "board_empty")


def test_game_end_scoring__finish_game_tie_broken_by_motifs():
    st = blank_table()
    st.players[0].nian_cards = [1]  # 4
    own(st, 1, "thousand-li-lion-parade")  # 4
    st.players[1].motifs = [[G], []]
    events: list = []
    scoring.finish_game(st, "nian_defeated", events)
    assert events[-1] == GameEnded("nian_defeated", (4, 4), (1,), "motifs")
