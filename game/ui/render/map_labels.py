"""Where the Village map's words go: tile names, the plates that print a hidden name again above the
terrain, and the step-cost badges (issue 42: "the map is the centrepiece, and hides nothing").

`MapLabels` is a part of `VillageRenderer` (which it is mixed into): it reads the renderer's geometry
(`top_center`, `hexagon`, `_outline`, the drawing order) and decides, from the view and the state,
where each badge sits (clear of other badges, pieces and names where a place exists), which names go
on plates and where, which tile the hovered outline shows through, and what a click on a plate
picks.  `Shown` records where the last drawing put things, for the board's hit-testing and the
checks of `game.ui.map_visibility`.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import theme as T
from ..widgets import draw_text
from .terrain_sprites import glow_sprites, hover_sprite, name_drop


@dataclass
class Shown:
    """Where the last drawing put each tile's name (on the tile, or on a plate over the map), its
    badge and the pieces (by the tile's place in the drawing order): tests check every one can be
    seen and clicked."""

    names: dict[int, pygame.Rect]
    plated: set[int]
    badges: dict[int, pygame.Rect]
    pieces: list[tuple[int, pygame.Rect]]


class MapLabels:
    """Names, plates and badges on the map (mixed into `VillageRenderer`)."""

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
