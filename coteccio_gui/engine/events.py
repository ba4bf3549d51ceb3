"""What happened at the table in every trick game: a deal, a card played, a trick won.

Events are small named tuples (cheap to make: the computer players simulate thousands of
hands) holding enums and numbers, never text. Each game adds its own beside these.
"""

from __future__ import annotations

from typing import NamedTuple

from coteccio_gui.engine.cards import Card


class Trick(NamedTuple):
    """A finished trick: who led, the plays in order, who won it and its points."""

    leader: int
    plays: tuple[tuple[int, Card], ...]
    winner: int
    points: int


class HandDealt(NamedTuple):
    """A hand was dealt; ``hands[s]`` is seat s's cards (empty for a seat that is out)."""

    dealer: int
    leader: int
    hands: tuple[tuple[Card, ...], ...]


class CardPlayed(NamedTuple):
    """A seat played a card to the trick."""

    seat: int
    card: Card


class TrickWon(NamedTuple):
    """A trick was won; ``number`` counts from 0, ``points`` include any last-trick bonus."""

    seat: int
    number: int
    trick: Trick
