"""`python -m game.sim`: the headless simulator, `game.tools.sim` (issue 43, item 6, names it so)."""

from __future__ import annotations

import sys

from game.tools.sim import main

if __name__ == "__main__":
    sys.exit(main())
