"""The heuristic (game/ai/heuristic.py) counts what the game scores (rulebook, "Game End" and
"Appendix: Bamboo Slips") exactly as the rules do, and judges other seats only by what can be seen."""

from __future__ import annotations

import random

import pytest

from game.ai.determinize import determinize
from game.ai.heuristic import estimate, evaluate, margin
from game.ai.tally import counts, score, slip_now, tables
from game.ai.turns_left import OVERDUE_ROUND, future_turns
from game.core import Config, Game
from game.core.catalogue import default_catalogue
from game.core.scoring import breakdown, slip_points

from .helpers import positions


@pytest.mark.parametrize("players", [2, 3, 4])
def test_heuristic__score_and_every_slip_agree_with_the_rules(players):
    checked = 0
    for game in positions(Config(players=players, seed=60 + players), every=5, limit=40):
        st = game.state
        if not st.space_qi:
            continue
        tb = tables(st.catalogue)
        for seat in range(players):
            assert score(st, seat) == sum(breakdown(st, seat).values())
            c = counts(st, seat, tb)
            for i, slip in enumerate(st.catalogue.slips):
                assert slip_now(c, slip, i, tb) == slip_points(st, seat, slip), slip.kind
        checked += 1
    assert checked > 20


def test_heuristic__a_finished_game_is_judged_by_its_result():
    game = Game(Config(players=2, seed=65), record=False)
    rnd = random.Random(65)
    while not game.over:
        game.apply(rnd.choice(game.legal_actions()))
    scores, winners = game.state.outcome.scores, game.state.outcome.winners
    for seat in range(2):
        assert margin(game.state, seat) == scores[seat] - scores[1 - seat]
        value = evaluate(game.state, seat)
        if seat in winners and len(winners) == 1:
            assert value > 0.9
        elif seat not in winners:
            assert value < -0.9


def test_heuristic__every_table_sampled_from_one_view_gets_the_same_value():
    """Other seats' hands and decks are not read, so sampling them adds no noise to a search."""
    rnd = random.Random(6)
    for game in positions(Config(players=3, seed=66), every=13, limit=6):
        seat = game.pending.seat
        values = {round(evaluate(determinize(game, seat, rnd).state, seat), 9) for _ in range(4)}
        assert len(values) == 1


def test_heuristic__potential_counts_for_nothing_once_the_seat_has_had_its_last_turn():
    game = Game(Config(players=2, seed=67), record=False)
    rnd = random.Random(67)
    while not game.over:
        st = game.state
        if st.end_trigger >= 0 and st.final_turns and st.seat != st.end_trigger:
            # the trigger's own turn is over: it has no turn left, so only its score counts
            assert estimate(st, st.end_trigger) == score(st, st.end_trigger)
        game.apply(rnd.choice(game.legal_actions()))
    assert game.state.end_trigger >= 0


def test_heuristic__an_overdue_game_counts_only_what_is_scored():
    """Past OVERDUE_ROUND the seats expect no more turns, so Resting to keep resources and cards
    for later is worth nothing and the seat that gains by ending the game ends it (two seats once
    Rested from round 29 to 91, each with one Qi Energy left).  Solo is not hurried by the round."""
    for config in (Config(players=2, seed=68), Config(players=3, seed=69)):
        for game in positions(config, every=9, limit=8):
            st = game.state
            if st.end_trigger >= 0:
                continue
            assert future_turns(st, st.seat) > 0.5
            st.round = OVERDUE_ROUND
            for seat in range(st.n):
                if seat != st.seat:
                    assert estimate(st, seat) == score(st, seat)
    for game in positions(Config(players=1, seed=70), every=9, limit=4):
        st = game.state
        before = estimate(st, 0)
        st.round = OVERDUE_ROUND + 10
        assert estimate(st, 0) == before


def test_heuristic__ending_an_overdue_game_gives_no_other_seat_potential_back():
    """Overdue, the other seats' potential counts for nothing; the end triggered, their final turn
    must not count it again, or ending the game looks like handing them points: a seat 67-63 ahead
    at round 30 saw the other's estimate rise by 9 if it placed its last Qi Energy, Rested instead,
    and the game ran to round 37 (seed 669 of the 2-player random-Lions run)."""
    checked = 0
    for config in (Config(players=2, seed=68), Config(players=3, seed=69)):
        for game in positions(config, every=9, limit=8):
            st = game.state
            if st.end_trigger >= 0:
                continue
            st.round = OVERDUE_ROUND + 4
            others = [s for s in range(st.n) if s != st.seat]
            before = [estimate(st, s) for s in others]
            st.end_trigger = st.seat  # the seat to move has just placed its last Qi Energy
            st.final_turns = 0
            assert [estimate(st, s) for s in others] == before
            assert before == [score(st, s) for s in others]
            checked += 1
    assert checked >= 6


