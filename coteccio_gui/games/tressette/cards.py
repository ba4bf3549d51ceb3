"""The Tressette family's cards: the order 3 2 A Re Cavallo Fante 7 6 5 4 and the counters.

Shared by Tressette, Tressette in due and Terziglio (and the helper Rovescino needs too: the
same order and the same points). Cards are the engine's ints (``suit * 10 + rank``, rank
index order A R C F 7 6 5 4 3 2); points are kept in **thirds** so that no fraction is lost
until a hand is counted, when they "drop on the floor" (``points``).

>>> from coteccio_gui.engine.cards import card_from_code as c
>>> TRESSETTE.trick_winner([(0, c("Ac")), (1, c("3c"))]), STRENGTH[c("2c")] > STRENGTH[c("Ac")]
(1, True)
>>> THIRDS[c("Ac")], THIRDS[c("2c")], THIRDS[c("7c")]
(3, 1, 0)
>>> points(35)
11
"""

from __future__ import annotations

from collections.abc import Iterable

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.tricks import TRESSETTE

STRENGTH: tuple[int, ...] = TRESSETTE.strength
"""Taking strength of each card within its suit (higher takes): the engine's Tressette order."""
THIRDS: tuple[int, ...] = TRESSETTE.points
"""Thirds of a point of each card: the engine's Tressette points."""
COUNTERS: frozenset[Card] = frozenset(c for c in range(40) if THIRDS[c])
"""The 24 cards that count (Aces, Threes, Twos and the three courts of each suit)."""
LAST_TRICK_THIRDS = 3
"""The last trick is worth 1 point."""
PACK_THIRDS = 32 + LAST_TRICK_THIRDS
"""All the thirds of a hand: 10 2/3 points in the cards and 1 for the last trick."""
THREE, TWO, ACE = 8, 9, 0
"""Rank indexes of the Three, the Two and the Ace (the cards of the declarations)."""
BY_STRENGTH: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted(range(s * 10, s * 10 + 10), key=lambda c: -STRENGTH[c])) for s in range(4)
)
"""The cards of each suit from the strongest (the 3) to the weakest (the 4)."""


def thirds_of(cards: Iterable[Card]) -> int:
    """The thirds of a point in these cards."""
    return sum(THIRDS[c] for c in cards)


def points(thirds: int) -> int:
    """Whole points of ``thirds``: the fraction drops on the floor."""
    return thirds // 3
