"""The table's message protocol (issue 44; docs/net-protocol.md): versioned JSON text messages.

Every message is one JSON object `{"v": PROTOCOL_VERSION, "kind": <Kind>, ...fields}`.  `parse`
refuses anything malformed, oversized or of an unknown kind with a `ProtocolError` carrying a typed
`Reason`; `encode` writes a message compactly.  Actions travel as the engine's own
`Action.to_dict` form and are rebuilt with `game.core.actions.from_dict` by the table.  A SAY
(the table's chat) is checked here too: one of a short text or a quick phrase (`PHRASES`).
"""

from __future__ import annotations

import enum
import json
import unicodedata
from typing import Any

from game.core.save import RULES_VERSION
from game.text import net as text_net

PROTOCOL_VERSION = 1
#: the largest message either side accepts, in UTF-8 bytes
MAX_BYTES = 64 * 1024
#: the longest chat text, in characters after strip
MAX_SAY = 200
#: the quick phrases' ids, in the order their buttons show: one list, beside their words (the
#: text layer sits below this one)
PHRASES = text_net.PHRASES
#: the seat number of a spectator (and of a message to every spectator)
SPECTATOR = -1


class Kind(enum.StrEnum):
    """A message's kind.  Client to host: HELLO, ACTION, SAY.  Host to client: the others."""

    HELLO = "hello"  # join a seat: its secret token, the protocol and rules versions
    WELCOME = "welcome"  # joined: the seat, the number of players
    VIEW = "view"  # the seat's view of the game, who decides, the legal actions if it is this seat
    EVENTS = "events"  # what an action changed, as this seat may see it
    ACTION = "action"  # a decision (`Action.to_dict`)
    REFUSED = "refused"  # a message refused; nothing changed and the game goes on
    ERROR = "error"  # the connection cannot go on (wrong version, bad token); the host closes it
    PRESENCE = "presence"  # who sits where, computer or person, and who is connected
    SAY = "say"  # a chat line: a short text or a quick phrase
    CHAT = "chat"  # a chat line someone said, sent to everyone


class Reason(enum.StrEnum):
    """Why a message is refused (`Kind.REFUSED`, `Kind.ERROR`)."""

    MALFORMED = "malformed"  # not JSON, not an object, a field missing, extra or of the wrong type
    OVERSIZED = "oversized"  # more than MAX_BYTES
    UNKNOWN_KIND = "unknown_kind"  # a kind this protocol does not have, or not one this side takes
    WRONG_PROTOCOL = "wrong_protocol"  # another protocol version
    WRONG_RULES = "wrong_rules"  # another rules version (`game.core.save.RULES_VERSION`)
    BAD_TOKEN = "bad_token"  # no seat has this token
    NOT_JOINED = "not_joined"  # an action before a successful hello
    NOT_YOUR_TURN = "not_your_turn"  # another seat decides now
    ILLEGAL = "illegal"  # the rules refuse the action (the engine's refusal is in `detail`)
    GAME_OVER = "game_over"  # the game has ended
    TOO_FREQUENT = "too_frequent"  # over the host's message rate
    REPLACED = "replaced"  # the seat was given to a computer: its code no longer opens it
    SPECTATOR = "spectator"  # a spectator may not act or chat
    ELSEWHERE = "elsewhere"  # the seat joined again from another connection, which now holds it


