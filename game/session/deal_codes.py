"""Deal codes (issue 43, item 3): a game's whole configuration and seed in twelve characters a
friend can type, "7KQ2-M9XD-4RTA", so two tables given the same code and the same moves play the
same game.

The code is Crockford's base 32 — the digits and the letters but I, L, O and U, which are misread —
shown in three groups of four.  It is read in any case, with or without dashes and spaces, and the
misreadings O → 0 and I, L → 1 are read as the digits.  Its 60 bits are, from the first character:

====================  =====  ============================================================
field                 bits   value
====================  =====  ============================================================
rules version         7      `game.core.save.RULES_VERSION` (a code from another is refused)
players               2      players - 1 (1 to 4)
first player          2      the seat holding the First Player token (under players)
layout                4      its index in `LAYOUTS` (first-game, build, campaign chapters)
difficulty            2      its index in `DIFFICULTIES` (Solo Mode: easy, normal, hard)
Lion draft            1      0: "row" (the rulebook's draft), 1: "casual"
Character draft       1      1: Character boards drafted (2, keep 1)
seed                  31     the game's seed, under `seeds.SEED_LIMIT`
check                 10     two check characters (below)
====================  =====  ============================================================

The check is a Reed-Solomon code over GF(32) with two check symbols (each character is one symbol):
every code with one or two characters changed — a mistyped character, any two swapped — is refused
as mistyped, and a code typed at random passes one time in 1,024.  The rules version and the check
keep their places in every version to come, so a code from another version is refused as such.

Who sits at each seat (a person, which computer) is not in the code: the table chooses it.  Nor is
`Config.turn_cap`, which only the simulations use (a code is always of a whole game).
"""

from __future__ import annotations

from game.core import Config
from game.core.save import RULES_VERSION
from game.core.solo import DIFFICULTIES
from game.text.deal_codes import CodeFault, CodeProblem

from .seeds import SEED_LIMIT

#: Crockford's base-32 alphabet: no I, L, O or U
ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
#: what a player may type for a character that looks like it
MISREAD = {"O": "0", "I": "1", "L": "1"}
#: the characters of a code (10 of the game, 2 of the check), and their groups as shown
LENGTH = 12
GROUP = 4
#: the layouts a code names, by index.  Fixed for a rules version: a layout is only ever added at
#: the end, and adding one raises `RULES_VERSION` (an older Lionwake could not deal it).
LAYOUTS: tuple[str, ...] = (
    "first-game",
    "build",
    *(f"campaign/chapter-{n}" for n in range(1, 9)),
)
LION_DRAFTS = ("row", "casual")

# (name, bits) of the game's fields, from the first character; the check follows
_FIELDS = (
    ("version", 7),
    ("players", 2),
    ("first_player", 2),
    ("layout", 4),
    ("difficulty", 2),
    ("lion_draft", 1),
    ("character_draft", 1),
    ("seed", 31),
)
_DATA = LENGTH - 2  # the characters before the check


class DealCodeError(ValueError):
    """A code that cannot be dealt: `problem` says why (worded by `game.text.deal_codes`)."""

    def __init__(self, problem: CodeProblem) -> None:
        super().__init__(problem.kind.value)
        self.problem = problem


# --- GF(32), for the check ------------------------------------------------------------------------

_EXP = [0] * 62
_LOG = [0] * 32


def _tables() -> None:
    """Powers and logarithms of alpha in GF(32) (primitive polynomial x^5 + x^2 + 1)."""
    x = 1
    for i in range(31):
        _EXP[i] = _EXP[i + 31] = x
        _LOG[x] = i
        x <<= 1
        if x & 32:
            x ^= 0b100101


_tables()


def _mul(a: int, b: int) -> int:
    return 0 if a == 0 or b == 0 else _EXP[_LOG[a] + _LOG[b]]


def _div(a: int, b: int) -> int:
    return 0 if a == 0 else _EXP[(_LOG[a] - _LOG[b]) % 31]


def _syndromes(symbols: list[int]) -> tuple[int, int]:
    """The code's two syndromes: the symbols weighed by alpha^i and alpha^2i (both 0 when whole)."""
    s1 = s2 = 0
    for i, v in enumerate(symbols):
        s1 ^= _mul(v, _EXP[i % 31])
        s2 ^= _mul(v, _EXP[(2 * i) % 31])
    return s1, s2


def _with_check(data: list[int]) -> list[int]:
    """The data symbols and the two check symbols that make both syndromes zero."""
    a, b = _syndromes(data + [0, 0])
    i, j = _DATA, _DATA + 1  # the check's places: c_i a^i + c_j a^j = a, and the same squared = b
    ai, aj = _EXP[i], _EXP[j]
    ai2, aj2 = _EXP[(2 * i) % 31], _EXP[(2 * j) % 31]
    # c_j (a^j a^i + a^2j) = a a^i + b   (eliminating c_i)
    cj = _div(_mul(a, ai) ^ b, _mul(aj, ai) ^ aj2)
    ci = _div(a ^ _mul(cj, aj), ai)
    assert _mul(ci, ai2) ^ _mul(cj, aj2) == b
    return data + [ci, cj]


