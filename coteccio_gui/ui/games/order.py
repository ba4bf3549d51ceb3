"""How a player arranges a hand: by suit, and in each suit by the game's own order.

Each function is a sort key for a card (a plain ``int``), named by a presentation as its
``hand_order``; the table sorts every hand it shows with it when the setting asks for it.

>>> from coteccio_gui.engine.cards import card_from_code as c, code
>>> [code(x) for x in sorted(map(c, ("2c", "Ac", "7c", "Rc")), key=coteccio)]
['Ac', 'Rc', '7c', '2c']
>>> [code(x) for x in sorted(map(c, ("4d", "Ad", "3d", "2d")), key=tressette)]
['3d', '2d', 'Ad', '4d']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from coteccio_gui.engine.cards import Card, suit_of
from coteccio_gui.games.cucco.cards import RANK_ZIFULI, SUIT
from coteccio_gui.games.tressette.cards import STRENGTH


def coteccio(card: Card) -> int:
    """Coteccio's order: coppe, denari, spade, bastoni; each from the Asso down to the 2."""
    return card


def tressette(card: Card) -> int:
    """The Tressette family's order: each suit from the 3, 2, Asso down to the 4."""
    return suit_of(card) * 10 + 9 - STRENGTH[card]


def coch(card: Card) -> int:
    """Cöch's order: the Figure from I to X, then the Matte from the Matto up to Brescia."""
    return card


def zifuli(card: Card) -> int:
    """Zifuli's order: the Figure from I to X, then the Matte in Zifuli's rising order (the
    Matto above Nulla)."""
    return SUIT[card] * 100 + RANK_ZIFULI[card] * 2 + card % 2


def arranged(cards: Sequence[Card], key: Callable[[Card], int] | None) -> list[Card]:
    """``cards`` sorted by ``key``, or as they are (as dealt) when ``key`` is ``None``."""
    return sorted(cards, key=key) if key is not None else list(cards)
