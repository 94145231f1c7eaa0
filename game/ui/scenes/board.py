"""The board: the tabletop where a hot-seat game is played.

Everything shown comes from the view of the seat whose turn it is (hot-seat privacy: another
player's hand never appears; a hand-off screen comes between two people's decisions).  Input becomes
one of the engine's legal actions (`decisions.choices_for`): drag a Drum card onto a Lion to Strike,
click a lit tile, space, card or Motif, or press a button.  Events from the engine feed the animation
queue; input waits while it plays and a click skips it.  Undo (issue 8) in the top bar, or Ctrl+Z,
takes back the last decision of this turn while nothing new has been revealed; when it cannot, its
tooltip says why.

UI scale (issue 8, accessibility: "UI scale 75-200%"): the board is shown at any UI scale up to 200%.
Up to 125% every panel is on the table at once (`table.regions`); above it the panels become tabs
shown one at a time (`table.tabbed_regions`), the tab the current decision needs opened by itself
(buying a Drum card shows the markets, placing Qi the Village board, a Strike the hand).  The Village
map zooms and pans at every scale: the mouse wheel over it zooms about the cursor, dragging it with
the right or middle button (or the left one on empty ground) slides it, so does Shift + an arrow key,
+ / - zoom and 0 shows the whole map again; in the tabbed layout `[` and `]` step through the tabs.

Computer seats: while one decides (and while its moves play out) the screen shows that seat's
public player area (its Lions, the Drum cards next to them, its board and resources) with its hand
face down, so no person's hand shows while a computer plays; the top bar names it ("Azure (Strong
computer)") with a turning ring while it thinks and says what it just did, and what it touched is lit
(`_highlight_for`).  Skip (Space) in the top bar finishes its move at once, without animation; Skip
to my turn (Shift+Space) does so for every computer move until a person decides.  A click or key
that hurried a computer does not land on a person's choices: input to the board is held back a
moment after the turn passes to a person (`GUARD_SECONDS`), and the hand-off screen likewise.
"""

from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.core import actions as A
from game.core import events as E
from game.core.decisions import SETUP, DecisionKind
from game.core.solo import is_solo
from game.i18n import _, ngettext
from game.session.choices import Choices, choices_for
from game.session.computer import ComputerMove
from game.session.match import Match
from game.text.actions import button_label
from game.text.match import why_not_undo_text
from game.text.moves import move_line
from game.text.names import SHORT_NAMES, seat_name
from game.text.prompts import prompt_text
from game.text.reasons import cannot_undo, refusal_text
from game.text.tooltips import lines_for

from .. import theme as T
from ..animation import Animator
from ..decisions import glow_colours
from ..keyboard import BoardKeys
from ..render import markets, player_area, table, village_board
from ..render.cards import draw_drum_card, ellipsize
from ..render.table import TAB_LABELS, TAB_OF_KIND
from ..render.targets import Targets
from ..render.village import VillageRenderer
from ..scene import Scene, make, register
from ..widgets import Button, draw_spinner, draw_text, draw_tooltip, panel, wrap

# Shift + arrow: the view looks further that way (the map itself slides the other way)
PAN_KEYS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
}
#: After a computer's turn, the board takes no click or key for this long once the turn passes to
#: a person who was hurrying the computer along (each such click held back starts it again).
GUARD_SECONDS = 0.4
#: A click or key that hurried a computer this recently counts as "still hurrying".
HURRY_MEMORY = 1.5
#: The kinds of target that belong to a seat's own area (lit only while that seat's area shows).
OWN_AREA_KINDS = {"played", "track", "lion", "amulet", "section", "myslip", "reserve", "hand"}


