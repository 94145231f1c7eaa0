"""The board's input: the mouse and the keys, turned into what the player means.

Drag a Drum card onto a Lion to Strike; click a lit tile, space, card or Motif (`intents`); press
a button.  The map zooms and pans at every scale: the mouse wheel over it zooms about the cursor,
dragging it with the right or middle button (or the left one on empty ground) slides it, so does
Shift + an arrow key, + / - zoom and 0 shows the whole map again; in the tabbed layout `[` and `]`
step through the tabs.  Tab and Enter move and press the keyboard focus (`game.ui.keyboard`); Esc
opens the pause menu, L the log, Ctrl+Z undoes; Enter or Space presses the main button and 1-9 the
decision's buttons in order.  While the last move plays, a click or a key skips its animation.
During a computer's turn Space is Skip and Shift+Space Skip to my turn.  Esc and the Menu button
open the pause menu at once, whatever plays or a computer is doing (issue 42): they neither skip
an animation nor hurry a computer.
"""

from __future__ import annotations

import pygame

from ... import theme as T
from ...decisions import Pressed

# Shift + arrow: the view looks further that way (the map itself slides the other way)
PAN_KEYS = {
    pygame.K_LEFT: (1, 0),
    pygame.K_RIGHT: (-1, 0),
    pygame.K_UP: (0, 1),
    pygame.K_DOWN: (0, -1),
}


