"""The battle scene (rulebook, "4. Battle": both dice pools, the roll, the result; a click skips ahead)
and the scoring scene (rulebook, "Game End": every player's final auspiciousness)."""

from __future__ import annotations

import random

import pygame
import pytest

from game.core import Config
from game.core import actions as A
from game.core import events as E
from game.core.scoring import CATEGORIES
from game.session.match import Match
from game.ui.scenes import scoring as scoring_module
from game.ui.scenes.battle import BattleScene
from game.ui.scenes.board import BoardScene
from game.ui.scenes.handoff import HandoffScene
from game.ui.scenes.menu import MenuScene
from game.ui.scenes.scoring import ScoringScene

from ..core.helpers import clear_monsters, hand_card, outside_tile, put_yao
from ..core.turn_helpers import force_lion_win
from .driver import click, make_app, screenshot, take_on_board
from .scenario import board_app, button, match_at_first_turn


def _do(app, board, action) -> None:
    """Take `action` on the board the way a player would (drag, or click)."""
    take_on_board(app, board, action)
    assert board.match.game.history[-1] == action


def _before_the_battle(shots):
    """A Lion struck and leapt onto a lone Wangliang by mouse, dice forced so the Lion wins; the
    battle comes with the next click (Done).  Returns (app, board, match, seat)."""
    match = match_at_first_turn(players=2, seed=4)
    game = match.game
    seat = game.pending.seat
    clear_monsters(game)
    tile = outside_tile(game, 0)
    put_yao(game, tile, "wangliang")
    card = hand_card(game, seat, lambda c: c.steps >= 1 and c.kind == "player")
    game.refresh()
    app, board = board_app(match)
    shots(app)
    _do(app, board, A.Strike(card, 0))
    _do(app, board, A.Leap(tile))
    assert match.pending.kind == "perform" and match.pending.seat == seat
    force_lion_win(game, seat, 0)
    app.settings.animation_speed = 1.0  # the battle plays at normal speed from here
    return app, board, match, seat


def test_battle__the_battle_scene_shows_a_click_skips_to_the_result_and_a_second_returns(shots):
    app, board, match, seat = _before_the_battle(shots)
    game = match.game
    _do(app, board, A.EndPerform())
    battle = app.stack.top
    assert isinstance(battle, BattleScene), type(battle).__name__
    assert game.state.forced == [], "the battle did not use exactly the forced dice"
    assert any(isinstance(e, E.DiceRolled) for e in match.last_events)
    assert battle.result.won and battle.seat == seat and battle.opponent == "wangliang"
    # where the dice come from, in words (game.text.names.dice_source_name), not data keys
    assert battle._sources(battle.lion_pool).startswith("1 from Lion card")
    n = len(battle.monster_pool.strength)
    assert battle._sources(battle.monster_pool) == f"{n} from Wangliang"
    app.step(0.016)
    assert battle.phase in ("pools", "roll"), battle.phase
    screenshot(app, "battle-rolling")
    click(app, (20, 20))
    assert app.stack.top is battle, "the first click must skip to the result, not leave"
    assert battle.phase == "result"
    app.step(0.016)
    screenshot(app, "battle-result")
    click(app, (20, 20))
    assert app.stack.top is board
    app.step(0.016)
    # back on the board for the Victory: the Frontier space for the defeated Wangliang
    assert match.pending.kind == "frontier" and board.viewer == seat
    assert board.choices is not None and board.choices.kind == "frontier"
    assert board.choices.clicks, "nothing is lit for the Frontier choice"


def _finished_game(players: int, seed: int) -> tuple[list, Config]:
    config = Config(players=players, seed=seed)
    match = Match(config)
    rnd = random.Random(seed)
    actions = []
    while not match.over:
        action = rnd.choice(match.legal())
        actions.append(action)
        match.apply(action)
    return actions, config


@pytest.fixture(scope="module")
def finished():
    return _finished_game(players=3, seed=2)


