"""What a Drum card and a Lion card are worth to the bots (rulebook, "Components of a Drum Card" and
"Components of a Lion Card"): the rates at which the bots' heuristic counts the resources, battle
words and Perform actions printed on them.

Part of the bots' heuristic (`heuristic`): `tally.tables` turns these into each catalogue's card
worths and Lion ratings once; `lion_quality` also tells Lions apart in the draft and when a seat
Summons.  The Perform worths are levers of issue 45 (`game.tools.screen`, `perform=` and `late=R`).
"""

from __future__ import annotations

from game.core.catalogue import Catalogue

#: Worth of one unit of each resource, in auspiciousness, while there are turns to spend it.
RESOURCE_VALUE = {"coins": 0.3, "bamboo": 0.6, "red_paper": 0.55, "jade": 0.9}
#: A Lion card's worth for the rest of the game (`lion_quality`), in auspiciousness: each permanent
#: battle word on the card (a Strength die wins a Wangliang fight about a quarter more often, and a
#: won fight places Qi Energy on the Frontier with its reward), each Tattoo Motif track space by how
#: soon it is reached, and its Drum card by the plays it will see.
#: (With two-thirds more, 4.0 a Strength die ..., Stormbrow won 41% of 200 Strong games, but the seat
#: that drafted it, the second, was then also the seat whose pick was not searched through its
#: opening turn: docs/balance/README.md, tuning log.)
LION_WORDS = {
    "strength_dice": 2.4,
    "intimidation_dice": 1.5,
    "wardings": 0.9,
    "hits": 1.8,
    "successes": 1.5,
    "steps": 0.9,
}
TRACK_WEIGHTS = (0.6, 0.45, 0.3, 0.2, 0.1)  # the first track space is covered soonest
PERFORM_VALUE = 1.0  # a free Perform action (Exchange, Inking, Pacify ...)
#: ... except these: a Bamboo Slips bought for 2 Bamboo (slips make about a third of a winner's
#: score, "Appendix: Bamboo Slips"); an Exchange, little more than the Coin it can always be; an
#: Inking, a Tattoo Motif that covers a track space and counts for the slips' colours; and the
#: three that place Qi Energy, which brings the game's end nearer (Writing Spring Couplets, Carving
#: Jade Amulets, Pacifying the Land).  Worth a draw, the bots bought and kept few cards that place
#: Qi, and a leader could sit on 10 Red Paper with no way to spend it: 1.25% of 2-player games ran
#: past 30 rounds, and at 3 all 22 of those seeds but 2 ended sooner (issue 45, item 3).
PERFORM_WORTH = {
    "purchase_slip": 4.0,
    "exchange": 0.5,
    "ink": 1.5,
    "couplets": 3.0,
    "amulet": 3.0,
    "pacify": 3.0,
}
#: From round `LATE_ROUND` on (None: never), the worths of `LATE_PERFORM_WORTH` replace these: a
#: game that runs long is brought to its end by the actions that place Qi Energy (issue 45, item 3,
#: screened with `game.tools.screen --lever late=R`).
LATE_ROUND: int | None = None
LATE_PERFORM_WORTH: dict[str, float] = {}
#: An effect that asks for something first (a Motif, a leap higher) is met about half the time.
CONDITIONAL_SHARE = 0.5
JADE_SHARE = 0.3  # a Drum card's Jade box: only once a Jade sits on it
DRUM_PLAYS = 3.0  # how often a Lion's own Drum card is played in a game
#: A battle word on a Drum card counts only in the turn it is played, but that is the turn its Lion
#: leaps and battles.  (At 0.35 the draft rated the fighters Stormbrow and Silverspike below Plumtail
#: and Ironbell, and in 146 Strong games they won 20 and 15 points more than their seats did.)
DRUM_WORD_SHARE = 0.6
#: ... but in a Lion's worth (`lion_quality`) the battle words on its own Drum card, played
#: `DRUM_PLAYS` times a game, count no more over the game than the same word printed on the Lion,
#: which counts in every battle: 1/3 a play.  (At 0.6 a play the Strength die on Stormbrow's Drum
#: card was worth 4.3 over a game against 2.4 printed; the draft rated Stormbrow first of twelve,
#: 11.1 against 9.8 next, and the second seat, drafting first, took it in 241 of 800 Strong games
#: and won 39.8% of them, 47.2% of the rest: issue 45, `game.tools.screen --lever drumwords=S`.)
LION_DRUM_WORD_SHARE = 1 / 3
#: A summoned Lion is worth its card alone: its Drum card stays in the box (docs/rulings.md, ruling
#: 2), so the bots choose which Lion to Summon without it (`lion_quality(..., starting=False)`;
#: `game.tools.screen --lever summon=off` rates it with the card, as before issue 45).
SUMMON_WITHOUT_DRUM = True


