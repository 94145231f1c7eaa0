"""Hot-seat privacy: before another person's decision, hide the table and say who plays next."""

from __future__ import annotations

import pygame

from game.core.words import seat_name
from game.i18n import _

from .. import theme as T
from ..scene import Scene
from ..widgets import draw_text


class HandoffScene(Scene):
    """Covers the whole screen (no hand shows through) until the next player clicks."""

    opaque = True

    def __init__(self, app, seat: int, match) -> None:
        super().__init__(app)
        self.seat = seat
        self.match = match

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN or (
            event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        ):
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE_DARK)
        colour = T.player_colour(self.seat)
        pygame.draw.circle(surface, colour, (w // 2, int(h * 0.36)), theme.px(60))
        T.draw_player_mark(surface, self.seat, (w // 2, int(h * 0.36)), theme.px(30))
        draw_text(
            surface,
            _("Pass the computer to {player}").format(player=seat_name(self.seat)),
            theme.font(30, serif=True),
            colour,
            (w // 2, int(h * 0.52)),
            anchor="midtop",
        )
        last = [line.text for line in self.match.log[-4:]]
        y = int(h * 0.62)
        for text in last:
            draw_text(surface, text, theme.font(13), T.TEXT_DIM, (w // 2, y), anchor="midtop")
            y += theme.px(20)
        draw_text(
            surface,
            _("Click or press Enter when you are ready"),
            theme.font(15),
            T.TEXT,
            (w // 2, int(h * 0.88)),
            anchor="midtop",
        )
