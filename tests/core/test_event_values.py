"""Events carry typed values, not words (issue 40: "typed values ... so no action's meaning depends on
a string"): in whole seeded games at every player count and in Solo Mode, every card's piles are a
`Pile`, every battle's sides a `BattleSide`, every source of Strength dice a `DiceSource` and every
opponent a `catalogue.Monster` (rulebook, "4. Battle"; "Components: Player": the piles), so that
game.text words them and no screen matches an English phrase the rules wrote."""

from __future__ import annotations

import pytest

from game.ai import make_bot
from game.core import Config, Game
from game.core import events as E
from game.core.catalogue import Monster

#: seeded whole games: Solo at each difficulty, and 2 to 4 players
GAMES = [
    Config(players=1, seed=3, difficulty="easy"),
    Config(players=1, seed=4, difficulty="normal"),
    Config(players=1, seed=5, difficulty="hard"),
    Config(players=2, seed=6),
    Config(players=3, seed=7),
    Config(players=4, seed=8),
]


def _events(config: Config) -> list[E.Event]:
    game = Game(config, record=False)
    bots = [make_bot("quick", seed) for seed in range(config.players)]  # the rule-of-thumb bot
    out: list[E.Event] = []
    while not game.over:
        seat = game.pending.seat
        out.extend(game.apply(bots[seat].choose(game, seat)))
    return out


@pytest.fixture(scope="module")
def events() -> dict[str, list[E.Event]]:
    return {f"{c.players}p-{c.difficulty}-{c.seed}": _events(c) for c in GAMES}


def _untyped(ev: E.Event) -> list[str]:
    """What in `ev` is a plain string where the rules give a typed value."""
    values: list[tuple[object, type]] = []
    if isinstance(ev, E.CardMoved):
        values = [(ev.from_pile, E.Pile), (ev.to_pile, E.Pile)]
    elif isinstance(ev, E.DiceRolled):
        values = [(ev.side, E.BattleSide)] + [(s, E.DiceSource) for s, _ in ev.sources]
    elif isinstance(ev, E.StrengthDieRemoved):
        values = [(ev.side, E.BattleSide)]
    elif isinstance(ev, E.BattleResolved):
        values = [(ev.opponent, Monster)]
    return [f"{v!r} is not a {t.__name__}" for v, t in values if not isinstance(v, t)]


def test_every_pile_dice_source_and_side_in_whole_games_is_typed(events):
    found = {
        name: [f"{ev!r}: {why}" for ev in evs for why in _untyped(ev)]
        for name, evs in events.items()
    }
    found = {name: bad[:3] for name, bad in found.items() if bad}
    assert not found


def test_the_games_show_every_pile_dice_source_and_opponent(events):
    """The games above move cards between every pile and fight with dice from every source and
    against every kind of monster: the check is not an empty one."""
    every = [ev for evs in events.values() for ev in evs]
    piles = {p for ev in every if isinstance(ev, E.CardMoved) for p in (ev.from_pile, ev.to_pile)}
    rolled = [ev for ev in every if isinstance(ev, E.DiceRolled)]
    sources = {s for ev in rolled for s, _ in ev.sources}
    opponents = {ev.opponent for ev in every if isinstance(ev, E.BattleResolved)}
    assert piles == set(E.Pile)
    assert sources == set(E.DiceSource)
    assert {ev.side for ev in rolled} == set(E.BattleSide)
    assert opponents == set(Monster)
