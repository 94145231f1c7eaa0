"""How legible the board is (issue 42): every string drawn through a real game, at what size, and
whether it was cut short.

    python -m game.ui.legibility [--size 1280x720] [--scale 100] [--players 4] [--seed 1]
                                 [--decisions 300] [--list]

The real board, under SDL's dummy drivers, plays a seeded game of random legal decisions (a hand-off
or a battle over the board is closed unseen: this measures the board).  Every string a font renders
is recorded with the font's pixel size; a string ending in "…" that is not itself a message of the
game (like "is thinking…") was cut.  Prints the figures (distinct strings, how many under
`SMALLEST_PX`, how many cut, with examples; `--list` every one), then one JSON object as the last
line.  A measuring tool, not a test: the legibility tests assert the aims.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import tempfile
from contextlib import contextmanager

#: The smallest text a player should be asked to read at 1280x720 and 100% (issue 42).
SMALLEST_PX = 12
ELLIPSIS = "…"


def _whole_messages() -> set[str]:
    """The game's own messages that end in "…", in English and the current language."""
    from game.i18n import _
    from game.resources import asset

    out = set()
    pot = asset("locale", "lionwake.pot")
    text = pot.read_text(encoding="utf-8") if pot.exists() else ""
    for line in text.splitlines():
        if line.startswith('msgid "') and ELLIPSIS in line:
            msgid = line[len('msgid "') : -1]
            out |= {msgid, _(msgid)}
    return out


@contextmanager
def fonts_recorded():
    """While open, every string a font renders is counted in the dict it yields, by (text, the
    font's pixel size); the fonts are loaded afresh on entry and on exit (so none escapes it)."""
    import pygame

    from game.ui import theme as T

    drawn: dict[tuple[str, int], int] = {}
    plain = pygame.font.Font

    class RecordingFont(plain):
        def __init__(self, file, px, *args, **kwargs):
            super().__init__(file, px, *args, **kwargs)
            self.px = px

        def render(self, text, *args, **kwargs):
            key = (str(text), self.px)
            drawn[key] = drawn.get(key, 0) + 1
            return super().render(text, *args, **kwargs)

    pygame.font.Font = RecordingFont
    T.forget_fonts()
    try:
        yield drawn
    finally:
        pygame.font.Font = plain
        T.forget_fonts()


def measure(size, scale: int, players: int, seed: int, decisions: int) -> dict[tuple, int]:
    """{(text, px): times drawn} for a seeded game on the board."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("LIONWAKE_DATA_DIR", tempfile.mkdtemp(prefix="lionwake-legibility-"))
    from game.core import Config
    from game.core.decisions import SETUP
    from game.session.factory import new_match

    with fonts_recorded() as drawn:
        from game.ui.app import App
        from game.ui.scenes.board import BoardScene

        app = App(size)
        app.settings.ui_scale = scale
        app.settings.animation_speed = 0
        app.apply_look()
        config = {"difficulty": "normal"} if players == 1 else {}
        match = new_match(Config(players=players, seed=seed, **config), saved=False)
        rnd = random.Random(seed)
        while match.pending.kind in SETUP or len(match.game.state.village) == 0:
            match.apply(rnd.choice(match.legal()))  # (the setup draft is another screen)
        board = BoardScene(app, match, viewer=max(0, match.pending.seat))
        app.push(board)
        app.step(1 / 60)
        for _ in range(decisions):
            if match.over:
                break
            while app.stack.top is not board and len(app.stack.scenes) > 1:
                app.stack.pop()
            if app.stack.top is not board:
                break
            board.take(rnd.choice(match.legal()), confirmed=True)
            while app.stack.top is not board and len(app.stack.scenes) > 1:
                app.stack.pop()
            app.step(1 / 60)
    return drawn


def report(drawn: dict[tuple, int], whole: set[str]) -> dict:
    strings = {(t, px) for t, px in drawn if t.strip()}
    small = sorted((px, t) for t, px in strings if px < SMALLEST_PX)
    cut = sorted({t for t, _px in strings if t.endswith(ELLIPSIS) and t not in whole})
    return {
        "distinct": len(strings),
        "below_px": SMALLEST_PX,
        "small": len(small),
        "cut": len(cut),
        "smallest_px": min((px for _t, px in strings), default=0),
        "small_examples": [t for _px, t in small[:12]],
        "cut_examples": cut[:12],
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.legibility", description=__doc__)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--scale", type=int, default=100)
    parser.add_argument("--players", type=int, default=4, choices=(1, 2, 3, 4))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--decisions", type=int, default=300)
    parser.add_argument("--list", action="store_true", help="print every small or cut string")
    args = parser.parse_args(argv)
    try:
        w, h = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        parser.error(f"argument --size: {args.size!r} is not WIDTHxHEIGHT")
    drawn = measure((w, h), args.scale, args.players, args.seed, args.decisions)
    figures = report(drawn, _whole_messages())
    print(
        f"{figures['distinct']} distinct strings drawn at {w}x{h}, {args.scale}%: "
        f"{figures['small']} under {SMALLEST_PX} px (smallest {figures['smallest_px']} px), "
        f"{figures['cut']} cut with '…'"
    )
    if args.list:
        for (text, px), n in sorted(drawn.items(), key=lambda kv: (kv[0][1], kv[0][0])):
            if px < SMALLEST_PX or (text.endswith(ELLIPSIS)):
                print(f"  {px:>3} px  x{n:<4} {text}")
    figures.update(size=f"{w}x{h}", scale=args.scale, players=args.players, seed=args.seed)
    print(json.dumps(figures, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
