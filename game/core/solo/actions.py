"""The Solo cards' actions (rulebook, "Appendix: Solo Cards and Iconography", "Solo card action
reference"; docs/rulings.md 33, 34, 39 and 40).

`ACTIONS` is the one table of them: for each action its name (as solo.toml says it), its label and
what it does in a few words (for the option buttons and the log), why it would change nothing now,
and what it does.  An option that would change nothing cannot be chosen (docs/rulings.md 33): the
table's `why_not` is the one feasibility check, for the rules (`can_do`) and for the words
(`game.text.solo.why_not`).  The Nian's Rampages act at once; the player's Reliefs push the decisions
the player then takes (Regroup, Purchase, Seeing Red, Cleanse, Sweep).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ...i18n import N_
from ..actions import Choose, Discard, Row, Skip
from ..decisions import DecisionKind as K
from ..decisions import Prompt
from ..events import (
    CardMoved,
    Events,
    MonsterRemoved,
    Pile,
    QiRemoved,
    RowDiscarded,
    SoloOptionChosen,
)
from ..purchases import affordable_drums
from ..reasons import Cause, Refusal, Why, because
from ..state import NIAN_SEAT, GameState
from ..steps import Step, push, step
from ..supply import HAND_SIZE, draw_one, gain, refill_drum_row, refill_motif_row
from .game_end import check_defeat
from .nian import (
    lions_on_map,
    reveal_form,
    scorch,
    stirs,
    why_no_scorch,
    why_not_stir,
    yao_tiles,
)
from .setup import NIAN_CARD, PLAYER, nian_spaces, open_nian, place_nian_qi

#: "Resupply" is named but not described by the book: 2 Coins and 1 Bamboo (docs/rulings.md).
RESUPPLY = (("coins", 2), ("bamboo", 1))


@dataclass(frozen=True, slots=True)
class SoloCardAction:
    """One action a Solo card names: `name` as assets/data/solo.toml says it ("thrash"); `label`,
    its name as the player reads it, and `text`, what it does in a few words ('' where the words
    depend on the table: `game.text.solo.effect`), both marked for translation (show them with
    `_()`); `why_not(state)`, why it would change nothing now (a typed `Refusal`, which
    `game.text.reasons` words), or None when it would; `run(state, events)` carries it out."""

    name: str
    label: str
    text: str
    why_not: Callable[[GameState], Refusal | None]
    run: Callable[[GameState, Events], None]


# --- the Nian's own actions (Rampage, and the mandatory effects) -----------------------------------


def _instill_fear(st: GameState, ev: Events) -> None:
    """Discard 1 Fear card from the Fear deck (a revealed Taotie card spawns that form)."""
    if not st.fear_deck:
        return
    card = st.fear_deck.pop()
    if card >= NIAN_CARD:
        reveal_form(st, card, ev)
        return
    st.fear_discard.append(card)
    ev.append(CardMoved(-1, card, Pile.FEAR_DECK, Pile.FEAR_DISCARD, auto=True))
    check_defeat(st, ev)


def _ghost_kill(st: GameState, ev: Events) -> None:
    """Draw a monster token and place it with 1 Nian Qi Energy in the Frontier section (the leftmost
    space of its kind; with none open the token leaves the game: docs/rulings.md 40)."""
    if not st.monster_stack:
        return
    token = st.monster_stack.pop()
    kind = st.catalogue.yao[token].kind
    spaces = open_nian(st, "frontier", kind)
    if spaces:
        place_nian_qi(st, spaces[0], ev)
        st.space_token[spaces[0]] = token
    ev.append(MonsterRemoved(token, -1, because(Cause.GHOST_KILLED)))


def _seal(section: str) -> Callable[[GameState, Events], None]:
    def run(st: GameState, ev: Events) -> None:
        for s in open_nian(st, section)[:2]:
            place_nian_qi(st, s, ev)

    return run


def _seal_why_not(section: str, reason: Why) -> Callable[[GameState], Refusal | None]:
    refused = Refusal(reason)
    return lambda st: None if open_nian(st, section) else refused


def _monster_spaces(st: GameState) -> list[int]:
    return open_nian(st, "frontier", "wangliang") + open_nian(st, "frontier", "zhujian")


def _lunge_why_not(st: GameState) -> Refusal | None:
    return None if _monster_spaces(st) else _refused[Why.NO_MONSTER_SPACE]


def _lunge(st: GameState, ev: Events) -> None:
    for s in _monster_spaces(st)[:2]:
        place_nian_qi(st, s, ev)


def _thrash(st: GameState, ev: Events) -> None:
    """Discard all Drum cards in the market; only replenish after the next player's turn."""
    if st.drum_row:
        ev.append(RowDiscarded(Row.DRUM, tuple(st.drum_row), -1))
        st.drum_deck[0:0] = st.drum_row
        st.drum_row = []
    st.hold_market = True


