"""The Stovkahra pack: 32 German-suited cards, acorns, leaves, hearts and bells.

A card is a plain ``int`` from 0 to 31: ``suit * 8 + rank``, the rank index 0 being the Ace
(the strongest) and 7 the Seven. Each suit ranks Ace (eso), King (král), Over (svršek),
Under (spodek), 10, 9, 8, 7; the card points are Ace 6, King 5, Over 4, Under 3 (the 10s, 9s, 8s
and 7s count nothing), 18 a suit, 72 in the pack. Record codes are the rank (``A K O U 10 9 8 7``)
and the suit letter (``a l h b``). This module is pure (the card art imports only it).

>>> code(card(Suit.HEARTS, Rank.OVER)), card_from_code("10b") == card(Suit.BELLS, Rank.TEN)
('Oh', True)
>>> sum(POINTS), POINTS[card_from_code("Aa")], POINTS[card_from_code("10a")]
(72, 6, 0)
>>> suit_of(card_from_code("7l")) is Suit.LEAVES, rank_of(card_from_code("Ul")) is Rank.UNDER
(True, True)
>>> [code(c) for c in suit_cards(Suit.ACORNS)]
['Aa', 'Ka', 'Oa', 'Ua', '10a', '9a', '8a', '7a']
>>> TRUMP_PACK.beats(card_from_code("7h"), card_from_code("Aa"), Suit.HEARTS)
True
"""

from __future__ import annotations

from enum import IntEnum

from coteccio_gui.engine.cards import Card, Pack
from coteccio_gui.engine.trumps import TrumpPack


class Suit(IntEnum):
    """The four German suits, in the order of their code letters ``a l h b``."""

    ACORNS = 0
    """Žaludy (Eichel)."""
    LEAVES = 1
    """Zelené or listy (Grün)."""
    HEARTS = 2
    """Srdce or červené (Herz)."""
    BELLS = 3
    """Kule (Schellen)."""


class Rank(IntEnum):
    """The ranks from the strongest (the Ace) to the weakest (the Seven)."""

    ACE = 0
    KING = 1
    OVER = 2
    UNDER = 3
    TEN = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7


SUITS = 4
RANKS = 8
SUIT_LETTERS = "alhb"
RANK_CODES = ("A", "K", "O", "U", "10", "9", "8", "7")
SUIT_NAMES = ("acorns", "leaves", "hearts", "bells")
"""The suits' English names (Parlett's), as records and messages say them."""
CZECH_SUITS = ("žaludy", "zelené", "srdce", "kule")
CZECH_RANKS = ("eso", "král", "svršek", "spodek", "desítka", "devítka", "osmička", "sedmička")
"""The Czech names of the ranks, Ace first, for the rules text."""
RANK_POINTS = (6, 5, 4, 3, 0, 0, 0, 0)

DECK: tuple[Card, ...] = tuple(range(SUITS * RANKS))
"""The 32 cards, acorns first, each suit from its Ace down to its Seven."""
CODES: tuple[str, ...] = tuple(r + s for s in SUIT_LETTERS for r in RANK_CODES)
"""The record code of each card: ``CODES[card]``."""
_BY_CODE: dict[str, Card] = {text: c for c, text in enumerate(CODES)}
SUIT_OF: tuple[int, ...] = tuple(c // RANKS for c in DECK)
"""The suit of each card as a plain int, for loops."""
RANK_OF: tuple[int, ...] = tuple(c % RANKS for c in DECK)
"""The rank index of each card (0 the Ace … 7 the Seven)."""
POINTS: tuple[int, ...] = tuple(RANK_POINTS[RANK_OF[c]] for c in DECK)
"""Card points of each card: Ace 6, King 5, Over 4, Under 3, the rest 0."""
STRENGTH: tuple[int, ...] = tuple(RANKS - 1 - RANK_OF[c] for c in DECK)
"""Taking strength within a suit (higher takes): the Ace 7 … the Seven 0."""
TRUMP_PACK = TrumpPack(SUIT_OF, STRENGTH, CODES, SUIT_NAMES)
"""The pack as the kernel's trick play with trumps reads it."""
PACK_POINTS = 72
"""All the card points of the pack."""


def card(suit: Suit | int, rank: Rank | int) -> Card:
    """The card of this suit and rank."""
    return int(suit) * RANKS + int(rank)


def suit_of(c: Card) -> Suit:
    """The suit of a card."""
    return Suit(SUIT_OF[c])


def rank_of(c: Card) -> Rank:
    """The rank of a card."""
    return Rank(RANK_OF[c])


def suit_cards(suit: Suit | int) -> range:
    """The eight cards of a suit, from its Ace down to its Seven."""
    return range(int(suit) * RANKS, int(suit) * RANKS + RANKS)


def code(c: Card) -> str:
    """The record code of a card, e.g. ``'Oh'`` for the Over of hearts."""
    return CODES[c]


def is_code(text: object) -> bool:
    """Whether ``text`` is one of the 32 card codes (case matters)."""
    return isinstance(text, str) and text in _BY_CODE


def card_from_code(text: str) -> Card:
    """The card with this code; ``ValueError`` if it is none."""
    try:
        return _BY_CODE[text]
    except KeyError:
        raise ValueError(f"{text!r} is not a Stovkahra card") from None


PACK = Pack("stovkahra", DECK, code, card_from_code)
"""The 32-card German-suited pack as records and the wire write it."""
