"""Coteccio (Trieste), the trick-avoidance game of lives and the doctor, behind the game interface.

Build a :class:`Match` (or ``SPEC.start``), ``deal`` it with a ``random.Random``, ask
``legal_actions()``, ``apply`` an action and animate the events it returns; give computer
players only ``match.view(seat)``. The rules as played are in docs/rules.md.
"""

from __future__ import annotations

from coteccio_gui.games.coteccio.actions import Action, Capotto, CapottoChoice, Doctor
from coteccio_gui.games.coteccio.events import (
    CapottoOffered,
    DoctorCalled,
    DoctorOffered,
    Event,
    HandAnnulled,
    HandOutcome,
    HandScored,
    LifeGained,
    LifeLost,
    LifeReason,
    MatchWon,
    OutReason,
    Restarted,
    SeatOut,
)
from coteccio_gui.games.coteccio.match import Match
from coteccio_gui.games.coteccio.phase import Phase
from coteccio_gui.games.coteccio.rules import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    PRESETS,
    DoctorLimitPer,
    HouseRules,
)
from coteccio_gui.games.coteccio.spec import SPEC, CoteccioSpec
from coteccio_gui.games.coteccio.view import SeatView, seat_view
from coteccio_gui.games.coteccio.wire import WIRE

__all__ = [
    "WIRE",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "PRESETS",
    "SPEC",
    "Action",
    "Capotto",
    "CapottoChoice",
    "CapottoOffered",
    "CoteccioSpec",
    "Doctor",
    "DoctorCalled",
    "DoctorLimitPer",
    "DoctorOffered",
    "Event",
    "HandAnnulled",
    "HandOutcome",
    "HandScored",
    "HouseRules",
    "LifeGained",
    "LifeLost",
    "LifeReason",
    "Match",
    "MatchWon",
    "OutReason",
    "Phase",
    "Restarted",
    "SeatOut",
    "SeatView",
    "seat_view",
]
