"""Setting up a hot-seat game: players, the village, the drafts."""

from __future__ import annotations

import random

import pygame

from game.core import Config
from game.i18n import N_, _

from .. import theme as T
from ..autosave import Autosave, difficulty_name
from ..computer import COMPUTER_KINDS, SHORT_NAMES
from ..match import Match
from ..scene import Scene
from ..widgets import Button, draw_text, panel

SOLO_NOTE = N_(
    "The Nian starts with 5 (Easy), 7 (Normal) or 12 (Hard) Qi Energy on the Village board. "
    "Only victories are scored; your score earns a title."
)


class NewGameScene(Scene):
    """A hot-seat game for 2-4, or (solo=True) one player against the Nian beast."""

    max_ui_scale = 1.25  # the options, their notes and Start share the window (no more fits)

    def __init__(self, app, solo: bool = False) -> None:
        super().__init__(app)
        self.solo = solo
        self.difficulty = "normal"
        self.players = 1 if solo else 2
        self.layout_choice = "first-game"
        self.lion_draft = "row"
        self.character_draft = False
        self.seats = ["human"] * 4  # who sits at each seat: human, or a computer player
        self.buttons: list[Button] = []

    def layout(self, size) -> None:
        self._build(size)

    def _build(self, size) -> None:
        theme = self.theme
        w, h = size
        bw, bh = theme.px(160), theme.px(38)
        content_w = theme.px(170) + 3 * (bw + theme.px(10))
        x0 = w // 2 - content_w // 2  # the options block is centred under the title
        y = int(h * 0.24)
        self.panel_rect = pygame.Rect(
            x0 - theme.px(20), y - theme.px(18), content_w + theme.px(40), 0
        )
        self.label_x = x0
        self.rows: list[tuple[str, int]] = []
        self.buttons = []

        def option(row: int, label: str, selected: bool, fn, key=None) -> Button:
            return Button(label, fn, pygame.Rect(0, 0, bw, bh), primary=selected, hotkey=key)

        people = [
            (
                _("Players"),
                [
                    (f"{n}", self.players == n, lambda n=n: self._set("players", n))
                    for n in (2, 3, 4)
                ],
            ),
            (
                _("Seats"),
                [
                    (
                        _("{seat}: {kind}").format(
                            seat=T.player_name(s), kind=_(SHORT_NAMES[self.seats[s]])
                        ),
                        self.seats[s] != "human",
                        lambda s=s: self._cycle_seat(s),
                    )
                    for s in range(self.players)
                ],
            ),
        ]
        if self.solo:
            people = [
                (
                    _("Difficulty"),
                    [
                        (
                            difficulty_name(name),
                            self.difficulty == name,
                            lambda n=name: self._set("difficulty", n),
                        )
                        for name in ("easy", "normal", "hard")
                    ],
                )
            ]
        specs = people + [
            (
                _("Village"),
                [
                    (
                        _("First-game layout"),
                        self.layout_choice == "first-game",
                        lambda: self._set("layout_choice", "first-game"),
                    ),
                    (
                        _("Build your own"),
                        self.layout_choice == "build",
                        lambda: self._set("layout_choice", "build"),
                    ),
                ],
            ),
            (
                _("Lion draft"),
                [
                    (
                        _("Row of four"),
                        self.lion_draft == "row",
                        lambda: self._set("lion_draft", "row"),
                    ),
                    (
                        _("Casual: deal 3"),
                        self.lion_draft == "casual",
                        lambda: self._set("lion_draft", "casual"),
                    ),
                ],
            ),
            (
                _("Character boards"),
                [
                    (
                        _("At random"),
                        not self.character_draft,
                        lambda: self._set("character_draft", False),
                    ),
                    (
                        _("Draft 2, keep 1"),
                        self.character_draft,
                        lambda: self._set("character_draft", True),
                    ),
                ],
            ),
        ]
        for r, (label, opts) in enumerate(specs):
            self.rows.append((label, y + r * (bh + theme.px(22))))
            for c, (text, selected, fn) in enumerate(opts):
                b = option(r, text, selected, fn)
                b.rect = pygame.Rect(
                    x0 + theme.px(170) + c * (bw + theme.px(10)),
                    y + r * (bh + theme.px(22)),
                    bw,
                    bh,
                )
                self.buttons.append(b)
        by = y + len(specs) * (bh + theme.px(22)) + theme.px(20)
        self.panel_rect.height = by - self.panel_rect.y - theme.px(6)
        self.buttons.append(
            Button(
                _("Start the game"),
                self._start,
                pygame.Rect(w // 2 - theme.px(150), by, theme.px(300), theme.px(50)),
                primary=True,
                hotkey=pygame.K_RETURN,
            )
        )
        self.buttons.append(
            Button(
                _("Back"),
                self.app.pop,
                pygame.Rect(theme.px(20), theme.px(20), theme.px(100), theme.px(36)),
                hotkey=pygame.K_ESCAPE,
            )
        )

    def _cycle_seat(self, seat: int) -> None:
        order = ["human", *COMPUTER_KINDS]
        self.seats[seat] = order[(order.index(self.seats[seat]) + 1) % len(order)]
        self._build(self.app.screen.get_size())

    def _set(self, name: str, value) -> None:
        setattr(self, name, value)
        self._build(self.app.screen.get_size())

    def _start(self) -> None:
        from .board import BoardScene

        seed = random.randrange(1 << 31)
        config = Config(
            players=self.players,
            seed=seed,
            layout=self.layout_choice,
            lion_draft=self.lion_draft,
            character_draft=self.character_draft,
            first_player=random.randrange(self.players),
            difficulty=self.difficulty,
        )
        match = Match(config, seats=self.seats[: self.players], autosave=Autosave.new())
        self.app.replace(BoardScene(self.app, match))

    def handle_event(self, event) -> bool:
        for b in list(self.buttons):
            if b.handle(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        draw_text(
            surface,
            _("Solo: against the Nian beast") if self.solo else _("A new game at this table"),
            theme.font(34, serif=True),
            T.GOLD,
            (w // 2, int(h * 0.1)),
            anchor="midtop",
        )
        panel(
            surface,
            self.panel_rect,
            fill=(40, 28, 22),
        )
        for label, y in self.rows:
            draw_text(
                surface,
                label,
                theme.font(16, bold=True),
                T.TEXT,
                (self.label_x, y + theme.px(8)),
            )
        for b in self.buttons:
            b.draw(surface, theme)
        draw_text(
            surface,
            _(SOLO_NOTE)
            if self.solo
            else _(
                "Click a seat to make it a computer player (Greedy, Strong). The first player is "
                "random."
            ),
            theme.font(13),
            T.TEXT_DIM,
            (w // 2, h - theme.px(30)),
            anchor="midbottom",
        )