# --- codes ----------------------------------------------------------------------------------------


def encode(config: Config) -> str:
    """The deal code of `config` (its seed and first player with it), grouped: "7KQ2-M9XD-4RTA".

    Raises ValueError for a configuration no code carries (a layout not in `LAYOUTS`, a seed not
    under `SEED_LIMIT`, a chapter for more than one player)."""
    if config.layout not in LAYOUTS:
        raise ValueError(f"no deal code names the layout {config.layout!r}")
    if not 0 <= config.seed < SEED_LIMIT:
        raise ValueError(f"a deal code's seed is under {SEED_LIMIT}: {config.seed}")
    if not 1 <= config.players <= 4 or not 0 <= config.first_player < config.players:
        raise ValueError(f"no deal code for {config.players} players, first {config.first_player}")
    if chapter_number(config.layout) and config.players != 1:
        raise ValueError(f"a campaign chapter is a Solo game: {config.players} players")
    values = {
        "version": RULES_VERSION,
        "players": config.players - 1,
        "first_player": config.first_player,
        "layout": LAYOUTS.index(config.layout),
        "difficulty": DIFFICULTIES.index(config.difficulty),
        "lion_draft": LION_DRAFTS.index(config.lion_draft),
        "character_draft": int(config.character_draft),
        "seed": config.seed,
    }
    number = 0
    for name, bits in _FIELDS:
        number = (number << bits) | values[name]
    data = [(number >> (5 * (_DATA - 1 - k))) & 31 for k in range(_DATA)]
    text = "".join(ALPHABET[v] for v in _with_check(data))
    return group(text)


def group(text: str) -> str:
    """A code's characters in groups of four, joined by dashes."""
    return "-".join(text[k : k + GROUP] for k in range(0, len(text), GROUP))


def normalise(typed: str) -> str:
    """What a player typed or pasted, as a code's characters: upper case, without dashes and
    spaces, misreadings (O, I, L) read as the digits they look like."""
    text = "".join(c for c in typed.upper() if c not in "- \t\r\n")
    return "".join(MISREAD.get(c, c) for c in text)


def decode(typed: str) -> Config:
    """The configuration a typed or pasted code deals (`turn_cap` 0).  Raises `DealCodeError`,
    whose `problem` says why, for a code that is empty, of the wrong length, with a character no
    code uses, mistyped (the check), from another rules version, or naming no game."""
    text = normalise(typed)
    if not text:
        raise DealCodeError(CodeProblem(CodeFault.EMPTY))
    bad = next((c for c in text if c not in ALPHABET), None)
    if bad is not None:
        raise DealCodeError(CodeProblem(CodeFault.CHARACTER, detail=bad))
    if len(text) != LENGTH:
        raise DealCodeError(CodeProblem(CodeFault.LENGTH, count=len(text), expected=LENGTH))
    symbols = [ALPHABET.index(c) for c in text]
    if _syndromes(symbols) != (0, 0):
        raise DealCodeError(CodeProblem(CodeFault.CHECKSUM))
    number = 0
    for v in symbols[:_DATA]:
        number = (number << 5) | v
    values = {}
    for name, bits in reversed(_FIELDS):
        values[name] = number & ((1 << bits) - 1)
        number >>= bits
    return _config(values)


def _config(values: dict[str, int]) -> Config:
    """The configuration of a code's fields, refused when from another rules version or naming
    what this version does not deal."""
    version = values["version"]
    if version != RULES_VERSION:
        kind = CodeFault.NEWER if version > RULES_VERSION else CodeFault.OLDER
        raise DealCodeError(CodeProblem(kind, version=version, expected=RULES_VERSION))
    players = values["players"] + 1
    layout = values["layout"]
    if (
        values["first_player"] >= players
        or layout >= len(LAYOUTS)
        or values["difficulty"] >= len(DIFFICULTIES)
        or (chapter_number(LAYOUTS[layout]) and players != 1)  # a chapter is a Solo game
    ):
        raise DealCodeError(CodeProblem(CodeFault.DAMAGED))
    return Config(
        players=players,
        seed=values["seed"],
        layout=LAYOUTS[layout],
        character_draft=bool(values["character_draft"]),
        lion_draft=LION_DRAFTS[values["lion_draft"]],
        first_player=values["first_player"],
        difficulty=DIFFICULTIES[values["difficulty"]],
    )


def chapter_number(layout: str) -> int:
    """The campaign chapter whose village `layout` is (0 for none)."""
    prefix = "campaign/chapter-"
    tail = layout[len(prefix) :] if layout.startswith(prefix) else ""
    return int(tail) if tail.isdigit() else 0


def code_of(config: Config) -> str:
    """The code of `config`, or "" when no code carries it (a level outside `LAYOUTS`)."""
    try:
        return encode(config)
    except ValueError:
        return ""
