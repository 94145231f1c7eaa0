"""Game history (issue 43, item 1): every finished game at this computer is kept as a game record.

A record is one JSON file in ``<user data>/records/`` (`game.userfiles.user_records_dir`), named
like the game's autosave (``<started>-<random>.json``).  It holds a **summary** — when the game
finished, its kind (hot-seat, Solo and its difficulty, campaign chapter), who sat where (a person or
which computer), each seat's Lions, Character board, score by category, the winners, how the game
ended, the Solo title earned and, for a daily Nian, its day (`daily`) — and the **game**: the
engine's save (`game.core.save`: configuration with its seed, every action, their checksum, the
final snapshot) with the autosave's versioned ``"ui"`` block beside it (who sits where, the campaign
chapter), everything a replay needs.
The format, its version and the rules for reading it are in docs/records.md.

Writing: `keep` writes a record atomically (`save.write_atomic`) when a match finishes;
`game.session.autosave.Autosave.write` calls it where the finished game's save is removed, and a
record that cannot be written is said (the autosave's `problem`, and `unkept` for the History
screen), never raised into the game.

Reading: the summary is the file's first line, so `scan` lists a thousand records reading only
their first lines (never replaying a game; `python -m game.tools.bench records` measures it);
a file without that line (written by another tool) is read whole.  `load` reads a whole record and
`replay` replays its game and checks it against the summary.  A file that cannot be used — not
readable, not JSON, not a record, from a newer Lionwake or of a format no Lionwake wrote, a damaged
summary, a game that does not replay — is refused with a `RecordProblem` (`game.text.records` words
it) and left exactly as it is.

`totals` adds up the people's results from the summaries: games, wins, best scores, wins by Lion
and by Character board, Solo titles earned.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path
from typing import Any

from game.core import ContentError, SaveError, save
from game.core.outcome import Ending, Outcome, TieBreak
from game.text.records import RecordFault, RecordProblem, problem_text
from game.userfiles import UserFileError, read_bytes, user_records_dir

from . import daily as daily_nian
from .campaign import title_key
from .computer import COMPUTER_KINDS
from .match import Match

FORMAT = "lionwake-record"
VERSION = 1  # the record format this Lionwake writes and reads; a newer one is refused
#: the largest record read: a save's limit and room for the summary
MAX_RECORD_BYTES = save.MAX_SAVE_BYTES + (1 << 20)
#: how much of a file `scan` reads to find the summary's line (a 4-player summary is ~2 KB)
HEAD_BYTES = 64 << 10
#: the kinds of game, as a summary's "kind" says them
KINDS = ("table", "solo", "campaign")
SEAT_KINDS = ("human", *COMPUTER_KINDS)

#: why finished games could not be kept in this session (the History screen says so)
unkept: list[str] = []


class RecordRefused(Exception):
    """A record that cannot be used: `problem` says why; `str()` words it."""

    def __init__(self, problem: RecordProblem) -> None:
        super().__init__(problem)
        self.problem = problem

    @classmethod
    def because(cls, kind: RecordFault, file: str, detail: object = "", reads: int = 0):
        return cls(RecordProblem(kind, file, str(detail), reads))

    def __str__(self) -> str:
        return problem_text(self.problem)


@dataclass(frozen=True)
class SeatResult:
    """One seat of a finished game: who played it, its Lions and Character board (their names as
    assets/data gives them, translated where shown), its score and its score by category."""

    plays: str  # "human" or the computer's kind
    lions: tuple[str, ...]
    board: str
    score: int
    categories: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Summary:
    """What the History list shows of a record, read without replaying its game."""

    path: Path
    finished: datetime
    kind: str  # one of `KINDS`
    difficulty: str
    chapter: int
    layout: str
    seed: int
    rounds: int
    decisions: int
    ending: str  # `Ending`'s value
    tie_break: str  # `TieBreak`'s value
    scored: bool
    winners: tuple[int, ...]
    title: str  # the Solo title's English key ("Guardian"), "" when none was earned
    table: tuple[SeatResult, ...] = field(default=())
    daily: str = ""  # the day ("2026-12-05") whose daily Nian this game was, "" for any other game

    @property
    def saved(self) -> datetime:
        """When the game finished (the name `game.text.saves.when` reads)."""
        return self.finished

    @property
    def seats(self) -> tuple[str, ...]:
        """Who played each seat ("human", "greedy", ...)."""
        return tuple(s.plays for s in self.table)

    @property
    def people(self) -> tuple[int, ...]:
        """The seats people played."""
        return tuple(i for i, s in enumerate(self.table) if s.plays == "human")

    @property
    def won(self) -> bool:
        """Whether a person won (the people's totals count it)."""
        return any(s in self.people for s in self.winners)

    @property
    def score(self) -> int:
        """The score the list sorts by: the best of the people's, or the best at the table when
        only computers played."""
        mine = [self.table[s].score for s in self.people]
        return max(mine or [s.score for s in self.table] or [0])

    def outcome(self) -> Outcome:
        """The game's `Outcome` as the summary holds it (`game.text.outcome` words it)."""
        return Outcome(
            Ending(self.ending),
            tuple(s.score for s in self.table),
            self.winners,
            TieBreak(self.tie_break),
            tuple(s.categories for s in self.table),
            self.scored,
        )


@dataclass(frozen=True)
class Record:
    """A whole record: its summary and its game (the engine's save with its "ui" block)."""

    summary: Summary
    game: dict[str, Any]


# --- writing ----------------------------------------------------------------------------------------


def kind_of(match: Match) -> str:
    """The kind of game `match` is: a campaign chapter, a Solo game or a hot-seat table."""
    if match.chapter:
        return "campaign"
    return "solo" if match.config.players == 1 else "table"


def summary_of(
    match: Match, finished: datetime | None = None, started: date | None = None
) -> dict[str, Any]:
    """The summary block of the finished `match` (docs/records.md, "summary"), begun on the day
    `started` (the day it finished when not given: a daily Nian is known by its day)."""
    st = match.game.state
    outcome = st.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    cat = st.catalogue
    seats = []
    for s, p in enumerate(st.players):
        seats.append(
            {
                "plays": match.seats[s] if s < len(match.seats) else "human",
                "lions": [
                    {"id": cat.lions[i].id, "name": cat.lions[i].name} for i in p.lion if i >= 0
                ],
                "board": (
                    {"id": cat.characters[p.character].id, "name": cat.characters[p.character].name}
                    if p.character >= 0
                    else {"id": "", "name": ""}
                ),
                "score": outcome.scores[s],
                "categories": [[c, n] for c, n in outcome.by_category[s]]
                if outcome.scored and s < len(outcome.by_category)
                else [],
            }
        )
    kind = kind_of(match)
    won = outcome.scored and bool(outcome.winners)
    finished = finished or datetime.now()
    day = daily_nian.day_of(st.config, started or finished.date()) if kind == "solo" else None
    return {
        "finished": finished.isoformat(timespec="seconds"),
        "kind": kind,
        "difficulty": st.config.difficulty,
        "chapter": match.chapter,
        "layout": st.config.layout,
        "seed": st.config.seed,
        "rounds": st.round,
        "decisions": len(match.game.history),
        "ending": str(outcome.ending),
        "tie_break": str(outcome.tie_break),
        "scored": outcome.scored,
        "winners": list(outcome.winners),
        "title": title_key(outcome.scores[0]) if kind != "table" and won else "",
        "seats": seats,
        **({"daily": day.isoformat()} if day else {}),  # optional (issue 43, item 4)
    }


def record_of(
    match: Match,
    ui: dict[str, Any],
    finished: datetime | None = None,
    started: date | None = None,
) -> dict[str, Any]:
    """The whole record of the finished `match`, begun on the day `started`; `ui` is the autosave's
    "ui" block (`game.session.autosave.ui_block`)."""
    game = save.to_json(match.game)
    game["ui"] = dict(ui)
    return {
        "format": FORMAT,
        "version": VERSION,
        "summary": summary_of(match, finished, started),
        "game": game,
    }


def encode(record: dict[str, Any]) -> bytes:
    """A record's bytes: one JSON object whose first line holds the format, the version and the
    summary, and whose second holds the game (so a list reads only the first line)."""
    compact = {"ensure_ascii": False, "separators": (",", ":")}
    head = json.dumps(
        {"format": record["format"], "version": record["version"], "summary": record["summary"]},
        **compact,
    )
    game = json.dumps(record["game"], **compact)
    return (head[:-1] + ',\n"game":' + game + "}\n").encode("utf-8")


def folder() -> Path:
    """<user data>/records, created if missing; `UserFolderError` when it cannot be used."""
    return user_records_dir()


def keep(match: Match, ui: dict[str, Any], name: str, where: Path | None = None) -> Path:
    """Write the finished `match`'s record as `name` in the records folder (or `where`),
    atomically; `OSError` (naming the folder or file) when it cannot be written.  `name` is the
    autosave's, which says the day the game began (`daily.started_on`)."""
    path = (where or folder()) / name
    save.write_atomic(path, encode(record_of(match, ui, started=daily_nian.started_on(name))))
    return path


# --- reading ----------------------------------------------------------------------------------------


def _check_header(data: Any, name: str) -> None:
    """Refuse what is not a record this Lionwake reads (`RecordRefused` says why)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordRefused.because(RecordFault.NOT_A_RECORD, name)
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise RecordRefused.because(RecordFault.OLDER, name, repr(version))
    if version > VERSION:
        raise RecordRefused.because(RecordFault.NEWER, name, version, reads=VERSION)


def _whole(value: Any, what: str, low: int = 0) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(f"{what} {value!r}")
    return value


def _text(value: Any, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} {value!r}")
    return value


def _seat(raw: Any) -> SeatResult:
    if not isinstance(raw, dict):
        raise ValueError(f"seat {raw!r}")
    plays = raw["plays"]
    if plays not in SEAT_KINDS:
        raise ValueError(f"seat played by {plays!r}")
    lions = tuple(_text(lion["name"], "Lion") for lion in raw["lions"])
    categories = tuple(
        (_text(c, "category"), _whole(n, "points", -(10**6))) for c, n in raw["categories"]
    )
    return SeatResult(
        plays,
        lions,
        _text(raw["board"]["name"], "board"),
        _whole(raw["score"], "score"),
        categories,
    )


def _day(value: Any) -> str:
    """The optional `daily` key: "" when absent, else a calendar date "YYYY-MM-DD"."""
    if value == "":
        return ""
    try:
        if isinstance(value, str) and len(value) == 10:
            return date.fromisoformat(value).isoformat()
    except ValueError:
        pass
    raise ValueError(f"daily {value!r}")


def describe(data: dict[str, Any], path: Path) -> Summary:
    """The summary of a record whose header is checked; `RecordRefused` (DAMAGED) says what is
    wrong with it."""
    try:
        raw = data["summary"]
        finished = datetime.fromisoformat(raw["finished"])
        if finished.tzinfo is not None:  # another tool's writing: local time, as Lionwake writes
            finished = finished.astimezone().replace(tzinfo=None)
        kind = raw["kind"]
        if kind not in KINDS:
            raise ValueError(f"kind {kind!r}")
        table = tuple(_seat(s) for s in raw["seats"])
        if not 1 <= len(table) <= 4:
            raise ValueError(f"{len(table)} seats")
        winners = tuple(_whole(w, "winner") for w in raw["winners"])
        if any(w >= len(table) for w in winners):
            raise ValueError(f"winners {list(winners)}")
        scored = raw["scored"]
        if not isinstance(scored, bool):
            raise ValueError(f"scored {scored!r}")
        return Summary(
            path=path,
            finished=finished,
            kind=kind,
            difficulty=_text(raw["difficulty"], "difficulty"),
            chapter=_whole(raw["chapter"], "chapter"),
            layout=_text(raw["layout"], "layout"),
            seed=_whole(raw["seed"], "seed", -(2**63)),
            rounds=_whole(raw["rounds"], "rounds"),
            decisions=_whole(raw["decisions"], "decisions"),
            ending=str(Ending(raw["ending"])),
            tie_break=str(TieBreak(raw["tie_break"])),
            scored=scored,
            winners=winners,
            title=_text(raw["title"], "title"),
            table=table,
            daily=_day(raw.get("daily", "")),
        )
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        raise RecordRefused.because(RecordFault.DAMAGED, path.name, exc) from None


def _parse(raw: bytes, name: str) -> Any:
    try:
        return json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise RecordRefused.because(RecordFault.NOT_JSON, name, exc) from None


def _read(path: Path) -> bytes:
    try:
        return read_bytes(path, MAX_RECORD_BYTES)
    except UserFileError as exc:  # its words name the file and say why
        raise RecordRefused.because(RecordFault.UNREADABLE, path.name, exc) from None


def _head(path: Path) -> Any:
    """The record's first line (format, version, summary) as JSON, or the whole file when its
    first line is not that (a record another tool wrote on one line, or pretty-printed)."""
    try:
        with path.open("rb") as fh:
            chunk = fh.read(HEAD_BYTES)
    except OSError:
        chunk = b""  # `_read` says why
    line, newline, _rest = chunk.partition(b"\n")
    if newline and line.endswith(b","):
        try:
            return json.loads(line[:-1] + b"}")
        except (ValueError, UnicodeDecodeError, RecursionError):
            pass  # not the summary's line: read the file whole, which says what is wrong
    return _parse(_read(path), path.name)


def summary(path: Path) -> Summary:
    """The summary of the record in `path`, reading as little of it as can be; `RecordRefused`."""
    data = _head(path)
    _check_header(data, path.name)
    return describe(data, path)


def scan(where: Path | None = None) -> tuple[list[Summary], list[RecordProblem]]:
    """The records in the records folder (or `where`), newest first, and why each file that could
    not be read was refused.  No file is changed, moved or removed."""
    found: list[Summary] = []
    problems: list[RecordProblem] = []
    try:
        where = where or folder()
        paths = list(where.glob("*.json"))
    except OSError:  # no records folder: no records (the title screen says why)
        return found, problems
    for path in paths:
        try:
            found.append(summary(path))
        except RecordRefused as exc:
            problems.append(exc.problem)
    found.sort(key=lambda s: (s.finished, s.path.name), reverse=True)
    problems.sort(key=lambda p: p.file)
    return found, problems


def load(path: Path) -> Record:
    """The whole record in `path`, its header, summary and game's header checked (the game is not
    replayed: `replay` does that); `RecordRefused` says why not."""
    name = path.name
    data = _parse(_read(path), name)
    _check_header(data, name)
    found = describe(data, path)
    game = data.get("game")
    try:
        save.check_header(game, name)
        if not isinstance(game.get("ui"), dict) or not isinstance(game.get("actions"), list):
            raise SaveError(f"{name} does not say who sat at the table")
    except SaveError as exc:
        raise RecordRefused.because(RecordFault.GAME, name, exc) from None
    return Record(found, game)


def replay(record: Record) -> Match:
    """The record's game replayed from its seed and checked (its moves' checksum, its final
    snapshot, and the scores and winners its summary says); `RecordRefused` (GAME) when it does
    not.  `ContentError` when the game's own files are damaged (the record is not at fault)."""
    found = record.summary
    name = found.path.name
    try:
        match = Match.resume(record.game, name, list(found.seats), found.chapter)
    except ContentError:
        raise
    except SaveError as exc:
        raise RecordRefused.because(RecordFault.GAME, name, exc) from None
    outcome = match.game.state.outcome
    if outcome is None or (outcome.scores, outcome.winners) != (
        tuple(s.score for s in found.table),
        found.winners,
    ):
        raise RecordRefused.because(
            RecordFault.GAME, name, "its moves do not end with the scores its summary says"
        )
    return match


