"""The game log's words (game.text.log.event_text): every change the Nian makes in Solo Mode is a
line of its own, prefixed "Nian:" and named after the Solo card action that made it, and every Fear
card a player gains is logged, wherever it came from."""

from __future__ import annotations

import random

import pytest

from game.core import Config, Game
from game.core.actions import Choose, Rest, Skip
from game.core.battle import Battle
from game.core.events import CardMoved, LionReturned, RowDiscarded, TurnStarted
from game.core.reasons import Cause
from game.core.solo import NIAN_CARD, fear_cards_left
from game.i18n import language
from game.text.log import LogReader
from game.text.log import event_text as _event_text
from tests.core.helpers import at_first_turn

_readers: dict[int, LogReader] = {}


def event_text(st, ev) -> str:
    """The log's line for `ev`, read in order with the other events of the same game (one reader
    per game state, as each match's log has one)."""
    return _event_text(st, ev, _readers.setdefault(id(st), LogReader()))


def solo(seed: int = 1) -> tuple[Game, list[str]]:
    """A Solo game at the player's first turn, and its log so far (read in order, as the UI does)."""
    game = Game(Config(players=1, seed=seed, difficulty="normal"))
    log = [event_text(game.state, ev) for ev in game.opening_events]
    while game.pending.kind != "turn":
        log += apply(game, game.legal_actions()[0])
    return game, log


def apply(game: Game, action) -> list[str]:
    return [t for t in (event_text(game.state, ev) for ev in game.apply(action)) if t]


def nian_draws(game: Game, rampage: str = "", mandatory: str = "", without: str = "") -> int:
    """Put the first Solo card with that Rampage and mandatory action (and not `without`) on top of
    the Solo deck."""
    st = game.state
    card = next(
        i
        for i, c in enumerate(st.catalogue.solo)
        if (not rampage or c.rampage == rampage)
        and (not mandatory or mandatory in c.mandatory)
        and without not in c.mandatory
    )
    if card in st.solo_deck:
        st.solo_deck.remove(card)
    st.solo_deck.append(card)
    return card


def end_turn(game: Game) -> list[str]:
    """Rest and decline everything: the Nian's turn follows."""
    log = apply(game, Rest())
    while game.pending.kind in ("rest_purchase", "rest_retain"):
        log += apply(game, Skip())
    return log


def fear_on_top(game: Game) -> None:
    """A Fear card (not a Taotie form) on top of the Fear deck."""
    deck = game.state.fear_deck
    card = next(c for c in reversed(deck) if c < NIAN_CARD)
    deck.remove(card)
    deck.append(card)


def test_instill_fear__says_a_fear_card_is_discarded_and_how_many_are_left():
    game, _log = solo()
    fear_on_top(game)
    nian_draws(game, mandatory="instill_fear")
    log = end_turn(game)
    left = fear_cards_left(game.state)
    assert (
        f"Nian: Instill Fear — a Fear card is discarded from the Fear deck ({left} left)" in log
    ), log
    assert not any("Nobody" in line for line in log)


def test_instill_fear__a_revealed_taotie_card_is_the_nians_line():
    game, _log = solo()
    st = game.state
    st.fear_deck.remove(NIAN_CARD + 2)
    st.fear_deck.append(NIAN_CARD + 2)
    nian_draws(game, mandatory="instill_fear")
    log = end_turn(game)
    assert any(
        line.startswith("Nian: Instill Fear — the Fear deck reveals form 2: the Nian beast on ")
        and line.endswith("becomes form 2")
        for line in log
    ), log


def test_thrash__the_drum_market_is_discarded_until_after_the_next_turn():
    game, _log = solo()
    nian_draws(game, rampage="thrash")
    end_turn(game)
    assert game.pending.kind == "solo_option"
    log = apply(game, Choose(0))
    assert log[:2] == [
        "Nian: Rampage — Thrash",
        "Nian: Thrash — the Drum market is discarded; it refills after your next turn",
    ]


def test_deface__the_motif_row_is_discarded_until_after_the_next_turn():
    game, _log = solo()
    nian_draws(game, rampage="deface")
    end_turn(game)
    while game.pending.kind != "solo_option":  # the card's mandatory Instill Fear
        apply(game, game.legal_actions()[0])
    log = apply(game, Choose(0))
    assert "Nian: Deface — the Motif row is discarded; it refills after your next turn" in log


