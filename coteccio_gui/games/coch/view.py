"""What one seat of Cöch may know: its hand, the face-up dummies, the table and the score.

A dummy's view is what its partner (who plays it) knows: the dummy's hand, the partner's
own hand and every face-up hand. A computer deciding for a dummy is given that view.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick


@dataclass(frozen=True, slots=True)
class CochView:
    """What ``seat`` may know of the match right now."""

    seat: int
    people: int
    target: int
    phase: str
    """``deal``, ``play`` or ``finished``."""
    turn: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]
    seen: tuple[tuple[Card, ...] | None, ...]
    """Per seat: its cards if this seat may see them (its own, its partner's when one of them
    is a dummy, every face-up hand), else ``None``."""
    hand_sizes: tuple[int, ...]
    legal: tuple[Card, ...]
    """The cards this seat may play now (empty unless it is its turn)."""
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    """The finished tricks of this hand, with their points in halves."""
    halves: tuple[int, int]
    """Card points each side has taken this hand, in halves (sides: seat % 2)."""
    hands_won: tuple[int, int]
    hands_played: int
    winner: int | None
