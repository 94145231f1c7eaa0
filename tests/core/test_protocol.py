"""The engine's public protocol (DESIGN.md, "The rules engine"): pending, legal_actions, apply, copy, force.

`apply` takes only what `legal_actions()` lists; anything else raises `IllegalAction` with a typed
reason (a `Refusal`, which `game.text.reasons` puts in words a screen can show), and the table is
exactly as before.  The same seed and the same actions give the same
events byte for byte; `copy()` is independent; `force()` is the documented hook for rolls and draws.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable

import pytest

from game.core import Config, Game, IllegalAction, save
from game.core import actions as A
from game.core import rng as core_rng
from game.core.battle import lion_side, monster_side
from game.core.decisions import SETUP, DecisionKind, Prompt
from game.core.events import DiceRolled
from game.core.leap import BOARD, routes
from game.core.reasons import Refusal, Why
from game.core.state import NO_TILE
from game.core.turn import leap_steps
from game.text.reasons import prompt_words, refusal_text

CONFIGS = [
    Config(players=2, seed=11),
    Config(players=4, seed=12),
    Config(players=3, seed=13, layout="build", lion_draft="casual", character_draft=True),
]


# --- helpers --------------------------------------------------------------------------------------


def play_until(game: Game, rnd: random.Random, wanted: Callable[[Game], bool], limit: int = 3000):
    """Play random legal actions until `wanted(game)`; return the game (or None if never)."""
    for _ in range(limit):
        if wanted(game):
            return game
        if game.over:
            return None
        game.apply(rnd.choice(game.legal_actions()))
    return None


def find(wanted: Callable[[Game], bool], players: int = 2, seeds=range(40), **config) -> Game:
    """The first position over a few seeded random games where `wanted` holds."""
    for seed in seeds:
        game = play_until(
            Game(Config(players=players, seed=seed, **config)), random.Random(seed), wanted
        )
        if game is not None:
            return game
    raise AssertionError("no random game reached the wanted position")


def at_kind(kind: str) -> Callable[[Game], bool]:
    return lambda g: g.pending.kind == kind


def assert_refused(game: Game, action: object, why: Why | None = None, *words: str) -> str:
    """`action` raises IllegalAction with a typed reason (of kind `why`, if given) that `why_not`
    gives too, in words a screen can show (with each of `words`), and changes nothing at all."""
    before = game.state.to_dict()
    legal = game.legal_actions()
    pending = game.pending
    history = list(game.history)
    with pytest.raises(IllegalAction) as info:
        game.apply(action)  # type: ignore[arg-type]
    refusal = info.value.reason
    assert isinstance(refusal, Refusal), f"not a typed reason: {refusal!r}"
    if why is not None:
        assert refusal.why is why, refusal
    assert game.why_not(action) == refusal  # type: ignore[arg-type]
    reason = refusal_text(refusal)
    assert isinstance(reason, str) and reason.strip(), "the reason is empty"
    assert len(reason.split()) >= 3, f"not a sentence a screen can show: {reason!r}"
    assert "Traceback" not in reason and "object at 0x" not in reason
    assert str(info.value) == reason
    for word in words:
        assert word.lower() in reason.lower(), f"{word!r} not in reason {reason!r}"
    assert game.state.to_dict() == before, "a refused action changed the state"
    assert game.legal_actions() == legal, "a refused action changed the legal actions"
    assert game.pending == pending
    assert game.history == history
    return reason


def other_lion_tiles(game: Game, seat: int, slot: int) -> set[int]:
    st = game.state
    return {
        q.lion_tile[s]
        for q in st.players
        for s in (0, 1)
        if q.lion[s] >= 0 and q.lion_tile[s] != NO_TILE and not (q.seat == seat and s == slot)
    }


# --- illegal actions ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kind", "config"),
    [
        ("choose_lion_row", {}),
        ("turn", {}),
        ("leap", {}),
        ("perform", {}),
        ("cleanup", {}),
        ("rest_purchase", {}),
        ("place_tile", {"layout": "build"}),
        ("choose_character", {"character_draft": True}),
        ("choose_lion_deal", {"lion_draft": "casual"}),
    ],
)
def test_apply__an_action_of_the_wrong_kind_for_the_decision_is_refused(kind, config):
    game = find(at_kind(kind), **config)
    legal_types = {type(a) for a in game.legal_actions()}
    candidates = [
        A.Leap(0),
        A.Rest(),
        A.Choose(0),
        A.Strike(0, 0),
        A.EndPerform(),
        A.PlaceTile((0, 0)),
        A.Discard(0),
        A.ChooseLion(0),
    ]
    wrong = [a for a in candidates if type(a) not in legal_types]
    assert len(wrong) >= 3
    for action in wrong:
        reason = assert_refused(game, action)
        assert action.kind in reason or "not" in reason.lower(), reason
        refusal = game.why_not(action)  # says what is asked and which kinds of action it takes
        assert refusal.why is Why.NOT_A_CHOICE and refusal.action == action.kind
        assert refusal.prompt == game.pending.prompt
        assert set(refusal.choices) == {a.kind for a in game.legal_actions()}


def test_apply__strike_with_a_card_from_your_deck_not_your_hand_is_refused():
    def striking_with_deck_card(g: Game) -> bool:
        if g.pending.kind != "turn":
            return False
        p = g.state.players[g.pending.seat]
        return any(isinstance(a, A.Strike) for a in g.legal_actions()) and any(
            c not in p.hand for c in p.deck
        )

    game = find(striking_with_deck_card)
    p = game.state.players[game.pending.seat]
    slot = next(a.slot for a in game.legal_actions() if isinstance(a, A.Strike))
    card = next(c for c in p.deck if c not in p.hand)
    assert_refused(game, A.Strike(card, slot), Why.CARD_NOT_IN_HAND, "not in your hand")
    market = next(c for c in game.state.drum_row if c not in p.hand)
    assert_refused(game, A.Strike(market, slot), Why.CARD_NOT_IN_HAND, "not in your hand")


def test_apply__strike_next_to_a_lion_not_yet_summoned_is_refused():
    def turn_with_one_lion(g: Game) -> bool:
        if g.pending.kind != "turn":
            return False
        p = g.state.players[g.pending.seat]
        return p.lion[1] < 0 and any(isinstance(a, A.Strike) for a in g.legal_actions())

    game = find(turn_with_one_lion)
    card = next(a.card for a in game.legal_actions() if isinstance(a, A.Strike))
    assert_refused(game, A.Strike(card, 1), Why.LION_NOT_SUMMONED, "summoned")
    assert_refused(game, A.Strike(card, 7), Why.LION_NOT_SUMMONED)


def test_apply__leap_ending_on_a_tile_holding_another_lion_is_refused():
    """Rulebook, "2. Leap": a Lion may pass over Lions but never end on one."""

    def lion_within_reach(g: Game) -> bool:
        if g.pending.kind != "leap":
            return False
        st = g.state
        seat, slot = g.pending.seat, st.turn.slot
        start = st.players[seat].lion_tile[slot]
        base, extra = leap_steps(st, seat, slot)
        others = other_lion_tiles(g, seat, slot)
        for tile in others:
            # the tile would be reachable if that Lion were not standing on it
            free = routes(
                st.village, BOARD if start == NO_TILE else start, others - {tile}, base + extra
            )
            if tile in free:
                return True
        return False

    game = find(lion_within_reach, players=4)
    st = game.state
    seat, slot = game.pending.seat, st.turn.slot
    start = st.players[seat].lion_tile[slot]
    base, extra = leap_steps(st, seat, slot)
    others = other_lion_tiles(game, seat, slot)
    tile = next(
        t
        for t in sorted(others)
        if t in routes(st.village, BOARD if start == NO_TILE else start, others - {t}, base + extra)
    )
    assert A.Leap(tile) not in game.legal_actions()
    assert_refused(game, A.Leap(tile), Why.LEAP_OCCUPIED, "Lion")


def test_apply__leap_out_of_reach_is_refused():
    def far_tile_exists(g: Game) -> bool:
        if g.pending.kind != "leap":
            return False
        seat, slot = g.pending.seat, g.state.turn.slot
        blocked = other_lion_tiles(g, seat, slot) | {g.state.players[seat].lion_tile[slot]}
        legal = {a.tile for a in g.legal_actions()}
        return any(t not in legal and t not in blocked for t in range(len(g.state.village.levels)))

    game = find(far_tile_exists)
    seat, slot = game.pending.seat, game.state.turn.slot
    blocked = other_lion_tiles(game, seat, slot) | {game.state.players[seat].lion_tile[slot]}
    legal = {a.tile for a in game.legal_actions()}
    far = next(
        t for t in range(len(game.state.village.levels)) if t not in legal and t not in blocked
    )
    assert_refused(game, A.Leap(far), Why.LEAP_OUT_OF_REACH, "reach")
    assert_refused(game, A.Leap(999), Why.LEAP_OUT_OF_REACH)
    assert_refused(game, A.Leap(-5), Why.LEAP_OUT_OF_REACH)


def test_apply__leap_back_onto_the_starting_tile_is_refused():
    def leaping_from_a_tile(g: Game) -> bool:
        return (
            g.pending.kind == "leap"
            and g.state.players[g.pending.seat].lion_tile[g.state.turn.slot] != NO_TILE
        )

    game = find(leaping_from_a_tile)
    start = game.state.players[game.pending.seat].lion_tile[game.state.turn.slot]
    assert_refused(game, A.Leap(start), Why.LEAP_SAME_TILE, "different tile")


def test_apply__a_choice_outside_the_options_is_refused():
    def choosing(g: Game) -> bool:
        return any(isinstance(a, A.Choose) for a in g.legal_actions())

    game = find(choosing)
    assert_refused(game, A.Choose(-5), Why.NOT_ALLOWED)
    assert_refused(game, A.Choose(10**6), Why.NOT_ALLOWED)
    # the refusal says what is being asked, as the decision's own typed prompt
    assert game.why_not(A.Choose(-5)).prompt == game.pending.prompt


def test_apply__things_that_are_not_actions_are_refused():
    game = Game(Config(players=2, seed=3))
    for thing in (None, "rest", {"type": "rest"}, 3, A.Rest):
        assert_refused(game, thing, Why.NOT_AN_ACTION)


def lookalike(action: A.Action, make: type) -> A.Action | None:
    """`action` with its first whole-number field replaced by an equal value of another type."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if type(value) is int and (make is float or value in (0, 1)):
            return dataclasses.replace(action, **{f.name: make(value)})
    return None


