"""Every seed a game is played with, derived here and nowhere else.

The rules take all their chance from the one seed in `Config` (rulebook, "Setup": shuffles, draws and
dice come from the game's generator), so a game is its seed and its decisions.  Around it:

* a new game at the table ("Play again", a campaign chapter) gets a seed, and a first player, drawn
  at random: `deal`; the new-game screen draws them when it opens (`table_draw`), so the deal code
  of the game being set up shows before it starts, or takes them from a typed code;
* a computer's move at the table is searched by a bot seeded from the game's seed and the number of
  decisions taken so far (`move_seed`), so a game taken up from its save plays on with the same
  computer moves as if it had never been left;
* the self-play tools (`game.tools.sim`, the balance report, the ladder) keep one bot per seat for the
  whole game, seeded by `bot_seed`, and draw random Lions in the Lion draft from `lion_draw`.  These
  two formulas are fixed: every stored self-play game and the behaviour fingerprint were played with
  them, and a change would replay them all differently;
* the daily Nian (issue 43, item 4) is dealt from the calendar date by `daily_seed`, a fixed formula
  every machine works out alike (the same deal for everyone that day).
"""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace
from datetime import date

from game.core import Config

#: a new game's seed is drawn below this
SEED_LIMIT = 1 << 31


def deal(config: Config, rnd: random.Random | None = None) -> Config:
    """`config` as a new game at the same table: a new seed and a first player, drawn from `rnd`
    (the process's generator when not given)."""
    randrange = rnd.randrange if rnd is not None else random.randrange
    return replace(config, seed=randrange(SEED_LIMIT), first_player=randrange(config.players))


#: a first player drawn for a table not yet counted: `roll % players` is fair for 1 to 4 players
FIRST_PLAYER_ROLLS = 12


def table_draw(rnd: random.Random | None = None) -> tuple[int, int]:
    """A seed and a first-player roll for a new-game screen (issue 43, deal codes): drawn when the
    screen opens so its deal code shows before the game starts, and kept while the player counts
    the table (the first player is `roll % players`)."""
    randrange = rnd.randrange if rnd is not None else random.randrange
    return randrange(SEED_LIMIT), randrange(FIRST_PLAYER_ROLLS)


def move_seed(seed: int, decisions: int) -> int:
    """The seed of a computer's move at the table: the game's `seed` and how many decisions were
    taken before it (during the setup draft as on the board)."""
    return seed * 7919 + decisions


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the self-play bot at `seat` in the game seeded `seed` (kept for the whole game)."""
    return seed * 31 + seat


def client_seed(seed: int, seat: int, again: int = 0) -> int:
    """The seed of the headless network client's random bot at `seat` in the selftest game seeded
    `seed` (issue 44, `game.net.selftest`); `again` sets a restarted client's process apart."""
    return seed * 100 + seat + again


def lion_draw(seed: int) -> random.Random:
    """The generator of a self-play game's random Lion draft (`game.tools.sim`, `random_lions`)."""
    return random.Random(seed * 7919 + 17)


#: what the daily seed's hash is taken of, before the date
DAILY_SALT = "lionwake-daily-nian:"


def daily_seed(day: date) -> int:
    """The seed of the daily Nian of `day` (issue 43, item 4): the first 8 bytes of the SHA-256 of
    "lionwake-daily-nian:YYYY-MM-DD" (UTF-8) as a big-endian number, modulo `SEED_LIMIT`.

    Fixed for good: every machine deals the same game for the same date (Python's `hash` is salted
    per process and would not), and a record of a past day's game names its seed."""
    digest = hashlib.sha256(f"{DAILY_SALT}{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % SEED_LIMIT
