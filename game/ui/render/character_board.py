"""The Character board column of a seat's area: its Qi Energy sections (with the Bamboo Slips placed
on them), the Qi Energy beside the board, the Jade Amulets owned and the Bamboo Slips held.

Rulebook: Character boards and Qi Energy, Jade Amulets, Bamboo Slips.  Every size comes from the
rectangle given and `theme.px`.

Issue 42: every word at `TEXT` design pixels or more, none cut with "…".  A section's reward is
shown in the fullest form that fits its row (`reward_forms`): its words; else its resources as
tokens with the actions' names; else with their one-word names; else the tokens alone.  The
section's tooltip has the whole sentence.
"""

from __future__ import annotations

import pygame

from game.core.effects import Effect
from game.core.state import GameState
from game.i18n import N_, _
from game.i18n import name as component_name
from game.text.effects import SHORT_VERBS as ACTION_WORDS  # "Ink a Motif", "Write Couplets"
from game.text.effects import amount, describe_short

from .. import theme as T
from ..widgets import draw_text, shadow
from .resource_tokens import RESOURCES, resource_token
from .targets import Key, Targets

TEXT = 12  # the smallest design size of the board's words (issue 42)
#: An action's one word, for a section's reward where its name does not fit (the tooltip says all).
ACTION_WORD = {
    "ink": N_("Ink"),
    "couplets": N_("Couplets"),
    "amulet": N_("Carve"),
    "pacify": N_("Pacify"),
    "exchange": N_("Exchange"),
    "purchase_drum": N_("Buy card"),
    "purchase_slip": N_("Buy Slips"),
    "exile": N_("Exile"),
    "draw": N_("Draw"),
}
Item = tuple[str, str, int]  # ("text", words, 0) or ("token", resource key, how many)

#: A glyph on each Jade Amulet token, by what it does (ink-stone, tiger, crane, twin, bell).
AMULET_GLYPHS = {
    "motif_discount": "墨",
    "strength_die": "虎",
    "resting": "鹤",
    "card_limit": "双",
    "pendant": "铃",
}
BOARD_FILL = (52, 36, 28)
ROW_FILL = (70, 52, 40)
EMPTY_QI = (150, 126, 104)


# --- small tokens ---------------------------------------------------------------------------------


def _slip_token(surface, theme: T.Theme, r: pygame.Rect, glow=None) -> None:
    """A Bamboo Slips token: bamboo strips with 简."""
    shadow(surface, r, offset=max(1, theme.px(2)), radius=3)
    pygame.draw.rect(surface, T.BAMBOO, r, border_radius=3)
    for k in range(1, 3):
        x = r.x + k * r.width // 3
        pygame.draw.line(surface, T.BAMBOO_DARK, (x, r.y + 2), (x, r.bottom - 2), 1)
    size = min(r.width * 0.7, r.height * 0.6)
    if size >= theme.px(TEXT):  # its mark, where it can be read (a plain token where not)
        draw_text(surface, "简", theme.font_px(size, serif=True), T.INK, r.center, anchor="center")
    if glow:
        pygame.draw.rect(surface, glow, r.inflate(4, 4), max(2, theme.px(3)), border_radius=4)
    else:
        pygame.draw.rect(surface, T.BAMBOO_DARK, r, 1, border_radius=3)


