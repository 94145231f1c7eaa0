"""Solo setup by mouse (rulebook, "Solo: Setup"; docs/rulings.md 41, the Solo deck by difficulty):
the note tells what each difficulty changes, and the chosen difficulty is the game's."""

from __future__ import annotations

from game.core.catalogue import default_catalogue
from game.core.solo import FEAR_CARDS_SCORED, FEAR_VALUE, solo_deck
from game.ui.scenes.newgame import NewGameScene
from game.ui.scenes.setup_draft import SetupDraftScene

from .driver import click, make_app
from .scenario import button


def test_solo_setup__the_note_counts_each_difficultys_solo_cards_and_hard_starts_a_hard_game(shots):
    app = make_app()
    shots(app)
    app.push(NewGameScene(app, solo=True))
    app.step(0.016)
    scene = app.stack.top
    cat = default_catalogue()
    sizes = {d: len(solo_deck(cat, d)) for d in ("easy", "normal", "hard")}
    note = scene._note()
    for difficulty, name in (("easy", "Easy"), ("normal", "Normal"), ("hard", "Hard")):
        assert f"{sizes[difficulty]} ({name})" in note
    # docs/rulings.md 43: what a Fear card left is worth at each difficulty, before choosing one
    values = ", ".join(
        f"{FEAR_VALUE[d]} ({n})" for d, n in (("easy", "Easy"), ("normal", "Normal"))
    )
    assert f"up to {FEAR_CARDS_SCORED}, is worth {values} or {FEAR_VALUE['hard']} (Hard)" in note
    click(app, button(scene.buttons, "Hard").rect.center)
    assert button(scene.buttons, "Hard").primary
    click(app, button(scene.buttons, "Start the game").rect.center)
    assert isinstance(app.stack.top, SetupDraftScene)  # the board hands its setup to the draft
    game = app.stack.top.match.game
    assert game.state.config.difficulty == "hard"
    while game.pending.kind != "turn":  # the draft and the village; then the Solo deck is shuffled
        game.apply(game.legal_actions()[0])
    assert sorted(game.state.solo_deck) == solo_deck(cat, "hard")
