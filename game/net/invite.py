"""Invitation lines (issue 44, "others type the host's address and the code (or paste an invitation
line)"): `lionwake://HOST:PORT/ABCD-EFGH`, an IPv6 host in [brackets].

`Invitation.parse` finds that line anywhere in pasted text (a chat message, an e-mail), or a
"HOST:PORT" with a code beside it, and raises `ValueError` whose message a player can read
(`game.text.net.invitation_problem_text`) when there is none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from game.text.net import invitation_problem_text

from .codes import ALPHABET, is_code, normalize, show

SCHEME = "lionwake"
_HOST = r"(\[[0-9A-Fa-f:.%\w]+\]|[A-Za-z0-9](?:[A-Za-z0-9.\-]*[A-Za-z0-9])?)"
_URL = re.compile(
    SCHEME
    + r"://"
    + _HOST
    + r"(?::(\d+))?(?:/([A-Za-z0-9]{4}[- ]?[A-Za-z0-9]{4}(?![A-Za-z0-9])|[A-Za-z0-9\-]*))?",
    re.I,
)
_ADDRESS = re.compile(r"(?<![\w:.\[])" + _HOST + r":(\d{1,5})(?![\w:])")
#: a code's shape at a word's start (overlapping: "at ABCD EFGH" tries "ATABCD.." then "ABCD EFGH")
_CODE = re.compile(r"(?<![A-Za-z0-9])(?=([A-Za-z0-9]{4})([- ]?)([A-Za-z0-9]{4})(?![A-Za-z0-9]))")


@dataclass(frozen=True)
class Invitation:
    """Where a table is and the code of the seat it invites to."""

    host: str
    port: int
    code: str

    def _host(self) -> str:
        return f"[{self.host}]" if ":" in self.host else self.host

    def __str__(self) -> str:
        return f"{SCHEME}://{self._host()}:{self.port}/{show(self.code)}"

    @property
    def uri(self) -> str:
        """The WebSocket address a client connects to."""
        return f"ws://{self._host()}:{self.port}"

    @classmethod
    def parse(cls, text: str) -> Invitation:
        """The invitation in `text`; `ValueError` with a player's reason when there is none."""
        text = text.strip()
        found = _URL.search(text)
        if found:
            host, port, code = found.group(1), found.group(2), found.group(3) or ""
            rest = code.strip()
            if not rest:  # "lionwake://host:port" and the code elsewhere in the line
                rest = _code_in(text[: found.start()] + " " + text[found.end() :])
        else:
            address = _ADDRESS.search(text)
            if address is None:
                raise ValueError(invitation_problem_text("no_address"))
            host, port = address.group(1), address.group(2)
            rest = _code_in(text[: address.start()] + " " + text[address.end() :])
        if port is None or not port.isdigit() or not 1 <= int(port) <= 65535:
            raise ValueError(invitation_problem_text("bad_port"))
        if not rest:
            raise ValueError(invitation_problem_text("no_code"))
        if not is_code(rest):
            raise ValueError(invitation_problem_text("bad_code"))
        return cls(host.strip("[]"), int(port), normalize(rest))


def _code_in(text: str) -> str:
    """The first thing in `text` shaped like a code ('' if none): one of the alphabet written
    whole or with a dash first, then one with a space in it, then anything of that shape."""
    found = [(m.group(2) == " ", m.group(1) + m.group(3)) for m in _CODE.finditer(text)]
    for spaced in (False, True):
        for space, candidate in found:
            if space == spaced and all(c in ALPHABET for c in candidate.upper()):
                return candidate
    return found[0][1] if found else ""