def test_heuristic__an_overdue_game_still_draws_the_leader_towards_the_end():
    """Overdue, potential counts for nothing, but the end itself still matters: one Qi Energy fewer
    on the emptiest Character board of the seats ahead on points is better for the seat ahead (a
    surer, sooner win) and worse for the seat behind.  Without it a seat 34 ahead let the game run
    from round 40 to 89 and lost.  (Only the boards of the seats ahead on points set the end: a
    seat behind does not empty its own to end a game it loses, `turns_left.LEADERS_END`.)"""
    checked = 0
    for game in positions(Config(players=2, seed=71), every=7, limit=10):
        st = game.state
        if st.end_trigger >= 0 or st.over:
            continue
        st.round = OVERDUE_ROUND + 10
        margins = [margin(st, s) for s in range(2)]  # each as its seat sees the table
        if 0 in margins:
            continue
        points = [score(st, s) for s in range(2)]
        ahead = [s for s in range(2) if points[s] == max(points)]
        emptiest = min(ahead, key=lambda s: sum(st.players[s].qi))
        qi = st.players[emptiest].qi
        section = next((i for i, n in enumerate(qi) if n > 0), None)
        if section is None or sum(qi) < 2:
            continue
        before = [evaluate(st, s) for s in range(2)]
        qi[section] -= 1
        after = [evaluate(st, s) for s in range(2)]
        for s in range(2):
            assert (after[s] - before[s]) * margins[s] > 0, s  # ahead gains, behind loses
        checked += 1
    assert checked >= 3


def test_heuristic__a_grey_card_is_worth_keeping_by_what_its_boxes_do():
    """A card from a grey set or a Lion's own Drum card costs nothing, but losing it loses what it
    would do each time round the deck; the Beats, which write Spring Couplets and so place Qi
    Energy, are the set's best cards, and the Answering Beat's Red Paper is worth more than the
    Opening Beat's Coin.  Valued by cost alone, both were worth nothing and the bots exiled the
    Answering Beat unplayed in a third of their games.  (Exiling also counts
    for some Bamboo Slips, so here the card is taken away without being exiled.)"""
    checked = 0
    for game in positions(Config(players=2, seed=72), every=5, limit=6):
        st = game.state
        cards = st.catalogue.cards
        tb = tables(st.catalogue)
        worth = {cards[i].id: tb.card_worth[i] for i in range(len(cards))}
        assert worth["answering-beat-yi"] > worth["opening-beat-jia"]
        rest = [w for k, w in worth.items() if k.endswith("-jia") and k != "opening-beat-jia"]
        assert worth["opening-beat-jia"] > max(rest) > 0
        for seat in range(2):
            p = st.players[seat]
            for pile in (p.deck, p.discard):
                card = next((c for c in pile if cards[c].kind in ("player", "lion")), None)
                if card is None:
                    continue
                before = estimate(st, seat)
                pile.remove(card)
                assert estimate(st, seat) < before, cards[card].id
                checked += 1
                break
    assert checked >= 6


def test_heuristic__exiling_the_last_cards_of_a_deck_costs_more_than_any_slip_pays():
    """A seat with fewer Drum cards than a hand cannot Strike every turn, and with none it can only
    Rest and never place its last Qi Energy: a seat once exiled all 12 of its cards for a slip's 2
    a card, 88-59 ahead with one Qi Energy left, and Rested for 17 rounds.  Early in a game each
    card exiled below three lowers the estimate even with the per-exiled slip held."""
    per_exiled = next(i for i, s in enumerate(default_catalogue().slips) if s.kind == "per_exiled")
    checked = 0
    for game in positions(Config(players=2, seed=73), every=5, limit=4):
        st = game.state
        cards = st.catalogue.cards
        for seat in range(2):
            p = st.players[seat]
            if st.end_trigger >= 0 or p.character < 0:
                continue
            p.placed_slips.append((0, per_exiled))
            owned = (*p.deck, *p.hand, *p.discard, *p.played[0], *p.played[1])
            drums = [c for c in owned if not cards[c].is_fear]
            p.hand.clear()
            p.played = [[], []]
            p.deck[:] = drums[:3]
            p.discard.clear()
            for _ in range(3):
                before = estimate(st, seat)
                p.exiled.append(p.deck.pop())
                assert estimate(st, seat) < before, len(p.deck)
            checked += 1
    assert checked >= 4


def test_heuristic__a_seat_behind_gains_nothing_by_putting_off_the_end(monkeypatch):
    """Issue 45's long tail: a sure win is worth a little more sooner, but a sure loss is not worth
    more later (a bot 20 points behind with the last Qi Energy in hand kept a game going for 8
    rounds for that alone)."""
    from game.ai import heuristic

    st = Game(Config(players=2, seed=5), record=False).state

    def value(lead: float, turns_left: float) -> float:
        monkeypatch.setattr(heuristic, "margin", lambda st, seat: lead)
        monkeypatch.setattr(heuristic, "remaining_turns", lambda st: turns_left)
        return evaluate(st, 0)

    # far enough either way that the spread of the final margin changes nothing
    assert value(200.0, 1.0) > value(200.0, 10.0) + 0.03  # ahead: end it sooner
    assert abs(value(-200.0, 10.0) - value(-200.0, 1.0)) < 1e-6  # behind: no reward for delay


