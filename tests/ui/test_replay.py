"""Issue 43, item 2: the replay view.  From the History screen (or Saved games) by mouse, a kept
game opens on the real board; Forward and Back change it one decision at a time (Forward with the
move's animations), the log keeps in step, the end shows every hand and deck, the score chart has a
line per seat, and "Play on from here" starts a new saved game whose moves are the record's first k
— the record itself unchanged.  Every control is reachable by mouse at each size and scale, the keys
Left / Right / Home / End / Space work, and no text is under 12 px or cut at 1280x720 100%."""

from __future__ import annotations

import json
import shutil

import pygame
import pytest

from game.core.actions import from_dict
from game.session import records
from game.text.names import card_name
from game.ui.legibility import fonts_recorded
from game.ui.scenes.board.replay import ReplayScene
from game.ui.scenes.history import HistoryScene
from game.ui.scenes.saved_games import SavedGamesScene

from ..session.played import finish
from .driver import click, make_app, screenshot


@pytest.fixture(scope="module")
def kept(tmp_path_factory):
    """A finished 3-player game (a computer at the second seat) kept as a record."""
    folder = tmp_path_factory.mktemp("replay-ui")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("LIONWAKE_DATA_DIR", str(folder))
        finish(folder, 3, 7, seats=("human", "greedy", "human"), name="r.json")
    return folder / "records"


@pytest.fixture
def data_dir(tmp_path, monkeypatch, kept):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    shutil.copytree(kept, tmp_path / "records")
    return tmp_path


def record_file(data_dir):
    return next((data_dir / "records").glob("*.json"))


def record_actions(data_dir):
    return [from_dict(a) for a in records.load(record_file(data_dir)).game["actions"]]


def open_replay(size=(1280, 720), pct=100, speed=0.0):
    """History, its one game clicked, then Replay clicked."""
    app = make_app(size)
    app.settings.ui_scale = pct
    app.settings.animation_speed = speed
    app.apply_look()
    history = HistoryScene(app)
    app.push(history)
    app.step(0.016)
    found, rect, _lines = history.rows[0]
    history.list.reveal(rect.top, rect.bottom)  # (below the totals in the narrow layout)
    app.step(0.016)
    click(app, history.list.place(rect.move(history.list.view.x, 0)).center)
    button = next(b for b in history.buttons if b.label == "Replay")
    assert button.enabled
    click(app, button.rect.center)
    return app, app.stack.top


def press_control(app, scene, name):
    """Click the control `name`, going through "More" where the controls are shown a row at a
    time, as a player would."""
    for _ in range(6):
        shown = {b.action[1]: b for b in scene.control_buttons}
        if name in shown:
            assert shown[name].rect.width and app.screen.get_rect().contains(shown[name].rect)
            click(app, shown[name].rect.center)
            return
        click(app, shown["more"].rect.center)
    raise AssertionError(f"no control {name}")


def key(app, k):
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    app.step(0.016)


def test_replay__opens_from_history_and_steps_forward_and_back_by_mouse(data_dir, shots):
    app, scene = open_replay(speed=1.0)
    shots(app)
    assert isinstance(scene, ReplayScene)
    actions = record_actions(data_dir)
    assert scene.replay.length == len(actions) and scene.replay.position == 0
    for _ in range(30):  # into the game (past the draft)
        press_control(app, scene, "forward")
        app.step(5.0)
    start = scene.match.game.state.to_dict()
    picture = pygame.image.tobytes(app.screen, "RGB")
    log_before = len(scene.match.log)
    # a Leap or a purchase later: Forward plays the move's animations on the board
    animated = False
    for _ in range(40):
        press_control(app, scene, "forward")
        animated = animated or scene.animator.busy
        app.step(5.0)
    assert animated
    assert scene.replay.position == 70
    assert scene.match.game.state.to_dict() != start
    assert pygame.image.tobytes(app.screen, "RGB") != picture
    assert len(scene.match.log) > log_before  # the log keeps in step
    for _ in range(40):
        press_control(app, scene, "back")
    app.step(0.016)
    assert scene.replay.position == 30
    assert scene.match.game.state.to_dict() == start
    assert len(scene.match.log) == log_before
    # the record's game is the one shown: its history is the record's moves
    press_control(app, scene, "end")
    shown = json.loads(json.dumps(scene.match.game.state.to_dict()))
    assert shown == records.load(record_file(data_dir)).game["snapshot"]


def test_replay__the_end_shows_every_hand_and_deck(data_dir, shots):
    with fonts_recorded() as drawn:
        app, scene = open_replay()
        shots(app)
        press_control(app, scene, "end")
        app.step(0.016)
    assert scene.panel == "hands"
    st = scene.match.game.state
    assert st.over
    text = " ".join(t for t, _px in drawn)
    for p in st.players:
        for card in p.hand + p.deck:
            assert card_name(st, card) in text
    assert "Every hand and deck" in text
    screenshot(app, "replay-end-1280-100")


def test_replay__the_score_chart_and_a_click_on_a_round(data_dir, shots):
    app, scene = open_replay()
    shots(app)
    press_control(app, scene, "chart")
    assert scene.panel == "chart"
    rows = scene.replay.scores_by_round()
    assert rows[-1] == tuple(records.load(record_file(data_dir)).summary.outcome().scores)
    chart = scene.chart
    assert chart.rounds == len(rows)
    # a click on the middle of the plot goes to the start of that round
    click(app, chart.plot.center)
    r = chart.round_at(chart.plot.center)
    assert scene.replay.mark.round == r and scene.replay.position == scene.replay.round_start(r)


