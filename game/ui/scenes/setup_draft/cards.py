"""The cards on offer in the setup draft (rulebook, "Setup"): the Character boards (take 2, keep 1)
and the Lions (the row of four, or the casual deal of three).

Whether they fit side by side as at 100% (`cards_fit`); if not (large UI scales), the list of them
one under another, scrolled (`lay_out_card_list`, `draw_card_list`); else the row
(`draw_card_row`).  Each card shows its name and text and its pictures (`illustrate`): a Lion's
Lion Drum card and miniature, a Character board's Qi Energy sections.  A computer's pick is ringed,
and nothing is lit as if it could be clicked while a computer chooses."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.i18n import _, pgettext
from game.text.effects import amount

from ... import theme as T
from ...render.cards import draw_drum_card
from ...render.pieces import draw_lion
from ...widgets import draw_text, wrap


def cards_fit(draft, size) -> bool:
    """Whether the cards side by side, as at 100%, hold their names, text and pictures."""
    theme = draft.theme
    w, h = size
    if not draft.heading_fits(size):
        return False
    options = draft.options()
    n = max(1, len(options))
    cw = min(theme.px(300), (w - theme.px(60)) // n - theme.px(20))
    ch = int(h * 0.58)
    font, bold = theme.font(12), theme.font(17, bold=True)
    for i, (_action, lines) in enumerate(options):
        if bold.size(f"{i + 1}. {lines[0]}")[0] > cw - 24:
            return False
        text = theme.px(42) + sum(
            len(wrap(font, line, cw - 24)) * font.get_linesize() + 3 for line in lines[1:]
        )
        if text + theme.px(150) > ch:
            return False
    return True


def lay_out_card_list(draft, size) -> None:
    """Large UI scales: the cards one under another, text left and pictures right, scrolled."""
    theme = draft.theme
    w, h = size
    gap, margin = theme.px(12), theme.px(16)
    bottom = draft.note_top - gap if draft.note_lines else h - margin
    view = pygame.Rect(margin, draft.header_bottom + gap, w - 2 * margin, 0)
    view.height = bottom - view.y
    bar = max(6, theme.px(24) // 4)
    width = view.width - bar - theme.px(8)
    draft.text_w = int(width * 0.55) - 2 * theme.px(12)
    font, bold = theme.font(12), theme.font(17, bold=True)
    draft.card_rects: list[pygame.Rect] = []
    y = 0
    for i, (_action, lines) in enumerate(draft.options()):
        text = bold.get_linesize() * len(wrap(bold, f"{i + 1}. {lines[0]}", draft.text_w))
        text += sum(
            len(wrap(font, line, draft.text_w)) * font.get_linesize() + 3 for line in lines[1:]
        )
        height = max(text + 2 * theme.px(12), min(view.height - gap, theme.px(230)))
        draft.card_rects.append(pygame.Rect(view.x, y, width, height))
        y += height + gap
    draft.scroll.set(view, y - gap, line=theme.px(40))


def draw_card_row(surface, draft, st, seat) -> list[str]:
    """The cards side by side, as at 100%; the hovered card's text as a tooltip."""
    theme = draft.theme
    w, h = surface.get_size()
    options = draft.options(st)
    n = len(options)
    cw = min(theme.px(300), (w - theme.px(60)) // max(1, n) - theme.px(20))
    ch = int(h * 0.58)
    x = w // 2 - (n * (cw + theme.px(20)) - theme.px(20)) // 2
    tip: list[str] = []
    for i, (action, lines) in enumerate(options):
        rect = pygame.Rect(x + i * (cw + theme.px(20)), int(h * 0.2), cw, ch)
        draw_card(surface, draft, st, i, action, lines, rect, rect.width - 24, seat)
        if draft.computer is None and not draft.watching:  # a person's choice, clicked here
            draft.cards.append((rect, action, lines))
        if rect.collidepoint(draft.mouse):
            tip = lines
    return tip


def draw_card_list(surface, draft, st, seat) -> list[str]:
    """Large UI scales: the cards one under another, scrolled; each whole on the card, so no
    tooltip.  A card scrolled out of sight keeps its place in `cards` (the keys 1-9 and Tab
    reach it) with no size to click."""
    focus = draft.keys.focus
    if 0 <= focus < len(draft.card_rects) and focus != draft.focus_seen:
        rect = draft.card_rects[focus]  # the keyboard focus comes into view
        draft.scroll.reveal(rect.top, rect.bottom)
    draft.focus_seen = focus
    with draft.scroll.clip(surface):
        for i, (action, lines) in enumerate(draft.options(st)):
            if i >= len(draft.card_rects):
                break
            rect = draft.scroll.place(draft.card_rects[i])
            shown = draft.scroll.shown(draft.card_rects[i])
            if shown.width and shown.height:
                draw_card(surface, draft, st, i, action, lines, rect, draft.text_w, seat)
            else:
                shown = pygame.Rect(draft.scroll.view.topleft, (0, 0))
            if draft.computer is None and not draft.watching:
                draft.cards.append((shown, action, lines))
    draft.scroll.draw_bar(surface)
    return []


def draw_card(surface, draft, st, i, action, lines, rect, text_w: int, seat: int) -> None:
    """One card on offer: its name and text in a column `text_w` wide, its pictures below the
    text (side by side) or right of it (the list)."""
    theme = draft.theme
    hovered = (
        draft.computer is None  # another's choice is not lit as if it could be clicked
        and not draft.watching
        and rect.collidepoint(draft.mouse)
        and (not draft.compact or draft.scroll.view.collidepoint(draft.mouse))
    )
    pygame.draw.rect(surface, T.PAPER, rect, border_radius=10)
    pygame.draw.rect(
        surface,
        T.LEGAL if hovered else T.GOLD_DARK,
        rect,
        4 if hovered else 2,
        border_radius=10,
    )
    pad = 12 if not draft.compact else theme.px(12)
    column = pygame.Rect(rect.x + pad, rect.y, text_w, rect.height)
    y = rect.y + theme.px(12)
    bold = theme.font(17, bold=True)
    heading = f"{i + 1}. {lines[0]}"
    for part in wrap(bold, heading, text_w) if draft.compact else [heading]:
        draft.draw_text_in(surface, part, bold, T.INK, (rect.x + pad, y), rect)
        y += bold.get_linesize() if draft.compact else theme.px(30)
    font = theme.font(12)
    for line in lines[1:]:
        for part in wrap(font, line, text_w):
            if y > rect.bottom - font.get_linesize():
                break
            draft.draw_text_in(surface, part, font, T.INK_SOFT, (rect.x + pad, y), column)
            y += font.get_linesize()
        y += 3
    if draft.compact:  # the pictures right of the text, as tall as the card
        right = pygame.Rect(column.right + pad, rect.y, rect.right - column.right - pad, 0)
        right.height = rect.height - theme.px(12)  # the Lion's base stays on the card
        label = theme.font(12, bold=True).get_linesize() if isinstance(action, A.ChooseLion) else 0
        illustrate(surface, theme, st, action, right, rect.y + label, seat)
    else:
        illustrate(surface, theme, st, action, rect, y, seat)
    if draft.computer is not None and action == draft.pick:  # the computer's pick, ringed
        grow = 0 if draft.compact else theme.px(10)  # (in the list: inside its clip)
        ring = rect.inflate(grow, grow)
        width = max(3, theme.px(5))
        pygame.draw.rect(surface, T.player_colour(seat), ring, width, border_radius=14)
        pygame.draw.rect(surface, T.HIGHLIGHT, ring.inflate(-2 * width, -2 * width), 2, 10)


def illustrate(surface, theme, st, action, rect: pygame.Rect, top: int, seat: int) -> None:
    """Below a Lion's text: the miniature and the Lion Drum card (始) it brings to your deck.
    Below a Character board's text: its Qi Energy sections as rows of tokens."""
    cat = st.catalogue
    room = pygame.Rect(rect.x + 10, top + theme.px(6), rect.width - 20, rect.bottom - top - 16)
    if room.height < theme.px(60):
        return
    if isinstance(action, A.ChooseLion):
        lion = cat.lions[action.lion]
        drum = cat.lion_drums[lion.drum]
        card_w = min(int(room.width * 0.52), int(room.height / 1.45))
        card = pygame.Rect(room.x, room.bottom - int(card_w * 1.45), card_w, int(card_w * 1.45))
        draw_drum_card(surface, theme, cat, drum, card, detail=True)
        start = cat.cards[drum].start
        if start:
            label = _("始 start: {amounts}").format(
                amounts=pgettext("list", ", ").join(amount(k, n, "+") for k, n in start)
            )
            draw_text(
                surface,
                label,
                theme.font(12, bold=True),
                T.RED_DARK,
                (room.x, card.y - theme.px(4)),
                anchor="bottomleft",
            )
        size = min(room.right - card.right, room.height) * 0.9
        foot = ((card.right + room.right) // 2, room.bottom - theme.px(6))
        draw_lion(surface, theme, foot, size, max(seat, 0), 0)
        return
    board = cat.characters[action.character]
    row_h = min(theme.px(26), room.height // max(1, len(board.sections)))
    dot = max(3, row_h // 3)
    for k, section in enumerate(board.sections):
        y = room.y + k * row_h + row_h // 2
        for j in range(section.qi):
            centre = (room.x + dot + 2 + j * (dot * 2 + 4), y)
            T.draw_player_chip(surface, max(seat, 0), centre, dot)
