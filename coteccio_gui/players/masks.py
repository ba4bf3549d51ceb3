"""Cards as bits of a 40-bit int: fast sets for the searches' policies and simulators, for
every game of the 40-card pack (the one mask module).

The bit of a card is ``1 << card``; what changes with a game is which cards of a suit beat
which, from its order (``engine.tricks``): :data:`ABOVE`/:data:`BELOW` in Coteccio's order,
:data:`TRESSETTE_ABOVE`/:data:`TRESSETTE_BELOW` in the Tressette family's. The Tressette and
Terziglio players also renumber the cards as *t-cards* (:data:`TO_T`), ``suit * 10 + k`` with
``k`` 0 for the Three … 9 for the Four, so that a suit's strongest card is its lowest bit.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from coteccio_gui.engine.cards import SUIT_OF, Card
from coteccio_gui.engine.tricks import COTECCIO_STRENGTH, TRESSETTE_STRENGTH, TRESSETTE_THIRDS

FULL = (1 << 40) - 1
"""Every card."""
SUIT_MASK: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
"""The ten cards of each suit."""
BIT: tuple[int, ...] = tuple(1 << c for c in range(40))
"""The bit of each card."""


def above(strength: Sequence[int]) -> tuple[int, ...]:
    """For each card, the cards of its suit that beat it in the order ``strength``."""
    return tuple(
        sum(1 << x for x in range(40) if SUIT_OF[x] == SUIT_OF[c] and strength[x] > strength[c])
        for c in range(40)
    )


def below(strength: Sequence[int]) -> tuple[int, ...]:
    """For each card, the cards of its suit that it beats in the order ``strength``."""
    beaten_by = above(strength)
    return tuple(SUIT_MASK[SUIT_OF[c]] & ~beaten_by[c] & ~(1 << c) for c in range(40))


ABOVE = above(COTECCIO_STRENGTH)
"""The cards of the same suit that beat each card, in Coteccio's order."""
BELOW = below(COTECCIO_STRENGTH)
"""The cards of the same suit that each card beats, in Coteccio's order."""
TRESSETTE_ABOVE = above(TRESSETTE_STRENGTH)
"""The cards of the same suit that beat each card, in the Tressette order."""
TRESSETTE_BELOW = below(TRESSETTE_STRENGTH)
"""The cards of the same suit that each card beats, in the Tressette order."""
POINT_CARDS = sum(1 << c for c in range(40) if TRESSETTE_THIRDS[c])
"""The 24 cards with points in the Tressette family."""


def mask_of(cards: Iterable[Card]) -> int:
    """The set of these cards as a mask."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest code first."""
    return [c for c in range(40) if mask >> c & 1]


# ---- t-cards: the Tressette order as bit order ---------------------------------------------

TO_T: tuple[int, ...] = tuple(SUIT_OF[c] * 10 + 9 - TRESSETTE_STRENGTH[c] for c in range(40))
"""The t-card of each engine card."""
FROM_T: tuple[Card, ...] = tuple(sorted(range(40), key=lambda c: TO_T[c]))
"""The engine card of each t-card."""
T_THIRDS: tuple[int, ...] = tuple(TRESSETTE_THIRDS[FROM_T[t]] for t in range(40))
"""Thirds of a point of each t-card."""


def tmask(cards: Iterable[Card]) -> int:
    """The engine cards as a mask of t-cards."""
    m = 0
    for c in cards:
        m |= 1 << TO_T[c]
    return m


def t_cards_of(mask: int) -> list[Card]:
    """The engine cards of a mask of t-cards, strongest of each suit first."""
    return [FROM_T[t] for t in range(40) if mask >> t & 1]
