"""What pressing a thing on the table means, for the mouse and the keyboard alike.

The current decision's `Choices` (game.session.choices) say which keys take which action.  Some
choices take two steps: a Drum card is dragged (or, from the keyboard or by a click in the tabbed
layout, taken up) and put next to a Lion to Strike; a Motif is chosen in the market and then inked
on a space of a Lion's track.  This part holds those half-made choices and turns a press on a key,
a drop, or Enter on the keyboard focus into the action, or into the reason it cannot be taken.
"""

from __future__ import annotations

from game.core import actions as A
from game.core.decisions import DecisionKind
from game.i18n import _
from game.text.reasons import refusal_text

from ...decisions import Pressed

#: A card let go this far (in pixels at 100%) or less outside its place in the hand was clicked, not
#: dragged: it springs back without a word.
DRAG_SLOP = 6

NOTHING, TOOK, HOLD, MOTIF, SAID = (
    Pressed.NOTHING,
    Pressed.TOOK,
    Pressed.HOLD,
    Pressed.MOTIF,
    Pressed.SAID,
)


class Intents:
    """The half-made choices of the board, and what a press on a key does with them."""

    def __init__(self, board) -> None:
        self.board = board  # the scene: its turn flow takes the actions, its layout shows tabs
        self.selected_motif = -1  # a Motif chosen in the market, to be inked on a track space
        self.held_card = -1  # a Drum card taken up (keyboard, or a click), waiting for its Lion
        self.drag_card = -1  # a Drum card being dragged with the mouse
        self.drag_pos = (0, 0)

    def reset(self, drag: bool = False) -> None:
        """A new decision: nothing half-made is kept (with `drag`, not a dragged card either)."""
        self.selected_motif = -1
        self.held_card = -1
        if drag:
            self.drag_card = -1

    def put_back(self) -> None:
        """Right click or Esc: the card or Motif held goes back."""
        self.selected_motif = -1
        self.held_card = -1
        self.drag_card = -1

    def held(self) -> list[int]:
        """The Drum cards held now (dragged or taken up)."""
        return [c for c in (self.drag_card, self.held_card) if c >= 0]

    @property
    def choices(self):
        return self.board.turns.choices

    def press(self, key: tuple, click_in_hand: bool = False) -> Pressed:
        """A press on `key` (a click, or Enter on the keyboard focus): what it did.  A Drum card
        that can Strike is held (`HOLD`) unless `click_in_hand` and the card is a choice of its own."""
        ch = self.choices
        if ch is None:
            return NOTHING
        take = self.board.turns.take
        if self.held_card >= 0 and key[0] in ("lion", "track", "played"):
            action = ch.drags.get((self.held_card, key[1]))  # a card taken up goes to this Lion
            if action is not None:
                self.reset()
                take(action)
                return TOOK
        if key[0] == "hand" and any(card == key[1] for card, _ in ch.drags):
            if click_in_hand and key in ch.clicks:
                take(ch.clicks[key])
                return TOOK
            return HOLD
        if key[0] == "hand" and ch.kind == DecisionKind.TURN:
            # a card that cannot be played: say why (a Fear card, or both Lions full)
            why = self.board.match.game.why_not(A.Strike(key[1], 0))
            self.board.say(
                refusal_text(why) if why is not None else _("That card cannot be played now")
            )
            return SAID
        if key[0] == "motif" and key[1] in ch.motifs:
            self.selected_motif = key[1]
            self.board.table.show_tab("player")  # (tabbed) the tracks it is inked on
            return MOTIF
        if key[0] == "track" and self.selected_motif in ch.motifs:
            for act in ch.motifs[self.selected_motif]:
                if (act.slot, act.space) == (key[1], key[2]):
                    self.reset()
                    take(act)
                    return TOOK
        if key in ch.clicks:
            take(ch.clicks[key])
            return TOOK
        if ch.kind == DecisionKind.PERFORM and key[0] == "tile":
            tile_items = [k for k in ch.clicks if k[0] == "item" and k[1][0] == A.Source.TILE]
            if tile_items:  # the tile the Lion stands on performs its action
                take(ch.clicks[tile_items[0]])
                return TOOK
        return NOTHING

    def take_up(self, card: int) -> None:
        """Hold `card` to be put next to a Lion (keyboard, or a click in the tabbed layout)."""
        self.held_card = card
        self.board.table.show_tab("player")

    def drop(self, key: tuple | None) -> None:
        """The dragged card is let go over `key`: Strike with the Lion there (its column, track,
        played cards, or the map tile it stands on), or spring back, saying why when it was really
        dragged (issue 42) and not only clicked."""
        card, self.drag_card = self.drag_card, -1
        slot = None
        if key and key[0] in ("lion", "track", "played"):
            slot = key[1]
        elif key and key[0] == "tile":
            turns = self.board.turns
            p = turns.view().players[turns.viewer]
            for s in (0, 1):
                if p.lion_tile[s] == key[1] and p.lion[s] >= 0:
                    slot = s
        if slot is None:
            if self.board.table.tabbed and key == ("hand", card):  # clicked, not dragged
                self.take_up(card)
                self.board.say(
                    _("Click a lit Lion to Strike with it (right click puts the card back)")
                )
            elif self._dragged(card, key):  # dropped on nothing: the card springs back
                self.board.say(_("Drop the card on one of your lit Lions to Strike"))
            return
        ch = self.choices
        action = ch.drags.get((card, slot)) if ch else None
        if action is None:
            why = self.board.match.game.why_not(A.Strike(card, slot))
            self.board.say(
                refusal_text(why) if why is not None else _("You cannot play that card there")
            )
            return
        self.board.turns.take(action)

    def _dragged(self, card: int, key: tuple | None) -> bool:
        """Whether `card` was carried away from its place in the hand before it was let go (at
        `drag_pos`), rather than clicked."""
        if key == ("hand", card):
            return False
        rect = self.board.hits.rect_of(("hand", card))
        if rect is None:
            return True
        slop = self.board.theme.px(DRAG_SLOP)
        return not rect.inflate(2 * slop, 2 * slop).collidepoint(self.drag_pos)