def test_scoring__the_last_decision_on_the_board_leads_to_the_scores(finished, shots, monkeypatch):
    actions, config = finished
    match = Match(config)
    for action in actions[:-1]:
        match.apply(action)
    assert not match.over
    drawn: list[tuple[str, tuple]] = []
    original = scoring_module.draw_text

    def recording(surface, text, font, colour, pos, *args, **kwargs):
        drawn.append((text, pos))
        return original(surface, text, font, colour, pos, *args, **kwargs)

    monkeypatch.setattr(scoring_module, "draw_text", recording)
    app, board = board_app(match)
    shots(app)
    board.take(actions[-1])  # the game's last decision, as a click on the board would take it
    for _ in range(10):  # a battle or a hand-off may come first
        if isinstance(app.stack.top, ScoringScene):
            break
        app.step(0.016)
        if isinstance(app.stack.top, (BattleScene, HandoffScene)):
            click(app, (10, 10))
    scoring = app.stack.top
    assert isinstance(scoring, ScoringScene), type(scoring).__name__
    assert board not in app.stack.scenes  # the board replaced itself
    st = match.game.state
    scores = st.outcome.scores
    assert tuple(scoring.scores) == tuple(scores)
    for _ in range(4):  # the bars grow in over a second or so
        drawn.clear()
        app.step(0.5)
    screenshot(app, "scoring")
    # every category row adds up to the total shown
    for s in range(st.n):
        assert sum(scoring.parts[s][c] for c in CATEGORIES) == scores[s], f"seat {s}"
    # the Total row shows each player's score, left to right under the players' names
    texts = [t for t, _ in drawn]
    total_row = [pos for t, pos in drawn if t == "Total"]
    assert total_row, "no Total row is drawn"
    y = total_row[0][1]
    shown = [t for t, pos in drawn if pos[1] == y and t != "Total"]
    assert shown == [str(v) for v in scores], f"Total row shows {shown}, the result is {scores}"
    winners = " and ".join(
        t for t in texts if t.endswith("wins!") or t.endswith("share the victory!")
    )
    assert winners, "no winner is announced"
    click(app, button(scoring.buttons, "Back to the title").rect.center)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def test_scoring__draws_at_every_window_size(finished, shots):
    actions, config = finished
    match = Match(config)
    for action in actions:
        match.apply(action)
    for size in [(960, 540), (1920, 1080)]:
        app = make_app(size)
        shots(app)
        app.push(BoardScene(app, match))  # sees the game is over and hands over to the scores
        assert isinstance(app.stack.top, ScoringScene)
        app.step(2.0)
        screenshot(app, f"scoring-{size[0]}")
        bounds = app.screen.get_rect()
        assert all(bounds.contains(b.rect) for b in app.stack.top.buttons)


def test_battle__nothing_on_screen_tells_the_outcome_before_the_dice_settle(shots, monkeypatch):
    """The scene's promise: "the dice tumble and settle on the faces the engine rolled; ... the
    totals and the result follow".  While the dice still roll, the board under the battle must not
    already say who won (its top bar shows the live prompt)."""
    from game.ui.scenes.board import bars as board_module

    app, board, match, seat = _before_the_battle(shots)
    texts: list[str] = []
    original = board_module.draw_text

    def recording(surface, text, *args, **kwargs):
        texts.append(text)
        return original(surface, text, *args, **kwargs)

    monkeypatch.setattr(board_module, "draw_text", recording)
    _do(app, board, A.EndPerform())
    battle = app.stack.top
    assert isinstance(battle, BattleScene)
    texts.clear()
    app.step(0.016)
    assert battle.phase in ("pools", "roll")
    told = [t for t in texts if "Victory" in t or "Defeat" in t or "defeated" in t]
    assert not told, f"while the dice roll, the board behind already shows {told}"


def test_scoring__no_text_hides_under_the_back_to_the_title_button(finished, shots, monkeypatch):
    actions, config = finished
    match = Match(config)
    for action in actions:
        match.apply(action)
    rects: list[tuple[str, object]] = []
    original = scoring_module.draw_text

    def recording(surface, text, *args, **kwargs):
        rect = original(surface, text, *args, **kwargs)
        rects.append((text, rect))
        return rect

    monkeypatch.setattr(scoring_module, "draw_text", recording)
    for size in [(960, 540), (1280, 720)]:
        app = make_app(size)
        shots(app)
        app.push(BoardScene(app, match))
        rects.clear()
        app.step(2.0)
        back = button(app.stack.top.buttons, "Back to the title").rect
        hidden = [text for text, rect in rects if rect.colliderect(back)]
        assert not hidden, f"at {size} the button covers {hidden}"


# --- Solo: a victory's scores, and where a campaign chapter leads next ---------------------------


