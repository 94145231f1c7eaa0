"""The words printed on every component, generated from the same data the rules use.

Screens (tooltips, the card library) and docs/components.md both read these, so what a player reads
and what the rules do can never disagree.  Rulebook, "Language and Iconography" and the Appendices.
"""

from __future__ import annotations

from .catalogue import (
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
from .effects import amounts_text, describe

SECTION_NAMES = {
    "couplets": "Spring Couplets",
    "exchange": "Exchange",
    "amulets": "Jade Amulets",
    "frontier": "Frontier",
}

AMULET_TEXT = {
    "strength_die": "When Battling, gain 1 Strength die.",
    "resting": "When Resting, gain any resources and perform any actions on the Terrain tiles with your "
    "Lions.",
    "motif_discount": "All played Drum cards require one less Tattoo Motif of any colour.",
    "card_limit": "Your Lions may each hold 1 more Drum card.",
    "pendant": "Pendant: once each turn, perform one Drum box action of the card played this turn twice.",
}


def slip_text(slip: SlipToken) -> str:
    """Rulebook, "Appendix: Bamboo Slips"."""
    cols = " and ".join(slip.colours)
    secs = " and ".join(SECTION_NAMES[s] for s in slip.sections)
    p = slip.points
    return {
        "motif_pair": f"{p} for each pair of {cols} Tattoo Motifs across your Lions.",
        "per_exiled": f"{p} for each exiled card (Fear cards included).",
        "per_taotie": f"{p} for each Taotie form you defeated.",
        "lion_four_colours": f"{p} for each Lion with four different Tattoo Motif colours.",
        "per_qi_in_section": f"{p} for each of your Qi Energy in {secs}.",
        "lion_five_motifs": f"{p} for each Lion with 5 Tattoo Motifs.",
        "drum_sets": f"{p} for each set of Drum cards, one of each colour (not grey).",
        "qi_section_sets": f"{p} for each set of your Qi Energy in {secs} (one in each).",
        "five_motifs_of_colour": f"{p} for 5 {cols} Tattoo Motifs across your Lions.",
        "five_exiled": f"{p} for 5 exiled cards (Fear cards included).",
        "taotie_one": f"{p} for defeating 1 or more Taotie forms.",
        "taotie_two": f"{p} for defeating 2 or more Taotie forms.",
        "qi_in_section_at_least": f"{p} for {slip.threshold} or more of your Qi Energy in {secs}.",
        "five_drums_of_colour": f"{p} for 5 {cols} Drum cards.",
        "qi_in_sections_at_least": f"{p} for {slip.threshold} or more of your Qi Energy in {secs} "
        "together.",
    }[slip.kind]


def steps_text(card: DrumCard) -> str:
    if card.bamboo_steps:
        return f"{card.steps} step{'s' if card.steps != 1 else ''}; 1 Bamboo for up to {card.bamboo_steps} more"
    return f"{card.steps} step{'s' if card.steps != 1 else ''}"


def drum_lines(card: DrumCard | FearCard) -> list[str]:
    """Every line of a Drum or Fear card, top to bottom."""
    if isinstance(card, FearCard):
        return [card.name, "Fear card: cannot be played next to a Lion.", card.text]
    colour = " / ".join(card.colours) if card.colours else f"grey ({card.set})"
    head = f"{card.name} — {colour}"
    if card.kind == "market":
        head += f", cost {card.cost}"
    lines = [head, steps_text(card)]
    if card.start:
        lines.append(f"始 Start: gain {amounts_text(card.start)}.")
    lines += [f"On purchase: {describe(e)}" for e in card.on_purchase]
    lines += [f"Drum: {describe(e)}" for e in card.drum]
    lines += [f"Jade: {describe(e)}" for e in card.jade]
    if card.auspiciousness:
        lines.append(f"{card.auspiciousness} auspiciousness 吉")
    return lines


def lion_stats(lion: LionCard, short: bool = False) -> list[str]:
    """Its dice, Wardings and extra steps (`short`: abbreviated for a narrow card)."""
    words = ("Str", "Int", "Ward") if short else ("Strength", "Intimidation", "Warding")
    stats = [f"{words[0]} {lion.strength_dice}"]
    if lion.intimidation_dice:
        stats.append(f"{words[1]} {lion.intimidation_dice}")
    if lion.wardings:
        stats.append(f"{words[2]} {lion.wardings}")
    if lion.steps:
        stats.append(f"+{lion.steps} step{'s' if lion.steps != 1 else ''}")
    return stats


def lion_lines(lion: LionCard) -> list[str]:
    lines = [lion.name, ", ".join(lion_stats(lion))]
    lines += [f"Motif {i + 1}: {describe(e)}" for i, e in enumerate(lion.track)]
    return lines


def character_lines(board: CharacterBoard) -> list[str]:
    lines = [board.name]
    for i, s in enumerate(board.sections):
        lines.append(f"Section {i + 1} ({s.qi} Qi Energy). Bamboo Slips here: {describe(s.slip)}")
    lines.append(
        f"Left Lion holds {board.left_limit} Drum cards; right Lion holds {board.right_limit} and "
        f"gains {board.right_strength} Strength die."
    )
    return lines


def manual_text(manual: RitualManual) -> str:
    reward = " ".join(describe(e) for e in manual.reward)
    return f"Summon after placing {manual.qi} Qi Energy from your board. Reward: {reward}"


def yao_text(yao: YaoToken) -> str:
    bits = [f"{yao.strength_dice} Strength"]
    if yao.intimidation_dice:
        bits.append(f"{yao.intimidation_dice} Intimidation")
    if yao.wardings:
        bits.append(f"{yao.wardings} Warding")
    if yao.hits:
        bits.append(f"+{yao.hits} hit{'s' if yao.hits != 1 else ''}")
    reward = " ".join(describe(e) for e in yao.reward)
    name = "Wangliang (threat one)" if yao.kind == "wangliang" else "Zhujian (threat two)"
    return f"{name}: {', '.join(bits)}." + (f" Defeated: {reward}" if reward else "")


def taotie_lines(card: TaotieCard) -> list[str]:
    bits = [f"{card.strength_dice} Strength", f"{card.intimidation_dice} Intimidation"]
    if card.wardings:
        bits.append(f"{card.wardings} Warding")
    if card.hits:
        bits.append(f"+{card.hits} hits")
    lines = [f"{card.name} (form {card.form})", ", ".join(bits) + ".", card.text]
    lines.append(f"{card.auspiciousness} auspiciousness to the player who defeats it.")
    if card.scorched_value:
        lines.append(f"Each Scorched Earth token you take scores {card.scorched_value}.")
    return [ln for ln in lines if ln]


def amulet_text(amulet: AmuletKind) -> str:
    return f"{amulet.name} ({amulet.cost} Jade): {AMULET_TEXT[amulet.ability]}"


def terrain_text(tile: TerrainTile) -> str:
    actions = " ".join(describe(e) for e in tile.actions)
    return f"{tile.name} ({tile.terrain}): {actions}"


def space_text(cat: Catalogue, space: Space) -> str:
    where = f"{SECTION_NAMES[space.section]}"
    if space.section == "couplets":
        area = next(a for a in cat.couplet_areas if a.id == space.group)
        what = f"{area.name}: spend {area.red_paper} Red Paper. {describe(area.effect)}"
    elif space.section == "amulets":
        amulet = next(a for a in cat.amulets if a.id == space.group)
        what = amulet_text(amulet)
    elif space.section == "exchange":
        what = (
            "with 1 blue Tattoo Motif, spend 4 Coins to place 1 Qi Energy"
            if space.group == "one_blue"
            else "with 2 blue Tattoo Motifs, spend 6 Coins to place 1 Qi Energy and purchase 1 Bamboo Slips"
        )
    else:
        what = space.group.capitalize()
        if space.overflow:
            what += ", only when no other space of its kind is free"
        if space.cost:
            what += f"; pacify: spend {amounts_text(space.cost)} (plus the pacifying Bamboo)"
        if space.reward:
            what += "; victory: " + " or ".join(describe(e).rstrip(".") for e in space.reward)
    players = f" ({space.players}+ players)" if space.players > 2 else ""
    return f"{where}{players}: {what} — {space.auspiciousness} auspiciousness"
