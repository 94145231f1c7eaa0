"""3. Perform, and the one effect engine every component runs through.

Rulebook, "3. Perform": gain any resources and perform any actions on the played Drum card and the
Terrain tile the Lion ended on, in any order; some need the Lion to meet a requirement (Tattoo Motif
combinations, leaping to a higher tile, both Lions on the map), and newly inked Motifs may meet the
requirements of this card or those layered under it.  Jade boxes act on every turn a card is played
next to that Lion.  Placing a Bamboo Slips on an emptied section is a free action during Perform.
The Pendant amulet repeats one Drum box action once per turn.

`resolve` carries out one `Effect` (any component's): pays its cost, multiplies by its counter,
gives its gains and pushes a frame for each action it performs.  Passive bonuses (steps and battle
dice) are never chosen: `passive_total` adds them up where the rules need them.
"""

from __future__ import annotations

from .actions import EndPerform, Perform
from .actions import Source as S
from .decisions import DecisionKind as K
from .decisions import PerformMode, Prompt
from .effects import BATTLE_GAINS, MOTIF_COLOURS, PERFORMS, Effect, Requirement
from .events import Events, PerformSkipped
from .qi import can_place
from .reasons import Because, Cause, Refusal, Unable, Why, because
from .slips import place_slip
from .state import NO_TILE, GameState
from .steps import STEPS, Step, push, step
from .supply import can_pay, gain, pay

BONUS_INDEX = {k: i for i, k in enumerate(BATTLE_GAINS)}
#: The decision each action an effect performs pushes (effects.PERFORMS: "ink" asks `K.INK`).
PERFORM_STEP = {name: K(name) for name in PERFORMS}


# --- what the acting Lion has ---------------------------------------------------------------------


def motif_counts(st: GameState, seat: int, slot: int) -> list[int]:
    counts = [0, 0, 0, 0]
    for colour in st.players[seat].motifs[slot]:
        counts[colour] += 1
    return counts


def has_amulet(st: GameState, seat: int, ability: str) -> bool:
    amulets = st.catalogue.amulets
    return any(amulets[a].ability == ability for a in st.players[seat].amulets)


def requirement_met(st: GameState, seat: int, slot: int, req: Requirement) -> bool:
    if req.empty:
        return True
    p = st.players[seat]
    if req.both_lions and not (
        p.lion[1] >= 0 and p.lion_tile[0] != NO_TILE and p.lion_tile[1] != NO_TILE
    ):
        return False
    if req.leap_higher and not (slot == st.turn.slot and st.turn.end_level > st.turn.start_level):
        return False
    return motifs_met(st, seat, slot, req)


def motifs_met(st: GameState, seat: int, slot: int, req: Requirement) -> bool:
    """Whether the Lion in `slot` has the Tattoo Motifs `req` asks for (the rest of it aside)."""
    if not (req.motifs or req.any_motifs):
        return True
    have = motif_counts(st, seat, slot)
    short = 0
    spare = 0
    for colour, n in req.motifs:
        c = MOTIF_COLOURS.index(colour)
        short += max(0, n - have[c])
        spare += max(0, have[c] - n)
    spare += sum(
        have[c] for c in range(4) if MOTIF_COLOURS[c] not in {col for col, _ in req.motifs}
    )
    short += max(0, req.any_motifs - spare)
    if short and has_amulet(st, seat, "motif_discount"):
        short -= 1  # "require one less Tattoo Motif of any color"
    return short <= 0


def counter(st: GameState, seat: int, slot: int, name: str) -> int:
    """The 'for each ...' counts (effects.COUNTERS)."""
    p = st.players[seat]
    if name == "exiled":
        return len(p.exiled)
    if name.startswith("qi_"):
        section = {
            "qi_couplets": "couplets",
            "qi_amulets": "amulets",
            "qi_exchange": "exchange",
            "qi_frontier": "frontier",
        }[name]
        spaces = st.catalogue.spaces
        return sum(
            1
            for i, owner in enumerate(st.space_qi)
            if owner == seat and spaces[i].section == section
        )
    if name == "motifs":
        return len(p.motifs[slot])
    if name.startswith("motif_"):
        return p.motifs[slot].count(MOTIF_COLOURS.index(name[6:]))
    if name == "amulets":
        return len(p.amulets)
    if name == "wardings":
        return battle_bonus(st, seat, slot, "wardings", skip_counter="wardings")
    if name == "lions_on_map":
        return sum(1 for s in (0, 1) if p.lion[s] >= 0 and p.lion_tile[s] != NO_TILE)
    if name == "nian_cards":
        return len(p.nian_cards)
    if name == "drum_cards_here":
        return len(p.played[slot])
    raise AssertionError(f"unknown counter {name}")


def multiplier(st: GameState, seat: int, slot: int, eff: Effect) -> int:
    return counter(st, seat, slot, eff.for_each) if eff.for_each else 1


# --- passive bonuses ------------------------------------------------------------------------------


