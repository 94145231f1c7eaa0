"""Lionwake's message catalogues: extract, merge, compile (standard library only).

    python build_scripts/catalogues.py            # lionwake.pot, merge into every .po, compile .mo
    python build_scripts/catalogues.py --check    # exit 1 if anything above would change
    python build_scripts/catalogues.py --prose    # only the rules reference and guide's domain

1. **Extract** every message id into ``assets/locale/lionwake.pot``:
   * from the Python source under ``game/`` (Python's ``ast``): calls to ``_``, ``gettext``,
     ``N_``, ``ngettext``, ``pgettext`` and ``npgettext`` (also as ``i18n._(...)``) whose message
     arguments are string literals;
   * from the component data ``assets/data/*.toml``: every ``name`` (context ``component``) and every
     printed ``text`` (context ``flavour``), shown through ``i18n.name`` / ``i18n.flavour``.  The
     rules reference and the tutorial are left to the prose domain (below);
   * from the campaign chapters ``levels/campaign/*.tmx``: each chapter's ``name`` and ``text``
     map properties (context ``flavour``).
2. **Merge** the template into each ``assets/locale/<code>/LC_MESSAGES/lionwake.po``, keeping the
   existing translations and translator comments (the glossary at the top included); ids no longer
   in the source are dropped.
   The rules reference (``assets/data/rules_reference.toml``: each section's part, title and every
   paragraph and bullet of its text) and the guided first game (``assets/data/tutorial.toml``: each
   step's text, hint and rule) go into a domain of their own, ``lionwake-prose`` (``lionwake-prose.pot``
   and ``<code>/LC_MESSAGES/lionwake-prose.po``), shown through ``i18n.prose``.
3. **Compile** each ``.po`` into the ``.mo`` beside it (GNU gettext's format, as ``msgfmt`` writes it;
   an empty ``msgstr`` is left out so the English shows).  The output is byte-for-byte reproducible,
   so tests/test_i18n.py can check the committed ``.mo`` is up to date.
"""

from __future__ import annotations

import argparse
import ast
import struct
import sys
import tomllib
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "assets" / "locale"
DOMAIN = "lionwake"
POT = LOCALE / f"{DOMAIN}.pot"
LANGUAGES = ("zh_CN",)
PLURAL_FORMS = {"zh_CN": "nplurals=1; plural=0;"}
#: data files left out of lionwake.po: their prose goes into the lionwake-prose domain instead
DATA_SKIPPED = ("rules_reference.toml", "tutorial.toml")
#: the long prose of the rules reference and the guided first game: a domain of its own
PROSE_DOMAIN = "lionwake-prose"
PROSE_POT = LOCALE / f"{PROSE_DOMAIN}.pot"
#: function name -> (index of msgctxt or None, index of msgid, index of msgid_plural or None)
KEYWORDS = {
    "_": (None, 0, None),
    "gettext": (None, 0, None),
    "N_": (None, 0, None),
    "ngettext": (None, 0, 1),
    "pgettext": (0, 1, None),
    "npgettext": (0, 1, 2),
}


@dataclass
class Message:
    msgid: str
    context: str | None = None
    plural: str | None = None
    strings: list[str] = field(default_factory=lambda: [""])
    refs: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)  # translator comments ("# ...")
    fuzzy: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        return (self.context, self.msgid)

    def translated(self) -> bool:
        return all(self.strings) and not self.fuzzy


# --- extraction --------------------------------------------------------------------------------


def _literal(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Name):
        return node.func.id
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    return None


def extract_source(path: Path, rel: str) -> list[Message]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        spec = KEYWORDS.get(_call_name(node) or "")
        if spec is None:
            continue
        ctx_i, id_i, pl_i = spec
        needed = max(i for i in spec if i is not None)
        if len(node.args) <= needed:
            continue
        msgid = _literal(node.args[id_i])
        context = _literal(node.args[ctx_i]) if ctx_i is not None else None
        plural = _literal(node.args[pl_i]) if pl_i is not None else None
        if msgid is None or (ctx_i is not None and context is None):
            continue
        if pl_i is not None and plural is None:
            continue
        out.append(Message(msgid, context, plural, refs=[rel]))
    return out


def extract_data(path: Path, rel: str) -> list[Message]:
    out: list[Message] = []

    def walk(value, key: str) -> None:
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, k)
        elif isinstance(value, list):
            for v in value:
                walk(v, key)
        elif isinstance(value, str) and value and key in ("name", "text"):
            context = "component" if key == "name" else "flavour"
            out.append(Message(value, context, refs=[rel]))

    walk(tomllib.loads(path.read_text(encoding="utf-8")), "")
    return out


