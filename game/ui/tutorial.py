"""The guided first game (issue 8, item 6): "Learn to play" on the title menu.

A fixed table (``assets/data/tutorial.toml``: the seed, the first-game layout, the Lions and
Character boards, a Greedy computer seat) and a list of steps, each explaining one idea of the
rulebook — the Goal, "1. Strike", "2. Leap" and its terrain costs, "3. Perform" (Inking Tattoo
Motifs, Exchanging Resources, placing Qi Energy), "4. Battle" and "Battle: Victory", "5. Clean Up",
"Player Turn: Rest" and "Player Turn: Summon" — over the player's first three turns.

`Guide` (`game.ui.guide`) is the data, checked on load.  `Tutorial` is the overlay the board scene draws
over the table: a speech panel placed clear of what it points at, a pulsing ring and arrow on the
board's own target rectangles (so it follows any window size), and Next / Skip guide.  While a step
expects a particular decision, the board refuses every other one with a hint (its illegal-move
message) and leaves the game untouched; Undo is off while the guide runs.  The computer's turns play
out normally.  The practice game is not autosaved: leaving it (Esc, Leave to the title) simply
drops it, and "Learn to play" always starts afresh.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.core import actions as A
from game.core.decisions import DecisionKind
from game.i18n import _, prose

from . import guide_geometry as G
from . import theme as T
from .guide import PLAYER, Guide, Step, guided_match, load_guide
from .widgets import Button, draw_text, panel, shadow, wrap

if TYPE_CHECKING:
    from .scenes.board import BoardScene

#: Target kinds that are a person's own things, shown in the area of the seat whose turn it is: a
#: step pointing at one waits for that person's decision (never the computer's board in their place).
PERSONAL = ("lion", "hand", "track", "section", "reserve", "resource", "myslip")
#: The panel's fonts (title, text, small words), largest first: a smaller set is used only where
#: the larger leaves no room clear of the map's tiles and of what the guide points at, and only
#: while its smallest words still come out at `SMALLEST_PX` or more (at a large UI scale).
FONTS = ((13, 15, 12), (12, 13, 11), (11, 12, 10), (10, 11, 9))
#: Issue 42: no text below 12 px.
SMALLEST_PX = 12
#: Where no place is clear of everything, covering what the guide points at costs this many times
#: more than covering every tile and button together (Hide uncovers those): the target stays in sight.
AIMED_WEIGHT = 10**9
#: Design pixels of the panel's Hide button (top right, beside the title): on a window too small
#: for the panel to keep clear of the map, the player tucks it away to see what it covers.
HIDE_WIDTH = 64


def start(app) -> None:
    """ "Learn to play": a fresh guided game on the board."""
    from .scene import make

    guide = load_guide()
    board = make("board", app, guided_match(guide))
    board.tutorial = Tutorial(guide)
    app.push(board)


class Tutorial:
    """The guide over the board: which step is showing, and what it lets through."""

    def __init__(self, guide: Guide) -> None:
        self.guide = guide
        self.index = 0
        self.active = True
        self.t = 0.0
        self.start_len = -1  # game history length when a "your_turn" step began
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        self.waiting_rect = pygame.Rect(0, 0, 0, 0)  # "Your move: follow the arrow" and the like
        self.pointer: pygame.Rect | None = None  # where the arrow points (None: nowhere)
        self.buttons: list[Button] = []
        self.arrows: list[tuple] = []  # the arrows drawn: (start, end, the rectangle aimed at)
        self.tucked = False  # the panel tucked away into a small "Show guide" button
        self._dock_key: tuple | None = None
        self._dock_value: tuple = ()

    @property
    def step(self) -> Step | None:
        return self.guide.steps[self.index] if self.active else None

    # --- progress ------------------------------------------------------------------------------

    def advance(self) -> None:
        self.index += 1
        self.tucked = False  # a new step's words are shown
        self.t = 0.0
        self.start_len = -1
        if self.index >= len(self.guide.steps):
            self.active = False

    def tuck(self, tucked: bool = True) -> None:
        """Hide the panel into a small button (what it covered comes into sight), or show it."""
        self.tucked = tucked

    def skip(self) -> None:
        """Close the guide; the game carries on without it."""
        self.active = False

    def refuse(self, action: A.Action) -> str:
        """Why the player may not take `action` now ('' if they may)."""
        step = self.step
        if step is None or step.matches(action):
            return ""
        if step.expect == "next":
            return _("Read the guide, then click Next")
        return prose(step.hint) or _("The guide points at the move to make: follow the arrow")

    def taken(self, action: A.Action, seat: int) -> None:
        """A decision was applied: the step is done if it was the one expected."""
        step = self.step
        wanted = step is not None and (step.decision or step.expect == "any")
        if wanted and seat == PLAYER and step.matches(action):
            self.advance()

    def update(self, board: BoardScene, dt: float) -> None:
        self.t += dt
        step = self.step
        if step is None:
            return
        if step.decision and self._lost(board):
            # the table is not where the guide expects it (never in the fixed game): rather than
            # refuse every move, the guide steps aside and the game plays on
            self.active = False
            board.say(_("The guide has lost its place: play on freely"))
            return
        if step.expect != "your_turn":
            return
        match = board.match
        history = len(match.game.history)
        if self.start_len < 0:
            self.start_len = history
        pending = match.pending
        if (
            history > self.start_len
            and pending.seat == PLAYER
            and pending.kind == DecisionKind.TURN
        ):
            self.advance()

    def _lost(self, board: BoardScene) -> bool:
        """The player is deciding, but not the decision this step expects."""
        match = board.match
        if match.over or board.choices is None or not match.is_human(match.pending.seat):
            return False
        return self.expected_action(board) is None

    # --- input ---------------------------------------------------------------------------------

    def handle_event(self, board: BoardScene, event: pygame.event.Event) -> bool:
        """The guide's own controls; a click on its panel goes no further."""
        if not self.active:
            return False
        for b in self.buttons:
            if b.handle(event):
                return True
        keyed = event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_SPACE)
        reading = self.step is not None and self.step.expect == "next" and not self.held(board)
        if keyed and reading and self.tucked:
            self.tuck(False)  # the words are shown before they are read on from
            return True
        if keyed and reading:
            self.advance()  # Enter or Space reads on
            return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.panel_rect.collidepoint(event.pos)

    # --- where things are ----------------------------------------------------------------------

    def expected_action(self, board: BoardScene) -> A.Action | None:
        step = self.step
        if step is None or not step.decision or not board.match.is_human(board.match.pending.seat):
            return None
        return next((a for a in board.match.legal() if step.matches(a)), None)

    def target_rects(self, board: BoardScene) -> list[pygame.Rect]:
        """The rectangle(s) the arrow points at now: the step's target, or the thing that takes the
        expected decision (a drag shows the card and then the Lion it goes to)."""
        step = self.step
        if step is None or self.held(board):
            return []
        if step.target is not None:
            rect = self._rect_of(board, step.target)
            return [rect] if rect is not None else []
        action = self.expected_action(board)
        if action is None or board.choices is None or board.animator.busy:
            return []
        if isinstance(action, A.Strike):
            keys = [("hand", action.card), ("lion", action.slot)]
            if action.card in board.intents.held():  # the card is taken up already
                keys = keys[1:]
            return [r for r in (self._rect_of(board, k) for k in keys) if r is not None]
        if isinstance(action, A.TakeMotif):
            key = ("motif", action.index)
            if board.intents.selected_motif == action.index:
                key = ("track", action.slot, action.space)
            rect = self._rect_of(board, key)
            return [rect] if rect is not None else []
        for b in board.buttons:
            if b.action == action:
                return [board.hits.button_rect(b)]
        for key, act in board.choices.clicks.items():
            if act == action:
                rect = self._rect_of(board, key)
                if rect is not None:
                    return [rect]
        return []

    def _rect_of(self, board: BoardScene, key: tuple) -> pygame.Rect | None:
        """Where `key` is on screen (`BoardScene.hits`): a tile's top face, a decision or bar
        button ("button" / "bar", label), a target; on a tab not shown, that tab's button."""
        if key[0] == "tile" and not board.table.key_hidden(key):
            return board.hits.tile_rect(key[1])
        return board.hits.rect_of(key)

    # --- drawing -------------------------------------------------------------------------------

    def draw(self, board: BoardScene, surface: pygame.Surface) -> None:
        step = self.step
        self.buttons = []
        self.waiting_rect = pygame.Rect(0, 0, 0, 0)
        self.arrows = []
        if step is None or board.regions is None:
            self.panel_rect = pygame.Rect(0, 0, 0, 0)
            self.pointer = None
            return
        theme = board.theme
        held = self.held(board)
        targets = [] if held else self.target_rects(board)
        self.pointer = targets[0] if targets else None
        for i, rect in enumerate(targets):
            self._ring(surface, theme, rect, strong=i == 0)
        if self.tucked:
            self._draw_tucked(board, surface, targets)
            return
        dock = self._dock(board, surface, step, targets, held)
        rect, titles, lines, fonts, own_line = dock[:5]
        self.panel_rect = rect
        shadow(surface, rect, offset=theme.px(4), radius=theme.px(10))
        panel(surface, rect, fill=T.GUIDE_PANEL, border=T.GOLD, radius=theme.px(10), alpha=245)
        pad = theme.px(14)
        y = rect.y + pad
        head, body, small = fonts
        for line in titles:  # the title wraps: it is never cut short
            draw_text(surface, line, head, T.GOLD, (rect.x + pad, y))
            y += head.get_linesize()
        hide = Button(_("Hide"), self.tuck, pygame.Rect(0, 0, theme.px(HIDE_WIDTH), theme.px(26)))
        hide.rect.topright = (rect.right - theme.px(8), rect.y + theme.px(8))
        self.buttons.append(hide)
        y += theme.px(4)
        for line in lines:
            draw_text(surface, line, body, T.TEXT, (rect.x + pad, y))
            y += body.get_linesize()
        # the controls
        bh = theme.px(30)
        by = rect.bottom - pad - bh
        skip = Button(_("Skip guide"), self.skip, pygame.Rect(0, by, theme.px(110), bh))
        skip.rect.x = rect.x + pad
        self.buttons.append(skip)
        if step.expect == "next" and not held:
            last = self.index == len(self.guide.steps) - 1
            nxt = Button(
                _("Finish") if last else _("Next"),
                self.advance,
                pygame.Rect(rect.right - pad - theme.px(100), by, theme.px(100), bh),
                primary=True,
            )
            self.buttons.append(nxt)
        else:
            waiting = self._waiting(step, targets, held)
            if own_line:  # too long to sit beside the Skip button: the line above it
                at, anchor = (rect.x + pad, by - theme.px(4) - small.get_linesize()), "topleft"
            else:
                at, anchor = (rect.right - pad, by + bh // 2), "midright"
            self.waiting_rect = draw_text(surface, waiting, small, T.TEXT_DIM, at, anchor=anchor)
        for b in self.buttons:
            b.hovered = b.rect.collidepoint(board.pointer.mouse)
            b.draw(surface, theme)
        if targets and dock[5] is not None:
            self._arrow(surface, theme, *dock[5])
            self.arrows.append((*dock[5], targets[0]))
        if len(targets) > 1:  # a drag: from the card to where it goes, when a clear way is
            ring = targets[1].inflate(theme.px(16), theme.px(16))
            others = [rect, *self._obstacles(board, targets[0])]
            others = [o for o in others if not o.colliderect(targets[1].inflate(4, 4))]
            way = G.route(targets[0], targets[1], ring, others, theme.px(30))
            if way is not None:
                layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
                self._arrow(layer, theme, *way, thin=True)
                layer.set_alpha(170)
                surface.blit(layer, (0, 0))
                self.arrows.append((*way, targets[1]))

    def held(self, board: BoardScene) -> bool:
        """Whether the step waits for the person's own decision: it points at their things (their
        Lions, hand, board), which the screen shows only while it is their turn to decide."""
        step = self.step
        if step is None or step.target is None or step.target[0] not in PERSONAL:
            return False
        match = board.match
        seat = match.pending.seat
        mine = seat == PLAYER and match.is_human(seat) and board.turns.viewer == PLAYER
        return match.over or not mine or board.animator.busy

    def _tiles(self, board: BoardScene) -> list[pygame.Rect]:
        """The top faces of the map's tiles (their names and pieces), while the map shows."""
        if not board.table.map_shown() or board.table.map.village is None:
            return []
        count = len(board.table.map.village.coords)
        return [r for r in (board.hits.tile_rect(t) for t in range(count)) if r is not None]

    def _obstacles(self, board: BoardScene, target: pygame.Rect) -> list[pygame.Rect]:
        """What an arrow to `target` must not cross: every other thing that can be clicked or read
        (cards, spaces, tiles, buttons)."""
        near = target.inflate(4, 4)
        rects = [r for r, _key in board.hits.targets().items]
        rects += self._tiles(board)
        rects += [pygame.Rect(b.rect) for b in board.all_buttons() if b.rect.width]
        return [r for r in rects if not r.colliderect(near)]

    def _dock(self, board: BoardScene, surface, step: Step, targets: list[pygame.Rect], held):
        """Where the panel goes, clear of the map's tiles, of what it points at and of every
        button, and covering as little of the map as it can (in a window with room beside the map,
        none of it): (rect, title lines, text lines, fonts, whether the waiting words take a line of
        their own, the arrow's ends or None).  A smaller set of fonts is tried only where the larger
        leaves no such place; worked out again only when something it depends on moves."""
        theme = board.theme
        sw, sh = surface.get_size()
        r = board.regions
        tiles = self._tiles(board)
        buttons = [pygame.Rect(b.rect) for b in board.all_buttons() if b.rect.width]
        key = (
            self.index,
            held,
            (sw, sh),
            theme.scale,
            tuple(tuple(t) for t in targets),
            tuple(tuple(t) for t in tiles),
            tuple(tuple(b) for b in buttons),
            tuple(r.village),
        )
        if self._dock_key == key:
            return self._dock_value
        m = theme.px(12)
        screen, hard = self._keep_clear(board, surface, targets, tiles, buttons)
        village = r.village if tiles else pygame.Rect(0, 0, 0, 0)
        # what is better left in sight: the map's tiles whole, the decision's words, the board's
        # messages at the village's foot, then anything else that can be clicked or read
        soft = [(t.inflate(t.width // 3, t.height), 4) for t in tiles]
        soft.append((pygame.Rect(r.decision), 2))
        soft.append((pygame.Rect(r.village.x, r.village.bottom - m * 5, r.village.width, m * 5), 1))
        soft += [(pygame.Rect(rect), 1) for rect, _key in board.hits.targets().items]
        areas = [r.board, r.markets, r.player, r.hand] if not board.table.tabbed else []
        soft += [(a, 3) for a in areas if any(a.collidepoint(t.center) for t in targets)]
        edges = [r.village, r.board, r.markets, r.player, r.hand, r.decision]
        if tiles:
            edges.append(tiles[0].unionall(tiles))
        edges += targets
        narrow = max(min(theme.px(400), int(sw * 0.42)), theme.px(260))
        widths = [narrow] + [
            w for w in (theme.px(520), int(sw * 0.5), int(sw * 0.62), sw - 2 * m) if w > narrow
        ]
        least = theme.px(250 if step.expect == "next" and not held else 140)  # room for buttons
        widths += [w for w in (int(sw * 0.34), theme.px(250), least) if least <= w < narrow]
        ranked: list = []
        clear = False  # a place clear of everything that must stay in sight is found
        levels = [k for k, sizes in enumerate(FONTS) if theme.px(min(sizes)) >= SMALLEST_PX]
        for level in levels or [0]:
            for n, width in enumerate(w for w in widths if w <= sw):
                text = self._panel_text(theme, step, targets, width, level, held)
                height = text[-1]
                for x, y in G.spots(width, height, screen, edges, m):
                    rect = pygame.Rect(x, y, width, height)
                    clash = sum(G.overlap(rect, h) for h in hard)
                    clash += AIMED_WEIGHT * sum(G.overlap(rect, t) for t in targets)
                    cover = G.overlap(rect, village)
                    if clash and clear:
                        continue
                    clear = clear or not clash
                    cost = sum(w * G.overlap(rect, a) for a, w in soft)
                    small = width < narrow  # only where no full-width place is clear
                    ranked.append(((clash, cover > 0, level, small, cost, n), rect, text))
            ranked.sort(key=lambda c: c[0])
            ranked = ranked[:8]
            if ranked and ranked[0][0][0] == 0 and not ranked[0][0][1]:
                break  # clear of all and off the map: no smaller letters are needed
        obstacles = self._obstacles(board, targets[0]) if targets else []
        chosen = ranked[0]
        way = None
        if targets:
            for cand in ranked:
                if cand[0][:4] != ranked[0][0][:4]:
                    break
                way = self._way(theme, cand[1], targets[0], obstacles)
                if way is not None:
                    chosen = cand
                    break
        rect, (titles, lines, fonts, own_line, _height) = chosen[1], chosen[2]
        self._dock_key = key
        self._dock_value = (rect, titles, lines, fonts, own_line, way)
        return self._dock_value

    def _keep_clear(self, board, surface, targets, tiles, buttons) -> tuple:
        """Where the panel may go (the window under the top bar, or under the decision strip of
        the tabbed layout) and what it must not cover: what it points at, the map's tiles, the
        buttons."""
        theme = board.theme
        sw, sh = surface.get_size()
        r = board.regions
        m = theme.px(12)
        top = r.decision.bottom + theme.px(6) if board.table.tabbed else r.top.bottom
        screen = pygame.Rect(0, top, sw, sh - top)
        ring = theme.px(14)  # the pulsing ring around a target, at its widest
        hard = [t.inflate(2 * ring + m, 2 * ring + m) for t in targets]
        hard += [t.inflate(theme.px(4), theme.px(4)) for t in tiles]
        hard += [b.inflate(m, m) for b in buttons]
        return screen, hard

    def _draw_tucked(self, board: BoardScene, surface, targets: list[pygame.Rect]) -> None:
        """The panel tucked away: a small "Show guide" button in the first place clear of what
        the panel must not cover (what it points at keeps its pulsing ring)."""
        theme = board.theme
        label = _("Show guide · {n} of {total}").format(
            n=self.index + 1, total=len(self.guide.steps)
        )
        font = theme.font(14, bold=True)
        w, h = font.size(label)[0] + theme.px(28), theme.px(30)  # as tall as a button
        tiles = self._tiles(board)
        buttons = [pygame.Rect(b.rect) for b in board.all_buttons() if b.rect.width]
        screen, hard = self._keep_clear(board, surface, targets, tiles, buttons)
        gap = theme.px(12)
        spots = G.spots(w, h, screen, [board.regions.village, *tiles, *buttons], gap)
        after = [(b.right + gap, b.y) for b in buttons]  # in a row of buttons, after the last
        spots += [p for p in after if screen.contains(pygame.Rect(p, (w, h)))]
        inner = screen.inflate(-theme.px(16), -theme.px(16))

        def cost(p) -> tuple:  # covering nothing first, then off the window's very edge
            rect = pygame.Rect(p, (w, h))
            return (sum(G.overlap(rect, x) for x in hard), not inner.contains(rect))

        ranked = sorted(spots, key=cost)
        at = pygame.Rect(ranked[0] if ranked else screen.topleft, (w, h))
        show = Button(label, lambda: self.tuck(False), at, primary=True)
        show.hovered = at.collidepoint(board.pointer.mouse)
        show.draw(surface, theme)
        self.buttons.append(show)
        self.panel_rect = at

    @staticmethod
    def _way(theme, rect: pygame.Rect, target: pygame.Rect, obstacles) -> tuple | None:
        ring = target.inflate(theme.px(16), theme.px(16))
        return G.route(rect, target, ring, obstacles, theme.px(30))

    def _panel_text(self, theme, step: Step, targets, width: int, level: int, held: bool):
        """The panel's words at `width` in the `level`th set of fonts: its title lines, text lines,
        fonts, whether the waiting words need a line of their own (they would run under the Skip
        button) and the panel's height."""
        pad = theme.px(14)
        sizes = FONTS[level]
        head = theme.font(sizes[0], bold=True)
        body = theme.font(sizes[1])
        small = theme.font(sizes[2])
        title = _("Learn to play · {n} of {total} · {rule}").format(
            n=self.index + 1, total=len(self.guide.steps), rule=prose(step.rule)
        )
        titles = wrap(head, title, width - 2 * pad - theme.px(HIDE_WIDTH))  # beside Hide
        lines = [] if held else wrap(body, prose(step.text), width - 2 * pad)
        waiting = self._waiting(step, targets, held)
        room = width - 2 * pad - theme.px(110) - theme.px(10)  # beside the Skip button
        own_line = bool(waiting) and small.size(waiting)[0] > room
        height = (
            2 * pad
            + len(titles) * head.get_linesize()
            + theme.px(4)
            + len(lines) * body.get_linesize()
            + theme.px(10)
            + theme.px(30)
            + (small.get_linesize() + theme.px(4) if own_line else 0)
        )
        return titles, lines, (head, body, small), own_line, height

    @staticmethod
    def _waiting(step: Step, targets: list[pygame.Rect], held: bool = False) -> str:
        """What the panel says while the guide waits for a move instead of a Next."""
        if held or step.expect == "your_turn":
            return _("Waiting for {seat}…").format(seat=T.player_name(1 - PLAYER))
        if step.expect == "next":
            return ""
        return _("Your move: follow the arrow") if targets else ""

    def _ring(self, surface, theme, rect: pygame.Rect, strong: bool) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        grow = theme.px(6) + round(theme.px(6) * pulse)
        ring = rect.inflate(grow * 2, grow * 2)
        colour = T.GUIDE_POINTER if strong else T.lighter(T.GUIDE_POINTER, 0.3)
        width = theme.px(4) if strong else theme.px(2)
        pygame.draw.rect(surface, T.INK, ring.move(1, 1), width, border_radius=theme.px(10))
        pygame.draw.rect(surface, colour, ring, width, border_radius=theme.px(10))

    def _arrow(self, surface, theme, start, end, thin: bool = False) -> None:
        """A thick arrow from `start` (the panel's edge) to `end` (the target's ring), its head
        bobbing back from the ring and towards it."""
        dx, dy = end[0] - start[0], end[1] - start[1]
        dist = math.hypot(dx, dy)
        if dist < 1:
            return
        ux, uy = dx / dist, dy / dist
        bob = theme.px(6) * (0.5 + 0.5 * math.sin(self.t * 5.0))
        end = (end[0] - ux * bob, end[1] - uy * bob)
        start = (start[0] + ux * theme.px(6), start[1] + uy * theme.px(6))
        head = theme.px(18)
        wing = theme.px(11)
        base = (end[0] - ux * head, end[1] - uy * head)
        left = (base[0] - uy * wing, base[1] + ux * wing)
        right = (base[0] + uy * wing, base[1] - ux * wing)
        width = theme.px(3 if thin else 6)
        pygame.draw.line(surface, T.INK, start, base, width + theme.px(3))
        pygame.draw.polygon(surface, T.INK, [_grow(p, end, 1.2) for p in (end, left, right)])
        pygame.draw.line(surface, T.GUIDE_POINTER, start, base, width)
        pygame.draw.polygon(surface, T.GUIDE_POINTER, [end, left, right])


def _grow(p, centre, k: float):
    return (centre[0] + (p[0] - centre[0]) * k, centre[1] + (p[1] - centre[1]) * k)
