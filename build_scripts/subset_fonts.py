"""Subset Debian's Noto CJK fonts (OFL) to the glyphs Lionwake uses, into assets/fonts/.

    apt-get install fonts-noto-cjk && pip install fonttools
    python build_scripts/subset_fonts.py

Every character in the game's text (game/**/*.py, assets/data/*.toml, locale files) plus printable
Latin and common punctuation is kept, so the CJK glyphs on the components (甲 乙 丙 丁 始 吉) render.
Run it again whenever text with new characters is added (a test checks the fonts cover the text).
The subset fonts are renamed (a Modified Version under the OFL) and keep the licence beside them.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parent.parent
SOURCE = Path("/usr/share/fonts/opentype/noto")
OUT = ROOT / "assets" / "fonts"
SC = 2  # index of "Noto Sans/Serif CJK SC" in Debian's .ttc collections
FONTS = [
    ("NotoSansCJK-Regular.ttc", "LionwakeSans-Regular.otf", "Lionwake Sans", "Regular"),
    ("NotoSansCJK-Bold.ttc", "LionwakeSans-Bold.otf", "Lionwake Sans", "Bold"),
    ("NotoSerifCJK-Bold.ttc", "LionwakeSerif-Bold.otf", "Lionwake Serif", "Bold"),
]
BASE = (
    [chr(c) for c in range(0x20, 0x7F)]
    + [chr(c) for c in range(0xA0, 0x100)]
    + list("–—‘’“”…•·×÷←↑→↓↔★☆✓✗⚑♦●○◆◇▲▼▶◀■□")
)


def used_characters() -> set[str]:
    chars = set(BASE)
    patterns = ["game/**/*.py", "assets/data/*.toml", "game/**/*.po", "assets/locale/**/*.po"]
    for pattern in patterns:
        for path in ROOT.glob(pattern):
            chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() or c == " "}


def main(argv: list[str] | None = None) -> None:
    # it takes no arguments: anything given is refused before a file is written
    argparse.ArgumentParser(description=__doc__.split("\n\n")[0]).parse_args(argv)
    text = "".join(sorted(used_characters()))
    OUT.mkdir(parents=True, exist_ok=True)
    for source, target, family, style in FONTS:
        font = TTCollection(str(SOURCE / source)).fonts[SC]
        options = subset.Options()
        options.name_IDs = ["*"]
        options.layout_features = ["*"]
        options.notdef_outline = True
        sub = subset.Subsetter(options)
        sub.populate(text=text)
        sub.subset(font)
        names = font["name"]
        full = f"{family} {style}"
        ps = f"{family.replace(' ', '')}-{style}"
        for record in list(names.names):
            if record.nameID in (1, 16):
                names.setName(
                    family, record.nameID, record.platformID, record.platEncID, record.langID
                )
            elif record.nameID in (4,):
                names.setName(full, 4, record.platformID, record.platEncID, record.langID)
            elif record.nameID in (6,):
                names.setName(ps, 6, record.platformID, record.platEncID, record.langID)
            elif record.nameID == 3:
                names.setName(f"{ps};subset", 3, record.platformID, record.platEncID, record.langID)
        # written beside and renamed over: a running game keeps reading the font it opened, never a
        # half-written file (the game's fonts are read lazily from disk)
        partial = OUT / (target + ".partial")
        font.save(str(partial))
        os.replace(partial, OUT / target)
        print(f"{target}: {len(text)} characters, {(OUT / target).stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
