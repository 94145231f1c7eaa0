"""Issue 42: battles thrown, not flickered, and their arithmetic shown.

The dice settle on exactly the faces the engine rolled; each side's itemised total adds up to the
engine's (every die kept, every extra hit, the Wardings and the successes, checked against the pools
the engine itself built); skipping at any moment shows the engine's result; and closing leaves the
board a banner saying what happened."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.core import battle as core_battle
from game.core import events as E
from game.core.events import BattleSide
from game.session.match import Match
from game.ui.battle_account import account
from game.ui.scene import Scene
from game.ui.scenes.battle import BattleScene

from .driver import click, make_app


def _battles(seeds, per_seed: int = 6, sides: list | None = None):
    """(before, events, after) of real battles in randomly played games; `sides` collects the
    engine's own pools (Lion, monster) for each, as `game.core.battle` built them."""
    found = []
    real_lion, real_monster = core_battle.lion_side, core_battle.monster_side
    pools: list = []

    def lion_side(*args):
        side = real_lion(*args)
        pools.append(side)
        return side

    def monster_side(*args):
        out = real_monster(*args)
        pools.append(out[0])
        return out

    core_battle.lion_side, core_battle.monster_side = lion_side, monster_side
    try:
        for seed in seeds:
            match = Match(Config(players=2, seed=seed))
            rnd = random.Random(seed)
            n = 0
            for _ in range(4000):
                if match.over or n >= per_seed:
                    break
                before = match.game.state.copy()
                pools.clear()
                events = match.apply(rnd.choice(match.legal()))
                if any(isinstance(e, E.DiceRolled) for e in events):
                    found.append((before, events, match.game.state.copy()))
                    if sides is not None:
                        sides.append(tuple(pools[-2:]))
                    n += 1
    finally:
        core_battle.lion_side, core_battle.monster_side = real_lion, real_monster
    return found


