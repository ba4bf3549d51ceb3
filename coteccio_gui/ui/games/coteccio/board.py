"""Coteccio's board: what its panels and info box show, as the events are shown."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Board:
    """What Coteccio's panels and info box show: it lags the match by the events not shown."""

    lives: list[int]
    pool: int
    taken: list[int]
    won: list[int]
    """Tricks each seat has taken this hand (its points show once it has one)."""
    scored: int
    """Hands scored so far."""
    hand: int
    """The number of the hand shown (the summary of hand 3 shows under "Hand 3")."""
    doctor_calls: int
    doctor_seat: int = -1
    """The seat offered the doctor now (at 0 lives but not out yet)."""
    pool_won: bool = False
    """The match is won and the winner has taken the pool."""
