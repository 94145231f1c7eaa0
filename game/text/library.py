"""The card library: every component of the game, as a player reads it, in categories.

Rulebook, "Components: Game", "Components: Player" and the Appendices.  `library` gathers the words
of `game.text.components` (the same the game shows on its cards and tooltips) into categories once;
the Rules and cards screen (issue 8) and docs/components.md (`game.tools.components_doc`) are both
drawn from it, so they cannot say different things.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.core.catalogue import Catalogue
from game.i18n import N_, _, language
from game.i18n import name as component_name

from .components import (
    amulet_text,
    character_lines,
    drum_lines,
    frontier_group,
    lion_lines,
    manual_text,
    section_name,
    slip_text,
    space_text,
    taotie_lines,
    terrain_text,
    yao_text,
)
from .solo import card_text as solo_card_text


@dataclass(frozen=True)
class Entry:
    """One component as a player reads it.

    `lines`: a card's lines, its name first (`card` is True), or a single line of text.  `name` is
    what a list shows; `group` a heading inside the category; `picture` says how the game draws it
    (("drum", card index), ("lion", lion index), ("slip", slip index), ("yao", kind),
    ("taotie", form)) or is () when it is only words."""

    name: str
    lines: tuple[str, ...]
    card: bool = False
    group: str = ""
    titled: bool = False  # a one-line entry whose words before ": " are its name (bold in markdown)
    picture: tuple = ()

    @property
    def text(self) -> str:
        """Every word of it, one line each (what a search looks in)."""
        return "\n".join(self.lines)


@dataclass(frozen=True)
class Category:
    title: str  # English (docs/components.md); marked with N_ so the game shows it translated
    entries: tuple[Entry, ...]
    note: str = ""


def _player_designs(cat) -> list[int]:
    """The grey Player Drum cards, one of each design: set 甲 whole, then each card of a later set
    whose name 甲 does not have (the sets differ only there)."""
    seen: set[str] = set()
    out: list[int] = []
    for cards in cat.player_sets.values():
        for i in cards:
            if cat.cards[i].name not in seen:
                seen.add(cat.cards[i].name)
                out.append(i)
    return out


def _cards(lines_of, items, picture=lambda i: (), group=lambda i: "") -> list[Entry]:
    out = []
    for i in items:
        lines = tuple(lines_of(i))
        out.append(Entry(lines[0], lines, card=True, group=group(i), picture=picture(i)))
    return out


def _label(text: str) -> str:
    """A one-line component's name in a list: its words before the first colon."""
    return text.replace("：", ":").split(":", 1)[0]  # Chinese has a full-width colon


def _space_names(cat: Catalogue):
    """(name, space) for every Village board space: its section and kind, numbered when alike."""
    named = []
    for s in cat.spaces:
        if s.section == "couplets":
            what = component_name(next(a.name for a in cat.couplet_areas if a.id == s.group))
        elif s.section == "amulets":
            what = component_name(next(a.name for a in cat.amulets if a.id == s.group))
        elif s.section == "exchange":
            what = _("1 blue Motif") if s.group == "one_blue" else _("2 blue Motifs")
        else:
            what = frontier_group(s.group) + (_(" overflow") if s.overflow else "")
        name = _("{section}: {what}").format(section=section_name(s.section), what=what)
        if s.players > 2:
            name += _(" ({n}+ players)").format(n=s.players)
        named.append((name, s))
    total = {n: sum(m == n for m, _ in named) for n, _ in named}
    seen: dict[str, int] = {}
    for name, s in named:
        seen[name] = seen.get(name, 0) + 1
        yield (f"{name} · {seen[name]}" if total[name] > 1 else name), s