def _qi_dots(surface, seat: int, left: int, cy: int, radius: int, have: int, total: int) -> int:
    """`total` Qi Energy places, `have` of them still holding a token; returns the right edge."""
    step = radius * 2 + max(2, radius // 2)
    x = left
    for j in range(total):
        c = (x + radius, cy)
        if j < have:
            T.draw_player_chip(surface, seat, c, radius)
        else:
            pygame.draw.circle(surface, EMPTY_QI, c, radius, 1)
        x += step
    return x


def _lit_box(surface, theme: T.Theme, r: pygame.Rect, glow, fill=ROW_FILL) -> None:
    radius = max(2, r.height // 4)
    pygame.draw.rect(
        surface, T.lerp_colour(fill, glow, 0.3) if glow else fill, r, border_radius=radius
    )
    if glow:
        pygame.draw.rect(surface, glow, r, max(2, theme.px(2)), border_radius=radius)


# --- a section's reward ---------------------------------------------------------------------------


def reward_forms(effect: Effect) -> list[list[Item]]:
    """The ways to show a section's reward, fullest first: its words ("+1 Red Paper, Write
    Couplets"); its resources as tokens with the actions' names; with the actions' one-word names;
    the tokens alone."""

    tokens: list[Item] = []
    for key, n in effect.gain:
        total = n * effect.times if effect.is_passive else n
        if key in RESOURCES:
            tokens.append(("token", key, total))
        else:
            tokens.append(("text", amount(key, total, sign="+"), 0))
    if effect.times > 1 and not effect.is_passive:
        tokens.append(("text", f"×{effect.times}", 0))
    full: list[Item] = [
        ("text", _(ACTION_WORDS[a]), 0) for a in effect.perform if a in ACTION_WORDS
    ]
    short: list[Item] = [("text", _(ACTION_WORD[a]), 0) for a in effect.perform if a in ACTION_WORD]
    return [[("text", describe_short(effect), 0)], tokens + full, tokens + short, tokens]


def _item_width(theme: T.Theme, font, item: Item, radius: int) -> int:
    kind, what, n = item
    if kind == "token":
        return font.size(f"+{n}")[0] + theme.px(2) + radius * 2
    return font.size(what)[0]


def reward_level(theme: T.Theme, effects: list[Effect], room: int) -> int:
    """Which of `reward_forms` every one of `effects` shows (the board's rows alike): the fullest
    that fits `room` for all of them; the tokens alone where none does."""
    font = theme.font(TEXT)
    radius, space = _token_radius(theme, font), theme.px(6)
    level = 0
    for effect in effects:
        forms = reward_forms(effect)
        while level < len(forms) - 1:
            widths = [_item_width(theme, font, item, radius) for item in forms[level]]
            if sum(widths) + space * max(0, len(widths) - 1) <= room:
                break
            level += 1
    return level


def _token_radius(theme: T.Theme, font) -> int:
    return max(3, min(font.get_height() // 2, theme.px(8)))


def _draw_reward(surface, theme: T.Theme, effect: Effect, level: int, x: int, cy: int, colour):
    """`effect` in its form `level` (`reward_forms`), from `x`, centred on `cy`."""

    font = theme.font(TEXT)
    radius, space = _token_radius(theme, font), theme.px(6)
    for kind, what, n in reward_forms(effect)[level]:
        if kind == "token":
            plus = draw_text(surface, f"+{n}", font, colour, (x, cy), anchor="midleft")
            centre = (plus.right + theme.px(2) + radius, cy)
            resource_token(surface, theme, what, centre, radius)
            x = centre[0] + radius + space
        else:
            x = draw_text(surface, what, font, colour, (x, cy), anchor="midleft").right + space


# --- the board ------------------------------------------------------------------------------------


def draw_character_board(
    surface,
    theme: T.Theme,
    st: GameState,
    seat: int,
    r: pygame.Rect,
    targets: Targets,
    glow: dict[Key, tuple],
) -> None:
    """The Character board: Qi Energy sections (with placed Bamboo Slips), the Qi beside it, the
    Jade Amulets owned and the Bamboo Slips held."""
    cat = st.catalogue
    p = st.players[seat]
    board = cat.characters[p.character] if p.character >= 0 else None
    label = theme.font(TEXT, bold=True)
    small = theme.font(TEXT)
    lh = label.get_linesize()
    # bottom part first: amulets and slips, each a row of tokens with a caption
    tok = max(theme.px(22), min(theme.px(26), r.height // 8))
    slips_y = r.bottom - tok
    amulets_y = slips_y - theme.px(6) - tok
    _draw_amulets(
        surface, theme, st, seat, pygame.Rect(r.x, amulets_y, r.width, tok), targets, glow
    )
    _draw_slips(surface, theme, p, pygame.Rect(r.x, slips_y, r.width, tok), targets, glow)
    # Qi Energy sections
    title = draw_text(surface, _("Qi Energy"), label, T.GOLD, (r.x, r.y))
    on_board = _("{n} on board").format(n=sum(p.qi))
    if small.size(on_board)[0] > r.right - title.right - theme.px(8):
        on_board = str(sum(p.qi))
    pos = (r.right, r.y + lh // 2)
    draw_text(surface, on_board, small, T.TEXT_DIM, pos, anchor="midright")
    if not board:
        return
    placed = dict(p.placed_slips)
    n = len(board.sections) + 1
    top = r.y + lh
    avail = amulets_y - theme.px(6) - top
    gap = max(1, theme.px(3))
    row_h = min(theme.px(25), (avail - gap * (n - 1)) // n)
    dot = max(3, min(int(row_h * 0.3), theme.px(6)))
    dot_step = dot * 2 + max(2, dot // 2)
    most = max(s.qi for s in board.sections)
    slip_w = int(row_h * 0.62)
    tx = r.x + theme.px(4) + most * dot_step + theme.px(2) + slip_w + theme.px(5)
    level = reward_level(theme, [s.slip for s in board.sections], r.right - tx - theme.px(4))
    for k, section in enumerate(board.sections):
        row = pygame.Rect(r.x, top + k * (row_h + gap), r.width, row_h)
        _lit_box(surface, theme, row, glow.get(("section", k)))
        q = p.qi[k] if k < len(p.qi) else 0
        _qi_dots(surface, seat, row.x + theme.px(4), row.centery, dot, q, section.qi)
        sr = pygame.Rect(tx - theme.px(5) - slip_w, row.y + 2, slip_w, row_h - 4)
        if k in placed:
            _slip_token(surface, theme, sr)
        else:
            pygame.draw.rect(surface, EMPTY_QI, sr, 1, border_radius=2)
        colour = T.TEXT if k in placed else T.TEXT_DIM
        _draw_reward(surface, theme, section.slip, level, tx, row.centery, colour)
        targets.add(row, ("section", k))
    row = pygame.Rect(r.x, top + len(board.sections) * (row_h + gap), r.width, row_h)
    _lit_box(
        surface, theme, row, glow.get(("reserve",)), fill=T.lerp_colour(BOARD_FILL, ROW_FILL, 0.5)
    )
    _qi_dots(surface, seat, row.x + theme.px(4), row.centery, dot, p.reserve, max(4, p.reserve))
    words = _("beside the board")
    x = row.x + theme.px(4) + max(4, p.reserve) * dot_step + theme.px(4)
    x = max(x, tx - theme.px(5) - slip_w)
    if small.size(words)[0] <= row.right - theme.px(4) - x:  # (the tooltip says it where not)
        draw_text(surface, words, small, T.TEXT_DIM, (x, row.centery), anchor="midleft")
    targets.add(row, ("reserve",))


def _draw_amulets(surface, theme: T.Theme, st, seat: int, r: pygame.Rect, targets, glow) -> None:
    cat = st.catalogue
    p = st.players[seat]
    cap = theme.font(TEXT, bold=True)
    x = draw_text(surface, _("Amulets"), cap, T.GOLD, (r.x, r.centery), anchor="midleft").right
    x += theme.px(6)
    if not p.amulets:
        none = theme.font(TEXT)
        draw_text(surface, _("none yet"), none, T.TEXT_DIM, (x, r.centery), anchor="midleft")
        return
    name_font = theme.font(TEXT)
    names = [
        component_name(cat.amulets[a].name)
        .replace(" Amulet", "")
        .replace(" Pendant", "")
        .removesuffix("玉符")
        for a in p.amulets
    ]
    with_names = (
        x + sum(r.height + theme.px(4) + name_font.size(nm)[0] + theme.px(8) for nm in names)
        <= r.right
    )
    for a, nm in zip(p.amulets, names, strict=True):
        tr = pygame.Rect(x, r.y, r.height, r.height)
        lit = glow.get(("amulet", a))
        pygame.draw.circle(surface, T.INK, tr.center, r.height // 2)
        pygame.draw.circle(surface, T.JADE, tr.center, r.height // 2 - max(1, theme.px(1)))
        pygame.draw.circle(
            surface, T.lighter(T.JADE, 0.4), tr.center, r.height // 2 - theme.px(4), 1
        )
        glyph = AMULET_GLYPHS.get(cat.amulets[a].ability, "玉")
        draw_text(
            surface,
            glyph,
            theme.font_px(max(r.height * 0.55, theme.px(TEXT)), serif=True),
            T.INK,
            tr.center,
            anchor="center",
        )
        if lit:
            pygame.draw.circle(
                surface, lit, tr.center, r.height // 2 + theme.px(2), max(2, theme.px(2))
            )
        hit = pygame.Rect(tr)
        x = tr.right + theme.px(4)
        if with_names:
            nr = draw_text(surface, nm, name_font, T.TEXT, (x, r.centery), anchor="midleft")
            hit.width = nr.right - hit.x
            x = nr.right + theme.px(8)
        targets.add(hit, ("amulet", a))


def _draw_slips(surface, theme: T.Theme, p, r: pygame.Rect, targets, glow) -> None:
    cap = theme.font(TEXT, bold=True)
    x = draw_text(surface, _("Slips held"), cap, T.GOLD, (r.x, r.centery), anchor="midleft").right
    x += theme.px(6)
    if not p.slips:
        none = theme.font(TEXT)
        draw_text(surface, _("none"), none, T.TEXT_DIM, (x, r.centery), anchor="midleft")
        return
    w = max(int(r.height * 0.7), theme.px(18))  # room for 简 at a readable size
    for slip in p.slips:
        sr = pygame.Rect(x, r.y, w, r.height)
        _slip_token(surface, theme, sr, glow.get(("myslip", slip)))
        targets.add(sr, ("myslip", slip))
        x += w + theme.px(5)
