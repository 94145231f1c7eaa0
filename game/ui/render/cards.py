"""Cards and tokens: Drum and Fear cards, Lion cards with their Motif tracks, Bamboo Slips, Motifs,
Qi Energy and resources.  Every face shows its key facts; the full text is in its tooltip
(`game.core.texts`), the same words the rules are written in."""

from __future__ import annotations

import pygame

from game.core.catalogue import Catalogue, DrumCard, LionCard
from game.core.effects import describe

from .. import theme as T
from ..widgets import draw_text, shadow, wrap

#: Each Motif colour's mark (grass, fire, cloud, water), so colour is never the only cue.
MOTIF_MARKS = "草火云水"


def border_colours(card) -> list[tuple]:
    if getattr(card, "is_fear", False):
        return [(60, 50, 70)]
    if not card.colours:
        return [T.GREY_CARD]
    return [T.MOTIF[c] for c in card.colours]


def draw_card_back(
    surface: pygame.Surface, theme: T.Theme, rect: pygame.Rect, label: str = ""
) -> None:
    shadow(surface, rect, offset=2, radius=6)
    pygame.draw.rect(surface, T.RED_DARK, rect, border_radius=6)
    pygame.draw.rect(surface, T.GOLD_DARK, rect.inflate(-6, -6), 2, border_radius=4)
    draw_text(
        surface,
        "鼓",
        theme.font_px(rect.height * 0.35, serif=True),
        T.GOLD,
        rect.center,
        anchor="center",
    )
    if label:
        draw_text(
            surface,
            label,
            theme.font(12, bold=True),
            T.TEXT,
            (rect.centerx, rect.bottom - 4),
            anchor="midbottom",
        )


