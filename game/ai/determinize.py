"""Determinization: one plausible table consistent with what a seat can see.

A bot works from `Game.view(seat)`, where everything hidden from its seat is blanked to -1 (other
players' hands and decks, the order of its own deck, the face-down stacks: Drum deck, monster stack,
Bamboo Slips supply, Lion deck, Fear deck, Terrain stack, Character pool, secret Lion picks, and the
random generator).  To search, it fills every blank with a sample drawn from the components the seat
cannot see, respecting what the rules say about where each can be:

* a player's own grey Drum cards (甲 乙 丙 丁) and Lion Drum card (始) are only ever in that player's
  piles, so the unseen ones are dealt into that player's hand and deck first;
* market Drum cards may be in the Drum deck or in someone's hidden hand or deck, Fear cards in the Fear
  deck or in someone's hidden hand or deck;
* Wangliang tokens lie on top of the Zhujian in the monster stack (rulebook, "Setup: Village Map and
  Board"), as many of each as are not yet on the table;
* the seat's own deck is shuffled (it knows the contents, not the order), and the generator gets a
  fresh seed from the bot's own `random.Random`, so dice and draws are sampled too.

Every component stays accounted for (`game.core.invariants.problems` finds nothing), and nothing the
seat can see moves.  Only public data is read: the view, the catalogue and the configuration.
"""

from __future__ import annotations

import random

from game.core import Game, GameState
from game.core.catalogue import Catalogue
from game.core.decisions import Decision, DecisionKind, LionDealParams, on_stack
from game.core.setup import MONSTER_COUNTS
from game.core.solo import NIAN_CARD, is_solo, solo_deck
from game.core.view import HIDDEN
from game.core.village import TERRAIN_COUNTS

__all__ = ["determinize", "sample_state"]


def determinize(game: Game, seat: int, rnd: random.Random) -> Game:
    """A Game on a sampled state consistent with `seat`'s view of `game`."""
    return game.with_state(sample_state(game.view(seat), seat, rnd))


def sample_state(view: GameState, seat: int, rnd: random.Random) -> GameState:
    """Fill every hidden (-1) entry of `view` (a seat's view) with a plausible sample, in place."""
    st = view
    st.rng = rnd.getrandbits(64)
    st.forced = []
    _cards(st, seat, rnd)
    _monsters(st, rnd)
    _slips(st, rnd)
    _lions(st, seat, rnd)
    _terrain(st, rnd)
    _characters(st, rnd)
    return st


def _fill(slots: list[int], pool: list[int]) -> list[int]:
    """Replace the HIDDEN entries of `slots` (in order) with cards popped from `pool`."""
    out = []
    for v in slots:
        out.append(pool.pop() if v == HIDDEN and pool else v)
    return out


def _cards(st: GameState, seat: int, rnd: random.Random) -> None:
    cat: Catalogue = st.catalogue
    me = st.players[seat]
    me.deck = me.deck[:]
    rnd.shuffle(me.deck)
    visible: set[int] = set(st.drum_row) | set(st.box) | set(st.fear_discard)
    visible.update(c for c in st.drum_deck if c != HIDDEN)
    visible.update(c for c in st.fear_deck if c != HIDDEN)
    for p in st.players:
        for pile in (p.discard, p.exiled, p.played[0], p.played[1], p.hand, p.deck):
            visible.update(c for c in pile if c != HIDDEN)
    unseen_fear = [c for c in cat.fear if c not in visible]
    unseen_market = [c for c in cat.market if c not in visible]
    rnd.shuffle(unseen_fear)
    rnd.shuffle(unseen_market)
    # Each other player's own grey cards and Lion Drum card are in their hidden hand or deck.
    others = [p for p in st.players if p.seat != seat]
    free_slots = 0
    own: dict[int, list[int]] = {}
    for p in others:
        hidden = sum(1 for c in p.hand if c == HIDDEN) + sum(1 for c in p.deck if c == HIDDEN)
        mine: list[int] = []
        if p.drum_set and p.lion[0] >= 0:
            mine = [c for c in cat.player_sets[p.drum_set] if c not in visible]
            drum = cat.lion_drums[cat.lions[p.lion[0]].drum]
            if drum not in visible:
                mine.append(drum)
        mine = mine[:hidden]
        own[p.seat] = mine
        free_slots += hidden - len(mine)
    # Whatever the face-down decks cannot hold is in the players' hidden piles.
    fear_out = max(0, min(len(unseen_fear) - len(st.fear_deck), free_slots))
    market_out = max(0, free_slots - fear_out)
    loose = unseen_fear[:fear_out] + unseen_market[:market_out]
    rest_fear = unseen_fear[fear_out:]
    rest_market = unseen_market[market_out:]
    rnd.shuffle(loose)
    for p in others:
        hidden = sum(1 for c in p.hand if c == HIDDEN) + sum(1 for c in p.deck if c == HIDDEN)
        cards = own[p.seat] + [loose.pop() for _ in range(hidden - len(own[p.seat])) if loose]
        rnd.shuffle(cards)
        p.hand = _fill(p.hand, cards)
        p.deck = _fill(p.deck, cards)
    st.drum_deck = _fill(st.drum_deck, rest_market)
    if is_solo(st):  # Solo: the Taotie forms still to come wait in the Fear deck
        rest_fear += _forms_to_come(st)[: max(0, st.fear_deck.count(HIDDEN) - len(rest_fear))]
        rnd.shuffle(rest_fear)
        drawn = on_stack(st, DecisionKind.NIAN_TURN_END)  # the Solo card being resolved
        shown = set(st.solo_discard) | {d.params.card for d in drawn}
        unseen_solo = [c for c in solo_deck(cat, st.config.difficulty) if c not in shown]
        rnd.shuffle(unseen_solo)
        st.solo_deck = _fill(st.solo_deck, unseen_solo)
    st.fear_deck = _fill(st.fear_deck, rest_fear)


