"""The title menu: start a hot-seat game, or quit."""

from __future__ import annotations

import pygame

from .. import theme as T
from ..scene import Scene
from ..widgets import Button, draw_text


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.t = 0.0

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        bw, bh = theme.px(280), theme.px(48)
        x = w // 2 - bw // 2
        y = int(h * 0.48)
        from .campaign import CampaignScene
        from .newgame import NewGameScene

        entries = [
            ("New hot-seat game", lambda: self.app.push(NewGameScene(self.app)), pygame.K_n, True),
            (
                "Campaign",
                lambda: self.app.push(CampaignScene(self.app)),
                pygame.K_c,
                False,
            ),
            (
                "Solo against the Nian",
                lambda: self.app.push(NewGameScene(self.app, solo=True)),
                pygame.K_s,
                False,
            ),
            ("Quit", self.app.quit, pygame.K_q, False),
        ]
        self.buttons = []
        for i, (label, fn, key, primary) in enumerate(entries):
            rect = pygame.Rect(x, y + i * (bh + theme.px(14)), bw, bh)
            self.buttons.append(Button(label, fn, rect, hotkey=key, primary=primary))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return any(b.handle(event) for b in self.buttons)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        # lanterns
        for i, x in enumerate((w * 0.15, w * 0.85)):
            y = h * 0.2 + 6 * __import__("math").sin(self.t * 1.5 + i)
            pygame.draw.line(surface, T.GOLD_DARK, (x, 0), (x, y - theme.px(40)), 2)
            pygame.draw.ellipse(
                surface,
                T.RED,
                pygame.Rect(x - theme.px(34), y - theme.px(44), theme.px(68), theme.px(88)),
            )
            pygame.draw.ellipse(
                surface,
                T.GOLD,
                pygame.Rect(x - theme.px(34), y - theme.px(44), theme.px(68), theme.px(88)),
                3,
            )
            draw_text(surface, "福", theme.font(34, serif=True), T.GOLD, (x, y), anchor="center")
        draw_text(
            surface,
            "Lionwake",
            theme.font(72, serif=True),
            T.RED,
            (w // 2, int(h * 0.18)),
            anchor="midtop",
            shadow=True,
        )
        draw_text(
            surface,
            "醒狮",
            theme.font(30, serif=True),
            T.GOLD,
            (w // 2, int(h * 0.18) + theme.px(92)),
            anchor="midtop",
        )
        draw_text(
            surface,
            "Wake the Lions. Ward off the Nian beast.",
            theme.font(16),
            T.TEXT_DIM,
            (w // 2, int(h * 0.39)),
            anchor="midtop",
        )
        for b in self.buttons:
            b.draw(surface, theme)
        draw_text(
            surface,
            "F11 fullscreen · Esc quits",
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            anchor="midbottom",
        )
