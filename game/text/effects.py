"""The words of the effect vocabulary: how every card, tile, token and board space reads.

Rulebook, "Language and Iconography" and "Appendix: Icons and Other Actions".  The rules parse an
effect (`game.core.effects`) and act on its fields; `describe` writes the sentence printed on the
component from the same data, so a card's text and its rules can never disagree.  The names of
resources, colours and lists ("a, b and c") that every other sentence uses are here too.
"""

from __future__ import annotations

from game.core.effects import Effect, Requirement
from game.i18n import N_, _, flavour, ngettext, pgettext

#: resource / battle word -> (singular, plural) English names; shown through `noun`
_NOUNS = {
    "coins": (N_("Coin"), N_("Coins")),
    "bamboo": (N_("Bamboo"), N_("Bamboo")),
    "red_paper": (N_("Red Paper"), N_("Red Paper")),
    "jade": (N_("Jade"), N_("Jade")),
    "motif": (N_("free Tattoo Motif"), N_("free Tattoo Motifs")),
    "steps": (N_("step"), N_("steps")),
    "strength_dice": (N_("Strength die"), N_("Strength dice")),
    "intimidation_dice": (N_("Intimidation die"), N_("Intimidation dice")),
    "wardings": (N_("Warding"), N_("Wardings")),
    "hits": (N_("Strength hit"), N_("Strength hits")),
    "successes": (N_("Intimidation success"), N_("Intimidation successes")),
}
_COLOUR_NAMES = {"green": N_("green"), "red": N_("red"), "purple": N_("purple"), "blue": N_("blue")}
_VERBS = {
    "ink": N_("perform Inking Tattoo Motifs"),
    "couplets": N_("perform Writing Spring Couplets"),
    "amulet": N_("perform Carving Jade Amulets"),
    "pacify": N_("perform Pacifying the Land"),
    "exchange": N_("perform Exchange"),
    "purchase_drum": N_("purchase 1 Drum card (on top of your deck)"),
    "purchase_slip": N_("purchase 1 Bamboo Slips (spend 2 Bamboo)"),
    "exile": N_("exile 1 Drum or Fear card"),
    "draw": N_("draw 1 card"),
}
_WHEN = {
    "ink": N_("When you perform Inking Tattoo Motifs"),
    "couplets": N_("When you perform Writing Spring Couplets"),
    "amulet": N_("When you perform Carving Jade Amulets"),
    "pacify": N_("When you perform Pacifying the Land"),
    "exchange": N_("When you perform Exchange"),
    "victory": N_("When this Lion wins a battle"),
    "intimidate": N_("When this Lion intimidates"),
    "purchase_slip": N_("When you purchase Bamboo Slips"),
}
_COUNTERS_TEXT = {
    "exiled": N_("exiled card"),
    "qi_couplets": N_("of your Qi Energy in Spring Couplets"),
    "qi_amulets": N_("of your Qi Energy in Jade Amulets"),
    "qi_exchange": N_("of your Qi Energy in Exchange"),
    "qi_frontier": N_("of your Qi Energy in the Frontier"),
    "motifs": N_("Tattoo Motif on this Lion"),
    "motif_green": N_("green Tattoo Motif on this Lion"),
    "motif_red": N_("red Tattoo Motif on this Lion"),
    "motif_purple": N_("purple Tattoo Motif on this Lion"),
    "motif_blue": N_("blue Tattoo Motif on this Lion"),
    "amulets": N_("Jade Amulet you own"),
    "wardings": N_("Warding this Lion has"),
    "lions_on_map": N_("of your Lions on the Village map"),
    "nian_cards": N_("Nian beast card you hold"),
    "drum_cards_here": N_("Drum card next to this Lion"),
}


def colour_name(colour: str) -> str:
    """A Tattoo Motif / Drum card colour ("green", "red", "purple", "blue") in the player's language."""
    return _(_COLOUR_NAMES[colour]) if colour in _COLOUR_NAMES else colour


def noun(key: str, n: int) -> str:
    """The name of `n` of a resource or battle word, without the number ("Coins", "铜钱")."""
    single, plural = _NOUNS.get(key, (key, key))
    return _(single if n == 1 else plural)


def amount(key: str, n: int, sign: str = "") -> str:
    """ "2 Coins", "+1 step": a number and its noun (the order is the translation's)."""
    return _("{n} {noun}").format(n=f"{sign}{n}", noun=noun(key, n))


def join_and(parts: list[str]) -> str:
    """ "a, b and c" in the player's language."""
    if len(parts) <= 1:
        return "".join(parts)
    head = pgettext("list", ", ").join(parts[:-1])
    return pgettext("list", "{items} and {last}").format(items=head, last=parts[-1])


