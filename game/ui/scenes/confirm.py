"""A small question over the current screen: do it anyway, or go back (Esc)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from .. import theme as T
from ..modal import ModalScene
from ..scene import register
from ..widgets import Button, draw_text, wrap


@register("confirm")
class ConfirmScene(ModalScene):
    """Ask `question`; `yes` names the button that closes this and calls `on_yes`, `no` the one
    (also Esc) that only closes it.  The screen below shows through, shaded."""

    def __init__(
        self, app, question: str, detail: str, yes: str, on_yes: Callable[[], None], no: str
    ) -> None:
        super().__init__(app)
        self.question = question
        self.detail = detail
        self.yes, self.no = yes, no
        self.on_yes = on_yes

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        fw, fh = theme.px(480), theme.px(200)
        self.frame = pygame.Rect(w // 2 - fw // 2, h // 2 - fh // 2, fw, fh)
        bw, bh = theme.px(200), theme.px(40)
        y = self.frame.bottom - theme.px(20) - bh
        gap = theme.px(16)
        self.buttons = [
            Button(
                self.no,
                self.app.pop,
                pygame.Rect(w // 2 - gap // 2 - bw, y, bw, bh),
                hotkey=pygame.K_ESCAPE,
            ),
            Button(self.yes, self._yes, pygame.Rect(w // 2 + gap // 2, y, bw, bh), primary=True),
        ]

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        self.draw_panel(surface, self.question, 20, 18)
        font = theme.font(13)
        y = self.frame.y + theme.px(60)
        for line in wrap(font, self.detail, self.frame.width - theme.px(40))[:3]:
            draw_text(surface, line, font, T.TEXT, (self.frame.centerx, y), anchor="midtop")
            y += font.get_linesize()
        self.draw_buttons(surface)
