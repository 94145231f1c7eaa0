"""The Nian's panel beside the map in a Solo game (rulebook, Solo Mode).

It says which game this is (the campaign chapter or a lone game, and its difficulty), the loss clock
(the game is lost the moment the last Fear card leaves the Fear deck), the Solo deck, and the Nian's
last card: its mandatory effect and which of its two options it took.  The board keeps that card
(`highlights.nian_card_after`); this module words it, places the panel in the strip the layout keeps
free beside the map, below any decision button reaching across it, and draws it.
"""

from __future__ import annotations

import pygame

from game.core.solo import fear_cards_left
from game.text import solo as words

from ... import theme as T
from ...widgets import draw_text, panel, wrap

Line = tuple[str, tuple, bool]  # text, colour, bold


def nian_lines(state, difficulty, chapter, nian_card: list[int]) -> list[Line]:
    """The panel's lines: the heading, the loss clock, the Solo deck, then the Nian's last card."""
    fear = fear_cards_left(state)
    lines: list[Line] = [
        (words.heading(difficulty, chapter), T.TEXT_DIM, False),
        (words.fear_left_text(fear), T.ILLEGAL if fear <= 3 else T.GOLD, True),
        (words.solo_deck_text(len(state.solo_deck), len(state.solo_discard)), T.TEXT_DIM, False),
    ]
    if not nian_card:
        return lines
    title, always, rampage, relief = words.drawn_card_lines(state.catalogue.solo[nian_card[0]])
    taken = nian_card[1]
    lines += [
        (title, T.GOLD, True),
        (always, T.TEXT, False),
        (
            ("✓ " if taken == 0 else "· ") + rampage,
            T.ILLEGAL if taken == 0 else T.TEXT_DIM,
            taken == 0,
        ),
        (
            ("✓ " if taken == 1 else "· ") + relief,
            T.LEGAL if taken == 1 else T.TEXT_DIM,
            taken == 1,
        ),
    ]
    return lines


def campaign_chapter(layout: str):
    """The campaign chapter a Solo game of `layout` plays, or None (read from levels/campaign)."""
    if not str(layout).startswith("campaign/"):
        return None
    from game.session.campaign import chapters

    return next((c for c in chapters() if c.layout == layout), None)


class SoloPanel:
    """Where the Nian's panel sits and what it says, placed once per change of its lines or of the
    buttons above it."""

    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.rows: list[Line] = []

    def place(self, theme, village: pygame.Rect, width: int, lines: list[Line], above) -> None:
        """Fit `lines` into the strip `width` wide at the right of `village`, below the buttons in
        `above` that reach across it; at a large UI scale the heading gives way before the card."""
        font = theme.font(13)
        bold = theme.font(13, bold=True)
        left = village.right - width - theme.px(10)
        top = village.y + theme.px(56)
        for rect in above:
            if rect.width and rect.right > left and rect.bottom < village.centery:
                top = max(top, rect.bottom + theme.px(8))
        while True:
            rows = [
                (line, colour, b)
                for text, colour, b in lines
                for line in wrap(bold if b else font, text, width - theme.px(24))
            ]
            h = len(rows) * font.get_linesize() + theme.px(16)
            if top + h <= village.bottom or len(lines) < 6:
                break
            lines = lines[1:]
        self.rect = pygame.Rect(left, top, width, h)
        self.rows = rows

    def draw(self, surface: pygame.Surface, theme) -> None:
        if not self.rect.width:
            return
        font = theme.font(13)
        bold = theme.font(13, bold=True)
        panel(surface, self.rect, fill=(60, 20, 20), border=T.RED)
        y = self.rect.y + theme.px(8)
        for text, colour, b in self.rows:
            draw_text(surface, text, bold if b else font, colour, (self.rect.x + theme.px(12), y))
            y += font.get_linesize()