def _active_effects(st: GameState, seat: int, slot: int):
    """Effects in force for Lion `slot` this turn: its covered track spaces, and (when it is the
    acting Lion) the struck card's Drum boxes and every Jade box next to it."""
    cat = st.catalogue
    p = st.players[seat]
    if p.lion[slot] >= 0:
        track = cat.lions[p.lion[slot]].track
        yield from track[: len(p.motifs[slot])]
    if slot == st.turn.slot and st.seat == seat:
        if st.turn.card >= 0:
            yield from cat.cards[st.turn.card].drum
        for c in p.played[slot]:
            yield from cat.cards[c].jade


def passive_total(st: GameState, seat: int, slot: int, key: str, skip_counter: str = "") -> int:
    """Sum of a passive bonus (steps or a battle word) from everything in force for this Lion."""
    total = 0
    for eff in _active_effects(st, seat, slot):
        if not eff.is_passive or eff.for_each == skip_counter and skip_counter:
            continue
        n = eff.gains(key)
        if n and requirement_met(st, seat, slot, eff.requires):
            total += n * multiplier(st, seat, slot, eff)
    return total


def battle_bonus(st: GameState, seat: int, slot: int, key: str, skip_counter: str = "") -> int:
    """Every source of one battle word for this Lion except the dice rules' own (see battle)."""
    cat = st.catalogue
    p = st.players[seat]
    total = passive_total(st, seat, slot, key, skip_counter)
    if p.lion[slot] >= 0:
        total += getattr(cat.lions[p.lion[slot]], key, 0)
    if slot == st.turn.slot and st.seat == seat:
        total += st.turn.bonus[BONUS_INDEX[key]]
    return total


# --- resolving one effect -------------------------------------------------------------------------


def can_perform(st: GameState, seat: int, name: str) -> bool:
    """Whether the action `name` (effects.PERFORMS) could do anything for this player now."""
    return STEPS[name].feasible(st, seat)


def usable(st: GameState, seat: int, slot: int, eff: Effect) -> bool:
    """Can this effect be chosen now: requirement met, cost affordable, something to gain."""
    if not requirement_met(st, seat, slot, eff.requires):
        return False
    if eff.spend and not can_pay(st.players[seat], eff.spend):
        return False
    if any(k != "steps" for k, _ in eff.gain):
        return True
    return any(can_perform(st, seat, name) for name in eff.perform)


def resolve(
    st: GameState,
    seat: int,
    slot: int,
    eff: Effect,
    reason: Because,
    ev: Events,
    must: bool = False,
) -> None:
    """Carry out one effect for the Lion in `slot` (the acting Lion, or the one being inked).

    `must` marks a paid-for effect whose Bamboo Slips purchase cannot be declined ("must spend 2
    Bamboo")."""
    if not requirement_met(st, seat, slot, eff.requires):
        return
    if eff.spend:
        if not can_pay(st.players[seat], eff.spend):
            return
        pay(st, seat, eff.spend, reason, ev)
    m = multiplier(st, seat, slot, eff) * eff.times
    if m <= 0:
        return
    resources = []
    bonus = list(st.turn.bonus)
    frames = []
    for key, n in eff.gain:
        if key in BONUS_INDEX:
            bonus[BONUS_INDEX[key]] += n * m
        elif key == "motif":
            frames.extend([(K.INK, seat, 1)] * (n * m))
        elif key != "steps":
            resources.append((key, n * m))
    st.turn.bonus = tuple(bonus)
    gain(st, seat, tuple(resources), reason, ev)
    for _i in range(m):
        frames.extend(
            (PERFORM_STEP[name], seat, int(must and name == "purchase_slip"))
            for name in eff.perform
        )
    push(st, *frames)


def passed_over(frame: tuple, why: Unable, ev: Events) -> None:
    """An action an effect performs (the frame `resolve` pushed) could do nothing, and is passed
    over: say so, and why (issue 42).  The game goes on exactly as it would without this event."""
    ev.append(PerformSkipped(frame[1], str(frame[0]), why))


def space_unable(st: GameState, seat: int, open_spaces: list[int]) -> Unable:
    """Why no Qi Energy could be placed on one of `open_spaces` (those of the kind the action
    places on): none to place, none open, or none affordable."""
    if not can_place(st.players[seat]):
        return Unable.NO_QI
    return Unable.CANNOT_PAY_SPACE if open_spaces else Unable.NO_SPACE


def performed(st: GameState, seat: int, name: str) -> None:
    """An action was carried out: its 'when you perform ...' effects fire once the action (and
    whatever it pushes after this call) has resolved."""
    st.stack.append((K.TRIGGER, seat, name))


def fire_triggers(st: GameState, seat: int, name: str, ev: Events) -> None:
    """'When you perform <name>' effects of the acting Lion's cards."""
    slot = st.turn.slot
    if slot < 0 or st.seat != seat:
        return
    for eff in list(_active_effects(st, seat, slot)):
        if eff.when == name and usable(st, seat, slot, eff):
            resolve(st, seat, slot, eff, because(Cause.WHEN_YOU, name), ev)


