"""Finished games for the game-history tests (issue 43, item 1): seeded games played to the end by
bots through a real `Match` with its autosave, so that the finished game is kept as a record the way
a game at this computer is."""

from __future__ import annotations

from pathlib import Path

from game.ai import make_bot
from game.core import Config
from game.session import Autosave, Match


def finish(
    folder: Path,
    players: int = 2,
    seed: int = 1,
    seats: tuple[str, ...] = (),
    difficulty: str = "normal",
    chapter: int = 0,
    name: str = "",
    bot_seed: int | None = None,
) -> Match:
    """A game of `players` played to its end by bots (greedy in Solo, quick otherwise; seeded with
    `bot_seed`, or the game's seed), autosaved to `folder`/saves as `name` before its last
    decision, which the match then applies."""
    config = Config(players=players, seed=seed, difficulty=difficulty)
    match = Match(config, seats=list(seats or ["human"] * players), chapter=chapter)
    first = seed if bot_seed is None else bot_seed
    bots = [make_bot("greedy" if players == 1 else "quick", first + s) for s in range(players)]
    while True:
        seat = match.pending.seat
        action = bots[seat].choose(match.game, seat)
        trial = match.game.copy()
        trial.apply(action)
        if trial.over:
            break
        match.game.apply(action)  # the engine alone: only the last decision is autosaved
    saves = folder / "saves"
    saves.mkdir(parents=True, exist_ok=True)
    match.autosave = Autosave(saves / (name or f"game-{players}p-{seed}.json"))
    match.autosave.write(match)
    match.autosave.wait()
    match.apply(action)
    match.autosave.wait()
    return match
