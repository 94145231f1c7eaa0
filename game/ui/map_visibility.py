"""Can every tile be read on the map? (issue 42: "the map is the centrepiece, and hides nothing")

    python -m game.ui.map_visibility [--size 1280x720] [--scale 100] [--zoom 0] [--all]

Every shipped layout and three Villages built in the setup draft are played on the real board (SDL's
dummy drivers) to their first Leaps, the tiles a Leap can reach carrying their step-cost badges,
and the map drawn.  For each tile it then counts, from where the map put things
(`VillageRenderer.shown`): a name not shown at all; a name on its tile hidden by what is in front;
a name on a plate over another name; a badge over a name; a badge over another badge or a piece;
a badge outside the map; a name or badge a click does not pick its tile from.  Zoomed in, only the
tiles in view count (inside the map's region, not under the chips or the Nian's panel drawn over
it: the others are a slide of the map away).  Prints a line per layout and, as its last line, one
JSON object with the totals.  `--all` walks 1280x720 and 1920x1080, 100% and 200% UI scale, and
zoom steps 0, 2, 4 and 6 (about 40 seconds); tests/ui/test_map_visibility.py walks every layout
at 1280x720 100% and 200% and a representative few of the others, and demands 0 of each.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile

BUILT = ((2, 5), (3, 6), (4, 7))  # (players, seed): Villages built tile by tile in the setup draft
FAULTS = (
    "name not shown",
    "name hidden",
    "plate over a name",
    "badge over a name",
    "badge over a badge",
    "badge over a piece",
    "badge outside the map",
    "click picks another tile",
)


def layouts() -> list[tuple]:
    from game.resources import level_names

    shipped = [n for n in level_names() if "first-game" in n or "campaign" in n]
    return [("layout", n) for n in shipped] + [("built", p, s) for p, s in BUILT]


def _match(case):
    from game.core import Config
    from game.core.decisions import SETUP
    from game.session.match import Match

    if case[0] == "layout":
        name = case[1]
        players = 1 if name.startswith("campaign") else int(name.split("-")[-1][0])
        config = Config(players=players, seed=1, layout=name, difficulty="normal")
        seed = 1
    else:
        _, players, seed = case
        config = Config(players=players, seed=seed, layout="build")
    match = Match(config)
    rnd = random.Random(seed)
    while match.pending.kind in SETUP or len(match.game.state.village) == 0:
        match.apply(rnd.choice(match.legal()))
    return match


def _why_missing(board, tile: int) -> str:
    """Why `tile`'s name is not on the map (its tooltip names it)."""
    from game.text.tooltips import lines_for

    name = lines_for(board.view, ("tile", tile), board.turns.viewer)[0]
    why = "no place on or near its tile holds it at its size, clear of other names, badges, pieces"
    return f"{name}: {why}"


def _in_view(rect, village, covers) -> bool:
    return village.contains(rect) and rect.collidelist([c for c in covers if c.width]) < 0


def _overlaps(rect, others) -> bool:
    return any(rect.colliderect(o) for o in others)


def faults_at_leaps(
    case, size, zoom: int, leaps: int = 3, scale: int = 100, missing: list | None = None
) -> dict[str, int]:
    """The counts of `FAULTS` over the first `leaps` Leap decisions of a game on `case`, in a
    window of `size` at UI scale `scale` (percent), the map zoomed in `zoom` steps."""
    import pygame

    from game.core import actions as A
    from game.session.choices import choices_for
    from game.ui.app import App
    from game.ui.scenes.board import BoardScene

    counts = dict.fromkeys(FAULTS, 0)
    match = _match(case)
    rnd = random.Random(len(match.game.history))
    found = 0
    for _ in range(600):
        if match.over or found >= leaps:
            break
        legal = match.legal()
        if any(isinstance(a, A.Leap) for a in legal):
            found += 1
            app = App(size)
            if scale != 100:
                app.settings.ui_scale = scale
                app.apply_look()
            app.settings.animation_speed = 0
            board = BoardScene(app, match, viewer=match.pending.seat)
            app.push(board)
            app.step(0.016)
            if board.table.tabbed:
                board.table.show_tab("map")
            if zoom:
                board.table.zoom(zoom)
            labels = choices_for(board.view, legal).labels
            surface = pygame.Surface(app.screen.get_size())
            for _twice in range(2):  # (a name moved to a plate is left off its tile from then on)
                board.table.map.draw(surface, board.theme, board.view, {}, labels)
            _count(board, counts, zoom, missing)
        match.apply(rnd.choice(legal))
    return counts


