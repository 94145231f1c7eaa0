"""The replay cursor (issue 43, item 2): any position of a played game, reached by stepping forward,
back or jumping, is the table a fresh replay of the first decisions gives; the chart's last scores
are the game's; "Play on from here" starts from exactly the decisions taken so far."""

from __future__ import annotations

import pytest

from game.core import Game
from game.session.match import Match
from game.session.replay import EVERY, Replay

from .played import finish


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Match:
    return finish(
        tmp_path_factory.mktemp("replay"), players=3, seed=5, seats=("human", "greedy", "human")
    )


def fresh(match: Match, k: int) -> Match:
    """A match with the first `k` decisions of `match` taken anew from its configuration."""
    again = Match(match.config, seats=list(match.seats))
    for action in match.game.history[:k]:
        again.apply(action)
    return again


def same_table(position, expected: Match) -> None:
    assert position.game.state.to_dict() == expected.game.state.to_dict()
    assert position.game.legal_actions() == expected.game.legal_actions()
    assert [line.text for line in position.log] == [line.text for line in expected.log]


def test_every_way_to_a_position_gives_the_table_of_a_fresh_replay(played):
    replay = Replay.of(played)
    n = replay.length
    assert n == len(played.game.history) and replay.position == 0
    same_table(replay.at(), fresh(played, 0))
    for _ in range(EVERY + 3):  # forward past a kept copy
        replay.forward()
    same_table(replay.at(), fresh(played, EVERY + 3))
    replay.back()
    replay.back()
    same_table(replay.at(), fresh(played, EVERY + 1))
    for k in (n, n // 2, 1, 3 * EVERY - 1, n - 1):  # jumps, back and forth
        replay.go(k)
        same_table(replay.at(), fresh(played, k))
    replay.go(n)
    assert replay.at_end and replay.at().game.over
    assert replay.at().game.state.to_dict() == played.game.state.to_dict()
    assert replay.go(n + 5) == n and replay.go(-2) == 0  # clamped to the game


def test_a_step_forward_has_the_events_of_that_decision(played):
    replay = Replay.of(played)
    again = fresh(played, 10)
    events = again.apply(played.game.history[10])
    replay.go(11)
    assert replay.at().last_events == events


def test_jumps_to_a_round_and_a_turn(played):
    replay = Replay.of(played)
    assert replay.rounds == played.game.state.round
    for r in range(1, replay.rounds + 1):
        k = replay.round_start(r)
        assert replay.marks[k].round == r
        assert k == 0 or replay.marks[k - 1].round < r
    replay.go(replay.round_start(3))
    start = replay.position
    k = replay.next_turn()
    assert replay.marks[k].turn != replay.marks[start].turn
    key = lambda i: (replay.marks[i].round, replay.marks[i].turn)  # noqa: E731
    for p in range(k, k + 30):
        replay.go(p)
        h = replay.previous_turn()
        assert h < p and (h == 0 or key(h - 1) != key(h))  # the head of a turn, before here
        head = key(p - 1) != key(p)
        assert key(h) == (key(p - 1) if head else key(p))  # this turn's start, or the last's


def test_the_scores_by_round_end_at_the_final_scores(played):
    replay = Replay.of(played)
    scores = replay.scores_by_round()
    final = played.game.state.outcome.scores
    assert scores[-1] == tuple(final)
    assert len(scores) == replay.rounds
    assert all(len(row) == 3 for row in scores)
    assert any(row != scores[-1] for row in scores[:-1])  # the chart moves round by round


def test_play_on_from_here_takes_exactly_the_first_decisions(played):
    replay = Replay.of(played)
    k = replay.length // 2
    match = replay.play_on(k, ["greedy", "human", "human"])
    assert match.game.history == played.game.history[:k]
    assert match.seats == ["greedy", "human", "human"]
    assert not match.over and match.autosave is None
    assert match.game.state.to_dict() == fresh(played, k).game.state.to_dict()
    assert match.game.legal_actions()  # the game goes on from there
    assert replay.play_on(k).seats == played.seats  # the replayed game's seats by default
    assert isinstance(played.game, Game) and played.game.over  # the replayed game is untouched


def test_a_game_in_progress_replays_to_where_it_stands(played):
    half = fresh(played, 200)
    replay = Replay.of(half)
    assert replay.length == 200 and not replay.finished
    replay.go(200)
    same_table(replay.at(), half)
