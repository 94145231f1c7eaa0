"""The board's turn flow: who decides next, the hand-off between people, computer pacing, and
applying a decision (its events to the animator, its changes lit).

Hot-seat privacy: the screen shows the view of the seat whose turn it is; a hand-off screen comes
between two people's decisions, never merely because a computer played in between.  Computer seats:
while one decides (and while its moves play out) the screen shows that seat's public area with its
hand face down; Skip finishes its move at once without animation, Skip to my turn does so for every
computer move until a person decides.  A click or key that hurried a computer does not land on a
person's choices: input is held back a moment after the turn passes to a person (`GUARD_SECONDS`),
and the hand-off screen likewise.  Undo (issue 8) takes back the last decision of this turn while
nothing new has been revealed.
"""

from __future__ import annotations

import pygame

from game.core import IllegalAction
from game.core import actions as A
from game.core import events as E
from game.core.decisions import SETUP
from game.i18n import _, ngettext
from game.session.choices import Choices, choices_for
from game.session.computer import ComputerMove
from game.text.log import skipped_text
from game.text.match import why_not_undo_text
from game.text.moves import move_line
from game.text.names import seat_name
from game.text.reasons import cannot_undo, refusal_text

from ... import theme as T
from ...net_play import is_remote
from ...scene import make
from . import highlights, network

#: After a computer's turn, the board takes no click or key for this long once the turn passes to
#: a person who was hurrying the computer along (each such click held back starts it again).
GUARD_SECONDS = 0.4
#: A click or key that hurried a computer this recently counts as "still hurrying".
HURRY_MEMORY = 1.5


