"""The fingerprint of behaviour (game.tools.fingerprint, issue 40 item 6): the code still plays every
game of a fixed seeded set exactly as recorded, so stored balance and ladder games stay valid, and a
change that alters a game's course is caught and named."""

from __future__ import annotations

import dataclasses

from game.core import Config
from game.tools import fingerprint
from game.tools.fingerprint import GAMES, Spec


def test_the_code_plays_every_game_of_the_set_as_recorded():
    now = fingerprint.behaviour()
    differ = fingerprint.changed(now, fingerprint.recorded())
    assert not differ, (
        f"these seeded games now play differently: {differ}. A refactor must not change a game; "
        "if the change is meant (a rule, a bot, the catalogue), re-record with "
        "`python -m game.tools.fingerprint --record` and name it in the issue's note."
    )
    assert fingerprint.fingerprint_of(now) == fingerprint.recorded_fingerprint()


def test_the_set_covers_every_player_count_difficulty_bot_and_setup():
    configs = [s.config for s in GAMES]
    assert {c.players for c in configs} == {1, 2, 3, 4}
    assert {c.difficulty for c in configs if c.players == 1} == {"easy", "normal", "hard"}
    assert {b for s in GAMES for b in s.bots} == {"random", "greedy", "strong"}
    assert all(s.iterations for s in GAMES if "strong" in s.bots)  # the clock never decides
    for n in (2, 3, 4):
        assert any(c.layout == "build" and c.character_draft for c in configs if c.players == n)
        assert any(c.lion_draft == "casual" for c in configs if c.players == n)
    assert any(c.layout.startswith("campaign/") for c in configs)
    assert any(s.random_lions for s in GAMES)
    assert len({s.name for s in GAMES}) == len(GAMES)


def test_a_game_hashes_the_same_each_time_and_differently_when_its_course_differs(monkeypatch):
    spec = Spec("probe", Config(players=2, seed=11), ("random", "random"))
    assert fingerprint.play(spec) == fingerprint.play(spec)
    assert fingerprint.play(dataclasses.replace(spec, config=Config(players=2, seed=12))) != (
        fingerprint.play(spec)
    )
    # the same seed, but one decision of one seat taken otherwise: the digest tells it
    from game.ai import make_bot

    before = fingerprint.play(spec)
    bot_type = type(make_bot("random"))
    original, swerved = bot_type.choose, []

    def swerve(self, game, seat):
        choice = original(self, game, seat)
        legal = game.legal_actions()
        if not swerved and len(legal) > 1:
            swerved.append(choice)
            return next(a for a in legal if a != choice)
        return choice

    monkeypatch.setattr(bot_type, "choose", swerve)
    assert fingerprint.play(spec) != before and swerved


def test_a_changed_game_is_named():
    then = {"2p-greedy": "aaaa", "solo-hard-greedy": "bbbb"}
    assert fingerprint.changed({"2p-greedy": "aaaa", "solo-hard-greedy": "cccc"}, then) == [
        "solo-hard-greedy"
    ]
    assert fingerprint.changed({"2p-greedy": "aaaa"}, then) == ["solo-hard-greedy"]