def draw_drum_card(
    surface: pygame.Surface,
    theme: T.Theme,
    cat: Catalogue,
    index: int,
    rect: pygame.Rect,
    glow=None,
    detail: bool = True,
) -> None:
    """A Drum or Fear card face.  With `detail`, its Drum and Jade boxes are written on it."""
    if index < 0:
        draw_card_back(surface, theme, rect)
        return
    card = cat.cards[index]
    shadow(surface, rect, offset=3, radius=6)
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=6)
    band = pygame.Rect(rect.x, rect.y, rect.width, max(6, rect.height // 9))
    colours = border_colours(card)
    for k, c in enumerate(colours):
        part = pygame.Rect(
            band.x + k * band.width // len(colours),
            band.y,
            band.width // len(colours) + 1,
            band.height,
        )
        pygame.draw.rect(
            surface,
            c,
            part,
            border_top_left_radius=6 if k == 0 else 0,
            border_top_right_radius=6 if k == len(colours) - 1 else 0,
        )
    pygame.draw.rect(surface, glow or T.PAPER_DARK, rect, 3 if glow else 1, border_radius=6)
    pad = max(3, rect.width // 18)
    name_font = theme.font_px(max(9, rect.width * 0.11), bold=True)
    y = band.bottom + 2
    for line in wrap(name_font, card.name, rect.width - 2 * pad)[:2]:
        draw_text(surface, line, name_font, T.INK, (rect.x + pad, y))
        y += name_font.get_linesize() - 2
    small = theme.font_px(max(8, rect.width * 0.085))
    if getattr(card, "is_fear", False):
        draw_text(surface, "Fear", small, T.RED_DARK, (rect.x + pad, y + 2))
        draw_text(
            surface,
            "恐",
            theme.font_px(rect.height * 0.3, serif=True),
            (90, 70, 100),
            rect.center,
            anchor="center",
        )
        return
    steps = f"{card.steps} step{'s' if card.steps != 1 else ''}"
    if card.bamboo_steps:
        steps += f" (+{card.bamboo_steps} for 1 Bamboo)"
    draw_text(surface, steps, small, T.INK_SOFT, (rect.x + pad, y + 1))
    y += small.get_linesize() + 1
    if detail:
        tiny = theme.font_px(max(8, rect.width * 0.075))
        for label, effects in (("Drum", card.drum), ("Jade", card.jade)):
            for eff in effects:
                text = f"{'◆' if label == 'Drum' else '◇'} {describe(eff)}"
                for line in wrap(tiny, text, rect.width - 2 * pad):
                    if y + tiny.get_linesize() > rect.bottom - small.get_linesize():
                        break
                    draw_text(
                        surface,
                        line,
                        tiny,
                        T.INK if label == "Drum" else (40, 110, 80),
                        (rect.x + pad, y),
                    )
                    y += tiny.get_linesize() - 2
    bottom = rect.bottom - pad
    if card.kind == "market":
        coin = (rect.x + pad + small.get_height() // 2, bottom - small.get_height() // 2)
        pygame.draw.circle(surface, T.RESOURCE_COLOURS["coins"], coin, small.get_height() // 2 + 1)
        draw_text(surface, str(card.cost), small, T.INK, coin, anchor="center")
    elif card.set:
        draw_text(surface, card.set, small, T.INK_SOFT, (rect.x + pad, bottom), anchor="bottomleft")
    elif card.kind == "lion":
        draw_text(surface, "始", small, T.RED_DARK, (rect.x + pad, bottom), anchor="bottomleft")
    if card.auspiciousness:
        draw_text(
            surface,
            f"{card.auspiciousness}吉",
            small,
            T.RED_DARK,
            (rect.right - pad, bottom),
            anchor="bottomright",
        )


def draw_motif(
    surface: pygame.Surface, theme: T.Theme, center, radius: int, colour_index: int, glow=None
) -> None:
    """A Tattoo Motif token; each colour also has its own mark so colour is never the only cue."""
    colour = T.MOTIF_BY_INDEX[colour_index]
    pygame.draw.circle(surface, T.INK, center, radius + 2)
    pygame.draw.circle(surface, colour, center, radius)
    mark = MOTIF_MARKS[colour_index]
    draw_text(
        surface, mark, theme.font_px(radius * 1.1, bold=True), T.TEXT, center, anchor="center"
    )
    if glow:
        pygame.draw.circle(surface, glow, center, radius + 4, 3)


def draw_lion_card(
    surface: pygame.Surface,
    theme: T.Theme,
    cat: Catalogue,
    lion: LionCard,
    motifs: list[int],
    rect: pygame.Rect,
    seat: int,
    slot: int,
    glow=None,
    track_targets: dict | None = None,
) -> list[pygame.Rect]:
    """A Lion card with its Tattoo Motif track; returns the rects of the track spaces."""
    shadow(surface, rect, offset=3, radius=8)
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=8)
    pygame.draw.rect(surface, glow or T.player_colour(seat), rect, 3, border_radius=8)
    pad = max(4, rect.width // 24)
    font = theme.font_px(max(10, rect.height * 0.13), bold=True)
    draw_text(
        surface,
        f"{lion.name}  {'I' if slot == 0 else 'II'}",
        font,
        T.INK,
        (rect.x + pad, rect.y + pad),
    )
    small = theme.font_px(max(8, rect.height * 0.1))
    stats = f"Str {lion.strength_dice}"
    if lion.intimidation_dice:
        stats += f" · Int {lion.intimidation_dice}"
    if lion.wardings:
        stats += f" · Ward {lion.wardings}"
    if lion.steps:
        stats += f" · +{lion.steps} step"
    draw_text(
        surface, stats, small, T.INK_SOFT, (rect.right - pad, rect.y + pad + 2), anchor="topright"
    )
    n = len(lion.track)
    gap = max(2, rect.width // 60)
    w = (rect.width - 2 * pad - gap * (n - 1)) // n
    h = rect.height - (font.get_linesize() + 2 * pad) - pad
    spaces = []
    for i, eff in enumerate(lion.track):
        r = pygame.Rect(rect.x + pad + i * (w + gap), rect.y + pad + font.get_linesize() + 2, w, h)
        spaces.append(r)
        filled = i < len(motifs)
        pygame.draw.rect(
            surface,
            T.PAPER_DARK if not filled else T.lighter(T.MOTIF_BY_INDEX[motifs[i]], 0.55),
            r,
            border_radius=4,
        )
        target = track_targets.get(i) if track_targets else None
        pygame.draw.rect(surface, target or T.INK_SOFT, r, 3 if target else 1, border_radius=4)
        tiny = theme.font_px(max(7, r.width * 0.16))
        text = describe(eff).rstrip(".")
        yy = r.y + 2
        for line in wrap(tiny, text, r.width - 4)[:3]:
            draw_text(surface, line, tiny, T.INK, (r.centerx, yy), anchor="midtop")
            yy += tiny.get_linesize() - 2
        if filled:
            draw_motif(
                surface,
                theme,
                (r.centerx, r.bottom - r.width // 4 - 2),
                max(5, r.width // 4),
                motifs[i],
            )
    return spaces


def draw_token_count(surface, theme: T.Theme, center, radius: int, colour, text: str) -> None:
    pygame.draw.circle(surface, T.INK, center, radius + 2)
    pygame.draw.circle(surface, colour, center, radius)
    draw_text(
        surface, text, theme.font_px(radius * 1.05, bold=True), T.INK, center, anchor="center"
    )


def card_tooltip(cat: Catalogue, index: int) -> list[str]:
    from game.core.texts import drum_lines

    if index < 0:
        return ["A face-down card"]
    return drum_lines(cat.cards[index])


def is_drum(card) -> bool:
    return isinstance(card, DrumCard)
