"""The title menu: continue the last unfinished game (one click, issue 8), start a hot-seat, solo or
campaign game, open the saved games, the rules and cards or the Settings, or quit.  A save that could not be read is moved aside by the
scan and the menu says so; everything else keeps working."""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import autosave
from .. import theme as T
from ..widgets import Button, draw_text, wrap
from .saved_games import SavedGamesScene, SavesScene


class MenuScene(SavesScene):
    max_ui_scale = 1.5  # the title and its lanterns keep their room (larger UI scales would not fit)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.t = 0.0

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
        from .campaign import CampaignScene
        from .newgame import NewGameScene

        can_continue = bool(self.saves)
        entries = [
            (_("Continue"), self._continue, pygame.K_RETURN, True),
            (
                _("New hot-seat game"),
                lambda: self.app.push(NewGameScene(self.app)),
                pygame.K_n,
                not can_continue,
            ),
            (
                _("Campaign"),
                lambda: self.app.push(CampaignScene(self.app)),
                pygame.K_c,
                False,
            ),
            (
                _("Solo against the Nian"),
                lambda: self.app.push(NewGameScene(self.app, solo=True)),
                pygame.K_s,
                False,
            ),
            (_("Learn to play"), self._learn, pygame.K_g, False),
            (
                _("Saved games"),
                lambda: self.app.push(SavedGamesScene(self.app, self.notices)),
                pygame.K_l,
                False,
            ),
        ]
        if not can_continue:
            entries = entries[1:]
        self.buttons = []
        step = bh + theme.px(10)
        # every row (and Settings/Quit) above the footer: a long menu closes its gaps
        rows = len(entries) + 1
        step = max(theme.px(30), min(step, (h - theme.px(34) - y) // rows))
        bh = min(bh, step - theme.px(4))
        for i, (label, fn, key, primary) in enumerate(entries):
            rect = pygame.Rect(x, y + i * step, bw, bh)
            self.buttons.append(Button(label, fn, rect, hotkey=key, primary=primary))
        # Saved games shares its row with Rules and cards (issue 8), to keep the menu's height
        saved = next(b for b in self.buttons if b.label == _("Saved games"))
        saved.rect.width = (bw - theme.px(10)) // 2
        self.buttons.append(
            Button(
                _("Rules and cards"),
                self._reference,
                pygame.Rect(x + bw - saved.rect.width, saved.rect.y, saved.rect.width, bh),
                tooltip=_("The rules section by section, and every card, searchable"),
                hotkey=pygame.K_r,
            )
        )
        # the last row holds Settings and Quit side by side, to keep the menu clear of the footer
        half = (bw - theme.px(10)) // 2
        last = y + len(entries) * step
        self.buttons.append(
            Button(
                _("Settings"),
                self._settings,
                pygame.Rect(x, last, half, bh),
                tooltip=_("Window, animations, computer pace, volumes, language"),
                hotkey=pygame.K_o,
            )
        )
        self.buttons.append(
            Button(
                _("Quit"),
                self.app.quit,
                pygame.Rect(x + bw - half, last, half, bh),
                hotkey=pygame.K_q,
            )
        )

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
        from .reference import ReferenceScene

        self.app.push(ReferenceScene(self.app))

    def _settings(self) -> None:
        """Open the Settings screen."""
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return any(b.handle(event) for b in self.buttons)

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        # lanterns
        for i, x in enumerate((w * 0.15, w * 0.85)):
            y = h * 0.2 + 6 * __import__("math").sin(self.t * 1.5 + i)
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
        draw_text(
            surface,
            "Lionwake",
            theme.font(72, serif=True),
            T.RED,
            (w // 2, int(h * 0.18)),
            anchor="midtop",
            shadow=True,
        )
        draw_text(
            surface,
            "醒狮",
            theme.font(30, serif=True),
            T.GOLD,
            (w // 2, int(h * 0.18) + theme.px(92)),
            anchor="midtop",
        )
        draw_text(
            surface,
            _("Wake the Lions. Ward off the Nian beast."),
            theme.font(16),
            T.TEXT_DIM,
            (w // 2, int(h * 0.39)),
            anchor="midtop",
        )
        for b in self.buttons:
            b.draw(surface, theme)
        if self.saves and self.buttons[0].label == _("Continue"):
            self._draw_continue_note(surface, self.buttons[0].rect, self.saves[0])
        self._draw_notices(surface)
        draw_text(
            surface,
            _("F11 fullscreen · Esc quits"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            anchor="midbottom",
        )

    def _draw_continue_note(self, surface, rect: pygame.Rect, info: autosave.SaveInfo) -> None:
        """Beside Continue: which game it takes up."""
        theme = self.theme
        x = rect.right + theme.px(14)
        font = theme.font(12)
        draw_text(surface, info.what(), font, T.TEXT, (x, rect.y + theme.px(4)))
        draw_text(
            surface,
            _("Round {round} · {when}").format(round=info.round, when=info.when()),
            font,
            T.TEXT_DIM,
            (x, rect.y + theme.px(4) + font.get_linesize()),
        )

    def _draw_notices(self, surface) -> None:
        """Saves that could not be opened, in two lines under the buttons: the reason when there is
        one, else how many (the Saved games screen lists every reason)."""
        if not self.notices:
            return
        theme = self.theme
        w, h = surface.get_size()
        font = theme.font(12)
        text = self.notices[-1]
        if len(self.notices) > 1:
            text = _(
                "{n} saved games could not be opened and were moved aside "
                "(kept as .damaged files); Saved games says why."
            ).format(n=len(self.notices))
        lines = wrap(font, text, w - theme.px(200))[:2]
        y = h - theme.px(34) - len(lines) * font.get_linesize()
        for line in lines:
            draw_text(surface, line, font, T.ILLEGAL, (w // 2, y), anchor="midtop")
            y += font.get_linesize()
