"""The board's strips of words and buttons: the top bar, the tabs, the map's zoom buttons and the
decision strip.

Their buttons are placed by `arrange_*` from the layout and the decision at hand (the board calls
them whenever it arranges itself, so a click finds them where the current state puts them); the
`draw_*` functions draw what was arranged.  The top bar names the seat deciding (a computer with a
small screen before its name, a turning ring while it thinks, and what it just did); its buttons
from the right are Menu, Log (not in the tabbed layout, where the log is a tab), then Undo, or
during a computer's turn Skip and Skip to my turn.  The decision strip has the hint and a button for
every choice that has no place on the table (a card in the discard pile, a Perform item).
"""

from __future__ import annotations

import re

import pygame

from game.i18n import _
from game.text.actions import button_label
from game.text.names import seat_name
from game.text.prompts import prompt_text

from ... import theme as T
from ...render.table import TAB_LABELS
from ...widgets import Button, draw_spinner, draw_text, draw_tooltip, leading_parts, panel, wrap
from . import network

# --- the top bar ------------------------------------------------------------------------------------


def arrange_bar(board) -> list[Button]:
    """The top bar's buttons, from the right."""
    theme, turns, lay = board.theme, board.turns, board.table
    r = lay.regions.top
    bw = theme.px(64)
    h = r.height - theme.px(14)
    specs = [(_("Menu"), board.open_pause, "Esc", None, True, bw)]
    if not lay.tabbed:
        specs.append((_("Log"), board.toggle_log, "L", None, True, bw))
    net = getattr(board, "net", None)
    if net is not None:  # issue 44: a network game's chat
        label = net.chat_label()
        w = max(bw, theme.font(15, bold=True).size(label)[0] + theme.px(20))
        specs.append((label, net.toggle_chat, _("Talk with the table"), "chat", True, w))
    if turns.computer_turn:
        font = theme.font(15, bold=True)
        if any(board.match.is_human(s) for s in range(len(board.match.seats))):
            label = _("Skip to my turn")
            w = max(bw, font.size(label)[0] + theme.px(20))
            tip = _("Play every computer move at once, until a person decides")
            specs.append((label, turns.skip_to_turn, tip, "skip_all", True, w))
        label = _("Skip")
        w = max(bw, font.size(label)[0] + theme.px(20))
        tip = _("Finish the computer's move at once, without animation")
        specs.append((label, turns.skip_move, tip, "skip", True, w))
    elif net is None:  # (a network game has no Undo: every seat saw the move)
        why = turns.why_not_undo()
        specs.append((_("Undo"), turns.undo, why, None, not why, bw))
    bar = []
    right = r.right - theme.px(8)
    for label, act, tip, action, enabled, w in specs:
        rect = pygame.Rect(right - w, r.y + theme.px(7), w, h)
        bar.append(Button(label, act, rect, tooltip=tip, enabled=enabled, action=action))
        right = rect.x - theme.px(6)
    return bar


