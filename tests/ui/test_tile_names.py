"""Terrain tile names on the board (game/ui/render/village.py): a name that a raised tile or a
piece in front hides is printed again on top, where it can be read."""

from __future__ import annotations

from game.ui.render import map_labels as L

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
            any(L._inside(pt, o) for o in later) for pt in L._samples(printed)
        )
        # the plate itself is over no tile in front of its own
        assert not any(L._inside(pt, o) for o in later for pt in L._samples(rect)), name
        if rect != printed:  # moved on its own face: the front one was hidden, and is not drawn
            face = renderer.hexagon(renderer.top_center(tile))
            assert all(L._inside(pt, face) for pt in L._samples(rect)), name
            assert tile in renderer._moved
        else:  # left in place: only pieces covered it
            assert hidden_where_printed == 0, name
    # and what is drawn there is the name's light plate (its padding left of the text)
    rect, _, _, tile = plates[0]
    plate = L.T.lighter(L.T.TERRAIN[st.village.levels[tile]][0], 0.55)
    got = app.screen.get_at((rect.left - 2, rect.centery))[:3]
    assert all(abs(a - b) <= 24 for a, b in zip(got, plate, strict=True)), (got, plate)


def test_tile_names__every_name_a_raised_tile_hides_is_printed_again_somewhere_on_its_face():
    """Where a mountain hides both the front and the back edge, the name goes across the middle
    of the face or to its open side, broken onto two lines if it must ("Market Square" beside the
    Hermit's Cave); a scorch mark over a name counts as a piece over it."""
    two_lines = 0
    for seed, decisions in ((1, 60), (5, 120), (7, 90)):
        app, board = board_app(match_mid_game(2, seed, decisions), (1600, 900))
        st, renderer = board.match.game.state, board.renderer
        outlines = [renderer._outline(tile) for tile in renderer._order]
        plated = {tile: name for _, name, _, tile in renderer._plates[1]}
        for k, rect, name, _font, tile in _names(renderer, st, app.theme):
            later = outlines[k + 1 :]
            if any(L._inside(pt, o) for o in later for pt in L._samples(rect)):
                assert plated.get(tile, "").replace("\n", " ") == name, (seed, name)
        two_lines += sum("\n" in name for name in plated.values())
        if st.scorched_at and any(st.scorched_at):
            scorched = [t for t, s in enumerate(st.scorched_at) if s]
            assert any(t in plated for t in scorched), seed
    assert two_lines >= 3
