"""Solo Mode as a variant (issue 40, item 4; rulebook, "Solo Mode"): the base rules call hooks
(`game.core.variants`), Solo registers them, and no module of the rules but Solo's asks whether one
player is playing.  One table of Solo card actions gives both the rules' and the words' answer to
"can this option be chosen?"."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from game.core import Config, Game
from game.core import variants as V
from game.core.catalogue import SOLO_ACTIONS
from game.core.qi import open_spaces
from game.core.reasons import Refusal, Why
from game.core.solo import ACTIONS, SOLO, can_do
from game.text.reasons import refusal_text
from game.text.solo import why_not

from .helpers import at_first_turn

CORE = Path(__file__).resolve().parents[2] / "game" / "core"
SOLO_PACKAGE = CORE / "solo"


def _reads_player_count(node: ast.AST, bound: set[str]) -> bool:
    """`st.n`, `config.players`, `len(st.players)`, or a name bound to one of them."""
    if isinstance(node, ast.Attribute) and node.attr in ("n", "players"):
        return True
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "len" and node.args:
        return _reads_player_count(node.args[0], bound)
    return isinstance(node, ast.Name) and node.id in bound


#: Comparisons of the player count that single out one player: == 1, != 1, > 1, <= 1, < 2, >= 2.
_ONE_PLAYER = {(ast.Eq, 1), (ast.NotEq, 1), (ast.Gt, 1), (ast.LtE, 1), (ast.Lt, 2), (ast.GtE, 2)}
#: The same comparison written the other way round (`1 == n`, `2 > n`).
_FLIPPED = {ast.Eq: ast.Eq, ast.NotEq: ast.NotEq, ast.Gt: ast.Lt, ast.Lt: ast.Gt}
_FLIPPED |= {ast.GtE: ast.LtE, ast.LtE: ast.GtE}


def _own_nodes(scope: ast.AST):
    """The nodes of a module or function, not those of the functions and classes inside it."""
    for child in ast.iter_child_nodes(scope):
        if not isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            yield child
            yield from _own_nodes(child)


def _count_names(nodes: list[ast.AST]) -> set[str]:
    """Names a scope binds only ever to the player count (`n = config.players`)."""
    assigns = [
        n for n in nodes if isinstance(n, ast.Assign) and _reads_player_count(n.value, set())
    ]
    targets = [t for a in assigns for t in a.targets if isinstance(t, ast.Name)]
    others = {n.arg for n in nodes if isinstance(n, ast.arg)}  # an argument, a loop variable ...
    others |= {
        n.id
        for n in nodes
        if isinstance(n, ast.Name)
        and isinstance(n.ctx, ast.Store)
        and all(n is not t for t in targets)
    }
    return {t.id for t in targets} - others


def solo_tests(tree: ast.AST) -> list[int]:
    """Lines comparing the player count with one player (`st.n == 1`, `n != 1`, `players < 2`)."""
    lines = []
    for scope in ast.walk(tree):
        if not isinstance(scope, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            continue
        nodes = list(_own_nodes(scope))
        if isinstance(scope, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            nodes += list(ast.walk(scope.args))
        bound = _count_names(nodes)
        for node in nodes:
            if not isinstance(node, ast.Compare) or len(node.ops) != 1:
                continue
            op, left, right = type(node.ops[0]), node.left, node.comparators[0]
            if isinstance(left, ast.Constant) and op in _FLIPPED:
                op, left, right = _FLIPPED[op], right, left
            if (
                isinstance(right, ast.Constant)
                and (op, right.value) in _ONE_PLAYER
                and _reads_player_count(left, bound)
            ):
                lines.append(node.lineno)
    return sorted(set(lines))


def test_the_reader_finds_a_player_count_test():
    code = "def f(st, config):\n    n = config.players\n    return n == 1 or 1 != len(st.players)\n"
    assert solo_tests(ast.parse(code)) == [3]
    code = "def f(st):\n    n = st.n\n    for x, n in st.y:\n        if n > 1:\n            pass\n"
    assert solo_tests(ast.parse(code)) == []
    assert solo_tests(ast.parse("def g(n):\n    return 'one' if n == 1 else 'many'\n")) == []


def test_no_rules_module_but_solos_tests_for_one_player():
    found = {
        str(path.relative_to(CORE)): lines
        for path in sorted(CORE.rglob("*.py"))
        if SOLO_PACKAGE not in path.parents
        and (lines := solo_tests(ast.parse(path.read_text(encoding="utf-8"))))
    }
    assert found == {}


def test_the_variant_in_play_comes_from_the_configuration():
    assert V.variant_for(Config(players=1)) is SOLO
    for players in (2, 3, 4):
        assert V.variant_for(Config(players=players)) is V.BASE
    game = Game(Config(players=1, seed=2))
    assert V.variant_of(game.state) is SOLO and V.variant_of(game.copy().state) is SOLO


def test_the_base_rules_ask_the_variant_which_spaces_are_open(monkeypatch):
    """The base rules ask the hook ("Solo: Setup": 1 Qi Energy space per Jade Amulet), whatever
    the variant."""
    st = at_first_turn(players=3, seed=4).state
    assert open_spaces(st, "amulets")

    class NoAmulets(V.Variant):
        def space_open(self, st, space):
            return st.catalogue.spaces[space].section != "amulets"

    monkeypatch.setitem(V._BY_PLAYERS, 3, NoAmulets())
    assert open_spaces(st, "amulets") == []
    assert open_spaces(st, "couplets")


def test_one_table_names_every_solo_card_action_the_content_may_use():
    assert set(ACTIONS) == set(SOLO_ACTIONS)
    for key, action in ACTIONS.items():
        assert action.name == key and action.label


def test_the_words_and_the_rules_share_the_tables_feasibility_check(monkeypatch):
    """An option the rules refuse is the one the board explains, for the same reason (docs/rulings.md
    33: an option that would change nothing cannot be chosen)."""
    game = Game(Config(players=1, seed=1))
    st = game.state
    assert can_do(st, "resupply") and why_not(st, "resupply") == ""
    refused = Refusal(Why.FEAR_DECK_EMPTY)
    forbidden = replace(ACTIONS["resupply"], why_not=lambda st: refused)
    monkeypatch.setitem(ACTIONS, "resupply", forbidden)
    assert not can_do(st, "resupply")
    assert why_not(st, "resupply") == refusal_text(refused) == "the Fear deck is empty"
