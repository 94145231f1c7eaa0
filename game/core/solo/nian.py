"""The Nian beast automaton (rulebook, "Nian Beast Automata", "Nian Beast Turn", "Nian Beast Stirs",
"Nian Beast Cards" and "Tie-Breaks"; docs/rulings.md 35-38).

After each player turn the Nian draws a Solo card (the discard is shuffled when the Solo deck is
empty), resolves its mandatory effect, then one of its two options (the player chooses: see
`actions.SoloOption`), and discards it; then the player's turn begins.  When the Nian stirs, its form
decides what happens.  Ties are broken by the option nearest your Lion, then the top-left Terrain tile.
"""

from __future__ import annotations

from ...i18n import N_
from .. import hexgrid, rng
from ..decisions import DecisionKind as K
from ..events import (
    CardMoved,
    Events,
    LionReturned,
    NianSpawned,
    Pile,
    ScorchedEarthPlaced,
    SoloCardDrawn,
)
from ..reasons import Cause, Refusal, Why, because
from ..state import NO_TILE, GameState
from ..steps import Step, push, step
from ..turn import begin_turn
from .game_end import check_defeat, fear_cards_left
from .setup import NIAN_CARD, PLAYER

# --- tie-breaks ------------------------------------------------------------------------------------


def lions_on_map(st: GameState) -> list[int]:
    p = st.players[PLAYER]
    return [p.lion_tile[s] for s in (0, 1) if p.lion[s] >= 0 and p.lion_tile[s] != NO_TILE]


def nearest_first(st: GameState, tiles: list[int]) -> list[int]:
    """Tie-breaks: nearest your Lion, then the top-left tile (rulebook, "Tie-Breaks")."""
    v = st.village
    lions = lions_on_map(st)
    order = {t: i for i, t in enumerate(v.reading_order())}

    def key(t: int) -> tuple[int, int]:
        d = min((hexgrid.distance(v.coords[t], v.coords[lt]) for lt in lions), default=0)
        return d, order[t]

    return sorted(tiles, key=key)


def yao_tiles(st: GameState) -> list[int]:
    return [t for t, token in enumerate(st.monster_at) if token >= 0]


# --- Scorched Earth (Nian Stirs, form two; Wildfire) ------------------------------------------------


def unscorched_yao_tiles(st: GameState) -> list[int]:
    """The tiles of Yao monsters not yet on Scorched Earth (a tile takes one token: docs/rulings.md
    27, as when the second form spawns)."""
    return [t for t in yao_tiles(st) if not st.scorched_at[t]]


def scorch(st: GameState, count: int, ev: Events) -> None:
    """`count` Yao monsters, nearest your Lions first, place a Scorched Earth token on their Terrain
    tile ("Scorched Earth tokens are limited.  If you cannot place any, do not")."""
    tiles = nearest_first(st, unscorched_yao_tiles(st))
    for t in tiles[:count]:
        if st.scorched_supply <= 0:
            break
        st.scorched_supply -= 1
        st.scorched_at[t] += 1
        ev.append(ScorchedEarthPlaced(t))


def why_no_scorch(st: GameState) -> Refusal | None:
    """Why no Yao monster can place Scorched Earth now (None when one can)."""
    if not yao_tiles(st):
        return _NO_YAO_ON_MAP
    if st.scorched_supply <= 0:
        return _NO_SCORCHED_EARTH_LEFT
    if not unscorched_yao_tiles(st):
        return _ALL_YAO_SCORCHED
    return None


_NO_YAO_ON_MAP = Refusal(Why.NO_YAO_ON_MAP)
_NO_SCORCHED_EARTH_LEFT = Refusal(Why.NO_SCORCHED_EARTH_LEFT)
_ALL_YAO_SCORCHED = Refusal(Why.ALL_YAO_SCORCHED)


# --- Nian Beast Stirs ------------------------------------------------------------------------------

#: Nian Stirs by the beast's form (rulebook, "Nian Beast Stirs"; docs/rulings.md 35 and 37).
STIRS = {
    1: N_("you gain a Fear card on top of your deck"),
    2: N_("the Yao monster nearest your Lions adds Scorched Earth"),
    3: N_("the beast defeats your Lion nearest it; you gain a Fear card"),
}


def stirs(st: GameState, ev: Events) -> None:
    """Form 1: add 1 Fear card to your deck.  Form 2: one Yao monster places a Scorched Earth token.
    Form 3: the beast moves directly to your Lion and defeats it without rolling."""
    if st.nian_form == 1:
        give_fear_card(st, ev)
    elif st.nian_form == 2:
        scorch(st, 1, ev)
    elif st.nian_form == 3:
        _form_three_strikes(st, ev)


