"""Issue 42, "One name for one thing": what a player reads calls each thing by one name.

1. The beast is the rulebook's "Nian beast" everywhere (its forms are "Taotie forms" and its cards
   "Nian beast cards", as "Components: Game" names them), never "the Taotie".
2. A computer seat is a "Greedy computer" or a "Strong computer" ("Greedy", "Strong" when short),
   never a "Greedy AI".
4. At every decision, no two choices read the same on their buttons.
5. No article before a plural name ("a Bamboo Slips"), no "+1 hits".
6. No repository path ("docs/rulings.md") in anything a player reads.

What a player reads: every message id of the game's catalogues (the code's strings, the component
data, the campaign, the rules reference and the guide: `build_scripts/catalogues.py`), the card
library, and the English words of whole games (log, prompts, hints, choices, buttons, outcome).
"""

from __future__ import annotations

import importlib.util
import random
import re
import sys
from collections import defaultdict
from functools import cache
from pathlib import Path

import pytest

from game.core import Config, Game
from game.core import actions as A
from game.core.catalogue import default_catalogue
from game.core.decisions import current
from game.core.solo import DIFFICULTIES
from game.i18n import language
from game.session.computer import COMPUTER_KINDS
from game.text.actions import action_text, button_label
from game.text.components import frontier_group, taotie_lines
from game.text.library import library
from game.text.log import LogReader, event_text
from game.text.names import SHORT_NAMES, seat_label, seat_name
from game.text.outcome import ending_text, headline
from game.text.prompts import hint, prompt_text

ROOT = Path(__file__).resolve().parents[2]


def _catalogues():
    spec = importlib.util.spec_from_file_location(
        "catalogues", ROOT / "build_scripts" / "catalogues.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogues", module)
    spec.loader.exec_module(module)
    return module


@cache
def _messages() -> dict:
    """Every message id a player can be shown, by (context, id): both gettext domains."""
    c = _catalogues()
    return {**c.extract(), **c.extract_prose()}


def _message_texts(printed: bool = True) -> list[str]:
    """The message ids (singular and plural); without `printed`, not the components' own names and
    printed texts (context "component" and "flavour": the words on a card, kept as printed)."""
    out = []
    for (context, msgid), m in _messages().items():
        if not printed and context in ("component", "flavour"):
            continue
        out += [msgid] + ([m.plural] if m.plural else [])
    return out


def _printed_words() -> list[str]:
    """The components' names and printed texts, longest first (to take out of a sentence)."""
    texts = _message_texts(printed=True)
    ours = set(_message_texts(printed=False))
    return sorted((t for t in texts if t not in ours), key=len, reverse=True)


def _game_words(players: int, seed: int, **config) -> set[str]:
    """Every English line a random game shows: its log, prompts, hints, choices and buttons."""
    game = Game(Config(players=players, seed=seed, **config))
    rng = random.Random(seed)
    reader = LogReader()
    words = {event_text(game.state, ev, reader) for ev in game.opening_events}
    while not game.over:
        legal = game.legal_actions()
        kind = current(game.state).kind
        words |= {prompt_text(game.state, game.pending.prompt), hint(kind)}
        for action in legal:
            words |= {action_text(game.state, action), button_label(game.state, kind, action)}
        words |= {event_text(game.state, ev, reader) for ev in game.apply(rng.choice(legal))}
    outcome = game.state.outcome
    words |= {headline(outcome, players == 1), ending_text(outcome, players == 1)}
    return words - {""}


@cache
def _shown() -> tuple[str, ...]:
    """The player-facing English: the catalogues' ids, the card library, and whole games."""
    with language("en"):
        words = set(_message_texts())
        for category in library(default_catalogue()):
            words.add(category.title)
            for entry in category.entries:
                words |= {entry.name, *entry.lines}
        for players, seed in ((1, 1), (2, 2), (3, 3), (4, 4)):
            words |= _game_words(players, seed)
    return tuple(sorted(words))


# --- 1. the Nian beast ----------------------------------------------------------------------------

#: "Taotie" as the rulebook uses it: its forms ("Taotie forms one, two, three"); the cards' own names
#: ("Taotie, the Gluttonous Maw") and printed texts are taken out before looking
TAOTIE_NOT_FORM = re.compile(r"\bTaotie\b(?! forms?\b)")


