"""The code fingerprint of recorded self-play games (game.tools.fingerprint): it covers what plays a game
and leaves out what only words it, so rewording the log keeps the games already played."""

from __future__ import annotations

import ast

from game.tools.fingerprint import code_files


def _imports(path) -> set[str]:
    """Every module an import in `path` names, relative ones with their dots ("..words")."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            names.add(base)
            names.update(f"{base.rstrip('.')}.{a.name}" for a in node.names)  # from . import x
    return names


def test_the_log_words_are_outside_the_fingerprint_and_nothing_that_plays_imports_them():
    files = code_files()
    assert "words.py" not in {p.name for p in files}
    assert {"engine.py", "solo.py", "battle.py"} <= {p.name for p in files}
    for path in files:
        for name in _imports(path):
            assert name.split(".")[-1] != "words", f"{path.name} imports {name}"
