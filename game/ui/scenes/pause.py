"""The in-game menu: back to the game, or back to the title (the game stays saved, to Continue)."""

from __future__ import annotations

import pygame

from .. import theme as T
from ..scene import Scene
from ..widgets import Button, draw_text, panel

SPEED_NAMES = {0.5: "Slow", 1.0: "Normal", 2.0: "Fast", 0.0: "Off"}


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.buttons: list[Button] = []

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        bw, bh = theme.px(260), theme.px(44)
        x, y = w // 2 - bw // 2, h // 2 - theme.px(40)
        self.buttons = [
            Button(
                "Back to the game",
                self.app.pop,
                pygame.Rect(x, y, bw, bh),
                primary=True,
                hotkey=pygame.K_ESCAPE,
            ),
            Button(
                f"Animations: {SPEED_NAMES.get(self.app.settings.animation_speed, 'Normal')}",
                self._speed,
                pygame.Rect(x, y + bh + theme.px(12), bw, bh),
                tooltip="Slow, Normal, Fast or Off; a click always skips an animation",
                hotkey=pygame.K_a,
            ),
            Button(
                "Leave to the title",
                self._leave,
                pygame.Rect(x, y + 2 * (bh + theme.px(12)), bw, bh),
            ),
        ]

    def _speed(self) -> None:
        speeds = list(SPEED_NAMES)
        now = self.app.settings.animation_speed
        nxt = speeds[(speeds.index(now) + 1) % len(speeds)] if now in speeds else 1.0
        self.app.settings.animation_speed = nxt
        self.layout(self.app.screen.get_size())

    def _leave(self) -> None:
        from .menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def handle_event(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill(T.OVERLAY)
        surface.blit(shade, (0, 0))
        panel(
            surface,
            pygame.Rect(
                w // 2 - theme.px(170), h // 2 - theme.px(120), theme.px(340), theme.px(290)
            ),
        )
        draw_text(
            surface,
            "Paused",
            theme.font(28, serif=True),
            T.GOLD,
            (w // 2, h // 2 - theme.px(105)),
            anchor="midtop",
        )
        for b in self.buttons:
            b.draw(surface, theme)
        if self.match.autosave is not None:
            draw_text(
                surface,
                "Saved after every decision: Continue takes it up again.",
                theme.font(12),
                T.TEXT_DIM,
                (w // 2, h // 2 + theme.px(132)),
                anchor="midtop",
            )
