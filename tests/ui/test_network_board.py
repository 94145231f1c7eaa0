"""Issue 44, the board of a network game, headless: the screen is always this window's seat (no
hand-off screen, ever), another seat's turn says "Azure is deciding…", a decision made at the table
animates and my choices then appear, my own decision is greyed until the host answers, a refusal is
said and my choices come back, everyone sees "Waiting for Azure to reconnect" while the deciding
seat is away (the host may then give it to a computer), and the chat shows what was said.

The host here is the network's own `Table` (game.net.table) behind a connection that hands its
messages over in the same process: the board sees exactly the messages a real host sends, without
timing (tests/net/test_remote.py plays over real WebSockets)."""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.actions import from_dict
from game.core.decisions import DecisionKind
from game.net.protocol import FROM_HOST, SPECTATOR, Kind, Reason, encode, message, parse, refused
from game.net.remote import ConnStatus, RemoteMatch
from game.net.table import Table
from game.session.match import Match
from game.text.net import reason_text
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene

from .driver import click, make_app
from .scenario import match_at_first_turn
from .test_map_clear_of_decision import _tile_rects

ME, OTHER = 0, 1


def wire(msg: dict) -> dict:
    """A message as it arrives: encoded, sent and read back (`game.net.protocol`)."""
    return parse(encode(msg), FROM_HOST)


class Hub:
    """A table and the seats' in-process connections (what `Host` does, minus the sockets)."""

    def __init__(self, match: Match) -> None:
        self.table = Table(match.config, match=match)
        self.links: dict[int, Link] = {}
        self.away: set[int] = set()

    def connect(self, seat: int) -> Link:
        link = Link(self, seat)
        self.links[seat] = link
        self.deliver(self.table.join(self.table.codes[seat]))
        self.presence()
        return link

    def presence(self) -> None:
        here = {s for s in self.links if s not in self.away}
        for s, link in self.links.items():
            link.inbox.append(wire(self.table.presence_message(here, s)))

    def deliver(self, out) -> None:
        for seat, msg in out:
            if seat in self.links:
                self.links[seat].inbox.append(wire(msg))

    def other_plays(self, pick=0) -> None:
        """The other seat decides at its own computer."""
        legal = self.table.match.legal()
        self.deliver(self.table.submit(self.table.codes[OTHER], legal[pick].to_dict()))


class Link:
    """Duck-types `game.net.remote.Connection`."""

    def __init__(self, hub: Hub, seat: int) -> None:
        self.hub, self.seat = hub, seat
        self.status = ConnStatus.JOINED
        self.refusal = None
        self.inbox: list[dict] = []
        self.hold = False  # the host has not answered yet
        self.sent: list[dict] = []
        self.said: list[tuple[str, str]] = []
        self.closed = False

    def poll(self) -> list[dict]:
        out, self.inbox = self.inbox, []
        return out

    def has_mail(self) -> bool:
        return bool(self.inbox)

    def send_action(self, action: dict) -> bool:
        self.sent.append(action)
        if not self.hold:
            self.hub.deliver(self.hub.table.submit(self.hub.table.codes[self.seat], action))
        return True

    def say(self, text: str = "", phrase: str = "") -> bool:
        self.said.append((text, phrase))
        return True

    def close(self) -> None:
        self.closed = True
        self.status = ConnStatus.CLOSED


class Hosted:
    def __init__(self) -> None:
        self.replaced: list[tuple[int, str]] = []
        self.closed = False

    def replace(self, seat: int, kind: str) -> None:
        self.replaced.append((seat, kind))

    def close(self) -> None:
        self.closed = True


def network_board(size=(1280, 720), pct: int = 100, seed: int = 2):
    hub = Hub(match_at_first_turn(2, seed))
    match = RemoteMatch(hub.connect(ME))
    hub.connect(OTHER)  # (its window is not drawn here: the test plays its decisions)
    match.update()
    assert match.ready and match.local == ME
    app = make_app(size)
    app.settings.ui_scale = pct
    app.apply_look()
    board = BoardScene(app, match, viewer=match.local)
    app.push(board)
    step(app)
    return hub, match, app, board


def step(app, frames: int = 3) -> None:
    for _ in range(frames):
        app.step(0.016)
        assert not any(isinstance(s, HandoffScene) for s in app.stack.scenes)


def my_turn_ends(hub, match, app, board) -> None:
    """Play my first choices until the other seat decides (all through the board)."""
    for _ in range(60):
        if match.pending.seat == OTHER:
            return
        assert board.choices is not None, "my choices are on the board when I decide"
        board.take(board.buttons[0].action if board.buttons else match.legal()[0])
        step(app)
    raise AssertionError("my turn never ended")


