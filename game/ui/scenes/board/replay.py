"""The replay view (issue 43, item 2): a played game watched again on the real board.

`ReplayScene` is the board (`BoardScene`: the same panels, map and animations) showing a
`game.session.replay.Replay`'s position, read-only: its turn flow (`ReplayTurns`) takes no decision,
hands the screen to nobody and lets no computer think.  The decision strip holds the replay's
controls — Start, Back, Forward, End, Play / Pause at a chosen speed, the turn and the round before
and after, the score chart, every hand (once the game is over) and "Play on from here" — and above
them where the replay stands.  Keys: Left / Right one decision, Home / End, Space plays or pauses,
Page Up / Page Down the round before / after, Esc leaves.  A step forward plays the decision's
animations; a jump shows the table at once.  The log beside the board is the game's log up to the
position.

Privacy: a finished game has no secrets left, so the deciding seat's hand is shown at each step and
the last position opens every hand and deck; a game still in progress (a save) is watched as the
table sees it, no hand shown.  "Play on from here" starts a new saved game from the position with the
replayed game's seats (people or computers); the record or save watched is never written.
"""

from __future__ import annotations

import pygame

from game.core.solo import is_solo
from game.i18n import _
from game.session.autosave import Autosave
from game.session.computer import COMPUTER_KINDS
from game.session.match import Match
from game.session.replay import Replay
from game.text.names import SHORT_NAMES, seat_name

from ... import theme as T
from ...render import table as table_regions
from ...scene import make, register
from ...widgets import Button, draw_text, draw_tooltip, panel, wrap
from . import bars, highlights
from .pointer import PAN_KEYS
from .replay_panels import Hands, ScoreChart
from .scene import BoardScene, BoardStage
from .turns import TurnFlow

#: the replay's speeds (its Play steps and animations this many times as fast)
SPEEDS = (0.5, 1.0, 2.0, 4.0)
#: the most rows of controls the decision strip takes (every panel shown)
MAX_ROWS = 2
#: the keys that press the controls
KEYS = {
    pygame.K_LEFT: "back",
    pygame.K_RIGHT: "forward",
    pygame.K_HOME: "start",
    pygame.K_END: "end",
    pygame.K_SPACE: "play",
    pygame.K_PAGEUP: "round_back",
    pygame.K_PAGEDOWN: "round_on",
}
#: seconds between two decisions played at speed 1 (after the last one's animations)
STEP_SECONDS = 0.6


class ReplayTurns(TurnFlow):
    """A turn flow that decides nothing: it shows the seat deciding at the replay's position."""

    def __init__(self, board) -> None:
        super().__init__(board, -1)

    @property
    def public(self) -> bool:
        return not self.board.reveal

    def view(self):
        if self.public or self.viewer < 0:
            return self.match.view(-1)
        return self.match.view(self.viewer)

    @property
    def computer_turn(self) -> bool:
        return False

    def next_decision(self) -> None:
        seat = self.match.pending.seat
        if seat >= 0:
            self.viewer = seat
        elif self.viewer < 0:
            self.viewer = 0
        self.choices = None
        self.computer = None
        board = self.board
        board.decision_changed(new=True)
        t = board.table
        if t.tabbed and t.regions is not None and not t.shown_tab():
            t.show_tab(t.regions.tabs[0])  # the map (or the first tab): no decision picks one

    def advance(self) -> bool:
        return True

    def busy(self) -> bool:
        return False

    def guarded(self, event) -> bool:
        return False

    def take(self, action, confirmed: bool = False) -> None:
        """A replay takes no decision."""

    def why_not_undo(self) -> str:
        return _("this is a replay")

    def undo(self) -> None:
        """A replay takes nothing back."""


class ReplayStage(BoardStage):
    """The board's stage, its animations as fast as the replay's speed."""

    @property
    def speed(self) -> float:
        return self._board.app.settings.animation_speed * self._board.speed


