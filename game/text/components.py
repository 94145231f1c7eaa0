"""The words printed on every component, generated from the same data the rules use.

Screens (tooltips, the card library) and docs/components.md both read these, so what a player reads
and what the rules do can never disagree.  Rulebook, "Components: Game", "Components: Player",
"Language and Iconography" and the Appendices.
"""

from __future__ import annotations

from game.core.catalogue import (
    AmuletKind,
    Catalogue,
    CharacterBoard,
    DrumCard,
    FearCard,
    LionCard,
    RitualManual,
    SlipToken,
    Space,
    TaotieCard,
    TerrainTile,
    YaoToken,
)
from game.i18n import N_, _, flavour, name, ngettext, pgettext

from .effects import amounts_text, colour_name, describe, join_or

SECTION_NAMES = {
    "couplets": N_("Spring Couplets"),
    "exchange": N_("Exchange"),
    "amulets": N_("Jade Amulets"),
    "frontier": N_("Frontier"),
}

AMULET_TEXT = {
    "strength_die": N_("When Battling, gain 1 Strength die."),
    "resting": N_(
        "When Resting, gain any resources and perform any actions on the Terrain tiles with your Lions."
    ),
    "motif_discount": N_("All played Drum cards require one less Tattoo Motif of any colour."),
    "card_limit": N_("Your Lions may each hold 1 more Drum card."),
    "pendant": N_(
        "Pendant: once each turn, perform one Drum box action of the card played this turn twice."
    ),
}

_SLIP_TEXT = {
    "motif_pair": N_("{p} for each pair of {cols} Tattoo Motifs across your Lions."),
    "per_exiled": N_("{p} for each exiled card (Fear cards included)."),
    "per_taotie": N_("{p} for each Taotie form you defeated."),
    "lion_four_colours": N_("{p} for each Lion with four different Tattoo Motif colours."),
    "per_qi_in_section": N_("{p} for each of your Qi Energy in {secs}."),
    "lion_five_motifs": N_("{p} for each Lion with 5 Tattoo Motifs."),
    "drum_sets": N_("{p} for each set of Drum cards, one of each colour (not grey)."),
    "qi_section_sets": N_("{p} for each set of your Qi Energy in {secs} (one in each)."),
    "five_motifs_of_colour": N_("{p} for 5 {cols} Tattoo Motifs across your Lions."),
    "five_exiled": N_("{p} for 5 exiled cards (Fear cards included)."),
    "taotie_one": N_("{p} for defeating 1 or more Taotie forms."),
    "taotie_two": N_("{p} for defeating 2 or more Taotie forms."),
    "qi_in_section_at_least": N_("{p} for {n} or more of your Qi Energy in {secs}."),
    "five_drums_of_colour": N_("{p} for 5 {cols} Drum cards."),
    "qi_in_sections_at_least": N_("{p} for {n} or more of your Qi Energy in {secs} together."),
}


#: the kinds of beast a Frontier space takes, and of a battle's opponent: the rulebook's names, the
#: beast always "the Nian beast" (its forms are "Taotie forms"; issue 42)
FRONTIER_GROUPS = {
    "wangliang": N_("Wangliang"),
    "zhujian": N_("Zhujian"),
    "taotie": N_("Nian beast"),
}

TERRAIN_KINDS = {"plains": N_("plains"), "highlands": N_("highlands"), "mountains": N_("mountains")}


def frontier_group(group: str) -> str:
    """A Frontier space's kind, capitalised ("Wangliang", "Zhujian", "Nian beast")."""
    return _(FRONTIER_GROUPS[group]) if group in FRONTIER_GROUPS else group.capitalize()


def terrain_kind(kind: str) -> str:
    """A terrain level ("plains", "highlands", "mountains") in the player's words."""
    return _(TERRAIN_KINDS[kind]) if kind in TERRAIN_KINDS else kind


def section_name(section: str) -> str:
    """A Village board section ("couplets", "exchange", "amulets", "frontier") in the player's words."""
    return _(SECTION_NAMES[section])


def slip_text(slip: SlipToken) -> str:
    """Rulebook, "Appendix: Bamboo Slips"."""
    cols = pgettext("list", " and ").join(colour_name(c) for c in slip.colours)
    secs = pgettext("list", " and ").join(section_name(s) for s in slip.sections)
    return _(_SLIP_TEXT[slip.kind]).format(p=slip.points, cols=cols, secs=secs, n=slip.threshold)


