"""Terziglio's rules of thumb: what to call, give, take and discard, and what a hand is worth.

"The main aim in exchanging through the monte is to secure guards for your Aces and only
secondarily to replace low cards with high ones": discards keep the counters and the low
cards that guard an Ace, and empty the short suits first.
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import RANK_OF, SUIT_OF, Card
from coteccio_gui.games.terziglio.actions import ORDER, Contract
from coteccio_gui.games.tressette.cards import ACE, STRENGTH, THIRDS, THREE, TWO

THRESHOLDS = {
    Contract.CHIAMO: 6.0,
    Contract.SOLO: 7.0,
    Contract.SOLISSIMO: 8.5,
    Contract.DIVIDETE: 9.5,
    Contract.SCEGLIETE: 10.5,
}
"""The estimated points (``estimate``) a hand needs for each bid: about 0.55–0.65 made when
normal players play the hand (measured on simulated deals)."""


def discards(hand: Sequence[Card], n: int) -> list[Card]:
    """The ``n`` cards to lay down: no counter if it can be helped, no guard of a lone Ace."""
    suits = {s: [c for c in hand if SUIT_OF[c] == s] for s in range(4)}

    def keep(c: Card) -> tuple[int, int, int, int]:
        mine = suits[SUIT_OF[c]]
        ranks = {RANK_OF[x] for x in mine}
        guards_ace = ACE in ranks and THREE not in ranks and THIRDS[c] == 0
        return (THIRDS[c], int(guards_ace), len(mine), STRENGTH[c])

    return sorted(hand, key=keep)[:n]


def call_card(hand: Sequence[Card]) -> Card:
    """The card to call: the missing Three of the suit where the hand counts most, else a Two…"""
    have = set(hand)
    for rank in (THREE, TWO, ACE):
        missing = [s * 10 + rank for s in range(4) if s * 10 + rank not in have]
        if missing:
            return max(missing, key=lambda c: _suit_worth(hand, SUIT_OF[c]))
    return min(c for c in range(40) if c not in have)


def _suit_worth(hand: Sequence[Card], suit: int) -> tuple[int, int]:
    mine = [c for c in hand if SUIT_OF[c] == suit]
    return (sum(THIRDS[c] for c in mine), len(mine))


def estimate(hand: Sequence[Card]) -> float:
    """Roughly the points a hand takes as soloist: its counters, its masters, its long suits."""
    value = sum(THIRDS[c] for c in hand) / 3
    longest = 0
    for s in range(4):
        ranks = {RANK_OF[c] for c in hand if SUIT_OF[c] == s}
        longest = max(longest, len(ranks))
        if THREE in ranks and TWO in ranks:
            value += 1.0 + (1.2 if ACE in ranks else 0.0)
        if THREE in ranks:
            value += 0.4 * max(0, len(ranks) - 3)
        elif ACE in ranks and len(ranks) <= 2:
            value -= 0.7
    return value - 0.15 * (longest - 4)


def bid_for(
    hand: Sequence[Card], allowed: Sequence[Contract], bonus: float = 0.0
) -> Contract | None:
    """The lowest allowed contract the hand is worth, or ``None`` (pass)."""
    value = estimate(hand) + bonus
    for c in ORDER:
        if c in allowed and value >= THRESHOLDS[c]:
            return c
    return None
