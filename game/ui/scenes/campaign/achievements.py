"""The achievements list (Solo Mode and the campaign: `game.session.achievements`), opened from the
campaign screen: every achievement and what it asks, the earned ones marked ✓ with their day."""

from __future__ import annotations

import pygame

from game.i18n import _
from game.session import campaign
from game.session.achievements import all_achievements
from game.text.achievements import achievement_name, achievement_text

from ... import theme as T
from ...scene import Scene
from ...scroll import ScrollView, TextBoxes, fitting_font
from ...widgets import wrap


class AchievementsScene(Scene):
    """Every achievement, earned ones marked ✓ in gold with the day they were earned.

    Two columns (one where two would not fit), filled down the left then the right, always the same
    way whatever the window's height: a taller list than the window scrolls as one page (wheel, drag,
    Up/Down/Page keys), and only then; it never scrolls past its end.  A click or another key goes
    back.  Each name stands at the same place, earned or not: the mark has a gutter of its own."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.progress = campaign.load()
        self.items = all_achievements()
        self.scroll = ScrollView()
        self.text = TextBoxes()
        self.cells: list[pygame.Rect] = []  # each achievement's place in the content
        self.lines: list[list[str]] = []  # each achievement's description, wrapped

    def _description(self, a) -> str:
        have = self.progress.achievements
        return achievement_text(a) + (f"  ({have[a.id]})" if a.id in have else "")

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        self.heading_font = fitting_font(
            theme, self._heading(), 28, w - theme.px(40), 18, serif=True
        )
        top = theme.px(20) + self.heading_font.get_linesize() + theme.px(16)
        footer = theme.font(12)
        self.footer_y = h - theme.px(16)
        bottom = self.footer_y - footer.get_linesize() - theme.px(10)
        view = pygame.Rect(theme.px(40), top, w - theme.px(80), bottom - top)
        bar = max(6, theme.px(30) // 4) + theme.px(8)
        name, small = theme.font(15, bold=True), theme.font(12)  # (earned names are bold)
        self.name_h = max(name.get_linesize(), theme.font(15).get_linesize())
        self.gutter = max(name.size("✓")[0], name.size("·")[0]) + theme.px(8)
        gap = theme.px(24)
        widest = max(
            max(name.size(achievement_name(a))[0], small.size(self._description(a))[0])
            for a in self.items
        )
        cols = 2 if 2 * (self.gutter + widest) + gap <= view.width - bar else 1
        col_w = (view.width - bar - gap * (cols - 1)) // cols
        text_w = col_w - self.gutter
        self.lines = [wrap(small, self._description(a), text_w) for a in self.items]
        heights = [
            self.name_h + len(lines) * small.get_linesize() + theme.px(4) for lines in self.lines
        ]
        per_col = -(-len(self.items) // cols)
        # rows line up across the columns: a row is as tall as its tallest achievement
        row_h = [
            max(heights[c * per_col + r] for c in range(cols) if c * per_col + r < len(heights))
            for r in range(per_col)
        ]
        self.cells = []
        for i in range(len(self.items)):
            c, r = divmod(i, per_col)
            x = view.x + c * (col_w + gap)
            self.cells.append(pygame.Rect(x, sum(row_h[:r]), col_w, row_h[r]))
        self.scroll.set(view, sum(row_h), line=theme.px(30))

    def _heading(self) -> str:
        have = sum(1 for a in self.items if a.id in self.progress.achievements)
        return _("Achievements · {have} of {total}").format(have=have, total=len(self.items))

    def handle_event(self, event) -> bool:
        if self.scroll.handle(event):  # only when the list is taller than the window
            return True
        if event.type == pygame.MOUSEWHEEL or (
            event.type == pygame.MOUSEBUTTONDOWN and event.button not in (1, 3)
        ):
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
        return True

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        self.text.clear()
        self.text.heading(surface, theme, self._heading(), self.heading_font)
        have = self.progress.achievements
        small = theme.font(12)
        view = self.scroll.view
        with self.scroll.clip(surface):
            for a, cell, lines in zip(self.items, self.cells, self.lines, strict=True):
                placed = self.scroll.place(cell)
                if not placed.colliderect(view):
                    continue
                got = a.id in have
                colour = T.GOLD if got else T.TEXT_DIM
                name = theme.font(15, bold=got)
                x = placed.x + self.gutter
                # the mark in its gutter, centred on the name's line; the name always at x
                mark = pygame.Rect(placed.x, placed.y, self.gutter, self.name_h)
                self.text.draw(
                    surface, "✓" if got else "·", name, colour, mark.center, placed, "center"
                )
                self.text.draw(surface, achievement_name(a), name, colour, (x, placed.y), placed)
                y = placed.y + self.name_h
                for line in lines:
                    self.text.draw(
                        surface, line, small, T.TEXT if got else T.TEXT_DIM, (x, y), placed
                    )
                    y += small.get_linesize()
        self.scroll.draw_bar(surface)
        self.text.draw(
            surface,
            _("Click to go back"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, self.footer_y),
            window,
            anchor="midbottom",
        )
