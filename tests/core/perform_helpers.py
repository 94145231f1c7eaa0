"""Scenario builders for the rulebook's "3. Perform" tests (Perform, Inking, Couplets, Amulets,
Pacifying, Exchange, Bamboo Slips).

A scenario starts from a real game at a "turn" decision, edits `game.state` for the situation the
rule talks about (moving components between their places so that every token stays accounted for),
calls `game.refresh()`, and then plays the turn through `game.legal_actions()` / `game.apply()`.
Components are found in the catalogue by what they do, never by their ids.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.core import Game
from game.core.actions import Choose, Leap, Perform, Skip, Strike, TakeMotif
from game.core.catalogue import DrumCard, LionCard, TerrainTile
from game.core.effects import MOTIF_COLOURS, Effect
from game.core.events import Event
from game.core.state import NO_TILE

from .helpers import at_first_turn, clear_monsters

GREEN, RED, PURPLE, BLUE = range(4)
RESOURCES = ("coins", "bamboo", "red_paper", "jade")


# --- finding components by what they do ----------------------------------------------------------


def drum_cards(game: Game) -> list[int]:
    """Every Drum card (market, grey player cards, Lion Drum cards), never a Fear card."""
    return [i for i, c in enumerate(game.state.catalogue.cards) if not c.is_fear]


def find_card(game: Game, predicate: Callable[[DrumCard], bool]) -> int:
    cards = game.state.catalogue.cards
    for i in drum_cards(game):
        if predicate(cards[i]):
            return i
    raise LookupError("no Drum card in the catalogue does that")


def find_lion(game: Game, predicate: Callable[[LionCard], bool]) -> int:
    return next(i for i, lion in enumerate(game.state.catalogue.lions) if predicate(lion))


def lion_named(game: Game, name: str) -> int:
    """The rulebook's examples name their Lion (Jadebrow); a name is the only way to follow them."""
    return find_lion(game, lambda lion: lion.name == name)


def find_terrain(game: Game, predicate: Callable[[TerrainTile], bool]) -> int:
    return next(i for i, t in enumerate(game.state.catalogue.terrain) if predicate(t))


def plain(eff: Effect) -> bool:
    """No requirement, no cost, no counter, no trigger: the effect just happens."""
    return eff.requires.empty and not eff.spend and not eff.for_each and not eff.when


def only_performs(eff: Effect, name: str) -> bool:
    """The effect is exactly "perform <name>", nothing gained alongside."""
    return plain(eff) and eff.perform == (name,) and not eff.gain and eff.times == 1


def resource_gain(eff: Effect) -> bool:
    """A plain gain of resources (no actions, no battle words, no Motif)."""
    return (
        plain(eff)
        and not eff.perform
        and bool(eff.gain)
        and all(k in RESOURCES for k, _ in eff.gain)
        and eff.times == 1
    )


def terrain_performing(game: Game, name: str) -> int:
    """A Terrain tile with a plain "perform <name>" action."""
    return find_terrain(game, lambda t: any(only_performs(a, name) for a in t.actions))


def terrain_of_gains(game: Game) -> int:
    """A Terrain tile whose every action is a plain gain of resources."""
    return find_terrain(
        game, lambda t: len(t.actions) >= 2 and all(resource_gain(a) for a in t.actions)
    )


# --- moving components ----------------------------------------------------------------------------


def take_card(game: Game, seat: int, card: int) -> int:
    """Put `card` in `seat`'s hand, taking it from wherever it is on the table."""
    st = game.state
    piles = [st.drum_deck, st.drum_row]
    for p in st.players:
        piles += [p.deck, p.hand, p.discard, p.exiled, p.played[0], p.played[1]]
    for pile in piles:
        if card in pile:
            if pile is st.players[seat].hand:
                return card
            index = pile.index(card)
            pile.remove(card)
            if pile is st.drum_row and st.drum_deck:
                pile.insert(index, st.drum_deck.pop())
            break
    st.players[seat].hand.append(card)
    return card


def layer(game: Game, seat: int, slot: int, card: int) -> None:
    """A Drum card played on an earlier turn, layered next to Lion `slot`."""
    take_card(game, seat, card)
    st = game.state
    st.players[seat].hand.remove(card)
    st.players[seat].played[slot].append(card)