#: Lines that tell a computer's decision only when nothing else does (a change of resources).
@register("board")
class BoardScene(Scene):
    max_ui_scale = 2.0  # above 125% the panels become tabs (issue 8: the UI scale goes to 200%)
    keyboard_focus = False  # its own keyboard focus (game.ui.keyboard.BoardKeys)

    def __init__(self, app, match: Match, viewer: int = -1) -> None:
        super().__init__(app)
        self.match = match
        self.renderer = VillageRenderer()
        self.targets = Targets()
        self.regions: table.Regions | None = None
        self.viewer = viewer  # the seat whose eyes the screen shows (-1: nobody's yet)
        self.choices: Choices | None = None
        self.buttons: list[Button] = []
        self.base_buttons: list[Button] = []
        self.selected_motif = -1
        self.drag_card = -1
        self.drag_pos = (0, 0)
        self.mouse = (0, 0)
        self.hover: tuple | None = None
        self.hover_time = 0.0
        self.message = ""
        self.message_time = 0.0
        self.show_log = False
        self.log_scroll = 0
        self.animator = Animator(self)
        self.last_highlight: dict[tuple, tuple] = {}
        self._before_row: list[int] = []
        self.computer: ComputerMove | None = None
        self.nian_card: list[int] = []  # Solo: [card, option taken or -1]
        self.nian_width = 0  # Solo: the width of the Nian's panel (set by `layout`)
        self.keys = BoardKeys()  # Tab / Enter focus: the whole game without a mouse
        self.tutorial = None  # the guided first game's overlay (`game.ui.tutorial`), if any
        self.tab = ""  # the panel shown in the tabbed layout (large UI scales)
        self._tab_before_log = ""
        self._pan: dict | None = None  # a drag sliding the map: the button, where it started, moved
        self._zoom_buttons: list[Button] = []
        # computer seats (see the module's docstring)
        self.person = viewer if match.is_human(viewer) else -1  # the person at the screen
        self.waiting = False  # the screen turns to the next seat once the last move has played
        self.clock = 0.0  # seconds this board has been on top (spinner, hurry guard)
        self._hurried_at = -HURRY_MEMORY  # when a click or key last hurried a computer
        self._guard_until = 0.0  # the board takes no click or key before this (`GUARD_SECONDS`)
        self.skip_once = False  # Skip: the computer's move being made plays without animation
        self.fast = False  # Skip to my turn: every computer move does, until a person decides
        self.said = ""  # what the computer on screen did last (the top bar says it)
        self._said_below = ""  # the same, on the decision's strip when the bar has no room
        self._lit_seat = -1  # whose area `last_highlight`'s own-area keys belong to

    # --- lifecycle ---------------------------------------------------------------------------------

    def enter(self) -> None:
        self._new_decision()

    def resume(self) -> None:
        self._new_decision()

    def layout(self, size: tuple[int, int]) -> None:
        self.app.theme.resize(size)
        theme = self.theme
        tabbed = table.tabbed(theme)
        rows = self._decision_rows(size[0] - theme.px(20)) if tabbed else 1
        self.regions = table.regions(size, theme, rows)
        st = self.match.game.state
        if self.regions.tabbed:
            if self.tab not in self.regions.tabs:
                self.tab = self._tab_for_decision() or self.regions.tabs[0]
            v = self.regions.village
            chips = (
                theme.px(66) if len(self.match.seats) > 1 else 0
            )  # the others' chips at its foot
            area = pygame.Rect(
                v.x + theme.px(12), v.y + theme.px(8), v.width - theme.px(24), v.height - chips
            )
            area.height -= theme.px(16)
        else:
            area = self.regions.village.inflate(-theme.px(30), -theme.px(100))
            area.y += theme.px(30)
        self.nian_width = 0
        if is_solo(self.match.game.state):  # Solo: the Nian's panel has a strip of its own
            self.nian_width = min(theme.px(290), area.width // 3)
            area.width -= self.nian_width
        self.renderer.layout(area, st.village)
        for b in self.buttons:  # placed again when drawn (the scene's fit is judged on the bar)
            b.rect = pygame.Rect(0, 0, 0, 0)

    # --- tabs (large UI scales) and the map's view ----------------------------------------------------

    @property
    def tabbed(self) -> bool:
        return self.regions is not None and self.regions.tabbed

    def shown_tab(self) -> str:
        """The panel on show in the tabbed layout ('' when every panel is shown); the map while a Lion
        leaps or a monster drops onto it."""
        if not self.tabbed:
            return ""
        if "map" in self.regions.tabs and self.animator.moving_on_map():
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
                self._tab_before_log = self.tab
            self.tab = tab

    def tab_button(self, tab: str) -> Button | None:
        return next((b for b in self.bar_buttons() if b.action == ("tab", tab)), None)

    def _step_tab(self, step: int) -> None:
        tabs = self.regions.tabs
        self.show_tab(
            tabs[(tabs.index(self.tab) + step) % len(tabs)] if self.tab in tabs else tabs[0]
        )

    def _tab_for_decision(self) -> str:
        """The tab the current decision is taken on: a Strike in the hand, a purchase in the markets,
        Qi on the Village board, a Leap on the map ('' when it needs none in particular)."""
        ch = self.choices
        if ch is None or self.regions is None or not self.regions.tabbed:
            return ""
        placed = [key for key in ch.clicks if self.tab_of(key)]
        if "choices" in self.regions.tabs and not (placed or ch.drags or ch.motifs):
            wanted = ["choices"]  # nothing to click on the table: the buttons are the decision
        elif self.keys.card >= 0 or self.selected_motif in ch.motifs:
            wanted = ["player"]  # a card taken up goes to a Lion; a Motif onto a Lion's track
        elif ch.drags:
            wanted = ["hand"]
        elif ch.motifs:
            wanted = ["markets"]
        else:
            wanted = [self.tab_of(key) for key in ch.clicks if key[0] != "item"]
        wanted = [t for t in wanted if t]
        return wanted[0] if wanted else ""

    def _auto_tab(self) -> None:
        tab = self._tab_for_decision()
        if tab:
            self.show_tab(tab)

    def _zoom(self, steps: int, pos=None) -> None:
        """Zoom the map about `pos` (default: the middle of the map), showing its tab first."""
        if self.regions is None:
            return
        if not self.map_shown():
            self.show_tab("map")
        self.renderer.zoom_at(pos or self.regions.village.center, steps)

    def _on_map(self, pos) -> bool:
        return (
            self.regions is not None and self.map_shown() and self.regions.village.collidepoint(pos)
        )

    # --- decisions ---------------------------------------------------------------------------------

    @property
    def public(self) -> bool:
        """Whether the area on show is a computer seat's, watched by the people at the table (its
        hand face down: nobody's hand is visible)."""
        return self.viewer >= 0 and not self.match.is_human(self.viewer)

    @property
    def view(self):
        if self.public:
            return self.match.view(-1)  # what everyone at the table may see: no hand at all
        return self.match.view(self.viewer if self.viewer >= 0 else 0)

    @property
    def computer_turn(self) -> bool:
        """A computer seat decides, or its last move still plays on screen."""
        return self.public or not self.match.is_human(self.match.pending.seat)

    def _new_decision(self) -> None:
        """Work out who decides next, hand the screen over if needed, list the choices."""
        if self.match.over:
            self.app.replace(make("scoring", self.app, self.match))
            return
        pending = self.match.pending
        if pending.kind in SETUP or (len(self.match.game.state.village) == 0):
            self.app.replace(make("setup_draft", self.app, self.match))
            return
        seat = pending.seat
        human = self.match.is_human(seat)
        if human:
            self.computer = None
        elif self.computer is None or self.computer.seat != seat:
            self.computer = self._start_computer(seat)  # it thinks while the last move plays
        self.selected_motif = -1
        self.keys.reset()
        self.choices = None
        if (
            seat != self.viewer
            and self.viewer >= 0
            and self.animator.busy
            and not (human and self.match.is_human(self.viewer))
        ):
            # the last move plays on in the area of the seat that made it; the screen turns to
            # `seat` when it is over (`update`)
            self.waiting = True
            self._build_buttons()
            return
        self.waiting = False
        if human:
            self._turn_to_person(seat)
        else:
            if seat != self.viewer:
                self.said = ""
                self._lit_seat = -1
            if seat != self.viewer and self.tabbed:
                self.show_tab("player")  # its Lions and the cards it plays (leaps show the map)
            self.viewer = seat  # its public area: nobody's hand shows while a computer plays
            if self.fast:
                self.computer.hurry = True
        if human:
            self.choices = choices_for(self.view, self.match.legal())
        self._build_buttons()
        st = self.match.game.state
        if (len(st.village) and self.renderer.village is not st.village) or self.tabbed:
            self.layout(self.app.screen.get_size())  # (tabbed: the strip fits the new buttons)
        if self.tabbed:
            self._auto_tab()

    def _turn_to_person(self, seat: int) -> None:
        """The screen turns to the person deciding: a hand-off first when someone else was at it
        (never merely because a computer played in between), and a moment's guard against the
        clicks that were hurrying a computer."""
        hurried = self.clock - self._hurried_at < HURRY_MEMORY and self.viewer != seat
        self.skip_once = self.fast = False
        self.viewer = seat
        if seat != self.person:
            previous, self.person = self.person, seat
            people = sum(self.match.is_human(s) for s in range(len(self.match.seats)))
            if previous >= 0 and people > 1:
                self.animator.skip()  # nothing of the last player's turn plays on after the hand-off
                guard = GUARD_SECONDS + 0.2 if hurried else 0.0
                self.app.push(make("handoff", self.app, seat, self.match, guard=guard))
                return
        if hurried:
            self._guard_until = self.clock + GUARD_SECONDS

    def recall_last_moves(self) -> None:
        """A game taken up from its save shows what a player last saw: the last decision's changes
        lit, and in Solo the Nian's last card with the option it took."""
        self._highlight_for(self.match.events)  # finds the Nian's last card
        self.last_highlight = self._highlight_for(self.match.last_events)

    def _start_computer(self, seat: int) -> ComputerMove:
        return ComputerMove.start(self.match, seat, self.app.settings.computer_pace)

    def _computer_step(self) -> None:
        """Play the computer's move once it is chosen, paced, and the last animation has played."""
        move = self.computer
        if move is None or self.waiting or self.animator.busy or not move.ready():
            return
        self.computer = None
        action = move.action
        if move.error is not None or action not in self.match.legal():
            self.say(
                _("{seat} (computer) could not decide; it takes the first choice").format(
                    seat=seat_name(move.seat)
                )
            )
            action = self.match.legal()[0]
        self.take(action)

    def _build_buttons(self) -> None:
        self.base_buttons = []
        ch = self.choices
        if ch is not None:
            for label, action, primary in ch.buttons:
                self.base_buttons.append(
                    Button(label, lambda a=action: self.take(a), primary=primary, action=action)
                )
        self.buttons = list(self.base_buttons)

    def take(self, action: A.Action, confirmed: bool = False) -> None:
        """Apply a legal action, queue its events, and move on to the next decision.  With the
        "ask before ending a turn" setting on, a person ending the Perform step while Perform
        actions remain is asked first (`confirmed` is the answer)."""
        seat = self.match.pending.seat
        if self.tutorial is not None and self.match.is_human(seat):
            why = self.tutorial.refuse(action)  # the guide allows only the move it points at
            if why:
                self.say(why)
                return
            confirmed = confirmed or self.tutorial.active
        if not confirmed and self._ask_before_ending(action):
            left = sum(isinstance(a, A.Perform) for a in self.match.legal())
            self.app.push(
                make(
                    "confirm",
                    self.app,
                    _("End the turn?"),
                    ngettext(
                        "You could still perform {n} more action.",
                        "You could still perform {n} more actions.",
                        left,
                    ).format(n=left)
                    + " "
                    + _("(Settings can turn this question off.)"),
                    _("End the turn"),
                    lambda: self.take(action, confirmed=True),
                    _("Keep performing"),
                )
            )
            return
        try:
            before = self.match.game.state.copy()
            kind = self.match.pending.kind
            self._before_row = list(before.drum_row)
            events = self.match.apply(action)
        except IllegalAction as exc:
            self.say(refusal_text(exc.reason))
            return
        if self.tutorial is not None:
            self.tutorial.taken(action, seat)
        computer = not self.match.is_human(seat)
        self.animator.queue(before, events)
        hurry = computer and (self.skip_once or self.fast)
        if hurry:
            self.animator.skip()  # Skip: the move is made at once, without animation
        self.last_highlight = self._highlight_for(events, seat if computer else -1)
        self._lit_seat = seat
        if computer and isinstance(action, A.Perform) and action.source is A.Source.TILE:
            slot = before.turn.slot  # it performed the action of the tile its Lion stands on
            if 0 <= slot < 2 and before.players[seat].lion_tile[slot] >= 0:
                self.last_highlight[("tile", before.players[seat].lion_tile[slot])] = T.HIGHLIGHT
        if computer:
            said = move_line(self.match.game.state, before, seat, kind, action, events)
            self.said = said or self.said
            self.skip_once = False
        if self.match.autosave is not None and self.match.autosave.problem:
            self.say(
                _("The game could not be saved: {why}").format(why=self.match.autosave.problem)
            )
        self.choices = None  # the old choices are gone; the next decision is worked out below
        self.buttons = self.base_buttons = []
        if any(isinstance(e, E.DiceRolled) for e in events) and not hurry:
            seat = next(e.seat for e in events if isinstance(e, E.BattleResolved))
            pace = 0.0 if self.match.is_human(seat) else 1.0 + 2 * self.app.settings.computer_pace
            label = "" if self.match.is_human(seat) else self.match.seat_label(seat)
            self.app.push(
                make("battle", self.app, before, events, self.match.game.state, pace, label=label)
            )
            return
        self._new_decision()

    def _ask_before_ending(self, action: A.Action) -> bool:
        """Whether ending now should be confirmed: the setting is on, a person is ending the Perform
        step, and other Perform actions are still open to them."""
        return (
            isinstance(action, A.EndPerform)
            and getattr(self.app.settings, "confirm_end_turn", False)
            and self.match.is_human(self.match.pending.seat)
            and any(isinstance(a, A.Perform) for a in self.match.legal())
        )

    def why_not_undo(self) -> str:
        """Why Undo is unavailable now ('' when it is available): the engine's reason, or that
        nobody at this screen is deciding."""
        why = why_not_undo_text(self.match.why_not_undo())
        if not why and self.tutorial is not None and self.tutorial.active:
            why = _("not while the guide is running")
        if not why and (self.choices is None or self.match.pending.seat != self.viewer):
            why = _("nothing to undo now")
        return why

    def undo(self) -> None:
        """Issue 8, "Undo": take back the last decision of this turn; its animations are dropped and
        the screen shows the table as it was before it."""
        why = self.why_not_undo()
        if why:
            self.say(cannot_undo(why))
            return
        self.animator.skip()
        self.drag_card = -1
        self.match.undo()
        self.last_highlight = {}
        self.choices = None
        self.buttons = self.base_buttons = []
        self._new_decision()

    def say(self, text: str) -> None:
        self.message = text
        self.message_time = 3.0

    def _highlight_for(self, events, computer: int = -1) -> dict[tuple, tuple]:
        """What the last decision changed, lit: a Lion's new tile, placed or removed Qi, a new
        monster.  For a computer seat's decision (`computer`) also what it touched in its area
        and the markets: the card played next to its Lion, the inked track space, the market
        slot it bought from, a new Amulet, Bamboo Slips gained or placed, a summoned Lion."""
        lit = {}
        for ev in events:
            if computer >= 0 and getattr(ev, "seat", computer) == computer:
                if isinstance(ev, E.Struck):
                    lit[("played", ev.slot, ev.card)] = T.HIGHLIGHT
                elif isinstance(ev, E.MotifInked):
                    lit[("track", ev.slot, ev.space)] = T.HIGHLIGHT
                elif isinstance(ev, E.CardMoved) and ev.from_pile == E.Pile.MARKET:
                    row = self.match.game.state.drum_row
                    if ev.card in self._before_row and len(row) == len(self._before_row):
                        # the slot it bought from, refilled (not when the row closed up)
                        lit[("market", self._before_row.index(ev.card))] = T.HIGHLIGHT
                elif isinstance(ev, E.AmuletGained):
                    lit[("amulet", ev.amulet)] = T.HIGHLIGHT
                elif isinstance(ev, E.SlipGained):
                    lit[("myslip", ev.slip)] = T.HIGHLIGHT
                elif isinstance(ev, E.SlipPlaced):
                    lit[("section", ev.section)] = T.HIGHLIGHT
                elif isinstance(ev, E.Summoned):
                    lit[("lion", 1)] = T.HIGHLIGHT
            if isinstance(ev, E.LionLeapt):
                lit[("tile", ev.path[-1])] = T.HIGHLIGHT
            elif isinstance(ev, E.QiPlaced):
                lit[("space", ev.space)] = T.HIGHLIGHT
            elif isinstance(ev, (E.MonsterSpawned, E.ScorchedEarthPlaced, E.NianSpawned)):
                lit[("tile", ev.tile)] = T.ILLEGAL
            elif isinstance(ev, E.QiRemoved):
                lit[("space", ev.space)] = T.LEGAL
            elif isinstance(ev, E.SoloCardDrawn):
                self.nian_card = [ev.card, -1]  # shown until the player's next turn is over
            elif isinstance(ev, E.SoloOptionChosen) and self.nian_card:
                self.nian_card[1] = ev.option
        return lit

    def _nian_lines(self, st) -> list[tuple[str, tuple, bool]]:
        """Solo: the lines of the Nian's panel (rulebook, Solo Mode).

        Which game this is (the campaign chapter or a lone game, and its difficulty); the loss clock
        (the game is lost the moment the last Fear card leaves the Fear deck); then the Nian's last
        card, its mandatory effect and the option taken.
        """
        from game.core.solo import fear_cards_left
        from game.text import solo as words

        fear = fear_cards_left(st)
        lines: list[tuple[str, tuple, bool]] = [
            (words.heading(self.match.config.difficulty, self._chapter()), T.TEXT_DIM, False),
            (words.fear_left_text(fear), T.ILLEGAL if fear <= 3 else T.GOLD, True),
            (words.solo_deck_text(len(st.solo_deck), len(st.solo_discard)), T.TEXT_DIM, False),
        ]
        if not self.nian_card:
            return lines
        title, always, rampage, relief = words.drawn_card_lines(
            st.catalogue.solo[self.nian_card[0]]
        )
        taken = self.nian_card[1]
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

    def _chapter(self):
        """The campaign chapter this Solo game plays, or None (read once from levels/campaign)."""
        if not hasattr(self, "_chapter_cache"):
            self._chapter_cache = None
            layout = self.match.config.layout
            if str(layout).startswith("campaign/"):
                from game.session.campaign import chapters

                self._chapter_cache = next((c for c in chapters() if c.layout == layout), None)
        return self._chapter_cache

    def _draw_nian_card(self, surface, st) -> None:
        """Solo: the Nian's panel, in the strip beside the map that `layout` keeps free."""
        theme = self.theme
        font = theme.font(13)
        bold = theme.font(13, bold=True)
        lines = self._nian_lines(st)
        r = self.regions.village
        left = r.right - self.nian_width - theme.px(10)
        top = r.y + theme.px(56)
        for b in self.buttons:  # below the decision's buttons where they reach across the strip
            if b.rect.width and b.rect.right > left and b.rect.bottom < r.centery:
                top = max(top, b.rect.bottom + theme.px(8))
        while True:  # at a large UI scale the heading gives way before the card does
            rows = [
                (line, colour, b)
                for text, colour, b in lines
                for line in wrap(bold if b else font, text, self.nian_width - theme.px(24))
            ]
            h = len(rows) * font.get_linesize() + theme.px(16)
            if top + h <= r.bottom or len(lines) < 6:
                break
            lines = lines[1:]
        rect = pygame.Rect(left, top, self.nian_width, h)
        panel(surface, rect, fill=(60, 20, 20), border=T.RED)
        self.targets.add(rect, ("nian",))  # its hover explains the loss clock
        y = rect.y + theme.px(8)
        for text, colour, b in rows:
            draw_text(surface, text, bold if b else font, colour, (rect.x + theme.px(12), y))
            y += font.get_linesize()

    # --- input -------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._guarded(event):
            return True
        if self.computer_turn and self._computer_input(event):
            return True
        if self.tutorial is not None and self.tutorial.handle_event(self, event):
            return True
        if self.computer is not None and event.type == pygame.MOUSEBUTTONDOWN:
            self.computer.hurry = True  # a click hurries the computer's paced move
            self._hurried_at = self.clock
        if self._pan is not None and (
            (event.type == pygame.MOUSEBUTTONUP and event.button == self._pan["button"])
            or (event.type == pygame.MOUSEMOTION and not any(getattr(event, "buttons", (1,))))
        ):
            self._pan = None  # (also when the button came up while an animation held the input)
        if self.animator.busy:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                self.animator.skip()
                if self.computer_turn:
                    self._hurried_at = self.clock
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self._pan is not None:
                self._drag_map(event.pos)
                return True
            if self.drag_card >= 0:
                self.drag_pos = event.pos
                for tab in self.regions.tabs:  # a card held over a tab opens it (to reach a Lion)
                    b = self.tab_button(tab)
                    if b is not None and b.rect.collidepoint(event.pos):
                        self.show_tab(tab)
            for b in self.buttons + self.bar_buttons() + self._zoom_buttons:
                b.handle(event)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            if self._on_map(self.mouse) and event.y:
                self._zoom(1 if event.y > 0 else -1, self.mouse)  # about the cursor
            elif self.show_log or self.shown_tab() == "log":
                self.log_scroll = max(0, self.log_scroll + event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons + self.bar_buttons() + self._zoom_buttons:
                if b.handle(event):
                    return True
            if self._press(event.pos):
                return True
            if self._on_map(event.pos):  # empty ground (or nothing to take there): slide the map
                self._pan = {"button": 1, "last": event.pos, "moved": 0}
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.drag_card >= 0:
            self._drop(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            if event.button == 3:
                self.selected_motif = -1
                self.drag_card = -1
                self.keys.card = -1
            if self._on_map(event.pos):
                self._pan = {"button": event.button, "last": event.pos, "moved": 0}
            return True
        return False

    def _guarded(self, event) -> bool:
        """A click or a key that would take a decision, just after the turn passed from a computer
        to the person who was hurrying it: held back (and the guard starts again)."""
        if self.clock >= self._guard_until:
            return False
        taking = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN
            and (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                or pygame.K_1 <= event.key <= pygame.K_9
            )
        )
        if taking:
            self._guard_until = self.clock + GUARD_SECONDS
        return taking

    def _computer_input(self, event) -> bool:
        """During a computer's turn: the Skip buttons (even while a move plays), Space (Skip) and
        Shift+Space (Skip to my turn) when the keyboard focus is on nothing."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self._skip_buttons():
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    return True
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.keys.focus is None:
            if event.mod & pygame.KMOD_SHIFT and any(
                b.action == "skip_all" for b in self._skip_buttons()
            ):
                self.skip_to_turn()
            else:
                self.skip_move()
            return True
        return False

    def skip_move(self) -> None:
        """Skip: the computer's move on screen is finished at once, without animation (the one it
        is thinking about, or the one playing)."""
        self._hurried_at = self.clock
        if self.animator.busy:
            self.animator.skip()
            return
        self.skip_once = True
        if self.computer is not None:
            self.computer.hurry = True

    def skip_to_turn(self) -> None:
        """Skip to my turn: every computer move until a person decides, without animation."""
        self._hurried_at = self.clock
        self.fast = True
        self.animator.skip()
        if self.computer is not None:
            self.computer.hurry = True

    def _skip_buttons(self) -> list[Button]:
        return [b for b in self.bar_buttons() if b.action in ("skip", "skip_all")]

    def _drag_map(self, pos) -> None:
        """Slide the map with the mouse held down on it."""
        last = self._pan["last"]
        dx, dy = pos[0] - last[0], pos[1] - last[1]
        self._pan["last"] = pos
        self._pan["moved"] += abs(dx) + abs(dy)
        self.renderer.pan_by(dx, dy)

    def _pan_key(self, event) -> bool:
        """Shift + an arrow slides a zoomed-in map a sixth of its width or height (the plain arrows
        move the keyboard focus)."""
        if not event.mod & pygame.KMOD_SHIFT or event.key not in PAN_KEYS:
            return False
        if self.regions is None or not self.map_shown() or not self.renderer.zoomed:
            return False
        dx, dy = PAN_KEYS[event.key]
        v = self.regions.village
        self.renderer.pan_by(dx * v.width / 6, dy * v.height / 6)
        return True

    def _key(self, event) -> bool:
        if self._pan_key(event):
            return True
        if self.keys.handle_key(self, event):  # Tab, arrows, Enter on the focus (game.ui.keyboard)
            return True
        if self.show_log and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 5 if event.key == pygame.K_PAGEUP else -5
            self.log_scroll = max(0, self.log_scroll + step)
            return True
        if event.key == pygame.K_ESCAPE:
            self.app.push(make("pause", self.app, self.match))
            return True
        if event.key == pygame.K_l:
            self._toggle_log()
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self._zoom(1)
            return True
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self._zoom(-1)
            return True
        if event.key in (pygame.K_0, pygame.K_KP0):
            self.show_tab("map")
            self.renderer.reset_view()
            return True
        if event.key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET) and self.tabbed:
            self._step_tab(1 if event.key == pygame.K_RIGHTBRACKET else -1)
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
            return True
        if event.key in (pygame.K_RETURN, pygame.K_SPACE):
            primary = [b for b in self.buttons if b.primary] or self.buttons[:1]
            if primary and len(self.buttons) >= 1:
                primary[0].on_click()
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.buttons):
                self.buttons[index].on_click()
            return True
        return False

    def _press(self, pos) -> bool:
        ch = self.choices
        if ch is None:
            return False
        key = self._key_at(pos)
        if key is None:
            return False
        if self.keys.card >= 0 and key[0] in ("lion", "track", "played"):
            action = ch.drags.get((self.keys.card, key[1]))  # a card taken up goes to this Lion
            if action is not None:
                self.keys.reset()
                self.take(action)
                return True
        if key[0] == "hand" and any(card == key[1] for card, _ in ch.drags):
            self.drag_card = key[1]
            self.drag_pos = pos
            return True
        if key[0] == "hand" and ch.kind == DecisionKind.TURN:
            # a card that cannot be played: say why (a Fear card, or both Lions full)
            why = self.match.game.why_not(A.Strike(key[1], 0))
            self.say(refusal_text(why) if why is not None else _("That card cannot be played now"))
            return True
        if key[0] == "motif" and key[1] in ch.motifs:
            self.selected_motif = key[1]
            self.show_tab("player")  # (tabbed layout) the Lions' tracks it is inked on
            return True
        if key[0] == "track" and self.selected_motif in ch.motifs:
            for act in ch.motifs[self.selected_motif]:
                if (act.slot, act.space) == (key[1], key[2]):
                    self.take(act)
                    return True
        if key in ch.clicks:
            self.take(ch.clicks[key])
            return True
        if ch.kind == DecisionKind.PERFORM and key[0] == "tile":
            tile_items = [k for k in ch.clicks if k[0] == "item" and k[1][0] == A.Source.TILE]
            if tile_items:
                self.take(ch.clicks[tile_items[0]])
                return True
        return False

    def _drop(self, pos) -> None:
        card, self.drag_card = self.drag_card, -1
        key = self._key_at(pos)
        slot = None
        if key and key[0] in ("lion", "track", "played"):
            slot = key[1]
        elif key and key[0] == "tile":
            p = self.view.players[self.viewer]
            for s in (0, 1):
                if p.lion_tile[s] == key[1] and p.lion[s] >= 0:
                    slot = s
        if slot is None:
            if self.tabbed and key == ("hand", card):  # clicked, not dragged: take it up
                self.keys.card = card
                self.show_tab("player")
                self.say(_("Click a lit Lion to Strike with it (right click puts the card back)"))
            return  # dropped on nothing: the card springs back
        action = self.choices.drags.get((card, slot)) if self.choices else None
        if action is None:
            why = self.match.game.why_not(A.Strike(card, slot))
            self.say(refusal_text(why) if why is not None else _("You cannot play that card there"))
            return
        self.take(action)

    def _key_at(self, pos) -> tuple | None:
        tile = self.renderer.hit(pos) if self._on_map(pos) else -1
        key = self.targets.at(pos)
        if key is not None:
            return key
        if tile >= 0:
            return ("tile", tile)
        return None

    # --- update & draw -----------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.tutorial is not None:
            self.tutorial.update(self, dt)
        if self.waiting and not self.animator.busy:
            self._new_decision()  # the last move has played: the screen turns to the next seat
            if self.app.stack.top is not self:
                return
        self._computer_step()
        self.animator.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
        key = self._key_at(self.mouse) if self.regions else None
        if key != self.hover:
            self.hover, self.hover_time = key, 0.0
        else:
            self.hover_time += dt

    def busy(self) -> bool:
        """Whether the board needs frames now (issue 41, item 3): something plays or floats, a
        computer thinks or waits for its pace, the screen waits to turn, a guard or a hurry is
        counting down, a card or the map is dragged, a message or a tooltip is timing, or the
        tutorial's pointer bobs.  Otherwise the app waits for input (drawing `pulsing` cues at a
        slower rate)."""
        return (
            self.animator.busy
            or bool(self.animator.floaters)
            or self.computer is not None
            or self.waiting
            or self.clock < self._guard_until
            or self.clock - self._hurried_at < HURRY_MEMORY
            or self.drag_card >= 0
            or self._pan is not None
            or self.message_time > 0
            or (self.hover is not None and self.hover_time <= T.TOOLTIP_DELAY)
            or self.tutorial is not None
        )

    def pulsing(self) -> bool:
        """Lit tiles pulse on the map shown (drawn at the app's slower pulse rate when nothing
        else moves)."""
        return getattr(self, "_pulsing", True)

    def bar_buttons(self) -> list[Button]:
        return getattr(self, "_bar", [])

    def draw(self, surface: pygame.Surface) -> None:
        if self.regions is None:
            return
        theme = self.theme
        st = self.animator.shown_state() or self.view
        r = self.regions
        surface.fill(T.TABLE)
        self.targets = Targets()
        ch = self.choices
        glow = dict(self.last_highlight)
        if self._lit_seat != self.viewer:  # lit in another seat's area: not in this one
            glow = {k: v for k, v in glow.items() if k[0] not in OWN_AREA_KINDS}
        if ch is not None and not self.animator.busy:
            glow.update(glow_colours(ch, self.selected_motif))
        if self.drag_card >= 0 and ch is not None:
            for card, slot in ch.drags:
                if card == self.drag_card:
                    glow[("lion", slot)] = T.LEGAL
        if self.keys.card >= 0 and ch is not None:  # a card taken up from the keyboard
            glow[("hand", self.keys.card)] = T.HIGHLIGHT
            for card, slot in ch.drags:
                if card == self.keys.card:
                    glow[("lion", slot)] = T.LEGAL
        # the Village map
        tile_glow = {k[1]: v for k, v in glow.items() if k[0] == "tile"}
        if ch is not None and ch.kind == DecisionKind.PERFORM:
            p = st.players[self.viewer]
            slot = st.turn.slot
            if (
                slot >= 0
                and p.lion_tile[slot] >= 0
                and any(k[0] == "item" and k[1][0] == A.Source.TILE for k in ch.clicks)
            ):
                tile_glow[p.lion_tile[slot]] = T.LEGAL
        self._pulsing = self.map_shown() and any(tile_glow.values())  # (`busy`: lit tiles pulse)
        hover_tile = self.hover[1] if self.hover and self.hover[0] == "tile" else -1
        path = ch.paths.get(hover_tile) if ch is not None and not self.animator.busy else None
        shown = self.shown_tab()
        if self.map_shown():
            clip = surface.get_clip()
            if self.renderer.zoomed or self.tabbed:  # a zoomed map stays inside its own region
                surface.set_clip(r.village)
            badges = self.renderer.draw(
                surface,
                theme,
                st,
                tile_glow,
                ch.labels if ch and not self.animator.busy else {},
                path,
                hidden=self.animator.hidden_lions(),
                hidden_monsters=self.animator.hidden_monster_tiles(),
                hover=hover_tile,
            )
            surface.set_clip(clip)
            for tile, rect in badges.items():
                if r.village.contains(rect) or not self.renderer.zoomed:
                    self.targets.add(rect, ("tile", tile))
        self.animator.draw_pieces(surface)
        if self.map_shown():
            player_area.draw_opponents(
                surface, theme, st, self.viewer, r.village, self.targets, self._labels()
            )
        spaces = {k[1]: v for k, v in glow.items() if k[0] == "space"}
        if self.tabbed:  # one panel at a time, under its tab
            if shown == "log":
                self._draw_log(surface, r.log)
            elif shown == "board":
                village_board.draw_village_board(surface, theme, st, r.board, self.targets, spaces)
            elif shown == "markets":
                markets.draw_markets(surface, theme, st, r.markets, self.targets, glow)
            elif shown == "player":
                self._draw_player_area(surface, st, r.player, glow)
            elif shown == "hand":
                self._draw_hand(surface, st, r.hand, glow)
        else:
            # right column: Village board and markets (or the log)
            if self.show_log:
                self._draw_log(surface, r.log)
            else:
                village_board.draw_village_board(surface, theme, st, r.board, self.targets, spaces)
                markets.draw_markets(surface, theme, st, r.markets, self.targets, glow)
            # the viewer's area and hand (a computer's: its hand face down)
            self._draw_player_area(surface, st, r.player, glow)
            self._draw_hand(surface, st, r.hand, glow)
        self._draw_top(surface)
        self._draw_tabs(surface)
        self._draw_zoom_buttons(surface)
        self._draw_decision(surface)
        if self.map_shown() and is_solo(self.match.game.state):
            self._draw_nian_card(surface, st)  # under the decision's buttons, beside the map
        if self.drag_card >= 0:
            w = theme.px(110)
            rect = pygame.Rect(0, 0, w, int(w * 1.4))
            rect.center = self.drag_pos
            draw_drum_card(surface, theme, st.catalogue, self.drag_card, rect, glow=T.HIGHLIGHT)
        if self.message_time > 0 and self.message:
            self._draw_message(surface)
        if self.hover and self.hover_time > T.TOOLTIP_DELAY and self.drag_card < 0:
            lines = lines_for(st, self.hover, self.viewer)
            full = self._labels(short=False)
            if self.hover[0] == "opponent" and self.hover[1] in full:
                lines = [full[self.hover[1]], *lines[1:]]  # its name, and that it is a computer
            draw_tooltip(surface, theme, lines, self.mouse)
        self._draw_undo_tooltip(surface)
        if getattr(self, "_prompt_cut", ""):  # the whole prompt, where the top bar cut it short
            draw_tooltip(surface, theme, [self._prompt_cut], self.mouse)
        self.keys.draw(self, surface, st, lines_for)
        if self.tutorial is not None:
            self.tutorial.draw(self, surface)

    def _labels(self, short: bool = True) -> dict[int, str]:
        """The computer seats' names as the table shows them: "Azure · Strong AI" on a chip, in
        full ("Azure (Strong computer)") elsewhere."""
        out = {}
        for s, kind in enumerate(self.match.seats):
            if kind != "human":
                out[s] = self.match.seat_label(s)
                if short and kind in SHORT_NAMES:
                    out[s] = f"{seat_name(s)} · {_(SHORT_NAMES[kind])}"
        return out

    def _draw_hand(self, surface, st, rect, glow) -> None:
        """The viewer's hand (a computer's: face down, its count only)."""
        player_area.draw_hand(
            surface,
            self.theme,
            st,
            self.viewer,
            rect,
            self.targets,
            glow,
            hidden_card=self.drag_card,
            show=not self.public,
        )

    def _draw_player_area(self, surface, st, rect, glow) -> None:
        player_area.draw_player_area(
            surface,
            self.theme,
            st,
            self.viewer,
            rect,
            self.targets,
            glow,
            computer=self.public,  # (marked; the top bar names its kind)
        )

    def _draw_top(self, surface) -> None:
        theme = self.theme
        r = self.regions.top
        pygame.draw.rect(surface, T.TABLE_DARK, r)
        pygame.draw.line(surface, T.GOLD_DARK, r.bottomleft, r.bottomright, 2)
        st = self.match.game.state
        pending = self.match.pending
        seat = pending.seat
        if self.computer_turn and self.viewer >= 0:
            seat = self.viewer if self.public else seat  # the computer whose move is on screen
        who = f"{T.player_mark(seat)} {self.match.seat_label(seat)}" if seat >= 0 else ""
        heading = _("Round {n}").format(n=st.round)
        if st.end_trigger >= 0:
            heading = _("Round {n} · final round").format(n=st.round)
        draw_text(
            surface,
            heading,
            theme.font(14, bold=True),
            T.GOLD,
            (theme.px(12), r.centery),
            anchor="midleft",
        )
        bold, font = theme.font(16, bold=True), theme.font(14)
        self._bar = self._bar_layout(r, theme.px(64))
        right = min(b.rect.x for b in self._bar) - theme.px(14)  # the text stops short of them
        x = theme.px(130)
        colour = T.player_colour(seat) if seat >= 0 else T.TEXT
        computer = seat >= 0 and not self.match.is_human(seat)
        if computer:  # a small screen before a computer's name
            icon = T.draw_computer_icon(surface, (x + theme.px(9), r.centery), theme.px(18), colour)
            x = icon.right + theme.px(6)
        prompt, spin = prompt_text(st, pending.prompt), 0  # (spin: room for the thinking ring)
        if self.computer_turn:
            thinking = self.computer is not None and self.computer.thinking
            prompt = self.said or (_("is thinking…") if thinking else _("has decided"))
            spin = theme.px(30) if thinking else 0
        wanted = min(font.size(prompt)[0] + spin, theme.px(220))
        if computer and bold.size(who)[0] > right - x - wanted - theme.px(14):
            who = f"{T.player_mark(seat)} {seat_name(seat)}"  # short of room: the icon says it
        who = ellipsize(bold, who, max(0, right - x))
        x = draw_text(surface, who, bold, colour, (x, r.centery), anchor="midleft").right
        colon = ":" if self.computer_turn and self.said else ""
        text_x = x + (bold.size(colon)[0] + theme.px(8) if colon else theme.px(14))
        room = right - spin - text_x
        self._said_below = ""
        if self.computer_turn and room < min(font.size(prompt)[0], theme.px(160)):
            self._said_below = prompt  # no room left in the bar: on the strip below it
            self._prompt_cut = ""
        else:
            if colon:  # "Azure (Strong computer): Azure plays Courage Drum next to left Lion"
                draw_text(surface, colon, bold, colour, (x, r.centery), anchor="midleft")
            full = prompt
            prompt = ellipsize(font, prompt, room) if room > 0 else ""
            shown = draw_text(surface, prompt, font, T.TEXT, (text_x, r.centery), anchor="midleft")
            self._prompt_cut = full if prompt != full and shown.collidepoint(self.mouse) else ""
            if spin:  # a ring that turns while the search runs: the window is not frozen
                centre = (shown.right + spin // 2 + theme.px(2), r.centery)
                draw_spinner(surface, centre, theme.px(8), self.clock, colour)
        for b in self._bar:
            b.hovered = b.rect.collidepoint(self.mouse)
            b.draw(surface, theme)

    def _bar_layout(self, r: pygame.Rect, bw: int) -> list[Button]:
        """The top bar's buttons from the right: Menu, Log (not in the tabbed layout, where the log
        is a tab), then Undo, or during a computer's turn Skip and Skip to my turn."""
        theme = self.theme
        h = r.height - theme.px(14)
        specs = [(_("Menu"), self._open_pause, "Esc", None, True, bw)]
        if not self.tabbed:
            specs.append((_("Log"), self._toggle_log, "L", None, True, bw))
        if self.computer_turn:
            font = theme.font(15, bold=True)
            if any(self.match.is_human(s) for s in range(len(self.match.seats))):
                label = _("Skip to my turn")
                w = max(bw, font.size(label)[0] + theme.px(20))
                tip = _("Play every computer move at once, until a person decides")
                specs.append((label, self.skip_to_turn, tip, "skip_all", True, w))
            label = _("Skip")
            w = max(bw, font.size(label)[0] + theme.px(20))
            tip = _("Finish the computer's move at once, without animation")
            specs.append((label, self.skip_move, tip, "skip", True, w))
        else:
            why = self.why_not_undo()
            specs.append((_("Undo"), self.undo, why, None, not why, bw))
        bar = []
        right = r.right - theme.px(8)
        for label, act, tip, action, enabled, w in specs:
            rect = pygame.Rect(right - w, r.y + theme.px(7), w, h)
            bar.append(Button(label, act, rect, tooltip=tip, enabled=enabled, action=action))
            right = rect.x - theme.px(6)
        return bar

    def _draw_tabs(self, surface) -> None:
        """The tabbed layout's row of tabs (keyboard: in the Tab focus order, and [ / ] step)."""
        if not self.tabbed:
            return
        theme = self.theme
        r = self.regions
        strip = r.tab_strip
        pygame.draw.rect(surface, T.TABLE_DARK, strip)
        pygame.draw.line(surface, T.GOLD_DARK, strip.bottomleft, strip.bottomright, 2)
        shown = self.shown_tab()
        font = theme.font(15, bold=True)
        gap = theme.px(6)
        widths = [
            max(theme.px(70), font.size(self._tab_label(t))[0] + theme.px(28)) for t in r.tabs
        ]
        room = strip.width - theme.px(16) - gap * (len(widths) - 1)
        if sum(widths) > room:  # narrower tabs (their labels shortened) rather than off the window
            widths = [max(1, w * room // sum(widths)) for w in widths]
        x = strip.x + theme.px(8)
        tabs = []
        for tab, w in zip(r.tabs, widths, strict=True):
            rect = pygame.Rect(x, strip.y + theme.px(5), w, strip.height - theme.px(5))
            button = Button(
                self._tab_label(tab),
                lambda t=tab: self._click_tab(t),
                rect,
                primary=tab == shown,
                action=("tab", tab),
                tooltip=_("[ / ]: the tab before / after"),
            )
            button.hovered = rect.collidepoint(self.mouse)
            button.draw(surface, theme)
            if tab == shown:  # the open tab joins its panel
                pygame.draw.line(
                    surface,
                    T.GOLD,
                    (rect.x + 3, rect.bottom - 1),
                    (rect.right - 4, rect.bottom - 1),
                    3,
                )
            tabs.append(button)
            x += w + gap
        self._bar = self._bar + tabs

    def _tab_label(self, tab: str) -> str:
        """A tab's label; while a computer's area is on show, its board is not "Your board"."""
        if tab == "player" and self.public:
            return _("{player}'s board").format(player=seat_name(self.viewer))
        return _(TAB_LABELS[tab])

    def _click_tab(self, tab: str) -> None:
        if tab == "log" or self.tab == "log":
            if tab != self.tab:
                self._toggle_log() if tab == "log" else self.show_tab(tab)
            return
        self.show_tab(tab)

    def _draw_zoom_buttons(self, surface) -> None:
        """Zoom in, out and back to the whole map, at the map's corner (tabbed layout only: up to
        125% the table keeps its look, and the wheel, + / - and 0 zoom it)."""
        self._zoom_buttons = []
        if not self.tabbed or not self.map_shown():
            return
        theme = self.theme
        v = self.regions.village
        size = theme.px(30)
        fit_w = max(size, theme.font(15, bold=True).size(_("Fit"))[0] + theme.px(16))
        gap = theme.px(6)
        x = v.right - theme.px(10) - fit_w - 2 * (size + gap)
        y = v.y + theme.px(8)
        specs = [
            ("+", lambda: self._zoom(1), size, _("Zoom in (+ or the mouse wheel)")),
            ("-", lambda: self._zoom(-1), size, _("Zoom out (- or the mouse wheel)")),
            (_("Fit"), self.renderer.reset_view, fit_w, _("The whole map (0)")),
        ]
        for label, act, w, tip in specs:
            b = Button(label, act, pygame.Rect(x, y, w, size), tooltip=tip)
            b.hovered = b.rect.collidepoint(self.mouse)
            b.draw(surface, theme)
            self._zoom_buttons.append(b)
            x += w + gap
        hovered = next((b for b in self._zoom_buttons if b.hovered), None)
        if hovered is not None:
            lines = [hovered.tooltip, _("Drag the map with the right mouse button to move it")]
            draw_tooltip(surface, theme, lines, self.mouse)

    def _draw_undo_tooltip(self, surface) -> None:
        """Hovering Undo says what it does, or why it cannot be used now ("dice were rolled")."""
        undo = next((b for b in self.bar_buttons() if b.label == _("Undo")), None)
        if undo is None or not undo.hovered:
            return
        why = undo.tooltip
        lines = [_("Undo (Ctrl+Z)")]
        lines.append(
            _("Not now: {why}").format(why=why)
            if why
            else _("Take back your last decision this turn")
        )
        draw_tooltip(surface, self.theme, lines, self.mouse)

    def _open_pause(self) -> None:
        self.app.push(make("pause", self.app, self.match))

    def _toggle_log(self) -> None:
        if self.tabbed:  # the log is a tab: L opens it, and again goes back
            if self.tab == "log":
                self.tab = self._tab_before_log or self._tab_for_decision() or self.regions.tabs[0]
            else:
                self.show_tab("log")
            return
        self.show_log = not self.show_log

    def _draw_decision(self, surface) -> None:
        """The hint, and a button for every choice that has no place on the table."""
        theme = self.theme
        ch = self.choices
        if ch is None and self._said_below:
            self._draw_said_below(surface)
        if ch is None or self.animator.busy:
            return
        r = self.regions.decision
        labels = self._decision_buttons()
        # lay the buttons out in rows under the hint
        font = theme.font(13)
        hint = ch.hint
        if self.tabbed:  # a strip of its own across the window, the hint kept to its width
            pygame.draw.rect(surface, T.TABLE_DARK, r.inflate(theme.px(20), theme.px(12)))
            hint = ellipsize(font, hint, r.width)
        draw_text(surface, hint, font, T.TEXT_DIM, (r.x, r.y), shadow=True)
        if self.tabbed and "choices" in self.regions.tabs:  # the buttons are on a tab of their own
            if self.shown_tab() == "choices":
                area = self.regions.panel.inflate(-theme.px(24), -theme.px(16))
                area.y -= theme.font(13).get_linesize() + theme.px(4)  # no hint above them there
                self._place_decision_buttons(labels, area)
            else:  # not shown, yet their keys 1-9 still press them
                self._place_decision_buttons(labels, r)
                for b in labels:
                    b.rect = pygame.Rect(0, 0, 0, 0)
        else:
            self._place_decision_buttons(labels, r)
        for b in labels:
            if not b.rect.width:
                continue
            b.hovered = b.rect.collidepoint(self.mouse)
            b.draw(surface, theme)
        self.buttons = labels

    def _draw_said_below(self, surface) -> None:
        """What the computer did (or that it thinks), where the top bar had no room for it: on the
        decision's strip, which a computer's turn leaves empty."""
        theme = self.theme
        r = self.regions.decision
        font = theme.font(14)
        thinking = self.computer is not None and self.computer.thinking
        spin = theme.px(30) if thinking else 0
        text = ellipsize(font, self._said_below, max(0, r.width - spin))
        if self.tabbed:
            pygame.draw.rect(surface, T.TABLE_DARK, r.inflate(theme.px(20), theme.px(12)))
        shown = draw_text(surface, text, font, T.TEXT, (r.x, r.y), shadow=True)
        if thinking:
            centre = (shown.right + spin // 2 + theme.px(2), shown.centery)
            colour = T.player_colour(self.viewer) if self.viewer >= 0 else T.TEXT
            draw_spinner(surface, centre, theme.px(8), self.clock, colour)

    def _decision_buttons(self) -> list[Button]:
        """The decision's buttons, and one for every choice that has no place on the table (a card
        in the discard pile, a Perform item).  In the tabbed layout a choice on a tab not shown has a
        place all the same: its tab opens by itself, or by a click."""
        ch = self.choices
        unplaced = [
            action
            for key, action in ch.clicks.items()
            if key[0] == "item"
            or (key[0] != "tile" and self.targets.rect_of(key) is None and not self.tab_of(key))
        ]
        labels = list(self.base_buttons)
        for action in unplaced:
            labels.append(
                Button(
                    button_label(self.view, ch.kind, action),
                    lambda a=action: self.take(a),
                    action=action,
                )
            )
        return labels

    def _place_decision_buttons(self, labels: list[Button], r: pygame.Rect) -> int:
        """Give the buttons their rectangles in rows under the hint; returns how many rows."""
        theme = self.theme
        y = r.y + theme.font(13).get_linesize() + theme.px(4)
        x = r.x
        h = theme.px(30)
        rows = 1
        for i, b in enumerate(labels):
            b.key_hint = str(i + 1) if i < 9 else ""  # the keys 1-9 press them in order
            w = min(
                r.width,
                max(theme.px(90), theme.font(15, bold=True).size(b.label)[0] + theme.px(24)),
            )
            if x + w > r.right:
                x = r.x
                y += h + theme.px(6)
                rows += 1
            b.rect = pygame.Rect(x, y, w, h)
            x += w + theme.px(8)
        return rows

    def _decision_rows(self, width: int) -> int:
        """How many rows of buttons the current decision needs in a strip `width` wide."""
        if self.choices is None:
            return 0
        labels = self._decision_buttons()
        if not labels:
            return 0
        rows = self._place_decision_buttons(labels, pygame.Rect(0, 0, width, 1))
        for b in labels:
            b.rect = pygame.Rect(0, 0, 0, 0)
        return rows

    def _draw_message(self, surface) -> None:
        theme = self.theme
        font = theme.font(15, bold=True)
        w = font.size(self.message)[0] + theme.px(30)
        rect = pygame.Rect(0, 0, w, theme.px(36))
        rect.midbottom = (self.regions.village.centerx, self.regions.village.bottom - theme.px(10))
        panel(surface, rect, fill=T.RED_DARK, border=T.GOLD)
        draw_text(surface, self.message, font, T.TEXT, rect.center, anchor="center")

    def _draw_log(self, surface, rect) -> None:
        theme = self.theme
        panel(surface, rect.inflate(-theme.px(8), -theme.px(8)), fill=(30, 22, 18))
        font = theme.font(12)
        line_h = font.get_linesize()
        inner = rect.inflate(-theme.px(24), -theme.px(24))
        lines = self.match.log
        visible = inner.height // line_h
        end = max(0, len(lines) - self.log_scroll)
        start = max(0, end - visible)
        y = inner.y
        for entry in lines[start:end]:
            colour = T.player_colour(entry.seat) if entry.seat >= 0 else T.TEXT_DIM
            text = entry.text
            while font.size(text)[0] > inner.width and len(text) > 4:
                text = text[:-2]
            r = draw_text(surface, text, font, colour, (inner.x, y))
            for card in entry.cards:
                self.targets.add(r, ("played", -1, card))
            y += line_h
