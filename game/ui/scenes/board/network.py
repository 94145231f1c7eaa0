"""The board of a network game (issue 44, "While playing"): the seat at this computer only.

On a `game.net.remote.RemoteMatch` the screen is always this window's seat (`match.local`): no
hand-off screen, no computer move chosen here.  Each frame the board takes what the host sent
(`follow`): a decision made at the table is animated exactly as a computer's move is after
`TurnFlow.take` (its events queued, its changes lit, what it did said, the battle screen on a dice
roll), one decision at a time; a refusal is said and my choices come back.  `NetPanel` draws the
network's part of the board: who is connected (a dot, or "away", per seat in the top bar), the
banner "Reconnecting to the host…" or "Waiting for Azure to reconnect" (with "Replace with a
computer" for the host once that seat has been away `REPLACE_AFTER` seconds), and the chat.
"""

from __future__ import annotations

import pygame

from game.core import events as E
from game.core.decisions import DecisionKind
from game.i18n import _
from game.session.choices import choices_for
from game.text.moves import move_line
from game.text.names import seat_name
from game.text.net_status import (
    away_text,
    chat_words,
    deciding_text,
    replace_text,
    replace_tip,
    said_text,
    sent_text,
    status_text,
    waiting_text,
)

from ... import theme as T
from ...chat import ChatBox
from ...net_play import needs_frames, wake_on_messages
from ...scene import make
from ...widgets import Button, draw_text, draw_tooltip, panel
from . import highlights

#: seconds a seat must have been away before the host may give it to a computer
REPLACE_AFTER = 30.0
#: the computer that takes a seat replaced from the banner
REPLACE_KIND = "greedy"


# --- the turn flow ---------------------------------------------------------------------------------


def next_decision(turns) -> None:
    """`TurnFlow.next_decision` on a network game: my choices when I decide (none while my last
    decision waits for the host), nobody else's; never a hand-off or a computer move here."""
    board, match = turns.board, turns.match
    turns.computer = None
    turns.waiting = False
    turns.viewer = turns.person = match.local
    if match.local < 0:  # a spectator watches the seat deciding (its hand face down: `public`)
        turns.viewer = match.pending.seat if match.pending.seat >= 0 else max(turns.viewer, 0)
    board.intents.reset()
    board.keys.reset()
    turns.choices = None
    seat = match.pending.seat
    if seat == match.local and seat >= 0:
        legal = match.legal()
        if legal:
            turns.choices = choices_for(turns.view(), legal)
    board.decision_changed(new=True)


def take(turns, action) -> None:
    """My decision goes to the host; the choices stay, greyed, until it answers."""
    if turns.match.awaiting:
        return
    turns.match.apply(action)
    turns.board.decision_changed()


def follow(turns) -> bool:
    """Take what the host sent (one decision at a time, once the last has played) and show it.
    Whether the board is still on top."""
    board, match = turns.board, turns.match
    if board.animator.busy or board.app.stack.top is not board:
        match.update(0)  # presence and chat only: the next decision waits for this one to play
        return True
    revision = match.revision
    points = board.hits.snapshot()  # where things are before the change (where flights start)
    changes = match.update(1)
    for why in _drain(match.refusals):
        board.say(said_text(str(why)))
        if match.revision == revision and not changes:
            turns.next_decision()  # my choices come back
    if changes:
        show_change(turns, changes[0], points)
    elif match.revision != revision:
        turns.next_decision()  # a view without a decision: (re)joined, the table as it stands
    return board.app.stack.top is board


def _drain(items: list) -> list:
    out = list(items)
    items.clear()
    return out


