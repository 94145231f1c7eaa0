"""Game history (issue 43, item 1): every finished game kept at this computer, from the title menu.

A list of the game records (`game.session.records`: read from their summaries, never replayed),
filtered by kind (all, hot-seat, Solo, campaign) and sorted by date or by score, beside the people's
totals: games, wins, best scores, wins by Lion and by Character board, Solo titles earned.  A click
on a game shows its details under the totals: who sat where with which Lions and board, and each
seat's score by category.  Records that could not be read are named with why (they are left as they
are).  Esc or Back returns to the title menu.

Layout: at widths of 900 design points or more the list scrolls on the left and the totals stand on
the right (scrolling on their own when taller than the window); narrower — a large UI scale — the
totals come first and everything scrolls as one column.  Every text is 12 points or more and wraps
rather than being cut.
"""

from __future__ import annotations

import pygame

from game.i18n import _, name, pgettext
from game.session import records
from game.text import records as words
from game.text import saves as save_words
from game.text.names import seat_label
from game.text.outcome import category_name, ending_text

from .. import theme as T
from ..records_open import open_record
from ..scene import Scene, make, register
from ..scroll import ScrollView, TextBoxes, fitting_font
from ..widgets import Button, panel, wrap

#: below this width in design points the screen is one column (the totals above the list)
WIDE = 900

Line = tuple[str, pygame.font.Font, tuple[int, int, int], int]  # text, font, colour, y


