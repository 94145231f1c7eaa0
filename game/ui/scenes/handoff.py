"""Hot-seat privacy: before another person's decision, hide the table and say who plays next.

The screen also tells the next person what happened since they last decided (everything the log
says since then, other people's and computers' turns alike), the newest lines at the foot, older ones
a wheel or an arrow key away.  After a computer's turn that someone hurried along with clicks, it
takes no click for a moment (`guard`), so a click meant to hurry the computer does not pass the
screen to the next person unseen.
"""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.text.names import seat_name

from .. import theme as T
from ..scene import Scene, register
from ..widgets import draw_text, panel, wrap


def since_last_turn(match, seat: int) -> int:
    """Where in the log `seat`'s news begins: after their last decision (`Match.seen`, which a game
    taken up from its save rebuilds as it replays); for someone who has not decided yet, after the
    last line about them before their turn began."""
    if seat in match.seen:
        return min(match.seen[seat], len(match.log))
    log = match.log
    i = len(log)
    while i > 0 and log[i - 1].seat == seat:  # the opening of the turn they are about to take
        i -= 1
    while i > 0 and log[i - 1].seat != seat:
        i -= 1
    return i


@register("handoff")
class HandoffScene(Scene):
    """Covers the whole screen (no hand shows through) until the next player clicks."""

    opaque = True

    def __init__(self, app, seat: int, match, guard: float = 0.0) -> None:
        super().__init__(app)
        self.seat = seat
        self.match = match
        self.guard = guard  # seconds during which a click or a key does not dismiss the screen
        self.scroll = 0  # lines scrolled back from the newest
        self._shown = 1  # how many lines the panel showed when last drawn
        self._rows: list[tuple] = []  # the news as drawn: (entry, one row of its text)

    @property
    def news(self) -> list:
        return self.match.log[since_last_turn(self.match, self.seat) :]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(event.y * 3)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_PAGEUP):
            self._scroll(1 if event.key == pygame.K_UP else self._shown)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_PAGEDOWN):
            self._scroll(-1 if event.key == pygame.K_DOWN else -self._shown)
            return True
        dismiss = (event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 2, 3)) or (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        )
        if dismiss and self.guard <= 0:
            self.app.pop()
        return True

    def rows(self, width: int) -> list[tuple]:
        """The news as rows `width` wide: a line too long for the panel wraps (issue 42: no words
        cut), each row with the entry it belongs to (for its colour)."""
        font = self.theme.font(13)
        self._rows = [(e, part) for e in self.news for part in wrap(font, e.text, width)]
        return self._rows

    def _scroll(self, lines: int) -> None:
        most = max(0, len(self._rows) - self._shown)
        self.scroll = max(0, min(most, self.scroll + lines))

    def update(self, dt: float) -> None:
        self.guard = max(0.0, self.guard - dt)

    def busy(self) -> bool:
        """Frames until the guard is over (then the hint lights up); then it waits for input."""
        return self.guard > 0

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE_DARK)
        colour = T.player_colour(self.seat)
        radius = min(theme.px(40), h // 16)  # (at a large UI scale the news gets the room)
        cy = theme.px(24) + radius
        pygame.draw.circle(surface, colour, (w // 2, cy), radius)
        T.draw_player_mark(surface, self.seat, (w // 2, cy), radius // 2)
        title = draw_text(
            surface,
            _("Pass the computer to {player}").format(player=seat_name(self.seat)),
            theme.font_px(min(theme.px(30), h // 17), serif=True),
            colour,
            (w // 2, cy + radius + theme.px(10)),
            anchor="midtop",
        )
        hint_font = theme.font(15)
        hint_y = h - theme.px(16) - hint_font.get_linesize()
        draw_text(
            surface,
            _("Click or press Enter when you are ready"),
            hint_font,
            T.TEXT if self.guard <= 0 else T.TEXT_DIM,
            (w // 2, hint_y),
            anchor="midtop",
        )
        box = pygame.Rect(0, 0, min(w - theme.px(40), theme.px(820)), 0)
        box.top = title.bottom + theme.px(14)
        lines = len(self.rows(box.width - theme.px(24))) + 1  # (and its heading)
        needed = lines * theme.font(13).get_linesize() + theme.px(24)
        box.height = min(hint_y - theme.px(12) - box.top, needed)  # no taller than its lines
        box.centerx = w // 2
        self._draw_news(surface, box)

    def _draw_news(self, surface, box: pygame.Rect) -> None:
        """What happened since this person last decided, the newest line at the foot."""
        theme = self.theme
        inner = box.inflate(-theme.px(24), -theme.px(16))
        news = self.rows(inner.width)
        font = theme.font(13)
        line_h = font.get_linesize()
        if box.height < line_h * 2 or not news:
            return
        panel(surface, box, fill=(30, 22, 18))
        head = theme.font(13, bold=True)
        draw_text(surface, _("Since your last turn:"), head, T.GOLD, inner.topleft)
        top = inner.y + head.get_linesize() + theme.px(2)
        rows = max(1, (inner.bottom - top) // line_h)
        if len(news) > rows:  # a line at the top says how many earlier ones are scrolled away
            rows -= 1
        self._shown = rows
        self.scroll = max(0, min(self.scroll, len(news) - rows))
        end = len(news) - self.scroll
        start = max(0, end - rows)
        y = top
        if len(news) > rows:
            words = ngettext(
                "{n} earlier line: scroll up (mouse wheel or Up)",
                "{n} earlier lines: scroll up (mouse wheel or Up)",
                start,
            ).format(n=start)
            if start == 0:
                words = _("The first line: scroll down for the newest")
            if font.size(words)[0] <= inner.width:  # (else the row stays empty: never cut)
                draw_text(surface, words, font, T.TEXT_DIM, (inner.x, y))
            y += line_h
        for entry, text in news[start:end]:
            shade = T.player_colour(entry.seat) if entry.seat >= 0 else T.TEXT_DIM
            draw_text(surface, text, font, shade, (inner.x, y))
            y += line_h
