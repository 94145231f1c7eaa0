"""The fingerprint of behaviour: whether the game still plays as it did (issue 40, item 6).

A fixed set of seeded games (`GAMES`: every player count, all three Solo difficulties, the first-game
villages, Build your own with both drafts, a campaign chapter, and the Random, Greedy and Strong bots,
Strong at a fixed number of search iterations so that a busy machine plays as an idle one) is played
through the same loop as the self-play tools (`game.tools.sim.play_one`).  Each game is hashed by its
configuration, every action taken (in the save's JSON form) and its outcome (scores by category, the
winners, the tie-break used, how it ended, the round and the turn).  The hash of all of them is the
fingerprint.

The fingerprint the code is meant to have is recorded in ``behaviour.json`` beside this module, one
digest a game.  `tests/test_fingerprint.py` plays the set and fails when a game has changed course:
a refactor that changes a game is a defect.  A deliberate change of rules, bots or catalogue re-records
it (``python -m game.tools.fingerprint --record``), and that retires the stored self-play games.

The balance report (`game.tools.balance`) and the strength ladder (`game.tools.ladder`) keep every
finished game in a JSON-lines file and play only the games not yet in it; a stored game counts while
the recorded fingerprint and the catalogue's data are the same (`catalogue_fingerprint`; a Solo
game counts on the Solo games of the set, the others on theirs).  So tidying the rules or the bots, or
the catalogue's comments, keeps hours of stored games, as long as no game changes.

    python -m game.tools.fingerprint            # play the set, print each game and the fingerprint
    python -m game.tools.fingerprint --check    # the same; exit 1 naming the games that changed
    python -m game.tools.fingerprint --record   # write the new digests to behaviour.json
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from game.core import Config
from game.core.actions import Action
from game.core.engine import Game
from game.core.scoring import breakdown
from game.resources import data_dir, levels_dir

#: Where the fingerprint the code is meant to have is kept.
RECORD = Path(__file__).with_name("behaviour.json")


@dataclass(frozen=True)
class Spec:
    """One game of the set: its name, configuration, one bot per seat and how Strong searches."""

    name: str
    config: Config
    bots: tuple[str, ...]
    iterations: int = 0
    random_lions: bool = False


def _specs() -> tuple[Spec, ...]:
    out = []

    def add(name, bots, iterations=0, random_lions=False, **config):
        out.append(Spec(name, Config(**config), tuple(bots), iterations, random_lions))

    for difficulty in ("easy", "normal", "hard"):
        for seed in (1, 2):
            add(
                f"solo-{difficulty}-random-{seed}",
                ["random"],
                players=1,
                seed=seed,
                difficulty=difficulty,
            )
        add(f"solo-{difficulty}-greedy", ["greedy"], players=1, seed=3, difficulty=difficulty)
    add("solo-normal-strong", ["strong"], iterations=6, players=1, seed=4, turn_cap=30)
    add(
        "solo-chapter-3-greedy",
        ["greedy"],
        players=1,
        seed=5,
        layout="campaign/chapter-3",
        difficulty="easy",
    )
    for n in (2, 3, 4):
        for seed in (1, 2):
            add(f"{n}p-random-{seed}", ["random"] * n, players=n, seed=seed, first_player=seed % n)
        add(
            f"{n}p-build-drafts-random",
            ["random"] * n,
            players=n,
            seed=3,
            layout="build",
            character_draft=True,
        )
        add(f"{n}p-casual-draft-random", ["random"] * n, players=n, seed=4, lion_draft="casual")
        add(f"{n}p-greedy", ["greedy"] * n, players=n, seed=5, first_player=n - 1)
    add("2p-greedy-random-lions", ["greedy"] * 2, random_lions=True, players=2, seed=6)
    add("2p-build-greedy", ["greedy"] * 2, players=2, seed=7, layout="build", character_draft=True)
    add("2p-strong", ["strong"] * 2, iterations=6, players=2, seed=8, turn_cap=40)
    add("3p-mixed", ["strong", "greedy", "random"], iterations=4, players=3, seed=9, turn_cap=45)
    add("4p-greedy-random", ["greedy", "random", "greedy", "random"], players=4, seed=10)
    return tuple(out)


#: The fixed set of seeded games.
GAMES = _specs()


def outcome(game: Game) -> dict:
    """What a finished game came to, in plain JSON: scores by category for each seat, the winners,
    the tie-break used, how it ended, and the round and turn it ended in."""
    st = game.state
    outcome = st.outcome
    return {
        "scores": list(outcome.scores),
        "by_category": [breakdown(st, seat) for seat in range(st.n)],
        "winners": list(outcome.winners),
        "tie_break": str(outcome.tie_break),
        "ended_by": str(outcome.ending),
        "round": st.round,
        "turns": st.turns,
    }


def play(spec: Spec) -> str:
    """The digest of one game of the set, played now."""
    from game.tools.sim import play_one

    digest = hashlib.sha256(json.dumps(spec.config.to_dict(), sort_keys=True).encode())
    digest.update(json.dumps([spec.bots, spec.iterations, spec.random_lions]).encode())

    def trace(action: Action) -> None:
        digest.update(json.dumps(action.to_dict(), sort_keys=True).encode() + b"\n")

    game = play_one(
        spec.config,
        list(spec.bots),
        iterations=spec.iterations,
        random_lions=spec.random_lions,
        trace=trace,
    )
    digest.update(json.dumps(outcome(game), sort_keys=True).encode())
    return digest.hexdigest()[:16]


def behaviour(progress: Callable[[Spec, str, float], None] | None = None) -> dict[str, str]:
    """Every game of the set, played now: name -> digest."""
    out = {}
    for spec in GAMES:
        start = time.perf_counter()
        out[spec.name] = play(spec)
        if progress:
            progress(spec, out[spec.name], time.perf_counter() - start)
    return out


def fingerprint_of(digests: dict[str, str]) -> str:
    """One short hash of a set of game digests."""
    text = "".join(f"{name}={digests[name]}\n" for name in sorted(digests))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def recorded() -> dict[str, str]:
    """The digests recorded in behaviour.json: what the code is meant to play."""
    return json.loads(RECORD.read_text(encoding="utf-8"))["games"]


def changed(now: dict[str, str], then: dict[str, str]) -> list[str]:
    """The games of the set whose course differs from the record (or that one of them lacks)."""
    return sorted(name for name in set(now) | set(then) if now.get(name) != then.get(name))


def recorded_fingerprint() -> str:
    """The recorded fingerprint of behaviour: a stored self-play game counts while it holds (the test
    suite checks that the code still plays every game of the set as recorded)."""
    return fingerprint_of(recorded())


#: The files the rules read (game/core/catalogue.py and the first-game maps); the rules reference and
#: the guide's text in assets/data change no game.
CATALOGUE_FILES = (
    "amulets.toml",
    "characters.toml",
    "components.toml",
    "drums_lion.toml",
    "drums_market.toml",
    "drums_player.toml",
    "fear.toml",
    "lions.toml",
    "monsters.toml",
    "ritual_manuals.toml",
    "slips.toml",
    "terrain.toml",
    "village_board.toml",
)


def _data_of(path: Path) -> bytes:
    """A catalogue file's data, not its text: a comment or a blank line changes no game."""
    with path.open("rb") as f:
        return json.dumps(tomllib.load(f), sort_keys=True, default=str).encode()


