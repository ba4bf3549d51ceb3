"""What every game's seat view shares: the seat, the hands' sizes, the table, the dealer.

Each game's view (what its players are given) extends :class:`TableView` with its own fields
(lives, scores, bids, a partner…); a computer player of any game can read these without
knowing which game it is.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from coteccio_gui.engine.cards import SUIT_OF, Card
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

    @property
    def led_suit(self) -> int | None:
        """The suit led to the trick on the table, or ``None`` if it is empty."""
        return SUIT_OF[self.trick[0][1]] if self.trick else None


class TableState(Protocol):
    """What a match shows of its table: the state :func:`table_fields` reads."""

    @property
    def players(self) -> int:
        """The seats at the table."""
        ...

    @property
    def turn(self) -> int:
        """The seat whose action is awaited, or -1."""
        ...

    @property
    def hands(self) -> Sequence[Sequence[Card]]:
        """Every seat's cards."""
        ...

    @property
    def trick(self) -> Sequence[tuple[int, Card]]:
        """The cards on the table."""
        ...

    @property
    def tricks(self) -> Sequence[Trick]:
        """The finished tricks of this hand."""
        ...

    @property
    def dealer(self) -> int:
        """The seat that dealt this hand."""
        ...

    @property
    def leader(self) -> int:
        """The seat that led the trick on the table."""
        ...

    @property
    def hands_played(self) -> int:
        """The hands finished so far."""
        ...


def table_fields(m: TableState, seat: int) -> dict[str, Any]:
    """The :class:`TableView` fields of ``seat``'s view of ``m`` (its own hand as dealt), for
    a game's view to add its own to."""
    return {
        "seat": seat,
        "players": m.players,
        "turn": m.turn,
        "hand": tuple(m.hands[seat]),
        "hand_sizes": tuple(len(h) for h in m.hands),
        "trick": tuple(m.trick),
        "tricks": tuple(m.tricks),
        "dealer": m.dealer,
        "leader": m.leader,
        "hands_played": m.hands_played,
    }
