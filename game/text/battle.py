"""A battle's words (rulebook, "4. Battle", "Battle: Victory", "Battle: Defeat"): each side's
itemised total, the legend of the dice faces, and the banner the board shows afterwards (issue 42)."""

from __future__ import annotations

from game.i18n import N_, _, ngettext

#: Where extra hits come from (`game.ui.battle_account.HIT_SOURCES`).
HIT_SOURCE_NAMES = {
    "motifs_and_drums": N_("Motifs and Drum cards"),
    "this_turn": N_("bonuses gained this turn"),
}


def hit_source(key: str, opponent_name: str) -> str:
    if key == "monster_card":
        return _("the {opponent}'s card").format(opponent=opponent_name)
    return _(HIT_SOURCE_NAMES.get(key, key))


def dice_line(kept: list[int]) -> str:
    """The Strength dice that count, each named: "Dice 3 + 2 + 0 = 5"."""
    if not kept:
        return _("Dice: none left = 0")
    if len(kept) == 1:
        return _("Die: {n}").format(n=kept[0])
    return _("Dice: {each} = {n}").format(each=" + ".join(str(v) for v in kept), n=sum(kept))


def knocked_line(values: list[int], opponent_name: str) -> str:
    """The dice the opponent's Intimidation took: "Knocked out by the Zhujian: 3, 2"."""
    return _("Knocked out by the {opponent}'s Intimidation: {dice}").format(
        opponent=opponent_name, dice=", ".join(str(v) for v in values)
    )


def hits_line(n: int, source: str) -> str:
    return ngettext("+{n} hit from {source}", "+{n} hits from {source}", n).format(
        n=n, source=source
    )


def successes_line(rolled: int, bonus: int, blocked: int, knocked: int) -> str:
    """An Intimidation account: "Intimidation: 2 ! rolled + 1 bonus − 1 warded = 2: knocks out 2"."""
    parts = [ngettext("{n} success rolled", "{n} successes rolled", rolled).format(n=rolled)]
    if bonus:
        parts.append(_("+ {n} from bonuses").format(n=bonus))
    if blocked:
        parts.append(_("− {n} blocked by Wardings").format(n=blocked))
    text = _("Intimidation: {parts}").format(parts=" ".join(parts))
    if knocked:
        text += " " + ngettext("→ knocks out {n} die", "→ knocks out {n} dice", knocked).format(
            n=knocked
        )
    return text


def wardings_line(wardings: int, blocked: int) -> str:
    if not blocked:
        return ngettext(
            "{n} Warding: nothing to block", "{n} Wardings: nothing to block", wardings
        ).format(n=wardings)
    return ngettext(
        "{n} Warding: blocked {b} Intimidation success",
        "{n} Wardings: blocked {b} Intimidation successes",
        wardings,
    ).format(n=wardings, b=blocked)


def total_line(kept: int, hits: int, total: int, intimidated: bool) -> str:
    if intimidated:
        return _("Total {n} (intimidated: loses at once)").format(n=total)
    if hits:
        return _("Total {dice} + {hits} = {n}").format(dice=kept, hits=hits, n=total)
    return _("Total {n}").format(n=total)


def legend() -> str:
    """What the faces mean (issue 42: the "•" and "!" faces)."""
    return _(
        "Strength dice: each pip is 1 hit.  Intimidation dice: ! is 1 success, which knocks out "
        "the opponent's highest Strength die; • is no success."
    )


def banner(
    won: bool, lion: str, opponent: str, player: str, yours: bool, fear: bool, nian_form: int
) -> str:
    """What the battle did, for the board afterwards ("Defeated: the Lion returns to its board, a
    Fear card goes on top of your deck").  `nian_form` > 0: the Nian beast's form defeated."""
    if not won:
        if not fear:
            return _("Defeated: {lion} returns to its board").format(lion=lion)
        if yours:
            return _(
                "Defeated: {lion} returns to its board, a Fear card goes on top of your deck"
            ).format(lion=lion)
        return _(
            "Defeated: {lion} returns to its board, a Fear card goes on top of {player}'s deck"
        ).format(lion=lion, player=player)
    if nian_form >= 3:
        return _("Victory: {lion} defeats the Nian beast's last form").format(lion=lion)
    if nian_form:
        return _(
            "Victory: {lion} defeats the Nian beast, its card is won and its next form appears"
        ).format(lion=lion)
    return _(
        "Victory: {lion} defeats the {opponent}, who goes to the Frontier with 1 Qi Energy"
    ).format(lion=lion, opponent=opponent)


def short_banner(won: bool, lion: str) -> str:
    """The banner when the long one does not fit the board."""
    return (_("Victory: {lion} wins") if won else _("Defeated: {lion} goes home")).format(lion=lion)
