"""Solo Mode in words: what the Nian's options would do, why one cannot be chosen, its cards.

Rulebook, "Nian Beast Turn", "Nian Beast Stirs" and "Appendix: Solo Cards and Iconography".  The one
table of Solo card actions (`game.core.solo.ACTIONS`) keeps each action's label and words as message
ids beside its feasibility check and its run; this module says them to the player.
"""

from __future__ import annotations

from game.core.catalogue import SOLO_DIFFICULTIES, SoloCard
from game.core.solo import ACTIONS, RESUPPLY, STIRS
from game.core.solo import why_not as solo_why_not
from game.core.state import GameState
from game.i18n import _, flavour, name, ngettext, pgettext

from .effects import amounts_text
from .names import difficulty_name, solo_label
from .reasons import refusal_text


def effect(st: GameState, key: str) -> str:
    """What the Solo card action `key` would do now, in a few words ("gain 2 Coins and 1 Bamboo"):
    the words of the one table of Solo card actions (`solo.ACTIONS`); Nian Stirs depends on the
    beast's form and Resupply names its amounts."""
    if key == "resupply":
        return _("gain {amounts}").format(amounts=amounts_text(RESUPPLY))
    if key == "nian_stirs":
        return _(STIRS.get(st.nian_form, STIRS[3]))
    return _(ACTIONS[key].text)


def why_not(st: GameState, key: str) -> str:
    """Why the Solo card action `key` would change nothing now, so that it cannot be chosen as an
    option ('' when it would): the one feasibility check of the Solo card actions' table
    (`solo.ACTIONS`, which `solo.can_do` reads too), in words."""
    reason = solo_why_not(st, key)
    return refusal_text(reason) if reason is not None else ""


def decks_text(card: SoloCard) -> str:
    """The difficulties whose Solo deck holds a card, when not all of them (docs/rulings.md)."""
    if set(SOLO_DIFFICULTIES) <= set(card.difficulties):
        return ""
    levels = [difficulty_name(level) for level in SOLO_DIFFICULTIES if level in card.difficulties]
    return _(" (only in the {levels} Solo decks)").format(
        levels=pgettext("list", " and ").join(levels)
    )


def card_text(card: SoloCard) -> str:
    """A Solo card as the card library prints it: its mandatory actions, then its two options."""
    return _("{name}: {always}; then Rampage: {rampage}, or Relief: {relief}").format(
        name=name(card.name),
        always=_(" and ").join(solo_label(a) for a in card.mandatory),
        rampage=solo_label(card.rampage),
        relief=solo_label(card.relief),
    ) + decks_text(card)


def heading(difficulty: str, chapter=None) -> str:
    """The Nian panel's first line: the campaign chapter or a lone game, and its difficulty."""
    level = difficulty_name(difficulty)
    if chapter is not None:
        return _("Chapter {n}: {name} · {level}").format(
            n=chapter.number, name=flavour(chapter.name), level=level
        )
    return _("Solo against the Nian · {level}").format(level=level)


def fear_left_text(n: int) -> str:
    """The loss clock: the game is lost the moment the last Fear card leaves the Fear deck."""
    return ngettext("Fear deck: {n} card left", "Fear deck: {n} cards left", n).format(n=n)


def solo_deck_text(deck: int, discard: int) -> str:
    return _("Solo deck: {deck} · discard: {discard}").format(deck=deck, discard=discard)


def drawn_card_lines(card: SoloCard) -> tuple[str, str, str, str]:
    """The Nian's card as its panel shows it: its name, what it always does, its Rampage and its
    Relief ("Nian Beast Turn")."""
    return (
        _("The Nian's card: {name}").format(name=name(card.name)),
        _("Always: {effects}").format(
            effects=_(" and ").join(solo_label(a) for a in card.mandatory)
        ),
        _("Rampage: {effect}").format(effect=solo_label(card.rampage)),
        _("Relief: {effect}").format(effect=solo_label(card.relief)),
    )
