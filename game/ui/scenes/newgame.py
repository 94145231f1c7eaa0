"""Setting up a hot-seat game: players, who sits at each seat, the village, the drafts.  The screen
opens with the last game's choices (kept per user, `user_settings.GameSetup`).

In host mode (issue 44, network play: "choose the game as for a hot-seat game") the same choices set
up a table friends join over the network: seat 0 is the host's own, every other Human seat an open
seat; "Host this table" starts it (`game.net.hosting.HostedTable`) and shows its lobby."""

from __future__ import annotations

import pygame

from game.core import Config
from game.core.catalogue import default_catalogue
from game.core.errors import ContentError
from game.core.solo import DIFFICULTIES, FEAR_CARDS_SCORED, FEAR_VALUE, solo_deck
from game.i18n import N_, _
from game.session import new_match, seeds
from game.session.computer import COMPUTER_KINDS
from game.text.components import starting_coins_line, starting_deck_line
from game.text.names import SHORT_NAMES, difficulty_name

from .. import theme as T
from ..deal_code_entry import DealCodeEntry
from ..keyboard import ButtonFocus
from ..net_session import table_path
from ..scene import Scene, make, register
from ..scroll import ScrollView, TextBoxes, fitting_font
from ..user_settings import SEATS, GameSetup
from ..widgets import Button, draw_tooltip, panel, wrap

#: What each kind of seat is, said in the seat button's tooltip.
SEAT_TIPS = {
    "human": N_("Human — a person at this computer plays this seat"),
    "greedy": N_("Greedy computer — quick, looks one turn ahead"),
    "strong": N_("Strong computer — searches about a second per move, much stronger"),
}

SOLO_NOTE = N_(
    "The Nian starts with 5 (Easy), 7 (Normal) or 12 (Hard) Qi Energy on the Village board, and "
    "draws its turns from {easy} (Easy), {normal} (Normal) or {hard} (Hard) Solo cards, "
    "{easy_fear}, {normal_fear} or {hard_fear} of them Instilling Fear. "
    "Only victories are scored, and a quick one scores more: each Fear card left, up to {most}, "
    "is worth {easy_value} (Easy), {normal_value} (Normal) or {hard_value} (Hard). "
    "Your score earns a title."
)


def solo_note() -> str:
    """The Solo setup's note: what each difficulty changes (rulebook, "Solo: Setup"; the Solo deck by
    difficulty, docs/rulings.md), counted from the Solo cards."""
    cat = default_catalogue()
    sizes = {}
    for level in DIFFICULTIES:
        deck = [cat.solo[i] for i in solo_deck(cat, level)]
        sizes[level] = len(deck)
        sizes[f"{level}_fear"] = sum("instill_fear" in card.mandatory for card in deck)
        sizes[f"{level}_value"] = FEAR_VALUE[level]  # docs/rulings.md 43
    return _(SOLO_NOTE).format(most=FEAR_CARDS_SCORED, **sizes)