@pytest.mark.parametrize(
    ("kind", "make"),
    [("leap", float), ("turn", bool)],
    ids=["leap-tile-as-float", "strike-slot-as-bool"],
)
def test_apply__a_lookalike_action_is_refused_or_plays_exactly_like_the_real_one(kind, make):
    """A float or bool equal to a legal number (a screen computing 3.0) must never break the game:
    either it is refused like any illegal action, or it has the very same effect, save included."""

    def has_lookalike(g: Game) -> bool:
        return g.pending.kind == kind and any(
            lookalike(a, make) is not None for a in g.legal_actions()
        )

    game = find(has_lookalike)
    real = next(a for a in game.legal_actions() if lookalike(a, make) is not None)
    fake = lookalike(real, make)
    twin = save.loads(save.dumps(game))
    expected = twin.apply(real)
    before = game.state.to_dict()
    try:
        got = game.apply(fake)
    except IllegalAction:
        assert game.state.to_dict() == before
        return
    except Exception as exc:  # the point is that nothing else may escape
        changed = game.state.to_dict() != before
        pytest.fail(
            f"apply({fake!r}) raised {type(exc).__name__}: {exc} (state left changed: {changed}, "
            f"now asking {game.pending.kind!r})"
        )
    assert json.dumps([e.to_dict() for e in got]) == json.dumps([e.to_dict() for e in expected])
    assert json.dumps(game.state.to_dict()) == json.dumps(twin.state.to_dict())
    reloaded = save.loads(save.dumps(game))
    assert reloaded.state.to_dict() == twin.state.to_dict()


