"""The board scene: the tabletop where a hot-seat game is played, put together from its parts.

Everything shown comes from the view of the seat whose turn it is (hot-seat privacy: another
player's hand never appears; a hand-off screen comes between two people's decisions).  The parts,
each with one job (see the package's docstring): the turn flow (`turns`), what a press means
(`intents`), the mouse and keys (`pointer`), the layout, tabs and map view (`layout`), where things
are (`hits`), the cached panels (`panels`), the strips of buttons (`bars`), what is lit
(`highlights`) and the Nian's panel (`solo_panel`).  This module wires them: it arranges the screen
for the current state (`arrange`: the buttons and click targets, drawn again only when something
they show changed), forwards input, advances time and draws the arrangement.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.core.solo import is_solo
from game.i18n import _
from game.session.match import Match
from game.text.names import SHORT_NAMES, seat_name
from game.text.tooltips import lines_for

from ... import theme as T
from ...animation import Animator
from ...keyboard import BoardKeys
from ...net_play import is_remote
from ...render import table as table_regions
from ...render.cards import draw_drum_card
from ...render.targets import Targets
from ...render.village import ms_to_next_phase, pulse_phase
from ...scene import Scene, make, register
from ...widgets import Button, draw_tooltip
from . import bars, highlights, network
from .hits import Hits
from .intents import Intents
from .layout import BoardLayout
from .magnifier import Magnifier
from .map_layer import PULSE_STEPS, MapLayer
from .panels import PanelInputs, TablePanels
from .pointer import Pointer
from .solo_panel import SoloPanel, campaign_chapter, nian_lines
from .turns import TurnFlow


@dataclass
class Arrangement:
    """The screen as the current state and layout place it: its buttons, what glows, and every
    click target (front-most last)."""

    key: tuple
    targets: Targets
    bar: list[Button] = field(default_factory=list)
    tabs: list[Button] = field(default_factory=list)
    zoom: list[Button] = field(default_factory=list)
    decision: list[Button] = field(default_factory=list)
    tile_glow: dict = field(default_factory=dict)
    labels: dict = field(default_factory=dict)  # the map's badges (a Leap's step costs)


class BoardStage:
    """What the animator may know of the board (`game.ui.animation.Stage`): where things are, who
    is watching, the speed, the map."""

    def __init__(self, board: BoardScene) -> None:
        self._board = board

    @property
    def theme(self):
        return self._board.theme

    @property
    def speed(self) -> float:
        return self._board.app.settings.animation_speed

    @property
    def sounds(self):
        return getattr(self._board.app, "sound", None)

    @property
    def viewer(self) -> int:
        return self._board.turns.viewer

    @property
    def public(self) -> bool:
        return self._board.turns.public

    @property
    def catalogue(self):
        return self._board.match.game.state.catalogue

    @property
    def map(self):
        return self._board.table.map

    def map_clip(self) -> pygame.Rect | None:
        """The map's region while it is zoomed (its pieces stay inside), else None."""
        t = self._board.table
        return t.map_clip() if t.map.zoomed else None

    def map_shown(self) -> bool:
        return self._board.table.map_shown()

    def hand_rect(self) -> pygame.Rect | None:
        r = self._board.table.regions
        return r.hand if r is not None else None


