"""Small helpers shared by the UI tests: games at a known point, and finding things on screen."""

from __future__ import annotations

import random

import pygame

from game.core import Config
from game.session.match import Match
from game.ui.scenes.board import BoardScene

from .driver import make_app


def match_at_first_turn(players: int = 2, seed: int = 1, **config) -> Match:
    """A match whose setup decisions were taken (first legal choice each time)."""
    match = Match(Config(players=players, seed=seed, **config))
    while match.pending.kind != "turn":
        match.apply(match.legal()[0])
    return match


def match_mid_game(players: int, seed: int, decisions: int) -> Match:
    """A match `decisions` random legal choices past setup, stopped at a board decision."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for _ in range(decisions):
        if match.over:
            break
        match.apply(rnd.choice(match.legal()))
    assert not match.over, "pick a seed whose game lasts longer"
    return match


def match_at_kind(players: int, seed: int, kind: str, after: int = 0) -> Match:
    """A match played at random (as `match_mid_game`) to its first `kind` decision past `after`
    decisions: a point that does not move when the catalogue changes the random path."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for done in range(2000):
        if match.over:
            break
        if done >= after and match.pending.kind == kind:
            return match
        match.apply(rnd.choice(match.legal()))
    raise AssertionError(f"no {kind} decision in seed {seed}")


def board_app(match: Match, size=(1280, 720)):
    """An app showing `match` on the board scene, one frame drawn; returns (app, board)."""
    app = make_app(size)
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    return app, board


def button(buttons, label: str):
    found = [b for b in buttons if b.label == label]
    assert found, f"no button {label!r} among {[b.label for b in buttons]}"
    return found[0]


def key(app, key_code: int, mod: int = 0) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0)
    )
    app.step(0.016)


def pixels(surface: pygame.Surface, rect: pygame.Rect | None = None) -> bytes:
    """The RGB bytes of `rect` of `surface` (all of it by default)."""
    if rect is not None:
        surface = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.image.tobytes(surface, "RGB")


def count_colour(surface: pygame.Surface, rect: pygame.Rect, colour) -> int:
    """How many pixels inside `rect` have exactly `colour`."""
    sub = surface.subsurface(rect.clip(surface.get_rect()))
    return pygame.mask.from_threshold(sub, (*colour[:3], 255), (1, 1, 1, 255)).count()