def show_change(turns, change, points) -> None:
    """Animate a decision made at the table as `TurnFlow.take` animates a computer's move."""
    board, match = turns.board, turns.match
    seat, events, before = change.seat, change.events, change.before
    board.animator.queue(before, events, points.point)
    other = seat != turns.viewer
    row = list(match.game.state.drum_row)
    turns.lit = highlights.lit_by(events, list(before.drum_row), row, seat if other else -1)
    turns.nian_card = highlights.nian_card_after(events, turns.nian_card)
    turns.lit_seat = seat
    if other:
        # (the action itself is not sent: its events say what it did, as move_line words them)
        said = move_line(match.game.state, before, seat, DecisionKind.REST_RETAIN, None, events)
        turns.said = said or turns.said
    turns._say_passed_over(events)
    turns.choices = None
    board.decision_changed()
    if any(isinstance(e, E.DiceRolled) for e in events):
        fighter = next((e.seat for e in events if isinstance(e, E.BattleResolved)), seat)
        mine = fighter == turns.viewer
        pace = 0.0 if mine else 1.0 + 2 * board.app.settings.computer_pace
        label = "" if match.is_human(fighter) else match.seat_label(fighter)
        board.app.push(
            make("battle", board.app, before, events, match.game.state, pace, label=label)
        )
        return
    turns.next_decision()


def top_prompt(board, prompt: str, who: str, seat: int) -> tuple[str, str, bool]:
    """The top bar's words on a network game: (prompt, who, spinner) — "Azure is deciding…" (or
    waiting for it to reconnect) while another seat decides, "Sent to the host…" while mine
    waits for its answer."""
    match = board.match
    if seat >= 0 and seat != match.local:
        if not match.connected(seat):
            return waiting_text(seat), T.player_mark(seat), False
        # (no spinner: a person may think for minutes, and the window sleeps meanwhile)
        return deciding_text(seat), T.player_mark(seat), False
    if getattr(match, "awaiting", False):
        return sent_text(), who, True
    return prompt, who, False


# --- the network's part of the screen ---------------------------------------------------------------


