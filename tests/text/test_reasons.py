"""Why, in words (`game.text.reasons`): every refusal, every reason an event gives, every reason an undo
is refused and every question a decision asks has its words, in English and in Chinese, in this one
place; the typed values the rules give are what a player reads (issue 40, item 1)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core import Config, Game, IllegalAction
from game.core import actions as A
from game.core import events as E
from game.core.decisions import ASKED, DecisionKind, Prompt
from game.core.reasons import Because, Cause, NoUndo, Refusal, Why
from game.i18n import language
from game.text.log import event_text
from game.text.reasons import prompt_words, reason_text, refusal_text, undo_text

K = DecisionKind

#: Arguments that each kind's words use, as the rules give them.
_PROMPT_ARGS = {
    K.PERFORM: {"what": "drum"},
    K.INK: {"n": 1},
    K.FRONTIER: {"what": "zhujian"},
    K.SPAWN_YAO: {"what": "wangliang"},
    K.SPAWN_NIAN: {"n": 2},
    K.PLACE_TILE: {"name": "Bamboo Grove", "what": "highlands"},
    K.SOLO_OPTION: {"name": "Nian's Roar", "options": ("thrash", "resupply")},
    K.REGROUP: {"n": 1},
    K.REMOVE_NIAN_QI: {"what": "couplets"},
    K.SWEEP: {"n": 2},
    K.REST_PURCHASE: {"what": "held"},
}


def refusals() -> Iterator[Refusal]:
    """One refusal of every kind (each row of the row refusals, each reason an undo is refused)."""
    for why in Why:
        if why in (Why.ROW_HELD, Why.ROW_REFRESHED, Why.REFRESH_COST, Why.NOTHING_TO_REFRESH):
            yield from (Refusal(why, row=row) for row in ("drum", "motif"))
        elif why is Why.CANNOT_UNDO:
            yield from (Refusal(why, undo=undo) for undo in NoUndo)
        else:
            prompt = Prompt(K.LEAP)
            yield Refusal(why, n=2, action="strike", choices=("leap",), prompt=prompt)


def reasons() -> Iterator[Because]:
    names = {Cause.PACIFY: "wangliang", Cause.PERFORM: "drum", Cause.WHEN_YOU: "ink"}
    for cause in Cause:
        yield Because(cause, names.get(cause, "Pendant"))


def prompts() -> Iterator[Prompt]:
    for kind in sorted(ASKED | {K.OVER}):
        yield Prompt(kind, **_PROMPT_ARGS.get(kind, {}))
    yield Prompt(K.PERFORM, what="rest")
    yield Prompt(K.INK, n=0)
    yield Prompt(K.REST_PURCHASE)
    yield from (Prompt(K.REMOVE_NIAN_QI, what=what) for what in ("any", "amulets"))


def _check_both_languages(values, words) -> None:
    missing = []
    for value in values:
        with language("en"):
            english = words(value)
        with language("zh_CN"):
            chinese = words(value)
        if not english.strip() or not chinese.strip():
            missing.append(f"{value}: no words")
        elif chinese == english:
            missing.append(f"{value}: not translated ({english!r})")
    assert missing == []


def test_every_refusal_has_words_in_english_and_chinese():
    _check_both_languages(list(refusals()), refusal_text)


def test_every_reason_an_event_gives_has_words_in_english_and_chinese():
    _check_both_languages(list(reasons()), reason_text)


def test_every_reason_an_undo_is_refused_has_words_in_english_and_chinese():
    _check_both_languages(list(NoUndo), undo_text)


def test_every_question_a_player_is_asked_has_words_in_english_and_chinese():
    _check_both_languages(list(prompts()), prompt_words)


@pytest.mark.parametrize(
    ("refusal", "words"),
    [
        (Refusal(Why.LION_FULL, n=3), "That Lion already holds 3 Drum cards, its limit"),
        (
            Refusal(Why.ROW_REFRESHED, row="motif"),
            "You may refresh the Motif row only once a turn",
        ),
        (
            Refusal(Why.CANNOT_UNDO, undo=NoUndo.DICE_ROLLED),
            "Cannot undo: dice were rolled",
        ),
        (
            Refusal(Why.NOT_A_CHOICE, prompt=Prompt(K.LEAP), action="rest", choices=("leap",)),
            "Now: Leap: choose the Terrain tile where your Lion ends. 'rest' is not one of the "
            "choices (leap)",
        ),
        (Refusal(Why.NOT_AN_ACTION, action="'rest'"), "'rest' is not an action"),
    ],
)
def test_a_refusal_reads_as_the_player_has_always_read_it(refusal, words):
    with language("en"):
        assert refusal_text(refusal) == words
        assert str(IllegalAction(refusal)) == words  # a log or a traceback says it too


@pytest.mark.parametrize(
    ("reason", "words"),
    [
        (Because(Cause.CARVE, "Pendant"), "carve the Pendant"),
        (Because(Cause.PACIFY, "zhujian"), "pacify a Zhujian"),
        (Because(Cause.WHEN_YOU, "purchase_slip"), "when you purchase_slip"),
        (Because(Cause.PERFORM, "rest_tile"), "perform rest_tile"),
        (Because(Cause.STRUCK_DOWN), "struck down by the Nian beast"),
    ],
)
def test_an_event_reason_reads_as_the_log_has_always_written_it(reason, words):
    with language("en"):
        assert reason_text(reason) == words


def test_the_log_words_the_reasons_of_real_games():
    """Rulebook, "Perform: Resources" and on: every resource change, Lion sent back and monster gone
    in a few random games has its reason in brackets, in the player's words."""
    for players in (1, 2, 3):
        game = Game(Config(players=players, seed=20 + players))
        rnd = random.Random(players)
        while not game.over:
            for ev in game.apply(rnd.choice(game.legal_actions())):
                if isinstance(ev, (E.ResourcesChanged, E.LionReturned, E.MonsterRemoved)):
                    line = event_text(game.state, ev)
                    if not line.startswith("Nian: "):  # (the Nian's own lines say it their way)
                        assert f"({reason_text(ev.reason)})" in line or (
                            f" is {reason_text(ev.reason)}" in line
                        ), line


def test_a_refused_strike_is_explained_in_the_players_words():
    game = Game(Config(players=2, seed=3))
    while game.pending.kind != K.TURN:
        game.apply(game.legal_actions()[0])
    p = game.state.players[game.pending.seat]
    with language("zh_CN"):
        chinese = refusal_text(game.why_not(A.Strike(p.hand[0], 1)))
    with language("en"):
        assert refusal_text(game.why_not(A.Strike(p.hand[0], 1))) == (
            "That Lion has not been summoned"
        )
    assert chinese and chinese != "That Lion has not been summoned"
