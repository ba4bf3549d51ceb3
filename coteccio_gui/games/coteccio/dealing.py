"""Checking a deal: five distinct cards for each alive seat, none for a seat that is out."""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import CODES, Card
from coteccio_gui.engine.errors import BadDeal
from coteccio_gui.games.coteccio.rules import HAND_SIZE


def check_deal(hands: Sequence[Sequence[Card]], lives: Sequence[int]) -> None:
    """Raise ``BadDeal`` unless ``hands`` is a legal deal for seats with these lives."""
    if len(hands) != len(lives):
        raise BadDeal(f"a deal lists {len(lives)} hands, one per seat, not {len(hands)}")
    seen: set[Card] = set()
    for seat, hand in enumerate(hands):
        if lives[seat] <= 0:
            if len(hand) != 0:
                raise BadDeal(f"seat {seat} is out and must be dealt no cards")
            continue
        if len(hand) != HAND_SIZE:
            raise BadDeal(f"seat {seat} must be dealt {HAND_SIZE} cards, not {len(hand)}")
        for c in hand:
            if type(c) is not int or not 0 <= c < 40:
                raise BadDeal(f"seat {seat} is dealt {c!r}, which is not a card")
            if c in seen:
                raise BadDeal(f"{CODES[c]} is dealt twice")
            seen.add(c)