def test_apply__after_the_game_is_over_everything_is_refused():
    game = Game(Config(players=2, seed=4, turn_cap=8))
    rnd = random.Random(4)
    last = None
    while not game.over:
        last = rnd.choice(game.legal_actions())
        game.apply(last)
    assert game.legal_actions() == []
    assert game.pending.seat == -1
    assert game.pending.prompt == Prompt(DecisionKind.OVER)
    assert prompt_words(game.pending.prompt) == "The game is over"
    for action in (last, A.Rest(), A.Leap(0), A.Choose(0), A.EndPerform()):
        assert_refused(game, action, Why.GAME_OVER, "over")


def test_apply__a_complete_game_is_over_only_when_no_decisions_remain():
    game = Game(Config(players=2, seed=5))
    rnd = random.Random(5)
    while not game.over:
        legal = game.legal_actions()
        assert legal, "a running game offered no decision"
        game.apply(rnd.choice(legal))
    assert game.state.outcome, "a finished game has no outcome"


# --- pending and legal actions --------------------------------------------------------------------


@pytest.mark.parametrize("config", CONFIGS, ids=["2p", "4p", "3p-build-casual-draft"])
def test_pending__names_the_deciding_seat_and_says_what_is_asked(config):
    game = Game(config)
    rnd = random.Random(config.seed)
    n = config.players
    setup_seats: dict[str, list[int]] = {}
    steps = 0
    while not game.over:
        pending = game.pending
        assert isinstance(pending.prompt, Prompt) and pending.prompt.kind == pending.kind
        assert prompt_words(pending.prompt).strip()
        assert pending.kind and pending.kind != "over"
        assert 0 <= pending.seat < n
        if pending.kind in SETUP:
            setup_seats.setdefault(pending.kind, []).append(pending.seat)
        else:
            assert pending.seat == game.state.seat, (
                f"{pending.kind}: asks seat {pending.seat} on seat {game.state.seat}'s turn"
            )
        for action in game.legal_actions():
            data = json.loads(json.dumps(action.to_dict()))
            assert data["type"] == action.kind
            back = A.from_dict(data)
            assert back == action and type(back) is type(action)
        game.apply(rnd.choice(game.legal_actions()))
        steps += 1
    assert game.pending.seat == -1 and game.pending.kind == "over"
    assert prompt_words(game.pending.prompt)
    order = [(config.first_player + k) % n for k in range(n)]
    if config.lion_draft == "row":
        # "Starting from the last player and moving counterclockwise, each player chooses 1 Lion"
        assert setup_seats["choose_lion_row"] == list(reversed(order))
    else:
        assert sorted(setup_seats["choose_lion_deal"]) == sorted(order)
    if config.character_draft:
        # "Player One randomly takes 2 boards and chooses 1; Player Two chooses theirs ..."
        assert setup_seats["choose_character"] == order
    if config.layout == "build":
        tiles = setup_seats["place_tile"]
        assert tiles == [order[k % n] for k in range(len(tiles))]
    assert steps > 50


