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

import itertools
import math
from dataclasses import dataclass

import pygame

from .. import theme as T
from ..widgets import draw_text
from .pieces import piece_box
from .terrain_sprites import glow_sprites, hover_sprite, name_drop, scorch_sprite

#: The nudges a badge with no clear place tries (steps of 3% of a hex; `badge_rects`).
NUDGES = tuple((k * sx, k * sy) for k in (1, 2, 3) for sx, sy in ((1, 0), (-1, 0), (0, -1), (0, 1)))
#: How far from its tile a name's plate may go: this many steps of a fifth of a hex each way.
NEAR_STEPS = 10
#: The grid steps around a tile's front edge in the order `_open_spot` tries them: nearest first,
#: rows counting more than columns (worked out once: the order is the same for every tile).
_NEAR_ORDER = sorted(
    (
        (i, j)
        for i in range(-NEAR_STEPS, NEAR_STEPS + 1)
        for j in range(-NEAR_STEPS, NEAR_STEPS + 1)
    ),
    key=lambda ij: math.hypot(ij[0] * 0.2, ij[1] * 0.15 * 1.6),
)


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
        own tile or one in front), a badge, or a raised tile in front.  A plate goes along the back edge
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
        pieces = [r for _k, r in pieces_drawn]

        def on_tiles(tile):  # the other names printed along their tiles' front edges
            return [r for _k, r, _n, _f, t in names if t != tile and t not in self._raised]

        for k_tile, rect, name, font, tile in names:
            if tile in self._raised:  # larger than its tile: on a plate, clear of the others
                taken = [*badges, *on_tiles(tile), *(p[0] for p in plates), *pieces]
                spot = self._plate_spot(tile, rect, name, font, taken)
                if spot is None and tile in lit:  # (no room: named by its tooltip, unless lit)
                    spot = self._two_lines(rect, name, font)
                if spot is not None:
                    plates.append((*spot, font, tile))
                moved.add(tile)
                continue
            by_tiles, by_pieces = self._hidden(rect, k_tile, tiles_drawn, pieces_drawn)
            by_pieces = by_pieces or rect.collidelist(badges) >= 0  # (a badge hides it as well)
            if not (by_tiles or by_pieces):
                if tile in lit:  # in full view, but under the glow: on a plate where it is
                    plates.append((rect, name, font, tile))
                continue
            back = rect.move(0, -round(2 * name_drop(self.size)))
            taken = [*badges, *on_tiles(tile), *(p[0] for p in plates)]
            clear = back.inflate(8, 2).collidelist(taken) < 0
            spot = None
            if clear and self._hidden(back, k_tile, tiles_drawn, pieces_drawn) == (0, False):
                spot = back, name
            elif by_tiles:
                spot = self._clear_spot(tile, rect, back, name, font, k_tile, tiles_drawn, taken)
            if spot is None:  # on a plate around its tile, clear of the names, badges and pieces
                spot = self._plate_spot(tile, rect, name, font, [*taken, *pieces])
                if spot is None and by_tiles and tile not in lit:
                    moved.add(tile)  # no room anywhere: its tooltip names it
                    continue
                spot = spot or (rect, name)  # (else where it was, over the pieces hiding it)
            rect, name = spot
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

    def _plate_spot(self, tile: int, rect: pygame.Rect, name: str, font, taken: list):
        """A place for `tile`'s name on a plate around its tile (`_open_spot`): on one line if
        its tile holds it, else on two, else on three (narrower still): (rect, text) or None."""
        shapes = [(rect, name)] if rect.width <= self.size * 1.42 else []
        shapes.append(self._two_lines(rect, name, font))
        shapes.append(_lines(rect, name, font, 3))
        tried = set()
        for shape, text in shapes:
            if text in tried:
                continue
            tried.add(text)
            spot = self._open_spot(tile, shape, taken)
            if spot is not None:
                return spot, text
        return None

    def _open_spot(self, tile: int, rect: pygame.Rect, taken: list) -> pygame.Rect | None:
        """Where to print `tile`'s name (`rect`'s size) on a plate when no place on its own face
        holds it: the first place around the tile -- along its front edge, its back edge, across
        its middle, below its front corner, beside it on the right or the left, above its back
        corner -- each nudged sideways a little, that is inside the map's region and clear of
        every rectangle in `taken` (badges, other names and plates, pieces); None if none is
        (then its tooltip names it, unless it is lit)."""
        cx, cy = self.top_center(tile)
        s, drop = self.size, name_drop(self.size)
        w, h = rect.size
        base_y = self.base_center(tile)[1] + s * 0.61
        half_w = s * 0.85 + w / 2 + 4
        centres = (
            (cx, cy + drop),
            (cx, cy - drop),
            (cx, cy),
            (cx, base_y + h / 2 + 2),
            (cx + half_w, cy),
            (cx - half_w, cy),
            (cx + half_w, cy + drop),
            (cx - half_w, cy + drop),
            (cx + half_w, cy - drop),
            (cx - half_w, cy - drop),
            (cx, cy + drop + h / 2),
            (cx, cy - s * 0.61 - h / 2 - 2),
        )
        step = max(4, w // 4)
        nudged = [(x + dx, y) for x, y in centres for dx in (0, step, -step, 2 * step, -2 * step)]
        # then anywhere near the tile, nearest its front edge first
        near = [(cx + i * s * 0.2, cy + drop + j * s * 0.15) for i, j in _NEAR_ORDER]
        taken = [*taken, *self.keep_clear]
        for x, y in itertools.chain(nudged, near, self._far_centres(cx, cy + drop)):
            spot = pygame.Rect((0, 0), (w, h))
            spot.center = (round(x), round(y))
            if self.bounds.contains(spot) and spot.inflate(8, 2).collidelist(taken) < 0:
                return spot
        return None

    def _far_centres(self, cx: float, cy: float):
        """Every place in the map's region farther than `NEAR_STEPS` from (cx, cy), nearest first
        (rows counting more than columns): a crowded map at a large UI scale ties a name to its
        tile from the room beside the map (issue 42: every name shown).  A generator: the places
        are worked out (and kept for this view) only when the nearer ones are all taken."""
        key = (round(cx), round(cy), self.size, tuple(self.bounds))
        kept = self.__dict__.setdefault("_far_kept", {})
        if key not in kept:
            if len(kept) > 256:
                kept.clear()
            kept[key] = self._far_grid(cx, cy)
        yield from kept[key]

    def _far_grid(self, cx: float, cy: float) -> list[tuple[float, float]]:
        s = self.size
        dx, dy = max(4.0, s * 0.2), max(4.0, s * 0.15)
        b = self.bounds
        xs = [cx + i * dx for i in range(-int((cx - b.left) / dx), int((b.right - cx) / dx) + 1)]
        ys = [cy + j * dy for j in range(-int((cy - b.top) / dy), int((b.bottom - cy) / dy) + 1)]
        far = [
            (x, y)
            for x in xs
            for y in ys
            if abs(x - cx) > NEAR_STEPS * dx or abs(y - cy) > NEAR_STEPS * dy
        ]
        far.sort(key=lambda p: math.hypot(p[0] - cx, (p[1] - cy) * 1.6))
        return far

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
                    if spot.inflate(8, 2).collidelist(badges) >= 0:
                        continue  # (a badge, another name or plate is printed there)
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

    def _draw_tie(self, surface, rect: pygame.Rect, tile: int) -> None:
        """A plate printed off its own tile's face (`_open_spot`): a thin line in the tile's
        colour from the plate to a dot on the tile's face, so the name is read as that tile's."""
        cx, cy = self.top_center(tile)
        face = self.hexagon((cx, cy))
        if _inside(rect.center, face):
            return
        end = (round(cx), round(cy + name_drop(self.size) * 0.5))
        ink = T.darker(T.TERRAIN[self.village.levels[tile]][0], 0.45)
        width = max(1, round(self.size * 0.03))
        pygame.draw.line(surface, ink, rect.center, end, width)
        pygame.draw.circle(surface, ink, end, max(2, round(self.size * 0.05)))

    def _draw_name_plate(self, surface, rect: pygame.Rect, name: str, font, level: int) -> None:
        colour = T.TERRAIN[level][0]
        plate = rect.inflate(8, 2)
        radius = min(plate.height, font.get_linesize() + 2) // 2  # (two lines: straight sides)
        image = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(
            image,
            (*T.lighter(colour, 0.55), 225),
            image.get_rect(),
            border_radius=radius,
        )
        pygame.draw.rect(
            image,
            (*T.darker(colour, 0.55), 235),
            image.get_rect(),
            1,
            border_radius=radius,
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
        the tiles' front edges (else clear of the badges and pieces, the name it covers going to
        a plate; else the place it overlaps least)."""
        if self.village is None or not labels:
            return {}
        # (a piece's box with a little room: it is drawn a few pixels past `piece_box` at times)
        pieces = [box.inflate(4, 8) for t in self._order for box in self._piece_boxes(st, t)]
        names = []
        for tile in self._order:
            name, font = self._tile_label(theme, st, tile) if st is not None else ("", None)
            if name and tile not in self._raised:
                names.append(self._label_rect(tile, name, font))
        placed: dict[int, pygame.Rect] = {}
        for tile in reversed(self._order):  # front tiles first: they hide more of what is behind
            if tile not in labels:
                continue
            spots = self._badge_spots(theme, tile, labels[tile], len(_piece_kinds(st, tile)))
            inside = [r for r in spots if self.bounds.contains(r)]
            spots = [r for r in inside if r.collidelist(self.keep_clear) < 0] or inside or spots
            taken = [*placed.values(), *pieces, *names]
            nudge = max(2, round(self.size * 0.03))  # then each nudged a little, then anywhere
            moved = [r.move(dx * nudge, dy * nudge) for dx, dy in NUDGES for r in spots]
            moved += [
                r
                for r in self._face_spots(tile, spots[0].size)
                if self.bounds.contains(r) and r.collidelist(self.keep_clear) < 0
            ]
            # else over a name (it goes to a plate, `_name_plates`), clear of the badges and pieces
            rect = next(
                (r for r in spots + moved if r.collidelist(taken) < 0),
                next(
                    (r for r in spots + moved if r.collidelist([*placed.values(), *pieces]) < 0),
                    min(
                        spots,
                        key=lambda r: (
                            _overlap(r, names, placed.values()) + 4 * _overlap(r, pieces, ())
                        ),
                    ),
                ),
            )
            placed[tile] = rect
        return {t: placed[t] for t in labels if t in placed}

    def _piece_boxes(self, st, tile: int) -> list[pygame.Rect]:
        """Where the pieces standing on `tile` are drawn (as `VillageRenderer.draw` spreads
        them: Lions, then a monster, then the Nian), and a Scorched Earth mark, without drawing
        them."""
        kinds = _piece_kinds(st, tile)
        cx, cy = self.top_center(tile)
        n = len(kinds)
        boxes = []
        if st is not None and st.scorched_at and st.scorched_at[tile]:  # (`_draw_scorch`)
            mark = scorch_sprite(self.size)
            boxes.append(mark.get_rect(center=(round(cx), round(cy + self.size * 0.2))))
        for k, (kind, form) in enumerate(kinds):
            dx = (k - (n - 1) / 2) * self.size * 0.55
            boxes.append(piece_box(kind, self.size, form).move(round(cx + dx), round(cy)))
        return boxes

    def _badge_spots(self, theme, tile: int, text: str, pieces: int) -> list[pygame.Rect]:
        """The places a badge may take on its tile, best first: the back of the face (or, with
        pieces there, beside them on the right, then the left), then towards the corners and
        the sides, then the front."""
        font = theme.font(14, bold=True)
        w, h = font.size(text)
        cx, cy = self.top_center(tile)
        s = self.size
        spots = []
        if pieces:
            half = (pieces - 1) * 0.275 + 0.48
            for y in (-0.3, 0.0, -0.6):
                spots.append(pygame.Rect(0, 0, w + 12, h + 4))
                spots[-1].midleft = (int(cx + half * s), int(cy + y * s))
                spots.append(pygame.Rect(0, 0, w + 12, h + 4))
                spots[-1].midright = (int(cx - half * s), int(cy + y * s))
        for dx, dy in (
            (0, -0.4),
            (0.45, -0.15),
            (-0.45, -0.15),
            (0.3, -0.45),
            (-0.3, -0.45),
            (0.62, 0.0),
            (-0.62, 0.0),
            (0.4, 0.25),
            (-0.4, 0.25),
            (0, 0.4),
            (0.8, -0.35),
            (-0.8, -0.35),
            (0, -0.72),
            (0.15, -0.6),
            (-0.15, -0.6),
            (0.75, 0.15),
            (-0.75, 0.15),
        ):
            rect = pygame.Rect(0, 0, w + 12, h + 4)
            rect.center = (int(cx + dx * s), int(cy + dy * s))
            spots.append(rect)
        return spots

    def _face_spots(self, tile: int, size: tuple[int, int]) -> list[pygame.Rect]:
        """A badge of `size` centred anywhere on `tile`'s face or just around it (a grid of a
        tenth of a hex), nearest the back of the face first: for a crowded tile whose usual
        places are taken (a badge is clicked as its tile wherever it is)."""
        cx, cy = self.top_center(tile)
        s = self.size
        grid = [(cx + i * s * 0.1, cy + j * s * 0.1) for i in range(-12, 13) for j in range(-9, 8)]
        grid.sort(key=lambda p: math.hypot(p[0] - cx, (p[1] - cy + s * 0.3) * 1.4))
        w, h = size
        return [pygame.Rect(round(x - w / 2), round(y - h / 2), w, h) for x, y in grid]

    def _draw_badge(self, surface, theme, rect: pygame.Rect, text: str, colour) -> pygame.Rect:
        font = theme.font(14, bold=True)
        pygame.draw.rect(surface, T.INK, rect, border_radius=rect.height // 2)
        pygame.draw.rect(surface, colour or T.GOLD, rect, 2, border_radius=rect.height // 2)
        draw_text(surface, text, font, T.TEXT, rect.center, anchor="center")
        return rect


def _lines(rect: pygame.Rect, name: str, font, n: int) -> tuple[pygame.Rect, str]:
    """`name` broken onto `n` lines (fewer if it has fewer words) where the longest is shortest,
    centred where `rect` was: (rect, text with newlines)."""
    words = name.split(" ")
    n = min(n, len(words))
    best = [name]
    if n > 1:
        cuts = itertools.combinations(range(1, len(words)), n - 1)
        best = min(
            (
                [" ".join(words[a:b]) for a, b in zip((0, *c), (*c, len(words)), strict=True)]
                for c in cuts
            ),
            key=lambda lines: max(font.size(x)[0] for x in lines),
        )
    spot = pygame.Rect(0, 0, max(font.size(x)[0] for x in best), len(best) * font.get_linesize())
    spot.center = rect.center
    return spot, "\n".join(best)


def _piece_kinds(st, tile: int) -> list[tuple[str, int]]:
    """(kind, Nian form) of each piece standing on `tile` in `st`, in the order they are drawn
    (Lions, a monster, the Nian); [] without a state."""
    if st is None:
        return []
    kinds = [
        ("lion", 0)
        for p in st.players
        for slot in (0, 1)
        if p.lion[slot] >= 0 and p.lion_tile[slot] == tile
    ]
    if st.monster_at and tile < len(st.monster_at) and st.monster_at[tile] >= 0:
        kinds.append((st.catalogue.yao[st.monster_at[tile]].kind, 0))
    if st.nian_form and st.nian_tile == tile:
        kinds.append(("nian", st.nian_form))
    return kinds


def _overlap(rect: pygame.Rect, taken, badges) -> int:
    """How much of `rect` the rectangles in `taken` cover (another badge counts many times)."""
    area = sum(rect.clip(r).width * rect.clip(r).height for r in taken)
    return area + 10**6 * sum(rect.colliderect(b) for b in badges)


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
