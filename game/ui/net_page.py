"""The shape of the network screens (issue 44, network play: the Host lobby and the Join screen):
Back and the title at the top, the screen's actions along the foot above a line of news (what was
copied, why a join was refused), and between them a column of text and buttons that scrolls when
taller than its room (large UI scales, many seats).  Tab walks every button, the scrolled ones too,
Enter presses the focused one, Esc goes back.

A screen gives `title()`, `rows()` (("text", words, size, colour, bold) and ("buttons", [Button])
entries, in order), `actions()` (the buttons along the foot, the first the main one) and `back()`
(the top-left button, Esc).
"""

from __future__ import annotations

import pygame

from game.i18n import _

from . import theme as T
from .keyboard import ButtonFocus
from .scene import Scene
from .scroll import ScrollView, TextBoxes, fitting_font
from .widgets import Button, draw_tooltip, panel, wrap


class NetPage(Scene):
    """A network screen laid out as the module says."""

    keyboard_focus = False  # Tab walks the scrolled buttons too (ScrollView.tab_focus)
    #: seconds between two looks at the network (who joined, the tables found): the page is drawn
    #: again that often while nothing else moves
    refresh = 1.0

    def busy(self) -> bool:
        return self.joining is not None  # (a join under way: its spinner turns)

    def pulsing(self) -> bool:
        return True

    def pulse_wait_ms(self) -> int:
        return int(self.refresh * 1000)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = ScrollView()
        self.joining = None  # a RemoteMatch joining its table, until its first view comes
        self.text = TextBoxes()
        self.buttons: list[Button] = []
        self.content: list[pygame.Rect | None] = []  # each button's place in the column (or None)
        self.full: list[pygame.Rect] = []
        self.lines: list[tuple[str, pygame.font.Font, tuple, pygame.Rect]] = []  # in the column
        self.message = ""  # the news line at the foot
        self.refused = False  # the news is a refusal (drawn as one)
        self.mouse = (-1, -1)
        self.size = (1280, 720)
        self.title_font = None
        self.title_box = pygame.Rect(0, 0, 0, 0)
        self.note_box = pygame.Rect(0, 0, 0, 0)

    # --- what a screen gives ------------------------------------------------------------------------

    def title(self) -> str:
        return ""

    def rows(self) -> list[tuple]:
        return []

    def actions(self) -> list[Button]:
        return []

    def back(self) -> Button:
        """The top-left button (Esc): back to the screen before, unless a page says otherwise."""
        return Button(_("Back"), self.app.pop)

    # --- layout ---------------------------------------------------------------------------------------

    def say(self, message: str, refused: bool = False) -> None:
        """Put `message` in the news line (a refusal in the refusal colour)."""
        self.message, self.refused = message, refused
        self.rebuild()

    def rebuild(self) -> None:
        """Lay the screen out again with what changed (the focus stays on the same button)."""
        shown = [b for b in self.buttons if b.rect.width]
        focused = shown[self.button_focus].label if 0 <= self.button_focus < len(shown) else None
        self.layout(self.size)
        if focused is not None:
            shown = [b.label for b in self.buttons if b.rect.width]
            self.button_focus = shown.index(focused) if focused in shown else -1

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        w, h = size
        gap = theme.px(10)
        back = self.back()
        back.hotkey = pygame.K_ESCAPE
        back.rect = pygame.Rect(
            theme.px(20), theme.px(20), max(theme.px(100), back.fit_width(theme)), theme.px(36)
        )
        title = self.title()
        width = w - 2 * (back.rect.right + gap)
        self.title_font = fitting_font(theme, title, 30, width, 20, serif=True)
        self.title_box = pygame.Rect(back.rect.right + gap, theme.px(18), width, 0)
        if self.title_font.size(title)[0] > width:  # too long beside Back: under it
            self.title_box = pygame.Rect(theme.px(20), back.rect.bottom, w - theme.px(40), 0)
        self.title_box.height = self.title_font.get_linesize()
        note = theme.font(14)
        lines = wrap(note, self.message, w - theme.px(40))[:3] if self.message else []
        self.note_box = pygame.Rect(
            theme.px(20), 0, w - theme.px(40), len(lines) * note.get_linesize()
        )
        self.note_box.bottom = h - theme.px(10)
        actions = self.actions()
        if actions:
            actions[0].primary = True
        bottom = self._place_actions(actions, self.note_box.y - gap)
        top = max(self.title_box.bottom, back.rect.bottom) + gap
        view = pygame.Rect(theme.px(20), top, w - theme.px(40), max(0, bottom - gap - top))
        column = self._column(view)
        self.buttons = [*column, *actions, back]
        self.content = self.content + [None] * (len(actions) + 1)
        self._place()

    def _place_actions(self, actions: list[Button], bottom: int) -> int:
        """The actions along the foot, in rows centred above `bottom`; where their top is."""
        theme = self.theme
        w = self.size[0]
        gap = theme.px(10)
        bh = theme.px(44)
        room = w - theme.px(40)
        widths = [min(room, max(theme.px(200), b.fit_width(theme))) for b in actions]
        rows: list[list[int]] = [[]]
        used = 0
        for i, width in enumerate(widths):
            if rows[-1] and used + gap + width > room:
                rows.append([])
                used = 0
            rows[-1].append(i)
            used += width + (gap if used else 0)
        y = bottom - len(rows) * (bh + gap) + gap
        top = y
        for row in rows:
            total = sum(widths[i] for i in row) + gap * (len(row) - 1)
            x = w // 2 - total // 2
            for i in row:
                actions[i].rect = pygame.Rect(x, y, widths[i], bh)
                x += widths[i] + gap
            y += bh + gap
        return top if actions else bottom

    def _column(self, view: pygame.Rect) -> list[Button]:
        """Lay `rows()` out in the scrolled column inside `view`; its buttons, in order."""
        theme = self.theme
        gap = theme.px(8)
        pad = theme.px(14)
        bar = max(6, theme.px(24) // 4)
        width = min(view.width - 2 * pad - bar, theme.px(880))
        x0 = view.x + (view.width - bar - width) // 2
        buttons: list[Button] = []
        self.content = []
        self.lines = []
        y = pad
        for row in self.rows():
            if row[0] == "text":
                _kind, words, size, colour, bold = row
                font = theme.font(size, bold=bold)
                for line in wrap(font, words, width):
                    rect = pygame.Rect(x0, y, width, font.get_linesize())
                    self.lines.append((line, font, colour, rect))
                    y += font.get_linesize()
                y += theme.px(4)
            elif row[0] == "gap":
                y += theme.px(row[1])
            else:
                x = x0
                line_h = 0
                for b in row[1]:
                    bw = min(
                        width, max(theme.px(120), getattr(b, "min_width", 0), b.fit_width(theme))
                    )
                    bh = theme.px(38)
                    if bw < b.fit_width(theme):  # too narrow for its label: on more lines
                        font = theme.font(15, bold=True)
                        bh = max(bh, b.label_lines(theme, bw) * font.get_linesize() + theme.px(8))
                    if x > x0 and x + bw > x0 + width:
                        x = x0
                        y += line_h + gap
                        line_h = 0
                    self.content.append(pygame.Rect(x, y, bw, bh))
                    buttons.append(b)
                    x += bw + gap
                    line_h = max(line_h, bh)
                y += line_h + gap
        self.panel_rect = view
        self.scroll.set(view, y + pad, line=theme.px(40))
        return buttons

    def _place(self) -> None:
        """The scrolled buttons where the column's scroll shows them (one out of sight has no
        size: not clicked, not focused)."""
        self.full = self.scroll.place_buttons(self.buttons, self.content)

    # --- input ------------------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.scroll.tab_focus(self, event, self.content, self._place):
            return True
        if ButtonFocus.handle(self, event):
            return True
        for b in list(self.buttons):
            if b.handle(event):
                return True
        if self.scroll.handle(event):
            self._place()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    # --- drawing ----------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        theme = self.theme
        self.text.clear()
        surface.fill(T.TABLE)
        box = self.title_box
        self.text.draw(surface, self.title(), self.title_font, T.GOLD, box.midtop, box, "midtop")
        view = self.panel_rect
        panel(surface, view, fill=T.PANEL_FILL)
        with self.scroll.clip(surface):
            for line, font, colour, rect in self.lines:
                at = self.scroll.place(rect)
                if at.bottom > view.y and at.y < view.bottom:
                    self.text.draw(surface, line, font, colour, at.topleft, view)
            self.scroll.draw_buttons(surface, theme, self.buttons, self.content, self.full)
        for i, b in enumerate(self.buttons):
            if self.content[i] is None:
                b.draw(surface, theme)
        self.scroll.draw_bar(surface)
        note = theme.font(14)
        y = self.note_box.y
        colour = T.ILLEGAL if self.refused else T.GOLD
        for line in wrap(note, self.message, self.note_box.width)[:3] if self.message else []:
            at = (self.note_box.centerx, y)
            self.text.draw(surface, line, note, colour, at, self.note_box, "midtop")
            y += note.get_linesize()
        self.draw_more(surface)
        ButtonFocus.draw(self, surface)
        if self.button_focus < 0:
            for b in self.buttons:
                if b.tooltip and b.rect.width and b.rect.collidepoint(self.mouse):
                    draw_tooltip(surface, theme, [b.label, *b.tooltip.split("\n")], self.mouse)
                    break

    def draw_more(self, surface) -> None:
        """What a screen draws over the rest (a spinner while joining)."""
