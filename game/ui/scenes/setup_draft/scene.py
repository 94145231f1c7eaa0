"""Setup decisions (rulebook, "Setup"): building your own village tile by tile, drafting Character
boards (take 2, keep 1), and the Lion draft (the row of four, or the casual deal of three revealed
together).  Every choice is one of the engine's legal actions; secret picks get a hand-off screen.

When a computer seat chooses, the screen says so ("Azure (Strong computer) is choosing..."), nothing
is lit as if it could be clicked, and the pick is shown (the card ringed, the space filled) for the
computer pace set in the settings before it is taken; a tile it placed glows a moment after.  The
Menu button (or Esc, at any time) opens the same pause menu as the board."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.core import events as E
from game.core.decisions import SETUP, DecisionKind
from game.i18n import _, current_language, name
from game.session.computer import ComputerMove
from game.session.match import Match
from game.text.components import character_lines, lion_lines
from game.text.names import seat_name
from game.text.net_status import deciding_text, waiting_text
from game.text.reasons import prompt_words

from ... import theme as T
from ...keyboard import DraftKeys
from ...net_play import needs_frames, wake_on_messages
from ...render.village import VillageRenderer
from ...scene import Scene, make, register
from ...scroll import ScrollView, TextBoxes, fitting_font
from ...widgets import Button, draw_text, draw_tooltip, wrap
from .cards import cards_fit, draw_card_list, draw_card_row, lay_out_card_list
from .tiles import draw_tiles, tile_box, tiles_fit

PAGE_KEYS = (pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END)
PLACED_GLOW = 1.2  # seconds a tile a computer placed glows on the map after


@register("setup_draft")
class SetupDraftScene(Scene):
    """The setup decisions.  At large UI scales (issue 8, accessibility: "UI scale 75-200%"), where
    the cards side by side or the revealed tile's box over the map no longer fit, the screen reflows
    rather than cap the scale: the cards go one under another, each as wide as the window with its
    text on the left and its pictures on the right, in a list scrolled by the wheel, a drag of its
    scrollbar, Page Up / Page Down / Home / End and the keyboard focus (Tab or the arrows); the revealed
    tile's box moves beside the map.  The prompt and notes wrap."""

    keyboard_focus = False  # Tab goes through the cards and spaces (DraftKeys); Esc is the Menu

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.renderer = VillageRenderer()
        self.cards: list[tuple[pygame.Rect, A.Action, list[str]]] = []
        self.hexes: list[tuple[tuple[int, int], A.PlaceTile]] = []
        self.mouse = (0, 0)
        self.viewer = -1
        self.size = (1280, 720)
        self.computer: ComputerMove | None = None
        self.keys = DraftKeys()  # Tab / Enter: the draft without a mouse
        self.compact = False  # the reflowed layout of a large UI scale
        self.scroll = ScrollView()  # the list of cards (large UI scales)
        self.text = TextBoxes()
        self.focus_seen = -1  # the keyboard focus last brought into view
        self.menu = Button(_("Menu"), self._open_pause, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.menu]
        self.clock = 0.0  # seconds shown (the "choosing..." dots)
        self.pick: A.Action | None = None  # the computer's choice, shown before it is taken
        self.held = 0.0  # how long the pick has been shown
        self.placed: tuple[tuple[int, int], float] | None = None  # a computer's tile, glow left
        self._offer: tuple | None = None  # the cards on offer, by decision (`options`)
        self._view: tuple | None = None  # the table as shown, by decision (`_shown_state`)
        self.remote = getattr(match, "remote", False)  # issue 44: my seat at a network table
        if self.remote:
            self.viewer = match.local
            wake_on_messages(match)

    def enter(self) -> None:
        self._next()

    def resume(self) -> None:
        self._next()

    def layout(self, size) -> None:
        self.size = size
        self._offer = self._view = None  # (a decision taken back shows afresh)
        w, h = size
        theme = self.theme
        st = self.match.game.state
        tiles = self.match.pending.kind == DecisionKind.PLACE_TILE
        self._place_menu(size)
        self.compact = not (tiles_fit(self, size) if tiles else cards_fit(self, size))
        self._header(size)
        area = pygame.Rect(int(w * 0.08), int(h * 0.22), int(w * 0.84), int(h * 0.62))
        if tiles and self.compact:  # the revealed tile's box beside the map, not over it
            gap = theme.px(16)
            self.box = tile_box(self, size)
            top = self.header_bottom + gap
            area = pygame.Rect(gap, top, self.box.x - 2 * gap, h - top - gap)
        # lay out with room for the next tile around the map
        ghost = st.village.placeable() if tiles else []
        self.renderer.layout(area, st.village, ghost)
        if not tiles and self.compact:
            lay_out_card_list(self, size)

    def _place_menu(self, size) -> None:
        """The Menu button in the top right corner, above the prompt."""
        theme = self.theme
        w, _h = size
        bw = max(theme.px(72), self.menu.fit_width(theme))
        self.menu.rect = pygame.Rect(w - bw - theme.px(12), theme.px(12), bw, theme.px(34))

    def _title_room(self, size) -> int:
        """How wide the heading may be, centred clear of the Menu button."""
        return size[0] - 2 * (self.menu.rect.width + self.theme.px(24))

    def _open_pause(self) -> None:
        self.app.push(make("pause", self.app, self.match))

    # --- how the screen fits --------------------------------------------------------------------------

    def options(self, st=None) -> list[tuple[A.Action, list[str]]]:
        """The cards on offer: each one's action and its lines of text (name first).  Worked out
        once a decision (and language), not every frame (issue 41, item 3)."""
        key = (len(self.match.game.history), self.match.revision, current_language())
        if self._offer is None or self._offer[0] != key:
            st = st or self._shown_state()
            legal = self.match.legal()
            if self.watching and self.match.pending.kind == DecisionKind.CHOOSE_LION_ROW:
                legal = [A.ChooseLion(lion) for lion in st.lion_row]  # (face up for everyone)
            if self.match.pending.kind == DecisionKind.CHOOSE_CHARACTER:
                offer = [(a, character_lines(st.catalogue.characters[a.character])) for a in legal]
            else:
                offer = [(a, lion_lines(st.catalogue.lions[a.lion])) for a in legal]
            self._offer = (key, offer)
        return self._offer[1]

    def _shown_state(self):
        """The table as the seat deciding sees it, taken once a decision."""
        key = (len(self.match.game.history), self.match.revision)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.match.view(max(0, self.match.pending.seat)))
        return self._view[1]

    @property
    def watching(self) -> bool:
        """Issue 44: another seat at a network table decides; its choice is watched, not clicked."""
        return self.remote and self.match.pending.seat != self.match.local

    def _watch_words(self) -> str:
        """ "Azure is deciding…", or waiting for it to reconnect."""
        seat = self.match.pending.seat
        return deciding_text(seat) if self.match.connected(seat) else waiting_text(seat)

    def _prompt(self) -> str:
        pending = self.match.pending
        mark = T.player_mark(pending.seat)
        if self.watching:
            return f"{mark} " + self._watch_words()
        if self.computer is None:
            return f"{mark} {seat_name(pending.seat)}: {prompt_words(pending.prompt)}"
        who = self.match.seat_label(pending.seat)
        pick = self.pick
        if isinstance(pick, A.PlaceTile):
            st = self.match.game.state
            tile = name(st.catalogue.terrain[st.terrain_stack[-1]].name)
            return f"{mark} " + _("{player} places {tile} here").format(player=who, tile=tile)
        if pick is not None and not self._secret():
            chosen = next((lines[0] for a, lines in self.options() if a == pick), "")
            return f"{mark} " + _("{player} chooses {choice}").format(player=who, choice=chosen)
        # the dots are drawn one, two, three in turn (`_draw_prompt`)
        return f"{mark} " + _("{player} is choosing").format(player=who) + "..."

    def _secret(self) -> bool:
        """Whether the choice now is made in secret (the casual Lion deal): its pick is not shown."""
        return self.match.pending.kind == DecisionKind.CHOOSE_LION_DEAL

    def _note(self) -> str:
        st = self.match.game.state
        if (
            st.lion_row
            and self.match.pending.kind == DecisionKind.CHOOSE_LION_ROW
            and st.config.players > 1
        ):
            return _(
                "Choosing from the last player backwards; the row is refilled after each pick."
            )
        return ""

    def heading_fits(self, size) -> bool:
        theme = self.theme
        w, _h = size
        room = w - theme.px(20)
        return (
            theme.font(30, serif=True).size(_("Setting up the village"))[0]
            <= self._title_room(size)
            and theme.font(17, bold=True).size(self._prompt())[0] <= room
            and theme.font(13).size(self._note())[0] <= room
        )

    def _header(self, size) -> None:
        """The heading, the prompt (wrapped) and the note at the foot (wrapped)."""
        theme = self.theme
        w, h = size
        room = w - theme.px(32)
        title = _("Setting up the village")
        self.title_font = fitting_font(theme, title, 30, self._title_room(size), 20, serif=True)
        prompt = theme.font(17, bold=True)
        self.prompt_lines = wrap(prompt, self._prompt(), room) if self.compact else [self._prompt()]
        self.prompt_y = max(
            theme.px(16) + self.title_font.get_linesize(), self.menu.rect.bottom + theme.px(6)
        )
        if not self.compact:
            self.prompt_y = theme.px(64)
        self.header_bottom = self.prompt_y + len(self.prompt_lines) * prompt.get_linesize()
        note = theme.font(13)
        self.note_lines = wrap(note, self._note(), room) if self._note() else []
        self.note_top = h - theme.px(8) - len(self.note_lines) * note.get_linesize()

    def _next(self) -> None:
        pending = self.match.pending
        if pending.kind not in SETUP:
            # whoever made the last setup choice is still at the screen: hand over if needed
            self.app.replace(make("board", self.app, self.match, viewer=self.viewer))
            return
        seat = pending.seat
        if self.remote:  # the host decides for computers; no hand-off: this window is one seat
            self.computer = self.pick = None
            self.viewer = self.match.local
            self.layout(self.size)
            return
        if not self.match.is_human(seat):
            if self.computer is None or self.computer.seat != seat:
                pace = self.app.settings.computer_pace
                self.computer = ComputerMove.start(self.match, seat, pace)
                self.pick = None
            self.keys.focus = -1
            self.layout(self.size)
            return
        self.computer = None
        self.pick = None
        humans = sum(self.match.is_human(s) for s in range(len(self.match.seats)))
        secret = pending.kind == DecisionKind.CHOOSE_LION_DEAL
        if secret and seat != self.viewer and self.viewer >= 0 and humans > 1:
            self.viewer = seat
            self.app.push(make("handoff", self.app, seat, self.match))
        self.viewer = seat
        self.layout(self.size)

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.placed is not None:
            hex_, left = self.placed
            self.placed = (hex_, left - dt) if left > dt else None
        if self.remote:
            self._follow()
            return
        move = self.computer
        if move is None or move.thinking:
            return
        if self.pick is None:  # just decided: show the pick (in secret: nothing to show)
            legal = self.match.legal()
            self.pick = move.action if move.action in legal else legal[0]
            self.held = 0.0
            self.layout(self.size)  # the prompt says what it chose
            self._reveal_pick()
        else:
            self.held += dt
        if self._secret():
            done = move.ready()
        else:  # held for the pace set in the settings (a click hurries it)
            done = move.hurry or self.held >= self.app.settings.computer_pace
        if done:
            self.computer = None
            pick, self.pick = self.pick, None
            if isinstance(pick, A.PlaceTile):
                self.placed = (pick.hex, PLACED_GLOW)
            self.take(pick)

    def busy(self) -> bool:
        """Frames while a computer chooses (its dots, its pick held for the pace) and while the tile
        it placed glows; a person's choice waits for input (`Scene.busy`)."""
        return (
            self.computer is not None
            or self.placed is not None
            or (self.remote and needs_frames(self.match))
        )

    def _follow(self) -> None:
        """Issue 44: take what the host sent; the draft shows each decision as it comes."""
        match = self.match
        revision = match.revision
        for change in match.update():
            placed = [e for e in change.events if isinstance(e, E.TilePlaced)]
            if placed and change.seat != match.local:
                self.placed = (placed[-1].hex, PLACED_GLOW)
        refused = bool(match.refusals)
        match.refusals.clear()
        if match.revision != revision or refused:
            self.cards, self.hexes = [], []
            self._offer = self._view = None
            self._next()

    def _reveal_pick(self) -> None:
        """Scroll the list of cards (large UI scales) to the one the computer picked."""
        if not self.compact or self.match.pending.kind == DecisionKind.PLACE_TILE or self._secret():
            return
        actions = [a for a, _lines in self.options()]
        if self.pick in actions and actions.index(self.pick) < len(self.card_rects):
            rect = self.card_rects[actions.index(self.pick)]
            self.scroll.reveal(rect.top, rect.bottom)

    def take(self, action: A.Action) -> None:
        self.match.apply(action)
        # the cards and hexes on screen were this decision's; the next frame lists the new ones (a
        # second click queued before that frame must not pick a stale, now illegal choice)
        self.cards = []
        self.hexes = []
        self._next()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self.menu.handle(event):  # the Menu button, or Esc: at any time
            return True
        if self.computer is not None:  # a computer is choosing: a click only hurries it
            if (
                self.compact
                and self.match.pending.kind != DecisionKind.PLACE_TILE
                and self._scroll(event)
            ):
                return True  # (the cards may still be read)
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.computer.hurry = True
            return True
        if (
            self.compact
            and self.match.pending.kind != DecisionKind.PLACE_TILE
            and self._scroll(event)
        ):
            return True
        if event.type == pygame.MOUSEMOTION:
            pass
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, action, _ in self.cards:
                if rect.collidepoint(event.pos):
                    self.take(action)
                    return True
            if self.match.pending.kind == DecisionKind.PLACE_TILE:
                spot = self.renderer.hex_at(event.pos)
                for hex_, action in self.hexes:
                    if hex_ == spot:
                        self.take(action)
                        return True
        elif event.type == pygame.KEYDOWN and self.keys.handle_key(self, event):
            return True
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            i = event.key - pygame.K_1
            if i < len(self.cards):
                self.take(self.cards[i][1])
        return True

    def _scroll(self, event) -> bool:
        """The card list's wheel, scrollbar drag and Page Up / Page Down / Home / End (the arrows and
        Tab move the keyboard focus, which brings its card into view)."""
        if event.type == pygame.KEYDOWN and event.key not in PAGE_KEYS:
            return False
        bar = self.scroll.bar_rect().inflate(self.scroll.line // 2, 0)
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and not bar.collidepoint(event.pos)
        ):
            return False  # a press on a card takes it
        return self.scroll.handle(event)

    def draw_text_in(self, surface, text, font, colour, pos, box, anchor="topleft") -> pygame.Rect:
        """Draw a piece of text and note the box it must stay inside (TextBoxes)."""
        rect = draw_text(surface, text, font, colour, pos, anchor=anchor)
        self.text.note(surface, text, rect, box)
        return rect

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        self.text.clear()
        surface.fill(T.TABLE)
        pending = self.match.pending
        st = self._shown_state()
        seat = pending.seat
        title_y = theme.px(16)
        font = self.title_font if self.compact else theme.font(30, serif=True)
        self.draw_text_in(
            surface, _("Setting up the village"), font, T.GOLD, (w // 2, title_y), window, "midtop"
        )
        self._draw_prompt(surface)
        self.cards = []
        self.hexes = []
        self._draw_body(surface, st, seat)
        self.menu.draw(surface, theme)

    def _draw_prompt(self, surface) -> None:
        """Who decides and what; while a computer is choosing, its dots come one, two, three in
        turn (drawn from where the whole line starts, so the line stands still)."""
        theme = self.theme
        w, _h = surface.get_size()
        window = surface.get_rect()
        prompt = theme.font(17, bold=True)
        colour = T.player_colour(self.match.pending.seat)
        choosing = self.computer is not None and self.pick is None
        y = self.prompt_y
        for i, line in enumerate(self.prompt_lines):
            last = i == len(self.prompt_lines) - 1
            if choosing and last and line.endswith("..."):
                whole = prompt.size(line)[0]
                shown = line[:-3] + "." * (1 + int(self.clock * 2.5) % 3)
                pos = (w // 2 - whole // 2, y)
                rect = draw_text(surface, shown, prompt, colour, pos)
                self.text.note(surface, shown, rect, window)
            else:
                self.draw_text_in(surface, line, prompt, colour, (w // 2, y), window, "midtop")
            y += prompt.get_linesize()

    def _draw_body(self, surface, st, seat) -> None:
        """The map and the revealed tile, or the cards on offer, and the note at the foot."""
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        pending = self.match.pending
        deal = pending.kind == DecisionKind.CHOOSE_LION_DEAL
        # a network table: another seat's choice is shown where everyone may see it (the tiles,
        # the Lion row); a Character board drawn or a Lion dealt is that seat's alone
        waiting = self.watching and pending.kind not in (
            DecisionKind.PLACE_TILE,
            DecisionKind.CHOOSE_LION_ROW,
        )
        if (self.computer is not None and deal) or waiting:
            note = self._watch_words() if waiting else ""
            if deal:
                note = _(
                    "Each Lion is chosen in secret from the three dealt; all are revealed together."
                )
            font = theme.font(18)
            lines = wrap(font, note, w - theme.px(40))
            y = h // 2 - len(lines) * font.get_linesize() // 2
            for line in lines:
                self.draw_text_in(surface, line, font, T.TEXT_DIM, (w // 2, y), window, "midtop")
                y += font.get_linesize()
            return
        if pending.kind == DecisionKind.PLACE_TILE:
            draw_tiles(surface, self, st)
            self.keys.draw(self, surface)
            return
        if self.compact:
            tip = draw_card_list(surface, self, st, seat)
        else:
            tip = draw_card_row(surface, self, st, seat)
        note = theme.font(13)
        y = self.note_top
        for line in self.note_lines:
            if self.compact:
                self.draw_text_in(surface, line, note, T.TEXT_DIM, (w // 2, y), window, "midtop")
                y += note.get_linesize()
            else:
                pos = (w // 2, h - theme.px(30))
                self.draw_text_in(surface, line, note, T.TEXT_DIM, pos, window, "midbottom")
        if tip:
            draw_tooltip(surface, theme, tip, self.mouse)
        self.keys.draw(self, surface)