def is_solo_game(name: str) -> bool:
    """Whether a game of the set is a Solo game (their names say so)."""
    return name.startswith("solo-")


def catalogue_fingerprint(solo: bool = False) -> str:
    """A short hash of the catalogue files, the first-game maps and the recorded behaviour: stored
    games count only for the catalogue and the play they were played with.  The Solo deck
    (solo.toml) counts only for Solo games, and so does the behaviour of the set's Solo games: a
    change to how Solo plays or scores retires the stored Solo games and keeps the others (the
    others' behaviour is their own games of the set; a change to shared code that plays them
    differently shows there)."""
    digest = hashlib.sha256()
    for name in CATALOGUE_FILES + (("solo.toml",) if solo else ()):
        digest.update(name.encode() + b"\0" + _data_of(data_dir() / name))
    for path in sorted(levels_dir().glob("first-game-*.tmx")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    games = {name: d for name, d in recorded().items() if is_solo_game(name) == solo}
    digest.update(fingerprint_of(games).encode())
    return digest.hexdigest()[:12]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m game.tools.fingerprint", description=__doc__.split("\n\n")[0]
    )
    what = parser.add_mutually_exclusive_group()
    what.add_argument(
        "--check", action="store_true", help="exit 1 if a game differs from the record"
    )
    what.add_argument("--record", action="store_true", help="write the digests to behaviour.json")
    args = parser.parse_args(argv)

    def progress(spec: Spec, digest: str, seconds: float) -> None:
        print(f"{spec.name:28} {digest}  {seconds:6.2f} s", flush=True)

    start = time.perf_counter()
    now = behaviour(progress)
    print(
        f"fingerprint {fingerprint_of(now)}: {len(now)} games in "
        f"{time.perf_counter() - start:.1f} s"
    )
    if args.record:
        RECORD.write_text(json.dumps({"games": now}, indent=1, sort_keys=True) + "\n", "utf-8")
        print(
            f"recorded in {RECORD.name}: stored balance and ladder games of another fingerprint "
            "no longer count"
        )
        return 0
    differ = changed(now, recorded())
    if not differ:
        print(f"the same as recorded ({recorded_fingerprint()})")
        return 0
    print(
        f"differs from the record ({recorded_fingerprint()}) in {len(differ)} games: "
        + ", ".join(differ)
    )
    return 1 if args.check else 0


if __name__ == "__main__":
    sys.exit(main())
