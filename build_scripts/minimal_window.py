"""The benchmark's baseline: the smallest pygame-ce program that opens a window and draws a frame.

Frozen by lionwake.spec with `-- --minimal` (the same options as Lionwake) so that
bench_frozen.py can compare Lionwake's start-up and size with what pygame alone costs.  Like the game,
it writes the time of its first shown frame to LIONWAKE_FIRST_FRAME_FILE when that is set; with
`--smoke` it quits after a few frames, otherwise when the window is closed.
"""

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def main() -> int:
    """Open a 1280×720 window, draw frames until closed (or 5 frames with --smoke)."""
    smoke = "--smoke" in sys.argv[1:]
    pygame.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    clock = pygame.time.Clock()
    frames, running = 0, True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((120, 24, 28))
        pygame.display.flip()
        frames += 1
        if frames == 1 and os.environ.get("LIONWAKE_FIRST_FRAME_FILE"):
            with open(os.environ["LIONWAKE_FIRST_FRAME_FILE"], "w", encoding="utf-8") as fh:
                fh.write(f"{time.time():.6f}\n")
        if smoke and frames >= 5:
            running = False
        clock.tick(60)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
