"""Rulebook, "Solo: Game End": "The game ends in victory if you defeat the Nian beast's third form or
place all of your Qi Energy from off your Character board; or in defeat the moment the last Fear card
is discarded."  docs/rulings.md 42 (issue 39, item 10): whichever end comes first decides the game, so
a victory is not undone by a battle lost later in the same turn, even one that takes the last Fear
card; a defeat that comes first ends the game at once.
"""

from __future__ import annotations

from game.core import Game
from game.core.actions import Choose, EndPerform
from game.core.battle import decide, lion_side, monster_side
from game.core.events import CardMoved, GameEnded, LionReturned
from game.core.invariants import problems
from game.core.qi import open_spaces
from game.core.scoring import breakdown
from game.core.solo import NIAN_CARD, fear_cards_left

from .helpers import put_yao
from .perform_helpers import (
    answer_qi_from,
    drum_turn,
    find_card,
    new_game,
    of,
    only_performs,
    perform,
    set_resources,
    terrain_performing,
)
from .turn_helpers import finish_turn

PLAYER = 0


def force_lion_loss(game: Game, slot: int = 0) -> None:
    """Force the coming battle's dice: the Lion's Strength dice roll lowest, the opponent's highest,
    and no Intimidation die succeeds (the mirror of turn_helpers.force_lion_win)."""
    st = game.state
    tile = st.players[PLAYER].lion_tile[slot]
    lion = lion_side(st, PLAYER, slot)
    monster, _, _ = monster_side(st, tile)
    faces = st.catalogue.dice.strength
    high, low = faces.index(max(faces)), faces.index(min(faces))
    blank = st.catalogue.dice.intimidation.index(0)
    st.forced[:] = (
        [low] * lion.strength
        + [blank] * lion.intimidation
        + [high] * monster.strength
        + [blank] * monster.intimidation
    )
    out = decide(
        lion,
        (min(faces),) * lion.strength,
        (0,) * lion.intimidation,
        monster,
        (max(faces),) * monster.strength,
        (0,) * monster.intimidation,
    )
    assert not out.won, "the scenario's Lion wins even with the worst roll"


def _plain_card(card) -> bool:
    """A market Drum card with no battle bonus (the Lion must be able to lose)."""
    return card.kind == "market" and not any(
        e.is_passive and any(k != "steps" for k, _ in e.gain) for e in card.drum
    )


def last_qi_and_last_fear_card() -> tuple[Game, tuple]:
    """Perform is pending on a tile holding a Zhujian, with one Qi Energy left on the Character
    board, Red Paper to Write Spring Couplets (which places it), and one Fear card left in the Fear
    deck with none in its discard (so a lost battle takes it).  Returns the game and the Terrain
    tile's Couplets item."""
    game, _seat = new_game(players=1)
    st = game.state
    terrain = terrain_performing(game, "couplets")
    tile = drum_turn(game, find_card(game, _plain_card), terrain=terrain)
    put_yao(game, tile, "zhujian")
    set_resources(game, PLAYER, red_paper=5, bamboo=2)
    p = st.players[PLAYER]
    spaces = open_spaces(st, "frontier") + open_spaces(st, "exchange") + open_spaces(st, "amulets")
    for space in spaces[: sum(p.qi) - 1]:  # every Qi Energy but one placed on the Village board
        p.qi[next(k for k, n in enumerate(p.qi) if n)] -= 1
        st.space_qi[space] = PLAYER
    fear = [c for c in st.fear_deck if c < NIAN_CARD]
    st.box.extend(fear[1:] + st.fear_discard)  # (left out of play, as a chapter may)
    st.fear_deck = [c for c in st.fear_deck if c >= NIAN_CARD] + fear[:1]
    st.fear_discard = []
    game.refresh()
    assert fear_cards_left(st) == 1 and sum(st.players[PLAYER].qi) == 1
    actions = st.catalogue.terrain[terrain].actions
    return game, ("tile", next(i for i, e in enumerate(actions) if only_performs(e, "couplets")))


def write_couplets_with_the_last_qi(game: Game, item: tuple) -> None:
    perform(game, item)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, Choose)))
    answer_qi_from(game)
    while game.pending.kind != "perform":  # the space's reward (a Bamboo, an exile, ...)
        game.apply(game.legal_actions()[-1])
    assert sum(game.state.players[PLAYER].qi) == 0


def test_solo_game_end__a_victory_stands_when_a_later_battle_takes_the_last_fear_card():
    """Solo: Game End, "The game ends in victory if you ... place all of your Qi Energy from off
    your Character board": the last Qi Energy placed, a battle lost later that turn (its Fear card
    the last in the Fear deck) does not make it a defeat; the game ends in victory and is scored."""
    game, couplets = last_qi_and_last_fear_card()
    st = game.state
    lost_only = game.copy()  # the same turn without the victory, for contrast

    write_couplets_with_the_last_qi(game, couplets)
    assert not game.over
    force_lion_loss(game)
    events = game.apply(EndPerform())  # on to the battle, which the Lion loses
    assert of(events, LionReturned)
    assert any(isinstance(e, CardMoved) and e.from_pile == "fear_deck" for e in events)
    assert fear_cards_left(st) == 0  # the last Fear card has left the Fear deck ...
    events += finish_turn(game)
    [ended] = of(events, GameEnded)
    assert ended.reason == "board_empty"  # ... and still the game is won
    assert st.outcome.winners == (PLAYER,) and st.outcome.ending == "board_empty"
    parts = breakdown(st, PLAYER)
    assert parts["fear_cards"] == 0  # "score remaining Fear cards in the Fear deck": none
    assert st.outcome.scores == (sum(parts.values()),)
    assert problems(st) == []

    # without the last Qi Energy placed, the same lost battle is the defeat, at once
    force_lion_loss(lost_only)
    events = lost_only.apply(EndPerform())
    assert lost_only.over and lost_only.state.outcome.ending == "defeat"
    assert lost_only.state.outcome.winners == ()


def test_solo_game_end__fear_cards_left_score_by_difficulty_and_at_most_six_of_them():
    """docs/rulings.md 43: each Fear card left in the Fear deck scores 3 / 5 / 6 on Easy / Normal /
    Hard, counting at most `FEAR_CARDS_SCORED` (6) of them, so a very quick victory does not earn
    Guardian on speed alone; the breakdown still adds up to the score."""
    from game.core import Config
    from game.core.scoring import finish_game
    from game.core.solo import FEAR_CARDS_SCORED, FEAR_VALUE

    assert FEAR_CARDS_SCORED == 6 and FEAR_VALUE == {"easy": 3, "normal": 5, "hard": 6}
    for difficulty, left, scored in (("normal", 4, 20), ("normal", 9, 30), ("hard", 7, 36)):
        game = Game(Config(players=1, seed=3, difficulty=difficulty))
        while game.pending.kind.startswith("choose"):
            game.apply(game.legal_actions()[0])
        st = game.state
        st.players[PLAYER].nian_cards = [1, 2, 3]
        st.fear_deck = [c for c in st.fear_deck if c < NIAN_CARD][:left]
        finish_game(st, "nian_defeated", [])
        parts = breakdown(st, PLAYER)
        assert fear_cards_left(st) == left and parts["fear_cards"] == scored, difficulty
        assert st.outcome.scores == (sum(parts.values()),)
