"""Final auspiciousness (rulebook, "Game End"): each player's score by category, as a table and a
bar chart, the winner, and the tie-break explained when it was needed."""

from __future__ import annotations

import pygame

from game.core.scoring import breakdown, placed_motifs
from game.core.solo import FEAR_CARDS_SCORED, FEAR_VALUE, HALF, fear_cards_left, is_solo
from game.i18n import _, ngettext, pgettext
from game.session import daily_standing
from game.session.deal_codes import code_of
from game.text.daily import scores_line
from game.text.names import difficulty_name, seat_name
from game.text.outcome import category_name, ending_text, headline, tie_text

from .. import clipboard
from .. import theme as T
from ..net_play import leave_table
from ..scene import Scene, make, register
from ..scroll import ScrollView, TextBoxes, fitting_font
from ..widgets import Button, draw_text, panel, wrap

#: How long the bars of the chart take to grow to their scores.
CHART_GROW_SECONDS = 1.2


def bar_parts(parts: dict[str, int]) -> dict[str, float]:
    """A player's bar, category by category, as tall as the total: a row that takes points away
    (Solo's half, docs/rulings.md 43) has no piece of its own but shrinks the rows above it in
    proportion, so each colour keeps its share of what was counted."""
    bar: dict[str, float] = {}
    for cat, value in parts.items():
        if value >= 0:
            bar[cat] = float(value)
            continue
        above = sum(bar.values())
        keep = max(0.0, above + value) / above if above else 0.0
        bar = {c: v * keep for c, v in bar.items()}
        bar[cat] = 0.0
    return bar


