"""The seats of a Coteccio hand as a seat sees them: who else plays, who is still to play."""

from __future__ import annotations

from coteccio_gui.games.coteccio import SeatView


def still_to_play(view: SeatView) -> tuple[int, ...]:
    """The seats that play to the current trick after this seat."""
    order = view.order
    i = order.index(view.seat)
    k = len(view.trick)  # this seat is the (k+1)-th to play
    lead_pos = (i - k) % len(order)
    return tuple(order[(lead_pos + j) % len(order)] for j in range(k + 1, len(order)))


def others(view: SeatView) -> tuple[int, ...]:
    """The other seats in this hand."""
    return tuple(s for s in view.order if s != view.seat)
