"""When the game crashes: write a readable log and tell the player where it is, instead of vanishing.

`write_log(exc)` writes the traceback with the game's version, the platform, Python and pygame
versions and how the game was started to a new file in the user's log folder
(`game.resources.user_log_dir`: platformdirs' user log folder, or LIONWAKE_DATA_DIR/logs) and returns
its path.  `report(exc)` does that, prints a short message to stderr, and shows the same message in a
small pygame window that waits for a key or a click (not when SDL has no real display, e.g. in tests).

Setting LIONWAKE_CRASH_TEST=1 makes the app loop raise `CrashTest` after its first frame, so tests and
people checking a build can see this path work.
"""

from __future__ import annotations

import datetime as _dt
import os
import platform
import sys
import traceback
from pathlib import Path

CRASH_TEST_ENV = "LIONWAKE_CRASH_TEST"
HEADLESS_DRIVERS = {"dummy", "offscreen"}


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
    from game.resources import user_log_dir

    folder = user_log_dir()
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    path = folder / f"crash-{stamp}-{os.getpid()}.log"
    path.write_text(log_text(exc), encoding="utf-8")
    return path


def message(exc: BaseException, path: Path | None) -> str:
    """What the player is told: the error in one line and where the log is."""
    where = f"A report was saved to:\n{path}" if path else "The report could not be saved."
    return (
        f"Lionwake stopped because of an error.\n{type(exc).__name__}: {exc}\n\n{where}\n\n"
        "Please send that file with a note of what you were doing."
    )


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
        wrapped = _wrap(text, font, 720)
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


def _wrap(text: str, font, width: int) -> list[str]:
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
    try:
        path: Path | None = write_log(exc)
    except Exception as log_error:  # e.g. the log folder is not writable
        path = None
        _print("".join(traceback.format_exception(type(exc), exc, exc.__traceback__)))
        _print(f"(the crash log could not be written: {log_error})")
    text = message(exc, path)
    _print(text)
    if can_show_window():
        show_window(text)
    return path
