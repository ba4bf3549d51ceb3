"""Illegal actions: specific errors that carry what a player needs to understand them.

``str(error)`` is a plain English sentence (for logs and records); the table
translates from the fields instead.
"""

from __future__ import annotations

from coteccio_gui.engine.cards import SUIT_NAMES, Card, code


class IllegalAction(ValueError):
    """An action the rules do not allow now."""


class WrongPhase(IllegalAction):
    """The match is waiting for another kind of action (``expected``: deal, play, ...)."""

    def __init__(self, expected: str, seat: int | None, got: str) -> None:
        self.expected = expected
        self.seat = seat
        self.got = got
        if expected == "finished":
            text = "the match is over"
        elif seat is None:
            text = f"expected a {expected}, not a {got}"
        else:
            text = f"expected a {expected} from seat {seat}, not a {got}"
        super().__init__(text)


class NotYourTurn(IllegalAction):
    """A seat acted when another seat was to act."""

    def __init__(self, seat: int, expected: int, action: str) -> None:
        self.seat = seat
        self.expected = expected
        super().__init__(f"seat {expected} is to {action}, not seat {seat}")


class CardNotInHand(IllegalAction):
    """A seat played (or called) a card it does not hold; ``name`` is the card as its pack's
    records write it (the Italian pack's code when not given)."""

    def __init__(self, seat: int, card: Card, name: str | None = None) -> None:
        self.seat = seat
        self.card = card
        super().__init__(f"seat {seat} does not hold {name or code(card)}")


class MustFollowSuit(IllegalAction):
    """A seat that holds the suit led played another suit.

    >>> from coteccio_gui.engine.cards import Suit
    >>> str(MustFollowSuit(2, Suit.COPPE, 14))
    'seat 2 must follow coppe but played 7d'
    """

    def __init__(
        self, seat: int, suit: int, card: Card, said: tuple[str, str] | None = None
    ) -> None:
        self.seat = seat
        self.suit = suit
        """The suit led: a :class:`Suit` of the Italian pack, or the game's own (the Cucco
        pack's ``CuccoSuit``)."""
        self.card = card
        suit_text, card_text = said if said is not None else (SUIT_NAMES[suit], code(card))
        super().__init__(f"seat {seat} must follow {suit_text} but played {card_text}")


class BadDeal(IllegalAction):
    """A deal the rules of the game do not allow (cards missing, repeated or to the wrong seat)."""


class HouseRuleError(ValueError):
    """A house rule outside its range; ``rule`` names it."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


class MustBeat(IllegalAction):
    """A seat that could beat the card heading the trick played one that does not (the
    must-beat rule of the trump games, ``engine.trumps``): the base of :class:`MustHeadTrick`
    and :class:`MustOvertrump`.

    ``best`` is the card heading the trick, ``allowed`` the cards of the seat's hand that the
    rule lets it play (those that beat ``best``), for a table to point at.
    """

    verb = "beat"

    def __init__(
        self,
        seat: int,
        card: Card,
        best: Card,
        allowed: tuple[Card, ...],
        said: tuple[str, str] | None = None,
    ) -> None:
        self.seat = seat
        self.card = card
        self.best = best
        self.allowed = allowed
        best_text, card_text = said if said is not None else (code(best), code(card))
        super().__init__(f"seat {seat} must {self.verb} {best_text} but played {card_text}")


class MustHeadTrick(MustBeat):
    """A seat following suit played a card lower than the one heading the trick while it held
    a higher card of the suit led.

    >>> str(MustHeadTrick(1, 5, 1, (0,)))
    'seat 1 must head the trick over Rc but played 6c'
    """

    verb = "head the trick over"


class MustOvertrump(MustBeat):
    """A seat void in the suit led played a trump lower than the one heading the trick while it
    held a higher trump."""

    verb = "overtrump"


class MustTrump(IllegalAction):
    """A seat void in the suit led played a card that is not a trump while it held trumps.

    ``suit`` is the trump suit (the pack's own suit number), ``allowed`` the cards the rule lets
    the seat play.
    """

    def __init__(
        self,
        seat: int,
        suit: int,
        card: Card,
        allowed: tuple[Card, ...],
        said: tuple[str, str] | None = None,
    ) -> None:
        self.seat = seat
        self.suit = suit
        self.card = card
        self.allowed = allowed
        suit_text, card_text = said if said is not None else (SUIT_NAMES[suit], code(card))
        super().__init__(f"seat {seat} must play a trump ({suit_text}) but played {card_text}")
