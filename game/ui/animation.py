"""The animation queue, fed by engine events.

Each event that moves something on the table becomes an animation: a Lion leaps hop by hop along the
engine's path in arcs whose height follows the tiers; monsters and the Nian beast rise onto their
tiles.  Input waits while the queue plays; a click or a key skips to the end.  Animations only show
what the engine already decided, so skipping never changes the outcome.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.core import events as E

from . import theme as T
from .render.village import draw_lion, draw_nian, draw_yao


@dataclass
class Leap:
    seat: int
    slot: int
    start: int
    path: tuple[int, ...]
    tiers: tuple[tuple[int, int], ...]
    duration: float
    t: float = 0.0


@dataclass
class Spawn:
    what: str  # "yao" or "nian"
    ident: int  # token or form
    tile: int
    duration: float
    t: float = 0.0


class Animator:
    def __init__(self, scene) -> None:
        self.scene = scene
        self.items: list = []

    @property
    def speed(self) -> float:
        return self.scene.app.settings.animation_speed

    @property
    def busy(self) -> bool:
        return bool(self.items)

    def queue(self, before, events: list[E.Event]) -> None:
        if self.speed <= 0:
            return
        for ev in events:
            if isinstance(ev, E.LionLeapt):
                d = T.HOP_SECONDS * len(ev.path) / self.speed
                self.items.append(Leap(ev.seat, ev.slot, ev.start, ev.path, ev.tiers, d))
            elif isinstance(ev, E.MonsterSpawned) and not ev.auto:
                self.items.append(Spawn("yao", ev.token, ev.tile, T.SPAWN_SECONDS / self.speed))
            elif isinstance(ev, E.NianSpawned):
                self.items.append(Spawn("nian", ev.form, ev.tile, T.SPAWN_SECONDS / self.speed))

    def skip(self) -> None:
        self.items.clear()

    def update(self, dt: float) -> None:
        if not self.items:
            return
        head = self.items[0]
        head.t += dt
        if head.t >= head.duration:
            self.items.pop(0)

    def shown_state(self):
        return None

    def hidden_lions(self) -> set[tuple[int, int]]:
        return {(a.seat, a.slot) for a in self.items if isinstance(a, Leap)}

    def draw_pieces(self, surface: pygame.Surface) -> None:
        if not self.items:
            return
        head = self.items[0]
        r = self.scene.renderer
        theme = self.scene.theme
        if isinstance(head, Leap):
            hops = len(head.path)
            progress = min(0.999, head.t / head.duration) * hops
            k = int(progress)
            f = progress - k
            a = (
                r.top_center(head.path[k - 1])
                if k > 0
                else (r.top_center(head.start) if head.start >= 0 else r.board_point())
            )
            b = r.top_center(head.path[k])
            up = head.tiers[k][1] - head.tiers[k][0]
            arc = r.size * (0.5 + 0.35 * max(0, up))
            x = a[0] + (b[0] - a[0]) * f
            y = a[1] + (b[1] - a[1]) * f - math.sin(math.pi * f) * arc
            draw_lion(surface, theme, (x, y), r.size, head.seat, head.slot)
        elif isinstance(head, Spawn):
            x, y = r.top_center(head.tile)
            f = min(1.0, head.t / head.duration)
            y -= (1 - f) * r.size
            if head.what == "nian":
                draw_nian(surface, theme, (x, y), r.size, head.ident)
            else:
                st = self.scene.match.game.state
                draw_yao(surface, theme, (x, y), r.size, st.catalogue.yao[head.ident].kind)
