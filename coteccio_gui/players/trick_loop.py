"""The trick steps every fast simulator takes, written once over tables of one rank order.

The searches' simulators (Coteccio's ``rollout``, Rovescino's and the Tressette family's
``world``, the Cucco pack's ``world`` and ``playout``) hold hands as masks (``masks``) and
play millions of cards, so the rules they share are tables built once per order, read with
a subscript in their loops, never a call per card:

* :attr:`TrickOrder.follow` ``[card]``: the mask of the cards of ``card``'s suit (a hand
  follows the card led with ``hand & follow[led]``, or plays anything if that is empty);
* :attr:`TrickOrder.takes` ``[best][card]``: the card that holds the trick once ``card``
  falls on a trick held by ``best`` (``card`` if it is of the suit led and stronger, else
  ``best``: of two equal cards the first keeps it, as in the Cucco pack);
* :func:`take`: a full trick's winning place and points, the one call per trick
  (:func:`take_plays` for a trick kept as ``(seat, card)`` pairs).

Orders: :data:`COTECCIO` (engine cards, Asso high), :data:`TRESSETTE` (engine cards, the Three
high, points in thirds), :data:`TRESSETTE_T` (the same on t-cards, ``masks.TO_T``),
:data:`COCH` and :data:`ZIFULI` (the Cucco pack: two suits of twenty, twin copies equal,
points as halves plus the recount, see :func:`cucco_split`).

>>> from coteccio_gui.engine.cards import card_from_code as c
>>> take([c("Ac"), c("3c"), c("2d")], TRESSETTE), take([c("Ac"), c("3c"), c("2d")], COTECCIO)
((1, 5), (0, 6))
>>> take_plays([(2, c("Ac")), (3, c("3c")), (0, c("2d"))], TRESSETTE)
(3, 5)
>>> from coteccio_gui.games.cucco.cards import Design, card_of
>>> f5, twin = card_of(Design.F5), card_of(Design.F5, 1)
>>> take([f5, twin], COCH)[0], cucco_split(take([f5, twin], COCH)[1])
(0, (2, 0))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from coteccio_gui.engine.cards import DECK, suit_of
from coteccio_gui.engine.tricks import COTECCIO as _COTECCIO
from coteccio_gui.engine.tricks import TRESSETTE as _TRESSETTE
from coteccio_gui.engine.tricks import Order
from coteccio_gui.games.cucco.cards import HALVES, RANK_COCH, RANK_ZIFULI, RECOUNT
from coteccio_gui.games.cucco.cards import SUIT as CUCCO_SUIT
from coteccio_gui.players.masks import FROM_T

ITALIAN_SUIT: tuple[int, ...] = tuple(int(suit_of(c)) for c in DECK)
"""The suit of each card of the Italian pack (engine cards and t-cards alike)."""


@dataclass(frozen=True, slots=True)
class TrickOrder:
    """One rank order as the simulators' tables (see the module's text)."""

    follow: tuple[int, ...]
    """Per card, the mask of the cards of its suit."""
    takes: tuple[tuple[int, ...], ...]
    """``takes[best][card]``: the card holding the trick after ``card`` falls on ``best``."""
    points: tuple[int, ...]
    """Per card, its points in the game's unit."""


def trick_order(
    strength: Sequence[int], points: Sequence[int], suit: Sequence[int] = ITALIAN_SUIT
) -> TrickOrder:
    """The tables of the order ``strength`` (higher takes within a suit) of a pack whose cards
    have these ``suit`` numbers and ``points``."""
    n = len(strength)
    follow = tuple(sum(1 << x for x in range(n) if suit[x] == suit[c]) for c in range(n))
    takes = tuple(
        tuple(c if suit[c] == suit[b] and strength[c] > strength[b] else b for c in range(n))
        for b in range(n)
    )
    return TrickOrder(follow, takes, tuple(points))


def renumbered(order: Order, engine_card: Sequence[int]) -> TrickOrder:
    """The tables of an engine ``order`` on cards renumbered: ``engine_card[x]`` is card x's
    engine card (a renumbering that keeps suits, as the t-cards do)."""
    return trick_order(
        [order.strength[engine_card[x]] for x in DECK],
        [order.points[engine_card[x]] for x in DECK],
    )


def take(cards: Sequence[int], order: TrickOrder) -> tuple[int, int]:
    """The place in ``cards`` (a full trick, in the order played) of the card that takes it,
    and the trick's points."""
    takes, points = order.takes, order.points
    best = cards[0]
    total = 0
    for c in cards:
        best = takes[best][c]
        total += points[c]
    return cards.index(best), total


def take_plays(plays: Sequence[tuple[int, int]], order: TrickOrder) -> tuple[int, int]:
    """:func:`take` for a trick kept as ``(seat, card)`` pairs (the Tressette family's
    policy reads it so): the seat that takes it, and its points."""
    takes, points = order.takes, order.points
    seat, best = plays[0]
    total = 0
    for s, c in plays:
        total += points[c]
        if takes[best][c] != best:
            seat, best = s, c
    return seat, total


COTECCIO = trick_order(_COTECCIO.strength, _COTECCIO.points)
"""Coteccio on engine cards: the lower card code of the suit led takes; Coteccio's points."""
TRESSETTE = trick_order(_TRESSETTE.strength, _TRESSETTE.points)
"""The Tressette family on engine cards (Rovescino's simulator); points in thirds."""
TRESSETTE_T = renumbered(_TRESSETTE, FROM_T)
"""The Tressette family on t-cards (the lower t-card of the suit led takes); thirds."""

RECOUNT_SHIFT = 8
"""A Cucco trick's points are ``halves | recount << RECOUNT_SHIFT`` (halves stay under 256)."""
HALVES_MASK = (1 << RECOUNT_SHIFT) - 1
"""The halves of a Cucco trick's points: ``points & HALVES_MASK``."""
_CUCCO_POINTS = tuple(HALVES[c] | RECOUNT[c] << RECOUNT_SHIFT for c in DECK)
COCH = trick_order(RANK_COCH, _CUCCO_POINTS, CUCCO_SUIT)
"""Cöch's order on the Cucco pack; points are halves and the recount (:func:`cucco_split`)."""
ZIFULI = trick_order(RANK_ZIFULI, _CUCCO_POINTS, CUCCO_SUIT)
"""Zifuli's order (the Matto above Nulla); points as :data:`COCH`'s."""


def cucco_split(points: int) -> tuple[int, int]:
    """A Cucco trick's points as (halves, recount)."""
    return points & HALVES_MASK, points >> RECOUNT_SHIFT
