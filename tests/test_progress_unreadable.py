"""A campaign progress file that cannot be read never stops the game or loses the player's
progress (issue 39, item 2): the Campaign screen and the Solo scoring screen open, say what became
of the file (moved aside as ``progress.json.damaged-<time>``), and the game goes on; a file that
cannot even be moved aside is left as it is and never written over."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

pytest.importorskip("pygame")

from game.session import campaign  # noqa: E402
from game.ui.scenes import campaign as scenes  # noqa: E402
from game.ui.scenes.campaign import scene as campaign_scene  # noqa: E402
from game.ui.scenes.scoring import ScoringScene  # noqa: E402
from tests.ui.driver import click, make_app  # noqa: E402
from tests.ui.scenario import button  # noqa: E402
from tests.ui.test_battle_and_scoring import _scores_app, _solo_won  # noqa: E402


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return tmp_path


def _a_folder_named_progress_json(data_dir: Path) -> Path:
    folder = data_dir / "progress.json"
    folder.mkdir()
    (folder / "mine.txt").write_text("the player's")
    return folder


def _kept_aside(data_dir: Path) -> Path:
    (aside,) = data_dir.glob("progress.json.damaged-*")
    assert (aside / "mine.txt").read_text() == "the player's"
    return aside


def _drawn(monkeypatch) -> list[str]:
    """Every text the campaign screens draw from now on."""
    drawn: list[str] = []
    real = campaign_scene.draw_text

    def recording(surface, text, *args, **kwargs):
        drawn.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(campaign_scene, "draw_text", recording)
    return drawn


def test_campaign_screen__opens_from_the_title_with_progress_json_a_folder_and_says_so(
    data_dir, monkeypatch
):
    from game.ui.app import start_app

    _a_folder_named_progress_json(data_dir)
    drawn = _drawn(monkeypatch)
    app = start_app()
    app.step(0.016)
    click(app, button(app.stack.top.buttons, "Campaign").rect.center)
    scene = app.stack.top
    assert isinstance(scene, scenes.CampaignScene), type(scene).__name__
    app.step(0.016)
    aside = _kept_aside(data_dir)
    shown = " ".join(drawn)
    assert "progress.json is a folder" in shown and aside.name in shown, drawn
    assert scene.progress.unlocked(1) and not scene.progress.unlocked(2)
    # and the campaign goes on: its titles and achievements open, and back
    for label in ("Titles", "Achievements"):
        click(app, button(scene.buttons, label).rect.center)
        assert app.stack.top is not scene
        click(app, (5, 5))
        assert app.stack.top is scene


@pytest.mark.parametrize("screen", ["CampaignScene", "TitlesScene", "AchievementsScene"])
def test_each_campaign_screen__opens_with_progress_json_a_folder(data_dir, screen):
    _a_folder_named_progress_json(data_dir)
    app = make_app()
    app.push(getattr(scenes, screen)(app))
    app.step(0.016)
    assert type(app.stack.top).__name__ == screen
    _kept_aside(data_dir)


def test_solo_scoring__with_progress_json_a_folder_shows_the_scores_says_so_and_keeps_the_win(
    data_dir,
):
    _a_folder_named_progress_json(data_dir)
    app, scoring = _scores_app(_solo_won(chapter=1))
    assert isinstance(scoring, ScoringScene)
    aside = _kept_aside(data_dir)
    assert any(aside.name in line for line in scoring.news), scoring.news
    assert "Chapter 1 complete — a new best!" in scoring.news
    progress = campaign.load()  # a fresh record, with this win in it
    assert progress.problem is None and progress.record(1).completed


def _damaged_and_stuck(data_dir: Path, monkeypatch) -> bytes:
    """A progress file that cannot be read (cut short) and cannot be moved aside either (the
    system refuses to rename it, as Windows does a file another program holds open)."""
    good = campaign.Progress()
    for number in range(1, 6):
        good.record(number).completed = True
    raw = json.dumps(good.to_json()).encode("utf-8")[:-20]
    (data_dir / "progress.json").write_bytes(raw)
    real_replace = os.replace

    def replace(src, dst, *args, **kwargs):
        if Path(src).name == "progress.json":
            raise PermissionError(13, "Permission denied", str(src))
        return real_replace(src, dst, *args, **kwargs)

    monkeypatch.setattr(os, "replace", replace)
    return raw


def test_a_progress_file_that_cannot_be_moved_aside__is_never_written_over(data_dir, monkeypatch):
    """A won chapter's scores, then the Campaign screen: both say progress made now is not kept,
    and the player's file is exactly as it was (it may hold chapters 1 to 5)."""
    raw = _damaged_and_stuck(data_dir, monkeypatch)
    drawn = _drawn(monkeypatch)
    app, scoring = _scores_app(_solo_won(chapter=1))
    assert isinstance(scoring, ScoringScene)
    told = " ".join(scoring.news)
    assert "progress.json" in told and "will not be kept" in told, scoring.news
    assert (data_dir / "progress.json").read_bytes() == raw
    click(app, button(scoring.buttons, "Back to campaign").rect.center)
    assert isinstance(app.stack.top, scenes.CampaignScene)
    app.step(0.016)
    assert "will not be kept" in " ".join(drawn), drawn
    assert (data_dir / "progress.json").read_bytes() == raw
    assert sorted(p.name for p in data_dir.iterdir() if p.name.startswith("progress")) == [
        "progress.json"
    ]
