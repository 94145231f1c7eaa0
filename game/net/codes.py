"""Join codes (issue 44, "Each seat has a secret token"): a seat's secret token IS its join code.

A code is 8 characters drawn with `secrets.choice` from `ALPHABET` (no O/0, I/1/L to misread) and
shown to people as "ABCD-EFGH".  What a player types or pastes is `normalize`d (upper case, spaces
and dashes dropped) before a table compares it, in constant time, with its seats' codes.
"""

from __future__ import annotations

import secrets

ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
LENGTH = 8


def new_code() -> str:
    """A new secret code, in its plain form ("ABCDEFGH")."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def normalize(text: str) -> str:
    """A typed or pasted code in its plain form: upper case, without spaces and dashes."""
    return "".join(c for c in text.upper() if c not in " -\t")


def is_code(text: str) -> bool:
    """`text` (once normalized) has the form of a code: 8 characters of the alphabet."""
    code = normalize(text)
    return len(code) == LENGTH and all(c in ALPHABET for c in code)


def show(code: str) -> str:
    """A code as a person reads it: "ABCD-EFGH"."""
    code = normalize(code)
    return f"{code[:4]}-{code[4:]}"