def _forms_to_come(st: GameState) -> list[int]:
    """Solo: the Taotie cards (forms two and three) that may still be in the Fear deck: neither on
    the map nor defeated.  How many are there is public (the Fear deck's size less the Fear cards
    not seen elsewhere); the caller takes that many."""
    gone = {st.nian_form, *st.players[0].nian_cards}
    return [NIAN_CARD + form for form in (2, 3) if form not in gone]


def _monsters(st: GameState, rnd: random.Random) -> None:
    if not st.monster_stack or HIDDEN not in st.monster_stack:
        return
    cat = st.catalogue
    seen = {t for t in st.monster_at if t >= 0}
    seen.update(t for t in st.space_token if t >= 0)
    seen.update(t for t in st.monster_stack if t != HIDDEN)
    seen.update(d.params.token for d in on_stack(st, DecisionKind.SPAWN_YAO))
    wang_n, _ = MONSTER_COUNTS[st.config.players]
    wang = [i for i, y in enumerate(cat.yao) if y.kind == "wangliang" and i not in seen]
    zhu = [i for i, y in enumerate(cat.yao) if y.kind != "wangliang" and i not in seen]
    rnd.shuffle(wang)
    rnd.shuffle(zhu)
    seen_wang = sum(1 for t in seen if cat.yao[t].kind == "wangliang")
    hidden = st.monster_stack.count(HIDDEN)
    w = max(0, min(hidden, wang_n - seen_wang, len(wang)))
    stack = zhu[: hidden - w] + wang[:w]  # Wangliang on top (the end of the list)
    if len(stack) < hidden:  # more hidden tokens than the counts allow: take any unseen ones
        spare = wang[w:] + zhu[hidden - w :]
        stack = spare[: hidden - len(stack)] + stack
    st.monster_stack = _fill(st.monster_stack, stack[::-1])


def _slips(st: GameState, rnd: random.Random) -> None:
    if HIDDEN not in st.slip_supply:
        return
    cat = st.catalogue
    player = [i for i, s in enumerate(cat.slips) if s.player]
    in_box = set(player[3 * st.n :])
    seen = set(st.slip_row) | {s for s in st.slip_supply if s != HIDDEN}
    for p in st.players:
        seen.update(p.slips)
        seen.update(s for _, s in p.placed_slips)
    pool = [i for i in range(len(cat.slips)) if i not in in_box and i not in seen]
    rnd.shuffle(pool)
    st.slip_supply = _fill(st.slip_supply, pool)


def _lions(st: GameState, seat: int, rnd: random.Random) -> None:
    secret = any(on_stack(st, DecisionKind.LIONS_REVEALED))
    dealt = list(on_stack(st, DecisionKind.CHOOSE_LION_DEAL))
    dealt_open = {d.seat for d in dealt}
    hidden_frames = any(HIDDEN in d.params.lions for d in dealt)
    hidden_picks = [p for p in st.players if secret and p.seat != seat and p.seat not in dealt_open]
    if HIDDEN not in st.lion_deck and not hidden_frames and not hidden_picks:
        return
    seen = set(st.lion_row) | {x for x in st.lion_deck if x != HIDDEN}
    for p in st.players:
        seen.update(x for x in p.lion if x >= 0)
    for d in dealt:
        seen.update(x for x in d.params.lions if x != HIDDEN)
    pool = [i for i in range(len(st.catalogue.lions)) if i not in seen]
    rnd.shuffle(pool)
    for p in hidden_picks:
        if p.lion[0] == HIDDEN and pool:
            p.lion[0] = pool.pop()
    stack = []
    for f in st.stack:
        if f[0] == DecisionKind.CHOOSE_LION_DEAL:
            d = Decision.of(f)
            if HIDDEN in d.params.lions:
                lions = tuple(_fill(list(d.params.lions), pool))
                f = Decision(d.kind, d.seat, LionDealParams(lions)).frame
        stack.append(f)
    st.stack = stack
    st.lion_deck = _fill(st.lion_deck, pool)


def _terrain(st: GameState, rnd: random.Random) -> None:
    if HIDDEN not in st.terrain_stack:
        return
    cat = st.catalogue
    want = list(TERRAIN_COUNTS[st.n])
    known = list(st.tile_cards) + [t for t in st.terrain_stack if t != HIDDEN]
    for t in known:
        want[cat.terrain[t].level] -= 1
    pool: list[int] = []
    for level in range(3):
        options = [i for i, t in enumerate(cat.terrain) if t.level == level and i not in set(known)]
        rnd.shuffle(options)
        pool += options[: max(0, want[level])]
    rnd.shuffle(pool)
    st.terrain_stack = _fill(st.terrain_stack, pool)


def _characters(st: GameState, rnd: random.Random) -> None:
    if HIDDEN not in st.character_pool:
        return
    seen = {p.character for p in st.players if p.character >= 0}
    seen.update(c for c in st.character_pool if c != HIDDEN)
    pool = [i for i in range(len(st.catalogue.characters)) if i not in seen]
    rnd.shuffle(pool)
    st.character_pool = _fill(st.character_pool, pool)