def why_not_stir(st: GameState) -> Refusal | None:
    """Why the Nian stirring would change nothing now (None when it would)."""
    if st.nian_form == 1:
        if st.fear_discard or fear_cards_left(st) > 0:
            return None
        return _NO_FEAR_CARD_LEFT
    if st.nian_form == 2:
        return why_no_scorch(st)
    return None if lions_on_map(st) else _NO_LION_ON_MAP


_NO_FEAR_CARD_LEFT = Refusal(Why.NO_FEAR_CARD_LEFT)
_NO_LION_ON_MAP = Refusal(Why.NO_LION_ON_MAP)


def _form_three_strikes(st: GameState, ev: Events) -> None:
    """'Moves directly to your Lion and defeats it without rolling': the nearest Lion."""
    p = st.players[PLAYER]
    lions = [s for s in (0, 1) if p.lion[s] >= 0 and p.lion_tile[s] != NO_TILE]
    if not lions:
        return
    v = st.village
    here = v.coords[st.nian_tile]
    order = {t: i for i, t in enumerate(v.reading_order())}
    slot = min(
        lions,
        key=lambda s: (hexgrid.distance(here, v.coords[p.lion_tile[s]]), order[p.lion_tile[s]]),
    )
    target = p.lion_tile[slot]
    if st.monster_at[target] < 0:
        st.nian_tile = target
        ev.append(NianSpawned(3, target))
    p.lion_tile[slot] = NO_TILE
    ev.append(LionReturned(PLAYER, slot, because(Cause.STRUCK_DOWN)))
    give_fear_card(st, ev)


def give_fear_card(st: GameState, ev: Events) -> None:
    """A Fear card on top of the player's deck: from the Fear deck discard first, else the deck."""
    p = st.players[PLAYER]
    if st.fear_discard:
        card = st.fear_discard.pop()
        p.deck.append(card)
        ev.append(CardMoved(PLAYER, card, Pile.FEAR_DISCARD, Pile.DECK))
        return
    for i in range(len(st.fear_deck) - 1, -1, -1):
        if st.fear_deck[i] < NIAN_CARD:
            card = st.fear_deck.pop(i)
            p.deck.append(card)
            ev.append(CardMoved(PLAYER, card, Pile.FEAR_DECK, Pile.DECK))
            check_defeat(st, ev)
            return


# --- Nian Beast Cards ------------------------------------------------------------------------------


def next_form_from_fear_deck(st: GameState, form: int) -> None:
    """'After defeating form one or form two, take the next form out of the Fear deck.'"""
    if NIAN_CARD + form in st.fear_deck:
        st.fear_deck.remove(NIAN_CARD + form)


def reveal_form(st: GameState, card: int, ev: Events) -> None:
    """'If a Nian beast card is revealed, immediately spawn the newest form, namely swapping the
    corresponding Nian beast token': the beast becomes that form where it stands; a form it has
    already passed goes to the box (docs/rulings.md 36)."""
    form = card - NIAN_CARD
    if st.nian_form and form > st.nian_form and st.nian_tile >= 0:
        st.nian_form = form
        ev.append(NianSpawned(form, st.nian_tile))


# --- Nian Beast Turn -------------------------------------------------------------------------------


@step
class NianTurn(Step):
    """("nian_turn", 0): draw a Solo card; resolve its mandatory effect, then one option."""

    kind = K.NIAN_TURN
    auto = True

    def run(self, st, frame, ev):
        if not st.solo_deck:
            st.solo_deck, st.solo_discard = st.solo_discard, []
            rng.shuffle(st, st.solo_deck)
        card = st.solo_deck.pop()
        ev.append(SoloCardDrawn(card))
        info = st.catalogue.solo[card]
        frames = [(K.SOLO_ACTION, PLAYER, name) for name in info.mandatory]
        frames += [(K.SOLO_OPTION, PLAYER, card), (K.NIAN_TURN_END, PLAYER, card)]
        push(st, *frames)


@step
class NianTurnEnd(Step):
    """("nian_turn_end", 0, card): discard the Solo card; the player's turn begins."""

    kind = K.NIAN_TURN_END
    auto = True

    def run(self, st, frame, ev):
        st.solo_discard.append(frame[2])
        begin_turn(st, PLAYER, ev)
