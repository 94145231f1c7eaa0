"""The desktop window.

Until the scene stack of the desktop game lands (see the tracker), this opens the Lionwake window and
says what is ready: it plays a whole game of computer players through the rules engine on screen as a
text log, so `make play` shows the engine working.
"""

from __future__ import annotations

import os
import random

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.core import Config, Game  # noqa: E402

BACKGROUND = (36, 22, 18)
INK = (240, 226, 200)
ACCENT = (214, 64, 48)


def run(smoke: bool = False) -> int:
    pygame.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    pygame.display.set_caption("Lionwake")
    title_font = pygame.font.Font(None, 96)
    font = pygame.font.Font(None, 28)
    clock = pygame.time.Clock()
    game = Game(Config(players=2, seed=random.randrange(1 << 30)))
    rnd = random.Random(0)
    lines: list[str] = ["A game between two computer players, played by the rules engine:"]
    frames = 0
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT or (
                event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE
            ):
                running = False
        if not game.over:
            pending = game.pending
            action = rnd.choice(game.legal_actions())
            game.apply(action)
            if pending.kind == "turn":
                lines.append(
                    f"Round {game.state.round}: seat {pending.seat + 1} chose {action.kind}"
                )
        elif not lines[-1].startswith("Game over"):
            scores, winners, _, reason = game.state.result
            lines.append(
                f"Game over ({reason}): scores {list(scores)}, winner seat {winners[0] + 1}"
            )
        w, h = screen.get_size()
        screen.fill(BACKGROUND)
        title = title_font.render("Lionwake", True, ACCENT)
        screen.blit(title, title.get_rect(midtop=(w // 2, h // 12)))
        note = font.render(
            "The rules engine is ready; the tabletop screens are being built. Esc quits.", True, INK
        )
        screen.blit(note, note.get_rect(midtop=(w // 2, h // 12 + 100)))
        y = h // 12 + 150
        for line in lines[-max(1, (h - y) // 30) :]:
            screen.blit(font.render(line, True, INK), (w // 8, y))
            y += 30
        pygame.display.flip()
        clock.tick(30)
        frames += 1
        if smoke and frames >= 10:
            running = False
    pygame.quit()
    return 0
