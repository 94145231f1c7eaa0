"""4. Battle, Battle: Victory and Battle: Defeat (rulebook).

A Lion that ends on a tile with the Nian beast or a Yao monster must battle.  Both sides roll their
Intimidation and Strength dice at once.  Each Intimidation success (rolled or from bonuses), less one
per Warding of the other side, removes the opponent's highest Strength die; if the successes reach the
number of Strength dice the opponent rolled, the opponent is intimidated and loses at once (if both are,
the Lion wins).  Otherwise the higher Strength total (remaining dice plus extra hits) wins; ties go to
the Lion.

Lion dice come from the Lion card, its Tattoo Motif track, the Character board (right Lion only),
played Drum cards, Jade Amulets and any bonus gained this turn.  A victory places the monster token
and 1 Qi Energy on a Frontier space of its type and gains that space's reward, then a new Yao monster
(or the Nian beast's next form) spawns next to the Lion.  A defeat sends the Lion back to its player
board and puts a Fear card on top of the player's deck.  A variant (Solo Mode) changes what follows a
victory over the Nian beast or any monster, and where a defeat's Fear card comes from (`variants`).
"""

from __future__ import annotations

from dataclasses import dataclass

from . import rng
from .actions import Choose
from .catalogue import Monster
from .decisions import DecisionKind as K
from .decisions import Prompt
from .effects import Effect
from .events import (
    BattleResolved,
    BattleSide,
    CardMoved,
    DiceRolled,
    DiceSource,
    LionReturned,
    MonsterRemoved,
    NianDefeated,
    Pile,
    StrengthDieRemoved,
)
from .outcome import Ending
from .pacify import take_scorched
from .perform import battle_bonus, has_amulet, performed, resolve
from .qi import can_place, open_spaces, push_place, trigger_game_end
from .reasons import Cause, because
from .spawn import push_spawn_yao
from .state import NO_TILE, GameState
from .steps import Step, push, step
from .variants import variant_of


@dataclass(frozen=True, slots=True)
class Side:
    """One side's pool before the roll, with where each die comes from."""

    strength: int
    intimidation: int
    wardings: int
    hits: int
    successes: int
    sources: tuple[tuple[DiceSource, int], ...]


def lion_side(st: GameState, seat: int, slot: int) -> Side:
    cat = st.catalogue
    p = st.players[seat]
    lion = cat.lions[p.lion[slot]]
    sources = [(DiceSource.LION_CARD, lion.strength_dice)]
    strength = battle_bonus(st, seat, slot, "strength_dice")
    if slot == 1:
        extra = cat.characters[p.character].right_strength
        strength += extra
        sources.append((DiceSource.CHARACTER_BOARD, extra))
    if has_amulet(st, seat, "strength_die"):
        strength += 1
        sources.append((DiceSource.JADE_AMULET, 1))
    other = strength - sum(n for _, n in sources)
    if other:
        sources.append((DiceSource.MOTIFS_AND_DRUMS, other))
    return Side(
        strength=strength,
        intimidation=battle_bonus(st, seat, slot, "intimidation_dice"),
        wardings=battle_bonus(st, seat, slot, "wardings"),
        hits=battle_bonus(st, seat, slot, "hits"),
        successes=battle_bonus(st, seat, slot, "successes"),
        sources=tuple((s, n) for s, n in sources if n),
    )


def monster_side(st: GameState, tile: int) -> tuple[Side, Monster, int]:
    """The opponent on `tile`: its pool, its kind and its token (or Taotie form)."""
    cat = st.catalogue
    token = st.monster_at[tile]
    if st.nian_form and st.nian_tile == tile:
        m = cat.taotie[st.nian_form - 1]
        kind, ident = Monster.TAOTIE, st.nian_form
    else:
        m = cat.yao[token]
        kind, ident = m.kind, token
    sources = ((DiceSource.MONSTER, m.strength_dice),)
    side = Side(m.strength_dice, m.intimidation_dice, m.wardings, m.hits, 0, sources)
    return side, kind, ident


