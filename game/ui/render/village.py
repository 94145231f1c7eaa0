"""The Village map on the table, in pseudo-3D.

Hexagonal Terrain tiles seen from above at an angle: plains lie on the table (green); highlands sit on
a bamboo platform with 2 supports (yellow); mountains on a taller one with 4 supports (blue).  Tiles
are drawn back to front with side faces and shadows so height reads at a glance; Lions, the Nian
beast and the Yao monsters stand on the top faces.  Geometry comes from `game.core.hexgrid`.

Each tile's look (printed top face, gold rim, slab, bamboo supports) and its soft shadow on the table
are drawn once per terrain level and hex size into cached sprites (`terrain_sprites`), so a frame
only blits them.  Names are never printed under 12 px at 1280x720 (issue 42): a name its tile's
front edge cannot hold at that size, or that a tile or piece in front hides, is printed on a plate
above the terrain (`_name_plates`), on its own face if it can, else beside its tile and tied to it
by a thin line; the map fits its rectangle by what it really covers (`_extent`: faces, platforms,
shadows and the pieces standing on the back row).

Zoom and pan (issue 8, accessibility: "UI scale 75-200%"): `layout` fits the whole map in its
rectangle (zoom 1); `zoom_at` magnifies it about a point in steps of `ZOOM_STEP` up to `MAX_ZOOM`
and `pan_by` slides it, always keeping part of the map in view.  Every position the board uses --
`top_center`, `hit`, `base_center` -- comes from the zoomed `size` and `origin`, so clicks, hovers,
highlights, badges, animations and the keyboard focus all follow the view.
"""

from __future__ import annotations

import math

import pygame

from game.core import hexgrid
from game.core.state import GameState
from game.core.village import Village
from game.i18n import name as component_name

from .. import theme as T
from .map_labels import MapLabels, Shown, _inside
from .pieces import draw_lion, draw_nian, draw_yao
from .terrain_sprites import (
    LEVEL_HEIGHT,
    SLAB,
    TILT,
    glow_sprites,
    hover_sprite,
    scorch_sprite,
    shadow_sprite,
    tile_sprite,
)

ZOOM_STEP = 1.25  # one wheel notch or one + / - key press (discrete, so tile sprites are reused)
MAX_ZOOM = ZOOM_STEP**6  # about 3.8 times the size at which the whole map fits
NAME_PX = 12  # the smallest a tile's name is printed, in design pixels (issue 42)
NAME_PX_LARGE = 10  # above 100% UI scale: the scale's own small print, if larger than 12 px


