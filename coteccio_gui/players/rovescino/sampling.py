"""Deal the cards a seat of Rovescino cannot see: the other hands and the monte.

A seat never gets a card of a suit it has shown void in. ``soft`` bans (cards a seat's past
plays say it does not hold) are each kept with probability ``1 - miss`` and given up when no
deal fits. With ``misses`` (how many of a seat's past plays a guessed hand fails to explain),
each hand is redrawn until it is kept with probability ``miss ** misses``, up to
``fit_tries`` times, else the best one drawn is kept. The unseen cards are taken in code
order before drawing, so the deal depends only on what the seat knows and on ``rng``.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from coteccio_gui.engine.cards import Card

TRIES = 20

Misses = Callable[[int, int, int], int]
"""How many of ``seat``'s past plays a hand (a mask) fails to explain, counting up to a limit."""


def deal_unseen(
    unseen: list[Card],
    sizes: dict[int, int],
    hard: dict[int, int],
    soft: dict[int, int],
    rng: random.Random,
    miss: float = 0.0,
    misses: Misses | None = None,
    fit_tries: int = 0,
) -> tuple[dict[int, list[Card]], list[Card]] | None:
    """Hands of ``sizes[seat]`` cards for the other seats, and the rest as the monte.

    ``hard[seat]`` is a mask of cards the seat cannot hold (its voids); ``soft[seat]`` of
    cards it probably does not hold. ``None`` if even the hard bans admit no deal.
    """
    random_ = rng.random
    for attempt in range(2 * TRIES):
        bans = dict(hard)
        if attempt < TRIES:
            for seat, mask in soft.items():
                if mask:
                    bans[seat] = bans.get(seat, 0) | _keep(mask, miss, random_)
        dealt = _try(unseen, sizes, bans, random_, miss, misses, fit_tries)
        if dealt is not None:
            return dealt
    return None


def _keep(mask: int, miss: float, random_: Callable[[], float]) -> int:
    if miss <= 0.0:
        return mask
    kept = 0
    m = mask
    while m:
        low = m & -m
        if random_() >= miss:
            kept |= low
        m ^= low
    return kept


def _try(
    unseen: list[Card],
    sizes: dict[int, int],
    bans: dict[int, int],
    random_: Callable[[], float],
    miss: float,
    misses: Misses | None,
    fit_tries: int,
) -> tuple[dict[int, list[Card]], list[Card]] | None:
    allowed_count = {
        s: sum(1 for c in unseen if not bans.get(s, 0) >> c & 1) - sizes[s] for s in sizes
    }
    pool = unseen[:]
    hands: dict[int, list[Card]] = {}
    for seat in sorted(sizes, key=lambda s: (allowed_count[s], s)):
        need = sizes[seat]
        ban = bans.get(seat, 0)
        allowed = [c for c in pool if not ban >> c & 1] if ban else pool[:]
        if len(allowed) < need:
            return None
        hand = _draw(allowed, need, random_)
        if misses is not None and need:
            k = misses(seat, _mask(hand), 99)
            if k and random_() >= miss**k:
                best, best_k = hand, k
                for _ in range(fit_tries):
                    hand = _draw(allowed, need, random_)
                    k = misses(seat, _mask(hand), best_k)
                    if not k or random_() < miss**k:
                        best = hand
                        break
                    if k < best_k:
                        best, best_k = hand, k
                hand = best
        hands[seat] = hand
        if need:
            taken = set(hand)
            pool = [c for c in pool if c not in taken]
    return hands, pool


def _draw(allowed: list[Card], need: int, random_: Callable[[], float]) -> list[Card]:
    """``need`` random cards of ``allowed`` (shuffled in place)."""
    n = len(allowed)
    for i in range(need):
        j = i + int(random_() * (n - i))
        allowed[i], allowed[j] = allowed[j], allowed[i]
    return allowed[:need]


def _mask(cards: list[Card]) -> int:
    m = 0
    for c in cards:
        m |= 1 << c
    return m
