"""Issue 39, "the rest of the class": a damaged file the game ships with never stops the game.

Every kind of shipped file is damaged in turn — the card and board data (assets/data/*.toml), the
village levels and campaign chapters (levels/), the translations (.mo), the rules reference and the
guided first game, the fonts and the sounds — truncated, emptied, replaced by random bytes, by a
folder, removed, or left valid with a value of the wrong kind, an unknown field or a huge number.
Each time the app is started as a player starts it and every entry of the title menu is opened (a
game started from each that starts one, every campaign chapter played, the rules searched).  What
must happen:

* damaged game data (cards, boards): the title screen still comes up and says which file and field
  is wrong; the ways into a game are shut with that reason on hover (a game cannot be played);
* a damaged campaign chapter is listed, marked and named; the other chapters play;
* a damaged village level leaves "Build your own" (and the other tables' levels) to choose;
* a damaged translation shows English, with a note; a damaged font is replaced by a plain one, with
  a note; a damaged sound is silent;
* a damaged rules reference or guide says so on its own screen or on the menu.

The files are copies in a temporary folder (`game.resources.root` points there), so the real ones
are never touched; every cache of what was read is cleared before and after.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import subprocess
import sys
import traceback
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game import i18n, resources
from game.core import engine
from game.core.catalogue import default_catalogue, load_catalogue
from game.core.errors import ContentError
from game.i18n import _
from game.text.rules import _shown_rules, default_rules
from game.ui import theme as T
from game.ui import user_settings
from game.ui.app import App, start_app
from game.ui.scenes.board import BoardScene
from game.ui.scenes.campaign import CampaignScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.reference import ReferenceScene
from game.ui.scenes.setup_draft import SetupDraftScene

ROOT = Path(__file__).resolve().parents[2]

#: The title menu's entries that lead into a game (shut when the game data is damaged).
INTO_A_GAME = (
    "Continue",
    "New hot-seat game",
    "Campaign",
    "Solo against the Nian",
    "Learn to play",
    "Saved games",
)


# --- the game's files, copied and damaged ----------------------------------------------------------


def forget_content() -> None:
    """Clear every cache of what was read from the game's files."""
    default_catalogue.cache_clear()
    engine._load_layout.cache_clear()
    default_rules.cache_clear()
    _shown_rules.cache_clear()
    i18n.forget_catalogues()
    T.forget_fonts()


@pytest.fixture
def shipped(tmp_path, monkeypatch) -> Path:
    """A copy of the game's assets/ and levels/, which the game reads instead of its own."""
    root = tmp_path / "game"
    for part in ("assets", "levels"):
        shutil.copytree(ROOT / part, root / part)
    monkeypatch.setattr(resources, "root", lambda: root)
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path / "user"))
    language = i18n.current_language()
    forget_content()
    yield root
    forget_content()
    i18n.set_language(language)


def _replace(old: str, new: str) -> Callable[[bytes], bytes]:
    def damage(data: bytes) -> bytes:
        text = data.decode("utf-8")
        assert old in text, old
        return text.replace(old, new, 1).encode("utf-8")

    return damage


