"""Reading Cucco cards in records: a design's code stands for either copy.

A deal lists each hand's codes; the first time a code appears it is copy 0 of the design,
the second time copy 1, so a deal names every card exactly once. A play names a design;
the seat plays the copy it holds.
"""

from __future__ import annotations

from typing import Any

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.codec import show
from coteccio_gui.engine.game import BadEvent
from coteccio_gui.games.cucco.cards import Design, card_of, code, design_from_code, is_code


def read_design(text: Any) -> Design:
    """A design from its code (``F1`` … ``F10``, ``Matto`` … ``Brescia``)."""
    if not is_code(text):
        raise BadEvent(f"{show(text)} is not a Cucco card")
    return design_from_code(text)


def read_card(text: Any) -> Card:
    """Copy 0 of the design named (the match plays whichever copy the seat holds)."""
    return card_of(read_design(text))


def read_hands(hands: Any, seats: int, size: int) -> tuple[tuple[Card, ...], ...]:
    """A deal's hands: ``seats`` lists of ``size`` codes, no design more than twice."""
    if not isinstance(hands, list) or len(hands) != seats:
        raise BadEvent(f"a deal lists {seats} hands, one per seat")
    if not all(isinstance(h, list) for h in hands):
        raise BadEvent("each hand in a deal is a list of cards")
    seen = [0] * 20
    out = []
    for h in hands:
        if len(h) != size:
            raise BadEvent(f"each hand in a deal has {size} cards")
        cards = []
        for text in h:
            design = read_design(text)
            if seen[design] == 2:
                raise BadEvent(f"{text} is dealt more than twice")
            cards.append(card_of(design, seen[design]))
            seen[design] += 1
        out.append(tuple(cards))
    return tuple(out)


def write_hands(hands: tuple[tuple[Card, ...], ...]) -> list[list[str]]:
    """A deal's hands as record codes."""
    return [[code(c) for c in h] for h in hands]