def opponent_on(st: GameState, tile: int) -> bool:
    return tile != NO_TILE and (
        st.monster_at[tile] >= 0 or (st.nian_form > 0 and st.nian_tile == tile)
    )


def roll(st: GameState, n: int, faces: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(faces[rng.below(st, 6)] for _ in range(n))


@dataclass(frozen=True, slots=True)
class Outcome:
    lion_total: int
    monster_total: int
    lion_intimidated: bool
    monster_intimidated: bool
    won: bool
    removed_from_monster: tuple[int, ...]  # indices of the monster's Strength dice removed
    removed_from_lion: tuple[int, ...]


def _removals(rolled: tuple[int, ...], successes: int) -> tuple[int, ...]:
    order = sorted(range(len(rolled)), key=lambda i: (-rolled[i], i))
    return tuple(order[: max(0, successes)])


def decide(
    lion: Side,
    lion_str: tuple[int, ...],
    lion_int: tuple[int, ...],
    monster: Side,
    mon_str: tuple[int, ...],
    mon_int: tuple[int, ...],
) -> Outcome:
    """The battle's result from both pools and their rolled faces (rulebook, "4. Battle")."""
    lion_succ = max(0, sum(lion_int) + lion.successes - monster.wardings)
    mon_succ = max(0, sum(mon_int) + monster.successes - lion.wardings)
    monster_intimidated = lion_succ > 0 and lion_succ >= len(mon_str)
    lion_intimidated = mon_succ > 0 and mon_succ >= len(lion_str)
    off_monster = _removals(mon_str, lion_succ)
    off_lion = _removals(lion_str, mon_succ)
    lion_total = sum(v for i, v in enumerate(lion_str) if i not in off_lion) + lion.hits
    mon_total = sum(v for i, v in enumerate(mon_str) if i not in off_monster) + monster.hits
    if monster_intimidated:
        won = True  # if both are intimidated, the player wins
    elif lion_intimidated:
        won = False
    else:
        won = lion_total >= mon_total
    return Outcome(
        lion_total, mon_total, lion_intimidated, monster_intimidated, won, off_monster, off_lion
    )


@step
class Battle(Step):
    """("battle", seat): fight whatever stands on the acting Lion's tile."""

    kind = K.BATTLE
    auto = True

    def run(self, st, frame, ev):
        seat = frame[1]
        slot = st.turn.slot
        p = st.players[seat]
        tile = p.lion_tile[slot]
        if not opponent_on(st, tile):
            return
        cat = st.catalogue
        lion = lion_side(st, seat, slot)
        monster, kind, ident = monster_side(st, tile)
        lion_str = roll(st, lion.strength, cat.dice.strength)
        lion_int = roll(st, lion.intimidation, cat.dice.intimidation)
        mon_str = roll(st, monster.strength, cat.dice.strength)
        mon_int = roll(st, monster.intimidation, cat.dice.intimidation)
        ev.append(DiceRolled(BattleSide.LION, lion_str, lion_int, lion.sources))
        ev.append(DiceRolled(BattleSide.MONSTER, mon_str, mon_int, monster.sources))
        out = decide(lion, lion_str, lion_int, monster, mon_str, mon_int)
        for i in out.removed_from_monster:
            ev.append(StrengthDieRemoved(BattleSide.MONSTER, i, mon_str[i]))
        for i in out.removed_from_lion:
            ev.append(StrengthDieRemoved(BattleSide.LION, i, lion_str[i]))
        ev.append(
            BattleResolved(
                seat,
                slot,
                kind,
                out.lion_total,
                out.monster_total,
                out.lion_intimidated,
                out.monster_intimidated,
                out.won,
            )
        )
        if out.won:
            self._victory(st, seat, slot, tile, kind, ident, out, ev)
        else:
            self._defeat(st, seat, slot, ev)

    def _victory(self, st, seat, slot, tile, kind, ident, out, ev):
        variant = variant_of(st)
        performed(st, seat, "victory")
        if out.monster_intimidated:
            performed(st, seat, "intimidate")
        follow = [(K.FRONTIER, seat, kind, ident, tile)]
        if kind is Monster.TAOTIE:
            st.nian_tile = -1
            st.players[seat].nian_cards.append(ident)
            ev.append(NianDefeated(seat, ident, tile))
            if ident < 3:
                st.nian_form = ident + 1  # off the map until it spawns
                variant.next_form(st, ident + 1)
                follow.append((K.SPAWN_NIAN, seat, tile, ident + 1))
            else:
                st.nian_form = 0
                trigger_game_end(st, seat, Ending.NIAN_DEFEATED, ev)
        else:
            st.monster_at[tile] = -1
            ev.append(MonsterRemoved(ident, tile, _DEFEATED))
            for eff in st.catalogue.yao[ident].reward:
                resolve(st, seat, slot, eff, _DEFEATED_YAO, ev)
            follow.append((K.SPAWN_NEXT_YAO, seat, tile))
        take_scorched(st, seat, tile, ev)
        follow.extend(variant.after_victory(st, seat))
        push(st, *follow)

    def _defeat(self, st, seat, slot, ev):
        p = st.players[seat]
        p.lion_tile[slot] = NO_TILE
        ev.append(LionReturned(seat, slot, _DEFEATED))
        if variant_of(st).battle_lost(st, seat, ev):
            return
        if st.fear_deck:
            card = st.fear_deck.pop()
            p.deck.append(card)
            ev.append(CardMoved(seat, card, Pile.FEAR_DECK, Pile.DECK))


@step
class SpawnNextYao(Step):
    """("spawn_next_yao", seat, tile): after a victory over a Yao monster, draw and place the next."""

    kind = K.SPAWN_NEXT_YAO
    auto = True

    def run(self, st, frame, ev):
        push_spawn_yao(st, frame[1], frame[2])


def frontier_choices(st: GameState, kind: Monster) -> list[int]:
    spaces = st.catalogue.spaces
    free = open_spaces(st, "frontier", kind)
    normal = [s for s in free if not spaces[s].overflow]
    return (
        normal
        or [s for s in free if spaces[s].overflow]
        or [s for s in st.catalogue.spaces_in("frontier", kind) if spaces[s].overflow]
    )


@step
class Frontier(Step):
    """("frontier", seat, kind, token_or_form, tile): place the defeated monster and 1 Qi Energy."""

    kind = K.FRONTIER

    def legal(self, st, frame):
        return [Choose(s) for s in frontier_choices(st, frame[2])]

    def apply(self, st, frame, action, ev):
        seat = frame[1]
        space = action.option
        sp = st.catalogue.spaces[space]
        st.space_token[space] = frame[3] if frame[2] != Monster.TAOTIE else -frame[3]
        if sp.reward:
            st.stack.append((K.REWARD, seat, space))
        if st.space_qi[space] < 0 and can_place(st.players[seat]):
            push_place(st, seat, space, ev)

    def prompt(self, st, frame):
        return Prompt(K.FRONTIER, what=frame[2])


@step
class Reward(Step):
    """("reward", seat, space): gain one of the Frontier space's rewards."""

    kind = K.REWARD

    def legal(self, st, frame):
        return [Choose(i) for i in range(len(st.catalogue.spaces[frame[2]].reward))]

    def apply(self, st, frame, action, ev):
        eff: Effect = st.catalogue.spaces[frame[2]].reward[action.option]
        resolve(st, frame[1], max(st.turn.slot, 0), eff, _FRONTIER_REWARD, ev)


_DEFEATED = because(Cause.DEFEATED)
_DEFEATED_YAO = because(Cause.DEFEATED_YAO)
_FRONTIER_REWARD = because(Cause.FRONTIER_REWARD)
