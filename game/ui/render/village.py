"""The Village map on the table, in pseudo-3D.

Hexagonal Terrain tiles seen from above at an angle: plains lie on the table (green); highlands sit on
a bamboo platform with 2 supports (yellow); mountains on a taller one with 4 supports (blue).  Tiles
are drawn back to front with side faces and shadows so height reads at a glance; Lions, the Nian
beast and the Yao monsters stand on the top faces.  Geometry comes from `game.core.hexgrid`.

Each tile's look (printed top face, gold rim, slab, bamboo supports) and its soft shadow on the table
are drawn once per terrain level and hex size into cached sprites, so a frame only blits them.

Zoom and pan (issue 8, accessibility: "UI scale 75-200%"): `layout` fits the whole map in its
rectangle (zoom 1); `zoom_at` magnifies it about a point in steps of `ZOOM_STEP` up to `MAX_ZOOM`
and `pan_by` slides it, always keeping part of the map in view.  Every position the board uses --
`top_center`, `hit`, `base_center` -- comes from the zoomed `size` and `origin`, so clicks, hovers,
highlights, badges, animations and the keyboard focus all follow the view.
"""

from __future__ import annotations

import math
import random

import pygame

from game.core import hexgrid
from game.core.state import GameState
from game.core.village import Village
from game.i18n import name as component_name

from .. import theme as T
from ..widgets import draw_text
from .pieces import draw_lion, draw_nian, draw_yao

TILT = 0.62  # how much the table is tipped towards the viewer (1 = straight down)
LEVEL_HEIGHT = 0.42  # platform height per level, in hex radii
SLAB = 0.14  # thickness of a tile, in hex radii
SS = 2  # cached sprites are drawn this many times larger, then smoothscaled down (soft edges)
ZOOM_STEP = 1.25  # one wheel notch or one + / - key press (discrete, so tile sprites are reused)
MAX_ZOOM = ZOOM_STEP**6  # about 3.8 times the size at which the whole map fits

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


