"""What one seat of Zifuli may know: never the bidder's partner before it is revealed.

The partner knows he is the partner (he holds the twin of the called card), and a bidder
holding both copies knows he plays alone; nobody else learns the partnership until the
twin is played.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick
from coteccio_gui.engine.game import Action


@dataclass(frozen=True, slots=True)
class ZifuliView:
    """What ``seat`` may know of the match right now."""

    seat: int
    rounds: int
    phase: str
    """``deal``, ``bid``, ``play`` or ``finished``."""
    turn: int
    dealer: int
    leader: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    legal: tuple[Action, ...]
    """What this seat may do now (``Play``, ``Bid`` or ``Pass``); empty unless it is its turn."""
    bids: tuple[tuple[int, int | None], ...]
    """The bidding so far: (seat, design called, or ``None`` for a pass)."""
    bidder: int | None
    """The seat holding the standing (or winning) bid."""
    call: int | None
    """The design it called."""
    partner: int | None
    """The bidder's partner as far as this seat knows (the bidder's seat: alone), else ``None``."""
    revealed: bool
    """Whether everyone knows the partnership now."""
    trick: tuple[tuple[int, Card], ...]
    tricks: tuple[Trick, ...]
    """The finished tricks of this hand, with their points in halves."""
    taken: tuple[int, ...]
    """Card points each seat has taken this hand, in halves."""
    balances: tuple[int, ...]
    """Stakes each seat has won (+) or paid (−) in the match."""
    hands_played: int
    winners: tuple[int, ...] | None
    """The seats with the best balance once the match is over."""