class _Board(Scene):
    """A stand-in for the board under the battle: what it was told to say."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.said: list[str] = []
        self.good: list[bool] = []
        self.message_time = 0.0

    def say(self, text: str, seconds: float = 3.0, good: bool = False) -> None:
        self.said.append(text)
        self.good.append(good)
        self.message_time = seconds


def _open(battle, size=(1280, 720), speed: float = 1.0):
    app = make_app(size)
    app.settings.animation_speed = speed
    board = _Board(app)
    app.push(board)
    scene = BattleScene(app, *battle)
    app.push(scene)
    return app, board, scene


@pytest.fixture(scope="module")
def battles():
    sides: list = []
    found = _battles(range(1, 9), sides=sides)
    assert len(found) >= 20, len(found)
    return found, sides


def test_the_dice_settle_on_exactly_the_faces_the_engine_rolled(battles):
    for battle in battles[0][:12]:
        app, _board, scene = _open(battle)
        app.step(0.3)
        assert scene.busy() and scene.phase in ("pools", "roll")
        while scene.busy():
            app.step(0.05)
        app.step(0.016)
        assert not scene.busy()
        for roll in (e for e in battle[1] if isinstance(e, E.DiceRolled)):
            for kind in ("strength", "intimidation"):
                faces = getattr(roll, kind)
                shown = [scene.shown[(roll.side, kind, i)] for i in range(len(faces))]
                assert shown == list(faces), (roll.side, kind)


def test_the_itemised_totals_add_up_to_the_engines_for_many_seeded_battles(battles):
    found, sides = battles
    checked = 0
    for (before, events, after), (lion_pool, monster_pool) in zip(found, sides, strict=True):
        result = next(e for e in events if isinstance(e, E.BattleResolved))
        lion, mon = account(before, events, after)
        for acc, total, pool in (
            (lion, result.lion_total, lion_pool),
            (mon, result.monster_total, monster_pool),
        ):
            assert sum(acc.kept) + acc.extra_hits == acc.total == total
            assert acc.extra_hits == pool.hits, "the extra hits are the engine's"
            assert acc.wardings == pool.wardings, "the Wardings are the engine's"
            assert acc.rolled_successes == sum(acc.intimidation)
        removed = {e.side: [] for e in events if isinstance(e, E.StrengthDieRemoved)}
        for e in events:
            if isinstance(e, E.StrengthDieRemoved):
                removed[e.side].append(e.die)
        assert list(lion.knocked_out) == removed.get(BattleSide.LION, [])
        assert list(mon.knocked_out) == removed.get(BattleSide.MONSTER, [])
        # the successes that count, as the rules count them (rulebook, "4. Battle")
        want_lion = max(0, sum(lion.intimidation) + lion_pool.successes - monster_pool.wardings)
        want_mon = max(0, sum(mon.intimidation) + monster_pool.successes - lion_pool.wardings)
        assert lion.successes == want_lion and mon.successes == want_mon
        assert mon.warded == sum(lion.intimidation) + lion_pool.successes - want_lion
        assert lion.warded == sum(mon.intimidation) - want_mon
        checked += 1
        # and the scene's itemised lines name every kept die and end on the engine's total
        app, _board, scene = _open((before, events, after), speed=0)
        app.step(0.016)
        for side, acc in ((BattleSide.LION, lion), (BattleSide.MONSTER, mon)):
            lines = [text for text, _c, _b in scene.items(side)]
            assert str(acc.total) in lines[-1]
            assert all(str(v) in lines[0] for v in acc.kept)
    assert checked >= 20


@pytest.mark.parametrize("moment", [0.0, 0.1, 0.3, 0.6, 0.9, 1.2, 1.5, 1.8, 3.0])
def test_skipping_at_any_moment_shows_the_engines_result_and_banner(battles, moment):
    for battle in battles[0][:8]:
        result = next(e for e in battle[1] if isinstance(e, E.BattleResolved))
        app, board, scene = _open(battle)
        while scene.t < moment:
            app.step(0.05)
        click(app, (20, 20))  # skip (or, once settled, close)
        if app.stack.top is scene:
            app.step(0.016)
            assert scene.phase == "result" and not scene.busy()
            shown = [text for text, _rect, _box in scene.text.items]
            assert ("Victory!" if result.won else "Defeat") in shown
            assert ("Defeat" if result.won else "Victory!") not in shown
            assert any(t.startswith("Total") and str(result.lion_total) in t for t in shown)
            assert any(t.startswith("Total") and str(result.monster_total) in t for t in shown)
            click(app, (20, 20))
        assert app.stack.top is board
        assert len(board.said) == 1 and board.message_time > 3.0
        said = board.said[0]
        assert said.startswith("Victory" if result.won else "Defeated"), said
        assert board.good == [result.won]  # a victory in the colours of good news, a defeat in red
        fear = any(
            isinstance(e, E.CardMoved) and e.to_pile == E.Pile.DECK and e.from_pile in E.FEAR_PILES
            for e in battle[1]
        )
        assert ("Fear card" in said) == (fear and not result.won), said


def test_nothing_is_itemised_or_decided_on_screen_while_the_dice_fly(battles):
    app, _board, scene = _open(battles[0][0])
    app.step(0.5)
    assert scene.phase == "roll"
    shown = [text for text, _rect, _box in scene.text.items]
    assert not [t for t in shown if t.startswith(("Total", "Victory", "Defeat", "Dice"))], shown


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("pct", [100, 200])
def test_the_result_fits_and_no_text_is_under_12_px_at_100(battles, size, pct):
    for battle in battles[0][:10]:
        app, _board, scene = _open(battle, size=size, speed=0)
        app.settings.ui_scale = pct
        app.apply_look()
        app.step(0.016)
        assert not scene.text.problems(app.screen.get_rect())
        if pct == 100:
            small = min(rect.height for _t, rect, _b in scene.text.items)
            assert small >= 12, small
    pygame.event.clear()
