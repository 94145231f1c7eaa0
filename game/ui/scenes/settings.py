"""The Settings screen (issue 8): window size or fullscreen, UI scale (75-200%), the colour-blind
palette, animation speed, computer-move pace, the music and effects volumes, and whether ending a turn
with Perform actions left asks first.

Reached from the title menu and the pause menu.  Every row is a button that steps its value on a
click, but the computer pace, whose presets show side by side (`pace_choices`, also in the pause
menu when a computer plays) so the one chosen is seen among the others; each change takes effect at
once and is saved to the player's settings file (`App.save_settings`).
"""

from __future__ import annotations

import pygame

from game import i18n
from game.i18n import N_, _

from .. import theme as T
from ..scene import Scene
from ..user_settings import COLOUR_BLIND_MODES, LANGUAGES, UI_SCALES, WINDOW_PRESETS
from ..widgets import Button, draw_text, panel
from .pause import next_step, speed_name, step_effects, step_music, step_speed, volume_name

#: Computer-move paces a click steps through (seconds a move is held so people can follow it).
PACE_NAMES = {0.0: N_("Instant"), 0.4: N_("Quick"), 0.8: N_("Normal"), 1.6: N_("Slow")}


def pace_name(value: float) -> str:
    """How a computer pace reads on its button."""
    if value in PACE_NAMES:
        return _(PACE_NAMES[value])
    return _("{n} s").format(n=f"{value:g}")


def pace_choices(app, rect: pygame.Rect, on_change) -> list[Button]:
    """The computer paces side by side in `rect`, the one set shown as chosen: a click sets it,
    saves the settings and calls `on_change` (which lays the screen out again)."""
    paces = list(PACE_NAMES)
    gap = max(2, app.theme.px(4))
    width = (rect.width - gap * (len(paces) - 1)) // len(paces)
    tip = _("How long a computer move is held so you can follow it")

    def pick(value: float) -> None:
        app.settings.computer_pace = value
        save = getattr(app, "save_settings", None)
        if save is not None:
            save()
        on_change()

    return [
        Button(
            pace_name(value),
            lambda value=value: pick(value),
            pygame.Rect(rect.x + i * (width + gap), rect.y, width, rect.height),
            tooltip=tip,
            primary=app.settings.computer_pace == value,
        )
        for i, value in enumerate(paces)
    ]


def window_name(settings) -> str:
    """How the window setting reads: Fullscreen, or its size."""
    if settings.fullscreen:
        return _("Fullscreen")
    return f"{settings.window[0]} × {settings.window[1]}"


class SettingsScene(Scene):
    """One row per setting: its name on the left, a button with its value on the right."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons: list[Button] = []
        self.rows: list[tuple[str, Button]] = []
        self.frame = pygame.Rect(0, 0, 0, 0)

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
                speed_name(settings.animation_speed),
                self._speed,
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
            (_("Music"), volume_name(settings.music_volume), self._music, ""),
            (_("Sound effects"), volume_name(settings.effects_volume), self._effects, ""),
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
                choices = pace_choices(self.app, rect, self._changed)
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
        self.layout(self.app.screen.get_size())

    def _window(self) -> None:
        """Step through the window presets, then fullscreen, then back to the first preset."""
        s = self.app.settings
        if s.fullscreen:
            s.fullscreen = False
            s.window = WINDOW_PRESETS[0]
        elif tuple(s.window) in WINDOW_PRESETS and tuple(s.window) != WINDOW_PRESETS[-1]:
            s.window = WINDOW_PRESETS[WINDOW_PRESETS.index(tuple(s.window)) + 1]
        elif tuple(s.window) == WINDOW_PRESETS[-1]:
            s.fullscreen = True
        else:
            s.window = WINDOW_PRESETS[0]
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

    def _speed(self) -> None:
        step_speed(self.app)
        self._changed()

    def _music(self) -> None:
        step_music(self.app)
        self._changed()

    def _effects(self) -> None:
        step_effects(self.app)
        self._changed()

    def _confirm(self) -> None:
        self.app.settings.confirm_end_turn = not self.app.settings.confirm_end_turn
        self._changed()

    def _back(self) -> None:
        self.app.pop()

    # --- input and drawing --------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        surface.fill(T.TABLE)
        panel(surface, self.frame)
        draw_text(
            surface,
            _("Settings"),
            theme.font(28, serif=True),
            T.GOLD,
            (self.frame.centerx, self.frame.y + theme.px(18)),
            anchor="midtop",
        )
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
        for b in self.buttons:
            b.draw(surface, theme)
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
