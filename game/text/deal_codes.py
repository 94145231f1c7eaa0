"""The words of deal codes (issue 43, item 3): why a typed or pasted code is refused.

The session reads the codes (`game.session.deal_codes`) and this module words its refusals.  Their
kinds (`CodeFault`) and the value carrying them (`CodeProblem`) are declared here, beside their
words, because the text layer sits beneath the session (DESIGN.md: arrows point down): they hold no
words, only what the words need.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass

from game.i18n import N_, _


class CodeFault(enum.StrEnum):
    """Why a deal code cannot be dealt.  The comment on each says what `CodeProblem` holds."""

    EMPTY = "empty"  # nothing but dashes and spaces
    LENGTH = "length"  # too few or too many characters: `count` is how many, `expected` how many
    CHARACTER = "character"  # a character no code uses: `detail` is it
    CHECKSUM = "checksum"  # a character mistyped, or two swapped: the checksum does not match
    NEWER = "newer"  # made by a newer Lionwake: `version` is its rules version, `expected` ours
    OLDER = "older"  # made by an older Lionwake: `version` is its rules version, `expected` ours
    DAMAGED = "damaged"  # the checksum matches but it names no game this version deals


@dataclass(frozen=True)
class CodeProblem:
    """Why a deal code is refused (`kind`), with what its words need."""

    kind: CodeFault
    detail: str = ""
    count: int = 0
    expected: int = 0
    version: int = 0


_PROBLEMS: dict[CodeFault, str] = {
    CodeFault.EMPTY: N_("Type or paste a deal code"),
    CodeFault.LENGTH: N_("A deal code has {expected} letters and digits; this one has {count}"),
    CodeFault.CHARACTER: N_("“{char}” is not used in deal codes"),
    CodeFault.CHECKSUM: N_(
        "This code is mistyped: a character is wrong, or two are swapped (its check does not match)"
    ),
    CodeFault.NEWER: N_(
        "This code is from a newer Lionwake (rules version {version}; this one plays "
        "version {expected}): it would not deal the same game here"
    ),
    CodeFault.OLDER: N_(
        "This code is from an older Lionwake (rules version {version}; this one plays "
        "version {expected}): it would not deal the same game here"
    ),
    CodeFault.DAMAGED: N_("This code names no game this Lionwake can deal"),
}


def problem_text(problem: CodeProblem) -> str:
    """Why the code is refused, as the player reads it."""
    return _(_PROBLEMS[problem.kind]).format(
        char=problem.detail,
        count=problem.count,
        expected=problem.expected,
        version=problem.version,
    )
