"""Cards of the 40-card Italian pack: suits, ranks, codes and points.

A card is a plain ``int`` from 0 to 39: ``suit * 10 + rank``, where the rank
index 0 is the Asso (highest) and 9 is the 2 (lowest). Plain ints keep the
engine fast enough for computer players that simulate thousands of hands.

>>> card_from_code("Rc") == card(Suit.COPPE, Rank.RE)
True
>>> code(card(Suit.SPADE, Rank.SETTE))
'7s'
>>> points(card_from_code("Ad")), points(card_from_code("7d"))
(6, 0)

Code that needs a card's suit or rank asks here (``suit_of``, ``rank_of``, or, in a loop,
the tables ``SUIT_OF[card]`` and ``RANK_OF[card]``), never ``card // 10`` or ``card % 10``:

>>> c = card_from_code("Rc")
>>> SUIT_OF[c] == suit_of(c) == Suit.COPPE, RANK_OF[c] == rank_of(c) == Rank.RE
(True, True)
>>> [code(x) for x in suit_cards(Suit.BASTONI)][:3]
['Ab', 'Rb', 'Cb']
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import IntEnum
from typing import TypeAlias

Card: TypeAlias = int
"""A card, 0..39: ``suit * 10 + rank``."""


class Suit(IntEnum):
    """The four Italian suits, in the order of their card-code letters ``c d s b``."""

    COPPE = 0
    DENARI = 1
    SPADE = 2
    BASTONI = 3


class Rank(IntEnum):
    """Ranks from highest (Asso) to lowest (2); a lower value beats a higher one."""

    ASSO = 0
    RE = 1
    CAVAL = 2
    FANTE = 3
    SETTE = 4
    SEI = 5
    CINQUE = 6
    QUATTRO = 7
    TRE = 8
    DUE = 9


SUIT_LETTERS = "cdsb"
RANK_LETTERS = "ARCF765432"
SUIT_NAMES = ("coppe", "denari", "spade", "bastoni")
RANK_POINTS = (6, 5, 4, 3, 0, 0, 0, 0, 0, 0)

DECK: tuple[Card, ...] = tuple(range(40))
"""The 40 cards, coppe first, each suit from Asso down to 2."""

CODES: tuple[str, ...] = tuple(r + s for s in SUIT_LETTERS for r in RANK_LETTERS)
"""Card codes of RULES.md, indexed by card: ``CODES[card]``."""

_BY_CODE: dict[str, Card] = {c: i for i, c in enumerate(CODES)}
SUIT_OF: tuple[int, ...] = tuple(c // 10 for c in DECK)
"""The suit of each card as a plain int, indexed by card: as fast as arithmetic, for loops."""
RANK_OF: tuple[int, ...] = tuple(c % 10 for c in DECK)
"""The rank of each card as a plain int (0 the Asso … 9 the 2), indexed by card."""
POINTS: tuple[int, ...] = tuple(RANK_POINTS[RANK_OF[c]] for c in DECK)
"""Card points in Coteccio's count (Asso 6, Re 5, Caval 4, Fante 3), indexed by card."""


def card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of this suit and rank."""
    return int(suit) * 10 + int(rank)


def suit_of(c: Card) -> Suit:
    """The suit of a card."""
    return Suit(c // 10)


def rank_of(c: Card) -> Rank:
    """The rank of a card."""
    return Rank(c % 10)


def suit_cards(suit: Suit | int) -> range:
    """The ten cards of a suit, from its Asso down to its 2."""
    return range(int(suit) * 10, int(suit) * 10 + 10)


def code(c: Card) -> str:
    """The card code, e.g. ``'Rc'`` for the Re di coppe."""
    return CODES[c]


def is_code(text: object) -> bool:
    """Whether ``text`` is one of the 40 card codes (case matters)."""
    return isinstance(text, str) and text in _BY_CODE


def card_from_code(text: str) -> Card:
    """The card with this code; ``ValueError`` if it is not a card code."""
    try:
        return _BY_CODE[text]
    except KeyError:
        raise ValueError(f"{text!r} is not a card") from None


def points(c: Card) -> int:
    """Card points: Asso 6, Re 5, Caval 4, Fante 3, others 0."""
    return POINTS[c]


@dataclass(frozen=True, slots=True)
class Pack:
    """A pack of cards as records and the wire write it: its cards and their codes.

    A game names its pack on its spec (``GameSpec.pack``); whoever writes or reads a card of
    that game asks the pack, never the game's name.
    """

    name: str
    """The pack's name in a player's folders and logs (``italian``, ``cucco``…)."""
    cards: tuple[Card, ...]
    """Every card of the pack."""
    code: Callable[[Card], str]
    """A card's code in records (``Rc``)."""
    card_from_code: Callable[[str], Card]
    """The card of a code (``ValueError`` if there is none)."""

    def is_code(self, text: object) -> bool:
        """Whether ``text`` is the code of a card of this pack."""
        if not isinstance(text, str):
            return False
        try:
            self.card_from_code(text)
        except (ValueError, KeyError):
            return False
        return True


ITALIAN = Pack("italian", DECK, code, card_from_code)
"""The 40-card Italian pack (Triestine or English faces)."""
