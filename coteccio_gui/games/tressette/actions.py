"""What a seat (or the dealer) does in Tressette and Tressette in due: one action, one event.

Card plays are NamedTuples with a ``card``; the choices with nothing but a seat are frozen
dataclasses, so that ``Declare(0) != Claim(0)`` (NamedTuples of equal fields compare equal).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card


class Phase(Enum):
    """What the match waits for."""

    DEAL = "deal"
    CALL = "call"
    """Eldest calls the Three of his partner (chiamata del Tre only)."""
    PLAY = "play"
    OVER = "over"


class Signal(Enum):
    """What the leader of a trick tells his partner, for every seat to hear."""

    BUSSO = "busso"
    """Knocks: win this trick if you can and return the suit."""
    VOLO = "volo"
    """Slides the card: it is my last (or only) card of this suit (the rules hold him to it)."""
    STRISCIO = "striscio"
    """Skims the card: this is my best suit (a house rule)."""


class Deal(NamedTuple):
    """The dealer deals: ten cards a seat and, for two players, the stock (first drawn first)."""

    hands: tuple[tuple[Card, ...], ...]
    stock: tuple[Card, ...] = ()


class Play(NamedTuple):
    """A seat plays a card; the leader of a trick may give a signal with it."""

    seat: int
    card: Card
    signal: Signal | None = None


@dataclass(frozen=True, slots=True)
class Declare:
    """*Buon gioco*: the seat will show and score every combination of its hand."""

    seat: int


@dataclass(frozen=True, slots=True)
class Annul:
    """A seat whose ten cards count under one point has the same dealer deal again."""

    seat: int


@dataclass(frozen=True, slots=True)
class Claim:
    """A seat says its side has reached the target now; the game ends, right or wrong."""

    seat: int


class Call(NamedTuple):
    """Eldest calls a card he lacks (a Three); its holder is his secret partner for the hand.

    A choice, not a card play (the called card stays where it is): hence ``called``.
    """

    seat: int
    called: Card


Action: TypeAlias = Deal | Play | Declare | Annul | Claim | Call
"""Every action of Tressette and Tressette in due."""
