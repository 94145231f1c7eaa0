"""Rules and cards (issue 8, "Rules reference and card library"): the rules section by section and
every component of the game, searchable, from the title menu and the pause menu.

Two tabs share one screen: a list on the left (the rulebook's sections under their parts, or the
components under their categories), the chosen one on the right, scrolled by the wheel and the keys.
Typing goes into the search field at the top; it filters both tabs and lights every match.

The rules are `game.text.rules` (our own words for every rulebook section, "How to Use This Ritual
Manual" to "Appendix: Solo Cards and Iconography"); the components are `game.text.library`, the very
text of docs/components.md, with the cards drawn as the board draws them (Drum and Fear cards, Lion
cards, Bamboo Slips, the Nian beast and the Yao monsters).  The page on the right is laid out and
drawn by `game.ui.render.reference_page`.

Keys: type to search, Backspace deletes (Delete clears), Up/Down choose, Page Up/Page Down and the
wheel scroll, Tab switches tabs, Esc goes back.

Nothing typed or sent can make a frame slow (issue 39): the search keeps at most `MAX_QUERY`
characters (a huge paste or IME text is cut), and however many keys arrive in one frame the lists
are filtered and laid out once, when the frame is drawn.  A damaged rules or card file does not
stop the screen: its tab says what is wrong (the file and the field) and the other tab works.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.catalogue import Catalogue, default_catalogue
from game.core.errors import ContentError
from game.i18n import N_, _, name
from game.text.library import library
from game.text.rules import matches, shown_rules, spans

from .. import theme as T
from ..render.reference_page import PageOp, card_page, draw_page, rule_page
from ..scene import Scene, register
from ..widgets import Button, draw_text, leading_parts, panel, screen_heading, wrap

TABS = ("rules", "cards")
TAB_NAMES = {"rules": N_("Rules"), "cards": N_("Cards")}
#: The longest search kept (characters): more than any title or phrase one would look for.
MAX_QUERY = 80
#: How many searches' lists are kept (typing makes a new one for every letter).
ROWS_KEPT = 64


@dataclass(frozen=True)
class Row:
    """A line of the list: a heading (`key` None) or something to read (`key` names it:
    ("rule", index) or ("card", category index, entry index))."""

    label: str
    key: tuple | None


@register("reference")
class ReferenceScene(Scene):
    """The Rules and cards screen.  `tab` is "rules" or "cards"; `query` a search to start with."""

    keyboard_focus = False  # Tab switches its tabs; its keys are its own (game.ui.keyboard)

    def __init__(self, app, tab: str = "rules", query: str = "") -> None:
        super().__init__(app)
        #: why a tab has nothing to show: its file is damaged (issue 39); "" when it is whole
        self.problems = {t: "" for t in TABS}
        try:
            self.rules = shown_rules()  # in the player's language (the search reads it too)
        except ContentError as exc:
            self.rules, self.problems["rules"] = (), str(exc)
        try:
            self.catalogue: Catalogue | None = default_catalogue()
            self.categories = library(self.catalogue)
        except ContentError as exc:
            self.catalogue, self.categories, self.problems["cards"] = None, [], str(exc)
        self.tab = tab if tab in TABS else "rules"
        self.query = query[:MAX_QUERY]
        self._query_changed = False  # typed this frame: filtered and laid out in `update`
        self.size = (1280, 720)
        self.selected: dict[str, tuple | None] = {t: None for t in TABS}
        self.list_scroll = {t: 0 for t in TABS}
        self.content_scroll = 0
        self.buttons: list[Button] = []
        self.tab_buttons: dict[str, Button] = {}
        self.clear_button: Button | None = None
        self.row_rects: list[tuple[pygame.Rect, Row]] = []
        self.search_rect = pygame.Rect(0, 0, 0, 0)
        self.list_rect = pygame.Rect(0, 0, 0, 0)
        self.content_rect = pygame.Rect(0, 0, 0, 0)
        self._ops: list[PageOp] = []  # the page on the right (render.reference_page)
        self._content_h = 0
        self._cache_key: tuple = ()
        self.t = 0.0
        self.mouse: tuple[int, int] | None = None  # where the pointer was last seen
        self._rows_cache: dict[tuple[str, str], list[Row]] = {}

    # --- what is listed -----------------------------------------------------------------------------

    def rows(self, tab: str | None = None) -> list[Row]:
        """The list of `tab` (the shown one by default) under the search: headings and items."""
        tab = tab or self.tab
        kept = self._rows_cache.get((tab, self.query))
        if kept is None:
            if len(self._rows_cache) >= ROWS_KEPT:
                self._rows_cache.clear()
            kept = self._rows_cache[(tab, self.query)] = self._filter(tab)
        return kept

    def _filter(self, tab: str) -> list[Row]:
        out: list[Row] = []
        if tab == "rules":
            part = None
            for i, s in enumerate(self.rules):
                if not matches(self.query, s.title, s.rulebook, s.part, s.text):
                    continue
                if s.part != part:
                    part = s.part
                    out.append(Row(part, None))
                out.append(Row(s.title, ("rule", i)))
            return out
        for ci, category in enumerate(self.categories):
            found = [
                Row(name(e.name), ("card", ci, ei))
                for ei, e in enumerate(category.entries)
                if matches(
                    self.query, category.title, _(category.title), e.name, name(e.name), e.text
                )
            ]
            if found:
                out += [Row(_(category.title), None), *found]
        return out

    def items(self, tab: str | None = None) -> list[Row]:
        """The rows one can choose (no headings)."""
        return [r for r in self.rows(tab) if r.key is not None]

    def current(self) -> tuple | None:
        """The key of what is shown on the right (the first match when nothing is chosen)."""
        keys = [r.key for r in self.items()]
        chosen = self.selected[self.tab]
        if chosen in keys:
            return chosen
        return keys[0] if keys else None

    def shown_text(self) -> str:
        """Every word on the right, as plain text (tests read it)."""
        return "\n".join(self._words_of(self.current()))

    def _words_of(self, key: tuple | None) -> list[str]:
        if key is None:
            return []
        if key[0] == "rule":
            s = self.rules[key[1]]
            return [s.title, *(text for _, text in s.blocks)]
        category = self.categories[key[1]]
        return list(category.entries[key[2]].lines)

    # --- layout -------------------------------------------------------------------------------------

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        w, h = size
        m = theme.px(20)
        bh = theme.px(36)
        self.buttons = [
            Button(
                _("Back"),
                self.app.pop,
                pygame.Rect(m, m, theme.px(100), bh),
                tooltip=_("Back to where you were (Esc)"),
                hotkey=pygame.K_ESCAPE,
            )
        ]
        top = theme.px(80)
        tw = theme.px(130)
        self.tab_buttons = {}
        for i, tab in enumerate(TABS):
            n = len(self.items(tab))
            b = Button(
                f"{_(TAB_NAMES[tab])} · {n}",
                lambda tab=tab: self.show_tab(tab),
                pygame.Rect(m + i * (tw + theme.px(8)), top, tw, bh),
                tooltip=_("Tab switches between the rules and the cards"),
                primary=tab == self.tab,
            )
            self.tab_buttons[tab] = b
            self.buttons.append(b)
        sx = m + 2 * (tw + theme.px(8)) + theme.px(8)
        self.search_rect = pygame.Rect(sx, top, w - m - sx, bh)
        self.clear_button = None
        if self.query:
            cw = theme.px(32)
            self.clear_button = Button(
                "×",
                self.clear_search,
                pygame.Rect(
                    self.search_rect.right - cw - theme.px(4),
                    top + theme.px(4),
                    cw,
                    bh - theme.px(8),
                ),
                tooltip=_("Clear the search (Delete)"),
            )
            self.buttons.append(self.clear_button)
        body = top + bh + theme.px(12)
        bottom = h - theme.px(30)
        lw = min(int(w * 0.3), theme.px(340))
        self.list_rect = pygame.Rect(m, body, lw, bottom - body)
        cx = self.list_rect.right + theme.px(14)
        self.content_rect = pygame.Rect(cx, body, w - m - cx, bottom - body)
        self._layout_rows()
        self._build_content()

    def row_height(self) -> int:
        return self.theme.font(14).get_linesize() + self.theme.px(8)

    def _row_lines(self, row, width: int) -> list[str]:
        """A row's label on as many lines as `width` needs (issue 42: wrapped, never cut)."""
        theme = self.theme
        if row.key is None:  # a heading
            return wrap(theme.font(12, bold=True), row.label.upper(), width - theme.px(4))
        return wrap(theme.font(14), row.label, width - theme.px(16))

    def _row_spans(self, rows, width: int) -> list[tuple[int, int]]:
        """Each row's top (from the list's top) and height: one line's, or more for a label that
        wraps."""
        line = self.theme.font(14).get_linesize()
        spans, y = [], 0
        for row in rows:
            h = self.row_height() + (len(self._row_lines(row, width)) - 1) * line
            spans.append((y, h))
            y += h
        return spans

    def _layout_rows(self) -> None:
        """Place the list's visible rows (`row_rects`), scrolled by `list_scroll`."""
        rows = self.rows()
        inner = self.list_rect.inflate(-self.theme.px(12), -self.theme.px(12))
        width = inner.width - self.theme.px(8)
        spans = self._row_spans(rows, width)
        total = spans[-1][0] + spans[-1][1] if spans else 0
        most = max(0, total - inner.height)
        scroll = max(0, min(self.list_scroll[self.tab], most))
        self.list_scroll[self.tab] = scroll
        self.row_rects = []
        for (top, rh), row in zip(spans, rows, strict=True):
            y = inner.y + top - scroll
            if y + rh <= inner.y - 1 or y >= inner.bottom:
                continue
            rect = pygame.Rect(inner.x, y, width, rh)
            self.row_rects.append((rect, row))

    def _list_inner(self) -> pygame.Rect:
        return self.list_rect.inflate(-self.theme.px(12), -self.theme.px(12))

    # --- actions ------------------------------------------------------------------------------------

    def show_tab(self, tab: str) -> None:
        if tab != self.tab:
            self.tab = tab
            self.content_scroll = 0
        self.layout(self.size)

    def choose(self, key: tuple) -> None:
        """Show `key` on the right, keeping its row in view."""
        self.selected[self.tab] = key
        self.content_scroll = 0
        rows = self.rows()
        index = next((i for i, r in enumerate(rows) if r.key == key), 0)
        inner = self._list_inner()
        spans = self._row_spans(rows, inner.width - self.theme.px(8))
        y, rh = spans[index] if spans else (0, self.row_height())
        scroll = self.list_scroll[self.tab]
        if y < scroll:
            above = spans[index - 1][1] if index > 0 else 0
            scroll = max(0, y - above)  # its heading too, when there is one
        elif y + rh > scroll + inner.height:
            scroll = y + rh - inner.height
        self.list_scroll[self.tab] = scroll
        self.layout(self.size)

    def move(self, step: int) -> None:
        keys = [r.key for r in self.items()]
        if not keys:
            return
        now = self.current()
        i = keys.index(now) if now in keys else 0
        self.choose(keys[max(0, min(len(keys) - 1, i + step))])

    def set_query(self, query: str) -> None:
        self.query = query[:MAX_QUERY]
        self._query_changed = False
        self.content_scroll = 0
        for tab in TABS:
            self.list_scroll[tab] = 0
        self.layout(self.size)
        now = self.current()
        if now is not None:
            self.choose(now)  # the first match, or the one already chosen, in view

    def clear_search(self) -> None:
        self.set_query("")

    def scroll_content(self, pixels: int) -> None:
        most = max(0, self._content_h - (self.content_rect.height - 2 * self.theme.px(16)))
        self.content_scroll = max(0, min(self.content_scroll + pixels, most))

    def scroll_list(self, pixels: int) -> None:
        self.list_scroll[self.tab] += pixels
        self._layout_rows()

    # --- input --------------------------------------------------------------------------------------

    def enter(self) -> None:
        pygame.key.start_text_input()

    def handle_event(self, event) -> bool:
        theme = self.theme
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.mouse = event.pos
        for b in list(self.buttons):
            if b.handle(event):
                return True
        if event.type == pygame.TEXTINPUT:
            self.type_text(getattr(event, "text", ""))
            return True
        if event.type == pygame.KEYDOWN:
            mods = getattr(event, "mod", 0)
            if event.key == pygame.K_BACKSPACE:
                keep = "" if mods & pygame.KMOD_CTRL else self.query[:-1]
                self._typed(keep)
            elif event.key == pygame.K_DELETE:
                self.clear_search()
            elif event.key == pygame.K_TAB:
                self.show_tab(TABS[(TABS.index(self.tab) + 1) % len(TABS)])
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self.move(-1 if event.key == pygame.K_UP else 1)
            elif event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
                page = int(self.content_rect.height * 0.8)
                self.scroll_content(-page if event.key == pygame.K_PAGEUP else page)
            elif event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll_content(-(10**6) if event.key == pygame.K_HOME else 10**6)
            return True
        if event.type == pygame.MOUSEWHEEL:
            pos = self.mouse if self.mouse is not None else pygame.mouse.get_pos()
            step = theme.px(48) * -event.y
            if self.list_rect.collidepoint(pos):
                self.scroll_list(step)
            else:
                self.scroll_content(step)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, row in self.row_rects:
                if row.key is not None and rect.collidepoint(event.pos):
                    self.choose(row.key)
                    return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return True  # the wheel, already seen as MOUSEWHEEL
        return True

    def type_text(self, text: str) -> None:
        """Add typed (or pasted) text to the search: what can be printed of it, up to `MAX_QUERY`
        characters in all; the rest is dropped."""
        room = MAX_QUERY - len(self.query)
        if room > 0 and isinstance(text, str):
            self._typed(self.query + "".join(c for c in text[:room] if c.isprintable()))

    def _typed(self, query: str) -> None:
        """The search as typed: the lists follow once this frame, in `update`."""
        if query != self.query:
            self.query = query[:MAX_QUERY]
            self._query_changed = True

    def update(self, dt: float) -> None:
        self.t += dt
        if self._query_changed:
            self.set_query(self.query)

    def busy(self) -> bool:
        """Nothing moves but the search's caret, which blinks twice a second: the frames the app
        draws while it waits for input (`IDLE_WAIT_MS`, four a second) show it (`Scene.busy`)."""
        return False

    # --- the content panel ----------------------------------------------------------------------

    def _build_content(self) -> None:
        """Lay out what `current()` shows, once per change (text rendered, matches lit)."""
        theme = self.theme
        key = self.current()
        width = self.content_rect.width - 2 * theme.px(16)
        cache = (key, self.query, width, theme.scale, self.tab)
        if cache == self._cache_key:
            return
        self._cache_key = cache
        self._ops = []
        if key is None:
            self._content_h = 0
            return
        if key[0] == "rule":
            self._ops, y = rule_page(theme, self.rules[key[1]], width, self.query)
        else:
            category = self.categories[key[1]]
            self._ops, y = card_page(theme, category, category.entries[key[2]], width, self.query)
        self._content_h = y
        self.scroll_content(0)

    # --- drawing ------------------------------------------------------------------------------------

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        screen_heading(surface, theme, _("Rules and cards"))
        self._draw_search(surface)
        panel(surface, self.list_rect)
        panel(surface, self.content_rect)
        self._draw_list(surface)
        self._draw_content(surface)
        for b in self.buttons:
            b.draw(surface, theme)
        hint = _(
            "Type to search · ↑↓ choose · wheel or Page Up/Down scrolls · Tab switches · Esc back"
        )
        font = theme.font(12)
        draw_text(
            surface,
            leading_parts(font, hint, w - theme.px(40)),
            font,
            T.TEXT_DIM,
            (w // 2, h - theme.px(8)),
            anchor="midbottom",
        )

    def _draw_search(self, surface) -> None:
        theme = self.theme
        r = self.search_rect
        pygame.draw.rect(surface, T.PAPER, r, border_radius=6)
        pygame.draw.rect(surface, T.GOLD, r, 2, border_radius=6)
        font = theme.font(15)
        x = r.x + theme.px(10)
        room = r.width - theme.px(20) - (theme.px(36) if self.query else 0)
        if self.query:
            text = self.query
            while len(text) > 1 and font.size(text)[0] > room:
                text = text[1:]
            rect = draw_text(surface, text, font, T.INK, (x, r.centery), anchor="midleft")
            caret_x = rect.right + 2
        else:
            words = [_("Search the rules and the cards: just type"), _("Search")]
            label = next((t for t in words if font.size(t)[0] <= room), "")
            draw_text(
                surface, label, font, T.INK_SOFT, (x + theme.px(6), r.centery), anchor="midleft"
            )
            caret_x = x
        if int(self.t * 2) % 2 == 0:
            half = font.get_height() // 2
            pygame.draw.line(
                surface, T.INK, (caret_x, r.centery - half), (caret_x, r.centery + half), 2
            )

    def _draw_list(self, surface) -> None:
        theme = self.theme
        inner = self._list_inner()
        chosen = self.current()
        prev = surface.get_clip()
        surface.set_clip(inner)
        font = theme.font(14)
        head = theme.font(12, bold=True)
        for rect, row in self.row_rects:
            lines = self._row_lines(row, rect.width)
            if row.key is None:
                y = rect.bottom - theme.px(3) - (len(lines) - 1) * head.get_linesize()
                for label in lines:
                    at = (rect.x + theme.px(2), y)
                    draw_text(surface, label, head, T.GOLD, at, anchor="bottomleft")
                    y += head.get_linesize()
                continue
            if row.key == chosen:
                pygame.draw.rect(surface, T.RED_DARK, rect, border_radius=4)
                pygame.draw.rect(surface, T.GOLD, rect, 1, border_radius=4)
            x = rect.x + theme.px(10)
            cy = rect.centery - (len(lines) - 1) * font.get_linesize() // 2
            for label in lines:
                draw_text(surface, label, font, T.TEXT, (x, cy), anchor="midleft")
                for a, b in spans(label, self.query):
                    left = x + font.size(label[:a])[0]
                    h = font.get_height()
                    mark = pygame.Rect(left, cy - h // 2, font.size(label[a:b])[0], h)
                    pygame.draw.rect(surface, T.HIGHLIGHT, mark, border_radius=2)
                    draw_text(surface, label[a:b], font, T.INK, (left, cy), anchor="midleft")
                cy += font.get_linesize()
        surface.set_clip(prev)
        rows = self.rows()
        if not rows:
            draw_text(
                surface,
                _("Nothing matches"),
                font,
                T.TEXT_DIM,
                (inner.centerx, inner.y + theme.px(20)),
                anchor="midtop",
            )
        spans_ = self._row_spans(rows, inner.width - theme.px(8))
        total = spans_[-1][0] + spans_[-1][1] if spans_ else 0
        self._scrollbar(surface, inner, total, self.list_scroll[self.tab])

    def _scrollbar(self, surface, area: pygame.Rect, total: int, scroll: int) -> None:
        if total <= area.height:
            return
        theme = self.theme
        track = pygame.Rect(area.right - theme.px(5), area.y, theme.px(5), area.height)
        pygame.draw.rect(surface, T.TABLE_LIGHT, track, border_radius=3)
        length = max(theme.px(20), area.height * area.height // total)
        y = area.y + (area.height - length) * scroll // max(1, total - area.height)
        pygame.draw.rect(
            surface, T.GOLD_DARK, pygame.Rect(track.x, y, track.width, length), border_radius=3
        )

    def _draw_content(self, surface) -> None:
        theme = self.theme
        pad = theme.px(16)
        inner = self.content_rect.inflate(-2 * pad, -2 * pad)
        if self.current() is None:
            other = [t for t in TABS if t != self.tab and self.items(t)]
            text = _('Nothing in {tab} matches "{query}".').format(
                tab=_(TAB_NAMES[self.tab]), query=self.query
            )
            if self.problems[self.tab]:
                text = _("{tab} cannot be shown: a file of the game is damaged ({error}).").format(
                    tab=_(TAB_NAMES[self.tab]), error=self.problems[self.tab]
                )
            if other:
                text += " " + _("{tab} has {n}: press Tab.").format(
                    tab=_(TAB_NAMES[other[0]]), n=len(self.items(other[0]))
                )
            for i, line in enumerate(wrap(theme.font(15), text, inner.width)):
                draw_text(
                    surface,
                    line,
                    theme.font(15),
                    T.TEXT_DIM,
                    (inner.x, inner.y + i * theme.font(15).get_linesize()),
                )
            return
        draw_page(surface, theme, self.catalogue, self._ops, inner, self.content_scroll)
        self._scrollbar(surface, inner.inflate(pad, 0), self._content_h, self.content_scroll)
