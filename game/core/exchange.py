"""Perform: Exchanging Resources (rulebook).

Perform one of: gain 1 Coin; purchase 1 Drum card (on top of your deck); 2 Coins for 1 Bamboo (or
back); 2 Coins for 1 Red Paper (or back); 4 Coins for 1 Jade (or back); with 1 blue Tattoo Motif on
the chosen Lion, 4 Coins to place 1 Qi Energy; with 2 blue, 6 Coins to place 1 Qi Energy and purchase
1 Bamboo Slips (must spend 2 Bamboo).
"""

from __future__ import annotations

from ..i18n import N_
from .actions import Choose, Skip
from .decisions import DecisionKind as K
from .perform import performed
from .qi import can_place, open_spaces, push_place
from .reasons import Cause, because
from .steps import Step, step
from .supply import can_pay, gain, pay

BLUE = 3

#: (label, spend, gain) for the plain trades; options 1, 8 and 9 are handled below.
TRADES: dict[int, tuple[str, tuple, tuple]] = {
    0: (N_("Gain 1 Coin"), (), (("coins", 1),)),
    2: (N_("Spend 2 Coins to gain 1 Bamboo"), (("coins", 2),), (("bamboo", 1),)),
    3: (N_("Spend 1 Bamboo to gain 2 Coins"), (("bamboo", 1),), (("coins", 2),)),
    4: (N_("Spend 2 Coins to gain 1 Red Paper"), (("coins", 2),), (("red_paper", 1),)),
    5: (N_("Spend 1 Red Paper to gain 2 Coins"), (("red_paper", 1),), (("coins", 2),)),
    6: (N_("Spend 4 Coins to gain 1 Jade"), (("coins", 4),), (("jade", 1),)),
    7: (N_("Spend 1 Jade to gain 4 Coins"), (("jade", 1),), (("coins", 4),)),
}
PURCHASE = 1
ONE_BLUE = 8
TWO_BLUE = 9
#: The Exchanges that place Qi Energy: option -> (the Village board's space group, Coins spent, blue
#: Tattoo Motifs the chosen Lion must show, whether a Bamboo Slips is bought too).
QI_EXCHANGES = {ONE_BLUE: ("one_blue", 4, 1, False), TWO_BLUE: ("two_blue", 6, 2, True)}
LABELS = {
    **{k: v[0] for k, v in TRADES.items()},
    PURCHASE: N_("Purchase 1 Drum card (on top of your deck)"),
    ONE_BLUE: N_("With 1 blue Tattoo Motif: spend 4 Coins to place 1 Qi Energy"),
    TWO_BLUE: N_(
        "With 2 blue Tattoo Motifs: spend 6 Coins to place 1 Qi Energy and purchase 1 Bamboo Slips"
    ),
}


def _options(st, seat) -> list[int]:
    from .purchases import SLIP_BAMBOO, affordable_drums

    p = st.players[seat]
    out = [k for k, (_, spend, _) in TRADES.items() if can_pay(p, spend)]
    if affordable_drums(st, seat):
        out.append(PURCHASE)
    slot = st.turn.slot
    blue = p.motifs[slot].count(BLUE) if slot >= 0 else 0
    if can_place(p):
        slip_ok = p.bamboo >= SLIP_BAMBOO and bool(st.slip_row)  # "(must spend 2 Bamboo)"
        for option, (group, coins, wanted, slip) in QI_EXCHANGES.items():
            if (
                blue >= wanted
                and p.coins >= coins
                and (slip_ok or not slip)
                and open_spaces(st, "exchange", group)
            ):
                out.append(option)
    return sorted(out)


@step
class Exchange(Step):
    """("exchange", seat, 0): choose one exchange."""

    kind = K.EXCHANGE

    def legal(self, st, frame):
        return [Choose(k) for k in _options(st, frame[1])] + [Skip()]

    def apply(self, st, frame, action, ev):
        if isinstance(action, Skip):
            return
        seat = frame[1]
        option = action.option
        performed(st, seat, "exchange")
        if option in TRADES:
            _label, spend, got = TRADES[option]
            pay(st, seat, spend, _EXCHANGE, ev)
            gain(st, seat, got, _EXCHANGE, ev)
        elif option == PURCHASE:
            st.stack.append((K.PURCHASE_DRUM, seat, 0))
        else:
            group, coins, _wanted, slip = QI_EXCHANGES[option]
            pay(st, seat, (("coins", coins),), _EXCHANGE, ev)
            if slip:
                st.stack.append((K.PURCHASE_SLIP, seat, 1))
            push_place(st, seat, open_spaces(st, "exchange", group)[0], ev)


_EXCHANGE = because(Cause.EXCHANGE)