def _deface(st: GameState, ev: Events) -> None:
    """Discard all Tattoo Motifs; only replenish after the next player's turn."""
    if st.motif_row:
        ev.append(RowDiscarded(Row.MOTIF, tuple(st.motif_row), -1))
        for colour in st.motif_row:
            st.motif_bag[colour] += 1
        st.motif_row = []
    st.hold_motifs = True


def _wildfire(st: GameState, ev: Events) -> None:
    """2 Yao monsters on the Village map add Scorched Earth tokens (while tokens last)."""
    scorch(st, 2, ev)


def _refresh_market(right: bool) -> Callable[[GameState, Events], None]:
    def run(st: GameState, ev: Events) -> None:
        row = st.drum_row
        gone = row[-2:] if right else row[:2]
        if not gone:
            return
        ev.append(RowDiscarded(Row.DRUM, tuple(gone), -1))
        st.drum_row = row[:-2] if right else row[2:]
        st.drum_deck[0:0] = gone
        refill_drum_row(st, ev)

    return run


def _refresh_motifs(right: bool) -> Callable[[GameState, Events], None]:
    def run(st: GameState, ev: Events) -> None:
        row = st.motif_row
        gone = row[-2:] if right else row[:2]
        if not gone:
            return
        ev.append(RowDiscarded(Row.MOTIF, tuple(gone), -1))
        st.motif_row = row[:-2] if right else row[2:]
        for colour in gone:
            st.motif_bag[colour] += 1
        refill_motif_row(st, ev)

    return run


def _market_why_not(st: GameState) -> Refusal | None:
    return None if st.drum_row else _refused[Why.DRUM_MARKET_EMPTY]


def _motifs_why_not(st: GameState) -> Refusal | None:
    return None if st.motif_row else _refused[Why.MOTIF_ROW_EMPTY]


# --- the player's reliefs --------------------------------------------------------------------------


def _push(frame: tuple) -> Callable[[GameState, Events], None]:
    return lambda st, ev: st.stack.append(frame)


def _resupply(st: GameState, ev: Events) -> None:
    gain(st, PLAYER, RESUPPLY, _RESUPPLY, ev)


def _nian_qi_why_not(section: str, reason: Why) -> Callable[[GameState], Refusal | None]:
    refused = Refusal(reason)
    return lambda st: None if nian_spaces(st, section) else refused


def _regroup_why_not(st: GameState) -> Refusal | None:
    p = st.players[PLAYER]
    if not p.hand:
        return _refused[Why.HAND_EMPTY]
    if not (p.deck or p.discard):
        return _refused[Why.NOTHING_TO_DRAW]
    return None


def _purchase_why_not(st: GameState) -> Refusal | None:
    if affordable_drums(st, PLAYER):
        return None
    if not st.drum_row:
        return _refused[Why.DRUM_MARKET_EMPTY]
    return _refused[Why.CANNOT_AFFORD_DRUM]


def sweepable(st: GameState) -> list[int]:
    """The Yao monsters next to (or under) your Lions, which Sweep may remove."""
    v = st.village
    near = {n for lt in lions_on_map(st) for n in v.neighbours[lt]} | set(lions_on_map(st))
    return sorted(t for t in yao_tiles(st) if t in near)


def _always(st: GameState) -> Refusal | None:
    return None


#: The refusals of the table that need no argument, made once.
_refused = {why: Refusal(why) for why in Why}
_RESUPPLY = because(Cause.RESUPPLY)


