"""A save too large to be one is refused before it is read (issue 39, item 7).

A finished 4-player game saves as tens of kilobytes; a file over `save.MAX_SAVE_BYTES` is refused
with a `SaveError` naming it, without reading it into memory or parsing it — by `save.load` and by
the saved-games list and Continue (which move it aside).
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from game.core import Config, Game, SaveError, save
from game.session import autosave
from game.text.saves import notice_text


@pytest.fixture
def parsed(monkeypatch) -> list[int]:
    """The size of every text `save.parse` is handed during the test."""
    sizes: list[int] = []
    real = save.parse

    def recording(text, name="save"):
        sizes.append(len(text))
        return real(text, name)

    monkeypatch.setattr(save, "parse", recording)
    return sizes


def _oversized(path: Path) -> Path:
    """A file one byte over the limit (sparse: it costs no disk or time to make)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as fh:
        fh.truncate(save.MAX_SAVE_BYTES + 1)
    return path


def test_a_finished_4_player_game__saves_far_below_the_size_limit():
    """The limit is a comfortable multiple of a real save (its comment has the measured figures)."""
    game = Game(Config(players=4, seed=194, layout="build", character_draft=True))
    rnd = random.Random(194)
    while not game.over:
        game.apply(rnd.choice(game.legal_actions()))
    size = len(save.dumps(game).encode("utf-8"))
    assert 10_000 < size < save.MAX_SAVE_BYTES // 50


def test_a_save_over_the_limit__is_refused_by_load_before_it_is_read(tmp_path, parsed):
    path = _oversized(tmp_path / "huge.json")
    with pytest.raises(SaveError, match=r"huge\.json is too large"):
        save.load(path)
    assert parsed == [], "the file was read and parsed"
    assert path.stat().st_size == save.MAX_SAVE_BYTES + 1


def test_a_save_over_the_limit__is_moved_aside_by_the_saved_games_list(data_dir, parsed):
    path = _oversized(autosave.folder() / "20260101-120000-huge00.json")
    saves, refused = autosave.scan()
    notices = [notice_text(n) for n in refused]
    assert saves == [] and parsed == []
    assert len(notices) == 1 and "too large" in notices[0] and path.name in notices[0]
    assert not path.exists()
    assert [p.name.startswith(f"{path.name}.damaged-") for p in autosave.folder().iterdir()] == [
        True
    ]


def test_a_save_over_the_limit__is_moved_aside_by_continue(data_dir, parsed):
    path = _oversized(autosave.folder() / "20260101-120000-huge01.json")
    with pytest.raises(SaveError, match="too large"):
        autosave.open_match(path)
    assert parsed == []
    assert not path.exists()
