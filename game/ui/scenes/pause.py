"""The in-game menu: back to the game, the animation speed, the computer pace (when a computer plays),
the music and effects volumes, the full Settings screen, the rules and cards, or back to the title
(the game stays saved, to Continue).  Every change is saved to the player's settings file, like the
Settings screen's."""

from __future__ import annotations

import pygame

from game.i18n import _

from .. import theme as T
from ..modal import ModalScene
from ..net_play import ask_to_close_table, is_remote, leave_table
from ..scene import make, register
from ..settings_controls import (
    ANIMATIONS,
    EFFECTS,
    MUSIC,
    PACE_NAMES,
    pace_choices,
    pace_name,
    stepping,
)
from ..widgets import Button, draw_text


@register("pause")
class PauseScene(ModalScene):
    """The in-game menu over the game (shaded).  When a computer plays in the game, the computer
    paces (Instant, Quick, Normal, Slow) show side by side under Animations, the one set chosen."""

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.pace: list[Button] = []  # the computer paces, when a computer plays
        self.pace_label = pygame.Rect(0, 0, 0, 0)  # where "Computer moves" is written

    def has_computer(self) -> bool:
        """Whether a computer plays in this game (then its pace is offered here)."""
        seats = getattr(self.match, "seats", None) or []
        return any(kind != "human" for kind in seats)

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        settings = self.app.settings
        bw, bh = theme.px(280), theme.px(44)
        gap = theme.px(12)
        step = bh + gap
        label_h = theme.font(13, bold=True).get_linesize()
        computer = self.has_computer()
        if computer:  # room for the paces side by side, each wide enough for its name
            widest = max(Button(pace_name(v), lambda: None).fit_width(theme) for v in PACE_NAMES)
            bw = max(bw, len(PACE_NAMES) * widest + theme.px(4) * (len(PACE_NAMES) - 1))
        title_h = theme.font(28, serif=True).get_linesize()
        note_h = theme.font(12).get_linesize() + theme.px(8) if self.match.autosave else 0
        rows = 6 + (1 if computer else 0)
        content = title_h + theme.px(20) + rows * step - gap + (label_h if computer else 0)
        fh = theme.px(24) + content + note_h + theme.px(24)
        fw = bw + theme.px(60)
        self.frame = pygame.Rect(w // 2 - fw // 2, max(0, h // 2 - fh // 2), fw, fh)
        x = w // 2 - bw // 2
        y = self.frame.y + theme.px(24) + title_h + theme.px(20)
        half = (bw - theme.px(10)) // 2  # Settings and Rules and cards share a row
        rects = []
        for i in range(rows):
            top = y + i * step + (label_h if computer and i >= 2 else 0)
            rects.append(pygame.Rect(x, top, bw, bh))
        self.pace = []
        if computer:
            self.pace_label = pygame.Rect(x, rects[2].y - label_h, bw, label_h)
            self.pace = pace_choices(self.app, rects.pop(2), self._relayout)
        self.buttons = [
            Button(
                _("Back to the game"),
                self.app.pop,
                rects[0],
                primary=True,
                hotkey=pygame.K_ESCAPE,
            ),
            Button(
                _("Animations: {speed}").format(speed=ANIMATIONS.value(settings)),
                stepping(self.app, ANIMATIONS, self._relayout),
                rects[1],
                tooltip=_("Slow, Normal, Fast or Off; a click always skips an animation"),
                hotkey=pygame.K_a,
            ),
            *self.pace,
            Button(
                _("Music: {volume}").format(volume=MUSIC.value(settings)),
                stepping(self.app, MUSIC, self._relayout),
                rects[2],
                tooltip=_("Off, Quiet, Medium, Loud or Full"),
                hotkey=pygame.K_m,
            ),
            Button(
                _("Sound effects: {volume}").format(volume=EFFECTS.value(settings)),
                stepping(self.app, EFFECTS, self._relayout),
                rects[3],
                tooltip=_("Off, Quiet, Medium, Loud or Full"),
                hotkey=pygame.K_s,
            ),
            Button(
                _("Settings"),
                self._settings,
                pygame.Rect(x, rects[4].y, half, bh),
                tooltip=_("Window, animations, computer pace, volumes and more"),
                hotkey=pygame.K_o,
            ),
            Button(
                _("Rules and cards"),
                self._reference,
                pygame.Rect(x + bw - half, rects[4].y, half, bh),
                tooltip=_("The rules section by section, and every card, searchable"),
                hotkey=pygame.K_r,
            ),
            Button(
                _("Leave to the title"),
                self._leave,
                rects[5],
            ),
        ]
        self.note_y = rects[5].bottom + theme.px(10)

    def _relayout(self) -> None:
        self.layout(self.app.screen.get_size())

    def _settings(self) -> None:
        """Open the full Settings screen over the game."""
        self.app.push(make("settings", self.app))

    def _reference(self) -> None:
        """Open the rules reference and card library over the game."""
        self.app.push(make("reference", self.app))

    def _leave(self) -> None:
        if getattr(self.match, "hosted", None) is not None:  # issue 44: this window hosts the table
            ask_to_close_table(self.app, self._left)
            return
        self._left()

    def _left(self) -> None:
        leave_table(self.match)  # issue 44: a network game's connection (and hosted table) closed
        self.app.stack.clear_to(make("menu", self.app))

    still = True  # nothing on this screen moves by itself: the app waits for input

    def _note(self) -> str:
        """How this game is kept: its autosave, or (issue 44) the hosted table's file, or the seat
        a player at another's table keeps."""
        if getattr(self.match, "hosted", None) is not None:
            return _(
                "Your table is saved after every decision: Reopen your table takes it up again."
            )
        if is_remote(self.match):
            return _("Your seat stays yours: join again with the same code to come back.")
        if self.match.autosave is not None:
            return _("Saved after every decision: Continue takes it up again.")
        return ""

    def draw(self, surface) -> None:
        theme = self.theme
        w = surface.get_width()
        self.draw_panel(surface, _("Paused"), 28, 24)
        if self.pace:
            draw_text(
                surface,
                _("Computer moves"),
                theme.font(13, bold=True),
                T.TEXT_DIM,
                self.pace_label.midtop,
                anchor="midtop",
            )
        self.draw_buttons(surface)
        note = self._note()
        if note:
            draw_text(
                surface,
                note,
                theme.font(12),
                T.TEXT_DIM,
                (w // 2, self.note_y),
                anchor="midtop",
            )
