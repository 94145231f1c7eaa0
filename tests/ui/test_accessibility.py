"""Issue 8, item 7 "Accessibility": Tattoo Motif and player colours also differ by symbol or pattern, a
colour-blind palette keeps them apart under simulated colour-vision deficiency, the UI scale keeps every
screen's buttons inside the window, and a whole game can be played from the keyboard."""

from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.ui import theme as T
from game.ui.render.cards import draw_motif

from .colour_vision import min_pairwise, simulate_surface
from .driver import ARTIFACTS, screenshot
from .scenario import board_app, match_mid_game

#: Below this CIE76 difference two flat colours are easily confused (about "clearly different").
APART = 20.0


@pytest.fixture(autouse=True)
def _standard_palette():
    """Every test starts and ends with the standard palette (it is module state in theme)."""
    T.set_palette("off")
    yield
    T.set_palette("off")


def _dominant(surface: pygame.Surface, rect: pygame.Rect) -> tuple[int, int, int]:
    """The most common colour inside the circle inscribed in `rect` (a token's own colour)."""
    counts: Counter = Counter()
    cx, cy, r = rect.centerx, rect.centery, min(rect.width, rect.height) // 2
    for y in range(rect.top, rect.bottom):
        for x in range(rect.left, rect.right):
            if (x - cx) ** 2 + (y - cy) ** 2 <= r * r:
                counts[tuple(surface.get_at((x, y)))[:3]] += 1
    return counts.most_common(1)[0][0]


def _token_colours(mode: str) -> list[tuple[int, int, int]]:
    """Draw the four Motif tokens in `mode`'s palette, save the picture, and read their colours
    back from its pixels."""
    T.set_palette(mode)
    theme = T.Theme()
    surface = pygame.Surface((200, 60))
    surface.fill(T.TABLE)
    rects = []
    for i in range(4):
        centre = (25 + i * 50, 30)
        draw_motif(surface, theme, centre, 18, i)
        rects.append(pygame.Rect(centre[0] - 18, centre[1] - 18, 36, 36))
    ARTIFACTS.mkdir(exist_ok=True)
    pygame.image.save(surface, str(ARTIFACTS / f"a11y-motifs-{mode}.png"))
    return [_dominant(surface, r) for r in rects]


@pytest.mark.parametrize("kind", ["protan", "deutan", "tritan"])
def test_palette__the_colour_blind_motifs_stay_apart_where_the_standard_ones_do_not(kind):
    pygame.init()
    standard = _token_colours("off")
    safe = _token_colours("on")
    assert standard == [T.PALETTES["off"]["MOTIF"][c] for c in ("green", "red", "purple", "blue")]
    assert safe == [T.PALETTES["on"]["MOTIF"][c] for c in ("green", "red", "purple", "blue")]
    # the measure finds the problem: some standard Motifs run together for red-green deficiency
    if kind in ("protan", "deutan"):
        assert min_pairwise(standard, kind) < APART
    # and the colour-blind palette keeps every pair apart, for normal vision too
    assert min_pairwise(safe, kind) >= APART + 4
    assert min_pairwise(safe) >= APART + 4


@pytest.mark.parametrize("kind", ["protan", "deutan", "tritan"])
def test_palette__players_terrain_and_highlights_stay_apart_in_the_colour_blind_palette(kind):
    safe = T.PALETTES["on"]
    assert min_pairwise(safe["PLAYER_COLOURS"], kind) >= APART + 4
    assert min_pairwise([top for top, _ in safe["TERRAIN"].values()], kind) >= APART + 4
    assert min_pairwise([safe["LEGAL"], safe["ILLEGAL"], safe["HIGHLIGHT"]], kind) >= APART + 4
    standard = T.PALETTES["off"]
    worst = min(
        min_pairwise(standard["PLAYER_COLOURS"], kind),
        min_pairwise([top for top, _ in standard["TERRAIN"].values()], kind),
    )
    assert worst < APART + 4  # the standard palette is the one that needed help


