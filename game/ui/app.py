"""The desktop window and its main loop.

`App` owns the window, the theme, the settings and the scene stack.  It handles what belongs to the
window (closing, resizing, F11 for fullscreen) and hands every other event to the top scene.
`python -m game --smoke [--seed S] [--shots DIR]` plays a whole hot-seat game by mouse and quits
(`game.ui.smoke`).

Two environment variables serve the build's checks: LIONWAKE_FIRST_FRAME_FILE names a file that gets
the wall-clock time (`time.time()`) at which the first frame was shown, for measuring start-up; and
LIONWAKE_CRASH_TEST=1 makes the loop raise after its first frame, to exercise the crash log.

Issue 41, item 3: the loop draws 60 frames a second only while the top scene is busy
(`Scene.busy`: something moves, pulses or counts down); otherwise it waits for the next event.

Issue 42: the window is one truth with the settings: F11 and Settings go fullscreen (or back to the
window) the same way (`set_fullscreen`), and the setting says what the window is after the switch
(a display that would not go fullscreen leaves it windowed, and the setting says so).  The window
opens centred on the screen (leaving fullscreen, it goes back where it was), and is named Lionwake for
the desktop (its title, and on X11 and Wayland its class, as `lionwake.desktop` says).  The key that
opens a screen does not also type into it: the text an SDL key press makes comes just after it, and
is dropped when that key press changed the screen on top (the `R` that opens Rules and cards).

Issue 39, item 3: a user folder that cannot be used never stops the game.  The settings then live in
the window only (`settings_problem` says why they cannot be kept), the title menu says that games
cannot be saved and why, and everything else plays.  After a start that never reached the title
screen (`game.crash.begin_start`), the window first opens on the default settings and offers to
start with the player's settings and saves set aside (`scenes.recovery`).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import i18n  # noqa: E402

from . import theme as T  # noqa: E402
from . import user_settings  # noqa: E402
from .scene import Scene, SceneStack, make  # noqa: E402
from .scenes import catalog  # noqa: E402, F401  (registers every scene by its name)
from .sound import Sounds  # noqa: E402
from .user_settings import Settings  # noqa: E402  (defined there, imported from here too)

if TYPE_CHECKING:
    from game.crash import FailedStart


MIN_SIZE = (960, 540)
#: The window's class for the desktop (X11 WM_CLASS, Wayland app id): `lionwake.desktop` names it.
WINDOW_CLASS = "Lionwake"
#: While nothing moves and no input comes, the loop sleeps this long at most between frames.
IDLE_WAIT_MS = 250
FIRST_FRAME_ENV = "LIONWAKE_FIRST_FRAME_FILE"
#: The text a key press types comes this soon after it at most (an input method may delay it).
TEXT_AFTER_KEY = 0.5


def _set_window_icon() -> None:
    """Give the window the Lionwake icon (assets/icon/lionwake.png), if it can be read."""
    from game.resources import icon

    with contextlib.suppress(pygame.error, FileNotFoundError):
        pygame.display.set_icon(pygame.image.load(str(icon("png"))))


def _name_the_window() -> None:
    """Give the window the class Lionwake (X11 WM_CLASS, Wayland app id), so the desktop names it
    and finds its icon and menu entry (`StartupWMClass`) however it was started; SDL reads it when
    the display starts, so this comes before.  Run from source, pygame would name it after
    ``sys.argv[0]`` (``__main__.py``); a class the player set in the environment is kept."""
    guessed = os.path.basename(sys.argv[0]) if sys.argv and sys.argv[0] else ""
    for name in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        if os.environ.get(name, guessed) == guessed:  # not set, or pygame's guess from argv
            os.environ[name] = WINDOW_CLASS


@contextlib.contextmanager
def _centred(centre: bool):
    """While a window is opened: SDL_VIDEO_CENTERED, so pygame puts a new window (or one whose
    size changes) in the middle of its screen; a window coming back from fullscreen still goes
    where it was.  A position the player gave (SDL_VIDEO_WINDOW_POS) wins."""
    if not centre or "SDL_VIDEO_WINDOW_POS" in os.environ:
        yield
        return
    before = os.environ.get("SDL_VIDEO_CENTERED")
    os.environ["SDL_VIDEO_CENTERED"] = "1"
    try:
        yield
    finally:
        if before is None:
            os.environ.pop("SDL_VIDEO_CENTERED", None)
        else:
            os.environ["SDL_VIDEO_CENTERED"] = before


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
        _name_the_window()  # (before the display starts: SDL reads the class then)
        pygame.init()
        T.forget_fonts()  # fonts loaded before an earlier pygame.quit() in this process are dead
        pygame.display.set_caption("Lionwake")
        _set_window_icon()
        self.crash_test = crash_test_requested()
        self.settings_path = settings_path
        self.settings_notice = ""
        self.settings_problem = ""  # why the settings could not be saved, if they could not
        if settings is None and settings_path is not None:
            settings = self._read_settings(settings_path, size)
        self.settings = settings or Settings(window=size)
        self.sound = Sounds(self.settings)  # silent, never failing, without an audio device
        self.theme = T.Theme(ui_scale=self.settings.ui_scale / 100)
        T.set_palette(self.settings.colour_blind)
        i18n.set_language(self.settings.language)  # issue 8, "Languages"
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = 0
        #: a pulsing scene's changing pixels at each phase, kept while nothing else changes
        #: (`_pulse_frame`): (the full frame they belong to, {phase: [(rect, pixels)]})
        self._pulses: tuple[int, dict] = (-1, {})
        self._still = 0  # counts the full frames that were not a pulse's: the patches' epoch
        #: a key press that changed the screen on top: (its text, when), so that text is not typed
        self._drop_text: tuple[str, float] | None = None
        #: a message over every screen: why a file dropped onto the window was refused (issue 43)
        self.notice = None
        self.screen = self._open_window(self.settings.window, self.settings.fullscreen)
        self.settings.fullscreen = self.is_fullscreen()  # what the display gave
        self.stack.layout(self.screen.get_size())
        self.theme.resize(self.screen.get_size())

    def _read_settings(self, path: Path, size: tuple[int, int]) -> Settings:
        """The settings kept at `path` (`settings_notice` says if the file had to be moved aside);
        with no usable file, the defaults in a window of `size`."""
        kept = os.path.lexists(path)
        settings, self.settings_notice = user_settings.load(path)
        if not kept or self.settings_notice:  # nothing usable kept: the window asked for
            settings.window = user_settings.clamp_window(size)
        return settings

    def take_settings(self, path: Path | None, problem: str = "") -> None:
        """From now on use the player's settings kept at `path` (the window opened on the
        defaults, as after a start that crashed), saved there when one changes; `path` None (with
        the `problem` why) keeps the defaults in this window only.  Nothing is written here."""
        self.settings_path, self.settings_problem = path, problem
        if path is None:
            return
        self.settings = self._read_settings(path, self.screen.get_size())
        self.sound.settings = self.settings
        self.screen = self._open_window(self.settings.window, self.settings.fullscreen)
        self.settings.fullscreen = self.is_fullscreen()
        self._take_look()

    def _open_window(
        self, size: tuple[int, int], fullscreen: bool, centre: bool = True
    ) -> pygame.Surface:
        """The whole screen, or a window of `size` (centred on its screen when it opens or its
        size changes, with `centre`).  A display that refuses fullscreen gives the window."""
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                pass  # (the setting then says windowed: `is_fullscreen`)
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        with _centred(centre):
            return pygame.display.set_mode(size, pygame.RESIZABLE)

    def is_fullscreen(self) -> bool:
        """Whether the window is fullscreen, as the display says (the settings follow it)."""
        try:
            return bool(pygame.display.is_fullscreen())
        except (AttributeError, pygame.error):  # (an older pygame; no window)
            return bool(self.screen.get_flags() & pygame.FULLSCREEN)

    # --- scenes -----------------------------------------------------------------------------------

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()
        if not self.stack.scenes:
            self.running = False

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def show_title(self, notices: Sequence[str] = ()) -> Scene:
        """The title menu in place of the scene shown, with `notices` (`show_title`)."""
        return show_title(self, notices)

    def take_player_settings(self) -> None:
        """Read the player's settings from their file and use them (`settings_file`)."""
        self.take_settings(*settings_file())

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
        """Open the window as the settings say (size, or fullscreen), lay out again and save.  The
        setting then says what the window is: fullscreen only if the display went fullscreen."""
        self.screen = self._open_window(self.settings.window, self.settings.fullscreen)
        self.settings.fullscreen = self.is_fullscreen()
        self._resized(self.screen.get_size())
        self.save_settings()

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen, or back to the window it came from (`settings.window`): the one way F11 and
        the Settings screen both go.  Going fullscreen remembers the window's size to come back to."""
        if on and not self.is_fullscreen():
            self.settings.window = self.screen.get_size()
        self.settings.fullscreen = on
        self.apply_window()

    def apply_look(self) -> None:
        """Take the UI scale and colour-blind palette from the settings at once (every scene is
        laid out again and draws in the new colours from the next frame), and save."""
        self._take_look()
        self.save_settings()

    def _take_look(self) -> None:
        """Palette, language and UI scale from the settings; every scene laid out again."""
        T.set_palette(self.settings.colour_blind)
        i18n.set_language(self.settings.language)
        self.theme.ui_scale = self.settings.ui_scale / 100
        self._resized(self.screen.get_size())

    # --- the loop ---------------------------------------------------------------------------------

    def toggle_fullscreen(self) -> None:
        """F11: fullscreen, or back to the window it came from (kept in the settings)."""
        self.set_fullscreen(not self.is_fullscreen())

    def _resized(self, size: tuple[int, int]) -> None:
        self.theme.resize(size)
        self.stack.layout(size)

    def dispatch(self, event: pygame.event.Event) -> None:
        if not _sane_position(event):  # (issue 39, "Every input")
            return
        if event.type == pygame.QUIT:
            self.running = False
        elif event.type == pygame.VIDEORESIZE and not self.settings.fullscreen:
            # between the smallest size and 8K: a resize to 100,000 pixels (however it came)
            # would make a frame too big to draw (issue 39, "Every input")
            size = user_settings.clamp_window((event.w, event.h))
            if size != self.screen.get_size():  # (held where the player left it)
                self.screen = self._open_window(size, False, centre=False)
            if size != self.settings.window:
                self.settings.window = size
                self.save_settings()
            self._resized(self.screen.get_size())
        elif event.type == pygame.DROPFILE:  # a game record, on any screen (issue 43, item 5)
            from .records_open import dropped

            dropped(self, event.file)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
        elif event.type == pygame.KEYDOWN:
            top = self.stack.top
            self.stack.handle_event(event)
            # the text this key makes comes after it: not for the screen it has just opened
            changed = self.stack.top is not top
            self._drop_text = (getattr(event, "unicode", ""), time.monotonic()) if changed else None
        elif event.type == pygame.TEXTINPUT and self._key_text(getattr(event, "text", "")):
            self._drop_text = None
        else:
            self.stack.handle_event(event)

    def _key_text(self, text: str) -> bool:
        """Whether `text` is what the key that just changed the screen typed (`TEXT_AFTER_KEY`)."""
        if self._drop_text is None:
            return False
        typed, when = self._drop_text
        return time.monotonic() - when < TEXT_AFTER_KEY and (not typed or text == typed)

    def step(self, dt: float) -> None:
        """One frame: input, update, draw (tests call this directly)."""
        for event in pygame.event.get():
            self.dispatch(event)
        if not self.running:
            return
        self.stack.update(dt)
        self.sound.update(dt)
        if self.notice is not None and not self.notice.update(dt):
            self.notice = None
        self._still += 1
        self._draw()

    def _draw(self) -> None:
        if not self.stack.paints_window():
            self.screen.fill(T.TABLE)
        self.stack.draw(self.screen)
        if self.notice is not None:
            self.notice.draw(self.screen, self.theme)
        pygame.display.flip()
        self.frames += 1
        if self.frames == 1:
            _note_first_frame()

    def _pulse_frame(self, dt: float) -> None:
        """A frame woken only by a pulse (no input, nothing busy): the scene on top is updated,
        and if still nothing moves but its pulse, only the pixels the pulse changes are shown
        (`Scene.pulse_rects`), kept for each phase from the first full frame drawn at it."""
        for event in pygame.event.get():  # (one may have come since the wait)
            self.dispatch(event)
            self._still += 1
        if not self.running:
            return
        top = self.stack.top
        self.stack.update(dt)
        self.sound.update(dt)
        if top is None or self.stack.top is not top or self.busy():
            self._still += 1
            self._draw()
            return
        rects = top.pulse_rects()
        epoch, phases = self._pulses
        if epoch != self._still:
            phases = {}
            self._pulses = (self._still, phases)
        phase = top.pulse_phase()
        patches = phases.get(phase)
        if not rects or patches is None:
            self._draw()
            if rects and top.pulse_phase() == phase:  # (drawn at that phase throughout)
                phases[phase] = [
                    (r, self.screen.subsurface(r).copy())
                    for r in (rect.clip(self.screen.get_rect()) for rect in rects)
                    if r.width and r.height
                ]
            return
        for rect, pixels in patches:
            self.screen.blit(pixels, rect.topleft)
        pygame.display.update([rect for rect, _ in patches])
        self.frames += 1

    def busy(self) -> bool:
        """Whether the loop must draw at the frame rate: the top scene needs frames (`Scene.busy`)
        or spaced-out sound effects are waiting to play."""
        top = self.stack.top
        return bool(self.sound.pending) or top is None or top.busy() or self.notice is not None

    def run(self, max_frames: int = 0) -> None:
        """The main loop, with the music playing under it: 60 frames a second while the top scene
        is busy; otherwise it sleeps until an event comes (or `IDLE_WAIT_MS` pass, so clocks and
        timers still advance), then runs one frame (issue 41, item 3).  A slow cue that pulses
        (`Scene.pulsing`) wakes it at `Scene.pulse_wait_ms` and shows only what the pulse changes
        (`_pulse_frame`)."""
        self.sound.start_music()
        while self.running and self.stack.scenes:
            if self.frames and not self.busy() and not pygame.event.peek():
                top = self.stack.top
                pulsing = top is not None and top.pulsing()
                event = pygame.event.wait(top.pulse_wait_ms() if pulsing else IDLE_WAIT_MS)
                dt = self.clock.tick() / 1000.0
                if event.type != pygame.NOEVENT:
                    self.dispatch(event)  # (before the rest `step` takes, in the order they came)
                    dt = min(dt, 1 / 60)  # what the event starts plays from its first frame
                elif pulsing:
                    self._pulse_frame(min(dt, 0.1))
                    dt = -1.0  # (the frame is shown)
            else:
                dt = self.clock.tick(60) / 1000.0
            if dt >= 0:
                self.step(min(dt, 0.1))
            if self.crash_test and self.frames:
                from game.crash import CrashTest

                raise CrashTest(
                    "LIONWAKE_CRASH_TEST is set: a deliberate crash to test the crash log"
                )
            if max_frames and self.frames >= max_frames:
                break


