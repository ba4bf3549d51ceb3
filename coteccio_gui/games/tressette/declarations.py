"""Declarations (*buon gioco*): the combinations a hand may declare and score.

Four Threes, Twos or Aces score 4; three of them 3 (the missing suit named); a
*napoletana* (3-2-A of one suit) 3; a *napoletana decima* (all ten of a suit) wins the
game outright, the *collatondrione*.

>>> from coteccio_gui.engine.cards import card_from_code as c
>>> hand = [c(x) for x in ("3c", "3d", "3s", "2c", "Ac", "7b", "4b", "5d", "6d", "Fs")]
>>> [(d.combo.value, d.rank, d.suit, d.points) for d in declarations(hand)]
[('three', 8, 3, 3), ('napoletana', -1, 0, 3)]
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum
from typing import NamedTuple

from coteccio_gui.engine.cards import Card
from coteccio_gui.games.tressette.cards import ACE, THREE, TWO


class Combo(Enum):
    """A kind of declaration."""

    FOUR = "four"
    """All four Threes, Twos or Aces: 4 points."""
    THREE = "three"
    """Three of the Threes, Twos or Aces: 3 points; the missing suit is named."""
    NAPOLETANA = "napoletana"
    """The 3, 2 and Ace of one suit: 3 points."""
    DECIMA = "decima"
    """All ten cards of a suit: the game is won outright (collatondrione)."""


class Declaration(NamedTuple):
    """One declared combination: its kind, rank (of a four or three), suit, and points.

    ``rank`` is the engine's rank index of the Threes, Twos or Aces (-1 for a napoletana or
    decima); ``suit`` is the missing suit of a three, the suit of a napoletana or decima,
    -1 for a four.
    """

    combo: Combo
    rank: int
    suit: int
    points: int


def declarations(hand: Sequence[Card]) -> tuple[Declaration, ...]:
    """Every combination in ``hand``: fours and threes by rank (3, 2, Ace), then by suit."""
    have = set(hand)
    found: list[Declaration] = []
    for rank in (THREE, TWO, ACE):
        suits = [s for s in range(4) if s * 10 + rank in have]
        if len(suits) == 4:
            found.append(Declaration(Combo.FOUR, rank, -1, 4))
        elif len(suits) == 3:
            missing = next(s for s in range(4) if s not in suits)
            found.append(Declaration(Combo.THREE, rank, missing, 3))
    for s in range(4):
        if all(s * 10 + r in have for r in range(10)):
            found.append(Declaration(Combo.DECIMA, -1, s, 0))
        elif all(s * 10 + r in have for r in (THREE, TWO, ACE)):
            found.append(Declaration(Combo.NAPOLETANA, -1, s, 3))
    return tuple(found)


def shown_cards(d: Declaration) -> tuple[Card, ...]:
    """The cards a declaration shows to the table."""
    if d.combo is Combo.FOUR:
        return tuple(s * 10 + d.rank for s in range(4))
    if d.combo is Combo.THREE:
        return tuple(s * 10 + d.rank for s in range(4) if s != d.suit)
    if d.combo is Combo.NAPOLETANA:
        return tuple(d.suit * 10 + r for r in (THREE, TWO, ACE))
    return tuple(d.suit * 10 + r for r in range(10))
