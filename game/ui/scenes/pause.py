"""The in-game menu: back to the game, the animation speed, the computer pace (when a computer plays),
the music and effects volumes, the full Settings screen, the rules and cards, or back to the title
(the game stays saved, to Continue).  Every change is saved to the player's settings file, like the
Settings screen's."""

from __future__ import annotations

import pygame

from game.i18n import N_, _

from .. import theme as T
from ..scene import Scene
from ..widgets import Button, draw_text, panel

#: English names (msgids): `speed_name` and `volume_name` give them in the player's language
SPEED_NAMES = {0.5: N_("Slow"), 1.0: N_("Normal"), 2.0: N_("Fast"), 0.0: N_("Off")}
#: Volumes a button steps through, in order (a click moves to the next, after Full comes Off).
VOLUME_NAMES = {
    0.0: N_("Off"),
    0.25: N_("Quiet"),
    0.5: N_("Medium"),
    0.75: N_("Loud"),
    1.0: N_("Full"),
}


def next_step(steps: list, now, fallback):
    """The value after `now` in `steps` (wrapping round); `fallback` if `now` is not one of them."""
    return steps[(steps.index(now) + 1) % len(steps)] if now in steps else fallback


def next_volume(now: float) -> float:
    """The volume after `now` in VOLUME_NAMES (a volume not in the list goes to Medium)."""
    return next_step(list(VOLUME_NAMES), now, 0.5)


def step_speed(app) -> None:
    """The animation speed after the current one (Slow, Normal, Fast, Off)."""
    s = app.settings
    s.animation_speed = next_step(list(SPEED_NAMES), s.animation_speed, 1.0)


def step_music(app) -> None:
    """The next music volume (the music follows at the next frame)."""
    app.settings.music_volume = next_volume(app.settings.music_volume)


def step_effects(app) -> None:
    """The next effects volume, with a drum beat played at the new level to hear it."""
    app.settings.effects_volume = next_volume(app.settings.effects_volume)
    sounds = getattr(app, "sound", None)
    if sounds is not None:
        sounds.play("hop")


def volume_name(value: float) -> str:
    """How a volume reads on its button: its name, or a percentage if it has none."""
    return _(VOLUME_NAMES[value]) if value in VOLUME_NAMES else f"{round(value * 100)}%"


def speed_name(value: float) -> str:
    """How an animation speed reads on its button (Normal if it has no name)."""
    return _(SPEED_NAMES.get(value, "Normal"))


class PauseScene(Scene):
    """The in-game menu over the game (shaded).  When a computer plays in the game, the computer
    paces (Instant, Quick, Normal, Slow) show side by side under Animations, the one set chosen."""

    opaque = False

    def __init__(self, app, match) -> None:
        super().__init__(app)
        self.match = match
        self.buttons: list[Button] = []
        self.pace: list[Button] = []  # the computer paces, when a computer plays
        self.frame = pygame.Rect(0, 0, 0, 0)  # the panel (kept inside the window)
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
            from .settings import PACE_NAMES, pace_name

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
            from .settings import pace_choices

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
                _("Animations: {speed}").format(speed=speed_name(settings.animation_speed)),
                self._speed,
                rects[1],
                tooltip=_("Slow, Normal, Fast or Off; a click always skips an animation"),
                hotkey=pygame.K_a,
            ),
            *self.pace,
            Button(
                _("Music: {volume}").format(volume=volume_name(settings.music_volume)),
                self._music,
                rects[2],
                tooltip=_("Off, Quiet, Medium, Loud or Full"),
                hotkey=pygame.K_m,
            ),
            Button(
                _("Sound effects: {volume}").format(volume=volume_name(settings.effects_volume)),
                self._effects,
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

    def _speed(self) -> None:
        step_speed(self.app)
        self._changed()

    def _music(self) -> None:
        step_music(self.app)
        self._changed()

    def _effects(self) -> None:
        step_effects(self.app)
        self._changed()

    def _changed(self) -> None:
        """Save the settings (when the app keeps them) and show the new values."""
        save = getattr(self.app, "save_settings", None)
        if save is not None:
            save()
        self.layout(self.app.screen.get_size())

    def _settings(self) -> None:
        """Open the full Settings screen over the game."""
        from .settings import SettingsScene

        self.app.push(SettingsScene(self.app))

    def _reference(self) -> None:
        """Open the rules reference and card library over the game."""
        from .reference import ReferenceScene

        self.app.push(ReferenceScene(self.app))

    def _leave(self) -> None:
        from .menu import MenuScene

        self.app.stack.clear_to(MenuScene(self.app))

    def handle_event(self, event) -> bool:
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill(T.OVERLAY)
        surface.blit(shade, (0, 0))
        panel(surface, self.frame)
        draw_text(
            surface,
            _("Paused"),
            theme.font(28, serif=True),
            T.GOLD,
            (w // 2, self.frame.y + theme.px(24)),
            anchor="midtop",
        )
        if self.pace:
            draw_text(
                surface,
                _("Computer moves"),
                theme.font(13, bold=True),
                T.TEXT_DIM,
                self.pace_label.midtop,
                anchor="midtop",
            )
        for b in self.buttons:
            b.draw(surface, theme)
        if self.match.autosave is not None:
            draw_text(
                surface,
                _("Saved after every decision: Continue takes it up again."),
                theme.font(12),
                T.TEXT_DIM,
                (w // 2, self.note_y),
                anchor="midtop",
            )
