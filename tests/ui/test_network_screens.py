"""The network screens (issue 44, network play): the title menu's Host, Join and Reopen, the host's
setup and lobby (a code and invitation per open seat, the table listed on the network), the Join
screen (tables found, a pasted invitation, a refusal in words, the board reached), and the chat
strip.  Loopback only: every table here listens on 127.0.0.1 and discovery is in-process."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core import Config
from game.core.save import RULES_VERSION
from game.ui import clipboard, net_session
from game.ui.chat import MAX_CHARS, ChatBox
from game.ui.scene import make
from game.ui.scenes.host_table import HostTableScene
from game.ui.scenes.join_table import JoinTableScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene

from .driver import click, make_app
from .scenario import button, key

#: How long a test waits for the table to answer (seconds): everything here is on this machine.
WAIT = 15.0


@pytest.fixture(autouse=True)
def isolated(tmp_path, monkeypatch):
    """Each test: its own user folder, loopback only, no table listed, everything closed after."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("LIONWAKE_LOOPBACK_ONLY", "1")
    from game.net.discovery import LoopbackDiscovery

    LoopbackDiscovery.reset()
    yield tmp_path
    net_session.close_all()
    LoopbackDiscovery.reset()


def _type(app, text: str) -> None:
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
    app.step(0.016)