def test_palette__changes_live_on_the_board_screenshot(shots):
    """The board drawn before and after switching: the Motif row's tokens change colour on the next
    frame, and the simulated deuteranope's view of the distinct tokens keeps them apart."""
    match = match_mid_game(2, 3, 30)
    app, board = board_app(match)
    shots(app)
    st = match.game.state
    rects = [board.targets.rect_of(("motif", i)) for i in range(len(st.motif_row))]
    assert all(rects)
    before = [_dominant(app.screen, r) for r in rects]
    ARTIFACTS.mkdir(exist_ok=True)
    for kind in ("deutan", "protan"):  # how the standard board looks with colour-vision deficiency
        pygame.image.save(
            simulate_surface(app.screen, kind), str(ARTIFACTS / f"a11y-board-standard-{kind}.png")
        )
    app.settings.colour_blind = "on"
    app.apply_look()
    app.step(0.016)
    screenshot(app, "a11y-board-colour-blind")
    for kind in ("deutan", "protan"):
        pygame.image.save(
            simulate_surface(app.screen, kind),
            str(ARTIFACTS / f"a11y-board-colour-blind-{kind}.png"),
        )
    after = [_dominant(app.screen, r) for r in rects]
    for i, colour in enumerate(after):
        name = ("green", "red", "purple", "blue")[st.motif_row[i]]
        assert colour == T.PALETTES["on"]["MOTIF"][name]
        assert colour != before[i]
    distinct = sorted(set(after))
    if len(distinct) > 1:
        for kind in ("protan", "deutan"):
            assert min_pairwise(distinct, kind) >= APART
    app.settings.colour_blind = "off"
    app.apply_look()


def test_symbols__every_motif_and_player_has_its_own_shape():
    """Drawn in one ink on white, the four Motif symbols differ from each other, as do the four
    player marks and the patterns: shape alone tells them apart."""

    def shape(draw) -> bytes:
        s = pygame.Surface((40, 40))
        s.fill((255, 255, 255))
        draw(s)
        return pygame.image.tobytes(s, "RGB")

    motifs = [
        shape(lambda s, i=i: T.draw_motif_symbol(s, i, (20, 20), 14, (0, 0, 0))) for i in range(4)
    ]
    marks = [
        shape(lambda s, i=i: T.draw_player_mark(s, i, (20, 20), 14, (0, 0, 0))) for i in range(4)
    ]
    patterns = [
        shape(lambda s, k=k: T.draw_pattern(s, s.get_rect(), k, (0, 0, 0), 6))
        for k in set(T.MOTIF_PATTERNS) | set(T.PLAYER_PATTERNS)
    ]
    for group in (motifs, marks, patterns):
        assert len(set(group)) == len(group)
        blank = shape(lambda s: None)
        assert blank not in group


# --- UI scale: every scene's buttons fit the window at 75% and 200% ---------------------------------


@pytest.mark.parametrize(
    "size", [(960, 540), (1280, 720), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}"
)
@pytest.mark.parametrize("ui_scale", [75, 200])
def test_ui_scale__every_scene_keeps_its_buttons_inside_the_window_and_apart(
    size, ui_scale, tmp_path, monkeypatch
):
    from .a11y_scenes import SCENES, buttons_of, check_fit, open_scene

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    problems = []
    for name in SCENES:
        app, scene = open_scene(name, size, ui_scale)
        assert buttons_of(scene) or name in ("handoff", "battle", "titles", "achievements"), name
        found = check_fit(app, scene)
        if found:
            screenshot(app, f"FAILED-ui-scale-{name}-{size[0]}-{ui_scale}")
            problems.append((name, found))
        if size == (1280, 720):
            screenshot(app, f"ui-scale-{ui_scale}-{name}")
    assert not problems


def test_ui_scale__text_grows_with_the_setting_where_the_screen_has_room(tmp_path, monkeypatch):
    """The setting really scales: at 1920x1080 the Settings screen's buttons are larger at 150% than
    at 100%, and smaller at 75%; the board grows up to its own limit."""
    from .a11y_scenes import open_scene

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    heights = {}
    for pct in (75, 100, 150):
        app, scene = open_scene("settings", (1920, 1080), pct)
        heights[pct] = scene.buttons[0].rect.height
    assert heights[75] < heights[100] < heights[150]
    board_bars = {}
    for pct in (100, 125):
        app, scene = open_scene("board", (1280, 720), pct)
        board_bars[pct] = scene.regions.top.height
    assert board_bars[125] > board_bars[100]
