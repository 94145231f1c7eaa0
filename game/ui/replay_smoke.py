"""`python -m game --replay FILE [--smoke]`: a game record opened in the replay view (issue 43, item 6).

`watch` is a player's command: the window opens as usual and shows the record's replay on top of
the title menu (a refused record is named there, over the menu).

`replay_smoke` is the headless proof: under SDL's dummy drivers (set when not set) it starts the app
as a player does, drops FILE onto the window (pygame's DROPFILE, as a player's file manager sends
it: `records_open.dropped`), and in the replay view presses Right — the key a player steps forward
with — until every decision is shown.  It then checks the board against the record as its summary
says it (read apart from the replay): the count of decisions stepped through and the scores by seat
and the winners of the game on the board.  Its last line is one JSON object: `decisions` (stepped
through), `scores` (by seat, as the record's outcome says them), `scenes` (the screens seen, in
order) and `ok`; it returns 0 when the replay and the record agree, 1 otherwise (why on stderr) —
a refused record too.  The player's files are left alone (`smoke._own_files`).
"""

from __future__ import annotations

import json
import os
import sys
import time
import traceback
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.session import records  # noqa: E402

from .smoke import FRAME, Recorder, _own_files  # noqa: E402

#: at most this many seconds from the title menu to the replay's end
MAX_SECONDS = 300.0


class ReplayDisagrees(AssertionError):
    """The replay view did not open the record, or did not end as the record says."""


def watch(file: str, failed_start=None) -> int:
    """Open the window with the record in `file` in the replay view over the title menu (after a
    failed start, the recovery offer comes first and the record is not opened)."""
    from .app import start_app
    from .records_open import Notice, open_record

    app = start_app(failed_start)
    if failed_start is None:
        why = open_record(app, file)
        if why:
            app.notice = Notice(why)
    app.run()
    pygame.quit()
    return 0


def _press(app, key: int) -> None:
    """A key pressed and released, as a player's keyboard sends it; one frame."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0))
    app.step(FRAME)


def step_through(app, summary: records.Summary, deadline: float) -> int:
    """Drop the record onto the window and press Right until its last decision is shown; how many
    presses moved it on.  `ReplayDisagrees` when it does not open or end as the record says."""
    from .scenes.board.replay import ReplayScene

    for _ in range(3):
        app.step(FRAME)
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(summary.path)))
    app.step(FRAME)
    scene = app.stack.top
    if not isinstance(scene, ReplayScene):
        notice = getattr(app, "notice", None)
        raise ReplayDisagrees(notice.text if notice else "the record did not open in the replay")
    stepped = 0
    while not scene.replay.at_end:
        if time.monotonic() > deadline or stepped > summary.decisions:
            raise ReplayDisagrees(f"the replay did not end after {stepped} decisions")
        before = scene.replay.position
        _press(app, pygame.K_RIGHT)
        if app.stack.top is not scene:
            raise ReplayDisagrees("the replay view closed while stepping through it")
        stepped += scene.replay.position - before
    for _ in range(3):  # the end shown: every hand and deck
        app.step(FRAME)
    _agrees(scene.match, summary, stepped)
    return stepped


def _agrees(match, summary: records.Summary, stepped: int) -> None:
    """`ReplayDisagrees` unless the game on the board ended as the record's summary says."""
    outcome = match.game.state.outcome
    said = [s.score for s in summary.table]
    if stepped != summary.decisions:
        raise ReplayDisagrees(
            f"{stepped} decisions stepped through, the record says {summary.decisions}"
        )
    if outcome is None:
        raise ReplayDisagrees("the game on the board is not over at the replay's end")
    if list(outcome.scores) != said or tuple(outcome.winners) != summary.winners:
        raise ReplayDisagrees(
            f"the board ends with scores {list(outcome.scores)} and winners {list(outcome.winners)}"
            f", the record says {said} and {list(summary.winners)}"
        )


def replay_smoke(file: str, max_seconds: float = MAX_SECONDS) -> int:
    """`python -m game --replay FILE --smoke` (see the module's note): 0 when the replay agrees
    with the record, 1 otherwise."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from .app import start_app

    problem = ""
    stepped = 0
    scores: list[int] = []
    scenes: list[str] = []
    path = Path(file).resolve()
    try:
        summary = records.summary(path)
        scores = [s.score for s in summary.table]
    except records.RecordRefused as exc:
        summary, problem = None, str(exc)
    if summary is not None:
        with _own_files():
            app = start_app()
            app.settings_path = None  # the settings live in this window only
            app.settings.animation_speed = 0
            recorder = Recorder(app, None)
            try:
                stepped = step_through(app, summary, time.monotonic() + max_seconds)
            except ReplayDisagrees as exc:
                problem = str(exc)
            except Exception:  # noqa: BLE001  (a crash in the game: said in full)
                problem = "the game crashed:\n" + traceback.format_exc()
            finally:
                scenes = recorder.summary()["scenes"]
                pygame.quit()
    result = {"decisions": stepped, "scores": scores, "scenes": scenes, "ok": not problem}
    if problem:
        result["problem"] = problem.splitlines()[0]
        print(f"replay smoke: FAILED: {problem}", file=sys.stderr)
    print(json.dumps(result))
    return 1 if problem else 0
