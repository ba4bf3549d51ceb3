"""Dealing the cards a seat cannot see, consistently with what it has seen.

A seat that did not follow the suit led holds none of it (a *void*); some cards must be in
a given hand (Zifuli: the bidder still holds a copy of the card he called). Within those
limits the deal is random.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.games.cucco.cards import SUIT


def voids(tricks: Iterable[Trick], trick: Sequence[tuple[int, Card]]) -> dict[int, int]:
    """The suits each seat has shown it lacks: ``{seat: bitmask of suits}`` (1 Figure, 2 Matte)."""
    out: dict[int, int] = {}
    plays = [t.plays for t in tricks]
    if trick:
        plays.append(tuple(trick))
    for p in plays:
        led = SUIT[p[0][1]]
        for seat, c in p[1:]:
            if SUIT[c] != led:
                out[seat] = out.get(seat, 0) | (1 << led)
    return out


def deal_hidden(
    unseen: Sequence[Card],
    sizes: Mapping[int, int],
    void: Mapping[int, int],
    must: Mapping[int, Sequence[Card]],
    rng: random.Random,
) -> dict[int, list[Card]] | None:
    """Hands for the hidden seats (``sizes``) from ``unseen``: voids kept, ``must`` placed;
    ``None`` when no such deal exists."""
    hands: dict[int, list[Card]] = {s: list(must.get(s, ())) for s in sizes}
    placed = {c for cs in must.values() for c in cs}
    pools: list[list[Card]] = [[], []]
    for c in unseen:
        if c not in placed:
            pools[SUIT[c]].append(c)
    rng.shuffle(pools[0])
    rng.shuffle(pools[1])
    free = []
    for s in sorted(sizes):
        mask = void.get(s, 0)
        if mask == 0:
            free.append(s)
            continue
        if mask == 3:
            if len(hands[s]) != sizes[s]:
                return None
            continue
        pool = pools[1] if mask == 1 else pools[0]  # void in Figure: Matte only, and back
        need = sizes[s] - len(hands[s])
        if need > len(pool):
            return None
        hands[s].extend(pool[len(pool) - need :])
        del pool[len(pool) - need :]
    rest = pools[0] + pools[1]
    rng.shuffle(rest)
    for s in free:
        need = sizes[s] - len(hands[s])
        if need > len(rest):
            return None
        hands[s].extend(rest[len(rest) - need :])
        del rest[len(rest) - need :]
    return hands if not rest else None


def distinct(cards: tuple[Card, ...]) -> list[Card]:
    """One card per design (both copies are the same card for the rules), lowest first."""
    seen: dict[int, Card] = {}
    for c in sorted(cards):
        seen.setdefault(c // 2, c)
    return list(seen.values())
