"""Small drawing and input helpers shared by every scene: text, buttons, panels, tooltips."""

from __future__ import annotations

import re
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from . import theme as T

#: characters a line may break after without a space (CJK ideographs, kana, full-width punctuation)
CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
NO_LINE_START = "。，、；：！？）」』】”’…"


# --- text kept from frame to frame (issue 41, item 3) --------------------------------------------------
#
# A screen draws the same words frame after frame: each string is rendered (and each paragraph
# wrapped) once, and kept while it is drawn, by its font, its words and its colour.  A change of
# language or of the words gives other strings; a change of UI scale or window size other fonts
# (`Theme.font_px` keeps one font a size); `theme.forget_fonts` (pygame started afresh) drops them
# all.  The fonts' own styles (bold, underline...) are never changed in place: a style is a font file.
# Each store is bounded, the least recently drawn going first.

_MISSING = object()


class Kept:
    """A bounded store of what is worked out from text in a font (a rendered string, a layout, a
    cut line, a fitting size), by whatever it follows from: `get(key, make)` makes it the first
    time, then hands back the same value (never change it).  The least recently asked for goes
    first once it holds `most`; everything goes with the fonts (`theme.forget_fonts`)."""

    def __init__(self, most: int, weigh: Callable[[object], int] | None = None, budget: int = 0):
        """At most `most` values; with `weigh`, also no more than `budget` of their weights (a
        surface's pixels) together, but always the last one made."""
        self.most = most
        self.weigh, self.budget, self.weight = weigh, budget, 0
        self.items: OrderedDict = OrderedDict()
        T.on_forget_fonts(self.clear)

    def clear(self) -> None:
        self.items.clear()
        self.weight = 0

    def get(self, key, make: Callable[[], object]):
        items = self.items
        found = items.get(key, _MISSING)
        if found is _MISSING:
            found = items[key] = make()
            weigh = self.weigh
            if weigh is not None:
                self.weight += weigh(found)
            while len(items) > self.most or (
                weigh and self.weight > self.budget and len(items) > 1
            ):
                _key, old = items.popitem(last=False)
                if weigh is not None:
                    self.weight -= weigh(old)
        else:
            items.move_to_end(key)
        return found


def _pixels(image: pygame.Surface) -> int:
    return image.get_width() * image.get_height()


#: Strings rendered (`render_text`): a board frame draws a few hundred; the rules reference's
#: pages are long, so no more than about 12 million pixels of them (48 MB) together either.
_rendered = Kept(4096, weigh=_pixels, budget=12_000_000)
#: Paragraphs wrapped (`wrap`) and strings measured (`text_size`).
_wrapped = Kept(2048)
_sizes = Kept(8192)


def forget_text() -> None:
    """Drop every string kept rendered, wrapped or measured (as `theme.forget_fonts` does)."""
    for kept in (_rendered, _wrapped, _sizes):
        kept.clear()


def render_text(
    font: pygame.font.Font, text: str, colour, antialias: bool = True
) -> pygame.Surface:
    """`font.render(text, antialias, colour)`, rendered once and kept while it is drawn.  The
    surface is shared: blit it, never draw on it or change its alpha (copy it first)."""
    if type(colour) is not tuple:
        colour = tuple(colour)
    return _rendered.get(
        (font, text, colour, antialias), lambda: font.render(text, antialias, colour)
    )


def text_size(font: pygame.font.Font, text: str) -> tuple[int, int]:
    """`font.size(text)`, measured once and kept while it is drawn."""
    return _sizes.get((font, text), lambda: font.size(text))


def wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    """Split `text` into lines no wider than `width` (words kept whole; CJK may break anywhere).
    Each paragraph is wrapped once at a font and width, and kept while it is drawn."""
    return list(_wrapped.get((font, text, width), lambda: tuple(_wrap(font, text, width))))


