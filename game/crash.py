"""When the game crashes: write a readable log and tell the player where it is, instead of vanishing.

`write_log(exc)` writes the traceback with the game's version, the platform, Python and pygame
versions and how the game was started to a new file in the user's log folder
(`game.userfiles.user_log_dir`: platformdirs' user log folder, or LIONWAKE_DATA_DIR/logs) and returns
its path.  `report(exc)` does that, prints a short message to stderr, and shows the same message in a
small pygame window that waits for a key or a click (not when SDL has no real display, e.g. in tests).

When the log cannot be written (the log folder cannot be used), the message says so and why, and asks
the player to copy the message itself; the full traceback goes to stderr (issue 39, item 3).

Crash loops (issue 39): `begin_start` leaves a marker file, ``starting``, in the user's Lionwake
folder as the game starts, and `start_finished` removes it once the title screen has run a few
frames or the game closes cleanly.  A marker still there at the next start means that start never
got as far — crashed, or was killed — and `begin_start` says so (with the crash log `report` noted
in it, if any), so the game can offer to start with the player's settings and saves set aside
(`game.ui.scenes.recovery`).  A user folder that cannot be used gives no marker and no offer, and
so does a start while another Lionwake runs (`userfiles.instance_lock`): the marker may be its own.

Setting LIONWAKE_CRASH_TEST=1 makes the app loop raise `CrashTest` after its first frame, so tests and
people checking a build can see this path work.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

CRASH_TEST_ENV = "LIONWAKE_CRASH_TEST"
HEADLESS_DRIVERS = {"dummy", "offscreen"}
START_MARKER = "starting"  # in the user's Lionwake folder while the game is starting
TITLE_FRAMES = 10  # frames of the title screen after which the start is over (about 1/6 s)
_LOG_LINE = "log: "  # the marker's line naming the crash log of that start

_marker: Path | None = None  # the marker this process wrote, until `start_finished`


class CrashTest(RuntimeError):
    """The deliberate crash raised when LIONWAKE_CRASH_TEST is set."""


def crash_test_requested() -> bool:
    """True when LIONWAKE_CRASH_TEST asks for a deliberate crash."""
    return os.environ.get(CRASH_TEST_ENV, "") not in ("", "0")


def version() -> str:
    """The game's version (from the package, so it is known inside a frozen build too)."""
    from game import __version__

    return __version__


def _pygame_version() -> str:
    """pygame's version, or why it is unknown."""
    try:
        import pygame

        return pygame.version.ver
    except Exception as exc:  # the crash may be pygame failing to import
        return f"unavailable ({exc})"


def log_text(exc: BaseException) -> str:
    """The log's contents: what happened, on what, then the full traceback."""
    from game.resources import frozen

    lines = [
        f"Lionwake {version()} crashed at {_dt.datetime.now().isoformat(timespec='seconds')}",
        f"Error: {type(exc).__name__}: {exc}",
        "",
        f"Platform: {platform.platform()} ({platform.machine()})",
        f"Python: {sys.version.split()[0]} ({platform.python_implementation()})",
        f"pygame-ce: {_pygame_version()}",
        f"Frozen build: {'yes' if frozen() else 'no'}",
        f"Executable: {sys.executable}",
        f"Arguments: {sys.argv[1:]}",
        "",
        "Traceback (most recent call last):",
    ]
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return "\n".join(lines) + "\n" + tb.split("\n", 1)[1]


def write_log(exc: BaseException) -> Path:
    """Write the crash log for `exc` to a new file in the user's log folder; return its path."""
    from game.userfiles import user_log_dir

    folder = user_log_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}-{os.getpid()}.log"
    path.write_text(log_text(exc), encoding="utf-8")
    return path


def message(exc: BaseException, path: Path | None, why: str = "") -> str:
    """What the player is told: the error in one line and where the log is, or, with no log
    (`why` it could not be written), to copy this message instead."""
    if path:
        where = f"A report was saved to:\n{path}"
        ask = "Please send that file with a note of what you were doing."
    else:
        where = f"The report could not be saved: {why}" if why else "The report could not be saved."
        ask = (
            "Please copy this message (or take a picture of it) and send it with a note of what "
            "you were doing.  Started from a terminal, Lionwake printed the full details there too."
        )
    return f"Lionwake stopped because of an error.\n{type(exc).__name__}: {exc}\n\n{where}\n\n{ask}"


def _print(text: str) -> None:
    """Write to stderr if there is one (a windowed build on Windows has none)."""
    stream = sys.stderr or sys.__stderr__
    if stream is None:
        return
    try:
        stream.write(text + "\n")
        stream.flush()
    except (OSError, ValueError):
        pass


