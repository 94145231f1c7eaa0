"""The board's layout: its regions, the tabs of large UI scales, and the Village map's view.

UI scale (issue 8, accessibility: "UI scale 75-200%"): up to 125% every panel is on the table at
once (`table.regions`); above it the panels become tabs shown one at a time (`table.tabbed_regions`),
the tab the current decision needs opened by itself (buying a Drum card shows the markets, placing Qi
the Village board, a Strike the hand).  The Village map zooms about a point and slides at every
scale; in a Solo game a strip beside it is kept for the Nian's panel (`solo_panel`).  The map takes
the whole height of its region under the decision's buttons, and grows past the other players'
chips and the zoom buttons where they leave it room, never under them (`fit_beside`, issue 42:
"the map takes the largest share of the window").

This part knows where things go; it draws nothing and takes no decision.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...render import table
from ...render.opponents import chip_rects
from ...render.table import TAB_OF_KIND
from ...render.village import VillageRenderer

#: The zoom buttons' corner of the map in the tabbed layout (`bars.arrange_zoom`), design px.
ZOOM_BAR_W = 150


class BoardLayout:
    """Regions, tabs and the map's view for one board."""

    def __init__(self, moving_on_map: Callable[[], bool]) -> None:
        self.regions: table.Regions | None = None
        self.map = VillageRenderer()  # the Village map's geometry, zoom and pan (and its drawing)
        self.tab = ""  # the panel shown in the tabbed layout
        self.tab_before_log = ""
        self.show_log = False  # (every panel shown) the log in place of the right column
        self.log_scroll = 0  # log lines scrolled back from the newest
        self.nian_width = 0  # Solo: the width of the Nian's panel beside the map
        self.decision_rows = 1  # (every panel shown) the rows of decision buttons above the map
        self.generation = 0  # counts layouts: what was placed for an older one is placed again
        self._moving_on_map = moving_on_map

    def layout(self, size, theme, state, decision_rows: int, solo: bool, players: int) -> None:
        """Place everything for a window of `size` (`decision_rows`: rows of decision buttons the
        tabbed layout's strip must hold, or, every panel shown, the map must stay below)."""
        self.generation += 1
        self.regions = table.regions(size, theme, decision_rows)
        v = self.regions.village
        margin = theme.px(8)
        self.decision_rows = max(1, decision_rows)
        if self.regions.tabbed:
            top = v.y + margin
        else:  # under the decision's hint and its rows of buttons
            top = self.regions.decision.y + decision_height(theme, self.decision_rows) + margin
        area = pygame.Rect(v.x + margin, top, v.width - 2 * margin, v.bottom - margin - top)
        self.nian_width = 0
        if solo:  # Solo: the Nian's panel has a strip of its own
            self.nian_width = min(theme.px(290), area.width // 3)
            area.width -= self.nian_width + margin
        avoid = [chips_rect(theme, v, players - 1)] if players > 1 else []
        if self.regions.tabbed:  # the zoom buttons in the map's top right corner
            corner = pygame.Rect(0, 0, theme.px(ZOOM_BAR_W), theme.px(46))
            avoid.append(corner.move(v.right - corner.width, v.y))
        self.map.keep_clear = list(avoid)
        if solo:  # the strip of the Nian's panel
            strip = pygame.Rect(area.right, v.y, v.right - area.right, v.height)
            self.map.keep_clear.append(strip)
        self.map.layout(area, state.village, bounds=v)
        fit_beside(self.map, area, avoid)

    # --- tabs ---------------------------------------------------------------------------------------

    @property
    def tabbed(self) -> bool:
        return self.regions is not None and self.regions.tabbed

    @property
    def tabs(self) -> list[str]:
        return self.regions.tabs if self.regions is not None else []

    def shown_tab(self) -> str:
        """The panel on show in the tabbed layout ('' when every panel is shown); the map while a
        Lion leaps or a monster drops onto it."""
        if not self.tabbed:
            return ""
        if "map" in self.regions.tabs and self._moving_on_map():
            return "map"
        return self.tab

    def map_shown(self) -> bool:
        return not self.tabbed or "map" not in self.regions.tabs or self.shown_tab() == "map"

    def tab_of(self, key: tuple) -> str:
        """The tab showing target `key` ('' when it is on screen, or has no tab)."""
        if not self.tabbed:
            return ""
        tab = TAB_OF_KIND.get(key[0], "")
        if key[0] == "played":
            tab = "log" if key[1] < 0 else "player"
        return tab if tab in self.regions.tabs else ""

    def key_hidden(self, key: tuple) -> bool:
        tab = self.tab_of(key)
        return bool(tab) and tab != self.shown_tab()

    def show_tab(self, tab: str) -> None:
        if self.tabbed and tab in self.regions.tabs and tab != self.tab:
            if tab == "log":
                self.tab_before_log = self.tab
            self.tab = tab

    def keep_tab(self, wanted: str) -> None:
        """After a layout: the tab shown stays if it still exists, else `wanted` or the first."""
        if self.tabbed and self.tab not in self.regions.tabs:
            self.tab = wanted or self.regions.tabs[0]

    def step_tab(self, step: int) -> None:
        tabs = self.regions.tabs
        self.show_tab(
            tabs[(tabs.index(self.tab) + step) % len(tabs)] if self.tab in tabs else tabs[0]
        )

    def tab_for_decision(self, choices, held_card: int = -1, selected_motif: int = -1) -> str:
        """The tab the current decision is taken on: a Strike in the hand, a purchase in the markets,
        Qi on the Village board, a Leap on the map ('' when it needs none in particular)."""
        if choices is None or not self.tabbed:
            return ""
        placed = [key for key in choices.clicks if self.tab_of(key)]
        if "choices" in self.regions.tabs and not (placed or choices.drags or choices.motifs):
            wanted = ["choices"]  # nothing to click on the table: the buttons are the decision
        elif held_card >= 0 or selected_motif in choices.motifs:
            wanted = ["player"]  # a card taken up goes to a Lion; a Motif onto a Lion's track
        elif choices.drags:
            wanted = ["hand"]
        elif choices.motifs:
            wanted = ["markets"]
        else:
            wanted = [self.tab_of(key) for key in choices.clicks if key[0] != "item"]
        wanted = [t for t in wanted if t]
        return wanted[0] if wanted else ""

    def toggle_log(self, back_to: str = "") -> None:
        """L: the log instead of the right column; in the tabbed layout the Log tab, and again back
        to the tab before it (or `back_to`)."""
        if self.tabbed:
            if self.tab == "log":
                self.tab = self.tab_before_log or back_to or self.regions.tabs[0]
            else:
                self.show_tab("log")
            return
        self.show_log = not self.show_log

    def log_shown(self) -> bool:
        return self.show_log or self.shown_tab() == "log"

    def scroll_log(self, lines: int) -> None:
        self.log_scroll = max(0, self.log_scroll + lines)

    # --- the map's view -----------------------------------------------------------------------------

    def zoom(self, steps: int, pos=None) -> None:
        """Zoom the map about `pos` (default: the middle of the map), showing its tab first."""
        if self.regions is None:
            return
        if not self.map_shown():
            self.show_tab("map")
        self.map.zoom_at(pos or self.regions.village.center, steps)

    def whole_map(self) -> None:
        self.show_tab("map")
        self.map.reset_view()

    def on_map(self, pos) -> bool:
        return (
            self.regions is not None and self.map_shown() and self.regions.village.collidepoint(pos)
        )

    def pan_step(self, dx: int, dy: int) -> bool:
        """Slide a zoomed-in map a sixth of its width or height; whether it could."""
        if self.regions is None or not self.map_shown() or not self.map.zoomed:
            return False
        v = self.regions.village
        self.map.pan_by(dx * v.width / 6, dy * v.height / 6)
        return True

    def map_clip(self) -> pygame.Rect | None:
        """The rectangle the map's drawing stays inside (its region), None before a layout."""
        return self.regions.village if self.regions is not None else None

    def view_key(self) -> tuple:
        """What the map's view is now (zoom and pan), for caches of what depends on it."""
        return (self.map.size, self.map.origin)


def decision_height(theme, rows: int) -> int:
    """How far down from the decision strip's top its hint and `rows` rows of buttons reach
    (`bars.place_decision_buttons`; a label on two lines counts as a row of its own, taller than
    its second line): the map keeps below it (issue 42, "nothing on the map hidden")."""
    hint = theme.font(13).get_linesize() + theme.px(4)
    return hint + rows * theme.px(30) + (rows - 1) * theme.px(6)


def chips_rect(theme, village: pygame.Rect, others: int) -> pygame.Rect:
    """Where the other players' chips stand at the foot of the map (`opponents.chip_rects`), with
    a little room."""
    chips = chip_rects(theme, village, others)
    if not chips:
        return pygame.Rect(village.x, village.bottom, 0, 0)
    return chips[0].unionall(chips[1:]).inflate(theme.px(8), theme.px(8))


def fit_beside(renderer, area: pygame.Rect, avoid: list[pygame.Rect]) -> None:
    """Issue 42 ("the map takes the largest share of the window"): the map fitted in `area`, as
    large as it can be with no tile under what is drawn over it (`avoid`: the chips at its foot,
    the zoom buttons in its corner).  Tried: the whole area, then its foot or its head given up
    an eighth at a time (down to the height between them), each centred or slid right or left
    clear of them; the largest map that touches none of them is kept."""
    if not _hits(renderer, avoid):
        return
    foot = min([r.top for r in avoid if r.bottom >= area.bottom] or [area.bottom])
    head = max([r.bottom for r in avoid if r.top <= area.top] or [area.top])
    rects = []
    for k in range(1, 9):
        bottom = area.bottom - (area.bottom - foot) * k // 8
        top = area.top + (head - area.top) * k // 8
        rects += [(area.top, bottom), (top, area.bottom), (top, bottom)]
    best = None
    for top, bottom in rects:
        rect = pygame.Rect(area.x, top, area.width, max(1, bottom - top))
        renderer.layout(rect, renderer.village, bounds=renderer.bounds)
        if best is not None and renderer.size <= best[1]:
            continue
        foot_print = renderer.footprint()
        for dx in (0, area.right - foot_print.right, area.left - foot_print.left):
            renderer.shift(dx, 0)
            if not _hits(renderer, avoid):
                best = (rect, renderer.size, dx)
                break
            renderer.shift(-dx, 0)
    if best is None:  # (between the chips and the corner: clear of both)
        top, bottom = rects[-1]
        best = (pygame.Rect(area.x, top, area.width, max(1, bottom - top)), 0, 0)
    rect, _size, dx = best
    renderer.layout(rect, renderer.village, bounds=renderer.bounds)
    renderer.shift(dx, 0)


def _hits(renderer, avoid: list[pygame.Rect]) -> bool:
    boxes = renderer.tile_boxes()
    return any(r.width and r.collidelist(boxes) >= 0 for r in avoid)
