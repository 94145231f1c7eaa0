"""Simulated colour-vision deficiency for tests (Machado, Oliveira & Fernandes 2009, severity 1.0)
and the CIE76 colour difference, so a palette's colours can be checked to stay apart.  Pure Python:
the checks look at a handful of colours or sampled pixels, not whole images."""

from __future__ import annotations

import math

#: Machado et al. (2009) matrices for full dichromacy, applied to linear RGB.
MACHADO = {
    "protan": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deutan": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritan": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}


def _to_linear(v: float) -> float:
    v /= 255.0
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> float:
    v = min(1.0, max(0.0, v))
    return (v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055) * 255.0


def simulate(colour, kind: str | None) -> tuple[float, float, float]:
    """sRGB `colour` (0-255) as a person with `kind` dichromacy sees it (None: unchanged)."""
    rgb = [float(c) for c in colour[:3]]
    if kind is None:
        return tuple(rgb)
    lin = [_to_linear(c) for c in rgb]
    return tuple(
        _to_srgb(sum(m * c for m, c in zip(row, lin, strict=True))) for row in MACHADO[kind]
    )


def to_lab(colour) -> tuple[float, float, float]:
    """sRGB 0-255 to CIELAB (D65)."""
    r, g, b = (_to_linear(c) for c in colour[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a, b) -> float:
    """CIE76 difference between two sRGB colours."""
    return math.dist(to_lab(a), to_lab(b))


def min_pairwise(colours, kind: str | None = None) -> float:
    """The smallest difference between any two of `colours`, as seen with `kind` (None: normal)."""
    seen = [simulate(c, kind) for c in colours]
    return min(delta_e(seen[i], seen[j]) for i in range(len(seen)) for j in range(i + 1, len(seen)))


def simulate_surface(surface, kind: str, width: int = 480):
    """A copy of `surface`, scaled down to `width` pixels wide, as a person with `kind` dichromacy
    sees it (to save beside a screenshot and look at)."""
    import pygame

    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (width, max(1, round(h * width / w))))
    seen: dict = {}
    for y in range(small.get_height()):
        for x in range(small.get_width()):
            c = tuple(small.get_at((x, y)))[:3]
            if c not in seen:
                seen[c] = tuple(round(v) for v in simulate(c, kind))
            small.set_at((x, y), seen[c])
    return small
