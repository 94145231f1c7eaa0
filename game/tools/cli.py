"""The command-line tools' shared argument checks (issue 39, item 8: the tools refuse nonsense).

Every tool (`python -m game.tools.sim`, `game.tools.balance`, `game.tools.bench`, `game.tools.ladder`, the scripts in
build_scripts/) reads its numbers, bot names, layouts and files through the types here, so a bad
argument is refused before anything is played, in argparse's own way: one line
``<prog>: error: argument --games: must be 1 or more, got -5`` after the usage, exit status 2, no
traceback.  Files are checked up front too: an ``--out`` in a folder that does not exist is refused
now, not after an hour of play.  `json_lines` reads the tools' JSON-lines results files, naming each
damaged line (file and line number) and skipping it.

The simulator's command line is built here as well (`sim_arguments`), beside the checks it shares.

Messages are for the developers who run these tools, in English like argparse's own.  No pygame.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

#: The most worker processes a tool starts: the most Python's process pools can wait for on Windows.
MAX_WORKERS = 61


def _range_words(low: int, high: int | None) -> str:
    """How a range reads in a message: "2, 3 or 4", "from 1 to 61", "0 or more"."""
    if high is None:
        return f"{low} or more"
    if high - low <= 3:
        values = [str(v) for v in range(low, high + 1)]
        return values[0] if len(values) == 1 else f"{', '.join(values[:-1])} or {values[-1]}"
    return f"from {low} to {high}"


def _whole(text: str, low: int, high: int | None, what: str) -> int:
    try:
        value = int(text.strip())
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected {what}, got {text!r}") from None
    if value < low or (high is not None and value > high):
        raise argparse.ArgumentTypeError(f"must be {_range_words(low, high)}, got {value}")
    return value


def whole_number(low: int, high: int | None = None) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high` (no upper limit when None)."""

    def parse(text: str) -> int:
        return _whole(text, low, high, "a whole number")

    return parse


def _items(text: str, example: str) -> list[str]:
    """The items of a comma-separated list; an empty list or an empty item is refused."""
    items = [item.strip() for item in text.split(",")]
    if not text.strip() or "" in items:
        raise argparse.ArgumentTypeError(
            f"an empty item in {text!r}: give items separated by commas, such as {example}"
        )
    return items


def _distinct(items: list, text: str) -> None:
    repeated = sorted({str(x) for x in items if items.count(x) > 1})
    if repeated:
        raise argparse.ArgumentTypeError(f"{', '.join(repeated)} given twice in {text!r}")


def whole_numbers(
    low: int,
    high: int | None = None,
    *,
    what: str = "numbers",
    example: str = "2,3,4",
    noun: str = "number",
    distinct: bool = False,
) -> Callable[[str], list[int]]:
    """An argparse type: comma-separated whole numbers (``2,3,4``), each from `low` to `high`;
    `what` and `example` say what was expected, `noun` what one item is; `distinct` refuses a
    number given twice."""

    def parse(text: str) -> list[int]:
        numbers = []
        for item in _items(text, example):
            try:
                value = int(item)
            except ValueError:
                raise argparse.ArgumentTypeError(
                    f"expected {what} such as {example}, got {text!r}"
                ) from None
            if value < low or (high is not None and value > high):
                raise argparse.ArgumentTypeError(
                    f"each {noun} must be {_range_words(low, high)}, got {value}"
                )
            numbers.append(value)
        if distinct:
            _distinct(numbers, text)
        return numbers

    return parse


