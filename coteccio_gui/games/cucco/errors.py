"""Illegal actions with the Cucco pack: the engine's errors, naming cards by their record codes."""

from __future__ import annotations

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.errors import CardNotInHand, IllegalAction, MustFollowSuit
from coteccio_gui.games.cucco.cards import CuccoSuit, code


def not_in_hand(seat: int, card: Card) -> CardNotInHand:
    """The engine's ``CardNotInHand``, naming the card by its Cucco record code."""
    return CardNotInHand(seat, card, code(card))


def must_follow(seat: int, suit: CuccoSuit, card: Card) -> MustFollowSuit:
    """The engine's ``MustFollowSuit`` for a seat holding the suit led (Figure or Matte) that
    played the other suit, in the Cucco pack's words.

    >>> str(must_follow(2, CuccoSuit.MATTE, 8))
    'seat 2 must follow the Matte but played F5'
    """
    name = "Figure" if suit is CuccoSuit.FIGURE else "Matte"
    return MustFollowSuit(seat, suit, card, (f"the {name}", code(card)))


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
