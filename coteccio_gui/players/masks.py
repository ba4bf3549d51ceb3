"""Cards as bits of a 40-bit int: fast sets for counting cards in policies and playouts."""

from __future__ import annotations

from collections.abc import Iterable

from coteccio_gui.engine import Card

FULL = (1 << 40) - 1
"""Every card."""
SUIT_MASK: tuple[int, ...] = tuple(((1 << 10) - 1) << (10 * s) for s in range(4))
"""The ten cards of each suit."""
ABOVE: tuple[int, ...] = tuple(((1 << c) - 1) & SUIT_MASK[c // 10] for c in range(40))
"""The cards of the same suit that beat each card."""
BELOW: tuple[int, ...] = tuple(SUIT_MASK[c // 10] & ~((1 << (c + 1)) - 1) for c in range(40))
"""The cards of the same suit that each card beats."""
BIT: tuple[int, ...] = tuple(1 << c for c in range(40))
"""The bit of each card."""


def mask_of(cards: Iterable[Card]) -> int:
    """The set of these cards as a mask."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def cards_of(mask: int) -> list[Card]:
    """The cards of a mask, lowest code first."""
    return [c for c in range(40) if mask >> c & 1]
