"""Terrain tile names on the board (game/ui/render/village.py): a name that a raised tile or a
piece in front hides is printed again on top, where it can be read."""

from __future__ import annotations

from game.ui.render import village as V

from .scenario import board_app, match_mid_game


def _names(renderer, st, theme):
    out = []
    for k, tile in enumerate(renderer._order):
        name, font = renderer._tile_label(theme, st, tile)
        if name:
            out.append((k, renderer._label_rect(tile, name, font), name, font, tile))
    return out


def test_tile_names__a_name_behind_a_raised_tile_is_printed_on_its_visible_back_edge():
    # seed 1, 60 decisions in: the highlands tile at the back sits behind both mountains
    app, board = board_app(match_mid_game(2, 1, 60))
    st, renderer = board.match.game.state, board.renderer
    plates = renderer._plates[1]
    assert plates, "some name on this table is hidden"
    outlines = [renderer._outline(tile) for tile in renderer._order]
    names = {tile: (k, rect) for k, rect, _, _, tile in _names(renderer, st, app.theme)}
    for rect, name, _font, tile in plates:
        k, printed = names[tile]
        later = outlines[k + 1 :]
        hidden_where_printed = sum(
            any(V._inside(pt, o) for o in later) for pt in V._samples(printed)
        )
        # the plate itself is over no tile in front of its own
        assert not any(V._inside(pt, o) for o in later for pt in V._samples(rect)), name
        if rect != printed:  # moved to the back edge: the front one was hidden, and is not drawn
            assert rect.bottom < printed.top
            assert tile in renderer._moved
        else:  # left in place: only pieces covered it
            assert hidden_where_printed == 0, name
    # and what is drawn there is the name's light plate (its padding left of the text)
    rect, _, _, tile = plates[0]
    plate = V.T.lighter(V.T.TERRAIN[st.village.levels[tile]][0], 0.55)
    got = app.screen.get_at((rect.left - 2, rect.centery))[:3]
    assert all(abs(a - b) <= 24 for a, b in zip(got, plate, strict=True)), (got, plate)
