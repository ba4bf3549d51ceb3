"""Deal the unseen cards to the other seats, consistently with what a seat knows.

Depends only on the seat's knowledge and the ``rng`` (the unseen cards are taken in
code order before shuffling), so permuting the hidden cards cannot change a sample.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from coteccio_gui.engine import Card
from coteccio_gui.players.knowledge import Knowledge
from coteccio_gui.players.masks import SUIT_MASK, cards_of

_TRIES = 20

Fit = Callable[[int, list[Card]], float]
"""How well a guessed hand explains a seat's past plays, from 0 (never) to 1 (exactly)."""


def sample_hands(
    know: Knowledge,
    sizes: dict[int, int],
    rng: random.Random,
    fit: Fit | None = None,
    fit_tries: int = 0,
) -> dict[int, list[Card]] | None:
    """Hands of ``sizes[seat]`` cards for the other seats, none of a suit the seat showed void.

    The seats with the most voids are dealt first; ``None`` if no deal was found. With
    ``fit``, each seat's hand is redrawn (up to ``fit_tries`` times) until it is kept with
    probability ``fit(seat, hand)``; if none is kept, the best fitting one is used.
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
            hand = _draw(allowed, need, random_)
            if fit is not None and need:
                f = fit(seat, hand)
                if f < 1.0 and random_() >= f:
                    best, best_fit = hand, f
                    for _ in range(fit_tries):
                        hand = _draw(allowed, need, random_)
                        f = fit(seat, hand)
                        if f >= 1.0 or random_() < f:
                            best = hand
                            break
                        if f > best_fit:
                            best, best_fit = hand, f
                    hand = best
            hands[seat] = hand
            if need:
                taken = set(hand)
                pool = [c for c in pool if c not in taken]
        else:
            return hands
    return None


def _draw(allowed: list[Card], need: int, random_: Callable[[], float]) -> list[Card]:
    """``need`` random cards of ``allowed`` (shuffled in place)."""
    n = len(allowed)
    for i in range(need):
        j = i + int(random_() * (n - i))
        allowed[i], allowed[j] = allowed[j], allowed[i]
    return allowed[:need]