def library(cat: Catalogue) -> list[Category]:
    """Every component of the game in the order of docs/components.md."""
    drum = lambda i: drum_lines(cat.cards[i])  # noqa: E731
    market = [
        i
        for c in ("green", "red", "purple", "blue")
        for i in cat.market
        if cat.cards[i].colours[0] == c
    ]
    cats = [
        Category(
            N_("Drum cards (48 in the market)"),
            tuple(
                _cards(
                    drum,
                    market,
                    picture=lambda i: ("drum", i),
                    group=lambda i: cat.cards[i].colours[0].capitalize(),
                )
            ),
        ),
        Category(
            N_("Player Drum cards (grey; sets 甲 乙 丙 丁 of five)"),
            tuple(_cards(drum, _player_designs(cat), picture=lambda i: ("drum", i))),
            note=(
                "Dealt in turn order (the first player takes 甲). Set 甲 is shown whole; sets 乙, 丙"
                " and 丁 hold the same cards but for the Answering Beat in place of the Opening Beat:"
            ),
        ),
        Category(
            N_("Lion Drum cards (始)"),
            tuple(_cards(drum, cat.lion_drums.values(), picture=lambda i: ("drum", i))),
        ),
        Category(
            N_("Lion cards"),
            tuple(
                _cards(
                    lambda i: lion_lines(cat.lions[i]),
                    range(len(cat.lions)),
                    picture=lambda i: ("lion", i),
                )
            ),
        ),
        Category(N_("Character boards"), tuple(_cards(character_lines, cat.characters))),
        Category(
            N_("Ritual Manual tokens"),
            tuple(
                Entry(_("Ritual Manual: {n} Qi Energy").format(n=m.qi), (manual_text(m),))
                for m in cat.manuals
            ),
        ),
        Category(
            N_("Nian beast cards"),
            tuple(_cards(taotie_lines, cat.taotie, picture=lambda t: ("taotie", t.form))),
        ),
        Category(
            N_("Yao monster tokens"),
            tuple(
                Entry(f"{_label(yao_text(y))} · {n}", (yao_text(y),), picture=("yao", y.kind))
                for n, y in enumerate(cat.yao, 1)
            ),
        ),
        Category(N_("Fear cards"), tuple(_cards(drum, cat.fear, picture=lambda i: ("drum", i)))),
        Category(
            N_("Bamboo Slips"),
            tuple(
                Entry(
                    _("Bamboo Slips {n}: {points} 吉").format(n=n, points=s.points)
                    + (" 始" if s.player else ""),
                    (slip_text(s) + (_(" (player slip, 始)") if s.player else ""),),
                    picture=("slip", n - 1),
                )
                for n, s in enumerate(cat.slips, 1)
            ),
        ),
        Category(
            N_("Jade Amulets (4 of each)"),
            tuple(Entry(a.name, (amulet_text(a),)) for a in cat.amulets),
        ),
        Category(
            N_("Terrain tiles"),
            tuple(Entry(t.name, (terrain_text(t),)) for t in cat.terrain),
        ),
        Category(
            N_("Village board"),
            tuple(Entry(name, (space_text(cat, s),)) for name, s in _space_names(cat)),
        ),
        Category(
            N_("Solo deck (the Nian beast's turns in Solo Mode)"),
            tuple(Entry(card.name, (solo_card_text(card),), titled=True) for card in cat.solo),
        ),
        Category(
            N_("Dice"),
            (
                Entry(
                    _("Strength die"),
                    (
                        _("Strength die faces (hits): {faces}").format(
                            faces=", ".join(str(f) for f in cat.dice.strength)
                        ),
                    ),
                ),
                Entry(
                    _("Intimidation die"),
                    (
                        _("Intimidation die faces (successes): {faces}").format(
                            faces=", ".join(str(f) for f in cat.dice.intimidation)
                        ),
                    ),
                ),
            ),
        ),
        Category(
            N_("Counts"),
            (
                Entry(
                    _("Tattoo Motifs"),
                    (
                        _("Tattoo Motifs: {n} of each colour (green, red, purple, blue).").format(
                            n=cat.motifs_per_colour
                        ),
                    ),
                ),
                Entry(
                    _("Scorched Earth tokens"),
                    (_("Scorched Earth tokens: {n}.").format(n=cat.scorched_earth),),
                ),
            ),
        ),
    ]
    return cats


# --- docs/components.md -------------------------------------------------------------------------


def _card(lines: tuple[str, ...] | list[str]) -> list[str]:
    return [f"- **{lines[0]}**", *[f"  - {ln}" for ln in lines[1:] if ln], ""]


def markdown(cat: Catalogue) -> str:
    """docs/components.md (`game.tools.components_doc` writes it): always English, whatever language
    the game is showing."""
    with language("en"):
        return _markdown(cat)


def _markdown(cat: Catalogue) -> str:
    out = [
        "# Lionwake components",
        "",
        "Generated from `assets/data/` by `python -m game.tools.components_doc`; do not edit by hand.",
        "The game shows the same words on screen.",
        "",
    ]
    for category in library(cat):
        out += [f"## {category.title}", ""]
        if category.note:
            out += [category.note, ""]
        group = ""
        listing = False  # inside a list of one-line entries (closed by a blank line)
        for entry in category.entries:
            if entry.group != group:
                group = entry.group
                out += [f"### {group}", ""]
            if entry.card:
                out += _card(entry.lines)
            elif entry.titled:
                name, rest = entry.lines[0].split(": ", 1)
                out.append(f"- **{name}**: {rest}")
                listing = True
            else:
                out.append(f"- {entry.lines[0]}")
                listing = True
        if listing:
            out.append("")
    return "\n".join(out)
