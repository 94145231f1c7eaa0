"""The battle: a Lion against the Nian beast or a Yao monster (rulebook, "4. Battle").

Both dice pools are laid out with where every die comes from, and the Wardings; the dice tumble and
settle on the faces the engine rolled; each Intimidation success knocks out the opponent's highest
Strength die; the totals and the result follow.  A click skips ahead; the outcome is already decided.
The dice rattle as they tumble, and a gong (Victory) or a falling tone (Defeat) sounds with the result.
"""

from __future__ import annotations

import random

import pygame

from game.core import events as E
from game.core.battle import lion_side, monster_side
from game.core.catalogue import Monster
from game.core.events import BattleSide
from game.i18n import _
from game.i18n import name as component_name
from game.text.components import frontier_group
from game.text.names import dice_source_name, seat_name

from .. import theme as T
from ..render.pieces import draw_lion, draw_nian, draw_yao
from ..scene import Scene, register
from ..scroll import TextBoxes, fitting_font
from ..widgets import draw_text, panel, wrap

PHASES = ("pools", "roll", "remove", "result")


@register("battle")
class BattleScene(Scene):
    """The battle.  At large UI scales (issue 8, accessibility: "UI scale 75-200%") it reflows rather
    than cap the scale: the box takes the window, its lines follow each other with no room wasted,
    the dice shrink to what is left (the figures give way first) and long lines wrap."""

    opaque = True  # the board behind already knows the outcome; nothing of it shows through

    def __init__(
        self, app, before, events, after, auto_close: float = 0.0, label: str = ""
    ) -> None:
        """`auto_close` > 0: a computer's battle closes by itself that long after the result.
        `label` names the seat in the header where it is not just its colour ("Azure (Strong
        computer)")."""
        super().__init__(app)
        self.label = label
        self.events = events
        self.rolls = [e for e in events if isinstance(e, E.DiceRolled)]
        self.removed = [e for e in events if isinstance(e, E.StrengthDieRemoved)]
        self.result = next(e for e in events if isinstance(e, E.BattleResolved))
        self.before = before
        st = before
        seat, slot = self.result.seat, self.result.slot
        # the pools as they stood when the dice were rolled (the lion is on the battle tile already)
        tile = next(
            (e.path[-1] for e in events if isinstance(e, E.LionLeapt)),
            st.players[seat].lion_tile[slot],
        )
        self.lion_name = component_name(st.catalogue.lions[st.players[seat].lion[slot]].name)
        self.seat = seat
        self.slot = slot
        self.form = max(1, before.nian_form)
        self.lion_pool = next(e for e in self.rolls if e.side == BattleSide.LION)
        self.monster_pool = next(e for e in self.rolls if e.side == BattleSide.MONSTER)
        self.opponent = self.result.opponent
        self.wardings = (0, 0)
        try:
            probe = after.copy()
            probe.players[seat].lion_tile[slot] = tile
            self.wardings = (
                lion_side(probe, seat, slot).wardings,
                monster_side(before, tile)[0].wardings,
            )
        except (
            Exception
        ):  # the opponent may be gone from the table already; Wardings are then shown as 0
            pass
        self.t = 0.0
        self.auto_close = auto_close
        speed = (
            max(0.01, app.settings.animation_speed) if app.settings.animation_speed > 0 else 100.0
        )
        self.durations = (
            0.6 / speed,
            T.DICE_SECONDS / speed,
            0.5 / speed * max(1, len(self.removed)),
            1e9,
        )
        self.rng = random.Random(1)
        self.compact = False  # the flowing layout of a large UI scale (`_fits_box` says when)
        self.text = TextBoxes()
        self.sounded: set[str] = set()  # "dice", "result": what has been played already

    def layout(self, size) -> None:
        self.compact = not self._fits_box(size)

    def _fits_box(self, size) -> bool:
        """Whether the box as it is at 100% (80% of the window, fixed offsets) holds this battle at
        this scale: both sides' dice and total, the title, the dice's sources and the verdict."""
        theme = self.theme
        w, h = size
        box_w, box_h = int(w * 0.8), int(h * 0.72)
        half = box_w // 2
        side_h = box_h - theme.px(150)
        size_ = self._die_size(half)
        needed = theme.px(66) + theme.px(20) + size_ + theme.px(18) + theme.px(20) + size_
        needed += theme.px(10) + theme.font(16, bold=True).get_height()
        small = theme.font(12)
        return (
            needed <= side_h
            and theme.font(24, serif=True).size(self._title())[0] <= box_w - theme.px(20)
            and all(small.size(self._sources(r))[0] <= half - theme.px(10) for r in self._pools())
            and theme.font(15).size(self._why())[0] <= box_w - theme.px(20)
        )

    @property
    def _intimidation(self) -> bool:
        """Whether either side rolled Intimidation dice."""
        return bool(self.lion_pool.intimidation or self.monster_pool.intimidation)

    def _pools(self):
        return (self.lion_pool, self.monster_pool)

    def _die_size(self, width: int) -> int:
        n = max(1, len(self.lion_pool.strength), len(self.monster_pool.strength))
        return min(self.theme.px(54), (width - self.theme.px(40)) // n - self.theme.px(8))

    def _title(self) -> str:
        return _("{player}'s {lion} against the {opponent}").format(
            player=self.label or seat_name(self.seat),
            lion=self.lion_name,
            opponent=frontier_group(self.opponent),
        )

    def _sources(self, roll: E.DiceRolled) -> str:
        """Where a side's Strength dice come from ("1 from Lion card · 2 from Motifs and Drum
        cards"; the monster's: "3 from Zhujian")."""
        return " · ".join(
            _("{n} from {source}").format(n=n, source=dice_source_name(s, self.opponent))
            for s, n in roll.sources
        )

    def _why(self) -> str:
        r = self.result
        if r.monster_intimidated and r.lion_intimidated:
            return _("Both sides intimidated: ties go to the Lion")
        if r.monster_intimidated:
            return _("The opponent is intimidated and loses at once")
        if r.lion_intimidated:
            return _("The Lion is intimidated and loses at once")
        return (
            _("Strength {lion} against {monster} (ties go to the Lion)")
            if r.lion_total == r.monster_total
            else _("Strength {lion} against {monster}")
        ).format(lion=r.lion_total, monster=r.monster_total)

    def _say(self, surface, text, font, colour, pos, box, anchor="topleft") -> pygame.Rect:
        """Draw a piece of text and note the box it must stay inside (TextBoxes)."""
        rect = draw_text(surface, text, font, colour, pos, anchor=anchor)
        self.text.note(surface, text, rect, box)
        return rect

    @property
    def phase(self) -> str:
        t = self.t
        for name, d in zip(PHASES, self.durations, strict=True):
            if t < d:
                return name
            t -= d
        return "result"

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN:
            if self.phase == "result":
                self.app.pop()
            else:
                self.t = sum(self.durations[:3])
        return True

    def update(self, dt: float) -> None:
        """Advance the phases, sound the dice and the result as they come, close a computer's."""
        self.t += dt
        self._sound()
        if self.auto_close and self.phase == "result":
            shown = self.t - sum(self.durations[:3])
            if shown >= self.auto_close:
                self.app.pop()

    def busy(self) -> bool:
        """Frames while the dice roll and fall; the result stands still (`Scene.busy`)."""
        return self.phase != "result"

    def pulsing(self) -> bool:
        """A computer's result closes by itself: a few frames a second count the time down."""
        return bool(self.auto_close)

    def _sound(self) -> None:
        """The rattle once the dice tumble, the win or loss once the result shows (a click that skips
        past the rattle goes straight to the result's sound)."""
        sounds = getattr(self.app, "sound", None)
        if sounds is None:
            return
        phase = self.phase
        if phase == "result" and "result" not in self.sounded:
            self.sounded.update(("dice", "result"))
            sounds.play("win" if self.result.won else "loss")
        elif phase in ("roll", "remove") and "dice" not in self.sounded:
            self.sounded.add("dice")
            sounds.play("dice")

    def draw(self, surface) -> None:
        self.text.clear()
        surface.fill(T.TABLE_DARK)
        if self.compact:
            self._draw_flow(surface)
        else:
            self._draw_box(surface)

    def _draw_box(self, surface) -> None:
        """The battle as it is at 100%: a box of 80% of the window, the sides side by side."""
        theme = self.theme
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, int(w * 0.8), int(h * 0.72))
        box.center = (w // 2, h // 2)
        panel(surface, box, fill=(46, 30, 24))
        self._say(
            surface,
            self._title(),
            theme.font(24, serif=True),
            T.GOLD,
            (box.centerx, box.y + theme.px(14)),
            box,
            anchor="midtop",
        )
        half = box.width // 2
        phase = self.phase
        self._side(
            surface,
            pygame.Rect(box.x, box.y + theme.px(60), half, box.height - theme.px(150)),
            self.lion_pool,
            BattleSide.LION,
            T.player_colour(self.seat),
            f"{T.player_mark(self.seat)} {self.lion_name}",
            self.wardings[0],
            phase,
        )
        self._side(
            surface,
            pygame.Rect(box.x + half, box.y + theme.px(60), half, box.height - theme.px(150)),
            self.monster_pool,
            BattleSide.MONSTER,
            T.MONSTER_TEXT,
            frontier_group(self.opponent),
            self.wardings[1],
            phase,
        )
        pygame.draw.line(
            surface,
            T.GOLD_DARK,
            (box.centerx, box.y + theme.px(60)),
            (box.centerx, box.bottom - theme.px(90)),
            2,
        )
        if phase == "result":
            r = self.result
            verdict = _("Victory!") if r.won else _("Defeat")
            self._say(
                surface,
                verdict,
                theme.font(34, serif=True),
                T.LEGAL if r.won else T.ILLEGAL,
                (box.centerx, box.bottom - theme.px(84)),
                box,
                anchor="midtop",
            )
            self._say(
                surface,
                self._why(),
                theme.font(15),
                T.TEXT,
                (box.centerx, box.bottom - theme.px(40)),
                box,
                anchor="midtop",
            )
            self._say(
                surface,
                _("Click to continue"),
                theme.font(12),
                T.TEXT_DIM,
                (box.centerx, box.bottom - theme.px(18)),
                box,
                anchor="midtop",
            )

    def _draw_flow(self, surface) -> None:
        """Large UI scales: the box takes the window, and everything in it is set line by line --
        the title (wrapped), each side's name, sources (wrapped) and Wardings, the Strength and the
        Intimidation dice each in a row behind its name (as large as the room left allows), the
        totals, then the verdict."""
        theme = self.theme
        w, h = surface.get_size()
        margin, pad, gap = theme.px(8), theme.px(12), theme.px(8)
        box = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        panel(surface, box, fill=(46, 30, 24))
        inner = box.inflate(-2 * pad, -2 * pad)
        half = inner.width // 2
        title_font = fitting_font(theme, self._title(), 24, inner.width, 18, serif=True)
        name_font, small = theme.font(18, bold=True), theme.font(12)
        label, total_font = theme.font(13, bold=True), theme.font(16, bold=True)
        verdict_font, why_font = theme.font(34, serif=True), theme.font(15)
        titles = wrap(title_font, self._title(), inner.width)
        why = wrap(why_font, self._why(), inner.width)
        sources = [wrap(small, self._sources(r), half - 2 * pad) for r in self._pools()]
        totals = {
            BattleSide.LION: _("Strength total {n}").format(n=self.result.lion_total),
            BattleSide.MONSTER: _("Strength total {n}").format(n=self.result.monster_total),
        }
        wardings = [_("Wardings: {n}").format(n=n) if n else "" for n in self.wardings]
        lines_above = max(len(s) + bool(x) for s, x in zip(sources, wardings, strict=True))
        names_w = max(label.size(_("Strength"))[0], label.size(_("Intimidation"))[0]) + gap
        n = max(1, len(self.lion_pool.strength), len(self.monster_pool.strength))
        n = max(n, len(self.lion_pool.intimidation), len(self.monster_pool.intimidation))
        by_width = (half - 2 * pad - names_w) // n - gap
        fixed = (
            len(titles) * title_font.get_linesize()
            + gap
            + name_font.get_linesize()
            + lines_above * small.get_linesize()
            + 3 * gap
            + total_font.get_linesize()
            + gap
            + verdict_font.get_linesize()
            + len(why) * why_font.get_linesize()
            + small.get_linesize()
        )
        dice_rows = 2 if self._intimidation else 1
        fixed += 0 if self._intimidation else label.get_linesize()
        size = min(theme.px(54), by_width, (inner.height - fixed - gap) // dice_rows)
        size = max(theme.px(16), size)
        rows = dice_rows * max(size, label.get_linesize())
        y = inner.y + max(0, inner.height - fixed - gap - rows) // 2  # the whole centred in the box
        for line in titles:
            self._say(surface, line, title_font, T.GOLD, (inner.centerx, y), box, "midtop")
            y += title_font.get_linesize()
        y += gap
        top = y
        phase = self.phase
        sides = (
            (
                BattleSide.LION,
                T.player_colour(self.seat),
                f"{T.player_mark(self.seat)} {self.lion_name}",
            ),
            (BattleSide.MONSTER, T.MONSTER_TEXT, frontier_group(self.opponent)),
        )
        bottom = top
        for k, (side, colour, name) in enumerate(sides):
            area = pygame.Rect(inner.x + k * half + pad, top, half - 2 * pad, inner.bottom - top)
            yy = top
            shown = name
            while name_font.size(shown)[0] > area.width and len(shown) > 2:
                shown = shown[:-2] + "…"
            self._say(surface, shown, name_font, colour, (area.centerx, yy), area, "midtop")
            yy += name_font.get_linesize()
            for line in sources[k] + ([wardings[k]] if wardings[k] else []):
                ink = T.TEXT if line == wardings[k] else T.TEXT_DIM
                self._say(surface, line, small, ink, (area.centerx, yy), area, "midtop")
                yy += small.get_linesize()
            yy = top + name_font.get_linesize() + lines_above * small.get_linesize() + gap
            yy = self._dice_rows(surface, self._pools()[k], side, area, yy, size, names_w, phase)
            if phase == "result":
                text = totals[side]
                self._say(surface, text, total_font, T.GOLD, (area.centerx, yy), area, "midtop")
            bottom = yy + total_font.get_linesize()
        pygame.draw.line(surface, T.GOLD_DARK, (inner.x + half, top), (inner.x + half, bottom), 2)
        if phase != "result":
            return
        r = self.result
        y = bottom + gap
        verdict = _("Victory!") if r.won else _("Defeat")
        colour = T.LEGAL if r.won else T.ILLEGAL
        self._say(surface, verdict, verdict_font, colour, (inner.centerx, y), box, "midtop")
        y += verdict_font.get_linesize()
        for line in why:
            self._say(surface, line, why_font, T.TEXT, (inner.centerx, y), box, "midtop")
            y += why_font.get_linesize()
        pos = (inner.centerx, y)
        self._say(surface, _("Click to continue"), small, T.TEXT_DIM, pos, box, "midtop")

    def _dice_rows(
        self, surface, roll, side: BattleSide, area, y: int, size: int, names_w: int, phase: str
    ) -> int:
        """The Strength dice, then the Intimidation dice ("none" when there are none), each row
        behind its name; returns the y below them."""
        theme = self.theme
        gap = theme.px(8)
        label = theme.font(13, bold=True)
        removed = (
            {e.die for e in self.removed if e.side == side}
            if phase in ("remove", "result")
            else set()
        )
        rolling = phase in ("pools", "roll")

        def jitter() -> tuple[int, int]:
            return (self.rng.randint(-4, 4), self.rng.randint(-6, 2)) if rolling else (0, 0)

        x = area.x + names_w
        for kind in ("strength", "intimidation"):
            faces = roll.strength if kind == "strength" else roll.intimidation
            row = max(size, label.get_linesize())
            if kind == "intimidation" and not self._intimidation:
                row = label.get_linesize()  # no side rolled any: one line for "none"
            name = _("Strength") if kind == "strength" else _("Intimidation")
            name_y = y + (row - label.get_linesize()) // 2
            self._say(surface, name, label, T.TEXT, (area.x, name_y), area)
            if not faces:
                self._say(surface, _("none"), label, T.TEXT_DIM, (x, name_y), area)
            for i, face in enumerate(faces):
                r = pygame.Rect(x + i * (size + gap), y + (row - size) // 2, size, size)
                if kind == "strength":
                    shown = self.rng.randint(0, 3) if rolling else face
                    self._die(
                        surface, r.move(jitter()), shown, (236, 224, 200), T.INK, i in removed
                    )
                else:
                    shown = self.rng.randint(0, 1) if rolling else face
                    mark = "!" if shown else "·"
                    self._die(surface, r.move(jitter()), shown, (60, 36, 80), T.TEXT, mark=mark)
            y += row + gap
        return y

    def _side(
        self,
        surface,
        rect,
        roll: E.DiceRolled,
        side: BattleSide,
        colour,
        name: str,
        wardings: int,
        phase: str,
    ) -> None:
        theme = self.theme
        draw_text(
            surface,
            name,
            theme.font(18, bold=True),
            colour,
            (rect.centerx, rect.y),
            anchor="midtop",
        )
        draw_text(
            surface,
            self._sources(roll),
            theme.font(12),
            T.TEXT_DIM,
            (rect.centerx, rect.y + theme.px(26)),
            anchor="midtop",
        )
        if wardings:
            draw_text(
                surface,
                _("Wardings: {n}").format(n=wardings),
                theme.font(12),
                T.TEXT,
                (rect.centerx, rect.y + theme.px(44)),
                anchor="midtop",
            )
        size = min(
            theme.px(54), (rect.width - theme.px(40)) // max(1, len(roll.strength)) - theme.px(8)
        )
        removed = (
            {e.die for e in self.removed if e.side == side}
            if phase in ("remove", "result")
            else set()
        )
        rolling = phase in ("pools", "roll")
        y = rect.y + theme.px(66)
        draw_text(
            surface, _("Strength"), theme.font(13, bold=True), T.TEXT, (rect.x + theme.px(20), y)
        )
        y += theme.px(20)
        for i, face in enumerate(roll.strength):
            shown = self.rng.randint(0, 3) if rolling else face
            jitter = (self.rng.randint(-4, 4), self.rng.randint(-6, 2)) if rolling else (0, 0)
            r = pygame.Rect(rect.x + theme.px(20) + i * (size + theme.px(8)), y, size, size)
            self._die(surface, r.move(jitter), shown, (236, 224, 200), T.INK, crossed=i in removed)
        y += size + theme.px(18)
        draw_text(
            surface,
            _("Intimidation"),
            theme.font(13, bold=True),
            T.TEXT,
            (rect.x + theme.px(20), y),
        )
        y += theme.px(20)
        for i, face in enumerate(roll.intimidation):
            shown = self.rng.randint(0, 1) if rolling else face
            jitter = (self.rng.randint(-4, 4), self.rng.randint(-6, 2)) if rolling else (0, 0)
            r = pygame.Rect(rect.x + theme.px(20) + i * (size + theme.px(8)), y, size, size)
            self._die(
                surface, r.move(jitter), shown, (60, 36, 80), T.TEXT, mark="!" if shown else "·"
            )
        if not roll.intimidation:
            draw_text(
                surface,
                _("none"),
                theme.font(12),
                T.TEXT_DIM,
                (rect.x + theme.px(20), y + theme.px(4)),
            )
        # the combatant itself, standing in the space below its dice
        figure_top = y + size + theme.px(8)
        figure_bottom = rect.bottom - theme.px(48)
        if figure_bottom - figure_top > theme.px(40):
            piece = min((figure_bottom - figure_top) * 1.4, rect.width * 0.45)
            foot = (rect.centerx, figure_bottom)
            if side is BattleSide.LION:
                draw_lion(surface, theme, foot, piece, self.seat, self.slot)
            elif self.opponent == Monster.TAOTIE:
                draw_nian(surface, theme, foot, piece, self.form)
            else:
                draw_yao(surface, theme, foot, piece, self.opponent)
        if phase == "result":
            total = self.result.lion_total if side is BattleSide.LION else self.result.monster_total
            draw_text(
                surface,
                _("Strength total {n}").format(n=total),
                theme.font(16, bold=True),
                T.GOLD,
                (rect.centerx, rect.bottom - theme.px(10)),
                anchor="midbottom",
            )

    def _die(
        self, surface, r, value: int, fill, ink, crossed: bool = False, mark: str | None = None
    ) -> None:
        pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=6)
        pygame.draw.rect(surface, fill if not crossed else (120, 110, 100), r, border_radius=6)
        pygame.draw.rect(surface, T.GOLD_DARK, r, 2, border_radius=6)
        text = mark if mark is not None else str(value)
        draw_text(
            surface,
            text,
            self.theme.font_px(r.height * 0.55, bold=True),
            ink,
            r.center,
            anchor="center",
        )
        if crossed:
            pygame.draw.line(surface, T.ILLEGAL, r.topleft, r.bottomright, 3)
            pygame.draw.line(surface, T.ILLEGAL, r.topright, r.bottomleft, 3)
