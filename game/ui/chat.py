"""The table's chat (issue 44, network play: "the log and a small chat (text, a few quick phrases)
are shared"): what was said, newest last (wrapped, scrolled back with the wheel), a line to type in
(any language: text input and the input method's composition, Chinese included) and the quick
phrases as buttons.  The board places it (`ChatBox.layout`) and feeds it the table's lines
(`set_lines`); what the player says goes to `on_send(text, phrase)`, exactly one of them non-empty:
typed text (at most `MAX_CHARS` characters, no control characters) or a phrase's id
(`game.net.protocol.PHRASES`), whose words are `game.text.net.phrase_text`.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.i18n import _
from game.net.protocol import MAX_SAY, PHRASES

from . import clipboard
from . import theme as T
from .widgets import Button, draw_text, panel, render_text, wrap

#: The longest line that may be said (the host refuses longer: docs/net-protocol.md, SAY).
MAX_CHARS = MAX_SAY


def phrase_ids() -> tuple[str, ...]:
    """The quick phrases' ids, in the order their buttons show."""
    return tuple(PHRASES)


def phrase_words(phrase: str) -> str:
    """What a quick phrase says in the player's language."""
    try:
        from game.text.net import phrase_text
    except ImportError:
        return phrase.replace("_", " ").capitalize()
    return phrase_text(phrase)


