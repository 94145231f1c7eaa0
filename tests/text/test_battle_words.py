"""Where a battle's Strength dice come from, in the player's words (rulebook, "4. Battle": the Lion
card, the Character board for the right Lion, a Jade Amulet, Tattoo Motifs and Drum cards, and the
monster's own card): the battle screen names every `DiceSource` against every kind of monster in
English and in Chinese, and never shows a data key ("zhujian", "lion_card")."""

from __future__ import annotations

import re

import pytest

from game.core.catalogue import Monster
from game.core.events import DiceSource
from game.i18n import language
from game.text.names import dice_source_name

ENGLISH = {
    DiceSource.LION_CARD: "Lion card",
    DiceSource.CHARACTER_BOARD: "Character board",
    DiceSource.JADE_AMULET: "Jade Amulet",
    DiceSource.MOTIFS_AND_DRUMS: "Motifs and Drum cards",
}
MONSTERS = {
    Monster.WANGLIANG: "Wangliang",
    Monster.ZHUJIAN: "Zhujian",
    Monster.TAOTIE: "Nian beast",
}
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.mark.parametrize("monster", list(Monster))
@pytest.mark.parametrize("source", list(DiceSource))
def test_battle_dice_sources__worded_in_english_and_chinese(source, monster):
    with language("en"):
        english = dice_source_name(source, monster)
    with language("zh_CN"):
        chinese = dice_source_name(source, monster)
    expected = MONSTERS[monster] if source is DiceSource.MONSTER else ENGLISH[source]
    assert english == expected
    assert chinese != english and CJK.search(chinese), chinese  # translated, not a key
