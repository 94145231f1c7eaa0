"""Rulebook, "Solo Mode": setup, the Nian beast's turn, Solo card actions, game end, scoring, titles."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import Config, Game
from game.core.actions import Choose, Rest, Skip
from game.core.events import SoloCardDrawn
from game.core.invariants import problems
from game.core.solo import (
    ACTIONS,
    FEAR_CARDS_SCORED,
    FEAR_VALUE,
    HALF,
    LABELS,
    NIAN_CARD,
    NIAN_QI,
    can_do,
    solo_deck,
    yao_tiles,
)
from game.core.state import NIAN_SEAT
from game.core.steps import STEPS
from game.text.names import solo_title as title
from game.text.prompts import prompt_text
from game.text.solo import why_not

ROOT = Path(__file__).resolve().parents[2]


def solo(difficulty: str = "normal", seed: int = 1) -> Game:
    game = Game(Config(players=1, seed=seed, difficulty=difficulty))
    while game.pending.kind != "turn":
        game.apply(game.legal_actions()[0])
    return game


def nian_on(game: Game, section: str, group: str | None = None) -> int:
    cat = game.state.catalogue
    return sum(1 for s in cat.spaces_in(section, group) if game.state.space_qi[s] == NIAN_SEAT)


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_solo_setup__nian_qi_energy_by_difficulty(difficulty):
    game = solo(difficulty)
    cat = game.state.catalogue
    want = NIAN_QI[difficulty]
    assert nian_on(game, "frontier", "wangliang") == want["wangliang"]
    assert nian_on(game, "frontier", "zhujian") == want["zhujian"]
    for area in cat.couplet_areas:
        assert nian_on(game, "couplets", area.id) == want["couplets"]
    three = next(a for a in cat.amulets if a.cost == 3)
    four = next(a for a in cat.amulets if a.cost == 4)
    assert nian_on(game, "amulets", three.id) == want["amulet3"]
    assert nian_on(game, "amulets", four.id) == want["amulet4"]


@pytest.mark.parametrize("difficulty", ["easy", "normal", "hard"])
def test_solo_setup__the_nian_draws_only_from_its_difficultys_deck(difficulty):
    """docs/rulings.md 41: each Solo card lists the difficulties whose deck holds it."""
    game = solo(difficulty, seed=4)
    cat = game.state.catalogue
    deck = set(solo_deck(cat, difficulty))
    assert deck == {i for i, card in enumerate(cat.solo) if difficulty in card.difficulties}
    assert set(game.state.solo_deck) == deck
    assert all(solo_deck_index(cat, f"solo-{n}") in deck for n in range(1, 7))  # the appendix's six
    drawn = set()
    rnd = random.Random(difficulty)
    while not game.over:
        for ev in game.apply(rnd.choice(game.legal_actions())):
            if isinstance(ev, SoloCardDrawn):
                drawn.add(ev.card)
    assert drawn and drawn <= deck


def test_solo_setup__easy_instills_fear_less_often_than_normal_and_hard():
    cat = Game(Config(players=1, seed=1)).state.catalogue

    def fear_share(difficulty: str) -> float:
        deck = solo_deck(cat, difficulty)
        return sum("instill_fear" in cat.solo[i].mandatory for i in deck) / len(deck)

    assert fear_share("easy") < fear_share("normal") <= fear_share("hard")


def solo_deck_index(cat, ident: str) -> int:
    return next(i for i, card in enumerate(cat.solo) if card.id == ident)


def test_solo_setup__frontier_nian_qi_placed_from_the_left():
    game = solo("normal")
    cat = game.state.catalogue
    spaces = [s for s in cat.spaces_in("frontier", "wangliang") if not cat.spaces[s].overflow]
    assert [game.state.space_qi[s] for s in spaces[:2]] == [NIAN_SEAT, NIAN_SEAT]


def test_solo_setup__one_qi_space_per_jade_amulet():
    from game.core.qi import open_spaces

    game = solo("easy")
    st = game.state
    for amulet in st.catalogue.amulets:
        assert len(open_spaces(st, "amulets", amulet.id)) == 1


def test_solo_setup__forms_two_and_three_wait_in_the_fear_deck():
    st = solo().state
    assert sorted(c for c in st.fear_deck if c >= NIAN_CARD) == [NIAN_CARD + 2, NIAN_CARD + 3]
    assert sum(1 for c in st.fear_deck if c < NIAN_CARD) == 16
    assert st.nian_form == 1 and st.nian_tile == st.village.first_of(0)
    assert len(st.solo_deck) == len(solo_deck(st.catalogue, "normal")) and st.players[0].coins >= 4


def _end_turn_by_resting(game: Game) -> list:
    events = game.apply(Rest())
    while game.pending.kind in ("rest_purchase", "rest_retain"):
        events += game.apply(Skip())
    return events


def test_solo_turn__after_the_player_the_nian_draws_a_solo_card():
    game = solo()
    events = _end_turn_by_resting(game)
    drawn = [e for e in events if isinstance(e, SoloCardDrawn)]
    assert len(drawn) == 1
    assert game.pending.kind in (
        "solo_option",
        "turn",
        "regroup",
        "purchase_drum",
        "remove_nian_qi",
        "sweep",
    )


def test_solo_turn__an_option_that_would_do_nothing_cannot_be_chosen():
    game = solo()
    st = game.state
    for s, owner in enumerate(
        st.space_qi
    ):  # no Nian Qi on the board: Seeing Red and Cleanse do nothing
        if owner == NIAN_SEAT:
            st.space_qi[s] = -1
    assert not can_do(st, "seeing_red") and not can_do(st, "cleanse")
    card = next(i for i, c in enumerate(st.catalogue.solo) if c.relief == "seeing_red")
    st.solo_deck.remove(card)
    st.solo_deck.append(card)
    _end_turn_by_resting(game)
    while game.pending.kind != "solo_option":
        game.apply(game.legal_actions()[0])
    assert game.legal_actions() == [Choose(0)]  # only the Rampage
    rampage = LABELS[st.catalogue.solo[card].rampage]
    assert prompt_text(st, game.pending.prompt) == (
        f"The Nian's {st.catalogue.solo[card].name}: only Rampage ({rampage}) — "
        "Relief (Seeing Red) is not possible: no Nian Qi Energy is on the Spring Couplets"
    )


def test_solo_option__wildfire_cannot_be_chosen_when_every_yao_monster_stands_on_scorched_earth():
    """docs/rulings.md 33: an option that would change nothing cannot be chosen.  Wildfire and the
    second form's stirring place Scorched Earth only under Yao monsters not yet on it (one token a
    tile, ruling 27): with every Yao monster on Scorched Earth they would change nothing, even with
    tokens left in the supply."""
    game = solo()
    st = game.state
    for t in yao_tiles(st):
        if not st.scorched_at[t]:
            st.scorched_at[t] = 1
            st.scorched_supply -= 1
    assert yao_tiles(st) and st.scorched_supply > 0
    st.nian_form = 2
    reason = "every Yao monster on the Village map already stands on Scorched Earth"
    for key in ("wildfire", "nian_stirs"):
        assert not can_do(st, key)
        assert why_not(st, key) == reason
        before = st.copy()
        ACTIONS[key].run(before, [])
        assert before.to_dict() == st.to_dict()  # it would indeed change nothing
    card = next(i for i, c in enumerate(st.catalogue.solo) if c.rampage == "wildfire")
    assert Choose(0) not in STEPS["solo_option"].legal(st, ("solo_option", 0, card))


def test_solo_option__each_button_says_what_its_option_does():
    from game.text.actions import action_text

    game = solo()
    st = game.state
    card = next(i for i, c in enumerate(st.catalogue.solo) if c.relief == "resupply")
    st.solo_deck.remove(card)
    st.solo_deck.append(card)
    _end_turn_by_resting(game)
    while game.pending.kind != "solo_option":
        game.apply(game.legal_actions()[0])
    info = st.catalogue.solo[card]
    assert prompt_text(st, game.pending.prompt) == (
        f"The Nian's {info.name}: choose Rampage ({LABELS[info.rampage]}) or Relief (Resupply)"
    )
    assert action_text(st, Choose(1)) == "Relief: Resupply — gain 2 Coins and 1 Bamboo"
    assert action_text(st, Choose(0)).startswith(f"Rampage: {LABELS[info.rampage]} — ")


def test_solo_option__why_not_gives_a_reason_exactly_when_an_action_cannot_be_chosen():
    rnd = random.Random(3)
    game = solo("hard", seed=3)
    seen = set()
    while not game.over:
        for key in LABELS:
            reason = why_not(game.state, key)
            assert bool(reason) != can_do(game.state, key), key
            if reason:
                seen.add(key)
        game.apply(rnd.choice(game.legal_actions()))
    assert seen  # some actions were impossible at some point


def test_solo_instill_fear__a_revealed_taotie_card_swaps_in_that_form():
    game = solo()
    st = game.state
    st.fear_deck.remove(NIAN_CARD + 3)
    st.fear_deck.append(NIAN_CARD + 3)
    tile = st.nian_tile
    ev: list = []
    ACTIONS["instill_fear"].run(st, ev)
    assert st.nian_form == 3 and st.nian_tile == tile


def test_solo_defeat__the_moment_the_last_fear_card_is_discarded():
    game = solo()
    st = game.state
    last = next(c for c in st.fear_deck if c < NIAN_CARD)
    st.fear_deck = [c for c in st.fear_deck if c >= NIAN_CARD] + [last]  # one Fear card left
    st.fear_discard = [c for c in st.catalogue.fear if c != last]
    ev: list = []
    ACTIONS["instill_fear"].run(st, ev)
    assert st.over and st.outcome.ending == "defeat" and not st.outcome.scored
    assert st.outcome.scores == (0,) and st.outcome.winners == ()  # only victories are scored


def test_solo_victory__an_empty_board_wins_at_the_end_of_the_turn_with_fear_cards_scored():
    game = solo("hard")
    st = game.state
    p = st.players[0]
    p.scorched = 3  # 6 auspiciousness as in a normal game: 3 in Solo (docs/rulings.md 43)
    free = [s for s, o in enumerate(st.space_qi) if o < 0][: sum(p.qi)]
    for s in free:  # place every Qi Energy from the board
        k = next(i for i, n in enumerate(p.qi) if n)
        p.qi[k] -= 1
        st.space_qi[s] = 0
    from game.core.qi import trigger_game_end

    trigger_game_end(st, 0, "board_empty", [])
    game.refresh()
    _end_turn_by_resting(game)
    assert st.over and st.outcome.ending == "board_empty" and st.outcome.winners == (0,)
    from game.core.scoring import breakdown

    parts = breakdown(st, 0)
    assert "first_player" not in parts and "village_board" not in parts  # docs/rulings.md 43
    # 16 Fear cards left, of which at most FEAR_CARDS_SCORED (6) score (docs/rulings.md 43)
    assert parts["fear_cards"] == FEAR_CARDS_SCORED * FEAR_VALUE["hard"]
    assert st.outcome.scores[0] == sum(parts.values()) == sum(st.outcome.categories(0).values())
    # docs/rulings.md 43: the rest of a normal game's points count half, rounded up; Fear on top
    counted = sum(v for k, v in parts.items() if k not in (HALF, "fear_cards"))
    assert counted == 6 and parts[HALF] == -3
    assert st.outcome.scores[0] == (counted + 1) // 2 + FEAR_CARDS_SCORED * FEAR_VALUE["hard"]


def test_solo_score__halves_an_odd_total_rounding_up():
    """docs/rulings.md 43: 35 points as in a normal game are 18 in Solo, 0 stay 0."""
    from game.core.solo.game_end import halved

    assert halved(35) == -17 and 35 + halved(35) == 18
    assert halved(0) == 0


@pytest.mark.parametrize(
    ("score", "name"),
    [
        (0, "Paper Lion"),
        (29, "Paper Lion"),
        (30, "Startled Cub"),
        (37, "Ritual Understudy"),
        (41, "Drumhand"),
        (45, "Lion-dancer"),
        (49, "Awakened Lion"),
        (53, "Nian Bane"),
        (57, "Nian Slayer"),
        (58, "Guardian"),
        (90, "Guardian"),
    ],
)
def test_solo_titles__by_final_score(score, name):
    assert title(score) == name


def test_solo_thrash__the_market_stays_empty_through_the_next_turn_then_refills():
    game = solo()
    st = game.state
    ACTIONS["thrash"].run(st, [])
    assert st.drum_row == [] and st.hold_market
    game.refresh()
    _end_turn_by_resting(game)  # the player's next turn: no market to buy from
    assert len(st.drum_row) == 4  # replenished after that turn


def test_solo_random_games_keep_every_component_accounted_for():
    import random

    for seed in range(6):
        game = Game(Config(players=1, seed=seed, difficulty=("easy", "normal", "hard")[seed % 3]))
        rnd = random.Random(seed)
        while not game.over:
            game.apply(rnd.choice(game.legal_actions()))
            assert problems(game.state) == []


def test_solo_sim_reports_victories_mean_score_and_titles():
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "game.tools.sim",
            "--players",
            "1",
            "--difficulty",
            "easy",
            "--games",
            "3",
            "--seed",
            "1",
            "--json",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout.strip().splitlines()[-1])
    assert {"victories", "mean_score", "title_histogram"} <= set(result)
    assert sum(result["title_histogram"].values()) == result["victories"]
