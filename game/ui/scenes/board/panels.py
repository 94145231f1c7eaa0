"""The board's panels, kept as pictures: drawn again only when what they show changes (issue 41).

The Village board, the markets, the seat's area and hand (a computer's hand face down), the log, and
the other players' chips at the foot of the map are drawn into cached surfaces together with the
click targets they place (`Targets`).  What they show is a `PanelInputs`: the layout, the state
(by the match's `revision`), whose eyes, what glows, the card being dragged, the tab or log shown.
A frame with the same inputs blits the pictures; a new decision, a glow, a tab or a new layout
draws them again.  So a click hits what is on the table now, worked out from the layout and the
state, never from whatever the last frame happened to draw.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ... import theme as T
from ...render import hand as hand_view
from ...render import markets, opponents, player_area, village_board
from ...render.targets import Targets
from ...widgets import draw_text, panel, wrap


@dataclass(frozen=True)
class PanelInputs:
    """Everything the panels' pictures depend on (equal inputs: the same pictures)."""

    revision: int  # the match's revision: the state shown
    generation: int  # the layout's generation: regions, UI scale, language, palette
    size: tuple[int, int]
    viewer: int
    public: bool  # a computer's area on show: its hand face down
    shown: str  # the tab on show ('' with every panel shown)
    show_log: bool
    map_shown: bool
    log_scroll: int
    log_len: int
    glow: frozenset
    hidden_card: int  # the Drum card being dragged (its place in the hand left empty)
    labels: tuple  # the computer seats' names on their chips


def _plain(value):
    """A hashable copy of a state value (lists become tuples)."""
    if isinstance(value, list | tuple):
        return tuple(_plain(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _plain(v)) for k, v in value.items()))
    return value


def _player_key(st, seat: int) -> tuple:
    return _plain(st.players[seat].to_dict()) if 0 <= seat < len(st.players) else ()


#: What a seat's area does not show: where its Lions stand (the map does) and its cards in hand
#: and piles (the hand does).
NOT_IN_AREA = {"lion_tile", "hand", "deck", "discard", "exiled"}


def _area_key(st, seat: int) -> tuple:
    """What a seat's area shows of it."""
    if not 0 <= seat < len(st.players):
        return ()
    data = st.players[seat].to_dict()
    return _plain({k: v for k, v in data.items() if k not in NOT_IN_AREA})


def _hand_key(st, seat: int) -> tuple:
    """What the hand shows: its cards, and the piles under it (as the view has them)."""
    if not 0 <= seat < len(st.players):
        return ()
    p = st.players[seat]
    return (_plain(p.hand), _plain(p.deck), _plain(p.discard), _plain(p.exiled))


def _glow_of(glow: dict, kinds: set[str]) -> frozenset:
    return frozenset((k, v) for k, v in glow.items() if k[0] in kinds)


#: The kinds of target each panel lights (its key holds only these of the glow).
BOARD_KINDS = {"space"}
MARKET_KINDS = {"market", "motif", "slip", "lionrow", "manual", "held"}
AREA_KINDS = {"played", "track", "lion", "amulet", "section", "myslip", "reserve", "resource"}
HAND_KINDS = {"hand"}


