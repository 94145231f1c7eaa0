"""The board's layout: its regions, the tabs of large UI scales, and the Village map's view.

UI scale (issue 8, accessibility: "UI scale 75-200%"): up to 125% every panel is on the table at
once (`table.regions`); above it the panels become tabs shown one at a time (`table.tabbed_regions`),
the tab the current decision needs opened by itself (buying a Drum card shows the markets, placing Qi
the Village board, a Strike the hand).  The Village map zooms about a point and slides at every
scale; in a Solo game a strip beside it is kept for the Nian's panel (`solo_panel`).

This part knows where things go; it draws nothing and takes no decision.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from ...render import table
from ...render.table import TAB_OF_KIND
from ...render.village import VillageRenderer


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
        self.generation = 0  # counts layouts: what was placed for an older one is placed again
        self._moving_on_map = moving_on_map

    def layout(self, size, theme, state, decision_rows: int, solo: bool, players: int) -> None:
        """Place everything for a window of `size` (`decision_rows`: rows of decision buttons the
        tabbed layout's strip must hold)."""
        self.generation += 1
        self.regions = table.regions(size, theme, decision_rows)
        if self.regions.tabbed:
            v = self.regions.village
            chips = theme.px(66) if players > 1 else 0  # the others' chips at its foot
            area = pygame.Rect(
                v.x + theme.px(12), v.y + theme.px(8), v.width - theme.px(24), v.height - chips
            )
            area.height -= theme.px(16)
        else:
            area = self.regions.village.inflate(-theme.px(30), -theme.px(100))
            area.y += theme.px(30)
        self.nian_width = 0
        if solo:  # Solo: the Nian's panel has a strip of its own
            self.nian_width = min(theme.px(290), area.width // 3)
            area.width -= self.nian_width
        self.map.layout(area, state.village)

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