@register("scoring")
class ScoringScene(Scene):
    """The final scores.  At 100% the table and its legend stand on the left, the chart on the right.

    After a campaign chapter the buttons also lead back to the campaign, and on to the next chapter
    when this game unlocked it; new achievements are told on one line (wrapped), so a chapter's news
    leaves the table and the chart their room.

    At large UI scales (issue 8, accessibility: "UI scale 75-200%"), where that no longer fits, the
    screen reflows rather than cap the scale: the news, the table, the chart and its legend follow each
    other down one column, scrolled (wheel, drag, Up/Down/Page keys) between the title and the button.
    """

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        st = match.game.state
        self.outcome = outcome = st.outcome
        self.scores, self.winners = outcome.scores, outcome.winners
        # a network game's points come from the host, which sees the cards this seat does not
        self.parts = getattr(match, "breakdown", None) or [breakdown(st, s) for s in range(st.n)]
        self.categories = list(self.parts[0])  # Solo: its half and Fear cards left, no token
        self.solo = is_solo(st)
        self.difficulty = st.config.difficulty
        self.motifs = [placed_motifs(p) for p in st.players]
        self.buttons: list[Button] = []  # the ways on (the deal code's button is `code_button`)
        self.code_button: list[Button] = []
        self.t = 0.0
        self.news: list[str] = []  # chapter unlocked, new achievements (each item may wrap)
        self.chapter = match.chapter  # the campaign chapter this game was, 0 for none
        self.next_chapter = 0  # the chapter this game unlocked, if any
        self.fear_left = fear_cards_left(st) if self.solo else 0
        self.scroll = ScrollView()  # the one column of a large UI scale
        self.compact = False
        self.text = TextBoxes()
        self.code = code_of(st.config)  # the deal code of the game just played (issue 43)
        self.remote = getattr(match, "remote", False)  # issue 44: a network game (the host's deal)
        if self.remote:
            self.code = ""  # (the host never sends its seed: no deal code to share)
        self.copied: bool | None = None  # whether the code was copied, once a copy was asked
        if self.solo and not match.recorded:  # a second look at the same game counts nothing
            match.recorded = True
            self._record_solo(match)
        after = daily_standing.after(
            match
        )  # a daily Nian (issue 43, item 4): the day's best, streak, code
        if after is not None:
            self.news.insert(0, scores_line(*after))

    def _record_solo(self, match) -> None:
        """Save the chapter's result and any achievements earned (atomically, per user).

        Whatever the progress file holds, the scores are shown (issue 39, item 2): a file that
        cannot be used is moved aside by `campaign.load` and the news says so; progress that
        cannot be saved (a full disk, a folder that refuses, a file that could not be moved aside
        and so is never written over) is told in the news too."""
        from datetime import date

        from game.session import campaign
        from game.session.achievements import all_achievements, earned
        from game.text.achievements import achievement_name
        from game.text.campaign import progress_text

        st = match.game.state
        progress = campaign.load()
        if progress.problem:
            self.news.append(progress_text(progress.problem))
        won = bool(self.winners)
        if match.chapter:
            number = match.chapter
            improved = campaign.record_result(progress, number, self.scores, won)
            if won:
                self.news.append(
                    _("Chapter {n} complete — a new best!").format(n=number)
                    if improved
                    else _("Chapter {n} complete.").format(n=number)
                )
                if any(c.number == number + 1 for c in campaign.chapters()):
                    self.news.append(_("Chapter {n} is unlocked.").format(n=number + 1))
                    self.next_chapter = number + 1
        if won:  # a lone Solo game's title counts among the titles earned too
            campaign.record_title(progress, self.scores[0])
        done = sum(1 for r in progress.chapters.values() if r.completed)
        every = all_achievements()  # new ones are told in the order the Achievements screen lists
        new = earned(st, match.events, done) - set(progress.achievements)
        names = [achievement_name(a) for a in every if a.id in new]
        for ident in sorted(new):
            progress.achievements[ident] = date.today().isoformat()
        if names:
            self.news.append(
                ngettext(
                    "New achievement: {names}", "New achievements: {names}", len(names)
                ).format(names=pgettext("list", ", ").join(names))
            )
        try:
            campaign.save(progress)
        except OSError as exc:
            if not progress.held_in_memory:  # (its notice has said progress is not kept)
                self.news.append(_("Progress could not be saved: {error}").format(error=exc))

    def layout(self, size) -> None:
        w, h = size
        self.buttons = self._make_buttons()
        self.code_button = self._code_button()
        self.compact = False
        self._place_buttons(w, h - self.theme.px(16))
        self.news_lines = self._wrap_news(self._news_width(w))
        self.compact = not self._roomy(size)
        if self.compact:
            self._column(size)

    def _row(self) -> list[Button]:
        """The buttons along the bottom: the game's deal code (at 100%; at large UI scales it heads
        the scrolled column), then the ways on."""
        return self.buttons if self.compact else [*self.code_button, *self.buttons]

    def _code_button(self) -> list[Button]:
        """The deal code of the game just played (issue 43, item 3): a friend who types it in a new
        game plays the same deal.  A click (or Ctrl+C) copies it."""
        if not self.code:
            return []
        if self.copied is None:
            label = _("Deal code {code}").format(code=self.code)
        elif self.copied:
            label = _("Copied: {code}").format(code=self.code)
        else:
            label = _("No clipboard: {code}").format(code=self.code)
        tip = _("Typed in a new game, this code deals the same game again (Ctrl+C: copy it)")
        return [Button(label, self._copy_code, tooltip=tip)]

    def _copy_code(self) -> None:
        self.copied = clipboard.copy(self.code)
        self.layout(self.app.screen.get_size())

    def _make_buttons(self) -> list[Button]:
        """Back to the title, and Play again (the same seats and options, a new deal); after a
        campaign chapter Back to campaign instead of Play again and, when this game unlocked the
        next chapter, Next chapter (its page in the campaign: story, twist, Play)."""

        def title_screen() -> None:
            leave_table(self.match)
            self.app.stack.clear_to(make("menu", self.app))

        if self.remote:  # the table's game is over: back to the title (a new table is hosted anew)
            return [Button(_("Back to the title"), title_screen, hotkey=pygame.K_ESCAPE)]
        if not self.chapter:
            return [
                Button(_("Back to the title"), title_screen, hotkey=pygame.K_ESCAPE),
                Button(
                    _("Play again"),
                    self._play_again,
                    primary=True,
                    hotkey=pygame.K_RETURN,
                    tooltip=_("A new game with the same players and options"),
                ),
            ]
        nxt = self.next_chapter
        buttons = [
            Button(_("Back to the title"), title_screen, hotkey=pygame.K_ESCAPE),
            Button(
                _("Back to campaign"),
                lambda: self._to_campaign(self.chapter),
                primary=not nxt,
                hotkey=pygame.K_c if nxt else pygame.K_RETURN,
            ),
        ]
        if nxt:
            buttons.append(
                Button(
                    _("Next chapter"),
                    lambda: self._to_campaign(nxt),
                    primary=True,
                    hotkey=pygame.K_RETURN,
                    tooltip=_("Go to chapter {n}: read its story and twist, then play it").format(
                        n=nxt
                    ),
                )
            )
        return buttons

    def _play_again(self) -> None:
        """A new game at the same table: the same seats (people and computers) and options, a new
        seed and first player; the board over the title menu, as from the new-game screen."""
        from game.session import new_match

        match = new_match(self.match.config, self.match.seats, deal=True)
        self.app.stack.clear_to(make("menu", self.app))
        self.app.push(make("board", self.app, match))

    def _to_campaign(self, number: int) -> None:
        """The campaign screen (over the title menu) on chapter `number`'s page."""
        self.app.stack.clear_to(make("menu", self.app))
        self.app.push(make("campaign", self.app, selected=number))

    def _place_buttons(self, w: int, bottom: int) -> None:
        """The buttons side by side, centred, their bottom at `bottom`; each as wide as its label and
        key need (at least the usual width).  Rows of their own where one row is too wide."""
        theme = self.theme
        gap, height = theme.px(16), theme.px(44)
        buttons = self._row()
        least = theme.px(240) if len(buttons) == 1 else theme.px(200)
        widths = [min(w - 2 * gap, max(least, b.fit_width(theme))) for b in buttons]
        rows: list[list[int]] = [[]]
        for i, bw in enumerate(widths):
            row = rows[-1]
            if row and sum(widths[j] for j in row) + gap * len(row) + bw > w - 2 * gap:
                rows.append([])
            rows[-1].append(i)
        self.button_rows = len(rows)
        y = bottom - len(rows) * height - (len(rows) - 1) * theme.px(10)
        for row in rows:
            x = w // 2 - (sum(widths[j] for j in row) + gap * (len(row) - 1)) // 2
            for j in row:
                buttons[j].rect = pygame.Rect(x, y, widths[j], height)
                x += widths[j] + gap
            y += height + theme.px(10)

    @property
    def buttons_top(self) -> int:
        return min(b.rect.y for b in self._row())

    def _news_width(self, w: int) -> int:
        """How wide the news may run at 100%: under the table (left of the chart), or the window."""
        theme = self.theme
        return w - theme.px(80) if self._defeated else int(w * 0.5)

    def _wrap_news(self, width: int) -> list[str]:
        font = self.theme.font(15, bold=True)
        return [line for item in self.news for line in wrap(font, item, width)]

    def _row_label(self, cat: str) -> str:
        """A category's row in the table: Fear cards left also says how many, and at what value (and
        how many score, when more are left than score: docs/rulings.md 43)."""
        if cat == "fear_cards":
            points = FEAR_VALUE.get(self.difficulty, 0)
            if self.fear_left > FEAR_CARDS_SCORED:
                return _("Fear cards left ({scored} of {n} × {points})").format(
                    n=self.fear_left, scored=FEAR_CARDS_SCORED, points=points
                )
            return _("Fear cards left ({n} × {points})").format(n=self.fear_left, points=points)
        return category_name(cat)

    # --- the layouts ----------------------------------------------------------------------------------

    def _title(self) -> str:
        return headline(self.outcome, self.solo)

    def _reason(self) -> str:
        return ending_text(self.outcome, self.solo)

    def _tie(self) -> str:
        return tie_text(self.outcome, self.motifs)

    def _defeat_lines(self) -> list[str]:
        st = self.match.game.state
        p = st.players[0]
        return [
            _("You held the village for {n} rounds on {difficulty}.").format(
                n=st.round, difficulty=difficulty_name(self.difficulty)
            ),
            _("Nian beast forms defeated: {n} of 3.").format(n=len(p.nian_cards)),
            _("Qi Energy still on your Character board: {n}.").format(n=sum(p.qi)),
            _("Defeat the third form, or place every Qi Energy from your board, to win."),
        ]

    @property
    def _defeated(self) -> bool:
        return self.solo and not self.winners

    def _roomy(self, size) -> bool:
        """The screen as it is at 100%: the table and the legend on the left, the chart on the right,
        the news above the button.  Whether that fits the window at this scale."""
        theme = self.theme
        w, h = size
        if self.button_rows > 1:
            return False
        font, bold, small = theme.font(14), theme.font(14, bold=True), theme.font(12)
        wide = w - theme.px(20)
        heading = [(theme.font(14), self._reason()), (theme.font(13), self._tie())]
        if theme.font(34, serif=True).size(self._title())[0] > wide or any(
            f.size(t)[0] > wide for f, t in heading
        ):
            return False
        news_top = self.buttons_top - theme.px(20) - len(self.news_lines) * theme.px(22)
        if self._defeated:
            lines = self._defeat_lines()
            bottom = int(h * 0.3) + len(lines) * theme.px(34)
            return bottom <= news_top and all(theme.font(17).size(t)[0] <= wide for t in lines)
        n = len(self.scores)
        table_w = int(w * 0.5)
        table_bottom = theme.px(118) + theme.px(40) + theme.px(30) * (len(self.categories) + 1)
        legend_rows = (len(self._legend()) + 1) // 2
        legend_bottom = (
            table_bottom + theme.px(14) + legend_rows * (small.get_linesize() + theme.px(4))
        )
        col_w = (table_w - theme.px(200)) // n
        chart_w = w - table_w - theme.px(30) - theme.px(80)
        names = [f"{T.player_mark(s)} {seat_name(s)}" for s in range(n)]
        return (
            legend_bottom <= news_top
            and all(font.size(self._row_label(c))[0] <= theme.px(186) for c in self.categories)
            and all(bold.size(t)[0] <= col_w for t in names)
            and all(
                small.size(category_name(c))[0] + theme.px(18) <= table_w // 2
                for c in self.categories
            )
            and chart_w // n - theme.px(20) >= theme.px(24)
            and all(small.size(t)[0] <= chart_w // n for t in names)
        )

    def _column(self, size) -> None:
        """Large UI scales: the title, the reason and any tie-break wrapped at the top, the button at
        the bottom, and between them one scrolled column: news, table (or the solo defeat), chart and
        legend."""
        theme = self.theme
        w, h = size
        gap = theme.px(10)
        margin = theme.px(20)
        self._place_buttons(w, h - gap)
        self.header: list[tuple[str, pygame.font.Font, object, int]] = []  # text, font, colour, y
        y = theme.px(10)
        title = fitting_font(theme, self._title(), 34, w - 2 * margin, 22, serif=True)
        self.header.append((self._title(), title, T.GOLD, y))
        y += title.get_linesize()
        for text, font, colour in (
            (self._reason(), theme.font(14), T.TEXT_DIM),
            (self._tie(), theme.font(13), T.TEXT),
        ):
            for line in wrap(font, text, w - 2 * margin) if text else []:
                self.header.append((line, font, colour, y))
                y += font.get_linesize()
        view = pygame.Rect(margin, y + gap, w - 2 * margin, self.buttons_top - gap - y - gap)
        bar = max(6, theme.px(24) // 4)
        inner = view.width - bar - theme.px(8)
        # the content, top to bottom, in content coordinates (x on screen)
        self.blocks: dict[str, pygame.Rect] = {}
        cy = 0
        for b in self.code_button:  # the deal code heads the column (the buttons keep one row)
            width = min(inner, max(theme.px(200), b.fit_width(theme)))
            self.blocks["code"] = pygame.Rect(view.x, cy, width, theme.px(44))
            cy = self.blocks["code"].bottom + gap
        news = theme.font(15, bold=True)
        self.news_lines = [line for item in self.news for line in wrap(news, item, inner)]
        if self.news_lines:
            self.blocks["news"] = pygame.Rect(
                view.x, cy, inner, len(self.news_lines) * news.get_linesize()
            )
            cy = self.blocks["news"].bottom + gap
        if self._defeated:
            font = theme.font(17)
            self.defeat_lines = [
                line for t in self._defeat_lines() for line in wrap(font, t, inner)
            ]
            self.blocks["defeat"] = pygame.Rect(
                view.x, cy, inner, len(self.defeat_lines) * (font.get_linesize() + theme.px(6))
            )
            cy = self.blocks["defeat"].bottom + gap
        else:
            font, bold = theme.font(14), theme.font(14, bold=True)
            self.head_h = bold.get_linesize() + theme.px(14)
            self.row_h = font.get_linesize() + theme.px(6)
            self.name_w = max(font.size(self._row_label(c))[0] for c in self.categories)
            self.name_w = max(self.name_w, bold.size(_("Total"))[0]) + theme.px(28)
            rows = len(self.categories) + 1
            self.blocks["table"] = pygame.Rect(
                view.x, cy, inner, self.head_h + rows * self.row_h + theme.px(10)
            )
            cy = self.blocks["table"].bottom + 2 * gap
            small = theme.font(12)
            score_font = theme.font(15, bold=True)  # the score over a bar, px(4) above it
            label_h = max(score_font.get_linesize(), score_font.size("0")[1]) + theme.px(4)
            under = small.get_linesize() + theme.px(8) + gap  # the players' names under the bars
            widest = max(small.size(category_name(c))[0] for _, c in self._legend())
            self.legend_cols = 2 if 2 * (widest + theme.px(30)) <= inner else 1
            legend_rows = -(-len(self._legend()) // self.legend_cols)
            legend_h = legend_rows * (small.get_linesize() + theme.px(4))
            # the chart with its scores, names and legend fits the view at once where it can, so
            # no scroll position cuts the bars' tops off and makes unequal scores look equal
            room = view.height - label_h - under - legend_h - gap
            chart_h = max(theme.px(60), min(theme.px(240), room))
            self.blocks["chart"] = pygame.Rect(view.x, cy + label_h, inner, chart_h)
            cy = self.blocks["chart"].bottom + under
            self.blocks["legend"] = pygame.Rect(view.x, cy, inner, legend_h)
            cy = self.blocks["legend"].bottom + gap
        self.scroll.set(view, cy, line=theme.px(30))

    def _code_rect(self) -> pygame.Rect:
        """Where the code's button takes clicks in the scrolled column (none scrolled away)."""
        shown = self.scroll.shown(self.blocks["code"])
        return shown if shown.width and shown.height else pygame.Rect(0, 0, 0, 0)

    def handle_event(self, event) -> bool:
        if self.compact and self.code_button:
            self.code_button[0].rect = self._code_rect()
            if self.code_button[0].handle(event):
                return True
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_c
            and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META)
        ):
            if self.code:
                self._copy_code()
            return True
        if self.compact and self.scroll.handle(event):
            return True
        return any(b.handle(event) for b in self._row()) or True

    def update(self, dt: float) -> None:
        self.t += dt

    def busy(self) -> bool:
        """Frames while the chart grows; then the app waits for input (`Scene.busy`)."""
        return self.t < CHART_GROW_SECONDS

    # --- drawing ------------------------------------------------------------------------------------

    def _say(self, surface, text, font, colour, pos, box, anchor="topleft") -> pygame.Rect:
        """Draw a piece of text and note the box it must stay inside (TextBoxes)."""
        rect = draw_text(surface, text, font, colour, pos, anchor=anchor)
        self.text.note(surface, text, rect, box)
        return rect

    def draw(self, surface) -> None:
        theme = self.theme
        self.text.clear()
        surface.fill(T.TABLE)
        if self.compact:
            self._draw_column(surface)
        else:
            self._draw_roomy(surface)
        for b in self._row():
            b.draw(surface, theme)

    def _draw_roomy(self, surface) -> None:
        """The screen at 100%: table and legend on the left, the chart on the right."""
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        title, reason, tie = self._title(), self._reason(), self._tie()
        big = theme.font(34, serif=True)
        self._say(surface, title, big, T.GOLD, (w // 2, theme.px(18)), window, "midtop")
        pos = (w // 2, theme.px(66))
        self._say(surface, reason, theme.font(14), T.TEXT_DIM, pos, window, "midtop")
        if tie:
            pos = (w // 2, theme.px(88))
            self._say(surface, tie, theme.font(13), T.TEXT, pos, window, "midtop")
        if self._defeated:
            self._draw_defeat(surface)
            self._draw_news(surface)
            return
        table = pygame.Rect(
            theme.px(30),
            theme.px(118),
            int(w * 0.5),
            theme.px(40) + theme.px(30) * (len(self.categories) + 1),
        )
        self._draw_table(surface, table, theme.px(200), theme.px(40), theme.px(30), window)
        chart = pygame.Rect(
            table.right + theme.px(40),
            theme.px(130),
            w - table.right - theme.px(80),
            h - theme.px(230),
        )
        self._draw_chart(surface, chart, window, centred=False)
        # the chart's legend, in two columns under the table (clear of the button at the bottom)
        legend = pygame.Rect(table.x, table.bottom + theme.px(14), table.width, h)
        self._draw_legend(surface, legend, 2, window, centred=False)
        self._draw_news(surface)

    def _draw_column(self, surface) -> None:
        """Large UI scales: the heading, then the scrolled column (see `_column`)."""
        theme = self.theme
        w, h = surface.get_size()
        view = self.scroll.view
        top = pygame.Rect(view.x, 0, view.width, view.y)
        for text, font, colour, y in self.header:
            self._say(surface, text, font, colour, (w // 2, y), top, "midtop")
        place = self.scroll.place
        with self.scroll.clip(surface):
            for b in self.code_button:
                shown, b.rect = self._code_rect(), place(self.blocks["code"])
                b.draw(surface, theme)  # drawn whole, clipped to the column
                b.rect = shown
            if "news" in self.blocks:
                font = theme.font(15, bold=True)
                y = place(self.blocks["news"]).y
                for line in self.news_lines:
                    self._say(surface, line, font, T.HIGHLIGHT, (view.x, y), view)
                    y += font.get_linesize()
            if "defeat" in self.blocks:
                font = theme.font(17)
                y = place(self.blocks["defeat"]).y
                for line in self.defeat_lines:
                    self._say(surface, line, font, T.TEXT, (view.centerx, y), view, "midtop")
                    y += font.get_linesize() + theme.px(6)
            if "table" in self.blocks:
                table = place(self.blocks["table"])
                self._draw_table(surface, table, self.name_w, self.head_h, self.row_h, table)
                chart = place(self.blocks["chart"])
                self._draw_chart(surface, chart, view, centred=True)
                legend = place(self.blocks["legend"])
                self._draw_legend(surface, legend, self.legend_cols, legend, centred=True)
        self.scroll.draw_bar(surface)

    def _draw_table(self, surface, table, name_w: int, head_h: int, row_h: int, box) -> None:
        """The scores by category: a column of category names `name_w` wide, a column a player."""
        theme = self.theme
        panel(surface, table, fill=T.PANEL_FILL)
        n = len(self.scores)
        col_w = (table.width - name_w) // n
        font = theme.font(14)
        bold = theme.font(14, bold=True)
        left = table.x + theme.px(14)
        for s in range(n):
            x = table.x + name_w + s * col_w + col_w // 2
            name = f"{T.player_mark(s)} {seat_name(s)}"
            pos = (x, table.y + theme.px(10))
            self._say(surface, name, bold, T.player_colour(s), pos, box, "midtop")
        for r, cat in enumerate(self.categories):
            y = table.y + head_h + r * row_h
            self._say(surface, self._row_label(cat), font, T.TEXT, (left, y), box)
            for s in range(n):
                x = table.x + name_w + s * col_w + col_w // 2
                self._say(surface, str(self.parts[s][cat]), font, T.TEXT, (x, y), box, "midtop")
        y = table.y + head_h + len(self.categories) * row_h
        self._say(surface, _("Total"), bold, T.GOLD, (left, y), box)
        for s in range(n):
            x = table.x + name_w + s * col_w + col_w // 2
            self._say(surface, str(self.scores[s]), bold, T.GOLD, (x, y), box, "midtop")

    def _draw_chart(self, surface, chart, box, centred: bool) -> None:
        """The bar chart, stacked by category, growing in; the score over each bar, the player under."""
        theme = self.theme
        n = len(self.scores)
        bars = [bar_parts(parts) for parts in self.parts]
        top = max(1.0, max(sum(parts.values()) for parts in bars))
        grow = min(1.0, self.t / CHART_GROW_SECONDS)
        bar_w = min(theme.px(80), chart.width // max(1, n) - theme.px(20))
        for s in range(n):
            x = chart.x + s * (chart.width // n) + theme.px(10)
            if centred:  # a wide chart: each bar in the middle of its player's share
                x = chart.x + s * (chart.width // n) + (chart.width // n - bar_w) // 2
            base = chart.bottom
            for k, cat in self._legend():
                hgt = int(chart.height * bars[s][cat] / top * grow)
                if hgt:
                    bar = pygame.Rect(x, base - hgt, bar_w, hgt)
                    T.draw_chart_fill(surface, bar, k, theme.px(7))
                    base -= hgt
            self._say(
                surface,
                str(self.scores[s]),
                theme.font(15, bold=True),
                T.TEXT,
                (x + bar_w // 2, base - theme.px(4)),
                box,
                "midbottom",
            )
            self._say(
                surface,
                f"{T.player_mark(s)} {seat_name(s)}",
                theme.font(12),
                T.player_colour(s),
                (x + bar_w // 2, chart.bottom + theme.px(4)),
                box,
                "midtop",
            )

    def _legend(self) -> list[tuple[int, str]]:
        """The categories the chart draws, each with its colour and pattern (Solo's half has no
        piece of its own, so it takes none)."""
        return list(enumerate(c for c in self.categories if c != HALF))

    def _draw_legend(self, surface, rect, cols: int, box, centred: bool) -> None:
        """Which colour and pattern is which category, in `cols` columns."""
        theme = self.theme
        font = theme.font(12)
        for i, cat in self._legend():
            lx = rect.x + (i % cols) * (rect.width // cols)
            ly = rect.y + (i // cols) * (font.get_linesize() + theme.px(4))
            sy = ly + (font.get_linesize() - theme.px(12)) // 2 if centred else ly + 3
            T.draw_chart_fill(surface, pygame.Rect(lx, sy, theme.px(12), theme.px(12)), i, 4)
            pos = (lx + theme.px(18), ly)
            self._say(surface, category_name(cat), font, T.TEXT_DIM, pos, box)

    def _draw_defeat(self, surface) -> None:
        """A lost solo game is not scored: say how far the player got."""
        theme = self.theme
        w, h = surface.get_size()
        y = int(h * 0.3)
        for line in self._defeat_lines():
            pos = (w // 2, y)
            self._say(surface, line, theme.font(17), T.TEXT, pos, surface.get_rect(), "midtop")
            y += theme.px(34)

    def _draw_news(self, surface) -> None:
        """Chapter unlocked, new achievements: under the table, above the buttons."""
        theme = self.theme
        w, h = surface.get_size()
        font = theme.font(15, bold=True)
        y = self.buttons_top - theme.px(20) - len(self.news_lines) * theme.px(22)
        for line in self.news_lines:
            self._say(surface, line, font, T.HIGHLIGHT, (theme.px(40), y), surface.get_rect())
            y += theme.px(22)