def test_heuristic__past_the_deadline_a_seat_behind_gains_nothing_by_holding_its_qi(monkeypatch):
    """Issue 45's long tail (`turns_left.DEADLINE_ROUND`): the spread of the final margin grows with
    the turns left, and those come from the fewest Qi Energy on a board, so a seat a little behind
    that holds them kept a game long by not placing any (seed 781: 5 Qi Energy held from round 11
    to 24, 33 rounds).  With a deadline the spread counts only the turns before it: once the Qi
    Energy left after placing one would still take longer than that, placing it costs the seat behind nothing in its chances,
    while before the deadline bites, and without one, it still does."""
    from game.ai import heuristic, turns_left

    st = Game(Config(players=2, seed=5), record=False).state
    monkeypatch.setattr(heuristic, "margin", lambda st, seat: -6.0)
    st.players[0].qi = [0, 0, 2, 3]
    st.players[1].qi = [2, 2, 3, 3]

    def chances_lost_by_placing_one(round_: int) -> float:
        st.round = round_
        before = evaluate(st, 0)
        st.players[0].qi[3] -= 1
        after = evaluate(st, 0)
        st.players[0].qi[3] += 1
        return before - after

    assert chances_lost_by_placing_one(22) > 0.005  # no deadline: holding keeps the spread wide
    monkeypatch.setattr(turns_left, "DEADLINE_ROUND", 30)
    assert abs(chances_lost_by_placing_one(22)) < 1e-9  # even 4 Qi Energy take past round 30
    assert chances_lost_by_placing_one(12) > 0.005  # 18 rounds left: the deadline does not bite
    monkeypatch.setattr(turns_left, "DEADLINE_ROUND", None)
    assert chances_lost_by_placing_one(12) > 0.005


def test_heuristic__a_held_slip_waits_for_its_section_to_be_emptied(monkeypatch):
    """Issue 45's long tail (`heuristic.HELD_SLIP_PACE`): a Bamboo Slips goes only on an emptied
    section, so a held slip counts less while the sections it could go on still hold Qi Energy, and
    placing Qi Energy brings it nearer.  Counted as if the section were empty, a seat with 10 Qi
    Energy and 4 held slips saw little gain in placing and placed none for 24 rounds (seed 781).
    Solo keeps its tuning: there the slips count as before."""
    from game.ai import heuristic

    st = positions(Config(players=2, seed=12), every=25, limit=1)[0].state
    seat = st.seat
    p = st.players[seat]
    assert p.slips and not p.placed_slips  # the slips a Character board starts with, held

    def gain_of_placing_one(qi: list[int]) -> float:
        p.qi = list(qi)
        before = estimate(st, seat)
        p.qi[0] -= 1
        after = estimate(st, seat)
        return after - before

    monkeypatch.setattr(heuristic, "HELD_SLIP_PACE", None)
    assert gain_of_placing_one([2, 3, 3, 3]) == 0.0  # as if the section were empty already
    monkeypatch.setattr(heuristic, "HELD_SLIP_PACE", 0.85)
    assert gain_of_placing_one([2, 3, 3, 3]) > 0.05  # the best slip's section is nearer empty
    full = [3, 3, 3, 3]
    p.qi = full
    paced = estimate(st, seat)
    monkeypatch.setattr(heuristic, "HELD_SLIP_PACE", None)
    assert estimate(st, seat) > paced  # a slip with no emptied section in sight counts less
    solo = positions(Config(players=1, seed=12), every=25, limit=1)[0].state
    solo.players[0].qi = [3, 3, 3, 3]
    before = estimate(solo, 0)
    monkeypatch.setattr(heuristic, "HELD_SLIP_PACE", 0.85)
    assert solo.players[0].slips and estimate(solo, 0) == before


def test_heuristic__another_seats_hidden_cards_are_judged_the_same_on_every_sample_and_near_true(
    monkeypatch,
):
    """Each seat judges another's hand and deck without seeing them.  Counting every hidden card at
    the mean of all unseen cards put the other seat about 3 points ahead of the truth (its grey
    starting cards score nothing), so at seed 672 of the 2-player run each seat thought itself
    behind and neither placed its last Qi Energy for 14 rounds.  Counted as the sampling deals
    them, the guess is the same on every sampled table and within a point or so on average."""
    from game.ai import hidden
    from game.ai.hidden import hidden_totals

    monkeypatch.setattr(hidden, "OWN_CARDS", True)
    rnd = random.Random(4)
    errors = {True: [], False: []}
    for game in positions(Config(players=3, seed=17), every=30, limit=10):
        st = game.state
        viewer = st.seat
        pts = tables(st.catalogue).card_points
        truth = [sum(pts[c] for c in p.hand + p.deck) for p in st.players]
        for own in (True, False):
            monkeypatch.setattr(hidden, "OWN_CARDS", own)
            guesses = [
                hidden_totals(determinize(game, viewer, rnd).state, viewer) for _ in range(3)
            ]
            assert all(g == pytest.approx(guesses[0]) for g in guesses)
            errors[own] += [guesses[0][s] - truth[s] for s in range(3) if s != viewer]
    bias = {own: sum(e) / len(e) for own, e in errors.items()}
    assert abs(bias[True]) < 1.5
    assert abs(bias[True]) < abs(bias[False])
