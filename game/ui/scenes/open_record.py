"""Open record (issue 43, item 5): every `.json` file in the records folder, each openable.

Opened from the History screen.  Each file is a row: a record's when, kind and result (its summary,
read without replaying the game), or — for a file the History list refused — its name and why.  A
click on a row opens it in the replay view (`records_open.open_record`: the game replayed and
checked first); a record that is refused is named at the top with why, and nothing else changes.
Esc or Back returns to the History screen.  Every text wraps rather than being cut.
"""

from __future__ import annotations

import pygame

from game.i18n import _
from game.session import records
from game.text import records as words
from game.text import saves as save_words

from .. import theme as T
from ..records_open import open_record
from ..scene import Scene, register
from ..scroll import ScrollView, TextBoxes, fitting_font
from ..widgets import Button, panel, wrap

Line = tuple[str, pygame.font.Font, tuple[int, int, int], int]  # text, font, colour, y


@register("open_record")
class OpenRecordScene(Scene):
    """The records folder's files, newest record first, then those that cannot be read."""

    still = True  # nothing moves by itself: the app waits for input

    def __init__(self, app) -> None:
        super().__init__(app)
        self.files: list[tuple[str, object]] = []  # (file name, Summary or its RecordProblem)
        self.message = ""  # why the last row clicked was refused
        self.buttons: list[Button] = []
        self.list = ScrollView()
        self.rows: list[tuple[str, pygame.Rect, list[Line]]] = []
        self.head: list[Line] = []
        self.text = TextBoxes()
        self.size = (1280, 720)
        self.heading_font: pygame.font.Font | None = None
        self.where = None  # the records folder, None when it cannot be used

    def enter(self) -> None:
        self.rescan()

    def resume(self) -> None:
        self.rescan()

    def rescan(self) -> None:
        """List the folder's `.json` files again (`records.scan`: nothing is changed)."""
        try:
            self.where = records.folder()
        except OSError as exc:
            self.where, self.message = None, str(exc)
        found, refused = records.scan(self.where) if self.where else ([], [])
        self.files = [(s.path.name, s) for s in found] + [(p.file, p) for p in refused]
        self.layout(self.size)

    def open(self, name: str) -> None:
        """Open the file `name` of the folder in the replay view, or say why it is refused."""
        if self.where is None:
            return
        self.message = open_record(self.app, self.where / name)
        self.layout(self.size)

    # --- layout ---------------------------------------------------------------------------------

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        w, h = size
        back = Button(_("Back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        back.rect = pygame.Rect(theme.px(20), theme.px(20), back.fit_width(theme), theme.px(36))
        left = back.rect.right + theme.px(16)
        self.heading_font = fitting_font(theme, _("Open record"), 30, w - 2 * left, 16, serif=True)
        self.buttons = [back]
        top = max(back.rect.bottom, theme.px(20) + self.heading_font.get_linesize())
        width = w - theme.px(40)
        self.head, top = self._wrapped(self._head_spec(), width, top + theme.px(12))
        view = pygame.Rect(theme.px(20), top + theme.px(8), width, h - top - theme.px(24))
        self.list.set(view, self._lay_rows(view.width - theme.px(14)), line=theme.px(40))

    def _head_spec(self) -> list[tuple[str, pygame.font.Font, tuple[int, int, int]]]:
        theme = self.theme
        where = str(self.where) if self.where else ""
        spec = [
            (_("Game records in {folder}").format(folder=where), theme.font(13), T.TEXT_DIM),
            (
                _("Click one to watch it, or drop a record onto the window."),
                theme.font(13),
                T.TEXT_DIM,
            ),
        ]
        if self.message:
            spec.append((self.message, theme.font(14, bold=True), T.ILLEGAL))
        return spec

    def _wrapped(self, spec, width: int, y: int) -> tuple[list[Line], int]:
        out: list[Line] = []
        for text, font, colour in spec:
            for line in wrap(font, text, width) or [""]:
                out.append((line, font, colour, y))
                y += font.get_linesize()
        return out, y

    def _lay_rows(self, width: int) -> int:
        """Each file's row, wrapped to `width` (content coordinates); where they end."""
        theme = self.theme
        pad = theme.px(8)
        bold, small = theme.font(15, bold=True), theme.font(13)
        self.rows = []
        y = 0
        if not self.files:
            text = _("The records folder holds no game records yet.")
            lines, y = self._wrapped([(text, theme.font(16), T.TEXT_DIM)], width - 2 * pad, pad)
            self.rows.append(("", pygame.Rect(0, 0, width, y + pad), lines))  # (not a file)
            return y + pad
        for name, what in self.files:
            if isinstance(what, records.Summary):
                spec = [
                    (f"{save_words.when(what)}  ·  {save_words.what(what)}", bold, T.TEXT),
                    (name, small, T.TEXT_DIM),
                ]
            else:
                spec = [(name, bold, T.TEXT), (words.problem_text(what), small, T.ILLEGAL)]
            lines, end = self._wrapped(spec, width - 2 * pad, y + pad)
            rect = pygame.Rect(0, y, width, end - y + pad)
            self.rows.append((name, rect, lines))
            y = rect.bottom + theme.px(6)
        return y

    def row_rect(self, name: str) -> pygame.Rect:
        """Where the row of file `name` is on screen now (scrolled into view first)."""
        rect = next(r for n, r, _lines in self.rows if n == name)
        self.list.reveal(rect.top, rect.bottom)
        return self.list.place(rect.move(self.list.view.x, 0))

    # --- input ----------------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        for b in list(self.buttons):
            if b.handle(event):
                return True
        if self.list.handle(event):
            return True
        name = self.list.clicked_row(event, self.rows)
        if name is not None:
            self.open(name)
        return True

    # --- drawing --------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        theme = self.theme
        w, _h = surface.get_size()
        window = surface.get_rect()
        self.text.clear()
        self.text.heading(surface, theme, _("Open record"), self.heading_font)
        for text, font, colour, y in self.head:
            self.text.draw(surface, text, font, colour, (theme.px(20), y), window)
        with self.list.clip(surface):
            self._draw_rows(surface)
        self.list.draw_bar(surface)
        for b in self.buttons:
            b.draw(surface, theme)

    def _draw_rows(self, surface) -> None:
        view = self.list
        for name, rect, lines in self.rows:
            placed = view.place(rect.move(view.view.x, 0))
            if not placed.colliderect(view.view):
                continue
            if name:
                panel(surface, placed, fill=T.TABLE_DARK, border=T.GOLD_DARK)
            x = placed.x + self.theme.px(8)
            for text, font, colour, y in lines:
                self.text.draw(surface, text, font, colour, (x, placed.y + y - rect.y), placed)