def _effect_value(effect, word_share: float, worth: dict[str, float] | None = None) -> float:
    """One printed effect: resources at their rates, battle words (permanent or, on a Drum card,
    for the turn), a Perform action; half as much when it asks for something first."""
    value = 0.0
    for name, amount in effect.gain:
        if name in RESOURCE_VALUE:
            value += RESOURCE_VALUE[name] * amount
        elif name in LION_WORDS:
            value += LION_WORDS[name] * amount * word_share
    worth = PERFORM_WORTH if worth is None else worth
    value += sum(worth.get(name, PERFORM_VALUE) for name in effect.perform)
    if not effect.requires.empty or effect.when:
        value *= CONDITIONAL_SHARE
    return value * effect.times


def drum_play_value(
    card, worth: dict[str, float] | None = None, word_share: float | None = None
) -> float:
    """What one play of a Drum card gives (rulebook, "Components of a Drum Card"): its Drum box, and its
    Jade box for the share of plays with a Jade on it.  Its battle words count `word_share` of
    their worth on a Lion (`DRUM_WORD_SHARE` unless given)."""
    share = DRUM_WORD_SHARE if word_share is None else word_share
    value = sum(_effect_value(e, share, worth) for e in card.drum)
    return value + JADE_SHARE * sum(_effect_value(e, share, worth) for e in card.jade)


def card_worths(cat: Catalogue, worth: dict[str, float] | None = None) -> list[float]:
    """Each card's worth in a deck, in Coin: a market card's cost; any other Drum card (a grey
    set's, a Lion's own) what its boxes give a play, at the rate the market charges for what its
    cards' boxes give.  (Counting only the cost, a grey card was worth nothing, and the bots
    exiled the Answering Beat unplayed in a third of the games.)  Fear cards are worth nothing
    here: `FEAR_PENALTY` counts them."""
    market = [c for c in cat.cards if c.kind == "market" and not c.is_fear and c.cost > 0]
    rate = sum(drum_play_value(c, worth) / c.cost for c in market) / len(market) if market else 1.0
    worths = []
    for c in cat.cards:
        if c.is_fear:
            worths.append(0.0)
        elif c.kind == "market":
            worths.append(float(c.cost))
        else:
            worths.append(drum_play_value(c, worth) / rate)
    return worths


def lion_quality(
    cat: Catalogue, index: int, worth: dict[str, float] | None = None, starting: bool = True
) -> float:
    """What a Lion card is worth over a game, in auspiciousness (rulebook, "Components of a Lion
    Card" and "Setup": its printed battle words and steps, its Tattoo Motif track and, for a
    starting Lion, its own Drum card: what each play gives, its Jade boxes, its printed
    auspiciousness and the resources it starts with).  It lets a seat tell Lions apart where the
    rest of the estimate cannot: in the Lion draft and when choosing which Lion to Summon (not
    `starting`: a summoned Lion's Drum card stays in the box, ruling 2)."""
    lion = cat.lions[index]
    value = (
        LION_WORDS["strength_dice"] * lion.strength_dice
        + LION_WORDS["intimidation_dice"] * lion.intimidation_dice
        + LION_WORDS["wardings"] * lion.wardings
        + LION_WORDS["steps"] * lion.steps
    )
    for weight, effect in zip(TRACK_WEIGHTS, lion.track, strict=False):
        value += weight * _effect_value(effect, 1.0, worth)
    drum = next((c for c in cat.cards if c.id == lion.drum), None) if starting else None
    if drum is not None:
        value += DRUM_PLAYS * drum_play_value(drum, worth, LION_DRUM_WORD_SHARE)
        value += drum.auspiciousness
        value += sum(RESOURCE_VALUE.get(name, 0.0) * n for name, n in drum.start)
    return value
