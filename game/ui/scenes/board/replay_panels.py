"""The replay's two panels over the map (issue 43, item 2): each player's score by round, and,
once the game is over, every hand and deck.

`ScoreChart` draws `Replay.scores_by_round` as one line per seat in its colour, with the round on
show marked; a click on it names the round under the mouse (the replay jumps there).  `Hands` lists
each seat's hand, deck and discard pile by card name.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.text.names import card_name

from ... import theme as T
from ...widgets import draw_text, panel, wrap


class ScoreChart:
    """Each player's score at the end of every round, as lines in the seats' colours."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.plot = pygame.Rect(0, 0, 0, 0)
        self.rounds = 0

    def round_at(self, pos) -> int:
        """The round under `pos` on the plot (1 ...), or 0 when it is not on it."""
        if self.rounds <= 0 or not self.rect.collidepoint(pos):
            return 0
        span = max(1, self.rounds - 1)
        x = min(max(pos[0], self.plot.x), self.plot.right)
        return 1 + round((x - self.plot.x) * span / max(1, self.plot.width))

    def draw(self, surface, theme, area: pygame.Rect, rows, names, current_round: int) -> None:
        """`rows`: the scores at the end of each round; `names`: (label, colour) by seat."""
        pad = theme.px(14)
        self.rect = area.inflate(-theme.px(24), -theme.px(24))
        panel(surface, self.rect, fill=T.TABLE_DARK, border=T.GOLD, alpha=250)
        title, small = theme.font(16, bold=True), theme.font(13)
        y = self.rect.y + pad
        draw_text(surface, _("Score by round"), title, T.GOLD, (self.rect.x + pad, y))
        y += title.get_linesize() + theme.px(4)
        legend_x = self.rect.x + pad
        for seat, (label, colour) in enumerate(names):
            score = rows[min(len(rows), max(1, current_round)) - 1][seat] if rows else 0
            text = f"{T.player_mark(seat)} {label} {score}"
            w = small.size(text)[0] + theme.px(16)
            if legend_x + w > self.rect.right - pad:
                legend_x = self.rect.x + pad
                y += small.get_linesize()
            draw_text(surface, text, small, colour, (legend_x, y))
            legend_x += w
        y += small.get_linesize() + theme.px(6)
        axis_w = small.size("000")[0] + theme.px(8)
        bottom = self.rect.bottom - pad - small.get_linesize()
        self.plot = pygame.Rect(
            self.rect.x + pad + axis_w, y, self.rect.width - 2 * pad - axis_w, max(1, bottom - y)
        )
        self.rounds = len(rows)
        if not rows:
            draw_text(surface, _("No round has ended yet"), small, T.TEXT_DIM, self.plot.topleft)
            return
        self._axes(surface, theme, rows, small, current_round)
        self._lines(surface, theme, rows, [c for _l, c in names])

    def _point(self, r: int, score: int, top: int) -> tuple[int, int]:
        p = self.plot
        x = p.x + (r * p.width // max(1, self.rounds - 1) if self.rounds > 1 else p.width // 2)
        return x, p.bottom - score * p.height // max(1, top)

    def _top(self, rows) -> int:
        return max(10, max(max(row) for row in rows))

    def _axes(self, surface, theme, rows, small, current_round: int) -> None:
        p, top = self.plot, self._top(rows)
        pygame.draw.line(surface, T.TEXT_DIM, p.bottomleft, p.bottomright, 1)
        pygame.draw.line(surface, T.TEXT_DIM, p.bottomleft, p.topleft, 1)
        for value in (0, top // 2, top):
            y = self._point(0, value, top)[1]
            draw_text(
                surface, str(value), small, T.TEXT_DIM, (p.x - theme.px(6), y), anchor="midright"
            )
        label_w = small.size(f"{self.rounds}")[0] + theme.px(12)
        every = max(1, -(-label_w * self.rounds // max(1, p.width)))
        for r in range(self.rounds):
            x = self._point(r, 0, top)[0]
            if (r + 1) % every == 0 or r == 0:
                draw_text(
                    surface, str(r + 1), small, T.TEXT_DIM, (x, p.bottom + 2), anchor="midtop"
                )
        if 1 <= current_round <= self.rounds:
            x = self._point(current_round - 1, 0, top)[0]
            pygame.draw.line(surface, T.GOLD, (x, p.y), (x, p.bottom), 2)

    def _lines(self, surface, theme, rows, colours) -> None:
        top = self._top(rows)
        for seat, colour in enumerate(colours):
            points = [self._point(r, row[seat], top) for r, row in enumerate(rows)]
            if len(points) > 1:
                pygame.draw.lines(surface, colour, False, points, max(2, theme.px(3)))
            for pt in points:
                pygame.draw.circle(surface, colour, pt, max(2, theme.px(3)))


class Hands:
    """Every seat's hand, deck and discard pile, by card name (shown once the game is over); the
    mouse wheel scrolls it where it is taller than the map."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.offset = 0
        self.height = 0  # the content's height, as last drawn

    def scroll(self, by: int) -> None:
        self.offset = max(0, min(self.offset + by, self.height - self.rect.height))

    @staticmethod
    def lines(st, labels) -> list[tuple[str, tuple, bool]]:
        """(text, colour, heading) for each line before wrapping."""
        out = []
        for seat, p in enumerate(st.players):
            out.append((f"{T.player_mark(seat)} {labels[seat]}", T.player_colour(seat), True))
            for what, cards in (
                (_("Hand: {cards}"), p.hand),
                (_("Deck: {cards}"), p.deck),
                (_("Discard pile: {cards}"), p.discard),
            ):
                names = ", ".join(card_name(st, c) for c in cards) or _("none")
                out.append((what.format(cards=names), T.TEXT, False))
        return out

    def draw(self, surface, theme, area: pygame.Rect, st, labels) -> None:
        self.rect = area.inflate(-theme.px(24), -theme.px(24))
        panel(surface, self.rect, fill=T.TABLE_DARK, border=T.GOLD, alpha=250)
        pad = theme.px(14)
        title = theme.font(16, bold=True)
        clip = surface.get_clip()
        surface.set_clip(
            self.rect.inflate(-4, -4).clip(clip) if clip else self.rect.inflate(-4, -4)
        )
        y = self.rect.y + pad - self.offset
        draw_text(surface, _("Every hand and deck"), title, T.GOLD, (self.rect.x + pad, y))
        y += title.get_linesize() + theme.px(4)
        players = len(st.players)
        cols = 2 if players > 2 and self.rect.width > theme.px(560) else 1
        col_w = (self.rect.width - 2 * pad - (cols - 1) * pad) // cols
        tops = [y] * cols
        every = self.lines(st, labels)
        for seat in range(players):
            col = seat % cols
            x = self.rect.x + pad + col * (col_w + pad)
            for text, colour, heading in every[seat * 4 : seat * 4 + 4]:
                font = theme.font(14, bold=True) if heading else theme.font(13)
                for line in wrap(font, text, col_w):
                    if self.rect.top - font.get_linesize() < tops[col] < self.rect.bottom:
                        draw_text(surface, line, font, colour, (x, tops[col]))
                    tops[col] += font.get_linesize()
            tops[col] += theme.px(6)
        surface.set_clip(clip)
        self.height = max(tops) + self.offset - self.rect.y + pad
        if self.height > self.rect.height:  # a bar that says there is more
            share = self.rect.height / self.height
            bar_h = max(theme.px(20), int(self.rect.height * share))
            top = self.rect.y + int(self.offset * share)
            bar = pygame.Rect(self.rect.right - theme.px(8), top, theme.px(4), bar_h)
            pygame.draw.rect(surface, T.GOLD_DARK, bar, border_radius=2)
