"""Zifuli's phases and own events (the deal, plays and tricks use the shared ``HandDealt``,
``CardPlayed`` and ``TrickWon``; a trick's points are in halves of a point).

None of them names the bidder's partner before the called card's twin is played: the
partner is told only by :class:`PartnerRevealed`.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple, TypeAlias

from coteccio_gui.engine.events import CardPlayed, HandDealt, TrickWon
from coteccio_gui.games.cucco.cards import Design
from coteccio_gui.games.cucco.scoring import SideResult


class ZifuliPhase(StrEnum):
    """What the match waits for."""

    DEAL = "deal"
    BID = "bid"
    PLAY = "play"
    FINISHED = "finished"


class BidMade(NamedTuple):
    """A seat called a design."""

    seat: int
    call: Design


class Passed(NamedTuple):
    """A seat passed."""

    seat: int


class BiddingWon(NamedTuple):
    """Everyone else passed: ``bidder`` plays with whoever holds the twin of ``call``."""

    bidder: int
    call: Design


class AllPassed(NamedTuple):
    """Nobody bid: the hand is thrown in, nobody pays, and the deal passes on."""

    dealer: int


class PartnerRevealed(NamedTuple):
    """The twin of the called card was played: ``partner`` is the bidder's partner, or the
    bidder's own seat when the bidder held both copies and plays alone."""

    bidder: int
    partner: int


class ZifuliHandScored(NamedTuple):
    """A hand ended: card points in halves (bidder's side, the others), the recount after a
    9½ tie, the result, what each seat won (+) or paid (−), and the balances now."""

    bidder: int
    partner: int
    halves: tuple[int, int]
    recount: tuple[int, int] | None
    result: SideResult
    payments: tuple[int, ...]
    balances: tuple[int, ...]


class ZifuliMatchOver(NamedTuple):
    """All the hands are played: the seats with the best balance win (none if all are equal)."""

    winners: tuple[int, ...]
    balances: tuple[int, ...]


ZifuliEvent: TypeAlias = (
    HandDealt
    | CardPlayed
    | TrickWon
    | BidMade
    | Passed
    | BiddingWon
    | AllPassed
    | PartnerRevealed
    | ZifuliHandScored
    | ZifuliMatchOver
)
"""Every event of a Zifuli match."""
