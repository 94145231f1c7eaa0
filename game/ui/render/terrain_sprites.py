"""The cached sprites of the Village map (rulebook: the Terrain tiles and the Scorched Earth tokens).

Each Terrain tile's look -- printed top face (rice paddies, tea terraces, ink-wash peaks), gold rim,
slab and bamboo supports -- its soft shadow on the table, the hover outline, a lit tile's halo and
ring, and a Scorched Earth token are drawn once per terrain level and hex size (drawn `SS` times
larger, then smoothscaled down) into `_cached` sprites, emptied when the palette changes; the map
(`village.VillageRenderer`) only blits them.  Also the tilted-hex geometry they share with it
(`TILT`, `LEVEL_HEIGHT`, `SLAB`, `name_drop`).
"""

from __future__ import annotations

import math
import random

import pygame

from .. import theme as T

TILT = 0.62  # how much the table is tipped towards the viewer (1 = straight down)
LEVEL_HEIGHT = 0.42  # platform height per level, in hex radii
SLAB = 0.14  # thickness of a tile, in hex radii
SS = 2  # cached sprites are drawn this many times larger, then smoothscaled down (soft edges)

# Printed-art colours used only on the map (the terrain colours themselves are in the theme).
PADDY_WATER = (150, 196, 140)  # water shining between rows of rice
TEA_BUSH = (100, 128, 50)  # tea bushes on the highland terraces
INK_BLUE = (30, 46, 88)  # ink of the painted mountain peaks
CLOUD = (222, 232, 246)  # auspicious clouds around the peaks
TABLE_SHADOW = (8, 4, 2)  # shadows cast on the wooden table
EMBER = (226, 104, 32)  # the glowing edge of a Scorched Earth token

#: Where the bamboo supports stand under a platform, on the unit hex (x right, y towards the viewer).
SUPPORTS = {
    1: ((-0.5, 0.5), (0.5, 0.5)),
    2: ((-0.68, 0.34), (-0.24, 0.7), (0.24, 0.7), (0.68, 0.34)),
}


# --- cached sprites ---------------------------------------------------------------------------------

_CACHE: dict[tuple, object] = {}
T.on_palette_change(_CACHE.clear)  # sprites are painted in the palette's colours


def name_drop(size: float) -> float:
    """How far below the centre of a tile's face its name is printed (along the front edge)."""
    return size * 0.98 * TILT * 0.55


def _cached(key: tuple, build):
    """One sprite per key; the cache is emptied when it grows (e.g. after many window resizes)."""
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) > 400:
            _CACHE.clear()
        hit = _CACHE[key] = build()
    return hit


def _hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The same hexagon as `village.VillageRenderer.hexagon` (pointy top, tipped by TILT)."""
    return [
        (
            cx + r * math.cos(math.radians(60 * k - 30)),
            cy + r * math.sin(math.radians(60 * k - 30)) * TILT,
        )
        for k in range(6)
    ]


def _ring(surface, colour, cx, cy, r: float, width: float) -> None:
    """A hexagonal band of `width` centred on the edge of radius `r` (clean corners)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    pygame.draw.polygon(layer, colour, _hex_points(cx, cy, r + width / 2))
    pygame.draw.polygon(layer, (0, 0, 0, 0), _hex_points(cx, cy, r - width / 2))
    surface.blit(layer, (0, 0))