def test_replay__keys_left_right_home_end_space(data_dir, shots):
    app, scene = open_replay()
    shots(app)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert scene.replay.position == 2
    key(app, pygame.K_LEFT)
    assert scene.replay.position == 1
    key(app, pygame.K_END)
    assert scene.replay.at_end
    key(app, pygame.K_HOME)
    assert scene.replay.position == 0
    key(app, pygame.K_SPACE)  # plays on by itself
    assert scene.playing
    for _ in range(20):
        app.step(0.5)
    assert scene.replay.position > 5
    key(app, pygame.K_SPACE)
    here = scene.replay.position
    app.step(2.0)
    assert scene.replay.position == here
    key(app, pygame.K_PAGEDOWN)
    assert scene.replay.mark.round >= 1
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, HistoryScene)


def test_replay__play_on_from_here_starts_a_new_game_from_the_record_s_first_moves(data_dir, shots):
    before = record_file(data_dir).read_bytes()
    app, scene = open_replay()
    shots(app)
    for _ in range(5):
        press_control(app, scene, "round_on")
    k = scene.replay.position
    assert 0 < k < scene.replay.length
    press_control(app, scene, "play_on")
    assert scene.panel == "seats"  # who plays each seat, the record's seats to start with
    seats = {b.action[1]: b for b in scene.seat_buttons()}
    assert seats[1].label == "Azure: Greedy"
    click(app, seats[1].rect.center)  # Greedy -> Strong
    click(app, seats[2].rect.center)  # Human -> Greedy
    click(app, {b.action[1]: b for b in scene.seat_buttons()}["start"].rect.center)
    match = scene.play_on_match
    assert not any(isinstance(s, ReplayScene) for s in app.stack.scenes)
    assert any(getattr(s, "match", None) is match for s in app.stack.scenes)  # on the board
    assert match.game.history == record_actions(data_dir)[:k]
    assert match.seats == ["human", "strong", "greedy"]
    assert not match.over
    match.autosave.wait()
    saved = json.loads(match.autosave.path.read_bytes())
    assert len(saved["actions"]) == k  # saved as a new game, to be continued
    assert match.autosave.path.parent.name == "saves"
    assert record_file(data_dir).read_bytes() == before  # the record is unchanged
    assert len(list((data_dir / "records").glob("*.json"))) == 1


def test_replay__a_saved_game_in_progress_from_saved_games(data_dir, tmp_path, shots):
    from game.ai import make_bot
    from game.core import Config
    from game.session import Autosave, Match

    match = Match(Config(players=2, seed=4), seats=["human", "human"])
    bots = [make_bot("quick", s) for s in range(2)]
    for _ in range(120):
        match.game.apply(bots[match.pending.seat].choose(match.game, match.pending.seat))
    saves = data_dir / "saves"
    saves.mkdir(exist_ok=True)
    match.autosave = Autosave(saves / "20260101-000000-abcdef.json")
    match.autosave.write(match)
    match.autosave.wait()
    before = match.autosave.path.read_bytes()
    app = make_app()
    shots(app)
    scene = SavedGamesScene(app)
    app.push(scene)
    app.step(0.016)
    button = next(b for b in scene.buttons if b.label == "Replay")
    click(app, button.rect.center)
    replay = app.stack.top
    assert isinstance(replay, ReplayScene)
    assert replay.replay.length == 120 and not replay.reveal
    press_control(app, replay, "end")
    assert replay.panel == ""  # a game in progress: no hand shown
    assert replay.match.game.state.to_dict() == match.game.state.to_dict()
    key(app, pygame.K_ESCAPE)
    assert match.autosave.path.read_bytes() == before


def test_replay__no_text_under_12px_nor_cut_at_1280x720(data_dir, shots):
    with fonts_recorded() as drawn:
        app, scene = open_replay()
        shots(app)
        for name in ("round_on", "round_on", "chart", "forward", "end"):
            press_control(app, scene, name)
            app.step(0.016)
    assert not [(t, px) for t, px in drawn if px < 12 and t.strip()]
    assert not [t for t, _px in drawn if "…" in t]


@pytest.mark.parametrize("pct", [100, 200])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_replay__every_control_is_reachable_by_mouse_at_each_size(data_dir, size, pct, shots):
    app, scene = open_replay(size, pct)
    shots(app)
    press_control(app, scene, "round_on")
    press_control(app, scene, "chart")
    screenshot(app, f"replay-chart-{size[0]}-{pct}")
    press_control(app, scene, "play_on")  # the seats dialog fits the window too
    window = app.screen.get_rect()
    assert scene.panel == "seats"
    assert all(window.contains(b.rect) for b in scene.seat_buttons())
    click(app, next(b for b in scene.seat_buttons() if b.action == ("seat", "cancel")).rect.center)
    assert scene.panel == "" and isinstance(app.stack.top, ReplayScene)
    for name in ("speed", "turn_on", "turn_back", "round_back", "play", "play", "start", "end"):
        press_control(app, scene, name)
    assert scene.replay.at_end and scene.panel == "hands"
    screenshot(app, f"replay-end-{size[0]}-{pct}")
    for b in scene.control_buttons:
        assert window.contains(b.rect)
        assert b.fit_width(scene.theme) - scene.theme.px(30) <= b.rect.width  # labels whole