def _wrap(font: pygame.font.Font, text: str, width: int) -> list[str]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if font.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
            # Chinese has no spaces between words: a too-wide run breaks between characters
            while font.size(line)[0] > width and CJK.search(line) and len(line) > 1:
                cut = _fitting(font, line, width)
                if cut > 1 and line[cut] in NO_LINE_START:  # "。" never starts a line
                    cut -= 1
                lines.append(line[:cut])
                line = line[cut:]
            # a folder's path wider than the line breaks after its last "/" or "\\" that fits
            # (any other word too wide stays whole: callers take that as "use a smaller font")
            while font.size(line)[0] > width and " " not in line:
                cut = _fitting(font, line, width)
                sep = max(line.rfind("/", 1, cut), line.rfind("\\", 1, cut))
                if sep <= 0:
                    break
                lines.append(line[: sep + 1])
                line = line[sep + 1 :]
        lines.append(line)
    return lines


def _fitting(font: pygame.font.Font, line: str, width: int) -> int:
    """How many of the line's first characters fit in `width` (at least one)."""
    cut = len(line) - 1
    while cut > 1 and font.size(line[:cut])[0] > width:
        cut -= 1
    return cut


def draw_text(
    surface: pygame.Surface,
    text: str,
    font: pygame.font.Font,
    colour,
    pos: tuple[int, int],
    anchor: str = "topleft",
    shadow: bool = False,
) -> pygame.Rect:
    image = render_text(font, text, colour)
    rect = image.get_rect(**{anchor: pos})
    if shadow:
        surface.blit(render_text(font, text, (0, 0, 0)), rect.move(1, 1))
    surface.blit(image, rect)
    return rect


def leading_parts(font: pygame.font.Font, text: str, width: int, sep: str = " · ") -> str:
    """As many of `text`'s first parts (joined by `sep`) as fit `width`: a footer of hints shows
    fewer hints, never a cut one (issue 42)."""
    parts = text.split(sep)
    while len(parts) > 1 and font.size(sep.join(parts))[0] > width:
        parts.pop()
    return sep.join(parts) if font.size(parts[0])[0] <= width else ""


def shorten(font: pygame.font.Font, text: str, width: int) -> str:
    """`text`, cut short with "…" to fit `width` pixels (a list's line, a chapter's title)."""
    while font.size(text)[0] > width and len(text) > 1:
        text = text[:-2] + "…"
    return text


def screen_heading(surface: pygame.Surface, theme, title: str) -> pygame.Rect:
    """A full screen's background and its title, centred at the top (campaign, titles, saves)."""
    surface.fill(T.TABLE)
    pos = (surface.get_width() // 2, theme.px(24))
    return draw_text(surface, title, theme.font(30, serif=True), T.GOLD, pos, anchor="midtop")


def panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill=T.TABLE_DARK,
    border=T.GOLD_DARK,
    radius=8,
    alpha=230,
):
    key = (tuple(rect.size), tuple(fill[:3]), tuple(border) if border else None, radius, alpha)
    surface.blit(_shapes.get(key, lambda: _panel_shape(*key)), rect)


#: Panels and shadows drawn once a size and colour (`panel`, `shadow`): a screen draws the same
#: ones frame after frame.  At most a few windows' worth of pixels (a window resized by dragging
#: makes a new size every frame).
_shapes = Kept(256, weigh=_pixels, budget=8_000_000)


def _panel_shape(size, fill, border, radius: int, alpha: int) -> pygame.Surface:
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (*fill, alpha), shape.get_rect(), border_radius=radius)
    if border:
        pygame.draw.rect(shape, border, shape.get_rect(), width=2, border_radius=radius)
    return shape


def shadow(surface: pygame.Surface, rect: pygame.Rect, offset: int = 4, radius: int = 8) -> None:
    if rect.width + offset * 2 <= 0 or rect.height + offset * 2 <= 0:
        return  # nothing to shade: a layout squeezed flat (a large UI scale in a small window)
    size = (rect.width + offset * 2, rect.height + offset * 2)
    surface.blit(
        _shapes.get(("shadow", size, radius + offset), lambda: _shade(size, radius + offset)),
        (rect.x, rect.y + offset),
    )


def _shade(size: tuple[int, int], radius: int) -> pygame.Surface:
    shape = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(shape, (0, 0, 0, 70), shape.get_rect(), border_radius=radius)
    return shape


