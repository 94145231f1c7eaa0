"""Write docs/components.md: every component of the game, as a player reads it.

    python -m game.components_doc          # rewrite docs/components.md from assets/data
    python -m game.components_doc --check  # exit 1 if the file is stale

The text comes from `game.core.texts`, the same words the game shows on screen.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from game.core.catalogue import Catalogue, default_catalogue
from game.core.solo import label as solo_label
from game.core.texts import (
    amulet_text,
    character_lines,
    drum_lines,
    lion_lines,
    manual_text,
    slip_text,
    space_text,
    taotie_lines,
    terrain_text,
    yao_text,
)

OUT = Path(__file__).resolve().parent.parent / "docs" / "components.md"


def _card(lines: list[str]) -> list[str]:
    return [f"- **{lines[0]}**", *[f"  - {ln}" for ln in lines[1:] if ln], ""]


def render(cat: Catalogue) -> str:
    out = [
        "# Lionwake components",
        "",
        "Generated from `assets/data/` by `python -m game.components_doc`; do not edit by hand.",
        "The game shows the same words on screen.",
        "",
        "## Drum cards (48 in the market)",
        "",
    ]
    for colour in ("green", "red", "purple", "blue"):
        out += [f"### {colour.capitalize()}", ""]
        for i in cat.market:
            card = cat.cards[i]
            if card.colours[0] == colour:
                out += _card(drum_lines(card))
    out += ["## Player Drum cards (grey; sets 甲 乙 丙 丁 of five)", ""]
    first = next(iter(cat.player_sets.values()))
    out += ["Every set holds the same five cards:", ""]
    for i in first:
        out += _card(drum_lines(cat.cards[i]))
    out += ["## Lion Drum cards (始)", ""]
    for i in cat.lion_drums.values():
        out += _card(drum_lines(cat.cards[i]))
    out += ["## Lion cards", ""]
    for lion in cat.lions:
        out += _card(lion_lines(lion))
    out += ["## Character boards", ""]
    for board in cat.characters:
        out += _card(character_lines(board))
    out += ["## Ritual Manual tokens", ""]
    out += [f"- {manual_text(m)}" for m in cat.manuals] + [""]
    out += ["## Nian beast (Taotie) cards", ""]
    for card in cat.taotie:
        out += _card(taotie_lines(card))
    out += ["## Yao monster tokens", ""]
    out += [f"- {yao_text(y)}" for y in cat.yao] + [""]
    out += ["## Fear cards", ""]
    for i in cat.fear:
        out += _card(drum_lines(cat.cards[i]))
    out += ["## Bamboo Slips", ""]
    out += [f"- {slip_text(s)}" + (" (player slip, 始)" if s.player else "") for s in cat.slips]
    out += ["", "## Jade Amulets (4 of each)", ""]
    out += [f"- {amulet_text(a)}" for a in cat.amulets] + [""]
    out += ["## Terrain tiles", ""]
    out += [f"- {terrain_text(t)}" for t in cat.terrain] + [""]
    out += ["## Village board", ""]
    out += [f"- {space_text(cat, s)}" for s in cat.spaces] + [""]
    out += ["## Solo deck (the Nian beast's turns in Solo Mode)", ""]
    for card in cat.solo:
        mandatory = " and ".join(solo_label(a) for a in card.mandatory)
        out.append(
            f"- **{card.name}**: {mandatory}; then Rampage: {solo_label(card.rampage)}, "
            f"or Relief: {solo_label(card.relief)}"
        )
    out.append("")
    faces = ", ".join(str(f) for f in cat.dice.strength)
    succ = ", ".join(str(f) for f in cat.dice.intimidation)
    out += [
        "## Dice",
        "",
        f"- Strength die faces (hits): {faces}",
        f"- Intimidation die faces (successes): {succ}",
        "",
        "## Counts",
        "",
        f"- Tattoo Motifs: {cat.motifs_per_colour} of each colour (green, red, purple, blue).",
        f"- Scorched Earth tokens: {cat.scorched_earth}.",
        "",
    ]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.components_doc")
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if docs/components.md is stale"
    )
    args = parser.parse_args(argv)
    text = render(default_catalogue())
    if args.check:
        current = OUT.read_text(encoding="utf-8") if OUT.exists() else ""
        if current != text:
            print("docs/components.md is stale: run python -m game.components_doc", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(text, encoding="utf-8")
    print(f"wrote {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
