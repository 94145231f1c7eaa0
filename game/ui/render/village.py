"""The Village map on the table, in pseudo-3D.

Hexagonal Terrain tiles seen from above at an angle: plains lie on the table (green); highlands sit on
a bamboo platform with 2 supports (yellow); mountains on a taller one with 4 supports (blue).  Tiles
are drawn back to front with side faces and shadows so height reads at a glance; Lions, the Nian
beast and the Yao monsters stand on the top faces.  Geometry comes from `game.core.hexgrid`.
"""

from __future__ import annotations

import math

import pygame

from game.core import hexgrid
from game.core.state import GameState
from game.core.village import Village

from .. import theme as T
from ..widgets import draw_text
from .pieces import draw_lion, draw_nian, draw_yao

TILT = 0.62  # how much the table is tipped towards the viewer (1 = straight down)
LEVEL_HEIGHT = 0.42  # platform height per level, in hex radii
SLAB = 0.14  # thickness of a tile, in hex radii


class VillageRenderer:
    """Lays out the map inside a rectangle and draws it; answers which tile is under the mouse."""

    def __init__(self) -> None:
        self.village: Village | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 40.0
        self.origin = (0.0, 0.0)
        self._order: list[int] = []

    # --- geometry ---------------------------------------------------------------------------------

    def layout(
        self, rect: pygame.Rect, village: Village, extra: list[hexgrid.Axial] | None = None
    ) -> None:
        """Fit `village` (and any `extra` empty hexes, e.g. where a tile may be placed) in `rect`."""
        self.village = village
        self.rect = rect
        coords = list(village.coords) + list(extra or [])
        if not coords:
            self.size = min(rect.width, rect.height) / 8
            self.origin = rect.center
            self._order = []
            return
        pts = [hexgrid.axial_to_pixel(c, 1.0) for c in coords]
        xs = [p[0] for p in pts]
        ys = [p[1] * TILT for p in pts]
        span_w = (max(xs) - min(xs)) + math.sqrt(3) + 0.4
        span_h = (max(ys) - min(ys)) + 2 * TILT + 2 * LEVEL_HEIGHT + SLAB + 0.6
        self.size = max(12.0, min(rect.width / span_w, rect.height / span_h))
        cx = (max(xs) + min(xs)) / 2
        cy = (max(ys) + min(ys)) / 2
        self.origin = (
            rect.centerx - cx * self.size,
            rect.centery - cy * self.size + LEVEL_HEIGHT * self.size * 0.7,
        )
        self._order = sorted(range(len(village)), key=lambda i: (pts[i][1], pts[i][0]))
        if len(coords) == 1:  # a single hex: keep a sensible size
            self.size = min(self.size, min(rect.width, rect.height) / 4)

    def base_center(self, tile: int) -> tuple[float, float]:
        """Centre of the tile's footprint on the table."""
        x, y = hexgrid.axial_to_pixel(self.village.coords[tile], self.size)
        return self.origin[0] + x, self.origin[1] + y * TILT

    def height(self, level: int) -> float:
        return level * LEVEL_HEIGHT * self.size

    def top_center(self, tile: int) -> tuple[float, float]:
        """Centre of the tile's top face (where pieces stand)."""
        x, y = self.base_center(tile)
        return x, y - self.height(self.village.levels[tile]) - SLAB * self.size

    def board_point(self) -> tuple[float, float]:
        """Where a Lion on its player board is shown leaving from (below the map)."""
        return self.rect.centerx, self.rect.bottom - self.size * 0.2

    def hexagon(self, center: tuple[float, float], scale: float = 1.0) -> list[tuple[float, float]]:
        cx, cy = center
        r = self.size * scale * 0.98
        return [
            (
                cx + r * math.cos(math.radians(60 * k - 30)),
                cy + r * math.sin(math.radians(60 * k - 30)) * TILT,
            )
            for k in range(6)
        ]

    def hit(self, pos: tuple[int, int]) -> int:
        """The tile whose top face is under `pos` (front tiles first), or -1."""
        if self.village is None:
            return -1
        for tile in reversed(self._order):
            if _inside(pos, self.hexagon(self.top_center(tile))):
                return tile
        return -1

    def hex_at(self, pos: tuple[int, int]) -> hexgrid.Axial:
        """The axial hex under `pos` on the table (for placing tiles while building)."""
        x = (pos[0] - self.origin[0]) / self.size
        y = (pos[1] - self.origin[1]) / (self.size * TILT)
        q = (math.sqrt(3) / 3 * x - y / 3) / 1.0
        r = 2 / 3 * y
        return _hex_round(q, r)

    def empty_hex_center(self, hex_: hexgrid.Axial) -> tuple[float, float]:
        x, y = hexgrid.axial_to_pixel(hex_, self.size)
        return self.origin[0] + x, self.origin[1] + y * TILT

    # --- drawing ----------------------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        theme: T.Theme,
        st: GameState,
        highlights: dict[int, tuple] | None = None,
        labels: dict[int, str] | None = None,
        path: list[int] | None = None,
        hidden: set[tuple[int, int]] | None = None,
        hover: int = -1,
        hidden_monsters: set[int] | None = None,
    ) -> dict[int, pygame.Rect]:
        """Draw the map; returns the rect of each tile's badge (a badge is clickable too)."""
        badges: dict[int, pygame.Rect] = {}
        if self.village is None:
            return badges
        highlights = highlights or {}
        labels = labels or {}
        hidden = hidden or set()
        lions_at: dict[int, list[tuple[int, int]]] = {}
        for p in st.players:
            for slot in (0, 1):
                if p.lion[slot] >= 0 and p.lion_tile[slot] >= 0 and (p.seat, slot) not in hidden:
                    lions_at.setdefault(p.lion_tile[slot], []).append((p.seat, slot))
        for tile in self._order:
            self._draw_tile(surface, tile, st, highlights.get(tile), tile == hover)
            cx, cy = self.top_center(tile)
            if st.scorched_at and st.scorched_at[tile]:
                self._draw_scorch(surface, (cx, cy))
            pieces = []
            falling = hidden_monsters and tile in hidden_monsters  # still dropping in (animation)
            if st.nian_form and st.nian_tile == tile and not falling:
                pieces.append(("nian", st.nian_form))
            if st.monster_at and st.monster_at[tile] >= 0 and not falling:
                pieces.append(("yao", st.monster_at[tile]))
            pieces += [("lion", ss) for ss in lions_at.get(tile, [])]
            n = len(pieces)
            for k, piece in enumerate(pieces):
                dx = (k - (n - 1) / 2) * self.size * 0.55
                pos = (cx + dx, cy)
                if piece[0] == "nian":
                    draw_nian(surface, theme, pos, self.size, piece[1])
                elif piece[0] == "yao":
                    kind = st.catalogue.yao[piece[1]].kind
                    draw_yao(surface, theme, pos, self.size, kind)
                else:
                    seat, slot = piece[1]
                    draw_lion(surface, theme, pos, self.size, seat, slot)
            if tile in labels:
                badges[tile] = self._draw_badge(
                    surface, theme, (cx, cy - self.size * 0.15), labels[tile], highlights.get(tile)
                )
        if path:
            self._draw_path(surface, path)
        return badges

    def _draw_tile(self, surface, tile: int, st: GameState, glow, hovered: bool) -> None:
        level = self.village.levels[tile]
        top_colour, side_colour = T.TERRAIN[level]
        bx, by = self.base_center(tile)
        h = self.height(level)
        slab = SLAB * self.size
        # shadow on the table
        shadow = pygame.Surface((int(self.size * 2.6), int(self.size * 1.6)), pygame.SRCALPHA)
        pygame.draw.ellipse(shadow, (0, 0, 0, 40 + 25 * level), shadow.get_rect())
        surface.blit(shadow, shadow.get_rect(center=(bx + h * 0.35, by + self.size * 0.18)))
        # bamboo supports under raised platforms: 2 for highlands, 4 for mountains
        if level:
            top = by - h
            legs = [-0.55, 0.55] if level == 1 else [-0.7, -0.25, 0.25, 0.7]
            for lx in legs:
                x = bx + lx * self.size * 0.78
                foot = by + self.size * TILT * 0.35 * (1 if abs(lx) < 0.5 else 0.6)
                pygame.draw.line(
                    surface,
                    T.BAMBOO_DARK,
                    (x + 2, top),
                    (x + 2, foot),
                    max(3, int(self.size * 0.09)),
                )
                pygame.draw.line(
                    surface, T.BAMBOO, (x, top), (x, foot), max(2, int(self.size * 0.07))
                )
                for j in (0.33, 0.66):  # bamboo nodes
                    yy = top + (foot - top) * j
                    pygame.draw.line(surface, T.BAMBOO_DARK, (x - 3, yy), (x + 3, yy), 2)
        # the slab: side faces then the top face
        top_c = (bx, by - h - slab)
        top_hex = self.hexagon(top_c)
        bottom_hex = [(x, y + slab) for x, y in top_hex]
        for k in (0, 1, 2):  # the three faces towards the viewer
            a, b = k, (k + 1) % 6
            face = [top_hex[a], top_hex[b], bottom_hex[b], bottom_hex[a]]
            shade = T.darker(side_colour, 0.85 + 0.08 * k)
            pygame.draw.polygon(surface, shade, face)
        colour = T.lighter(top_colour, 0.15) if hovered else top_colour
        pygame.draw.polygon(surface, colour, top_hex)
        inner = self.hexagon(top_c, 0.82)
        pygame.draw.polygon(surface, T.lighter(colour, 0.08), inner)
        pygame.draw.polygon(surface, T.darker(top_colour, 0.6), top_hex, 2)
        if glow:
            pygame.draw.polygon(surface, glow, top_hex, max(3, int(self.size * 0.09)))

    def _draw_scorch(self, surface, pos) -> None:
        r = int(self.size * 0.32)
        s = pygame.Surface((r * 2, r * 2), pygame.SRCALPHA)
        pygame.draw.ellipse(s, (40, 20, 10, 170), s.get_rect())
        pygame.draw.ellipse(s, (200, 80, 20, 200), s.get_rect(), 2)
        surface.blit(s, s.get_rect(center=(pos[0], pos[1] + self.size * 0.2)))

    def _draw_badge(self, surface, theme, pos, text: str, colour) -> pygame.Rect:
        font = theme.font(14, bold=True)
        w, h = font.size(text)
        rect = pygame.Rect(0, 0, w + 12, h + 4)
        rect.center = (int(pos[0]), int(pos[1]))
        pygame.draw.rect(surface, T.INK, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, colour or T.GOLD, rect, 2, border_radius=rect.height // 2)
        draw_text(surface, text, font, T.TEXT, rect.center, anchor="center")
        return rect

    def _draw_path(self, surface, path: list[int]) -> None:
        pts = [self.top_center(t) for t in path]
        for a, b in zip(pts, pts[1:], strict=False):
            pygame.draw.line(surface, T.HIGHLIGHT, a, b, 3)
        for p in pts:
            pygame.draw.circle(surface, T.HIGHLIGHT, (int(p[0]), int(p[1])), 5)


def _inside(pos, poly) -> bool:
    x, y = pos
    inside = False
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1 + 1e-9) + x1:
            inside = not inside
    return inside


def _hex_round(q: float, r: float) -> hexgrid.Axial:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)
