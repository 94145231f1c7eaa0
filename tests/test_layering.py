"""DESIGN.md, the layers: game/core is the rules; game/ai the computer players; game/session a game being
played (match, autosave, seeds, computer moves); game/text the words; game/ui the only place with
pygame; game/tools the developers' tools.  Imports run one way, and what a whole game loads is what the
layers say (issue 40, item 7): relative imports and imports inside functions count too.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"

#: Modules at the top of game/ that every layer may use: where files are, the player's files and the
#: translations.  (game/crash.py is the desktop app's crash report: it may open a pygame window, and
#: only the app's entry point and screens use it.)
SHARED = {"game", "game.resources", "game.userfiles", "game.i18n"}

#: What each layer may import besides itself and SHARED (by the layer's package name).
MAY_IMPORT = {
    "game.core": set(),
    "game.ai": {"game.core"},
    "game.text": {"game.core"},
    "game.session": {"game.core", "game.ai", "game.text"},
    "game.net": {"game.core", "game.ai", "game.text", "game.session"},
    "game.tools": {"game.core", "game.ai", "game.text", "game.session"},
    "game.server": {"game.core", "game.ai", "game.text", "game.session", "game.net"},
    "game.ui": {"game.core", "game.ai", "game.text", "game.session", "game.net", "game.crash"},
}


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_of(path: Path) -> list[str]:
    """Every module `path` imports, anywhere in it, relative imports made absolute ("from ..i18n
    import _" in game/core/x.py is game.i18n; "from . import theme" in game/ui/app.py is
    game.ui.theme)."""
    name = _module_name(path)
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if node.module is not None:
                out.append(module)
            # from . import x / from game import crash: x may be a module
            out += [f"{module}.{a.name}" for a in node.names]
    return out


def _layer(module: str) -> str:
    parts = module.split(".")
    if parts[0] != "game" or len(parts) == 1:
        return parts[0]
    return ".".join(parts[:2])


def _python_files() -> list[Path]:
    return sorted(p for p in GAME.rglob("*.py") if "__pycache__" not in p.parts)


def test_relative_imports_are_read_as_the_modules_they_name():
    core = imports_of(GAME / "core" / "exchange.py")
    assert "game.i18n" in core and "game.core.perform" in core
    assert "game.ui.theme" in imports_of(GAME / "ui" / "app.py")


def test_each_layer_imports_only_the_layers_beneath_it():
    bad = []
    for path in _python_files():
        layer = _layer(_module_name(path))
        if layer not in MAY_IMPORT:
            continue
        allowed = MAY_IMPORT[layer] | {layer}
        for module in imports_of(path):
            target = _layer(module)
            if target == "pygame" and layer != "game.ui":
                bad.append(f"{path.relative_to(ROOT)} imports pygame")
            elif module.startswith("game.") and target not in allowed | SHARED:
                bad.append(f"{path.relative_to(ROOT)} imports {module}")
    assert bad == []


def test_nothing_outside_the_screens_imports_them():
    bad = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in _python_files()
        if _layer(_module_name(path)) != "game.ui" and path != GAME / "__main__.py"
        for module in imports_of(path)
        if _layer(module) == "game.ui"
    ]
    assert bad == []


def test_only_the_app_uses_its_crash_report():
    users = {
        str(path.relative_to(ROOT))
        for path in _python_files()
        if "game.crash" in map(_layer, imports_of(path)) and path != GAME / "crash.py"
    }
    assert users and all(u.startswith("game/ui/") or u == "game/__main__.py" for u in users)


def test_the_shared_modules_import_no_layer():
    bad = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in _python_files()
        if _module_name(path) in SHARED
        for module in imports_of(path)
        if module.startswith("game.") and _layer(module) not in SHARED or _layer(module) == "pygame"
    ]
    assert bad == []


def test_the_rules_import_no_words():
    """DESIGN.md, game/text: the rules build no sentence for the log, the tooltips, the components or
    the rules reference; nothing in game/core imports game/text (relative imports and imports
    inside functions included)."""
    bad = [
        f"{path.relative_to(ROOT)} imports {module}"
        for path in _python_files()
        if _layer(_module_name(path)) == "game.core"
        for module in imports_of(path)
        if _layer(module) == "game.text"
    ]
    assert bad == []


def test_only_the_text_layer_words_what_a_player_reads():
    """DESIGN.md, "no sentence is built in two places": besides the rules (whose prompts and refusals
    are becoming typed values) and the screens, only game/text imports the translations."""
    speaking = {
        _module_name(path)
        for path in _python_files()
        if _layer(_module_name(path)) not in {"game.core", "game.ui", "game.text"}
        and _module_name(path) not in SHARED
        and "game.i18n" in imports_of(path)
    }
    assert speaking == set()
    assert {_module_name(p) for p in (GAME / "text").glob("*.py")} >= {
        "game.text.names",
        "game.text.effects",
        "game.text.components",
        "game.text.actions",
        "game.text.log",
        "game.text.prompts",
        "game.text.solo",
        "game.text.tooltips",
        "game.text.library",
        "game.text.saves",
        "game.text.campaign",
        "game.text.achievements",
        "game.text.match",
    }


#: a whole game per bot kind through the self-play loop, a save written and read back, and the
#: command-line tools' modules imported: then what is loaded.  pygame is installed and importable.
WHOLE_GAME = r"""
import sys
import json
from game.core import Config, Game, save
from game.tools import sim, balance, fingerprint, ladder
for bots in (["random"] * 4, ["greedy", "random"], ["strong"]):
    config = Config(players=len(bots), seed=3, turn_cap=0 if bots[0] != "strong" else 6)
    game = sim.play_one(config, bots, iterations=4)
game = Game(Config(players=2, seed=5))
game.apply(game.legal_actions()[0])
save.from_json(json.loads(json.dumps(save.to_json(game))))
loaded = sorted(m for m in sys.modules if m.split(".")[0] == "pygame" or m.startswith("game.ui"))
print(",".join(loaded) or "none")
"""


def test_a_whole_game_and_the_tools_load_no_pygame_and_no_screens():
    done = subprocess.run(
        [sys.executable, "-c", WHOLE_GAME], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "none"


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


def test_no_module_takes_a_private_name_from_another_package():
    """A name with a leading underscore is its module's own: another package (the tutorial, the rules
    reference) reads the data files through `game.core.datafile`, not through the catalogue's
    insides.  (`_` itself is gettext.)"""
    bad = []
    for path in _python_files():
        package = _module_name(path).rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                source = (
                    node.module.rsplit(".", 1)[0] if node.module.count(".") > 1 else node.module
                )
                for alias in node.names:
                    private = alias.name.startswith("_") and alias.name != "_"
                    if private and not package.startswith(source):
                        bad.append(f"{path.relative_to(ROOT)}: {alias.name} from {node.module}")
    assert bad == []
