"""Final auspiciousness (rulebook, "Game End"): each player's score by category, as a table and a
bar chart, the winner, and the tie-break explained when it was needed."""

from __future__ import annotations

import pygame

from game.core.scoring import breakdown, placed_motifs
from game.core.solo import title as solo_title
from game.core.words import seat_name
from game.i18n import N_, _, pgettext

from .. import theme as T
from ..autosave import difficulty_name
from ..scene import Scene
from ..widgets import Button, draw_text, panel

CATEGORY_NAMES = {
    "slips": N_("Bamboo Slips"),
    "drum_cards": N_("Drum cards"),
    "nian_cards": N_("Nian beast cards"),
    "scorched_earth": N_("Scorched Earth"),
    "village_board": N_("Village board Qi"),
    "first_player": N_("First Player token"),
    "fear_cards": N_("Fear cards left"),
}
SOLO_REASONS = {
    "board_empty": N_("You placed every Qi Energy from your Character board"),
    "nian_defeated": N_("You defeated the Nian beast's third form"),
    "defeat": N_("The last Fear card left the Fear deck. Only victories are scored."),
    "turn_cap": N_("The game was stopped. Only victories are scored."),
}
BAR_COLOURS = T.CHART_COLOURS  # one colour and pattern per scoring category (theme.py)


