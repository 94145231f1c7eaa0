"""The guided first game (issue 8, item 6): "Learn to play" on the title menu.

A fixed table (``assets/data/tutorial.toml``: the seed, the first-game layout, the Lions and
Character boards, a Greedy computer seat) and a list of steps, each explaining one idea of the
rulebook — the Goal, "1. Strike", "2. Leap" and its terrain costs, "3. Perform" (Inking Tattoo
Motifs, Exchanging Resources, placing Qi Energy), "4. Battle" and "Battle: Victory", "5. Clean Up",
"Player Turn: Rest" and "Player Turn: Summon" — over the player's first three turns.

`Guide` is the data, checked on load: every mistake raises `ContentError` naming the file, the step
and the field (the style of `game.core.catalogue`).  `Tutorial` is the overlay the board scene draws
over the table: a speech panel placed clear of what it points at, a pulsing ring and arrow on the
board's own target rectangles (so it follows any window size), and Next / Skip guide.  While a step
expects a particular decision, the board refuses every other one with a hint (its illegal-move
message) and leaves the game untouched; Undo is off while the guide runs.  The computer's turns play
out normally.  The practice game is not autosaved: leaving it (Esc, Leave to the title) simply
drops it, and "Learn to play" always starts afresh.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import Config
from game.core import actions as A
from game.core.catalogue import default_catalogue
from game.core.datafile import Entry, load_toml
from game.core.decisions import DecisionKind
from game.core.errors import ContentError
from game.i18n import _, prose
from game.resources import asset
from game.session.factory import new_match
from game.session.match import Match

from . import theme as T
from .render.cards import ellipsize
from .widgets import Button, draw_text, panel, shadow, wrap

if TYPE_CHECKING:
    from .scenes.board import BoardScene

PLAYER = 0  # the person sits in seat 0 and plays first
#: What a step can wait for besides a decision of the game.
SPECIAL = ("next", "any", "your_turn")
#: Fields narrowing an expected decision, and the action kinds they belong to.
FIELDS = {
    "card": ("strike", "discard"),
    "slot": ("strike", "take_motif"),
    "tile": ("leap",),
    "item": ("perform",),
    "option": ("choose",),
    "index": ("take_motif",),
    "space": ("take_motif",),
}
#: Board target keys a step may point at ("kind:arg:arg"), with how many arguments each takes.
TARGET_KINDS = {
    "lion": 1,
    "hand": 1,
    "tile": 1,
    "space": 1,
    "section": 1,
    "market": 1,
    "motif": 1,
    "lionrow": 1,
    "slip": 1,
    "track": 2,
    "manual": 0,
    "reserve": 0,
    "resource": 1,
    "opponent": 1,
    "button": 1,
    "bar": 1,
}


@dataclass(frozen=True)
class Step:
    id: str
    rule: str  # the rulebook section it explains
    text: str
    expect: str  # "next", "any", "your_turn" or an action kind
    fields: dict[str, Any] = field(default_factory=dict)  # narrowing the expected action
    target: tuple | None = None  # a board target key, or None to find the expected action's
    hint: str = ""

    @property
    def decision(self) -> bool:
        """Whether the step waits for one particular kind of decision."""
        return self.expect not in SPECIAL

    def matches(self, action: A.Action) -> bool:
        if self.expect == "any":
            return True
        if action.kind != self.expect:
            return False
        return all(getattr(action, k, None) == v for k, v in self.fields.items())


@dataclass(frozen=True)
class Guide:
    """The table and the steps of the guided first game."""

    seed: int
    computer: str
    player_lion: int
    computer_lion: int
    player_character: int
    computer_character: int
    steps: tuple[Step, ...]

    def config(self) -> Config:
        return Config(players=2, seed=self.seed, layout="first-game", first_player=PLAYER)


def guide_path() -> Path:
    return asset("data", "tutorial.toml")


def load_guide(path: Path | None = None) -> Guide:
    """Read and check the guide (`ContentError` names the file, the step and the field)."""
    from game.session.computer import COMPUTER_KINDS

    path = path or guide_path()
    file, doc = load_toml(path)
    cat = default_catalogue()
    cards = {c.id: i for i, c in enumerate(cat.cards)}
    lions = {c.id: i for i, c in enumerate(cat.lions)}
    characters = {c.id: i for i, c in enumerate(cat.characters)}
    game = Entry(file, "game", doc.get("game"))
    seed = game.int("seed", hi=2**31)
    if game.int("players", 2, lo=2, hi=2) != 2:
        raise game.fail("players", "the guided game is for 2 players")
    computer = game.choice("computer", COMPUTER_KINDS)

    def named(entry: Entry, fld: str, table: dict[str, int]) -> int:
        value = entry.str(fld)
        if value not in table:
            raise entry.fail(fld, f"no such component {value!r}")
        return table[value]

    lion_p = named(game, "player_lion", lions)
    lion_c = named(game, "computer_lion", lions)
    char_p = named(game, "player_character", characters)
    char_c = named(game, "computer_character", characters)
    game.done()
    if lion_p == lion_c:
        raise game.fail("computer_lion", "the two seats need different Lions")
    items = doc.get("step")
    if not isinstance(items, list) or not items:
        raise ContentError(file, "", "step", "needs a list of [[step]] entries")
    steps: list[Step] = []
    seen: set[str] = set()
    for n, table in enumerate(items, 1):
        e = Entry(file, f"step {n}", table)
        sid = e.str("id")
        e.entry = f"step {n} ({sid})"
        if sid in seen:
            raise e.fail("id", f"{sid!r} is used by an earlier step")
        seen.add(sid)
        rule = e.str("rule")
        text = e.str("text")
        expect = e.str("expect")
        if expect not in SPECIAL and expect not in A.ACTION_TYPES:
            raise e.fail("expect", f"must be one of {SPECIAL} or an action kind, not {expect!r}")
        narrowed: dict[str, Any] = {}
        for fld, kinds in FIELDS.items():
            if fld not in e.table:
                continue
            if expect not in kinds:
                raise e.fail(fld, f"does not apply to expect = {expect!r}")
            if fld == "card":
                narrowed[fld] = named(e, fld, cards)
            elif fld == "item":
                narrowed[fld] = _item(e, e.str(fld))
            else:
                narrowed[fld] = e.int(fld, hi=999)
        target = None
        if "target" in e.table:
            target = _target(e, e.str("target"), cards)
        hint = e.str("hint", "")
        e.done()
        steps.append(Step(sid, rule, text, expect, narrowed, target, hint))
    if steps[-1].expect != "next":
        raise ContentError(file, f"step {len(steps)}", "expect", "the last step must be 'next'")
    return Guide(seed, computer, lion_p, lion_c, char_p, char_c, tuple(steps))


def _item(e: Entry, text: str) -> tuple:
    parts = text.split(":")
    if len(parts) < 2 or parts[0] not in ("tile", "drum", "slip"):
        raise e.fail("item", f"must read 'tile:N', 'drum:N' or 'slip:N:M', not {text!r}")
    try:
        return (parts[0], *(int(p) for p in parts[1:]))
    except ValueError:
        raise e.fail("item", f"must give whole numbers after {parts[0]!r}, not {text!r}") from None


def _target(e: Entry, text: str, cards: dict[str, int]) -> tuple:
    kind, _, rest = text.partition(":")
    if kind not in TARGET_KINDS:
        raise e.fail("target", f"unknown target kind {kind!r}; one of {tuple(TARGET_KINDS)}")
    args = rest.split(":") if rest else []
    if kind in ("button", "bar") and rest:
        return (kind, rest)
    if kind == "resource" and len(args) == 1:
        return (kind, args[0])
    if len(args) != TARGET_KINDS[kind]:
        raise e.fail("target", f"{kind!r} takes {TARGET_KINDS[kind]} argument(s): {text!r}")
    if kind == "hand":
        if args[0] not in cards:
            raise e.fail("target", f"no such card {args[0]!r}")
        return (kind, cards[args[0]])
    try:
        return (kind, *(int(a) for a in args))
    except ValueError:
        raise e.fail("target", f"{kind!r} takes whole numbers: {text!r}") from None


def guided_match(guide: Guide) -> Match:
    """The guided game's table, its Lion draft taken, at the player's first turn (not autosaved)."""
    match = new_match(guide.config(), ["human", guide.computer], saved=False)
    st = match.game.state
    want = {PLAYER: guide.player_character, 1 - PLAYER: guide.computer_character}
    for seat, character in want.items():
        if st.players[seat].character != character:
            name = st.catalogue.characters[st.players[seat].character].id
            raise ContentError(
                guide_path().name,
                "game",
                "player_character" if seat == PLAYER else "computer_character",
                f"the seed deals {name!r} to this seat",
            )
    lions = {PLAYER: guide.player_lion, 1 - PLAYER: guide.computer_lion}
    while match.pending.kind == DecisionKind.CHOOSE_LION_ROW:
        match.apply(A.ChooseLion(lions[match.pending.seat]))
    if match.pending.kind != DecisionKind.TURN or match.pending.seat != PLAYER:
        raise ContentError(guide_path().name, "game", "", "the table did not reach the first turn")
    return match


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

    @property
    def step(self) -> Step | None:
        return self.guide.steps[self.index] if self.active else None

    # --- progress ------------------------------------------------------------------------------

    def advance(self) -> None:
        self.index += 1
        self.t = 0.0
        self.start_len = -1
        if self.index >= len(self.guide.steps):
            self.active = False

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
        if keyed and self.step is not None and self.step.expect == "next":
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
        if step is None:
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
        if step is None or board.regions is None:
            self.panel_rect = pygame.Rect(0, 0, 0, 0)
            self.pointer = None
            return
        theme = board.theme
        targets = self.target_rects(board)
        self.pointer = targets[0] if targets else None
        for i, rect in enumerate(targets):
            self._ring(surface, theme, rect, strong=i == 0)
        rect, lines, fonts, own_line = self._layout_panel(board, surface, step, targets)
        self.panel_rect = rect
        shadow(surface, rect, offset=theme.px(4), radius=theme.px(10))
        panel(surface, rect, fill=T.GUIDE_PANEL, border=T.GOLD, radius=theme.px(10), alpha=245)
        pad = theme.px(14)
        y = rect.y + pad
        head, body, small = fonts
        title = _("Learn to play · {n} of {total} · {rule}").format(
            n=self.index + 1, total=len(self.guide.steps), rule=prose(step.rule)
        )
        title = ellipsize(head, title, rect.width - 2 * pad)
        draw_text(surface, title, head, T.GOLD, (rect.x + pad, y))
        y += head.get_linesize() + theme.px(4)
        for line in lines:
            draw_text(surface, line, body, T.TEXT, (rect.x + pad, y))
            y += body.get_linesize()
        # the controls
        bh = theme.px(30)
        by = rect.bottom - pad - bh
        skip = Button(_("Skip guide"), self.skip, pygame.Rect(0, by, theme.px(110), bh))
        skip.rect.x = rect.x + pad
        self.buttons.append(skip)
        if step.expect == "next":
            last = self.index == len(self.guide.steps) - 1
            nxt = Button(
                _("Finish") if last else _("Next"),
                self.advance,
                pygame.Rect(rect.right - pad - theme.px(100), by, theme.px(100), bh),
                primary=True,
            )
            self.buttons.append(nxt)
        else:
            waiting = self._waiting(step, targets)
            if own_line:  # too long to sit beside the Skip button: the line above it
                at, anchor = (rect.x + pad, by - theme.px(4) - small.get_linesize()), "topleft"
            else:
                at, anchor = (rect.right - pad, by + bh // 2), "midright"
            self.waiting_rect = draw_text(surface, waiting, small, T.TEXT_DIM, at, anchor=anchor)
        for b in self.buttons:
            b.hovered = b.rect.collidepoint(board.pointer.mouse)
            b.draw(surface, theme)
        if targets:
            self._arrow(surface, theme, rect, targets[0])
        if len(targets) > 1:  # a drag: from the card to where it goes
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            self._arrow(layer, theme, targets[0], targets[1], thin=True)
            layer.set_alpha(170)  # lighter, so the cards it crosses stay readable
            surface.blit(layer, (0, 0))

    def _layout_panel(self, board: BoardScene, surface, step: Step, targets: list[pygame.Rect]):
        """The panel's rectangle (clear of what it points at, of the decision buttons and of the
        tabs), its text lines, its fonts and whether the waiting words take a line of their own.

        The panel is narrow where it fits; when a large UI scale leaves no room for it below the
        tabs, a wider (and so shorter) panel is tried before one that covers a tab."""
        theme = board.theme
        sw, sh = surface.get_size()
        r = board.regions
        m = theme.px(12)
        narrow = min(theme.px(400), int(sw * 0.42))
        widths = [narrow]
        if getattr(board, "tabbed", False):
            widths += [w for w in (int(sw * 0.5), int(sw * 0.62), sw - 2 * m) if w > narrow]
        v = r.village
        below = max([b.rect.bottom for b in board.buttons] + [r.decision.bottom]) + m
        if getattr(r, "tabbed", False):  # under the row of tabs
            below = max(below, r.tab_strip.bottom + m)
        chips = theme.px(66)  # the other players' chips at the village's foot
        # what must stay in sight, and how much covering it costs: what the arrow points at most
        # of all (the player clicks there next), then every button (the tabs of a large UI scale
        # too), and least the board's own messages at the foot of the village (a refused move
        # says why there)
        must = 6
        avoid = [(t.inflate(theme.px(24), theme.px(24)), 4 * must) for t in targets]
        avoid += [(pygame.Rect(b.rect).inflate(m, m), must) for b in board.buttons]
        if getattr(board, "tabbed", False):
            avoid += [(pygame.Rect(b.rect).inflate(m, m), must) for b in board.bar_buttons()]
        avoid.append((pygame.Rect(v.x, v.bottom - theme.px(56), v.width, theme.px(56)), 1))
        best = None
        for n, width in enumerate(widths):
            lines, fonts, own_line, height = self._panel_text(theme, step, targets, width)
            spots = [
                (v.right - width - m, below),  # top right of the village
                (v.x + m, below),  # top left
                (v.right - width - m, v.bottom - chips - height - m),  # bottom right
                (v.x + m, v.bottom - chips - height - m),  # bottom left
                (r.markets.x + m, r.markets.y + m),  # over the markets
                (r.hand.x + m, r.hand.y + m),  # over the hand
                (v.right - width - m, sh - height - m),  # the foot of the screen: over the
                (v.x + m, sh - height - m),  # chips, when only that leaves the arrow's end clear
            ]
            for k, (x, y) in enumerate(spots):
                x = max(0, min(x, sw - width))
                y = max(r.top.bottom, min(y, sh - height))
                rect = pygame.Rect(x, y, width, height)
                clash = sum(weight * _overlap(rect, a) for a, weight in avoid)
                score = (clash, n, k)
                if best is None or score < best[0]:
                    best = (score, (rect, lines, fonts, own_line))
        return best[1]

    def _panel_text(self, theme, step: Step, targets: list[pygame.Rect], width: int):
        """The panel's words at `width`: its lines, fonts, whether the waiting words need a line
        of their own (they would run under the Skip button) and the panel's height."""
        pad = theme.px(14)
        head = theme.font(13, bold=True)
        body = theme.font(15)
        small = theme.font(12)
        lines = wrap(body, prose(step.text), width - 2 * pad)
        waiting = self._waiting(step, targets)
        room = width - 2 * pad - theme.px(110) - theme.px(10)  # beside the Skip button
        own_line = bool(waiting) and small.size(waiting)[0] > room
        height = (
            2 * pad
            + head.get_linesize()
            + theme.px(4)
            + len(lines) * body.get_linesize()
            + theme.px(10)
            + theme.px(30)
            + (small.get_linesize() + theme.px(4) if own_line else 0)
        )
        return lines, (head, body, small), own_line, height

    @staticmethod
    def _waiting(step: Step, targets: list[pygame.Rect]) -> str:
        """What the panel says while the guide waits for a move instead of a Next."""
        if step.expect == "next":
            return ""
        if step.expect == "your_turn":
            return _("Waiting for {seat}…").format(seat=T.player_name(1 - PLAYER))
        return _("Your move: follow the arrow") if targets else ""

    def _ring(self, surface, theme, rect: pygame.Rect, strong: bool) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.t * 5.0)
        grow = theme.px(6) + round(theme.px(6) * pulse)
        ring = rect.inflate(grow * 2, grow * 2)
        colour = T.GUIDE_POINTER if strong else T.lighter(T.GUIDE_POINTER, 0.3)
        width = theme.px(4) if strong else theme.px(2)
        pygame.draw.rect(surface, T.INK, ring.move(1, 1), width, border_radius=theme.px(10))
        pygame.draw.rect(surface, colour, ring, width, border_radius=theme.px(10))

    def _arrow(
        self, surface, theme, panel_rect: pygame.Rect, target: pygame.Rect, thin: bool = False
    ) -> None:
        """A thick arrow from the panel's edge to the target's edge, bobbing towards it."""
        tx, ty = target.center
        sx = min(max(tx, panel_rect.left), panel_rect.right)
        sy = min(max(ty, panel_rect.top), panel_rect.bottom)
        if panel_rect.collidepoint(tx, ty):
            return
        dx, dy = tx - sx, ty - sy
        dist = math.hypot(dx, dy)
        if dist < theme.px(20):
            return
        ux, uy = dx / dist, dy / dist
        # stop at the target's ring, bobbing
        reach = _ray_to_rect_edge(target.inflate(theme.px(16), theme.px(16)), (tx, ty), (-ux, -uy))
        bob = theme.px(6) * (0.5 + 0.5 * math.sin(self.t * 5.0))
        end = (tx - ux * (reach + bob), ty - uy * (reach + bob))
        start = (sx + ux * theme.px(6), sy + uy * theme.px(6))
        if math.hypot(end[0] - start[0], end[1] - start[1]) < theme.px(16):
            return
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


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    c = a.clip(b)
    return c.width * c.height


def _grow(p, centre, k: float):
    return (centre[0] + (p[0] - centre[0]) * k, centre[1] + (p[1] - centre[1]) * k)


def _ray_to_rect_edge(rect: pygame.Rect, centre, direction) -> float:
    """How far from `centre` (inside `rect`) along `direction` the rectangle's edge is."""
    ux, uy = direction
    half_w, half_h = rect.width / 2, rect.height / 2
    tx = half_w / abs(ux) if ux else math.inf
    ty = half_h / abs(uy) if uy else math.inf
    return min(tx, ty)
