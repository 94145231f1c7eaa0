"""The pieces the Village board is drawn with (rulebook, "Perform"; issue 42): what every piece
needs (`Ctx`, with the smallest text size the board may use), a Qi Energy space, and the inline
icons (resource pips, Tattoo Motifs, the actions a reward performs) that stand for numbers and words.

Every text here is drawn at `Ctx.floor` pixels or more: 12 design pixels on the table, 12 pixels of
a 1280x720 window in the magnifier.  A resource pip is sized to hold its numeral at that size.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core.effects import Effect
from game.core.state import NIAN_SEAT, GameState

from .. import theme as T
from ..widgets import draw_text
from .targets import Targets

#: The smallest text on the table, in design pixels (issue 42: nothing under 12 px at 1280x720).
SMALLEST = 12

HOLLOW = (38, 26, 20)  # an empty space, carved into the wood


@dataclass
class Ctx:
    """What every piece of the board needs to draw itself."""

    surface: pygame.Surface
    theme: T.Theme
    st: GameState
    targets: Targets
    glow: dict[int, tuple]
    floor: int  # the smallest text, in pixels

    @property
    def players(self) -> int:
        """The player count the board is set up for (Solo Mode uses the 2-player spaces)."""
        return max(self.st.n, 2)

    @property
    def pip(self) -> int:
        """A resource pip's diameter: room for a numeral at the smallest text size (larger where
        the board is drawn large)."""
        return max(round(self.floor * 4 / 3), self.theme.px(11))

    @property
    def least_disc(self) -> int:
        """The smallest space that holds its numeral at the smallest text size."""
        return round(self.floor * 1.45)

    def font(self, design: float, bold: bool = False) -> pygame.font.Font:
        """A font of `design` points, never smaller than the board's smallest text."""
        return self.theme.font_px(max(self.theme.px(design), self.floor), bold)

    def font_px(self, px: float, bold: bool = False, serif: bool = False) -> pygame.font.Font:
        """A font of `px` pixels, never smaller than the board's smallest text."""
        return self.theme.font_px(max(px, self.floor), bold, serif)

    def in_play(self, s: int) -> bool:
        """Whether space `s` is used at this game's player count (only those are drawn)."""
        return self.st.catalogue.spaces[s].players <= self.players


# --- a space --------------------------------------------------------------------------------------