class ProtocolError(Exception):
    """A message refused: `reason` says why, `detail` adds what a developer needs."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


#: Each kind's fields (besides "v" and "kind") and their JSON types.
FIELDS: dict[Kind, dict[str, type | tuple[type, ...]]] = {
    Kind.HELLO: {"token": str, "protocol": int, "rules": int},
    Kind.WELCOME: {"seat": int, "players": int, "protocol": int, "rules": int},
    Kind.VIEW: {
        "seat": int,
        "state": dict,
        "pending": dict,
        "legal": list,
        "scores": list,
        "breakdown": list,
        "decisions": int,
    },
    Kind.EVENTS: {"seat": int, "events": list, "past": bool},
    Kind.ACTION: {"action": dict},
    Kind.REFUSED: {"reason": str, "detail": str},
    Kind.ERROR: {"reason": str, "detail": str},
    Kind.PRESENCE: {"seats": list, "you": int},
    Kind.SAY: {"text": str, "phrase": str},
    Kind.CHAT: {"seat": int, "text": str, "phrase": str},
}
#: What the host takes from a client, and what a client takes from the host.
FROM_CLIENT = frozenset({Kind.HELLO, Kind.ACTION, Kind.SAY})
FROM_HOST = frozenset(Kind) - FROM_CLIENT


def message(kind: Kind, **fields: Any) -> dict[str, Any]:
    """A message of `kind` with `fields` (checked against `FIELDS`)."""
    msg = {"v": PROTOCOL_VERSION, "kind": kind.value, **fields}
    _check_fields(kind, msg)
    return msg


def hello(token: str, rules: int = RULES_VERSION) -> dict[str, Any]:
    return message(Kind.HELLO, token=token, protocol=PROTOCOL_VERSION, rules=rules)


def say(text: str = "", phrase: str = "") -> dict[str, Any]:
    """A chat line: a text or a quick phrase id (`PHRASES`)."""
    return message(Kind.SAY, text=text, phrase=phrase)


def refused(reason: Reason, detail: str = "") -> dict[str, Any]:
    return message(Kind.REFUSED, reason=reason.value, detail=detail)


def error(reason: Reason, detail: str = "") -> dict[str, Any]:
    return message(Kind.ERROR, reason=reason.value, detail=detail)


def encode(msg: dict[str, Any]) -> str:
    """The message as compact JSON text."""
    return json.dumps(msg, separators=(",", ":"), ensure_ascii=False)


def parse(text: str | bytes, accept: frozenset[Kind] = frozenset(Kind)) -> dict[str, Any]:
    """The message `text` holds, checked: size, JSON object, protocol version, a kind in `accept`
    and exactly that kind's fields with their types.  Raises `ProtocolError` otherwise."""
    size = len(text) if isinstance(text, bytes) else len(text.encode("utf-8", "surrogatepass"))
    if size > MAX_BYTES:
        raise ProtocolError(Reason.OVERSIZED, f"{size} bytes > {MAX_BYTES}")
    try:
        msg = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError(Reason.MALFORMED, "not JSON") from exc
    if not isinstance(msg, dict):
        raise ProtocolError(Reason.MALFORMED, "not a JSON object")
    if msg.get("v") != PROTOCOL_VERSION or isinstance(msg.get("v"), bool):
        raise ProtocolError(Reason.WRONG_PROTOCOL, f"protocol {msg.get('v')!r}")
    try:
        kind = Kind(msg.get("kind"))
    except ValueError:
        raise ProtocolError(Reason.UNKNOWN_KIND, repr(msg.get("kind"))[:80]) from None
    if kind not in accept:
        raise ProtocolError(Reason.UNKNOWN_KIND, f"{kind.value} is not taken here")
    _check_fields(kind, msg)
    return msg


def _check_fields(kind: Kind, msg: dict[str, Any]) -> None:
    want = FIELDS[kind]
    extra = set(msg) - set(want) - {"v", "kind"}
    if extra:
        raise ProtocolError(Reason.MALFORMED, f"unknown fields {sorted(extra)}")
    for name, types in want.items():
        value = msg.get(name)
        # (a JSON true is a Python bool, which is an int: only a bool field takes one)
        if not isinstance(value, types) or (isinstance(value, bool) and types is not bool):
            raise ProtocolError(Reason.MALFORMED, f"{kind.value}.{name} missing or of a bad type")
    if kind is Kind.SAY:
        _check_say(msg)


def _check_say(msg: dict[str, Any]) -> None:
    """Exactly one of a text (at most MAX_SAY characters after strip, no control characters) and
    a quick phrase of `PHRASES`."""
    text, phrase = msg["text"].strip(), msg["phrase"]
    if bool(text) == bool(phrase):
        raise ProtocolError(Reason.MALFORMED, "say: exactly one of text and phrase")
    if phrase and phrase not in PHRASES:
        raise ProtocolError(Reason.MALFORMED, "say: no such phrase")
    if len(text) > MAX_SAY:
        raise ProtocolError(Reason.MALFORMED, f"say: more than {MAX_SAY} characters")
    if any(unicodedata.category(c) in ("Cc", "Cs") for c in text):
        raise ProtocolError(Reason.MALFORMED, "say: control characters")