def can_show_window() -> bool:
    """False when SDL would draw to no real screen (dummy/offscreen drivers)."""
    return os.environ.get("SDL_VIDEODRIVER", "").lower() not in HEADLESS_DRIVERS


def show_window(text: str, timeout: float = 0.0) -> bool:
    """Show `text` in a small window until a key, a click or closing; False if it could not open.

    `timeout` (seconds, 0 = none) closes it by itself; the fonts are pygame's own, not the game's
    assets, since those may be what failed.
    """
    try:
        import pygame

        pygame.quit()  # start afresh: the game's display may be in any state
        pygame.display.init()
        pygame.font.init()
        font = pygame.font.Font(None, 24)
        wrapped = wrap_chars(text, font, 720)
        height = min(700, 40 + (len(wrapped) + 2) * font.get_linesize())
        screen = pygame.display.set_mode((760, height))
        pygame.display.set_caption("Lionwake — error")
        start = pygame.time.get_ticks()
        clock = pygame.time.Clock()
        while True:
            for event in pygame.event.get():
                if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                    pygame.quit()
                    return True
            screen.fill((40, 22, 18))
            y = 20
            for line in wrapped + ["", "Press any key or click to close."]:
                colour = (240, 188, 60) if y == 20 else (248, 240, 226)
                screen.blit(font.render(line, True, colour), (20, y))
                y += font.get_linesize()
            pygame.display.flip()
            clock.tick(30)
            if timeout and pygame.time.get_ticks() - start > timeout * 1000:
                pygame.quit()
                return True
    except Exception:
        return False


def wrap_chars(text: str, font, width: int) -> list[str]:
    """`text` split into lines no wider than `width` pixels (long paths are cut by character)."""
    out: list[str] = []
    for para in text.split("\n"):
        line = ""
        for ch in para:
            if font.size(line + ch)[0] > width:
                cut = line.rfind(" ")
                if cut > 0 and font.size(line[:cut])[0] > width // 2:
                    out.append(line[:cut])
                    line = line[cut + 1 :]
                else:
                    out.append(line)
                    line = ""
            line += ch
        out.append(line)
    return out


def report(exc: BaseException) -> Path | None:
    """Log the crash, say where the log is on stderr and, with a real display, in a window."""
    why = ""
    try:
        path: Path | None = write_log(exc)
    except Exception as log_error:  # e.g. the log folder is not writable
        path, why = None, str(log_error)
        _print("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        _print(f"(the crash log could not be written: {log_error})")
    if path is not None:
        _note_log(path)
    text = message(exc, path, why)
    _print(text)
    if can_show_window():
        show_window(text)
    return path


# --- crash loops ------------------------------------------------------------------------------------


@dataclass(frozen=True)
class FailedStart:
    """The last start never reached the title screen: when it began, and its crash log if any."""

    began: str = ""
    log: Path | None = None


def _marker_path() -> Path:
    """The start marker's path (`OSError` when the user's folder cannot be used)."""
    from game.userfiles import user_data_dir

    return user_data_dir() / START_MARKER


def begin_start() -> FailedStart | None:
    """Note that the game is starting; what the last start left if it never got as far as the title
    screen (its marker is still there), else None.  Never raises: with no usable folder there is
    no marker, and no offer; nor while another Lionwake runs with the same folder (it holds
    `userfiles.instance_lock`, and the marker may be its own start's)."""
    global _marker
    from game import userfiles

    try:
        path = _marker_path()
    except OSError:
        return None
    if not userfiles.instance_lock(path.parent):  # another Lionwake runs: the marker is its own
        return None
    failed = None
    if os.path.lexists(path):
        began, log = "", None
        try:
            lines = path.read_text(encoding="utf-8", errors="replace").splitlines()[:5]
        except OSError:
            lines = []
        for line in lines:
            if line.startswith(_LOG_LINE):
                log = Path(line[len(_LOG_LINE) :].strip())
            elif not began:
                began = line.strip()[:40]
        failed = FailedStart(began, log)
    try:
        path.write_text(_dt.datetime.now().isoformat(timespec="seconds") + "\n", encoding="utf-8")
        _marker = path
    except OSError:
        _marker = None
    return failed


def start_finished() -> None:
    """The start is over (the title screen ran, or the game closed cleanly): remove the marker this
    process wrote.  Nothing when it wrote none."""
    global _marker
    if _marker is None:
        return
    try:
        _marker.unlink(missing_ok=True)
    except OSError:
        return
    _marker = None


def _note_log(log: Path) -> None:
    """While starting, name the crash log in the marker, for the next start to point to."""
    if _marker is None:
        return
    try:
        with _marker.open("a", encoding="utf-8") as fh:
            fh.write(f"{_LOG_LINE}{log}\n")
    except OSError:
        pass
