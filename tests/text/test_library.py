"""The card library (game.text.library): docs/components.md lists every component, regenerated from
the data by `python -m game.tools.components_doc`."""

from __future__ import annotations

from game.core.catalogue import default_catalogue
from game.text.library import markdown
from game.tools.components_doc import OUT


def test_components_doc_is_current():
    assert OUT.read_text(encoding="utf-8") == markdown(default_catalogue()), (
        "docs/components.md is stale: run `python -m game.tools.components_doc` (or `make docs`)"
    )


def test_components_doc_names_every_component():
    cat = default_catalogue()
    text = OUT.read_text(encoding="utf-8")
    names = [c.name for c in cat.cards] + [lion.name for lion in cat.lions]
    names += [b.name for b in cat.characters] + [t.name for t in cat.taotie]
    names += [a.name for a in cat.amulets] + [t.name for t in cat.terrain]
    missing = [n for n in names if n not in text]
    assert missing == []
    assert text.count("Bamboo Slips") >= 1 and "Yao monster tokens" in text
