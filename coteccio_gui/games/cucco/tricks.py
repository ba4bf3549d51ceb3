"""Tricks with the Cucco pack: follow the suit led, the highest of it wins, the first of equals.

>>> from coteccio_gui.games.cucco.cards import Design, card_of
>>> f5, f5b, f9 = card_of(Design.F5), card_of(Design.F5, 1), card_of(Design.F9)
>>> trick_winner([f5, f5b, card_of(Design.BRESCIA)], RANK_COCH)  # Brescia does not follow
0
>>> trick_winner([f5, f9, f5b], RANK_COCH)
1
>>> legal_plays([f5, card_of(Design.GATTO)], [card_of(Design.NULLA)])
[30]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.cucco.cards import HALVES, RANK_COCH, RECOUNT, SUIT

__all__ = ["RANK_COCH", "legal_plays", "recount", "taken_halves", "trick_winner", "beats"]


def legal_plays(hand: Sequence[Card], trick: Sequence[Card]) -> list[Card]:
    """The cards of ``hand`` that may be played to ``trick``: the suit led if held, else any."""
    if not trick:
        return list(hand)
    led = SUIT[trick[0]]
    follow = [c for c in hand if SUIT[c] == led]
    return follow if follow else list(hand)


def beats(challenger: Card, best: Card, ranks: Sequence[int]) -> bool:
    """Whether ``challenger``, played later, beats ``best``: same suit and strictly higher."""
    return SUIT[challenger] == SUIT[best] and ranks[challenger] > ranks[best]


def trick_winner(cards: Sequence[Card], ranks: Sequence[int]) -> int:
    """The index of the winning card among ``cards`` (in the order played)."""
    best = 0
    for i in range(1, len(cards)):
        if beats(cards[i], cards[best], ranks):
            best = i
    return best


def taken_halves(cards: Iterable[Card]) -> int:
    """The card points of ``cards`` in halves."""
    return sum(HALVES[c] for c in cards)


def recount(cards: Iterable[Card]) -> int:
    """The recount value of ``cards`` (the tie-break count, 82 in the pack)."""
    return sum(RECOUNT[c] for c in cards)
