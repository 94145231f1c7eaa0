"""The battle: a Lion against the Nian beast or a Yao monster (rulebook, "4. Battle").

Both sides are laid out with where their dice come from; the dice are thrown in from each side's
edge, tumble with a bounce or two and settle on exactly the faces the engine rolled (issue 42,
`game.ui.render.dice`); each Intimidation success then knocks out the opponent's highest Strength
die, which slides away crossed out.  Each side's total follows, itemised (every die, every extra
hit and where it came from, the Wardings and what they blocked, the Intimidation successes;
`game.ui.battle_account`), with a legend of the faces, then the result.  A click skips ahead: the
outcome is the engine's whatever is skipped.  Closing leaves a banner on the board saying what the
battle did.  The dice rattle as they tumble, and a gong (Victory) or a falling tone (Defeat) sounds
with the result.
"""

from __future__ import annotations

import pygame

from game.core import events as E
from game.core.catalogue import Monster
from game.core.events import BattleSide
from game.i18n import _
from game.i18n import name as component_name
from game.text import battle as words
from game.text.components import frontier_group
from game.text.names import dice_source_name, seat_name

from .. import theme as T
from ..battle_account import account
from ..render.dice import draw_die, draw_knocked_out, seed_of, throw_pose
from ..render.pieces import draw_lion, draw_nian, draw_yao
from ..scene import Scene, register
from ..scroll import TextBoxes, fitting_font
from ..widgets import draw_text, panel, wrap

PHASES = ("pools", "roll", "remove", "result")
#: How long the board shows the battle's banner afterwards, in seconds.
BANNER_SECONDS = 7.0


