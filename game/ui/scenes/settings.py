"""The Settings screen (issue 8): window size or fullscreen, UI scale (75-200%), the colour-blind
palette, animation speed, computer-move pace, the music and effects volumes, and whether ending a turn
with Perform actions left asks first.

Reached from the title menu and the pause menu.  Every row is a button that steps its value on a
click, but the computer pace, whose presets show side by side (`settings_controls`, shared with the pause
menu when a computer plays) so the one chosen is seen among the others; each change takes effect at
once and is saved to the player's settings file (`App.save_settings`).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import _

from .. import theme as T
from ..modal import ModalScene
from ..scene import register
from ..settings_controls import (
    ANIMATIONS,
    EFFECTS,
    MUSIC,
    PACE_NAMES,
    next_step,
    pace_choices,
    pace_name,
    stepping,
)
from ..user_settings import COLOUR_BLIND_MODES, LANGUAGES, UI_SCALES, WINDOW_PRESETS
from ..widgets import Button, draw_text


def window_name(settings) -> str:
    """How the window setting reads: Fullscreen, or its size."""
    if settings.fullscreen:
        return _("Fullscreen")
    return f"{settings.window[0]} × {settings.window[1]}"


@register("settings")
class SettingsScene(ModalScene):
    """One row per setting: its name on the left, a button with its value on the right."""

    opaque = True  # a screen of its own, on the table

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, Button]] = []

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        settings = self.app.settings
        rows = [
            (
                _("Window"),
                window_name(settings),
                self._window,
                _("Window size, or the whole screen"),
            ),
            (
                _("Animations"),
                ANIMATIONS.value(settings),
                stepping(self.app, ANIMATIONS, self._relayout),
                _("Slow, Normal, Fast or Off"),
            ),
            (
                _("Computer moves"),
                "",  # the paces side by side (`pace_choices`)
                None,
                _("How long a computer move is held so you can follow it"),
            ),
            (
                _("UI scale"),
                f"{settings.ui_scale}%",
                self._scale,
                _("Text and controls, 75% to 200% (right click: smaller)"),
            ),
            (
                _("Colour-blind palette"),
                _(T.COLOUR_BLIND_NAMES.get(settings.colour_blind, "Off")),
                self._colour_blind,
                _("Colours told apart with any colour vision"),
            ),
            (
                _("Language"),
                i18n.LANGUAGES.get(settings.language, settings.language),
                self._language,
                " · ".join(i18n.LANGUAGES.values()),
            ),
            (_("Music"), MUSIC.value(settings), stepping(self.app, MUSIC, self._relayout), ""),
            (
                _("Sound effects"),
                EFFECTS.value(settings),
                stepping(self.app, EFFECTS, self._relayout),
                "",
            ),
            (
                _("Ask before ending a turn with actions left"),
                _("On") if settings.confirm_end_turn else _("Off"),
                self._confirm,
                "",
            ),
        ]
        bw, bh = theme.px(220), theme.px(40)
        step = bh + theme.px(12)
        fw = theme.px(700)
        fh = theme.px(90) + step * (len(rows) + 1) + theme.px(10)
        self.frame = pygame.Rect(w // 2 - fw // 2, h // 2 - fh // 2, fw, fh)
        x = self.frame.right - theme.px(30) - bw
        y = self.frame.y + theme.px(80)
        self.rows = []
        backs = {_("UI scale"): self._scale_back}
        for i, (name, value, fn, tip) in enumerate(rows):
            rect = pygame.Rect(x, y + i * step, bw, bh)
            if fn is None:  # the paces: one button each, all under the row's name
                rect.width = self._choices_width(tip)
                rect.right = x + bw
                choices = pace_choices(self.app, rect, self._relayout)
                self.rows += [(name, b) for b in choices]
                continue
            self.rows.append((name, Button(value, fn, rect, tooltip=tip, on_back=backs.get(name))))
        back = Button(
            _("Back"),
            self._back,
            pygame.Rect(w // 2 - bw // 2, y + len(rows) * step + theme.px(6), bw, bh),
            primary=True,
            hotkey=pygame.K_ESCAPE,
        )
        self.buttons = [b for _, b in self.rows] + [back]

    def _choices_width(self, tip: str) -> int:
        """How wide the row of paces is: each wide enough for its name, at least the other rows'
        button, and no wider than leaves the row's name and note their room."""
        theme = self.theme
        gap = max(2, theme.px(4))
        widest = max(Button(pace_name(v), lambda: None).fit_width(theme) for v in PACE_NAMES)
        need = len(PACE_NAMES) * widest + gap * (len(PACE_NAMES) - 1)
        room = self.frame.width - 2 * theme.px(30) - theme.font(12).size(tip)[0] - theme.px(16)
        return max(theme.px(220), min(need, room))

    # --- the rows ---------------------------------------------------------------------------------

    def _changed(self) -> None:
        """Save the settings and show the new values."""
        self.app.save_settings()
        self._relayout()

    def _relayout(self) -> None:
        self.layout(self.app.screen.get_size())

    def _window(self) -> None:
        """Step up through the window presets (from a size set by hand, to the next one larger),
        then fullscreen, then back to the first preset.  Fullscreen goes as F11 does
        (`App.set_fullscreen`): the setting says what the window became."""
        s = self.app.settings
        w, h = s.window
        larger = [size for size in WINDOW_PRESETS if size[0] > w and size[1] > h]
        if s.fullscreen:
            s.fullscreen, s.window = False, WINDOW_PRESETS[0]
        elif larger:
            s.window = larger[0]
        else:  # (a window the desktop kept smaller than the largest preset goes fullscreen too)
            self.app.set_fullscreen(True)  # lays every scene out again, this one included, saves
            return
        self.app.apply_window()  # lays every scene out again, this one included, and saves

    def _scale(self) -> None:
        """Step the UI scale up through 75..200%, then back to 75%."""
        s = self.app.settings
        s.ui_scale = next_step(list(UI_SCALES), s.ui_scale, 100)
        self.app.apply_look()  # lays every scene out again, this one included, and saves

    def _scale_back(self) -> None:
        """Step the UI scale down (right click, or Left on the focused row), from 75% to 200%."""
        s = self.app.settings
        steps = list(reversed(UI_SCALES))
        s.ui_scale = next_step(steps, s.ui_scale, 100)
        self.app.apply_look()

    def _colour_blind(self) -> None:
        s = self.app.settings
        s.colour_blind = next_step(list(COLOUR_BLIND_MODES), s.colour_blind, "off")
        self.app.apply_look()

    def _language(self) -> None:
        """Step through the languages; every screen is laid out again in the new one."""
        s = self.app.settings
        s.language = next_step(list(LANGUAGES), s.language, "en")
        i18n.set_language(s.language)
        self.app.apply_look()  # lays every scene out again, this one included, and saves

    def _confirm(self) -> None:
        self.app.settings.confirm_end_turn = not self.app.settings.confirm_end_turn
        self._changed()

    def _back(self) -> None:
        self.app.pop()

    # --- input and drawing --------------------------------------------------------------------------

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        self.draw_panel(surface, _("Settings"), 28, 18)
        name_font = theme.font(15, bold=True)
        tip_font = theme.font(12)
        named = set()
        for name, button in self.rows:
            if name in named:  # a row of choices is named once
                continue
            named.add(name)
            x = self.frame.x + theme.px(30)
            if button.tooltip:
                draw_text(
                    surface, name, name_font, T.TEXT, (x, button.rect.centery), anchor="bottomleft"
                )
                draw_text(
                    surface, button.tooltip, tip_font, T.TEXT_DIM, (x, button.rect.centery + 1)
                )
            else:
                draw_text(
                    surface, name, name_font, T.TEXT, (x, button.rect.centery), anchor="midleft"
                )
        self.draw_buttons(surface)
        problem = self.app.settings_problem
        if problem:
            draw_text(
                surface,
                problem,
                tip_font,
                T.ILLEGAL,
                (self.frame.centerx, self.frame.bottom + theme.px(8)),
                anchor="midtop",
            )
