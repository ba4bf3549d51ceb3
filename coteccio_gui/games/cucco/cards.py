"""The Cucco pack: forty cards, twenty designs in identical pairs, in two "suits".

A card is a plain ``int`` from 0 to 39 and its design is ``card // 2``: the two copies of
a design are distinct cards for dealing and the same card for the rules. Designs 0–9 are
the *Figure* I to X, designs 10–19 the *Matte* in Cöch's rising order, Matto to Brescia.
Points are counted in halves of a point so they stay whole numbers (19 points = 38 halves).

>>> code(card_of(Design.CUCCO)), design_of(card_from_code("F5")) is Design.F5
('Cucco', True)
>>> suit_of(card_of(Design.GATTO)) is CuccoSuit.MATTE, roman(Design.BRAGON)
(True, 'XIIII')
>>> sum(HALVES), sum(RECOUNT)
(38, 82)
>>> rank_in_suit(card_of(Design.MATTO), zifuli=True) > rank_in_suit(card_of(Design.NULLA), True)
True
"""

from __future__ import annotations

from enum import IntEnum

from coteccio_gui.engine.cards import Card, Pack


class CuccoSuit(IntEnum):
    """The two "suits" of the pack: the numbered pictures and the named trumps."""

    FIGURE = 0
    MATTE = 1


class Design(IntEnum):
    """The twenty designs: Figure I–X, then the Matte from the Matto up to Brescia."""

    F1 = 0
    F2 = 1
    F3 = 2
    F4 = 3
    F5 = 4
    F6 = 5
    F7 = 6
    F8 = 7
    F9 = 8
    F10 = 9
    MATTO = 10
    MASCHERONE = 11
    SECCHIA = 12
    NULLA = 13
    OSTERIA = 14
    GATTO = 15
    CAVALLO = 16
    BRAGON = 17
    CUCCO = 18
    BRESCIA = 19


DECK: tuple[Card, ...] = tuple(range(40))
"""The forty cards: two copies of each design, Figure I first."""
DESIGNS: tuple[Design, ...] = tuple(Design)

ROMANS = ("I", "II", "III", "IIII", "V", "VI", "VII", "VIII", "VIIII", "X")
"""The Figure numbers as the cards print them (IIII and VIIII, as the old packs do)."""
MATTE_NAMES = (
    "Matto", "Mascherone", "Secchia", "Nulla", "Osteria",
    "Gatto", "Cavallo", "Bragon", "Cucco", "Brescia",
)  # fmt: skip
"""The Matte by their Italian names, which are also their codes in records."""
MATTE_NUMBERS = ("", "", "", "", "XI", "XII", "XIII", "XIIII", "XV", "")
"""The number printed on each of the Matte (the Matto, Mascherone, Secchia, Nulla and Brescia
have none)."""

DESIGN_CODES: tuple[str, ...] = tuple(f"F{n}" for n in range(1, 11)) + MATTE_NAMES
"""Record codes of the designs: ``F1`` … ``F10``, ``Matto`` … ``Brescia``."""
CODES: tuple[str, ...] = tuple(DESIGN_CODES[c // 2] for c in DECK)
"""Record code of each card (both copies of a design share it)."""
_BY_CODE = {text: Design(d) for d, text in enumerate(DESIGN_CODES)}

_DESIGN_HALVES = (0, 0, 0, 0, 1, 1, 1, 1, 1, 2, 0, 0, 0, 0, 2, 2, 2, 2, 2, 2)
_DESIGN_RECOUNT = (1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 0, 0, 0, 0, 1, 2, 3, 4, 5, 6)
HALVES: tuple[int, ...] = tuple(_DESIGN_HALVES[c // 2] for c in DECK)
"""Card points of each card in halves: V–VIIII ½, X 1, Osteria to Cucco and Brescia 1."""
RECOUNT: tuple[int, ...] = tuple(_DESIGN_RECOUNT[c // 2] for c in DECK)
"""Each card's value in the recount that breaks a 9½–9½ tie (82 in the pack)."""
TOTAL_HALVES = 38
"""All the card points of the pack, in halves (19 points)."""
RECOUNT_TOTAL = 82

_ZIFULI_MATTE = (3, 0, 1, 2, 4, 5, 6, 7, 8, 9)  # the Matto between Nulla and Osteria
RANK_COCH: tuple[int, ...] = tuple(c // 2 % 10 for c in DECK)
"""Rank of each card inside its suit in Cöch (0 lowest, 9 highest)."""
RANK_ZIFULI: tuple[int, ...] = tuple(
    _ZIFULI_MATTE[c // 2 - 10] if c >= 20 else c // 2 for c in DECK
)
"""Rank of each card inside its suit in Zifuli, where the Matto ranks above Nulla."""
SUIT: tuple[int, ...] = tuple(c // 20 for c in DECK)
"""Suit of each card: 0 Figure, 1 Matte."""


def card_of(design: Design | int, copy: int = 0) -> Card:
    """Copy 0 or 1 of a design."""
    return int(design) * 2 + copy


def twin(c: Card) -> Card:
    """The other copy of the same design."""
    return c ^ 1


def design_of(c: Card) -> Design:
    """The design of a card."""
    return Design(c // 2)


def suit_of(c: Card) -> CuccoSuit:
    """Figure or Matte."""
    return CuccoSuit(c // 20)


def design_suit(design: Design | int) -> CuccoSuit:
    """The suit of a design."""
    return CuccoSuit(int(design) // 10)


def rank_in_suit(c: Card, zifuli: bool = False) -> int:
    """The card's rank within its suit, 0 (lowest) to 9; Zifuli moves the Matto up."""
    return RANK_ZIFULI[c] if zifuli else RANK_COCH[c]


def code(c: Card) -> str:
    """The record code of a card: ``F7``, ``Gatto``…"""
    return CODES[c]


def design_code(design: Design | int) -> str:
    """The record code of a design."""
    return DESIGN_CODES[int(design)]


def is_code(text: object) -> bool:
    """Whether ``text`` is the code of a design (case matters)."""
    return isinstance(text, str) and text in _BY_CODE


def design_from_code(text: str) -> Design:
    """The design with this code; ``ValueError`` if there is none."""
    try:
        return _BY_CODE[text]
    except KeyError:
        raise ValueError(f"{text!r} is not a Cucco card") from None


def card_from_code(text: str) -> Card:
    """Copy 0 of the design with this code (the rules treat both copies alike)."""
    return card_of(design_from_code(text))


def roman(design: Design | int) -> str:
    """The number printed on a design (``''`` for the five Matte without one)."""
    d = int(design)
    return ROMANS[d] if d < 10 else MATTE_NUMBERS[d - 10]


PACK = Pack("cucco", tuple(range(40)), code, card_from_code)
"""The Cucco pack as records write it (both copies of a design write the same code)."""


SECOND_COPY = "'"
"""What the wire adds to the code of a design's second copy."""


def wire_code(c: Card) -> str:
    """A card on the wire: its design's code, and which copy (a seat's program keeps its two
    copies of a design apart, as the table does)."""
    return CODES[c] + (SECOND_COPY if c % 2 else "")


def card_from_wire(text: str) -> Card:
    """The card of a wire code (``ValueError`` if there is none)."""
    second = text.endswith(SECOND_COPY)
    return card_from_code(text[:-1] if second else text) + int(second)


WIRE_PACK = Pack("cucco", tuple(range(40)), wire_code, card_from_wire)
"""The Cucco pack as the wire writes it: each copy of a design its own card."""
