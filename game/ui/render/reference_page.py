"""The page on the right of the Rules and cards screen (issue 8, "Rules reference and card library"):
a rulebook section (`game.text.rules`, with its part and the rulebook section it follows) or a
component (`game.text.library`, the very words of docs/components.md, its picture drawn as the board
draws it: a Drum or Fear card, a Lion card, a Bamboo Slips token, the Nian beast or a Yao monster).

A page is laid out once per change (`rule_page`, `card_page`) as lines of rendered text and pictures
placed from the top of the content, every match of the search lit; `draw_page` draws it scrolled,
inside the panel."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.core.catalogue import Catalogue
from game.i18n import _, name, prose
from game.text.effects import colour_name
from game.text.rules import spans

from .. import theme as T
from ..widgets import render_text, wrap
from .cards import draw_drum_card, draw_lion_card
from .markets import draw_slip
from .pieces import draw_nian, draw_yao


@dataclass
class PageOp:
    """One thing the page draws, at `y` from the top of the content (before scrolling)."""

    y: int
    x: int = 0
    image: pygame.Surface | None = None
    marks: tuple[tuple[pygame.Rect, pygame.Surface], ...] = ()  # lit matches (place, ink text)
    picture: tuple = ()
    rect: pygame.Rect | None = None  # the picture's place (x, y relative like the text)


class _Writer:
    """A page being laid out: its `ops`, with the matches of `query` lit."""

    def __init__(self, theme, query: str) -> None:
        self.theme = theme
        self.query = query
        self.ops: list[PageOp] = []

    def text(self, text: str, font, colour, x: int, y: int, width: int) -> int:
        """Wrapped `text` from (x, y) with its matches lit; returns the y below it."""
        for line in wrap(font, text, width):
            image = render_text(font, line, colour)
            marks = tuple(
                (
                    pygame.Rect(
                        font.size(line[:a])[0], 0, font.size(line[a:b])[0], image.get_height()
                    ),
                    render_text(font, line[a:b], T.INK),
                )
                for a, b in spans(line, self.query)
            )
            self.ops.append(PageOp(y=y, x=x, image=image, marks=marks))
            y += font.get_linesize()
        return y

    def blocks(self, blocks, x: int, y: int, width: int) -> int:
        """Paragraphs ("p") and bullets ("bullet"); returns the y below them."""
        theme = self.theme
        font = theme.font(15)
        indent = theme.px(18)
        last = ""
        for kind, text in blocks:
            if kind == "p" and last == "bullet":
                y += theme.px(6)
            last = kind
            if kind == "bullet":
                self.ops.append(
                    PageOp(y=y, x=x + theme.px(4), image=render_text(font, "•", T.GOLD))
                )
                y = self.text(text, font, T.TEXT, x + indent, y, width - indent)
                y += theme.px(3)
            else:
                y = self.text(text, font, T.TEXT, x, y, width)
                y += theme.px(9)
        return y


def rule_page(theme, section, width: int, query: str) -> tuple[list[PageOp], int]:
    """A rulebook section `width` pixels wide: its ops and its height."""
    page = _Writer(theme, query)
    y = page.text(section.title, theme.font(24, serif=True), T.GOLD, 0, 0, width)
    note = _('{part} · follows the rulebook section "{section}"').format(
        part=section.part, section=prose(section.rulebook)
    )
    y = page.text(note, theme.font(12), T.TEXT_DIM, 0, y, width) + theme.px(10)
    return page.ops, page.blocks(section.blocks, 0, y, width)


def card_page(theme, category, entry, width: int, query: str) -> tuple[list[PageOp], int]:
    """A component (`entry` of the library's `category`) `width` pixels wide: its ops and its
    height.  Its picture stands left of its text when the text still has room beside it, else above."""
    page = _Writer(theme, query)
    head = _(category.title) + (f" · {colour_name(entry.group.lower())}" if entry.group else "")
    y = page.text(head, theme.font(12), T.TEXT_DIM, 0, 0, width)
    y = page.text(name(entry.name), theme.font(22, serif=True), T.GOLD, 0, y, width) + theme.px(8)
    pic = picture_rect(theme, entry.picture)
    x = 0
    top = y
    if pic is not None:
        beside = width - pic.width - theme.px(20) >= theme.px(240)
        pic.topleft = (theme.px(4), y + theme.px(4))
        page.ops.append(PageOp(y=pic.y, picture=entry.picture, rect=pic))
        if beside:
            x = pic.right + theme.px(20)
        else:
            y = pic.bottom + theme.px(16)
    lines = entry.lines[1:] if entry.card else entry.lines
    blocks = [("bullet" if entry.card else "p", ln) for ln in lines if ln]
    y = page.blocks(blocks, x, y, width - x)
    if pic is not None:
        y = max(y, pic.bottom + theme.px(12))
    return page.ops, max(y, top)


def picture_rect(theme, picture: tuple) -> pygame.Rect | None:
    """The size of a component's picture (None: it has none)."""
    if not picture:
        return None
    kind = picture[0]
    if kind == "drum":
        w = theme.px(190)
        return pygame.Rect(0, 0, w, int(w * 1.45))
    if kind == "lion":
        return pygame.Rect(0, 0, theme.px(360), theme.px(220))
    if kind == "slip":
        return pygame.Rect(0, 0, theme.px(90), theme.px(130))
    return pygame.Rect(0, 0, theme.px(120), theme.px(130))


def draw_picture(surface, theme, cat: Catalogue, picture: tuple, rect: pygame.Rect) -> None:
    """A component's picture in `rect`, as the board draws it."""
    kind = picture[0]
    if kind == "drum":
        draw_drum_card(surface, theme, cat, picture[1], rect, detail=True)
    elif kind == "lion":
        draw_lion_card(surface, theme, cat, cat.lions[picture[1]], [], rect, 0, 0)
    elif kind == "slip":
        draw_slip(surface, theme, rect, slip=cat.slips[picture[1]])
    elif kind == "yao":
        draw_yao(
            surface,
            theme,
            (rect.centerx, rect.bottom - theme.px(12)),
            rect.width * 0.8,
            picture[1],
        )
    elif kind == "taotie":
        draw_nian(
            surface,
            theme,
            (rect.centerx, rect.bottom - theme.px(12)),
            rect.width * 0.55,
            picture[1],
        )


def draw_page(
    surface, theme, cat: Catalogue, ops: list[PageOp], inner: pygame.Rect, scroll: int
) -> None:
    """The page inside `inner`, scrolled `scroll` pixels down: only what shows is drawn."""
    prev = surface.get_clip()
    surface.set_clip(inner)
    dy = inner.y - scroll
    for op in ops:
        if op.picture:
            rect = op.rect.move(inner.x, dy)
            if rect.bottom >= inner.y and rect.top <= inner.bottom:
                draw_picture(surface, theme, cat, op.picture, rect)
            continue
        y = op.y + dy
        if y > inner.bottom or y + op.image.get_height() < inner.y:
            continue
        surface.blit(op.image, (inner.x + op.x, y))
        for mark, ink in op.marks:
            lit = mark.move(inner.x + op.x, y)
            pygame.draw.rect(surface, T.HIGHLIGHT, lit, border_radius=2)
            surface.blit(ink, lit)
    surface.set_clip(prev)