def _blur(surface: pygame.Surface, factor: int) -> pygame.Surface:
    w, h = surface.get_size()
    small = pygame.transform.smoothscale(surface, (max(1, w // factor), max(1, h // factor)))
    return pygame.transform.smoothscale(small, (w, h))


def _inside_unit(x: float, y: float, m: float = 1.0) -> bool:
    """Whether (x, y) lies in the flat pointy-top unit hexagon scaled by `m`."""
    return abs(x) <= 0.866 * m and abs(y) + 0.577 * abs(x) <= m


def tile_sprite(level: int, size: float, variant: int, name: str, font):
    """A tile with its name printed along its front edge (the unnamed tile is shared)."""
    base = _cached(("tile", level, size, variant), lambda: _build_tile(level, size, variant))
    if not (name and font):
        return base

    def build():
        sprite, (ox, oy) = base
        sprite = sprite.copy()
        colour = T.TERRAIN[level][0]
        image = font.render(name, True, T.darker(colour, 0.38))
        glint = font.render(name, True, T.lighter(colour, 0.35))
        glint.set_alpha(150)
        image.set_alpha(215)
        rect = image.get_rect(center=(round(ox), round(oy + name_drop(size))))
        sprite.blit(glint, rect.move(0, 1))
        sprite.blit(image, rect)
        return sprite, (ox, oy)

    return _cached(("tile", level, size, variant, name), build)


def _build_tile(level: int, size: float, variant: int):
    k = SS
    s = size * k
    r = s * 0.98
    hw = r * math.sqrt(3) / 2
    slab = SLAB * s
    h = level * LEVEL_HEIGHT * s
    pad = 2 * k + s * 0.04
    w = math.ceil(2 * hw + 2 * pad)
    w += -w % k
    height = math.ceil(2 * r * TILT + slab + h + 2 * pad)
    height += -height % k
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    cx, cy = w / 2, pad + r * TILT
    side_colour = T.TERRAIN[level][1]
    if level:
        _draw_supports(surf, level, cx, cy + slab, s, h)
    top = _hex_points(cx, cy, r)
    bottom = [(x, y + slab) for x, y in top]
    # the slab's two faces towards the viewer, lit from the upper left, with a pressed paper layer
    for a, shade in ((1, 0.74), (2, 0.94)):
        b = a + 1
        pygame.draw.polygon(
            surf, T.darker(side_colour, shade), [top[a], top[b], bottom[b], bottom[a]]
        )
        mid = [(x, y + slab * 0.6) for x, y in (top[a], top[b])]
        pygame.draw.line(surf, T.darker(side_colour, shade * 0.86), mid[0], mid[1], k)
        pygame.draw.line(surf, T.darker(side_colour, 0.5), bottom[a], bottom[b], k)
    face = _top_face(level, variant, r, k)
    surf.blit(face, face.get_rect(center=(round(cx), round(cy))))
    _ring(surf, T.GOLD_DARK, cx, cy, r, max(3.0, s * 0.034))
    _ring(surf, T.GOLD, cx, cy, r - k * 0.5, max(2.0, s * 0.02))
    final = pygame.transform.smoothscale(surf, (w // k, height // k))
    return final, (cx / k, cy / k)


def _top_face(level: int, variant: int, r: float, k: int) -> pygame.Surface:
    """The printed top face: soft light from the upper left, the terrain's art, an inner border."""
    fw = math.ceil(r * math.sqrt(3)) + 2
    fh = math.ceil(2 * r * TILT) + 2
    fcx, fcy = fw / 2, fh / 2
    colour = T.TERRAIN[level][0]
    grad = pygame.Surface((3, 3), pygame.SRCALPHA)
    for i in range(3):
        for j in range(3):
            t = (i + j) / 4
            grad.set_at(
                (i, j), (*T.lerp_colour(T.lighter(colour, 0.16), T.darker(colour, 0.9), t), 255)
            )
    face = pygame.transform.smoothscale(grad, (fw, fh))

    def P(x: float, y: float) -> tuple[float, float]:  # flat unit hex -> face pixels
        return fcx + x * r, fcy + y * r * TILT

    art = pygame.Surface((fw, fh), pygame.SRCALPHA)
    rng = random.Random(level * 97 + variant * 13 + 5)
    (_paint_plains, _paint_highlands, _paint_mountains)[level](art, P, r, k, rng, colour)
    pygame.draw.polygon(art, (*T.darker(colour, 0.7), 150), _hex_points(fcx, fcy, r * 0.87), k)
    face.blit(art, (0, 0))
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), _hex_points(fcx, fcy, r))
    face.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return face


def _paint_plains(art, P, r, k, rng, colour) -> None:
    """Rice paddies: a raised dike between two fields, rows of seedlings, water shining between."""
    y_left, y_right = rng.uniform(-0.3, 0.1), rng.uniform(-0.1, 0.3)

    def dike_y(x: float) -> float:
        return y_left + (y_right - y_left) * (x + 1) / 2

    def in_field(x: float, y: float, field: int, margin: float) -> bool:
        side = y - dike_y(x)
        return _inside_unit(x, y, 0.82) and (side > margin if field else side < -margin)

    fields = (rng.choice((0.0, 0.12)), rng.choice((1.05, 2.09)))  # row directions (radians)
    furrow = (*T.darker(colour, 0.86), 150)
    tuft = (*T.darker(colour, 0.7), 200)
    water = (*PADDY_WATER, 120)
    for field, angle in enumerate(fields):
        ux, uy = math.cos(angle), math.sin(angle)
        nx, ny = -uy, ux
        o = -1.3 + rng.uniform(0, 0.08)
        while o < 1.3:
            row = []
            t = -1.3
            while t < 1.3:
                x, y = o * nx + t * ux, o * ny + t * uy
                if in_field(x, y, field, 0.07):
                    row.append((x, y))
                t += 0.075
            if len(row) > 1:
                pygame.draw.line(art, furrow, P(*row[0]), P(*row[-1]), k)
            for x, y in row:  # seedlings: two blades each
                x += rng.uniform(-0.01, 0.01)
                pygame.draw.line(art, tuft, P(x, y), P(x - 0.022, y - 0.07), k)
                pygame.draw.line(art, tuft, P(x, y), P(x + 0.02, y - 0.065), k)
            for _ in range(2):  # water glinting between this row and the next
                t = rng.uniform(-0.8, 0.8)
                x, y = (o + 0.085) * nx + t * ux, (o + 0.085) * ny + t * uy
                if in_field(x, y, field, 0.09):
                    pygame.draw.line(art, water, P(x, y), P(x + 0.1 * ux, y + 0.1 * uy), k)
            o += 0.17
    path = [P(x / 10, dike_y(x / 10)) for x in range(-10, 11)]
    pygame.draw.lines(
        art, (*T.darker(colour, 0.8), 170), False, [(x, y + k) for x, y in path], 3 * k
    )
    pygame.draw.lines(art, (*T.lighter(colour, 0.3), 200), False, path, 2 * k)


def _paint_highlands(art, P, r, k, rng, colour) -> None:
    """Tea hills: terraces stepping round a hilltop towards the back, rows of round tea bushes."""
    hx, hy = rng.uniform(-0.25, 0.25), rng.uniform(-0.5, -0.25)
    phase = rng.uniform(0, math.tau)
    riser = (*T.darker(colour, 0.74), 200)
    lip = (*T.lighter(colour, 0.35), 170)
    bush, leaf = (*TEA_BUSH, 230), (*T.lighter(TEA_BUSH, 0.3), 230)

    def contour(radius: float, lift: float = 0.0) -> list[tuple[float, float]]:
        pts = []
        for i in range(49):
            a = math.tau * i / 48
            wobble = 1 + 0.07 * math.sin(3 * a + phase)
            pts.append(
                P(
                    hx + radius * 1.3 * math.cos(a) * wobble,
                    hy + lift + radius * math.sin(a) * wobble,
                )
            )
        return pts

    for n, radius in enumerate((0.26, 0.5, 0.74, 0.98, 1.22, 1.46)):
        if n % 2 == 1:  # a row of tea bushes along this terrace
            steps = int(radius * 30)
            for i in range(steps):
                a = math.tau * (i + 0.5 * (n % 4 == 3)) / steps
                wobble = 1 + 0.07 * math.sin(3 * a + phase)
                rad = radius - 0.12
                x = hx + rad * 1.3 * math.cos(a) * wobble
                y = hy + rad * math.sin(a) * wobble
                if _inside_unit(x, y, 0.82):
                    bx, by = P(x, y)
                    br = 0.05 * r
                    pygame.draw.ellipse(art, bush, (bx - br, by - br * 0.8, br * 2, br * 1.4))
                    pygame.draw.ellipse(art, leaf, (bx - br * 0.6, by - br * 0.7, br, br * 0.6))
        pygame.draw.lines(art, lip, True, contour(radius, -0.03), k)
        pygame.draw.lines(art, riser, True, contour(radius), 2 * k)


def _paint_mountains(art, P, r, k, rng, colour) -> None:
    """Mountains in a Chinese ink style: washed peaks with brushed ridges, rising out of clouds."""
    ink = (*INK_BLUE, 225)
    main_x = rng.uniform(-0.12, 0.12)
    peaks = [  # (x, summit y, half width, near): the near peak is darker and taller
        (main_x - 0.46, -0.5, 0.34, False),
        (main_x + 0.48, -0.58, 0.32, False),
        (main_x, -0.95, 0.44, True),
    ]
    base = 0.44
    for x, top, half, near in peaks:
        wash = T.lerp_colour(colour, INK_BLUE, 0.5 if near else 0.3)
        lit = T.lerp_colour(colour, CLOUD, 0.12 if near else 0.2)
        left, right = [(x - half, base)], [(x + half, base)]
        for i in range(1, 4):  # a ridge with small brush shoulders
            f = i / 4
            left.append((x - half * (1 - f) + rng.uniform(-0.03, 0.03), base + (top - base) * f))
            right.append((x + half * (1 - f) + rng.uniform(-0.03, 0.03), base + (top - base) * f))
        summit = (x + rng.uniform(-0.03, 0.03), top)
        outline = left + [summit] + right[::-1]
        pygame.draw.polygon(art, (*wash, 240), [P(*p) for p in outline])
        spine = [(x + half * 0.1, (top + base) / 2), (x + half * 0.04, base)]
        pygame.draw.polygon(art, (*lit, 220), [P(*p) for p in left + [summit] + spine])
        ridge = [P(*p) for p in outline]
        for i in range(len(ridge) - 1):  # a brush stroke, heavy at the summit, thin at the foot
            near_top = 1 - abs(i - (len(ridge) - 1) / 2) / ((len(ridge) - 1) / 2)
            pygame.draw.line(
                art, ink, ridge[i], ridge[i + 1], max(k, round(k * (1 + 1.6 * near_top)))
            )
        for i in range(3):  # cun strokes: short textured lines on the shaded face
            fx = x + half * (0.22 + 0.17 * i)
            fy = top + (base - top) * (0.4 + 0.14 * i)
            pygame.draw.line(art, (*INK_BLUE, 150), P(fx, fy), P(fx + 0.05, fy + 0.13), k)
        cap = [summit, (summit[0] - half * 0.16, top + 0.14), (summit[0] + half * 0.12, top + 0.12)]
        pygame.draw.polygon(art, (*CLOUD, 200), [P(*p) for p in cap])
    # a band of auspicious cloud across the feet of the peaks, with curling ends
    cloud = (*CLOUD, 190)
    curl = (*T.lerp_colour(CLOUD, colour, 0.6), 230)
    cy = 0.46 + rng.uniform(-0.03, 0.03)
    for i in range(7):
        x = -0.78 + i * 0.26
        rr = 0.11 + 0.03 * (i % 3) / 2
        ex, ey = P(x, cy + (0.025 if i % 2 else -0.025))
        rect = pygame.Rect(0, 0, rr * 2 * r, rr * 2 * r * TILT)
        rect.center = (round(ex), round(ey))
        pygame.draw.ellipse(art, cloud, rect)
    for x, side in ((-0.62, 1), (0.6, -1), (0.02, 1)):
        ex, ey = P(x, cy)
        for rr in (0.09, 0.05):
            rect = pygame.Rect(0, 0, rr * 2 * r, rr * 2 * r * TILT)
            rect.center = (round(ex + side * (0.09 - rr) * r * 0.5), round(ey))
            pygame.draw.arc(art, curl, rect, 0.3, math.pi * 1.6, k)
    # a wisp drifting in the sky beside the near peak
    wisp = [P(main_x + 0.26 + 0.08 * i, -0.32 - 0.025 * math.sin(i * 1.4)) for i in range(5)]
    pygame.draw.lines(art, (*CLOUD, 150), False, wisp, 2 * k)


def _draw_supports(surf, level: int, cx: float, y0: float, s: float, h: float) -> None:
    """The bamboo platform under a raised tile: its supports with node rings, lashed cross braces."""
    w = max(3.0 * SS, s * 0.075)
    tops = [(cx + fx * s, y0 + fy * s * TILT) for fx, fy in SUPPORTS[level]]
    feet = [(x, y + h) for x, y in tops]
    braces = [(0, 1)] if level == 1 else [(0, 1), (2, 3)]
    lashings = []
    for a, b in braces:
        for p, q in ((tops[a], feet[b]), (tops[b], feet[a])):
            p2 = (p[0] + (q[0] - p[0]) * 0.05, p[1] + (q[1] - p[1]) * 0.05 + h * 0.08)
            q2 = (p[0] + (q[0] - p[0]) * 0.95, p[1] + (q[1] - p[1]) * 0.95 - h * 0.04)
            _bamboo(surf, p2, q2, w * 0.5, 0)
            lashings += [p2, q2]
    if level == 2:  # a tie across the front pair
        y = tops[1][1] + h * 0.42
        a, b = (tops[1][0], y), (tops[2][0], y)
        _bamboo(surf, a, b, w * 0.55, 0)
        lashings += [a, b]
    for top, foot in zip(tops, feet, strict=True):
        fr = pygame.Rect(0, 0, w * 1.6, w * 0.6)
        fr.center = (round(foot[0]), round(foot[1]))
        pygame.draw.ellipse(surf, (*TABLE_SHADOW, 120), fr)
        _bamboo(surf, top, foot, w, s * 0.2)
    for x, y in lashings:
        rect = pygame.Rect(0, 0, w * 0.9, w * 0.55)
        rect.center = (round(x), round(y))
        pygame.draw.ellipse(surf, T.darker(T.BAMBOO_DARK, 0.6), rect)


def _bamboo(surf, p, q, w: float, node_gap: float) -> None:
    """A bamboo pole from p to q: lit on the left, shaded on the right, with node rings."""
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    nx, ny = -uy, ux
    if nx > 0 or (nx == 0 and ny > 0):  # n points left / up: towards the light
        nx, ny = -nx, -ny

    def quad(off: float, width: float):
        a, b = off - width / 2, off + width / 2
        return [
            (p[0] + nx * a, p[1] + ny * a),
            (q[0] + nx * a, q[1] + ny * a),
            (q[0] + nx * b, q[1] + ny * b),
            (p[0] + nx * b, p[1] + ny * b),
        ]

    pygame.draw.polygon(surf, T.darker(T.BAMBOO_DARK, 0.6), quad(0, w + 2 * SS))
    pygame.draw.polygon(surf, T.BAMBOO, quad(0, w))
    pygame.draw.polygon(surf, T.BAMBOO_DARK, quad(-w * 0.3, w * 0.35))
    pygame.draw.polygon(surf, T.lighter(T.BAMBOO, 0.4), quad(w * 0.22, w * 0.2))
    if node_gap <= 0:
        return
    d = node_gap * 0.7
    while d < length - node_gap * 0.3:
        c = (p[0] + ux * d, p[1] + uy * d)
        half = w / 2 + SS
        a = (c[0] + nx * half, c[1] + ny * half)
        b = (c[0] - nx * half, c[1] - ny * half)
        pygame.draw.line(surf, T.darker(T.BAMBOO_DARK, 0.7), a, b, max(SS, round(w * 0.25)))
        lo = (ux * w * 0.22, uy * w * 0.22)
        pygame.draw.line(
            surf,
            T.lighter(T.BAMBOO, 0.45),
            (a[0] + lo[0] - nx * SS, a[1] + lo[1] - ny * SS),
            (b[0] + lo[0] + nx * SS, b[1] + lo[1] + ny * SS),
            SS,
        )
        d += node_gap


def shadow_sprite(level: int, size: float):
    return _cached(("shadow", level, size), lambda: _build_shadow(level, size))


def _build_shadow(level: int, size: float):
    """A soft shadow on the table: under the tile, and cast down-right by a raised platform."""
    h = level * LEVEL_HEIGHT * size
    dx, dy = h * 0.5 + size * 0.05, h * 0.2 + size * 0.05  # light from the upper left
    r = size * 0.98
    pad = size * 0.25
    w = math.ceil(r * math.sqrt(3) + dx + 2 * pad)
    height = math.ceil(2 * r * TILT + dy + 2 * pad)
    surf = pygame.Surface((w, height), pygame.SRCALPHA)
    ox, oy = pad + r * math.sqrt(3) / 2, pad + r * TILT
    alpha = 80 + 20 * level
    pygame.draw.polygon(surf, (*TABLE_SHADOW, alpha * 2 // 3), _hex_points(ox, oy, r))
    pygame.draw.polygon(surf, (*TABLE_SHADOW, alpha), _hex_points(ox + dx, oy + dy, r))
    if level:
        lw = max(2.0, size * 0.05)
        for fx, fy in SUPPORTS[level]:
            fx, fy = ox + fx * size, oy + fy * size * TILT
            pygame.draw.line(surf, (*TABLE_SHADOW, alpha), (fx, fy), (fx + dx, fy + dy), round(lw))
    return _blur(surf, max(2, round(size / 10))), (ox, oy)


def hover_sprite(size: float):
    def build():
        r = size * 0.98
        pad = size * 0.1
        w, h = math.ceil(r * math.sqrt(3) + 2 * pad), math.ceil(2 * r * TILT + 2 * pad)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        cx, cy = w / 2, h / 2
        pygame.draw.polygon(surf, (255, 250, 232, 30), _hex_points(cx, cy, r))
        _ring(surf, (255, 246, 220, 235), cx, cy, r, max(2.0, size * 0.035))
        return surf, (cx, cy)

    return _cached(("hover", size), build)


def glow_sprites(colour: tuple, size: float):
    """A highlighted tile: a soft halo (pulsing) and a solid ring in `colour` with ink edges."""

    def build():
        r = size * 0.98
        pad = size * 0.3
        w, h = math.ceil(r * math.sqrt(3) + 2 * pad), math.ceil(2 * r * TILT + 2 * pad)
        cx, cy = w / 2, h / 2
        line = max(3.0, size * 0.07)
        halo = pygame.Surface((w, h), pygame.SRCALPHA)
        _ring(halo, (*colour, 170), cx, cy, r + line * 0.5, line * 2.6)
        halo = _blur(halo, max(2, round(size / 14)))
        ring = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.polygon(ring, (*colour, 40), _hex_points(cx, cy, r))
        _ring(ring, (*T.INK, 220), cx, cy, r, line + 3)
        _ring(ring, (*colour, 255), cx, cy, r, line)
        return halo, ring, (cx, cy)

    return _cached(("glow", colour, size), build)


def scorch_sprite(size: float) -> pygame.Surface:
    """A Scorched Earth token: a charred patch with glowing cracks and embers at its edge."""

    def build():
        rad = size * 0.34 * SS
        w, h = math.ceil(rad * 2.3), math.ceil(rad * 2.3 * TILT)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        rng = random.Random(7)
        cx, cy = w / 2, h / 2
        edge = []
        for i in range(14):
            a = math.tau * i / 14
            rr = rad * rng.uniform(0.78, 1.0)
            edge.append((cx + math.cos(a) * rr, cy + math.sin(a) * rr * TILT))
        pygame.draw.polygon(surf, (*EMBER, 150), edge)
        inner = [(cx + (x - cx) * 0.86, cy + (y - cy) * 0.86) for x, y in edge]
        pygame.draw.polygon(surf, (48, 24, 14, 215), inner)
        core = [(cx + (x - cx) * 0.5, cy + (y - cy) * 0.5) for x, y in edge]
        pygame.draw.polygon(surf, (24, 12, 8, 235), core)
        for i in range(5):  # glowing cracks
            a = math.tau * i / 5 + rng.uniform(-0.3, 0.3)
            pts = [(cx, cy)]
            for f in (0.35, 0.6, 0.8):
                a += rng.uniform(-0.35, 0.35)
                pts.append((cx + math.cos(a) * rad * f, cy + math.sin(a) * rad * f * TILT))
            pygame.draw.lines(surf, (*EMBER, 220), False, pts, SS)
        return pygame.transform.smoothscale(surf, (max(1, w // SS), max(1, h // SS)))

    return _cached(("scorch", size), build)