@dataclass
class TablePanels:
    """The cached pictures of the panels and the targets they place.

    Each panel is drawn again only when its own key changes: the part of the state it shows, what
    glows on it, and for the whole layer the layout, the tab shown and whose eyes.  Each is drawn
    inside its own region (clipped), so one can be drawn again without touching the others.
    `tests/ui/test_board_panels.py` plays whole games checking that the kept picture is always
    what a fresh drawing would show."""

    layer: pygame.Surface | None = None  # the table with every panel on it (opaque)
    chips: pygame.Surface | None = None  # the other players' chips (over the map)
    chips_area: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    targets: Targets = field(default_factory=Targets)  # the panels'
    chip_targets: Targets = field(default_factory=Targets)  # the chips' (under the panels')
    inputs: PanelInputs | None = None
    draws: int = 0  # how many panels were drawn (a benchmark and tests read it)
    _frame: tuple = ()  # what the whole layer was drawn for
    _keys: dict = field(default_factory=dict)  # each panel's key when it was last drawn
    _placed: dict = field(default_factory=dict)  # each panel's targets
    _chips_origin: tuple[int, int] = (0, 0)

    def refresh(self, inputs: PanelInputs, theme, regions, state, log, labels) -> bool:
        """Draw again the panels whose keys changed; whether any was."""
        if inputs == self.inputs and self.layer is not None:
            return False
        self.inputs = inputs
        frame = (
            inputs.generation,
            inputs.size,
            inputs.shown,
            inputs.show_log,
            inputs.viewer,
            inputs.public,
        )
        if frame != self._frame or self.layer is None:
            self._frame = frame
            if self.layer is None or self.layer.get_size() != inputs.size:
                self.layer = pygame.Surface(inputs.size)
            self.layer.fill(T.TABLE)
            self._keys.clear()
            self._placed.clear()
        glow = dict(inputs.glow)
        drawn = False
        shown = self._panels(theme, regions, state, log, glow, inputs)
        for name, rect, key, draw in shown:
            if self._keys.get(name) == key:
                continue
            drawn = True
            self.draws += 1
            self.layer.fill(T.TABLE, rect)
            clip = self.layer.get_clip()
            self.layer.set_clip(rect)
            placed = Targets()
            draw(self.layer, placed)
            self.layer.set_clip(clip)
            self._keys[name] = key
            self._placed[name] = placed
        self.targets = Targets([item for name, *_ in shown for item in self._placed[name].items])
        chips_key = ("chips", inputs.map_shown, inputs.viewer, inputs.labels, inputs.generation)
        chips_key += tuple(_player_key(state, s) for s in range(len(state.players)))
        if self._keys.get("chips") != chips_key:
            self._keys["chips"] = chips_key
            self._draw_chips(theme, regions, state, labels, inputs)
            drawn = True
        return drawn

    def _panels(self, theme, r, st, log, glow, inputs: PanelInputs):
        """(name, region, key, draw(surface, targets)) for each panel on show."""
        seat = inputs.viewer
        spaces = {k[1]: v for k, v in glow.items() if k[0] == "space"}
        board = (
            "board",
            r.board,
            (_plain(st.space_qi), st.n, _glow_of(glow, BOARD_KINDS)),
            lambda s, t: village_board.draw_village_board(s, theme, st, r.board, t, spaces),
        )
        market = (
            "markets",
            r.markets,
            (
                _plain(st.drum_row),
                len(st.drum_deck),
                _plain(st.lion_row),
                len(st.lion_deck),
                st.manual,
                _plain(st.motif_row),
                _plain(st.motif_bag),
                _plain(st.slip_row),
                len(st.slip_supply),
                st.hold_market,
                st.hold_motifs,
                _glow_of(glow, MARKET_KINDS),
            ),
            lambda s, t: markets.draw_markets(s, theme, st, r.markets, t, glow),
        )
        area = (
            "player",
            r.player,
            (_area_key(st, seat), st.manual, inputs.public, _glow_of(glow, AREA_KINDS)),
            lambda s, t: player_area.draw_player_area(
                s, theme, st, seat, r.player, t, glow, computer=inputs.public
            ),
        )
        hand = (
            "hand",
            r.hand,
            (_hand_key(st, seat), inputs.public, inputs.hidden_card, _glow_of(glow, HAND_KINDS)),
            lambda s, t: hand_view.draw_hand(
                s,
                theme,
                st,
                seat,
                r.hand,
                t,
                glow,
                hidden_card=inputs.hidden_card,
                show=not inputs.public,
            ),
        )
        log_panel = (
            "log",
            r.log,
            (inputs.log_len, inputs.log_scroll),
            lambda s, t: draw_log(s, theme, r.log, log, inputs.log_scroll, t),
        )
        if r.tabbed:  # one panel at a time, under its tab
            shown = {"log": log_panel, "board": board, "markets": market, "player": area}
            shown["hand"] = hand
            return [shown[inputs.shown]] if inputs.shown in shown else []
        # the right column (the Village board and markets, or the log); the seat's area and hand
        right = [log_panel] if inputs.show_log else [board, market]
        return [*right, area, hand]

    def blit_layer(self, surface: pygame.Surface) -> None:
        if self.layer is not None:
            surface.blit(self.layer, (0, 0))

    def blit_chips(self, surface: pygame.Surface) -> None:
        if self.chips is not None and self.chips_area.width:
            area = self.chips_area.move(-self._chips_origin[0], -self._chips_origin[1])
            surface.blit(self.chips, self.chips_area.topleft, area)

    def _draw_chips(self, theme, r, st, labels, inputs: PanelInputs) -> None:
        """The other players' chips at the foot of the map, on a transparent picture of their own
        (the map is drawn every frame under them)."""
        self.chips_area = pygame.Rect(0, 0, 0, 0)
        self.chip_targets = Targets()
        if not inputs.map_shown:
            return
        v = r.village
        if self.chips is None or self.chips.get_size() != v.size:
            self.chips = pygame.Surface(v.size, pygame.SRCALPHA)
        self.chips.fill((0, 0, 0, 0))
        self._chips_origin = v.topleft
        placed = Targets()
        opponents.draw_opponents(
            self.chips, theme, st, inputs.viewer, pygame.Rect((0, 0), v.size), placed, labels
        )
        for rect, key in placed.items:
            self.chip_targets.add(rect.move(v.topleft), key)
        if placed.items:
            area = placed.items[0][0].unionall([rect for rect, _ in placed.items])
            self.chips_area = area.inflate(theme.px(8), theme.px(8)).move(v.topleft).clip(v)


def draw_log(surface, theme, rect, lines, scroll: int, targets: Targets) -> None:
    """The game's log, newest at the foot, `scroll` rows back; a line too long for the panel wraps
    (issue 42: no words cut); a line naming cards previews them on hover."""
    panel(surface, rect.inflate(-theme.px(8), -theme.px(8)), fill=(30, 22, 18))
    font = theme.font(12)
    line_h = font.get_linesize()
    inner = rect.inflate(-theme.px(24), -theme.px(24))
    visible = max(1, inner.height // line_h)
    rows: list[tuple] = []  # (entry, its text on one row), newest last; only as many as shown
    for entry in reversed(lines):
        rows[:0] = [(entry, part) for part in wrap(font, entry.text, inner.width)]
        if len(rows) >= visible + scroll:
            break
    end = max(0, len(rows) - scroll)
    y = inner.y
    for entry, text in rows[max(0, end - visible) : end]:
        colour = T.player_colour(entry.seat) if entry.seat >= 0 else T.TEXT_DIM
        r = draw_text(surface, text, font, colour, (inner.x, y))
        for card in entry.cards:
            targets.add(r, ("played", -1, card))
        y += line_h
