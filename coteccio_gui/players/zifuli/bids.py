"""Zifuli's rule-based bidding: how likely a call is to win, from the hand alone.

The weights were fitted (a linear model of the bidder's side winning) on 30,000 random hands
where a random bidder called a random card it held and every seat played the rule-based
policy: what each design held is worth, what the twin of the call brings in the partner's
hand, and what playing alone costs. ``tools``-free and fixed, so bids are reproducible.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import Design
from coteccio_gui.games.zifuli.bidding import legal_calls

BASE = 26
HOLD = (-3, -3, -4, -3, -2, -3, -2, 2, 7, 4, -2, -3, -3, -3, -4, -3, -3, 0, 11, 16)
"""Per design held (each copy), in hundredths of a chance to win."""
CALL = (-3, -3, -1, -3, -4, -2, -2, 0, 5, 1, -2, -2, -2, 0, -2, -3, -3, 0, 10, 16)
"""Per design called: the twin in the partner's hand."""
ALONE = -23
"""Calling a design held twice: no partner."""
THRESHOLD = 50
"""Bid when the chance to win is at least one half: the stakes are even either way."""


def win_chance(hand: Sequence[Card], call: Design | int) -> int:
    """The estimated chance (in hundredths) that ``hand`` wins calling ``call``."""
    chance = BASE + sum(HOLD[c // 2] for c in hand)
    copies = sum(1 for c in hand if c // 2 == call)
    return chance + (ALONE if copies == 2 else CALL[int(call)])


def best_call(hand: Sequence[Card], high: Design | None, margin: int = 0) -> Design | None:
    """The legal call with the best chance, if that chance reaches the threshold (+ margin)."""
    calls = legal_calls(hand, high)
    if not calls:
        return None
    call = max(calls, key=lambda d: (win_chance(hand, d), -d))
    return call if win_chance(hand, call) >= THRESHOLD + margin else None
