"""The bots' count of what a seat still lacks to pay for its next Qi Energy (game/ai/means.py), and
what it does for a seat ahead late in a long game (issue 45, item 3: the long tail)."""

from __future__ import annotations

from game.ai import heuristic, means, turns_left
from game.ai.means import SECTION_ACTION, access, exchanges_short, exchanges_to_pay, needs
from game.core import Config
from game.core.exchange import BLUE

from .helpers import positions


def test_means__resources_of_the_wrong_kind_are_traded_through_coins_one_exchange_at_a_time():
    # 1 Jade short: 4 Coins buy it; 1 Coin held, so 2 Bamboo are sold first (3 Exchanges)
    assert exchanges_to_pay({"coins": 1, "bamboo": 10, "jade": 1}, {"jade": 2}) == 3
    # the dearest spare resource is sold first: 1 Jade fetches the 4 Coins an Exchange space asks
    assert exchanges_to_pay({"jade": 1, "bamboo": 5}, {"coins": 4}) == 1
    assert exchanges_to_pay({"red_paper": 3}, {"red_paper": 3}) == 0
    # what is needed is not sold: 5 Red Paper and 2 Bamboo, from 5 Red Paper and 1 Bamboo + 2 Coins
    assert (
        exchanges_to_pay({"red_paper": 5, "bamboo": 1, "coins": 2}, {"red_paper": 5, "bamboo": 2})
        == 1
    )
    assert exchanges_to_pay({"coins": 3}, {"jade": 1}) is None  # not enough of anything


def _late_position(seed: int):
    game = next(
        g for g in positions(Config(players=2, seed=seed), every=40, limit=3) if g.state.space_qi
    )
    return game


def test_means__a_taken_space_or_an_owned_amulet_is_no_way_to_place_qi(monkeypatch):
    monkeypatch.setattr(means, "ACCESS", False)  # every action within reach (the next tests' part)
    st = _late_position(81).state
    seat = st.seat
    p = st.players[seat]
    p.coins, p.bamboo, p.red_paper, p.jade = 0, 0, 0, 0
    for s, space in enumerate(st.catalogue.spaces):
        if space.section in ("couplets", "frontier", "exchange") and st.space_qi[s] < 0:
            st.space_qi[s] = 1 - seat
    p.motifs = [[BLUE, BLUE], [BLUE]]
    asked = needs(st, seat)
    assert asked and all(set(n) == {"jade"} for n in asked)  # only the Amulets are left
    p.amulets = list(range(len(st.catalogue.amulets)))
    assert needs(st, seat) == []
    assert exchanges_short(st, seat) is None
    p.amulets = []
    cheapest = min(a.cost for a in st.catalogue.amulets)
    p.jade = cheapest
    assert exchanges_short(st, seat) == 0
    p.jade = cheapest - 1
    p.coins = 4
    assert exchanges_short(st, seat) == 1


def test_means__late_in_a_long_game_the_seat_ahead_values_the_price_of_its_last_qi(monkeypatch):
    """At seed 226 of the 2-player run a seat 40 ahead held its last Qi Energy from round 24 to 36:
    the cheap spaces were taken and it held only Bamboo.  Overdue, resources count for nothing, so
    only the turns left tell it that Jade for an Amulet brings the end (and its win) nearer."""
    monkeypatch.setattr(means, "access", lambda st, seat: set(SECTION_ACTION.values()))
    st = _late_position(82).state
    seat = st.seat
    p = st.players[seat]
    for s, space in enumerate(st.catalogue.spaces):
        if space.section in ("couplets", "frontier", "exchange") and st.space_qi[s] < 0:
            st.space_qi[s] = 1 - seat
    p.qi = [0, 0, 0, 1]
    p.amulets = []
    st.players[1 - seat].qi = [0, 0, 2, 2]
    st.round = turns_left.OVERDUE_ROUND + 4
    monkeypatch.setattr(heuristic, "margin", lambda st, s: 200.0 if s == seat else -200.0)
    monkeypatch.setattr(turns_left, "score", lambda st, s: 100 if s == seat else 0)  # ahead

    def value(jade: int) -> float:
        p.coins, p.bamboo, p.red_paper, p.jade = 0, 0, 0, jade
        return heuristic.evaluate(st, seat)

    assert value(5) > value(0) + 0.01  # ready to carve: the end is nearer
    monkeypatch.setattr(turns_left, "MEANS_ROUND", None)
    assert abs(value(5) - value(0)) < 1e-9  # without the count, Jade late is worth nothing to it
    monkeypatch.setattr(turns_left, "MEANS_ROUND", st.round + 1)
    assert abs(value(5) - value(0)) < 1e-9  # nor before the round it starts


def test_means__a_space_counts_only_when_its_action_is_within_reach(monkeypatch):
    """Seed 672 of the 2-player run: a seat held its last Qi Energy for 14 rounds with 12 Jade,
    counted as able to carve an Amulet now, though no card it owned and no tile within a leap
    could Carve.  A space counts only when a card, a tile one leap away or the next Motif space
    offers the action that places on it."""
    from_a_tile = fewer = 0
    for game in positions(Config(players=2, seed=83), every=25, limit=12):
        st = game.state
        for seat in range(2):
            p = st.players[seat]
            reach = access(st, seat)
            assert reach <= set(SECTION_ACTION.values())
            monkeypatch.setattr(means, "ACCESS", True)
            near = needs(st, seat)
            monkeypatch.setattr(means, "ACCESS", False)
            every = needs(st, seat)
            assert all(n in every for n in near)
            if reach == set(SECTION_ACTION.values()):
                assert near == every
            fewer += near != every
            monkeypatch.setattr(means, "ACCESS", True)
            saved = (p.deck, p.hand, p.discard, p.played, p.bamboo, st.scorched_at)
            p.deck, p.hand, p.discard, p.played, p.bamboo = [], [], [], [[], []], 0
            if access(st, seat):  # no card and no Bamboo to ink: only a tile within a leap
                from_a_tile += 1
            st.scorched_at = [1] * len(st.scorched_at)  # and a scorched tile offers nothing
            assert access(st, seat) == set()
            assert needs(st, seat) == []
            assert exchanges_short(st, seat) is None
            p.deck, p.hand, p.discard, p.played, p.bamboo, st.scorched_at = saved
    assert from_a_tile  # some positions reached a placing action on a tile only
    assert fewer  # and in some an open space was out of reach
