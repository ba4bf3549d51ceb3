"""What lies on a network table besides the trick (the local table's ``spreads``): the stock
of Tressette in due and the last cards drawn from it, Rovescino's monte face down — read
from the seat's view into the values the local table's board keeps for them."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from coteccio_gui.ui.board.spreads import Spread
from coteccio_gui.ui.games.lying import spreads
from coteccio_gui.ui.net.seating import Seating


def lying(seating: Seating, state: dict[str, Any], tricks: int) -> tuple[Spread, ...]:
    """The spreads the view shows (``tricks``: the tricks of the hand shown so far)."""
    view, empty = state.get("view") or {}, seating.empty(state)
    if empty is None or not view or seating.game not in ("tressette-in-due", "rovescino"):
        return ()  # (Tressette's buon gioco cards are not read from the view yet)
    playing = view.get("phase") == "play"
    drawn = [(int(s), seating.read(c)) for s, c in view.get("drawn") or [] if c]
    board = SimpleNamespace(
        playing=playing,
        stock=int(view.get("stock") or 0),
        drawn=drawn[-2:] if playing and len(drawn) == 2 * tricks else (),  # this trick's
        shown={},
        monte=int(view.get("monte_size") or 0) if playing else 0,
    )
    try:
        return tuple(spreads(empty, board, seating.names(state)))
    except (AttributeError, IndexError, TypeError):
        return ()
