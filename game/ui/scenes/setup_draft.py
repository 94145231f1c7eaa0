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
from game.core.decisions import SETUP, DecisionKind
from game.i18n import _, current_language, name, ngettext, pgettext
from game.session.computer import ComputerMove
from game.session.match import Match
from game.text.components import character_lines, lion_lines, terrain_text
from game.text.effects import amount
from game.text.names import seat_name
from game.text.reasons import prompt_words

from .. import theme as T
from ..keyboard import DraftKeys
from ..render.cards import draw_drum_card
from ..render.pieces import draw_lion
from ..render.village import VillageRenderer
from ..scene import Scene, make, register
from ..scroll import ScrollView, TextBoxes, fitting_font
from ..widgets import Button, draw_text, draw_tooltip, panel, wrap

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
        self._focus_seen = -1  # the keyboard focus last brought into view
        self.menu = Button(_("Menu"), self._open_pause, hotkey=pygame.K_ESCAPE)
        self.buttons = [self.menu]
        self.clock = 0.0  # seconds shown (the "choosing..." dots)
        self.pick: A.Action | None = None  # the computer's choice, shown before it is taken
        self.held = 0.0  # how long the pick has been shown
        self.placed: tuple[tuple[int, int], float] | None = None  # a computer's tile, glow left
        self._offer: tuple | None = None  # the cards on offer, by decision (`_options`)
        self._view: tuple | None = None  # the table as shown, by decision (`_shown_state`)

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
        self.compact = not (self._tiles_fit(size) if tiles else self._cards_fit(size))
        self._header(size)
        area = pygame.Rect(int(w * 0.08), int(h * 0.22), int(w * 0.84), int(h * 0.62))
        if tiles and self.compact:  # the revealed tile's box beside the map, not over it
            gap = theme.px(16)
            self.box = self._tile_box(size)
            top = self.header_bottom + gap
            area = pygame.Rect(gap, top, self.box.x - 2 * gap, h - top - gap)
        # lay out with room for the next tile around the map
        ghost = st.village.placeable() if tiles else []
        self.renderer.layout(area, st.village, ghost)
        if not tiles and self.compact:
            self._card_list(size)

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

    def _options(self, st=None) -> list[tuple[A.Action, list[str]]]:
        """The cards on offer: each one's action and its lines of text (name first).  Worked out
        once a decision (and language), not every frame (issue 41, item 3)."""
        key = (len(self.match.game.history), current_language())
        if self._offer is None or self._offer[0] != key:
            st = st or self._shown_state()
            legal = self.match.legal()
            if self.match.pending.kind == DecisionKind.CHOOSE_CHARACTER:
                offer = [(a, character_lines(st.catalogue.characters[a.character])) for a in legal]
            else:
                offer = [(a, lion_lines(st.catalogue.lions[a.lion])) for a in legal]
            self._offer = (key, offer)
        return self._offer[1]

    def _shown_state(self):
        """The table as the seat deciding sees it, taken once a decision."""
        key = len(self.match.game.history)
        if self._view is None or self._view[0] != key:
            self._view = (key, self.match.view(max(0, self.match.pending.seat)))
        return self._view[1]

    def _prompt(self) -> str:
        pending = self.match.pending
        mark = T.player_mark(pending.seat)
        if self.computer is None:
            return f"{mark} {seat_name(pending.seat)}: {prompt_words(pending.prompt)}"
        who = self.match.seat_label(pending.seat)
        pick = self.pick
        if isinstance(pick, A.PlaceTile):
            st = self.match.game.state
            tile = name(st.catalogue.terrain[st.terrain_stack[-1]].name)
            return f"{mark} " + _("{player} places {tile} here").format(player=who, tile=tile)
        if pick is not None and not self._secret():
            chosen = next((lines[0] for a, lines in self._options() if a == pick), "")
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

    def _heading_fits(self, size) -> bool:
        theme = self.theme
        w, _h = size
        room = w - theme.px(20)
        return (
            theme.font(30, serif=True).size(_("Setting up the village"))[0]
            <= self._title_room(size)
            and theme.font(17, bold=True).size(self._prompt())[0] <= room
            and theme.font(13).size(self._note())[0] <= room
        )

    def _cards_fit(self, size) -> bool:
        """Whether the cards side by side, as at 100%, hold their names, text and pictures."""
        theme = self.theme
        w, h = size
        if not self._heading_fits(size):
            return False
        options = self._options()
        n = max(1, len(options))
        cw = min(theme.px(300), (w - theme.px(60)) // n - theme.px(20))
        ch = int(h * 0.58)
        font, bold = theme.font(12), theme.font(17, bold=True)
        for i, (_action, lines) in enumerate(options):
            if bold.size(f"{i + 1}. {lines[0]}")[0] > cw - 24:
                return False
            text = theme.px(42) + sum(
                len(wrap(font, line, cw - 24)) * font.get_linesize() + 3 for line in lines[1:]
            )
            if text + theme.px(150) > ch:
                return False
        return True

    def _tiles_fit(self, size) -> bool:
        """Whether the revealed tile's box, as at 100%, holds its text and stays in the corner (a
        quarter of the window's width at most: larger, it would cover the map)."""
        theme = self.theme
        if not self._heading_fits(size) or theme.px(300) > size[0] // 4:
            return False
        st = self.match.game.state
        if not st.terrain_stack:
            return True
        card = st.catalogue.terrain[st.terrain_stack[-1]]
        font = theme.font(13)
        lines = wrap(font, terrain_text(card), theme.px(280) - 20)
        return theme.px(36) + len(lines) * font.get_linesize() + theme.px(22) <= theme.px(110) and (
            theme.font(15, bold=True).size(_("Revealed: {tile}").format(tile=name(card.name)))[0]
            <= theme.px(280) - 20
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

    def _tile_box(self, size) -> pygame.Rect:
        """Where the revealed tile is described (large UI scales: right of the map, as tall as its
        text)."""
        theme = self.theme
        w, h = size
        st = self.match.game.state
        bw = min(theme.px(280), int(w * 0.42))
        pad = theme.px(10)
        height = 2 * pad
        if st.terrain_stack:
            card = st.catalogue.terrain[st.terrain_stack[-1]]
            bold, font = theme.font(15, bold=True), theme.font(13)
            title = _("Revealed: {tile}").format(tile=name(card.name))
            height += len(wrap(bold, title, bw - 2 * pad)) * bold.get_linesize() + pad
            height += len(wrap(font, terrain_text(card), bw - 2 * pad)) * font.get_linesize() + pad
            height += theme.font(12).get_linesize()
        top = self.header_bottom + theme.px(16)
        return pygame.Rect(w - theme.px(16) - bw, top, bw, height)

    def _card_list(self, size) -> None:
        """Large UI scales: the cards one under another, text left and pictures right, scrolled."""
        theme = self.theme
        w, h = size
        gap, margin = theme.px(12), theme.px(16)
        bottom = self.note_top - gap if self.note_lines else h - margin
        view = pygame.Rect(margin, self.header_bottom + gap, w - 2 * margin, 0)
        view.height = bottom - view.y
        bar = max(6, theme.px(24) // 4)
        width = view.width - bar - theme.px(8)
        self.text_w = int(width * 0.55) - 2 * theme.px(12)
        font, bold = theme.font(12), theme.font(17, bold=True)
        self.card_rects: list[pygame.Rect] = []
        y = 0
        for i, (_action, lines) in enumerate(self._options()):
            text = bold.get_linesize() * len(wrap(bold, f"{i + 1}. {lines[0]}", self.text_w))
            text += sum(
                len(wrap(font, line, self.text_w)) * font.get_linesize() + 3 for line in lines[1:]
            )
            height = max(text + 2 * theme.px(12), min(view.height - gap, theme.px(230)))
            self.card_rects.append(pygame.Rect(view.x, y, width, height))
            y += height + gap
        self.scroll.set(view, y - gap, line=theme.px(40))

    def _next(self) -> None:
        pending = self.match.pending
        if pending.kind not in SETUP:
            # whoever made the last setup choice is still at the screen: hand over if needed
            self.app.replace(make("board", self.app, self.match, viewer=self.viewer))
            return
        seat = pending.seat
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
        return self.computer is not None or self.placed is not None

    def _reveal_pick(self) -> None:
        """Scroll the list of cards (large UI scales) to the one the computer picked."""
        if not self.compact or self.match.pending.kind == DecisionKind.PLACE_TILE or self._secret():
            return
        actions = [a for a, _lines in self._options()]
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

    def _illustrate(self, surface, st, action, rect: pygame.Rect, top: int, seat: int) -> None:
        """Below a Lion's text: the miniature and the Lion Drum card (始) it brings to your deck.
        Below a Character board's text: its Qi Energy sections as rows of tokens."""
        theme = self.theme
        cat = st.catalogue
        room = pygame.Rect(rect.x + 10, top + theme.px(6), rect.width - 20, rect.bottom - top - 16)
        if room.height < theme.px(60):
            return
        if isinstance(action, A.ChooseLion):
            lion = cat.lions[action.lion]
            drum = cat.lion_drums[lion.drum]
            card_w = min(int(room.width * 0.52), int(room.height / 1.45))
            card = pygame.Rect(room.x, room.bottom - int(card_w * 1.45), card_w, int(card_w * 1.45))
            draw_drum_card(surface, theme, cat, drum, card, detail=True)
            start = cat.cards[drum].start
            if start:
                label = _("始 start: {amounts}").format(
                    amounts=pgettext("list", ", ").join(amount(k, n, "+") for k, n in start)
                )
                draw_text(
                    surface,
                    label,
                    theme.font(12, bold=True),
                    T.RED_DARK,
                    (room.x, card.y - theme.px(4)),
                    anchor="bottomleft",
                )
            size = min(room.right - card.right, room.height) * 0.9
            foot = ((card.right + room.right) // 2, room.bottom - theme.px(6))
            draw_lion(surface, theme, foot, size, max(seat, 0), 0)
            return
        board = cat.characters[action.character]
        row_h = min(theme.px(26), room.height // max(1, len(board.sections)))
        dot = max(3, row_h // 3)
        for k, section in enumerate(board.sections):
            y = room.y + k * row_h + row_h // 2
            for j in range(section.qi):
                centre = (room.x + dot + 2 + j * (dot * 2 + 4), y)
                T.draw_player_chip(surface, max(seat, 0), centre, dot)

    def _say(self, surface, text, font, colour, pos, box, anchor="topleft") -> pygame.Rect:
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
        self._say(
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
                self._say(surface, line, prompt, colour, (w // 2, y), window, "midtop")
            y += prompt.get_linesize()

    def _draw_body(self, surface, st, seat) -> None:
        """The map and the revealed tile, or the cards on offer, and the note at the foot."""
        theme = self.theme
        w, h = surface.get_size()
        window = surface.get_rect()
        pending = self.match.pending
        if self.computer is not None and pending.kind == DecisionKind.CHOOSE_LION_DEAL:
            note = _(
                "Each Lion is chosen in secret from the three dealt; all are revealed together."
            )
            font = theme.font(18)
            lines = wrap(font, note, w - theme.px(40))
            y = h // 2 - len(lines) * font.get_linesize() // 2
            for line in lines:
                self._say(surface, line, font, T.TEXT_DIM, (w // 2, y), window, "midtop")
                y += font.get_linesize()
            return
        if pending.kind == DecisionKind.PLACE_TILE:
            self._draw_tiles(surface, st)
            self.keys.draw(self, surface)
            return
        if self.compact:
            tip = self._draw_card_list(surface, st, seat)
        else:
            tip = self._draw_card_row(surface, st, seat)
        note = theme.font(13)
        y = self.note_top
        for line in self.note_lines:
            if self.compact:
                self._say(surface, line, note, T.TEXT_DIM, (w // 2, y), window, "midtop")
                y += note.get_linesize()
            else:
                pos = (w // 2, h - theme.px(30))
                self._say(surface, line, note, T.TEXT_DIM, pos, window, "midbottom")
        if tip:
            draw_tooltip(surface, theme, tip, self.mouse)
        self.keys.draw(self, surface)

    def _draw_tiles(self, surface, st) -> None:
        """Building the village: the map with the free spaces lit (a person's choice), or the space
        a computer picked; a tile a computer just placed glows; and the revealed tile's box."""
        theme = self.theme
        w, h = surface.get_size()
        legal = self.match.legal()
        glow = {}
        if self.placed is not None and self.placed[0] in st.village.coords:
            glow = {st.village.coords.index(self.placed[0]): T.HIGHLIGHT}
        self.renderer.draw(surface, theme, st, highlights=glow)
        card = st.catalogue.terrain[st.terrain_stack[-1]]
        if self.computer is not None:  # nothing to click: only the pick, once it is made
            if isinstance(self.pick, A.PlaceTile):
                pts = self.renderer.hexagon(self.renderer.empty_hex_center(self.pick.hex), 0.95)
                pygame.draw.polygon(surface, T.TERRAIN[card.level][0], pts)
                pygame.draw.polygon(surface, T.HIGHLIGHT, pts, max(3, theme.px(4)))
            legal = []
        for action in legal:
            centre = self.renderer.empty_hex_center(action.hex)
            pts = self.renderer.hexagon(centre, 0.95)
            hovered = self.renderer.hex_at(self.mouse) == action.hex
            pygame.draw.polygon(
                surface, T.TERRAIN[card.level][0] if hovered else T.TABLE_LIGHT, pts
            )
            pygame.draw.polygon(surface, T.LEGAL, pts, 2)
            self.hexes.append((action.hex, action))
        box = pygame.Rect(w - theme.px(300), theme.px(100), theme.px(280), theme.px(110))
        if self.compact:
            box = self.box
        panel(surface, box)
        pad = 10 if not self.compact else theme.px(10)
        bold, font = theme.font(15, bold=True), theme.font(13)
        title = _("Revealed: {tile}").format(tile=name(card.name))
        y = box.y + pad
        for line in wrap(bold, title, box.width - 2 * pad) if self.compact else [title]:
            self._say(surface, line, bold, T.TERRAIN[card.level][0], (box.x + pad, y), box)
            y += bold.get_linesize()
        y = box.y + theme.px(36) if not self.compact else y + pad
        for line in wrap(font, terrain_text(card), box.width - 2 * pad):
            self._say(surface, line, font, T.TEXT, (box.x + pad, y), box)
            y += font.get_linesize()
        left = ngettext(
            "{n} tile still face down",
            "{n} tiles still face down",
            len(st.terrain_stack) - 1,
        ).format(n=len(st.terrain_stack) - 1)
        small = theme.font(12)
        y = (
            box.bottom - theme.px(20)
            if not self.compact
            else box.bottom - pad - small.get_linesize()
        )
        self._say(surface, left, small, T.TEXT_DIM, (box.x + pad, y), box)

    def _draw_card(self, surface, st, i, action, lines, rect, text_w: int, seat: int) -> None:
        """One card on offer: its name and text in a column `text_w` wide, its pictures below the
        text (side by side) or right of it (the list)."""
        theme = self.theme
        hovered = (
            self.computer is None  # a computer's choice is not lit as if it could be clicked
            and rect.collidepoint(self.mouse)
            and (not self.compact or self.scroll.view.collidepoint(self.mouse))
        )
        pygame.draw.rect(surface, T.PAPER, rect, border_radius=10)
        pygame.draw.rect(
            surface,
            T.LEGAL if hovered else T.GOLD_DARK,
            rect,
            4 if hovered else 2,
            border_radius=10,
        )
        pad = 12 if not self.compact else theme.px(12)
        column = pygame.Rect(rect.x + pad, rect.y, text_w, rect.height)
        y = rect.y + theme.px(12)
        bold = theme.font(17, bold=True)
        heading = f"{i + 1}. {lines[0]}"
        for part in wrap(bold, heading, text_w) if self.compact else [heading]:
            self._say(surface, part, bold, T.INK, (rect.x + pad, y), rect)
            y += bold.get_linesize() if self.compact else theme.px(30)
        font = theme.font(12)
        for line in lines[1:]:
            for part in wrap(font, line, text_w):
                if y > rect.bottom - font.get_linesize():
                    break
                self._say(surface, part, font, T.INK_SOFT, (rect.x + pad, y), column)
                y += font.get_linesize()
            y += 3
        if self.compact:  # the pictures right of the text, as tall as the card
            right = pygame.Rect(column.right + pad, rect.y, rect.right - column.right - pad, 0)
            right.height = rect.height - theme.px(12)  # the Lion's base stays on the card
            label = (
                theme.font(12, bold=True).get_linesize() if isinstance(action, A.ChooseLion) else 0
            )
            self._illustrate(surface, st, action, right, rect.y + label, seat)
        else:
            self._illustrate(surface, st, action, rect, y, seat)
        if self.computer is not None and action == self.pick:  # the computer's pick, ringed
            grow = 0 if self.compact else theme.px(10)  # (in the list: inside its clip)
            ring = rect.inflate(grow, grow)
            width = max(3, theme.px(5))
            pygame.draw.rect(surface, T.player_colour(seat), ring, width, border_radius=14)
            pygame.draw.rect(surface, T.HIGHLIGHT, ring.inflate(-2 * width, -2 * width), 2, 10)

    def _draw_card_row(self, surface, st, seat) -> list[str]:
        """The cards side by side, as at 100%; the hovered card's text as a tooltip."""
        theme = self.theme
        w, h = surface.get_size()
        options = self._options(st)
        n = len(options)
        cw = min(theme.px(300), (w - theme.px(60)) // max(1, n) - theme.px(20))
        ch = int(h * 0.58)
        x = w // 2 - (n * (cw + theme.px(20)) - theme.px(20)) // 2
        tip: list[str] = []
        for i, (action, lines) in enumerate(options):
            rect = pygame.Rect(x + i * (cw + theme.px(20)), int(h * 0.2), cw, ch)
            self._draw_card(surface, st, i, action, lines, rect, rect.width - 24, seat)
            if self.computer is None:  # a person's choice (a computer's is not clicked)
                self.cards.append((rect, action, lines))
            if rect.collidepoint(self.mouse):
                tip = lines
        return tip

    def _draw_card_list(self, surface, st, seat) -> list[str]:
        """Large UI scales: the cards one under another, scrolled; each whole on the card, so no
        tooltip.  A card scrolled out of sight keeps its place in `cards` (the keys 1-9 and Tab
        reach it) with no size to click."""
        focus = self.keys.focus
        if 0 <= focus < len(self.card_rects) and focus != self._focus_seen:
            rect = self.card_rects[focus]  # the keyboard focus comes into view
            self.scroll.reveal(rect.top, rect.bottom)
        self._focus_seen = focus
        with self.scroll.clip(surface):
            for i, (action, lines) in enumerate(self._options(st)):
                if i >= len(self.card_rects):
                    break
                rect = self.scroll.place(self.card_rects[i])
                shown = self.scroll.shown(self.card_rects[i])
                if shown.width and shown.height:
                    self._draw_card(surface, st, i, action, lines, rect, self.text_w, seat)
                else:
                    shown = pygame.Rect(self.scroll.view.topleft, (0, 0))
                if self.computer is None:
                    self.cards.append((shown, action, lines))
        self.scroll.draw_bar(surface)
        return []