def other_turn_ends(hub, match, app) -> int:
    """The other seat plays at its computer until I decide; how many of its decisions it took."""
    n = 0
    while hub.table.match.pending.seat == OTHER:
        hub.other_plays()
        n += 1
        step(app)
    for _ in range(200):  # its changes play one at a time
        step(app, 1)
        top = app.stack.top
        if top.scene_name != "battle" and match.pending.seat == ME and top.choices is not None:
            return n
        if app.stack.top.scene_name == "battle":
            app.stack.pop()
            app.stack.top.resume()
    raise AssertionError("my choices never came back")


def shot(app, name: str) -> None:
    pygame.image.save(app.screen, f"/tmp/remote-{name}.png")


def test_other_seats_turn_says_deciding_and_its_change_animates_then_my_choices_appear():
    hub, match, app, board = network_board()
    assert board.viewer == ME and not board.public
    if match.pending.seat == ME:
        my_turn_ends(hub, match, app, board)
    assert board.choices is None  # nothing of another seat's to choose
    assert board.top_bar.prompt == "Azure is deciding…"
    assert board.viewer == ME  # never the other seat's screen
    shot(app, "deciding")
    app.settings.animation_speed = 1.0
    before = len(match.log)
    hub.other_plays()
    step(app, 1)
    assert board.animator.busy or board.turns.lit, "a change from the table is shown"
    assert len(match.log) > before  # ... and logged
    other_turn_ends(hub, match, app)
    board = app.stack.top
    assert board.choices is not None and board.viewer == ME
    assert all(b.enabled for b in board.buttons)


def test_my_decision_is_greyed_until_the_host_answers_and_a_refusal_gives_it_back():
    hub, match, app, board = network_board()
    if match.pending.seat == OTHER:
        other_turn_ends(hub, match, app)
        board = app.stack.top
    link = hub.links[ME]
    link.hold = True
    action = board.buttons[0].action
    board.take(action)
    step(app)
    assert match.awaiting and link.sent == [action.to_dict()]
    assert board.buttons and not any(b.enabled for b in board.buttons)
    assert board.top_bar.prompt == "Sent to the host…"
    shot(app, "sent")
    board.take(action)  # a second click sends nothing more
    assert len(link.sent) == 1
    link.inbox.append(refused(Reason.NOT_YOUR_TURN))
    step(app)
    assert board.message == reason_text("not_your_turn") and board.message_time > 0
    assert not match.awaiting and board.choices is not None
    assert all(b.enabled for b in board.buttons)
    shot(app, "refused")
    link.hold = False
    board.take(board.buttons[0].action)  # the host answers this time: the table moves on
    step(app)
    assert from_dict(link.sent[-1]) in hub.table.match.game.history


def test_everyone_waits_for_the_deciding_seat_and_the_host_may_replace_it():
    hub, match, app, board = network_board()
    if match.pending.seat == ME:
        my_turn_ends(hub, match, app, board)
    hosted = Hosted()
    match.hosted = hosted
    hub.away.add(OTHER)
    hub.presence()
    step(app)
    assert not match.connected(OTHER)
    assert board.net.banner_text == "Waiting for Azure to reconnect"
    assert board.top_bar.prompt == "Waiting for Azure to reconnect"
    assert board.net.replace is None  # not before it has been away a while
    match.away_since[OTHER] = time.monotonic() - 31
    step(app)
    assert board.net.replace is not None
    shot(app, "waiting")
    # the banner and its button are on the decision's strip: no tile of the map is under them
    tiles = _tile_rects(board)
    assert tiles and board.net.banner.collidelist(tiles) < 0
    assert board.net.replace.rect.collidelist(tiles) < 0
    click(app, board.net.replace.rect.center)
    assert hosted.replaced == [(OTHER, "greedy")]
    hub.away.clear()
    hub.presence()
    step(app)
    assert board.net.banner_text == ""


def test_the_connections_own_trouble_is_said_and_leaving_closes_it():
    hub, match, app, board = network_board()
    link = hub.links[ME]
    link.status = ConnStatus.RECONNECTING
    step(app)
    assert board.net.banner_text == "Reconnecting to the host…"
    link.status = ConnStatus.JOINED
    match.hosted = hosted = Hosted()
    board.open_pause()
    step(app)
    pause = app.stack.top
    assert pause._note().startswith("Your table is saved after every decision")
    pause._leave()  # the host is asked first: friends at the table would be disconnected
    question = app.stack.top
    assert question.question == "Close the table?" and not (link.closed or hosted.closed)
    question.on_yes()
    assert link.closed and hosted.closed
    assert type(app.stack.top).__name__ == "MenuScene"