_A = SoloCardAction
#: Every Solo card action, by name (rulebook, "Solo card action reference").
ACTIONS: dict[str, SoloCardAction] = {
    a.name: a
    for a in (
        _A(
            "instill_fear",
            N_("Instill Fear"),
            N_("a Fear card is discarded from the Fear deck"),
            lambda st: None if st.fear_deck else _refused[Why.FEAR_DECK_EMPTY],
            _instill_fear,
        ),
        _A(
            "ghost_kill",
            N_("Ghost Kill"),
            N_("a monster token goes to the Frontier with 1 Nian Qi Energy"),
            lambda st: None if st.monster_stack else _refused[Why.MONSTER_STACK_EMPTY],
            _ghost_kill,
        ),
        _A("nian_stirs", N_("Nian Stirs"), "", why_not_stir, stirs),  # words: nian.STIRS by form
        _A(
            "seal_couplets",
            N_("Seal Couplets"),
            N_("2 Nian Qi Energy on the leftmost open Spring Couplets"),
            _seal_why_not("couplets", Why.NO_COUPLETS_SPACE),
            _seal("couplets"),
        ),
        _A(
            "seal_amulets",
            N_("Seal Amulets"),
            N_("2 Nian Qi Energy on the leftmost open Jade Amulets"),
            _seal_why_not("amulets", Why.NO_AMULET_SPACE),
            _seal("amulets"),
        ),
        _A(
            "seal_exchange",
            N_("Seal Exchange"),
            N_("2 Nian Qi Energy on the leftmost open Exchange spaces"),
            _seal_why_not("exchange", Why.NO_EXCHANGE_SPACE),
            _seal("exchange"),
        ),
        _A(
            "thrash",
            N_("Thrash"),
            N_("the Drum market is discarded until after your next turn"),
            _market_why_not,
            _thrash,
        ),
        _A(
            "deface",
            N_("Deface"),
            N_("the Motif row is discarded until after your next turn"),
            _motifs_why_not,
            _deface,
        ),
        _A(
            "lunge",
            N_("Lunge"),
            N_("2 Nian Qi Energy on the leftmost open Frontier monster spaces"),
            _lunge_why_not,
            _lunge,
        ),
        _A(
            "wildfire",
            N_("Wildfire"),
            N_("the 2 Yao monsters nearest your Lions add Scorched Earth"),
            why_no_scorch,
            _wildfire,
        ),
        _A(
            "regroup",
            N_("Regroup"),
            N_("discard up to 3 Drum cards, then draw as many"),
            _regroup_why_not,
            _push((K.REGROUP, PLAYER, 0)),
        ),
        _A("resupply", N_("Resupply"), "", _always, _resupply),  # words: "gain" RESUPPLY
        _A(
            "purchase",
            N_("Purchase"),
            N_("purchase 1 Drum card (on top of your deck)"),
            _purchase_why_not,
            _push((K.PURCHASE_DRUM, PLAYER, 0)),
        ),
        _A(
            "seeing_red",
            N_("Seeing Red"),
            N_("remove 1 Nian Qi Energy from a Spring Couplet"),
            _nian_qi_why_not("couplets", Why.NO_NIAN_QI_COUPLETS),
            _push((K.REMOVE_NIAN_QI, PLAYER, "couplets")),
        ),
        _A(
            "cleanse",
            N_("Cleanse"),
            N_("remove 1 Nian Qi Energy from a Jade Amulet"),
            _nian_qi_why_not("amulets", Why.NO_NIAN_QI_AMULETS),
            _push((K.REMOVE_NIAN_QI, PLAYER, "amulets")),
        ),
        _A(
            "sweep",
            N_("Sweep"),
            N_("remove up to 2 Yao monsters next to your Lions (not defeated)"),
            lambda st: None if sweepable(st) else _refused[Why.NO_YAO_NEXT_TO_LIONS],
            _push((K.SWEEP, PLAYER, 2)),
        ),
        _A(
            "refresh_market_left",
            N_("Refresh Card Market (left 2)"),
            N_("the 2 leftmost market cards are replaced"),
            _market_why_not,
            _refresh_market(right=False),
        ),
        _A(
            "refresh_market_right",
            N_("Refresh Card Market (right 2)"),
            N_("the 2 rightmost market cards are replaced"),
            _market_why_not,
            _refresh_market(right=True),
        ),
        _A(
            "refresh_motifs_left",
            N_("Refresh Motifs (left 2)"),
            N_("the 2 leftmost Motifs are replaced"),
            _motifs_why_not,
            _refresh_motifs(right=False),
        ),
        _A(
            "refresh_motifs_right",
            N_("Refresh Motifs (right 2)"),
            N_("the 2 rightmost Motifs are replaced"),
            _motifs_why_not,
            _refresh_motifs(right=True),
        ),
    )
}
#: Each action's label, by name (marked for translation).
LABELS = {key: a.label for key, a in ACTIONS.items()}