class TurnFlow:
    """The decisions of one board: who is deciding, what they may choose, and taking it."""

    def __init__(self, board, viewer: int) -> None:
        self.board = board  # the scene: its app, match, animator, layout and guide
        match = board.match
        self.viewer = viewer  # the seat whose eyes the screen shows (-1: nobody's yet)
        self.person = viewer if match.is_human(viewer) else -1  # the person at the screen
        self.choices: Choices | None = None
        self.computer: ComputerMove | None = None
        self.waiting = False  # the screen turns to the next seat once the last move has played
        self.clock = 0.0  # seconds this board has been on top (spinner, hurry guard)
        self.hurried_at = -HURRY_MEMORY  # when a click or key last hurried a computer
        self.guard_until = 0.0  # the board takes no click or key before this (`GUARD_SECONDS`)
        self.skip_once = False  # Skip: the computer's move being made plays without animation
        self.fast = False  # Skip to my turn: every computer move does, until a person decides
        self.said = ""  # what the computer on screen did last (the top bar says it)
        self.lit: dict[tuple, tuple] = {}  # what the last decision changed (`highlights`)
        self.lit_seat = -1  # whose area `lit`'s own-area keys belong to
        self.nian_card: list[int] = []  # Solo: [card, option taken or -1]
        self.remote = is_remote(match)  # issue 44: this window's seat at a network table
        if self.remote:
            self.viewer = self.person = match.local

    @property
    def match(self):
        return self.board.match

    # --- whose eyes ----------------------------------------------------------------------------------

    @property
    def public(self) -> bool:
        """Whether the area on show is a computer seat's, watched by the people at the table (its
        hand face down: nobody's hand is visible)."""
        if self.remote:  # a network game shows this window's seat only; a spectator (no seat)
            return self.match.local < 0  # watches the deciding seat's area, its hand face down
        return self.viewer >= 0 and not self.match.is_human(self.viewer)

    def view(self):
        if self.public:
            return self.match.view(-1)  # what everyone at the table may see: no hand at all
        return self.match.view(self.viewer if self.viewer >= 0 else 0)

    @property
    def computer_turn(self) -> bool:
        """A computer seat decides, or its last move still plays on screen."""
        if self.remote:
            return False  # (a network table's computers play at the host: nothing to hurry here)
        return self.public or not self.match.is_human(self.match.pending.seat)

    # --- the next decision ---------------------------------------------------------------------------

    def next_decision(self) -> None:
        """Work out who decides next, hand the screen over if needed, list the choices."""
        board, match = self.board, self.match
        if match.over:
            board.app.replace(make("scoring", board.app, match))
            return
        pending = match.pending
        if pending.kind in SETUP or len(match.game.state.village) == 0:
            board.app.replace(make("setup_draft", board.app, match))
            return
        if self.remote:
            network.next_decision(self)
            return
        seat = pending.seat
        human = match.is_human(seat)
        if human:
            self.computer = None
        elif self.computer is None or self.computer.seat != seat:
            self.computer = ComputerMove.start(match, seat, board.app.settings.computer_pace)
        board.intents.reset()
        board.keys.reset()
        self.choices = None
        if (
            seat != self.viewer
            and self.viewer >= 0
            and board.animator.busy
            and not (human and match.is_human(self.viewer))
        ):
            # the last move plays on in the area of the seat that made it; the screen turns to
            # `seat` when it is over (`update`)
            self.waiting = True
            board.decision_changed()
            return
        self.waiting = False
        if human:
            self._turn_to_person(seat)
        else:
            if seat != self.viewer:
                self.said = ""
                self.lit_seat = -1
                board.table.show_tab("player")  # its Lions and cards (leaps show the map)
            self.viewer = seat  # its public area: nobody's hand shows while a computer plays
            if self.fast:
                self.computer.hurry = True
        if human:
            self.choices = choices_for(self.view(), match.legal())
        board.decision_changed(new=True)

    def _turn_to_person(self, seat: int) -> None:
        """The screen turns to the person deciding: a hand-off first when someone else was at it
        (never merely because a computer played in between), and a moment's guard against the
        clicks that were hurrying a computer."""
        hurried = self.clock - self.hurried_at < HURRY_MEMORY and self.viewer != seat
        self.skip_once = self.fast = False
        self.viewer = seat
        if seat != self.person:
            previous, self.person = self.person, seat
            people = sum(self.match.is_human(s) for s in range(len(self.match.seats)))
            if previous >= 0 and people > 1:
                self.board.animator.skip()  # nothing of the last turn plays on after the hand-off
                guard = GUARD_SECONDS + 0.2 if hurried else 0.0
                app = self.board.app
                app.push(make("handoff", app, seat, self.match, guard=guard))
                return
        if hurried:
            self.guard_until = self.clock + GUARD_SECONDS

    def recall_last_moves(self) -> None:
        """A game taken up from its save shows what a player last saw: the last decision's changes
        lit, and in Solo the Nian's last card with the option it took."""
        self.nian_card = highlights.nian_card_after(self.match.events, self.nian_card)
        row = list(self.match.game.state.drum_row)
        self.lit = highlights.lit_by(self.match.last_events, row, row)

    # --- time ----------------------------------------------------------------------------------------

    def advance(self) -> bool:
        """Turn the screen once the last move has played, and play a computer's chosen move.
        Whether the board is still on top."""
        board = self.board
        if self.remote:
            return network.follow(self)  # what the host sent, one decision at a time
        if self.waiting and not board.animator.busy:
            self.next_decision()  # the last move has played: the screen turns to the next seat
            if board.app.stack.top is not board:
                return False
        self._computer_step()
        return True

    def _computer_step(self) -> None:
        """Play the computer's move once it is chosen, paced, and the last animation has played."""
        move = self.computer
        if move is None or self.waiting or self.board.animator.busy or not move.ready():
            return
        self.computer = None
        action = move.action
        if move.error is not None or action not in self.match.legal():
            self.board.say(
                _("{seat} (computer) could not decide; it takes the first choice").format(
                    seat=seat_name(move.seat)
                )
            )
            action = self.match.legal()[0]
        self.take(action)

    def busy(self) -> bool:
        """A computer thinks or waits for its pace, the screen waits to turn, or a guard or a hurry
        is counting down."""
        return (
            self.computer is not None
            or self.waiting
            or self.clock < self.guard_until
            or self.clock - self.hurried_at < HURRY_MEMORY
        )

    # --- hurrying a computer ---------------------------------------------------------------------------

    def hurried(self) -> None:
        """A click or key hurried the computer's paced move."""
        self.hurried_at = self.clock
        if self.computer is not None:
            self.computer.hurry = True

    def guarded(self, event) -> bool:
        """A click or a key that would take a decision, just after the turn passed from a computer
        to the person who was hurrying it: held back (and the guard starts again)."""
        if self.clock >= self.guard_until:
            return False
        taking = (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
            event.type == pygame.KEYDOWN
            and (
                event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                or pygame.K_1 <= event.key <= pygame.K_9
            )
        )
        if taking:
            self.guard_until = self.clock + GUARD_SECONDS
        return taking

    def skip_move(self) -> None:
        """Skip: the computer's move on screen is finished at once, without animation (the one it
        is thinking about, or the one playing)."""
        self.hurried_at = self.clock
        if self.board.animator.busy:
            self.board.animator.skip()
            return
        self.skip_once = True
        if self.computer is not None:
            self.computer.hurry = True

    def skip_to_turn(self) -> None:
        """Skip to my turn: every computer move until a person decides, without animation."""
        self.hurried_at = self.clock
        self.fast = True
        self.board.animator.skip()
        if self.computer is not None:
            self.computer.hurry = True

    # --- taking a decision ---------------------------------------------------------------------------

    def take(self, action: A.Action, confirmed: bool = False) -> None:
        """Apply a legal action, queue its events, and move on to the next decision.  With the
        "ask before ending a turn" setting on, a person ending the Perform step while Perform
        actions remain is asked first (`confirmed` is the answer)."""
        board, match = self.board, self.match
        seat = match.pending.seat
        if self.remote:
            if confirmed or not self._ask_before_ending(action):
                network.take(self, action)  # sent; the change comes back from the host
            else:
                self._confirm_end(action)
            return
        guide = board.tutorial
        if guide is not None and match.is_human(seat):
            why = guide.refuse(action)  # the guide allows only the move it points at
            if why:
                board.say(why)
                return
            confirmed = confirmed or guide.active
        if not confirmed and self._ask_before_ending(action):
            self._confirm_end(action)
            return
        points = board.hits.snapshot()  # where things are before the move (where flights start)
        try:
            before = match.game.state.copy()
            kind = match.pending.kind
            events = match.apply(action)
        except IllegalAction as exc:
            board.say(refusal_text(exc.reason))
            return
        if guide is not None:
            guide.taken(action, seat)
        computer = not match.is_human(seat)
        board.animator.queue(before, events, points.point)
        hurry = computer and (self.skip_once or self.fast)
        if hurry:
            board.animator.skip()  # Skip: the move is made at once, without animation
        row = list(match.game.state.drum_row)
        self.lit = highlights.lit_by(events, list(before.drum_row), row, seat if computer else -1)
        self.nian_card = highlights.nian_card_after(events, self.nian_card)
        self.lit_seat = seat
        if computer:
            tile = highlights.performed_tile(before, seat, action)
            if tile >= 0:  # it performed the action of the tile its Lion stands on
                self.lit[("tile", tile)] = T.HIGHLIGHT
            self.said = move_line(match.game.state, before, seat, kind, action, events) or self.said
            self.skip_once = False
        self._say_passed_over(events)
        if match.autosave is not None and match.autosave.problem:
            board.say(_("The game could not be saved: {why}").format(why=match.autosave.problem))
        self.choices = None  # the old choices are gone; the next decision is worked out below
        board.decision_changed()
        if any(isinstance(e, E.DiceRolled) for e in events) and not hurry:
            fighter = next(e.seat for e in events if isinstance(e, E.BattleResolved))
            human = match.is_human(fighter)
            pace = 0.0 if human else 1.0 + 2 * board.app.settings.computer_pace
            label = "" if human else match.seat_label(fighter)
            board.app.push(
                make("battle", board.app, before, events, match.game.state, pace, label=label)
            )
            return
        self.next_decision()

    def _say_passed_over(self, events: list[E.Event]) -> None:
        """Issue 42: a part of an effect that could not be carried out is said where the players
        look, with why ("Writing Spring Couplets not possible — ..."), as the log says; a
        computer's under its name."""
        match = self.match
        lines = [
            skipped_text(
                e, seat_name(e.seat) if match.is_human(e.seat) else match.seat_label(e.seat)
            )
            for e in events
            if isinstance(e, E.PerformSkipped)
        ]
        if lines:
            self.board.say(" ".join(dict.fromkeys(lines)))

    def _ask_before_ending(self, action: A.Action) -> bool:
        """Whether ending now should be confirmed: the setting is on, a person is ending the Perform
        step, and other Perform actions are still open to them."""
        match = self.match
        return (
            isinstance(action, A.EndPerform)
            and getattr(self.board.app.settings, "confirm_end_turn", False)
            and match.is_human(match.pending.seat)
            and any(isinstance(a, A.Perform) for a in match.legal())
        )

    def _confirm_end(self, action: A.Action) -> None:
        left = sum(isinstance(a, A.Perform) for a in self.match.legal())
        app = self.board.app
        app.push(
            make(
                "confirm",
                app,
                _("End the turn?"),
                ngettext(
                    "You could still perform {n} more action.",
                    "You could still perform {n} more actions.",
                    left,
                ).format(n=left)
                + " "
                + _("(Settings can turn this question off.)"),
                _("End the turn"),
                lambda: self.take(action, confirmed=True),
                _("Keep performing"),
            )
        )

    # --- undo ----------------------------------------------------------------------------------------

    def why_not_undo(self) -> str:
        """Why Undo is unavailable now ('' when it is available): the engine's reason, or that
        nobody at this screen is deciding."""
        why = why_not_undo_text(self.match.why_not_undo())
        guide = self.board.tutorial
        if not why and guide is not None and guide.active:
            why = _("not while the guide is running")
        if not why and (self.choices is None or self.match.pending.seat != self.viewer):
            why = _("nothing to undo now")
        return why

    def undo(self) -> None:
        """Issue 8, "Undo": take back the last decision of this turn; its animations are dropped and
        the screen shows the table as it was before it."""
        why = self.why_not_undo()
        if why:
            self.board.say(cannot_undo(why))
            return
        self.board.animator.skip()
        self.board.intents.reset(drag=True)
        self.match.undo()
        self.lit = {}
        self.choices = None
        self.next_decision()