class ChatBox:
    """The chat strip: `layout(rect)`, `set_lines`, `draw`, `handle_event` (True when it took the
    event); `focused` while the typing line takes the keys (Esc, or a click elsewhere, leaves it)."""

    def __init__(self, on_send: Callable[[str, str], None], theme: T.Theme | None = None) -> None:
        self.on_send = on_send
        self.theme = theme
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.log_rect = pygame.Rect(0, 0, 0, 0)
        self.field = pygame.Rect(0, 0, 0, 0)
        self.lines: list[tuple[str, str, tuple]] = []
        self.text = ""  # what is typed so far
        self.editing = ""  # the input method's composition, not yet typed
        self.focused = False
        self.back = 0  # how many lines scrolled back from the newest
        self.buttons: list[Button] = []  # the quick phrases
        self.mouse = (-1, -1)

    # --- layout ---------------------------------------------------------------------------------

    def _theme(self) -> T.Theme:
        if self.theme is None:
            self.theme = T.Theme()
            surface = pygame.display.get_surface()
            if surface is not None:
                self.theme.resize(surface.get_size())
        return self.theme

    def layout(self, rect: pygame.Rect) -> None:
        """Place the chat in `rect`: the quick phrases along its foot (as many rows as they need),
        the typing line above them, what was said above that."""
        theme = self._theme()
        self.rect = pygame.Rect(rect)
        pad, gap = theme.px(6), theme.px(4)
        inner = self.rect.inflate(-2 * pad, -2 * pad)
        label = theme.font(15, bold=True)
        bh = label.get_linesize() + theme.px(6)
        self.buttons = [Button(phrase_words(p), lambda p=p: self._say("", p)) for p in phrase_ids()]
        rows: list[list[Button]] = [[]]
        x = 0
        for b in self.buttons:
            width = min(inner.width, b.fit_width(theme) - theme.px(4))
            if rows[-1] and x + width > inner.width:
                rows.append([])
                x = 0
            b.rect = pygame.Rect(0, 0, width, bh)
            rows[-1].append(b)
            x += width + gap
        y = inner.bottom - len(rows) * (bh + gap) + gap
        for row in rows:
            x = inner.x
            for b in row:
                b.rect.topleft = (x, y)
                x += b.rect.width + gap
            y += bh + gap
        field_h = theme.font(14).get_linesize() + theme.px(8)
        top_of_buttons = inner.bottom - len(rows) * (bh + gap) + gap
        self.field = pygame.Rect(inner.x, top_of_buttons - gap - field_h, inner.width, field_h)
        self.log_rect = pygame.Rect(inner.x, inner.y, inner.width, self.field.y - gap - inner.y)

    def set_lines(self, lines: list[tuple[str, str, tuple]]) -> None:
        """What was said: (who, words, who's colour), newest last."""
        if len(lines) != len(self.lines) and self.back:
            self.back += max(0, len(lines) - len(self.lines))  # what was read stays in view
        self.lines = list(lines)

    # --- input ----------------------------------------------------------------------------------

    def focus(self) -> None:
        """Type in the chat (the input method's window beside the typing line)."""
        self.focused = True
        pygame.key.start_text_input()
        if self.field.width:
            pygame.key.set_text_input_rect(self.field)

    def unfocus(self) -> None:
        self.focused = False
        self.editing = ""

    def _say(self, text: str, phrase: str) -> None:
        self.back = 0
        self.on_send(text, phrase)

    def send(self) -> bool:
        """Send what is typed (nothing when it is blank); whether something was sent."""
        text = self.text.strip()
        if not text:
            return False
        self.text = ""
        self._say(text[:MAX_CHARS], "")
        return True

    def type_text(self, text: str) -> None:
        """Add typed or pasted `text` (control characters dropped, `MAX_CHARS` at most)."""
        kept = "".join(c if c.isprintable() else " " for c in text)
        self.text = (self.text + kept)[:MAX_CHARS]

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.buttons:
                b.handle(event)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.field.collidepoint(event.pos):
                self.focus()
                return True
            if any(b.handle(event) for b in self.buttons):
                return True
            if self.focused and not self.rect.collidepoint(event.pos):
                self.unfocus()  # a click elsewhere: the keys go back to the board
            return self.rect.collidepoint(event.pos)
        if event.type == pygame.MOUSEWHEEL and self.log_rect.collidepoint(self.mouse):
            self.back = max(0, self.back + event.y)
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            self.editing = ""
            self.type_text(getattr(event, "text", ""))
            return True
        if event.type == pygame.TEXTEDITING:
            self.editing = getattr(event, "text", "")
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.send()
        elif event.key == pygame.K_ESCAPE:
            self.unfocus()
        elif event.key == pygame.K_BACKSPACE:
            self.text = self.text[:-1]
        elif event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.type_text(clipboard.paste())
        elif event.key == pygame.K_TAB:
            self.unfocus()  # Tab goes on through the screen's controls
            return False
        return True  # typing: no key reaches the board

    # --- drawing --------------------------------------------------------------------------------

    def _wrapped(self, font, width: int) -> list[tuple[str, str, tuple]]:
        """Every line said, wrapped: (who's part of the line, the rest, who's colour)."""
        out = []
        for who, words, colour in self.lines:
            prefix = f"{who}:\u00a0" if who else ""  # (kept on the line of the first words)
            for k, line in enumerate(wrap(font, prefix + words, width)):
                if k == 0 and prefix and line.startswith(prefix):
                    out.append((prefix, line[len(prefix) :], colour))
                else:
                    out.append(("", line, colour))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        if not self.rect.width or not self.rect.height:
            return
        theme = self._theme()
        panel(surface, self.rect, fill=T.TABLE_DARK, radius=6, alpha=255)  # (over the map: opaque)
        font = theme.font(13)
        step = font.get_linesize()
        lines = self._wrapped(font, self.log_rect.width)
        fits = max(0, self.log_rect.height // step)
        self.back = min(self.back, max(0, len(lines) - fits))
        shown = lines[max(0, len(lines) - fits - self.back) : len(lines) - self.back]
        y = self.log_rect.bottom - len(shown) * step
        for head, rest, colour in shown:
            x = self.log_rect.x
            if head:
                x = draw_text(surface, head, font, colour, (x, y)).right
            draw_text(surface, rest, font, T.TEXT, (x, y))
            y += step
        if not self.lines:
            hint = _("Nothing said yet. Click the line below to write to the table.")
            y = self.log_rect.y
            for line in wrap(font, hint, self.log_rect.width)[:fits]:
                draw_text(surface, line, font, T.TEXT_DIM, (self.log_rect.x, y))
                y += step
        self._draw_field(surface, theme)
        for b in self.buttons:
            b.draw(surface, theme)

    def _draw_field(self, surface: pygame.Surface, theme: T.Theme) -> None:
        field = self.field
        pygame.draw.rect(surface, T.TABLE, field, border_radius=4)
        border = T.GOLD if self.focused else T.GOLD_DARK
        pygame.draw.rect(surface, border, field, 2, border_radius=4)
        font = theme.font(14)
        pad = theme.px(6)
        inner = field.inflate(-2 * pad, 0)
        if not self.text and not self.editing and not self.focused:
            hint = _("Write to the table (click here, Enter sends)")
            draw_text(surface, hint, font, T.TEXT_DIM, (inner.x, inner.centery), anchor="midleft")
            return
        typed = render_text(font, self.text, T.TEXT) if self.text else None
        composing = render_text(font, self.editing, T.HIGHLIGHT) if self.editing else None
        width = sum(s.get_width() for s in (typed, composing) if s is not None)
        x = inner.x - max(0, width + theme.px(4) - inner.width)  # the end of the line in view
        clip = surface.get_clip()
        surface.set_clip(inner.clip(clip) if clip else inner)
        for image in (typed, composing):
            if image is not None:
                surface.blit(image, image.get_rect(midleft=(x, inner.centery)))
                if image is composing:
                    under = pygame.Rect(x, inner.centery + font.get_ascent() // 2, 0, 1)
                    under.width = image.get_width()
                    pygame.draw.rect(surface, T.HIGHLIGHT, under)
                x += image.get_width()
        if self.focused:
            h = font.get_height()
            pygame.draw.line(
                surface, T.TEXT, (x + 1, inner.centery - h // 2), (x + 1, inner.centery + h // 2), 2
            )
        surface.set_clip(clip)
