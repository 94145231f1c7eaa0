"""The game's languages (issue 8, "Languages"): English and Simplified Chinese through GNU gettext.

Pure standard library (no pygame), so the rules core can use it for the words it prints.  The English
source strings are the message ids; the Chinese catalogue is ``assets/locale/zh_CN/LC_MESSAGES/
lionwake.po`` (translators edit it) compiled to ``lionwake.mo`` beside it (committed, so a fresh
checkout, a wheel and the frozen build need no build step).  ``build_scripts/catalogues.py`` extracts
the ids from the source and the component data, merges them into the ``.po`` and compiles the ``.mo``.

* `_` / `gettext`, `ngettext` and `pgettext` translate into the current language;
* `N_` marks a string for extraction without translating it (module-level tables: translate where
  the string is shown, with `_`);
* `name` translates a component name from ``assets/data/*.toml`` (context ``component``) and
  `flavour` a component's printed text (context ``flavour``) — the data files stay English;
* `prose` translates the long prose of the rules reference and the guided first game (their own
  domain, ``lionwake-prose.po``, so the UI catalogue stays small);
* the values a message shows go in ``{name}`` fields filled with ``str.format``, so a translation may
  reorder them.

A missing catalogue or message falls back to the English text, so the game always has words to show.
"""

from __future__ import annotations

import gettext as _gettext
import locale
import os
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from .resources import asset

DOMAIN = "lionwake"
DEFAULT = "en"
#: code -> the language's own name (what the Settings screen shows, untranslated on purpose)
LANGUAGES = {"en": "English", "zh_CN": "简体中文"}
COMPONENT = "component"
FLAVOUR = "flavour"

_current = DEFAULT
_translation: _gettext.NullTranslations = _gettext.NullTranslations()
_listeners: list[Callable[[str], None]] = []


def locale_dir():
    """assets/locale: <code>/LC_MESSAGES/lionwake.po and .mo."""
    return asset("locale")


def normalise(code: str | None) -> str:
    """A supported language code for `code` ("zh", "zh_CN.UTF-8", "zh-Hans" -> "zh_CN"; else "en")."""
    if not code:
        return DEFAULT
    code = code.split(".")[0].split("@")[0].replace("-", "_")
    if code in LANGUAGES:
        return code
    if code.lower().startswith("zh"):
        # Simplified Chinese is the one Chinese catalogue; Traditional readers still read it better
        # than English
        return "zh_CN"
    return DEFAULT


def system_language() -> str:
    """The user's language from the environment / OS locale, as a supported code ("en" otherwise)."""
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return normalise(value.split(":")[0])
    try:
        code = locale.getlocale()[0]
    except (ValueError, TypeError):
        code = None
    return normalise(code)


def load(code: str) -> _gettext.NullTranslations:
    """The catalogue for `code` (an empty one, i.e. English, for "en" or when none is found)."""
    code = normalise(code)
    if code == DEFAULT:
        return _gettext.NullTranslations()
    return _gettext.translation(
        DOMAIN, localedir=str(locale_dir()), languages=[code], fallback=True
    )


def set_language(code: str) -> str:
    """Switch every later `_()` to `code` ("en" or "zh_CN"); returns the code in use."""
    global _current, _translation
    code = normalise(code)
    _translation = load(code)
    changed = code != _current
    _current = code
    if changed:
        for listener in list(_listeners):
            listener(code)
    return code


def current_language() -> str:
    return _current


def on_change(listener: Callable[[str], None]) -> None:
    """Call `listener(code)` after each change of language (screens lay themselves out again)."""
    if listener not in _listeners:
        _listeners.append(listener)


def remove_listener(listener: Callable[[str], None]) -> None:
    if listener in _listeners:
        _listeners.remove(listener)


@contextmanager
def language(code: str) -> Iterator[None]:
    """Use `code` inside the block (e.g. English for docs/components.md), then switch back."""
    global _current, _translation
    saved = (_current, _translation)
    _current, _translation = normalise(code), load(code)
    try:
        yield
    finally:
        _current, _translation = saved


def gettext(message: str) -> str:
    return _translation.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _translation.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _translation.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _translation.npgettext(context, singular, plural, n)


def N_(message: str) -> str:
    """Mark `message` for the catalogue without translating it now."""
    return message


def name(text: str) -> str:
    """A component's name from assets/data (card, Lion, Character, tile, Solo card...)."""
    return _translation.pgettext(COMPONENT, text) if text else text


def flavour(text: str) -> str:
    """A component's printed text from assets/data (Fear card verses, Taotie abilities...)."""
    return _translation.pgettext(FLAVOUR, text) if text else text


_ = gettext


# --- the prose domain (rules reference, guided first game) ----------------------------------------

PROSE_DOMAIN = "lionwake-prose"
_prose_catalogues: dict[str, _gettext.NullTranslations] = {}


def prose_catalogue(code: str | None = None) -> _gettext.NullTranslations:
    """The ``lionwake-prose`` catalogue of `code` (the current language by default), loaded once."""
    code = normalise(code or _current)
    found = _prose_catalogues.get(code)
    if found is None:
        if code == DEFAULT:
            found = _gettext.NullTranslations()
        else:
            found = _gettext.translation(
                PROSE_DOMAIN, localedir=str(locale_dir()), languages=[code], fallback=True
            )
        _prose_catalogues[code] = found
    return found


def prose(text: str) -> str:
    """A paragraph, bullet or title of the rules reference, or a step of the guided first game
    (``assets/data/rules_reference.toml``, ``tutorial.toml``), in the current language."""
    return prose_catalogue().gettext(text) if text else text
