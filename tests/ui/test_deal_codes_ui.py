"""Deal codes on the screens (issue 43, item 3): the new-game screen shows the code of the game it
sets up and starts that very deal; a code typed there sets every option and the game starts with its
seed and first player (two tables from one code and the same moves play the same game); a mistyped
code is refused with the reason; the scores screen shows the code of the game just played."""

from __future__ import annotations

import pygame
import pytest

from game.core import Config
from game.core.scoring import finish_game
from game.session import deal_codes
from game.session.match import Match
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.scoring import ScoringScene

from .driver import click, make_app


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    return tmp_path


def _screen(solo: bool = False, size=(1280, 720)):
    app = make_app(size)
    app.push(MenuScene(app))
    scene = NewGameScene(app, solo=solo)
    app.push(scene)
    app.step(0.016)
    return app, scene


def _type(app, text: str) -> None:
    """Typed key by key, as a player does."""
    for c in text:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=c))
    app.step(0.016)


def _start(app, scene) -> Match:
    click(app, next(b for b in scene.buttons if b.label == "Start the game").rect.center)
    return app.stack.top.match


def _drawn(app, scene) -> list[str]:
    app.step(0.016)
    return [t for t, _rect, _box in scene.text.items]


def test_a_fresh_screen_shows_the_code_of_the_deal_it_starts():
    app, scene = _screen()
    shown = scene.code_buttons[0].label
    assert deal_codes.decode(shown).players == 2
    match = _start(app, scene)
    assert deal_codes.encode(match.game.state.config) == shown
    _app2, other = _screen()
    assert other.code_buttons[0].label != shown  # a new deal each time the screen opens


def test_the_code_follows_the_options():
    app, scene = _screen()
    before = scene.code_buttons[0].label
    click(app, next(b for b in scene.buttons if b.label == "Casual: deal 3").rect.center)
    after = scene.code_buttons[0].label
    assert after != before and deal_codes.decode(after).lion_draft == "casual"
    assert deal_codes.decode(after).seed == deal_codes.decode(before).seed  # the same deal


def test_a_typed_code_sets_every_option_and_deals_its_game():
    config = Config(
        players=3, seed=424242, layout="build", character_draft=True, lion_draft="casual"
    )
    config = Config(**{**config.to_dict(), "first_player": 2})
    code = deal_codes.encode(config)
    matches = []
    for typed in (code, code.lower().replace("-", "").replace("0", "o")):
        app, scene = _screen()
        _type(app, typed)
        assert (scene.players, scene.layout_choice, scene.lion_draft, scene.character_draft) == (
            3,
            "build",
            "casual",
            True,
        )
        assert scene.code_buttons[0].label == code
        assert any(code in t for t in _drawn(app, scene))  # "Dealt from the code ..."
        match = _start(app, scene)
        assert match.game.state.config == config
        matches.append(match)
    a, b = matches
    for _ in range(40):  # the same moves at both tables: the same game
        legal = a.legal()
        assert [x.to_dict() for x in legal] == [x.to_dict() for x in b.legal()]
        a.apply(legal[-1])
        b.apply(legal[-1])
    assert a.game.state.to_dict() == b.game.state.to_dict()


def test_a_pasted_solo_code_makes_the_screen_solo():
    code = deal_codes.encode(Config(players=1, seed=7, difficulty="hard"))
    app, scene = _screen()
    pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=code))  # pasted: one event
    app.step(0.016)
    assert scene.solo and scene.difficulty == "hard" and scene.players == 1
    match = _start(app, scene)
    assert match.game.state.config.seed == 7 and match.game.state.config.difficulty == "hard"


def test_a_chapter_code_plays_that_chapter_village():
    code = deal_codes.encode(Config(players=1, seed=9, layout="campaign/chapter-3"))
    app, scene = _screen(solo=True)
    _type(app, code)
    assert scene.layout_choice == "campaign/chapter-3"
    chapter = next(b for b in scene.buttons if b.label == "Chapter 3")
    assert chapter.primary
    assert _start(app, scene).game.state.config.layout == "campaign/chapter-3"


def test_a_mistyped_code_is_refused_with_the_reason_and_changes_nothing():
    app, scene = _screen()
    good = scene.code_buttons[0].label
    code = deal_codes.encode(Config(players=4, seed=99, first_player=3)).replace("-", "")
    typo = code[:5] + ("A" if code[5] != "A" else "B") + code[6:]
    _type(app, typo)
    assert scene.refused and scene.players == 2 and scene.code_buttons[0].label == good
    assert any("This code is mistyped" in t for t in _drawn(app, scene))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))
    app.step(0.016)
    assert not scene.typed and app.stack.top is scene  # Esc cleared the field, stayed here
    _type(app, "7KQ2")
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    app.step(0.016)
    assert any("this one has 4" in t for t in _drawn(app, scene))
    assert app.stack.top is scene  # Enter dealt the code (refused), did not start the game


@pytest.mark.parametrize("scale", [100, 200])
def test_the_scores_screen_shows_the_code_of_the_game_just_played(scale):
    config = Config(players=3, seed=11, first_player=1, lion_draft="casual")
    done = Match(config, seats=["human", "greedy", "greedy"])
    finish_game(done.game.state, "board_empty", [])
    app = make_app()
    app.settings.ui_scale = scale
    app.apply_look()
    app.push(MenuScene(app))
    scene = ScoringScene(app, done)
    app.push(scene)
    app.step(0.5)
    code = deal_codes.encode(config)
    button = scene.code_button[0]
    assert button.label == f"Deal code {code}"
    assert button.rect.width and app.screen.get_rect().contains(button.rect)
    assert [b.label for b in scene.buttons][-1] == "Play again"
    click(app, button.rect.center)
    assert button is not scene.code_button[0] or scene.copied is not None
    assert scene.code_button[0].label.endswith(code)  # "Copied: ..." or "No clipboard: ..."