def test_the_beast_is_the_nian_beast_wherever_a_player_reads_of_it():
    printed = _printed_words()
    found = set()
    for text in _shown():
        ours = text
        for words in printed:
            ours = ours.replace(words, "")
        if TAOTIE_NOT_FORM.search(ours):
            found.add(text)
    assert not found, "the beast is the Nian beast (rulebook):\n" + "\n".join(sorted(found))


def test_battle_frontier_and_tooltip_name_the_nian_beast():
    with language("en"):
        assert frontier_group("taotie") == "Nian beast"  # battle, log, Frontier spaces
        for card in default_catalogue().taotie:
            assert "Nian beast" in taotie_lines(card)[0]  # the hover over the beast on the map


# --- 2. a computer seat ---------------------------------------------------------------------------


def test_a_computer_seat_has_one_wording():
    ai = [t for t in _message_texts() if re.search(r"\bAI\b", t)]
    assert not ai, ai
    with language("en"):
        for kind in COMPUTER_KINDS:
            short = SHORT_NAMES[kind]
            assert short in ("Greedy", "Strong")
            # the full form is the short one with "computer"
            assert seat_label(1, kind) == f"{seat_name(1)} ({short} computer)"


def test_saved_games_name_a_computer_seat_as_the_table_does():
    from game.text.saves import who

    class Info:  # what `who` reads of a listed save
        seats = ("human", "greedy", "strong")

    with language("en"):
        assert who(Info) == "Crimson (Human), Azure (Greedy computer), Gold (Strong computer)"


# --- 4. every choice reads differently ------------------------------------------------------------

GAMES = [
    *((players, seed, {}) for players in (2, 3, 4) for seed in range(11, 19)),
    *((1, seed, {"difficulty": level}) for seed in range(21, 25) for level in DIFFICULTIES),
    (2, 31, {"layout": "build", "character_draft": True}),
    (3, 32, {"lion_draft": "casual"}),
]


@pytest.mark.parametrize(("players", "seed", "config"), GAMES)
def test_no_two_choices_read_the_same(players, seed, config):
    """At every decision of a random game, the buttons of two different choices never say the same
    (a Strike is a drag and a Motif is inked by clicks: they have no button)."""
    game = Game(Config(players=players, seed=seed, **config))
    rng = random.Random(seed)
    same = {}
    with language("en"):
        while not game.over:
            legal = game.legal_actions()
            decision = current(game.state)
            view = game.view(decision.seat) if decision.seat >= 0 else game.state
            labels = defaultdict(list)
            for action in legal:
                if not isinstance(action, (A.Strike, A.TakeMotif)):
                    labels[button_label(view, decision.kind, action)].append(action)
            for label, actions in labels.items():
                if len(actions) > 1:
                    same.setdefault((decision.kind, label), actions)
            game.apply(rng.choice(legal))
    assert not same, "\n".join(f"{k}: {label!r} for {a}" for (k, label), a in same.items())


# --- 5. articles and plurals ----------------------------------------------------------------------

#: the rulebook's plural names ("Bamboo Slips" is one token's name too: "a Bamboo Slips token")
PLURALS = (
    "Bamboo Slips|Slips|Spring Couplets|Tattoo Motifs|Motifs|Jade Amulets|Amulets|Drum cards|"
    "cards|Yao monsters|monsters|Lions|Coins|tokens|steps|hits|dice"
)
#: "a" or "an" before a plural name not used as an adjective ("a Spring Couplets space" is right)
ARTICLE_PLURAL = re.compile(
    rf"\b(?:[Aa]n? (?:[\w-]+ )?|1 )(?:{PLURALS})\b(?! (?:tokens?|spaces?|sections?|areas?|rows?|cards?)\b)"
)


def test_no_article_before_a_plural_name():
    found = sorted(t for t in _shown() if ARTICLE_PLURAL.search(t.replace("1 Bamboo Slips", "")))
    assert not found, "\n".join(found)


# --- 6. no repository paths -----------------------------------------------------------------------


def test_no_repository_path_is_shown():
    found = sorted(t for t in _shown() if "docs/" in t or re.search(r"\.md\b", t))
    assert not found, "\n".join(found)
