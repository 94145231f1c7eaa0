"""New matches and the self-play bots: every game at this computer starts here.

The new-game screen, "Play again", a campaign chapter and the developers' tools make their match with
`new_match`; Continue takes one up with `game.session.autosave.open_match`.  The self-play tools seat
their bots with `self_play_bots`.  The seeds all come from `game.session.seeds`.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.ai import Bot, make_bot
from game.core import Config

from . import seeds
from .autosave import Autosave
from .match import Match


def new_match(
    config: Config,
    seats: Sequence[str] = (),
    *,
    chapter: int = 0,
    deal: bool = False,
    saved: bool = True,
    rnd: random.Random | None = None,
) -> Match:
    """A new game of `config` with `seats` at the table ("human", "greedy", "strong"; everyone a
    person when not given), for campaign `chapter` (0 for none).

    With `deal` the table is dealt anew: a new seed and first player (`seeds.deal`, drawn from `rnd`
    when given).  With `saved` it is saved after every decision in a new slot (`Autosave.new`)."""
    if deal:
        config = seeds.deal(config, rnd)
    return Match(
        config,
        seats=list(seats[: config.players]),
        chapter=chapter,
        autosave=Autosave.new() if saved else None,
    )


def self_play_bots(
    config: Config, names: Sequence[str], budget: float | None = None, iterations: int = 0
) -> list[Bot]:
    """One bot for each seat of a self-play game of `config`, kept for the whole game and seeded by
    `seeds.bot_seed` (Strong thinking `budget` seconds or `iterations` search iterations)."""
    return [
        make_bot(name, seeds.bot_seed(config.seed, seat), budget, iterations)
        for seat, name in enumerate(names)
    ]
