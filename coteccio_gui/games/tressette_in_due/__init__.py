"""Tressette in due (two players, a stock of twenty) as the list of games finds it."""

from coteccio_gui.games.tressette.spec import DUE_SPEC as SPEC
from coteccio_gui.games.tressette.wire import DUE_WIRE as WIRE

__all__ = ["SPEC", "WIRE"]
