"""Deal the cards a seat of Rovescino cannot see: the other hands and the monte.

A seat never gets a card of a suit it has shown void in. ``soft`` bans (cards a seat's past
plays say it does not hold) are each kept with probability ``1 - miss`` and given up when no
deal fits. With a :class:`HandFitter` each hand is drawn with weight ``miss ** misses``, the
number of the seat's past plays it fails to explain (``reading.PlayReader``). The unseen
cards are taken in code order before drawing, so the deal depends only on what the seat
knows and on ``rng``.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Callable
from math import comb

from coteccio_gui.engine.cards import Card
from coteccio_gui.players.masks import SUIT_MASK
from coteccio_gui.players.rovescino.reading import PlayReader

TRIES = 20


def deal_unseen(
    unseen: list[Card],
    sizes: dict[int, int],
    hard: dict[int, int],
    soft: dict[int, int],
    rng: random.Random,
    miss: float = 0.0,
    fitter: HandFitter | None = None,
) -> tuple[dict[int, list[Card]], list[Card]] | None:
    """Hands of ``sizes[seat]`` cards for the other seats, and the rest as the monte.

        ``hard[seat]`` is a mask of cards the seat cannot hold (its voids); ``soft[seat]`` of
        cards it probably does not hold, given up seat by seat when they leave a seat too few
    cards. ``None`` if even the hard bans admit no deal.
    """
    random_ = rng.random
    given_up: set[int] = set()
    for attempt in range(2 * TRIES):
        bans = dict(hard)
        if attempt < TRIES:
            for seat, mask in soft.items():
                if mask and seat not in given_up:
                    bans[seat] = bans.get(seat, 0) | _keep(mask, miss, random_)
        dealt = _try(unseen, sizes, bans, random_, fitter)
        if not isinstance(dealt, int):
            return dealt
        given_up.add(dealt)  # too few cards left for that seat: its soft bans go first
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
    fitter: HandFitter | None,
) -> tuple[dict[int, list[Card]], list[Card]] | int:
    """A deal, or the seat left with too few cards to choose from."""
    unseen_mask = _mask(unseen)
    allowed_count = {s: (unseen_mask & ~bans.get(s, 0)).bit_count() - sizes[s] for s in sizes}
    pool = unseen[:]
    hands: dict[int, list[Card]] = {}
    for seat in sorted(sizes, key=lambda s: (allowed_count[s], s)):
        need = sizes[seat]
        ban = bans.get(seat, 0)
        allowed = [c for c in pool if not ban >> c & 1] if ban else pool[:]
        if len(allowed) < need:
            return seat
        if fitter is None or not need:
            hand = _draw(allowed, need, random_)
        else:
            fitted = fitter.hand(seat, _mask(allowed), need, random_)
            if fitted is None:
                return seat
            hand = _cards(fitted)
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


class HandFitter:
    """Draws a seat's hand with weight ``miss ** misses`` of its plays (``reading.PlayReader``).

    The plays where a seat followed suit read one suit each (``PlayReader.suit_fits``): the
    hand's cards per suit are drawn from those weights exactly. Its leads and discards read
    the whole hand: a hand is redrawn until it is kept with probability ``miss ** misses``,
    up to ``tries`` times, else the best one drawn is kept; ``redraws`` caps those redraws
    over the whole decision (a fixed amount of work however badly the plays fit the policy:
    once spent, the first hand drawn is kept). One per decision: what it works out for a seat
    and its allowed cards is kept for the next deal.
    """

    def __init__(self, reader: PlayReader, miss: float, tries: int, redraws: int) -> None:
        self.reader, self.miss, self.tries = reader, miss, tries
        self.redraws = redraws
        """The redraws still allowed in this decision."""
        self._suits: dict[tuple[int, int, int], _SuitDraw | None] = {}

    def hand(self, seat: int, allowed: int, need: int, random_: Callable[[], float]) -> int | None:
        """``need`` cards of ``allowed`` (masks) for ``seat``; ``None`` if no holding fits."""
        key = (seat, allowed, need)
        if key in self._suits:
            draw = self._suits[key]
        else:
            draw = self._suits[key] = _SuitDraw.of(self.reader, seat, allowed, need, self.miss)
        if draw is None:
            return None
        hand = draw.draw(random_)
        misses = self.reader.off_suit_misses
        k = misses(seat, hand, 99)
        miss = self.miss
        if not k or random_() < miss**k:
            return hand
        best, best_k = hand, k
        for _ in range(min(self.tries, self.redraws)):
            self.redraws -= 1
            hand = draw.draw(random_)
            k = misses(seat, hand, best_k)
            if not k or random_() < miss**k:
                return hand
            if k < best_k:
                best, best_k = hand, k
        return best


class _SuitDraw:
    """A hand drawn part by part: how many cards of each part, then which ones.

    The parts are each suit the seat followed (its holdings weighed by ``suit_fits``) and,
    together, the suits it never followed (every holding alike: a plain random draw).
    """

    def __init__(self, parts: list[_Part], need: int) -> None:
        self.parts = parts
        self.need = need
        # ways[i][t]: the weight of every way to hold t cards in parts i and after
        ways = [[0.0] * (need + 1) for _ in range(len(parts) + 1)]
        ways[-1][0] = 1.0
        for i in range(len(parts) - 1, -1, -1):
            w, after, here = parts[i][2], ways[i + 1], ways[i]
            for k, wk in enumerate(w):
                if wk:
                    for t in range(k, need + 1):
                        here[t] += wk * after[t - k]
        self.ways = ways
        self._rows: dict[tuple[int, int], list[tuple[float, int]]] = {}

    @staticmethod
    def of(reader: PlayReader, seat: int, allowed: int, need: int, miss: float) -> _SuitDraw | None:
        """The draw for ``seat``'s ``need`` cards of ``allowed``; ``None`` if nothing fits."""
        parts: list[_Part] = []
        plain = 0
        for suit in range(4):
            held = allowed & SUIT_MASK[suit]
            fits = reader.suit_fits(seat, suit, held, miss)
            if fits is None:
                plain |= held
            else:
                parts.append((_cards(held), fits, [f[-1][0] for f in fits[: need + 1]]))
        n = plain.bit_count()
        parts.append((_cards(plain), None, [float(comb(n, k)) for k in range(min(n, need) + 1)]))
        draw = _SuitDraw(parts, need)
        if not draw.ways[0][need]:  # no holding explains a follow (only when ``miss`` is 0)
            return None
        return draw

    def _row(self, i: int, left: int) -> list[tuple[float, int]]:
        """Part ``i``'s numbers of cards k with ``left`` to deal, each with its running weight."""
        w, after = self.parts[i][2], self.ways[i + 1]
        run, row = 0.0, []
        for k in range(min(left, len(w) - 1) + 1):
            if w[k] * after[left - k]:
                run += w[k] * after[left - k]
                row.append((run, k))
        self._rows[i, left] = row
        return row

    def draw(self, random_: Callable[[], float]) -> int:
        """One hand, as a mask."""
        hand = 0
        left = self.need
        rows = self._rows
        for i, (cards, fits, _w) in enumerate(self.parts):
            if not left:
                break
            row = rows.get((i, left)) or self._row(i, left)
            j = bisect_left(row, (random_() * row[-1][0], -1))
            k = row[min(j, len(row) - 1)][1]
            if not k:
                continue
            if fits is None:
                n = len(cards)
                pick = cards[:]
                for a in range(k):
                    b = a + int(random_() * (n - a))
                    pick[a], pick[b] = pick[b], pick[a]
                    hand |= 1 << pick[a]
            else:
                holdings = fits[k]
                j = bisect_left(holdings, (random_() * holdings[-1][0], -1))
                hand |= holdings[min(j, len(holdings) - 1)][1]
            left -= k
        return hand


_Part = tuple[list[Card], list[list[tuple[float, int]]] | None, list[float]]
"""A part of a hand: its cards, their holdings by size with running weights (``None``: every
holding alike) and the weight of each size."""


def _cards(mask: int) -> list[Card]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
