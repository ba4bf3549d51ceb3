"""The Tressette family's cards: the order 3 2 A Re Cavallo Fante 7 6 5 4 and the counters.

Shared by Tressette, Tressette in due and Terziglio (and the helper Rovescino needs too: the
same order and the same points). Cards are the engine's ints (``suit * 10 + rank``, rank
index order A R C F 7 6 5 4 3 2); points are kept in **thirds** so that no fraction is lost
until a hand is counted, when they "drop on the floor" (``points``).

>>> from coteccio_gui.engine.cards import card_from_code as c
>>> beats_tressette(c("3c"), c("Ac")), beats_tressette(c("Ac"), c("2c"))
(True, False)
>>> THIRDS[c("Ac")], THIRDS[c("2c")], THIRDS[c("7c")]
(3, 1, 0)
>>> points(35)
11
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from coteccio_gui.engine.cards import Card

RANK_STRENGTH = (7, 6, 5, 4, 3, 2, 1, 0, 9, 8)
"""Taking strength by the engine's rank index (A R C F 7 6 5 4 3 2): the 3 is 9, the 4 is 0."""
STRENGTH: tuple[int, ...] = tuple(RANK_STRENGTH[c % 10] for c in range(40))
"""Taking strength of each card within its suit (higher takes)."""
RANK_THIRDS = (3, 1, 1, 1, 0, 0, 0, 0, 1, 1)
"""Thirds of a point by rank index: the Ace 3, the 3, 2, Re, Cavallo and Fante 1 each."""
THIRDS: tuple[int, ...] = tuple(RANK_THIRDS[c % 10] for c in range(40))
"""Thirds of a point of each card."""
COUNTERS: frozenset[Card] = frozenset(c for c in range(40) if THIRDS[c])
"""The 24 cards that count (Aces, Threes, Twos and the three courts of each suit)."""
LAST_TRICK_THIRDS = 3
"""The last trick is worth 1 point."""
PACK_THIRDS = 32 + LAST_TRICK_THIRDS
"""All the thirds of a hand: 10 2/3 points in the cards and 1 for the last trick."""
THREE, TWO, ACE = 8, 9, 0
"""Rank indexes of the Three, the Two and the Ace (the cards of the declarations)."""
BY_STRENGTH: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted(range(s * 10, s * 10 + 10), key=lambda c: -STRENGTH[c])) for s in range(4)
)
"""The cards of each suit from the strongest (the 3) to the weakest (the 4)."""


def beats_tressette(challenger: Card, best: Card) -> bool:
    """Whether ``challenger`` takes ``best``, the best card so far of the suit led."""
    return challenger // 10 == best // 10 and STRENGTH[challenger] > STRENGTH[best]


def trick_winner(plays: Sequence[tuple[int, Card]]) -> int:
    """The seat that takes a trick: the strongest card of the suit led (no trumps)."""
    seat, best = plays[0]
    for s, c in plays[1:]:
        if c // 10 == best // 10 and STRENGTH[c] > STRENGTH[best]:
            seat, best = s, c
    return seat


def follow_suit(hand: Sequence[Card], led: int | None) -> list[Card]:
    """The cards of ``hand`` that may be played to a trick led in suit ``led`` (None: leading)."""
    if led is None:
        return list(hand)
    same = [c for c in hand if c // 10 == led]
    return same if same else list(hand)


def thirds_of(cards: Iterable[Card]) -> int:
    """The thirds of a point in these cards."""
    return sum(THIRDS[c] for c in cards)


def points(thirds: int) -> int:
    """Whole points of ``thirds``: the fraction drops on the floor."""
    return thirds // 3
