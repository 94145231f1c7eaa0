"""Computer seats outside the board: the pace chosen among its presets in the pause menu,
the setup screens while a computer chooses (said, nothing lit to click, the pick shown, the Menu and
Esc always working), the new-game screen remembering the last table per user (a damaged value gives
the defaults), its seats told apart and explained, four seats fitting at 1280x720, and Play again
from the scores."""

from __future__ import annotations

import json

import pygame
import pytest

from game.core import Config
from game.core import actions as A
from game.core.scoring import finish_game
from game.session.match import Match
from game.ui import theme as T
from game.ui import user_settings
from game.ui.app import App
from game.ui.scenes.board import BoardScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.pause import PauseScene
from game.ui.scenes.scoring import ScoringScene
from game.ui.scenes.setup_draft import SetupDraftScene

from .driver import click, make_app, screenshot
from .scenario import button, count_colour, key, match_at_first_turn


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Each test has its own user data folder (autosaves of the games it starts)."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


class Stalled:
    """A computer move that is still being thought about (until the test decides it)."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.thinking = True
        self.hurry = False
        self.action = None
        self.error = None

    def ready(self) -> bool:
        return not self.thinking and self.hurry


def _setup(seats, size=(1280, 720), **config):
    """The setup screen of a new match with `seats`, its computer (if one chooses first) stalled."""
    app = make_app(size)
    app.settings.computer_pace = 3.0
    match = Match(Config(players=len(seats), seed=3, **config), seats=list(seats))
    scene = SetupDraftScene(app, match)
    app.push(scene)
    if scene.computer is not None:
        scene.computer = Stalled(match.pending.seat)
    app.step(0.016)
    return app, scene, match


# --- the computer pace in the pause menu (Settings: test_settings.py) -------------------------------


def test_pause__the_computer_paces_are_offered_when_a_computer_plays(shots):
    first = match_at_first_turn(2, seed=1)
    with_computer = Match(first.config, ["human", "strong"], game=first.game)
    app = make_app()
    shots(app)
    app.push(PauseScene(app, with_computer))
    app.step(0.016)
    pause = app.stack.top
    labels = [b.label for b in pause.buttons]
    assert labels[1] == "Animations: Off"  # the paces come next to Animations
    assert labels[2:6] == ["Instant", "Quick", "Normal", "Slow"]
    screenshot(app, "new-game-pause-paces")
    click(app, button(pause.buttons, "Slow").rect.center)
    assert app.settings.computer_pace == 1.6
    assert button(app.stack.top.buttons, "Slow").primary
    # and by the keyboard: Tab along the menu to Quick, Enter
    for _ in range(labels.index("Quick") + 1):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert app.settings.computer_pace == 0.4
    # everything still inside the panel and apart
    window = app.screen.get_rect()
    rects = [b.rect for b in app.stack.top.buttons]
    assert all(pause.frame.contains(r) and window.contains(r) for r in rects)
    assert all(r.collidelist(rects[i + 1 :]) < 0 for i, r in enumerate(rects))
    # a table of people only: no paces
    app.stack.clear_to(PauseScene(app, match_at_first_turn(2, seed=1)))
    app.step(0.016)
    assert "Slow" not in [b.label for b in app.stack.top.buttons]


# --- the setup screens while a computer chooses -------------------------------------------------------


def test_setup__a_computer_choosing_is_said_and_nothing_is_lit_to_click(shots):
    app, scene, match = _setup(["human", "greedy"])  # the row is chosen from the last seat
    shots(app)
    assert match.pending.kind == "choose_lion_row" and not match.is_human(match.pending.seat)
    prompt = " ".join(scene.prompt_lines)
    assert "Azure (Greedy computer) is choosing" in prompt, prompt
    assert ":" not in prompt  # not an instruction to whoever sits at the screen
    assert scene.cards == [] and scene.keys.entries(scene) == []
    screenshot(app, "new-game-setup-computer-choosing")
    # the mouse over a card does not light it as if it could be taken
    card = pygame.Rect(0, int(720 * 0.2), 1280, int(720 * 0.58))
    before = count_colour(app.screen, card, T.LEGAL)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=card.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(0.016)
    assert count_colour(app.screen, card, T.LEGAL) == before
    # the computer decides: its pick is named and ringed, then taken after the pace
    pick = match.legal()[2]
    scene.computer.action, scene.computer.thinking = pick, False
    highlight_before = count_colour(app.screen, card, T.HIGHLIGHT)
    app.step(0.016)
    app.step(0.016)
    name = match.game.state.catalogue.lions[pick.lion].name
    assert scene.pick == pick and f"Azure (Greedy computer) chooses {name}" in scene.prompt_lines[0]
    assert count_colour(app.screen, card, T.HIGHLIGHT) > highlight_before
    screenshot(app, "new-game-setup-computer-picked")
    before = len(match.game.history)
    for _ in range(int(3.0 / 0.1) + 2):
        app.step(0.1)
    assert match.game.history[before] == pick
    assert scene.pick is None and scene.cards  # the person's turn: the cards can be clicked


def test_setup__a_tile_placed_by_a_computer_is_shown_before_and_glows_after(shots):
    app, scene, match = _setup(["strong", "greedy"], layout="build")
    shots(app)
    assert match.pending.kind == "place_tile"
    assert scene.hexes == []  # no free space lit for a computer's tile
    pick = match.legal()[0]
    scene.computer.action, scene.computer.thinking = pick, False
    app.step(0.016)
    assert "computer) places" in scene.prompt_lines[0]
    click(app, (640, 400))  # a click hurries the computer
    assert match.game.history[-1] == pick
    assert scene.placed is not None and scene.placed[0] == pick.hex


def test_setup__esc_and_menu_open_the_pause_menu_while_a_computer_chooses(shots):
    """An all-computer "Build your own" game can be paused and left during its setup."""
    app, scene, match = _setup(["strong", "greedy"], layout="build")
    shots(app)
    assert scene.computer is not None
    before = len(match.game.history)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    assert app.stack.scenes[-2] is scene and len(match.game.history) == before
    assert "Slow" in [b.label for b in app.stack.top.buttons]  # computers play: their pace
    screenshot(app, "new-game-setup-paused")
    key(app, pygame.K_ESCAPE)  # back to the setup
    assert app.stack.top is scene and scene.computer is not None
    click(app, scene.menu.rect.center)
    assert isinstance(app.stack.top, PauseScene)
    assert len(match.game.history) == before  # the click opened the menu, it hurried nothing
    click(app, button(app.stack.top.buttons, "Leave to the title").rect.center)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def test_setup__the_menu_button_stays_clear_of_the_heading_at_every_scale(shots):
    for pct in (100, 200):
        for size in ((960, 540), (1280, 720)):
            app = make_app(size)
            shots(app)
            app.settings.ui_scale = pct
            app.apply_look()
            match = Match(Config(players=3, seed=1, layout="build"), seats=["human"] * 3)
            app.push(SetupDraftScene(app, match))
            app.step(0.016)
            scene = app.stack.top
            assert app.screen.get_rect().contains(scene.menu.rect)
            assert not scene.text.problems(app.screen.get_rect(), scene.buttons), (size, pct)
            key(app, pygame.K_ESCAPE)  # a person's turn: Esc pauses too
            assert isinstance(app.stack.top, PauseScene)


# --- the new-game screen --------------------------------------------------------------------------


def _new_game(app, solo: bool = False) -> NewGameScene:
    app.push(MenuScene(app))
    app.step(0.016)
    label = "Solo against the Nian" if solo else "New hot-seat game"
    click(app, button(app.stack.top.buttons, label).rect.center)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    return scene


def test_new_game__reopened_it_shows_the_last_seats_and_options_kept_per_user(tmp_path, shots):
    path = tmp_path / "settings.json"
    app = App(settings_path=path)
    shots(app)
    app.settings.animation_speed = 0
    scene = _new_game(app)
    click(app, button(scene.buttons, "3").rect.center)
    click(app, button(scene.buttons, "Azure: Human").rect.center)  # -> Greedy
    click(app, button(scene.buttons, "Azure: Greedy").rect.center)  # -> Strong
    click(app, button(scene.buttons, "Gold: Human").rect.center)  # -> Greedy
    click(app, button(scene.buttons, "Casual: deal 3").rect.center)
    click(app, button(scene.buttons, "Start the game").rect.center)
    top = app.stack.top
    assert isinstance(top, (BoardScene, SetupDraftScene))
    assert top.match.seats == ["human", "strong", "greedy"]
    app.stack.clear_to(MenuScene(app))
    app.step(0.016)
    again = _new_game(app)
    assert again.players == 3 and again.seats[:3] == ["human", "strong", "greedy"]
    assert again.lion_draft == "casual"
    assert button(again.buttons, "3").primary
    screenshot(app, "new-game-remembered")
    # kept in the settings file: the next start opens with it too
    kept = json.loads(path.read_text(encoding="utf-8"))["hot_seat"]
    assert kept["players"] == 3 and kept["seats"][:3] == ["human", "strong", "greedy"]
    later = App(settings_path=path)
    shots(later)
    scene = NewGameScene(later)
    assert (scene.players, scene.seats[:3]) == (3, ["human", "strong", "greedy"])
    assert NewGameScene(later, solo=True).players == 1  # Solo keeps its own choices


@pytest.mark.parametrize(
    "damaged",
    [
        "three humans",
        [3, "human"],
        {"players": 9, "seats": ["robot", 1, None], "layout": 5, "lion_draft": "casual!"},
        {"players": True, "seats": "human", "character_draft": "yes", "difficulty": {}},
        {"players": 3.0, "seats": ["human", "strong"]},
    ],
    ids=["text", "list", "unknown-values", "wrong-types", "short-seats"],
)
def test_new_game__a_damaged_remembered_setup_gives_the_defaults(tmp_path, damaged, shots):
    path = tmp_path / "settings.json"
    data = user_settings.Settings(music_volume=0.5).to_json()
    data["hot_seat"] = damaged
    data["solo"] = damaged
    path.write_text(json.dumps(data), encoding="utf-8")
    app = App(settings_path=path)
    shots(app)
    assert app.settings_notice == "" and app.settings.music_volume == 0.5  # the rest is kept
    scene = _new_game(app)
    assert scene.players == 2 and scene.seats == ["human"] * 4
    assert (scene.layout_choice, scene.lion_draft) == ("first-game", "row")
    assert scene.character_draft is False and scene.difficulty == "normal"
    app.step(0.016)
    solo = NewGameScene(app, solo=True)
    assert solo.players == 1 and solo.difficulty == "normal"


def test_new_game__seats_are_not_shown_as_chosen_options_and_each_kind_is_explained(shots):
    app = make_app()
    shots(app)
    scene = _new_game(app)
    click(app, button(scene.buttons, "Azure: Human").rect.center)
    seats = scene.seat_buttons
    assert [b.label for b in seats] == ["Crimson: Human", "Azure: Greedy"]
    assert not any(b.primary for b in seats)  # Human does not look unselected beside a computer
    assert "looks one turn ahead" in seats[1].tooltip
    click(app, seats[1].rect.center)
    assert "searches about a second per move" in scene.seat_buttons[1].tooltip
    assert "Greedy computer" in scene._note() and "Strong computer" in scene._note()
    # issue 45: each seat says what it starts with by turn order, and why
    assert all("turn order: 4 · 5 " in b.tooltip for b in scene.seat_buttons)
    click(app, button(scene.buttons, "4").rect.center)
    assert all("4 · 5 · 6 · 7 (" in b.tooltip for b in scene.seat_buttons)
    # ... and the one grey card its set holds in place of the first player's (ruling 2)
    deck = "the first player's Opening Beat (Gain 1 Coin and perform Writing Spring Couplets)"
    assert all(
        deck in b.tooltip and "Answering Beat (Gain 1 Red Paper" in b.tooltip
        for b in scene.seat_buttons
    )
    # the mouse over a seat says what it is
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(0, 0), buttons=(0, 0, 0))
    )
    app.step(0.016)
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=scene.seat_buttons[1].rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    plain = app.screen.copy()
    app.step(0.016)
    tip = pygame.Rect(scene.seat_buttons[1].rect.center, (200, 60))
    assert count_colour(app.screen, tip, T.PAPER) > count_colour(plain, tip, T.PAPER)
    screenshot(app, "new-game-seat-tooltip")


def test_new_game__four_seats_fit_in_one_row_at_1280x720_without_an_empty_panel(shots):
    app = make_app((1280, 720))
    shots(app)
    scene = _new_game(app)
    panel_before = scene.panel_rect.copy()
    click(app, button(scene.buttons, "4").rect.center)
    screenshot(app, "new-game-four-seats")
    assert not scene.compact
    assert scene.panel_rect == panel_before  # the panel keeps its place from 2 to 4 players
    seats = scene.seat_buttons
    assert len(seats) == 4 and len({b.rect.y for b in seats}) == 1
    assert all(scene.panel_rect.contains(b.rect) for b in scene.seat_buttons)
    last = max(b.rect.bottom for b in scene.buttons[:-2])  # the options (then Start and Back)
    assert scene.panel_rect.bottom - last < 60  # no empty space under the options
    start = button(scene.buttons, "Start the game").rect
    assert 0 <= start.top - scene.panel_rect.bottom < 40


# --- Play again --------------------------------------------------------------------------------------


def test_scoring__play_again_starts_the_same_table_with_a_new_deal(shots):
    config = Config(players=3, seed=11, lion_draft="casual", character_draft=True)
    done = Match(config, seats=["human", "strong", "greedy"])
    finish_game(done.game.state, "board_empty", [])
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.push(ScoringScene(app, done))
    app.step(0.5)
    scoring = app.stack.top
    assert [b.label for b in scoring.buttons] == ["Back to the title", "Play again"]
    again = button(scoring.buttons, "Play again")
    assert again.primary and again.hotkey == pygame.K_RETURN
    screenshot(app, "new-game-play-again")
    click(app, again.rect.center)
    top = app.stack.top
    assert isinstance(top, (BoardScene, SetupDraftScene)), type(top).__name__
    assert type(app.stack.scenes[0]) is MenuScene and len(app.stack.scenes) == 2
    match = top.match
    assert match is not done and match.seats == ["human", "strong", "greedy"]
    new = match.config
    assert (new.players, new.lion_draft, new.character_draft, new.layout) == (
        3,
        "casual",
        True,
        "first-game",
    )
    assert new.seed != config.seed and match.autosave is not None
    assert not match.game.history  # a new game, from its first decision
    assert isinstance(match.legal()[0], (A.ChooseCharacter, A.ChooseLion))