def _until(app, done, seconds: float = WAIT) -> None:
    """Step the app until `done()` (or fail after `seconds`)."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the table did not answer in time"
        app.step(0.05)
        time.sleep(0.02)


def _board(app):
    """The game screen the app shows of a network match (the board, or the setup draft it opens
    with), or None."""
    top = app.stack.top
    return top if getattr(getattr(top, "match", None), "remote", False) else None


def _texts(scene) -> list[str]:
    return [line for line, *_rest in scene.lines]


def _host(seats, **config):
    from game.net.hosting import HostedTable

    return HostedTable.start(Config(players=len(seats), seed=5, **config), seats, pace=0.0)


# --- the title menu -----------------------------------------------------------------------------


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("ui_scale", [100, 200])
def test_menu__host_join_and_reopen_fit_beside_the_others(size, ui_scale, isolated, shots):
    from .a11y_scenes import check_fit

    (isolated / "tables").mkdir()
    (isolated / "tables" / "hosted.json").write_text("{}")  # a table hosted before
    app = make_app(size)
    shots(app)
    app.settings.ui_scale = ui_scale
    app.apply_look()
    app.push(MenuScene(app))
    app.step(0.016)
    menu = app.stack.top
    labels = [b.label for b in menu.buttons]
    for label in ("Host a table", "Join a table", "Reopen your table"):
        assert label in labels
    assert not check_fit(app, menu)
    assert not menu.text.problems(app.screen.get_rect(), menu.buttons)


def test_menu__host_and_join_by_mouse_and_keyboard(shots):
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.step(0.016)
    labels = [b.label for b in app.stack.top.buttons]
    assert "Reopen your table" not in labels  # no table file: nothing to reopen
    click(app, button(app.stack.top.buttons, "Host a table").rect.center)
    setup = app.stack.top
    assert isinstance(setup, NewGameScene) and setup.host
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    key(app, pygame.K_j)  # the hotkey
    assert isinstance(app.stack.top, JoinTableScene)
    key(app, pygame.K_ESCAPE)
    menu = app.stack.top
    for _ in range(labels.index("Join a table") + 1):  # Tab along the menu, Enter
        key(app, pygame.K_TAB)
    assert menu.buttons[menu.button_focus].label == "Join a table"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, JoinTableScene)


# --- hosting ------------------------------------------------------------------------------------


def test_host__setup_then_lobby_shows_a_code_and_invitation_for_each_open_seat(shots):
    from game.net import codes
    from game.net.discovery import LoopbackDiscovery
    from game.net.invite import Invitation

    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.push(make("new_game", app, host=True))
    app.step(0.016)
    setup = app.stack.top
    click(app, button(setup.buttons, "3").rect.center)
    seats = [b.label for b in setup.seat_buttons]
    assert seats == ["Crimson: You", "Azure: Open seat", "Gold: Open seat"]
    click(app, setup.seat_buttons[0].rect.center)  # the host's own seat stays theirs
    assert setup.seats[0] == "human"
    click(app, setup.seat_buttons[2].rect.center)  # Gold: a computer
    assert setup.seats[:3] == ["human", "human", "greedy"]
    start = button(setup.buttons, "Host this table")
    click(app, start.rect.center)
    lobby = app.stack.top
    assert isinstance(lobby, HostTableScene)
    hosted = lobby.hosted
    assert net_session.hosted is hosted
    shown = "\n".join(_texts(lobby))
    assert f"127.0.0.1:{hosted.port}" in shown
    assert codes.show(hosted.codes[1]) in shown  # Azure's code
    assert hosted.codes[2] is None and "Gold (Greedy computer)" in shown  # a computer: no code
    invitation = next(t for t in _texts(lobby) if t.startswith("lionwake://"))
    parsed = Invitation.parse(invitation)
    assert (parsed.port, parsed.code) == (hosted.port, hosted.codes[1])
    assert [b.label for b in lobby.buttons if "Copy" in b.label] == [
        "Copy Azure's code",
        "Copy Azure's invitation",
    ]
    # listed on the network while it is open
    seen = LoopbackDiscovery().tables()
    assert [(ad.port, ad.players, ad.open_seats) for ad in seen] == [(hosted.port, 3, 1)]
    # Esc asks; closing it goes back to the menu and takes it off the list
    key(app, pygame.K_ESCAPE)
    click(app, button(app.stack.top.buttons, "Close the table").rect.center)
    assert isinstance(app.stack.top, MenuScene)
    assert LoopbackDiscovery().tables() == [] and net_session.hosted is None
    assert "Reopen your table" in [b.label for b in app.stack.top.buttons]


def test_host__go_to_the_table_shows_the_board_from_the_hosts_seat(shots):
    hosted = _host(["human", "human"])
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.push(make("host_table", app, hosted))
    app.step(0.016)
    key(app, pygame.K_RETURN)  # Go to the table
    lobby = app.stack.top
    _until(app, lambda: _board(app) is not None or lobby.refused)
    board = _board(app)
    assert board is not None, lobby.message
    assert board.match.remote and board.match.local == 0


# --- joining ------------------------------------------------------------------------------------


def test_join__lists_the_tables_advertised_on_this_network(shots):
    from game.net.discovery import LoopbackDiscovery, TableAd

    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    app.push(JoinTableScene(app))
    app.step(0.016)
    join = app.stack.top
    assert not [b for b in join.buttons if " at " in b.label]
    friend = LoopbackDiscovery()
    friend.advertise(TableAd("Mei", "127.0.0.1", 52100, 3, 2, RULES_VERSION))
    old = LoopbackDiscovery()
    old.advertise(TableAd("Study", "127.0.0.1", 50000, 2, 1, RULES_VERSION + 1))
    app.step(1.1)  # refreshed each second
    mei = next(b for b in join.buttons if b.label.startswith("Mei"))
    study = next(b for b in join.buttons if b.label.startswith("Study"))
    assert "127.0.0.1:52100" in mei.label and "2 open seats" in mei.label
    assert not study.enabled
    assert "This table plays a different version of Lionwake" in study.label
    click(app, mei.rect.center)
    assert join.address == "127.0.0.1:52100" and join.typing == "code"
    _type(app, "abcd efgh")
    assert join.code == "ABCDEFGH"
    friend.close()
    app.step(1.1)
    assert not [b for b in join.buttons if b.label.startswith("Mei")]


def test_join__a_pasted_invitation_fills_the_fields_and_other_text_is_refused(monkeypatch, shots):
    app = make_app()
    shots(app)
    app.push(JoinTableScene(app))
    app.step(0.016)
    join = app.stack.top
    monkeypatch.setattr(
        clipboard, "paste", lambda: "come play: lionwake://127.0.0.1:5555/ABCD-EFGH"
    )
    click(app, button(join.buttons, "Paste invitation").rect.center)
    assert (join.address, join.code) == ("127.0.0.1:5555", "ABCD-EFGH")
    assert not join.refused
    monkeypatch.setattr(clipboard, "paste", lambda: "see you at eight")
    click(app, button(join.buttons, "Paste invitation").rect.center)
    assert join.refused and "No table address found" in join.message
    monkeypatch.setattr(clipboard, "paste", lambda: "")
    click(app, button(join.buttons, "Paste invitation").rect.center)
    assert join.refused and "clipboard holds no invitation" in join.message


def _join_with(app, port: int, code: str) -> JoinTableScene:
    app.push(JoinTableScene(app))
    app.step(0.016)
    join = app.stack.top
    _type(app, f"127.0.0.1:{port}")
    key(app, pygame.K_TAB)  # to the code field (Tab walks the controls; the field takes the typing)
    while join.typing != "code":
        key(app, pygame.K_TAB)
    _type(app, code)
    key(app, pygame.K_RETURN)
    return join


def test_join__a_wrong_code_is_refused_in_words(shots):
    hosted = _host(["human", "human"])
    net_session.set_hosted(hosted)  # (closed after the test)
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    wrong = "ABCD-EFGH" if hosted.codes[1] != "ABCDEFGH" else "HGFE-DCBA"
    join = _join_with(app, hosted.port, wrong)
    # "Joining" shows until the host answers (a quick host can answer within the Return key's frame)
    assert join.refused or (join.joining is not None and "Joining" in join.message)
    _until(app, lambda: join.refused)
    assert join.message == "No seat at this table has that code."
    assert join.joining is None and app.stack.top is join


def test_join__a_port_nobody_listens_on_is_said(monkeypatch, shots):
    import socket

    from game.ui.scenes import join_table

    monkeypatch.setattr(join_table, "NO_ANSWER", 0.5)
    with socket.socket() as probe:  # a free port on this machine, then nobody on it
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    join = _join_with(app, port, "ABCD-EFGH")
    _until(app, lambda: join.refused)
    assert f"127.0.0.1:{port}" in join.message
    key(app, pygame.K_ESCAPE)  # stops trying
    assert join.joining is None and app.stack.top is join
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_join__the_hosts_code_for_a_seat_reaches_the_board(shots):
    hosted = _host(["human", "human"])
    net_session.set_hosted(hosted)
    app = make_app()
    shots(app)
    app.push(MenuScene(app))
    join = _join_with(app, hosted.port, hosted.codes[1])
    _until(app, lambda: _board(app) is not None or join.refused)
    board = _board(app)
    assert board is not None, join.message
    assert board.match.local == 1 and board.match.remote


# --- the chat strip -----------------------------------------------------------------------------


def test_chat__types_any_language_sends_on_enter_and_quick_phrases_by_click():
    from game.ui import theme as T

    pygame.display.init()
    surface = pygame.Surface((1280, 720))
    theme = T.Theme()
    theme.resize((1280, 720))
    said = []
    chat = ChatBox(lambda text, phrase: said.append((text, phrase)), theme=theme)
    chat.layout(pygame.Rect(900, 400, 360, 300))
    chat.set_lines(
        [("Crimson", "Hello!", T.player_colour(0)), ("Azure", "你好 " * 40, (0, 0, 255))]
    )
    chat.draw(surface)
    letter = pygame.event.Event(pygame.TEXTINPUT, text="a")
    assert not chat.handle_event(letter)  # not focused: the board's keys stay the board's
    click_at = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=chat.field.center)
    assert chat.handle_event(click_at) and chat.focused
    chat.handle_event(pygame.event.Event(pygame.TEXTEDITING, text="ni", start=0, length=2))
    assert chat.editing == "ni"
    chat.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="你好"))
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r")
    assert chat.handle_event(enter)
    assert said == [("你好", "")] and chat.text == ""
    chat.handle_event(pygame.event.Event(pygame.TEXTINPUT, text="x" * 500))
    assert len(chat.text) == MAX_CHARS
    escape = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")
    assert chat.handle_event(escape) and not chat.focused
    hello = chat.buttons[0]
    press = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=hello.rect.center)
    assert chat.handle_event(press)
    assert said[-1] == ("", "hello") and hello.label == "Hello!"
    assert all(chat.rect.contains(b.rect) for b in chat.buttons)
    assert chat.rect.contains(chat.field) and chat.log_rect.bottom <= chat.field.top


# --- legibility: nothing under 12 px, nothing cut ------------------------------------------------


def test_screens__no_text_under_12_px_or_cut_at_1280x720(monkeypatch, shots):
    from game.net.discovery import LoopbackDiscovery, TableAd
    from game.ui import theme as T
    from game.ui.legibility import SMALLEST_PX, fonts_recorded

    hosted = _host(["human", "human", "human", "strong"])
    LoopbackDiscovery().advertise(TableAd("Mei", "127.0.0.1", 52100, 3, 2, RULES_VERSION + 1))
    with fonts_recorded() as drawn:
        app = make_app()
        shots(app)
        app.push(MenuScene(app))
        app.step(0.016)
        app.push(make("new_game", app, host=True))
        app.step(0.016)
        app.push(make("host_table", app, hosted))
        app.step(0.016)
        lobby = app.stack.top
        assert not lobby.text.problems(app.screen.get_rect(), lobby.buttons)
        app.push(make("join_table", app))
        app.step(0.016)
        join = app.stack.top
        assert not join.text.problems(app.screen.get_rect(), join.buttons)
        chat = ChatBox(lambda text, phrase: None, theme=app.theme)
        chat.layout(pygame.Rect(900, 420, 360, 280))
        chat.set_lines([("Crimson", "Good luck!", T.player_colour(0))])
        chat.draw(app.screen)
    small = {text for (text, px) in drawn if px < SMALLEST_PX and text.strip()}
    cut = {text for (text, _px) in drawn if text.endswith("…")} - {"Let me think…", "Joining…"}
    assert not small and not cut