def _solo_won(chapter: int = 0, difficulty: str = "normal", fear_left=None, feats=False):
    """A Solo match won by defeating the third form (as campaign chapter `chapter`, or a lone game
    at `difficulty`), `fear_left` plain Fear cards left in the Fear deck; `feats` adds what several
    more achievements ask for (three Jade Amulets, a full track of four colours)."""
    from game.core.scoring import finish_game
    from game.core.solo import NIAN_CARD
    from game.session import campaign

    layout = "first-game-2p"
    if chapter:
        ch = campaign.chapters()[chapter - 1]
        layout, difficulty = ch.layout, ch.difficulty
    config = Config(players=1, seed=3, difficulty=difficulty, layout=layout)
    match = Match(config, seats=["human"], chapter=chapter)
    game = match.game
    while game.pending.kind.startswith("choose"):
        game.apply(game.legal_actions()[0])
    st = game.state
    p = st.players[0]
    p.nian_cards = [1, 2, 3]
    if fear_left is not None:
        st.fear_deck = [c for c in st.fear_deck if c < NIAN_CARD][:fear_left]
    if feats:
        p.amulets = [0, 1, 2]
        p.motifs[0] = [0, 1, 2, 3, 0][: len(st.catalogue.lions[p.lion[0]].track)]
    finish_game(st, "nian_defeated", [])
    assert st.over and st.outcome.winners == (0,)
    return match


def _scores_app(match, size=(1280, 720)):
    app = make_app(size)
    app.push(ScoringScene(app, match))
    app.step(2.0)
    return app, app.stack.top


@pytest.mark.parametrize(
    "left, label, points",
    [(2, "Fear cards left (2 × 5)", 10), (9, "Fear cards left (6 of 9 × 5)", 30)],
)
def test_scoring__solo_fear_cards_left_shows_the_cards_and_their_value(
    shots, monkeypatch, tmp_path, left, label, points
):
    """Rulebook, "Solo: Game End" (docs/rulings.md 43): each Fear card left scores 5 on Normal, at
    most 6 of them.  Two cards left read as two cards at 5, and the 10 they score, not as a bare
    "10" beside "Fear cards left"; nine left say that six of them score.  The half the ruling takes
    away has a row of its own, so the rows add up to the total."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    drawn: list[tuple[str, object]] = []
    original = scoring_module.draw_text

    def recording(surface, text, *args, **kwargs):
        rect = original(surface, text, *args, **kwargs)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(scoring_module, "draw_text", recording)
    app, scoring = _scores_app(_solo_won(difficulty="normal", fear_left=left))
    shots(app)
    assert scoring.parts[0]["fear_cards"] == points
    drawn.clear()
    app.step(0.016)
    row = [rect for text, rect in drawn if text == label]
    assert row, f"no row says the cards and their value: {[t for t, _ in drawn]}"
    beside = [text for text, rect in drawn if rect.y == row[0].y and text != label]
    assert beside == [str(points)]
    assert "Fear cards left" in [t for t, _ in drawn]  # the chart's legend keeps the short name
    half = scoring.parts[0]["solo_half"]
    assert half < 0 and sum(scoring.parts[0].values()) == scoring.scores[0]
    half_row = [rect for text, rect in drawn if text == "Solo: half of the above"]
    assert len(half_row) == 1  # in the table, not in the chart's legend: it has no bar of its own
    assert [t for t, r in drawn if r.y == half_row[0].y and t != "Solo: half of the above"] == [
        str(half)
    ]


def test_scoring__a_bar_with_solo_half_is_as_tall_as_the_total_and_keeps_each_share():
    """docs/rulings.md 43: the chart's bar is the total, not the points before halving."""
    bar = scoring_module.bar_parts({"slips": 30, "drum_cards": 10, "solo_half": -20, "fear": 6})
    assert sum(bar.values()) == pytest.approx(26)
    assert bar["slips"] == pytest.approx(15) and bar["drum_cards"] == pytest.approx(5)
    assert bar["solo_half"] == 0 and bar["fear"] == 6
    plain = {"slips": 12, "first_player": 2}
    assert scoring_module.bar_parts(plain) == {"slips": 12.0, "first_player": 2.0}


