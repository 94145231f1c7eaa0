"""The campaign screen: the chapters, unlocked in order, and the chosen chapter's page (its story,
twist, best score and village), with Play under it and the titles table and the achievements a
button away.

The campaign screen opens whatever the progress file holds (issue 39, item 2): one that cannot be
used is moved aside by `campaign.load`, and the screen says so under its heading — or, when it
could not even be moved aside, that progress made now will not be kept."""

from __future__ import annotations

import pygame

from game.core import Config
from game.i18n import _, flavour
from game.session import campaign, new_match
from game.text.campaign import progress_text, twist_text
from game.text.names import difficulty_name

from ... import theme as T
from ...render.village import VillageRenderer
from ...scene import Scene, make, register
from ...scroll import ScrollView, TextBoxes, fitting_font
from ...widgets import Button, draw_text, panel, screen_heading, shorten, wrap
from .achievements import AchievementsScene
from .titles import TitlesScene


@register("campaign")
class CampaignScene(Scene):
    """The chapter list on the left, the chosen chapter on the right (its story, twist, best score
    and village), Play under it.

    At large UI scales (issue 8, accessibility: "UI scale 75-200%"), where that no longer fits, it
    reflows rather than cap the scale: the heading goes under the buttons' row, a chapter's status
    under its name, and the list and the chapter's page each scroll (wheel over it, drag, Up/Down
    choose a chapter and bring it into view, Page Up/Page Down/Home/End scroll the page)."""

    def __init__(self, app, selected: int = 0) -> None:
        """`selected`: the chapter whose page shows first (default: the furthest unlocked)."""
        super().__init__(app)
        self.chapters = campaign.chapters()
        self.progress = campaign.load()
        self.selected = max(
            (c.number for c in self.chapters if self.progress.unlocked(c.number)), default=1
        )
        if any(c.number == selected for c in self.chapters):
            self.selected = selected
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.renderer = VillageRenderer()
        self._previews: dict[int, object] = {}
        self.compact = False
        self.list_view = ScrollView()  # the chapters (large UI scales)
        self.page = ScrollView()  # the chosen chapter's page (large UI scales)
        self.row_rects: list[pygame.Rect] = []  # each chapter's row in the list's content
        self.mouse = (0, 0)  # where the mouse was last seen (the wheel scrolls what is under it)
        self.text = TextBoxes()

    def resume(self) -> None:
        problem = self.progress.problem  # still true: a file moved aside stays where it went
        self.progress = campaign.load()
        self.progress.problem = self.progress.problem or problem
        self.layout(self.size)

    def _notice_lines(self, width: int) -> list[str]:
        """The progress file's notice in at most two lines of `width` pixels ([] when none)."""
        if not self.progress.problem:
            return []
        font = self.theme.font(12)
        lines = wrap(font, progress_text(self.progress.problem), width)
        if len(lines) > 2:
            lines = [lines[0], shorten(font, " ".join(lines[1:]), width)]
        return lines

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        self.size = size
        self.rows = []
        row_h = theme.px(46)
        top = theme.px(100)
        for i, ch in enumerate(self.chapters):
            self.rows.append(
                (
                    pygame.Rect(
                        theme.px(40), top + i * (row_h + theme.px(6)), int(w * 0.38), row_h
                    ),
                    ch.number,
                )
            )
        self.detail = pygame.Rect(
            int(w * 0.38) + theme.px(70),
            top,
            w - int(w * 0.38) - theme.px(110),
            h - top - theme.px(90),
        )
        bw, bh = theme.px(200), theme.px(44)
        self.buttons = [
            Button(_("Play this chapter"), self._play, primary=True, hotkey=pygame.K_RETURN),
            Button(_("Back"), self.app.pop, hotkey=pygame.K_ESCAPE),
            Button(_("Titles"), lambda: self.app.push(TitlesScene(self.app)), hotkey=pygame.K_t),
            Button(
                _("Achievements"),
                lambda: self.app.push(AchievementsScene(self.app)),
                hotkey=pygame.K_a,
            ),
        ]
        # each as wide as its label and its key's badge need (at least the usual width)
        play, back, titles, achievements = self.buttons
        bw = max(bw, play.fit_width(theme))
        play.rect = pygame.Rect(
            self.detail.centerx - bw // 2, self.detail.bottom - bh - theme.px(16), bw, bh
        )
        back.rect = pygame.Rect(
            theme.px(20), theme.px(20), max(theme.px(100), back.fit_width(theme)), theme.px(36)
        )
        aw = max(theme.px(120), achievements.fit_width(theme))
        achievements.rect = pygame.Rect(w - theme.px(20) - aw, theme.px(20), aw, theme.px(36))
        tw = max(theme.px(110), titles.fit_width(theme))
        titles.rect = pygame.Rect(
            achievements.rect.x - theme.px(10) - tw, theme.px(20), tw, theme.px(36)
        )
        self.compact = not self._roomy(size)
        if self.compact:
            self._reflow(size)

    def _heading(self) -> str:
        return _("The Long Night: a campaign against the Nian")

    def _status(self, number: int) -> str:
        """A chapter's row, right side: its best title, "locked", or its difficulty."""
        rec = self.progress.record(number)
        ch = next(c for c in self.chapters if c.number == number)
        if ch.problem:
            return _("damaged")
        if rec.completed:
            return f"{_(rec.best_title)} ✓"
        if not self.progress.unlocked(number):
            return _("locked")
        return difficulty_name(ch.difficulty)

    def _roomy(self, size) -> bool:
        """Whether the screen as it is at 100% fits at this scale: the heading between the buttons,
        every chapter's row inside the window with its name and status apart, the page's text above
        Play, every label inside its button."""
        theme = self.theme
        w, h = size
        heading = theme.font(30, serif=True).size(self._heading())[0]
        back, titles = self.buttons[1].rect, self.buttons[2].rect
        if heading > 2 * (min(w // 2 - back.right, titles.x - w // 2) - theme.px(8)):
            return False
        if self.rows and self.rows[-1][0].bottom > h - theme.px(8):
            return False
        label = theme.font(15, bold=True)
        if any(label.size(b.label)[0] > b.rect.width - 8 for b in self.buttons):
            return False
        bold, small = theme.font(15, bold=True), theme.font(12)
        for rect, number in self.rows:
            ch = next(c for c in self.chapters if c.number == number)
            used = (
                bold.size(f"{number}. {flavour(ch.name)}")[0] + small.size(self._status(number))[0]
            )
            if used + theme.px(36) > rect.width:
                return False
        return self._page_height(self.detail.width - theme.px(40)) <= (
            self.buttons[0].rect.y - self.detail.y - theme.px(18)
        )

    def _page_lines(self, width: int) -> list[tuple[str, pygame.font.Font, object, int]]:
        """The chosen chapter's page as lines: (text, font, colour, space after)."""
        theme = self.theme
        ch = self.chapter
        rec = self.progress.record(ch.number)
        title = theme.font(22, serif=True)
        lines = [(t, title, T.GOLD, 0) for t in wrap(title, self._chapter_title(), width)]
        lines[-1] = (*lines[-1][:3], theme.px(40) - title.get_linesize())
        if ch.problem:  # a damaged level file (issue 39): why, instead of the story
            note = theme.font(14)
            why = _("This chapter cannot be played: {problem}").format(problem=ch.problem)
            lines += [(t, note, T.ILLEGAL, 0) for t in wrap(note, why, width)]
            self.status_h = 0
            return lines
        bold = theme.font(14, bold=True)
        diff = _("Difficulty: {difficulty}").format(difficulty=difficulty_name(ch.difficulty))
        lines.append((diff, bold, T.TEXT, theme.px(26) - bold.get_linesize()))
        body = theme.font(15)
        lines += [(t, body, T.TEXT, 0) for t in wrap(body, flavour(ch.text), width)]
        twist = twist_text(ch.twists)
        small = theme.font(13)
        if twist:
            twist_lines = wrap(small, _("Twist: {twist}.").format(twist=twist), width)
            lines[-1] = (*lines[-1][:3], theme.px(10))
            lines += [(t, small, T.HIGHLIGHT, 0) for t in twist_lines]
        lines[-1] = (*lines[-1][:3], theme.px(14))
        note = theme.font(14)
        before = len(lines)
        if rec.completed:
            best = _("Best: {score} auspiciousness — {title}").format(
                score=rec.best_score, title=_(rec.best_title)
            )
            lines += [(t, note, T.GOLD, 0) for t in wrap(note, best, width)]
        elif not self.progress.unlocked(ch.number):
            locked = _("Win chapter {n} to unlock this chapter.").format(n=ch.number - 1)
            lines += [(t, note, T.TEXT_DIM, 0) for t in wrap(note, locked, width)]
        self.status_h = (len(lines) - before) * note.get_linesize()  # the best score, or locked
        return lines

    def _chapter_title(self) -> str:
        ch = self.chapter
        return _("Chapter {n}: {name}").format(n=ch.number, name=flavour(ch.name))

    def _page_height(self, width: int) -> int:
        return sum(font.get_linesize() + after for _t, font, _c, after in self._page_lines(width))

    def _reflow(self, size) -> None:
        """Large UI scales: the buttons' row, the heading under it, then the chapter list (each
        status under its name) and the chapter's page, each scrolled, Play under the page."""
        theme = self.theme
        w, h = size
        gap, margin = theme.px(10), theme.px(16)
        heading = fitting_font(theme, self._heading(), 30, w - 2 * margin, 20, serif=True)
        self.heading_font = heading
        self.heading_lines = wrap(heading, self._heading(), w - 2 * margin)
        self.heading_y = max(b.rect.bottom for b in self.buttons[1:]) + theme.px(4)
        top = self.heading_y + len(self.heading_lines) * heading.get_linesize()
        top += len(self._notice_lines(w - 2 * margin)) * theme.font(12).get_linesize()
        top += gap
        bold, small = theme.font(15, bold=True), theme.font(12)
        widest = max(
            max(
                bold.size(f"{c.number}. {flavour(c.name)}")[0],
                small.size(self._status(c.number))[0],
            )
            for c in self.chapters
        )
        bar = max(6, theme.px(24) // 4)
        list_w = widest + theme.px(24) + bar + theme.px(6)  # as wide as its longest row needs
        list_w = max(int(w * 0.28), min(int(w * 0.45), list_w))
        list_view = pygame.Rect(margin, top, list_w, h - top - margin)
        inner = list_w - max(6, theme.px(24) // 4) - theme.px(6)
        row_h = bold.get_linesize() + small.get_linesize() + theme.px(12)
        self.row_rects = []
        for i, _ch in enumerate(self.chapters):
            self.row_rects.append(pygame.Rect(margin, i * (row_h + theme.px(6)), inner, row_h))
        self.list_view.set(list_view, len(self.chapters) * (row_h + theme.px(6)), row_h)
        self.detail = pygame.Rect(
            list_view.right + theme.px(20), top, w - list_view.right - theme.px(20) - margin, 0
        )
        self.detail.height = h - top - margin
        play = self.buttons[0].rect
        play.width = min(
            self.detail.width - 2 * gap,
            max(
                play.width, theme.font(15, bold=True).size(self.buttons[0].label)[0] + theme.px(24)
            ),
        )
        play.midbottom = (self.detail.centerx, self.detail.bottom - gap)
        pad = theme.px(16)
        page = pygame.Rect(self.detail.x + pad, self.detail.y + pad, self.detail.width - 2 * pad, 0)
        page.height = play.y - gap - page.y
        self._layout_page(page)
        self._place_rows()

    def _layout_page(self, page: pygame.Rect) -> None:
        """The page's content: its lines, then the village (at least a third of the view tall)."""
        theme = self.theme
        width = page.width - max(6, theme.px(24) // 4) - theme.px(6)
        self.page_width = width
        text_h = self._page_height(width)
        self.preview_h = max(page.height - text_h - theme.px(30), page.height // 3, theme.px(80))
        self.page.set(page, text_h + theme.px(30) + self.preview_h, theme.px(30))

    def _place_rows(self) -> None:
        """The rows as the list's scroll shows them (a row scrolled away is not clicked)."""
        self.rows = [
            (self.list_view.shown(rect), ch.number)
            for rect, ch in zip(self.row_rects, self.chapters, strict=True)
        ]

    def _select(self, number: int) -> None:
        """Choose a chapter: its row comes into view, its page starts at the top."""
        self.selected = number
        if self.compact:
            i = [c.number for c in self.chapters].index(number)
            rect = self.row_rects[i]
            self.list_view.reveal(rect.top, rect.bottom)
            self._place_rows()
            self.page.offset = 0
            self._layout_page(self.page.view)

    @property
    def chapter(self) -> campaign.Chapter:
        return next(c for c in self.chapters if c.number == self.selected)

    def _play(self) -> None:
        ch = self.chapter
        if not self.progress.unlocked(ch.number) or ch.problem:
            return
        config = Config(players=1, layout=ch.layout, difficulty=ch.difficulty)
        match = new_match(config, ["human"], chapter=ch.number, deal=True)
        self.app.push(make("board", self.app, match))

    def _draw_preview(self, surface, ch: campaign.Chapter, rect: pygame.Rect) -> None:
        """The chapter's village, as it will be laid out (tiles drawn at random on it)."""
        if rect.height < self.theme.px(80) or ch.problem:
            return
        if ch.number not in self._previews:
            from game.core.engine import layout_for

            level = layout_for(Config(players=1, layout=ch.layout))
            self._previews[ch.number] = level.village
        village = self._previews[ch.number]
        self.renderer.layout(rect, village)
        self.renderer.draw_bare(surface, self.theme)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, number in self.rows:
                if rect.collidepoint(event.pos):
                    self._select(number)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            numbers = [c.number for c in self.chapters]
            i = numbers.index(self.selected)
            self._select(numbers[max(0, min(len(numbers) - 1, i + step))])
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.compact:
            over_list = self.list_view.view.collidepoint(getattr(event, "pos", self.mouse))
            if event.type == pygame.KEYDOWN:  # Up/Down choose; the keys that scroll, the page
                self.page.handle(event)
            elif over_list or self.list_view._drag is not None:
                if self.list_view.handle(event, keys=False):
                    self._place_rows()
            else:
                self.page.handle(event, keys=False)
        return True

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        self.text.clear()
        if self.compact:
            self._draw_reflowed(surface)
        else:
            self._draw_roomy(surface)
        chapter = self.chapter
        self.buttons[0].enabled = self.progress.unlocked(chapter.number) and not chapter.problem
        for b in self.buttons:
            b.hovered = b.rect.collidepoint(pygame.mouse.get_pos())
            b.draw(surface, self.theme)

    def _draw_row(self, surface, rect: pygame.Rect, number: int, two_lines: bool) -> None:
        """A chapter's row: its number and name, and its status (right, or under the name)."""
        theme = self.theme
        ch = next(c for c in self.chapters if c.number == number)
        rec = self.progress.record(number)
        open_ = self.progress.unlocked(number)
        chosen = number == self.selected
        fill = T.TABLE_LIGHT if chosen else T.TABLE_DARK
        panel(surface, rect, fill=fill, border=T.GOLD if chosen else T.GOLD_DARK)
        colour = T.TEXT if open_ else T.TEXT_DIM
        bold, small = theme.font(15, bold=True), theme.font(12)
        label = f"{number}. {flavour(ch.name)}"
        status = self._status(number)
        status_colour = T.GOLD if rec.completed else colour
        x = rect.x + theme.px(12)
        if two_lines:
            label = shorten(bold, label, rect.width - theme.px(24))
            y = rect.y + theme.px(6)
            self.text.draw(surface, label, bold, colour, (x, y), rect)
            y += bold.get_linesize()
            self.text.draw(surface, status, small, status_colour, (x, y), rect)
            return
        self.text.draw(surface, label, bold, colour, (x, rect.centery), rect, "midleft")
        pos = (rect.right - theme.px(12), rect.centery)
        self.text.draw(surface, status, small, status_colour, pos, rect, "midright")

    def _draw_roomy(self, surface) -> None:
        """The screen as it is at 100%."""
        theme = self.theme
        w, h = surface.get_size()
        heading = screen_heading(surface, theme, self._heading())
        self.text.note(surface, self._heading(), heading, surface.get_rect())
        small = theme.font(12)
        for i, line in enumerate(self._notice_lines(w - 2 * theme.px(40))):
            pos = (w // 2, theme.px(66) + i * small.get_linesize())
            draw_text(surface, line, small, T.ILLEGAL, pos, anchor="midtop")
        for rect, number in self.rows:
            self._draw_row(surface, rect, number, two_lines=False)
        ch = self.chapter
        panel(surface, self.detail, fill=T.PANEL_FILL)
        x, y = self.detail.x + theme.px(20), self.detail.y + theme.px(18)
        width = self.detail.width - theme.px(40)
        for text, font, colour, after in self._page_lines(width):
            self.text.draw(surface, text, font, colour, (x, y), self.detail)
            y += font.get_linesize() + after
        y -= self.status_h  # the village 30 pixels under the status line's top, as it always stood
        self._draw_preview(
            surface,
            ch,
            pygame.Rect(x, y + theme.px(30), width, self.buttons[0].rect.y - y - theme.px(40)),
        )

    def _draw_reflowed(self, surface) -> None:
        """Large UI scales (see `_reflow`)."""
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        y = self.heading_y
        top = pygame.Rect(0, y, w, self.list_view.view.y - y)
        for line in self.heading_lines:
            self.text.draw(surface, line, self.heading_font, T.GOLD, (w // 2, y), top, "midtop")
            y += self.heading_font.get_linesize()
        small = theme.font(12)
        for line in self._notice_lines(w - 2 * theme.px(16)):
            self.text.draw(surface, line, small, T.ILLEGAL, (w // 2, y), top, "midtop")
            y += small.get_linesize()
        with self.list_view.clip(surface):
            for rect, ch in zip(self.row_rects, self.chapters, strict=True):
                placed = self.list_view.place(rect)
                if placed.colliderect(self.list_view.view):
                    self._draw_row(surface, placed, ch.number, two_lines=True)
        self.list_view.draw_bar(surface)
        panel(surface, self.detail, fill=T.PANEL_FILL)
        view = self.page.view
        with self.page.clip(surface):
            y = view.y - self.page.offset
            for text, font, colour, after in self._page_lines(self.page_width):
                self.text.draw(surface, text, font, colour, (view.x, y), view)
                y += font.get_linesize() + after
            preview = pygame.Rect(view.x, y + theme.px(30), self.page_width, self.preview_h)
            self._draw_preview(surface, self.chapter, preview)
        self.page.draw_bar(surface)
