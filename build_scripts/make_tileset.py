"""Draw levels/village-tiles.png, the image behind levels/village.tsx, for the Tiled editor.

The rules read only the tiles' properties (terrain and placement order); this picture lets a level
designer see them while painting a map.  Run: python build_scripts/make_tileset.py
"""

from __future__ import annotations

import argparse
import math
import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

W, H, COLUMNS = 64, 74, 9
COLOURS = {"plains": (104, 160, 72), "highlands": (214, 178, 72), "mountains": (88, 128, 190)}
LETTER = {"plains": "P", "highlands": "H", "mountains": "M"}


def main(argv: list[str] | None = None) -> None:
    # it takes no arguments: anything given is refused before a file is written
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    pygame.init()
    font = pygame.font.Font(None, 26)
    sheet = pygame.Surface((W * COLUMNS, H * 6), pygame.SRCALPHA)
    for t, terrain in enumerate(COLOURS):
        for order in range(1, 19):
            tile_id = t * 18 + order - 1
            x, y = (tile_id % COLUMNS) * W, (tile_id // COLUMNS) * H
            cx, cy, r = x + W / 2, y + H / 2, H / 2 - 1
            points = [
                (
                    cx + r * math.cos(math.radians(60 * i - 30)),
                    cy + r * math.sin(math.radians(60 * i - 30)),
                )
                for i in range(6)
            ]
            pygame.draw.polygon(sheet, COLOURS[terrain], points)
            pygame.draw.polygon(sheet, (40, 30, 20), points, 2)
            label = font.render(f"{LETTER[terrain]}{order}", True, (20, 15, 10))
            sheet.blit(label, label.get_rect(center=(cx, cy)))
    out = Path(__file__).resolve().parent.parent / "levels" / "village-tiles.png"
    pygame.image.save(sheet, str(out))
    print(f"wrote {out}")


if __name__ == "__main__":
    main()
