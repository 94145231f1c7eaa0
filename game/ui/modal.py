"""The base of the screens that are one panel of buttons taking every input: the end-turn question
(`scenes.confirm`), the pause menu (`scenes.pause`) and the Settings screen (`scenes.settings`)
(issue 41, item 2: their shade, panel and event-eating were written three times)."""

from __future__ import annotations

import pygame

from . import theme as T
from .scene import Host, Scene
from .widgets import Button, draw_text, panel


class ModalScene(Scene):
    """A panel (`frame`) of `buttons`.  Over the screen below, shaded (``opaque = False``, the
    default), or on the bare table (``opaque = True``).  It takes every event, so nothing under it
    is clicked or keyed while it shows."""

    opaque = False

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.frame = pygame.Rect(0, 0, 0, 0)  # the panel (laid out by `layout`)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True  # nothing passes through to the screen below

    def draw_panel(self, surface: pygame.Surface, heading: str, size: int, top: int) -> None:
        """The shade (or the table), the panel, and `heading` centred `top` px (scaled) into it,
        in the serif face at `size`."""
        if self.opaque:
            surface.fill(T.TABLE)
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill(T.OVERLAY)
            surface.blit(shade, (0, 0))
        panel(surface, self.frame)
        theme = self.theme
        draw_text(
            surface,
            heading,
            theme.font(size, serif=True),
            T.GOLD,
            (self.frame.centerx, self.frame.y + theme.px(top)),
            anchor="midtop",
        )

    def draw_buttons(self, surface: pygame.Surface) -> None:
        for b in self.buttons:
            b.draw(surface, self.theme)
