"""Rovescino, the trick-avoidance game of the Tressette family: its rules behind the game interface.

Build a :class:`Rovescino` (or ``SPEC.start``), ``deal`` it with a ``random.Random``, ask
``legal_actions()``, ``apply`` a :class:`Play` and animate the events it returns; give
computer players only ``match.view(seat)``. The rules as played are in docs/rules.md.
"""

from coteccio_gui.games.rovescino.events import (
    Deal,
    HandScored,
    MatchOver,
    MonteLaid,
    MonteTaken,
    Phase,
    Play,
    SeatEliminated,
    TieForLowest,
)
from coteccio_gui.games.rovescino.match import Rovescino
from coteccio_gui.games.rovescino.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRESETS,
    Fractions,
    LowestTie,
    RovescinoRules,
)
from coteccio_gui.games.rovescino.scoring import HAND_POINTS, TOTAL_THIRDS, hand_points
from coteccio_gui.games.rovescino.spec import SPEC, RovescinoSpec
from coteccio_gui.games.rovescino.view import RovescinoView, seat_view
from coteccio_gui.games.rovescino.wire import WIRE

__all__ = [
    "WIRE",
    "HAND_POINTS", "MAX_PLAYERS", "MIN_PLAYERS", "PRESETS", "SPEC", "TOTAL_THIRDS",
    "Deal", "Fractions", "HandScored", "LowestTie", "MatchOver", "MonteLaid", "MonteTaken",
    "Phase", "Play", "Rovescino", "RovescinoRules", "RovescinoSpec", "RovescinoView",
    "SeatEliminated", "TieForLowest", "hand_points", "seat_view",
]  # fmt: skip