class ScoringScene(Scene):
    max_ui_scale = 1.25  # the table, chart and legend share the window (larger UI scales would not fit)

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        st = match.game.state
        self.scores, self.winners, self.tie_break, self.reason = st.result
        self.parts = [breakdown(st, s) for s in range(st.n)]
        self.categories = list(self.parts[0])  # Solo: Fear cards left instead of the token
        self.solo = st.n == 1
        self.difficulty = st.config.difficulty
        self.motifs = [placed_motifs(p) for p in st.players]
        self.buttons: list[Button] = []
        self.t = 0.0
        self.news: list[str] = []  # chapter unlocked, new achievements
        if self.solo:
            self._record_solo(match)

    def _record_solo(self, match) -> None:
        """Save the chapter's result and any achievements earned (atomically, per user)."""
        from datetime import date

        from game import campaign
        from game.achievements import all_achievements, earned

        st = match.game.state
        progress = campaign.load()
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
        done = sum(1 for r in progress.chapters.values() if r.completed)
        names = {a.id: a.name for a in all_achievements()}
        for ident in sorted(earned(st, match.events, done) - set(progress.achievements)):
            progress.achievements[ident] = date.today().isoformat()
            self.news.append(_("Achievement: {name}").format(name=_(names.get(ident, ident))))
        try:
            campaign.save(progress)
        except OSError as exc:
            self.news.append(_("Progress could not be saved: {error}").format(error=exc))

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        from .menu import MenuScene

        self.buttons = [
            Button(
                _("Back to the title"),
                lambda: self.app.stack.clear_to(MenuScene(self.app)),
                pygame.Rect(w // 2 - theme.px(120), h - theme.px(60), theme.px(240), theme.px(44)),
                primary=True,
                hotkey=pygame.K_RETURN,
            )
        ]

    def handle_event(self, event) -> bool:
        return any(b.handle(event) for b in self.buttons) or True

    def update(self, dt: float) -> None:
        self.t += dt

    def _draw_defeat(self, surface) -> None:
        """A lost solo game is not scored: say how far the player got."""
        theme = self.theme
        w, h = surface.get_size()
        st = self.match.game.state
        p = st.players[0]
        lines = [
            _("You held the village for {n} rounds on {difficulty}.").format(
                n=st.round, difficulty=difficulty_name(self.difficulty)
            ),
            _("Nian forms defeated: {n} of 3.").format(n=len(p.nian_cards)),
            _("Qi Energy still on your Character board: {n}.").format(n=sum(p.qi)),
            _("Defeat the third form, or place every Qi Energy from your board, to win."),
        ]
        y = int(h * 0.3)
        for line in lines:
            draw_text(surface, line, theme.font(17), T.TEXT, (w // 2, y), anchor="midtop")
            y += theme.px(34)

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        names = pgettext("list", " and ").join(seat_name(s) for s in self.winners)
        if self.tie_break == "shared":
            title = _("{names} share the victory!").format(names=names)
        else:
            title = _("{names} wins!").format(names=names)
        if self.solo:
            title = (
                _("Victory: {title}").format(title=solo_title(self.scores[0]))
                if self.winners
                else _("Fear takes the village")
            )
        draw_text(
            surface,
            title,
            theme.font(34, serif=True),
            T.GOLD,
            (w // 2, theme.px(18)),
            anchor="midtop",
        )
        reason = (
            (_(SOLO_REASONS[self.reason]) if self.reason in SOLO_REASONS else "")
            if self.solo
            else (
                _("A Character board ran out of Qi Energy")
                if self.reason == "board_empty"
                else (
                    _("All three forms of the Nian beast were defeated")
                    if self.reason == "nian_defeated"
                    else _("The game was stopped")
                )
            )
        )
        draw_text(
            surface, reason, theme.font(14), T.TEXT_DIM, (w // 2, theme.px(66)), anchor="midtop"
        )
        if self.tie_break == "motifs":
            draw_text(
                surface,
                _("Tied on auspiciousness: the most placed Tattoo Motifs wins ({counts})").format(
                    counts=pgettext("list", ", ").join(
                        f"{seat_name(s)} {self.motifs[s]}" for s in range(len(self.scores))
                    )
                ),
                theme.font(13),
                T.TEXT,
                (w // 2, theme.px(88)),
                anchor="midtop",
            )
        elif self.tie_break == "shared":
            draw_text(
                surface,
                _("Tied on auspiciousness and on placed Tattoo Motifs: the victory is shared"),
                theme.font(13),
                T.TEXT,
                (w // 2, theme.px(88)),
                anchor="midtop",
            )
        if self.solo and not self.winners:
            self._draw_defeat(surface)
            self._draw_news(surface)
            for b in self.buttons:
                b.draw(surface, theme)
            return
        # the table
        n = len(self.scores)
        table = pygame.Rect(
            theme.px(30),
            theme.px(118),
            int(w * 0.5),
            theme.px(40) + theme.px(30) * (len(self.categories) + 1),
        )
        panel(surface, table, fill=(40, 28, 22))
        col_w = (table.width - theme.px(200)) // n
        font = theme.font(14)
        bold = theme.font(14, bold=True)
        for s in range(n):
            x = table.x + theme.px(200) + s * col_w + col_w // 2
            draw_text(
                surface,
                f"{T.player_mark(s)} {seat_name(s)}",
                bold,
                T.player_colour(s),
                (x, table.y + theme.px(10)),
                anchor="midtop",
            )
        for r, cat in enumerate(self.categories):
            y = table.y + theme.px(40) + r * theme.px(30)
            draw_text(surface, _(CATEGORY_NAMES[cat]), font, T.TEXT, (table.x + theme.px(14), y))
            for s in range(n):
                x = table.x + theme.px(200) + s * col_w + col_w // 2
                draw_text(surface, str(self.parts[s][cat]), font, T.TEXT, (x, y), anchor="midtop")
        y = table.y + theme.px(40) + len(self.categories) * theme.px(30)
        draw_text(surface, _("Total"), bold, T.GOLD, (table.x + theme.px(14), y))
        for s in range(n):
            x = table.x + theme.px(200) + s * col_w + col_w // 2
            draw_text(surface, str(self.scores[s]), bold, T.GOLD, (x, y), anchor="midtop")
        # the bar chart, stacked by category, growing in
        chart = pygame.Rect(
            table.right + theme.px(40),
            theme.px(130),
            w - table.right - theme.px(80),
            h - theme.px(230),
        )
        top = max(1, max(sum(parts.values()) for parts in self.parts))
        grow = min(1.0, self.t / 1.2)
        bar_w = min(theme.px(80), chart.width // max(1, n) - theme.px(20))
        for s in range(n):
            x = chart.x + s * (chart.width // n) + theme.px(10)
            base = chart.bottom
            for k, cat in enumerate(self.categories):
                value = self.parts[s][cat]
                hgt = int(chart.height * value / top * grow)
                if hgt:
                    bar = pygame.Rect(x, base - hgt, bar_w, hgt)
                    T.draw_chart_fill(surface, bar, k, theme.px(7))
                    base -= hgt
            draw_text(
                surface,
                str(self.scores[s]),
                theme.font(15, bold=True),
                T.TEXT,
                (x + bar_w // 2, base - theme.px(4)),
                anchor="midbottom",
            )
            draw_text(
                surface,
                f"{T.player_mark(s)} {seat_name(s)}",
                theme.font(12),
                T.player_colour(s),
                (x + bar_w // 2, chart.bottom + theme.px(4)),
                anchor="midtop",
            )
        # the chart's legend, in two columns under the table (clear of the button at the bottom)
        legend_font = theme.font(12)
        ly0 = table.bottom + theme.px(14)
        for k, cat in enumerate(self.categories):
            lx = table.x + (k % 2) * (table.width // 2)
            ly = ly0 + (k // 2) * (legend_font.get_linesize() + theme.px(4))
            T.draw_chart_fill(surface, pygame.Rect(lx, ly + 3, theme.px(12), theme.px(12)), k, 4)
            draw_text(
                surface, _(CATEGORY_NAMES[cat]), legend_font, T.TEXT_DIM, (lx + theme.px(18), ly)
            )
        self._draw_news(surface)
        for b in self.buttons:
            b.draw(surface, theme)

    def _draw_news(self, surface) -> None:
        """Chapter unlocked, new achievements: under the table, above the button."""
        theme = self.theme
        w, h = surface.get_size()
        y = h - theme.px(80) - len(self.news) * theme.px(22)
        for line in self.news:
            draw_text(surface, line, theme.font(15, bold=True), T.HIGHLIGHT, (theme.px(40), y))
            y += theme.px(22)
