"""Issue 44, "Every message is checked": the protocol refuses malformed, oversized and unknown-kind
messages, and other protocol versions, with a typed reason."""

from __future__ import annotations

import json

import pytest

from game.core import Config
from game.net.protocol import (
    FROM_CLIENT,
    MAX_BYTES,
    MAX_SAY,
    PHRASES,
    PROTOCOL_VERSION,
    Kind,
    ProtocolError,
    Reason,
    encode,
    hello,
    parse,
    say,
)
from game.net.table import Table
from game.text.net import PHRASES as PHRASE_BUTTONS
from game.text.net import phrase_text, reason_text


def _reason(text, accept=frozenset(Kind)) -> Reason:
    with pytest.raises(ProtocolError) as caught:
        parse(text, accept)
    return caught.value.reason


@pytest.mark.parametrize(
    "text",
    [
        "not json",
        "[1, 2]",
        '"hello"',
        json.dumps({"v": PROTOCOL_VERSION, "kind": "hello", "token": "x", "protocol": 1}),
        json.dumps({"v": 1, "kind": "hello", "token": 5, "protocol": 1, "rules": 1}),
        json.dumps({"v": 1, "kind": "hello", "token": "x", "protocol": True, "rules": 1}),
        json.dumps({"v": 1, "kind": "hello", "token": "x", "protocol": 1, "rules": 1, "x": 0}),
        json.dumps({"v": 1, "kind": "action", "action": [1]}),
        "[" * 100_000,
    ],
)
def test_malformed_messages_are_refused(text):
    assert _reason(text) in (Reason.MALFORMED, Reason.OVERSIZED)


def test_an_oversized_message_is_refused_before_it_is_read():
    big = encode({"v": 1, "kind": "action", "action": {"type": "x" * MAX_BYTES}})
    assert _reason(big) is Reason.OVERSIZED
    assert _reason(big.encode()) is Reason.OVERSIZED


def test_unknown_kinds_and_kinds_not_taken_here_are_refused():
    assert _reason(json.dumps({"v": 1, "kind": "teleport"})) is Reason.UNKNOWN_KIND
    view_like = encode({"v": 1, "kind": "refused", "reason": "x", "detail": ""})
    assert _reason(view_like, FROM_CLIENT) is Reason.UNKNOWN_KIND


def test_another_protocol_version_is_refused():
    msg = hello("token")
    msg["v"] = PROTOCOL_VERSION + 1
    assert _reason(encode(msg)) is Reason.WRONG_PROTOCOL


def test_every_message_a_table_makes_parses_back():
    table = Table(Config(players=2, seed=3))
    out = table.join(table.tokens[0])
    seat = table.match.pending.seat
    out += table.submit(table.tokens[seat], table.match.legal()[0].to_dict())
    out += table.submit(table.tokens[seat], {"type": "nothing"})
    out.append((0, table.presence_message({0}, 0)))
    out.append((0, {"v": 1, "kind": "chat", "seat": 1, "text": "hi", "phrase": ""}))
    assert {m["kind"] for _, m in out} >= {
        "welcome",
        "view",
        "events",
        "refused",
        "presence",
        "chat",
    }
    for _, msg in out:
        text = encode(msg)
        assert parse(text) == json.loads(text) and parse(text)["kind"] == msg["kind"]


def test_a_chat_line_is_a_short_text_or_one_quick_phrase():
    assert parse(encode(say(text="  well met  ")))["text"] == "  well met  "
    for phrase in PHRASES:
        assert parse(encode(say(phrase=phrase)))["phrase"] == phrase
    assert parse(encode(say(text="x" * MAX_SAY)))
    for text, phrase in (
        ("", ""),
        ("   ", ""),
        ("hi", "hello"),
        ("", "insult"),
        ("x" * (MAX_SAY + 1), ""),
        ("bell\a", ""),
        ("line\nbreak", ""),
    ):
        msg = {"v": 1, "kind": "say", "text": text, "phrase": phrase}
        assert _reason(json.dumps(msg)) is Reason.MALFORMED, (text, phrase)


def test_every_reason_and_phrase_has_words():
    assert PHRASE_BUTTONS == PHRASES
    assert all(phrase_text(p) for p in PHRASES) and phrase_text("nope") == ""
    texts = {reason_text(r) for r in Reason}
    assert len(texts) == len(Reason)  # a sentence of its own for each
    assert reason_text(Reason.WRONG_RULES) == "This table plays a different version of Lionwake."