def step_count(n: int) -> str:
    """ "1 step", "3 steps": how far a Drum card leaps."""
    return ngettext("{n} step", "{n} steps", n).format(n=n)


def steps_text(card: DrumCard) -> str:
    steps = step_count(card.steps)
    if card.bamboo_steps:
        return _("{steps}; 1 Bamboo for up to {n} more").format(steps=steps, n=card.bamboo_steps)
    return steps


def drum_lines(card: DrumCard | FearCard) -> list[str]:
    """Every line of a Drum or Fear card, top to bottom."""
    if isinstance(card, FearCard):
        return [
            name(card.name),
            _("Fear card: cannot be played next to a Lion."),
            flavour(card.text),
        ]
    if card.colours:
        colour = " / ".join(colour_name(c) for c in card.colours)
    else:
        colour = _("grey ({set})").format(set=card.set)
    head = _("{name} — {colour}").format(name=name(card.name), colour=colour)
    if card.kind == "market":
        head = _("{card}, cost {cost}").format(card=head, cost=card.cost)
    lines = [head, steps_text(card)]
    if card.start:
        lines.append(_("始 Start: gain {amounts}.").format(amounts=amounts_text(card.start)))
    lines += [_("On purchase: {effect}").format(effect=describe(e)) for e in card.on_purchase]
    lines += [_("Drum: {effect}").format(effect=describe(e)) for e in card.drum]
    lines += [_("Jade: {effect}").format(effect=describe(e)) for e in card.jade]
    if card.auspiciousness:
        lines.append(_("{n} auspiciousness 吉").format(n=card.auspiciousness))
    return lines


def lion_stats(lion: LionCard, short: bool = False) -> list[str]:
    """Its dice, Wardings and extra steps (`short`: abbreviated for a narrow card)."""
    if short:
        words = (_("Str {n}"), _("Int {n}"), _("Ward {n}"))
    else:
        words = (_("Strength {n}"), _("Intimidation {n}"), _("Warding {n}"))
    stats = [words[0].format(n=lion.strength_dice)]
    if lion.intimidation_dice:
        stats.append(words[1].format(n=lion.intimidation_dice))
    if lion.wardings:
        stats.append(words[2].format(n=lion.wardings))
    if lion.steps:
        stats.append(ngettext("+{n} step", "+{n} steps", lion.steps).format(n=lion.steps))
    return stats


def lion_lines(lion: LionCard) -> list[str]:
    lines = [name(lion.name), pgettext("list", ", ").join(lion_stats(lion))]
    lines += [
        _("Motif {i}: {effect}").format(i=i + 1, effect=describe(e))
        for i, e in enumerate(lion.track)
    ]
    return lines


def character_lines(board: CharacterBoard) -> list[str]:
    lines = [name(board.name)]
    for i, s in enumerate(board.sections):
        lines.append(
            _("Section {i} ({qi} Qi Energy). Bamboo Slips here: {effect}").format(
                i=i + 1, qi=s.qi, effect=describe(s.slip)
            )
        )
    lines.append(
        _(
            "Left Lion holds {left} Drum cards; right Lion holds {right} and gains {strength} "
            "Strength die."
        ).format(left=board.left_limit, right=board.right_limit, strength=board.right_strength)
    )
    return lines


def manual_text(manual: RitualManual) -> str:
    reward = " ".join(describe(e) for e in manual.reward)
    return _("Summon after placing {qi} Qi Energy from your board. Reward: {reward}").format(
        qi=manual.qi, reward=reward
    )


def _battle_bits(strength: int, intimidation: int, wardings: int) -> list[str]:
    bits = [_("{n} Strength").format(n=strength)]
    if intimidation:
        bits.append(_("{n} Intimidation").format(n=intimidation))
    if wardings:
        bits.append(_("{n} Warding").format(n=wardings))
    return bits


def yao_text(yao: YaoToken) -> str:
    bits = _battle_bits(yao.strength_dice, yao.intimidation_dice, yao.wardings)
    if yao.hits:
        bits.append(ngettext("+{n} hit", "+{n} hits", yao.hits).format(n=yao.hits))
    reward = " ".join(describe(e) for e in yao.reward)
    who = _("Wangliang (threat one)") if yao.kind == "wangliang" else _("Zhujian (threat two)")
    text = _("{name}: {stats}.").format(name=who, stats=pgettext("list", ", ").join(bits))
    if reward:
        text += _(" Defeated: {reward}").format(reward=reward)
    return text


