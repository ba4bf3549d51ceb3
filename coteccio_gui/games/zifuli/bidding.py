"""Zifuli's bidding: which designs a seat may call, and whose turn comes next.

A bid names a design the bidder holds. The first bid may name any; every later bid must
name a lower card (in Zifuli's order, where the Matto sits between Nulla and the Osteria)
of the same suit as the first. A seat that passes may not bid again.

>>> from coteccio_gui.games.cucco.cards import card_of
>>> hand = [card_of(Design.MATTO), card_of(Design.NULLA), card_of(Design.F3)]
>>> [d.name for d in legal_calls(hand, Design.OSTERIA)]
['MATTO', 'NULLA']
>>> [d.name for d in legal_calls(hand, Design.MATTO)]
['NULLA']
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import RANK_ZIFULI, Design, card_of, design_suit


def design_rank(design: Design | int) -> int:
    """The rank of a design inside its suit in Zifuli (0 lowest)."""
    return RANK_ZIFULI[card_of(design)]


def legal_calls(hand: Sequence[Card], high: Design | None) -> list[Design]:
    """The designs ``hand`` may call over the standing bid ``high`` (any, if there is none),
    in the order of the pack."""
    held = sorted({Design(c // 2) for c in hand})
    if high is None:
        return held
    suit, rank = design_suit(high), design_rank(high)
    return [d for d in held if design_suit(d) == suit and design_rank(d) < rank]


def next_bidder(seat: int, passed: Sequence[bool]) -> int:
    """The next seat after ``seat`` in the order of play that has not passed (or -1)."""
    n = len(passed)
    for k in range(1, n + 1):
        s = (seat + k) % n
        if not passed[s]:
            return s
    return -1
