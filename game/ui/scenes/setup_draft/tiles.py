"""Building your own village in the setup draft (rulebook, "Setup", the village built tile by
tile): whether the revealed tile's box fits in the corner as at 100% (`tiles_fit`), else where it
stands beside the map (large UI scales: `tile_box`), and the map with the free spaces lit, a
computer's pick, the tile it just placed glowing, and the revealed tile's box (`draw_tiles`)."""

from __future__ import annotations

import pygame

from game.core import actions as A
from game.i18n import _, name, ngettext
from game.text.components import terrain_text

from ... import theme as T
from ...widgets import panel, wrap


def tiles_fit(draft, size) -> bool:
    """Whether the revealed tile's box, as at 100%, holds its text and stays in the corner (a
    quarter of the window's width at most: larger, it would cover the map)."""
    theme = draft.theme
    if not draft.heading_fits(size) or theme.px(300) > size[0] // 4:
        return False
    st = draft.match.game.state
    if not st.terrain_stack:
        return True
    card = st.catalogue.terrain[st.terrain_stack[-1]]
    font = theme.font(13)
    lines = wrap(font, terrain_text(card), theme.px(280) - 20)
    return theme.px(36) + len(lines) * font.get_linesize() + theme.px(22) <= theme.px(110) and (
        theme.font(15, bold=True).size(_("Revealed: {tile}").format(tile=name(card.name)))[0]
        <= theme.px(280) - 20
    )


def tile_box(draft, size) -> pygame.Rect:
    """Where the revealed tile is described (large UI scales: right of the map, as tall as its
    text)."""
    theme = draft.theme
    w, h = size
    st = draft.match.game.state
    bw = min(theme.px(280), int(w * 0.42))
    pad = theme.px(10)
    height = 2 * pad
    if st.terrain_stack:
        card = st.catalogue.terrain[st.terrain_stack[-1]]
        bold, font = theme.font(15, bold=True), theme.font(13)
        title = _("Revealed: {tile}").format(tile=name(card.name))
        height += len(wrap(bold, title, bw - 2 * pad)) * bold.get_linesize() + pad
        height += len(wrap(font, terrain_text(card), bw - 2 * pad)) * font.get_linesize() + pad
        height += theme.font(12).get_linesize()
    top = draft.header_bottom + theme.px(16)
    return pygame.Rect(w - theme.px(16) - bw, top, bw, height)


def draw_tiles(surface, draft, st) -> None:
    """Building the village: the map with the free spaces lit (a person's choice), or the space
    a computer picked; a tile a computer just placed glows; and the revealed tile's box."""
    theme = draft.theme
    w, h = surface.get_size()
    legal = draft.match.legal()
    glow = {}
    if draft.placed is not None and draft.placed[0] in st.village.coords:
        glow = {st.village.coords.index(draft.placed[0]): T.HIGHLIGHT}
    draft.renderer.draw(surface, theme, st, highlights=glow)
    card = st.catalogue.terrain[st.terrain_stack[-1]]
    if draft.computer is not None:  # nothing to click: only the pick, once it is made
        if isinstance(draft.pick, A.PlaceTile):
            pts = draft.renderer.hexagon(draft.renderer.empty_hex_center(draft.pick.hex), 0.95)
            pygame.draw.polygon(surface, T.TERRAIN[card.level][0], pts)
            pygame.draw.polygon(surface, T.HIGHLIGHT, pts, max(3, theme.px(4)))
        legal = []
    for action in legal:
        centre = draft.renderer.empty_hex_center(action.hex)
        pts = draft.renderer.hexagon(centre, 0.95)
        hovered = draft.renderer.hex_at(draft.mouse) == action.hex
        pygame.draw.polygon(surface, T.TERRAIN[card.level][0] if hovered else T.TABLE_LIGHT, pts)
        pygame.draw.polygon(surface, T.LEGAL, pts, 2)
        draft.hexes.append((action.hex, action))
    box = pygame.Rect(w - theme.px(300), theme.px(100), theme.px(280), theme.px(110))
    if draft.compact:
        box = draft.box
    panel(surface, box)
    pad = 10 if not draft.compact else theme.px(10)
    bold, font = theme.font(15, bold=True), theme.font(13)
    title = _("Revealed: {tile}").format(tile=name(card.name))
    y = box.y + pad
    for line in wrap(bold, title, box.width - 2 * pad) if draft.compact else [title]:
        draft.draw_text_in(surface, line, bold, T.TERRAIN[card.level][0], (box.x + pad, y), box)
        y += bold.get_linesize()
    y = box.y + theme.px(36) if not draft.compact else y + pad
    for line in wrap(font, terrain_text(card), box.width - 2 * pad):
        draft.draw_text_in(surface, line, font, T.TEXT, (box.x + pad, y), box)
        y += font.get_linesize()
    left = ngettext(
        "{n} tile still face down",
        "{n} tiles still face down",
        len(st.terrain_stack) - 1,
    ).format(n=len(st.terrain_stack) - 1)
    small = theme.font(12)
    y = box.bottom - theme.px(20) if not draft.compact else box.bottom - pad - small.get_linesize()
    draft.draw_text_in(surface, left, small, T.TEXT_DIM, (box.x + pad, y), box)
