"""DESIGN.md: game/core is the rules only; arrows point ui -> core, ai -> core, ui -> ai."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _imports(package: str) -> list[tuple[str, str]]:
    out = []
    for path in (ROOT / "game" / package).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                out += [(path.name, a.name) for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                out.append((path.name, node.module))
    return out


def test_core_never_imports_pygame_ui_or_ai():
    bad = [
        (f, m)
        for f, m in _imports("core")
        if m.split(".")[0] == "pygame" or m.startswith(("game.ui", "game.ai"))
    ]
    assert bad == []


def test_ai_never_imports_the_ui():
    bad = [
        (f, m) for f, m in _imports("ai") if m.split(".")[0] == "pygame" or m.startswith("game.ui")
    ]
    assert bad == []


def test_core_plays_a_game_with_pygame_unimportable():
    script = (
        "import sys\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name == 'pygame' or name.startswith('pygame.'):\n"
        "            raise ImportError('pygame is blocked in this test')\n"
        "sys.meta_path.insert(0, Block())\n"
        "import random\n"
        "from game.core import Config, Game\n"
        "g = Game(Config(players=2, seed=3))\n"
        "r = random.Random(0)\n"
        "while not g.over:\n"
        "    g.apply(r.choice(g.legal_actions()))\n"
        "assert 'pygame' not in sys.modules\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"