def extract_level(path: Path, rel: str) -> list[Message]:
    """A campaign chapter's map properties "name" and "text" (context ``flavour``)."""
    import xml.etree.ElementTree as ElementTree

    out = []
    for prop in ElementTree.parse(path).getroot().iter("property"):
        if prop.get("name") in ("name", "text") and prop.get("value"):
            out.append(Message(prop.get("value"), "flavour", refs=[rel]))
    return out


def extract(root: Path = ROOT) -> dict[tuple[str | None, str], Message]:
    """Every message id of the game, in a stable order (source files, then data files)."""
    found: dict[tuple[str | None, str], Message] = {}
    sources = sorted((root / "game").rglob("*.py"))
    data = sorted(
        p for p in (root / "assets" / "data").glob("*.toml") if p.name not in DATA_SKIPPED
    )
    messages = [m for p in sources for m in extract_source(p, p.relative_to(root).as_posix())]
    messages += [m for p in data for m in extract_data(p, p.relative_to(root).as_posix())]
    levels = sorted((root / "levels" / "campaign").glob("*.tmx"))
    messages += [m for p in levels for m in extract_level(p, p.relative_to(root).as_posix())]
    for m in messages:
        if not m.msgid:
            continue
        have = found.get(m.key)
        if have is None:
            if m.plural is not None:
                m.strings = ["", ""]
            found[m.key] = m
        else:
            for ref in m.refs:
                if ref not in have.refs:
                    have.refs.append(ref)
            if have.plural is None and m.plural is not None:
                have.plural = m.plural
    return found


def prose_blocks(text: str) -> list[str]:
    """The paragraphs (lines joined, split at blank lines) and "- " bullets of a rules text, as
    `game.text.rules` splits them: each is one message."""
    out: list[str] = []
    para: list[str] = []
    for raw in text.strip().splitlines():
        line = raw.strip()
        if not line or line.startswith("- "):
            if para:
                out.append(" ".join(para))
                para.clear()
            if line:
                out.append(line[2:].strip())
        else:
            para.append(line)
    if para:
        out.append(" ".join(para))
    return [b for b in out if b]


def extract_prose(root: Path = ROOT) -> dict[tuple[str | None, str], Message]:
    """The prose domain: the rules reference's parts, titles, rulebook sections and text blocks,
    then the guide's step texts, hints and rules (no context; ids shared by both appear once)."""
    found: dict[tuple[str | None, str], Message] = {}

    def add(text: str, rel: str) -> None:
        if not text:
            return
        have = found.get((None, text))
        if have is None:
            found[(None, text)] = Message(text, refs=[rel])
        elif rel not in have.refs:
            have.refs.append(rel)

    data = root / "assets" / "data"
    rel = "assets/data/rules_reference.toml"
    rules = tomllib.loads((data / "rules_reference.toml").read_text(encoding="utf-8"))
    for section in rules.get("section", []):
        for key in ("part", "title", "rulebook"):
            add(section.get(key, ""), rel)
        for block in prose_blocks(section.get("text", "")):
            add(block, rel)
    rel = "assets/data/tutorial.toml"
    guide = tomllib.loads((data / "tutorial.toml").read_text(encoding="utf-8"))
    for step in guide.get("step", []):
        for key in ("rule", "text", "hint"):
            add(step.get(key, ""), rel)
    return found


# --- .po reading and writing -------------------------------------------------------------------


def _unquote(s: str) -> str:
    s = s.strip()
    if not (s.startswith('"') and s.endswith('"')):
        raise ValueError(f"not a quoted PO string: {s!r}")
    return ast.literal_eval(s)


def _quote(s: str) -> str:
    out = s.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t").replace("\n", "\\n")
    return f'"{out}"'


