"""Board screenshots for comparing two versions of the screens (issue 41: "screenshots before and
after are compared").

    python -m game.ui.screenshots OUT [--code CHECKOUT]     # the board at fixed seeds, as PNGs
    python -m game.ui.screenshots --compare A B             # pixels that differ, per picture

The first form draws the board of three seeded games (4 players, 2 players, Solo) part-way through,
at 1280x720 and 1920x1080 and at 100% and 200% UI scale, under SDL's dummy drivers, into `OUT`;
with `--code` the game is imported from another checkout (e.g. a `git worktree` of an older
commit), so the same pictures can be drawn by the code before a change.  It uses only what every
version since issue 40 has: `App`, `BoardScene(app, match, viewer)`, `new_match`.  The second form
prints, for each PNG in both folders, how many pixels differ (by more than a faint rounding) and
where, and exits 1 if any does.
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

#: (players, seed, decisions played at random before the picture)
GAMES = ((4, 7, 120), (2, 3, 80), (1, 3, 60))
SIZES = ((1280, 720), (1920, 1080))
SCALES = (100, 200)
#: A difference per pixel (summed over red, green and blue) this small is rounding, not a change.
FAINT = 30

_DRAW = """
import os, sys
sys.path.insert(0, {code!r})
sys.meta_path = [f for f in sys.meta_path if "editable" not in repr(f).lower()]
import random
import pygame
from game.core import Config
from game.session.factory import new_match
from game.ui.app import App
from game.ui.scenes.board import BoardScene
assert os.path.realpath(sys.modules["game"].__file__).startswith(os.path.realpath({code!r}))
for players, seed, n in {games!r}:
    for size in {sizes!r}:
        for pct in {scales!r}:
            app = App(size)
            app.settings.ui_scale = pct
            app.apply_look()
            app.settings.animation_speed = 0
            match = new_match(Config(players=players, seed=seed), saved=False)
            rnd = random.Random(seed)
            while len(match.game.history) < n and not match.over:
                match.apply(rnd.choice(match.legal()))
            board = BoardScene(app, match, viewer=match.pending.seat)
            app.push(board)
            for _ in range(3):
                app.step(1 / 60)
            while app.stack.top is not board:
                app.stack.pop()
                app.step(1 / 60)
            for _ in range(2):
                app.step(1 / 60)
            name = "p%d_%dx%d_%d.png" % (players, size[0], size[1], pct)
            pygame.image.save(app.screen, os.path.join({out!r}, name))
            print(name)
"""


def draw(out: Path, code: Path) -> int:
    """Draw the pictures into `out` with the game imported from `code`."""
    out.mkdir(parents=True, exist_ok=True)
    script = _DRAW.format(
        code=str(code.resolve()), games=GAMES, sizes=SIZES, scales=SCALES, out=str(out.resolve())
    )
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.setdefault("LIONWAKE_DATA_DIR", tempfile.mkdtemp(prefix="lionwake-shots-"))
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return subprocess.run([sys.executable, "-c", script], env=env, check=False).returncode


def compare(a: Path, b: Path) -> int:
    """Print how many pixels of each picture differ between `a` and `b`; 1 if any does."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame

    changed = 0
    for path in sorted(a.glob("*.png")):
        other = b / path.name
        if not other.exists():
            print(f"{path.name}: missing from {b}")
            changed += 1
            continue
        one, two = pygame.image.load(str(path)), pygame.image.load(str(other))
        if one.get_size() != two.get_size():
            print(f"{path.name}: {one.get_size()} against {two.get_size()}")
            changed += 1
            continue
        rgb_one, rgb_two = pygame.image.tobytes(one, "RGB"), pygame.image.tobytes(two, "RGB")
        width = one.get_width()
        count, box = 0, None
        if rgb_one != rgb_two:
            for i in range(0, len(rgb_one), 3):
                if rgb_one[i : i + 3] == rgb_two[i : i + 3]:
                    continue
                diff = sum(
                    abs(x - y) for x, y in zip(rgb_one[i : i + 3], rgb_two[i : i + 3], strict=True)
                )
                if diff > FAINT:
                    count += 1
                    x, y = (i // 3) % width, (i // 3) // width
                    box = (
                        (x, y, x, y)
                        if box is None
                        else (min(box[0], x), min(box[1], y), max(box[2], x), max(box[3], y))
                    )
        if rgb_one == rgb_two:
            print(f"{path.name}: identical")
        else:
            print(f"{path.name}: {count} pixels differ" + (f" within {box}" if box else ""))
        changed += count > 0
    return 1 if changed else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.screenshots", description=__doc__)
    parser.add_argument("out", nargs="?", type=Path, help="the folder to draw the pictures into")
    parser.add_argument("--code", type=Path, default=Path(__file__).resolve().parents[2])
    parser.add_argument("--compare", nargs=2, type=Path, metavar=("A", "B"))
    args = parser.parse_args(argv)
    if args.compare:
        return compare(*args.compare)
    if args.out is None:
        parser.error("give the folder to draw into, or --compare A B")
    if not (args.code / "game" / "ui").is_dir():
        parser.error(f"argument --code: {args.code} is not a checkout of the game")
    return draw(args.out, args.code)


if __name__ == "__main__":
    sys.exit(main())
