"""Cöch (Cucco), the Bergamo partnership game of the Cucco pack: ``SPEC`` and the match."""

from coteccio_gui.games.coch.events import CochHandScored, CochMatchWon
from coteccio_gui.games.coch.match import CochMatch, CochPhase
from coteccio_gui.games.coch.rules import PRESETS, CochRules
from coteccio_gui.games.coch.spec import SPEC, CochSpec
from coteccio_gui.games.coch.view import CochView
from coteccio_gui.games.coch.wire import WIRE

__all__ = [
    "WIRE",
    "PRESETS", "SPEC", "CochHandScored", "CochMatch", "CochMatchWon", "CochPhase",
    "CochRules", "CochSpec", "CochView",
]  # fmt: skip
