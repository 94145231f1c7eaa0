"""Room for large UI scales (issue 8, accessibility: "UI scale 75-200%").

A screen that fits the window at 100% may not at 200%; rather than cap the scale, it reflows, and
where its content is still taller than the window it scrolls.  Two helpers shared by those screens:

* `ScrollView`: a viewport onto content taller than it.  The wheel scrolls it, so do dragging its
  background or its scrollbar, and the keys (Up / Down a line, Page Up / Page Down a page, Home / End);
  `reveal` brings a part of it into view (the keyboard focus, a chosen row).  Content is laid out in
  content coordinates (0 at the top of the content) and placed on screen by `place`;
  `tab_focus` lets Tab walk through buttons scrolled out of sight, bringing each into view.
* `TextBoxes`: each piece of text a screen draws, and the box it has to stay inside, so the layout
  can be checked (tests/ui/test_screens_ui_scale.py): text inside its box and the window, and apart
  from other text and from the buttons.
"""

from __future__ import annotations

import pygame

from . import theme as T
from .widgets import draw_text

SCROLL_KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_PAGEUP,
    pygame.K_PAGEDOWN,
    pygame.K_HOME,
    pygame.K_END,
)


class ScrollView:
    """A viewport (`view`, on screen) onto content `content_h` pixels tall, scrolled by `offset`."""

    def __init__(self) -> None:
        self.view = pygame.Rect(0, 0, 0, 0)
        self.content_h = 0
        self.offset = 0
        self.line = 40  # how far one wheel notch or arrow key scrolls
        self._drag: tuple[int, int, bool] | None = None  # (mouse y, offset, on the scrollbar)

    def set(self, view: pygame.Rect, content_h: int, line: int = 40) -> None:
        """Lay the view out again (the offset is kept, clamped to the new content)."""
        self.view = pygame.Rect(view)
        self.content_h = max(0, int(content_h))
        self.line = max(1, line)
        self.offset = max(0, min(self.offset, self.most))

    @property
    def most(self) -> int:
        return max(0, self.content_h - self.view.height)

    @property
    def scrolls(self) -> bool:
        return self.most > 0

    def scroll_by(self, pixels: int) -> bool:
        """Scroll by `pixels` (down if positive); whether the view moved."""
        old = self.offset
        self.offset = max(0, min(self.most, self.offset + int(pixels)))
        return self.offset != old

    def reveal(self, top: int, bottom: int) -> None:
        """Scroll as little as needed to show content from `top` to `bottom` (its top if taller)."""
        if bottom - top > self.view.height or top < self.offset:
            self.offset = top
        elif bottom > self.offset + self.view.height:
            self.offset = bottom - self.view.height
        self.offset = max(0, min(self.most, self.offset))

    def place(self, rect: pygame.Rect) -> pygame.Rect:
        """`rect` (content coordinates, x already on screen) where it is on screen now."""
        return pygame.Rect(rect.x, self.view.y + rect.y - self.offset, rect.width, rect.height)

    def shown(self, rect: pygame.Rect) -> pygame.Rect:
        """The part of `rect` (content coordinates) inside the view, on screen (may be empty)."""
        return self.place(rect).clip(self.view)

    def place_buttons(self, buttons, content) -> list[pygame.Rect]:
        """Put the scrolled buttons where the scroll shows them: `content[i]` is button i's
        rectangle in the content (None: a button that does not scroll).  A button scrolled out of
        sight has no size (not clicked, not focused); one half out is clicked where it shows.
        Returns each button's whole rectangle on screen (where its label is drawn)."""
        full = [b.rect for b in buttons]
        for i, rect in enumerate(content):
            if rect is not None:
                full[i] = self.place(rect)
                shown = self.shown(rect)
                buttons[i].rect = shown if shown.width and shown.height else pygame.Rect(0, 0, 0, 0)
        return full

    @staticmethod
    def draw_buttons(surface, theme, buttons, content, full, also=None) -> None:
        """Draw the scrolled buttons (inside `clip`): each whole where it sits (`full`, from
        `place_buttons`), so one half out of the view is cut by the view's edge, not squeezed;
        `also(surface, button)` draws anything more on one (a seat's colour)."""
        for i, b in enumerate(buttons):
            if content[i] is not None and b.rect.width:
                shown, b.rect = b.rect, full[i]
                b.draw(surface, theme)
                if also is not None:
                    also(surface, b)
                b.rect = shown

    # --- input ------------------------------------------------------------------------------------

    def clicked_row(self, event: pygame.event.Event, rows) -> object | None:
        """The key of the row a left click in the view fell on (`rows`: (key, its rectangle in
        the content, ...)), or None: a click between rows, outside the view, or not a click, or
        on a row whose key is empty (a heading)."""
        if not (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.view.collidepoint(event.pos)
        ):
            return None
        y = event.pos[1] - self.view.y + self.offset
        return next((row[0] for row in rows if row[0] and row[1].top <= y < row[1].bottom), None)

    def handle(self, event: pygame.event.Event, keys: bool = True) -> bool:
        """The wheel, a drag of the view's background or scrollbar and (if `keys`) the scroll keys."""
        if not self.scrolls:
            self._drag = None
            return False
        if event.type == pygame.MOUSEWHEEL:
            return self.scroll_by(-event.y * self.line) or True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (4, 5):
            return True  # the wheel as a button (pygame 1 style): already seen as MOUSEWHEEL
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self.bar_rect().inflate(self.line // 2, 0)
            if bar.collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset, True)
                return True
            if self.view.collidepoint(event.pos):
                self._drag = (event.pos[1], self.offset, False)
            return False  # a press on the content may still be a click on what is there
        if event.type == pygame.MOUSEMOTION and self._drag is not None:
            if not event.buttons[0]:
                self._drag = None
                return False
            y0, offset0, on_bar = self._drag
            dy = event.pos[1] - y0
            if on_bar:  # the thumb follows the mouse: scale to the content
                track = max(1, self.view.height - self.thumb_rect().height)
                self.offset = max(0, min(self.most, offset0 + dy * self.most // track))
            else:  # the content follows the mouse
                self.offset = max(0, min(self.most, offset0 - dy))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._drag = None
            return False
        if keys and event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            page = max(self.line, self.view.height - self.line)
            step = {
                pygame.K_UP: -self.line,
                pygame.K_DOWN: self.line,
                pygame.K_PAGEUP: -page,
                pygame.K_PAGEDOWN: page,
                pygame.K_HOME: -self.content_h,
                pygame.K_END: self.content_h,
            }[event.key]
            self.scroll_by(step)
            return True
        return False

    def tab_focus(self, scene, event, content_rects: list[pygame.Rect | None], relayout) -> bool:
        """Tab / Shift+Tab through every enabled button of `scene.buttons`, those scrolled out of
        sight too (for a scene with `keyboard_focus = False`, which draws `ButtonFocus` itself).

        `content_rects[i]` is button i's place in the content (None: it does not scroll); the view is
        scrolled to show the one focused, `relayout()` then places the buttons again."""
        if event.type != pygame.KEYDOWN or event.key != pygame.K_TAB:
            return False
        every = [i for i, b in enumerate(scene.buttons) if b.enabled]
        if not every:
            return True
        shown = [i for i, b in enumerate(scene.buttons) if b.rect.width]
        focus = scene.button_focus
        current = shown[focus] if 0 <= focus < len(shown) else None
        step = -1 if event.mod & pygame.KMOD_SHIFT else 1
        if current in every:
            target = every[(every.index(current) + step) % len(every)]
        else:
            target = every[0] if step > 0 else every[-1]
        rect = content_rects[target] if target < len(content_rects) else None
        if rect is not None:
            self.reveal(rect.top - self.line // 2, rect.bottom + self.line // 2)
            relayout()
        shown = [i for i, b in enumerate(scene.buttons) if b.rect.width]
        scene.button_focus = shown.index(target) if target in shown else -1
        return True

    # --- drawing ----------------------------------------------------------------------------------

    def bar_rect(self) -> pygame.Rect:
        """The scrollbar's track, along the view's right edge (empty when nothing scrolls)."""
        if not self.scrolls:
            return pygame.Rect(0, 0, 0, 0)
        width = max(6, self.line // 4)
        return pygame.Rect(self.view.right - width, self.view.y, width, self.view.height)

    def thumb_rect(self) -> pygame.Rect:
        track = self.bar_rect()
        if not track.width:
            return track
        length = max(track.width * 3, track.height * self.view.height // max(1, self.content_h))
        y = track.y + (track.height - length) * self.offset // max(1, self.most)
        return pygame.Rect(track.x, y, track.width, length)

    def draw_bar(self, surface: pygame.Surface) -> None:
        """The scrollbar, when there is something to scroll."""
        track = self.bar_rect()
        if not track.width:
            return
        radius = track.width // 2
        pygame.draw.rect(surface, T.TABLE_DARK, track, border_radius=radius)
        pygame.draw.rect(surface, T.GOLD_DARK, self.thumb_rect(), border_radius=radius)

    def clip(self, surface: pygame.Surface):
        """`with view.clip(surface):` draw only inside the view."""
        return _Clip(surface, self.view)


class _Clip:
    def __init__(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        self.surface, self.rect = surface, rect

    def __enter__(self):
        self.old = self.surface.get_clip()
        self.surface.set_clip(self.rect.clip(self.old))
        return self.surface

    def __exit__(self, *exc) -> None:
        self.surface.set_clip(self.old)


def fitting_font(
    theme, text: str, size: float, width: int, smallest: float, bold: bool = False, serif=False
) -> pygame.font.Font:
    """The font of `size` design points, or a smaller one down to `smallest`, in which `text` fits
    `width` pixels (a heading at a large UI scale, beside the buttons that share its line)."""
    px = theme.px(size)
    least = theme.px(smallest)
    while px > least and theme.font_px(px, bold, serif).size(text)[0] > width:
        px -= 1
    return theme.font_px(px, bold, serif)


class TextBoxes:
    """The text a screen drew this frame, each with the box it must stay inside (issue 8: checked at
    200% by the tests).  Text drawn under a clip (a scrolled list) is recorded as far as it shows."""

    def __init__(self) -> None:
        self.items: list[tuple[str, pygame.Rect, pygame.Rect]] = []

    def clear(self) -> None:
        self.items = []

    def draw(
        self,
        surface: pygame.Surface,
        text: str,
        font: pygame.font.Font,
        colour,
        pos: tuple[int, int],
        box: pygame.Rect,
        anchor: str = "topleft",
        shadow: bool = False,
    ) -> pygame.Rect:
        rect = draw_text(surface, text, font, colour, pos, anchor=anchor, shadow=shadow)
        self.note(surface, text, rect, box)
        return rect

    def heading(self, surface: pygame.Surface, theme, title: str, font) -> pygame.Rect:
        """A full screen's background and its title, centred at its top (history, records,
        achievements), recorded like any other text."""
        surface.fill(T.TABLE)
        at = (surface.get_width() // 2, theme.px(20))
        return self.draw(surface, title, font, T.GOLD, at, surface.get_rect(), "midtop")

    def note(self, surface: pygame.Surface, text: str, rect: pygame.Rect, box: pygame.Rect) -> None:
        """Record text drawn some other way (`rect` where it is, `box` where it must stay)."""
        seen = rect.clip(surface.get_clip())
        if seen.width and seen.height and text.strip():
            self.items.append((text, seen, pygame.Rect(box).clip(surface.get_clip()) or box))

    def problems(self, window: pygame.Rect, buttons=()) -> list[str]:
        """Text outside its box or the window, text over other text, text over a button."""
        found = []
        for text, rect, box in self.items:
            if not box.contains(rect):
                found.append(f"{text!r} {tuple(rect)} outside its box {tuple(box)}")
            if not window.contains(rect):
                found.append(f"{text!r} {tuple(rect)} outside the window")
        ink = [_ink(rect) for _, rect, _ in self.items]
        for i, (text, _rect, _box) in enumerate(self.items):
            for j in range(i + 1, len(self.items)):
                if ink[i].colliderect(ink[j]):
                    found.append(f"{text!r} overlaps {self.items[j][0]!r}")
            for b in buttons:
                if b.rect.width and ink[i].colliderect(b.rect):
                    found.append(f"{text!r} overlaps the button {b.label!r}")
        return found


def _ink(rect: pygame.Rect) -> pygame.Rect:
    """A line's rect without the leading above and below its letters (lines set at the font's own
    line height touch, and do not overlap)."""
    return rect.inflate(-2, -max(2, rect.height // 5))
