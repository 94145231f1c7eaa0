"""The titles table (rulebook, Solo: Game End, "Titles by final score"), opened from the campaign
screen: every title's range of scores, the ones this player has earned marked ✓."""

from __future__ import annotations

import pygame

from game.core.solo import TITLES
from game.i18n import _
from game.session import campaign

from ... import theme as T
from ...scene import Scene
from ...scroll import TextBoxes
from ...widgets import screen_heading


class TitlesScene(Scene):
    """The rulebook's titles table, with every title this player has earned (in a chapter or a
    lone Solo game, improved on since or not), marked ✓ in any language.

    At large UI scales (issue 8, accessibility: "UI scale 75-200%") the rows close up to the height
    of their text, and go in two columns when one is still too tall for the window."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.text = TextBoxes()
        self.cells: list[tuple[pygame.Rect, pygame.Rect]] = []  # each row: score box, name box
        self.earned = campaign.load().titles()  # English keys, as in TITLES

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        font = theme.font(17)
        heading = theme.font(30, serif=True)
        top = max(theme.px(100), theme.px(24) + heading.get_linesize() + theme.px(8))
        footer = h - theme.px(20) - theme.font(12).get_linesize() - theme.px(8)
        n = len(TITLES)
        step = min(theme.px(40), (footer - top) // n)
        cols = 1
        if step < font.get_linesize():  # too tall for one column: two, side by side
            cols = 2
            step = max(font.get_linesize(), min(theme.px(40), (footer - top) // -(-n // cols)))
        per_col = -(-n // cols)
        col_w = (w - theme.px(40)) // cols
        self.cells = []
        for i in range(n):
            c, r = divmod(i, per_col)
            centre = theme.px(20) + c * col_w + col_w // 2 if cols > 1 else w // 2
            y = top + r * step
            score_w = theme.px(120) if cols > 1 else centre - theme.px(40)
            score = pygame.Rect(centre - theme.px(40) - score_w, y, score_w, step)
            name_right = theme.px(20) + (c + 1) * col_w if cols > 1 else w
            self.cells.append((score, pygame.Rect(centre, y, name_right - centre, step)))
        self.footer_y = h - theme.px(20)

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
        return True

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        self.text.clear()
        heading = screen_heading(surface, theme, _("Titles by final score"))
        self.text.note(surface, _("Titles by final score"), heading, surface.get_rect())
        earned = self.earned
        bounds = sorted(TITLES)
        font = theme.font(17)
        for i, (low, name) in enumerate(bounds):
            high = bounds[i + 1][0] - 1 if i + 1 < len(bounds) else None
            score = (
                f"< {bounds[1][0]}"
                if low == 0
                else (f"{low}+" if high is None else f"{low}–{high}")
            )
            colour = T.GOLD if name in earned else T.TEXT_DIM
            score_box, name_box = self.cells[i]
            self.text.draw(surface, score, font, colour, score_box.topright, score_box, "topright")
            self.text.draw(
                surface,
                _(name) + (_("  ✓ earned") if name in earned else ""),
                theme.font(17, bold=name in earned),
                colour,
                name_box.topleft,
                name_box,
            )
        self.text.draw(
            surface,
            _("Click to go back"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, self.footer_y),
            surface.get_rect(),
            anchor="midbottom",
        )