def test_pending__the_first_player_token_decides_who_opens():
    game = Game(Config(players=3, seed=9, first_player=2))
    seats = []
    rnd = random.Random(9)
    while game.pending.kind == "choose_lion_row":
        seats.append(game.pending.seat)
        game.apply(rnd.choice(game.legal_actions()))
    assert seats == [1, 0, 2]  # last player first, counterclockwise
    assert game.pending.kind == "turn" and game.pending.seat == 2


# --- determinism ----------------------------------------------------------------------------------


def event_log(events) -> str:
    return json.dumps([e.to_dict() for e in events])


@pytest.mark.parametrize("config", CONFIGS, ids=["2p", "4p", "3p-build-casual-draft"])
def test_same_seed_and_actions__give_byte_identical_events(config):
    first = Game(config)
    rnd = random.Random(77)
    log1 = list(first.opening_events)
    played = []
    while not first.over:
        action = rnd.choice(first.legal_actions())
        played.append(action.to_dict())
        log1 += first.apply(action)
    second = Game(config)
    log2 = list(second.opening_events)
    for data in played:
        log2 += second.apply(A.from_dict(json.loads(json.dumps(data))))
    assert event_log(first.opening_events) == event_log(second.opening_events)
    assert event_log(log1) == event_log(log2)
    assert json.dumps(first.state.to_dict()) == json.dumps(second.state.to_dict())
    # and the seed matters: another seed lays out a different table
    other = Game(dataclasses.replace(config, seed=config.seed + 1000))
    assert event_log(other.opening_events) != event_log(first.opening_events)


def test_same_seed__a_copy_continues_with_the_same_events_as_the_original():
    game = Game(Config(players=3, seed=21))
    rnd = random.Random(21)
    for _ in range(120):
        game.apply(rnd.choice(game.legal_actions()))
    twin = game.copy()
    for _ in range(300):
        if game.over:
            break
        action = rnd.choice(game.legal_actions())
        assert event_log(game.apply(action)) == event_log(twin.apply(action))
    assert json.dumps(game.state.to_dict()) == json.dumps(twin.state.to_dict())


# --- copy -----------------------------------------------------------------------------------------


def _lists(obj, path="state"):
    """Every mutable list reachable in a state, with where it lives."""
    if isinstance(obj, list):
        yield path, obj
        for i, v in enumerate(obj):
            yield from _lists(v, f"{path}[{i}]")
    elif hasattr(obj, "__slots__") and type(obj).__module__ == "game.core.state":
        for name in obj.__slots__:
            if name in ("catalogue", "village", "config"):
                continue
            yield from _lists(getattr(obj, name), f"{path}.{name}")


