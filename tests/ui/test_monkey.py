"""Monkey test (issue 8, item 9): the real app, headless, under tens of thousands of random inputs.

The real `App` with its scene stack takes every input through `App.dispatch` and updates and draws
a frame after each burst of inputs, exactly as its main loop does.  The inputs are clicks (left,
right, middle, wheel) aimed mostly at what the current screen offers (buttons, cards, hexes, rows,
anything it keeps a rectangle for) but also anywhere; drags (down, motions, up) from cards in hand;
key presses (hotkeys 1-9, Enter, Space, Esc, L, F11, Ctrl+Z, arrows, Tab, letters); text input;
window resizes to random sizes down to 1x1; and now and then the window's close button.

Episodes start from different places so that every scene is reached every run: the title menu as a
player starts the app (its settings read from the user folder), the new-game screens (hot-seat and
solo), a fresh game (setup drafts), games in the middle (hot-seat, solo, against computers), a game
about to end (scoring), a decision that starts a battle, the campaign screen with its Titles and
Achievements, and the board with "ask before ending a turn" on (the confirm dialog).  Animations are
off in most episodes (cheap frames) and on in some.  Quitting (Quit, Esc on the menu, the window's
close button) does not end the run: the app is started again, as a player would.  The run fails on
any exception, and if a scene was never reached.

All of it is seeded: a failure prints the seed, the episode and the last inputs, and the same seed
replays it (`LIONWAKE_MONKEY_SEED=<n> pytest tests/ui/test_monkey.py`).  Computer seats think in a
background thread, so a game with computers can differ from run to run by when their moves land.
The user's data folder is a temporary one: no real settings or saves are ever touched.

The default run is 20,000 inputs (about 4,300 frames, 65-75 s of CPU);
`pytest --soak tests/ui/test_monkey.py` runs 200,000 inputs.
"""

from __future__ import annotations

import collections
import contextlib
import json
import os
import random
import time
import traceback
from functools import cache

import pygame
import pytest

from game.core import Config
from game.core import actions as A
from game.core import events as E
from game.session.autosave import Autosave
from game.session.match import Match
from game.ui import user_settings
from game.ui.app import App, start_app
from game.ui.scenes.board import BoardScene
from game.ui.scenes.campaign import CampaignScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.widgets import Button

from .scenario import match_at_first_turn

DEFAULT_SEED = 2026
DEFAULT_INPUTS = 20_000
SOAK_INPUTS = 200_000

#: Every scene the monkey must have seen on top of the stack in a run (NewGameScene twice: the
#: hot-seat and the solo set-up).
REQUIRED_SCENES = {
    "MenuScene",
    "NewGameScene/hot-seat",
    "NewGameScene/solo",
    "SetupDraftScene",
    "BoardScene",
    "BattleScene",
    "ScoringScene",
    "PauseScene",
    "SettingsScene",
    "SavedGamesScene",
    "CampaignScene",
    "TitlesScene",
    "AchievementsScene",
    "ConfirmScene",
    "HandoffScene",
}

KEYS = (
    [pygame.K_1 + i for i in range(9)]
    + [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_l, pygame.K_F11, pygame.K_TAB]
    + [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_BACKSPACE]
    + [pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_DELETE]
    + [pygame.K_a + i for i in range(26)]
    + [pygame.K_0, pygame.K_F1, pygame.K_SLASH, pygame.K_QUESTION]
)
TEXT = "abcdefghijklmnopqrstuvwxyz ABCXYZ0123456789-'.?狮醒年é"


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """The user data and config folders of the app under test: a throwaway folder."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


# --- starting points -----------------------------------------------------------------------------


def _played(match: Match, decisions: int, rnd: random.Random) -> Match:
    for _ in range(decisions):
        if match.over:
            break
        match.apply(rnd.choice(match.legal()))
    return match


@cache
def _game_length(players: int, seed: int) -> int:
    """How many decisions after setup the game at `seed` lasts with random play (seeded)."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    n = 0
    while not match.over:
        match.apply(rnd.choice(match.legal()))
        n += 1
    return n