class TopBar:
    """What the top bar's words left out (for the tooltip and the decision strip)."""

    def __init__(self) -> None:
        self.said_below = (
            ""  # what a computer did, on the decision's strip when the bar had no room
        )
        self.cut = ""  # the whole prompt, where the bar cut it short and the mouse is on it
        self.prompt = ""  # the words after the deciding seat's name, as last drawn

    def draw(self, surface, board, bar: list[Button]) -> None:
        theme, turns, match = board.theme, board.turns, board.match
        r = board.table.regions.top
        pygame.draw.rect(surface, T.TABLE_DARK, r)
        pygame.draw.line(surface, T.GOLD_DARK, r.bottomleft, r.bottomright, 2)
        st = match.game.state
        pending = match.pending
        seat = pending.seat
        if turns.computer_turn and turns.viewer >= 0:
            seat = turns.viewer if turns.public else seat  # the computer whose move is on screen
        who = f"{T.player_mark(seat)} {match.seat_label(seat)}" if seat >= 0 else ""
        heading = _("Round {n}").format(n=st.round)
        if st.end_trigger >= 0:
            heading = _("Round {n} · final round").format(n=st.round)
        pos = (theme.px(12), r.centery)
        draw_text(surface, heading, theme.font(14, bold=True), T.GOLD, pos, anchor="midleft")
        bold, font = theme.font(16, bold=True), theme.font(14)
        right = min(b.rect.x for b in bar) - theme.px(14)  # the text stops short of them
        net = getattr(board, "net", None)
        if net is not None:  # issue 44: who is connected, left of the buttons
            right = net.draw_presence(surface, right)
        x = theme.px(130)
        colour = T.player_colour(seat) if seat >= 0 else T.TEXT
        computer = seat >= 0 and not match.is_human(seat)
        if computer:  # a small screen before a computer's name
            icon = T.draw_computer_icon(surface, (x + theme.px(9), r.centery), theme.px(18), colour)
            x = icon.right + theme.px(6)
        prompt, spin = prompt_text(st, pending.prompt), 0  # (spin: room for the thinking ring)
        if turns.computer_turn:
            thinking = turns.computer is not None and turns.computer.thinking
            prompt = turns.said or (_("is thinking…") if thinking else _("has decided"))
            spin = theme.px(30) if thinking else 0
        if net is not None:  # "Azure is deciding…", "Sent to the host…"
            prompt, who, turning = network.top_prompt(board, prompt, who, seat)
            spin = theme.px(30) if turning else 0
        self.prompt = prompt  # (what the bar says: tests read it)
        wanted = min(font.size(prompt)[0] + spin, theme.px(220))
        if computer and bold.size(who)[0] > right - x - wanted - theme.px(14):
            who = f"{T.player_mark(seat)} {seat_name(seat)}"  # short of room: the icon says it
        if bold.size(who)[0] > right - x:  # no room even for the colour's name: its mark alone
            who = T.player_mark(seat)
        x = draw_text(surface, who, bold, colour, (x, r.centery), anchor="midleft").right
        colon = ":" if turns.computer_turn and turns.said else ""
        text_x = x + (bold.size(colon)[0] + theme.px(8) if colon else theme.px(14))
        room = right - spin - text_x
        self.said_below = ""
        self.cut = ""
        if net is not None and seat != match.local:
            self.said_below = turns.said  # what the last seat did, under the bar
        if turns.computer_turn and room < font.size(prompt)[0]:
            self.said_below = prompt  # no room for all of it in the bar: on the strip below it
        else:
            if colon:  # "Azure (Strong computer): Azure plays Courage Drum next to left Lion"
                draw_text(surface, colon, bold, colour, (x, r.centery), anchor="midleft")
            full = prompt
            lines = self.prompt_that_fits(font, prompt, room, r.height) if room > 0 else [""]
            y = r.centery - len(lines) * font.get_linesize() // 2
            for line in lines:
                shown = draw_text(surface, line, font, T.TEXT, (text_x, y), anchor="topleft")
                y += font.get_linesize()
            whole = " ".join(lines) == " ".join(full.split()) or "".join(lines) == full
            self.cut = full if not whole and shown.collidepoint(board.pointer.mouse) else ""
            if spin:  # a ring that turns while the search runs: the window is not frozen
                centre = (shown.right + spin // 2 + theme.px(2), r.centery)
                draw_spinner(surface, centre, theme.px(8), turns.clock, colour)
        draw_buttons(surface, theme, bar, board.pointer.mouse)

    @staticmethod
    def prompt_that_fits(font, text: str, width: int, height: int) -> list[str]:
        """Issue 42, nothing cut: `text` on one line if it fits `width`, else on two if the bar's
        `height` holds them, else only the decision's name before its colon ("Leap" of "Leap:
        choose the Terrain tile ..."), else nothing.  The decision's hint under the bar says what
        to do, and the whole prompt is the bar's tooltip (`cut`)."""
        if font.size(text)[0] <= width:
            return [text]
        lines = wrap(font, text, width)
        if len(lines) <= 2 and 2 * font.get_linesize() <= height:
            return lines
        head = re.split(r"[:：]", text, maxsplit=1)[0].strip()
        return [head if head != text and font.size(head)[0] <= width else ""]


def draw_buttons(surface, theme, buttons: list[Button], mouse) -> None:
    for b in buttons:
        if b.rect.width:
            b.hovered = b.rect.collidepoint(mouse)
            b.draw(surface, theme)


# --- the tabs (large UI scales) ----------------------------------------------------------------------


def tab_label(board, tab: str) -> str:
    """A tab's label; while a computer's area is on show, its board is not "Your board"."""
    if tab == "player" and board.turns.public:
        return _("{player}'s board").format(player=seat_name(board.turns.viewer))
    return _(TAB_LABELS[tab])


def arrange_tabs(board) -> list[Button]:
    """The tabbed layout's row of tabs (keyboard: in the Tab focus order, and [ / ] step)."""
    lay = board.table
    if not lay.tabbed:
        return []
    theme = board.theme
    strip = lay.regions.tab_strip
    shown = lay.shown_tab()
    font = theme.font(15, bold=True)
    gap = theme.px(6)
    tabs = lay.regions.tabs
    widths = [max(theme.px(70), font.size(tab_label(board, t))[0] + theme.px(28)) for t in tabs]
    room = strip.width - theme.px(16) - gap * (len(widths) - 1)
    if sum(widths) > room:  # narrower tabs (their labels shortened) rather than off the window
        widths = [max(1, w * room // sum(widths)) for w in widths]
    x = strip.x + theme.px(8)
    out = []
    for tab, w in zip(tabs, widths, strict=True):
        rect = pygame.Rect(x, strip.y + theme.px(5), w, strip.height - theme.px(5))
        out.append(
            Button(
                tab_label(board, tab),
                lambda t=tab: board.click_tab(t),
                rect,
                primary=tab == shown,
                action=("tab", tab),
                tooltip=_("[ / ]: the tab before / after"),
            )
        )
        x += w + gap
    return out


def draw_tabs(surface, board, tabs: list[Button]) -> None:
    lay = board.table
    if not lay.tabbed:
        return
    strip = lay.regions.tab_strip
    pygame.draw.rect(surface, T.TABLE_DARK, strip)
    pygame.draw.line(surface, T.GOLD_DARK, strip.bottomleft, strip.bottomright, 2)
    draw_buttons(surface, board.theme, tabs, board.pointer.mouse)
    for b in tabs:
        if b.primary:  # the open tab joins its panel
            r = b.rect
            pygame.draw.line(
                surface, T.GOLD, (r.x + 3, r.bottom - 1), (r.right - 4, r.bottom - 1), 3
            )


# --- the map's zoom buttons --------------------------------------------------------------------------


def arrange_zoom(board) -> list[Button]:
    """Zoom in, out and back to the whole map, at the map's corner (tabbed layout only: up to 125%
    the table keeps its look, and the wheel, + / - and 0 zoom it)."""
    lay = board.table
    if not lay.tabbed or not lay.map_shown():
        return []
    theme = board.theme
    v = lay.regions.village
    size = theme.px(30)
    fit_w = max(size, theme.font(15, bold=True).size(_("Fit"))[0] + theme.px(16))
    gap = theme.px(6)
    x = v.right - theme.px(10) - fit_w - 2 * (size + gap)
    y = v.y + theme.px(8)
    specs = [
        ("+", lambda: lay.zoom(1), size, _("Zoom in (+ or the mouse wheel)")),
        ("-", lambda: lay.zoom(-1), size, _("Zoom out (- or the mouse wheel)")),
        (_("Fit"), lay.map.reset_view, fit_w, _("The whole map (0)")),
    ]
    out = []
    for label, act, w, tip in specs:
        out.append(Button(label, act, pygame.Rect(x, y, w, size), tooltip=tip))
        x += w + gap
    return out


def draw_zoom_tooltip(surface, board, zoom: list[Button]) -> None:
    hovered = next((b for b in zoom if b.hovered), None)
    if hovered is not None:
        lines = [hovered.tooltip, _("Drag the map with the right mouse button to move it")]
        draw_tooltip(surface, board.theme, lines, board.pointer.mouse)


def draw_undo_tooltip(surface, board, bar: list[Button]) -> None:
    """Hovering Undo says what it does, or why it cannot be used now ("dice were rolled")."""
    undo = next((b for b in bar if b.label == _("Undo")), None)
    if undo is None or not undo.hovered:
        return
    why = undo.tooltip
    lines = [_("Undo (Ctrl+Z)")]
    lines.append(
        _("Not now: {why}").format(why=why) if why else _("Take back your last decision this turn")
    )
    draw_tooltip(surface, board.theme, lines, board.pointer.mouse)


# --- the decision strip ------------------------------------------------------------------------------


def decision_buttons(board, on_table) -> list[Button]:
    """The decision's buttons, and one for every choice that has no place on the table (a card in
    the discard pile, a Perform item).  In the tabbed layout a choice on a tab not shown has a place
    all the same: its tab opens by itself, or by a click.  `on_table(key)`: whether a panel shows
    `key`."""
    ch = board.turns.choices
    if ch is None:
        return []
    take = board.turns.take
    lay = board.table
    labels = [
        Button(label, lambda a=action: take(a), primary=primary, action=action)
        for label, action, primary in ch.buttons
    ]
    for key, action in ch.clicks.items():
        if key[0] == "item" or (key[0] != "tile" and not on_table(key) and not lay.tab_of(key)):
            text = button_label(board.turns.view(), ch.kind, action)
            labels.append(Button(text, lambda a=action: take(a), action=action))
    return labels


def place_decision_buttons(theme, labels: list[Button], r: pygame.Rect) -> int:
    """Give the buttons their rectangles in rows under the hint; returns how many rows."""
    y = r.y + theme.font(13).get_linesize() + theme.px(4)
    x = r.x
    h = row_h = theme.px(30)
    rows = 1
    for i, b in enumerate(labels):
        b.key_hint = str(i + 1) if i < 9 else ""  # the keys 1-9 press them in order
        w = min(r.width, max(theme.px(90), b.fit_width(theme)))  # with room for its key
        lines = b.label_lines(theme, w)  # a label wider than the strip: on two lines or more
        if x + w > r.right or (lines > 1 and x > r.x):
            x = r.x
            y += row_h + theme.px(6)
            rows += 1
            row_h = h
        b.rect = pygame.Rect(x, y, w, h + (lines - 1) * theme.font(15, bold=True).get_linesize())
        row_h = max(row_h, b.rect.height)
        rows += lines - 1  # (a strip as tall as the rows of buttons it holds, or taller)
        x += w + theme.px(8)
    return rows


def decision_rows(board, width: int, on_table) -> int:
    """How many rows of buttons the current decision needs in a strip `width` wide."""
    labels = decision_buttons(board, on_table)
    if not labels:
        return 0
    return place_decision_buttons(board.theme, labels, pygame.Rect(0, 0, width, 1))


def arrange_decision(board, on_table) -> list[Button]:
    """The decision's buttons in their places (none while its animations play); on the Choices tab
    when the decision has one (not shown: no place, yet their keys 1-9 still press them)."""
    turns, lay, theme = board.turns, board.table, board.theme
    if turns.choices is None:
        return []
    labels = decision_buttons(board, on_table)
    r = lay.regions.decision
    if lay.tabbed and "choices" in lay.tabs:
        if lay.shown_tab() == "choices":
            area = lay.regions.panel.inflate(-theme.px(24), -theme.px(16))
            area.y -= theme.font(13).get_linesize() + theme.px(4)  # no hint above them there
            place_decision_buttons(theme, labels, area)
        else:
            place_decision_buttons(theme, labels, r)
            for b in labels:
                b.rect = pygame.Rect(0, 0, 0, 0)
    else:
        place_decision_buttons(theme, labels, r)
    if board.animator.busy:  # (pressed by their keys only once the move has played)
        for b in labels:
            b.rect = pygame.Rect(0, 0, 0, 0)
    if getattr(board.match, "awaiting", False):  # issue 44: sent, greyed until the host answers
        for b in labels:
            b.enabled = False
    return labels


def draw_decision(surface, board, buttons: list[Button], said_below: str) -> None:
    """The hint and the decision's buttons; during a computer's turn, what it did where the top bar
    had no room for it."""
    theme, turns, lay = board.theme, board.turns, board.table
    ch = turns.choices
    net = getattr(board, "net", None)
    if net is not None and net.banner_words():
        said_below = ""  # issue 44: the strip holds who everyone waits for (`NetPanel.draw`)
    if ch is None and said_below:
        _draw_said_below(surface, board, said_below)
    if ch is None or board.animator.busy:
        return
    r = lay.regions.decision
    font = theme.font(13)
    hint = ch.hint
    if lay.tabbed:  # a strip of its own across the window, the hint kept to its width
        pygame.draw.rect(surface, T.TABLE_DARK, r.inflate(theme.px(20), theme.px(12)))
        for sep in ("; ", ", "):  # too long for the strip: its first clauses (never a cut word)
            if font.size(hint)[0] > r.width:
                hint = leading_parts(font, hint, r.width, sep)
    draw_text(surface, hint, font, T.TEXT_DIM, (r.x, r.y), shadow=True)
    draw_buttons(surface, theme, buttons, board.pointer.mouse)


def _draw_said_below(surface, board, said: str) -> None:
    """What the computer did (or that it thinks), where the top bar had no room for it: on the
    decision's strip, which a computer's turn leaves empty."""
    theme, turns, lay = board.theme, board.turns, board.table
    r = lay.regions.decision
    font = theme.font(14)
    thinking = turns.computer is not None and turns.computer.thinking
    spin = theme.px(30) if thinking else 0
    lines = wrap(font, said, max(1, r.width - spin))  # whole, on as many lines as it takes
    if lay.tabbed:
        area = r.inflate(theme.px(20), theme.px(12))
        area.height = max(area.height, len(lines) * font.get_linesize() + theme.px(12))
        pygame.draw.rect(surface, T.TABLE_DARK, area)
    y = r.y
    for line in lines:
        shown = draw_text(surface, line, font, T.TEXT, (r.x, y), shadow=True)
        y += font.get_linesize()
    if thinking:
        centre = (shown.right + spin // 2 + theme.px(2), shown.centery)
        colour = T.player_colour(turns.viewer) if turns.viewer >= 0 else T.TEXT
        draw_spinner(surface, centre, theme.px(8), turns.clock, colour)


def draw_message(surface, board, message: str, good: bool = False) -> None:
    """A refusal or a notice, at the foot of the map for a few seconds (good news in green)."""
    theme = board.theme
    font = theme.font(15, bold=True)
    w = font.size(message)[0] + theme.px(30)
    rect = pygame.Rect(0, 0, w, theme.px(36))
    v = board.table.regions.village
    rect.midbottom = (v.centerx, v.bottom - theme.px(10))
    fill = T.darker(T.LEGAL, 0.55) if good else T.RED_DARK
    panel(surface, rect, fill=fill, border=T.GOLD)
    draw_text(surface, message, font, T.TEXT, rect.center, anchor="center")