def positive_seconds(text: str) -> float:
    """An argparse type: a time in seconds, more than 0 (``0.5``; not "nan" or "inf")."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0 seconds, got {text!r}")
    return value


def bot_name(text: str) -> str:
    """An argparse type: the name of a registered computer player (`game.ai.BOTS`)."""
    from game.ai import BOTS

    name = text.strip()
    if name not in BOTS:
        raise argparse.ArgumentTypeError(
            f"unknown bot {text!r}; choose from {', '.join(sorted(BOTS))}"
        )
    return name


def bot_names(distinct: bool = False) -> Callable[[str], list[str]]:
    """An argparse type: comma-separated bot names (``greedy,strong``), each a registered bot;
    `distinct` refuses a name given twice."""

    def parse(text: str) -> list[str]:
        names = [bot_name(item) for item in _items(text, "random,greedy")]
        if distinct:
            _distinct(names, text)
        return names

    return parse


def _writable(text: str) -> Path:
    """A file the tool may create or write: not a folder, in a folder that exists, writable."""
    if not text.strip():
        raise argparse.ArgumentTypeError("expected a file name, got ''")
    path = Path(text)
    folder = path.parent
    if path.is_dir():
        raise argparse.ArgumentTypeError(f"{text} is a folder, not a file")
    if not folder.is_dir():
        raise argparse.ArgumentTypeError(f"the folder {folder} does not exist (for {text})")
    if (path.exists() and not os.access(path, os.W_OK)) or not os.access(folder, os.W_OK):
        raise argparse.ArgumentTypeError(f"{text} cannot be written (permission denied)")
    return path


def output_file(text: str) -> str:
    """An argparse type: a file the tool writes (a report), checked before anything is played."""
    _writable(text)
    return text


def results_file(text: str) -> str:
    """An argparse type: a JSON-lines file of results the tool reads, if it is there, and appends
    to; checked like `output_file`, and an existing file must be readable."""
    path = _writable(text)
    if path.exists():
        try:
            with path.open("rb"):
                pass
        except OSError as exc:
            raise argparse.ArgumentTypeError(
                f"{text} cannot be read ({exc.strerror or exc})"
            ) from None
    return text


def layout_problem(players: int, layout: str) -> str | None:
    """Why a game of `players` cannot be played on `layout` (the level's own error, naming the file),
    or None when it can ("first-game", "build", or a level for that player count)."""
    from game.core import Config
    from game.core.engine import layout_for

    try:
        layout_for(Config(players=players, layout=layout))
    except (ValueError, OSError) as exc:  # ContentError is a ValueError
        return str(exc)
    return None


def skip_line(path: str, number: int, why: str) -> None:
    """Name a line of a results file that is not used, and why (one line on stderr)."""
    print(f"{path}: line {number} skipped ({why})", file=sys.stderr)


def json_lines(path: str) -> Iterator[tuple[int, dict]]:
    """The JSON objects of a JSON-lines file, each with its line number; a line that is not one (cut
    short by an interrupted run, edited, not UTF-8) is named on stderr and skipped; blank lines are
    passed over.  A missing file has no lines; the file is never rewritten."""
    try:
        f = open(path, "rb")  # noqa: SIM115 - closed below
    except FileNotFoundError:
        return
    with f:
        for number, raw in enumerate(f, 1):
            if not raw.strip():
                continue
            try:
                row = json.loads(raw.decode("utf-8"))
            except UnicodeDecodeError:
                skip_line(path, number, "not UTF-8 text")
                continue
            except json.JSONDecodeError as exc:
                skip_line(path, number, f"not JSON: {exc.msg}")
                continue
            if not isinstance(row, dict):
                skip_line(path, number, "not a JSON object")
                continue
            yield number, row


def sim_arguments(argv: list[str] | None, description: str) -> argparse.Namespace:
    """The command line of `python -m game.tools.sim`, checked: `bots` is one known bot per seat, the
    layout can be played by that many players."""
    parser = argparse.ArgumentParser(prog="python -m game.tools.sim", description=description)
    parser.add_argument("--players", type=whole_number(1, 4), default=2, help="1 (Solo) to 4")
    parser.add_argument(
        "--difficulty", choices=("easy", "normal", "hard"), help="Solo Mode only (default normal)"
    )
    parser.add_argument("--games", type=whole_number(1), default=10)
    parser.add_argument("--seed", type=whole_number(0), default=1)
    parser.add_argument(
        "--bots", type=bot_names(), help="comma-separated, one per seat (default: random)"
    )
    parser.add_argument(
        "--turn-cap",
        type=whole_number(0),
        default=0,
        help="end each game after this many turns (0: play to the end)",
    )
    parser.add_argument("--layout", default="first-game", help="first-game, build, or a level name")
    parser.add_argument("--json", action="store_true", help="print only the JSON summary")
    parser.add_argument(
        "--records", metavar="DIR", help="write each game's record in DIR (issue 43, item 6)"
    )
    args = parser.parse_args(argv)
    if args.difficulty is not None and args.players != 1:
        parser.error("argument --difficulty: only for Solo Mode (--players 1)")
    args.difficulty = args.difficulty or "normal"
    args.bots = args.bots or ["random"] * args.players
    if len(args.bots) != args.players:
        parser.error(
            f"argument --bots: names {len(args.bots)} bots for {args.players} players "
            "(one for each seat)"
        )
    problem = layout_problem(args.players, args.layout)
    if problem:
        parser.error(f"argument --layout: {args.layout!r} cannot be played: {problem}")
    return args
