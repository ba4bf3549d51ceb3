"""Declarations: three or four cards of a rank, shown before the first lead, each scoring.

Any rank but the Nines and the Eights; Aces 30 (three) or 40 (four), Tens or Sevens 10 or 20,
Kings, Overs or Unders 6 or 12. The count declared is the count held (STOVKAHRA.md §9.4), and a
seat may declare several ranks; declarations are not compared, each scores.

>>> from coteccio_gui.games.stovkahra.cards import card_from_code as c
>>> hand = [c(x) for x in ("Aa", "Al", "Ah", "Ab", "9a", "9l", "9h", "7b")]
>>> combinations(hand)
[(<Rank.ACE: 0>, 4)]
>>> value(Rank.ACE, 4), value(Rank.SEVEN, 3), value(Rank.UNDER, 4)
(40, 10, 12)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.stovkahra.cards import RANK_OF, Rank

DECLARABLE: tuple[Rank, ...] = (Rank.ACE, Rank.KING, Rank.OVER, Rank.UNDER, Rank.TEN, Rank.SEVEN)
"""The ranks that may be declared, in the order offered (never the Nines or the Eights)."""
_VALUES = {
    Rank.ACE: (30, 40),
    Rank.KING: (6, 12),
    Rank.OVER: (6, 12),
    Rank.UNDER: (6, 12),
    Rank.TEN: (10, 20),
    Rank.SEVEN: (10, 20),
}


class Declaration(NamedTuple):
    """A combination declared: who, the rank, how many (3 or 4) and the points it scored."""

    seat: int
    rank: int
    held: int
    points: int


def count_of(hand: Sequence[Card], rank: int) -> int:
    """How many cards of ``rank`` the hand holds."""
    return sum(1 for c in hand if RANK_OF[c] == rank)


def combinations(hand: Sequence[Card]) -> list[tuple[Rank, int]]:
    """Every (rank, count) the hand may declare: three or four of a declarable rank."""
    out = []
    for rank in DECLARABLE:
        n = count_of(hand, rank)
        if n >= 3:
            out.append((rank, n))
    return out


def value(rank: int, count: int) -> int:
    """The points of ``count`` (3 or 4) cards of a declarable ``rank``."""
    return _VALUES[Rank(rank)][count - 3]
