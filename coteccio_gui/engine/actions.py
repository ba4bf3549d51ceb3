"""The actions every trick game shares: the dealer deals, a seat plays a card."""

from __future__ import annotations

from typing import NamedTuple

from coteccio_gui.engine.cards import Card


class Deal(NamedTuple):
    """The dealer deals these hands: one per seat, empty for a seat that is out."""

    hands: tuple[tuple[Card, ...], ...]


class Play(NamedTuple):
    """A seat plays a card."""

    seat: int
    card: Card
