"""Deal codes (issue 43, item 3): every configuration a code carries comes back from it whole; a
mistyped code (a character changed, two swapped) is refused by its check; misreadings are read;
a code from another rules version, or naming no game, is refused with its reason."""

from __future__ import annotations

import itertools
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.core import Config
from game.core.save import RULES_VERSION
from game.core.solo import DIFFICULTIES
from game.session import deal_codes as D
from game.session.match import Match
from game.session.seeds import SEED_LIMIT
from game.text.deal_codes import CodeFault, problem_text


def _refusal(code: str) -> D.DealCodeError:
    with pytest.raises(D.DealCodeError) as caught:
        D.decode(code)
    return caught.value


def _configs():
    """Every table a code can name (a Solo game on any village or chapter; a table of 2-4 on the
    first-game or built village), with edge seeds and every first player."""
    for layout, players in itertools.product(D.LAYOUTS, (1, 2, 3, 4)):
        if D.chapter_number(layout) and players != 1:
            continue
        for difficulty, lion, characters, seed in itertools.product(
            DIFFICULTIES, D.LION_DRAFTS, (False, True), (0, 1, SEED_LIMIT - 1)
        ):
            for first in range(players):
                yield Config(players, seed, layout, characters, lion, first, 0, difficulty)


def test_every_table_comes_back_whole_from_its_code():
    seen = set()
    configs = list(_configs())
    for config in configs:
        code = D.encode(config)
        assert len(code) == 14 and code[4] == code[9] == "-"
        assert set(code.replace("-", "")) <= set(D.ALPHABET)
        assert D.decode(code) == config
        seen.add(code)
    assert len(seen) == len(configs) > 1000  # all different


@given(
    seed=st.integers(0, SEED_LIMIT - 1),
    players=st.integers(1, 4),
    first=st.integers(0, 3),
    layout=st.sampled_from(("first-game", "build")),
    difficulty=st.sampled_from(DIFFICULTIES),
    lion=st.sampled_from(("row", "casual")),
    characters=st.booleans(),
)
def test_any_seed_comes_back_whole(seed, players, first, layout, difficulty, lion, characters):
    config = Config(players, seed, layout, characters, lion, first % players, 0, difficulty)
    assert D.decode(D.encode(config)) == config


@given(seed=st.integers(0, SEED_LIMIT - 1), data=st.data())
def test_a_code_typed_carelessly_is_read(seed, data):
    """Any case, no dashes or spaces between, O for 0 and I or L for 1."""
    config = Config(players=3, seed=seed, first_player=1, lion_draft="casual")
    code = D.encode(config)
    sloppy = "".join(
        data.draw(st.sampled_from({"0": "0oO", "1": "1iIlL"}.get(c, c + c.lower())))
        for c in code.replace("-", "")
    )
    spaced = " ".join(sloppy[k : k + 3] for k in range(0, 12, 3))
    assert D.decode(sloppy) == config
    assert D.decode(spaced) == config


def test_every_single_mistyped_character_and_every_swap_is_refused():
    code = D.encode(Config(players=4, seed=123456789, first_player=2)).replace("-", "")
    for i, c in itertools.product(range(12), D.ALPHABET):
        if c != code[i]:
            typo = code[:i] + c + code[i + 1 :]
            assert _refusal(typo).problem.kind == CodeFault.CHECKSUM, typo
    for i, j in itertools.combinations(range(12), 2):
        if code[i] != code[j]:
            chars = list(code)
            chars[i], chars[j] = chars[j], chars[i]
            assert _refusal("".join(chars)).problem.kind == CodeFault.CHECKSUM


def test_a_code_of_another_rules_version_is_refused_as_such():
    values = dict(
        players=1, first_player=0, layout=0, difficulty=1, lion_draft=0, character_draft=0, seed=5
    )

    def code_of_version(version: int) -> str:
        number = 0
        for name, bits in D._FIELDS:
            number = (number << bits) | ({**values, "version": version}[name])
        data = [(number >> (5 * (9 - k))) & 31 for k in range(10)]
        return "".join(D.ALPHABET[v] for v in D._with_check(data))

    assert D.decode(code_of_version(RULES_VERSION)).seed == 5
    newer = _refusal(code_of_version(RULES_VERSION + 1)).problem
    assert (newer.kind, newer.version, newer.expected) == (
        CodeFault.NEWER,
        RULES_VERSION + 1,
        RULES_VERSION,
    )
    assert f"rules version {RULES_VERSION + 1}" in problem_text(newer)
    assert "newer Lionwake" in problem_text(newer)
    older = _refusal(code_of_version(RULES_VERSION - 1)).problem
    assert older.kind == CodeFault.OLDER and "older Lionwake" in problem_text(older)


@pytest.mark.parametrize(
    ("typed", "kind", "words"),
    [
        ("", CodeFault.EMPTY, "Type or paste"),
        (" - ", CodeFault.EMPTY, "Type or paste"),
        ("7KQ2-M9XD", CodeFault.LENGTH, "12 letters and digits; this one has 8"),
        ("7KQ2-M9XD-4RTA-7", CodeFault.LENGTH, "this one has 13"),
        ("7KQ2-M9XD-4RUA", CodeFault.CHARACTER, "“U” is not used"),
        ("7KQ2-M9XD-4RT!", CodeFault.CHARACTER, "“!” is not used"),
        ("ZZZZ-ZZZZ-ZZZZ", CodeFault.CHECKSUM, "mistyped"),
    ],
)
def test_a_code_that_is_no_code_is_refused_with_the_reason(typed, kind, words):
    problem = _refusal(typed).problem
    assert problem.kind == kind
    assert words in problem_text(problem)


def test_a_code_naming_no_game_is_refused():
    """Its check matches, but its layout is past the table, or a chapter for a table of 3."""
    number = RULES_VERSION
    for _name, bits in D._FIELDS[1:]:
        number = number << bits
    number |= 15 << (31 + 1 + 1 + 2)  # layout 15: no layout
    symbols = [(number >> (5 * (9 - k))) & 31 for k in range(10)]
    code = "".join(D.ALPHABET[v] for v in D._with_check(symbols))
    assert _refusal(code).problem.kind == CodeFault.DAMAGED
    with pytest.raises(ValueError):
        D.encode(Config(players=3, layout="campaign/chapter-2"))  # (decode refuses it too)
    with pytest.raises(ValueError):
        D.encode(Config(players=2, seed=SEED_LIMIT))


def test_the_same_code_and_moves_play_the_same_game():
    """Two tables dealt from one code and given the same decisions reach the same state."""
    code = D.encode(Config(players=3, seed=987654, first_player=2, character_draft=True))
    a, b = Match(D.decode(code)), Match(D.decode(code.lower().replace("-", "")))
    for _ in range(60):
        legal = a.legal()
        assert [x.to_dict() for x in legal] == [x.to_dict() for x in b.legal()]
        choice = legal[len(legal) // 2]
        a.apply(choice)
        b.apply(choice)
    assert a.game.state.to_dict() == b.game.state.to_dict()
    assert a.game.state.config.first_player == 2
    other = Match(replace(D.decode(code), seed=987655))
    assert other.game.state.to_dict() != Match(D.decode(code)).game.state.to_dict()
