"""After a start that crashed (issue 39, crash loops): say so, and offer to start with the player's
settings and saves set aside, or as usual.

`game.crash.begin_start` finds the marker the last start left (it never reached the title screen:
crashed, or was killed); `app.start_app` then opens the window on the **default** settings — the
player's settings file may be what stopped it — and shows this screen instead of the title menu:

* **Start normally**: the player's settings are read as usual and the title menu shown;
* **Start with settings and saves set aside**: ``settings.json``, ``progress.json`` and every saved
  game (``saves/*.json``) are renamed ``<name>.damaged-<time>`` where they are
  (`game.userfiles.move_aside`, the same names every other file that cannot be used gets; never
  deleted, so a player or a bug report can have them back), and the game starts with the defaults, no
  campaign progress and no saves; the title menu says what was set aside;
* Esc, or closing the window, quits.
"""

from __future__ import annotations

import os
from pathlib import Path

import pygame

from game import userfiles
from game.crash import FailedStart, wrap_chars
from game.i18n import _, ngettext
from game.session import autosave, campaign

from .. import theme as T
from .. import user_settings
from ..scene import Scene, register
from ..widgets import Button, draw_text, panel, wrap


def player_files() -> list[Path]:
    """The player's files that may stop a start: the settings, the campaign progress and every
    saved game (those whose folder cannot be used are not there to stop it)."""
    found: list[Path] = []
    for where in (user_settings.default_path, campaign.default_path):
        try:
            path = where()
        except OSError:
            continue
        if os.path.lexists(path):
            found.append(path)
    try:
        saves = autosave.folder()
    except OSError:
        return found
    return found + sorted(saves.glob("*.json"))


def set_aside() -> str:
    """Move the player's files aside (`player_files`, renamed ``<name>.damaged-<time>`` where they
    are, never deleted); what the title menu tells the player."""
    moved: list[Path] = []
    refused: list[str] = []
    for path in player_files():
        try:
            moved.append(userfiles.move_aside(path))
        except OSError as exc:
            refused.append(_("{file} ({why})").format(file=path.name, why=exc))
    if moved:
        text = ngettext(
            "{n} file was set aside, renamed {example} where it was; the game starts afresh.",
            "{n} files were set aside, renamed like {example} where they were; the game starts "
            "afresh.",
            len(moved),
        ).format(n=len(moved), example=moved[0].name)
    else:
        text = _("There were no settings, campaign progress or saved games to set aside.")
    if refused:
        text += " " + _("These could not be set aside: {files}.").format(files=", ".join(refused))
    return text


