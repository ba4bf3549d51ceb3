"""Cöch's own events (the deal, plays and tricks use the shared ``HandDealt``, ``CardPlayed``
and ``TrickWon``; a trick's points are in halves of a point)."""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.actions import Deal, Play
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon


class CochHandScored(NamedTuple):
    """A hand ended: each side's card points in halves, the recount if there was a 9½ tie,
    the side that won it (0: seats 0 and 2, 1: seats 1 and 3; ``None`` if nobody did) and
    the hands each side has won in the match so far."""

    halves: tuple[int, int]
    recount: tuple[int, int] | None
    side: int | None
    hands_won: tuple[int, int]


class CochMatchWon(NamedTuple):
    """A side has won ``target`` hands: the match is over; ``seats`` are its people."""

    side: int
    seats: tuple[int, ...]


CochAction: TypeAlias = Deal | Play
"""Every action of a Coch match."""
CochEvent: TypeAlias = HandDealt | CardPlayed | TrickWon | CochHandScored | CochMatchWon
"""Every event of a Coch match."""
