"""The words of the solo campaign (rulebook, "Solo Mode"; issue 39, the player's files): a chapter's
twists, why the campaign progress cannot be read and what became of it, and the titles a progress
file kept in another language read back to their keys.

The session finds the problems (`game.session.campaign.load`) and this module words them.  Their
kinds (`ProgressFault`) and the value carrying them (`ProgressProblem`) are declared here, beside
their words, because the text layer sits beneath the session (DESIGN.md: arrows point down).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from dataclasses import dataclass

from game import i18n
from game.core.solo import TITLES
from game.i18n import _, name, ngettext, pgettext


def twist_text(twists: Mapping[str, object]) -> str:
    """A chapter's twists (its level's "lion", "scorched" and "fear_cards"), as its page says
    them: "Your Lion is Lotus Eye; 2 tiles start with Scorched Earth"."""
    bits = []
    if "lion" in twists:
        lion = str(twists["lion"]).replace("-", " ").title()
        bits.append(_("Your Lion is {lion}").format(lion=name(lion)))
    if "scorched" in twists:
        n = len(str(twists["scorched"]).split(","))
        bits.append(
            ngettext(
                "{n} tile starts with Scorched Earth", "{n} tiles start with Scorched Earth", n
            ).format(n=n)
        )
    if "fear_cards" in twists:
        bits.append(_("only {n} Fear cards in the Fear deck").format(n=twists["fear_cards"]))
    return pgettext("list", "; ").join(bits)


# --- the progress file ----------------------------------------------------------------------------


class ProgressFault(enum.StrEnum):
    """Why the campaign progress could not be used, and what became of it."""

    #: it could not be read (`detail`, through the catalogue); it was moved aside as `aside`
    MOVED_ASIDE = "moved_aside"
    #: it could not be read (`detail`, through the catalogue) nor moved aside (`error`): it is left
    #: as it is, and progress made now is not kept
    STUCK = "stuck"
    #: the user data folder cannot be made or opened (`detail`): progress made now is not kept
    NO_FOLDER = "no_folder"


@dataclass(frozen=True)
class ProgressProblem:
    """Why the campaign progress file `file` could not be used (`kind`), with what the words
    need."""

    kind: ProgressFault
    file: str = ""
    detail: str = ""  # why it could not be read (or the folder opened)
    aside: str = ""  # MOVED_ASIDE: the name it was kept as
    error: str = ""  # STUCK: why it could not be moved aside


def progress_text(problem: ProgressProblem) -> str:
    """The notice about a campaign progress file that could not be used."""
    if problem.kind is ProgressFault.NO_FOLDER:
        return _(
            "Progress made now will not be kept: your campaign progress cannot be opened ({why})."
        ).format(why=problem.detail)
    why = _(problem.detail)  # (a refusal whose words are in the catalogue is shown translated)
    if problem.kind is ProgressFault.STUCK:
        return _(
            "Progress made now will not be kept: your campaign progress, {file}, could not "
            "be read ({why}) nor moved aside ({error}), so it is left as it is."
        ).format(file=problem.file, why=why, error=problem.error)
    return _("Your campaign progress could not be read ({why}); it was kept as {file}.").format(
        why=why, file=problem.aside
    )


def not_written_text(file: str) -> str:
    """Why progress is not saved over a file that could not be read (nor moved aside)."""
    return _("{file} could not be read, so it is not written over").format(file=file)


#: the titles' English keys (rulebook, "Titles by final score"), as progress stores them
TITLE_KEYS = tuple(t for _low, t in TITLES)


def as_title_key(text: str) -> str:
    """The English key of a stored title: a key stays as it is; a title saved translated (by an
    older Lionwake) is read back through the current language's catalogue, then the others'; a
    title no catalogue knows is kept as it is."""
    if not text or text in TITLE_KEYS:
        return text
    for key in TITLE_KEYS:
        if _(key) == text:
            return key
    for code in i18n.LANGUAGES:
        catalogue = i18n.load(code)
        for key in TITLE_KEYS:
            if catalogue.gettext(key) == text:
                return key
    return text
