"""The pieces on the Village map: Lion miniatures in their player's colour with banners I and II,
the Nian beast in its current Taotie form, and the Yao monsters (Wangliang and Zhujian).

Every piece is painted once per hex size into a cached sprite (drawn large and smoothscaled down so
its edges are soft) and blitted each frame; its soft shadow stays on the table when it is lifted.
"""

from __future__ import annotations

import math

import pygame

from .. import theme as T

SS = 3  # sprites are painted this many times larger, then smoothscaled down

# Colours used only by the pieces.
FUR = (250, 244, 226)  # the white fur trimming a Lion's mane, beard and legs
MOUTH = (150, 22, 30)  # inside a Lion's (or the Nian's) open mouth
IVORY = (236, 226, 196)  # horns, fangs, claws and tusks
MIRROR = (214, 228, 236)  # the small mirror on a Lion's forehead
BASE = (46, 34, 30)  # the lacquered base of a miniature
#: The Nian beast by Taotie form: (body, head, mane), darker and grander with each form.
NIAN_FORMS = {
    1: ((150, 42, 34), (178, 56, 42), (222, 96, 50)),
    2: ((112, 22, 34), (140, 30, 40), (236, 150, 48)),
    3: ((52, 30, 44), (74, 40, 58), (246, 110, 36)),
}
WANGLIANG = (196, 226, 212)  # a pale ghost
WANGLIANG_INK = (40, 84, 70)
ZHUJIAN = (88, 54, 64)  # a dark boar-like brute
ZHUJIAN_SNOUT = (150, 96, 96)

LION_SCALE = 1.1  # a Lion miniature is a little larger than the hex radius suggests

_CACHE: dict[tuple, tuple[pygame.Surface, tuple[float, float]]] = {}
T.on_palette_change(_CACHE.clear)  # sprites are painted in the palette's colours


def _cached(key: tuple, build) -> tuple[pygame.Surface, tuple[float, float]]:
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) > 300:  # e.g. after many window resizes
            _CACHE.clear()
        hit = _CACHE[key] = build()
    return hit


_BOUNDS: dict[int, tuple[pygame.Surface, pygame.Rect]] = {}


def _blit(surface, sprite_anchor, pos) -> pygame.Rect:
    """Blit a sprite by its anchor; returns the rect its visible pixels were drawn in."""
    sprite, (ax, ay) = sprite_anchor
    at = (round(pos[0] - ax), round(pos[1] - ay))
    surface.blit(sprite, at)
    known = _BOUNDS.get(id(sprite))
    if known is None or known[0] is not sprite:
        known = _BOUNDS[id(sprite)] = (sprite, sprite.get_bounding_rect())
    return known[1].move(at)


# --- painting helpers (in supersampled pixels) -----------------------------------------------------


