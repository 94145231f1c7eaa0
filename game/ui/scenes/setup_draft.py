"""Setup decisions (rulebook, "Setup"): building your own village tile by tile, drafting Character
boards (take 2, keep 1), and the Lion draft (the row of four, or the casual deal of three revealed
together).  Every choice is one of the engine's legal actions; secret picks get a hand-off screen."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.core.texts import character_lines, lion_lines, terrain_text
from game.core.words import seat_name
from game.i18n import _, name, ngettext, pgettext

from .. import theme as T
from ..computer import ComputerMove
from ..keyboard import DraftKeys
from ..match import Match
from ..render.cards import draw_drum_card
from ..render.pieces import draw_lion
from ..render.village import VillageRenderer
from ..scene import Scene
from ..widgets import draw_text, draw_tooltip, panel, wrap

SETUP_KINDS = ("place_tile", "choose_character", "choose_lion_row", "choose_lion_deal")


class SetupDraftScene(Scene):
    max_ui_scale = 1.25  # the map and cards are laid out by proportions (as the board)

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

    def enter(self) -> None:
        self._next()

    def resume(self) -> None:
        self._next()

    def layout(self, size) -> None:
        self.size = size
        w, h = size
        st = self.match.game.state
        area = pygame.Rect(int(w * 0.08), int(h * 0.22), int(w * 0.84), int(h * 0.62))
        # lay out with room for the next tile around the map
        ghost = st.village.placeable() if self.match.pending.kind == "place_tile" else []
        self.renderer.layout(area, st.village, ghost)

    def _next(self) -> None:
        pending = self.match.pending
        if pending.kind not in SETUP_KINDS:
            from .board import BoardScene

            # whoever made the last setup choice is still at the screen: hand over if needed
            self.app.replace(BoardScene(self.app, self.match, viewer=self.viewer))
            return
        seat = pending.seat
        if not self.match.is_human(seat):
            if self.computer is None or self.computer.seat != seat:
                seed = self.match.config.seed * 104729 + len(self.match.game.history)
                kind = self.match.seats[seat]
                pace = self.app.settings.computer_pace
                self.computer = ComputerMove(self.match.game, seat, kind, seed, pace)
            self.layout(self.size)
            return
        self.computer = None
        humans = sum(self.match.is_human(s) for s in range(len(self.match.seats)))
        secret = pending.kind == "choose_lion_deal"
        if secret and seat != self.viewer and self.viewer >= 0 and humans > 1:
            from .handoff import HandoffScene

            self.viewer = seat
            self.app.push(HandoffScene(self.app, seat, self.match))
        self.viewer = seat
        self.layout(self.size)

    def update(self, dt: float) -> None:
        move = self.computer
        if move is not None and move.ready():
            self.computer = None
            legal = self.match.legal()
            self.take(move.action if move.action in legal else legal[0])

    def take(self, action: A.Action) -> None:
        self.match.apply(action)
        # the cards and hexes on screen were this decision's; the next frame lists the new ones (a
        # second click queued before that frame must not pick a stale, now illegal choice)
        self.cards = []
        self.hexes = []
        self._next()

    def handle_event(self, event) -> bool:
        if self.computer is not None:  # a computer is choosing: a click only hurries it
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.computer.hurry = True
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, action, _ in self.cards:
                if rect.collidepoint(event.pos):
                    self.take(action)
                    return True
            if self.match.pending.kind == "place_tile":
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
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from .pause import PauseScene

            self.app.push(PauseScene(self.app, self.match))
        return True

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
                    amounts=pgettext("list", ", ").join(
                        _("{n} {noun}").format(n=f"+{n}", noun=_(T.RESOURCE_NAMES[k]))
                        for k, n in start
                    )
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

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        pending = self.match.pending
        st = self.match.view(max(0, pending.seat))
        seat = pending.seat
        draw_text(
            surface,
            _("Setting up the village"),
            theme.font(30, serif=True),
            T.GOLD,
            (w // 2, theme.px(16)),
            anchor="midtop",
        )
        draw_text(
            surface,
            f"{T.player_mark(seat)} {seat_name(seat)}: {pending.prompt}",
            theme.font(17, bold=True),
            T.player_colour(seat),
            (w // 2, theme.px(64)),
            anchor="midtop",
        )
        self.cards = []
        self.hexes = []
        if self.computer is not None and pending.kind == "choose_lion_deal":
            note = _("{player} is choosing a Lion in secret…").format(
                player=self.match.seat_label(seat)
            )
            draw_text(surface, note, theme.font(18), T.TEXT_DIM, (w // 2, h // 2), anchor="center")
            return
        legal = self.match.legal()
        tip: list[str] = []
        if pending.kind == "place_tile":
            self.renderer.draw(surface, theme, st)
            card = st.catalogue.terrain[st.terrain_stack[-1]]
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
            panel(surface, box)
            draw_text(
                surface,
                _("Revealed: {tile}").format(tile=name(card.name)),
                theme.font(15, bold=True),
                T.TERRAIN[card.level][0],
                (box.x + 10, box.y + 10),
            )
            y = box.y + theme.px(36)
            for line in wrap(theme.font(13), terrain_text(card), box.width - 20):
                draw_text(surface, line, theme.font(13), T.TEXT, (box.x + 10, y))
                y += theme.font(13).get_linesize()
            draw_text(
                surface,
                ngettext(
                    "{n} tile still face down",
                    "{n} tiles still face down",
                    len(st.terrain_stack) - 1,
                ).format(n=len(st.terrain_stack) - 1),
                theme.font(12),
                T.TEXT_DIM,
                (box.x + 10, box.bottom - theme.px(20)),
            )
            self.keys.draw(self, surface)
            return
        if pending.kind == "choose_character":
            options = [(a, character_lines(st.catalogue.characters[a.character])) for a in legal]
        else:
            options = [(a, lion_lines(st.catalogue.lions[a.lion])) for a in legal]
        n = len(options)
        cw = min(theme.px(300), (w - theme.px(60)) // max(1, n) - theme.px(20))
        ch = int(h * 0.58)
        x = w // 2 - (n * (cw + theme.px(20)) - theme.px(20)) // 2
        for i, (action, lines) in enumerate(options):
            rect = pygame.Rect(x + i * (cw + theme.px(20)), int(h * 0.2), cw, ch)
            hovered = rect.collidepoint(self.mouse)
            pygame.draw.rect(surface, T.PAPER, rect, border_radius=10)
            pygame.draw.rect(
                surface,
                T.LEGAL if hovered else T.GOLD_DARK,
                rect,
                4 if hovered else 2,
                border_radius=10,
            )
            y = rect.y + theme.px(12)
            draw_text(
                surface, f"{i + 1}. {lines[0]}", theme.font(17, bold=True), T.INK, (rect.x + 12, y)
            )
            y += theme.px(30)
            font = theme.font(12)
            for line in lines[1:]:
                for part in wrap(font, line, rect.width - 24):
                    if y > rect.bottom - font.get_linesize():
                        break
                    draw_text(surface, part, font, T.INK_SOFT, (rect.x + 12, y))
                    y += font.get_linesize()
                y += 3
            self._illustrate(surface, st, action, rect, y, seat)
            self.cards.append((rect, action, lines))
            if hovered:
                tip = lines
        if st.lion_row and pending.kind == "choose_lion_row":
            draw_text(
                surface,
                _("Choosing from the last player backwards; the row is refilled after each pick."),
                theme.font(13),
                T.TEXT_DIM,
                (w // 2, h - theme.px(30)),
                anchor="midbottom",
            )
        if tip:
            draw_tooltip(surface, theme, tip, self.mouse)
        self.keys.draw(self, surface)
