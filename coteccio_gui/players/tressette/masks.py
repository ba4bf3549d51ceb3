"""Cards re-numbered in Tressette order, as bits of an int, for fast policies and rollouts.

A *t-card* is ``suit * 10 + k`` with ``k`` 0 for the Three, 1 the Two, 2 the Ace … 9 the
Four: a lower bit takes a higher one of the same suit, so a suit's strongest card is its
lowest set bit.
"""

from __future__ import annotations

from collections.abc import Iterable

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.cards import STRENGTH, THIRDS

TO_T: tuple[int, ...] = tuple(c // 10 * 10 + 9 - STRENGTH[c] for c in range(40))
"""The t-card of each engine card."""
FROM_T: tuple[Card, ...] = tuple(sorted(range(40), key=lambda c: TO_T[c]))
"""The engine card of each t-card."""
T_THIRDS: tuple[int, ...] = tuple(THIRDS[FROM_T[t]] for t in range(40))
"""Thirds of a point of each t-card."""
FULL = (1 << 40) - 1
SUIT: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
"""The ten t-cards of each suit."""
ABOVE: tuple[int, ...] = tuple(((1 << t) - 1) & SUIT[t // 10] for t in range(40))
"""The t-cards of the same suit that take each t-card."""
COUNTERS = sum(1 << t for t in range(40) if T_THIRDS[t])
"""The 24 cards that count."""


def tmask(cards: Iterable[Card]) -> int:
    """The engine cards as a mask of t-cards."""
    m = 0
    for c in cards:
        m |= 1 << TO_T[c]
    return m


def cards_of(mask: int) -> list[Card]:
    """The engine cards of a mask of t-cards, strongest of each suit first."""
    return [FROM_T[t] for t in range(40) if mask >> t & 1]


def strongest(mask: int) -> int:
    """The strongest t-card of a non-empty mask of one suit."""
    return (mask & -mask).bit_length() - 1


def weakest(mask: int) -> int:
    """The weakest t-card of a non-empty mask of one suit."""
    return mask.bit_length() - 1


def thirds_of(mask: int) -> int:
    """Thirds of a point in a mask of t-cards."""
    return sum(T_THIRDS[t] for t in range(40) if mask >> t & 1)