@pytest.mark.parametrize("config", CONFIGS, ids=["2p", "4p", "3p-build-casual-draft"])
def test_copy__equals_the_original_field_by_field_and_is_independent(config):
    game = Game(config)
    rnd = random.Random(config.seed)
    for point in range(6):
        for _ in range(rnd.randrange(5, 60)):
            if game.over:
                break
            game.apply(rnd.choice(game.legal_actions()))
        clone = game.copy()
        original = game.state.to_dict()
        cloned = clone.state.to_dict()
        for name in original:
            assert cloned[name] == original[name], f"copy differs in {name} at point {point}"
        assert clone.legal_actions() == game.legal_actions()
        assert clone.pending == game.pending
        shared = [
            path
            for (path, a), (_, b) in zip(_lists(game.state), _lists(clone.state), strict=True)
            if a is b
        ]
        assert shared == [], f"copy shares mutable lists: {shared[:5]}"
        if game.over:
            break
        # play on the copy: the original does not move
        legal_before = game.legal_actions()
        for _ in range(40):
            if clone.over:
                break
            clone.apply(rnd.choice(clone.legal_actions()))
        assert game.state.to_dict() == original
        assert game.legal_actions() == legal_before
        # play on the original: the copy does not move
        clone2 = game.copy()
        snap = clone2.state.to_dict()
        for _ in range(10):
            if game.over:
                break
            game.apply(rnd.choice(game.legal_actions()))
        assert clone2.state.to_dict() == snap


def test_copy__with_record_keeps_the_history_so_it_can_be_saved():
    game = Game(Config(players=2, seed=8))
    rnd = random.Random(8)
    for _ in range(50):
        game.apply(rnd.choice(game.legal_actions()))
    clone = game.copy(record=True)
    assert clone.history == game.history
    clone.apply(clone.legal_actions()[0])
    assert len(game.history) == 50
    assert save.loads(save.dumps(clone)).state.to_dict() == clone.state.to_dict()


# --- force ----------------------------------------------------------------------------------------


def test_force__the_next_random_draws_return_the_forced_values_in_order():
    game = Game(Config(players=2, seed=1))
    st = game.state
    unforced = st.copy()
    game.force(3, 0, 5)
    assert [core_rng.below(st, 6) for _ in range(3)] == [3, 0, 5]
    assert st.forced == []
    # forcing does not use up the generator: the next draw is the one it would have been
    assert [core_rng.below(st, 6) for _ in range(5)] == [
        core_rng.below(unforced, 6) for _ in range(5)
    ]


def test_force__a_value_outside_the_draw_is_refused():
    game = Game(Config(players=2, seed=1))
    game.force(6)
    with pytest.raises(ValueError):
        core_rng.below(game.state, 6)


def test_force__battle_dice_show_the_forced_faces():
    """DESIGN.md: tests can force a roll through a documented hook (faces are indices 0-5)."""

    def leap_onto_a_monster(g: Game) -> bool:
        if g.pending.kind != "leap":
            return False
        st = g.state
        return any(st.monster_at[a.tile] >= 0 for a in g.legal_actions())

    game = find(leap_onto_a_monster, players=2)
    st = game.state
    tile = next(a.tile for a in game.legal_actions() if st.monster_at[a.tile] >= 0)
    seat, slot = game.pending.seat, st.turn.slot
    game.apply(A.Leap(tile))
    assert game.pending.kind == "perform" and A.EndPerform() in game.legal_actions()
    lion = lion_side(game.state, seat, slot)
    monster = monster_side(game.state, tile)[0]
    counts = [lion.strength, lion.intimidation, monster.strength, monster.intimidation]
    pattern = [5, 0, 3, 1, 4, 2]
    forced = [pattern[i % 6] for i in range(sum(counts))]
    game.force(*forced)
    rolled = [e for e in game.apply(A.EndPerform()) if isinstance(e, DiceRolled)]
    assert [e.side for e in rolled] == ["lion", "monster"]
    dice = game.state.catalogue.dice
    faces = []
    for e in rolled:
        faces += list(e.strength) + list(e.intimidation)
    kinds = (
        [dice.strength] * counts[0]
        + [dice.intimidation] * counts[1]
        + [dice.strength] * counts[2]
        + [dice.intimidation] * counts[3]
    )
    assert faces == [k[v] for k, v in zip(kinds, forced, strict=True)]
    assert game.state.forced == []