# --- the History screen's list and totals ----------------------------------------------------------


def listed(summaries: Iterable[Summary], kind: str = "", order: str = "date") -> list[Summary]:
    """The summaries of one kind ("" for all), newest first (`order` "date") or best score
    first ("score", the newest first among equal scores)."""
    chosen = [s for s in summaries if not kind or s.kind == kind]
    chosen.sort(key=lambda s: (s.finished, s.path.name), reverse=True)
    if order == "score":
        chosen.sort(key=lambda s: s.score, reverse=True)  # stable: newest first among equals
    return chosen


@dataclass(frozen=True)
class Totals:
    """The people's results over some records: a game is won when a person won it."""

    games: int = 0
    wins: int = 0
    best: int = 0  # the best score a person made in a hot-seat game
    best_solo: int = 0  # ... in a Solo victory (a campaign chapter's too)
    lions: dict[str, int] = field(default_factory=dict)  # wins by Lion (a person's two)
    boards: dict[str, int] = field(default_factory=dict)  # wins by Character board
    titles: dict[str, int] = field(default_factory=dict)  # Solo titles earned


def totals(summaries: Sequence[Summary]) -> Totals:
    """Add up the people's results (issue 43, item 1)."""
    lions: Counter[str] = Counter()
    boards: Counter[str] = Counter()
    titles: Counter[str] = Counter()
    best = best_solo = wins = 0
    for s in summaries:
        mine = [s.table[p] for p in s.people]
        if s.kind == "table":
            best = max([best, *(seat.score for seat in mine)])
        elif s.scored and s.winners:
            best_solo = max([best_solo, *(seat.score for seat in mine)])
        if s.title and s.won:
            titles[s.title] += 1
        if not s.won:
            continue
        wins += 1
        for p in s.winners:
            if p in s.people:
                lions.update(s.table[p].lions)
                if s.table[p].board:
                    boards[s.table[p].board] += 1
    return Totals(len(summaries), wins, best, best_solo, dict(lions), dict(boards), dict(titles))