#: How keys read on buttons and in tooltips.
KEY_NAMES = {
    pygame.K_RETURN: "Enter",
    pygame.K_ESCAPE: "Esc",
    pygame.K_SPACE: "Space",
    pygame.K_TAB: "Tab",
}


def key_name(key: int | None) -> str:
    """A key as a player reads it ("Enter", "Esc", "1", "L")."""
    if key is None:
        return ""
    return KEY_NAMES.get(key) or pygame.key.name(key).upper()


#: The labels of buttons as they fit their width, and their widths (`Button.draw`).
_labels = Kept(1024)


def _fit_label(font: pygame.font.Font, label: str, width: int) -> tuple[str, int]:
    """`label` cut to end "…" until it fits a button `width` wide, and how wide it is then."""
    while font.size(label)[0] > width - 8 and len(label) > 3:
        label = label[:-2] + "…"
    return label, font.size(label)[0]


@dataclass
class Button:
    """A clickable label.  `hotkey` is shown in its tooltip and pressed from the keyboard."""

    label: str
    on_click: Callable[[], None]
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    tooltip: str = ""
    hotkey: int | None = None
    enabled: bool = True
    primary: bool = False
    hovered: bool = False
    action: object = None  # the engine action this button takes, if any (tests and hotkeys)
    key_hint: str = ""  # the key that presses it, drawn in its corner (default: its hotkey's name)
    on_back: Callable[[], None] | None = None  # a setting's step back (right click, or Left)

    def draw(self, surface: pygame.Surface, theme: T.Theme) -> None:
        base = T.RED if self.primary else T.TABLE_LIGHT
        if not self.enabled:
            base = T.darker(base, 0.6)
        elif self.hovered:
            base = T.lighter(base, 0.2)
        shadow(surface, self.rect, offset=2, radius=6)
        pygame.draw.rect(surface, base, self.rect, border_radius=6)
        pygame.draw.rect(
            surface, T.GOLD if self.hovered else T.GOLD_DARK, self.rect, 2, border_radius=6
        )
        font = theme.font(15, bold=True)
        colour = T.TEXT if self.enabled else T.TEXT_DIM
        lines = self._lines(theme, font)
        if len(lines) > 1:  # a long label on the lines its button was made tall for
            line_h = font.get_linesize()
            y = self.rect.centery - len(lines) * line_h // 2
            for line in lines:
                draw_text(surface, line, font, colour, (self.rect.centerx, y), anchor="midtop")
                y += line_h
            label_w = max(font.size(line)[0] for line in lines)
        else:
            label, label_w = _labels.get(
                (font, self.label, self.rect.width),
                lambda: _fit_label(font, self.label, self.rect.width),
            )
            draw_text(surface, label, font, colour, self.rect.center, anchor="center")
        hint = self.key_hint or key_name(self.hotkey)
        if (
            hint and self.enabled
        ):  # the key that presses it, small in the corner, where there is room
            small = theme.font(12, bold=True)  # (issue 42: no word under 12)
            room = (self.rect.width - label_w) // 2
            if _labels.get((small, hint), lambda: small.size(hint)[0]) + theme.px(8) <= room:
                draw_text(
                    surface,
                    hint,
                    small,
                    T.GOLD if self.primary else T.TEXT_DIM,
                    (self.rect.x + theme.px(5), self.rect.y + theme.px(2)),
                )

    def label_lines(self, theme: T.Theme, width: int) -> int:
        """On how many lines the label is drawn whole in a button `width` wide (issue 42: a label
        is never cut; a button too narrow for it on one line is made taller)."""
        font = theme.font(15, bold=True)
        if self.fit_width(theme) <= width:
            return 1
        return len(
            _labels.get(
                (font, self.label, width, "wrap"),
                lambda: wrap(font, self.label, width - theme.px(16)),
            )
        )

    def _lines(self, theme: T.Theme, font) -> list[str]:
        """The label's lines as drawn: wrapped where it does not fit on one and the button is
        tall enough for the lines, else one (cut only on a button made too small for it)."""
        if self.fit_width(theme) <= self.rect.width:
            return [self.label]
        key = (font, self.label, self.rect.width, "wrap")
        lines = _labels.get(key, lambda: wrap(font, self.label, self.rect.width - theme.px(16)))
        fits = len(lines) * font.get_linesize() <= self.rect.height
        return lines if fits else [self.label]

    def fit_width(self, theme: T.Theme) -> int:
        """The narrowest width at which `draw` shows the whole label and, in the corner, its key."""
        font = theme.font(15, bold=True)
        label = font.size(self.label)[0]
        width = label + theme.px(16)
        hint = self.key_hint or key_name(self.hotkey)
        if hint:  # `draw` shows the key where half the room left beside the label takes it
            width = max(width, label + 2 * (theme.font(12, bold=True).size(hint)[0] + theme.px(8)))
        return width + theme.px(4)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 3
            and self.enabled
            and self.on_back is not None
            and self.rect.collidepoint(event.pos)
        ):
            self.on_back()
            return True
        elif (
            (
                event.type == pygame.MOUSEBUTTONDOWN
                and event.button == 1
                and self.enabled
                and self.rect.collidepoint(event.pos)
            )
            or event.type == pygame.KEYDOWN
            and self.enabled
            and self.hotkey is not None
            and event.key == self.hotkey
        ):
            self.on_click()
            return True
        return False


