"""Playing without a mouse (issue 8, accessibility): keyboard focus on the board and on every screen of
buttons.

On the board, Tab / Shift+Tab (or the arrow keys) move a focus ring through what the current decision
lets a player pick -- the Drum cards that can Strike, the Tattoo Motifs in the row, the lit tiles,
spaces, cards and sections, then the decision's buttons and the top bar -- and Enter or Space takes it.
A Drum card taken up this way is then placed on a Lion the same way (Tab to the Lion, Enter), and an
inked Motif on a space of a Lion's track; Esc puts it back.  The keys 1-9 still press the decision's
buttons in order, Enter alone the main one, L the log, Ctrl+Z Undo, Esc the pause menu.

At large UI scales the board's panels are tabs (issue 8, "UI scale 75-200%"): the tabs are in the
Tab order after the top bar, and focusing a thing on a tab not shown opens its tab; focusing a tile
of a zoomed map slides the map to show it.

Every other screen with buttons gets the same ring from `ButtonFocus`: Tab moves it, Enter or Space
presses the focused button.  Each button's own key is drawn on it (`Button.key_hint`) and said in its
tooltip.
"""

from __future__ import annotations

import pygame

from game.core.decisions import DecisionKind
from game.i18n import N_, _

from . import theme as T
from .decisions import Pressed
from .widgets import draw_tooltip, key_name

NEXT_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
PREV_KEYS = (pygame.K_LEFT, pygame.K_UP)
ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


def step_of(event) -> int:
    """+1 for Tab (or Right/Down), -1 for Shift+Tab (or Left/Up), 0 for any other key."""
    if event.type != pygame.KEYDOWN:
        return 0
    if event.key == pygame.K_TAB:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    if event.key in NEXT_KEYS:
        return 1
    if event.key in PREV_KEYS:
        return -1
    return 0


