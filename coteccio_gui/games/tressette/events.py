"""What happened in Tressette and Tressette in due, besides the shared dealing, playing and tricks.

The table animates the shared ``HandDealt``, ``CardPlayed`` and ``TrickWon`` and narrates
these. Points are whole points; thirds are only inside a ``Trick``.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.games.tressette.actions import Signal
from coteccio_gui.games.tressette.declarations import Declaration


class Special(Enum):
    """A hand or declaration that ends the game at once, and what it multiplies the stake by."""

    CAPPOTTO = "cappotto"
    """One side took every trick: twice the stake."""
    CAPPOTTONE = "cappottone"
    """One player took every trick: six times."""
    STRAMAZZO = "stramazzo"
    """One side took every counter but not every trick: three times."""
    STRAMAZZONE = "stramazzone"
    """One player took every counter, the other side a trick at least: eight times."""
    COLLATONDRIONE = "collatondrione"
    """A napoletana decima (all ten of a suit) declared: sixteen times."""


MULTIPLIER = {
    Special.CAPPOTTO: 2,
    Special.CAPPOTTONE: 6,
    Special.STRAMAZZO: 3,
    Special.STRAMAZZONE: 8,
    Special.COLLATONDRIONE: 16,
}
"""How many stakes each special event wins."""


class EndReason(Enum):
    """Why the game ended."""

    CLAIM_RIGHT = "claim_right"
    CLAIM_WRONG = "claim_wrong"
    TARGET = "target"
    """A hand was played out and a side had reached the target, more than the other."""
    SPECIAL = "special"


class Signalled(NamedTuple):
    """The leader gave a signal with the card he led."""

    seat: int
    card: Card
    signal: Signal


class GoodGame(NamedTuple):
    """A seat announced *buon gioco*: it will show its combinations after the first trick."""

    seat: int


class Declared(NamedTuple):
    """After the first trick a seat showed its combinations; ``points`` went to its side."""

    seat: int
    declarations: tuple[Declaration, ...]
    points: int


class Annulled(NamedTuple):
    """A seat annulled the hand; ``dealer`` deals again."""

    seat: int
    dealer: int


class Called(NamedTuple):
    """Eldest called this card: its holder is his partner, unknown until it is played."""

    seat: int
    card: Card


class PartnerRevealed(NamedTuple):
    """The called card was played: the partnership is known to every seat."""

    caller: int
    partner: int


class CardDrawn(NamedTuple):
    """Tressette in due: a seat drew this card from the stock, shown to both."""

    seat: int
    card: Card


class Claimed(NamedTuple):
    """A seat claimed; ``totals`` are its side's score then, ``right`` whether it had the target."""

    seat: int
    total: int
    right: bool


class HandScored(NamedTuple):
    """A hand was played out: whole points per seat (a side's points go to both its seats)."""

    points: tuple[int, ...]
    last_trick: int
    special: Special | None


class GameOver(NamedTuple):
    """The game is over: the winning seats, why, and the stakes they win."""

    winners: tuple[int, ...]
    reason: EndReason
    special: Special | None
    pool: int


Event: TypeAlias = (
    HandDealt
    | CardPlayed
    | TrickWon
    | Signalled
    | GoodGame
    | Declared
    | Annulled
    | Called
    | PartnerRevealed
    | CardDrawn
    | Claimed
    | HandScored
    | GameOver
)
"""Every event of a Tressette match (and of Tressette in due)."""
