"""Undo within a turn (issue 8, "Undo"): take back a decision, but never a way to re-roll.

A player may take back the decisions of their own turn one at a time, back to the last point where
something new came to light.  What counts as "came to light" is decided here, after every applied
action, by two independent checks; either one is enough to make the action final:

* **the hidden table changed** (`mark`): the generator's state, the queue of forced test values, and
  the size of every face-down pile (each player's deck, the Drum deck, the Motif bag, the monster
  stack, the Bamboo Slip supply, the Lion deck, the Fear deck, the Solo (Nian) deck and the
  "build your own" terrain stack).  Every die, shuffle and random draw moves the generator (or takes
  a forced value); every draw from a face-down pile — even one that needs no chance, like taking the
  top card of a deck — changes that pile's size.  Comparing sizes is cheap and cannot miss a draw;
  it may also stop undo when a card is only put back on a pile, which is the safe side to err on.
* **the events say so** (`REVEALING`): dice rolled, a deck shuffled, a row refilled, a Solo card
  turned, a monster or the Nian placed.  These give the reason the player is shown ("dice were
  rolled": a typed `reasons.NoUndo`, worded by `game.text.reasons`).

An action is also final when it ends the turn, hands the next decision to another seat (a hand-off
in hot-seat play), or ends the game.  `Game` keeps one snapshot (`GameState.copy`) before each
undoable action of the current turn, dropped at every final action, so memory stays bounded by one
turn; undoing restores the snapshot exactly and removes the action from `Game.history`, so a save
written afterwards replays to the same state.  Only games that record their history (the one on the
screen, a replayed save) keep snapshots; the copies bots search through do not.
"""

from __future__ import annotations

from . import events as E
from .actions import Row
from .events import Pile
from .reasons import NoUndo
from .state import GameState

#: Events that reveal something, and the reason a player is given when they block an undo.
REVEALING: tuple[tuple[type, NoUndo], ...] = (
    (E.DiceRolled, NoUndo.DICE_ROLLED),
    (E.DeckShuffled, NoUndo.DECK_SHUFFLED),
    (E.SoloCardDrawn, NoUndo.NIAN_CARD_TURNED),
    (E.MonsterSpawned, NoUndo.MONSTER_DRAWN),
    (E.NianSpawned, NoUndo.NIAN_APPEARED),
    (E.SlipGained, NoUndo.SLIP_DRAWN),
    (E.TilePlaced, NoUndo.TILE_PLACED),
)

_ROW_REASONS = {
    Row.DRUM: NoUndo.DRUM_ROW_REFILLED,
    Row.MOTIF: NoUndo.MOTIF_ROW_REFILLED,
    Row.SLIP: NoUndo.SLIP_ROW_REFILLED,
    Row.LION: NoUndo.LION_ROW_REFILLED,
}
#: The face-down piles a card is drawn from (a draw stops undo: "a card was drawn").
_FACE_DOWN = frozenset({Pile.DECK, Pile.FEAR_DECK})

NOTHING_YET = NoUndo.NOTHING_YET


def mark(st: GameState) -> tuple:
    """What chance and the face-down piles look like now (compared before and after an action)."""
    return (
        st.rng,
        len(st.forced),
        tuple(len(p.deck) for p in st.players),
        len(st.drum_deck),
        tuple(st.motif_bag),
        len(st.monster_stack),
        len(st.slip_supply),
        len(st.lion_deck),
        len(st.fear_deck),
        len(st.solo_deck),
        len(st.terrain_stack),
    )


def _what_changed(before: tuple, after: tuple) -> NoUndo:
    if before[0] != after[0] or before[1] != after[1]:
        return NoUndo.CHANCE_USED
    if before[2] != after[2]:
        return NoUndo.CARD_DRAWN
    if before[3] != after[3]:
        return NoUndo.DRUM_CARD_DRAWN
    if before[4] != after[4]:
        return NoUndo.MOTIF_DRAWN
    if before[5] != after[5]:
        return NoUndo.MONSTER_DRAWN
    if before[6] != after[6]:
        return NoUndo.SLIP_DRAWN
    if before[7] != after[7]:
        return NoUndo.LION_DRAWN
    if before[8] != after[8]:
        return NoUndo.FEAR_CARD_DRAWN
    if before[9] != after[9]:
        return NoUndo.NIAN_CARD_TURNED
    return NoUndo.TILE_DRAWN


def final_reason(
    before: tuple, turns: int, seat: int, st: GameState, pending_seat: int, events: list
) -> NoUndo | None:
    """Why the action just applied cannot be taken back (None if it can).

    `before` is `mark` taken before the action, `turns` the turn count then (-1 while the game was
    still being set up), `seat` who decided.
    """
    if st.over:
        return NoUndo.GAME_OVER
    if turns < 0:  # setup decisions are final; the last one starts the first turn
        return NOTHING_YET if st.round > 0 else NoUndo.SETTING_UP
    if st.turns != turns or st.seat != seat:
        return NOTHING_YET  # a new turn: its player has done nothing yet
    for ev in events:
        if isinstance(ev, E.RowRefilled):
            return _ROW_REASONS.get(ev.row, NoUndo.ROW_REFILLED)
        for kind, reason in REVEALING:
            if isinstance(ev, kind):
                return reason
    after = mark(st)
    if after != before:
        draws = [ev for ev in events if isinstance(ev, E.CardMoved) and ev.from_pile in _FACE_DOWN]
        return NoUndo.CARD_DRAWN if draws else _what_changed(before, after)
    if pending_seat != seat:
        return NoUndo.ANOTHER_PLAYER
    return None