class VillageRenderer:
    """Lays out the map inside a rectangle and draws it; answers which tile is under the mouse."""

    def __init__(self) -> None:
        self.village: Village | None = None
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.size = 40.0
        self.origin = (0.0, 0.0)
        self._order: list[int] = []
        self.fit_size = 40.0  # the size and origin at which the whole map fits `rect` (zoom 1)
        self.fit_origin = (0.0, 0.0)
        self.span = (0.0, 0.0)  # the map's extent on screen at zoom 1
        self.zoom = 1.0
        self.pan = (0.0, 0.0)  # how far the view is slid, in pixels
        self._plates: tuple[tuple, list] = ((), [])  # the names printed on top, for one table
        self._moved: set[int] = set()  # tiles whose name is on a plate along the back edge

    # --- geometry ---------------------------------------------------------------------------------

    def layout(
        self, rect: pygame.Rect, village: Village, extra: list[hexgrid.Axial] | None = None
    ) -> None:
        """Fit `village` (and any `extra` empty hexes, e.g. where a tile may be placed) in `rect`;
        the zoom and pan are kept (clamped to the new rectangle)."""
        self.village = village
        self.rect = rect
        coords = list(village.coords) + list(extra or [])
        if not coords:
            self.size = min(rect.width, rect.height) / 8
            self.origin = rect.center
            self._order = []
            self._fitted(0.0, 0.0)
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
        self._fitted(span_w * self.size, span_h * self.size)

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
            if tile in labels:
                badges[tile] = self._draw_badge(
                    surface, theme, tile, labels[tile], highlights.get(tile)
                )
        for rect, name, font, tile in self._name_plates(names, labels, pieces_drawn):
            self._draw_name_plate(surface, rect, name, font, self.village.levels[tile])
        if path:
            self._draw_path(surface, path)
        return badges

    def _name_plates(self, names, labels, pieces_drawn) -> list[tuple]:
        """The names to print again on top, on a plate: each one hidden in part by a piece (on its
        own tile or one in front) or by a raised tile in front.  A plate goes along the back edge
        of the face if nothing covers it there (and no badge is printed on the tile), else where
        the name was, but only over pieces, never over the tile in front that hides this one.  A
        name a tile hides there and at the back goes to the nearest place on its own face that no
        tile covers (over any pieces there), on two lines if it must (`_clear_spot`).  Worked out
        again only when the view, the pieces or the badges change."""
        key = (
            self.size,
            self.origin,
            tuple(pieces_drawn),
            tuple(labels),
            tuple(n[2] for n in names),
        )
        if self._plates[0] == key:
            return self._plates[1]
        tiles_drawn = [_Outline(self._outline(tile)) for tile in self._order]
        plates = []
        moved = set()
        for k_tile, rect, name, font, tile in names:
            by_tiles, by_pieces = self._hidden(rect, k_tile, tiles_drawn, pieces_drawn)
            if not (by_tiles or by_pieces):
                continue
            back = rect.move(0, -round(2 * _name_drop(self.size)))
            if tile not in labels and self._hidden(back, k_tile, tiles_drawn, pieces_drawn) == (
                0,
                False,
            ):
                rect = back
                moved.add(tile)
            elif by_tiles:
                spot = self._clear_spot(tile, rect, back, name, font, k_tile, tiles_drawn)
                if spot is None:
                    continue  # the tooltip still names it
                rect, name = spot
                moved.add(tile)
            plates.append((rect, name, font, tile))
        self._plates = (key, plates)
        # moved names are not printed on the front edge too (from the next frame: the names are
        # printed with the tiles, before what hides them is known)
        self._moved = moved
        return plates

    def _clear_spot(self, tile, front, back, name, font, k_tile, tiles_drawn):
        """The nearest place on `tile`'s face (across its middle, or along its front or back
        edge) where no tile drawn after it covers the name, printed on one line or, if it must,
        on two: (rect, text) or None."""
        face = self.hexagon(self.top_center(tile))
        later = tiles_drawn[k_tile + 1 :]
        step = max(4, front.width // 4)
        middle = front.move(0, (back.y - front.y) // 2)
        texts = [(name, front.size)]
        words = name.split(" ")
        if len(words) > 1:  # broken where the longer line is shortest
            cut = min(
                range(1, len(words)),
                key=lambda k: max(
                    font.size(" ".join(words[:k]))[0], font.size(" ".join(words[k:]))[0]
                ),
            )
            lines = [" ".join(words[:cut]), " ".join(words[cut:])]
            size = (max(font.size(x)[0] for x in lines), 2 * font.get_linesize())
            texts.append(("\n".join(lines), size))
        for text, size in texts:
            for base in (middle, front, back):
                for dx in (0, step, -step, 2 * step, -2 * step):
                    spot = pygame.Rect((0, 0), size)
                    spot.center = (base.centerx + dx, base.centery)
                    points = _samples(spot)
                    if all(_inside(pt, face) for pt in points) and not any(
                        outline.covers(pt) for outline in later for pt in points
                    ):
                        return spot, text
        return None

    @staticmethod
    def _hidden(rect, k_tile: int, tiles_drawn, pieces_drawn) -> tuple[int, bool]:
        """How many of ten points of `rect` on the tile drawn `k_tile`-th the tiles drawn after it
        cover, and whether a piece on it or on a tile drawn after it covers any."""
        points = _samples(rect)
        by_tiles = sum(
            any(outline.covers(pt) for outline in tiles_drawn[k_tile + 1 :]) for pt in points
        )
        by_pieces = any(
            k >= k_tile and rect.colliderect(r) and any(r.collidepoint(pt) for pt in points)
            for k, r in pieces_drawn
        )
        return by_tiles, by_pieces

    def _label_rect(self, tile: int, name: str, font: pygame.font.Font) -> pygame.Rect:
        """Where a tile's name is printed (`_tile_sprite`: along the front edge of its face)."""
        cx, cy = self.top_center(tile)
        rect = pygame.Rect((0, 0), font.size(name))
        rect.center = (round(cx), round(cy + _name_drop(self.size)))
        return rect

    def _outline(self, tile: int) -> list[tuple[float, float]]:
        """The outline a tile covers on screen: its face, and the slab and platform below it."""
        f = self.hexagon(self.top_center(tile))  # right-upper, right-lower, bottom, ..., top
        drop = self.size * (SLAB + LEVEL_HEIGHT * self.village.levels[tile])
        return [f[0], *((x, y + drop) for x, y in f[1:4]), f[4], f[5]]

    def _draw_name_plate(self, surface, rect: pygame.Rect, name: str, font, level: int) -> None:
        colour = T.TERRAIN[level][0]
        plate = rect.inflate(8, 2)
        image = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(
            image,
            (*T.lighter(colour, 0.55), 225),
            image.get_rect(),
            border_radius=plate.height // 2,
        )
        pygame.draw.rect(
            image,
            (*T.darker(colour, 0.55), 235),
            image.get_rect(),
            1,
            border_radius=plate.height // 2,
        )
        surface.blit(image, plate)
        ink = T.darker(colour, 0.3)
        for k, line in enumerate(name.split("\n")):  # a name broken onto two lines to fit
            text = font.render(line, True, ink)
            surface.blit(
                text, text.get_rect(midtop=(rect.centerx, rect.y + k * font.get_linesize()))
            )

    def _draw_shadow(self, surface, tile: int) -> None:
        sprite, (ox, oy) = _shadow_sprite(self.village.levels[tile], self.size)
        bx, by = self.base_center(tile)
        surface.blit(sprite, (round(bx - ox), round(by - oy)))

    def _draw_tile(
        self, surface, tile: int, name: str, font, glow, hovered: bool, pulse: float
    ) -> None:
        level = self.village.levels[tile]
        if tile in self._moved:  # its name is printed on a plate along the back edge instead
            name = ""
        sprite, (ox, oy) = _tile_sprite(level, self.size, tile % 3, name, font)
        cx, cy = self.top_center(tile)
        at = (round(cx - ox), round(cy - oy))
        surface.blit(sprite, at)
        if hovered:
            image, (hx, hy) = _hover_sprite(self.size)
            surface.blit(image, (round(cx - hx), round(cy - hy)))
        if glow:
            halo, ring, (gx, gy) = _glow_sprites(tuple(glow[:3]), self.size)
            halo.set_alpha(round(150 + 105 * pulse))
            surface.blit(halo, (round(cx - gx), round(cy - gy)))
            surface.blit(ring, (round(cx - gx), round(cy - gy)))

    def draw_bare(self, surface: pygame.Surface, theme: T.Theme) -> None:
        """Just the tiles, unnamed and empty (a preview of a layout)."""
        if self.village is None:
            return
        for tile in self._order:
            sprite, (ox, oy) = _tile_sprite(
                self.village.levels[tile], self.size, tile % 3, "", None
            )
            cx, cy = self.top_center(tile)
            surface.blit(sprite, (round(cx - ox), round(cy - oy)))

    def _tile_label(self, theme, st: GameState, tile: int):
        """The Terrain tile's name, printed small along its front edge when it fits."""
        cards = getattr(st, "tile_cards", ())
        if tile >= len(cards) or cards[tile] < 0:
            return "", None
        name = component_name(st.catalogue.terrain[cards[tile]].name)
        room = self.size * 1.42
        for px in (round(self.size * 0.15), round(self.size * 0.15) - 1):
            if px < 9:
                break
            font = theme.font_px(px, bold=True)
            if font.size(name)[0] <= room:
                return name, font
        return "", None

    def _draw_scorch(self, surface, pos) -> pygame.Rect:
        image = _scorch_sprite(self.size)
        return surface.blit(
            image, image.get_rect(center=(round(pos[0]), round(pos[1] + self.size * 0.2)))
        )

    def glow_rect(self, tile: int, colour) -> pygame.Rect:
        """Where a lit tile's halo is drawn: the only pixels its pulse changes."""
        halo, _ring, (gx, gy) = _glow_sprites(tuple(colour[:3]), self.size)
        cx, cy = self.top_center(tile)
        return halo.get_rect(topleft=(round(cx - gx), round(cy - gy)))

    def badge_rects(self, theme, labels: dict[int, str]) -> dict[int, pygame.Rect]:
        """Where each tile's badge (a step cost, a label) is drawn, without drawing it: the board
        clicks and hovers through these."""
        if self.village is None:
            return {}
        return {t: self._badge_rect(theme, t, text) for t, text in labels.items()}

    def _badge_rect(self, theme, tile: int, text: str) -> pygame.Rect:
        font = theme.font(14, bold=True)
        w, h = font.size(text)
        cx, cy = self.top_center(tile)
        rect = pygame.Rect(0, 0, w + 12, h + 4)
        rect.center = (int(cx), int(cy - self.size * 0.15))
        return rect

    def _draw_badge(self, surface, theme, tile: int, text: str, colour) -> pygame.Rect:
        font = theme.font(14, bold=True)
        rect = self._badge_rect(theme, tile, text)
        pygame.draw.rect(surface, T.INK, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, colour or T.GOLD, rect, 2, border_radius=rect.height // 2)
        draw_text(surface, text, font, T.TEXT, rect.center, anchor="center")
        return rect

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


# --- cached sprites ---------------------------------------------------------------------------------

_CACHE: dict[tuple, object] = {}
T.on_palette_change(_CACHE.clear)  # sprites are painted in the palette's colours


def _name_drop(size: float) -> float:
    """How far below the centre of a tile's face its name is printed (along the front edge)."""
    return size * 0.98 * TILT * 0.55


def _samples(rect: pygame.Rect) -> list[tuple[float, float]]:
    """Ten points spread over a printed name (two rows of five)."""
    return [
        (rect.left + rect.width * (i + 0.5) / 5, rect.top + rect.height * (j + 1) / 3)
        for j in range(2)
        for i in range(5)
    ]


def _cached(key: tuple, build):
    """One sprite per key; the cache is emptied when it grows (e.g. after many window resizes)."""
    hit = _CACHE.get(key)
    if hit is None:
        if len(_CACHE) > 400:
            _CACHE.clear()
        hit = _CACHE[key] = build()
    return hit


def _hex_points(cx: float, cy: float, r: float) -> list[tuple[float, float]]:
    """The same hexagon as `VillageRenderer.hexagon` (pointy top, tipped by TILT)."""
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


def _tile_sprite(level: int, size: float, variant: int, name: str, font):
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
        rect = image.get_rect(center=(round(ox), round(oy + _name_drop(size))))
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


def _shadow_sprite(level: int, size: float):
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


def _hover_sprite(size: float):
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


def _glow_sprites(colour: tuple, size: float):
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


def _scorch_sprite(size: float) -> pygame.Surface:
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


class _Outline:
    """A tile's outline on screen, with its bounding box (most points are ruled out by it)."""

    __slots__ = ("poly", "left", "right", "top", "bottom")

    def __init__(self, poly) -> None:
        self.poly = poly
        xs = [p[0] for p in poly]
        ys = [p[1] for p in poly]
        self.left, self.right, self.top, self.bottom = min(xs), max(xs), min(ys), max(ys)

    def covers(self, pos) -> bool:
        x, y = pos
        if x < self.left or x > self.right or y < self.top or y > self.bottom:
            return False
        return _inside(pos, self.poly)


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
