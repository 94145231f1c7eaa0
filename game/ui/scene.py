"""The scene stack: menu, setup draft, board, battle, scoring and the screens between.

Lifecycle of a scene (Tuxemon's state stack, without its globals):

* ``enter()`` when it is pushed (or replaces another); ``exit()`` when it is popped or replaced;
* ``pause()`` when another scene is pushed over it; ``resume()`` when it is on top again;
* ``layout(size)`` whenever the window size changes (and before the first draw);
* ``handle_event(event) -> bool``: the top scene sees input first; returning False passes the event
  down to the scene below (a transparent overlay may let clicks through);
* ``update(dt)`` for the top scene only; ``draw(surface)`` from the lowest visible scene upwards (a
  scene with ``opaque = False`` lets the one below show through);
* ``busy() -> bool``: whether the top scene needs frames now; while it does not, the loop waits for
  input (issue 41, item 3).

Scenes never change game state themselves: they pick one of the engine's legal actions.

UI scale (issue 8, accessibility): every scene is laid out at the player's UI scale if its buttons then
fit the window without overlapping; if not, at the largest scale down to 100% at which they do
(`Scene.max_ui_scale` caps it outright; no screen needs that today: each reflows up to 200%, the board
into tabbed panels, the others into scrolled lists, wrapped lines and fewer columns).  The scale found
is used for the scene's layout, input and drawing alike.

Navigation by name (issue 41, item 2): each scene module registers its class under a name
(`register`), and a scene opens another with ``make("pause", self.app, match)`` without importing
its module, so no two scene modules import each other.  `game.ui.scenes.catalog` imports every scene
module once (the app imports it), which fills the registry.  A scene reaches the app only through the
`Host` protocol: this module imports no scene and not the app.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import pygame


class Host(Protocol):
    """What a scene uses of the app (`game.ui.app.App` is the one there is)."""

    theme: Any
    settings: Any
    screen: pygame.Surface
    stack: SceneStack

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...


#: How many frames a second a slow cue (`Scene.pulsing`) is drawn at while nothing else moves.
PULSE_FPS = 20


class Scene:
    opaque = True
    #: Whether `draw` paints every pixel of the window (then the app does not clear it first)
    paints_window = False
    max_ui_scale: float | None = (
        None  # the largest UI scale this scene's layout can take (None: any)
    )
    ui_cap: float = 9.0  # the UI scale it is shown at (found by SceneStack.layout)
    keyboard_focus = (
        True  # Tab / Enter focus over its `buttons` (False: it handles the keys itself)
    )
    button_focus = -1  # the index of the button the keyboard focus is on (-1: none)

    scene_name = ""  # the name it is registered under (`register`)

    def __init__(self, app: Host) -> None:
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

    #: A scene where nothing moves by itself (only input changes it): never `busy`.
    still = False

    def busy(self) -> bool:
        """Whether the scene needs frames now (something moves, pulses or counts down); when the
        top scene is not busy the app waits for input instead of drawing 60 frames a second
        (`App.run`).  True unless a scene knows better (a `still` one, or its own `busy`): it is
        then drawn as always."""
        return not self.still

    def pulsing(self) -> bool:
        """Whether, while not `busy`, a slow cue still moves (a lit tile's glow): the app then
        draws it at `PULSE_FPS` frames a second (or when `pulse_wait_ms` says), and any input
        still wakes it at once."""
        return False

    def pulse_rects(self) -> list[pygame.Rect]:
        """While `pulsing` and not `busy`: the only pixels the pulse changes (the app then shows
        just those, kept for each `pulse_phase`); [] when it cannot say (a whole frame is drawn)."""
        return []

    def pulse_phase(self) -> int:
        """Which phase of its pulse the scene shows now (`pulse_rects` are kept per phase)."""
        return 0

    def pulse_wait_ms(self) -> int:
        """While `pulsing`: how long until the cue looks different (by default a frame at
        `PULSE_FPS`)."""
        return 1000 // PULSE_FPS


_SCENES: dict[str, type[Scene]] = {}
S = TypeVar("S", bound=type[Scene])


def register(name: str) -> Callable[[S], S]:
    """Class decorator: the scene class is opened by `name` (`make`)."""

    def add(cls: S) -> S:
        if _SCENES.get(name, cls) is not cls:
            raise ValueError(f"two scenes named {name!r}: {_SCENES[name].__name__}, {cls.__name__}")
        _SCENES[name] = cls
        cls.scene_name = name
        return cls

    return add


def make(name: str, app: Host, *args: Any, **kwargs: Any) -> Scene:
    """A new scene of the class registered as `name`, for `app` (the arguments are its own)."""
    try:
        cls = _SCENES[name]
    except KeyError:
        raise LookupError(
            f"no scene named {name!r} (known: {', '.join(sorted(_SCENES)) or 'none'}; "
            "game.ui.scenes.catalog registers them)"
        ) from None
    return cls(app, *args, **kwargs)


def registered() -> dict[str, type[Scene]]:
    """The scene classes by name."""
    return dict(_SCENES)


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
        _fit_layout(scene, self.size)
        _use(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            _fit_layout(self.scenes[-1], self.size)
            _use(self.scenes[-1])
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        _fit_layout(scene, self.size)
        _use(scene)
        scene.enter()

    def clear_to(self, scene: Scene) -> None:
        """Pop everything and start again from `scene` (back to the menu)."""
        while self.scenes:
            self.scenes.pop().exit()
        self.push(scene)

    def layout(self, size: tuple[int, int]) -> None:
        self.size = size
        for scene in self.scenes:
            _fit_layout(scene, size)

    def handle_event(self, event: pygame.event.Event) -> bool:
        top = self.top
        if top is not None and getattr(top, "keyboard_focus", False):
            from .keyboard import ButtonFocus

            _use(top)
            if ButtonFocus.handle(top, event):
                return True
        for scene in reversed(self.scenes):
            _use(scene)
            if scene.handle_event(event):
                return True
            if scene.opaque:
                break
        return False

    def update(self, dt: float) -> None:
        if self.scenes:
            _use(self.scenes[-1])
            self.scenes[-1].update(dt)

    def paints_window(self) -> bool:
        """Whether the scenes drawn paint every pixel (the bottom one drawn says so)."""
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return bool(self.scenes) and bool(self.scenes[start].paints_window)

    def draw(self, surface: pygame.Surface) -> None:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        for scene in self.scenes[start:]:
            _use(scene)
            scene.draw(surface)
        if self.scenes:
            top = self.scenes[-1]
            _use(top)
            if getattr(top, "keyboard_focus", False) and top.button_focus >= 0:
                from .keyboard import ButtonFocus

                ButtonFocus.draw(top, surface)


def _theme(scene: Scene):
    return getattr(getattr(scene, "app", None), "theme", None)


def _use(scene: Scene) -> None:
    """Set the theme to the UI scale `scene` is shown at."""
    theme = _theme(scene)
    if theme is not None and hasattr(theme, "set_cap"):
        theme.set_cap(scene.ui_cap)


def _fits(scene: Scene, size: tuple[int, int]) -> bool:
    """Whether the scene's buttons (and its frame, if it has one) are inside the window and apart."""
    window = pygame.Rect((0, 0), size)
    frame = getattr(scene, "frame", None)
    if isinstance(frame, pygame.Rect) and frame.width and not window.contains(frame):
        return False
    shown = [b.rect for b in getattr(scene, "buttons", None) or [] if b.rect.width]
    if any(not window.contains(r) for r in shown):
        return False
    return all(r.collidelist(shown[i + 1 :]) < 0 for i, r in enumerate(shown))


def _fit_layout(scene: Scene, size: tuple[int, int]) -> None:
    """Lay `scene` out at the player's UI scale, or the largest scale down to 100% at which it fits."""
    theme = _theme(scene)
    if theme is None or not hasattr(theme, "set_cap"):
        scene.layout(size)
        return
    cap = min(theme.ui_scale, scene.max_ui_scale or theme.ui_scale)
    floor = min(theme.ui_scale, 1.0)
    while True:
        scene.ui_cap = cap
        theme.set_cap(cap)
        scene.layout(size)
        if cap <= floor or _fits(scene, size):
            break
        cap = max(floor, round(cap - 0.05, 2))