def test_scoring__a_won_chapter_leads_on_to_the_next_chapter_or_back_to_the_campaign(
    shots, monkeypatch, tmp_path
):
    from game.ui.scenes.campaign import CampaignScene

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    app, scoring = _scores_app(_solo_won(chapter=1))
    shots(app)
    labels = [b.label for b in scoring.buttons]
    assert labels == ["Back to the title", "Back to campaign", "Next chapter"]
    nxt = button(scoring.buttons, "Next chapter")
    assert nxt.primary and nxt.hotkey == pygame.K_RETURN
    assert all(app.screen.get_rect().contains(b.rect) for b in scoring.buttons)
    assert not any(
        a.rect.colliderect(b.rect)
        for i, a in enumerate(scoring.buttons)
        for b in scoring.buttons[i + 1 :]
    )
    click(app, nxt.rect.center)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, CampaignScene]
    assert app.stack.top.selected == 2 and app.stack.top.progress.unlocked(2)

    app, scoring = _scores_app(_solo_won(chapter=1))
    click(app, button(scoring.buttons, "Back to campaign").rect.center)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, CampaignScene]
    assert app.stack.top.selected == 1  # the chapter just played, its new best on its page


def test_scoring__a_lost_chapter_offers_the_campaign_and_a_lone_game_the_title_or_again(
    shots, monkeypatch, tmp_path
):
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    from game.core.scoring import finish_game
    from game.session import campaign

    match = Match(Config(players=1, seed=3, layout="campaign/chapter-2"), chapter=2)
    finish_game(match.game.state, "defeat", [])
    app, scoring = _scores_app(match)
    shots(app)
    assert [b.label for b in scoring.buttons] == ["Back to the title", "Back to campaign"]
    assert button(scoring.buttons, "Back to campaign").hotkey == pygame.K_RETURN
    assert "Nian beast forms defeated: 0 of 3." in scoring._defeat_lines()
    assert not campaign.load().titles()  # only victories earn titles

    app, scoring = _scores_app(_solo_won(difficulty="hard"))
    assert [b.label for b in scoring.buttons] == ["Back to the title", "Play again"]


def test_scoring__a_lone_solo_victory_keeps_its_title_among_the_titles_earned(
    shots, monkeypatch, tmp_path
):
    """'Solo against the Nian' outside the campaign: its title counts in the Titles table too."""
    from game.session import campaign
    from game.session.campaign import title_key

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    match = _solo_won(difficulty="easy", fear_left=3)
    app, scoring = _scores_app(match)
    shots(app)
    progress = campaign.load()
    assert progress.chapters == {}  # no chapter was played
    assert progress.titles() == {title_key(scoring.scores[0])}


def test_scoring__a_chapter_with_many_achievements_keeps_its_table_and_chart_at_1280x720(
    shots, monkeypatch, tmp_path
):
    """A chapter won with ten new achievements: the news is told in a few lines (the achievements
    on one, wrapped, under the table), so the table and the chart keep the screen as at 100%."""
    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    app, scoring = _scores_app(_solo_won(chapter=7, feats=True))
    shots(app)
    screenshot(app, "scoring-chapter-news")
    items = len(scoring.news)
    assert items == 3, scoring.news  # chapter complete, next unlocked, the achievements
    told = scoring.news[-1]
    assert told.startswith("New achievements: ") and told.count(", ") >= 7, told
    assert not scoring.compact, "the news pushed the table and chart into the scrolled column"
    window = app.screen.get_rect()
    assert not scoring.text.problems(window, scoring.buttons)
    news = [rect for text, rect, _box in scoring.text.items if text in scoring.news_lines]
    assert len(news) == len(scoring.news_lines) <= 6
    # the score over the bar (the table's Total shows it too, further left)
    over_bar = max(
        (rect for text, rect, _box in scoring.text.items if text == str(scoring.scores[0])),
        key=lambda rect: rect.x,
    )
    bar_left = over_bar.centerx - app.theme.px(40)
    assert max(r.right for r in news) < bar_left, "the news runs under the bar chart"
    assert max(r.bottom for r in news) <= min(b.rect.top for b in scoring.buttons)


def test_scoring__a_second_look_at_the_same_chapter_game_counts_it_once(monkeypatch, tmp_path):
    """The scores of one finished game shown twice: the chapter is played once, not twice."""
    from game.session import campaign

    monkeypatch.setenv("LIONWAKE_DATA_DIR", str(tmp_path))
    match = _solo_won(chapter=1)
    _scores_app(match)
    _scores_app(match)
    assert campaign.load().record(1).plays == 1
