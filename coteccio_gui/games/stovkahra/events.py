"""What happens in Stovkahra besides the kernel's deal, card and trick events.

Events are small NamedTuples of numbers and enums, never text. A side is 0 (seats 0 and 2) or 1
(seats 1 and 3); its points are the game's running total toward 100, its brčka the series'.
The card points and the last trick's 6 are in the kernel's ``Trick.points``; a Seven's bonus
follows its trick as a :class:`SevenBonus`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon


class GameEnd(StrEnum):
    """How a game ended."""

    DOST_RIGHT = "dost_right"
    """A side said "dost" with 100 or more: it wins."""
    DOST_WRONG = "dost_wrong"
    """A side said "dost" under 100: the opponents win 2 brčka."""
    DEAL_PLAYED = "deal_played"
    """A deal was played out and a side had 100 (the house rule says which side wins)."""


class TrumpTurned(NamedTuple):
    """After the deal: the bottom card, shown to all and held by the dealer, makes its suit
    trumps; ``face_up`` are eldest's first three cards, dealt face up. ``cut`` is where a
    gathered pack was cut (0 for a shuffled one)."""

    dealer: int
    card: Card
    eldest: int
    face_up: tuple[Card, ...]
    cut: int


class Declared(NamedTuple):
    """A seat declared ``held`` cards of ``rank`` (3 or 4); ``points`` went to its side, whose game
    total is now ``total``."""

    seat: int
    rank: int
    held: int
    points: int
    total: int


class Passed(NamedTuple):
    """A seat ended its turn to declare."""

    seat: int


class SevenBonus(NamedTuple):
    """A Seven took trick ``number`` (from 0): ``points`` more for the winner's side (52 on the
    first trick, 10 on the next six, 20 on the last, 26 with the last trick's 6)."""

    seat: int
    number: int
    card: Card
    points: int


class Hundred(NamedTuple):
    """A side's game total reached 100 (``first``: before the other side's)."""

    side: int
    total: int
    first: bool


class DostCalled(NamedTuple):
    """A seat said "dost"; its side had ``total`` points, ``right`` if 100 or more."""

    seat: int
    total: int
    right: bool


class DealScored(NamedTuple):
    """A deal was played out: each side's points in it (cards, last trick, Sevens,
    declarations) and the game totals."""

    points: tuple[int, int]
    totals: tuple[int, int]


class GameWon(NamedTuple):
    """A game is over: the winning side, its seats, why, the brčka it wins and the game totals
    when play stopped."""

    side: int
    seats: tuple[int, ...]
    end: GameEnd
    brcka: int
    totals: tuple[int, int]


class Settled(NamedTuple):
    """The brčka of a game were settled: added to the winners' or (``subtract``) taken from
    the losers' down to 0; ``seat`` chose (-1 when there was nothing to choose). ``brcka`` are
    both sides' after it."""

    seat: int
    side: int
    subtract: bool
    amount: int
    brcka: tuple[int, int]


class SeriesOver(NamedTuple):
    """The series is over: the winning seats (none for a drawn series to 20) and how many
    series they won (2 in the variant to 20)."""

    winners: tuple[int, ...]
    series: int


Event: TypeAlias = (
    HandDealt
    | TrumpTurned
    | Declared
    | Passed
    | CardPlayed
    | TrickWon
    | SevenBonus
    | Hundred
    | DostCalled
    | DealScored
    | GameWon
    | Settled
    | SeriesOver
)
"""Every event of a Stovkahra match."""