def test_refresh_card_market__names_the_action_and_the_cards_discarded():
    game, _log = solo()
    st = game.state
    nian_draws(game, mandatory="refresh_market_left")
    log = end_turn(game)
    left_two = [st.catalogue.cards[c].name for c in st.drum_deck[:2]]  # gone to the bottom
    line = next(t for t in log if "Drum market" in t)
    assert line == (
        f"Nian: Refresh Card Market (left 2) — {left_two[0]} and {left_two[1]} are discarded "
        "from the Drum market"
    )


def test_refresh_motifs__names_the_action_and_the_motifs_discarded():
    game, _log = solo()
    nian_draws(game, mandatory="refresh_motifs_left")
    log = end_turn(game)
    line = next(t for t in log if "Motif row" in t)
    assert line.startswith("Nian: Refresh Motifs (left 2) — ")
    assert line.endswith("Motifs are discarded from the Motif row")


def test_nian_stirs__a_fear_card_from_the_fear_discard_is_logged_as_the_nians():
    game, _log = solo()
    st = game.state
    fear = next(c for c in st.fear_deck if c < NIAN_CARD)
    st.fear_deck.remove(fear)
    st.fear_discard.append(fear)
    nian_draws(game, rampage="nian_stirs")
    end_turn(game)
    while game.pending.kind != "solo_option":
        apply(game, game.legal_actions()[0])
    log = apply(game, Choose(0))
    assert "Nian: Nian Stirs — Crimson gains a Fear card (from the Fear discard)" in log, log


def test_nian_stirs__a_fear_card_from_the_fear_deck_says_how_many_are_left():
    game, _log = solo()
    st = game.state
    st.fear_discard.clear()
    nian_draws(game, rampage="nian_stirs", without="instill_fear")
    end_turn(game)
    log = apply(game, Choose(0))
    left = fear_cards_left(st)
    assert f"Nian: Nian Stirs — Crimson gains a Fear card (from the Fear deck, {left} left)" in log


def test_solo_lost_battle__a_fear_card_from_the_fear_discard_is_logged():
    game, _log = solo()
    st = game.state
    fear = next(c for c in st.fear_deck if c < NIAN_CARD)
    st.fear_deck.remove(fear)
    st.fear_discard.append(fear)
    ev: list = [TurnStarted(0, st.round)]
    Battle()._defeat(st, 0, 0, ev)
    assert [event_text(st, e) for e in ev][1:] == [
        "Crimson's Lion returns to the player board (defeated)",
        "Crimson gains a Fear card (from the Fear discard)",  # the battle's, not the Nian's
    ]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_lost_battle_with_players__the_fear_card_is_logged(players):
    game = at_first_turn(players)
    st = game.state
    ev: list = [TurnStarted(1, st.round)]
    Battle()._defeat(st, 1, 0, ev)
    assert any(isinstance(e, CardMoved) and e.from_pile == "fear_deck" for e in ev)
    assert event_text(st, ev[-1]) == "Azure gains a Fear card"


def test_the_nian_is_never_nobody_and_its_changes_are_prefixed():
    """Random Solo games: every change a Solo card action makes is a "Nian:" line, and every Fear
    card reaching a player's deck is logged."""
    for seed in range(3):
        game = Game(Config(players=1, seed=seed, difficulty=("easy", "normal", "hard")[seed]))
        rnd = random.Random(seed)
        lines = [event_text(game.state, ev) for ev in game.opening_events]
        while not game.over:
            for ev in game.apply(rnd.choice(game.legal_actions())):
                text = event_text(game.state, ev)
                lines.append(text)
                nians = (
                    (isinstance(ev, CardMoved) and ev.to_pile == "fear_discard")
                    or (isinstance(ev, RowDiscarded) and ev.seat < 0)
                    or (isinstance(ev, LionReturned) and ev.reason.kind is Cause.STRUCK_DOWN)
                )
                if nians:
                    assert text.startswith("Nian: "), text
                if isinstance(ev, CardMoved) and ev.from_pile.startswith("fear"):
                    assert "Fear card" in text, (ev, text)
        assert not any("Nobody" in t for t in lines)


def test_nian_lines_in_chinese():
    game, _log = solo()
    fear_on_top(game)
    nian_draws(game, mandatory="instill_fear")
    with language("zh_CN"):
        log = end_turn(game)
    left = fear_cards_left(game.state)
    assert f"年兽：散播恐惧 — 从恐惧牌堆弃掉一张恐惧牌（剩余{left}张）" in log, log