@register("replay")
class ReplayScene(BoardScene):
    """The board showing a replay's position, with its controls in the decision strip."""

    def __init__(self, app, replay: Replay, reveal: bool | None = None, position: int = 0) -> None:
        self.replay = replay
        #: every hand is shown (a finished game); a game in progress is watched as the table sees it
        self.reveal = replay.finished if reveal is None else reveal
        self.speed = 1.0
        self.playing = False
        self.wait = 0.0
        self.panel = ""  # "chart", "hands" or "" (the map)
        self.page = 0  # the row of controls shown when they do not all fit (tabbed layout)
        self.chart = ScoreChart()
        self.hands = Hands()
        self._controls: list[Button] = []
        self.play_on_match: Match | None = None  # the game "Play on from here" started
        self.new_seats = list(replay.seats)  # who plays each seat then (the replayed game's)
        replay.go(position)
        pos = replay.at()
        match = Match(
            replay.config, seats=list(replay.seats), game=pos.game, chapter=replay.chapter
        )
        match.log, match.events, match.last_events = pos.log, pos.events, pos.last_events
        super().__init__(app, match)
        self.turns = ReplayTurns(self)
        self.animator.stage = ReplayStage(self)

    # --- lifecycle -----------------------------------------------------------------------------------

    def enter(self) -> None:
        self.turns.next_decision()
        self.turns.recall_last_moves()

    def resume(self) -> None:
        self.decision_changed(new=True)

    def open_pause(self) -> None:
        """Esc and the top bar's Back: leave the replay."""
        self.app.pop()

    # --- moving ----------------------------------------------------------------------------------------

    def show(self, k: int, animate: bool = False) -> None:
        """Put position `k` on the board: one step forward plays its decision's animations, a jump
        shows the table at once."""
        self.animator.skip()
        match, replay = self.match, self.replay
        before = match.game.state.copy()
        points = self.hits.snapshot() if animate else None
        replay.go(k)
        pos = replay.at()
        match.game = pos.game
        match.log, match.events, match.last_events = pos.log, pos.events, pos.last_events
        match.revision += 1
        self.table.log_scroll = 0
        if animate and pos.last_events:
            self.animator.queue(before, pos.last_events, points.point)
            self.turns.lit = highlights.lit_by(
                pos.last_events, list(before.drum_row), list(match.game.state.drum_row)
            )
        else:
            self.turns.recall_last_moves()
        self.turns.next_decision()
        if replay.at_end:
            self.playing = False
            if self.reveal:
                self.panel = "hands"
        elif self.panel == "hands":
            self.panel = ""
        self._arranged = None

    def forward(self) -> None:
        if not self.replay.at_end:
            self.show(self.replay.position + 1, animate=True)

    def back(self) -> None:
        self.playing = False
        self.show(self.replay.position - 1)

    def to_start(self) -> None:
        self.playing = False
        self.show(0)

    def to_end(self) -> None:
        self.playing = False
        self.show(self.replay.length)

    def round_step(self, step: int) -> None:
        """The start of the round before (`step` -1: of this round when past its start) or after."""
        replay = self.replay
        here = replay.mark.round
        k = replay.round_start(here + 1) if step > 0 else replay.round_start(here)
        if step < 0 and k >= replay.position and here > 0:
            k = replay.round_start(here - 1)
        self.show(k)

    def turn_step(self, step: int) -> None:
        self.show(self.replay.next_turn() if step > 0 else self.replay.previous_turn())

    def toggle_play(self) -> None:
        if self.replay.at_end:
            self.show(0)
        self.playing = not self.playing
        self.wait = 0.0
        self._arranged = None

    def next_speed(self) -> None:
        self.speed = SPEEDS[(SPEEDS.index(self.speed) + 1) % len(SPEEDS)]
        self._arranged = None

    def toggle_panel(self, which: str) -> None:
        self.panel = "" if self.panel == which else which
        self._arranged = None

    def play_on(self) -> None:
        """A new game from this position, saved as a new game, the seats as they were."""
        replay = self.replay
        match = replay.play_on(replay.position, self.new_seats)
        match.autosave = Autosave.new()
        match.autosave.write(match)
        self.play_on_match = match
        app = self.app
        board = make("board", app, match)
        board.recall_last_moves()
        app.replace(board)
        seat = match.pending.seat
        people = sum(match.is_human(s) for s in range(len(match.seats)))
        if people > 1 and match.is_human(seat) and app.stack.top is board:
            app.push(make("handoff", app, seat, match))  # hot-seat privacy, as a save is taken up

    # --- the controls ----------------------------------------------------------------------------------

    def controls(self) -> list[Button]:
        """The replay's buttons, in the order Tab reaches them (`KEYS` presses some)."""
        replay = self.replay
        first, last = replay.position == 0, replay.at_end
        speed = f"{self.speed:g}"
        specs = [
            (_("Start"), self.to_start, not first, "start", _("The first decision (Home)")),
            (_("Back"), self.back, not first, "back", _("One decision back (Left)")),
            (_("Forward"), self.forward, not last, "forward", _("One decision on (Right)")),
            (_("End"), self.to_end, not last, "end", _("The end of the game (End)")),
            (
                _("Pause") if self.playing else _("Play"),
                self.toggle_play,
                True,
                "play",
                _("Play the decisions one after another (Space)"),
            ),
            (
                _("Speed ×{n}").format(n=speed),
                self.next_speed,
                True,
                "speed",
                _("How fast Play goes"),
            ),
            (_("Turn before"), lambda: self.turn_step(-1), not first, "turn_back", ""),
            (_("Next turn"), lambda: self.turn_step(1), not last, "turn_on", ""),
            (
                _("Round before"),
                lambda: self.round_step(-1),
                not first,
                "round_back",
                _("The start of the round (Page Up)"),
            ),
            (
                _("Next round"),
                lambda: self.round_step(1),
                not last,
                "round_on",
                _("The start of the next round (Page Down)"),
            ),
            (
                _("Score chart"),
                lambda: self.toggle_panel("chart"),
                True,
                "chart",
                _("Each player's score at the end of every round; click a round to go there"),
            ),
        ]
        if self.reveal and last:
            specs.append((_("Every hand"), lambda: self.toggle_panel("hands"), True, "hands", ""))
        if not last or not replay.finished:
            specs.append(
                (
                    _("Play on from here"),
                    self.ask_seats,
                    True,
                    "play_on",
                    _("A new game from this point: choose who plays each seat"),
                )
            )
        out = []
        for label, act, enabled, name, tip in specs:
            on = name == self.panel
            out.append(
                Button(
                    label, act, enabled=enabled, action=("replay", name), primary=on, tooltip=tip
                )
            )
        return out

    def _more(self) -> None:
        self.page += 1
        self._arranged = None

    def _placed_controls(self, strip: pygame.Rect) -> tuple[list[Button], int]:
        """The controls placed in `strip`: all of them when they fit in `MAX_ROWS` rows, else a
        row at a time with a "More" button that shows the next row (the tabbed layout)."""
        theme = self.theme
        buttons = self.controls()
        most = 1 if self.table.tabbed or table_regions.tabbed(theme) else MAX_ROWS
        rows = bars.place_decision_buttons(theme, buttons, strip)
        if rows > most:
            buttons = self._page(buttons, strip.width)
            rows = bars.place_decision_buttons(theme, buttons, strip)
        for b in buttons:
            b.key_hint = ""  # (no number in the corner: the keys are in the tooltips)
        return buttons, rows

    def _page(self, buttons: list[Button], width: int) -> list[Button]:
        """The controls cut into rows that fit `width` with a "More" button; the row shown."""
        theme = self.theme
        gap = theme.px(8)
        more = Button(_("More"), self._more, action=("replay", "more"), tooltip=_("More controls"))
        room = width - more.fit_width(theme) - gap
        pages: list[list[Button]] = [[]]
        x = 0
        for b in buttons:
            w = max(theme.px(90), b.fit_width(theme)) + gap
            if x + w > room and pages[-1]:
                pages.append([])
                x = 0
            pages[-1].append(b)
            x += w
        return [*pages[self.page % len(pages)], more]

    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        theme = self.theme
        if table_regions.tabbed(theme):
            width = size[0] - theme.px(20)
        else:
            width = table_regions.regions(size, theme).decision.width
        rows = self._decision_rows(pygame.Rect(0, 0, width, 1))
        st = self.match.game.state
        self.table.layout(size, theme, st, rows, is_solo(st), len(self.match.seats))
        self._arranged = None

    def arrange(self, relayout: bool = True):
        a = super().arrange(relayout)
        if self.table.regions is not None and getattr(a, "replay", None) is None:
            a.replay = True
            a.bar = self._bar(a.bar)
            self._controls = self._placed_controls(self.table.regions.decision)[0]
            a.decision = []
        return a

    def _bar(self, bar: list[Button]) -> list[Button]:
        """The top bar's buttons: Back (leaves the replay) and Log."""
        out = []
        for b in bar:
            if b.on_click == self.open_pause:  # (the pointer's Esc and Menu click: `open_pause`)
                b.label, b.tooltip = _("Back"), _("Leave the replay (Esc)")
                out.append(b)
            elif b.label == _("Log"):
                out.append(b)
        return out

    def all_buttons(self) -> list[Button]:
        a = self.arrange()
        return self._controls + a.bar + a.tabs + a.zoom

    @property
    def control_buttons(self) -> list[Button]:
        self.arrange()
        return self._controls

    def control(self, name: str) -> Button:
        return next(b for b in self.control_buttons if b.action == ("replay", name))

    # --- input, time -----------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.control_buttons:
                if b.rect.collidepoint(event.pos):
                    if b.enabled:
                        b.on_click()
                    return True
            if self.panel == "seats":
                for b in self.seat_buttons():
                    if b.rect.collidepoint(event.pos):
                        b.on_click()
                        return True
            if self.panel == "chart" and self.chart.rect.collidepoint(event.pos):
                r = self.chart.round_at(event.pos)
                if r:
                    self.show(self.replay.round_start(r))
                return True
            if self.panel and self._panel_rect().collidepoint(event.pos):
                return True
        over_hands = self.panel == "hands" and self.hands.rect.collidepoint(self.pointer.mouse)
        if event.type == pygame.MOUSEWHEEL and over_hands:
            self.hands.scroll(-event.y * self.theme.px(40))
            return True
        panning = event.type == pygame.KEYDOWN and event.mod & pygame.KMOD_SHIFT
        if event.type == pygame.KEYDOWN and not (panning and event.key in PAN_KEYS):
            name = KEYS.get(event.key)
            if name:
                self.press(name)
                return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.open_pause()
            return True
        return super().handle_event(event)

    def press(self, name: str) -> None:
        """What the control `name` does, whether or not its button is on show (keys)."""
        button = next((b for b in self.controls() if b.action == ("replay", name)), None)
        if button is not None and button.enabled:
            button.on_click()

    def _panel_rect(self) -> pygame.Rect:
        if self.panel == "seats":
            return self.panel_area().inflate(-self.theme.px(24), -self.theme.px(24))
        return self.chart.rect if self.panel == "chart" else self.hands.rect

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.playing or self.animator.busy:
            return
        self.wait -= dt
        if self.wait <= 0:
            self.forward()
            self.wait = STEP_SECONDS / self.speed

    def busy(self) -> bool:
        return self.playing or super().busy()

    # --- drawing ---------------------------------------------------------------------------------------

    def status(self) -> str:
        """Where the replay stands: "Decision 12 of 389 · Round 3 · Turn 7"."""
        replay = self.replay
        m = replay.mark
        text = _("Decision {k} of {n}").format(k=replay.position, n=replay.length)
        if m.round > 0:
            text += " · " + _("Round {n}").format(n=m.round)
            text += " · " + _("Turn {n}").format(n=m.turn + 1)
        else:
            text += " · " + _("Setting up")
        if replay.at_end and replay.finished:
            text += " · " + _("The game is over")
        return text

    def _over_bar(self, surface: pygame.Surface) -> None:
        """The top bar once the game is over: its last round and that it is over (nobody
        decides, so no seat's name)."""
        theme = self.theme
        top = self.table.regions.top
        right = min((b.rect.x for b in self.arrange().bar), default=top.right) - theme.px(8)
        pygame.draw.rect(surface, T.TABLE_DARK, pygame.Rect(0, 0, right, top.height - 2))
        text = _("Round {n}").format(n=self.match.game.state.round) + " · " + _("The game is over")
        font = theme.font(14, bold=True)
        draw_text(surface, text, font, T.GOLD, (theme.px(12), top.centery), anchor="midleft")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self.table
        if t.regions is None:
            return
        theme = self.theme
        r = t.regions.decision
        font = theme.font(13)
        if t.tabbed:
            pygame.draw.rect(surface, T.TABLE_DARK, r.inflate(theme.px(20), theme.px(12)))
        draw_text(surface, self.status(), font, T.TEXT, (r.x, r.y), shadow=True)
        if self.replay.at_end and self.match.over:
            self._over_bar(surface)
        bars.draw_buttons(surface, theme, self.control_buttons, self.pointer.mouse)
        area = self.panel_area()
        if self.panel == "chart":
            names = [
                (self.match.seat_label(s), T.player_colour(s)) for s in range(len(self.match.seats))
            ]
            rows = self.replay.scores_by_round()
            self.chart.draw(surface, theme, area, rows, names, self.replay.mark.round)
        elif self.panel == "hands":
            labels = [self.match.seat_label(s) for s in range(len(self.match.seats))]
            self.hands.draw(surface, theme, area, self.match.game.state, labels)
        elif self.panel == "seats":
            self._draw_seats(surface, area)
        self._draw_tooltip(surface)

    def _draw_tooltip(self, surface: pygame.Surface) -> None:
        """What the control or seat button under the mouse does (and its key)."""
        mouse = self.pointer.mouse
        shown = self.control_buttons + (self.seat_buttons() if self.panel == "seats" else [])
        hovered = next((b for b in shown if b.tooltip and b.rect.collidepoint(mouse)), None)
        if hovered is not None:
            draw_tooltip(surface, self.theme, [hovered.tooltip], mouse)

    def panel_area(self) -> pygame.Rect:
        """Where the chart, the hands and the seats are shown: the map's place under the
        controls."""
        t, theme = self.table, self.theme
        area = t.regions.village.copy()
        if not t.tabbed and self._controls:
            area.top = max(b.rect.bottom for b in self._controls) + theme.px(4)
            area.height = t.regions.village.bottom - area.top
        return area

    # --- "Play on from here": who sits where -------------------------------------------------------

    def ask_seats(self) -> None:
        """Play on from here: the seats first (a Solo game has one, its player's: it starts at
        once)."""
        if len(self.replay.seats) == 1:
            self.play_on()
            return
        self.playing = False
        self.toggle_panel("seats")

    def _cycle_seat(self, seat: int) -> None:
        """A seat played by the next kind: a person, then each computer (as the new-game screen)."""
        order = ["human", *COMPUTER_KINDS]
        self.new_seats[seat] = order[(order.index(self.new_seats[seat]) + 1) % len(order)]

    def seat_buttons(self) -> list[Button]:
        """The seats dialog's buttons: one per seat (a click changes who plays it), then Start
        from here and Cancel."""
        theme = self.theme
        box = self.panel_area().inflate(-theme.px(24), -theme.px(24))
        pad, bh, gap = theme.px(14), theme.px(36), theme.px(8)
        y = box.y + pad + theme.font(16, bold=True).get_linesize() + theme.px(8)
        y += len(self._seat_hint(box)) * theme.font(13).get_linesize() + theme.px(8)
        out = []
        cycle = " → ".join(_(SHORT_NAMES[k]) for k in ("human", *COMPUTER_KINDS))
        for seat, kind in enumerate(self.new_seats):
            label = _("{seat}: {kind}").format(seat=seat_name(seat), kind=_(SHORT_NAMES[kind]))
            b = Button(label, lambda s=seat: self._cycle_seat(s), action=("seat", seat))
            b.tooltip = _("Click: {cycle}").format(cycle=cycle)
            b.rect.size = (max(theme.px(140), b.fit_width(theme)), bh)
            out.append(b)
        start = Button(_("Start from here"), self.play_on, action=("seat", "start"), primary=True)
        cancel = Button(_("Cancel"), lambda: self.toggle_panel("seats"), action=("seat", "cancel"))
        for b in (start, cancel):
            b.rect.size = (max(theme.px(120), b.fit_width(theme)), bh)
        # the seats, then Start and Cancel, in rows as wide as the box lets them
        x, right = box.x + pad, box.right - pad
        for b in [*out, start, cancel]:
            if x > box.x + pad and x + b.rect.width > right:
                x, y = box.x + pad, y + bh + gap
            b.rect.topleft = (x, y)
            x += b.rect.width + gap
        out += [start, cancel]
        return out

    def _seat_hint(self, box: pygame.Rect) -> list[str]:
        hint = _("A new game from this decision. Click a seat to change who plays it.")
        return wrap(self.theme.font(13), hint, box.width - 2 * self.theme.px(14))

    def _draw_seats(self, surface: pygame.Surface, area: pygame.Rect) -> None:
        theme = self.theme
        box = area.inflate(-theme.px(24), -theme.px(24))
        panel(surface, box, fill=T.TABLE_DARK, border=T.GOLD, alpha=250)
        pad = theme.px(14)
        title = theme.font(16, bold=True)
        y = box.y + pad
        draw_text(surface, _("Play on from here"), title, T.GOLD, (box.x + pad, y))
        y += title.get_linesize() + theme.px(8)
        font = theme.font(13)
        for line in self._seat_hint(box):
            draw_text(surface, line, font, T.TEXT_DIM, (box.x + pad, y))
            y += font.get_linesize()
        bars.draw_buttons(surface, theme, self.seat_buttons(), self.pointer.mouse)