@register("new_game")
class NewGameScene(DealCodeEntry, Scene):
    """A hot-seat game for 2-4, or (solo=True) one player against the Nian beast.

    At large UI scales (issue 8, accessibility: "UI scale 75-200%") the options reflow instead of
    capping the scale: each option's name goes above its buttons, the buttons wrap, and the panel
    scrolls (wheel, drag, Up/Down/Page keys; Tab brings each button into view) between the title and
    Start, which with the note under it always shows."""

    keyboard_focus = False  # Tab walks the scrolled options too (ScrollView.tab_focus)

    def __init__(self, app, solo: bool = False, host: bool = False) -> None:
        super().__init__(app)
        self.solo = solo
        self.host = host and not solo  # a table hosted for friends on other computers
        settings = getattr(app, "settings", None)
        last = getattr(settings, "solo" if solo else "hot_seat", None)
        if not isinstance(last, GameSetup):
            last = GameSetup(players=1) if solo else GameSetup()
        self.difficulty = last.difficulty
        self.players = 1 if solo else last.players
        self.layout_choice = last.layout
        self.lion_draft = last.lion_draft
        self.character_draft = last.character_draft
        self.seats = list(last.seats)  # who sits at each seat: human, or a computer player
        if self.host:
            self.seats[0] = "human"  # the host's own seat
        self.buttons: list[Button] = []
        self.scroll = ScrollView()  # the options panel, when it is taller than its room
        self.compact = False  # the options' names above their buttons, the panel scrolled
        self.content: list[pygame.Rect | None] = []  # each button's place in the scrolled panel
        self.full: list[pygame.Rect] = []  # each button's whole rect on screen (drawn clipped)
        self.text = TextBoxes()
        self.mouse = (-1, -1)
        self.seat_buttons: list[Button] = []
        #: why the first-game layout cannot be played, by player count ("" when it can; issue 39)
        self.level_problems: dict[int, str] = {}
        # the deal (issue 43, deal codes): drawn now, so its code shows before the game starts
        self.seed, self.first_roll = seeds.table_draw()
        self.typed = ""  # a deal code being typed or pasted
        self.message = ""  # what became of the last code typed, copied or pasted
        self.refused = False  # the message says why a code is refused
        self.code_buttons: list[Button] = []  # the code of this game, and the field to type one

    def layout(self, size) -> None:
        self._build(size)

    def _level_problem(self) -> str:
        """Why the first-game level for this table cannot be used ("" when it can): a damaged or
        missing level file leaves "Build your own" to choose, with the reason on the other."""
        if self.players not in self.level_problems:
            from game.core.engine import layout_for

            try:
                layout_for(Config(players=self.players, layout="first-game"))
                self.level_problems[self.players] = ""
            except ContentError as exc:
                self.level_problems[self.players] = str(exc)
        return self.level_problems[self.players]

    def _specs(self) -> list[tuple[str, list[tuple[str, bool, object]]]]:
        """Each option row: its name and its buttons (label, selected, what a click does).  The
        deal code heads them: the code of the game set up, and the field to type one in."""
        code = (
            _("Deal code"),
            [
                (self.code(), False, self._copy),
                (self._entry_label(), False, self._paste),
            ],
        )
        return [code, *self._options()]

    def _options(self) -> list[tuple[str, list[tuple[str, bool, object]]]]:
        """The options' rows (`_specs`)."""
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
                        _("{seat}: {kind}").format(seat=T.player_name(s), kind=self._seat_kind(s)),
                        False,  # a seat is not an option chosen among others: never red
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
                        for name in DIFFICULTIES
                    ],
                )
            ]
        return people + [
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
                    *self._chapter_option(),
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

    def _seat_kind(self, seat: int) -> str:
        """Who sits at `seat`, in a word: at a hosted table seat 0 is "You" and every other
        person's seat is an open seat."""
        if self.host and self.seats[seat] == "human":
            return _("You") if seat == 0 else _("Open seat")
        return _(SHORT_NAMES[self.seats[seat]])

    # --- the deal code (issue 43, item 3) -----------------------------------------------------------

    def config(self) -> Config:
        """The game being set up, with its seed and first player: what Start deals and the code
        shows.  A table of people and computers plays the Nian's difficulty only in Solo."""
        return Config(
            players=self.players,
            seed=self.seed,
            layout=self.layout_choice,
            lion_draft=self.lion_draft,
            character_draft=self.character_draft,
            first_player=self.first_roll % self.players,
            difficulty=self.difficulty if self.solo else "normal",
        )

    def _title(self) -> str:
        if self.host:
            return _("Host a table for friends")
        return _("Solo: against the Nian beast") if self.solo else _("A new game at this table")

    def _note(self) -> str:
        if self.message:
            return self.message
        if self.solo:
            return solo_note()
        if self.host:
            return _(
                "{seat} is you. Each open seat gets a join code for a friend. Click a seat: "
                "Open seat → Greedy computer → Strong computer. The first player is random."
            ).format(seat=T.player_name(0))
        return _(
            "Click a seat: Human → Greedy computer (quick, looks one turn ahead) → Strong "
            "computer (about a second a move, much stronger). The first player is random."
        )

    def _build(self, size) -> None:
        theme = self.theme
        w, h = size
        self.size = size
        broken = self._level_problem()
        if broken and self.layout_choice == "first-game":
            self.layout_choice = "build"
        specs = self._specs()
        self.buttons = [
            Button(text, fn, primary=selected)
            for _label, opts in specs
            for text, selected, fn in opts
        ]
        if broken:  # the first-game layout cannot be chosen, and says why
            for b in self.buttons:
                if b.label == _("First-game layout"):
                    b.enabled = False
                    b.tooltip = _("This village cannot be used: {error}").format(error=broken)
        self.seat_buttons = []  # each seat's button, seat by seat
        if not self.solo:
            first = len(specs[0][1]) + len(specs[1][1])  # the seats follow the code and Players
            self.seat_buttons = self.buttons[first : first + self.players]
            cycle = " → ".join(_(SHORT_NAMES[k]) for k in ("human", *COMPUTER_KINDS))
            # issue 45: what each seat starts with, and why (not in Solo: one seat)
            coins: tuple[str, ...] = ()
            if not self.solo:
                coins = (starting_coins_line(self.players), starting_deck_line(default_catalogue()))
            for s, b in enumerate(self.seat_buttons):
                tip = _(SEAT_TIPS[self.seats[s]])
                click = _("Click: {cycle}").format(cycle=cycle)
                if self.host and s == 0:
                    tip, click = _("Your own seat: you play it from this window"), ""
                elif self.host and self.seats[s] == "human":
                    tip = _("Open seat — a friend joins it with its code")
                b.tooltip = "\n".join(line for line in (tip, click, *coins) if line)
        self.code_buttons = self.buttons[: len(specs[0][1])]  # the first row: the deal code
        self.code_buttons[0].tooltip = "\n".join(
            (
                _("The deal code of this game: a friend who types it plays the same deal"),
                _("Click: copy it"),
            )
        )
        self.code_buttons[1].tooltip = "\n".join(
            (
                _("Type a friend's code here, or paste it (Ctrl+V or click)"),
                _("Every option becomes the code's; the seats stay yours"),
            )
        )
        start = _("Host this table") if self.host else _("Start the game")
        self.buttons.append(Button(start, self._start, primary=True, hotkey=pygame.K_RETURN))
        self.buttons.append(
            Button(
                _("Back"),
                self.app.pop,
                pygame.Rect(theme.px(20), theme.px(20), theme.px(100), theme.px(36)),
                hotkey=pygame.K_ESCAPE,
            )
        )
        self.content = [None] * len(self.buttons)
        self.compact = not self._roomy(size, specs)
        if self.compact:
            self._flow(size, specs)
        self._place()

    def _roomy(self, size, specs) -> bool:
        """The options as they are at 100%: names in a column on the left, the buttons in a row
        beside each, Start under the panel.  Whether that fits the window."""
        theme = self.theme
        w, h = size
        bw, bh = theme.px(160), theme.px(38)
        # as many columns as the longest row needs (four seats), the same for 2, 3 or 4 players so
        # the panel keeps its place while the seats come and go
        columns = 3 if self.solo else SEATS
        content_w = theme.px(170) + columns * (bw + theme.px(10))
        x0 = w // 2 - content_w // 2  # the options block is centred under the title
        y = int(h * 0.24)
        self.panel_rect = pygame.Rect(
            x0 - theme.px(20), y - theme.px(18), content_w + theme.px(40), 0
        )
        self.label_x = x0
        self.rows: list[tuple[str, pygame.Rect]] = []
        k = 0
        for r, (label, opts) in enumerate(specs):
            row_y = y + r * (bh + theme.px(22))
            self.rows.append((label, pygame.Rect(x0, row_y, theme.px(160), bh)))
            width = self._wide(r, specs, columns * (bw + theme.px(10)) - theme.px(10)) or bw
            for c in range(len(opts)):
                self.buttons[k].rect = pygame.Rect(
                    x0 + theme.px(170) + c * (width + theme.px(10)), row_y, width, bh
                )
                k += 1
        by = y + len(specs) * (bh + theme.px(22)) + theme.px(20)
        self.panel_rect.height = by - self.panel_rect.y - theme.px(6)
        start = self.buttons[-2]
        start.rect = pygame.Rect(w // 2 - theme.px(150), by, theme.px(300), theme.px(50))
        note = theme.font(13)
        lines = wrap(note, self._note(), w - theme.px(40))  # at most two lines, at the foot
        self.note_box = pygame.Rect(theme.px(20), 0, w - theme.px(40), 0)
        self.note_box.height = len(lines) * note.get_linesize()
        self.note_box.bottom = h - theme.px(30) + note.get_linesize() - note.get_height()
        self.title_box = pygame.Rect(0, 0, w, self.panel_rect.y)
        label = theme.font(16, bold=True)
        title = theme.font(34, serif=True)
        return (
            self.panel_rect.left >= 0
            and self.panel_rect.right <= w
            and int(h * 0.1) + title.get_height() <= self.panel_rect.y
            and start.rect.bottom + theme.px(8) <= self.note_box.y
            and len(lines) <= 2
            and all(label.size(name)[0] <= theme.px(165) for name, _rect in self.rows)
            and all(b.rect.right <= self.panel_rect.right for b in self.buttons[:k])
        )

    def _wide(self, row: int, specs, room: int) -> int:
        """How wide each button of option `row` is when wider than the others (0 when not): the
        deal code's two share the row `room` wide, so a whole code shows on each."""
        if row != 0:
            return 0
        return (room - self.theme.px(10)) // 2

    def _flow(self, size, specs) -> None:
        """Large UI scales: the title beside Back, the note and Start at the bottom, and between
        them the options panel, each option's name above its buttons (wrapped), scrolled."""
        theme = self.theme
        w, h = size
        gap = theme.px(10)
        back = self.buttons[-1].rect
        width = w - 2 * (back.right + gap)
        self.title_font = fitting_font(theme, self._title(), 34, width, 24, serif=True)
        self.title_box = pygame.Rect(back.right + gap, theme.px(14), width, 0)
        if self.title_font.size(self._title())[0] > width:  # too long beside Back: under it
            self.title_box = pygame.Rect(theme.px(20), back.bottom, w - theme.px(40), 0)
        self.title_box.height = self.title_font.get_linesize()
        note = theme.font(13)
        lines = wrap(note, self._note(), w - theme.px(40))
        self.note_box = pygame.Rect(
            theme.px(20), h - theme.px(8) - len(lines) * note.get_linesize(), w - theme.px(40), 0
        )
        self.note_box.height = len(lines) * note.get_linesize()
        start = self.buttons[-2]
        start.rect = pygame.Rect(0, 0, theme.px(300), theme.px(50))
        start.rect.midbottom = (w // 2, self.note_box.y - gap)
        top = max(self.title_box.bottom, back.bottom) + gap
        view = pygame.Rect(theme.px(20), top, w - theme.px(40), start.rect.y - gap - top)
        self.panel_rect = view
        bar = max(6, theme.px(24) // 4)
        pad = theme.px(16)
        inner = view.width - 2 * pad - bar
        bw, bh = theme.px(160), theme.px(38)
        label = theme.font(16, bold=True)
        names = theme.px(170)  # the names' column, when it fits beside three buttons
        beside = inner >= names + 3 * (bw + gap) - gap and all(
            label.size(name)[0] <= names - gap for name, _opts in specs
        )
        left = view.x + pad + (names if beside else 0)
        self.rows = []
        y = pad
        k = 0
        for r, (name, opts) in enumerate(specs):
            room = inner - (names if beside else 0)
            width = min(self._wide(r, specs, 3 * (bw + gap) - gap), room) or bw
            per_line = max(1, (room + gap) // (width + gap))
            if beside:
                name_y = y + (bh - label.get_linesize()) // 2
                self.rows.append(
                    (name, pygame.Rect(view.x + pad, name_y, names, label.get_linesize()))
                )
            else:
                self.rows.append((name, pygame.Rect(view.x + pad, y, inner, label.get_linesize())))
                y += label.get_linesize() + theme.px(4)
            for c in range(len(opts)):
                line, col = divmod(c, per_line)
                self.content[k] = pygame.Rect(
                    left + col * (width + gap), y + line * (bh + gap), width, bh
                )
                k += 1
            y += ((len(opts) + per_line - 1) // per_line) * (bh + gap) + theme.px(12)
        if y + pad < view.height:  # no empty panel under options that all show: Start under it
            view.height = y + pad
            start.rect.top = view.bottom + gap
        self.scroll.set(view, y + pad, line=bh + gap)

    def _place(self) -> None:
        """Put the scrolled buttons where the panel's scroll shows them (a button scrolled out of
        sight has no size: not clicked, not focused; one half out is clicked where it shows)."""
        self.full = self.scroll.place_buttons(self.buttons, self.content)

    def _cycle_seat(self, seat: int) -> None:
        if self.host and seat == 0:
            return  # the host's own seat
        order = ["human", *COMPUTER_KINDS]
        self.seats[seat] = order[(order.index(self.seats[seat]) + 1) % len(order)]
        self._build(self.app.screen.get_size())

    def _set(self, name: str, value) -> None:
        setattr(self, name, value)
        self.message, self.refused = "", False
        self._build(self.app.screen.get_size())

    def _start(self) -> None:
        """Deal the game set up: the seed and first player its code shows (drawn when the screen
        opened, or a typed code's)."""
        if self.host:
            self._host_table()
            return
        try:
            match = new_match(self.config(), self.seats)
        except ContentError as exc:  # a level damaged since the screen opened: say so, stay here
            self.level_problems[self.players] = str(exc)
            self._build(self.app.screen.get_size())
            return
        self._remember()
        self.app.replace(make("board", self.app, match))

    def _host_table(self) -> None:
        """Serve the table set up (issue 44) and show its lobby; a table that cannot be served
        (its port, a damaged level) says why and the screen stays."""
        try:
            from game.net.hosting import HostedTable

            seats = list(self.seats[: self.players])
            # computer seats play at the host, held as long as the Settings' computer pace says
            pace = getattr(getattr(self.app, "settings", None), "computer_pace", 1.0)
            # saved after every decision to reopen it, unless the user's folder cannot be used
            hosted = HostedTable.start(self.config(), seats, autosave=table_path(), pace=pace)
        except Exception as exc:
            self.message = _("The table could not be opened: {error}").format(error=exc)
            self.refused = True
            self._build(self.app.screen.get_size())
            return
        self.app.replace(make("host_table", self.app, hosted))

    def _remember(self) -> None:
        """Keep these choices for the next new game (in the player's settings file)."""
        settings = getattr(self.app, "settings", None)
        if settings is None:
            return
        setup = GameSetup(
            players=self.players,
            seats=tuple(self.seats),
            layout=self.layout_choice,
            lion_draft=self.lion_draft,
            character_draft=self.character_draft,
            difficulty=self.difficulty,
        )
        setattr(settings, "solo" if self.solo else "hot_seat", setup)
        save = getattr(self.app, "save_settings", None)
        if save is not None:
            save()

    def enter(self) -> None:
        pygame.key.start_text_input()  # a deal code is typed anywhere on the screen

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if self._code_key(event):
            return True
        if self.scroll.tab_focus(self, event, self.content, self._place):
            return True
        if ButtonFocus.handle(self, event):
            return True
        for b in list(self.buttons):
            if b.handle(event):
                return True
        if self.compact and self.scroll.handle(event):
            self._place()
            return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)

    still = True  # nothing on this screen moves by itself: the app waits for input

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        self.text.clear()
        surface.fill(T.TABLE)
        title = self._title()
        font = theme.font(34, serif=True)
        if self.compact:
            font = self.title_font
            self.text.draw(
                surface, title, font, T.GOLD, self.title_box.midtop, self.title_box, "midtop"
            )
        else:
            self.text.draw(
                surface, title, font, T.GOLD, (w // 2, int(h * 0.1)), surface.get_rect(), "midtop"
            )
        panel(
            surface,
            self.panel_rect,
            fill=T.PANEL_FILL,
        )
        label_font = theme.font(16, bold=True)
        with self.scroll.clip(surface) if self.compact else _nothing():
            for label, rect in self.rows:
                if self.compact:
                    rect = self.scroll.place(rect)
                    box = self.panel_rect
                    pos = rect.topleft
                else:
                    box = surface.get_rect()
                    pos = (self.label_x, rect.y + theme.px(8))
                self.text.draw(surface, label, label_font, T.TEXT, pos, box)
            self.scroll.draw_buttons(
                surface, theme, self.buttons, self.content, self.full, self._mark_seat
            )
        for i, b in enumerate(self.buttons):
            if self.content[i] is None:
                b.draw(surface, theme)
                self._mark_seat(surface, b)
        if self.compact:
            self.scroll.draw_bar(surface)
        note = theme.font(13)
        y = self.note_box.y
        colour = T.ILLEGAL if self.refused else (T.GOLD if self.message else T.TEXT_DIM)
        for line in wrap(note, self._note(), self.note_box.width):
            self.text.draw(surface, line, note, colour, (w // 2, y), self.note_box, "midtop")
            y += note.get_linesize()
        ButtonFocus.draw(self, surface)
        self._draw_seat_tip(surface)

    def _mark_seat(self, surface, b: Button) -> None:
        """A seat's button is underlined in its player's colour (who sits there is in its label)."""
        seat = next((s for s, x in enumerate(self.seat_buttons) if x is b), -1)
        if seat < 0:
            return
        inset = self.theme.px(8)
        height = max(3, self.theme.px(4))
        strip = pygame.Rect(
            b.rect.x + inset, b.rect.bottom - height - 3, b.rect.width - 2 * inset, height
        )
        pygame.draw.rect(surface, T.player_colour(seat), strip, border_radius=height // 2)

    def _draw_seat_tip(self, surface) -> None:
        """What the seat under the mouse is (Human, Greedy or Strong) and what a click makes
        it (the keyboard focus shows the same as its tooltip)."""
        if self.button_focus >= 0:
            return
        shut = [b for b in self.buttons if not b.enabled and b.tooltip]  # a damaged village
        for b in [*self.seat_buttons, *self.code_buttons, *shut]:
            if b.rect.width and b.rect.collidepoint(self.mouse):
                draw_tooltip(surface, self.theme, [b.label, *b.tooltip.split("\n")], self.mouse)
                return


class _nothing:
    """A `with` that does nothing (the panel is not clipped when it does not scroll)."""

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        return None
