"""The scene stack: menu, setup draft, board, battle, scoring and the screens between.

Lifecycle of a scene (Tuxemon's state stack, without its globals):

* ``enter()`` when it is pushed (or replaces another); ``exit()`` when it is popped or replaced;
* ``pause()`` when another scene is pushed over it; ``resume()`` when it is on top again;
* ``layout(size)`` whenever the window size changes (and before the first draw);
* ``handle_event(event) -> bool``: the top scene sees input first; returning False passes the event
  down to the scene below (a transparent overlay may let clicks through);
* ``update(dt)`` for the top scene only; ``draw(surface)`` from the lowest visible scene upwards (a
  scene with ``opaque = False`` lets the one below show through).

Scenes never change game state themselves: they pick one of the engine's legal actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from .app import App


class Scene:
    opaque = True

    def __init__(self, app: App) -> None:
        self.app = app

    @property
    def theme(self):
        return self.app.theme

    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def layout(self, size: tuple[int, int]) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.size: tuple[int, int] = (1280, 720)

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].layout(self.size)
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.layout(self.size)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and start again from `scene` (back to the menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            scene.layout(size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.opaque:
                break
        return False

    def update(self, dt: float) -> None:
        if self.scenes:
            self.scenes[-1].update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            scene.draw(surface)
