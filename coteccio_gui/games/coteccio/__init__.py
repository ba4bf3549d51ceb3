"""Coteccio (Trieste), the trick-avoidance game of lives and the doctor, behind the game interface.

Build a :class:`Match` (or ``SPEC.start``), ``deal`` it with a ``random.Random``, ask
``legal_actions()``, ``apply`` an action and animate the events it returns; give computer
players only ``match.view(seat)``. The rules as played are in docs/rules.md.

Names load on first use (PEP 562), so the registry can name the game without loading its rules.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
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

_WHERE: dict[str, str] = {
    "Action": "actions",
    "Capotto": "actions",
    "CapottoChoice": "actions",
    "Doctor": "actions",
    "CapottoOffered": "events",
    "DoctorCalled": "events",
    "DoctorOffered": "events",
    "Event": "events",
    "HandAnnulled": "events",
    "HandOutcome": "events",
    "HandScored": "events",
    "LifeGained": "events",
    "LifeLost": "events",
    "LifeReason": "events",
    "MatchWon": "events",
    "OutReason": "events",
    "Restarted": "events",
    "SeatOut": "events",
    "Match": "match",
    "Phase": "phase",
    "MAX_PLAYERS": "rules",
    "MIN_PLAYERS": "rules",
    "PRESETS": "rules",
    "DoctorLimitPer": "rules",
    "HouseRules": "rules",
    "SPEC": "spec",
    "CoteccioSpec": "spec",
    "SeatView": "view",
    "seat_view": "view",
}
"""Each public name and the module of Coteccio that defines it."""


def __getattr__(name: str) -> Any:
    """A public name, imported from its module the first time it is asked for."""
    where = _WHERE.get(name)
    if where is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{where}"), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_WHERE))


__all__ = [
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
