"""Every action the engine offers has the player's words (game.text.actions), in English and Chinese:
a button, a log line or a computer's move never shows an action's code name."""

from __future__ import annotations

import random

from game import i18n
from game.core import Config, Game
from game.core.actions import ACTION_TYPES
from game.text.actions import action_text


def _words_of_every_legal_action(players: int, seed: int, **config) -> dict[str, set[str]]:
    game = Game(Config(players=players, seed=seed, **config))
    rng = random.Random(seed)
    seen: dict[str, set[str]] = {}
    while not game.over:
        for action in game.legal_actions():
            seen.setdefault(action.kind, set()).add(action_text(game.state, action))
        game.apply(rng.choice(game.legal_actions()))
    return seen


def test_every_kind_of_action_is_worded_and_never_by_its_code_name():
    seen: dict[str, set[str]] = {}
    for players, seed, config in (
        (1, 3, {}),
        (2, 4, {"layout": "build", "character_draft": True}),
        (3, 5, {"lion_draft": "casual"}),
        (4, 6, {}),
    ):
        for kind, words in _words_of_every_legal_action(players, seed, **config).items():
            seen.setdefault(kind, set()).update(words)
    assert set(seen) == set(ACTION_TYPES)  # the games offered every kind of action
    for kind, words in seen.items():
        assert all(w and w != kind for w in words), kind


def test_actions_are_worded_in_chinese():
    try:
        i18n.set_language("zh_CN")
        seen = _words_of_every_legal_action(2, 4, layout="build", character_draft=True)
    finally:
        i18n.set_language("en")
    words = {w for ws in seen.values() for w in ws}
    assert words and all(any("\u4e00" <= ch <= "\u9fff" for ch in w) for w in words)
