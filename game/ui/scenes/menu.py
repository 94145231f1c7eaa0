"""The title menu: continue the last unfinished game (one click, issue 8), start a hot-seat, solo or
campaign game or the day's daily Nian (issue 43, item 4: its note says the date, the best score
today and the streak), host or join a table over the network, or reopen the one hosted last
(issue 44), open the saved games, the game history (issue 43), the rules and cards or the
Settings, or quit.  A save that could not be read is moved aside by the
scan and the menu says so; everything else keeps working.

What the player must know first (issue 39) stays under the buttons above those notices: the settings
file moved aside, games that cannot be saved and why (a user folder that cannot be used), the files set
aside after a start that crashed.  Once the menu has run `crash.TITLE_FRAMES` frames the start is over
and the crash-loop marker goes (`crash.start_finished`)."""

from __future__ import annotations

import math

import pygame

from game import crash, i18n
from game.i18n import _
from game.session import autosave, daily, daily_standing
from game.text import daily as daily_words
from game.text import saves as save_words

from .. import net_session
from .. import theme as T
from ..scene import make, register
from ..scroll import TextBoxes
from ..widgets import Button, draw_text, draw_tooltip, shorten, wrap
from .saved_games import SavesScene


@register("menu")
class MenuScene(SavesScene):
    """The title menu.  At large UI scales (issue 8, accessibility: "UI scale 75-200%") it reflows
    rather than cap the scale: when the buttons no longer fit one column under the title, they go in
    two columns (Continue's note in the cell beside it) and the title shrinks to the room above them."""

    def __init__(self, app, notices: list[str] | None = None) -> None:
        """`notices`: what the player must know first, shown for as long as the menu is."""
        super().__init__(app, notices)
        self.first = list(self.notices)
        self.frames = 0  # frames shown (the start is over after `crash.TITLE_FRAMES`)
        self.buttons: list[Button] = []
        self.t = 0.0
        self.compact = False  # two columns of buttons, the title fitted above them
        self.text = TextBoxes()
        self.header: list[tuple] = []  # compact: title lines (text, font, place, colour)
        self.note_box = pygame.Rect(0, 0, 0, 0)  # where Continue's note goes
        self.daily_box = pygame.Rect(0, 0, 0, 0)  # where the daily Nian's note goes
        self.daily = daily_standing.standing_on(
            daily.today()
        )  # today's daily Nian (date, best, streak)
        self.lantern_y = 0.2  # the lanterns' height, as a share of the window's
        self.blocked = _content_problem()  # why no game can be played ("" when one can)
        self.mouse = (-1, -1)

    def rescan(self) -> None:
        """The saves, and today's daily Nian from the records, whenever the menu comes to the top."""
        self.daily = daily_standing.standing_on(daily.today())
        super().rescan()

    def _daily(self) -> None:
        """Today's daily Nian (issue 43, item 4): the day's Solo deal, one person; today's game
        taken up where it was left when one is unfinished."""
        from game.core import ContentError
        from game.session import new_match

        config = daily.config_for(daily.today())
        going = [
            s
            for s in self.saves
            if not s.over
            and s.chapter == 0
            and len(s.seats) == 1
            and (s.seed, s.layout, s.difficulty) == (config.seed, config.layout, config.difficulty)
        ]
        if going:
            self.open(going[0])  # (the newest first)
            return
        try:
            match = new_match(config, ["human"])
        except ContentError as exc:  # a damaged level: say so, the menu keeps working
            self.notices.append(_("The daily Nian could not start: {error}").format(error=exc))
            return
        self.app.push(make("board", self.app, match))

    def _continue(self) -> None:
        """Take up the most recent unfinished game where it was left."""
        if self.saves:
            self.open(self.saves[0])

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        w, h = size
        bw, bh = theme.px(280), theme.px(44)
        x = w // 2 - bw // 2
        y = int(h * 0.45)
        can_continue = bool(self.saves)
        entries = [
            (_("Continue"), self._continue, pygame.K_RETURN, True),
            (_("Daily Nian"), self._daily, pygame.K_d, False),  # issue 43: its note beside it
            (
                _("New hot-seat game"),
                lambda: self.app.push(make("new_game", self.app)),
                pygame.K_n,
                not can_continue,
            ),
            (
                _("Campaign"),
                lambda: self.app.push(make("campaign", self.app)),
                pygame.K_c,
                False,
            ),
            (
                _("Solo against the Nian"),
                lambda: self.app.push(make("new_game", self.app, solo=True)),
                pygame.K_s,
                False,
            ),
            # issue 44: network play, Host and Join side by side
            (
                _("Host a table"),
                lambda: self.app.push(make("new_game", self.app, host=True)),
                pygame.K_t,
                False,
            ),
            (
                _("Join a table"),
                lambda: self.app.push(make("join_table", self.app)),
                pygame.K_j,
                False,
            ),
            *(
                [(_("Reopen your table"), self._reopen, pygame.K_y, False)]
                if net_session.table_to_reopen() is not None
                else []
            ),
            (_("Learn to play"), self._learn, pygame.K_g, False),
            (
                _("Saved games"),
                lambda: self.app.push(make("saved_games", self.app, self.notices)),
                pygame.K_l,
                False,
            ),
            # issue 43: shut with the others when the game data is damaged, as Saved games is
            (_("History"), lambda: self.app.push(make("history", self.app)), pygame.K_h, False),
        ]
        if not can_continue:
            entries = entries[1:]
        if self.blocked:  # damaged game data (issue 39): every way into a game is shut, saying why
            entries = [(label, _noop, key, primary) for label, _fn, key, primary in entries]
        extra = [
            (
                _("Rules and cards"),
                self._reference,
                pygame.K_r,
                _("The rules section by section, and every card, searchable"),
            ),
            (
                _("Settings"),
                self._settings,
                pygame.K_o,
                _("Window, animations, computer pace, volumes, language"),
            ),
            (_("Quit"), self.app.quit, pygame.K_q, ""),
        ]
        self.buttons = [
            Button(label, fn, hotkey=key, primary=primary) for label, fn, key, primary in entries
        ] + [Button(label, fn, hotkey=key, tooltip=tip) for label, fn, key, tip in extra]
        if self.blocked:
            for b in self.buttons[: len(entries)]:
                b.enabled, b.primary, b.tooltip = False, False, self.blocked
        self.daily_at = [b.label for b in self.buttons].index(_("Daily Nian"))
        self.frame = pygame.Rect(0, 0, 0, 0)  # (the title's room, when in two columns)
        self.compact = not self._one_column(size, x, y, bw, bh)
        if self.compact:
            self._two_columns(size, can_continue)

    def _one_column(self, size, x: int, y: int, bw: int, bh: int) -> bool:
        """The menu as it is at 100%: one column under the title, Saved games beside History,
        Settings beside Quit.  Whether it fits (title, tagline and labels clear of each other)."""
        theme = self.theme
        w, h = size
        # History, Join a table and Quit share a row with the button before them
        beside = {_("History"), _("Join a table"), _("Quit")}
        row_of: list[int] = []
        for b in self.buttons:
            row_of.append(row_of[-1] if row_of and b.label in beside else len(set(row_of)))
        rows = len(set(row_of))
        step = bh + theme.px(10)
        # every row (and Settings/Quit) above the footer and notices beyond the two lines the gap
        # under the buttons takes: a long menu closes its gaps
        notes = len(self._notice_lines(w - theme.px(200)))
        bottom = h - theme.px(34) - max(0, notes - 2) * theme.font(12).get_linesize()
        step = max(theme.px(30), min(step, (bottom - y) // (rows)))
        bh = min(bh, step - theme.px(4))
        half = (bw - theme.px(10)) // 2
        for i, b in enumerate(self.buttons):  # a row of one, or two side by side
            b.rect = pygame.Rect(x, y + row_of[i] * step, bw, bh)
            if i + 1 < len(row_of) and row_of[i + 1] == row_of[i]:
                b.rect.width = half
            elif i and row_of[i - 1] == row_of[i]:
                b.rect = pygame.Rect(x + bw - half, b.rect.y, half, bh)
        self.note_box = pygame.Rect(
            x + bw + theme.px(14), y, max(0, w - x - bw - theme.px(20)), bh + theme.px(8)
        )
        self.daily_box = self.note_box.move(0, self.buttons[self.daily_at].rect.y - y)
        # the title, 醒狮 and the tagline where they stand at 100%, clear of each other and the buttons
        logo_bottom = int(h * 0.18) + theme.px(92)
        sub = int(h * 0.39)
        tagline = theme.font(16)
        label = theme.font(15, bold=True)
        return (
            logo_bottom + theme.font(30, serif=True).get_height() * 0.8 <= sub
            and sub + tagline.get_height() <= y
            and label.get_height() <= bh
            and all(label.size(b.label)[0] <= b.rect.width - 8 for b in self.buttons)
            and self._daily_fits(self.daily_box)
        )

    def _daily_fits(self, box: pygame.Rect) -> bool:
        """Whether the daily Nian's note fits `box` whole (it is never cut)."""
        font = self.theme.font(12)
        lines = daily_words.menu_note(self.daily)
        return all(font.size(t)[0] <= box.width for t in lines)

    def _two_columns(self, size, can_continue: bool) -> None:
        """Large UI scales: the buttons in two columns above the footer (Continue's note beside it,
        then the daily Nian's beside it; Settings and Quit share a cell), the title and tagline
        fitted in the room above them, the lanterns out of their way."""
        theme = self.theme
        w, h = size
        gap = theme.px(8)
        label = theme.font(15, bold=True)
        note = theme.font(12)
        bh = label.get_height() + theme.px(10)
        bh = max(bh, 2 * note.get_linesize() + theme.px(4))  # Continue's note, the daily's
        cw = min(theme.px(280), (w - theme.px(40) - gap) // 2)
        x0 = w // 2 - cw - gap // 2
        n = len(self.buttons)
        # the daily Nian and its note take a row under Continue's; Settings and Quit share a cell
        d = self.daily_at
        rest: list = [i for i in range(int(can_continue), n - 2) if i != d]
        for k in range(len(rest) - 1, 0, -1):  # History and Join a table: half the cell before
            if isinstance(rest[k], int) and self.buttons[rest[k]].label in (
                _("History"),
                _("Join a table"),
            ):
                rest[k - 1 : k + 1] = [(rest[k - 1], rest[k])]
        cells = [*([0, "note"] if can_continue else []), d, "daily", *rest, "last"]
        rows = (len(cells) + 1) // 2
        footer = self._footer_top(size)
        bottom = footer - gap - self._notice_height(size)
        top = bottom - rows * bh - (rows - 1) * gap
        for k, cell in enumerate(cells):
            rect = pygame.Rect(x0 + (k % 2) * (cw + gap), top + (k // 2) * (bh + gap), cw, bh)
            if cell == "note":
                self.note_box = rect.inflate(-theme.px(4), 0)
            elif cell == "daily":
                self.daily_box = rect.inflate(-theme.px(4), 0)
            elif cell == "last" or isinstance(cell, tuple):
                half = (cw - gap) // 2
                left, right = (n - 2, n - 1) if cell == "last" else cell
                self.buttons[left].rect = pygame.Rect(rect.x, rect.y, half, bh)
                self.buttons[right].rect = pygame.Rect(rect.right - half, rect.y, half, bh)
            else:
                self.buttons[cell].rect = rect
        # the title as large as the room above the buttons allows (never larger than at this scale)
        tagline = theme.font(16)
        room = top - gap - theme.px(8) - tagline.get_linesize()
        px = theme.px(72)
        while px > 12 and theme.font_px(px, serif=True).get_linesize() * 1.35 > room:
            px -= 2
        # no room for a title that can be read: the scene is laid out at a smaller UI scale
        # (SceneStack: its `frame` is not inside the window)
        fits = px > 12 and theme.font_px(px, serif=True).get_linesize() * 1.35 <= room
        self.frame = pygame.Rect(0, 0 if fits else -1, w, h)
        logo = theme.font_px(px, serif=True)
        sub_px = min(theme.px(30), px * 0.42)
        sub = theme.font_px(sub_px, serif=True)
        lines = [
            ("Lionwake", logo, T.RED),
            ("醒狮", sub, T.GOLD),
            (_("Wake the Lions. Ward off the Nian beast."), tagline, T.TEXT_DIM),
        ]
        if sub_px < theme.px(12):  # issue 42: too small to read is left out, never drawn tiny
            del lines[1]
        total = sum(font.get_linesize() for _text, font, _colour in lines)
        y = max(theme.px(8), (top - gap - total) // 2)  # the block centred in its room
        self.header = []
        for text, font, colour in lines:
            rect = pygame.Rect(0, y, w, font.get_linesize())
            self.header.append((text, font, rect, colour))
            y = rect.bottom
        self.lantern_y = min(0.2, (top - gap - theme.px(44)) / h)

    def _footer_top(self, size) -> int:
        w, h = size
        return h - self.theme.px(16) - self.theme.font(12).get_linesize()

    def _notice_height(self, size) -> int:
        """How tall the notices under the buttons are."""
        width = size[0] - self.theme.px(40)
        return len(self._notice_lines(width)) * self.theme.font(12).get_linesize()

    def _notice_lines(self, width: int) -> list[str]:
        """The notices as drawn, `width` pixels wide: each of the first ones in two lines at most,
        then the saves that could not be opened in two more: the reason when there is one, else how
        many (the Saved games screen lists every reason)."""
        font = self.theme.font(12)
        lines = [line for text in self.problems() for line in wrap(font, text, width)[:3]]
        lines += [line for text in self.first for line in wrap(font, text, width)[:2]]
        later = [n for n in self.notices if n not in self.first]
        if later:
            text = later[-1]
            if len(later) > 1:
                text = _(
                    "{n} saved games could not be opened and were moved aside "
                    "(kept as .damaged files); Saved games says why."
                ).format(n=len(later))
            lines += wrap(font, text, width)[:2]
        return lines

    def _reopen(self) -> None:
        """Serve the table this app hosted again, from its autosave, and show its lobby (issue 44:
        "restarting it offers to reopen the table from its autosave and everyone rejoins")."""
        path = net_session.table_to_reopen()
        if path is None:
            return
        try:
            from game.net.hosting import HostedTable

            hosted = HostedTable.reopen(path, pace=self.app.settings.computer_pace)
        except Exception as exc:  # a damaged file, its port taken: said, the menu goes on
            self.notices.append(_("Your table could not be reopened: {error}").format(error=exc))
            self.layout(self.size)
            return
        self.app.push(make("host_table", self.app, hosted))

    def _learn(self) -> None:
        """The guided first game (issue 8, item 6), always from its first step."""
        from game.core import ContentError

        from .. import tutorial

        try:
            tutorial.start(self.app)
        except ContentError as exc:  # a damaged guide file: say so, the menu keeps working
            self.notices.append(_("Learn to play could not start: {error}").format(error=exc))

    def _reference(self) -> None:
        """Open the rules reference and card library."""
        self.app.push(make("reference", self.app))

    def _settings(self) -> None:
        """Open the Settings screen."""
        self.app.push(make("settings", self.app))

    def _ask_to_quit(self) -> None:
        """Esc: quit, once the player says so (Esc again, or Keep playing, stays)."""
        kept = _("Your unfinished games are kept: Continue takes up the last one.")
        self.app.push(
            make(
                "confirm",
                self.app,
                _("Quit Lionwake?"),
                kept if self.saves else "",
                _("Quit"),
                self.app.quit,
                _("Keep playing"),
            )
        )

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._ask_to_quit()
            return True
        return any(b.handle(event) for b in self.buttons)

    def busy(self) -> bool:
        """Only the lanterns sway, slowly (`pulsing`): the app need not draw at full rate."""
        return False

    def pulsing(self) -> bool:
        return True

    def update(self, dt: float) -> None:
        self.t += dt
        self.frames += 1
        if self.frames == crash.TITLE_FRAMES:
            crash.start_finished()  # the title screen runs: this start did not crash

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        self.text.clear()
        surface.fill(T.TABLE)
        # lanterns
        for i, x in enumerate((w * 0.15, w * 0.85)):
            y = h * self.lantern_y + 6 * math.sin(self.t * 1.5 + i)
            pygame.draw.line(surface, T.GOLD_DARK, (x, 0), (x, y - theme.px(40)), 2)
            pygame.draw.ellipse(
                surface,
                T.RED,
                pygame.Rect(x - theme.px(34), y - theme.px(44), theme.px(68), theme.px(88)),
            )
            pygame.draw.ellipse(
                surface,
                T.GOLD,
                pygame.Rect(x - theme.px(34), y - theme.px(44), theme.px(68), theme.px(88)),
                3,
            )
            draw_text(surface, "福", theme.font(34, serif=True), T.GOLD, (x, y), anchor="center")
        if self.compact:
            for text, font, box, colour in self.header:
                self.text.draw(
                    surface, text, font, colour, box.midtop, box, "midtop", shadow=colour == T.RED
                )
        else:
            self.text.draw(
                surface,
                "Lionwake",
                theme.font(72, serif=True),
                T.RED,
                (w // 2, int(h * 0.18)),
                window,
                anchor="midtop",
                shadow=True,
            )
            self.text.draw(
                surface,
                "醒狮",
                theme.font(30, serif=True),
                T.GOLD,
                (w // 2, int(h * 0.18) + theme.px(92)),
                window,
                anchor="midtop",
            )
            self.text.draw(
                surface,
                _("Wake the Lions. Ward off the Nian beast."),
                theme.font(16),
                T.TEXT_DIM,
                (w // 2, int(h * 0.39)),
                window,
                anchor="midtop",
            )
        for b in self.buttons:
            b.draw(surface, theme)
        if self.saves and self.buttons[0].label == _("Continue"):
            self._draw_continue_note(surface, self.note_box, self.saves[0])
        self._draw_daily_note(surface, self.daily_box)
        self._draw_notices(surface)
        self._draw_problems(surface)
        self.text.draw(
            surface,
            _("F11 fullscreen · Esc asks before quitting"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            window,
            anchor="midbottom",
        )

    def _draw_continue_note(self, surface, box: pygame.Rect, info: autosave.SaveInfo) -> None:
        """Beside Continue: which game it takes up."""
        theme = self.theme
        font = theme.font(12)
        y = box.y + (theme.px(4) if not self.compact else 0)
        lines = (
            (save_words.what(info), T.TEXT),
            (
                _("Round {round} · {when}").format(round=info.round, when=save_words.when(info)),
                T.TEXT_DIM,
            ),
        )
        for text, colour in lines:
            self.text.draw(surface, shorten(font, text, box.width), font, colour, (box.x, y), box)
            y += font.get_linesize()

    def _draw_daily_note(self, surface, box: pygame.Rect) -> None:
        """Beside Daily Nian: today's date and best score, then the streak (`daily_words`)."""
        theme = self.theme
        font = theme.font(12)
        y = box.y + (theme.px(4) if not self.compact else 0)
        for text, colour in zip(
            daily_words.menu_note(self.daily), (T.TEXT, T.TEXT_DIM), strict=True
        ):
            self.text.draw(surface, text, font, colour, (box.x, y), box)
            y += font.get_linesize()

    def _draw_notices(self, surface) -> None:
        """The notices under the buttons (`_notice_lines`): the game's damaged files first."""
        if not self.notices and not self.problems():
            return
        theme = self.theme
        w, h = surface.get_size()
        font = theme.font(12)
        width = w - theme.px(200) if not self.compact else w - theme.px(40)
        lines = self._notice_lines(width)
        y = h - theme.px(34) - len(lines) * font.get_linesize()
        if self.compact:
            y = self._footer_top((w, h)) - len(lines) * font.get_linesize()
        for line in lines:
            draw_text(surface, line, font, T.ILLEGAL, (w // 2, y), anchor="midtop")
            y += font.get_linesize()

    def problems(self) -> list[str]:
        """What is wrong with the game's own files (issue 39): game data that stops play, a
        translation or a font that could not be used (shown in English, or in a plain font)."""
        return [p for p in (self.blocked, *i18n.problems(), *T.font_problems()) if p]

    def _draw_problems(self, surface) -> None:
        """A shut entry's reason, whole, while it is hovered (the problems themselves are the
        first notices under the buttons, `_notice_lines`)."""
        for b in self.buttons:
            if not b.enabled and b.tooltip and b.rect.collidepoint(self.mouse):
                draw_tooltip(surface, self.theme, [b.label, b.tooltip], self.mouse)


def _noop() -> None:
    """What a shut menu entry does."""


def _content_problem() -> str:
    """Why the game cannot be played, "" when it can: the game data (assets/data) is checked here,
    once, so that a damaged card or board file shuts the menu's ways into a game with its reason
    instead of stopping the game when one starts (issue 39)."""
    from game.core import ContentError
    from game.core.catalogue import default_catalogue

    try:
        default_catalogue()
    except ContentError as exc:
        return _("The game cannot be played: its data is damaged ({error})").format(error=exc)
    return ""