def draw_space(ctx: Ctx, s: int, c: tuple[int, int], r: int, dashed: bool = False) -> None:
    """One Qi Energy space: hollow with its auspiciousness, or its owner's colour and mark; a lit
    space (legal now) gets a halo and a bright rim."""
    surface, theme, st = ctx.surface, ctx.theme, ctx.st
    owner = st.space_qi[s] if s < len(st.space_qi) else -1
    lit = ctx.glow.get(s)
    if lit:
        halo_r = r + theme.px(4)
        halo = pygame.Surface((halo_r * 2, halo_r * 2), pygame.SRCALPHA)
        pygame.draw.circle(halo, (*lit[:3], 70), (halo_r, halo_r), halo_r)
        pygame.draw.circle(halo, (*lit[:3], 130), (halo_r, halo_r), r + theme.px(2.5))
        surface.blit(halo, (c[0] - halo_r, c[1] - halo_r))
    if owner == NIAN_SEAT:  # Solo Mode: the Nian beast's Qi Energy, dark red with a gold 年
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, T.RED_DARK, c, r)
        pygame.draw.circle(surface, T.NIAN, c, r - max(1, r // 5))
        centred(surface, "年", ctx.font_px(r * 1.2, serif=True), T.GOLD, c)
    elif owner >= 0:
        colour = T.player_colour(owner)
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, colour, c, r)
        pygame.draw.circle(surface, T.lighter(colour, 0.35), c, r, max(1, r // 7))
        T.draw_player_mark(surface, owner, c, r * 0.55, colour=ink_on(colour))
    else:
        pygame.draw.circle(surface, HOLLOW, c, r)
        pygame.draw.circle(surface, T.darker(HOLLOW, 0.6), c, r, max(1, r // 5))
        if dashed:
            dashed_ring(surface, T.GOLD_DARK, c, r)
        else:
            pygame.draw.circle(surface, T.GOLD_DARK, c, r, 1)
        colour = T.PAPER if not lit else T.lighter(lit, 0.5)
        aus = st.catalogue.spaces[s].auspiciousness
        centred(surface, str(aus), ctx.font_px(r * 1.15, bold=True), colour, c)
    if lit:
        pygame.draw.circle(surface, lit, c, r + max(1, theme.px(1)), max(2, theme.px(2.5)))


def centred(surface: pygame.Surface, text: str, font: pygame.font.Font, colour, centre) -> None:
    """Text centred on `centre` by its ink, not its line box (digits sit true in small circles)."""
    image = font.render(text, True, colour)
    ink = image.get_bounding_rect()
    surface.blit(image, (round(centre[0] - ink.centerx), round(centre[1] - ink.centery)))


def dashed_ring(surface: pygame.Surface, colour, c, r: int) -> None:
    box = pygame.Rect(0, 0, r * 2, r * 2)
    box.center = c
    n = max(6, r // 2)
    for k in range(n):
        a = k * 2 * math.pi / n
        pygame.draw.arc(surface, colour, box, a, a + math.pi / n, 1)


def ink_on(colour) -> tuple:
    lum = 0.299 * colour[0] + 0.587 * colour[1] + 0.114 * colour[2]
    return T.INK if lum > 140 else T.TEXT


# --- inline icons and text ------------------------------------------------------------------------


def effect_items(effect: Effect) -> list[tuple]:
    """A reward or effect as icons: resource pips, Motif tokens, and a mark for each action."""
    items: list[tuple] = []
    for key, n in effect.gain:
        if key in T.RESOURCE_COLOURS:
            items.append(("pip", T.RESOURCE_COLOURS[key], str(n)))
        elif key == "motif":
            items += [("anymotif", True)] * n
        else:
            items.append(("text", f"+{n} {key}", T.TEXT))
    items += [("do", name) for name in effect.perform]
    return items


def item_width(item: tuple, size: int, font: pygame.font.Font) -> int:
    """How wide one inline item is: text by its font, an icon `size` pixels."""
    kind = item[0]
    if kind == "text":
        return font.size(item[1])[0]
    if kind == "do" and item[1] not in _ACTION_ICONS:
        return font.size(item[1].capitalize())[0]
    return size


def items_width(ctx: Ctx, items, size: int, font) -> int:
    gap = max(1, ctx.theme.px(2))
    return sum(item_width(it, size, font) for it in items) + gap * max(0, len(items) - 1)


def draw_items(ctx: Ctx, items, x: int, cy: int, size: int, font) -> int:
    """Draw icons and text left to right from x, centred on cy; returns the right end."""
    surface, theme = ctx.surface, ctx.theme
    gap = max(1, theme.px(2))
    r = size // 2
    for item in items:
        kind = item[0]
        if kind == "text":
            colour = item[2] if len(item) > 2 else T.TEXT
            draw_text(surface, item[1], font, colour, (x, cy), anchor="midleft")
        elif kind == "pip":
            c = (x + r, cy)
            pygame.draw.circle(surface, T.INK, c, r)
            pygame.draw.circle(surface, item[1], c, max(1, r - 1))
            scale = 0.8 if len(item[2]) < 2 else 0.64
            centred(surface, item[2], ctx.font_px(size * scale, bold=True), ink_on(item[1]), c)
        elif kind == "motif":
            mr = size // 2 - 1
            c = (x + mr + 1, cy)
            pygame.draw.circle(surface, T.INK, c, mr + 1)
            pygame.draw.circle(surface, T.MOTIF_BY_INDEX[item[1]], c, mr)
            T.draw_motif_symbol(surface, item[1], c, mr * 0.8)
        elif kind == "anymotif":
            _any_motif(surface, (x + r, cy), r)
        elif kind == "do":
            icon = _ACTION_ICONS.get(item[1])
            if icon:
                icon(ctx, pygame.Rect(x, cy - r, size, size))
            else:
                draw_text(surface, item[1].capitalize(), font, T.TEXT, (x, cy), anchor="midleft")
        x += item_width(item, size, font) + gap
    return x - gap if items else x


def _any_motif(surface, c, r: int, hollow: bool = False) -> None:
    """A Tattoo Motif of any colour: a disc quartered in the four colours."""
    pygame.draw.circle(surface, T.INK, c, r)
    quarters = ("draw_top_right", "draw_top_left", "draw_bottom_left", "draw_bottom_right")
    for colour, q in zip(T.MOTIF_BY_INDEX, quarters, strict=False):
        pygame.draw.circle(
            surface, colour, c, max(1, r - 1), max(2, r // 2) if hollow else 0, **{q: True}
        )


# icons for the actions an effect performs (the tooltip names them in full)


def _icon_ink(ctx: Ctx, box: pygame.Rect) -> None:  # Inking Tattoo Motifs: a Motif ring
    surface = ctx.surface
    _any_motif(surface, box.center, box.width // 2, hollow=True)


def _icon_couplets(ctx: Ctx, box: pygame.Rect) -> None:  # a red couplet scroll
    surface = ctx.surface
    scroll = pygame.Rect(0, 0, max(3, box.width * 5 // 12), box.height)
    scroll.center = box.center
    pygame.draw.rect(surface, T.INK, scroll.inflate(2, 0))
    pygame.draw.rect(surface, T.RESOURCE_COLOURS["red_paper"], scroll)
    pygame.draw.line(
        surface, T.GOLD, (scroll.centerx, scroll.y + 2), (scroll.centerx, scroll.bottom - 3)
    )


def _icon_amulet(ctx: Ctx, box: pygame.Rect) -> None:  # a jade disc with its hole
    surface = ctx.surface
    r = box.width // 2
    pygame.draw.circle(surface, T.INK, box.center, r)
    pygame.draw.circle(surface, T.RESOURCE_COLOURS["jade"], box.center, max(1, r - 1))
    pygame.draw.circle(surface, T.INK, box.center, max(1, r // 3))


def _icon_slip(ctx: Ctx, box: pygame.Rect) -> None:  # a Bamboo Slips token
    surface = ctx.surface
    slip = pygame.Rect(0, 0, max(4, box.width // 2), box.height)
    slip.center = box.center
    pygame.draw.rect(surface, T.INK, slip.inflate(2, 0), border_radius=1)
    pygame.draw.rect(surface, T.BAMBOO, slip, border_radius=1)
    for k in (1, 2):
        y = slip.y + k * slip.height // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (slip.x, y), (slip.right - 1, y))


def _card(surface, box: pygame.Rect, fill) -> pygame.Rect:
    card = pygame.Rect(0, 0, max(4, box.width * 2 // 3), box.height)
    card.center = box.center
    pygame.draw.rect(surface, T.INK, card.inflate(2, 2), border_radius=2)
    pygame.draw.rect(surface, fill, card, border_radius=2)
    return card


def _icon_draw(ctx: Ctx, box: pygame.Rect) -> None:  # draw a card: a card with +
    surface = ctx.surface
    card = _card(surface, box, T.RED_DARK)
    centred(ctx.surface, "+", ctx.font_px(card.height * 0.9, bold=True), T.GOLD, card.center)


def _icon_exile(ctx: Ctx, box: pygame.Rect) -> None:  # exile a card: a card struck out
    surface = ctx.surface
    card = _card(surface, box, T.PAPER)
    pygame.draw.line(surface, T.RED, card.topleft, card.bottomright, 2)
    pygame.draw.line(surface, T.RED, card.topright, card.bottomleft, 2)


def _icon_exchange(ctx: Ctx, box: pygame.Rect) -> None:  # Exchange: two coins trading
    surface = ctx.surface
    r = box.width // 3
    for dx, colour in (
        (-r // 2, T.RESOURCE_COLOURS["coins"]),
        (r // 2, T.RESOURCE_COLOURS["bamboo"]),
    ):
        c = (box.centerx + dx, box.centery)
        pygame.draw.circle(surface, T.INK, c, r + 1)
        pygame.draw.circle(surface, colour, c, r)
    centred(ctx.surface, "↔", ctx.font_px(box.height * 0.8, bold=True), T.INK, box.center)


def _icon_purchase_drum(ctx: Ctx, box: pygame.Rect) -> None:  # buy a Drum card
    surface = ctx.surface
    card = _card(surface, box, T.PAPER)
    pygame.draw.rect(surface, T.GREY_CARD, (card.x, card.y, card.width, max(2, card.height // 4)))


_ACTION_ICONS = {
    "ink": _icon_ink,
    "couplets": _icon_couplets,
    "amulet": _icon_amulet,
    "purchase_slip": _icon_slip,
    "draw": _icon_draw,
    "exile": _icon_exile,
    "exchange": _icon_exchange,
    "purchase_drum": _icon_purchase_drum,
}
