"""Deal the unseen cards to the other seats, consistently with what a seat knows.

Depends only on the seat's knowledge and the ``rng`` (the unseen cards are taken in
code order before shuffling), so permuting the hidden cards cannot change a sample.
"""

from __future__ import annotations

import random

from coteccio_gui.engine import Card
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import SUIT_MASK, cards_of

_TRIES = 20


def sample_hands(
    know: Knowledge, sizes: dict[int, int], rng: random.Random
) -> dict[int, list[Card]] | None:
    """Hands of ``sizes[seat]`` cards for the other seats, none of a suit the seat showed void.

    The seats with the most voids are dealt first; ``None`` if no deal was found.
    """
    unseen = cards_of(know.unseen)
    seats = sorted(sizes, key=lambda s: (-know.voids[s].bit_count(), s))
    random_ = rng.random
    for _ in range(_TRIES):
        pool = unseen[:]
        hands: dict[int, list[Card]] = {}
        for seat in seats:
            need = sizes[seat]
            v = know.voids[seat]
            if v:
                banned = 0
                for s in range(4):
                    if v >> s & 1:
                        banned |= SUIT_MASK[s]
                allowed = [c for c in pool if not banned >> c & 1]
            else:
                allowed = pool
            if len(allowed) < need:
                break
            allowed = allowed[:] if allowed is pool else allowed
            hand = []
            for i in range(need):
                j = i + int(random_() * (len(allowed) - i))
                allowed[i], allowed[j] = allowed[j], allowed[i]
                hand.append(allowed[i])
            hands[seat] = hand
            if need:
                taken = set(hand)
                pool = [c for c in pool if c not in taken]
        else:
            return hands
    return None
