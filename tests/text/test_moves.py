"""A computer's move in one line (game.text.moves): the top bar says what the move did as the log said
it, naming its player, in English and in Chinese, never a sentence cut apart (issue 40, one voice)."""

from __future__ import annotations

import pytest

from game import i18n
from game.ai import make_bot
from game.core import Config, Game
from game.text.log import event_text
from game.text.moves import move_line
from game.text.names import seat_name


@pytest.mark.parametrize("language", ["en", "zh_CN"])
def test_each_computer_move_is_a_whole_logged_line_naming_its_player(language):
    game = Game(Config(players=2, seed=9))
    bots = [make_bot("greedy", seed) for seed in (1, 2)]
    said = []
    try:
        i18n.set_language(language)
        for _ in range(120):
            if game.over:
                break
            pending = game.pending
            before = game.view(pending.seat)
            action = bots[pending.seat].choose(game, pending.seat)
            events = game.apply(action)
            line = move_line(game.state, before, pending.seat, pending.kind, action, events)
            if line:
                logged = {event_text(game.state, ev) for ev in events}
                said.append(line)
                assert line in logged or seat_name(pending.seat) in line, line
        names = {seat_name(0), seat_name(1)}
        assert said and sum(any(n in line for n in names) for line in said) > len(said) // 2
    finally:
        i18n.set_language("en")
