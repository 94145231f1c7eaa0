"""The frozen executable's entry point: the same `main` as `python -m game` (see lionwake.spec)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
