"""No import circles within game/core or within game/ai (issue 40, item 4), nor within game/ui
(issue 41, item 2: a scene opens another by its registered name, `game.ui.scene.make`), nor
across the whole game.

A circle makes the order of imports matter and hides which module a rule lives in: each module of the
rules and of the computer players should be readable from the ones beneath it.  Imports are read as
written anywhere in a module (inside functions too: a deferred import is still a circle), relative
ones made absolute, and ``from package import name`` counts as importing the submodule `name` when
there is one.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _modules(package: str) -> dict[str, Path]:
    out = {}
    for path in sorted((ROOT / "game" / package).rglob("*.py")):
        parts = list(path.relative_to(ROOT).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def import_graph(package: str) -> dict[str, set[str]]:
    """Module -> the modules of the same package it imports."""
    modules = _modules(package)
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        here = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets: list[str] = []
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                if node.level:
                    base = here[: len(here) - node.level + 1]
                    module = ".".join(base + ([node.module] if node.module else []))
                else:
                    module = node.module or ""
                for alias in node.names:
                    sub = f"{module}.{alias.name}"
                    targets.append(sub if sub in modules else module)
            graph[name].update(t for t in targets if t in modules and t != name)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_reader_sees_relative_and_deferred_imports():
    core = import_graph("core")
    assert "game.core.variants" in core["game.core.turn"]  # from .variants import variant_of
    assert "game.core.view" in core["game.core.engine"]  # inside a function: from .view import ...
    assert "game.core.solo.nian" in core["game.core.solo.actions"]  # from .nian import (...)
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


@pytest.mark.parametrize("package", ["core", "ai", "text", "session", "tools", "ui"])
def test_no_import_circles(package):
    assert circles(import_graph(package)) == []


def test_no_import_circles_across_the_whole_game():
    """Nor between packages, nor among the modules every layer shares: where the game's files are
    (`game.resources`), the player's files and folders (`game.userfiles`) and the translations
    (`game.i18n`, which reads its catalogues without the player's-file helpers it translates)."""
    assert circles(import_graph("")) == []


def test_scenes_reach_each_other_only_by_name():
    """No scene module imports another scene module (menu's base class, `SavesScene`, aside), nor
    the app: only `game.ui.scenes.catalog` imports them all, and only the app imports it."""
    ui = import_graph("ui")
    scenes = {m for m in ui if m.startswith("game.ui.scenes.") and not m.endswith(".catalog")}

    def scene_of(module: str) -> str:  # a scene that is a package (the board) is one scene
        return ".".join(module.split(".")[:4])

    for name in sorted(scenes):
        others = {m for m in ui[name] & scenes if scene_of(m) != scene_of(name)}
        others -= {"game.ui.scenes.saved_games"}
        assert not others, f"{name} imports {sorted(others)}"
        assert "game.ui.app" not in ui[name], name
    assert "game.ui.app" not in ui["game.ui.scene"]
    assert {m for m, deps in ui.items() if "game.ui.scenes.catalog" in deps} == {"game.ui.app"}
