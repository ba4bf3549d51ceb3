"""The rule-based card play of the Tressette family, on masks of t-cards (see ``masks``).

What a thoughtful club player does without counting more than the cards gone: cash a
suit's master card where it gathers points, lead low from the longest suit, load points
on a trick the partner surely takes, take a trick cheaply when nobody can take it back,
otherwise keep the points out of the opponents' way. Used by the rule-based levels and,
for every seat, by the expert's rollouts, so it works on 10-bit suit patterns and tables.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import RANK_OF, SUIT_OF

ALL_SUITS = 0b1111
_K_THIRDS = (1, 1, 3, 1, 1, 1, 0, 0, 0, 0)
"""Thirds by position in a suit, strongest first (3 2 A R C F 7 6 5 4)."""
PATTERN_THIRDS: tuple[int, ...] = tuple(
    sum(_K_THIRDS[k] for k in range(10) if p >> k & 1) for p in range(1024)
)
"""Thirds of a point in each 10-bit suit pattern."""


def _best(p: int, key: int) -> int:
    """The position in pattern ``p`` with the largest key (0: give away; 1: load)."""
    best, best_key = -1, (-99, -99)
    for k in range(10):
        if p >> k & 1:
            kk = (-_K_THIRDS[k], k) if key == 0 else (_K_THIRDS[k] if k >= 2 else 0, k)
            if kk > best_key:
                best, best_key = k, kk
    return best


LOW: tuple[int, ...] = tuple(_best(p, 0) for p in range(1024))
"""The card to give away from a suit: the fewest thirds, then the weakest."""
LOAD: tuple[int, ...] = tuple(_best(p, 1) for p in range(1024))
"""The card to load on a partner's trick: the most thirds (sparing Threes and Twos)."""


def _across(hand: int, table: tuple[int, ...], load: bool) -> int:
    """The best card of ``table``'s kind over every suit of ``hand``."""
    best, best_key = -1, (-99, -99, 0)
    for s in range(4):
        p = hand >> (10 * s) & 1023
        if p:
            k = table[p]
            th = _K_THIRDS[k]
            key = ((th if k >= 2 else 0), k, -s) if load else (-th, p.bit_count(), k)
            if key > best_key:
                best, best_key = 10 * s + k, key
    return best


def lead(hand: int, out: int, prefer: int = -1) -> int:
    """The card to lead: a master where it gathers points, else low from the longest suit.

    ``prefer`` is a suit the partner asked for (busso or striscio), led first if held.
    """
    if prefer >= 0:
        p = hand >> (10 * prefer) & 1023
        if p:
            k = (p & -p).bit_length() - 1
            o = out >> (10 * prefer) & 1023
            return 10 * prefer + (k if not o & ((1 << k) - 1) else p.bit_length() - 1)
    master, m_key = -1, (0, 0)
    low, l_key = -1, (99, 0, 0)
    for s in range(4):
        p = hand >> (10 * s) & 1023
        if not p:
            continue
        o = out >> (10 * s) & 1023
        k = (p & -p).bit_length() - 1
        if not o & ((1 << k) - 1):
            key = (PATTERN_THIRDS[o], p.bit_count())
            if key > m_key or master < 0:
                master, m_key = 10 * s + k, key
        w = p.bit_length() - 1
        key3 = (_K_THIRDS[w], -p.bit_count(), s)
        if key3 < l_key:
            low, l_key = 10 * s + w, key3
    if master >= 0 and (m_key[0] > 0 or _K_THIRDS[RANK_OF[low]]):
        return master
    return low


def follow(
    hand: int,
    trick: Sequence[tuple[int, int]],
    partner: int,
    out: int,
    remaining: int,
    threat_suits: int = ALL_SUITS,
) -> int:
    """The card to play to a trick already led.

    ``remaining`` seats play after this one; ``threat_suits`` has the bit of each suit some
    opponent still to play may hold (all suits unless voids are read).
    """
    win_seat, win = trick[0]
    led = SUIT_OF[win]
    for s, t in trick[1:]:
        if t < win and SUIT_OF[t] == led:
            win_seat, win = s, t
    base = 10 * led
    p = hand >> base & 1023
    o = out >> base & 1023
    kw = win - base
    threat = remaining > 0 and bool(threat_suits >> led & 1)
    partner_wins = win_seat == partner and (not threat or not o & ((1 << kw) - 1))
    if not p:
        return _across(hand, LOAD, True) if partner_wins else _across(hand, LOW, False)
    if partner_wins:
        return base + LOAD[p]
    beat = p & ((1 << kw) - 1)
    if beat:
        if not threat:
            return base + beat.bit_length() - 1
        sure = beat & ((o & -o) - 1) if o else beat
        if sure:
            return base + sure.bit_length() - 1
    return base + LOW[p]


def choose(
    hand: int,
    trick: Sequence[tuple[int, int]],
    partner: int,
    out: int,
    remaining: int,
    threat_suits: int = ALL_SUITS,
    prefer: int = -1,
) -> int:
    """The t-card to play: ``lead`` on an empty table, else ``follow``."""
    if not trick:
        return lead(hand, out, prefer)
    return follow(hand, trick, partner, out, remaining, threat_suits)