#: Ways to damage a file: its bytes in, its bytes out (None: the file is removed; a folder is made
#: in its place for "folder").
DAMAGE: dict[str, Callable[[bytes], bytes] | None] = {
    "missing": None,
    "folder": None,
    "empty": lambda data: b"",
    "truncated": lambda data: data[: len(data) // 2],
    "random bytes": lambda data: random.Random(len(data)).randbytes(4000),
}


def damage(root: Path, rel: str, how: str | Callable[[bytes], bytes]) -> Path:
    """Damage the file `rel` of the copy at `root` in the way `how` names (or with a function)."""
    path = root / rel
    if how in ("missing", "folder"):
        path.unlink()
        if how == "folder":
            path.mkdir()
        return path
    change = DAMAGE[how] if isinstance(how, str) else how
    path.write_bytes(change(path.read_bytes()))
    return path


def settings(**values) -> None:
    """The player's settings file as an earlier session left it (quiet, quick to draw)."""
    quiet = {"animation_speed": 0.0, "computer_pace": 0.0, "music_volume": 0.0}
    kept = user_settings.Settings(**{"effects_volume": 0.0, **quiet, **values})
    user_settings.save(kept, user_settings.default_path())


# --- a player's walk through every menu entry ------------------------------------------------------


def steps(app: App, n: int = 3) -> None:
    for _i in range(n):
        app.step(0.016)


def menu_of(app: App) -> MenuScene:
    assert isinstance(app.stack.scenes[0], MenuScene)
    return app.stack.scenes[0]


def button(scene, label: str):
    found = [b for b in getattr(scene, "buttons", []) if b.label == _(label)]
    return found[0] if found else None


def back_to_menu(app: App) -> None:
    while len(app.stack.scenes) > 1:
        app.stack.pop()
    steps(app, 1)


def press(app: App, scene, label: str) -> bool:
    """Press the button `label` on `scene` as a click would (only an enabled one is pressed)."""
    b = button(scene, label)
    if b is None or not b.enabled:
        return False
    b.on_click()
    steps(app)
    return True


def walk(app: App) -> list[str]:
    """Open every entry of the title menu, going as far into each as a player would: start a game
    at every table size and village, play every campaign chapter, search the rules and the cards.
    Returns what was reached ("New hot-seat game: BoardScene", ...)."""
    reached = []
    menu = menu_of(app)
    for entry in [b.label for b in menu.buttons if b.enabled and b.label != _("Quit")]:
        back_to_menu(app)
        button(menu, entry).on_click()
        steps(app)
        scene = app.stack.top
        reached.append(f"{entry}: {type(scene).__name__}")
        if isinstance(scene, NewGameScene):
            for players in (1,) if scene.solo else (2, 3, 4):
                for village in ("First-game layout", "Build your own"):
                    back_to_menu(app)
                    button(menu, entry).on_click()
                    scene = app.stack.top
                    scene._set("players", players)
                    press(app, scene, village)
                    press(app, scene, "Start the game")
                    steps(app, 5)
                    reached.append(f"{entry} {players}p {village}: {type(app.stack.top).__name__}")
        elif isinstance(scene, CampaignScene):
            for chapter in list(scene.chapters):
                scene._select(chapter.number)
                steps(app, 2)
                if press(app, scene, "Play this chapter"):
                    steps(app, 5)
                    reached.append(f"chapter {chapter.number}: {type(app.stack.top).__name__}")
                    while app.stack.top is not scene:
                        app.stack.pop()
        elif isinstance(scene, ReferenceScene):
            for tab in ("rules", "cards"):
                scene.show_tab(tab)
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text="Bamboo"))
                steps(app, 2)
                scene.move(1)
                steps(app, 2)
    back_to_menu(app)
    if press(app, menu, "Continue"):  # the games started above were saved: take one up again
        reached.append(f"Continue: {type(app.stack.top).__name__}")
        back_to_menu(app)
    return reached


def in_a_game(app: App):
    """The screen of the game started (its board, or the setup draft in its place), or None."""
    return next((s for s in app.stack.scenes if isinstance(s, BoardScene | SetupDraftScene)), None)


def started(root: Path) -> App:
    """The app as a player starts it, its title screen shown a few frames."""
    app = start_app()
    steps(app, 5)
    assert isinstance(app.stack.top, MenuScene)
    return app


# --- damaged game data: the title screen says so, and no game can start ---------------------------

GAME_DATA_DAMAGE = [
    ("assets/data/lions.toml", "random bytes", "lions.toml"),
    ("assets/data/drums_market.toml", "truncated", "drums_market.toml"),
    ("assets/data/components.toml", "empty", "components.toml"),
    ("assets/data/fear.toml", "missing", "fear.toml"),
    ("assets/data/solo.toml", "folder", "solo.toml"),
    (
        "assets/data/monsters.toml",
        _replace("strength_dice = 1", 'strength_dice = "one"'),
        "strength_dice",
    ),
    (
        "assets/data/characters.toml",
        _replace("[[character]]\n", "[[character]]\nbonus = 3\n"),
        "bonus",
    ),
    ("assets/data/drums_player.toml", _replace("coins = 1 }", "coins = 1000000000000 }"), "coins"),
    (
        "assets/data/village_board.toml",
        _replace("[[space]]", "[[space]]\n[[space]]"),
        "village_board.toml",
    ),
]


