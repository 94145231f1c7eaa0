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
import io
import locale
import os
import string
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

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


#: The catalogues that could not be read: .mo file name -> (code, where, why), English; `problems`.
_problems: dict[str, tuple[str, str, str]] = {}
#: The catalogues read, by path (each .mo file is read once, as `gettext.translation` did).
_read: dict[str, _gettext.GNUTranslations] = {}

#: The largest catalogue read (the shipped ones are under 100 kB).
CATALOGUE_LIMIT = 8 << 20  # 8 MiB


def _translation_for(domain: str, code: str) -> _gettext.NullTranslations:
    """`domain`'s catalogue for `code`, or an empty one (English) when there is none, or when the
    .mo file cannot be used (truncated, not a catalogue, too large): then `problems` says so."""
    if code == DEFAULT:
        return _gettext.NullTranslations()
    found = _gettext.find(domain, localedir=str(locale_dir()), languages=[code])
    if found is None:
        return _gettext.NullTranslations()
    if found in _read:
        return _read[found]
    path = Path(found)
    try:
        with path.open("rb") as fh:  # at most one byte past the limit is read, whatever the size
            data = fh.read(CATALOGUE_LIMIT + 1)
        if len(data) > CATALOGUE_LIMIT:
            raise ValueError(f"larger than {CATALOGUE_LIMIT:,} bytes")
        catalogue = _gettext.GNUTranslations(io.BytesIO(data))
    except Exception as exc:  # struct.error, OSError, UnicodeDecodeError, a bad Plural-Forms...
        why = str(exc).replace(f": {found!r}", "") or type(exc).__name__
        _problems[path.name] = (code, f"{code}/{path.name}", why)
        return _gettext.NullTranslations()
    _problems.pop(path.name, None)
    dropped = _drop_mismatched(catalogue)
    if dropped:
        _problems[path.name] = (
            code,
            f"{code}/{path.name}",
            f"{dropped} messages do not fit their English {{fields}}",
        )
    _read[found] = catalogue
    return catalogue


def _fields(text: str) -> set[str] | None:
    """The ``{name}`` fields of a message (None when its braces are malformed)."""
    try:
        return {f for _lit, f, _spec, _conv in _FORMATTER.parse(text) if f is not None}
    except ValueError:
        return None


_FORMATTER = string.Formatter()


def _drop_mismatched(catalogue: _gettext.GNUTranslations) -> int:
    """Forget every translation whose ``{fields}`` are not among its English message's (or whose
    braces are malformed): `str.format` on it would fail, so that message shows in English.
    Returns how many were dropped."""
    table = catalogue._catalog  # the parsed messages: msgid, "ctx\x04msgid" or (msgid, n) -> text
    bad = []
    for key, text in table.items():
        source = key[0] if isinstance(key, tuple) else key
        if not isinstance(source, str) or not source or not isinstance(text, str):
            continue  # the header ("" -> metadata)
        wanted = _fields(source.rsplit("\x04", 1)[-1])
        have = _fields(text)
        if wanted is not None and (have is None or not have <= wanted):
            bad.append(key)
    for key in bad:
        del table[key]
    return len(bad)


def forget_catalogues() -> None:
    """Forget every catalogue read and every problem found: they are read afresh when next wanted
    (for whoever swaps the game's files while it runs: the tests)."""
    _read.clear()
    _problems.clear()
    _prose_catalogues.clear()


def problems() -> list[str]:
    """A sentence for each translation catalogue that could not be read (English is shown in its
    place), for the title menu to show."""
    return [
        gettext("The translation {file} is damaged ({why}); English is shown in its place.").format(
            file=where, why=why
        )
        for code, where, why in _problems.values()
        if code == _current
    ]


def load(code: str) -> _gettext.NullTranslations:
    """The catalogue for `code` (an empty one, i.e. English, for "en", when none is found or when
    it cannot be read: see `problems`)."""
    return _translation_for(DOMAIN, normalise(code))


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
        found = _translation_for(PROSE_DOMAIN, code)
        _prose_catalogues[code] = found
    return found


def prose(text: str) -> str:
    """A paragraph, bullet or title of the rules reference, or a step of the guided first game
    (``assets/data/rules_reference.toml``, ``tutorial.toml``), in the current language."""
    return prose_catalogue().gettext(text) if text else text