class VillageRenderer(MapLabels):
    """Lays out the map inside a rectangle and draws it; answers which tile is under the mouse."""

    def __init__(self) -> None:
        self.village: Village | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.bounds = pygame.Rect(0, 0, 0, 0)  # where the map may print (its region): plates
        self.keep_clear: list[pygame.Rect] = []  # what is drawn over the map there (the chips)
        self.size = 40.0
        self.origin = (0.0, 0.0)
        self._order: list[int] = []
        self.fit_size = 40.0  # the size and origin at which the whole map fits `rect` (zoom 1)
        self.fit_origin = (0.0, 0.0)
        self.span = (0.0, 0.0)  # the extent of the tiles' faces on screen at zoom 1
        self.zoom = 1.0
        self.pan = (0.0, 0.0)  # how far the view is slid, in pixels
        self._plates: tuple[tuple, list] = ((), [])  # the names printed on top, for one table
        self._moved: set[int] = set()  # tiles whose name is on a plate along the back edge
        self._raised: set[int] = set()  # names printed larger than their tile, for the UI scale
        self.shown = Shown({}, set(), {}, [])  # what the last drawing placed where

    # --- geometry ---------------------------------------------------------------------------------

    def layout(
        self,
        rect: pygame.Rect,
        village: Village,
        extra: list[hexgrid.Axial] | None = None,
        bounds: pygame.Rect | None = None,
    ) -> None:
        """Fit `village` (and any `extra` empty hexes, e.g. where a tile may be placed) in `rect`;
        the zoom and pan are kept (clamped to the new rectangle).  Name plates stay inside
        `bounds` (default: `rect`)."""
        self.village = village
        self.rect = rect
        self.bounds = pygame.Rect(bounds or rect)
        coords = list(village.coords) + list(extra or [])
        if not coords:
            self.size = min(rect.width, rect.height) / 8
            self.origin = rect.center
            self._order = []
            self._fitted(0.0, 0.0)
            return
        pts = [hexgrid.axial_to_pixel(c, 1.0) for c in coords]
        levels = list(village.levels) + [0] * (len(coords) - len(village.coords))
        left, top, right, bottom = _extent(pts, levels)
        span_w, span_h = right - left, bottom - top
        self.size = max(12.0, min(rect.width / span_w, rect.height / span_h))
        if len(coords) == 1:  # a single hex: keep a sensible size
            self.size = min(self.size, min(rect.width, rect.height) / 4)
        self.origin = (
            rect.centerx - (left + right) / 2 * self.size,
            rect.centery - (top + bottom) / 2 * self.size,
        )
        self._order = sorted(range(len(village)), key=lambda i: (pts[i][1], pts[i][0]))
        # the view slides by the tiles' faces (the pieces and platforms may leave the rectangle)
        tops = [y * TILT - lv * LEVEL_HEIGHT for (_x, y), lv in zip(pts, levels, strict=True)]
        faces_w = right - left - 0.2
        faces_h = max(tops) - min(tops) + 2 * TILT
        self._fitted(faces_w * self.size, faces_h * self.size)

    def footprint(self) -> pygame.Rect:
        """The rectangle the whole map (tiles, the pieces on them, their shadows) covers now."""
        if self.village is None or not len(self.village):
            return pygame.Rect(self.rect.center, (0, 0))
        pts = [hexgrid.axial_to_pixel(c, 1.0) for c in self.village.coords]
        left, top, right, bottom = _extent(pts, list(self.village.levels))
        s, (ox, oy) = self.size, self.origin
        return pygame.Rect(ox + left * s, oy + top * s, (right - left) * s, (bottom - top) * s)

    def tile_boxes(self) -> list[pygame.Rect]:
        """Each tile's box on screen (its face, slab and platform, the pieces standing on it)."""
        boxes = []
        for tile in range(len(self.village) if self.village is not None else 0):
            (x, y), s = self.base_center(tile), self.size
            level = self.village.levels[tile]
            top = y - s * (level * LEVEL_HEIGHT + SLAB + PIECE_TOP)
            boxes.append(pygame.Rect(x - s * 0.9, top, s * 1.8, y + s * 0.66 - top))
        return boxes

    def shift(self, dx: float, dy: float) -> None:
        """Move the fitted map by (dx, dy) pixels (to keep it clear of something in its rect)."""
        self.fit_origin = (self.fit_origin[0] + dx, self.fit_origin[1] + dy)
        self._apply_view()

    # --- zoom and pan -----------------------------------------------------------------------------

    def _fitted(self, span_w: float, span_h: float) -> None:
        """Remember the fitted view and apply the current zoom and pan to it."""
        self.fit_size, self.fit_origin = self.size, self.origin
        self.span = (span_w, span_h)
        self._apply_view()

    @property
    def zoomed(self) -> bool:
        return self.zoom > 1.0001

    def _apply_view(self) -> None:
        """size and origin from the fitted ones, the zoom (about the rectangle's centre) and the pan."""
        self.zoom = max(1.0, min(MAX_ZOOM, self.zoom))
        cx, cy = self.rect.center
        # the map may slide until its edge reaches the rectangle's edge (not at all when it fits)
        room_x = max(0.0, (self.span[0] * self.zoom - self.rect.width) / 2) + self.rect.width * 0.1
        room_y = (
            max(0.0, (self.span[1] * self.zoom - self.rect.height) / 2) + self.rect.height * 0.1
        )
        if not self.zoomed:
            room_x = room_y = 0.0
        self.pan = (
            max(-room_x, min(room_x, self.pan[0])),
            max(-room_y, min(room_y, self.pan[1])),
        )
        self.size = self.fit_size * self.zoom
        self.origin = (
            cx + (self.fit_origin[0] - cx) * self.zoom + self.pan[0],
            cy + (self.fit_origin[1] - cy) * self.zoom + self.pan[1],
        )

    def zoom_at(self, pos: tuple[float, float], steps: int) -> bool:
        """Zoom in (`steps` > 0) or out by whole steps, keeping the point under `pos` still;
        returns whether the view changed."""
        old = self.zoom
        k = round(math.log(max(1.0, old), ZOOM_STEP)) + steps
        new = max(1.0, min(MAX_ZOOM, ZOOM_STEP ** max(0, k)))
        if abs(new - old) < 1e-6:
            return False
        cx, cy = self.rect.center
        px, py = pos
        f = new / old
        self.pan = (
            px - cx - (px - cx - self.pan[0]) * f,
            py - cy - (py - cy - self.pan[1]) * f,
        )
        self.zoom = new
        self._apply_view()
        return True

    def pan_by(self, dx: float, dy: float) -> None:
        """Slide the view (only while zoomed in: the whole map fits at zoom 1)."""
        self.pan = (self.pan[0] + dx, self.pan[1] + dy)
        self._apply_view()

    def reset_view(self) -> None:
        """Back to the whole map."""
        self.zoom, self.pan = 1.0, (0.0, 0.0)
        self._apply_view()

    def reveal(self, tile: int, view: pygame.Rect | None = None) -> None:
        """Slide the view so `tile` is inside `view` (default: the map's rectangle)."""
        if self.village is None or not 0 <= tile < len(self.village) or not self.zoomed:
            return
        view = (view or self.rect).inflate(-round(self.size * 2), -round(self.size * 1.6))
        x, y = self.top_center(tile)
        dx = view.left - x if x < view.left else view.right - x if x > view.right else 0
        dy = view.top - y if y < view.top else view.bottom - y if y > view.bottom else 0
        if dx or dy:
            self.pan_by(dx, dy)

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
        pulse: float | None = None,
    ) -> dict[int, pygame.Rect]:
        """Draw the map; returns the rect of each tile's badge (a badge is clickable too).  Lit
        tiles' halos pulse with `pulse` (0-1; by default the clock's `pulse_now`)."""
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
        for tile in self._order:  # shadows fall on the table, under every tile
            self._draw_shadow(surface, tile)
        pulse = pulse_now() if pulse is None else pulse
        names: list[tuple[int, pygame.Rect, str, pygame.font.Font, int]] = []
        pieces_drawn: list[tuple[int, pygame.Rect]] = []  # (tile's place in that order, rect)
        for k_tile, tile in enumerate(self._order):
            name, font = self._tile_label(theme, st, tile)
            self._draw_tile(surface, tile, name, font, highlights.get(tile), tile == hover, pulse)
            if name:
                names.append((k_tile, self._label_rect(tile, name, font), name, font, tile))
            cx, cy = self.top_center(tile)
            if st.scorched_at and st.scorched_at[tile]:
                # the mark lies over the tile's name, as a piece does
                pieces_drawn.append((k_tile, self._draw_scorch(surface, (cx, cy))))
            # Lions (facing left) first, monsters to their right and in front of their tails
            pieces: list[tuple] = [("lion", ss) for ss in lions_at.get(tile, [])]
            falling = hidden_monsters and tile in hidden_monsters  # still dropping in (animation)
            if st.monster_at and st.monster_at[tile] >= 0 and not falling:
                pieces.append(("yao", st.monster_at[tile]))
            if st.nian_form and st.nian_tile == tile and not falling:
                pieces.append(("nian", st.nian_form))
            n = len(pieces)
            for k, piece in enumerate(pieces):
                dx = (k - (n - 1) / 2) * self.size * 0.55
                pos = (cx + dx, cy)
                if piece[0] == "nian":
                    covers = draw_nian(surface, theme, pos, self.size, piece[1])
                elif piece[0] == "yao":
                    kind = st.catalogue.yao[piece[1]].kind
                    covers = draw_yao(surface, theme, pos, self.size, kind)
                else:
                    seat, slot = piece[1]
                    covers = draw_lion(surface, theme, pos, self.size, seat, slot)
                pieces_drawn.append((k_tile, covers))
        lit = frozenset(t for t, colour in highlights.items() if colour)
        badge_at = self.badge_rects(theme, labels, st)
        plates = self._name_plates(names, tuple(badge_at.values()), pieces_drawn, lit)
        self._draw_cut_away(surface, highlights, hover)
        for rect, _name, _font, tile in plates:  # a plate off its own tile is tied to it
            self._draw_tie(surface, rect, tile)
        for rect, name, font, tile in plates:
            self._draw_name_plate(surface, rect, name, font, self.village.levels[tile])
        if path:
            self._draw_path(surface, path)
        for tile, rect in badge_at.items():  # above everything: no tile, piece or name hides one
            badges[tile] = self._draw_badge(
                surface, theme, rect, labels[tile], highlights.get(tile)
            )
        shown = {t: r for _k, r, _n, _f, t in names if t not in self._moved}
        shown.update({t: r for r, _n, _f, t in plates})
        self.shown = Shown(shown, {t for *_x, t in plates}, dict(badges), pieces_drawn)
        return badges

    def _outline(self, tile: int) -> list[tuple[float, float]]:
        """The outline a tile covers on screen: its face, and the slab and platform below it."""
        f = self.hexagon(self.top_center(tile))  # right-upper, right-lower, bottom, ..., top
        drop = self.size * (SLAB + LEVEL_HEIGHT * self.village.levels[tile])
        return [f[0], *((x, y + drop) for x, y in f[1:4]), f[4], f[5]]

    def _draw_shadow(self, surface, tile: int) -> None:
        sprite, (ox, oy) = shadow_sprite(self.village.levels[tile], self.size)
        bx, by = self.base_center(tile)
        surface.blit(sprite, (round(bx - ox), round(by - oy)))

    def _draw_tile(
        self, surface, tile: int, name: str, font, glow, hovered: bool, pulse: float
    ) -> None:
        level = self.village.levels[tile]
        if tile in self._moved or tile in self._raised:  # its name is on a plate instead
            name = ""
        sprite, (ox, oy) = tile_sprite(level, self.size, tile % 3, name, font)
        cx, cy = self.top_center(tile)
        at = (round(cx - ox), round(cy - oy))
        surface.blit(sprite, at)
        if hovered:
            image, (hx, hy) = hover_sprite(self.size)
            surface.blit(image, (round(cx - hx), round(cy - hy)))
        if glow:
            halo, ring, (gx, gy) = glow_sprites(tuple(glow[:3]), self.size)
            halo.set_alpha(round(150 + 105 * pulse))
            surface.blit(halo, (round(cx - gx), round(cy - gy)))
            surface.blit(ring, (round(cx - gx), round(cy - gy)))

    def draw_bare(self, surface: pygame.Surface, theme: T.Theme) -> None:
        """Just the tiles, unnamed and empty (a preview of a layout)."""
        if self.village is None:
            return
        for tile in self._order:
            sprite, (ox, oy) = tile_sprite(self.village.levels[tile], self.size, tile % 3, "", None)
            cx, cy = self.top_center(tile)
            surface.blit(sprite, (round(cx - ox), round(cy - oy)))

    def _tile_label(self, theme, st: GameState, tile: int):
        """The Terrain tile's name, printed along its front edge when it fits there.  A name is
        never smaller than `NAME_PX` at the window's size (issue 42: no text under 12 px at
        1280x720), and above 100% UI scale than the scale's small print (`NAME_PX_LARGE`):
        where the tile's front edge is too narrow for it, the name is printed at that size on a
        plate over the map (`_raised`, on two lines if it must) rather than smaller."""
        self._raised.discard(tile)
        cards = getattr(st, "tile_cards", ())
        if tile >= len(cards) or cards[tile] < 0:
            return "", None
        name = component_name(st.catalogue.terrain[cards[tile]].name)
        least = min(theme.px(NAME_PX), max(NAME_PX * theme.fit, theme.px(NAME_PX_LARGE)))
        font = theme.font_px(max(round(least), round(self.size * 0.15)), bold=True)
        if font.size(name)[0] > self.size * 1.42:
            self._raised.add(tile)
        return name, font

    def _draw_scorch(self, surface, pos) -> pygame.Rect:
        image = scorch_sprite(self.size)
        return surface.blit(
            image, image.get_rect(center=(round(pos[0]), round(pos[1] + self.size * 0.2)))
        )

    def glow_rect(self, tile: int, colour) -> pygame.Rect:
        """Where a lit tile's halo is drawn: the only pixels its pulse changes."""
        halo, _ring, (gx, gy) = glow_sprites(tuple(colour[:3]), self.size)
        cx, cy = self.top_center(tile)
        return halo.get_rect(topleft=(round(cx - gx), round(cy - gy)))

    def _draw_path(self, surface, path: list[int]) -> None:
        pts = [self.top_center(t) for t in path]
        width = max(3, round(self.size * 0.05))
        dot = max(4, round(self.size * 0.08))
        for a, b in zip(pts, pts[1:], strict=False):
            pygame.draw.line(surface, T.INK, a, b, width + 2)
        for a, b in zip(pts, pts[1:], strict=False):
            pygame.draw.line(surface, T.HIGHLIGHT, a, b, width)
        for p in pts:
            pygame.draw.circle(surface, T.INK, (round(p[0]), round(p[1])), dot + 1)
            pygame.draw.circle(surface, T.HIGHLIGHT, (round(p[0]), round(p[1])), dot)