@pytest.mark.parametrize(
    "rel, how, named",
    GAME_DATA_DAMAGE,
    ids=[f"{r.split('/')[-1]}-{i}" for i, (r, *_x) in enumerate(GAME_DATA_DAMAGE)],
)
def test_damaged_game_data__the_title_screen_names_it_and_shuts_the_ways_into_a_game(
    shipped, rel, how, named
):
    damage(shipped, rel, how)
    settings()
    app = started(shipped)
    menu = menu_of(app)
    shut = [b for b in menu.buttons if b.label in [_(e) for e in INTO_A_GAME]]
    assert shut and all(not b.enabled for b in shut)
    assert all(named in b.tooltip for b in shut)  # the reason on hover
    problems = " ".join(menu.problems())  # and at the top of the title screen
    assert named in problems and rel.split("/")[-1] in problems, problems
    # hovering a shut entry shows its reason; its key does nothing
    pygame.event.post(
        pygame.event.Event(
            pygame.MOUSEMOTION, pos=shut[0].rect.center, rel=(0, 0), buttons=(0, 0, 0)
        )
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="n", scancode=0)
    )
    steps(app)
    assert app.stack.top is menu
    # what needs no game still opens: the rules (the cards tab says what is wrong), the settings
    reached = walk(app)
    assert reached == [f"{_('Rules and cards')}: ReferenceScene", f"{_('Settings')}: SettingsScene"]
    cards = app.stack.top
    assert press(app, menu, "Rules and cards")
    cards = app.stack.top
    assert isinstance(cards, ReferenceScene) and rel.split("/")[-1] in cards.problems["cards"]


def test_damaged_game_data__a_huge_number_or_an_odd_file_is_refused_by_name(shipped):
    data = shipped / "assets" / "data"
    cases = [
        ("drums_market.toml", _replace("times = 2", "times = 1000000000"), "times"),
        ("terrain.toml", _replace("coins = 1", "coins = 99999999999"), "coins"),
        ("lions.toml", lambda d: "é".encode("latin-1") + d, "UTF-8"),
        ("fear.toml", lambda d: b"a = " + b"[" * 5000 + b"]" * 5000 + b"\n" + d, "nested"),
        ("slips.toml", "folder", "slips.toml"),
    ]
    for name, how, word in cases:
        saved = (data / name).read_bytes()
        damage(data, name, how)
        with pytest.raises(ContentError) as err:
            load_catalogue(data)
        assert name in str(err.value) and word in str(err.value), str(err.value)
        if (data / name).is_dir():
            (data / name).rmdir()
        (data / name).write_bytes(saved)
    assert load_catalogue(data).lions  # whole again


# --- levels and chapters ---------------------------------------------------------------------------


def test_a_damaged_campaign_chapter__is_marked_and_named_and_the_others_play(shipped):
    damage(shipped, "levels/campaign/chapter-3.tmx", "truncated")
    damage(
        shipped,
        "levels/campaign/chapter-5.tmx",
        _replace('name="lion" value="silverspike"', 'name="lion" value="nobody"'),
    )
    progress = {"format": "lionwake-progress", "version": 1, "chapters": {}}
    progress["chapters"] = {str(n): {"completed": True, "best_score": 60} for n in range(1, 8)}
    (shipped.parent / "user").mkdir(exist_ok=True)
    (shipped.parent / "user" / "progress.json").write_text(json.dumps(progress))
    settings()
    app = started(shipped)
    assert press(app, menu_of(app), "Campaign")
    scene = app.stack.top
    assert isinstance(scene, CampaignScene)
    assert [c.number for c in scene.chapters] == list(range(1, 9))
    broken = {c.number: c.problem for c in scene.chapters if c.problem}
    assert set(broken) == {3, 5}
    assert "chapter-3.tmx" in broken[3] and "chapter-5.tmx" in broken[5] and "lion" in broken[5]
    for number in (3, 5):
        scene._select(number)
        steps(app)
        assert scene._status(number) == _("damaged")
        assert not button(scene, "Play this chapter").enabled
        assert any(f"chapter-{number}.tmx" in line for line, *_x in scene._page_lines(2000))
        assert not press(app, scene, "Play this chapter")
    for number in (1, 4, 8):
        scene._select(number)
        steps(app)
        assert press(app, scene, "Play this chapter")
        assert in_a_game(app)
        while app.stack.top is not scene:
            app.stack.pop()
        steps(app)


