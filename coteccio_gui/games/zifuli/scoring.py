"""Settling a hand of Zifuli: did the bidder's side make 10 points, and who pays whom.

>>> from coteccio_gui.games.cucco.cards import Design, card_of
>>> won = [[card_of(d, k) for d in range(14, 20) for k in (0, 1)], [], [], [], []]
>>> e = score_hand(0, 3, won, [0] * 5)  # 24 halves for seats 0 and 3
>>> e.result.value, e.payments
('won', (2, -1, -1, 1, -1))
>>> score_hand(2, 2, won, [0] * 5).payments  # alone, and lost
(2, 2, -8, 2, 2)
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.scoring import SideResult, side_result
from coteccio_gui.games.zifuli.events import ZifuliHandScored
from coteccio_gui.games.zifuli.rules import PLAYERS, STAKE_ALONE, STAKE_PAIR


def payments(bidder: int, partner: int, result: SideResult) -> tuple[int, ...]:
    """What each seat wins (+) or pays (−); a lone bidder has ``partner == bidder``."""
    sign = {SideResult.WON: 1, SideResult.LOST: -1, SideResult.TIED: 0}[result]
    if partner == bidder:
        whole, each = STAKE_ALONE
        return tuple(sign * (whole if s == bidder else -each) for s in range(PLAYERS))
    to_bidder, to_partner, each = STAKE_PAIR
    out = []
    for s in range(PLAYERS):
        stake = to_bidder if s == bidder else to_partner if s == partner else -each
        out.append(sign * stake)
    return tuple(out)


def score_hand(
    bidder: int, partner: int, won: Sequence[Sequence[Card]], balances: Sequence[int]
) -> ZifuliHandScored:
    """The end of a hand: points, recount if 9½ each, result, payments and new balances."""
    side_seats = {bidder, partner}
    side = [c for s in side_seats for c in won[s]]
    others = [c for s in range(PLAYERS) if s not in side_seats for c in won[s]]
    result, a, b, counted = side_result(side, others)
    pay = payments(bidder, partner, result)
    new = tuple(x + p for x, p in zip(balances, pay, strict=True))
    return ZifuliHandScored(bidder, partner, (a, b), counted, result, pay, new)
