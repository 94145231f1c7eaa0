"""Where each thing is on the board, worked out from the layout and the state.

Every click, hover, keyboard focus ring, guide arrow and card flight asks this part: what is at a
point (`key_at`), where a thing is (`rect_of`), and how a player takes an action with the mouse
(`gesture`).  The rectangles come from the board's arrangement (the panels' targets, the map's
badges and tiles, the Nian's panel, the buttons), made for the current state and layout, so what a
click hits never depends on what the last frame drew.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core import actions as A

from ...render.targets import Targets


@dataclass(frozen=True)
class Points:
    """The places of things at one moment (a card flight starts where its card was)."""

    targets: Targets

    def point(self, key) -> tuple[float, float] | None:
        rect = self.targets.rect_of(key)
        return rect.center if rect else None


class Hits:
    """Hit-testing and places for one board."""

    def __init__(self, board) -> None:
        self.board = board

    def targets(self) -> Targets:
        """Everything with a place on the table now, front-most last."""
        return self.board.arrange().targets

    def key_at(self, pos) -> tuple | None:
        """The thing under `pos`: a panel's target or a badge, else the tile whose name plate is
        there, else the map tile whose top is there."""
        key = self.targets().at(pos)
        if key is not None:
            return key
        lay = self.board.table
        if not lay.on_map(pos):
            return None
        tile = lay.map.plate_at(pos)  # a name printed over the map names its own tile
        if tile < 0:
            tile = lay.map.hit(pos)
        return ("tile", tile) if tile >= 0 else None

    def rect_of(self, key: tuple) -> pygame.Rect | None:
        """Where `key` is: a target's rectangle; a tile's top face; ("button", label) or
        ("bar", label) a button's.  A key on a tab not shown (large UI scales): that tab's button."""
        board = self.board
        lay = board.table
        arranged = board.arrange()
        if lay.key_hidden(key):
            tab = board.tab_button(lay.tab_of(key))
            return pygame.Rect(tab.rect) if tab is not None else None
        if key[0] == "button":
            b = next((b for b in arranged.decision if b.label == key[1]), None)
            return self.button_rect(b) if b is not None else None
        if key[0] == "bar":
            b = next((b for b in board.bar_buttons() if b.label == key[1]), None)
            return pygame.Rect(b.rect) if b is not None else None
        rect = arranged.targets.rect_of(key)
        if rect is None and key[0] == "lion":  # the Lion's column holds several rectangles
            rect = next((r for r, k in arranged.targets.items if k == key), None)
        if rect is None and key[0] == "tile":
            return self.tile_rect(key[1])
        return pygame.Rect(rect) if rect is not None else None

    def tile_rect(self, tile: int) -> pygame.Rect | None:
        """The top face of `tile` on the map (None for a tile the map does not have)."""
        m = self.board.table.map
        if m.village is None or not 0 <= tile < len(m.village.coords):
            return None
        cx, cy = m.top_center(tile)
        s = m.size
        return pygame.Rect(
            round(cx - 0.75 * s), round(cy - 0.45 * s), round(1.5 * s), round(0.9 * s)
        )

    def button_rect(self, b) -> pygame.Rect:
        """A decision button, or the Choices tab holding it while that tab is not shown."""
        if not b.rect.width and self.board.table.tabbed:
            tab = self.board.tab_button("choices")
            if tab is not None:
                return pygame.Rect(tab.rect)
        return pygame.Rect(b.rect)

    def snapshot(self) -> Points:
        """The places of things now (before a move changes them)."""
        return Points(Targets(list(self.targets().items)))

    # --- how a player takes an action ----------------------------------------------------------------

    def gesture(self, action: A.Action):
        """How `action` is taken with the mouse, as a player finds it on screen: ("click", point),
        ("two", first, second) — a Motif, then its space — or ("drag", start, end).  None when
        nothing on screen takes it."""
        board = self.board
        ch = board.turns.choices
        targets = self.targets()
        if isinstance(action, A.Strike):
            start = targets.rect_of(("hand", action.card))
            end = targets.rect_of(("lion", action.slot))
            return ("drag", start.center, end.center) if start and end else None
        if isinstance(action, A.TakeMotif):
            motif = targets.rect_of(("motif", action.index))
            track = targets.rect_of(("track", action.slot, action.space))
            return ("two", motif.center, track.center) if motif and track else None
        for b in board.buttons + board.bar_buttons():
            if b.action == action:
                return ("click", b.rect.center)
        for key, act in ch.clicks.items() if ch is not None else ():
            if act != action:
                continue
            if key[0] == "tile":
                point = self.tile_point(key[1])
                return ("click", point) if point is not None else None
            rect = targets.rect_of(key)
            if rect is not None:
                return ("click", rect.center)
        return None

    def tile_point(self, tile: int):
        """A point of `tile` the mouse can reach (its centre may hide behind a raised tile in
        front, or under a badge), or None."""
        m = self.board.table.map
        badge = self.targets().rect_of(("tile", tile))
        points = [badge.center, badge.midleft, badge.midright] if badge else []
        cx, cy = m.top_center(tile)
        size = m.size
        for dx, dy in [(0, 0), (0, -0.4), (-0.4, -0.2), (0.4, -0.2), (-0.5, 0), (0.5, 0), (0, 0.3)]:
            points.append((cx + dx * size, cy + dy * size))
        for p in points:
            p = (int(p[0]), int(p[1]))  # the pixel a click lands on (a point on an edge may not)
            if self.key_at(p) == ("tile", tile):
                return p
        return None
