"""The guided first game's script (issue 8, item 6): ``assets/data/tutorial.toml`` read and checked.

A fixed table (the seed, the first-game layout, the Lions and Character boards, a Greedy computer
seat) and a list of steps, each explaining one idea of the rulebook.  `Guide` is the data, checked
on load: every mistake raises `ContentError` naming the file, the step and the field (the style of
`game.core.catalogue`); `guided_match` deals its table.  The overlay that shows it on the board is
`game.ui.tutorial`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game.core import Config
from game.core import actions as A
from game.core.catalogue import default_catalogue
from game.core.datafile import Entry, load_toml
from game.core.decisions import DecisionKind
from game.core.errors import ContentError
from game.resources import asset
from game.session.factory import new_match
from game.session.match import Match

PLAYER = 0  # the person sits in seat 0 and plays first
#: What a step can wait for besides a decision of the game.
SPECIAL = ("next", "any", "your_turn")
#: Fields narrowing an expected decision, and the action kinds they belong to.
FIELDS = {
    "card": ("strike", "discard"),
    "slot": ("strike", "take_motif"),
    "tile": ("leap",),
    "item": ("perform",),
    "option": ("choose",),
    "index": ("take_motif",),
    "space": ("take_motif",),
}
#: Board target keys a step may point at ("kind:arg:arg"), with how many arguments each takes.
TARGET_KINDS = {
    "lion": 1,
    "hand": 1,
    "tile": 1,
    "space": 1,
    "section": 1,
    "market": 1,
    "motif": 1,
    "lionrow": 1,
    "slip": 1,
    "track": 2,
    "manual": 0,
    "reserve": 0,
    "resource": 1,
    "opponent": 1,
    "button": 1,
    "bar": 1,
    "myslip": 1,
}


@dataclass(frozen=True)
class Step:
    id: str
    rule: str  # the rulebook section it explains
    text: str
    expect: str  # "next", "any", "your_turn" or an action kind
    fields: dict[str, Any] = field(default_factory=dict)  # narrowing the expected action
    target: tuple | None = None  # a board target key, or None to find the expected action's
    hint: str = ""

    @property
    def decision(self) -> bool:
        """Whether the step waits for one particular kind of decision."""
        return self.expect not in SPECIAL

    def matches(self, action: A.Action) -> bool:
        if self.expect == "any":
            return True
        if action.kind != self.expect:
            return False
        return all(getattr(action, k, None) == v for k, v in self.fields.items())


@dataclass(frozen=True)
class Guide:
    """The table and the steps of the guided first game."""

    seed: int
    computer: str
    player_lion: int
    computer_lion: int
    player_character: int
    computer_character: int
    steps: tuple[Step, ...]

    def config(self) -> Config:
        return Config(players=2, seed=self.seed, layout="first-game", first_player=PLAYER)


def guide_path() -> Path:
    return asset("data", "tutorial.toml")


def load_guide(path: Path | None = None) -> Guide:
    """Read and check the guide (`ContentError` names the file, the step and the field)."""
    from game.session.computer import COMPUTER_KINDS

    path = path or guide_path()
    file, doc = load_toml(path)
    cat = default_catalogue()
    cards = {c.id: i for i, c in enumerate(cat.cards)}
    lions = {c.id: i for i, c in enumerate(cat.lions)}
    characters = {c.id: i for i, c in enumerate(cat.characters)}
    game = Entry(file, "game", doc.get("game"))
    seed = game.int("seed", hi=2**31)
    if game.int("players", 2, lo=2, hi=2) != 2:
        raise game.fail("players", "the guided game is for 2 players")
    computer = game.choice("computer", COMPUTER_KINDS)

    def named(entry: Entry, fld: str, table: dict[str, int]) -> int:
        value = entry.str(fld)
        if value not in table:
            raise entry.fail(fld, f"no such component {value!r}")
        return table[value]

    lion_p = named(game, "player_lion", lions)
    lion_c = named(game, "computer_lion", lions)
    char_p = named(game, "player_character", characters)
    char_c = named(game, "computer_character", characters)
    game.done()
    if lion_p == lion_c:
        raise game.fail("computer_lion", "the two seats need different Lions")
    items = doc.get("step")
    if not isinstance(items, list) or not items:
        raise ContentError(file, "", "step", "needs a list of [[step]] entries")
    steps: list[Step] = []
    seen: set[str] = set()
    for n, table in enumerate(items, 1):
        e = Entry(file, f"step {n}", table)
        sid = e.str("id")
        e.entry = f"step {n} ({sid})"
        if sid in seen:
            raise e.fail("id", f"{sid!r} is used by an earlier step")
        seen.add(sid)
        rule = e.str("rule")
        text = e.str("text")
        expect = e.str("expect")
        if expect not in SPECIAL and expect not in A.ACTION_TYPES:
            raise e.fail("expect", f"must be one of {SPECIAL} or an action kind, not {expect!r}")
        narrowed: dict[str, Any] = {}
        for fld, kinds in FIELDS.items():
            if fld not in e.table:
                continue
            if expect not in kinds:
                raise e.fail(fld, f"does not apply to expect = {expect!r}")
            if fld == "card":
                narrowed[fld] = named(e, fld, cards)
            elif fld == "item":
                narrowed[fld] = _item(e, e.str(fld))
            else:
                narrowed[fld] = e.int(fld, hi=999)
        target = None
        if "target" in e.table:
            target = _target(e, e.str("target"), cards)
        hint = e.str("hint", "")
        e.done()
        steps.append(Step(sid, rule, text, expect, narrowed, target, hint))
    if steps[-1].expect != "next":
        raise ContentError(file, f"step {len(steps)}", "expect", "the last step must be 'next'")
    return Guide(seed, computer, lion_p, lion_c, char_p, char_c, tuple(steps))


def _item(e: Entry, text: str) -> tuple:
    parts = text.split(":")
    if len(parts) < 2 or parts[0] not in ("tile", "drum", "slip"):
        raise e.fail("item", f"must read 'tile:N', 'drum:N' or 'slip:N:M', not {text!r}")
    try:
        return (parts[0], *(int(p) for p in parts[1:]))
    except ValueError:
        raise e.fail("item", f"must give whole numbers after {parts[0]!r}, not {text!r}") from None


def _target(e: Entry, text: str, cards: dict[str, int]) -> tuple:
    kind, _, rest = text.partition(":")
    if kind not in TARGET_KINDS:
        raise e.fail("target", f"unknown target kind {kind!r}; one of {tuple(TARGET_KINDS)}")
    args = rest.split(":") if rest else []
    if kind in ("button", "bar") and rest:
        return (kind, rest)
    if kind == "resource" and len(args) == 1:
        return (kind, args[0])
    if len(args) != TARGET_KINDS[kind]:
        raise e.fail("target", f"{kind!r} takes {TARGET_KINDS[kind]} argument(s): {text!r}")
    if kind == "hand":
        if args[0] not in cards:
            raise e.fail("target", f"no such card {args[0]!r}")
        return (kind, cards[args[0]])
    try:
        return (kind, *(int(a) for a in args))
    except ValueError:
        raise e.fail("target", f"{kind!r} takes whole numbers: {text!r}") from None


def guided_match(guide: Guide) -> Match:
    """The guided game's table, its Lion draft taken, at the player's first turn (not autosaved)."""
    match = new_match(guide.config(), ["human", guide.computer], saved=False)
    st = match.game.state
    want = {PLAYER: guide.player_character, 1 - PLAYER: guide.computer_character}
    for seat, character in want.items():
        if st.players[seat].character != character:
            name = st.catalogue.characters[st.players[seat].character].id
            raise ContentError(
                guide_path().name,
                "game",
                "player_character" if seat == PLAYER else "computer_character",
                f"the seed deals {name!r} to this seat",
            )
    lions = {PLAYER: guide.player_lion, 1 - PLAYER: guide.computer_lion}
    while match.pending.kind == DecisionKind.CHOOSE_LION_ROW:
        match.apply(A.ChooseLion(lions[match.pending.seat]))
    if match.pending.kind != DecisionKind.TURN or match.pending.seat != PLAYER:
        raise ContentError(guide_path().name, "game", "", "the table did not reach the first turn")
    return match