@register("history")
class HistoryScene(Scene):
    """The History screen.  `kind` is the filter ("" for every game), `order` "date" or "score"."""

    still = True  # nothing moves by itself: the app waits for input

    def __init__(self, app) -> None:
        super().__init__(app)
        self.kind = ""
        self.order = "date"
        self.found: list[records.Summary] = []
        self.problems: list[str] = []
        self.shown: list[records.Summary] = []
        self.selected: records.Summary | None = None
        self.buttons: list[Button] = []
        self.list = ScrollView()  # the games (the whole page when narrow)
        self.side = ScrollView()  # the totals and the chosen game (wide only)
        self.rows: list[tuple[records.Summary, pygame.Rect, list[Line]]] = []
        self.side_lines: list[Line] = []
        self.side_box = pygame.Rect(0, 0, 0, 0)  # the totals' panel, in its view's content
        self.details_span = (0, 0)  # where the chosen game's details are in the totals' panel
        self.wide = True
        self.text = TextBoxes()
        self.size = (1280, 720)
        self.mouse = (-1, -1)
        self.heading_font: pygame.font.Font | None = None

    # --- the records ------------------------------------------------------------------------------

    def enter(self) -> None:
        self.rescan()

    def rescan(self) -> None:
        """Read the records' summaries again (the list, the totals and the problems)."""
        self.found, refused = records.scan()
        self.problems = [words.problem_text(p) for p in refused] + list(records.unkept)
        self._choose()

    def _choose(self) -> None:
        self.shown = records.listed(self.found, self.kind, self.order)
        if self.selected is not None and self.selected not in self.shown:
            self.selected = None
        self.layout(self.size)

    def set_kind(self, kind: str) -> None:
        self.kind = kind
        self.list.offset = 0
        self._choose()

    def set_order(self, order: str) -> None:
        self.order = order
        self.list.offset = 0
        self._choose()

    def select(self, found: records.Summary | None) -> None:
        """Show the details of `found` (None: only the totals)."""
        self.selected = None if found is self.selected else found
        self.layout(self.size)
        if self.selected is not None:  # its details brought into view (above the list if narrow)
            (self.side if self.wide else self.list).reveal(*self.details_span)

    def replay_selected(self) -> None:
        """Issue 43, item 2: the chosen game in the replay view; a record that does not replay is
        named with why (and left as it is)."""
        if self.selected is None:
            return
        why = open_record(self.app, self.selected.path)
        if why:
            self.problems.append(why)
            self.layout(self.size)

    # --- layout ---------------------------------------------------------------------------------

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        w, h = size
        self.wide = w >= theme.px(WIDE)
        back = Button(_("Back"), self.app.pop, hotkey=pygame.K_ESCAPE)
        back.rect = pygame.Rect(theme.px(20), theme.px(20), back.fit_width(theme), theme.px(36))
        left = back.rect.right + theme.px(16)
        self.heading_font = fitting_font(theme, _("Game history"), 30, w - 2 * left, 16, serif=True)
        self.buttons = [back]
        top = self._controls(max(back.rect.bottom, theme.px(20) + self.heading_font.get_linesize()))
        bottom = h - theme.px(16)
        if self.wide:
            side_w = theme.px(400)
            view = pygame.Rect(theme.px(20), top, w - side_w - theme.px(56), bottom - top)
            side = pygame.Rect(view.right + theme.px(16), top, side_w, bottom - top)
            self.list.set(view, self._lay_rows(view.width - theme.px(14), 0), line=theme.px(40))
            side_h = self._lay_side(side.width - theme.px(14))
            self.side.set(side, side_h, line=theme.px(40))
        else:
            view = pygame.Rect(theme.px(12), top, w - theme.px(24), bottom - top)
            side_h = self._lay_side(view.width - theme.px(14))
            end = self._lay_rows(view.width - theme.px(14), side_h + theme.px(12))
            self.list.set(view, end, line=theme.px(40))
            self.side.set(pygame.Rect(0, 0, 0, 0), 0)

    def _controls(self, top: int) -> int:
        """The filter and order buttons, in rows as wide as the window lets them; where the page
        starts under them."""
        theme = self.theme
        w = self.size[0]
        gap = theme.px(8)
        x, y = theme.px(20), top + theme.px(12)
        bh = theme.px(34)
        entries = [
            (_(label), lambda k=key: self.set_kind(k), self.kind == key)
            for key, label in words.KIND_FILTERS
        ] + [
            (_(label), lambda o=key: self.set_order(o), self.order == key)
            for key, label in words.ORDERS
        ]
        entries.append(  # issue 43, item 2
            (_("Replay"), self.replay_selected, self.selected is not None)
        )
        entries.append(  # issue 43, item 5
            (_("Open record"), lambda: self.app.push(make("open_record", self.app)), False)
        )
        for i, (label, fn, on) in enumerate(entries):
            b = Button(label, fn, primary=on)
            if fn == self.replay_selected:
                b.enabled = self.selected is not None
                b.tooltip = _("Watch the chosen game again, decision by decision")
            bw = b.fit_width(theme)
            if i == len(words.KIND_FILTERS):
                x += theme.px(24)  # the orders apart from the filters
            if x + bw > w - theme.px(20) and x > theme.px(20):
                x, y = theme.px(20), y + bh + gap
            b.rect = pygame.Rect(x, y, bw, bh)
            self.buttons.append(b)
            x += bw + gap
        return y + bh + theme.px(12)

    def _wrapped(self, spec, width: int, y: int, indent: int = 0) -> tuple[list[Line], int]:
        """Lines of (text, font, colour) wrapped to `width`, from `y`; the lines and the y after."""
        out: list[Line] = []
        for text, font, colour in spec:
            for line in wrap(font, text, width - indent) or [""]:
                out.append((line, font, colour, y))
                y += font.get_linesize()
        return out, y

    def _lay_rows(self, width: int, top: int) -> int:
        """Each game's row, wrapped to `width` (content coordinates from `top`); where they end."""
        theme = self.theme
        pad = theme.px(8)
        bold, small = theme.font(15, bold=True), theme.font(13)
        self.rows = []
        y = top
        if not self.shown:
            text = (
                _("No finished games yet: every game played to its end is kept here.")
                if not self.found
                else _("No games of this kind yet.")
            )
            lines, y = self._wrapped([(text, theme.font(16), T.TEXT_DIM)], width, y + pad)
            self.rows.append((None, pygame.Rect(0, top, width, y - top), lines))  # type: ignore[arg-type]
            return y + pad
        for found in self.shown:
            spec = [
                (f"{save_words.when(found)}  ·  {save_words.what(found)}", bold, T.TEXT),
                (self._result(found), small, T.GOLD if found.won else T.TEXT_DIM),
            ]
            lines, end = self._wrapped(spec, width - 2 * pad, y + pad)
            rect = pygame.Rect(0, y, width, end - y + pad)
            self.rows.append((found, rect, lines))
            y = rect.bottom + theme.px(6)
        return y

    def _result(self, found: records.Summary) -> str:
        """The row's second line: the result and every seat's score."""
        result = words.result_text(found.winners, found.kind != "table", found.title)
        if found.kind != "table":
            score = found.table[0].score if found.scored else None
            return (
                result
                if score is None
                else _("{result} · {score}").format(result=result, score=score)
            )
        scores = pgettext("list", ", ").join(
            f"{seat_label(s, seat.plays)} {seat.score}" for s, seat in enumerate(found.table)
        )
        return _("{result} · {scores}").format(result=result, scores=scores)

    def _lay_side(self, width: int) -> int:
        """The totals (and the chosen game's details), wrapped to `width`; their height."""
        theme = self.theme
        pad = theme.px(12)
        head, bold, small = (
            theme.font(18, bold=True),
            theme.font(14, bold=True),
            theme.font(13),
        )
        totals = records.totals(self.shown)
        spec = [
            (_("Your totals"), head, T.GOLD),
            (words.wins_text(totals.wins, totals.games), bold, T.TEXT),
            (_("Best hot-seat score: {n}").format(n=totals.best), small, T.TEXT),
            (_("Best Solo score: {n}").format(n=totals.best_solo), small, T.TEXT),
            (_("Wins by Lion: {names}").format(names=words.counted(totals.lions)), small, T.TEXT),
            (
                _("Wins by Character board: {names}").format(names=words.counted(totals.boards)),
                small,
                T.TEXT,
            ),
            (
                _("Solo titles: {titles}").format(titles=words.titles_counted(totals.titles)),
                small,
                T.TEXT,
            ),
        ]
        lines, end = self._wrapped(spec, width - 2 * pad, pad)
        if self.selected is not None:
            more, after = self._wrapped(
                self._details(self.selected, bold, small), width - 2 * pad, end
            )
            self.details_span = (end, after)
            lines, end = lines + more, after
        if self.problems:
            spec = [
                ("", small, T.TEXT),
                (_("Records that could not be read (left as they are):"), bold, T.ILLEGAL),
                *((p, small, T.ILLEGAL) for p in self.problems[:5]),
            ]
            more, end = self._wrapped(spec, width - 2 * pad, end)
            lines += more
        self.side_lines = lines
        self.side_box = pygame.Rect(0, 0, width, end + pad)
        return self.side_box.height

    def _details(self, found: records.Summary, bold, small) -> list:
        """The chosen game: when and what, how it ended, and each seat's Lions, board and score
        by category."""
        solo = found.kind != "table"
        spec = [
            ("", small, T.TEXT),
            (f"{save_words.when(found)}  ·  {save_words.what(found)}", bold, T.GOLD),
            (ending_text(found.outcome(), solo), small, T.TEXT),
            (
                _("Round {n} · {decisions} decisions").format(
                    n=found.rounds, decisions=found.decisions
                ),
                small,
                T.TEXT_DIM,
            ),
        ]
        for s, seat in enumerate(found.table):
            mark = " ✓" if s in found.winners else ""
            line = _("{seat}: {score}").format(seat=seat_label(s, seat.plays), score=seat.score)
            spec.append((line + mark, bold, T.TEXT))
            lions = pgettext("list", ", ").join(name(lion) for lion in seat.lions)
            spec.append(
                (
                    _("{board} · Lions: {lions}").format(board=name(seat.board), lions=lions),
                    small,
                    T.TEXT_DIM,
                )
            )
            if seat.categories:
                parts = pgettext("list", ", ").join(
                    f"{category_name(c)} {n}" for c, n in seat.categories
                )
                spec.append((parts, small, T.TEXT))
        return spec

    # --- input ----------------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        for b in list(self.buttons):
            if b.handle(event):
                return True
        pos = getattr(event, "pos", self.mouse)
        on_side = self.wide and self.side.view.collidepoint(pos)
        if on_side or (self.wide and self.side._drag is not None):
            if self.side.handle(event, keys=False):
                return True
        elif self.list.handle(event):
            return True
        found = self.list.clicked_row(event, self.rows)
        if found is not None:
            self.select(found)
        return True

    # --- drawing --------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        theme = self.theme
        w, _h = surface.get_size()
        self.text.clear()
        self.text.heading(surface, theme, _("Game history"), self.heading_font)
        if self.wide:
            with self.side.clip(surface):
                self._draw_side(surface, self.side)
            self.side.draw_bar(surface)
        with self.list.clip(surface):
            if not self.wide:
                self._draw_side(surface, self.list)
            self._draw_rows(surface)
        self.list.draw_bar(surface)
        for b in self.buttons:
            b.draw(surface, theme)

    def _draw_side(self, surface, view: ScrollView) -> None:
        box = view.place(self.side_box.move(view.view.x, 0))
        panel(surface, box, fill=T.TABLE_DARK, border=T.GOLD_DARK)
        x = box.x + self.theme.px(12)
        for text, font, colour, y in self.side_lines:
            if text:
                self.text.draw(surface, text, font, colour, (x, box.y + y), box)

    def _draw_rows(self, surface) -> None:
        theme = self.theme
        view = self.list
        for found, rect, lines in self.rows:
            placed = view.place(rect.move(view.view.x, 0))
            if not placed.colliderect(view.view):
                continue
            if found is not None:
                chosen = found is self.selected
                panel(
                    surface,
                    placed,
                    fill=T.TABLE_LIGHT if chosen else T.TABLE_DARK,
                    border=T.GOLD if chosen else T.GOLD_DARK,
                )
            x = placed.x + theme.px(8)
            for text, font, colour, y in lines:
                self.text.draw(surface, text, font, colour, (x, placed.y + y - rect.y), placed)
