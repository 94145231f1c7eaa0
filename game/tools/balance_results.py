"""The balance runs' results file (`docs/balance/results.jsonl`, `--results`): one JSON line per
finished game, appended, never rewritten.  Which stored games a run may take instead of playing
them again: the same spec at the same catalogue print (`game.tools.fingerprint.
catalogue_fingerprint`), with every field the report counts whole (docs/balance/README.md).
"""

from __future__ import annotations

import json

from game.tools.cli import json_lines, skip_line


def game_key(spec: list, prints: dict[bool, str]) -> str:
    """A game's identity: its spec and the fingerprint of the catalogue it is played with."""
    return json.dumps([*spec, prints[spec[1] == 1]])


def stored(path: str, specs: list[tuple], prints: dict[bool, str]) -> list[dict]:
    """The finished games in the results file that the run asks for again.  A line that cannot be
    read, or a game of those asked for with a field the report cannot count, is named on stderr
    (file, line and field) and skipped, so that game is played again; the file is never rewritten."""
    wanted = {game_key(list(spec), prints) for spec in specs}
    found: dict[str, dict] = {}
    for number, r in json_lines(path):
        try:
            key = json.dumps([*r["spec"], r["catalogue"]])
        except (KeyError, TypeError):
            skip_line(path, number, "no field 'spec' or 'catalogue'")
            continue
        if key not in wanted:
            continue
        damage = _damage(r)
        if damage:
            skip_line(path, number, damage)
            continue
        found[key] = r
    return list(found.values())


#: The fields of a stored game that the report reads (`summarize`, `summarize_solo`): the type of
#: the field, and for the per-seat lists the type of each seat's entry.
_STORED_FIELDS: dict[str, tuple[type, type | None]] = {
    "bot": (str, None),
    "rounds": (int, None),
    "reason": (str, None),
    "winners": (list, int),
    "scores": (list, int),
    "lions": (list, str),
    "characters": (list, str),
    "bought": (list, list),
    "parts": (list, dict),
}


def _damage(r: dict) -> str | None:
    """What keeps a stored game of the run from being counted (the field and why), or None."""
    if r.get("ok") is not True:
        return "field 'ok': not a finished game"
    players = r.get("players")
    if type(players) is not int or not 1 <= players <= 4:
        return "field 'players': not 1 to 4"
    for name, (kind, each) in _STORED_FIELDS.items():
        value = r.get(name)
        if not isinstance(value, kind) or isinstance(value, bool):
            return f"field {name!r}: missing or not a {kind.__name__}"
        if each and not all(isinstance(x, each) and not isinstance(x, bool) for x in value):
            return f"field {name!r}: an entry is not a {each.__name__}"
    for name in ("scores", "lions", "characters", "bought"):
        if len(r[name]) != players:
            return f"field {name!r}: {len(r[name])} entries for {players} players"
    if any(not 0 <= w < players for w in r["winners"]):
        return "field 'winners': a seat that is not in the game"
    if r["winners"] and len(r["parts"]) != players:
        return f"field 'parts': {len(r['parts'])} entries for {players} players"
    if "tie" not in r:
        return "field 'tie': missing"
    if not all(isinstance(c, str) for cards in r["bought"] for c in cards):
        return "field 'bought': a card that is not a name"
    if not all(isinstance(v, int) for part in r["parts"] for v in part.values()):
        return "field 'parts': a score that is not a whole number"
    spec = r["spec"]
    if spec[:3] != [r["bot"], players, r.get("seed")] or spec[4:5] != [r.get("difficulty")]:
        return "fields 'bot', 'players', 'seed' or 'difficulty' differ from field 'spec'"
    return None