class NetPanel:
    """Who is connected, the banner, the host's Replace button and the chat of a network game."""

    def __init__(self, board) -> None:
        self.board = board
        wake_on_messages(board.match)
        self.chat_open = False
        self.chat = None  # game.ui.chat.ChatBox, made when first opened
        self.chat_seen = 0  # chat lines read (the Chat button counts the others)
        self.replace: Button | None = None
        self.banner = pygame.Rect(0, 0, 0, 0)
        self.banner_text = ""

    @property
    def match(self):
        return self.board.match

    def busy(self) -> bool:
        return needs_frames(self.match)

    # --- the chat -------------------------------------------------------------------------------

    def toggle_chat(self) -> None:
        self.chat_open = not self.chat_open
        if self.chat_open and self._chatbox() is not None:
            self._place_chat()
            self.chat.focus()
        elif self.chat is not None:
            self.chat.unfocus()

    def chat_label(self) -> str:
        new = len(self.match.chat) - self.chat_seen if not self.chat_open else 0
        return _("Chat ({n})").format(n=new) if new > 0 else _("Chat")

    def _chatbox(self):
        if self.chat is None:
            self.chat = ChatBox(self._send, self.board.theme)
        return self.chat

    def _send(self, text: str, phrase: str) -> None:
        if not self.match.say(text=text, phrase=phrase):
            self.board.say(said_text(str(self.match.status)))

    def _place_chat(self) -> None:
        theme, r = self.board.theme, self.board.table.regions
        if r is None or self.chat is None:
            return
        v = r.village  # (in the tabbed layout: the panel of the tab shown)
        margin = theme.px(8)
        if self.board.table.tabbed:  # large UI scales: across the panel, the phrases in few rows
            w = v.width - 2 * margin
        else:
            w = min(theme.px(400), max(theme.px(240), v.width * 45 // 100), v.width - 2 * margin)
        top = v.y + margin
        h = min(theme.px(300), v.bottom - margin - top)
        rect = pygame.Rect(0, 0, w, max(h, theme.px(120)))
        rect.bottomright = (v.right - margin, v.bottom - margin)
        self.chat.theme = theme
        self.chat.layout(rect)

    def chat_lines(self) -> list[tuple[str, str, tuple]]:
        return [
            (seat_name(seat), chat_words(text, phrase), T.player_colour(seat))
            for seat, text, phrase in self.match.chat
        ]

    # --- input ----------------------------------------------------------------------------------

    def handle_event(self, event) -> bool:
        """The Replace button and the open chat take their events first."""
        if self.replace is not None and self.replace.handle(event):
            return True
        if self.chat_open and self.chat is not None:
            if self.chat.handle_event(event):
                return True
            if self.chat.focused and event.type in (pygame.KEYDOWN, pygame.TEXTINPUT):
                return True  # typing: no key reaches the board
            if event.type == pygame.MOUSEBUTTONDOWN and self.chat.rect.collidepoint(event.pos):
                return True
        return False

    def replace_seat(self, seat: int) -> None:
        hosted = self.match.hosted
        if hosted is not None:
            hosted.replace(seat, REPLACE_KIND)

    # --- drawing --------------------------------------------------------------------------------

    def draw_presence(self, surface, right: int) -> int:
        """Each seat's connection at the right of the top bar, ending at `right`: its colour's
        dot, hollow with "away" while that player is not connected.  Returns where they start."""
        board, match = self.board, self.match
        theme = board.theme
        if not match.presence:
            return right
        r = board.table.regions.top
        font = theme.font(12)
        d = theme.px(10)
        x = right
        for s in reversed(range(len(match.seats))):
            here = match.connected(s)
            colour = T.player_colour(s)
            if not here:
                x = draw_text(
                    surface, away_text(), font, T.TEXT_DIM, (x, r.centery), anchor="midright"
                ).x
                x -= theme.px(3)
            centre = (x - d // 2, r.centery)
            pygame.draw.circle(surface, colour, centre, d // 2, 0 if here else max(1, d // 5))
            if s == match.local:
                pygame.draw.circle(surface, T.GOLD, centre, d // 2 + theme.px(2), 1)
            x -= d + theme.px(8)
        return x - theme.px(4)

    def banner_words(self) -> str:
        """The connection's trouble, or that everyone waits for the seat deciding ('' if none)."""
        match = self.match
        refusal = getattr(match.connection, "refusal", None)
        if refusal is not None:  # the host will not seat me (my seat was given to a computer...)
            return said_text(str(refusal))
        words = status_text(str(match.status))
        if words:
            return words
        seat = match.pending.seat if match.game is not None else -1
        if seat >= 0 and not match.connected(seat):
            return waiting_text(seat)
        return ""

    def draw(self, surface) -> None:
        board, match = self.board, self.match
        theme = board.theme
        # the banner goes on the decision's strip, which is empty while another seat decides and
        # which the map keeps clear of (nothing on the map is hidden behind it)
        strip = board.table.regions.decision
        self.banner_text = words = self.banner_words()
        self.replace = None
        self.banner = pygame.Rect(0, 0, 0, 0)
        if words:
            room = strip.inflate(0, theme.px(12)) if board.table.tabbed else strip
            font = next(  # the largest that fits the strip's height (a thin strip when tabbed)
                (
                    f
                    for f in (theme.font(n, bold=True) for n in (16, 14, 13, 12))
                    if f.get_linesize() + theme.px(6) <= room.height
                ),
                theme.font(12, bold=True),
            )
            seat = match.pending.seat
            offer = (
                match.hosted is not None
                and seat >= 0
                and seat != match.local
                and not match.connected(seat)
                and match.away_for(seat) >= REPLACE_AFTER
            )
            bw = 0
            if offer:
                label = replace_text()
                bw = Button(label, None).fit_width(theme)
            w = min(strip.width, font.size(words)[0] + theme.px(32) + bw)
            h = min(theme.px(44), max(room.height, font.get_linesize() + theme.px(6)))
            rect = pygame.Rect(room.x, room.y, w, h)
            panel(surface, rect, fill=T.TABLE_DARK, border=T.GOLD)
            x = rect.x + theme.px(16)
            draw_text(surface, words, font, T.TEXT, (x, rect.centery), anchor="midleft")
            if offer:
                b = Button(
                    replace_text(),
                    lambda s=seat: self.replace_seat(s),
                    pygame.Rect(rect.right - bw - theme.px(8), rect.y + theme.px(6), bw, 0),
                    tooltip=replace_tip(seat),
                )
                b.rect.height = rect.height - theme.px(12)
                b.hovered = b.rect.collidepoint(board.pointer.mouse)
                b.draw(surface, theme)
                self.replace = b
                if b.hovered:
                    draw_tooltip(surface, theme, [b.tooltip], board.pointer.mouse)
            self.banner = rect
        if self.chat_open and self._chatbox() is not None:
            self._place_chat()
            self.chat.set_lines(self.chat_lines())
            self.chat.draw(surface)
            self.chat_seen = len(match.chat)
