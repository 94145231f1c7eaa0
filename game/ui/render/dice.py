"""Battle dice, drawn as dice and thrown (issue 42).

A Strength die shows pips (each pip one hit; blank is none), an Intimidation die the game's "!"
(one success) or "•" (none).  Each side's dice wear its colour.  A throw is a pure function of
time and the die's own data: it flies in from its side's edge, tumbles through the die's faces with
a bounce or two, and settles on exactly the face the engine rolled.  The wobble is seeded from the
event data (`seed_of`), never drawn at random, so nothing can disagree with the engine.
"""

from __future__ import annotations

import math
import zlib
from dataclasses import dataclass

import pygame

from .. import theme as T

#: Pip layouts on a 3x3 grid (column, row) for 0-6 hits.
PIPS = {
    0: (),
    1: ((1, 1),),
    2: ((0, 0), (2, 2)),
    3: ((0, 0), (1, 1), (2, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
}


def seed_of(*parts) -> int:
    """A number from the event data, the same every time (no randomness)."""
    return zlib.crc32(repr(parts).encode())


def _mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True))


@dataclass(frozen=True, slots=True)
class Pose:
    """Where a die is and what it shows at one moment of its throw."""

    offset: tuple[int, int]  # from its resting place
    angle: float  # degrees
    face: int  # the face shown
    settled: bool


def throw_pose(
    u: float, face: int, faces: tuple[int, ...], seed: int, distance: float, size: int
) -> Pose | None:
    """The die at `u` (0: leaving the hand, 1: at rest) of its throw, from `distance` pixels
    (negative: from the left) to its place; None before it leaves the hand."""
    if u < 0:
        return None
    if u >= 1:
        return Pose((0, 0), 0.0, face, True)
    wobble = (seed % 1000) / 1000
    ease = 1 - (1 - u) ** 3
    x = distance * (1 - ease)
    # two bounces that die away, the first the highest
    bounce = abs(math.sin(math.pi * (1.0 + 1.5 * u) * (1.0 + u))) * (1 - u) ** 1.6
    y = -size * (0.9 + 0.4 * wobble) * bounce
    turns = 1.5 + wobble
    angle = (-1 if distance < 0 else 1) * 360 * turns * (1 - u) ** 2
    if u > 0.82 or not faces:  # the last roll shows the face it stays on
        shown = face
    else:
        shown = faces[(seed // 7 + int(u * 11)) % len(faces)]
    return Pose((round(x), round(y)), angle, shown, False)


def die_colours(side_colour, intimidation: bool):
    """(body, ink, border) of a die in a side's colour: Strength dice are light with ink pips,
    Intimidation dice dark with light marks."""
    if intimidation:
        return _mix(side_colour, (0, 0, 0), 0.55), T.PAPER, side_colour
    return _mix(T.PAPER, side_colour, 0.18), T.INK, side_colour


def die_surface(size: int, value: int, intimidation: bool, side_colour) -> pygame.Surface:
    """One die face, `size` pixels square, on a transparent surface."""
    body, ink, border = die_colours(side_colour, intimidation)
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = pygame.Rect(0, 0, size, size)
    radius = max(2, size // 6)
    pygame.draw.rect(s, body, r, border_radius=radius)
    pygame.draw.rect(s, border, r, max(2, size // 14), border_radius=radius)
    if intimidation:
        draw_intimidation_mark(s, r.center, size, bool(value), ink)
    else:
        pip = max(2, size // 11)
        step = size * 0.27
        for col, row in PIPS.get(value, ()):
            centre = (round(r.centerx + (col - 1) * step), round(r.centery + (row - 1) * step))
            pygame.draw.circle(s, ink, centre, pip)
        if value not in PIPS:
            pygame.draw.circle(s, ink, r.center, pip)
    return s


def draw_intimidation_mark(surface, centre, size: int, success: bool, ink) -> None:
    """The "!" (a success) or the "•" (none) of an Intimidation face, drawn as shapes."""
    cx, cy = centre
    if success:
        w = max(3, size // 7)
        bar = pygame.Rect(0, 0, w, round(size * 0.42))
        bar.midbottom = (cx, round(cy + size * 0.12))
        pygame.draw.rect(surface, ink, bar, border_radius=w // 2)
        pygame.draw.circle(surface, ink, (cx, round(cy + size * 0.26)), max(2, w * 2 // 3))
    else:
        pygame.draw.circle(surface, ink, (cx, cy), max(2, size // 10))


def draw_die(
    surface,
    rect: pygame.Rect,
    value: int,
    intimidation: bool,
    side_colour,
    angle: float = 0.0,
    alpha: int = 255,
    shadow: bool = True,
) -> None:
    """A die at rest in `rect` (or turned by `angle`, faded to `alpha`), with its shadow."""
    size = rect.width
    if shadow:
        sh = pygame.Surface((size, size), pygame.SRCALPHA)
        pygame.draw.rect(sh, (0, 0, 0, alpha // 3), sh.get_rect(), border_radius=max(2, size // 6))
        surface.blit(sh, rect.move(max(1, size // 18), max(2, size // 12)))
    face = die_surface(size, value, intimidation, side_colour)
    if alpha < 255:
        face.set_alpha(alpha)
    if angle % 360:
        face = pygame.transform.rotate(face, angle)
    surface.blit(face, face.get_rect(center=rect.center))


def draw_knocked_out(surface, rect: pygame.Rect, width: int) -> None:
    """The red cross on a die the rules knocked out."""
    inset = rect.inflate(-rect.width // 6, -rect.height // 6)
    pygame.draw.line(surface, T.ILLEGAL, inset.topleft, inset.bottomright, width)
    pygame.draw.line(surface, T.ILLEGAL, inset.topright, inset.bottomleft, width)
