"""Reading the game's own data files (TOML in assets/data): every problem names the file, the entry and
the field (issue 39: a damaged data file stops nothing; the title screen names what is wrong).

`load_toml` reads one file; `entries` lists its ``[[key]]`` tables, each an `Entry` whose typed
getters (`str`, `int`, `choice`, `effects`, `resources`...) refuse a missing, mistyped or unknown field
with a `ContentError`.  The catalogue (`game.core.catalogue`), the rules reference (`game.text.rules`)
and the guided first game (`game.ui.tutorial`) read their files with it.
"""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from ..userfiles import UserFileError, read_bytes
from .effects import RESOURCES, Effect, parse_effect, parse_effects
from .errors import ContentError


class Entry:
    """Reads the fields of one TOML entry, naming file/entry/field in every error."""

    def __init__(self, file: str, entry: str, table: Any) -> None:
        if not isinstance(table, dict):
            raise ContentError(file, entry, "", "must be a table")
        self.file, self.entry, self.table = file, entry, table
        self.used: set[str] = set()

    def fail(self, fld: str, problem: str) -> ContentError:
        return ContentError(self.file, self.entry, fld, problem)

    def _get(self, fld: str, default: Any) -> Any:
        self.used.add(fld)
        if fld not in self.table:
            if default is _REQUIRED:
                raise self.fail(fld, "is missing")
            return default
        return self.table[fld]

    def raw(self, fld: str) -> Any:
        """The field's value as the file gives it, for a reader that checks its shape itself; a
        missing field is refused."""
        return self._get(fld, _REQUIRED)

    def str(self, fld: str, default: Any = None) -> str:
        value = self._get(fld, _REQUIRED if default is None else default)
        if not isinstance(value, str) or (default is None and not value):
            raise self.fail(fld, "must be a non-empty string")
        return value

    def int(self, fld: str, default: Any = None, lo: int = 0, hi: int = 99) -> int:
        value = self._get(fld, _REQUIRED if default is None else default)
        if not isinstance(value, int) or isinstance(value, bool):
            raise self.fail(fld, "must be a whole number")
        if not lo <= value <= hi:
            raise self.fail(fld, f"must be between {lo} and {hi}, not {value}")
        return value

    def bool(self, fld: str, default: bool = False) -> bool:
        value = self._get(fld, default)
        if not isinstance(value, bool):
            raise self.fail(fld, "must be true or false")
        return value

    def choice(self, fld: str, options: tuple[str, ...], default: Any = None) -> str:
        value = self._get(fld, _REQUIRED if default is None else default)
        if value not in options:
            raise self.fail(fld, f"must be one of {options}, not {value!r}")
        return value

    def choices(self, fld: str, options: tuple[str, ...], default: Any = None) -> tuple[str, ...]:
        value = self._get(fld, _REQUIRED if default is None else default)
        if not isinstance(value, list) or any(v not in options for v in value):
            raise self.fail(fld, f"must be a list drawn from {options}")
        return tuple(value)

    def effects(self, fld: str) -> tuple[Effect, ...]:
        found = parse_effects(self._get(fld, None), self.file, self.entry, fld)
        for i, eff in enumerate(found):
            self._check_amounts(f"{fld}[{i}]", eff)
        return found

    def effect(self, fld: str) -> Effect:
        eff = parse_effect(self._get(fld, _REQUIRED), self.file, self.entry, fld)
        self._check_amounts(fld, eff)
        return eff

    def _check_amounts(self, fld: str, eff: Effect) -> None:
        """Refuse an amount no component prints (more than `MAX_AMOUNT`): a number such as 10**12
        would otherwise reach the rules as a gain, a cost or a repeat count."""
        amounts = [
            *(("spend." + k, n) for k, n in eff.spend),
            *(("gain." + k, n) for k, n in eff.gain),
            *(("requires.motifs." + k, n) for k, n in eff.requires.motifs),
            ("requires.any_motifs", eff.requires.any_motifs),
            ("times", eff.times),
        ]
        for sub, n in amounts:
            if n > MAX_AMOUNT:
                raise self.fail(f"{fld}.{sub}", f"must be at most {MAX_AMOUNT}, not {n}")

    def resources(self, fld: str) -> tuple[tuple[str, int], ...]:
        value = self._get(fld, {})
        if not isinstance(value, dict):
            raise self.fail(fld, "must be a table of resources")
        out = []
        for key, n in value.items():
            if key not in RESOURCES:
                raise self.fail(f"{fld}.{key}", f"unknown resource; expected one of {RESOURCES}")
            if not isinstance(n, int) or isinstance(n, bool) or n <= 0:
                raise self.fail(f"{fld}.{key}", "must be a positive whole number")
            if n > MAX_AMOUNT:
                raise self.fail(f"{fld}.{key}", f"must be at most {MAX_AMOUNT}, not {n}")
            out.append((key, n))
        return tuple(out)

    def done(self) -> None:
        extra = set(self.table) - self.used
        if extra:
            raise self.fail(sorted(extra)[0], "is not a known field")


_REQUIRED = object()
#: The largest amount an effect or a cost may name (the printed components name at most 5).
MAX_AMOUNT = 99


def entries(doc: dict, file: str, key: str) -> list[Entry]:
    items = doc.get(key)
    if not isinstance(items, list) or not items:
        raise ContentError(file, "", key, f"needs a list of [[{key}]] entries")
    out = []
    seen: set[str] = set()
    for i, table in enumerate(items):
        name = table.get("id", f"#{i + 1}") if isinstance(table, dict) else f"#{i + 1}"
        entry = Entry(file, f"[[{key}]] {name}", table)
        ident = entry.str("id")
        if ident in seen:
            raise entry.fail("id", f"duplicate id {ident!r}")
        seen.add(ident)
        out.append(entry)
    return out


#: The largest content file read (the shipped ones are a few kilobytes): a bigger one is refused
#: before it is read, so a damaged or runaway file costs no memory.
CONTENT_FILE_LIMIT = 4 << 20  # 4 MiB


def load_toml(path: Path) -> tuple[str, dict]:
    """Read one content file as TOML; whatever is wrong with the file itself (missing, a folder,
    unreadable, too large, not UTF-8, not TOML, nested past reading) is a `ContentError` naming it."""
    name = path.name
    if not path.exists() and not path.is_symlink():
        raise ContentError(name, "", "", "file is missing")
    try:
        data = read_bytes(path, CONTENT_FILE_LIMIT)
    except UserFileError as exc:
        raise ContentError(name, "", "", str(exc)) from None
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ContentError(
            name, "", "", f"is not UTF-8 text (byte {exc.start + 1} cannot be read)"
        ) from None
    try:
        return name, tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(name, "", "", f"is not valid TOML ({exc})") from None
    except RecursionError:
        raise ContentError(name, "", "", "is not valid TOML (lists nested too deeply)") from None
