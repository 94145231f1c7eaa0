"""The Village map kept as a picture while nothing on it changes (issue 41, item 3).

The map is the one part of the board that moves on its own: lit tiles pulse.  While what it shows
stays the same (the state, whose eyes, the view, what is lit, hovered and labelled, the pieces held
back for an animation), its region is kept as one picture, and for each phase of the pulse
(`PULSE_STEPS`) only the pixels of the lit tiles' halos (`VillageRenderer.glow_rect`), so an idle
board, and a Lion leaping over a still map, blit the map instead of drawing its tiles.  Pictures
are kept only once the same map is drawn twice in a row (a map being panned keeps nothing).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...render.village import pulse_now, pulse_phase

#: The phases of the pulse (the halo's brightness in this many steps over one beat).
PULSE_STEPS = 16

Patch = tuple[pygame.Rect, pygame.Surface]


def patches_of(surface: pygame.Surface, rects: list[pygame.Rect]) -> list[Patch]:
    """Copies of `surface` inside `rects` (each clipped to the surface)."""
    out = []
    for rect in rects:
        r = rect.clip(surface.get_rect())
        if r.width and r.height:
            out.append((r, surface.subsurface(r).copy()))
    return out


class MapLayer:
    """The kept picture of the map for one key, and its halos at each phase of the pulse."""

    def __init__(self) -> None:
        self.key: tuple | None = None
        self.base: pygame.Surface | None = None
        self.phases: dict[int, list[Patch]] = {}
        self._last: tuple | None = None  # the key of the last frame drawn
        self.drawn = 0  # how many times the map was drawn rather than blitted (tests read it)

    def draw(
        self,
        surface: pygame.Surface,
        region: pygame.Rect,
        key: tuple,
        halos: list[pygame.Rect],
        draw: Callable[[pygame.Surface, float], None],
    ) -> None:
        """Show the map of `key` in `region`: the kept picture and the halos of this phase, or
        `draw(surface, pulse)` (clipped to the region), keeping what it drew."""
        region = region.clip(surface.get_rect())
        halos = [h.clip(region) for h in halos]
        phase = pulse_phase(PULSE_STEPS) if halos else 0
        if key != self.key:
            self.key, self.base, self.phases = key, None, {}
        if self.base is not None and phase in self.phases:
            surface.blit(self.base, region.topleft)
            for rect, patch in self.phases[phase]:
                surface.blit(patch, rect.topleft)
            self._last = key
            return
        clip = surface.get_clip()
        surface.set_clip(region)
        draw(surface, pulse_now(PULSE_STEPS) if halos else 0.0)
        surface.set_clip(clip)
        self.drawn += 1
        if key == self._last and region.width and region.height:
            if self.base is None:
                self.base = surface.subsurface(region).copy()
            self.phases[phase] = patches_of(surface, halos)
        self._last = key
