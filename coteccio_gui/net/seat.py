"""A seat's match at a network table (:class:`~coteccio_gui.seat_match.SeatMatch`): it lives below
the wire, where History also reads a match a guest left with it (screens know no wire)."""

from __future__ import annotations

from coteccio_gui.seat_match import Moves, SeatMatch

__all__ = ["Moves", "SeatMatch"]
