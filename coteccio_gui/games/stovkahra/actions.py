"""What the dealer and the seats do in Stovkahra: one action, one record event.

The deal and the card play are the kernel's ``Deal`` and ``Play`` (a deal lists each hand in
the order its cards were dealt: eldest's first three are the face-up ones, the dealer's last is
the turned trump card). The other actions are frozen dataclasses, so that two of them with equal
fields never compare equal (``Pass(1) != Dost(1)``), as NamedTuples would.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import TypeAlias

from coteccio_gui.engine.actions import Deal, Play


class Phase(StrEnum):
    """What the match waits for."""

    DEAL = "deal"
    DECLARE = "declare"
    """Before the first lead: each seat in turn from the dealer's left declares or passes."""
    PLAY = "play"
    SETTLE = "settle"
    """A game is won and the losers hold brčka: the winners add or subtract."""
    OVER = "over"


@dataclass(frozen=True, slots=True)
class Declare:
    """The seat declares its three or four cards of ``rank`` (a ``Rank``; not 9s nor 8s)."""

    seat: int
    rank: int


@dataclass(frozen=True, slots=True)
class Pass:
    """The seat ends its turn to declare (having declared or not)."""

    seat: int


@dataclass(frozen=True, slots=True)
class Dost:
    """ "Dost" (enough): the seat, having just declared or won a trick, stops the game."""

    seat: int


@dataclass(frozen=True, slots=True)
class Settle:
    """The winners of a game settle: add the brčka to their own (``subtract`` false) or take
    them from the losers' (down to 0)."""

    seat: int
    subtract: bool


Action: TypeAlias = Deal | Declare | Pass | Dost | Play | Settle
"""Every action of a Stovkahra match."""

__all__ = ["Action", "Deal", "Declare", "Dost", "Pass", "Phase", "Play", "Settle"]
