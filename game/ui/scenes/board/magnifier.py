"""Cards and the Village board shown at full, readable size on demand (issue 42: "a card or a board
section enlarges on hover or click to full, readable size").

The table at 1280x720 has no room to print every card and every space of the Village board at a
size a newcomer reads at a glance.  Resting the mouse on a Drum card (in the market, the hand, next
to a Lion, or named by a log line) shows that card large beside it; on a Lion in the Lion row, its
Lion card; on the Village board, the whole board drawn again at `BOARD_ZOOM` times the size over
the map (below the decision's buttons), where its smallest words come out at 12 px or more, with
the space under the mouse still explained by its tooltip.  Nothing here takes a click: it only shows.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ... import theme as T
from ...render import village_board
from ...render.cards import draw_drum_card, draw_lion_card
from ...render.targets import Targets
from ...widgets import shadow

#: How much larger the Village board is drawn on hover: its text stays at 12 px of the window
#: (design 12 / 1.75, about 7, of the zoomed board), so the room gained shows its full detail.
BOARD_ZOOM = 1.75
#: The zoomed board's smallest design font: at a UI scale where it reads 12 px on the table (the
#: 200% tab) the board is not enlarged (it is large already).
SMALLEST_DESIGN_FONT = 7
#: A Drum card shown on hover: this many design pixels wide (its height follows the card's shape).
CARD_WIDTH = 230
CARD_KINDS = ("market", "hand", "played")


def drum_card_of(state, key: tuple) -> int:
    """The Drum card a target shows (-1 for none): a market slot, a card in hand, a card played
    next to a Lion (or named by a log line)."""
    kind = key[0]
    if kind == "market":
        row = state.drum_row
        return row[key[1]] if 0 <= key[1] < len(row) else -1
    if kind == "hand":
        return key[1]
    if kind == "played":
        return key[2]
    return -1


class Magnifier:
    """The enlarged view of what the mouse rests on, and its kept picture of the Village board."""

    def __init__(self) -> None:
        self._board_key: tuple | None = None
        self._board: pygame.Surface | None = None
        self.shown_at = pygame.Rect(0, 0, 0, 0)  # where the last enlarged view was drawn

    def draw(self, surface: pygame.Surface, board, key: tuple, state) -> bool:
        """Show `key` enlarged, if it is something that enlarges; whether it was (a card replaces
        its text tooltip; the Village board keeps it)."""
        theme = board.theme
        rect = board.hits.rect_of(key)
        if rect is None:
            return False
        card = drum_card_of(state, key) if key[0] in CARD_KINDS else -1
        if card >= 0:
            self._card(surface, theme, state, card, rect)
            return True
        if (
            key[0] == "lionrow"
            and 0 <= key[1] < len(state.lion_row)
            and state.lion_row[key[1]] >= 0
        ):
            self._lion(surface, theme, state, state.lion_row[key[1]], rect)
            return True
        if key[0] == "space" and theme.px(SMALLEST_DESIGN_FONT) < 12:  # (large scales read it)
            self._village_board(surface, board, state)
        return False

    # --- a card ------------------------------------------------------------------------------------

    @staticmethod
    def _beside(surface, size: tuple[int, int], rect: pygame.Rect, gap: int) -> pygame.Rect:
        """Where a picture of `size` goes: beside `rect` (left, else right, else above), inside
        the window."""
        window = surface.get_rect()
        out = pygame.Rect((0, 0), size)
        out.centery = rect.centery
        out.right = rect.left - gap
        if out.left < window.left:
            out.left = rect.right + gap
        if out.right > window.right:
            out.midbottom = (rect.centerx, rect.top - gap)
        return out.clamp(window)

    def _card(self, surface, theme, state, card: int, rect: pygame.Rect) -> None:
        w = theme.px(CARD_WIDTH)
        size = (w, int(w * 1.4))
        at = self._beside(surface, size, rect, theme.px(10))
        draw_drum_card(surface, theme, state.catalogue, card, at, glow=T.HIGHLIGHT, detail=True)
        self.shown_at = at

    def _lion(self, surface, theme, state, lion: int, rect: pygame.Rect) -> None:
        w = theme.px(CARD_WIDTH)
        size = (w, int(w * 1.25))
        at = self._beside(surface, size, rect, theme.px(10))
        shadow(surface, at)
        cat = state.catalogue
        draw_lion_card(surface, theme, cat, cat.lions[lion], [], at, -1, 0)
        self.shown_at = at

    # --- the Village board --------------------------------------------------------------------------

    def _village_board(self, surface, board, state) -> None:
        """The Village board drawn again larger, over the map, below the decision's buttons (kept
        until the state changes): with room to spare, its text at 12 pixels of the window shows
        what the table leaves to tooltips (names, victory rewards, pacify notes)."""
        regions = board.table.regions
        theme = board.theme
        zoomed = replace(theme, scale=theme.scale * BOARD_ZOOM)
        small = regions.board
        window = surface.get_rect()
        margin = theme.px(8)
        hint = regions.decision.y + theme.font(13).get_linesize()  # the decision's hint line
        below = [b.rect.bottom for b in board.buttons if b.rect.width] + [hint]
        top = max(below) + margin  # the decision at hand (its hint and buttons) stays in sight
        size = (
            min(round(small.width * BOARD_ZOOM), window.width - 2 * margin),
            min(round(small.height * BOARD_ZOOM), window.bottom - margin - top),
        )
        if size[1] <= small.height:  # no room below the buttons for a larger board
            self.shown_at = pygame.Rect(0, 0, 0, 0)
            return
        key = (board.match.revision, board.turns.viewer, size, theme.scale, board.table.generation)
        if key != self._board_key or self._board is None:
            picture = pygame.Surface(size)
            picture.fill(T.TABLE)
            village_board.draw_village_board(
                picture,
                zoomed,
                state,
                pygame.Rect((0, 0), size),
                Targets(),
                {},
                smallest=theme.px(village_board.SMALLEST),
            )
            self._board_key, self._board = key, picture
        at = pygame.Rect((0, 0), size)
        at.center = regions.village.center
        at = at.clamp(window)
        at.top = max(at.top, top)
        shadow(surface, at, offset=6)
        surface.blit(self._board, at)
        pygame.draw.rect(surface, T.GOLD, at, 2, border_radius=theme.px(6))
        self.shown_at = at