class BoardKeys:
    """The board's keyboard focus: which target of the current decision is focused.  A Drum card
    taken up or a Motif chosen is the board's `intents`; the focus goes through the places the
    board's `hits` part gives, and Enter presses what is focused as a click would
    (`Intents.press`)."""

    def __init__(self) -> None:
        self.focus: tuple | None = None  # ("key", target key) or ("button", label, index)

    def reset(self) -> None:
        self.focus = None

    # --- what can be focused --------------------------------------------------------------------

    def entries(self, board) -> list[tuple]:
        """Everything the current decision lets the player pick, in the order Tab visits it."""
        ch = board.turns.choices
        intents = board.intents
        bar = board.bar_buttons()
        if ch is None:  # only the bar (Undo, Log, Menu); bar indexes count from -1, as below
            return [("button", b.label, -1 - i) for i, b in enumerate(bar) if b.enabled]
        if intents.held_card >= 0:  # a card is taken up: only the Lions that can take it
            return [
                ("key", ("lion", slot))
                for card, slot in sorted(ch.drags)
                if card == intents.held_card
            ]
        if intents.selected_motif in ch.motifs:  # a Motif is chosen: the spaces it can be inked on
            return [
                ("key", ("track", act.slot, act.space)) for act in ch.motifs[intents.selected_motif]
            ]
        out: list[tuple] = []
        seen = set()
        for card, _slot in sorted(ch.drags):
            if card not in seen:
                seen.add(card)
                out.append(("key", ("hand", card)))
        out += [("key", ("motif", i)) for i in sorted(ch.motifs)]
        targets = board.hits.targets()
        tab_of = board.table.tab_of
        placed = [
            key
            for key in ch.clicks
            if key[0] != "item"
            and (key[0] == "tile" or targets.rect_of(key) is not None or tab_of(key))
        ]
        out += [("key", key) for key in placed]
        out += [("button", b.label, i) for i, b in enumerate(board.buttons) if b.enabled]
        out += [("button", b.label, -1 - i) for i, b in enumerate(bar) if b.enabled]
        return list(dict.fromkeys(out))  # each once, in order

    def move(self, board, step: int) -> None:
        entries = self.entries(board)
        if not entries:
            self.focus = None
            return
        if self.focus in entries:
            self.focus = entries[(entries.index(self.focus) + step) % len(entries)]
        else:
            self.focus = entries[0] if step > 0 else entries[-1]
        self.reveal(board)

    def reveal(self, board) -> None:
        """Bring the focused thing into view: open its tab, slide a zoomed map to its tile."""
        if self.focus is None:
            return
        table = board.table
        if self.focus[0] == "button":  # a decision button on the Choices tab (large UI scales)
            if self.focus[2] >= 0 and "choices" in table.tabs:
                table.show_tab("choices")
            return
        key = self.focus[1]
        tab = table.tab_of(key)
        if tab:
            table.show_tab(tab)
        if key[0] == "tile":
            table.map.reveal(key[1], table.map_clip())

    # --- keys -----------------------------------------------------------------------------------------

    def handle_key(self, board, event) -> bool:
        """Tab, the arrows, Enter and Space when something is focused, Esc while a card or Motif is
        held; returns whether the key was used."""
        step = step_of(event)
        if step:
            self.move(board, step)
            return True
        intents = board.intents
        if event.key == pygame.K_ESCAPE and (intents.held_card >= 0 or intents.selected_motif >= 0):
            intents.reset()
            self.focus = None
            return True
        if event.key in ACTIVATE_KEYS and self.focus is not None:
            if self.focus not in self.entries(board):
                self.focus = None
                return False
            self.activate(board)
            return True
        return False

    def activate(self, board) -> None:
        """Take the focused thing, as a click (or a drag) on it would."""
        focus, self.focus = self.focus, None
        if focus[0] == "button":
            index = focus[2]
            button = board.buttons[index] if index >= 0 else board.bar_buttons()[-1 - index]
            button.on_click()
            return
        key = focus[1]
        done = board.intents.press(key, click_in_hand=True)
        if done == Pressed.HOLD:  # taken up: Tab now goes through the Lions that can take it
            board.intents.take_up(key[1])
            self.move(board, 1)
            board.say(_("Tab to a Lion and press Enter to Strike (Esc puts the card back)"))
        elif done == Pressed.MOTIF:  # chosen: Tab now goes through the spaces it can be inked on
            self.move(board, 1)

    # --- drawing ----------------------------------------------------------------------------------

    def rect_of(self, board, entry) -> pygame.Rect | None:
        if entry[0] == "button":
            index = entry[2]
            buttons = board.buttons if index >= 0 else board.bar_buttons()
            i = index if index >= 0 else -1 - index
            return buttons[i].rect if i < len(buttons) else None
        return board.hits.rect_of(entry[1])

    def draw(self, board, surface: pygame.Surface, st, lines_for) -> None:
        """The focus ring, and what the focused thing is (its tooltip) beside it; a button under the
        mouse or the focus says which key presses it."""
        self._draw_button_keys(board, surface)
        if self.focus is None or board.animator.busy:
            return
        if self.focus not in self.entries(board):
            self.focus = None
            return
        rect = self.rect_of(board, self.focus)
        if rect is None:
            return
        theme = board.theme
        draw_focus_ring(surface, theme, rect)
        if self.focus[0] == "key":
            lines = lines_for(st, self.focus[1], board.turns.viewer)
            if lines:
                lines = [*lines, _("Enter: choose · Tab: next · Shift+Tab: back")]
                draw_tooltip(surface, theme, lines, rect.bottomright)

    def _draw_button_keys(self, board, surface) -> None:
        buttons = list(enumerate(board.buttons)) + [(-1, b) for b in board.bar_buttons()]
        focused = (
            self.rect_of(board, self.focus) if self.focus and self.focus[0] == "button" else None
        )
        for i, b in buttons:
            if not (b.hovered or (focused is not None and b.rect == focused)) or b.label == _(
                "Undo"
            ):
                continue
            bar_keys = {_(label): k for label, k in BAR_KEYS.items()}
            key = bar_keys.get(b.label) if i < 0 else (str(i + 1) if i < 9 else "")
            lines = [b.label]
            if i < 0 and isinstance(b.action, str) and b.tooltip:  # what Skip does
                lines.append(b.tooltip)
            if key:
                lines.append(
                    _("Key: {key} · Enter: the main button").format(key=key)
                    if b.primary
                    else _("Key: {key}").format(key=key)
                )
            lines.append(_("Tab / Shift+Tab: move the focus · Enter: press"))
            draw_tooltip(surface, board.theme, lines, b.rect.bottomleft)
            return


#: The board's top bar and the keys that press its buttons.
BAR_KEYS = {
    N_("Menu"): "Esc",
    N_("Log"): "L",
    N_("Undo"): "Ctrl+Z",
    N_("Skip"): "Space",
    N_("Skip to my turn"): "Shift+Space",
}


