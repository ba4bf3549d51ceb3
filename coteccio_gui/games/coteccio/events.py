"""What happened in Coteccio: the events an action returns, so the table can animate them.

The trick events every game shares (a deal, a card played, a trick won) are the engine's;
these are Coteccio's own: capotto, lives, the doctor, the match won.
"""

from __future__ import annotations

from enum import Enum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.events import CardPlayed, HandDealt, Trick, TrickWon


class LifeReason(Enum):
    """Why a life was lost or gained at the end of a hand."""

    MOST_POINTS = "most_points"
    """Lost: the most card points (or tied for the most)."""
    CAPOTTO_MADE = "capotto_made"
    """Gained: won all five tricks."""
    CAPOTTO_SUFFERED = "capotto_suffered"
    """Lost: another seat made capotto."""
    CAPOTTO_FAILED = "capotto_failed"
    """Lost: won the first four tricks, then lost the fifth."""
    CAPOTTO_SAVED = "capotto_saved"
    """Gained: beat the four-trick seat in the fifth trick."""


class HandOutcome(Enum):
    """How a scored hand was decided."""

    POINTS = "points"
    CAPOTTO_MADE = "capotto_made"
    CAPOTTO_SAVED = "capotto_saved"


class OutReason(Enum):
    """Why a seat at 0 lives left the match."""

    DECLINED_DOCTOR = "declined_doctor"
    NO_DOCTOR = "no_doctor"
    """The house rules have no doctor (limit 0)."""
    DOCTOR_LIMIT = "doctor_limit"
    """The doctor limit is used up."""
    TOO_FEW_ALIVE = "too_few_alive"
    """Fewer than two other seats are alive."""
    NO_POOL = "no_pool"
    """The match has no stake, so no pool and no doctor (RULES.md, from source 001)."""


class CapottoOffered(NamedTuple):
    """A seat won the first four tricks and must choose: annul or play the fifth."""

    seat: int


class HandAnnulled(NamedTuple):
    """The four-trick seat annulled the hand; the same dealer deals again."""

    seat: int
    dealer: int


class HandScored(NamedTuple):
    """A hand ended: card points per seat (with the last trick), and how it was decided."""

    points: tuple[int, ...]
    last_trick: int
    outcome: HandOutcome
    losers: tuple[int, ...]


class LifeLost(NamedTuple):
    """A seat lost a life; ``lives`` is what it has left."""

    seat: int
    lives: int
    reason: LifeReason


class LifeGained(NamedTuple):
    """A seat gained a life; ``lives`` is what it has now."""

    seat: int
    lives: int
    reason: LifeReason


class Restarted(NamedTuple):
    """Every seat died together: all seats start again with ``lives``; the pool stays."""

    lives: int


class DoctorOffered(NamedTuple):
    """A seat at 0 lives may call the doctor: its fee, the lives it gives, calls left."""

    seat: int
    fee: int
    lives: int
    calls_left: int


class DoctorCalled(NamedTuple):
    """A seat called the doctor, paid ``fee`` into the pool and now has ``lives``."""

    seat: int
    fee: int
    lives: int


class SeatOut(NamedTuple):
    """A seat at 0 lives is out of the match (until a restart)."""

    seat: int
    reason: OutReason


class MatchWon(NamedTuple):
    """One seat is left alive: it wins the match and takes the pool."""

    seat: int
    pool: int


Event: TypeAlias = (
    HandDealt
    | CardPlayed
    | TrickWon
    | CapottoOffered
    | HandAnnulled
    | HandScored
    | LifeLost
    | LifeGained
    | Restarted
    | DoctorOffered
    | DoctorCalled
    | SeatOut
    | MatchWon
)

__all__ = [
    "CapottoOffered",
    "CardPlayed",
    "DoctorCalled",
    "DoctorOffered",
    "Event",
    "HandAnnulled",
    "HandDealt",
    "HandOutcome",
    "HandScored",
    "LifeGained",
    "LifeLost",
    "LifeReason",
    "MatchWon",
    "OutReason",
    "Restarted",
    "SeatOut",
    "Trick",
    "TrickWon",
]
