"""Who wins a hand of a Cucco game: 10 of the 19 points, and the recount after 9½ each.

>>> from coteccio_gui.games.cucco.cards import Design, card_of
>>> tens = [card_of(Design.F10, k) for k in (0, 1)]
>>> side_result(tens, [c for c in range(40) if c not in tens])[:3]
(<SideResult.LOST: 'lost'>, 4, 34)
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import StrEnum

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.tricks import recount, taken_halves

WIN_HALVES = 20
"""A side that takes 10 points (20 halves) of the 19 wins the hand."""
RECOUNT_WIN = 42
"""After 9½ each, a side with 42 of the 82 recount points wins; 41 each is nobody's hand."""


class SideResult(StrEnum):
    """How a hand went for one side."""

    WON = "won"
    LOST = "lost"
    TIED = "tied"
    """9½ each and 41 each in the recount: nobody won the hand."""


def side_result(
    side: Sequence[Card], others: Sequence[Card]
) -> tuple[SideResult, int, int, tuple[int, int] | None]:
    """The result for the side that took ``side`` (the others took ``others``): the result,
    both sides' card points in halves, and both recounts if there was a 9½ tie."""
    a, b = taken_halves(side), taken_halves(others)
    if a != b:
        return (SideResult.WON if a >= WIN_HALVES else SideResult.LOST), a, b, None
    ra, rb = recount(side), recount(others)
    if ra >= RECOUNT_WIN:
        result = SideResult.WON
    elif rb >= RECOUNT_WIN:
        result = SideResult.LOST
    else:
        result = SideResult.TIED
    return result, a, b, (ra, rb)
