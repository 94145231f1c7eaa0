"""Saved games (issue 8, Autosave and Continue): every unfinished game, newest first, with when it
was saved, who sits at the table, the kind of game and its round; load one or delete it.

`open_saved` is the one way a save comes back to the table, for this list and for the menu's
Continue: the board exactly as it was left (last moves lit, the Nian's card in Solo), computer seats
thinking again, and a hand-off screen first when several people share the computer.
"""

from __future__ import annotations

import pygame

from game.i18n import _, ngettext
from game.session import autosave
from game.text import saves as save_words

from .. import theme as T
from ..scene import Scene, make, register
from ..widgets import Button, draw_text, panel, screen_heading, wrap


def open_saved(app, info: autosave.SaveInfo, replace: bool = False) -> str:
    """Put the saved game on the board; "" on success, else the notice to show (the file that
    could not be opened has been moved aside)."""
    try:
        match = autosave.open_match(info.path)
    except autosave.SaveRefused as exc:
        return save_words.notice_text(exc.notice)
    board = make("board", app, match)
    board.recall_last_moves()
    (app.replace if replace else app.push)(board)
    seat = match.pending.seat
    people = sum(match.is_human(s) for s in range(len(match.seats)))
    if people > 1 and match.is_human(seat):
        app.push(make("handoff", app, seat, match))  # hot-seat privacy: nobody's hand shows yet
    return ""


class SavesScene(Scene):
    """A screen that offers the saves (the title menu, the list): it scans them whenever it comes
    to the top, and keeps the notices of saves that could not be opened."""

    def __init__(self, app, notices: list[str] | None = None) -> None:
        super().__init__(app)
        self.saves: list[autosave.SaveInfo] = []  # unfinished games, newest first
        self.notices: list[str] = list(notices or [])
        self.size = (1280, 720)

    def enter(self) -> None:
        self.rescan()

    def resume(self) -> None:
        self.rescan()

    def rescan(self) -> None:
        self.saves, refused = autosave.scan()
        notices = [save_words.notice_text(n) for n in refused]
        self.notices += [n for n in notices if n not in self.notices]
        self.layout(self.size)

    def open(self, info: autosave.SaveInfo, replace: bool = False) -> None:
        """Put a save on the board, or say why it could not be (and offer what is left)."""
        notice = open_saved(self.app, info, replace)
        if notice:
            self.notices.append(notice)
            self.rescan()


