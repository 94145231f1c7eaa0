"""The rules speak in types (issue 40, item 1; DESIGN.md, "Types, not strings"): a refusal is a typed
`Refusal`, an event's reason a typed `Because`, a decision's question a typed `Prompt`, and the frames
of the decision stack hold `DecisionKind` members.  No module of game/core builds a sentence for a
player: `game.text.reasons` words these values (tests/text/test_reasons.py)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game.core import Config, Game, IllegalAction
from game.core import actions as A
from game.core import events as E
from game.core.decisions import DecisionKind, Prompt
from game.core.outcome import Ending
from game.core.reasons import Because, Refusal, Why

CORE = Path(__file__).resolve().parents[2] / "game" / "core"

#: The functions of game.i18n that translate: none is called anywhere in the rules.
TRANSLATING = {"_", "gettext", "ngettext", "pgettext", "npgettext"}

#: Where the rules may still mark words for the catalogue with `N_` (it translates nothing), and why:
#: these are tables of the names of things and of options, kept beside the rules that use them, not
#: prompts, refusals or reasons.  (module, the top-level name of the table)
MARKED_TABLES = {
    # "Perform: Exchanging Resources": each exchange's label, in the one table of the exchanges
    ("exchange.py", "TRADES"),
    ("exchange.py", "LABELS"),
    # "Appendix: Solo Cards and Iconography": the one table of Solo card actions (issue 40, item 4:
    # name, label, text, why-not and run together)
    ("solo/actions.py", "ACTIONS"),
    # "Nian Beast Stirs": what the beast does by form (the words of the Nian Stirs action)
    ("solo/nian.py", "STIRS"),
    # "Solo: Game End": the titles a score earns, and the names of the difficulties
    ("solo/game_end.py", "TITLES"),
    ("solo/setup.py", "DIFFICULTY_NAMES"),
}


def _core_modules() -> list[Path]:
    return sorted(p for p in CORE.rglob("*.py") if "__pycache__" not in p.parts)


def _top_level_name(node: ast.stmt) -> str:
    if isinstance(node, (ast.FunctionDef, ast.ClassDef, ast.AsyncFunctionDef)):
        return node.name
    if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
        return node.targets[0].id
    if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        return node.target.id
    return type(node).__name__


def test_no_module_of_the_rules_builds_a_sentence_for_a_player():
    """Prompts, refusals and reasons are typed values: game/core calls no translating function, and
    marks words (`N_`) only in the tables of names listed in MARKED_TABLES."""
    found = []
    for path in _core_modules():
        where = path.relative_to(CORE).as_posix()
        for top in ast.parse(path.read_text(encoding="utf-8")).body:
            table = _top_level_name(top)
            for node in ast.walk(top):
                if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("i18n"):
                    imported = {a.name for a in node.names} & TRANSLATING
                    if imported:
                        found.append(f"{where}: imports {sorted(imported)} from game.i18n")
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                called = node.func.id
                if called in TRANSLATING:
                    found.append(f"{where}:{node.lineno}: {called}() in {table}")
                elif called == "N_" and (where, table) not in MARKED_TABLES:
                    found.append(f"{where}:{node.lineno}: N_() in {table}")
    assert found == []


def _kind_strings() -> set[str]:
    return {k.value for k in DecisionKind}


def test_the_rules_write_every_decision_kind_as_a_member_not_a_string():
    """`kind = K.TURN`, `(K.LEAP, seat, slot)`, `frame[0] == K.SOLO_OPTION`: no decision kind is
    written as a string literal in game/core (a frame, a step's kind, a comparison)."""
    kinds = _kind_strings()
    found = []

    def is_kind(node: ast.AST) -> bool:
        return isinstance(node, ast.Constant) and node.value in kinds

    for path in _core_modules():
        if path.name == "decisions.py":
            continue  # where the members are defined
        where = path.relative_to(CORE).as_posix()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if (
                        isinstance(item, ast.Assign)
                        and any(isinstance(t, ast.Name) and t.id == "kind" for t in item.targets)
                        and is_kind(item.value)
                        and any(isinstance(b, ast.Name) and b.id == "Step" for b in node.bases)
                    ):
                        found.append(f"{where}:{item.lineno}: step {node.name} kind as a string")
            elif (
                isinstance(node, ast.Tuple)
                and len(node.elts) >= 2
                and is_kind(node.elts[0])
                and not (  # a seat follows, not more words
                    isinstance(node.elts[1], ast.Constant) and isinstance(node.elts[1].value, str)
                )
            ):
                found.append(f"{where}:{node.lineno}: a frame ({node.elts[0].value!r}, ...)")
            elif isinstance(node, ast.Compare):
                sides = [node.left, *node.comparators]
                framed = any(
                    isinstance(s, ast.Subscript)
                    and isinstance(s.slice, ast.Constant)
                    and s.slice.value == 0
                    for s in sides
                )
                if framed and any(is_kind(s) for s in sides):
                    found.append(f"{where}:{node.lineno}: a frame's kind compared with a string")
    assert found == []


def _random_games(players=(1, 2, 3, 4), seed: int = 40):
    """Random games at each player count, yielding (game, events) after every decision."""
    for n in players:
        game = Game(Config(players=n, seed=seed + n))
        rnd = random.Random(seed + n)
        yield game, list(game.opening_events)
        while not game.over:
            yield game, game.apply(rnd.choice(game.legal_actions()))


def test_frames_hold_decision_kind_members_and_pending_a_typed_prompt():
    for game, _events in _random_games():
        for frame in game.state.stack:
            assert type(frame[0]) is DecisionKind, frame
        pending = game.pending
        assert isinstance(pending.prompt, Prompt) and pending.prompt.kind is pending.kind


def test_event_reasons_are_typed_values():
    """Rulebook, "Perform: Resources" and on: what was gained or spent, a Lion sent back, a monster
    gone, the game ending: each event says why with a typed value, never a sentence to parse."""
    seen = set()
    for _game, events in _random_games():
        for ev in events:
            if isinstance(ev, (E.ResourcesChanged, E.LionReturned, E.MonsterRemoved)):
                assert isinstance(ev.reason, Because), ev
                seen.add(ev.reason.kind)
                assert ev.to_dict()["reason"] == {"kind": ev.reason.kind, "name": ev.reason.name}
            elif isinstance(ev, (E.FinalRound, E.GameEnded)):
                assert isinstance(ev.reason, Ending), ev
    assert len(seen) >= 10  # the games give many kinds of reason


def test_refusals_are_typed_and_the_same_from_apply_and_why_not(monkeypatch):
    game = Game(Config(players=2, seed=3))
    while game.pending.kind != DecisionKind.TURN:
        game.apply(game.legal_actions()[0])
    p = game.state.players[game.pending.seat]
    action = A.Strike(p.hand[0], 1)  # the right Lion has not been summoned
    refusal = game.why_not(action)
    assert refusal == Refusal(Why.LION_NOT_SUMMONED)
    assert game.why_not(game.legal_actions()[0]) is None
    with pytest.raises(IllegalAction) as info:
        game.apply(action)
    assert info.value.reason == refusal
    # without the text layer's words, str() says what the refusal is, plainly, for a log
    monkeypatch.setattr(IllegalAction, "words", None)
    assert str(info.value) == "lion_not_summoned"
    assert str(IllegalAction(Refusal(Why.LION_FULL, n=2))) == "lion_full (n=2)"