class _Canvas:
    """A supersampled sprite: coordinates in hex radii `u` around the piece's feet."""

    def __init__(
        self, theme: T.Theme, size: float, left: float, top: float, right: float, bottom: float
    ):
        self.theme = theme
        self.u = size * SS
        self.pad = 2 * SS
        w = math.ceil((right - left) * self.u + 2 * self.pad)
        h = math.ceil((bottom - top) * self.u + 2 * self.pad)
        w += -w % SS
        h += -h % SS
        self.surf = pygame.Surface((w, h), pygame.SRCALPHA)
        self.fx = self.pad - left * self.u
        self.fy = self.pad - top * self.u

    def p(self, x: float, y: float) -> tuple[float, float]:
        return self.fx + x * self.u, self.fy + y * self.u

    def n(self, v: float) -> float:
        return v * self.u

    def ellipse(self, colour, cx, cy, w, h, width: float = 0) -> None:
        rect = pygame.Rect(0, 0, round(self.n(w)), round(self.n(h)))
        rect.center = tuple(round(c) for c in self.p(cx, cy))
        pygame.draw.ellipse(self.surf, colour, rect, round(self.n(width)) if width else 0)

    def circle(self, colour, cx, cy, r, width: float = 0) -> None:
        pygame.draw.circle(
            self.surf, colour, self.p(cx, cy), self.n(r), round(self.n(width)) if width else 0
        )

    def poly(self, colour, pts, width: float = 0) -> None:
        pygame.draw.polygon(
            self.surf, colour, [self.p(*q) for q in pts], round(self.n(width)) if width else 0
        )

    def line(self, colour, a, b, width: float) -> None:
        pygame.draw.line(self.surf, colour, self.p(*a), self.p(*b), max(1, round(self.n(width))))

    def text(self, text: str, font_px: float, colour, cx, cy, serif=False, outline=None) -> None:
        font = self.theme.font_px(self.n(font_px), bold=not serif, serif=serif)
        image = font.render(text, True, colour)
        rect = image.get_rect(center=tuple(round(c) for c in self.p(cx, cy)))
        if outline is not None:
            edge = font.render(text, True, outline)
            d = max(1, SS)
            for ox, oy in ((-d, 0), (d, 0), (0, -d), (0, d), (-d, -d), (d, d), (-d, d), (d, -d)):
                self.surf.blit(edge, rect.move(ox, oy))
        self.surf.blit(image, rect)

    def finish(self, outline=T.INK) -> tuple[pygame.Surface, tuple[float, float]]:
        """Outline the silhouette in ink (so it reads on any tile) and scale down."""
        surf = self.surf
        if outline is not None:
            mask = pygame.mask.from_surface(surf, 60)
            sil = mask.to_surface(setcolor=(*outline, 255), unsetcolor=(0, 0, 0, 0))
            out = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            d = SS
            for ox, oy in ((-d, 0), (d, 0), (0, -d), (0, d), (-d, -d), (d, d), (-d, d), (d, -d)):
                out.blit(sil, (ox, oy))
            out.blit(surf, (0, 0))
            surf = out
        w, h = surf.get_size()
        return pygame.transform.smoothscale(surf, (w // SS, h // SS)), (self.fx / SS, self.fy / SS)


def _shadow(size: float, w: float, h: float, alpha: int):
    """A soft elliptical shadow `w` x `h` hex radii, centred on the piece's feet."""

    def build():
        pw, ph = max(4, round(size * w * 1.5)), max(3, round(size * h * 1.8))
        surf = pygame.Surface((pw, ph), pygame.SRCALPHA)
        rect = pygame.Rect(0, 0, round(size * w), round(size * h))
        rect.center = (pw // 2, ph // 2)
        pygame.draw.ellipse(surf, (0, 0, 0, alpha), rect)
        f = max(2, round(size / 16))
        small = pygame.transform.smoothscale(surf, (max(1, pw // f), max(1, ph // f)))
        return pygame.transform.smoothscale(small, (pw, ph)), (pw / 2, ph / 2)

    return _cached(("shadow", round(size, 2), w, h, alpha), build)


def _base(c: _Canvas, w: float, rim) -> None:
    """A miniature's round lacquered base with a coloured rim."""
    c.ellipse(T.darker(BASE, 0.7), 0, 0.025, w, w * 0.36)
    c.ellipse(BASE, 0, 0, w, w * 0.34)
    c.ellipse(rim, 0, 0, w, w * 0.34, width=0.03)


def _mark(c: _Canvas, mark: str, cx: float, cy: float, r: float, colour) -> None:
    """The player's mark drawn as a shape (so it is crisp at any size)."""
    if mark == "●":
        c.circle(colour, cx, cy, r * 0.9)
    elif mark == "◆":
        c.poly(
            colour, [(cx, cy - r * 1.1), (cx + r * 0.9, cy), (cx, cy + r * 1.1), (cx - r * 0.9, cy)]
        )
    elif mark == "▲":
        c.poly(colour, [(cx, cy - r), (cx + r * 1.05, cy + r * 0.8), (cx - r * 1.05, cy + r * 0.8)])
    elif mark == "■":
        c.poly(
            colour,
            [
                (cx - r * 0.8, cy - r * 0.8),
                (cx + r * 0.8, cy - r * 0.8),
                (cx + r * 0.8, cy + r * 0.8),
                (cx - r * 0.8, cy + r * 0.8),
            ],
        )
    else:
        c.text(mark, r * 2.2, colour, cx, cy)


def _on(colour) -> tuple[int, int, int]:
    """Ink or light text, whichever reads on `colour`."""
    r, g, b = colour[:3]
    return T.INK if 0.299 * r + 0.587 * g + 0.114 * b > 150 else T.TEXT


# --- pieces --------------------------------------------------------------------------------------


def draw_lion(
    surface, theme: T.Theme, pos, size: float, seat: int, slot: int, lift: float = 0.0
) -> pygame.Rect:
    """A Lion miniature in its player's colour with its banner (I left, II right); returns the
    rect it was drawn in."""
    scale = size * LION_SCALE
    _blit(surface, _shadow(scale, 0.56, 0.2, 110), pos)
    sprite = _cached(
        ("lion", round(scale, 2), seat, slot), lambda: _paint_lion(theme, scale, seat, slot)
    )
    return _blit(surface, sprite, (pos[0], pos[1] - lift))


def _paint_lion(theme: T.Theme, size: float, seat: int, slot: int):
    colour = T.player_colour(seat)
    dark, light = T.darker(colour, 0.62), T.lighter(colour, 0.3)
    c = _Canvas(theme, size, -0.4, -0.9, 0.4, 0.1)
    _base(c, 0.56, colour)
    # the banner pole at the tail end, the flag flying back over the head
    c.line(T.darker(T.GOLD_DARK, 0.7), (0.24, -0.06), (0.24, -0.86), 0.035)
    c.circle(T.GOLD, 0.24, -0.87, 0.03)
    flag = [(0.23, -0.84), (0.23, -0.6), (-0.2, -0.6), (-0.14, -0.72), (-0.2, -0.84)]
    c.poly(T.GOLD, flag)
    c.poly(
        colour, [(0.22, -0.825), (0.22, -0.615), (-0.17, -0.615), (-0.115, -0.72), (-0.17, -0.825)]
    )
    ink = _on(colour)
    _mark(c, T.player_mark(seat), -0.05, -0.72, 0.045, ink)
    c.text("I" if slot == 0 else "II", 0.19, ink, 0.105, -0.722)
    # legs of the two dancers, under the body cloth
    for lx in (-0.2, -0.09, 0.1, 0.21):
        c.line(dark, (lx, -0.16), (lx, -0.04), 0.06)
        c.ellipse(FUR, lx, -0.075, 0.08, 0.035)
        c.ellipse(T.INK, lx + 0.01, -0.03, 0.08, 0.035)
    # the body cloth trailing behind the head, with scales, a gold spine, a fringe and a tail
    c.ellipse(colour, 0.1, -0.25, 0.44, 0.27)
    c.ellipse(light, 0.08, -0.31, 0.3, 0.1)
    for sx, sy in ((0.04, -0.26), (0.12, -0.26), (0.2, -0.26), (0.08, -0.2), (0.16, -0.2)):
        c.circle(dark, sx, sy, 0.032, width=0.012)
    c.line(T.GOLD, (-0.02, -0.37), (0.3, -0.3), 0.03)
    c.line(T.GOLD, (-0.08, -0.135), (0.3, -0.135), 0.03)
    for fx in range(7):  # the fur fringe along the hem
        c.circle(FUR, -0.07 + fx * 0.055, -0.115, 0.024)
    c.circle(T.GOLD, 0.32, -0.33, 0.05)  # the tail tuft
    c.circle(FUR, 0.34, -0.36, 0.028)
    # the big round head with its mane of gold and colour tufts
    hx, hy = -0.15, -0.41
    for i in range(14):
        a = math.tau * i / 14
        c.circle(T.GOLD if i % 2 else light, hx + math.cos(a) * 0.19, hy + math.sin(a) * 0.18, 0.07)
    c.circle(colour, hx, hy, 0.18)
    c.ellipse(light, hx - 0.03, hy - 0.06, 0.2, 0.12)  # light on the brow
    c.poly(T.GOLD, [(hx - 0.05, hy - 0.17), (hx, hy - 0.31), (hx + 0.05, hy - 0.17)])  # the horn
    c.line(T.RED, (hx - 0.03, hy - 0.22), (hx + 0.03, hy - 0.22), 0.025)
    c.circle(T.GOLD, hx, hy - 0.11, 0.035)  # the forehead mirror
    c.circle(MIRROR, hx, hy - 0.11, 0.022)
    for ex in (-0.075, 0.075):  # big eyes under gold lids and white brows
        c.ellipse(FUR, hx + ex, hy - 0.02, 0.1, 0.085)
        c.circle(T.INK, hx + ex - 0.012, hy - 0.015, 0.028)
        c.circle(FUR, hx + ex - 0.02, hy - 0.025, 0.009)
        c.line(T.GOLD, (hx + ex - 0.05, hy - 0.07), (hx + ex + 0.05, hy - 0.07), 0.025)
    c.ellipse(T.GOLD, hx, hy + 0.045, 0.07, 0.05)  # the nose
    c.ellipse(MOUTH, hx, hy + 0.11, 0.2, 0.08)  # the open mouth with teeth
    c.line(FUR, (hx - 0.07, hy + 0.09), (hx + 0.07, hy + 0.09), 0.018)
    c.ellipse(FUR, hx, hy + 0.17, 0.14, 0.06)  # the beard
    return c.finish()


def piece_box(kind: str, size: float, form: int = 2) -> pygame.Rect:
    """Where a piece of `kind` ("lion", "nian" of `form`, "wangliang", "zhujian") standing at
    (0, 0) on a tile of hex `size` is drawn (its canvas), without drawing it: the map keeps its
    badges off it (issue 42)."""
    if kind == "nian":
        v = _nian_scale(form)
        box = (-0.56 * v, -1.12 * v, 0.56 * v, 0.12 * v)
    else:
        box = PIECE_CANVAS.get(kind, PIECE_CANVAS["lion"])
    k = size * (LION_SCALE if kind == "lion" else 1.0)
    left, top, right, bottom = (round(v * k) for v in box)
    return pygame.Rect(left, top, right - left, bottom - top)


#: The canvas of each piece (hex radii about its feet, before `LION_SCALE` for a Lion).
PIECE_CANVAS = {
    "lion": (-0.4, -0.9, 0.4, 0.1),
    "zhujian": (-0.4, -0.9, 0.4, 0.1),
    "wangliang": (-0.3, -0.74, 0.3, 0.02),
}


def draw_nian(surface, theme: T.Theme, pos, size: float, form: int) -> pygame.Rect:
    """The Nian beast (its current Taotie form): a horned beast marked 年, bigger each form; returns
    the rect it was drawn in."""
    f = _nian_scale(form)
    _blit(surface, _shadow(size, 0.8 * f, 0.26 * f, 130), pos)
    sprite = _cached(("nian", round(size, 2), form), lambda: _paint_nian(theme, size, form))
    return _blit(surface, sprite, pos)


def _nian_scale(form: int) -> float:
    return {1: 0.8, 2: 0.92, 3: 1.05}.get(form, 0.92)


def _paint_nian(theme: T.Theme, size: float, form: int):
    v = _nian_scale(form)
    body, head, mane = NIAN_FORMS.get(form, NIAN_FORMS[2])
    c = _Canvas(theme, size, -0.56 * v, -1.12 * v, 0.56 * v, 0.12 * v)

    def P(x: float, y: float) -> tuple[float, float]:
        return x * v, y * v

    _base(c, 0.82 * v, T.RED if form < 3 else T.GOLD)
    # a mane of flames behind the head: grander each form
    spikes = {1: 9, 2: 13, 3: 17}.get(form, 13)
    reach = {1: 0.36, 2: 0.42, 3: 0.5}.get(form, 0.42)
    if form >= 2:
        pts = []
        for i in range(spikes * 2):
            a = math.pi + math.pi * i / (spikes * 2 - 1)
            rr = reach if i % 2 == 0 else reach * 0.72
            pts.append(P(math.cos(a) * rr * 1.1, -0.5 + math.sin(a) * rr))
        c.poly(mane, pts + [P(0.4, -0.35), P(-0.4, -0.35)])
        if form == 3:
            inner = [(x * 0.8, -0.5 * v + (y + 0.5 * v) * 0.8) for x, y in pts]
            c.poly(T.GOLD, inner + [P(0.3, -0.38), P(-0.3, -0.38)])
    # the squat body and front legs with ivory claws
    c.ellipse(body, 0, -0.2 * v, 0.86 * v, 0.4 * v)
    for lx in (-0.24, 0.24):  # haunches and forepaws with ivory claws
        c.ellipse(T.darker(body, 0.8), lx * v, -0.12 * v, 0.2 * v, 0.22 * v)
        c.ellipse(T.lighter(body, 0.1), lx * v - 0.03 * v, -0.16 * v, 0.08 * v, 0.08 * v)
        for cx in (-0.05, 0.0, 0.05):
            c.poly(IVORY, [P(lx + cx - 0.022, -0.04), P(lx + cx + 0.022, -0.04), P(lx + cx, 0.015)])
    if form == 3:  # a bronze collar
        c.line(T.GOLD_DARK, P(-0.3, -0.27), P(0.3, -0.27), 0.035 * v)
    # horns: short and straight, then curved, then great curling ram's horns
    for side in (-1, 1):
        if form == 1:
            c.poly(IVORY, [P(side * 0.14, -0.74), P(side * 0.3, -1.0), P(side * 0.24, -0.72)])
        elif form == 2:
            arc = [
                (0.14, -0.74),
                (0.26, -0.9),
                (0.3, -1.02),
                (0.42, -1.06),
                (0.34, -0.96),
                (0.32, -0.86),
                (0.24, -0.72),
            ]
            c.poly(IVORY, [P(side * x, y) for x, y in arc])
        else:
            arc = [
                (0.16, -0.74),
                (0.3, -0.96),
                (0.48, -1.0),
                (0.56, -0.86),
                (0.5, -0.7),
                (0.42, -0.76),
                (0.46, -0.86),
                (0.4, -0.92),
                (0.3, -0.86),
                (0.26, -0.7),
            ]
            c.poly(IVORY, [P(side * x, y) for x, y in arc])
            for k in range(3):
                c.line(
                    T.darker(IVORY, 0.75),
                    P(side * (0.28 + 0.06 * k), -0.94 + 0.02 * k),
                    P(side * (0.32 + 0.06 * k), -0.84 + 0.02 * k),
                    0.015 * v,
                )
    if form >= 2:  # a third horn in the middle
        c.poly(T.GOLD, [P(-0.05, -0.78), P(0, -0.98 if form == 3 else -0.9), P(0.05, -0.78)])
    # the Taotie mask: a broad head, heavy brows, bulging eyes, fangs
    c.ellipse(head, 0, -0.5 * v, 0.68 * v, 0.56 * v)
    c.ellipse(T.lighter(head, 0.12), 0, -0.6 * v, 0.5 * v, 0.26 * v)
    c.text("年", 0.26 * v, T.GOLD, 0, -0.63 * v, serif=True, outline=T.darker(head, 0.45))
    for side in (-1, 1):
        ex = side * 0.17
        c.ellipse(T.HIGHLIGHT, ex * v, -0.46 * v, 0.14 * v, 0.1 * v)
        c.ellipse(T.INK, ex * v, -0.46 * v, 0.035 * v, 0.09 * v)
        c.line(T.darker(head, 0.45), P(ex - side * 0.09, -0.55), P(ex + side * 0.1, -0.5), 0.04 * v)
    c.ellipse(MOUTH, 0, -0.32 * v, 0.4 * v, 0.12 * v)
    for fx in (-0.12, 0.12):
        c.poly(IVORY, [P(fx - 0.035, -0.37), P(fx + 0.035, -0.37), P(fx, -0.27)])
        c.poly(IVORY, [P(fx * 0.5 - 0.025, -0.27), P(fx * 0.5 + 0.025, -0.27), P(fx * 0.5, -0.33)])
    # the form, on a gold medallion at the chest
    c.circle(T.GOLD, 0.3 * v, -0.14 * v, 0.1 * v)
    c.circle(T.GOLD_DARK, 0.3 * v, -0.14 * v, 0.1 * v, width=0.018 * v)
    c.text(str(form), 0.16 * v, T.INK, 0.3 * v, -0.145 * v)
    return c.finish()


def draw_yao(surface, theme: T.Theme, pos, size: float, kind: str) -> pygame.Rect:
    """A Yao monster token: Wangliang (threat one) pale, Zhujian (threat two) dark, with its glyph;
    returns the rect it was drawn in."""
    ghost = kind == "wangliang"
    if ghost:
        _blit(surface, _shadow(size, 0.36, 0.12, 70), pos)
    else:
        _blit(surface, _shadow(size, 0.66, 0.22, 120), pos)
    sprite = _cached(("yao", round(size, 2), ghost), lambda: _paint_yao(theme, size, ghost))
    return _blit(surface, sprite, pos)


def _paint_yao(theme: T.Theme, size: float, ghost: bool):
    if ghost:  # Wangliang: a small pale ghost floating above the tile
        c = _Canvas(theme, size, -0.3, -0.74, 0.3, 0.02)
        hem = []
        for i in range(9):
            x = 0.2 - 0.4 * i / 8
            hem.append((x, -0.12 + (0.04 if i % 2 else -0.01)))
        c.poly(WANGLIANG, [(0.2, -0.42)] + hem + [(-0.2, -0.42)])
        c.circle(WANGLIANG, 0, -0.44, 0.22)
        c.ellipse(T.lighter(WANGLIANG, 0.5), -0.06, -0.52, 0.16, 0.1)
        for side in (-1, 1):  # wispy arms
            c.poly(
                WANGLIANG,
                [
                    (side * 0.18, -0.36),
                    (side * 0.28, -0.3),
                    (side * 0.27, -0.24),
                    (side * 0.18, -0.27),
                ],
            )
        c.text("魍", 0.3, WANGLIANG_INK, 0, -0.37, serif=True)
        return c.finish(outline=T.darker(WANGLIANG_INK, 0.8))
    # Zhujian: a bigger, darker, boar-like brute with tusks and bristles
    c = _Canvas(theme, size, -0.4, -0.9, 0.4, 0.1)
    _base(c, 0.62, T.darker(ZHUJIAN, 0.6))
    for i in range(7):  # bristles along the back
        x = -0.2 + i * 0.066
        c.poly(
            T.darker(ZHUJIAN, 0.6),
            [(x - 0.04, -0.62), (x, -0.8 + 0.03 * abs(i - 3)), (x + 0.04, -0.62)],
        )
    for side in (-1, 1):  # ears
        c.poly(
            T.darker(ZHUJIAN, 0.8),
            [(side * 0.14, -0.66), (side * 0.3, -0.78), (side * 0.27, -0.56)],
        )
        c.poly(ZHUJIAN_SNOUT, [(side * 0.17, -0.66), (side * 0.27, -0.74), (side * 0.25, -0.6)])
    c.circle(ZHUJIAN, 0, -0.4, 0.32)
    c.circle(T.lighter(ZHUJIAN, 0.12), -0.04, -0.47, 0.22)
    c.text("犍", 0.32, T.TEXT, 0, -0.47, serif=True, outline=T.darker(ZHUJIAN, 0.5))
    c.ellipse(ZHUJIAN_SNOUT, 0, -0.17, 0.22, 0.12)  # the snout
    for side in (-1, 1):
        c.ellipse(T.darker(ZHUJIAN_SNOUT, 0.5), side * 0.045, -0.17, 0.04, 0.05)
        c.poly(IVORY, [(side * 0.1, -0.16), (side * 0.2, -0.3), (side * 0.16, -0.15)])  # tusks
        c.circle(T.HIGHLIGHT, side * 0.19, -0.58, 0.03)  # small mean eyes
        c.circle(T.INK, side * 0.19, -0.58, 0.013)
    return c.finish()