@register("saved_games")
class SavedGamesScene(SavesScene):
    """The list of saves: a row each, scrolled by the wheel or the arrow buttons."""

    def __init__(self, app, notices: list[str] | None = None) -> None:
        super().__init__(app, notices)
        self.scroll = 0  # index of the first row shown
        self.confirm = None  # the save whose Delete was clicked once (a second click deletes)
        self.buttons: list[Button] = []

    # --- layout ---------------------------------------------------------------------------------

    def _list_rect(self) -> pygame.Rect:
        theme = self.theme
        w, h = self.size
        top = theme.px(96) + len(self._notice_lines()) * theme.font(13).get_linesize()
        return pygame.Rect(theme.px(60), top, w - theme.px(120), h - top - theme.px(50))

    def _notice_lines(self) -> list[str]:
        font = self.theme.font(13)
        width = self.size[0] - self.theme.px(160)
        return [line for text in self.notices[-3:] for line in wrap(font, text, width)]

    def row_height(self) -> int:
        return self.theme.px(66) + (self.theme.px(46) if self._buttons_below() else 0)

    def _buttons_below(self) -> bool:
        """A narrow window (a large UI scale): the row's buttons go under its words, not over them."""
        return self.size[0] / self.theme.scale < 1000

    def visible_rows(self) -> int:
        return max(1, self._list_rect().height // (self.row_height() + self.theme.px(8)))

    def layout(self, size) -> None:
        theme = self.theme
        self.size = size
        area = self._list_rect()
        rows = self.visible_rows()
        self.scroll = max(0, min(self.scroll, len(self.saves) - rows))
        bw, bh = theme.px(110), theme.px(36)
        self.rows: list[tuple[pygame.Rect, autosave.SaveInfo]] = []
        self.buttons = [
            Button(
                _("Back"),
                self.app.pop,
                pygame.Rect(theme.px(20), theme.px(20), theme.px(100), theme.px(36)),
                hotkey=pygame.K_ESCAPE,
            )
        ]
        scrolls = len(self.saves) > rows
        right = area.right - (theme.px(56) if scrolls else 0)
        for i, info in enumerate(self.saves[self.scroll : self.scroll + rows]):
            rect = pygame.Rect(
                area.x, area.y + i * (self.row_height() + theme.px(8)), right - area.x, 0
            )
            rect.height = self.row_height()
            self.rows.append((rect, info))
            y = rect.centery - bh // 2
            if self._buttons_below():
                y = rect.bottom - bh - theme.px(10)
            sure = self.confirm == info.path
            self.buttons.append(
                Button(
                    _("Delete it?") if sure else _("Delete"),
                    lambda info=info: self._delete(info),
                    pygame.Rect(rect.right - bw - theme.px(14), y, bw, bh),
                    primary=sure,
                )
            )
            self.buttons.append(
                Button(
                    _("Load"),
                    lambda info=info: self.open(info, replace=True),
                    pygame.Rect(rect.right - 2 * bw - theme.px(24), y, bw, bh),
                    primary=not sure,
                )
            )
            self.buttons.append(  # issue 43, item 2: watch it again from the start
                Button(
                    _("Replay"),
                    lambda info=info: self.replay(info),
                    pygame.Rect(rect.right - 3 * bw - theme.px(34), y, bw, bh),
                    tooltip=_("Watch the game so far again, decision by decision"),
                )
            )
        if scrolls:
            x, sw = area.right - theme.px(44), theme.px(44)
            bottom = area.y + rows * (self.row_height() + theme.px(8)) - theme.px(8)
            self.buttons.append(
                Button("▲", lambda: self._scroll(-1), pygame.Rect(x, area.y, sw, bh))
            )
            self.buttons.append(
                Button("▼", lambda: self._scroll(1), pygame.Rect(x, bottom - bh, sw, bh))
            )

    # --- actions --------------------------------------------------------------------------------

    def replay(self, info: autosave.SaveInfo) -> None:
        """The saved game in the replay view (issue 43, item 2), watched as the table sees it
        (no hand shown); the save is only read.  One that cannot be opened is said, as Load does."""
        from game.session.replay import Replay

        try:
            match = autosave.open_match(info.path)
        except autosave.SaveRefused as exc:
            self.notices.append(save_words.notice_text(exc.notice))
            self.rescan()
            return
        match.autosave = None  # (never written from the replay)
        self.app.push(make("replay", self.app, Replay.of(match)))

    def _scroll(self, step: int) -> None:
        self.scroll = max(0, min(self.scroll + step, len(self.saves) - self.visible_rows()))
        self.confirm = None
        self.layout(self.size)

    def _delete(self, info: autosave.SaveInfo) -> None:
        if self.confirm != info.path:
            self.confirm = info.path
            self.layout(self.size)
            return
        autosave.delete(info)
        self.confirm = None
        self.rescan()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self._scroll(-event.y)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            self._scroll(-1 if event.key == pygame.K_UP else 1)
            return True
        for b in list(self.buttons):
            if b.handle(event):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.confirm is not None:
            self.confirm = None  # a click anywhere else keeps the save
            self.layout(self.size)
        return True

    # --- drawing --------------------------------------------------------------------------------

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        screen_heading(surface, theme, _("Saved games"))
        y = theme.px(80)
        for line in self._notice_lines():
            draw_text(surface, line, theme.font(13), T.ILLEGAL, (w // 2, y), anchor="midtop")
            y += theme.font(13).get_linesize()
        if not self.saves:
            draw_text(
                surface,
                _(
                    "No unfinished games. Every game is saved after each decision, to continue later."
                ),
                theme.font(16),
                T.TEXT_DIM,
                (w // 2, h // 2),
                anchor="center",
            )
        for rect, info in self.rows:
            self._draw_row(surface, rect, info)
        if len(self.saves) > self.visible_rows():
            self._draw_scrollbar(surface)
        for b in self.buttons:
            b.draw(surface, theme)
        shown = ngettext(
            "{n} saved game · the newest first · a finished game's save is removed",
            "{n} saved games · the newest first · a finished game's save is removed",
            len(self.saves),
        ).format(n=len(self.saves))
        draw_text(
            surface,
            shown,
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            anchor="midbottom",
        )

    def _draw_row(self, surface, rect: pygame.Rect, info: autosave.SaveInfo) -> None:
        theme = self.theme
        sure = self.confirm == info.path
        panel(surface, rect, fill=T.TABLE_DARK, border=T.RED if sure else T.GOLD_DARK)
        x = rect.x + theme.px(16)
        title = _("{when}  ·  {what}  ·  Round {round}").format(
            when=save_words.when(info), what=save_words.what(info), round=info.round
        )
        draw_text(surface, title, theme.font(16, bold=True), T.TEXT, (x, rect.y + theme.px(12)))
        who = save_words.who(info)
        draw_text(surface, who, theme.font(13), T.TEXT_DIM, (x, rect.y + theme.px(38)))

    def _draw_scrollbar(self, surface) -> None:
        theme = self.theme
        area = self._list_rect()
        rows = self.visible_rows()
        x = area.right - theme.px(26)
        top = area.y + theme.px(44)
        height = rows * (self.row_height() + theme.px(8)) - theme.px(96)
        if height <= 0:
            return
        track = pygame.Rect(x - theme.px(3), top, theme.px(6), height)
        pygame.draw.rect(surface, T.TABLE_DARK, track, border_radius=3)
        n = len(self.saves)
        thumb = pygame.Rect(
            track.x, top + height * self.scroll // n, track.width, max(6, height * rows // n)
        )
        pygame.draw.rect(surface, T.GOLD_DARK, thumb, border_radius=3)
