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
from ..keyboard import ButtonFocus
from ..modal import ModalScene
from ..scene import register
from ..scroll import ScrollView, TextBoxes
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
from ..widgets import Button, wrap


def window_name(settings) -> str:
    """How the window setting reads: Fullscreen, or its size."""
    if settings.fullscreen:
        return _("Fullscreen")
    return f"{settings.window[0]} × {settings.window[1]}"


@register("settings")
class SettingsScene(ModalScene):
    """One row per setting: its name on the left, a button with its value on the right."""

    opaque = True  # a screen of its own, on the table

    keyboard_focus = False  # Tab walks the rows scrolled out of sight too (`ScrollView.tab_focus`)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rows: list[tuple[str, Button]] = []
        self.compact = False  # the rows stacked and scrolled (large UI scales)
        self.scroll = ScrollView()  # the rows, when they are taller than their room
        self.content: list[pygame.Rect | None] = []  # each button's place in the scrolled rows
        self.full: list[pygame.Rect] = []  # each button's whole rect on screen (drawn clipped)
        self.labels: list[tuple[str, bool, pygame.Rect]] = []  # (text, a name?, its place)
        self.text = TextBoxes()

    def layout(self, size) -> None:
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
        self.content = []
        self.compact = False
        self.labels = []
        if not self._table(size, rows):  # large UI scales: the rows stacked and scrolled
            self.compact = True
            self._flow(size, rows)
        self._place()

    def _table(self, size, rows) -> bool:
        """The rows as they are at 100%: a panel with the names on the left and the buttons in a
        column on the right, Back under them.  Whether that fits the window."""
        theme = self.theme
        w, h = size
        bw, bh = theme.px(220), theme.px(40)
        step = bh + theme.px(12)
        fw = theme.px(700)
        fh = theme.px(90) + step * (len(rows) + 1) + theme.px(10)
        self.frame = pygame.Rect(w // 2 - fw // 2, h // 2 - fh // 2, fw, fh)
        x = self.frame.right - theme.px(30) - bw
        y = self.frame.y + theme.px(80)
        self.rows = []
        for i, (name, value, fn, tip) in enumerate(rows):
            rect = pygame.Rect(x, y + i * step, bw, bh)
            if fn is None:  # the paces: one button each, all under the row's name
                rect.width = self._choices_width(tip)
                rect.right = x + bw
                choices = pace_choices(self.app, rect, self._relayout)
                self.rows += [(name, b) for b in choices]
                continue
            self.rows.append((name, self._button(name, value, fn, tip, rect)))
        back = self._back_button(
            pygame.Rect(w // 2 - bw // 2, y + len(rows) * step + theme.px(6), bw, bh)
        )
        self.buttons = [b for _, b in self.rows] + [back]
        self.content = [None] * len(self.buttons)
        name_font, tip_font = theme.font(15, bold=True), theme.font(12)
        left = self.frame.x + theme.px(30)
        named = list(self.rows)
        return (
            self.frame.top >= 0
            and self.frame.bottom <= h
            and self.frame.left >= 0
            and self.frame.right <= w
            and all(
                left + max(name_font.size(name)[0], tip_font.size(b.tooltip or "")[0])
                < b.rect.x - theme.px(4)
                for name, b in named
            )
        )

    def _button(self, name, value, fn, tip, rect) -> Button:
        backs = {_("UI scale"): self._scale_back}
        return Button(value, fn, rect, tooltip=tip, on_back=backs.get(name))

    def _back_button(self, rect) -> Button:
        return Button(_("Back"), self._back, rect, primary=True, hotkey=pygame.K_ESCAPE)

    def _flow(self, size, rows) -> None:
        """Large UI scales: the panel takes the window, the heading at its top and Back at its
        foot; between them the rows scroll, each row's name and note beside its button(s) where
        they fit, else above them (the note wrapped)."""
        theme = self.theme
        w, h = size
        margin = theme.px(8)
        self.frame = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        pad, gap = theme.px(14), theme.px(8)
        bw, bh = theme.px(220), theme.px(40)
        back = self._back_button(pygame.Rect(0, 0, bw, bh))
        back.rect.midbottom = (self.frame.centerx, self.frame.bottom - pad)
        heading = theme.font(28, serif=True)
        top = self.frame.y + theme.px(10) + heading.get_linesize() + gap
        bottom = back.rect.y - gap
        if self.app.settings_problem:  # the problem, over Back
            bottom -= theme.font(12).get_linesize() + gap
        view = pygame.Rect(self.frame.x + pad, top, self.frame.width - 2 * pad, bottom - top)
        bar = max(6, (bh + gap) // 4)
        inner = view.width - bar - gap
        name_font, tip_font = theme.font(15, bold=True), theme.font(12)
        right = view.x + inner  # the buttons' right edge (clear of the scrollbar)
        self.rows = []
        self.content = []
        self.labels = []
        y = 0
        for name, value, fn, tip in rows:
            if fn is None:  # the paces side by side, on as many lines as they need
                widest = max(
                    Button(pace_name(v), lambda: None).fit_width(theme) for v in PACE_NAMES
                )
                cw = max(widest, (bw - gap * (len(PACE_NAMES) - 1)) // len(PACE_NAMES))
                per_line = max(1, min(len(PACE_NAMES), (inner + gap) // (cw + gap)))
                made = pace_choices(self.app, pygame.Rect(0, 0, cw, bh), self._relayout)
                lines = (len(made) + per_line - 1) // per_line
                block = pygame.Rect(0, 0, per_line * (cw + gap) - gap, lines * (bh + gap) - gap)
            else:
                made = [self._button(name, value, fn, tip, pygame.Rect(0, 0, bw, bh))]
                block = pygame.Rect(0, 0, bw, bh)
            text_w = max(name_font.size(name)[0], tip_font.size(tip)[0]) if tip else 0
            text_w = text_w or name_font.size(name)[0]
            beside = text_w <= inner - block.width - 2 * gap
            if beside:
                tips = [tip] if tip else []
                text_h = name_font.get_linesize() + len(tips) * tip_font.get_linesize()
                row_h = max(block.height, text_h)
                ty = y + (row_h - text_h) // 2
                block.topright = (right, y + (row_h - block.height) // 2)
            else:
                tips = wrap(tip_font, tip, inner) if tip else []
                text_h = name_font.get_linesize() + len(tips) * tip_font.get_linesize()
                ty = y
                block.topright = (right, y + text_h + theme.px(4))
                row_h = block.bottom - y
            self.labels.append(
                (name, True, pygame.Rect(view.x, ty, inner, name_font.get_linesize()))
            )
            ty += name_font.get_linesize()
            for line in tips:
                self.labels.append(
                    (line, False, pygame.Rect(view.x, ty, inner, tip_font.get_linesize()))
                )
                ty += tip_font.get_linesize()
            if fn is None:
                for k, b in enumerate(made):
                    line, col = divmod(k, per_line)
                    b.rect = pygame.Rect(
                        block.x + col * (cw + gap), block.y + line * (bh + gap), cw, bh
                    )
            else:
                made[0].rect = pygame.Rect(block)
            for b in made:
                self.rows.append((name, b))
                self.content.append(pygame.Rect(b.rect))
            y += row_h + theme.px(16)
        content_h = y - theme.px(16)
        if content_h < view.height:  # all of it shows: no empty panel under the rows
            view.height = content_h
        self.scroll.set(view, content_h, line=bh + gap)
        self.buttons = [b for _, b in self.rows] + [back]
        self.content.append(None)

    def _place(self) -> None:
        """Put the scrolled buttons where the scroll shows them (a button scrolled out of sight
        has no size: not clicked, not focused; one half out is clicked where it shows)."""
        self.full = self.scroll.place_buttons(self.buttons, self.content)

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

    def handle_event(self, event) -> bool:
        if self.scroll.tab_focus(self, event, self.content, self._place):
            return True
        if ButtonFocus.handle(self, event):
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        if self.compact and self.scroll.handle(event):
            self._place()
        return True  # nothing passes through to the screen below

    def draw(self, surface) -> None:
        theme = self.theme
        self.text.clear()
        self.draw_panel(surface, _("Settings"), 28, 10 if self.compact else 18)
        name_font = theme.font(15, bold=True)
        tip_font = theme.font(12)
        window = surface.get_rect()
        if self.compact:
            self._draw_rows(surface, name_font, tip_font)
        else:
            named = set()
            for name, button in self.rows:
                if name in named:  # a row of choices is named once
                    continue
                named.add(name)
                at = (self.frame.x + theme.px(30), button.rect.centery)
                anchor = "bottomleft" if button.tooltip else "midleft"  # the tip under the name
                self.text.draw(surface, name, name_font, T.TEXT, at, self.frame, anchor=anchor)
                if button.tooltip:
                    under = (at[0], at[1] + 1)
                    self.text.draw(surface, button.tooltip, tip_font, T.TEXT_DIM, under, self.frame)
            self.draw_buttons(surface)
        problem = self.app.settings_problem
        if problem:
            if self.compact:  # over Back, inside the panel
                back = self.buttons[-1].rect
                pos = (self.frame.centerx, back.y - theme.px(8))
                self.text.draw(
                    surface, problem, tip_font, T.ILLEGAL, pos, self.frame, anchor="midbottom"
                )
            else:
                pos = (self.frame.centerx, self.frame.bottom + theme.px(8))
                self.text.draw(surface, problem, tip_font, T.ILLEGAL, pos, window, anchor="midtop")
        ButtonFocus.draw(self, surface)

    def _draw_rows(self, surface, name_font, tip_font) -> None:
        """The scrolled rows: names and notes, and the buttons drawn whole, clipped to the view."""
        theme = self.theme
        view = self.scroll.view
        with self.scroll.clip(surface):
            for text, is_name, rect in self.labels:
                font, colour = (name_font, T.TEXT) if is_name else (tip_font, T.TEXT_DIM)
                self.text.draw(surface, text, font, colour, self.scroll.place(rect).topleft, view)
            self.scroll.draw_buttons(surface, theme, self.buttons, self.content, self.full)
        for i, b in enumerate(self.buttons):
            if self.content[i] is None:
                b.draw(surface, theme)
        self.scroll.draw_bar(surface)
