"""Which code a recorded self-play game was played with (issue 5: results kept between sessions).

The balance report (`game.tools.balance`) and the strength ladder (`game.tools.ladder`) keep every finished
game in a JSON-lines file and play only the games not yet in it.  A game counts again only if it
would be played the same way now: same catalogue (the balance report adds its own data files) and
same code of the rules, the bots and the loop that plays them.  The code is read as syntax trees
without docstrings, so rewording a comment or an explanation keeps the games already played.
"""

from __future__ import annotations

import ast
import hashlib
from pathlib import Path

from game.resources import data_dir, levels_dir

_ROOT = Path(__file__).resolve().parents[1]
#: Files under game/ai and game/core that play no part in a game: the ladder's own bookkeeping, and
#: the words of the game log and the screen's prompts (`game.core.words`, which no rule, bot or
#: game loop imports: tests/test_fingerprint.py keeps it so), so rewording them keeps the games.
_NOT_PLAYING = {"ladder.py", "words.py"}


def code_files() -> list[Path]:
    """The source of the rules, the bots and the game loop the self-play runs through."""
    core = [p for p in sorted((_ROOT / "core").glob("*.py")) if p.name not in _NOT_PLAYING]
    bots = [p for p in sorted((_ROOT / "ai").glob("*.py")) if p.name not in _NOT_PLAYING]
    return [*core, *bots, _ROOT / "tools" / "sim.py"]


def code_digest(path: Path) -> bytes:
    """What a source file does, not how it is annotated: its syntax tree without docstrings
    (comments never reach the tree)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (
            isinstance(body, list)
            and body
            and isinstance(body[0], ast.Expr)
            and isinstance(body[0].value, ast.Constant)
            and isinstance(body[0].value.value, str)
        ):
            node.body = body[1:] or [ast.Pass()]
    return hashlib.sha256(ast.dump(tree).encode()).digest()


def code_fingerprint() -> str:
    """A short hash of `code_files`."""
    digest = hashlib.sha256()
    for path in code_files():
        digest.update(path.name.encode() + b"\0" + code_digest(path))
    return digest.hexdigest()[:12]


#: The files the rules read (game/core/catalogue.py and the first-game maps); the rules reference and
#: the guide's text in assets/data change no game.
CATALOGUE_FILES = (
    "amulets.toml",
    "characters.toml",
    "components.toml",
    "drums_lion.toml",
    "drums_market.toml",
    "drums_player.toml",
    "fear.toml",
    "lions.toml",
    "monsters.toml",
    "ritual_manuals.toml",
    "slips.toml",
    "terrain.toml",
    "village_board.toml",
)


def catalogue_fingerprint(solo: bool = False) -> str:
    """A short hash of the catalogue files, the first-game maps and the code that plays the games:
    stored games count only for the catalogue and the bots they were played with.  The Solo deck
    (solo.toml) counts only for Solo games."""
    digest = hashlib.sha256()
    paths = [data_dir() / name for name in CATALOGUE_FILES + (("solo.toml",) if solo else ())]
    paths += sorted(levels_dir().glob("first-game-*.tmx"))
    for path in paths:
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    digest.update(code_fingerprint().encode())
    return digest.hexdigest()[:12]
