"""Illegal actions with the Cucco pack; ``str(error)`` names cards by their record codes."""

from __future__ import annotations

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import IllegalAction
from coteccio_gui.games.cucco.cards import CuccoSuit, code


class NotInHand(IllegalAction):
    """A seat played (or called) a card it does not hold."""

    def __init__(self, seat: int, card: Card) -> None:
        self.seat = seat
        self.card = card
        super().__init__(f"seat {seat} does not hold {code(card)}")


class MustFollow(IllegalAction):
    """A seat holding the suit led (Figure or Matte) played the other suit.

    >>> str(MustFollow(2, CuccoSuit.MATTE, 8))
    'seat 2 must follow the Matte but played F5'
    """

    def __init__(self, seat: int, suit: CuccoSuit, card: Card) -> None:
        self.seat = seat
        self.suit = suit
        self.card = card
        name = "Figure" if suit is CuccoSuit.FIGURE else "Matte"
        super().__init__(f"seat {seat} must follow the {name} but played {code(card)}")


class BadCuccoDeal(IllegalAction):
    """A deal that is not the whole pack, the same number of cards to every seat."""

    def __init__(self, reason: str) -> None:
        self.reason = reason
        super().__init__(reason)


def check_deal(hands: tuple[tuple[Card, ...], ...], seats: int, size: int) -> None:
    """``BadCuccoDeal`` unless ``hands`` gives ``size`` cards to each of ``seats``, all forty."""
    if len(hands) != seats:
        raise BadCuccoDeal(f"a deal has {seats} hands, not {len(hands)}")
    for s, h in enumerate(hands):
        if len(h) != size:
            raise BadCuccoDeal(f"seat {s} must be dealt {size} cards, not {len(h)}")
    cards = [c for h in hands for c in h]
    if any(not 0 <= c < 40 for c in cards) or len(set(cards)) != len(cards):
        raise BadCuccoDeal("a deal must hold every card of the pack once, two of each design")