@register("board")
class BoardScene(Scene):
    max_ui_scale = 2.0  # above 125% the panels become tabs (issue 8: the UI scale goes to 200%)
    keyboard_focus = False  # its own keyboard focus (game.ui.keyboard.BoardKeys)

    def __init__(self, app, match: Match, viewer: int = -1) -> None:
        super().__init__(app)
        self.match = match
        self.animator = Animator(BoardStage(self))
        self.table = BoardLayout(self.animator.moving_on_map)
        self.turns = TurnFlow(self, viewer)
        self.intents = Intents(self)
        self.pointer = Pointer(self)
        self.hits = Hits(self)
        self.panels = TablePanels()
        self.map_layer = MapLayer()
        self.magnifier = Magnifier()  # cards and the Village board enlarged on hover
        self.top_bar = bars.TopBar()
        self.solo = SoloPanel()
        self.chapter = campaign_chapter(match.config.layout) if is_solo(match.game.state) else None
        self.keys = BoardKeys()  # Tab / Enter focus: the whole game without a mouse
        self.tutorial = None  # the guided first game's overlay (`game.ui.tutorial`), if any
        self.message = ""
        self.message_time = 0.0
        self.message_good = False  # the notice is good news (drawn in green, not red)
        self._arranged: Arrangement | None = None
        self._pulsing = True
        # issue 44: a network game's presence, banner and chat (None for a game at this computer)
        self.net = network.NetPanel(self) if is_remote(match) else None

    @property
    def paints_window(self) -> bool:
        """Its panels' picture covers the window (`App.step` need not clear it first)."""
        return self.table.regions is not None

    # --- lifecycle ---------------------------------------------------------------------------------

    def enter(self) -> None:
        self.turns.next_decision()

    def resume(self) -> None:
        self.turns.next_decision()

    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        theme = self.theme
        if table_regions.tabbed(theme):
            rows = bars.decision_rows(self, size[0] - theme.px(20), self._on_table)
        else:  # every panel shown: the map keeps below the decision's rows of buttons (issue 42)
            rows = self._decision_rows(table_regions.regions(size, theme).decision)
        st = self.match.game.state
        players = len(self.match.seats)
        self.table.layout(size, theme, st, rows, is_solo(st), players)
        t = self.table
        t.keep_tab(
            t.tab_for_decision(
                self.turns.choices, self.intents.held_card, self.intents.selected_motif
            )
        )
        self._arranged = None

    def _decision_rows(self, strip: pygame.Rect) -> int:
        """The rows of buttons the current decision takes in the decision `strip` (at least one)."""
        return max(1, bars.decision_rows(self, strip.width, self._on_table))

    def decision_changed(self, new: bool = False) -> None:
        """The decision at hand changed: arranged again; a new one may lay the table out again (a
        new Village, or the tabbed strip fitting its buttons) and open the tab it is taken on."""
        self._arranged = None
        if not new:
            return
        st = self.match.game.state
        if (len(st.village) and self.table.map.village is not st.village) or self.table.tabbed:
            self.layout(self.app.screen.get_size())
        if self.table.tabbed:
            self.auto_tab()

    def auto_tab(self) -> None:
        tab = self.table.tab_for_decision(
            self.turns.choices, self.intents.held_card, self.intents.selected_motif
        )
        if tab:
            self.table.show_tab(tab)

    # --- the arrangement -----------------------------------------------------------------------------

    def _on_table(self, key) -> bool:
        return self.panels.targets.rect_of(key) is not None

    def _panel_inputs(self, glow: dict) -> PanelInputs:
        t, turns = self.table, self.turns
        return PanelInputs(
            revision=self.match.revision,
            generation=t.generation,
            size=self.app.screen.get_size(),
            viewer=turns.viewer,
            public=turns.public,
            shown=t.shown_tab(),
            show_log=t.show_log,
            map_shown=t.map_shown(),
            log_scroll=t.log_scroll,
            log_len=len(self.match.log),
            glow=frozenset(glow.items()),
            hidden_card=self.intents.drag_card,
            labels=tuple(sorted(self.seat_labels().items())),
        )

    def glow(self) -> dict:
        """What glows on the table now (`highlights.glow`)."""
        turns, intents = self.turns, self.intents
        sent = getattr(self.match, "awaiting", False)  # issue 44: greyed until the host answers
        ch = turns.choices if not self.animator.busy and not sent else None
        lit = highlights.glow(
            turns.lit, turns.lit_seat == turns.viewer, ch, intents.selected_motif, intents.held()
        )
        if intents.held_card >= 0 and turns.choices is not None:  # taken up from the keyboard
            lit[("hand", intents.held_card)] = T.HIGHLIGHT
        return lit

    def arrange(self, relayout: bool = True) -> Arrangement:
        """The screen placed for the current state and layout; made again only when something it
        depends on changed (the panels' pictures too, `TablePanels.refresh`).  Every panel shown,
        a decision with more (or fewer) rows of buttons than the map was laid out below lays the
        table out again (`relayout`), so no button comes down over a tile."""
        if self.table.regions is None:
            return Arrangement((), Targets())
        glow = self.glow()
        inputs = self._panel_inputs(glow)
        turns = self.turns
        guide = self.tutorial.active if self.tutorial is not None else None
        key = (
            inputs,
            id(turns.choices),
            turns.computer_turn,
            self.animator.busy,
            self.table.view_key(),
            guide,
            self.table.tab,
            None if self.net is None else (self.net.chat_label(), self.match.awaiting),
        )
        if self._arranged is not None and self._arranged.key == key:
            return self._arranged
        theme, t = self.theme, self.table
        view = turns.view()
        self.panels.refresh(inputs, theme, t.regions, view, self.match.log, dict(inputs.labels))
        ch = turns.choices
        labels = ch.labels if ch is not None and not self.animator.busy else {}
        targets = Targets()
        if t.map_shown():
            v = t.regions.village
            for tile, rect in t.map.badge_rects(theme, labels, view).items():
                if v.contains(rect) or not t.map.zoomed:
                    targets.add(rect, ("tile", tile))
        targets.items += self.panels.chip_targets.items + self.panels.targets.items
        a = Arrangement(
            key,
            targets,
            bar=bars.arrange_bar(self),
            tabs=bars.arrange_tabs(self),
            zoom=bars.arrange_zoom(self),
            tile_glow=highlights.tile_glow(glow, ch, view, turns.viewer),
            labels=labels,
        )
        self._arranged = a  # (the decision's buttons ask `_on_table`, which reads the panels)
        a.decision = bars.arrange_decision(self, self._on_table)
        if relayout and not t.tabbed and self._decision_rows(t.regions.decision) != t.decision_rows:
            # (more or fewer rows than the map was laid out below)
            self.layout(self.app.screen.get_size())
            return self.arrange(relayout=False)
        self.solo.rect = pygame.Rect(0, 0, 0, 0)
        if t.map_shown() and is_solo(self.match.game.state):
            lines = self.nian_lines()
            above = [b.rect for b in a.decision]
            self.solo.place(theme, t.regions.village, t.nian_width, lines, above)
            targets.add(self.solo.rect, ("nian",))  # its hover explains the loss clock
        return a

    # --- the parts' buttons --------------------------------------------------------------------------

    @property
    def buttons(self) -> list[Button]:
        """The decision's buttons (in the order the keys 1-9 press them)."""
        return self.arrange().decision

    def bar_buttons(self) -> list[Button]:
        """The top bar's buttons and the tabs."""
        a = self.arrange()
        return a.bar + a.tabs

    def tab_buttons(self) -> list[Button]:
        return self.arrange().tabs

    def zoom_buttons(self) -> list[Button]:
        return self.arrange().zoom

    def all_buttons(self) -> list[Button]:
        a = self.arrange()
        return a.decision + a.bar + a.tabs + a.zoom

    def tab_button(self, tab: str) -> Button | None:
        return next((b for b in self.tab_buttons() if b.action == ("tab", tab)), None)

    def click_tab(self, tab: str) -> None:
        t = self.table
        if tab == "log" or t.tab == "log":
            if tab != t.tab:
                self.toggle_log() if tab == "log" else t.show_tab(tab)
            return
        t.show_tab(tab)

    def toggle_log(self) -> None:
        t = self.table
        t.toggle_log(
            t.tab_for_decision(
                self.turns.choices, self.intents.held_card, self.intents.selected_motif
            )
        )

    def open_pause(self) -> None:
        self.app.push(make("pause", self.app, self.match))

    def say(self, text: str, seconds: float = 3.0, good: bool = False) -> None:
        """A notice at the foot of the map for `seconds`: a refusal or a loss in red, news that is
        `good` (a battle won) in green."""
        self.message = text
        self.message_time = seconds
        self.message_good = good

    def seat_labels(self, short: bool = True) -> dict[int, str]:
        """The computer seats' names as the table shows them: "Azure · Strong" on a chip, in
        full ("Azure (Strong computer)") elsewhere."""
        out = {}
        for s, kind in enumerate(self.match.seats):
            if kind != "human":
                out[s] = self.match.seat_label(s)
                if short and kind in SHORT_NAMES:
                    out[s] = f"{seat_name(s)} · {_(SHORT_NAMES[kind])}"
        return out

    # --- what the parts know, for the screens around the board and tests ----------------------------

    @property
    def choices(self):
        return self.turns.choices

    @property
    def viewer(self) -> int:
        return self.turns.viewer

    @property
    def public(self) -> bool:
        return self.turns.public

    @property
    def view(self):
        return self.turns.view()

    @property
    def regions(self):
        return self.table.regions

    @property
    def renderer(self):
        return self.table.map

    @property
    def targets(self) -> Targets:
        return self.hits.targets()

    @property
    def tabbed(self) -> bool:
        return self.table.tabbed

    @property
    def tab(self) -> str:
        return self.table.tab

    def shown_tab(self) -> str:
        return self.table.shown_tab()

    def show_tab(self, tab: str) -> None:
        self.table.show_tab(tab)

    def tab_of(self, key: tuple) -> str:
        return self.table.tab_of(key)

    def tooltip_lines(self, view, key: tuple, viewer: int) -> list[str]:
        """The hover text of `key`, written from the seat's view; the Nian's from the whole state,
        as its panel is: the Fear cards left in the Fear deck are public, but the seat's view blanks
        the deck's cards, and with them which are the Nian forms waiting in it."""
        if key[0] == "nian":
            view = self.match.game.state
        return lines_for(view, key, viewer)

    def nian_lines(self):
        """Solo: the Nian's panel's lines now (`solo_panel.nian_lines`)."""
        st = self.match.game.state
        return nian_lines(st, self.match.config.difficulty, self.chapter, self.turns.nian_card)

    def take(self, action, confirmed: bool = False) -> None:
        self.turns.take(action, confirmed)

    def recall_last_moves(self) -> None:
        self.turns.recall_last_moves()

    # --- input, time ---------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.net is not None and self.net.handle_event(event):
            return True
        return self.pointer.handle_event(event)

    def update(self, dt: float) -> None:
        self.turns.clock += dt
        if self.tutorial is not None:
            self.tutorial.update(self, dt)
        if not self.turns.advance():
            return
        self.animator.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
        self.pointer.update(dt)

    def busy(self) -> bool:
        """Whether the board needs frames now (issue 41, item 3): something plays or floats, a
        computer thinks or waits for its pace, the screen waits to turn, a guard or a hurry is
        counting down, a card or the map is dragged, a message or a tooltip is timing, or the
        tutorial's pointer bobs.  Otherwise the app waits for input (drawing `pulsing` cues at a
        slower rate)."""
        return (
            self.animator.busy
            or bool(self.animator.floaters)
            or self.turns.busy()
            or self.pointer.busy()
            or self.message_time > 0
            or self.tutorial is not None
            or (self.net is not None and self.net.busy())
        )

    def pulsing(self) -> bool:
        """Lit tiles pulse on the map shown (drawn at the app's slower pulse rate when nothing
        else moves)."""
        return self._pulsing

    def pulse_rects(self) -> list[pygame.Rect]:
        """The halos of the lit tiles on the map shown: the only pixels a pulse changes (nothing
        is ever drawn over the map's halos but what stays still: chips, panels, buttons)."""
        if not self._pulsing or self.table.regions is None:
            return []
        return [h.clip(self.table.regions.village) for h in self._halos()]

    def pulse_phase(self) -> int:
        return pulse_phase(PULSE_STEPS)

    def _halos(self) -> list[pygame.Rect]:
        a = self.arrange()
        return [self.table.map.glow_rect(t, c) for t, c in a.tile_glow.items() if c]

    def pulse_wait_ms(self) -> int:
        """The map keeps one picture per phase of the pulse: nothing changes before the next."""
        return ms_to_next_phase(PULSE_STEPS)

    # --- drawing ---------------------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        t = self.table
        if t.regions is None:
            return
        a = self.arrange()
        theme, turns, intents, pointer = self.theme, self.turns, self.intents, self.pointer
        st = turns.view()
        ch = turns.choices
        self.panels.blit_layer(surface)  # the table and its panels, drawn when they change
        self._pulsing = t.map_shown() and any(a.tile_glow.values())
        hover = pointer.hover
        hover_tile = hover[1] if hover and hover[0] == "tile" else -1
        if t.map_shown():
            path = ch.paths.get(hover_tile) if ch is not None and not self.animator.busy else None
            hidden = self.animator.hidden_lions()
            falling = self.animator.hidden_monster_tiles()
            key = (
                self.match.revision,
                turns.viewer,
                turns.public,
                t.generation,
                t.view_key(),
                tuple(t.regions.village),
                self.panels.inputs.shown if self.panels.inputs else "",
                frozenset(a.tile_glow.items()),
                tuple(sorted(a.labels.items())),
                hover_tile,
                tuple(path or ()),
                frozenset(hidden),
                frozenset(falling),
            )

            def draw_map(target, pulse):
                t.map.draw(
                    target,
                    theme,
                    st,
                    a.tile_glow,
                    a.labels,
                    path,
                    hidden=hidden,
                    hidden_monsters=falling,
                    hover=hover_tile,
                    pulse=pulse,
                )

            halos = self._halos() if self._pulsing else []
            self.map_layer.draw(surface, t.regions.village, key, halos, draw_map)
            self.panels.blit_chips(surface)
        self.animator.draw_pieces(surface)
        self.top_bar.draw(surface, self, a.bar)
        bars.draw_tabs(surface, self, a.tabs)
        bars.draw_buttons(surface, theme, a.zoom, pointer.mouse)
        bars.draw_decision(surface, self, a.decision, self.top_bar.said_below)
        if self.net is not None:
            self.net.draw(surface)
        self.solo.draw(surface, theme)
        if self.tutorial is not None:  # under a dragged card, the messages and the tooltips
            self.tutorial.draw(self, surface)
        if intents.drag_card >= 0:
            w = theme.px(110)
            rect = pygame.Rect(0, 0, w, int(w * 1.4))
            rect.center = intents.drag_pos
            draw_drum_card(surface, theme, st.catalogue, intents.drag_card, rect, glow=T.HIGHLIGHT)
        if self.message_time > 0 and self.message:
            bars.draw_message(surface, self, self.message, self.message_good)
        if (
            pointer.tooltip_due()
            and intents.drag_card < 0
            and not self.magnifier.draw(surface, self, hover, st)
        ):
            lines = self.tooltip_lines(st, hover, turns.viewer)
            full = self.seat_labels(short=False)
            if hover[0] == "opponent" and hover[1] in full:
                lines = [full[hover[1]], *lines[1:]]  # its name, and that it is a computer
            draw_tooltip(surface, theme, lines, pointer.mouse)
        bars.draw_zoom_tooltip(surface, self, a.zoom)
        bars.draw_undo_tooltip(surface, self, a.bar)
        if self.top_bar.cut:  # the whole prompt, where the top bar cut it short
            draw_tooltip(surface, theme, [self.top_bar.cut], pointer.mouse)
        self.keys.draw(self, surface, st, self.tooltip_lines)