#: How far outside the window a pointer event may say it is before it is dropped: SDL never sends
#: such positions, but a posted one near 2**31 made a drag's frame take 90 s and then crash.
POSITION_LIMIT = 1 << 16


def _sane_position(event: pygame.event.Event) -> bool:
    """False for a pointer event whose position (or motion) is absurdly far from any window."""
    for attr in ("pos", "rel"):
        value = getattr(event, attr, None)
        if (
            isinstance(value, tuple)
            and len(value) == 2
            and any(not isinstance(v, int | float) or abs(v) > POSITION_LIMIT for v in value)
        ):
            return False
    return True


def start_app(failed_start: FailedStart | None = None) -> App:
    """The app as a player starts it: what a killed write left cleared away when no other Lionwake
    is running (issue 39, item 5), their settings read (a notice on the title menu if the file
    had to be moved aside) and the title menu shown (`show_title`).

    After a start that never reached the title screen (`failed_start`), the window opens on the
    default settings instead — the player's file may be what stopped it — and offers to start with
    the player's settings and saves set aside, or as usual (`scenes.recovery`)."""
    from game import userfiles
    from game.session import autosave
    from game.userfiles import user_config_dir, user_data_dir

    with contextlib.suppress(OSError):  # the user data folder cannot be used: nothing to clean
        if userfiles.instance_lock(user_data_dir()):  # no other Lionwake can be writing
            folders = [user_data_dir()]
            for where in (user_config_dir, autosave.folder):
                with contextlib.suppress(OSError):  # (one that cannot be used is passed by)
                    folders.append(where())
            userfiles.clean_temporary_files(folders)
    if failed_start is not None:
        app = App()
        app.push(make("recovery", app, failed_start))
        return app
    path, problem = settings_file()
    app = App(settings_path=path)
    app.settings_problem = problem
    show_title(app)
    return app