def test_the_chat_shows_what_was_said_and_sends_a_phrase():
    hub, match, app, board = network_board()
    for link in hub.links.values():
        link.inbox.append(message(Kind.CHAT, seat=OTHER, text="", phrase="good_luck"))
        link.inbox.append(message(Kind.CHAT, seat=ME, text="Thanks, you too", phrase=""))
    step(app)
    chat = next(b for b in board.bar_buttons() if b.action == "chat")
    assert chat.label == "Chat (2)"
    click(app, chat.rect.center)
    step(app)
    box = board.net.chat
    assert box is not None and board.net.chat_open
    assert box.lines[0][:2] == ("Azure", "Good luck!")
    assert box.lines[1][:2] == ("Crimson", "Thanks, you too")
    shot(app, "chat")
    click(app, box.buttons[0].rect.center)
    assert hub.links[ME].said == [("", "hello")]


@pytest.mark.parametrize(
    ("size", "pct"),
    [((1280, 720), 100), ((1280, 720), 200), ((1920, 1080), 100), ((1920, 1080), 200)],
)
def test_screenshots_at_window_sizes_and_scales(size, pct):
    hub, match, app, board = network_board(size, pct)
    if match.pending.seat == ME:
        my_turn_ends(hub, match, app, board)
    hub.away.add(OTHER)
    hub.presence()
    for link in hub.links.values():
        link.inbox.append(message(Kind.CHAT, seat=OTHER, text="brb, the kettle", phrase=""))
    step(app)
    board.net.toggle_chat()
    step(app)
    assert board.net.banner_text == "Waiting for Azure to reconnect"
    w, h = size
    shot(app, f"{w}x{h}-{pct}")
    assert board.net.chat.rect.colliderect(board.net.banner) is False


def test_the_setup_draft_on_a_network_game_never_hands_off_and_says_who_decides():
    from game.core import Config

    hub = Hub(Match(Config(players=2, seed=6)))
    match = RemoteMatch(hub.connect(ME))
    hub.connect(OTHER)
    match.update()
    app = make_app()
    app.push(BoardScene(app, match, viewer=match.local))
    step(app)
    saw_other = saw_row = False
    for _ in range(40):
        scene = app.stack.top
        if scene.scene_name != "setup_draft":
            break
        assert scene.viewer == ME
        if match.pending.seat == OTHER:
            assert "Azure is deciding…" in scene._prompt()
            assert scene.cards == []  # nothing of mine to take
            if match.pending.kind == DecisionKind.CHOOSE_LION_ROW:  # the face-up row is shown
                row = match.game.state.lion_row
                assert row and [a.lion for a, _ in scene.options()] == list(row)
                shot(app, "draft-watching-row")
                saw_row = True
            saw_other = True
            hub.other_plays()
        else:
            legal = match.legal()
            scene.take(scene.options()[0][0] if scene.cards else legal[0])
            assert match.awaiting or match.refusals
        step(app)
    assert saw_other and saw_row
    assert app.stack.top.scene_name == "board" and app.stack.top.viewer == ME


def test_the_window_sleeps_while_another_seat_thinks_and_wakes_for_the_host():
    """No frames are drawn for nothing while a friend decides (issue 41's idle loop holds on a
    network game): only a message from the host, or my decision waiting for it, asks for them."""
    hub, match, app, board = network_board()
    if match.pending.seat == ME:
        my_turn_ends(hub, match, app, board)
    for _ in range(600):  # what my decision started plays out
        if not board.busy():
            break
        step(app, 1)
    assert not board.busy() and board.top_bar.prompt == "Azure is deciding…"
    hub.other_plays()
    assert board.busy()  # the host's message waits to be shown


def test_a_spectator_watches_the_deciding_seat_with_every_hand_face_down():
    """A spectator's code (game.server --spectators) opens the same board: the seat deciding is
    shown, its hand face down, and nothing can be chosen."""
    hub = Hub(match_at_first_turn(2, 2))
    hub.table = Table(hub.table.match.config, match=hub.table.match, spectators=True)
    hub.connect(ME), hub.connect(OTHER)
    watcher = Link(hub, SPECTATOR)
    hub.links[SPECTATOR] = watcher
    hub.deliver(hub.table.join(hub.table.spectator_code))
    hub.presence()
    match = RemoteMatch(watcher)
    match.update()
    assert match.ready and match.local == SPECTATOR
    assert all(c == -1 for p in match.game.state.players for c in p.hand)
    app = make_app()
    board = BoardScene(app, match, viewer=match.local)
    app.push(board)
    step(app)
    decider = match.pending.seat
    assert board.public and board.viewer == decider and board.choices is None
    hub.deliver(hub.table.submit(hub.table.codes[decider], hub.table.match.legal()[0].to_dict()))
    for _ in range(200):
        step(app, 1)
    assert app.stack.top.viewer == match.pending.seat  # it follows whoever decides
    shot(app, "spectator")