def set_lion(game: Game, seat: int, slot: int, lion: int, tile: int = NO_TILE) -> None:
    """Give `seat` this Lion card in `slot` (swapping it with wherever that card lies)."""
    st = game.state
    p = st.players[seat]
    old = p.lion[slot]
    for q in st.players:
        for s in (0, 1):
            if q.lion[s] == lion and (q is not p or s != slot):
                raise AssertionError("that Lion is another Lion slot's")
    for pile in (st.lion_row, st.lion_deck):
        if lion in pile:
            i = pile.index(lion)
            if old >= 0:
                pile[i] = old
            else:
                pile.pop(i)
            break
    p.lion[slot] = lion
    p.lion_tile[slot] = tile
    if slot == 1:
        p.summoned = True


def second_lion(game: Game, seat: int, tile: int = NO_TILE, predicate=lambda lion: True) -> int:
    """Summon a right Lion for `seat` by hand (scenario set-up), standing on `tile`."""
    st = game.state
    taken = {q.lion[s] for q in st.players for s in (0, 1)}
    lion = next(
        i
        for i, lion in enumerate(st.catalogue.lions)
        if i not in taken and predicate(lion) and i in st.lion_row + st.lion_deck
    )
    set_lion(game, seat, 1, lion, tile)
    return lion


def set_motifs(game: Game, seat: int, slot: int, colours: Iterable[int]) -> None:
    """Fill Lion `slot`'s track with these Motifs, drawn from (and the old ones put back in) the bag."""
    st = game.state
    track = st.players[seat].motifs[slot]
    for c in track:
        st.motif_bag[c] += 1
    track.clear()
    for c in colours:
        take_from_bag(game, c)
        track.append(c)


def set_motif_row(game: Game, colours: Iterable[int]) -> None:
    """Lay out the Motif row with these colours (the old row goes back in the bag)."""
    st = game.state
    for c in st.motif_row:
        st.motif_bag[c] += 1
    st.motif_row = []
    for c in colours:
        take_from_bag(game, c)
        st.motif_row.append(c)


def take_from_bag(game: Game, colour: int) -> None:
    st = game.state
    if st.motif_bag[colour] <= 0:
        raise AssertionError(f"no {MOTIF_COLOURS[colour]} Motif left in the bag")
    st.motif_bag[colour] -= 1


def motifs_on_table(game: Game) -> int:
    """Motifs in the bag, the row and on every track (not those discarded this turn)."""
    st = game.state
    on_tracks = sum(len(p.motifs[0]) + len(p.motifs[1]) for p in st.players)
    return sum(st.motif_bag) + len(st.motif_row) + on_tracks


def set_resources(game: Game, seat: int, **amounts: int) -> None:
    """Set `seat`'s resources; those not named become 0."""
    p = game.state.players[seat]
    for name in RESOURCES:
        setattr(p, name, amounts.get(name, 0))


def resources(game: Game, seat: int) -> dict[str, int]:
    p = game.state.players[seat]
    return {name: getattr(p, name) for name in RESOURCES}


def change(before: dict[str, int], after: dict[str, int]) -> dict[str, int]:
    """The resources that changed, and by how much."""
    return {k: after[k] - before[k] for k in RESOURCES if after[k] != before[k]}


def set_terrain(game: Game, tile: int, terrain: int) -> None:
    st = game.state
    cards = list(st.tile_cards)
    cards[tile] = terrain
    st.tile_cards = tuple(cards)


def move_nian(game: Game, tile: int) -> None:
    st = game.state
    st.monster_at[tile] = -1
    st.nian_tile = tile


# --- playing a Drum turn --------------------------------------------------------------------------


def new_game(players: int = 2, seed: int = 1) -> tuple[Game, int]:
    """A game at the first "turn" decision, with no Yao monsters on the map."""
    game = at_first_turn(players=players, seed=seed)
    clear_monsters(game)
    game.refresh()
    return game, game.pending.seat


def free_tile(game: Game, tile: int) -> bool:
    st = game.state
    return st.monster_at[tile] < 0 and not (st.nian_form and st.nian_tile == tile)


