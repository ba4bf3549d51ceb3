"""Cards as bits in the Tressette order (3 2 Asso Re Caval Fante 7 6 5 4), for fast counting.

The bit of a card is ``1 << card`` as everywhere (``players.masks``); what changes with the
game is which cards of a suit beat which: ``ABOVE[c]`` are the cards of c's suit that beat
it in Rovescino, ``BELOW[c]`` those it beats.
"""

from __future__ import annotations

from coteccio_gui.engine.tricks import TRESSETTE_STRENGTH, TRESSETTE_THIRDS
from coteccio_gui.players.masks import FULL, SUIT_MASK, cards_of, mask_of

STRENGTH = TRESSETTE_STRENGTH
"""Strength within a suit, 0 (the 4) to 9 (the 3)."""
THIRDS = TRESSETTE_THIRDS
"""Card points in thirds."""

ABOVE: tuple[int, ...] = tuple(
    sum(1 << x for x in range(40) if x // 10 == c // 10 and STRENGTH[x] > STRENGTH[c])
    for c in range(40)
)
"""The cards of the same suit that beat each card."""
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c // 10] & ~ABOVE[c] & ~(1 << c) for c in range(40))
"""The cards of the same suit that each card beats."""
POINT_CARDS = mask_of(c for c in range(40) if THIRDS[c])
"""The 24 cards with card points."""

__all__ = [
    "ABOVE",
    "BELOW",
    "FULL",
    "POINT_CARDS",
    "STRENGTH",
    "SUIT_MASK",
    "THIRDS",
    "cards_of",
    "mask_of",
]