class Pointer:
    """Where the mouse is, what it hovers, and the map being slid."""

    def __init__(self, board) -> None:
        self.board = board
        self.mouse = (0, 0)
        self.hover: tuple | None = None
        self.hover_time = 0.0
        self.pan: dict | None = None  # a drag sliding the map: the button, where it was, moved

    def update(self, dt: float) -> None:
        key = self.board.hits.key_at(self.mouse) if self.board.table.regions else None
        guide = self.board.tutorial
        if guide is not None and guide.active and guide.panel_rect.collidepoint(self.mouse):
            key = None  # the guide's panel covers the board under it: no tooltip of what it hides
        if key != self.hover:
            self.hover, self.hover_time = key, 0.0
        else:
            self.hover_time += dt

    def tooltip_due(self) -> bool:
        return self.hover is not None and self.hover_time > T.TOOLTIP_DELAY

    def busy(self) -> bool:
        """A card or the map is dragged, or a tooltip is about to show."""
        return (
            self.board.intents.drag_card >= 0
            or self.pan is not None
            or (self.hover is not None and self.hover_time <= T.TOOLTIP_DELAY)
        )

    # --- events --------------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        board = self.board
        turns, intents, lay = board.turns, board.intents, board.table
        if self._to_menu(event):  # (never a decision: the hurry guard need not hold it back)
            board.open_pause()  # at once: nothing skipped or hurried first
            return True
        if turns.guarded(event):
            return True
        if turns.computer_turn and self._computer_input(event):
            return True
        if board.tutorial is not None and board.tutorial.handle_event(board, event):
            return True
        if turns.computer is not None and event.type == pygame.MOUSEBUTTONDOWN:
            turns.hurried()  # a click hurries the computer's paced move
        if self.pan is not None and (
            (event.type == pygame.MOUSEBUTTONUP and event.button == self.pan["button"])
            or (event.type == pygame.MOUSEMOTION and not any(getattr(event, "buttons", (1,))))
        ):
            self.pan = None  # (also when the button came up while an animation held the input)
        if board.animator.busy:
            if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
                board.animator.skip()
                if turns.computer_turn:
                    turns.hurried_at = turns.clock
            return True
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.pan is not None:
                self._drag_map(event.pos)
                return True
            if intents.drag_card >= 0:
                intents.drag_pos = event.pos
                for b in board.tab_buttons():  # a card held over a tab opens it (to reach a Lion)
                    if b.rect.collidepoint(event.pos):
                        lay.show_tab(b.action[1])
            for b in board.all_buttons():
                b.handle(event)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEWHEEL:
            if lay.on_map(self.mouse) and event.y:
                lay.zoom(1 if event.y > 0 else -1, self.mouse)  # about the cursor
            elif lay.log_shown():
                lay.scroll_log(event.y)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in board.all_buttons():
                if b.handle(event):
                    return True
            if self._press(event.pos):
                return True
            if lay.on_map(event.pos):  # empty ground (or nothing to take there): slide the map
                self.pan = {"button": 1, "last": event.pos, "moved": 0}
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and intents.drag_card >= 0:
            intents.drop(board.hits.key_at(event.pos))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in (2, 3):
            if event.button == 3:
                intents.put_back()
            if lay.on_map(event.pos):
                self.pan = {"button": event.button, "last": event.pos, "moved": 0}
            return True
        return False

    def _press(self, pos) -> bool:
        key = self.board.hits.key_at(pos)
        if key is None:
            return False
        done = self.board.intents.press(key)
        if done == Pressed.HOLD:  # a Drum card that can Strike: dragged from here
            self.board.intents.drag_card = key[1]
            self.board.intents.drag_pos = pos
        return bool(done)

    def _to_menu(self, event) -> bool:
        """Esc (but while a card is held or a Motif chosen: Esc puts it back), or a click on the
        top bar's Menu button."""
        board = self.board
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return board.intents.held_card < 0 and board.intents.selected_motif < 0
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return any(
                b.on_click == board.open_pause and b.rect.collidepoint(event.pos)
                for b in board.bar_buttons()
            )
        return False

    def _computer_input(self, event) -> bool:
        """During a computer's turn: the Skip buttons (even while a move plays), Space (Skip) and
        Shift+Space (Skip to my turn) when the keyboard focus is on nothing."""
        board = self.board
        skips = [b for b in board.bar_buttons() if b.action in ("skip", "skip_all")]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in skips:
                if b.rect.collidepoint(event.pos):
                    b.on_click()
                    return True
            return False
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_SPACE
            and board.keys.focus is None
        ):
            if event.mod & pygame.KMOD_SHIFT and any(b.action == "skip_all" for b in skips):
                board.turns.skip_to_turn()
            else:
                board.turns.skip_move()
            return True
        return False

    def _drag_map(self, pos) -> None:
        """Slide the map with the mouse held down on it."""
        last = self.pan["last"]
        dx, dy = pos[0] - last[0], pos[1] - last[1]
        self.pan["last"] = pos
        self.pan["moved"] += abs(dx) + abs(dy)
        self.board.table.map.pan_by(dx, dy)

    def _key(self, event) -> bool:
        board = self.board
        lay = board.table
        shifted = event.mod & pygame.KMOD_SHIFT and event.key in PAN_KEYS
        if shifted and lay.pan_step(*PAN_KEYS[event.key]):  # (plain arrows move the focus)
            return True
        if board.keys.handle_key(board, event):  # Tab, arrows, Enter on the focus
            return True
        if lay.show_log and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            lay.scroll_log(5 if event.key == pygame.K_PAGEUP else -5)
            return True
        if event.key == pygame.K_ESCAPE:
            board.open_pause()
            return True
        if event.key == pygame.K_l:
            board.toggle_log()
            return True
        if event.key in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            lay.zoom(1)
            return True
        if event.key in (pygame.K_MINUS, pygame.K_KP_MINUS):
            lay.zoom(-1)
            return True
        if event.key in (pygame.K_0, pygame.K_KP0):
            lay.whole_map()
            return True
        if event.key in (pygame.K_LEFTBRACKET, pygame.K_RIGHTBRACKET) and lay.tabbed:
            lay.step_tab(1 if event.key == pygame.K_RIGHTBRACKET else -1)
            return True
        if event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            board.turns.undo()
            return True
        buttons = board.buttons
        if event.key in (pygame.K_RETURN, pygame.K_SPACE):
            primary = [b for b in buttons if b.primary] or buttons[:1]
            if primary:
                primary[0].on_click()
            return True
        if pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(buttons):
                buttons[index].on_click()
            return True
        return False