def draw_focus_ring(surface: pygame.Surface, theme, rect: pygame.Rect) -> None:
    """A ring that shows which thing the keyboard is on: a thick highlight, outlined in ink, with
    corner ticks so it reads on light and dark alike."""
    ring = rect.inflate(theme.px(8), theme.px(8))
    width = max(2, theme.px(3))
    pygame.draw.rect(surface, T.INK, ring.inflate(4, 4), width + 2, border_radius=theme.px(8))
    pygame.draw.rect(surface, T.HIGHLIGHT, ring, width, border_radius=theme.px(6))
    tick = max(4, theme.px(10))
    for corner, dx, dy in (
        (ring.topleft, 1, 1),
        (ring.topright, -1, 1),
        (ring.bottomleft, 1, -1),
        (ring.bottomright, -1, -1),
    ):
        x, y = corner
        pygame.draw.line(surface, T.TEXT, (x, y), (x + dx * tick, y), width)
        pygame.draw.line(surface, T.TEXT, (x, y), (x, y + dy * tick), width)


class ButtonFocus:
    """Tab focus over a scene's `buttons` (every screen but the board, which has `BoardKeys`)."""

    @staticmethod
    def handle(scene, event) -> bool:
        """Tab / Shift+Tab move the focus; Enter or Space press the focused button."""
        buttons = [b for b in getattr(scene, "buttons", None) or [] if b.rect.width]
        if event.type != pygame.KEYDOWN or not buttons:
            return False
        focus = getattr(scene, "button_focus", -1)
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            enabled = [i for i, b in enumerate(buttons) if b.enabled]
            if not enabled:
                return True
            if focus in enabled:
                focus = enabled[(enabled.index(focus) + step) % len(enabled)]
            else:
                focus = enabled[0] if step > 0 else enabled[-1]
            scene.button_focus = focus
            return True
        if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and 0 <= focus < len(buttons):
            b = buttons[focus]  # a setting that steps both ways: Right steps it on, Left back
            if not b.enabled or b.on_back is None:
                return False
            (b.on_click if event.key == pygame.K_RIGHT else b.on_back)()
            return True
        if event.key in ACTIVATE_KEYS and 0 <= focus < len(buttons) and buttons[focus].enabled:
            buttons[focus].on_click()  # the focus stays on it (Enter again steps a setting again)
            return True
        return False

    @staticmethod
    def draw(scene, surface: pygame.Surface) -> None:
        focus = getattr(scene, "button_focus", -1)
        buttons = [b for b in getattr(scene, "buttons", None) or [] if b.rect.width]
        if 0 <= focus < len(buttons):
            b = buttons[focus]
            draw_focus_ring(surface, scene.theme, b.rect)
            lines = [b.label]
            if b.tooltip:
                lines.append(b.tooltip)
            lines.append(_("Enter: press · Tab: next · Shift+Tab: back"))
            if b.hotkey is not None:
                lines.append(_("Key: {key}").format(key=key_name(b.hotkey)))
            draw_tooltip(surface, scene.theme, lines, b.rect.bottomright)


class DraftKeys:
    """The setup draft by keyboard: Tab / Shift+Tab (or the arrows) through the cards on offer and, when
    a tile is placed, the free spaces of the Village; Enter or Space takes the focused one (the keys
    1-9 still take the cards in order)."""

    def __init__(self) -> None:
        self.focus = -1

    @staticmethod
    def entries(scene) -> list[tuple]:
        out = [("card", action) for _rect, action, _ in scene.cards]
        if scene.match.pending.kind == DecisionKind.PLACE_TILE:
            out += [("hex", action) for _hex, action in scene.hexes]
        return out

    def handle_key(self, scene, event) -> bool:
        entries = self.entries(scene)
        step = step_of(event)
        if step and entries:
            if 0 <= self.focus < len(entries):
                self.focus = (self.focus + step) % len(entries)
            else:
                self.focus = 0 if step > 0 else len(entries) - 1
            return True
        if event.key in ACTIVATE_KEYS and 0 <= self.focus < len(entries):
            action = entries[self.focus][1]
            self.focus = -1
            scene.take(action)
            return True
        return False

    def draw(self, scene, surface: pygame.Surface) -> None:
        entries = self.entries(scene)
        if not 0 <= self.focus < len(entries):
            return
        kind, action = entries[self.focus]
        if kind == "card":
            rect = next(r for r, a, _ in scene.cards if a == action)
        else:
            hex_ = next(h for h, a in scene.hexes if a == action)
            cx, cy = scene.renderer.empty_hex_center(hex_)
            size = scene.renderer.size
            rect = pygame.Rect(0, 0, int(size * 1.6), int(size * 1.2))
            rect.center = (int(cx), int(cy))
        draw_focus_ring(surface, scene.theme, rect)
