"""The desktop window and its main loop.

`App` owns the window, the theme, the settings and the scene stack.  It handles what belongs to the
window (closing, resizing, F11 for fullscreen) and hands every other event to the top scene.
`python -m game --smoke` opens the window, walks the menu into a game, draws a few frames and quits.

Two environment variables serve the build's checks: LIONWAKE_FIRST_FRAME_FILE names a file that gets
the wall-clock time (`time.time()`) at which the first frame was shown, for measuring start-up; and
LIONWAKE_CRASH_TEST=1 makes the loop raise after its first frame, to exercise the crash log.
"""

from __future__ import annotations

import contextlib
import os
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import i18n  # noqa: E402

from . import theme as T  # noqa: E402
from . import user_settings  # noqa: E402
from .scene import Scene, SceneStack  # noqa: E402
from .sound import Sounds  # noqa: E402
from .user_settings import Settings  # noqa: E402  (defined there, imported from here too)

MIN_SIZE = (960, 540)
FIRST_FRAME_ENV = "LIONWAKE_FIRST_FRAME_FILE"


def _set_window_icon() -> None:
    """Give the window the Lionwake icon (assets/icon/lionwake.png), if it can be read."""
    from game.resources import icon

    with contextlib.suppress(pygame.error, FileNotFoundError):
        pygame.display.set_icon(pygame.image.load(str(icon("png"))))


def _note_first_frame() -> None:
    """Write the time of the first shown frame to LIONWAKE_FIRST_FRAME_FILE, if it is set."""
    path = os.environ.get(FIRST_FRAME_ENV)
    if path:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(f"{time.time():.6f}\n")


class App:
    """The window, its scenes and the player's settings.

    With `settings_path` the settings are read from that file at start (see `user_settings.load`;
    `settings_notice` then says if it had to be moved aside) and written back by `save_settings`
    whenever they change; without it they live only as long as the window (tests).
    """

    def __init__(
        self,
        size: tuple[int, int] = (1280, 720),
        settings: Settings | None = None,
        settings_path: Path | None = None,
    ) -> None:
        from game.crash import crash_test_requested

        pygame.mixer.pre_init(44100, -16, 2, 512)  # a small buffer: the drum beats land on time
        pygame.init()
        T.forget_fonts()  # fonts loaded before an earlier pygame.quit() in this process are dead
        pygame.display.set_caption("Lionwake")
        _set_window_icon()
        self.crash_test = crash_test_requested()
        self.settings_path = settings_path
        self.settings_notice = ""
        self.settings_problem = ""  # why the settings could not be saved, if they could not
        if settings is None and settings_path is not None:
            kept = settings_path.exists()
            settings, self.settings_notice = user_settings.load(settings_path)
            if not kept or self.settings_notice:  # nothing usable kept: the window asked for
                settings.window = user_settings.clamp_window(size)
        self.settings = settings or Settings(window=size)
        self.sound = Sounds(self.settings)  # silent, never failing, without an audio device
        self.theme = T.Theme(ui_scale=self.settings.ui_scale / 100)
        T.set_palette(self.settings.colour_blind)
        i18n.set_language(self.settings.language)  # issue 8, "Languages"
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        self.screen = self._open_window(self.settings.window, self.settings.fullscreen)
        self.stack.layout(self.screen.get_size())
        self.theme.resize(self.screen.get_size())

    def _open_window(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    # --- scenes -----------------------------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if not self.stack.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def quit(self) -> None:
        self.running = False

    # --- settings ---------------------------------------------------------------------------------

    def save_settings(self) -> None:
        """Keep the settings in the user's settings file (when the app has one); a failure is
        remembered in `settings_problem`, never raised: the game goes on."""
        if self.settings_path is None:
            return
        try:
            user_settings.save(self.settings, self.settings_path)
            self.settings_problem = ""
        except OSError as exc:
            self.settings_problem = i18n.gettext("The settings could not be saved: {why}").format(
                why=exc
            )

    def apply_window(self) -> None:
        """Open the window as the settings say (size, or fullscreen), lay out again and save."""
        self.screen = self._open_window(self.settings.window, self.settings.fullscreen)
        self._resized(self.screen.get_size())
        self.save_settings()

    def apply_look(self) -> None:
        """Take the UI scale and colour-blind palette from the settings at once (every scene is
        laid out again and draws in the new colours from the next frame), and save."""
        T.set_palette(self.settings.colour_blind)
        i18n.set_language(self.settings.language)
        self.theme.ui_scale = self.settings.ui_scale / 100
        self._resized(self.screen.get_size())
        self.save_settings()

    # --- the loop ---------------------------------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen, or back to the window it came from (kept in the settings)."""
        self.settings.fullscreen = not self.settings.fullscreen
        if not self.settings.fullscreen:
            self.screen = self._open_window(self.settings.window, False)
        else:
            self.settings.window = self.screen.get_size()
            self.screen = self._open_window(self.settings.window, True)
        self._resized(self.screen.get_size())
        self.save_settings()

    def _resized(self, size: tuple[int, int]) -> None:
        self.theme.resize(size)
        self.stack.layout(size)

    def dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            size = (max(MIN_SIZE[0], event.w), max(MIN_SIZE[1], event.h))
            if size != self.screen.get_size():
                self.screen = self._open_window(size, False)
            if size != self.settings.window:
                self.settings.window = size
                self.save_settings()
            self._resized(self.screen.get_size())
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        else:
            self.stack.handle_event(event)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw (tests call this directly)."""
        for event in pygame.event.get():
            self.dispatch(event)
        if not self.running:
            return
        self.stack.update(dt)
        self.sound.update(dt)
        self.screen.fill(T.TABLE)
        self.stack.draw(self.screen)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            _note_first_frame()

    def run(self, max_frames: int = 0) -> None:
        """The main loop at 60 frames a second, with the music playing under it."""
        self.sound.start_music()
        while self.running and self.stack.scenes:
            dt = self.clock.tick(60) / 1000.0
            self.step(min(dt, 0.1))
            if self.crash_test and self.frames:
                from game.crash import CrashTest

                raise CrashTest(
                    "LIONWAKE_CRASH_TEST is set: a deliberate crash to test the crash log"
                )
            if max_frames and self.frames >= max_frames:
                break


def start_app() -> App:
    """The app as a player starts it: their settings read (a notice on the title menu if the file
    had to be moved aside) and the title menu shown."""
    from .scenes.menu import MenuScene

    app = App(settings_path=user_settings.default_path())
    menu = MenuScene(app)
    if app.settings_notice:
        menu.notices.append(app.settings_notice)
    app.push(menu)
    return app


def run(smoke: bool = False) -> int:
    """Open the window and play until it is closed (`smoke`: a few frames of menu and board)."""
    app = start_app()
    if smoke:
        from game.core import Config

        from .match import Match
        from .scenes.board import BoardScene

        app.run(max_frames=5)
        match = Match(Config(players=2, seed=1))
        app.push(BoardScene(app, match))
        app.run(max_frames=15)
        pygame.quit()
        return 0
    app.run()
    pygame.quit()
    return 0
