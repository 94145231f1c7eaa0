"""Issue 44, join codes and invitation lines: a seat's code is 8 characters of an alphabet without
look-alikes, typed any way (lower case, spaces, a dash); an invitation line is found anywhere in a
pasted text, and what is wrong with one is said in words a player reads."""

from __future__ import annotations

import pytest

from game.net.codes import ALPHABET, is_code, new_code, normalize, show
from game.net.invite import Invitation


def test_new_codes_are_8_characters_without_look_alikes_and_differ():
    codes = {new_code() for _ in range(200)}
    assert len(codes) == 200
    assert all(len(c) == 8 and set(c) <= set(ALPHABET) for c in codes)
    assert not set("O0I1L") & set(ALPHABET)


def test_a_code_is_shown_with_a_dash_and_read_back_however_typed():
    assert show("ABCDEFGH") == "ABCD-EFGH"
    for typed in ("abcd-efgh", " ABCD EFGH ", "AbCdEfGh", "ABCD - EFGH"):
        assert normalize(typed) == "ABCDEFGH" and is_code(typed)
    assert not is_code("ABCD-EFG") and not is_code("ABCD-EFG0") and not is_code("")


def test_an_invitation_line_round_trips_and_names_its_websocket():
    inv = Invitation("192.168.1.20", 8765, "ABCDEFGH")
    assert str(inv) == "lionwake://192.168.1.20:8765/ABCD-EFGH"
    assert inv.uri == "ws://192.168.1.20:8765"
    assert Invitation.parse(str(inv)) == inv
    six = Invitation("::1", 4000, "ZZZZ2222")
    assert str(six) == "lionwake://[::1]:4000/ZZZZ-2222" and six.uri == "ws://[::1]:4000"
    assert Invitation.parse(str(six)) == six


@pytest.mark.parametrize(
    "pasted",
    [
        "Join me! lionwake://table.example.org:9000/abcd-efgh see you",
        "lionwake://table.example.org:9000/ABCDEFGH",
        "table.example.org:9000 code ABCD-EFGH",
        "code abcd efgh at table.example.org:9000",
    ],
)
def test_an_invitation_is_found_anywhere_in_a_pasted_line(pasted):
    assert Invitation.parse(pasted) == Invitation("table.example.org", 9000, "ABCDEFGH")


@pytest.mark.parametrize(
    ("pasted", "words"),
    [
        ("", "address"),
        ("hello there", "address"),
        ("lionwake://host:99999/ABCD-EFGH", "port"),
        ("host:9000", "code"),
        ("lionwake://host:9000/ABCD-EF00", "code"),
    ],
)
def test_a_bad_invitation_says_what_is_wrong(pasted, words):
    with pytest.raises(ValueError) as caught:
        Invitation.parse(pasted)
    assert words in str(caught.value)
