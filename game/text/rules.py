"""The rules reference shown in the game (issue 8, "Rules reference and card library").

``assets/data/rules_reference.toml`` explains every section of the rulebook in our own words, in the
book's order, with our rulings (docs/rulings.md) where they matter.  This module reads and checks
it: a mistake raises `ContentError` naming the file, the entry and the field, like the catalogue.
It also holds the search the Rules and cards screen uses, for the rules and for the components
(`game.text.library`).  Every section of the rulebook, from "How to Use This Ritual Manual"
to "Appendix: Solo Cards and Iconography", has its entry (`RULEBOOK_SECTIONS`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.core.datafile import entries, load_toml
from game.core.errors import ContentError

FILE = "rules_reference.toml"
FORMAT = 1

#: The rulebook's section titles, in the book's order (its table of contents).
RULEBOOK_SECTIONS = (
    "How to Use This Ritual Manual",
    "Components: Game",
    "Components: Player",
    "Setup: Village Map and Board",
    "Setup: Character Board",
    "Setup: Suggested First-Game Layouts",
    "Goal",
    "Game and Player Turn Overview",
    "Language and Iconography",
    "Player Turn: Drum",
    "1. Strike",
    "2. Leap",
    "3. Perform",
    "Perform: Resources",
    "Perform: Inking Tattoo Motifs",
    "Perform: Writing Spring Couplets",
    "Perform: Carving Jade Amulets",
    "Perform: Pacifying the Land",
    "Perform: Exchanging Resources",
    "Perform: Bamboo Slips (free action)",
    "4. Battle",
    "Battle: Victory",
    "Battle: Defeat",
    "5. Clean Up",
    "Player Turn: Summon",
    "Player Turn: Rest",
    "Game End",
    "Appendix: Bamboo Slips",
    "Appendix: Icons and Other Actions",
    "Solo Mode",
    "Solo: Setup",
    "Solo: Goal",
    "Solo: Player Turn",
    "Nian Beast Automata",
    "Nian Beast Turn",
    "Nian Beast Stirs",
    "Nian Beast Cards",
    "Solo: Game End",
    "Appendix: Solo Cards and Iconography",
)


@dataclass(frozen=True)
class RuleSection:
    """One entry of the reference: `blocks` are its paragraphs, ("p", text) or ("bullet", text)."""

    id: str
    part: str
    title: str
    rulebook: str
    text: str
    blocks: tuple[tuple[str, str], ...]


def _blocks(text: str) -> tuple[tuple[str, str], ...]:
    """Paragraphs (joined lines, split at blank lines) and "- " bullets, in order."""
    out: list[tuple[str, str]] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            out.append(("p", " ".join(para)))
            para.clear()

    for raw in text.strip().splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("- "):
            flush()
            out.append(("bullet", line[2:].strip()))
        else:
            para.append(line)
    flush()
    return tuple(out)


def load_rules(path: Path) -> tuple[RuleSection, ...]:
    """Read and check the rules reference at `path`."""
    file, doc = load_toml(path)
    fmt = doc.get("format")
    if fmt != FORMAT:
        raise ContentError(file, "", "format", f"must be {FORMAT}, not {fmt!r}")
    extra = sorted(set(doc) - {"format", "section"})
    if extra:
        raise ContentError(file, "", extra[0], "is not a known field")
    sections: list[RuleSection] = []
    last = -1
    for e in entries(doc, file, "section"):
        rulebook = e.str("rulebook")
        if rulebook not in RULEBOOK_SECTIONS:
            raise e.fail("rulebook", f"{rulebook!r} is not a section of the rulebook")
        where = RULEBOOK_SECTIONS.index(rulebook)
        if where < last:
            raise e.fail("rulebook", f"{rulebook!r} is out of the rulebook's order")
        last = where
        text = e.str("text")
        section = RuleSection(
            id=e.str("id"),
            part=e.str("part"),
            title=e.str("title"),
            rulebook=rulebook,
            text=text,
            blocks=_blocks(text),
        )
        if not any(block for _, block in section.blocks):
            raise e.fail("text", "must explain the section")
        left = sections and section.part != sections[-1].part
        if left and any(s.part == section.part for s in sections):
            raise e.fail("part", f"{section.part!r} was left earlier: keep a part together")
        e.done()
        sections.append(section)
    missing = [s for s in RULEBOOK_SECTIONS if s not in {r.rulebook for r in sections}]
    if missing:
        raise ContentError(file, "", "section", f"no entry follows the rulebook's {missing[0]!r}")
    return tuple(sections)


@cache
def default_rules() -> tuple[RuleSection, ...]:
    """The reference shipped in assets/data (read once per process)."""
    from game.resources import data_dir

    return load_rules(data_dir() / FILE)


def localised(section: RuleSection) -> RuleSection:
    """`section` in the current language (`game.i18n.prose`): part, title and every block
    translated; `rulebook` stays the book's English title (what the tests match)."""
    from game.i18n import prose

    blocks = tuple((kind, prose(text)) for kind, text in section.blocks)
    text = "\n\n".join(("- " + t) if kind == "bullet" else t for kind, t in blocks)
    return RuleSection(
        id=section.id,
        part=prose(section.part),
        title=prose(section.title),
        rulebook=section.rulebook,
        text=text,
        blocks=blocks,
    )


def shown_rules(language: str | None = None) -> tuple[RuleSection, ...]:
    """The shipped reference as the player reads it: in `language` (the current one by default)."""
    from game.i18n import current_language

    return _shown_rules(language or current_language())


@cache
def _shown_rules(language: str) -> tuple[RuleSection, ...]:
    from game.i18n import language as using

    with using(language):
        return tuple(localised(s) for s in default_rules())


# --- search -----------------------------------------------------------------------------------------


def words(query: str) -> list[str]:
    """The words of a search, lower case (every one must be found)."""
    return [w for w in query.lower().split() if w]


def matches(query: str, *texts: str) -> bool:
    """True when every word of `query` occurs in one of `texts` (case ignored); an empty query
    matches everything."""
    hay = "\n".join(texts).lower()
    return all(w in hay for w in words(query))


def spans(text: str, query: str) -> list[tuple[int, int]]:
    """Where the words of `query` occur in `text`: (start, end) pairs, sorted, not overlapping."""
    low = text.lower()
    found: list[tuple[int, int]] = []
    for w in words(query):
        start = low.find(w)
        while start >= 0:
            found.append((start, start + len(w)))
            start = low.find(w, start + len(w))
    found.sort()
    merged: list[tuple[int, int]] = []
    for a, b in found:
        if merged and a <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(b, merged[-1][1]))
        else:
            merged.append((a, b))
    return merged