def strike(game: Game, card: int, slot: int = 0) -> list[Event]:
    seat = game.pending.seat
    take_card(game, seat, card)
    game.refresh()
    return game.apply(Strike(card, slot))


def leap(game: Game, where: Callable[[int], bool] = lambda t: True) -> tuple[int, list[Event]]:
    """End the leap on the first reachable tile that `where` accepts (free of monsters unless the
    caller's `where` asks otherwise by naming a tile)."""
    assert game.pending.kind == "leap", game.pending
    tiles = [a.tile for a in game.legal_actions() if isinstance(a, Leap)]
    tile = next(t for t in tiles if where(t))
    return tile, game.apply(Leap(tile))


def drum_turn(
    game: Game,
    card: int,
    slot: int = 0,
    *,
    where: Callable[[int], bool] | None = None,
    terrain: int | None = None,
) -> int:
    """Strike `card` next to Lion `slot` and leap to a free tile (`where` narrows the choice);
    optionally print `terrain` on the tile reached.  Returns the tile; Perform is then pending."""
    strike(game, card, slot)
    accept = where or (lambda t: free_tile(game, t))
    tile, _ = leap(game, accept)
    if terrain is not None:
        set_terrain(game, tile, terrain)
    game.refresh()
    assert game.pending.kind == "perform", game.pending
    return tile


def items(game: Game) -> list[tuple]:
    """The Perform items on offer now."""
    return [a.item for a in game.legal_actions() if isinstance(a, Perform)]


def perform(game: Game, item: tuple) -> list[Event]:
    return game.apply(Perform(item))


def choices(game: Game) -> list[int]:
    return [a.option for a in game.legal_actions() if isinstance(a, Choose)]


def take_motifs(game: Game) -> list[TakeMotif]:
    return [a for a in game.legal_actions() if isinstance(a, TakeMotif)]


def answer_qi_from(game: Game, section: int | None = None) -> list[Event]:
    """If asked which section the Qi Energy comes from, answer (the first offered by default)."""
    events: list[Event] = []
    while game.pending.kind == "qi_from":
        options = choices(game)
        events += game.apply(Choose(options[0] if section is None else section))
    return events


def skip_until(game: Game, kind: str) -> list[Event]:
    """Decline every optional question until the decision `kind` is reached."""
    events: list[Event] = []
    while game.pending.kind != kind:
        if Skip() in game.legal_actions():
            events += game.apply(Skip())
        else:
            events += game.apply(game.legal_actions()[0])
    return events


def of(events: Iterable[Event], cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


def quiet_lion(game: Game, seat: int, slot: int = 0, tile: int = NO_TILE) -> int:
    """Give `seat` a Lion whose Motif track, after its first space, holds only passive bonuses (so
    inking onto it changes no resources once the first space is covered)."""
    st = game.state
    taken = {q.lion[s] for q in st.players for s in (0, 1)} - {st.players[seat].lion[slot]}
    lion = find_lion(
        game,
        lambda lion: (
            all(e.is_passive for e in lion.track[1:])
            and st.catalogue.lions.index(lion) not in taken
        ),
    )
    set_lion(game, seat, slot, lion, tile)
    return lion


def quiet_card(game: Game) -> int:
    """A Drum card whose boxes are all passive battle bonuses: it offers nothing to Perform itself."""
    return find_card(
        game, lambda c: bool(c.drum) and all(e.is_passive for e in c.drum) and not c.jade
    )


def perform_tile_action(game: Game, terrain: int, name: str, **res: int) -> tuple[Game, int, int]:
    """Strike a quiet card, end on a Terrain tile printed with `terrain`, set the resources, and
    perform the tile's plain "perform <name>" action.  Returns (game, seat, tile)."""
    seat = game.pending.seat
    tile = drum_turn(game, quiet_card(game), terrain=terrain)
    set_resources(game, seat, **res)
    game.refresh()
    actions = game.state.catalogue.terrain[terrain].actions
    index = next(i for i, a in enumerate(actions) if only_performs(a, name))
    perform(game, ("tile", index))
    return game, seat, tile