#: How fast lit tiles pulse: the halo's phase advances one radian every this many milliseconds.
PULSE_MS = 260


def pulse_now(steps: int = 0) -> float:
    """How bright a lit tile's halo is now (0-1, a sine of the clock); with `steps`, rounded to one
    of that many phases (a screen that keeps one picture per phase)."""
    angle = pygame.time.get_ticks() / PULSE_MS
    if steps:
        angle = round(angle / (2 * math.pi) * steps) * 2 * math.pi / steps
    return 0.5 + 0.5 * math.sin(angle)


def pulse_phase(steps: int) -> int:
    """Which of `steps` phases the pulse is in now (`pulse_now(steps)` is its brightness)."""
    return round(pygame.time.get_ticks() / PULSE_MS / (2 * math.pi) * steps) % steps


def ms_to_next_phase(steps: int) -> int:
    """How long until `pulse_phase(steps)` moves on (milliseconds, at least 1)."""
    phase_ms = 2 * math.pi * PULSE_MS / steps
    t = pygame.time.get_ticks() / phase_ms - 0.5  # phases change at the half-way marks
    return max(1, math.ceil((math.floor(t) + 1 - t) * phase_ms))


PIECE_TOP = 1.0  # how far above a tile's face its tallest piece reaches, in hex radii


def _extent(pts, levels) -> tuple[float, float, float, float]:
    """The map's extent (left, top, right, bottom) at hex size 1 about its origin, from the hexes'
    centres `pts` and levels: every face, slab, platform and shadow, and the pieces standing on
    the faces."""
    r = 0.98
    left = min(x for x, _y in pts) - r * math.sqrt(3) / 2 - 0.08
    right = max(x for x, _y in pts) + r * math.sqrt(3) / 2 + 0.12
    raised = zip(pts, levels, strict=True)
    top = min(y * TILT - lv * LEVEL_HEIGHT - SLAB - PIECE_TOP for (_x, y), lv in raised)
    bottom = max(y for _x, y in pts) * TILT + r * TILT + 0.1
    return left, top, right, bottom


# --- name plates and hit-testing --------------------------------------------------------------------


def _hex_round(q: float, r: float) -> hexgrid.Axial:
    s = -q - r
    rq, rr, rs = round(q), round(r), round(s)
    dq, dr, ds = abs(rq - q), abs(rr - r), abs(rs - s)
    if dq > dr and dq > ds:
        rq = -rr - rs
    elif dr > ds:
        rr = -rq - rs
    return int(rq), int(rr)
