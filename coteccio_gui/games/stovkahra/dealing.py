"""The deal: a shuffled pack or the last deal gathered and cut, dealt 3-2-3 from the dealer's left.

The pack is a list, top card first. Dealing starts at the dealer's left (eldest) and goes round
in the order of play: three cards each, two each, three each; so the bottom card is the last
one dealt and goes to the dealer — the turned card everyone has seen. A later deal gathers the
tricks in the order played, trick 1 on top (STOVKAHRA.md §9.2), and is cut after card ``k``:
the top ``k`` cards go under the rest.

>>> hands = deal_pack(list(range(32)), 1)
>>> hands[1][:3], hands[0][-1]
([0, 1, 2], 31)
>>> cut_pack(list(range(32)), 5)[:2], cut_pack(list(range(32)), 5)[-1]
([5, 6], 4)
"""

from __future__ import annotations

from collections.abc import Sequence

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import BadDeal
from coteccio_gui.games.stovkahra.cards import DECK, code
from coteccio_gui.games.stovkahra.rules import BATCHES, HAND, PLAYERS

CUTS = range(1, len(DECK))
"""Where a gathered pack may be cut: after card 1 to after card 31."""


def deal_pack(pack: Sequence[Card], eldest: int) -> list[list[Card]]:
    """The hands dealt from ``pack``, each in the order its cards came."""
    hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
    k = 0
    for batch in BATCHES:
        for i in range(PLAYERS):
            hands[(eldest + i) % PLAYERS].extend(pack[k : k + batch])
            k += batch
    return hands


def cut_pack(pack: Sequence[Card], k: int) -> list[Card]:
    """The pack cut after card ``k``: its top ``k`` cards put under the rest."""
    return [*pack[k:], *pack[:k]]


def check_deal(hands: Sequence[Sequence[Card]]) -> None:
    """``BadDeal`` unless ``hands`` gives eight cards to each of four seats, the whole pack."""
    if len(hands) != PLAYERS:
        raise BadDeal(f"a deal lists {PLAYERS} hands, one per seat")
    for s, h in enumerate(hands):
        if len(h) != HAND:
            raise BadDeal(f"seat {s} must be dealt {HAND} cards, not {len(h)}")
    seen: set[Card] = set()
    for c in (c for h in hands for c in h):
        if not 0 <= c < len(DECK):
            raise BadDeal(f"{c!r} is not a card of the Stovkahra pack")
        if c in seen:
            raise BadDeal(f"{code(c)} is dealt twice")
        seen.add(c)