def parse_po(text: str) -> tuple[list[str], str, dict[tuple[str | None, str], Message]]:
    """(leading comment lines, header msgstr, messages) of a .po file."""
    messages: dict[tuple[str | None, str], Message] = {}
    head_comments: list[str] = []
    header = ""
    entries: list[dict] = []
    cur: dict = {"comments": [], "refs": [], "flags": []}
    last = None

    def flush() -> None:
        nonlocal cur, last
        if "msgid" in cur:
            entries.append(cur)
        elif cur["comments"] and not entries:
            head_comments.extend(cur["comments"])
        cur = {"comments": [], "refs": [], "flags": []}
        last = None

    for raw in text.splitlines():
        line = raw.rstrip("\n")
        if not line.strip():
            flush()
            continue
        if line.startswith("#~"):
            continue
        if line.startswith("#:"):
            cur["refs"] += line[2:].split()
        elif line.startswith("#,"):
            cur["flags"] += [f.strip() for f in line[2:].split(",")]
        elif line.startswith("#.") or line.startswith("#|"):
            continue
        elif line.startswith("#"):
            if "msgid" in cur:
                flush()
            cur["comments"].append(line)
        elif line.startswith("msgctxt "):
            if "msgid" in cur:
                flush()
            cur["msgctxt"] = _unquote(line[8:])
            last = "msgctxt"
        elif line.startswith("msgid_plural "):
            cur["msgid_plural"] = _unquote(line[13:])
            last = "msgid_plural"
        elif line.startswith("msgid "):
            if "msgid" in cur:
                flush()
            cur["msgid"] = _unquote(line[6:])
            last = "msgid"
        elif line.startswith("msgstr["):
            idx, rest = line[7:].split("]", 1)
            cur.setdefault("msgstr", {})[int(idx)] = _unquote(rest)
            last = ("msgstr", int(idx))
        elif line.startswith("msgstr "):
            cur.setdefault("msgstr", {})[0] = _unquote(line[7:])
            last = ("msgstr", 0)
        elif line.startswith('"'):
            if isinstance(last, tuple):
                cur["msgstr"][last[1]] += _unquote(line)
            elif last:
                cur[last] += _unquote(line)
        else:
            raise ValueError(f"cannot read PO line: {line!r}")
    flush()

    for e in entries:
        strs = e.get("msgstr", {0: ""})
        strings = [strs[i] for i in sorted(strs)]
        if e["msgid"] == "" and e.get("msgctxt") is None:
            header = strings[0]
            if not head_comments:
                head_comments = e["comments"]
            continue
        m = Message(
            e["msgid"],
            e.get("msgctxt"),
            e.get("msgid_plural"),
            strings,
            e["refs"],
            e["comments"],
            "fuzzy" in e["flags"],
        )
        messages[m.key] = m
    return head_comments, header, messages


def _field(keyword: str, value: str) -> list[str]:
    if "\n" in value[:-1]:
        parts = value.split("\n")
        pieces = [p + "\n" for p in parts[:-1]] + ([parts[-1]] if parts[-1] else [])
        return [f'{keyword} ""'] + [_quote(p) for p in pieces]
    return [f"{keyword} {_quote(value)}"]


def _has_format(m: Message) -> bool:
    return "{" in m.msgid or (m.plural is not None and "{" in m.plural)


def write_po(
    head_comments: list[str], header: str, messages: list[Message], with_strings: bool = True
) -> str:
    lines = list(head_comments)
    lines += ['msgid ""', 'msgstr ""'] + [_quote(p + "\n") for p in header.rstrip("\n").split("\n")]
    for m in messages:
        lines.append("")
        lines += m.comments
        if m.refs:
            lines.append("#: " + " ".join(m.refs))
        flags = (["fuzzy"] if m.fuzzy else []) + (["python-brace-format"] if _has_format(m) else [])
        if flags:
            lines.append("#, " + ", ".join(flags))
        if m.context is not None:
            lines += _field("msgctxt", m.context)
        lines += _field("msgid", m.msgid)
        if m.plural is not None:
            lines += _field("msgid_plural", m.plural)
            strings = m.strings if with_strings else ["", ""]
            for i, s in enumerate(strings):
                lines += _field(f"msgstr[{i}]", s)
        else:
            lines += _field("msgstr", m.strings[0] if with_strings else "")
    return "\n".join(lines) + "\n"


