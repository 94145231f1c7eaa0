"""The board's regions, computed from the window size (no pixel constants elsewhere).

Up to a UI scale of `TABS_ABOVE` (125%) the table shows everything at once, laid out by the window's
proportions (`regions`).  Above it (issue 8, accessibility: "UI scale 75-200%") the text-heavy
panels would overflow their share of the window, so they become tabs shown one at a time
(`tabbed_regions`): a top bar, the decision strip (hint and buttons) across the whole width, a row
of tabs, and below it the shown panel with the Village map beside it where the window has room for
both, or the map as one more tab where it has not.  A decision with so many buttons that the strip
would leave the panels less than `CONTENT_SHARE` of the window (an Exchange at 200%) has them on a
"Choices" tab of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import N_

from .. import theme as T

TABS_ABOVE = 1.25  # the largest UI scale at which every panel is shown at once
#: The panels of the tabbed layout, in the order of their tabs, with their labels.
TAB_LABELS = {
    "choices": N_("Choices"),  # only while a decision has more buttons than the strip holds
    "map": N_("Map"),
    "player": N_("Your board"),
    "hand": N_("Hand"),
    "board": N_("Village board"),
    "markets": N_("Markets"),
    "log": N_("Log"),
}
#: Which panel shows each kind of board target (what is not listed is not in a panel of its own).
TAB_OF_KIND = {
    "tile": "map",
    "opponent": "map",
    "hand": "hand",
    "lion": "player",
    "track": "player",
    "section": "player",
    "reserve": "player",
    "resource": "player",
    "amulet": "player",
    "myslip": "player",
    "space": "board",
    "market": "markets",
    "motif": "markets",
    "slip": "markets",
    "lionrow": "markets",
    "manual": "markets",
}
CONTENT_SHARE = 0.5  # the least share of the window's height left to the panels under the strip
SIDE_BY_SIDE_WIDTH = 900  # design pixels: from this window width the map stays beside the panel


@dataclass
class Regions:
    """Where everything goes, computed from the window size."""

    top: pygame.Rect
    village: pygame.Rect
    board: pygame.Rect
    markets: pygame.Rect
    player: pygame.Rect
    hand: pygame.Rect
    decision: pygame.Rect
    log: pygame.Rect
    tabs: list[str] = field(default_factory=list)  # the tabbed layout's tabs ([]: all shown)
    tab_strip: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    panel: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))

    @property
    def tabbed(self) -> bool:
        return bool(self.tabs)


def tabbed(theme: T.Theme) -> bool:
    """Whether the board is shown with tabs at the theme's current UI scale."""
    return theme.scale > theme.fit * TABS_ABOVE + 1e-6


def regions(size: tuple[int, int], theme: T.Theme, decision_rows: int = 1) -> Regions:
    if tabbed(theme):
        return tabbed_regions(size, theme, decision_rows)
    w, h = size
    top_h = theme.px(46)
    right_w = int(w * 0.36)
    bottom_h = int(h * 0.34)
    top = pygame.Rect(0, 0, w, top_h)
    mid_h = h - top_h - bottom_h
    village = pygame.Rect(0, top_h, w - right_w, mid_h)
    board = pygame.Rect(w - right_w, top_h, right_w, int(mid_h * 0.52))
    markets = pygame.Rect(w - right_w, board.bottom, right_w, mid_h - board.height)
    player = pygame.Rect(0, h - bottom_h, int(w * 0.52), bottom_h)
    hand = pygame.Rect(player.right, h - bottom_h, w - player.right, bottom_h)
    decision = pygame.Rect(
        theme.px(10), top_h + theme.px(8), village.width - theme.px(20), theme.px(40)
    )
    log = pygame.Rect(w - right_w, top_h, right_w, mid_h)
    return Regions(top, village, board, markets, player, hand, decision, log)


def decision_row_height(theme: T.Theme) -> int:
    """One row of decision buttons and the gap under it (`BoardScene._draw_decision`)."""
    return theme.px(30) + theme.px(6)


def tabbed_regions(size: tuple[int, int], theme: T.Theme, decision_rows: int = 1) -> Regions:
    """Large UI scales: one panel at a time under a row of tabs; the decision strip is as tall as
    `decision_rows` rows of buttons."""
    w, h = size
    top_h = theme.px(46)
    top = pygame.Rect(0, 0, w, top_h)
    hint_h = theme.font(13).get_linesize() + theme.px(4)
    strip_h = theme.px(40)
    needed = top_h + theme.px(12) + hint_h + decision_rows * decision_row_height(theme) + strip_h
    choices_tab = decision_rows > 1 and h - needed < h * CONTENT_SHARE
    if choices_tab:
        decision_rows = 0
    decision = pygame.Rect(
        theme.px(10),
        top_h + theme.px(6),
        w - theme.px(20),
        hint_h + max(0, decision_rows) * decision_row_height(theme) - theme.px(6),
    )
    strip = pygame.Rect(0, decision.bottom + theme.px(6), w, strip_h)
    content = pygame.Rect(0, strip.bottom, w, max(1, h - strip.bottom))
    side_by_side = w / theme.scale >= SIDE_BY_SIDE_WIDTH
    tabs = [t for t in TAB_LABELS if t != "choices" or choices_tab]
    if side_by_side:  # the map keeps the left of the window, the tabs and their panel the right
        tabs.remove("map")
        panel_w = max(int(w * 0.58), min(w - theme.px(240), theme.px(640)))
        village = pygame.Rect(0, strip.y, w - panel_w, h - strip.y)
        panel = pygame.Rect(village.right, content.y, panel_w, content.height)
        strip = pygame.Rect(panel.x, strip.y, panel.width, strip.height)
    else:  # the map is a tab too (laid out in the same area, drawn only while its tab is shown)
        panel = pygame.Rect(content)
        village = pygame.Rect(content)
    # every panel has the whole panel area: only the tab shown is drawn
    return Regions(
        top,
        village,
        pygame.Rect(panel),
        pygame.Rect(panel),
        pygame.Rect(panel),
        pygame.Rect(panel),
        decision,
        pygame.Rect(panel),
        tabs=tabs,
        tab_strip=strip,
        panel=panel,
    )
