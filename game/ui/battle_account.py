"""A battle's arithmetic, itemised for the battle screen (issue 42; rulebook, "4. Battle").

Everything here is read from the engine's events (`DiceRolled`, `StrengthDieRemoved`,
`BattleResolved`) and the opponent's own card; the Lion's bonuses, which no event carries, are
worked out from what the events must mean: each side's extra hits are its engine total less the
Strength dice it kept, and the Wardings and bonus successes follow from how many dice each side
lost.  The state is only asked where the events leave a choice (which source a hit came from, how
many Wardings stood with nothing to block), so the sums shown always add up to the engine's.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.core import events as E
from game.core.battle import monster_side
from game.core.events import BattleSide
from game.core.perform import BONUS_INDEX, battle_bonus


@dataclass
class SideAccount:
    """One side's part of the battle, as the screen itemises it."""

    side: BattleSide
    strength: tuple[int, ...]  # every Strength die, in rolling order
    intimidation: tuple[int, ...]  # every Intimidation die
    knocked_out: tuple[int, ...]  # indices of this side's Strength dice the opponent removed
    hits: list[tuple[str, int]] = field(default_factory=list)  # (source key, extra hits)
    rolled_successes: int = 0  # "!" faces rolled
    bonus_successes: int = 0  # successes from bonuses (never the monster's)
    blocked_successes: int = 0  # of this side's successes, how many the opponent's Wardings blocked
    wardings: int = 0
    warded: int = 0  # of the opponent's successes, how many this side's Wardings blocked
    total: int = 0  # the engine's Strength total
    intimidated: bool = False

    @property
    def kept(self) -> list[int]:
        return [v for i, v in enumerate(self.strength) if i not in self.knocked_out]

    @property
    def successes(self) -> int:
        """Successes that count: rolled and bonus, less those the opponent's Wardings blocked."""
        return self.rolled_successes + self.bonus_successes - self.blocked_successes

    @property
    def extra_hits(self) -> int:
        return sum(n for _, n in self.hits)


#: Where extra hits come from, by key (`game.text.battle.hit_source` words them).
HIT_SOURCES = ("monster_card", "motifs_and_drums", "this_turn")


def account(before, events, after) -> tuple[SideAccount, SideAccount]:
    """The Lion's and the opponent's accounts of the battle in `events` (the events of one move,
    `before` and `after` the states around it)."""
    rolls = {e.side: e for e in events if isinstance(e, E.DiceRolled)}
    removed = [e for e in events if isinstance(e, E.StrengthDieRemoved)]
    result = next(e for e in events if isinstance(e, E.BattleResolved))
    lion_roll, mon_roll = rolls[BattleSide.LION], rolls[BattleSide.MONSTER]
    seat, slot = result.seat, result.slot
    tile = next(
        (e.path[-1] for e in events if isinstance(e, E.LionLeapt)),
        before.players[seat].lion_tile[slot],
    )
    lion = SideAccount(
        BattleSide.LION,
        lion_roll.strength,
        lion_roll.intimidation,
        tuple(e.die for e in removed if e.side == BattleSide.LION),
    )
    mon = SideAccount(
        BattleSide.MONSTER,
        mon_roll.strength,
        mon_roll.intimidation,
        tuple(e.die for e in removed if e.side == BattleSide.MONSTER),
    )
    lion.total, mon.total = result.lion_total, result.monster_total
    lion.intimidated, mon.intimidated = result.lion_intimidated, result.monster_intimidated
    # the opponent's card: its Wardings and extra hits are printed on it
    m_wardings = 0
    try:
        side = monster_side(before, tile)[0]
        m_wardings = side.wardings
    except (IndexError, KeyError, TypeError):
        pass
    # the Lion's bonuses, where the events leave a choice (the state after, the Lion put back)
    probe = {"hits": 0, "wardings": 0, "successes": 0, "turn_hits": 0}
    try:
        st = after.copy()
        st.players[seat].lion_tile[slot] = tile
        for key in ("hits", "wardings", "successes"):
            probe[key] = battle_bonus(st, seat, slot, key)  # the Lion card's, cards', turn's
        if slot == st.turn.slot and st.seat == seat:
            probe["turn_hits"] = st.turn.bonus[BONUS_INDEX["hits"]]
    except (IndexError, KeyError, TypeError, AttributeError):
        pass
    # extra hits: the engine's total less the dice kept (exact)
    mon_extra = mon.total - sum(mon.kept)
    if mon_extra:
        mon.hits.append(("monster_card", mon_extra))
    lion_extra = lion.total - sum(lion.kept)
    if lion_extra:
        from_cards = max(0, min(lion_extra, probe["hits"] - probe["turn_hits"]))
        if lion_extra - from_cards and from_cards:
            lion.hits.append(("motifs_and_drums", from_cards))
            lion.hits.append(("this_turn", lion_extra - from_cards))
        else:
            lion.hits.append(("motifs_and_drums" if from_cards else "this_turn", lion_extra))
    # the Lion's successes against the opponent's Wardings
    lion.rolled_successes = sum(lion.intimidation)
    lion_raw = _raw_successes(
        lion.rolled_successes,
        probe["successes"],
        m_wardings,
        len(mon.knocked_out),
        len(mon.strength),
    )
    lion.bonus_successes = lion_raw - lion.rolled_successes
    lion.blocked_successes = min(m_wardings, lion_raw)
    mon.wardings, mon.warded = m_wardings, lion.blocked_successes
    # the opponent's successes against the Lion's Wardings
    mon.rolled_successes = sum(mon.intimidation)
    knocked, dice = len(lion.knocked_out), len(lion.strength)
    if knocked < dice or not dice:
        blocked = mon.rolled_successes - knocked  # every success not used was blocked
    else:  # all the Lion's dice out: the successes may have been more than enough
        blocked = max(0, min(probe["wardings"], mon.rolled_successes - knocked))
    mon.blocked_successes = max(0, blocked)
    lion.warded = mon.blocked_successes
    lion.wardings = max(probe["wardings"], lion.warded)
    return lion, mon


def _raw_successes(rolled: int, bonus: int, wardings: int, knocked: int, dice: int) -> int:
    """A side's successes before the opponent's Wardings: `rolled` "!" faces, at least, and as many
    as the `knocked` dice of the opponent's `dice` say there were."""
    if 0 < knocked < dice:
        return knocked + wardings  # exactly: each success past the Wardings took one die
    if knocked == 0:
        return min(rolled + bonus, max(rolled, wardings))  # none got through the Wardings
    return max(rolled + bonus, knocked + wardings)  # every die out: at least that many
