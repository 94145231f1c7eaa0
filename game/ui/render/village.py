"""The Village map on the table, in pseudo-3D.

Hexagonal Terrain tiles seen from above at an angle: plains lie on the table (green); highlands sit on
a bamboo platform with 2 supports (yellow); mountains on a taller one with 4 supports (blue).  Tiles
are drawn back to front with side faces and shadows so height reads at a glance; Lions, the Nian
beast and the Yao monsters stand on the top faces.  Geometry comes from `game.core.hexgrid`.

Each tile's look (printed top face, gold rim, slab, bamboo supports) and its soft shadow on the table
are drawn once per terrain level and hex size into cached sprites (`terrain_sprites`), so a frame
only blits them.  Names too long to show are printed again on plates (`_name_plates`).

Zoom and pan (issue 8, accessibility: "UI scale 75-200%"): `layout` fits the whole map in its
rectangle (zoom 1); `zoom_at` magnifies it about a point in steps of `ZOOM_STEP` up to `MAX_ZOOM`
and `pan_by` slides it, always keeping part of the map in view.  Every position the board uses --
`top_center`, `hit`, `base_center` -- comes from the zoomed `size` and `origin`, so clicks, hovers,
highlights, badges, animations and the keyboard focus all follow the view.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import hexgrid
from game.core.state import GameState
from game.core.village import Village
from game.i18n import name as component_name

from .. import theme as T
from ..widgets import draw_text
from .pieces import draw_lion, draw_nian, draw_yao
from .terrain_sprites import (
    LEVEL_HEIGHT,
    SLAB,
    TILT,
    glow_sprites,
    hover_sprite,
    name_drop,
    scorch_sprite,
    shadow_sprite,
    tile_sprite,
)

ZOOM_STEP = 1.25  # one wheel notch or one + / - key press (discrete, so tile sprites are reused)
MAX_ZOOM = ZOOM_STEP**6  # about 3.8 times the size at which the whole map fits


@dataclass
class Shown:
    """Where the last drawing put each tile's name (on the tile, or on a plate over the map), its
    badge and the pieces (by the tile's place in the drawing order): tests check every one can be
    seen and clicked."""

    names: dict[int, pygame.Rect]
    plated: set[int]
    badges: dict[int, pygame.Rect]
    pieces: list[tuple[int, pygame.Rect]]


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
        self._raised: set[int] = set()  # names printed larger than their tile, for the UI scale
        self.shown = Shown({}, set(), {}, [])  # what the last drawing placed where

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
        lit = frozenset(t for t, colour in highlights.items() if colour)
        badge_at = self.badge_rects(theme, labels, st)
        plates = self._name_plates(names, tuple(badge_at.values()), pieces_drawn, lit)
        self._draw_cut_away(surface, highlights, hover)
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

    def order_of(self, tile: int) -> int:
        """`tile`'s place in the drawing order (back to front)."""
        return self._order.index(tile)

    def hexagon_rect(self, tile: int) -> pygame.Rect:
        """The bounding box of `tile`'s top face on screen."""
        points = self.hexagon(self.top_center(tile))
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        return pygame.Rect(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))

    def in_full_view(self, rect: pygame.Rect, k_tile: int) -> bool:
        """Whether `rect`, on the tile drawn `k_tile`-th, is hidden by no tile drawn after it nor
        by any piece on it or in front (as the last drawing placed them)."""
        tiles_drawn = [_Outline(self._outline(t)) for t in self._order]
        return self._hidden(rect, k_tile, tiles_drawn, self.shown.pieces) == (0, False)

    def plate_at(self, pos) -> int:
        """The tile whose name plate (printed over the map, `_name_plates`) is under `pos`, or -1:
        a name shown over another tile still names, and clicks, its own."""
        for rect, _name, _font, tile in reversed(self._plates[1]):
            if rect.inflate(8, 2).collidepoint(pos):
                return tile
        return -1

    def _draw_cut_away(self, surface, highlights: dict, hover: int) -> None:
        """The tile under the mouse, where a tile in front hides part of it: its outline (lit or
        not) is drawn again over the tiles in front, so the player sees the whole of what they
        point at.  (A lit tile's badge is always on top, so every choice shows.)"""
        wanted = [hover] if 0 <= hover < len(self.village.coords) else []
        if not wanted:
            return
        order = {tile: k for k, tile in enumerate(self._order)}
        for tile in dict.fromkeys(wanted):
            k = order.get(tile, -1)
            if k < 0 or not self._covered(tile, k):
                continue
            cx, cy = self.top_center(tile)
            colour = highlights.get(tile)
            if colour:
                _halo, ring, (gx, gy) = glow_sprites(tuple(colour[:3]), self.size)
                surface.blit(ring, (round(cx - gx), round(cy - gy)))
            else:
                image, (hx, hy) = hover_sprite(self.size)
                surface.blit(image, (round(cx - hx), round(cy - hy)))

    def _covered(self, tile: int, k_tile: int) -> bool:
        """Whether a tile drawn after `tile` covers part of its top face."""
        face = self.hexagon(self.top_center(tile), 0.9)
        cx, cy = self.top_center(tile)
        points = [*face, (cx, cy)]
        later = [_Outline(self._outline(t)) for t in self._order[k_tile + 1 :]]
        return any(o.covers(pt) for o in later for pt in points)

    def _name_plates(self, names, badges, pieces_drawn, lit=frozenset()) -> list[tuple]:
        """The names to print again on top, on a plate: each one hidden in part by a piece (on its
        own tile or one in front) or by a raised tile in front.  A plate goes along the back edge
        of the face if nothing covers it there (and no badge is printed on the tile), else where
        the name was, but only over pieces, never over the tile in front that hides this one.  A
        name a tile hides there and at the back goes to the nearest place on its own face that no
        tile covers (over any pieces there), on two lines if it must (`_clear_spot`).  Worked out
        again only when the view, the pieces or the badges change.  Every name is shown: one no
        place on its face can hold goes on a plate along its back edge all the same (over what is
        in front), and a lit tile's name is printed on a plate where it is, so the glow does not
        wash it out."""
        key = (
            self.size,
            self.origin,
            tuple(pieces_drawn),
            tuple(tuple(b) for b in badges),
            tuple((n[2], n[3].get_height()) for n in names),
            lit,
        )
        if self._plates[0] == key:
            return self._plates[1]
        tiles_drawn = [_Outline(self._outline(tile)) for tile in self._order]
        plates = []
        moved = set()
        for k_tile, rect, name, font, tile in names:
            if tile in self._raised:  # larger than its tile: on a plate, clear of the others
                rect, name = self._two_lines(rect, name, font)
                others = [r for _k, r, _n, _f, t in names if t != tile and t not in self._raised]
                back = rect.move(0, -round(2 * name_drop(self.size)))
                spot = self._free_spot(rect, back, [*badges, *others, *(p[0] for p in plates)])
                if spot is not None or tile in lit:  # (no room: named by its tooltip, unless lit)
                    plates.append((spot or rect, name, font, tile))
                moved.add(tile)
                continue
            by_tiles, by_pieces = self._hidden(rect, k_tile, tiles_drawn, pieces_drawn)
            if not (by_tiles or by_pieces):
                if tile in lit:  # in full view, but under the glow: on a plate where it is
                    plates.append((rect, name, font, tile))
                continue
            back = rect.move(0, -round(2 * name_drop(self.size)))
            clear = back.collidelist(badges) < 0
            if clear and self._hidden(back, k_tile, tiles_drawn, pieces_drawn) == (0, False):
                rect = back
                moved.add(tile)
            elif by_tiles:
                spot = self._clear_spot(tile, rect, back, name, font, k_tile, tiles_drawn, badges)
                if spot is not None:
                    rect, name = spot
                else:  # on a plate over what hides it, clear of the other names and badges
                    others = [r for _k, r, _n, _f, t in names if t != tile]
                    others += [p[0] for p in plates]
                    free = self._free_spot(rect, back, [*badges, *others])
                    if free is None and tile not in lit:
                        moved.add(tile)  # no room anywhere: its tooltip names it
                        continue
                    rect = free or rect
                moved.add(tile)
            plates.append((rect, name, font, tile))
        self._plates = (key, plates)
        # moved names are not printed on the front edge too (from the next frame: the names are
        # printed with the tiles, before what hides them is known)
        self._moved = moved
        return plates

    def _two_lines(self, rect: pygame.Rect, name: str, font) -> tuple[pygame.Rect, str]:
        """A name wider than its tile broken onto two lines where the longer is shortest (the
        same centre), else as it was."""
        words = name.split(" ")
        if len(words) < 2 or rect.width <= self.size * 1.42:
            return rect, name
        cut = min(
            range(1, len(words)),
            key=lambda k: max(font.size(" ".join(words[:k]))[0], font.size(" ".join(words[k:]))[0]),
        )
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        spot = pygame.Rect(0, 0, max(font.size(x)[0] for x in lines), 2 * font.get_linesize())
        spot.center = rect.center
        return spot, "\n".join(lines)

    @staticmethod
    def _free_spot(front: pygame.Rect, back: pygame.Rect, taken: list) -> pygame.Rect | None:
        """Where to print a name that no place on its own face can hold: along its front or back
        edge or across its middle, nudged sideways, the first place no other name or badge is
        (None if there is none: a lit tile's name is printed over the others all the same, any
        other is named by its tooltip)."""
        step = max(4, front.width // 4)
        middle = front.move(0, (back.y - front.y) // 2)
        for base in (front, back, middle):
            for dx in (0, step, -step, 2 * step, -2 * step):
                spot = base.move(dx, 0)
                if spot.inflate(8, 2).collidelist(taken) < 0:
                    return spot
        return None

    def _clear_spot(self, tile, front, back, name, font, k_tile, tiles_drawn, badges=()):
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
                    if spot.collidelist(badges) >= 0:
                        continue  # (a badge is printed there)
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
        """Where a tile's name is printed (`tile_sprite`: along the front edge of its face)."""
        cx, cy = self.top_center(tile)
        rect = pygame.Rect((0, 0), font.size(name))
        rect.center = (round(cx), round(cy + name_drop(self.size)))
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
        """The Terrain tile's name, printed small along its front edge when it fits.  Above 100%
        UI scale a name is never smaller than the scale's own small print (`theme.px(10)`, what
        a name is at 100%): where the tile is too small for that, the name is printed at that size
        on a plate over the map (`_raised`) rather than smaller or not at all."""
        self._raised.discard(tile)
        cards = getattr(st, "tile_cards", ())
        if tile >= len(cards) or cards[tile] < 0:
            return "", None
        name = component_name(st.catalogue.terrain[cards[tile]].name)
        room = self.size * 1.42
        least = theme.px(10) if theme.scale > theme.fit * 1.001 else 0  # (above 100% only)
        for px in (round(self.size * 0.15), round(self.size * 0.15) - 1):
            if px < max(9, least):
                break
            font = theme.font_px(px, bold=True)
            if font.size(name)[0] <= room:
                return name, font
        if (
            least
        ):  # the largest size up to the scale's own at which it fits, on two lines if need be
            self._raised.add(tile)
            smallest = max(9, round(self.size * 0.15) - 1)
            for px in range(max(least, smallest), smallest - 1, -1):
                font = theme.font_px(px, bold=True)
                rect = pygame.Rect((0, 0), font.size(name))
                if self._two_lines(rect, name, font)[0].width <= room * 1.15:
                    break
            return name, font
        return "", None

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

    def badge_rects(self, theme, labels: dict[int, str], st=None) -> dict[int, pygame.Rect]:
        """Where each tile's badge (a step cost, a label) is drawn, without drawing it: the board
        clicks and hovers through these.  Worked out from the view and the state (`st`: the
        pieces), front tiles first: each badge takes the first of its places (`_badge_spots`)
        clear of the badges already placed, the pieces standing on the map and the names along
        the tiles' front edges (else the first)."""
        if self.village is None or not labels:
            return {}
        taken = [self._piece_box(t, k, n) for t in self._order for k, n in _spread(st, t)]
        for tile in self._order:
            name, font = self._tile_label(theme, st, tile) if st is not None else ("", None)
            if name:
                taken.append(self._label_rect(tile, name, font))
        placed: dict[int, pygame.Rect] = {}
        for tile in reversed(self._order):  # front tiles first: they hide more of what is behind
            if tile not in labels:
                continue
            spots = self._badge_spots(theme, tile, labels[tile], _pieces_on(st, tile))
            rect = next((r for r in spots if r.collidelist(taken) < 0), spots[0])
            placed[tile] = rect
            taken.append(rect)
        return {t: placed[t] for t in labels if t in placed}

    def _piece_box(self, tile: int, k: int, n: int) -> pygame.Rect:
        """Roughly where the `k`-th of `n` pieces on `tile` stands (for keeping badges off it)."""
        cx, cy = self.top_center(tile)
        dx = (k - (n - 1) / 2) * self.size * 0.55
        box = pygame.Rect(0, 0, round(self.size * 0.6), round(self.size * 0.95))
        box.midbottom = (round(cx + dx), round(cy + self.size * 0.12))
        return box

    def _badge_spots(self, theme, tile: int, text: str, pieces: int) -> list[pygame.Rect]:
        """The places a badge may take on its tile, best first: the back of the face (or, with
        pieces there, beside them on the right, then the left), then towards the corners."""
        font = theme.font(14, bold=True)
        w, h = font.size(text)
        cx, cy = self.top_center(tile)
        s = self.size
        spots = []
        if pieces:
            half = (pieces - 1) * 0.275 + 0.48
            spots.append(pygame.Rect(0, 0, w + 12, h + 4))
            spots[-1].midleft = (int(cx + half * s), int(cy - s * 0.3))
            spots.append(pygame.Rect(0, 0, w + 12, h + 4))
            spots[-1].midright = (int(cx - half * s), int(cy - s * 0.3))
        for dx, dy in ((0, -0.4), (0.45, -0.15), (-0.45, -0.15), (0.3, -0.45), (-0.3, -0.45)):
            rect = pygame.Rect(0, 0, w + 12, h + 4)
            rect.center = (int(cx + dx * s), int(cy + dy * s))
            spots.append(rect)
        return spots

    def _draw_badge(self, surface, theme, rect: pygame.Rect, text: str, colour) -> pygame.Rect:
        font = theme.font(14, bold=True)
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


# --- name plates and hit-testing --------------------------------------------------------------------


def _spread(st, tile: int) -> list[tuple[int, int]]:
    """(k, n) for each of the n pieces standing on `tile` in `st`."""
    n = _pieces_on(st, tile)
    return [(k, n) for k in range(n)]


def _pieces_on(st, tile: int) -> int:
    """How many pieces stand on `tile` (Lions, a monster, the Nian) in `st` (0 without a state)."""
    if st is None:
        return 0
    n = sum(
        1 for p in st.players for slot in (0, 1) if p.lion[slot] >= 0 and p.lion_tile[slot] == tile
    )
    if st.monster_at and tile < len(st.monster_at) and st.monster_at[tile] >= 0:
        n += 1
    if st.nian_form and st.nian_tile == tile:
        n += 1
    return n


def _samples(rect: pygame.Rect) -> list[tuple[float, float]]:
    """Ten points spread over a printed name (two rows of five)."""
    return [
        (rect.left + rect.width * (i + 0.5) / 5, rect.top + rect.height * (j + 1) / 3)
        for j in range(2)
        for i in range(5)
    ]


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