@register("recovery")
class RecoveryScene(Scene):
    """The offer after a start that crashed: Start normally, or Start with settings and saves set
    aside.  Laid out from the window: a panel of the heading, the explanation and the crash log's
    path, the two choices side by side (stacked when they do not fit), each with a line saying
    what it does."""

    def __init__(self, app, failed: FailedStart) -> None:
        super().__init__(app)
        self.failed = failed
        self.buttons: list[Button] = []
        self.frame = pygame.Rect(0, 0, 0, 0)
        self.lines: list[tuple[str, pygame.font.Font, tuple[int, int, int], int]] = []
        self.notes: list[tuple[list[str], pygame.Rect]] = []  # a choice's lines, under its button
        self.chosen = ""  # "normal" or "aside", once the player has chosen
        self.footer = True  # room for "Esc quits" under the panel

    # --- the choices ----------------------------------------------------------------------------

    def start_normally(self) -> None:
        """The player's settings and saves as they are, and the title menu."""
        self._start([], "normal")

    def start_set_aside(self) -> None:
        """The player's files set aside, the defaults, and the title menu saying what was moved."""
        self._start([set_aside()], "aside")

    def _start(self, notices: list[str], chosen: str) -> None:
        self.chosen = chosen
        self.app.take_player_settings()
        self.app.show_title(notices)

    # --- layout ---------------------------------------------------------------------------------

    def _texts(self, short: bool = False) -> tuple[str, str, str]:
        """The heading, the explanation (a shorter one when the long one cannot fit) and the
        crash log's path."""
        heading = _("Lionwake closed unexpectedly while starting last time.")
        if short:
            body = _("Your settings, progress or saved games may have stopped it.")
        else:
            body = _(
                "Something in your settings, campaign progress or saved games may be what stopped "
                "it. You can start as usual, or with those files set aside: they are renamed "
                "<name>.damaged-<time> and kept where they are, never deleted, and the game starts "
                "with the default settings."
            )
        log = ""
        if self.failed.log is not None:
            log = _("The report of that start: {file}").format(file=self.failed.log)
        return heading, body, log

    def layout(self, size) -> None:
        """The fullest version that fits the window: everything; then without the lines under the
        choices; then the short explanation; then without the crash log's path (a panel that
        cannot fit its words shows fewer things, never smaller or cut ones)."""
        for notes, short, log in (
            (True, False, True),
            (False, False, True),
            (False, True, True),
            (False, True, False),
        ):
            if self._layout(size, notes, short, log):
                return

    def _layout(self, size, with_notes: bool, short: bool, with_log: bool) -> bool:
        """Lay out one version; False when it does not fit the window's height."""
        theme = self.theme
        w, h = size
        margin = theme.px(24)
        fw = min(w - 2 * theme.px(20), theme.px(820))
        inner = fw - 2 * margin
        heading_font = theme.font(22, serif=True)
        body_font = theme.font(14)
        log_font = theme.font(12)
        note_font = theme.font(12)
        heading, body, log = self._texts(short)
        self.lines = []
        for line in wrap(heading_font, heading, inner):
            self.lines.append((line, heading_font, T.GOLD, heading_font.get_linesize()))
        self.lines.append(("", body_font, T.TEXT, theme.px(10)))
        for line in wrap(body_font, body, inner):
            self.lines.append((line, body_font, T.TEXT, body_font.get_linesize()))
        if log and with_log:
            self.lines.append(("", log_font, T.TEXT_DIM, theme.px(8)))
            for line in wrap_chars(log, log_font, inner):
                self.lines.append((line, log_font, T.TEXT_DIM, log_font.get_linesize()))
        text_h = sum(step for *_rest, step in self.lines)

        choices = [
            (
                _("Start normally"),
                self.start_normally,
                pygame.K_n,
                False,
                _("Your settings, campaign progress and saved games as they are."),
            ),
            (
                _("Start with settings and saves set aside"),
                self.start_set_aside,
                pygame.K_s,
                True,
                _("The defaults, no progress and no saves; your files are kept."),
            ),
        ]
        self.buttons = [
            Button(label, fn, hotkey=key, primary=primary)
            for label, fn, key, primary, _n in choices
        ]
        gap = theme.px(16)
        bh = theme.px(44)
        bw = max(b.fit_width(theme) for b in self.buttons)
        side_by_side = 2 * bw + gap <= inner
        bw = (inner - gap) // 2 if side_by_side else inner
        note_lines = [wrap(note_font, note, bw) if with_notes else [] for *_r, note in choices]
        notes_h = max(len(n) for n in note_lines) * note_font.get_linesize()
        cell_h = bh + (theme.px(6) + notes_h if notes_h else 0)
        choices_h = cell_h if side_by_side else 2 * cell_h + gap
        fh = margin + text_h + theme.px(26) + choices_h + margin
        self.footer = h - theme.px(12) - fh >= 2 * (theme.px(16) + note_font.get_linesize())
        room = h - 2 * theme.px(12)
        self.frame = pygame.Rect(
            w // 2 - fw // 2, max(theme.px(12), h // 2 - min(fh, room) // 2), fw, min(fh, room)
        )
        top = self.frame.bottom - margin - choices_h
        self.notes = []
        for k, button in enumerate(self.buttons):
            if side_by_side:
                x, y = self.frame.x + margin + k * (bw + gap), top
            else:
                x, y = self.frame.x + margin, top + k * (cell_h + gap)
            button.rect = pygame.Rect(x, y, bw, bh)
            box = pygame.Rect(x, y + bh + theme.px(6), bw, notes_h)
            self.notes.append((note_lines[k], box))
        return fh <= room

    # --- input and drawing ----------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return True
        return any(b.handle(event) for b in self.buttons)

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        title = theme.font(48, serif=True)
        if self.frame.y - theme.px(16) - title.get_height() >= theme.px(8):  # the game's name
            pos = (w // 2, self.frame.y - theme.px(16))
            draw_text(surface, "Lionwake", title, T.RED, pos, anchor="midbottom", shadow=True)
        panel(surface, self.frame)
        y = self.frame.y + theme.px(24)
        for text, font, colour, step in self.lines:
            if text:
                draw_text(surface, text, font, colour, (self.frame.centerx, y), anchor="midtop")
            y += step
        for b in self.buttons:
            b.draw(surface, theme)
        font = theme.font(12)
        for lines, box in self.notes:
            y = box.y
            for line in lines:
                draw_text(surface, line, font, T.TEXT_DIM, (box.centerx, y), anchor="midtop")
                y += font.get_linesize()
        if not self.footer:  # no room below the panel: Esc still quits
            return
        draw_text(
            surface,
            _("Esc quits"),
            font,
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            anchor="midbottom",
        )
