"""No code compares a decision's kind with a string literal (issue 40: "Code that compares a kind with
a string literal is a defect"): it compares with `game.core.decisions.DecisionKind` or one of its
groups (`SETUP`, `PLACE_QI`...), so a kind renamed or mistyped is an error, not a silent miss."""

from __future__ import annotations

import ast
from pathlib import Path

from game.core.decisions import DecisionKind

GAME = Path(__file__).resolve().parents[1] / "game"
PACKAGES = ("core", "ai", "session", "ui", "text")
KINDS = {k.value for k in DecisionKind}

#: Files that still compare decision kinds with strings, and how many times: their owners were moving
#: them while the enum came in (StrEnum keeps their compares working).  The coordinator empties this
#: list; a file listed here that no longer compares fails the test so that the list only shrinks.
NOT_YET = {
    "game/ai/turns.py": 1,  # was game/ai/greedy.py
}


def _is_kind(node: ast.expr) -> bool:
    """`kind`, `x.kind`, or a frame's first item (`frame[0]`, `st.stack[-1][0]`)."""
    if isinstance(node, ast.Name):
        return node.id == "kind"
    if isinstance(node, ast.Attribute):
        return node.attr == "kind"
    if isinstance(node, ast.Subscript):
        return isinstance(node.slice, ast.Constant) and node.slice.value == 0
    return False


def _strings(node: ast.expr) -> set[str]:
    """The string literal(s) of `"x"` or of a tuple, list or set of string literals."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    items = node.elts if isinstance(node, ast.Tuple | ast.List | ast.Set) else []
    if items and all(isinstance(e, ast.Constant) and isinstance(e.value, str) for e in items):
        return {e.value for e in items}
    return set()


def string_compares(source: str) -> list[str]:
    """Each comparison of a kind with string literals naming a decision kind ("leap", ...);
    `card.kind == "market"` and other kinds of things than decisions are not counted."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Compare):
            continue
        operands = [node.left, *node.comparators]
        for a, b in zip(operands, operands[1:], strict=False):
            if (_is_kind(a) and _strings(b) & KINDS) or (_is_kind(b) and _strings(a) & KINDS):
                out.append(f"line {node.lineno}: {ast.unparse(node)}")
    return out


def test_the_check_finds_the_compares_it_is_meant_to():
    found = string_compares(
        'a = pending.kind == "leap"\n'
        'b = kind in ("purchase_drum", "rest_purchase")\n'
        'c = st.stack[-1][0] != "choose_character"\n'
        'd = "turn" == game.pending.kind\n'
        'e = card.kind == "market"\n'  # not a decision kind
        "f = kind == DecisionKind.LEAP\n"
    )
    assert [f[:6] for f in found] == ["line 1", "line 2", "line 3", "line 4"]


def test_no_decision_kind_is_compared_with_a_string_literal():
    found = {}
    for package in PACKAGES:
        for path in sorted((GAME / package).rglob("*.py")):
            compares = string_compares(path.read_text(encoding="utf-8"))
            if compares:
                found[path.relative_to(GAME.parent).as_posix()] = compares
    unexpected = {f: c for f, c in found.items() if len(c) > NOT_YET.get(f, 0)}
    assert not unexpected, f"compare with DecisionKind members instead: {unexpected}"
    done = sorted(f for f in NOT_YET if f not in found)
    assert not done, f"these no longer compare strings: remove them from NOT_YET: {done}"