def test_a_damaged_village_level__leaves_build_your_own_and_the_other_tables_levels(shipped):
    damage(shipped, "levels/first-game-3p.tmx", "random bytes")
    settings()
    app = started(shipped)
    assert press(app, menu_of(app), "New hot-seat game")
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    scene._set("players", 3)
    first = button(scene, "First-game layout")
    assert not first.enabled and "first-game-3p.tmx" in first.tooltip
    assert scene.layout_choice == "build" and button(scene, "Build your own").primary
    scene._set("players", 2)
    assert button(scene, "First-game layout").enabled
    scene._set("players", 3)
    assert press(app, scene, "Start the game")
    assert in_a_game(app).match.config.layout == "build"


def test_a_damaged_village_level__a_good_save_on_it_is_kept_not_moved_aside(shipped):
    """A save is not to blame for a broken level: Continue says why it cannot open and the save
    stays where it is, byte for byte, to be played once the level is mended."""
    import random as _random

    from game.core import Config, SaveError
    from game.session import autosave
    from game.session.match import Match

    match = Match(
        Config(players=2, seed=5), seats=["human", "human"], autosave=autosave.Autosave.new()
    )
    rnd = _random.Random(5)
    for _n in range(4):
        match.apply(rnd.choice(match.legal()))
    match.autosave.wait()
    path = match.autosave.path
    before = path.read_bytes()
    damage(shipped, "levels/first-game-2p.tmx", "random bytes")
    forget_content()
    with pytest.raises(SaveError, match="first-game-2p.tmx.*kept as it is"):
        autosave.open_match(path)
    assert path.read_bytes() == before
    assert not list(path.parent.glob("*.damaged-*"))


# --- translations, fonts, sounds, the reference and the guide -------------------------------------


def test_a_damaged_translation__shows_english_with_a_note(shipped):
    damage(shipped, "assets/locale/zh_CN/LC_MESSAGES/lionwake.mo", "truncated")
    damage(shipped, "assets/locale/zh_CN/LC_MESSAGES/lionwake-prose.mo", "random bytes")
    settings(language="zh_CN")
    app = started(shipped)
    menu = menu_of(app)
    assert _("Settings") == "Settings"  # English where the catalogue could not be read
    assert any("lionwake.mo" in p for p in menu.problems())
    assert walk(app)  # every entry opens, in English


def test_a_translation_with_a_wrong_field__shows_that_message_in_english(shipped):
    from tests.test_i18n import C as catalogues

    po = shipped / "assets/locale/zh_CN/LC_MESSAGES/lionwake.po"
    text = po.read_text(encoding="utf-8").replace(
        'msgstr "第{round}轮 · {when}"', 'msgstr "第{rund}轮 · {when}"'
    )
    (po.with_suffix(".mo")).write_bytes(catalogues.compile_mo(text))
    i18n.set_language("zh_CN")
    assert _("Round {round} · {when}").format(round=3, when="now") == "Round 3 · now"
    assert _("Settings") != "Settings"  # the rest is still Chinese
    assert any("lionwake.mo" in p and "1 message" in p for p in i18n.problems())