def join_or(parts: list[str]) -> str:
    return pgettext("list", " or ").join(parts)


def amounts_text(items: tuple[tuple[str, int], ...]) -> str:
    return join_and([amount(key, n) for key, n in items])


def requirement_text(req: Requirement) -> str:
    bits = []
    if req.motifs or req.any_motifs:
        motif_bits = [
            _("{n} {colour}").format(n=n, colour=colour_name(colour)) for colour, n in req.motifs
        ]
        total = req.motif_total()
        colours = pgettext("list", " and ").join(motif_bits)
        if req.any_motifs and motif_bits:
            bits.append(
                ngettext(
                    "{colours} Tattoo Motif plus {n} of any colour",
                    "{colours} Tattoo Motifs plus {n} of any colour",
                    total,
                ).format(colours=colours, n=req.any_motifs)
            )
        elif req.any_motifs:
            bits.append(
                ngettext(
                    "{n} Tattoo Motif of any colour", "{n} Tattoo Motifs of any colour", total
                ).format(n=req.any_motifs)
            )
        else:
            bits.append(
                ngettext("{colours} Tattoo Motif", "{colours} Tattoo Motifs", total).format(
                    colours=colours
                )
            )
    if req.leap_higher:
        bits.append(_("the Lion to leap to a higher tile"))
    if req.both_lions:
        bits.append(_("both your Lions on the map"))
    if not bits:
        return ""
    return _("Requires {things}").format(things=pgettext("list", " and ").join(bits))


def describe(effect: Effect) -> str:
    """The sentence printed on the component, generated from its data."""
    if effect.text:
        return flavour(effect.text)
    what = []
    if effect.is_passive:
        # a bonus the rules apply by themselves: "+1 step when leaping", "+1 Strength die in battle"
        fight = []
        for key, n in effect.gain:
            bonus = amount(key, n * effect.times, sign="+")
            if key == "steps":
                what.append(_("{bonus} when leaping").format(bonus=bonus))
            else:
                fight.append(bonus)
        if fight:
            joined = pgettext("list", " and ").join(fight)
            what.append(_("{bonuses} in battle").format(bonuses=joined))
    else:
        if effect.gain:
            what.append(_("gain {amounts}").format(amounts=amounts_text(effect.gain)))
        what.extend(_(_VERBS[name]) for name in effect.perform)
    body = pgettext("clauses", " and ").join(what)
    if effect.times > 1 and not effect.is_passive:
        if effect.times == 2:
            body = _("{body} twice").format(body=body)
        else:
            body = _("{body} {times} times").format(body=body, times=effect.times)
    if effect.spend:
        body = _("spend {amounts} to {body}").format(amounts=amounts_text(effect.spend), body=body)
    if effect.for_each:
        body = _("for each {counter}, {body}").format(
            counter=_(_COUNTERS_TEXT[effect.for_each]), body=body
        )
    if effect.when:
        body = _("{when}, {body}").format(when=_(_WHEN[effect.when]), body=body)
    sentence = _("{sentence}.").format(sentence=body[0].upper() + body[1:])
    req = requirement_text(effect.requires)
    return (
        _("{requirement}: {sentence}").format(requirement=req, sentence=sentence)
        if req
        else sentence
    )


SHORT_VERBS = {
    "ink": N_("Ink a Motif"),
    "couplets": N_("Write Couplets"),
    "amulet": N_("Carve an Amulet"),
    "pacify": N_("Pacify the Land"),
    "exchange": N_("Exchange"),
    "purchase_drum": N_("Buy a Drum card"),
    "purchase_slip": N_("Buy Bamboo Slips (2 Bamboo)"),
    "exile": N_("Exile a card"),
    "draw": N_("Draw a card"),
}


def describe_short(effect: Effect) -> str:
    """A few words for a small space (a Motif track space, a board section); the full sentence from
    `describe` goes in the tooltip.  Conditional effects keep their full sentence."""
    if effect.text or effect.when or effect.for_each or not effect.requires.empty:
        return describe(effect).rstrip(".").rstrip("。")
    times = effect.times
    parts = []
    for key, n in effect.gain:
        total = n * times if effect.is_passive else n
        if key == "motif":
            word = _("free Motif") if total == 1 else _("free Motifs")
            parts.append(_("{n} {noun}").format(n=f"+{total}", noun=word))
        else:
            parts.append(amount(key, total, sign="+"))
    parts += [_(SHORT_VERBS[name]) for name in effect.perform]
    body = pgettext("list", ", ").join(parts)
    if times > 1 and not effect.is_passive:
        body += f" ×{times}"
    if effect.spend:
        body = f"{amounts_text(effect.spend)} → {body}"
    return body
