"""What every game's seat view shares: the seat, the hands' sizes, the table, the dealer.

Each game's view (what its players are given) extends :class:`TableView` with its own fields
(lives, scores, bids, a partner…); a computer player of any game can read these without
knowing which game it is.
"""

from __future__ import annotations

from dataclasses import dataclass

from coteccio_gui.engine.cards import Card
from coteccio_gui.engine.events import Trick


@dataclass(frozen=True, slots=True)
class TableView:
    """What ``seat`` may know of the table right now, in every trick game."""

    seat: int
    """The seat whose view this is."""
    players: int
    """The seats at the table."""
    turn: int
    """The seat whose action is awaited, or -1."""
    hand: tuple[Card, ...]
    """This seat's own cards."""
    hand_sizes: tuple[int, ...]
    """How many cards each seat holds (the count is visible, the cards are not)."""
    trick: tuple[tuple[int, Card], ...]
    """The cards on the table: (seat, card) in the order played."""
    tricks: tuple[Trick, ...]
    """The finished tricks of this hand, face up."""
    dealer: int
    """The seat that dealt this hand."""
    leader: int
    """The seat that led (or leads) the trick on the table."""
    hands_played: int
    """The hands finished so far in the match."""
