"""The system clipboard, for copying and pasting deal codes (issue 43, item 3), through pygame-ce's
`pygame.scrap` text functions.  Where there is no clipboard (SDL's dummy driver, a system without
one) copying says it failed and pasting gives nothing: the code can still be read and typed."""

from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    """Put `text` on the clipboard; whether that worked."""
    try:
        pygame.scrap.put_text(text)
        return pygame.scrap.get_text() == text
    except (pygame.error, AttributeError, TypeError):
        return False


def paste() -> str:
    """The clipboard's text ("" when it is empty, holds no text, or there is no clipboard)."""
    try:
        text = pygame.scrap.get_text()
    except (pygame.error, AttributeError, TypeError):
        return ""
    return text if isinstance(text, str) else ""