def settings_file() -> tuple[Path | None, str]:
    """Where the player's settings are kept, or None and why they cannot be (their folder cannot
    be used: they then live in the window only, and the Settings screen says so)."""
    try:
        return user_settings.default_path(), ""
    except OSError as exc:
        return None, i18n.gettext("The settings could not be saved: {why}").format(why=exc)


def show_title(app: App, notices: Sequence[str] = ()) -> Scene:
    """The title menu, in place of the scene shown (if any), with what the player must know first:
    the settings file moved aside, games that cannot be saved and why, and `notices`."""
    from game.userfiles import user_data_dir, user_folder_problem

    first = [app.settings_notice, *notices]
    problem = user_folder_problem()
    if problem:
        try:  # only the saves folder is in the way: campaign progress is still kept
            data = user_data_dir()
            progress_kept = os.access(data, os.W_OK | os.X_OK)
        except OSError:
            progress_kept = False
        if progress_kept:
            words = i18n.gettext(
                "Games cannot be saved: {why}. You can play, but an unfinished game cannot be "
                "continued later."
            )
        else:
            words = i18n.gettext(
                "Games cannot be saved: {why}. You can play, but games and campaign progress "
                "will not be kept."
            )
        first.append(words.format(why=problem))
    menu = make("menu", app, [n for n in first if n])
    (app.replace if app.stack.scenes else app.push)(menu)
    return menu


def run(failed_start: FailedStart | None = None) -> int:
    """Open the window and play until it is closed.  After a start that never reached the title
    screen (`failed_start`), offer first to set the player's files aside (`start_app`).  (The
    smoke run, `python -m game --smoke`, is `game.ui.smoke.smoke`, which opens the app itself.)"""
    app = start_app(failed_start)
    app.run()
    pygame.quit()
    return 0
