"""The solo campaign: chapters unlocked in order, the titles table and the achievements."""

from __future__ import annotations

import random

import pygame

from game import campaign
from game.achievements import all_achievements
from game.core import Config
from game.core.solo import TITLES
from game.i18n import _, flavour

from .. import theme as T
from ..autosave import Autosave, difficulty_name
from ..match import Match
from ..render.village import VillageRenderer
from ..scene import Scene
from ..widgets import Button, draw_text, panel, screen_heading, wrap


class CampaignScene(Scene):
    max_ui_scale = (
        1.25  # the title, chapter list and map share the window (larger UI scales would not fit)
    )

    def __init__(self, app) -> None:
        super().__init__(app)
        self.chapters = campaign.chapters()
        self.progress = campaign.load()
        self.selected = max(
            (c.number for c in self.chapters if self.progress.unlocked(c.number)), default=1
        )
        self.buttons: list[Button] = []
        self.rows: list[tuple[pygame.Rect, int]] = []
        self.renderer = VillageRenderer()
        self._previews: dict[int, object] = {}

    def resume(self) -> None:
        self.progress = campaign.load()

    def layout(self, size) -> None:
        theme = self.theme
        w, h = size
        self.rows = []
        row_h = theme.px(46)
        top = theme.px(100)
        for i, ch in enumerate(self.chapters):
            self.rows.append(
                (
                    pygame.Rect(
                        theme.px(40), top + i * (row_h + theme.px(6)), int(w * 0.38), row_h
                    ),
                    ch.number,
                )
            )
        self.detail = pygame.Rect(
            int(w * 0.38) + theme.px(70),
            top,
            w - int(w * 0.38) - theme.px(110),
            h - top - theme.px(90),
        )
        bw, bh = theme.px(200), theme.px(44)
        self.buttons = [
            Button(
                _("Play this chapter"),
                self._play,
                pygame.Rect(
                    self.detail.centerx - bw // 2, self.detail.bottom - bh - theme.px(16), bw, bh
                ),
                primary=True,
                hotkey=pygame.K_RETURN,
            ),
            Button(
                _("Back"),
                self.app.pop,
                pygame.Rect(theme.px(20), theme.px(20), theme.px(100), theme.px(36)),
                hotkey=pygame.K_ESCAPE,
            ),
            Button(
                _("Titles"),
                lambda: self.app.push(TitlesScene(self.app)),
                pygame.Rect(w - theme.px(260), theme.px(20), theme.px(110), theme.px(36)),
                hotkey=pygame.K_t,
            ),
            Button(
                _("Achievements"),
                lambda: self.app.push(AchievementsScene(self.app)),
                pygame.Rect(w - theme.px(140), theme.px(20), theme.px(120), theme.px(36)),
                hotkey=pygame.K_a,
            ),
        ]

    @property
    def chapter(self) -> campaign.Chapter:
        return next(c for c in self.chapters if c.number == self.selected)

    def _play(self) -> None:
        ch = self.chapter
        if not self.progress.unlocked(ch.number):
            return
        from .board import BoardScene

        config = Config(
            players=1, seed=random.randrange(1 << 31), layout=ch.layout, difficulty=ch.difficulty
        )
        match = Match(config, seats=["human"], chapter=ch.number, autosave=Autosave.new())
        self.app.push(BoardScene(self.app, match))

    def _draw_preview(self, surface, ch: campaign.Chapter, rect: pygame.Rect) -> None:
        """The chapter's village, as it will be laid out (tiles drawn at random on it)."""
        if rect.height < self.theme.px(80):
            return
        if ch.number not in self._previews:
            from game.core.engine import layout_for

            level = layout_for(Config(players=1, layout=ch.layout))
            self._previews[ch.number] = level.village
        village = self._previews[ch.number]
        self.renderer.layout(rect, village)
        self.renderer.draw_bare(surface, self.theme)

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, number in self.rows:
                if rect.collidepoint(event.pos):
                    self.selected = number
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            numbers = [c.number for c in self.chapters]
            i = numbers.index(self.selected)
            self.selected = numbers[max(0, min(len(numbers) - 1, i + step))]
            return True
        for b in self.buttons:
            if b.handle(event):
                return True
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        screen_heading(surface, theme, _("The Long Night: a campaign against the Nian"))
        if self.progress.notice:
            draw_text(
                surface,
                self.progress.notice,
                theme.font(12),
                T.ILLEGAL,
                (w // 2, theme.px(66)),
                anchor="midtop",
            )
        for rect, number in self.rows:
            ch = next(c for c in self.chapters if c.number == number)
            rec = self.progress.record(number)
            open_ = self.progress.unlocked(number)
            fill = T.TABLE_LIGHT if number == self.selected else T.TABLE_DARK
            panel(
                surface, rect, fill=fill, border=T.GOLD if number == self.selected else T.GOLD_DARK
            )
            colour = T.TEXT if open_ else T.TEXT_DIM
            mark = "✓" if rec.completed else ""
            label = f"{number}. {flavour(ch.name)}"
            draw_text(
                surface,
                label,
                theme.font(15, bold=True),
                colour,
                (rect.x + theme.px(12), rect.centery),
                anchor="midleft",
            )
            right = (
                _(rec.best_title)
                if rec.completed
                else (_("locked") if not open_ else difficulty_name(ch.difficulty))
            )
            draw_text(
                surface,
                f"{right} {mark}".strip(),
                theme.font(12),
                T.GOLD if rec.completed else colour,
                (rect.right - theme.px(12), rect.centery),
                anchor="midright",
            )
        ch = self.chapter
        rec = self.progress.record(ch.number)
        panel(surface, self.detail, fill=(40, 28, 22))
        x, y = self.detail.x + theme.px(20), self.detail.y + theme.px(18)
        width = self.detail.width - theme.px(40)
        draw_text(
            surface,
            _("Chapter {n}: {name}").format(n=ch.number, name=flavour(ch.name)),
            theme.font(22, serif=True),
            T.GOLD,
            (x, y),
        )
        y += theme.px(40)
        draw_text(
            surface,
            _("Difficulty: {difficulty}").format(difficulty=difficulty_name(ch.difficulty)),
            theme.font(14, bold=True),
            T.TEXT,
            (x, y),
        )
        y += theme.px(26)
        for line in wrap(theme.font(15), flavour(ch.text), width):
            draw_text(surface, line, theme.font(15), T.TEXT, (x, y))
            y += theme.font(15).get_linesize()
        twist = ch.twist_text()
        if twist:
            y += theme.px(10)
            for line in wrap(theme.font(13), _("Twist: {twist}.").format(twist=twist), width):
                draw_text(surface, line, theme.font(13), T.HIGHLIGHT, (x, y))
                y += theme.font(13).get_linesize()
        y += theme.px(14)
        if rec.completed:
            draw_text(
                surface,
                _("Best: {score} auspiciousness — {title}").format(
                    score=rec.best_score, title=_(rec.best_title)
                ),
                theme.font(14),
                T.GOLD,
                (x, y),
            )
        elif not self.progress.unlocked(ch.number):
            draw_text(
                surface,
                _("Win chapter {n} to unlock this chapter.").format(n=ch.number - 1),
                theme.font(14),
                T.TEXT_DIM,
                (x, y),
            )
        self._draw_preview(
            surface,
            ch,
            pygame.Rect(x, y + theme.px(30), width, self.buttons[0].rect.y - y - theme.px(40)),
        )
        self.buttons[0].enabled = self.progress.unlocked(ch.number)
        for b in self.buttons:
            b.hovered = b.rect.collidepoint(pygame.mouse.get_pos())
            b.draw(surface, theme)


class TitlesScene(Scene):
    """The rulebook's titles table, with the titles this player has earned."""

    max_ui_scale = 1.5  # the list of titles keeps to the window (larger UI scales would not fit)

    def handle_event(self, event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        screen_heading(surface, theme, _("Titles by final score"))
        earned = set(campaign.load().titles())
        bounds = sorted(TITLES)
        y = theme.px(100)
        for i, (low, name) in enumerate(bounds):
            high = bounds[i + 1][0] - 1 if i + 1 < len(bounds) else None
            score = (
                f"< {bounds[1][0]}"
                if low == 0
                else (f"{low}+" if high is None else f"{low}–{high}")
            )
            colour = T.GOLD if name in earned else T.TEXT_DIM
            draw_text(
                surface,
                score,
                theme.font(17),
                colour,
                (w // 2 - theme.px(40), y),
                anchor="topright",
            )
            draw_text(
                surface,
                _(name) + (_("  ✓ earned") if name in earned else ""),
                theme.font(17, bold=name in earned),
                colour,
                (w // 2, y),
            )
            y += theme.px(40)
        draw_text(
            surface,
            _("Click to go back"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(20)),
            anchor="midbottom",
        )


class AchievementsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.scroll = 0

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y)
        elif event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and getattr(
            event, "button", 1
        ) in (1, 3):
            self.app.pop()
        return True

    def draw(self, surface) -> None:
        theme = self.theme
        w, h = surface.get_size()
        surface.fill(T.TABLE)
        have = campaign.load().achievements
        items = all_achievements()
        draw_text(
            surface,
            _("Achievements · {have} of {total}").format(have=len(have), total=len(items)),
            theme.font(28, serif=True),
            T.GOLD,
            (w // 2, theme.px(20)),
            anchor="midtop",
        )
        cols = 2
        col_w = (w - theme.px(80)) // cols
        row_h = theme.px(44)
        per_col = (h - theme.px(130)) // row_h
        for i, a in enumerate(items[self.scroll * cols :]):
            c, r = i // per_col, i % per_col
            if c >= cols:
                break
            x = theme.px(40) + c * col_w
            y = theme.px(80) + r * row_h
            got = a.id in have
            colour = T.GOLD if got else T.TEXT_DIM
            draw_text(
                surface,
                ("✓ " if got else "· ") + _(a.name),
                theme.font(15, bold=got),
                colour,
                (x, y),
            )
            draw_text(
                surface,
                _(a.text) + (f"  ({have[a.id]})" if got else ""),
                theme.font(12),
                T.TEXT if got else T.TEXT_DIM,
                (x + theme.px(18), y + theme.px(20)),
            )
        draw_text(
            surface,
            _("Click to go back"),
            theme.font(12),
            T.TEXT_DIM,
            (w // 2, h - theme.px(16)),
            anchor="midbottom",
        )
