"""`python -m game.ui.screenshots --compare A B` (issue 41: screenshots before and after a change
are compared): it says which pictures differ, and by how many pixels."""

from __future__ import annotations

import pygame

from game.ui import screenshots


def _png(path, colour, dot=None):
    image = pygame.Surface((40, 30))
    image.fill(colour)
    if dot:
        image.fill((255, 0, 255), pygame.Rect(dot, (3, 2)))
    pygame.image.save(image, str(path))


def test_compare_tells_identical_pictures_from_changed_ones(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    _png(a / "same.png", (20, 30, 40))
    _png(b / "same.png", (20, 30, 40))
    assert screenshots.compare(a, b) == 0
    assert "same.png: identical" in capsys.readouterr().out
    _png(a / "moved.png", (20, 30, 40))
    _png(b / "moved.png", (20, 30, 40), dot=(10, 12))
    assert screenshots.compare(a, b) == 1
    out = capsys.readouterr().out
    assert "moved.png: 6 pixels differ within (10, 12, 12, 13)" in out


def test_a_faint_rounding_is_not_a_change(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    a.mkdir()
    b.mkdir()
    _png(a / "faint.png", (20, 30, 40))
    _png(b / "faint.png", (22, 31, 40))
    assert screenshots.compare(a, b) == 0
    assert "faint.png: 0 pixels differ" in capsys.readouterr().out
