"""The board: the tabletop where a game is played, as a few parts with one job each.

- `scene` — `BoardScene`, which puts the parts together: it arranges the screen for the current
  state, forwards input, advances time and draws.
- `turns` — the turn flow: who decides next, the hand-off between people, computer pacing and the
  hurry guard, applying a decision (its events to the animator), Skip and Undo.
- `intents` — what pressing a thing on the table means (a click, a drop, Enter on the keyboard
  focus), and the half-made choices: a Drum card held, a Motif chosen.
- `pointer` — the mouse and the keys: drag, pan, zoom, hover, the board's hotkeys.
- `layout` — regions, the tabs of large UI scales and the Village map's view.
- `hits` — where each thing is, worked out from the layout and the state (clicks, focus rings, the
  guide's arrow, card flights, and how a player takes an action with the mouse).
- `panels` — the Village board, markets, the seat's area and hand, the log and the other players'
  chips, kept as pictures drawn again only when what they show changes.
- `bars` — the top bar, the tabs, the zoom buttons and the decision strip.
- `highlights` — pure functions: what a decision lit, and what glows now.
- `solo_panel` — the Nian's panel in a Solo game.
- `replay` — the replay view (issue 43, item 2), a board that decides nothing: its controls, and
  `replay_panels`' score chart and every hand.
"""

from .scene import BoardScene

__all__ = ["BoardScene"]
