"""Write docs/components.md: every component of the game, as a player reads it.

    python -m game.tools.components_doc          # rewrite docs/components.md from assets/data
    python -m game.tools.components_doc --check  # exit 1 if the file is stale

The text is the card library as markdown, always in English (`game.text.library.markdown`), the same
words the Rules and cards screen shows; this tool only writes it or checks it.  Rulebook, "Components: Game", "Components:
Player" and the Appendices.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.core.catalogue import default_catalogue
from game.text.library import markdown

OUT = Path(__file__).resolve().parents[2] / "docs" / "components.md"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.components_doc")
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if docs/components.md is stale"
    )
    args = parser.parse_args(argv)
    text = markdown(default_catalogue())
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print(
                "docs/components.md is stale: run python -m game.tools.components_doc",
                file=sys.stderr,
            )
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