@register("battle")
class BattleScene(Scene):
    """The battle.  One flowing layout at every size and UI scale (issue 8, accessibility: "UI
    scale 75-200%"): the title, the two sides side by side (name, sources, the dice, the itemised
    total), then the verdict and the legend; when room runs short the figures go first, then the
    sources line, and the dice shrink (`compact`)."""

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
        self.lion_name = component_name(st.catalogue.lions[st.players[seat].lion[slot]].name)
        self.seat = seat
        self.slot = slot
        self.form = max(1, before.nian_form)
        self.lion_pool = next(e for e in self.rolls if e.side == BattleSide.LION)
        self.monster_pool = next(e for e in self.rolls if e.side == BattleSide.MONSTER)
        self.opponent = self.result.opponent
        self.accounts = dict(
            zip((BattleSide.LION, BattleSide.MONSTER), account(before, events, after), strict=True)
        )
        self.wardings = (
            self.accounts[BattleSide.LION].wardings,
            self.accounts[BattleSide.MONSTER].wardings,
        )
        dice = getattr(st.catalogue, "dice", None)
        self.faces = {
            "strength": tuple(getattr(dice, "strength", ())),
            "intimidation": tuple(getattr(dice, "intimidation", ())),
        }
        fear = any(
            isinstance(e, E.CardMoved) and e.to_pile == E.Pile.DECK and e.from_pile in E.FEAR_PILES
            for e in events
        )
        nian = next((e.form for e in events if isinstance(e, E.NianDefeated)), 0)
        self.banner_args = (
            self.result.won,
            self.lion_name,
            frontier_group(self.opponent),
            seat_name(seat),
            not label,
            fear,
            nian if self.opponent == Monster.TAOTIE else 0,
        )
        self.t = 0.0
        self.auto_close = auto_close
        speed = (
            max(0.01, app.settings.animation_speed) if app.settings.animation_speed > 0 else 100.0
        )
        n = len(self.removed)
        self.durations = (
            0.25 / speed,
            (T.DICE_SECONDS + 0.15) / speed,
            min(0.6, 0.3 * n) / speed,
            1e9,
        )
        self.compact = False  # room is short: no figures, no sources line (`_plan` says)
        self.text = TextBoxes()
        self.sounded: set[str] = set()  # "dice", "result": what has been played already
        self.shown: dict[tuple[BattleSide, str, int], int | None] = {}  # face drawn on each die
        self.closed = False

    # --- words --------------------------------------------------------------------------------------

    @property
    def _intimidation(self) -> bool:
        """Whether either side rolled Intimidation dice."""
        return bool(self.lion_pool.intimidation or self.monster_pool.intimidation)

    def _pools(self):
        return (self.lion_pool, self.monster_pool)

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

    def verdict(self) -> str:
        return _("Victory!") if self.result.won else _("Defeat")

    def banner(self) -> str:
        """What the battle did, in the player's words, for the board afterwards."""
        return words.banner(*self.banner_args)

    def items(self, side: BattleSide) -> list[tuple[str, tuple[int, int, int], bool]]:
        """A side's total, itemised: (line, colour, bold)."""
        acc = self.accounts[side]
        other = self.accounts[BattleSide.MONSTER if side is BattleSide.LION else BattleSide.LION]
        foe = self.lion_name if side is BattleSide.MONSTER else frontier_group(self.opponent)
        own = frontier_group(self.opponent) if side is BattleSide.MONSTER else self.lion_name
        out = [(words.dice_line(acc.kept), T.TEXT, False)]
        if acc.knocked_out:
            values = [acc.strength[i] for i in acc.knocked_out]
            out.append((words.knocked_line(values, foe), T.ILLEGAL, False))
        for key, n in acc.hits:
            out.append((words.hits_line(n, words.hit_source(key, own)), T.GOLD, False))
        if acc.rolled_successes or acc.bonus_successes or acc.blocked_successes:
            line = words.successes_line(
                acc.rolled_successes,
                acc.bonus_successes,
                acc.blocked_successes,
                len(other.knocked_out),
            )
            out.append((line, T.TEXT, False))
        if acc.wardings:
            out.append((words.wardings_line(acc.wardings, acc.warded), T.TEXT, False))
        total = words.total_line(sum(acc.kept), acc.extra_hits, acc.total, acc.intimidated)
        out.append((total, T.GOLD, True))
        return out

    # --- time ----------------------------------------------------------------------------------------

    @property
    def phase(self) -> str:
        t = self.t
        for name, d in zip(PHASES, self.durations, strict=True):
            if t < d:
                return name
            t -= d
        return "result"

    def settled(self) -> bool:
        return self.phase == "result"

    def skip(self) -> None:
        """Straight to the result (the outcome is the engine's, whatever was skipped)."""
        self.t = max(self.t, sum(self.durations[:3]))

    def close(self) -> None:
        """Leave the battle, handing the board its banner."""
        if self.closed:
            return
        self.closed = True
        scenes = getattr(getattr(self.app, "stack", None), "scenes", [])
        below = scenes[-2] if len(scenes) > 1 and scenes[-1] is self else None
        show_banner(
            below,
            self.banner(),
            words.short_banner(self.result.won, self.lion_name),
            self.result.won,
        )
        self.app.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN or event.type == pygame.KEYDOWN:
            if self.phase == "result":
                self.close()
            else:
                self.skip()
        return True

    def update(self, dt: float) -> None:
        """Advance the phases, sound the dice and the result as they come, close a computer's."""
        self.t += dt
        self._sound()
        if self.auto_close and self.phase == "result":
            shown = self.t - sum(self.durations[:3])
            if shown >= self.auto_close:
                self.close()

    def busy(self) -> bool:
        """Frames while the dice fly and fall away; the result stands still (`Scene.busy`)."""
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

    # --- drawing -------------------------------------------------------------------------------------

    def _say(self, surface, text, font, colour, pos, box, anchor="topleft") -> pygame.Rect:
        """Draw a piece of text and note the box it must stay inside (TextBoxes)."""
        rect = draw_text(surface, text, font, colour, pos, anchor=anchor)
        self.text.note(surface, text, rect, box)
        return rect

    def _fonts(self, tight: bool) -> dict:
        theme = self.theme
        return {
            "name": theme.font(18 if not tight else 15, bold=True),
            "small": theme.font(12),
            "label": theme.font(13, bold=True),
            "item": theme.font(13 if not tight else 12),
            "item_bold": theme.font(15 if not tight else 13, bold=True),
            "verdict": theme.font(34 if not tight else 24, serif=True),
            "why": theme.font(15 if not tight else 13),
        }

    def _plan(self, inner: pygame.Rect, tight: bool) -> dict:
        """The heights of everything but the dice, and the dice's size, for `inner`."""
        theme = self.theme
        f = self._fonts(tight)
        gap = theme.px(6 if tight else 10)
        half = inner.width // 2
        col = half - 2 * theme.px(10)
        title_font = fitting_font(
            theme, self._title(), 24 if not tight else 20, inner.width, 16, serif=True
        )
        titles = wrap(title_font, self._title(), inner.width)
        sources = [] if tight else [wrap(f["small"], self._sources(r), col) for r in self._pools()]
        items = {}
        for side in (BattleSide.LION, BattleSide.MONSTER):
            lines = []
            for text, colour, bold in self.items(side):
                font = f["item_bold"] if bold else f["item"]
                lines += [(line, colour, font) for line in wrap(font, text, col)]
            items[side] = lines
        items_h = max(sum(font.get_linesize() for _, _, font in v) for v in items.values())
        legend = wrap(f["small"], words.legend(), inner.width)
        why = wrap(f["why"], self._why(), inner.width)
        foot = (
            f["verdict"].get_linesize()
            + len(why) * f["why"].get_linesize()
            + (len(legend) + 1) * f["small"].get_linesize()
        )
        heads = (
            len(titles) * title_font.get_linesize()
            + f["name"].get_linesize()
            + max((len(s) for s in sources), default=0) * f["small"].get_linesize()
        )
        rows = 2
        names_w = max(f["label"].size(_("Strength"))[0], f["label"].size(_("Intimidation"))[0])
        names_w += theme.px(8)
        n = max(
            1,
            len(self.lion_pool.strength),
            len(self.monster_pool.strength),
            len(self.lion_pool.intimidation),
            len(self.monster_pool.intimidation),
        )
        step = theme.px(6)
        by_width = (col - names_w) // n - step
        fixed = heads + items_h + foot + 5 * gap
        left = inner.height - fixed
        size = min(theme.px(54), by_width, left // rows - step)
        return {
            "fonts": f,
            "gap": gap,
            "title_font": title_font,
            "titles": titles,
            "sources": sources,
            "items": items,
            "items_h": items_h,
            "legend": legend,
            "why": why,
            "names_w": names_w,
            "size": size,
            "step": step,
            "spare": left - rows * (size + step),
        }

    def draw(self, surface) -> None:
        self.text.clear()
        self.shown = {}
        surface.fill(T.TABLE_DARK)
        theme = self.theme
        w, h = surface.get_size()
        margin = theme.px(8)
        box = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        panel(surface, box, fill=(46, 30, 24))
        inner = box.inflate(-2 * theme.px(12), -2 * theme.px(10))
        plan = self._plan(inner, tight=False)
        self.compact = plan["size"] < theme.px(30)
        if self.compact:
            plan = self._plan(inner, tight=True)
        size = max(theme.px(14), plan["size"])
        f, gap = plan["fonts"], plan["gap"]
        y = inner.y
        for line in plan["titles"]:
            font = plan["title_font"]
            self._say(surface, line, font, T.GOLD, (inner.centerx, y), box, "midtop")
            y += font.get_linesize()
        y += gap
        top = y
        half = inner.width // 2
        phase = self.phase
        figure = plan["spare"] if not self.compact and plan["spare"] > theme.px(70) else 0
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
            pad = theme.px(10)
            area = pygame.Rect(inner.x + k * half + pad, top, half - 2 * pad, inner.bottom - top)
            yy = top
            shown = name
            while f["name"].size(shown)[0] > area.width and len(shown) > 2:
                shown = shown[:-2] + "…"
            self._say(surface, shown, f["name"], colour, (area.centerx, yy), area, "midtop")
            yy += f["name"].get_linesize()
            if plan["sources"]:
                for line in plan["sources"][k]:
                    self._say(
                        surface, line, f["small"], T.TEXT_DIM, (area.centerx, yy), area, "midtop"
                    )
                    yy += f["small"].get_linesize()
                yy = top + f["name"].get_linesize()
                yy += max(len(s) for s in plan["sources"]) * f["small"].get_linesize()
            yy += gap
            yy = self._dice_rows(surface, side, colour, area, box, yy, size, plan)
            if figure:
                foot = (area.centerx, yy + figure - theme.px(4))
                piece = min(figure * 1.3, area.width * 0.4)
                if side is BattleSide.LION:
                    draw_lion(surface, theme, foot, piece, self.seat, self.slot)
                elif self.opponent == Monster.TAOTIE:
                    draw_nian(surface, theme, foot, piece, self.form)
                else:
                    draw_yao(surface, theme, foot, piece, self.opponent)
                yy += figure
            yy += gap
            if phase == "result":
                for line, ink, font in plan["items"][side]:
                    self._say(surface, line, font, ink, (area.x, yy), area)
                    yy += font.get_linesize()
            bottom = max(bottom, top + (yy - top))
        bottom = max(bottom, top)
        if phase == "result":
            pygame.draw.line(surface, T.GOLD_DARK, (inner.centerx, top), (inner.centerx, bottom), 2)
            self._foot(surface, box, inner, plan)

    def _foot(self, surface, box, inner, plan) -> None:
        """The verdict, why, the legend of the faces and the way on, at the foot of the box."""
        f = plan["fonts"]
        small = f["small"]
        height = (
            f["verdict"].get_linesize()
            + len(plan["why"]) * f["why"].get_linesize()
            + (len(plan["legend"]) + 1) * small.get_linesize()
        )
        y = inner.bottom - height
        r = self.result
        colour = T.LEGAL if r.won else T.ILLEGAL
        self._say(surface, self.verdict(), f["verdict"], colour, (inner.centerx, y), box, "midtop")
        y += f["verdict"].get_linesize()
        for line in plan["why"]:
            self._say(surface, line, f["why"], T.TEXT, (inner.centerx, y), box, "midtop")
            y += f["why"].get_linesize()
        for line in plan["legend"]:
            self._say(surface, line, small, T.TEXT_DIM, (inner.centerx, y), box, "midtop")
            y += small.get_linesize()
        more = _("Click to continue")
        self._say(surface, more, small, T.TEXT_DIM, (inner.centerx, y), box, "midtop")

    def _dice_rows(self, surface, side, colour, area, box, y: int, size: int, plan) -> int:
        """The Strength dice, then the Intimidation dice ("none" when there are none), each row
        behind its name, thrown in from the side's edge; returns the y below them."""
        f = plan["fonts"]
        label, step = f["label"], plan["step"]
        roll = self.lion_pool if side is BattleSide.LION else self.monster_pool
        phase = self.phase
        order = [e.die for e in self.removed if e.side == side]
        t_roll = self.t - self.durations[0]
        t_remove = self.t - self.durations[0] - self.durations[1]
        each = self.durations[2] / max(1, len(self.removed))
        first = next((k for k, e in enumerate(self.removed) if e.side == side), 0)
        x0 = area.x + plan["names_w"]
        count = len(roll.strength) + len(roll.intimidation)
        throw = self.durations[1] * 0.78
        stagger = (self.durations[1] - throw) / max(1, count - 1)
        k = 0
        for kind in ("strength", "intimidation"):
            faces = roll.strength if kind == "strength" else roll.intimidation
            row = max(size, label.get_linesize())
            name = _("Strength") if kind == "strength" else _("Intimidation")
            name_y = y + (row - label.get_linesize()) // 2
            self._say(surface, name, label, T.TEXT, (area.x, name_y), area)
            if not faces:
                self._say(surface, _("none"), label, T.TEXT_DIM, (x0, name_y), area)
            for i, face in enumerate(faces):
                rest = pygame.Rect(x0 + i * (size + step), y + (row - size) // 2, size, size)
                seed = seed_of(side.value, kind, i, face, roll.strength, roll.intimidation)
                if side is BattleSide.LION:
                    distance = float(box.x - size - rest.x)
                else:
                    distance = float(box.right + size - rest.x)
                u = 1.0 if phase in ("remove", "result") else (t_roll - k * stagger) / throw
                k += 1
                pose = throw_pose(u, face, self.faces[kind], seed, distance, size)
                if pose is None:
                    self.shown[(side, kind, i)] = None
                    continue
                self.shown[(side, kind, i)] = pose.face
                at = rest.move(pose.offset)
                alpha = 255
                out = kind == "strength" and i in order
                gone = 0.0
                if out and phase in ("remove", "result"):
                    n = first + order.index(i)
                    gone = (
                        1.0
                        if phase == "result"
                        else max(0.0, min(1.0, (t_remove - n * each) / each))
                    )
                    shrink = round(size * 0.3 * gone)  # it falls back and fades, crossed out
                    at = at.inflate(-shrink, -shrink).move(0, shrink // 2)
                    alpha = round(255 - 150 * gone)
                draw_die(surface, at, pose.face, kind == "intimidation", colour, pose.angle, alpha)
                if gone > 0:
                    draw_knocked_out(surface, at, max(2, size // 12))
            y += row + step
        return y


def show_banner(board, text: str, short: str, won: bool = False) -> None:
    """Leave the battle's result on the board (`say`), for longer than a passing notice, in the
    colours of a victory or a defeat; the short wording when the long one would not fit the map."""
    if board is None or not hasattr(board, "say"):
        return
    try:
        theme = board.theme
        room = board.table.regions.village.width - theme.px(40)
        if theme.font(15, bold=True).size(text)[0] > room:
            text = short
    except AttributeError:
        pass
    board.say(text, seconds=BANNER_SECONDS, good=won)