@step
class Trigger(Step):
    """("trigger", seat, action): fire the 'when you perform <action>' effects."""

    kind = K.TRIGGER
    auto = True

    def run(self, st, frame, ev):
        fire_triggers(st, frame[1], frame[2], ev)


# --- the Perform step -----------------------------------------------------------------------------


def items(st: GameState, seat: int, mode: PerformMode) -> list[tuple]:
    """Everything the player may still perform this turn, in a stable order."""
    cat = st.catalogue
    p = st.players[seat]
    t = st.turn
    used = t.used
    out: list[tuple] = []
    if mode == PerformMode.DRUM:
        slot = t.slot
        card = cat.cards[t.card]
        for i, eff in enumerate(card.drum):
            if eff.is_passive or eff.when:
                continue
            if (S.DRUM, i) not in used and usable(st, seat, slot, eff):
                out.append((S.DRUM, i))
        for c in p.played[slot]:
            for i, eff in enumerate(cat.cards[c].jade):
                if eff.is_passive or eff.when:
                    continue
                if (S.JADE, c, i) not in used and usable(st, seat, slot, eff):
                    out.append((S.JADE, c, i))
        tile = p.lion_tile[slot]
        if tile != NO_TILE and not st.scorched_at[tile]:
            for i, eff in enumerate(cat.terrain[st.tile_cards[tile]].actions):
                if (S.TILE, i) not in used and usable(st, seat, slot, eff):
                    out.append((S.TILE, i))
        if not t.pendant_used and has_amulet(st, seat, "pendant"):
            for i, eff in enumerate(card.drum):
                # a box performed this turn, or a battle bonus box (in force on its own)
                done = (S.DRUM, i) in used or (
                    eff.is_passive and any(k != "steps" for k, _ in eff.gain)
                )
                if done and not eff.when and usable(st, seat, slot, eff):
                    out.append((S.PENDANT, i))
        emptied = [
            s for s, n in enumerate(p.qi) if n == 0 and all(sec != s for sec, _ in p.placed_slips)
        ]
        for slip in sorted(set(p.slips)):
            for s in emptied:
                out.append((S.SLIP, slip, s))
    else:  # Resting with the Resting amulet: the Terrain tiles with your Lions
        for slot in (0, 1):
            tile = p.lion_tile[slot]
            if p.lion[slot] < 0 or tile == NO_TILE or st.scorched_at[tile]:
                continue
            for i, eff in enumerate(cat.terrain[st.tile_cards[tile]].actions):
                if (S.REST_TILE, slot, i) not in used and usable(st, seat, slot, eff):
                    out.append((S.REST_TILE, slot, i))
    return out


def item_effect(st: GameState, seat: int, item: tuple) -> tuple[Effect | None, int]:
    """The effect an item performs and the Lion slot it acts for."""
    cat = st.catalogue
    p = st.players[seat]
    slot = st.turn.slot
    kind = item[0]  # a `Source` (a plain string in an action read from a save)
    if kind in (S.DRUM, S.PENDANT):
        return cat.cards[st.turn.card].drum[item[1]], slot
    if kind == S.JADE:
        return cat.cards[item[1]].jade[item[2]], slot
    if kind == S.TILE:
        return cat.terrain[st.tile_cards[p.lion_tile[slot]]].actions[item[1]], slot
    if kind == S.REST_TILE:
        s = item[1]
        return cat.terrain[st.tile_cards[p.lion_tile[s]]].actions[item[2]], s
    if kind == S.SLIP:
        return cat.characters[p.character].sections[item[2]].slip, max(slot, 0)
    raise AssertionError(item)


@step
class PerformStep(Step):
    """("perform", seat, mode): choose the next item, or finish Perform."""

    kind = K.PERFORM

    def legal(self, st, frame):
        return [Perform(i) for i in items(st, frame[1], frame[2])] + [EndPerform()]

    def apply(self, st, frame, action, ev):
        if isinstance(action, EndPerform):
            return
        seat = frame[1]
        item = action.item
        st.stack.append(frame)  # come back here after the item resolves
        if item[0] == S.SLIP:
            eff = place_slip(st, seat, item[1], item[2], ev)
            resolve(st, seat, max(st.turn.slot, 0), eff, _BAMBOO_SLIPS, ev)
            return
        st.turn.used = st.turn.used + (item,)
        if item[0] == S.PENDANT:
            st.turn.pendant_used = True
        eff, slot = item_effect(st, seat, item)
        resolve(st, seat, slot, eff, because(Cause.PERFORM, item[0]), ev)

    def prompt(self, st, frame):
        return _PERFORM_REST if frame[2] == PerformMode.REST else _PERFORM_DRUM

    def explain(self, st, frame, action):
        if isinstance(action, Perform):
            return Refusal(Why.PERFORM_UNAVAILABLE)
        return None


_PERFORM_DRUM = Prompt(K.PERFORM, what=PerformMode.DRUM)
_PERFORM_REST = Prompt(K.PERFORM, what=PerformMode.REST)
_BAMBOO_SLIPS = because(Cause.BAMBOO_SLIPS)