def _count(board, counts: dict[str, int], zoom: int, missing: list | None = None) -> None:
    m = board.table.map
    village = board.table.regions.village
    shown = m.shown
    tiles = range(len(board.view.village))
    # the chips and the Nian's panel are drawn over the map: a tile under them is out of view
    covers = [board.panels.chips_area, board.solo.rect]
    if zoom:  # zoomed in: the tiles in view (the others are a slide of the map away)
        seen = [t for t in tiles if _in_view(m.hexagon_rect(t), village, covers)]
    else:
        seen = list(tiles)
    pieces = [rect for _k, rect in shown.pieces]
    for t in seen:
        name = shown.names.get(t)
        if name is None:
            counts["name not shown"] += 1
            if missing is not None:  # (why: see `MapLabels._name_plates`)
                missing.append(_why_missing(board, t))
            continue
        if t in shown.plated:
            others = [r for u, r in shown.names.items() if u != t]
            counts["plate over a name"] += _overlaps(name, others)
        else:
            counts["name hidden"] += not m.in_full_view(name, m.order_of(t))
        counts["badge over a name"] += _overlaps(name, shown.badges.values())
        counts["click picks another tile"] += board.hits.key_at(name.center) != ("tile", t)
    for t, badge in shown.badges.items():
        if t not in seen:
            continue
        if not zoom:
            counts["badge outside the map"] += not village.contains(badge)
        others = [r for u, r in shown.badges.items() if u != t]
        counts["badge over a badge"] += _overlaps(badge, others)
        counts["badge over a piece"] += _overlaps(badge.inflate(-4, -4), pieces)
        counts["click picks another tile"] += board.hits.key_at(badge.center) != ("tile", t)


#: What `--all` walks: the window sizes, UI scales (percent) and zoom steps of issue 42's aim.
SIZES = ((1280, 720), (1920, 1080))
SCALES = (100, 200)
ZOOMS = (0, 2, 4, 6)


def walk(sizes, scales, zooms, cases=None, report=None) -> dict[str, int]:
    """The totals of `FAULTS` over every layout in `cases` (default: `layouts()`) at every window
    size, UI scale and zoom step given; `report(where, counts, missing)` hears each layout's
    counts and why each name not shown is not."""
    totals = dict.fromkeys(FAULTS, 0)
    for size in sizes:
        for scale in scales:
            for zoom in zooms:
                for case in cases or layouts():
                    missing: list[str] = []
                    counts = faults_at_leaps(case, size, zoom, scale=scale, missing=missing)
                    if report is not None:
                        name = (
                            case[1] if case[0] == "layout" else f"built {case[1]}p seed {case[2]}"
                        )
                        where = f"{size[0]}x{size[1]} {scale}% zoom {zoom} {name}"
                        report(where, counts, missing)
                    for k, v in counts.items():
                        totals[k] += v
    return totals


def _print(where: str, counts: dict[str, int], missing=()) -> None:
    found = ", ".join(f"{k} {v}" for k, v in counts.items() if v) or "nothing hidden"
    print(f"{where}: {found}")
    for why in dict.fromkeys(missing):  # (once each: the same name at each Leap)
        print(f"    name not shown (its tooltip names it): {why}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.map_visibility", description=__doc__)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--scale", type=int, default=100, help="UI scale in percent")
    parser.add_argument("--zoom", type=int, default=0, help="zoom steps in (0: the whole map)")
    parser.add_argument(
        "--all", action="store_true", help="every size, scale and zoom step of issue 42's aim"
    )
    parser.add_argument("--quiet", action="store_true", help="only the layouts with a fault")
    args = parser.parse_args(argv)
    try:
        size = tuple(int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"argument --size: {args.size!r} is not WIDTHxHEIGHT")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("LIONWAKE_DATA_DIR", tempfile.mkdtemp(prefix="lionwake-map-"))

    def report(where, counts, missing):
        if any(counts.values()) or not args.quiet:
            _print(where, counts, missing)

    if args.all:
        totals = walk(SIZES, SCALES, ZOOMS, report=report)
        print(json.dumps({"size": "all", "zoom": "all", **totals}))
    else:
        totals = walk([size], [args.scale], [args.zoom], report=report)
        print(json.dumps({"size": args.size, "scale": args.scale, "zoom": args.zoom, **totals}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