def draw_spinner(surface: pygame.Surface, center, radius: int, t: float, colour) -> pygame.Rect:
    """A ring of dots with a bright one going round (`t` in seconds): something is being worked
    out and the window is alive.  Returns the rectangle it takes."""
    import math

    radius = max(4, int(radius))
    dot = max(2, radius // 3)
    head = (t * 10) % 8  # a turn every 0.8 s
    for k in range(8):
        angle = math.tau * k / 8 - math.pi / 2
        behind = (head - k) % 8  # 0 for the bright dot, more for the dots it has passed
        glow = max(0.3, 1 - behind / 6)
        c = T.lerp_colour(T.TABLE_DARK, colour, glow)
        pos = (center[0] + math.cos(angle) * radius, center[1] + math.sin(angle) * radius)
        pygame.draw.circle(
            surface, c, (round(pos[0]), round(pos[1])), dot + (1 if behind < 1 else 0)
        )
    return pygame.Rect(
        center[0] - radius - dot, center[1] - radius - dot, 2 * (radius + dot), 2 * (radius + dot)
    )


def draw_tooltip(
    surface: pygame.Surface, theme: T.Theme, lines: list[str], pos: tuple[int, int]
) -> pygame.Rect | None:
    """A paper tooltip near `pos`, kept inside the window; first line bold.  Returns where it is.

    Tooltips are where a card's small print is read, so they follow the player's whole UI scale
    (issue 8: 75-200%) even on a screen that caps it to keep its layout (the board), as far as the
    window allows."""
    if not lines:
        return None
    sw, sh = surface.get_size()
    scale = max(theme.scale, theme.fit * theme.ui_scale)
    while True:
        width = min(round(300 * scale), int(sw * 0.6))
        title_font = theme.font_px(15 * scale, bold=True)
        font = theme.font_px(13 * scale)
        rendered: list[tuple[pygame.Surface, int]] = []
        for i, line in enumerate(lines):
            f = title_font if i == 0 else font
            for part in wrap(f, line, width):
                rendered.append((render_text(f, part, T.INK), f.get_linesize()))
        pad = max(1, round(8 * scale))
        h = sum(lh for _, lh in rendered) + pad * 2
        if h <= sh or scale <= theme.scale:
            break
        scale = max(theme.scale, scale * 0.85)  # too tall for the window: a step smaller
    w = max(img.get_width() for img, _ in rendered) + pad * 2
    x, y = pos[0] + theme.px(16), pos[1] + theme.px(16)
    if x + w > sw:
        x = max(0, pos[0] - w - theme.px(8))
    if y + h > sh:
        y = max(0, sh - h)
    rect = pygame.Rect(x, y, w, h)
    shadow(surface, rect)
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=6)
    pygame.draw.rect(surface, T.GOLD_DARK, rect, 2, border_radius=6)
    yy = y + pad
    for img, lh in rendered:
        surface.blit(img, (x + pad, yy))
        yy += lh
    return rect