def header_for(code: str | None) -> str:
    fields = [
        "Project-Id-Version: Lionwake",
        "Report-Msgid-Bugs-To: ",
        f"Language: {code or ''}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    if code:
        fields.append(f"Plural-Forms: {PLURAL_FORMS.get(code, 'nplurals=2; plural=(n != 1);')}")
    return "".join(f + "\n" for f in fields)


def merge(template: dict, po_text: str | None, code: str) -> str:
    """The .po for `code`: the template's ids, with the translations `po_text` already has."""
    head, _, old = parse_po(po_text) if po_text else ([], "", {})
    out = []
    for key, t in template.items():
        m = Message(t.msgid, t.context, t.plural, refs=list(t.refs))
        m.strings = ["", ""] if t.plural is not None else [""]
        if code in PLURAL_FORMS and t.plural is not None:
            m.strings = [""] * int(PLURAL_FORMS[code].split("nplurals=")[1].split(";")[0])
        prev = old.get(key)
        if prev is not None:
            m.comments = prev.comments
            m.fuzzy = prev.fuzzy
            if len(prev.strings) == len(m.strings):
                m.strings = prev.strings
            elif prev.strings and prev.strings[0]:
                m.strings = [prev.strings[0]] * len(m.strings)
        out.append(m)
    return write_po(head, header_for(code), out)


# --- .mo ---------------------------------------------------------------------------------------


def compile_mo(po_text: str) -> bytes:
    """GNU .mo bytes for a .po text (untranslated and fuzzy entries left out)."""
    _, header, messages = parse_po(po_text)
    table: dict[bytes, bytes] = {b"": header.encode("utf-8")}
    for m in messages.values():
        if not m.translated():
            continue
        key = m.msgid if m.plural is None else m.msgid + "\0" + m.plural
        if m.context is not None:
            key = m.context + "\x04" + key
        table[key.encode("utf-8")] = "\0".join(m.strings).encode("utf-8")
    keys = sorted(table)
    ids = b"".join(k + b"\0" for k in keys)
    strs = b"".join(table[k] + b"\0" for k in keys)
    n = len(keys)
    start = 7 * 4 + 16 * n
    koffsets, voffsets = [], []
    pos = 0
    for k in keys:
        koffsets += [len(k), start + pos]
        pos += len(k) + 1
    pos = 0
    for k in keys:
        v = table[k]
        voffsets += [len(v), start + len(ids) + pos]
        pos += len(v) + 1
    out = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + n * 8, 0, 0)
    out += struct.pack(f"{2 * n}i", *koffsets) + struct.pack(f"{2 * n}i", *voffsets)
    return out + ids + strs


# --- driver ------------------------------------------------------------------------------------


def po_path(code: str, root: Path = ROOT, domain: str = DOMAIN) -> Path:
    return root / "assets" / "locale" / code / "LC_MESSAGES" / f"{domain}.po"


def outputs(root: Path = ROOT) -> dict[Path, bytes]:
    """Every file this script writes, with the content it would write."""
    template = extract(root)
    pot_head = [
        "# Lionwake message template: generated by build_scripts/catalogues.py, do not edit.",
    ]
    files = {
        root / "assets" / "locale" / f"{DOMAIN}.pot": write_po(
            pot_head, header_for(None), list(template.values()), with_strings=False
        ).encode("utf-8")
    }
    for code in LANGUAGES:
        po = po_path(code, root)
        text = merge(template, po.read_text(encoding="utf-8") if po.exists() else None, code)
        files[po] = text.encode("utf-8")
        files[po.with_suffix(".mo")] = compile_mo(text)
    files.update(prose_outputs(root))
    return files


def prose_outputs(root: Path = ROOT) -> dict[Path, bytes]:
    """The prose domain's .pot, and each language's merged .po and compiled .mo."""
    template = extract_prose(root)
    pot_head = [
        "# Lionwake prose template (rules reference, guided first game): generated by",
        "# build_scripts/catalogues.py, do not edit.",
    ]
    files = {
        root / "assets" / "locale" / f"{PROSE_DOMAIN}.pot": write_po(
            pot_head, header_for(None), list(template.values()), with_strings=False
        ).encode("utf-8")
    }
    for code in LANGUAGES:
        po = po_path(code, root, PROSE_DOMAIN)
        text = merge(template, po.read_text(encoding="utf-8") if po.exists() else None, code)
        files[po] = text.encode("utf-8")
        files[po.with_suffix(".mo")] = compile_mo(text)
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="only report files that would change")
    parser.add_argument(
        "--prose",
        action="store_true",
        help=f"only the {PROSE_DOMAIN} domain (lionwake.po untouched)",
    )
    args = parser.parse_args(argv)
    stale = []
    for path, content in (prose_outputs() if args.prose else outputs()).items():
        if path.exists() and path.read_bytes() == content:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(content)
    for path in stale:
        print(("stale: " if args.check else "wrote ") + str(path.relative_to(ROOT)))
    for code in LANGUAGES:
        _, _, msgs = parse_po(po_path(code).read_text(encoding="utf-8"))
        missing = sum(not m.translated() for m in msgs.values())
        print(f"{code}: {len(msgs) - missing}/{len(msgs)} translated")
        prose_po = po_path(code, domain=PROSE_DOMAIN)
        if prose_po.exists():
            _, _, msgs = parse_po(prose_po.read_text(encoding="utf-8"))
            missing = sum(not m.translated() for m in msgs.values())
            print(f"{code} ({PROSE_DOMAIN}): {len(msgs) - missing}/{len(msgs)} translated")
    return 1 if (args.check and stale) else 0


if __name__ == "__main__":
    sys.exit(main())
