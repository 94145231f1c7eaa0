"""Languages (issue 8, "Languages"): every string in the gettext catalogue, translated, compiled.

The catalogue is built by build_scripts/catalogues.py; when a test here fails after you added or
changed a `_()` string, run ``python build_scripts/catalogues.py``, translate the new entries in
assets/locale/zh_CN/LC_MESSAGES/lionwake.po, and run it again to compile the .mo.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.resources import asset

ROOT = Path(__file__).resolve().parents[1]
FIELD = re.compile(r"\{([^{}]*)\}")


def _catalogues():
    spec = importlib.util.spec_from_file_location(
        "catalogues", ROOT / "build_scripts" / "catalogues.py"
    )
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("catalogues", module)
    spec.loader.exec_module(module)
    return module


C = _catalogues()
PO = asset("locale", "zh_CN", "LC_MESSAGES", "lionwake.po")


@pytest.fixture(scope="module")
def zh():
    return C.parse_po(PO.read_text(encoding="utf-8"))[2]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def _show(key) -> str:
    return f"[{key[0]}] {key[1]!r}" if key[0] else repr(key[1])


def test_every_string_in_the_source_is_translated(zh):
    extracted = C.extract()
    missing = [_show(k) for k in extracted if k not in zh or not zh[k].translated()]
    assert not missing, (
        f"{len(missing)} strings are not translated into zh_CN (run build_scripts/catalogues.py "
        "and translate them in the .po):\n" + "\n".join(missing)
    )


def test_placeholders_match(zh):
    wrong = []
    for key, m in zh.items():
        fields = set(FIELD.findall(m.msgid))
        if m.plural is not None:
            fields |= set(FIELD.findall(m.plural))
        for s in m.strings:
            if s and set(FIELD.findall(s)) != fields:
                wrong.append(f"{_show(key)} -> {s!r}")
    assert not wrong, "placeholders differ:\n" + "\n".join(wrong)


def test_po_is_merged_and_mo_is_compiled():
    """The committed .po has every id of the source and the committed .mo is compiled from it."""
    stale = [
        str(path.relative_to(ROOT))
        for path, content in C.outputs().items()
        if path.suffix != ".pot" and (not path.exists() or path.read_bytes() != content)
    ]
    assert not stale, f"run python build_scripts/catalogues.py: stale {stale}"


def test_english_is_the_default_and_the_msgids_are_english():
    script = (
        "import os\n"
        "for v in ('LANGUAGE', 'LC_ALL', 'LC_MESSAGES', 'LANG'): os.environ.pop(v, None)\n"
        "from game import i18n\n"
        "from game.text.components import section_name\n"
        "assert i18n.current_language() == 'en', i18n.current_language()\n"
        "assert section_name('frontier') == 'Frontier'\n"
        "print('ok')\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert done.stdout.strip() == "ok", done.stderr


def test_switching_language_translates_core_texts_and_names():
    from game.core.catalogue import default_catalogue
    from game.text.components import drum_lines, lion_lines, section_name

    cat = default_catalogue()
    english = drum_lines(cat.cards[cat.market[0]])
    i18n.set_language("zh_CN")
    assert i18n.current_language() == "zh_CN"
    assert section_name("frontier") == "边境"
    chinese = drum_lines(cat.cards[cat.market[0]])
    assert chinese != english and all(re.search(r"[\u4e00-\u9fff]", ln) for ln in chinese)
    assert i18n.name(cat.lions[0].name) != cat.lions[0].name
    assert re.search(r"[\u4e00-\u9fff]", lion_lines(cat.lions[0])[0])
    i18n.set_language("en")
    assert drum_lines(cat.cards[cat.market[0]]) == english


def test_components_doc_stays_english_in_any_language():
    from game.core.catalogue import default_catalogue
    from game.text.library import markdown as render

    i18n.set_language("zh_CN")
    text = render(default_catalogue())
    assert text == (ROOT / "docs" / "components.md").read_text(encoding="utf-8")
    assert i18n.current_language() == "zh_CN"


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("zh_CN.UTF-8", "zh_CN"),
        ("zh_TW", "zh_CN"),
        ("zh-Hans", "zh_CN"),
        ("en_GB.UTF-8", "en"),
        ("fr_FR", "en"),
        ("", "en"),
        (None, "en"),
        ("C", "en"),
    ],
)
def test_normalise(code, expected):
    assert i18n.normalise(code) == expected


def test_system_language_follows_the_environment(monkeypatch):
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("LANG", "zh_CN.UTF-8")
    assert i18n.system_language() == "zh_CN"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert i18n.system_language() == "en"


def test_listeners_hear_a_change():
    heard = []
    i18n.on_change(heard.append)
    try:
        i18n.set_language("zh_CN")
        i18n.set_language("zh_CN")
        i18n.set_language("en")
    finally:
        i18n.remove_listener(heard.append)
    assert heard == ["zh_CN", "en"]


def _text_characters() -> set[str]:
    """Every character the game can show: the catalogues (ids and translations) and the source."""
    chars: set[str] = set()
    for m in C.parse_po(PO.read_text(encoding="utf-8"))[2].values():
        chars |= set(m.msgid) | set(m.plural or "") | set("".join(m.strings))
    for path in list((ROOT / "game").rglob("*.py")) + list(
        (ROOT / "assets" / "data").glob("*.toml")
    ):
        chars |= set(path.read_text(encoding="utf-8"))
    return {c for c in chars if c.isprintable() and not c.isspace()}


@pytest.mark.parametrize(
    "font", ["LionwakeSans-Regular.otf", "LionwakeSans-Bold.otf", "LionwakeSerif-Bold.otf"]
)
def test_fonts_cover_every_glyph(font):
    """Each bundled font (the UI's sans, bold and serif) has a glyph for every character shown."""
    ttLib = pytest.importorskip("fontTools.ttLib")
    cmap = ttLib.TTFont(str(asset("fonts", font))).getBestCmap()
    missing = sorted(c for c in _text_characters() if ord(c) not in cmap)
    assert not missing, (
        f"{font} lacks {len(missing)} glyphs (run build_scripts/subset_fonts.py): "
        + " ".join(f"{c}(U+{ord(c):04X})" for c in missing[:80])
    )


def test_no_formatted_string_is_given_to_gettext():
    """`_(f"...")` can never be in the catalogue: use `_("... {name} ...").format(name=...)`."""
    import ast

    calls = {"_", "gettext", "ngettext", "pgettext", "npgettext", "N_"}
    wrong = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            func = node.func
            fname = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if fname in calls and any(isinstance(a, ast.JoinedStr) for a in node.args):
                wrong.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert wrong == []