def why_not(st: GameState, key: str) -> Refusal | None:
    """Why the action would change nothing now, so that it cannot be chosen as an option (a typed
    `Refusal`), or None when it would."""
    return ACTIONS[key].why_not(st)


def can_do(st: GameState, key: str) -> bool:
    """Whether the action would change anything now."""
    return ACTIONS[key].why_not(st) is None


# --- the steps -------------------------------------------------------------------------------------


@step
class SoloOption(Step):
    """("solo_option", 0, card): choose Rampage (0) or Relief (1); an option that would do nothing
    cannot be chosen (docs/rulings.md 33)."""

    kind = K.SOLO_OPTION

    def legal(self, st, frame):
        info = st.catalogue.solo[frame[2]]
        return [Choose(i) for i, key in enumerate((info.rampage, info.relief)) if can_do(st, key)]

    def apply(self, st, frame, action, ev):
        info = st.catalogue.solo[frame[2]]
        key = (info.rampage, info.relief)[action.option]
        ev.append(SoloOptionChosen(frame[2], action.option, key))
        push(st, (K.SOLO_ACTION, PLAYER, key))

    def prompt(self, st, frame):
        info = st.catalogue.solo[frame[2]]
        return Prompt(K.SOLO_OPTION, name=info.name, options=(info.rampage, info.relief))


@step
class SoloAction(Step):
    """("solo_action", 0, name): one action of a Solo card (`ACTIONS`)."""

    kind = K.SOLO_ACTION
    auto = True

    def run(self, st, frame, ev):
        ACTIONS[frame[2]].run(st, ev)


@step
class Regroup(Step):
    """("regroup", 0, discarded): discard up to 3 Drum cards, then draw as many."""

    kind = K.REGROUP

    def legal(self, st, frame):
        p = st.players[PLAYER]
        if frame[2] >= HAND_SIZE:
            return [Skip()]
        return [Discard(c) for c in sorted(set(p.hand))] + [Skip()]

    def apply(self, st, frame, action, ev):
        p = st.players[PLAYER]
        if isinstance(action, Discard):
            p.hand.remove(action.card)
            p.discard.append(action.card)
            ev.append(CardMoved(PLAYER, action.card, Pile.HAND, Pile.DISCARD))
            st.stack.append((K.REGROUP, PLAYER, frame[2] + 1))
            return
        for _i in range(frame[2]):
            draw_one(st, PLAYER, ev)

    def prompt(self, st, frame):
        return Prompt(K.REGROUP, n=frame[2])


@step
class RemoveNianQi(Step):
    """("remove_nian_qi", 0, section): remove 1 Nian Qi Energy ("any" section after a victory)."""

    kind = K.REMOVE_NIAN_QI

    def legal(self, st, frame):
        section = frame[2]
        if section == "any":
            spaces = [s for s, owner in enumerate(st.space_qi) if owner == NIAN_SEAT]
        else:
            spaces = nian_spaces(st, section)
        return [Choose(s) for s in spaces]

    def apply(self, st, frame, action, ev):
        st.space_qi[action.option] = -1
        ev.append(QiRemoved(NIAN_SEAT, action.option))

    def prompt(self, st, frame):
        return Prompt(K.REMOVE_NIAN_QI, what=frame[2])


@step
class Sweep(Step):
    """("sweep", 0, left): remove up to 2 Yao monsters next to your Lions (not defeated)."""

    kind = K.SWEEP

    def legal(self, st, frame):
        if frame[2] <= 0:
            return []
        options = sweepable(st)
        return [Choose(t) for t in options] + [Skip()] if options else []

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        token = st.monster_at[action.option]
        st.monster_at[action.option] = -1
        st.monster_stack.insert(0, token)
        ev.append(MonsterRemoved(token, action.option, because(Cause.SWEPT)))
        st.stack.append((K.SWEEP, PLAYER, frame[2] - 1))

    def prompt(self, st, frame):
        return Prompt(K.SWEEP, n=frame[2])
