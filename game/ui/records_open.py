"""Opening a game record from anywhere (issue 43, item 5).

`open_record` is the one way a record file reaches the replay view: the History screen's Replay,
the "Open record…" list (`scenes.open_record`), a `.json` file dropped onto the window (`dropped`,
which the app calls for pygame's DROPFILE on any screen), and `python -m game --replay FILE`.  The
record is read and its game replayed and checked (`game.session.records`) before anything changes;
a record that is refused — not a `.json` file, damaged, from a newer or an older Lionwake, a game
that does not replay to its summary — changes nothing (the file is left as it is, the screens and
any game in progress stay as they were) and its reason is shown as a `Notice` over the screen.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core import ContentError
from game.session import records
from game.text.records import RecordFault

from . import theme as T
from .scene import make
from .widgets import draw_text, panel, wrap

#: how long a dropped file's refusal stays over the screen
NOTICE_SECONDS = 6.0


def load_replay(path: Path):
    """The `Replay` of the record in `path`, its game replayed and checked; `RecordRefused` (or
    `ContentError`, the game's own files damaged) says why not.  Only `.json` files are records."""
    from game.session.replay import Replay

    if path.suffix.lower() != ".json":
        raise records.RecordRefused.because(RecordFault.NOT_JSON_FILE, path.name)
    return Replay.of(records.replay(records.load(path)))


def open_record(app, path: Path | str) -> str:
    """Open the record in `path` in the replay view on top of the screen shown; "" when opened,
    else why it was refused (and nothing changed)."""
    try:
        replay = load_replay(Path(path))
    except (records.RecordRefused, ContentError) as exc:
        return str(exc)
    app.push(make("replay", app, replay))
    return ""


def dropped(app, file: str) -> None:
    """A file dropped onto the window: a record opens in the replay, anything else is refused
    with its reason shown over the current screen (`App.notice`)."""
    why = open_record(app, file)
    app.notice = Notice(why) if why else None


class Notice:
    """A message over whatever screen is shown, for `NOTICE_SECONDS` (the app draws it last)."""

    def __init__(self, text: str, seconds: float = NOTICE_SECONDS) -> None:
        self.text = text
        self.left = seconds

    def update(self, dt: float) -> bool:
        """Count down; whether it is still shown."""
        self.left -= dt
        return self.left > 0

    def draw(self, surface: pygame.Surface, theme) -> None:
        """A panel across the top of the window with the message, wrapped (at most 4 lines)."""
        w, _h = surface.get_size()
        font = theme.font(14)
        width = min(w - theme.px(40), theme.px(720))
        lines = wrap(font, self.text, width - theme.px(24))[:4]
        height = len(lines) * font.get_linesize() + theme.px(20)
        box = pygame.Rect(w // 2 - width // 2, theme.px(64), width, height)
        panel(surface, box, fill=T.TABLE_DARK, border=T.GOLD)
        y = box.y + theme.px(10)
        for line in lines:
            draw_text(surface, line, font, T.TEXT, (box.centerx, y), anchor="midtop")
            y += font.get_linesize()