# --- the benchmark ------------------------------------------------------------------------------------


def bench(count: int = 1000) -> dict[str, Any]:
    """Write `count` records of real 4-player games (quick bots) in a temporary folder and time
    listing them; the figures as a dict."""
    import random
    import tempfile
    import time
    from datetime import timedelta

    from game.ai import make_bot
    from game.core import Config

    where = Path(tempfile.mkdtemp(prefix="lionwake-records-"))
    started = datetime(2026, 1, 1)
    sizes = []
    rnd = random.Random(43)
    for seed in range(1, 9):  # 8 games, each written under many names and dates
        match = Match(Config(players=4, seed=seed), seats=["human", "greedy", "strong", "human"])
        bots = [make_bot("quick", s) for s in range(4)]
        while not match.over:
            seat = match.pending.seat
            match.game.apply(bots[seat].choose(match.game, seat))
        ui = {"version": 1, "seats": match.seats, "chapter": 0, "saved": started.isoformat()}
        for n in range(seed - 1, count, 8):
            when = started + timedelta(minutes=rnd.randrange(500_000))
            raw = encode(record_of(match, ui, when))
            (where / f"{n:05d}.json").write_bytes(raw)
        sizes.append(len(raw))
    t0 = time.perf_counter()
    found, problems = scan(where)
    scan_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    totals(found)
    listed(found, order="score")
    sum_s = time.perf_counter() - t0
    for path in where.iterdir():
        path.unlink()
    where.rmdir()
    return {
        "benchmark": "records",
        "records": len(found),
        "refused": len(problems),
        "record_kib": [round(s / 1024, 1) for s in sizes],
        "list_ms": round(scan_s * 1000, 1),
        "totals_and_sort_ms": round(sum_s * 1000, 2),
    }
