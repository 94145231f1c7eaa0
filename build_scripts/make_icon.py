"""Draw the application icon and write it as PNG, Windows .ico and macOS .icns into assets/icon/.

The motif is a lion-dance head painted on a drum face: a red drum with a gold rim and studs, a flaming
gold mane, the red face with big eyes, a horn mirror and a toothy grin.  It is drawn with pygame shapes
on a 1024-pixel canvas and scaled down, so no image library beyond pygame is needed.  The .ico and
.icns containers simply hold PNG images (both formats allow that), written here with `struct`.

Run: python build_scripts/make_icon.py   (the generated files are checked in; `make build` uses them)
"""

from __future__ import annotations

import argparse
import io
import math
import os
import struct
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "assets" / "icon"
MASTER = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512}

RED = (196, 32, 36)
DEEP_RED = (120, 16, 20)
FACE = (226, 64, 40)
GOLD = (240, 188, 60)
GOLD_DARK = (170, 112, 24)
INK = (28, 18, 14)
WHITE = (252, 246, 232)
GREEN = (40, 150, 110)


def draw_master() -> pygame.Surface:
    """The icon at 1024×1024 on a transparent background."""
    s = pygame.Surface((MASTER, MASTER), pygame.SRCALPHA)
    c = MASTER // 2
    # the drum: dark edge, red skin, gold rim with studs
    pygame.draw.circle(s, DEEP_RED, (c, c), 500)
    pygame.draw.circle(s, RED, (c, c), 460)
    pygame.draw.circle(s, GOLD, (c, c), 478, 26)
    for i in range(20):
        a = 2 * math.pi * i / 20
        pygame.draw.circle(s, GOLD_DARK, (c + 478 * math.cos(a), c + 478 * math.sin(a)), 17)
        pygame.draw.circle(s, GOLD, (c + 478 * math.cos(a), c + 478 * math.sin(a)), 11)
    # the mane: gold flames around the face
    for i in range(18):
        a = 2 * math.pi * i / 18 - math.pi / 2
        tip = (c + 420 * math.cos(a), c + 20 + 420 * math.sin(a))
        left = (c + 300 * math.cos(a - 0.2), c + 20 + 300 * math.sin(a - 0.2))
        right = (c + 300 * math.cos(a + 0.2), c + 20 + 300 * math.sin(a + 0.2))
        pygame.draw.polygon(s, GOLD, (left, tip, right))
        pygame.draw.polygon(s, GOLD_DARK, (left, tip, right), 6)
    # the face
    pygame.draw.circle(s, FACE, (c, c + 20), 318)
    pygame.draw.circle(s, GOLD, (c, c + 20), 318, 14)
    # horn mirror on the forehead
    pygame.draw.circle(s, GOLD_DARK, (c, c - 210), 58)
    pygame.draw.circle(s, WHITE, (c, c - 210), 38)
    pygame.draw.circle(s, GOLD, (c, c - 210), 38, 8)
    # eyes with green lids and furrowed gold brows
    for side in (-1, 1):
        ex, ey = c + side * 130, c - 50
        pygame.draw.ellipse(s, WHITE, pygame.Rect(ex - 88, ey - 62, 176, 124))
        pygame.draw.circle(s, INK, (ex + side * 6, ey + 8), 40)
        pygame.draw.circle(s, WHITE, (ex + side * 6 - 14, ey - 6), 11)
        pygame.draw.arc(s, GREEN, pygame.Rect(ex - 96, ey - 74, 192, 150), 0.25, math.pi - 0.25, 22)
        brow = [(ex - side * 110, ey - 96), (ex + side * 100, ey - 130), (ex + side * 30, ey - 80)]
        pygame.draw.polygon(s, GOLD, brow)
        pygame.draw.polygon(s, GOLD_DARK, brow, 6)
    # nose
    pygame.draw.ellipse(s, GOLD, pygame.Rect(c - 70, c + 40, 140, 86))
    pygame.draw.ellipse(s, GOLD_DARK, pygame.Rect(c - 70, c + 40, 140, 86), 8)
    # grin with teeth
    mouth = pygame.Rect(c - 190, c + 140, 380, 150)
    pygame.draw.ellipse(s, DEEP_RED, mouth)
    for i in range(7):
        x = mouth.left + 40 + i * 43
        pygame.draw.rect(s, WHITE, pygame.Rect(x, mouth.top + 18, 34, 40), border_radius=8)
    pygame.draw.ellipse(s, GOLD, mouth, 12)
    return s


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface encoded as PNG."""
    buf = io.BytesIO()
    pygame.image.save(surface, buf, "icon.png")
    return buf.getvalue()


def scaled(master: pygame.Surface, size: int) -> pygame.Surface:
    """The master scaled to `size` pixels, halving step by step so small sizes stay smooth."""
    img = master
    while img.get_width() // 2 >= size:
        img = pygame.transform.smoothscale(img, (img.get_width() // 2, img.get_height() // 2))
    if img.get_width() != size:
        img = pygame.transform.smoothscale(img, (size, size))
    return img


def ico(images: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG per size (ICONDIR, then ICONDIRENTRY records, then data)."""
    head = struct.pack("<HHH", 0, 1, len(images))
    offset = len(head) + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in sorted(images.items()):
        dim = 0 if size >= 256 else size  # 0 means 256 in the format
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        blobs += data
        offset += len(data)
    return head + entries + blobs


def icns(images: dict[bytes, bytes]) -> bytes:
    """A macOS .icns: the 'icns' header, then one (type, length, PNG) element per size."""
    body = b"".join(kind + struct.pack(">I", 8 + len(data)) + data for kind, data in images.items())
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str] | None = None) -> None:
    """Draw the icon and write lionwake.png (256 px), lionwake.ico and lionwake.icns."""
    # it takes no arguments: anything given is refused before a file is written
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    pygame.init()
    master = draw_master()
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "lionwake.png").write_bytes(png_bytes(scaled(master, 256)))
    (OUT / "lionwake.ico").write_bytes(ico({n: png_bytes(scaled(master, n)) for n in ICO_SIZES}))
    (OUT / "lionwake.icns").write_bytes(
        icns({k: png_bytes(scaled(master, n)) for k, n in ICNS_TYPES.items()})
    )
    pygame.quit()
    for name in ("lionwake.png", "lionwake.ico", "lionwake.icns"):
        print(f"wrote {OUT / name} ({(OUT / name).stat().st_size} bytes)")


if __name__ == "__main__":
    main()