@cache
def _battle_point(players: int, seed: int) -> tuple[int, int]:
    """(decisions, choice index): after that many random decisions past setup, the legal action at
    that index starts a battle (found once by trying each action on a copy of the game)."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for n in range(2000):
        if match.over:
            break
        if match.pending.kind == "turn" or match.pending.kind == "perform":
            for i, action in enumerate(match.legal()):
                probe = match.game.copy()
                events = probe.apply(action)
                if any(isinstance(e, E.DiceRolled) for e in events):
                    return n, i
        match.apply(rnd.choice(match.legal()))
    raise AssertionError(f"no battle found in the game at seed {seed}")


@cache
def _perform_point(players: int, seed: int) -> int:
    """After how many random decisions past setup a person may end the Perform step with Perform
    actions still open (where "ask before ending a turn" asks)."""
    match = match_at_first_turn(players, seed)
    rnd = random.Random(seed)
    for n in range(2000):
        legal = match.legal()
        if any(isinstance(a, A.EndPerform) for a in legal) and any(
            isinstance(a, A.Perform) for a in legal
        ):
            return n
        match.apply(rnd.choice(legal))
    raise AssertionError(f"no Perform step found in the game at seed {seed}")


def _write_settings(data_dir, rnd: random.Random, **values) -> None:
    """Leave a settings file as a player's earlier session would have (animations mostly off, so
    that frames stay cheap; sometimes on, so the animations are driven too)."""
    settings = user_settings.Settings(
        animation_speed=rnd.choice([0.0, 0.0, 0.0, 1.0, 4.0]),
        computer_pace=0.0,
        music_volume=0.0,
        effects_volume=0.0,
        window=(960, 540),
    )
    if hasattr(settings, "ui_scale"):  # (the accessibility settings)
        settings.ui_scale = rnd.choice([100, 100, *user_settings.UI_SCALES])
        settings.colour_blind = rnd.choice(user_settings.COLOUR_BLIND_MODES)
    for name, value in values.items():
        setattr(settings, name, value)
    user_settings.save(settings, user_settings.default_path())


def _board(app: App, match: Match) -> BoardScene:
    board = BoardScene(app, match)
    app.push(board)
    return board


def _start_episode(kind: str, rnd: random.Random, data_dir) -> App:
    """A started app (title menu first, as a player starts it) taken to the episode's scene."""
    confirm = kind == "confirm"
    _write_settings(data_dir, rnd, **({"confirm_end_turn": True} if confirm else {}))
    if kind == "battle":
        _write_settings(data_dir, rnd, animation_speed=0.0)
    app = start_app()
    players = rnd.choice([2, 2, 3, 4])
    seed = rnd.randrange(1, 60)
    if kind == "menu":
        pass
    elif kind == "newgame":
        app.push(NewGameScene(app))
    elif kind == "solo":
        app.push(NewGameScene(app, solo=True))
    elif kind == "campaign":
        app.push(CampaignScene(app))
    elif kind in ("titles", "achievements"):  # the campaign's two lists, opened by their buttons
        app.push(CampaignScene(app))
        app.step(0.016)
        label = "Titles" if kind == "titles" else "Achievements"
        found = [b for b in app.stack.top.buttons if b.label.startswith(label)]
        if found:
            pos = found[0].rect.center
            pygame.event.post(_ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(_ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step(0.016)
    elif kind == "setup":
        draft = rnd.choice(["row", "casual"])
        app.push(BoardScene(app, Match(Config(players=players, seed=seed, lion_draft=draft))))
    elif kind == "midgame":
        match = _played(match_at_first_turn(players, seed), rnd.randrange(0, 120), rnd)
        match.autosave = Autosave.new()  # saved from now on: Saved games and Continue list it
        _board(app, match)
    elif kind == "confirm":
        # a Perform step with actions left, and End clicked: the question comes up
        seed = rnd.randrange(1, 8)
        match = _played(match_at_first_turn(2, seed), _perform_point(2, seed), random.Random(seed))
        board = _board(app, match)
        app.step(0.016)
        end = [b for b in board.buttons if isinstance(b.action, A.EndPerform)]
        if isinstance(app.stack.top, BoardScene) and end:
            pos = end[0].rect.center
            pygame.event.post(_ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            pygame.event.post(_ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))
            app.step(0.016)
    elif kind == "computers":
        seats = ["human"] + [rnd.choice(["greedy", "human"]) for _ in range(players - 1)]
        match = Match(Config(players=players, seed=seed), seats=seats)
        _board(app, match)
    elif kind == "solo-game":
        match = Match(Config(players=1, seed=seed, difficulty=rnd.choice(["easy", "hard"])))
        while match.pending.kind != "turn" and not match.over:
            match.apply(match.legal()[0])
        _board(app, _played(match, rnd.randrange(0, 80), rnd))
    elif kind == "ending":
        # one decision before the end: it is taken as the first thing, and the scores come up
        seed = rnd.randrange(1, 12)
        length = _game_length(2, seed)
        moves = random.Random(seed)
        match = _played(match_at_first_turn(2, seed), length - 1, moves)
        board = _board(app, match)
        app.step(0.016)
        if isinstance(app.stack.top, BoardScene):
            board.take(moves.choice(match.legal()))
    elif kind == "battle":
        seed = rnd.randrange(1, 8)
        n, i = _battle_point(2, seed)
        match = _played(match_at_first_turn(2, seed), n, random.Random(seed))
        board = _board(app, match)
        app.step(0.016)
        if isinstance(app.stack.top, BoardScene):  # (as if "End the turn?" were answered yes)
            board.take(match.legal()[i], confirmed=True)
    else:  # pragma: no cover
        raise ValueError(kind)
    return app


EPISODES = [
    "menu",
    "newgame",
    "solo",
    "campaign",
    "titles",
    "achievements",
    "setup",
    "midgame",
    "midgame",
    "confirm",
    "computers",
    "solo-game",
    "ending",
    "battle",
]


# --- inputs --------------------------------------------------------------------------------------


def _rects(scene) -> list[pygame.Rect]:
    """Every rectangle the scene keeps for something on screen: its buttons, cards, rows, hexes and
    click targets (found generically, so new scenes are covered too)."""
    found: list[pygame.Rect] = []
    values = list(vars(scene).values())
    bar = getattr(scene, "bar_buttons", None)
    if callable(bar):
        # a scene not laid out yet has no bar: nothing to aim at
        with contextlib.suppress(Exception):
            values.append(bar())
    for value in values:
        if isinstance(value, pygame.Rect):
            found.append(value)
        elif isinstance(value, Button):
            found.append(value.rect)
        elif hasattr(value, "items") and isinstance(getattr(value, "items", None), list):
            for item in value.items[:300]:
                if isinstance(item, tuple) and item and isinstance(item[0], pygame.Rect):
                    found.append(item[0])
        elif isinstance(value, (list, tuple)):
            for item in value[:200]:
                if isinstance(item, Button):
                    found.append(item.rect)
                elif isinstance(item, pygame.Rect):
                    found.append(item)
                elif isinstance(item, tuple) and item and isinstance(item[0], pygame.Rect):
                    found.append(item[0])
                elif isinstance(item, tuple) and len(item) == 2 and isinstance(item[1], Button):
                    found.append(item[1].rect)
    hexes = getattr(scene, "hexes", None)
    renderer = getattr(scene, "renderer", None)
    if hexes and renderer is not None and hasattr(renderer, "empty_hex_center"):
        for hex_, _ in hexes[:60]:
            x, y = renderer.empty_hex_center(hex_)
            found.append(pygame.Rect(int(x) - 3, int(y) - 3, 6, 6))
    return [r for r in found if r.width > 0 and r.height > 0]


def _hand_rects(scene) -> list[pygame.Rect]:
    targets = getattr(scene, "targets", None)
    items = getattr(targets, "items", None) or []
    return [r for r, key in items if isinstance(key, tuple) and key and key[0] == "hand"]


def _point(app: App, scene, rnd: random.Random) -> tuple[int, int]:
    """Mostly a point inside something clickable, sometimes anywhere (and now and then outside)."""
    w, h = app.screen.get_size()
    rects = _rects(scene) if rnd.random() < 0.8 else []
    if rects:
        r = rnd.choice(rects)
        return (rnd.randint(r.left, r.right - 1), rnd.randint(r.top, r.bottom - 1))
    if rnd.random() < 0.03:
        return (rnd.randint(-50, w + 50), rnd.randint(-50, h + 50))
    return (rnd.randrange(w), rnd.randrange(h))


def _ev(kind: int, **attrs) -> pygame.event.Event:
    return pygame.event.Event(kind, **attrs)


def _inputs(app: App, rnd: random.Random) -> list[tuple[str, list[pygame.event.Event]]]:
    """One random input: a name for the report, and the events it makes, frame by frame (a drag
    spans several frames)."""
    scene = app.stack.top
    roll = rnd.random()
    if roll < 0.42:  # a click, mostly the left button
        pos = _point(app, scene, rnd)
        button = rnd.choices([1, 3, 2], [88, 10, 2])[0]
        move = _ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        down = _ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)
        up = _ev(pygame.MOUSEBUTTONUP, pos=pos, button=button)
        return [(f"click{button} {pos}", [move, down, up])]
    if roll < 0.47:  # the wheel
        y = rnd.choice([-3, -1, 1, 2])
        pos = _point(app, scene, rnd)
        move = _ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        return [(f"wheel {y} at {pos}", [move, _ev(pygame.MOUSEWHEEL, x=0, y=y, flipped=False)])]
    if roll < 0.52:  # hover, to bring up tooltips
        pos = _point(app, scene, rnd)
        return [(f"hover {pos}", [_ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])]
    if roll < 0.60:  # a drag, mostly from a card in hand
        hands = _hand_rects(scene)
        if hands and rnd.random() < 0.8:
            start = rnd.choice(hands).center
        else:
            start = _point(app, scene, rnd)
        end = _point(app, scene, rnd)
        mid = ((start[0] + end[0]) // 2, (start[1] + end[1]) // 2)
        # down and a first motion in one frame, the rest of the way and the release in the next
        frames = [
            (
                f"drag {start}->{end}",
                [
                    _ev(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                    _ev(pygame.MOUSEMOTION, pos=mid, rel=(1, 1), buttons=(1, 0, 0)),
                ],
            ),
            (
                "",
                [
                    _ev(pygame.MOUSEMOTION, pos=end, rel=(1, 1), buttons=(1, 0, 0)),
                    _ev(pygame.MOUSEBUTTONUP, pos=end, button=1),
                ],
            ),
        ]
        return frames
    if roll < 0.88:  # a key
        key = rnd.choice(KEYS)
        mod = rnd.choices([0, pygame.KMOD_LCTRL, pygame.KMOD_LSHIFT], [80, 12, 8])[0]
        if key == pygame.K_z or (key == pygame.K_F11 and rnd.random() < 0.7):
            mod = pygame.KMOD_LCTRL if key == pygame.K_z and rnd.random() < 0.7 else mod
        if key == pygame.K_F11 and rnd.random() < 0.7:
            key = pygame.K_z  # F11 re-opens the window: keep it rarer than the other keys
            mod = pygame.KMOD_LCTRL
        name = pygame.key.name(key) or str(key)
        uni = name if len(name) == 1 else ""
        down = _ev(pygame.KEYDOWN, key=key, mod=mod, unicode=uni, scancode=0)
        up = _ev(pygame.KEYUP, key=key, mod=mod, unicode=uni, scancode=0)
        return [(f"key {'ctrl+' if mod & pygame.KMOD_CTRL else ''}{name}", [down, up])]
    if roll < 0.93:  # typed text
        text = "".join(rnd.choice(TEXT) for _ in range(rnd.randint(1, 4)))
        return [(f"text {text!r}", [_ev(pygame.TEXTINPUT, text=text)])]
    if roll < 0.995:  # the window resized by hand, sometimes to almost nothing
        w = rnd.choice([1, 10, 200, 640, 959, 960, 960, 1024, 1280, 1280, 1366, 1600, 1920, 2560])
        h = rnd.choice([1, 10, 200, 480, 539, 540, 540, 600, 720, 720, 900, 1080, 1440])
        if rnd.random() < 0.3:
            w, h = rnd.randint(1, 2000), rnd.randint(1, 1200)
        return [(f"resize {w}x{h}", [_ev(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))])]
    return [("window close", [_ev(pygame.QUIT)])]


def _scene_name(scene) -> str:
    name = type(scene).__name__
    if name == "NewGameScene":
        name += "/solo" if scene.solo else "/hot-seat"
    return name


# --- the run -------------------------------------------------------------------------------------


def run_monkey(data_dir, seed: int, inputs: int) -> tuple[collections.Counter, dict]:
    """Play `inputs` random inputs from seeded episodes; returns the scenes seen (frames on top)
    and some figures.  Any exception fails with the seed and the last inputs."""
    rnd = random.Random(seed)
    seen: collections.Counter = collections.Counter()
    recent: collections.deque = collections.deque(maxlen=30)
    figures = {"frames": 0, "restarts": 0, "episodes": 0}
    done = 0
    episode = 0
    app: App | None = None
    kind = ""
    started = time.process_time()
    try:
        while done < inputs:
            kind = (
                EPISODES[episode % len(EPISODES)]
                if episode < 2 * len(EPISODES)
                else (rnd.choice(EPISODES))
            )
            episode += 1
            figures["episodes"] += 1
            recent.append(f"-- episode {episode}: {kind}")
            app = _start_episode(kind, rnd, data_dir)
            app.step(0.016)  # the starting scene is shown before the first input
            for scene in app.stack.scenes:
                seen[_scene_name(scene)] += 1
            length = rnd.randint(150, 900)
            end = min(inputs, done + length)
            while done < end:
                burst = rnd.choice([1, 2, 4, 6, 8, 10, 12, 16])  # inputs between two frames
                frames: list[list[pygame.event.Event]] = [[]]
                for _ in range(burst):
                    for i, (name, events) in enumerate(_inputs(app, rnd)):
                        if name:
                            recent.append(f"{done}: {name} [{_scene_name(app.stack.top)}]")
                        if i > 0:
                            frames.append([])
                        frames[-1].extend(events)
                    done += 1
                for events in frames:
                    for event in events:
                        pygame.event.post(event)
                    app.step(rnd.choice([0.016, 0.016, 0.05, 0.1]))
                    figures["frames"] += 1
                    if not app.running or not app.stack.scenes:
                        # Quit or the window's close button: the player starts the game again
                        recent.append(f"{done}: (the app quit; started again)")
                        figures["restarts"] += 1
                        app = start_app()
                        break
                    for scene in app.stack.scenes:
                        seen[_scene_name(scene)] += 1
            _finish(app)
            app = None
    except Exception as exc:  # noqa: BLE001 - reported with what led to it
        stack = [_scene_name(s) for s in app.stack.scenes] if app is not None else []
        pytest.fail(
            f"the app raised {type(exc).__name__}: {exc}\n"
            f"seed {seed} (LIONWAKE_MONKEY_SEED={seed} replays it), episode {episode} ({kind}), "
            f"input {done}, scenes {stack}\nlast inputs:\n  "
            + "\n  ".join(recent)
            + "\n\n"
            + traceback.format_exc(),
            pytrace=False,
        )
    figures["cpu_seconds"] = round(time.process_time() - started, 1)
    return seen, figures


def _finish(app: App) -> None:
    """Let a game's last autosave land before the next episode starts."""
    for scene in app.stack.scenes:
        match = getattr(scene, "match", None)
        if match is not None and match.autosave is not None:
            match.autosave.wait()


def _seed() -> int:
    return int(os.environ.get("LIONWAKE_MONKEY_SEED", DEFAULT_SEED))


def _check(data_dir, seen: collections.Counter, figures: dict) -> None:
    missing = REQUIRED_SCENES - set(seen)
    assert not missing, f"the monkey never reached {sorted(missing)}; it saw {dict(seen)}"
    # the user folder holds only what the game writes: settings, progress and readable saves
    for path in (data_dir / "saves").glob("*.json") if (data_dir / "saves").exists() else []:
        json.loads(path.read_bytes())
    print(f"\nmonkey: {figures}, scenes {dict(seen)}")


def test_monkey__tens_of_thousands_of_random_inputs_across_every_scene(data_dir):
    seen, figures = run_monkey(data_dir, _seed(), DEFAULT_INPUTS)
    _check(data_dir, seen, figures)


@pytest.mark.soak
def test_monkey__soak(data_dir):
    seen, figures = run_monkey(data_dir, _seed() + 1, SOAK_INPUTS)
    _check(data_dir, seen, figures)


# --- what the monkey found, pinned down -----------------------------------------------------------


def _key_event(key: int, mod: int = 0) -> pygame.event.Event:
    return _ev(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def test_found__two_clicks_before_the_next_frame_in_the_setup_draft_take_one_choice():
    """The second click landed on the card the first had just taken (the next decision's cards
    were not drawn yet) and crashed with IllegalAction."""
    from .driver import make_app

    app = make_app((960, 540))
    match = Match(Config(players=2, seed=1))
    app.push(BoardScene(app, match))
    app.step(0.016)
    draft = app.stack.top
    pos = draft.cards[0][0].center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) * 2:
        pygame.event.post(_ev(kind, pos=pos, button=1))
    app.step(0.016)
    assert len(match.game.history) == 1


def test_found__tab_and_enter_while_a_computer_decides_take_a_bar_button():
    """With no choices (a computer seat deciding) the focus went to a bar button by the wrong
    index and Enter raised IndexError."""
    from .driver import make_app

    first = match_at_first_turn(2, seed=1)
    seats = ["human", "human"]
    seats[first.pending.seat] = "greedy"
    match = Match(first.config, seats, game=first.game)
    app = make_app((1280, 720))
    app.settings.computer_pace = 3.0  # the computer is still thinking while the keys are pressed
    board = BoardScene(app, match)
    app.push(board)
    app.step(0.016)
    assert board.choices is None and board.turns.computer is not None
    bar = {b.label for b in board.bar_buttons() if b.enabled}
    pygame.event.post(_key_event(pygame.K_TAB))
    app.step(0.016)
    focus = board.keys.focus
    assert focus is not None and focus[1] in bar
    pygame.event.post(_key_event(pygame.K_RETURN))
    app.step(0.016)
    if focus[1] == "Menu":
        assert type(app.stack.top).__name__ == "PauseScene"
    elif focus[1] == "Log":
        assert board.table.show_log


def test_found__a_shadow_for_a_rectangle_squeezed_to_nothing_draws_nothing():
    """Seen with a large UI scale: a Lion chip in the row squeezed to a negative height made its
    shadow an invalid Surface, and the board's frame raised pygame.error."""
    from game.ui.widgets import shadow

    surface = pygame.Surface((50, 50))
    surface.fill((10, 20, 30))
    before = pygame.image.tobytes(surface, "RGB")
    shadow(surface, pygame.Rect(5, 5, 20, -12), offset=2, radius=4)
    shadow(surface, pygame.Rect(5, 5, -9, 20), offset=4)
    assert pygame.image.tobytes(surface, "RGB") == before