FONT_CHECK = """
import os, sys
os.environ["SDL_VIDEODRIVER"] = "dummy"; os.environ["SDL_AUDIODRIVER"] = "dummy"
from pathlib import Path
from game import resources
root = Path(sys.argv[1])
resources.root = lambda: root
from game.ui.app import start_app
app = start_app()
for _ in range(5):
    app.step(0.016)
menu = app.stack.top
menu.buttons[0].on_click()
for _ in range(5):
    app.step(0.016)
print("PROBLEMS", menu.problems())
"""


@pytest.mark.parametrize("how", ["random bytes", "truncated", "missing"])
def test_a_damaged_font__a_plain_font_is_drawn_with_a_note(shipped, how):
    # in a process of its own: a font library handed a damaged file may crash the process outright
    damage(shipped, "assets/fonts/LionwakeSerif-Bold.otf", how)
    damage(shipped, "assets/fonts/LionwakeSans-Regular.otf", how)
    env = dict(os.environ, LIONWAKE_DATA_DIR=str(shipped.parent / "user"), PYTHONPATH=str(ROOT))
    done = subprocess.run(
        [sys.executable, "-c", FONT_CHECK, str(shipped)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    problems = done.stdout.split("PROBLEMS", 1)[1]
    assert "LionwakeSerif-Bold.otf" in problems and "LionwakeSans-Regular.otf" in problems


def test_a_damaged_rules_reference__its_tab_says_so_and_the_cards_are_read(shipped):
    damage(shipped, "assets/data/rules_reference.toml", "random bytes")
    settings()
    app = started(shipped)
    assert press(app, menu_of(app), "Rules and cards")
    scene = app.stack.top
    assert isinstance(scene, ReferenceScene)
    assert "rules_reference.toml" in scene.problems["rules"] and scene.items("rules") == []
    scene.show_tab("cards")
    steps(app)
    assert scene.items("cards") and not scene.problems["cards"]


def test_a_damaged_guide__learn_to_play_says_so_on_the_menu(shipped):
    damage(shipped, "assets/data/tutorial.toml", "random bytes")
    settings()
    app = started(shipped)
    menu = menu_of(app)
    assert press(app, menu, "Learn to play")
    assert app.stack.top is menu
    assert any("tutorial.toml" in n for n in menu.notices)


# --- every file, every damage: the game always reaches its title screen and every entry opens -----

EVERY_FILE = [
    ("assets/data/lions.toml", "truncated"),
    ("assets/data/slips.toml", "random bytes"),
    ("assets/data/rules_reference.toml", "folder"),
    ("assets/data/tutorial.toml", _replace("seed = 1", 'seed = "one"')),
    ("assets/data/tutorial.toml", "missing"),
    ("levels/first-game-2p.tmx", "missing"),
    ("levels/first-game-4p.tmx", _replace('type="int" value="4"', 'type="int" value="many"')),
    ("levels/village.tsx", "random bytes"),
    ("levels/campaign/chapter-1.tmx", "empty"),
    (
        "levels/campaign/chapter-8.tmx",
        _replace('name="chapter" type="int" value="8"', 'name="chapter" type="int" value="-8"'),
    ),
    ("assets/locale/zh_CN/LC_MESSAGES/lionwake.mo", "random bytes"),
    ("assets/sounds/card_play.wav", "truncated"),
    ("assets/sounds/hop.wav", "random bytes"),
    ("assets/sounds/music.wav", "folder"),
]


@pytest.mark.parametrize(
    "rel, how", EVERY_FILE, ids=[f"{r.split('/')[-1]}-{i}" for i, (r, _h) in enumerate(EVERY_FILE)]
)
def test_any_damaged_file__the_title_screen_comes_up_and_every_entry_opens(shipped, rel, how):
    damage(shipped, rel, how)
    settings(language="zh_CN" if rel.endswith(".mo") else "en", effects_volume=1.0)
    try:
        app = started(shipped)
        reached = walk(app)
    except Exception:  # noqa: BLE001 - say which file did it
        pytest.fail(f"{rel} ({how}) stopped the game:\n{traceback.format_exc()}", pytrace=False)
    assert any(r.startswith(_("Settings")) for r in reached)
