"""No code compares a decision's kind with a string literal (issue 40: "Code that compares a kind with
a string literal is a defect"): it compares with `game.core.decisions.DecisionKind` or one of its
groups (`SETUP`, `PLACE_QI`...), so a kind renamed or mistyped is an error, not a silent miss.  Nor
does a table keyed by decision kinds spell them as strings (`{"cleanup": ...}.get(kind)` is the same
compare, made by a dict)."""

from __future__ import annotations

import ast
from pathlib import Path

from game.core.catalogue import FRONTIER_KINDS, SECTIONS
from game.core.decisions import DecisionKind
from game.core.effects import PERFORMS

GAME = Path(__file__).resolve().parents[1] / "game"
PACKAGES = ("core", "ai", "session", "ui", "text")
KINDS = {k.value for k in DecisionKind}
#: Decision kinds that are also words of the data's own vocabularies, which tables are keyed by: the
#: actions an effect performs ("ink", "couplets": `effects.PERFORMS`, each asking the decision of
#: its name), the Village board's sections and the Frontier's monster kinds.
DATA_WORDS = set(PERFORMS) | set(SECTIONS) | set(FRONTIER_KINDS)


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


def string_keys(source: str) -> list[str]:
    """Each dict written out with a string key naming a decision kind (and no word of the data's
    vocabularies: `DATA_WORDS`)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Dict):
            continue
        keys = {k.value for k in node.keys if isinstance(k, ast.Constant)}
        named = sorted(k for k in keys if isinstance(k, str) and k in KINDS - DATA_WORDS)
        if named:
            out.append(f"line {node.lineno}: {named}")
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


def test_the_check_finds_tables_keyed_by_kind_strings():
    found = string_keys(
        'a = {"cleanup": 1, "rest_purchase": 2}\n'
        "b = {DecisionKind.CLEANUP: 1}\n"
        'c = {"ink": 1, "couplets": 2}\n'  # the actions an effect performs (effects.PERFORMS)
        'd = {"couplets": 1, "amulets": 2, "exchange": 3, "frontier": 4}\n'  # board sections
        'e = {"cost": 1, "leap": 2}\n'
    )
    assert found == ["line 1: ['cleanup', 'rest_purchase']", "line 5: ['leap']"]


def _each_file(check) -> dict[str, list[str]]:
    found = {}
    for package in PACKAGES:
        for path in sorted((GAME / package).rglob("*.py")):
            hits = check(path.read_text(encoding="utf-8"))
            if hits:
                found[path.relative_to(GAME.parent).as_posix()] = hits
    return found


def test_no_decision_kind_is_compared_with_a_string_literal():
    found = _each_file(string_compares)
    assert not found, f"compare with DecisionKind members instead: {found}"


def test_no_table_is_keyed_by_decision_kind_strings():
    found = _each_file(string_keys)
    assert not found, f"key the table by DecisionKind members instead: {found}"