def taotie_lines(card: TaotieCard) -> list[str]:
    bits = [
        _("{n} Strength").format(n=card.strength_dice),
        _("{n} Intimidation").format(n=card.intimidation_dice),
    ]
    if card.wardings:
        bits.append(_("{n} Warding").format(n=card.wardings))
    if card.hits:
        bits.append(ngettext("+{n} hit", "+{n} hits", card.hits).format(n=card.hits))
    lines = [
        _("{name} (Nian beast, form {form})").format(name=name(card.name), form=card.form),
        _("{stats}.").format(stats=pgettext("list", ", ").join(bits)),
        flavour(card.text),
    ]
    lines.append(
        _("{n} auspiciousness to the player who defeats it.").format(n=card.auspiciousness)
    )
    if card.scorched_value:
        lines.append(
            _("Each Scorched Earth token you take scores {n}.").format(n=card.scorched_value)
        )
    return [ln for ln in lines if ln]


def amulet_text(amulet: AmuletKind) -> str:
    return _("{name} ({cost} Jade): {ability}").format(
        name=name(amulet.name), cost=amulet.cost, ability=_(AMULET_TEXT[amulet.ability])
    )


def terrain_text(tile: TerrainTile) -> str:
    actions = " ".join(describe(e) for e in tile.actions)
    return _("{name} ({terrain}): {actions}").format(
        name=name(tile.name), terrain=terrain_kind(tile.terrain), actions=actions
    )


def space_text(cat: Catalogue, space: Space) -> str:
    where = section_name(space.section)
    if space.section == "couplets":
        area = next(a for a in cat.couplet_areas if a.id == space.group)
        what = _("{name}: spend {n} Red Paper. {effect}").format(
            name=name(area.name), n=area.red_paper, effect=describe(area.effect)
        )
    elif space.section == "amulets":
        amulet = next(a for a in cat.amulets if a.id == space.group)
        what = amulet_text(amulet)
    elif space.section == "exchange":
        what = (
            _("with 1 blue Tattoo Motif, spend 4 Coins to place 1 Qi Energy")
            if space.group == "one_blue"
            else _(
                "with 2 blue Tattoo Motifs, spend 6 Coins to place 1 Qi Energy and purchase 1 "
                "Bamboo Slips"
            )
        )
    else:
        what = frontier_group(space.group)
        if space.overflow:
            what += _(", only when no other space of its kind is free")
        if space.cost:
            what += _("; pacify: spend {amounts} (plus the pacifying Bamboo)").format(
                amounts=amounts_text(space.cost)
            )
        if space.reward:
            rewards = join_or([describe(e).rstrip(".").rstrip("。") for e in space.reward])
            what += _("; victory: {rewards}").format(rewards=rewards)
    if space.players > 2:
        where = _("{section} ({n}+ players)").format(section=where, n=space.players)
    return _("{where}: {what} — {n} auspiciousness").format(
        where=where, what=what, n=space.auspiciousness
    )


def starting_coins_line(players: int) -> str:
    """The Coins each player starts with by turn order (rulebook, "Player Setup": 4 for the first
    player, 5 for the second; docs/rulings.md, ruling 1, for the third and fourth), and why."""
    from game.core.setup import STARTING_COINS

    coins = " · ".join(str(n) for n in STARTING_COINS[:players])
    return _(
        "Coins at the start, by turn order: {coins} (a later turn starts with more, to make up "
        "for acting later)"
    ).format(coins=coins)


def starting_deck_line(cat: Catalogue) -> str:
    """How the grey starting sets differ by turn order (docs/rulings.md, ruling 2: 甲 for the first
    player, 乙 丙 丁 for the later ones, the same but for one card), read from the catalogue's
    cards."""
    sets: dict[str, dict[str, DrumCard]] = {}
    for card in cat.cards:
        if card.kind == "player":
            sets.setdefault(card.set, {})[card.name] = card
    first, later = sets.get("甲", {}), sets.get("乙", {})
    own = [first[n] for n in first if n not in later]
    answer = [later[n] for n in later if n not in first]
    if len(own) != 1 or len(answer) != 1:
        return ""  # the sets are alike, or differ in more than one card: nothing short to say
    own, answer = own[0], answer[0]
    return _(
        "Starting deck: the first player's {first} ({what_first}), each later player's {later} "
        "({what_later})"
    ).format(
        first=name(own.name),
        what_first="; ".join(describe(e).rstrip(".。") for e in own.drum),
        later=name(answer.name),
        what_later="; ".join(describe(e).rstrip(".。") for e in answer.drum),
    )
