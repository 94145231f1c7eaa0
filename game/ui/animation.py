"""The animation queue, fed by engine events.

Each event that moves something on the table becomes an animation: a Lion leaps hop by hop along the
engine's path in arcs whose height follows the tiers, and one sent back to its player board (a lost
battle, no tile within reach, struck down by the Nian beast) jumps from its tile to its player's area;
cards fly between the hand, the Lions, the
market and the piles; Qi Energy flies to its space; monsters and the Nian beast drop onto their tiles;
resource changes float up beside the counters.  Moving pieces play one after another; floating
numbers play alongside.  Input waits while the queue plays; a click or a key skips to the end.
Animations only show what the engine already decided, so skipping never changes the outcome.

Sound: each animation plays its effect as it starts (a card's flight, a Qi Energy's flight), a leap
beats the drum as the Lion lands on each tile, and an event with a sound but nothing to show becomes
a silent `Cue` in the queue; with animations off the effects are spaced out by `Sounds.queue_events`.
Skipping the queue skips its sounds too.

Privacy: a card another seat draws or holds is drawn face down, and so is one a computer seat draws
while its area is on show (the people at the table watch it; they do not see its hand).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from game.core import events as E
from game.core.events import HIDDEN_PILES, LION_PILES, Pile
from game.core.state import NO_TILE
from game.text.effects import amount

from . import theme as T
from .render.cards import draw_drum_card
from .render.pieces import draw_lion, draw_nian, draw_yao
from .sound import BATTLE_SOUNDS, sounds_for

#: the piles drawn along the top of your hand, and where (a fraction of its width)
_UNDER_HAND = {Pile.DECK: 0.2, Pile.DISCARD: 0.45, Pile.EXILED: 0.7}


@dataclass
class Anim:
    duration: float
    t: float = 0.0
    sound: str = ""  # the effect played when this animation starts ("" for none)
    started: bool = False

    @property
    def f(self) -> float:
        return min(1.0, self.t / self.duration) if self.duration > 0 else 1.0


@dataclass
class Leap(Anim):
    seat: int = 0
    slot: int = 0
    start: int = -1
    path: tuple[int, ...] = ()
    tiers: tuple[tuple[int, int], ...] = ()
    landed: int = 0  # hops whose drum beat has sounded


@dataclass
class Return(Anim):
    """A Lion going back from its tile to its player's area (`LionReturned`, issue 42: a Lion that
    loses does not simply vanish)."""

    seat: int = 0
    slot: int = 0
    tile: int = 0  # the tile it leaves
    end: tuple[float, float] | None = None  # its player's area (None: the map's board point)


@dataclass
class Cue(Anim):
    """Nothing to see: a sound in its place in the queue (a Strike's knock before the card flies)."""


@dataclass
class Spawn(Anim):
    what: str = "yao"  # "yao" or "nian"
    ident: int = 0  # token or form
    tile: int = 0


@dataclass
class Flight(Anim):
    """A card (or a Qi Energy token) travelling between two points on screen."""

    card: int = -1  # -1 draws a card back
    start: tuple[float, float] = (0, 0)
    end: tuple[float, float] = (0, 0)
    qi_seat: int = -1  # >= 0: a Qi Energy token of this seat instead of a card


@dataclass
class Floater(Anim):
    """A '+2 Coins' that rises and fades beside a counter (does not hold up input)."""

    text: str = ""
    pos: tuple[float, float] = (0, 0)
    colour: tuple = T.TEXT


class Stage(Protocol):
    """What the animator knows of the screen it plays on (the board gives it a `BoardStage`)."""

    theme: object
    speed: float  # the animation speed setting (0: animations off)
    sounds: object  # the app's Sounds, or None
    viewer: int  # whose area is on show
    public: bool  # a computer's area, watched by the table (its hand face down)
    catalogue: object
    map: object  # the Village map's geometry (`VillageRenderer`: top_center, size, board_point)

    def map_clip(self) -> pygame.Rect | None: ...  # where the map's pieces stay (zoomed), or None

    def map_shown(self) -> bool: ...

    def hand_rect(self) -> pygame.Rect | None: ...


Where = Callable[[tuple], "tuple[float, float] | None"]


@dataclass
class Animator:
    stage: Stage
    items: list[Anim] = field(default_factory=list)
    floaters: list[Floater] = field(default_factory=list)
    _where: Where | None = None  # where things were when the queued events began
    _row_before: list[int] = field(default_factory=list)  # the market row before them
    _lion_tiles: dict[tuple[int, int], int] = field(default_factory=dict)  # (seat, slot): tile

    @property
    def speed(self) -> float:
        return self.stage.speed

    @property
    def busy(self) -> bool:
        return bool(self.items)

    # --- from events to animations ----------------------------------------------------------------

    def _sounds(self):
        """The app's Sounds, or None (a scene in a test may have an app without one)."""
        return self.stage.sounds

    def queue(self, before, events: list[E.Event], where: Where | None = None) -> None:
        """Turn `events` into animations (and their sounds); with animations off, sounds only.
        `before`: the state before them (the market row a card was bought from); `where(key)`:
        the centre of a thing on screen before them (a flight starts there)."""
        self._where = where
        self._row_before = list(before.drum_row) if before is not None else []
        self._lion_tiles = {
            (seat, slot): tile
            for seat, p in enumerate(before.players if before is not None else ())
            for slot, tile in enumerate(p.lion_tile)
        }
        if self.speed <= 0:
            sounds = self._sounds()
            if sounds is not None:
                sounds.queue_events(events)
            return
        s = self.speed
        viewer = self.stage.viewer
        for ev in events:
            count = len(self.items)
            self._queue_one(ev, s, viewer)
            names = [n for n in sounds_for(ev) if n not in BATTLE_SOUNDS and n != "hop"]
            if names and len(self.items) > count and not self.items[-1].sound:
                self.items[-1].sound = names[0]
            elif names and not (
                self.items and isinstance(self.items[-1], Cue) and self.items[-1].sound == names[0]
            ):  # one swish for a run of unseen draws, not five on top of each other
                self.items.append(Cue(0.0, sound=names[0]))

    def _queue_one(self, ev: E.Event, s: float, viewer: int) -> None:
        """Append the animation for one event, if it shows something."""
        if isinstance(ev, E.LionLeapt):
            self.items.append(
                Leap(
                    T.HOP_SECONDS * len(ev.path) / s,
                    seat=ev.seat,
                    slot=ev.slot,
                    start=ev.start,
                    path=ev.path,
                    tiers=ev.tiers,
                )
            )
            self._lion_tiles[(ev.seat, ev.slot)] = ev.path[-1]
        elif isinstance(ev, E.LionReturned):
            tile = self._lion_tiles.pop((ev.seat, ev.slot), NO_TILE)
            if tile != NO_TILE:  # (a Lion still on its board has nowhere to come back from)
                own = ev.seat == viewer
                end = self._point(("lion", ev.slot) if own else ("opponent", ev.seat))
                self.items.append(
                    Return(T.HOP_SECONDS * 2 / s, seat=ev.seat, slot=ev.slot, tile=tile, end=end)
                )
        elif isinstance(ev, E.MonsterSpawned) and not ev.auto:
            self.items.append(Spawn(T.SPAWN_SECONDS / s, what="yao", ident=ev.token, tile=ev.tile))
        elif isinstance(ev, E.NianSpawned):
            self.items.append(Spawn(T.SPAWN_SECONDS / s, what="nian", ident=ev.form, tile=ev.tile))
        elif isinstance(ev, E.CardMoved):
            flight = self._card_flight(ev, viewer)
            if flight:
                self.items.append(flight)
        elif isinstance(ev, E.QiPlaced):
            start = (
                self._point(("section", ev.section))
                if ev.seat == viewer
                else self._point(("opponent", ev.seat))
            )
            end = self._point(("space", ev.space))
            if start and end:
                self.items.append(
                    Flight(T.CARD_FLY_SECONDS / s, start=start, end=end, qi_seat=ev.seat)
                )
        elif isinstance(ev, E.ResourcesChanged):
            anchor = self._point(("opponent", ev.seat)) if ev.seat != viewer else None
            for k, (key, n) in enumerate(ev.changes):
                pos = anchor or self._point(("resource", key))
                if pos is None:
                    continue
                text = amount(key, abs(n), "+" if n > 0 else "-")
                colour = T.RESOURCE_COLOURS.get(key, T.TEXT) if n > 0 else T.ILLEGAL
                self.floaters.append(
                    Floater(
                        T.COUNT_SECONDS * 2.5 / s,
                        text=text,
                        pos=(pos[0], pos[1] - 12 * k),
                        colour=colour,
                    )
                )

    def _point(self, key) -> tuple[float, float] | None:
        return self._where(key) if self._where is not None else None

    def _pile_point(self, pile: Pile, seat: int) -> tuple[float, float] | None:
        hand = self.stage.hand_rect()
        if hand is None:
            return None
        if seat != self.stage.viewer:
            return self._point(("opponent", seat))
        if pile == Pile.HAND:
            return hand.center
        if pile in _UNDER_HAND:
            return hand.x + hand.width * _UNDER_HAND[pile], hand.y + 10
        if pile in LION_PILES:
            return self._point(("lion", LION_PILES.index(pile)))
        return None

    def _card_flight(self, ev: E.CardMoved, viewer: int) -> Flight | None:
        start = None
        if ev.from_pile == Pile.HAND and ev.seat == viewer:
            start = self._point(("hand", ev.card))
        elif ev.from_pile == Pile.MARKET:
            for i in range(4):
                point = self._point(("market", i))
                if point is not None and self._market_card(i) == ev.card:
                    start = point
        start = start or self._pile_point(ev.from_pile, ev.seat)
        end = self._pile_point(ev.to_pile, ev.seat)
        if not start or not end or start == end:
            return None
        # a computer's area on show (`stage.public`) keeps its hand face down like anyone else's
        own = ev.seat == viewer and not self.stage.public
        hidden = not own and (ev.from_pile in HIDDEN_PILES and ev.to_pile in HIDDEN_PILES)
        face_down = hidden or ev.to_pile == Pile.DECK and ev.from_pile != Pile.MARKET
        card = -1 if face_down else ev.card
        return Flight(T.CARD_FLY_SECONDS / self.speed, card=card, start=start, end=end)

    def _market_card(self, index: int) -> int:
        before = self._row_before
        return before[index] if index < len(before) else -1

    # --- time ---------------------------------------------------------------------------------------

    def skip(self) -> None:
        """Jump to the end: nothing more is shown or heard of what was queued."""
        self.items.clear()
        self.floaters.clear()
        sounds = self._sounds()
        if sounds is not None:
            sounds.clear()

    def update(self, dt: float) -> None:
        """Advance the floaters and the head of the queue, playing its sounds as they come."""
        for fl in self.floaters:
            fl.t += dt
        self.floaters = [fl for fl in self.floaters if fl.t < fl.duration]
        if not self.items:
            return
        head = self.items[0]
        head.t += dt
        sounds = self._sounds()
        if not head.started:
            head.started = True
            if head.sound and sounds is not None:
                sounds.play(head.sound)
        if isinstance(head, Leap):
            hops = len(head.path)
            landed = hops if head.t >= head.duration else int(head.f * hops)
            while head.landed < landed:
                head.landed += 1
                if sounds is not None:
                    sounds.play("hop")
        if head.t >= head.duration:
            self.items.pop(0)

    # --- what the board hides while something is in flight ---------------------------------------

    def hidden_lions(self) -> set[tuple[int, int]]:
        return {(a.seat, a.slot) for a in self.items if isinstance(a, (Leap, Return))}

    def hidden_monster_tiles(self) -> set[int]:
        return {a.tile for a in self.items if isinstance(a, Spawn)}

    def moving_on_map(self) -> bool:
        """Whether a Lion is leaping, going back to a board the screen does not show, or a monster
        dropping now (the tabbed board shows the map)."""
        head = self.items[0] if self.items else None
        return isinstance(head, (Leap, Spawn)) or isinstance(head, Return) and head.end is None

    # --- drawing ------------------------------------------------------------------------------------

    def draw_pieces(self, surface: pygame.Surface) -> None:
        theme = self.stage.theme
        if self.items:
            head = self.items[0]
            if isinstance(head, (Leap, Spawn)) and self.stage.map_shown():
                # the map's pieces follow its zoom and pan, and stay inside it
                clip = surface.get_clip()
                if self.stage.map_clip() is not None:
                    surface.set_clip(self.stage.map_clip())
                if isinstance(head, Leap):
                    self._draw_leap(surface, head)
                else:
                    self._draw_spawn(surface, head)
                surface.set_clip(clip)
            elif isinstance(head, Flight):
                self._draw_flight(surface, head)
            elif isinstance(head, Return):
                self._draw_return(surface, head)
        for fl in self.floaters:
            f = fl.f
            alpha = int(255 * (1 - f))
            image = theme.font(15, bold=True).render(fl.text, True, fl.colour)
            image.set_alpha(alpha)
            surface.blit(image, image.get_rect(center=(fl.pos[0], fl.pos[1] - 30 * f)))

    def _draw_leap(self, surface, head: Leap) -> None:
        r = self.stage.map
        hops = len(head.path)
        progress = min(0.999, head.f) * hops
        k = int(progress)
        f = progress - k
        if k > 0:
            a = r.top_center(head.path[k - 1])
        else:
            a = r.top_center(head.start) if head.start >= 0 else r.board_point()
        b = r.top_center(head.path[k])
        up = head.tiers[k][1] - head.tiers[k][0]
        arc = r.size * (0.5 + 0.35 * max(0, up))
        x = a[0] + (b[0] - a[0]) * f
        y = a[1] + (b[1] - a[1]) * f - math.sin(math.pi * f) * arc
        draw_lion(surface, self.stage.theme, (x, y), r.size, head.seat, head.slot)

    def _draw_return(self, surface, head: Return) -> None:
        """The Lion jumps off its tile and lands in its player's area (above the panels: it leaves
        the map).  With the map not on show (a tab), it drops into the area from above."""
        r = self.stage.map
        shown = self.stage.map_shown()
        end = head.end if head.end is not None else (r.board_point() if shown else None)
        if end is None:
            return
        start = r.top_center(head.tile) if shown else (end[0], end[1] - r.size * 2)
        f = 1 - (1 - head.f) ** 2  # ease out
        x = start[0] + (end[0] - start[0]) * f
        y = start[1] + (end[1] - start[1]) * f - math.sin(math.pi * f) * r.size * 1.2
        draw_lion(surface, self.stage.theme, (x, y), r.size, head.seat, head.slot)

    def _draw_spawn(self, surface, head: Spawn) -> None:
        r = self.stage.map
        x, y = r.top_center(head.tile)
        y -= (1 - head.f) * r.size * 1.2
        if head.what == "nian":
            draw_nian(surface, self.stage.theme, (x, y), r.size, head.ident)
        else:
            kind = self.stage.catalogue.yao[head.ident].kind
            draw_yao(surface, self.stage.theme, (x, y), r.size, kind)

    def _draw_flight(self, surface, head: Flight) -> None:
        f = 1 - (1 - head.f) ** 2  # ease out
        x = head.start[0] + (head.end[0] - head.start[0]) * f
        y = head.start[1] + (head.end[1] - head.start[1]) * f - math.sin(math.pi * f) * 30
        theme = self.stage.theme
        if head.qi_seat >= 0:  # the token as it will sit on the board: colour and mark
            T.draw_player_chip(surface, head.qi_seat, (int(x), int(y)), theme.px(9))
            return
        w = theme.px(70)
        rect = pygame.Rect(0, 0, w, int(w * 1.4))
        rect.center = (int(x), int(y))
        draw_drum_card(surface, theme, self.stage.catalogue, head.card, rect, detail=False)
