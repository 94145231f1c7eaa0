"""DESIGN.md, game/session: a game being played by people and computers, with no pygame in it.

The match, its autosave, computer moves and the seeds are shared by the desktop screens and the tools:
a match with a computer and an autosave loads no pygame (the layers themselves: tests/test_layering.py), and every
seed is derived in `game.session.seeds` — the self-play bots' and Lion draw's with the formulas every
stored self-play game was played with.
"""

from __future__ import annotations

import ast
import json
import random
import re
import subprocess
import sys
import time
from pathlib import Path

from game.core import Config
from game.session import ComputerMove, computer, new_match, open_match, seeds, self_play_bots
from game.tools import sim

ROOT = Path(__file__).resolve().parents[2]
GAME = ROOT / "game"

#: plays a short 2-player match (a person and a Greedy computer) with an autosave, takes it up again
#: (Continue) and works out the person's choices, then says which modules imported pygame.  pytmx
#: (read by game.core.village for the levels) imports pygame when it is installed and does without it:
#: that import is refused here and reported apart, so that any other importer is caught.
SCRIPT = r"""
import json, os, random, sys, tempfile, time

PYTMX, OTHERS = [], []
class Watch:
    def find_spec(self, name, path=None, target=None):
        if name != "pygame" and not name.startswith("pygame."):
            return None
        frame = sys._getframe(1)
        while frame and frame.f_globals.get("__name__", "").startswith(
            ("importlib", "_frozen_importlib")
        ):
            frame = frame.f_back
        who = frame.f_globals.get("__name__", "?") if frame else "?"
        if who.split(".")[0] == "pytmx":
            PYTMX.append(who)
            raise ImportError("pytmx does without pygame")
        if who.split(".")[0] != "pygame":  # (pygame importing its own parts is no news)
            OTHERS.append(f"{who} imports {name}")
        return None
sys.meta_path.insert(0, Watch())
os.environ["LIONWAKE_DATA_DIR"] = tempfile.mkdtemp(prefix="lionwake-session-")

import game.session
from game.core import Config
from game.session import ComputerMove, new_match, open_match
from game.session.achievements import all_achievements
from game.session.campaign import chapters
from game.session.choices import choices_for

match = new_match(Config(players=2, seed=5), ["human", "greedy"])
rnd = random.Random(1)
computer_moves = 0
while computer_moves < 3 and not match.over:
    seat = match.pending.seat
    if match.is_human(seat):
        choices_for(match.view(seat), match.legal())
        match.apply(rnd.choice(match.legal()))
        continue
    move = ComputerMove.start(match, seat, pace=0.0)
    while not move.ready():
        time.sleep(0.005)
    assert move.error is None, move.error
    match.apply(move.action)
    computer_moves += 1
match.autosave.wait()
again = open_match(match.autosave.path)
assert again.game.history == match.game.history
chapters(), all_achievements()
print(json.dumps({"pygame": "pygame" in sys.modules, "others": OTHERS, "pytmx": PYTMX}))
"""


def test_a_match_with_a_computer_and_an_autosave_loads_no_pygame():
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout.strip().splitlines()[-1])
    assert found["others"] == [], "something besides pytmx imports pygame"
    assert found["pygame"] is False


def _imports(path: Path) -> list[str]:
    """Every module `path` imports, relative imports resolved (`from ..ui import x` is game.ui)."""
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1]
            module = ".".join(base) if node.level else ""
            if node.module:
                module = f"{module}.{node.module}" if module else node.module
            out += [module] + [f"{module}.{a.name}" for a in node.names]
    return out


def test_seeds_are_derived_only_in_the_seeds_module():
    """No seed arithmetic (`seed * n`, a new seed's range) anywhere but game/session/seeds.py, and
    the rules' own generator that turns the game's one seed into its state (game/core/rng.py)."""
    allowed = {GAME / "session" / "seeds.py", GAME / "core" / "rng.py"}
    pattern = re.compile(r"seed\w*\s*\*|\*\s*\w*seed\b|1\s*<<\s*31")
    found = [
        f"{path.relative_to(ROOT)}:{n}: {line.strip()}"
        for path in sorted(GAME.rglob("*.py"))
        if path not in allowed
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if pattern.search(line)
    ]
    assert found == []


def test_self_play_bots_and_lion_draw__seeded_as_every_stored_game_was():
    """The seeds of the self-play games (balance report, ladder, fingerprint): bot `seed*31+seat`,
    random Lion draft `seed*7919+17`.  Changing either would replay every stored game differently."""
    config = Config(players=3, seed=12)
    bots = self_play_bots(config, ["greedy", "random", "greedy"])
    for seat, bot in enumerate(bots):
        assert bot.rng.getstate() == random.Random(12 * 31 + seat).getstate()
    assert seeds.lion_draw(12).getstate() == random.Random(12 * 7919 + 17).getstate()


def test_sim_seats_the_factorys_bots(monkeypatch):
    """game.tools.sim plays with the bots the session's factory seats (so the same seeds)."""
    seated = []

    def spy(config, names, budget=None, iterations=0):
        bots = self_play_bots(config, names, budget, iterations)
        seated.append([b.rng.getstate() for b in bots])
        return bots

    monkeypatch.setattr(sim, "self_play_bots", spy)
    sim.play_one(Config(players=2, seed=7, turn_cap=1), ["random", "random"])
    assert seated == [[random.Random(7 * 31 + s).getstate() for s in (0, 1)]]


def _computer_action(match, seat: int):
    move = ComputerMove.start(match, seat, pace=0.0)
    while not move.ready():
        time.sleep(0.005)
    assert move.error is None
    return move.action


def test_computer_move__seeded_the_same_in_the_setup_draft_and_on_the_board(monkeypatch):
    """One formula for a computer's move at the table: the game's seed and the decisions so far."""
    used = []
    real = computer.make_bot

    def spy(kind, seed, *args, **kwargs):
        used.append(seed)
        return real(kind, seed, *args, **kwargs)

    monkeypatch.setattr(computer, "make_bot", spy)
    match = new_match(Config(players=2, seed=9), ["greedy", "greedy"], saved=False)
    assert match.game.state.round == 0  # the setup draft (the Lions are chosen from the row)
    expected = []
    while match.game.state.round == 0:
        expected.append(seeds.move_seed(9, len(match.game.history)))
        match.apply(_computer_action(match, match.pending.seat))
    expected.append(seeds.move_seed(9, len(match.game.history)))
    match.apply(_computer_action(match, match.pending.seat))  # a move on the board
    assert used == expected


def test_continue__the_computer_plays_on_as_if_the_game_had_never_been_left(data_dir):
    """A game taken up from its save: the computer's next moves are the ones it would have made."""
    match = new_match(Config(players=2, seed=21), ["human", "greedy"])
    rnd = random.Random(3)
    while len(match.game.history) < 12:
        seat = match.pending.seat
        if match.is_human(seat):
            match.apply(rnd.choice(match.legal()))
        else:
            match.apply(_computer_action(match, seat))
    match.autosave.wait()
    again = open_match(match.autosave.path)
    again.autosave = None  # one game writes the file
    for _ in range(6):
        seat = match.pending.seat
        if match.is_human(seat):
            action = rnd.choice(match.legal())
        else:
            action = _computer_action(match, seat)
            assert _computer_action(again, seat) == action
        match.apply(action)
        again.apply(action)
