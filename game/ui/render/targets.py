"""What is on screen where: the board scene maps clicks and hovers through these rectangles."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

Key = tuple


@dataclass
class Targets:
    """Rectangles on screen and the thing each one shows (front-most last)."""

    items: list[tuple[pygame.Rect, Key]] = field(default_factory=list)

    def add(self, rect: pygame.Rect, key: Key) -> None:
        self.items.append((pygame.Rect(rect), key))

    def at(self, pos) -> Key | None:
        for rect, key in reversed(self.items):
            if rect.collidepoint(pos):
                return key
        return None

    def rect_of(self, key: Key) -> pygame.Rect | None:
        for rect, k in reversed(self.items):
            if k == key:
                return rect
        return None
