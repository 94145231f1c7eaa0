"""Chance: one seeded random number generator kept in the game state.

Every shuffle, draw, die and tile reveal comes from here (rulebook: shuffles in Setup, Rest and Clean
Up; dice in Battle; draws from the Motif bag and monster stack).  The generator is SplitMix64 over a
single integer, so copying a state copies its chance for free and the same seed with the same actions
gives the same events on every machine and Python version.

Tests may force outcomes through `GameState.forced` (see `take_forced`): a queue of values consumed
before the generator, documented as the test hook for rolls and draws.
"""

from __future__ import annotations

from typing import Protocol

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class HasRng(Protocol):
    rng: int
    forced: list[int]


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return (seed * 0xD1B54A32D192ED03 + 0x8CB92BA72F3D8DD7) & _MASK


def next_u64(st: HasRng) -> int:
    x = (st.rng + _GOLDEN) & _MASK
    st.rng = x
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


def below(st: HasRng, n: int) -> int:
    """A uniform integer in [0, n)."""
    if n <= 0:
        raise ValueError("below() needs a positive bound")
    if st.forced:
        value = st.forced.pop(0)
        if not 0 <= value < n:
            raise ValueError(f"forced value {value} is outside [0, {n})")
        return value
    return next_u64(st) % n


def shuffle(st: HasRng, items: list) -> None:
    """Fisher-Yates, in place."""
    for i in range(len(items) - 1, 0, -1):
        j = below(st, i + 1)
        items[i], items[j] = items[j], items[i]
