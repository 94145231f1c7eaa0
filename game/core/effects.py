"""The effect vocabulary: the words every card, tile, token and board space is written in.

Rulebook, "Language and Iconography" and "Appendix: Icons and Other Actions": an effect is one of the
book's four patterns,

* gain / perform .............. ``gain = {coins = 1}``, ``perform = "couplets"``
* spend ... to gain / perform .. ``spend = {jade = 2}, gain = {...}``
* when you perform ..., gain ... ``when = "pacify", perform = "exile"``
* for each ..., gain ........... ``for_each = "exiled", gain = {bamboo = 1}``

optionally with a requirement (``requires = {motifs = {blue = 1, green = 1}}``,
``requires = {leap_higher = true}``, ``requires = {both_lions = true}``).

This module only parses effects; what they do is in the rules modules (`perform`, `battle`, ...),
which read the fields below.  The text a player reads is generated from the same data by
`game.text.effects.describe`, so a card's text and its rules can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .errors import ContentError

RESOURCES = ("coins", "bamboo", "red_paper", "jade")
MOTIF_COLOURS = ("green", "red", "purple", "blue")

#: Things an effect can give.  Resources are taken from the supply; ``motif`` is a free Tattoo Motif
#: (inked without spending Bamboo); the battle words apply to the acting Lion's next battle this turn
#: (or, on a Lion card or Motif track, to every battle); ``steps`` add to the Leap.
GAINS = RESOURCES + (
    "motif",
    "steps",
    "strength_dice",
    "intimidation_dice",
    "wardings",
    "hits",
    "successes",
)
BATTLE_GAINS = ("strength_dice", "intimidation_dice", "wardings", "hits", "successes")

#: Actions an effect can perform (rulebook "Perform" sections and the Appendix icons).
PERFORMS = (
    "ink",  # Perform: Inking Tattoo Motifs (spend 1 Bamboo, gain 1 Motif)
    "couplets",  # Perform: Writing Spring Couplets
    "amulet",  # Perform: Carving Jade Amulets
    "pacify",  # Perform: Pacifying the Land
    "exchange",  # Perform: Exchanging Resources
    "purchase_drum",  # purchase 1 Drum card, placed on top of your deck
    "purchase_slip",  # purchase 1 Bamboo Slips (must spend 2 Bamboo)
    "exile",  # exile 1 Drum or Fear card from hand or discard
    "draw",  # draw 1 card
)

#: "When you perform ..." triggers (Jade boxes, Lion cards).
TRIGGERS = (
    "ink",
    "couplets",
    "amulet",
    "pacify",
    "exchange",
    "victory",
    "intimidate",
    "purchase_slip",
)

#: "For each ..." counters.
COUNTERS = (
    "exiled",  # your exiled Drum and Fear cards
    "qi_couplets",  # your Qi Energy in the Spring Couplets section
    "qi_amulets",  # your Qi Energy in the Jade Amulet section
    "qi_exchange",  # your Qi Energy in the Exchange section
    "qi_frontier",  # your Qi Energy in the Frontier section
    "motifs",  # Tattoo Motifs on this Lion
    "motif_green",
    "motif_red",
    "motif_purple",
    "motif_blue",
    "amulets",  # your Jade Amulets
    "wardings",  # Wardings this Lion has this turn
    "lions_on_map",  # your Lions on the Village map
    "nian_cards",  # Nian beast cards you hold
    "drum_cards_here",  # Drum cards played next to this Lion
)

_EFFECT_KEYS = {"requires", "spend", "gain", "perform", "times", "for_each", "when", "text"}
_REQUIRE_KEYS = {"motifs", "any_motifs", "leap_higher", "both_lions"}


@dataclass(frozen=True, slots=True)
class Requirement:
    """What the acting Lion must have met (rulebook, "3. Perform")."""

    motifs: tuple[tuple[str, int], ...] = ()  # (colour, count) on this Lion's track
    any_motifs: int = 0  # Motifs of any colour on this Lion's track, beyond the coloured ones
    leap_higher: bool = False  # this turn's leap ended higher than it started
    both_lions: bool = False  # both of the player's Lions are on the Village map

    @property
    def empty(self) -> bool:
        return not (self.motifs or self.any_motifs or self.leap_higher or self.both_lions)

    def motif_total(self) -> int:
        return sum(n for _, n in self.motifs) + self.any_motifs


NO_REQUIREMENT = Requirement()


@dataclass(frozen=True, slots=True)
class Effect:
    """One icon row: requirement, optional cost, and what is gained or performed."""

    requires: Requirement = NO_REQUIREMENT
    spend: tuple[tuple[str, int], ...] = ()
    gain: tuple[tuple[str, int], ...] = ()
    perform: tuple[str, ...] = ()
    times: int = 1
    for_each: str = ""
    when: str = ""
    text: str = ""

    def gains(self, key: str) -> int:
        for k, n in self.gain:
            if k == key:
                return n
        return 0

    is_passive: bool = False  # set from the other fields: see __post_init__

    def __post_init__(self) -> None:
        """A passive bonus (steps, battle dice) is applied by the rules, never chosen in Perform."""
        passive = (
            not self.spend
            and not self.perform
            and not self.when
            and bool(self.gain)
            and all(k == "steps" or k in BATTLE_GAINS for k, _ in self.gain)
        )
        object.__setattr__(self, "is_passive", passive)


def _fail(file: str, entry: str, field: str, problem: str) -> ContentError:
    return ContentError(file, entry, field, problem)


def _amounts(
    value: Any, allowed: tuple[str, ...], file: str, entry: str, field: str
) -> tuple[tuple[str, int], ...]:
    if not isinstance(value, dict) or not value:
        raise _fail(file, entry, field, "must be a table of amounts, e.g. {coins = 1}")
    out = []
    for key, n in value.items():
        if key not in allowed:
            raise _fail(file, entry, f"{field}.{key}", f"unknown word; expected one of {allowed}")
        if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
            raise _fail(file, entry, f"{field}.{key}", "must be a positive whole number")
        out.append((key, n))
    return tuple(out)


def parse_requirement(value: Any, file: str, entry: str, field: str) -> Requirement:
    if not isinstance(value, dict):
        raise _fail(file, entry, field, "must be a table")
    for key in value:
        if key not in _REQUIRE_KEYS:
            raise _fail(
                file, entry, f"{field}.{key}", f"unknown requirement; expected {_REQUIRE_KEYS}"
            )
    motifs = ()
    if "motifs" in value:
        motifs = _amounts(value["motifs"], MOTIF_COLOURS, file, entry, f"{field}.motifs")
    any_motifs = value.get("any_motifs", 0)
    if not isinstance(any_motifs, int) or isinstance(any_motifs, bool) or any_motifs < 0:
        raise _fail(file, entry, f"{field}.any_motifs", "must be a whole number")
    flags = {}
    for key in ("leap_higher", "both_lions"):
        flag = value.get(key, False)
        if not isinstance(flag, bool):
            raise _fail(file, entry, f"{field}.{key}", "must be true or false")
        flags[key] = flag
    return Requirement(motifs=motifs, any_motifs=any_motifs, **flags)


def parse_effect(value: Any, file: str, entry: str, field: str) -> Effect:
    """Parse one effect table, naming file, entry and field on any error."""
    if not isinstance(value, dict):
        raise _fail(file, entry, field, "must be a table such as {gain = {coins = 1}}")
    for key in value:
        if key not in _EFFECT_KEYS:
            raise _fail(
                file, entry, f"{field}.{key}", f"unknown word; expected one of {_EFFECT_KEYS}"
            )
    requires = NO_REQUIREMENT
    if "requires" in value:
        requires = parse_requirement(value["requires"], file, entry, f"{field}.requires")
    spend = (
        _amounts(value["spend"], RESOURCES, file, entry, f"{field}.spend")
        if "spend" in value
        else ()
    )
    gain = _amounts(value["gain"], GAINS, file, entry, f"{field}.gain") if "gain" in value else ()
    perform: tuple[str, ...] = ()
    if "perform" in value:
        raw = value["perform"]
        raw = [raw] if isinstance(raw, str) else raw
        if not isinstance(raw, list) or not raw:
            raise _fail(file, entry, f"{field}.perform", "must be an action name or a list of them")
        for name in raw:
            if name not in PERFORMS:
                raise _fail(
                    file, entry, f"{field}.perform", f"unknown action {name!r}; expected {PERFORMS}"
                )
        perform = tuple(raw)
    if not gain and not perform:
        raise _fail(file, entry, field, "gives nothing: needs 'gain' or 'perform'")
    times = value.get("times", 1)
    if not isinstance(times, int) or isinstance(times, bool) or times < 1:
        raise _fail(file, entry, f"{field}.times", "must be a whole number of at least 1")
    for_each = value.get("for_each", "")
    if for_each and for_each not in COUNTERS:
        raise _fail(
            file, entry, f"{field}.for_each", f"unknown counter {for_each!r}; expected {COUNTERS}"
        )
    when = value.get("when", "")
    if when and when not in TRIGGERS:
        raise _fail(file, entry, f"{field}.when", f"unknown trigger {when!r}; expected {TRIGGERS}")
    text = value.get("text", "")
    if not isinstance(text, str):
        raise _fail(file, entry, f"{field}.text", "must be a string")
    return Effect(requires, spend, gain, perform, times, for_each, when, text)


def parse_effects(value: Any, file: str, entry: str, field: str) -> tuple[Effect, ...]:
    if value is None:
        return ()
    if isinstance(value, dict):
        value = [value]
    if not isinstance(value, list):
        raise _fail(file, entry, field, "must be a list of effect tables")
    return tuple(parse_effect(v, file, entry, f"{field}[{i}]") for i, v in enumerate(value))
