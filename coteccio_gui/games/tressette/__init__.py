"""The Tressette family: Tressette (four players, with the chiamata del Tre as a house rule),
Tressette in due (two players, a stock) and their shared cards, declarations and rules.

This package's ``SPEC`` is Tressette's; Tressette in due's is ``DUE_SPEC``
(:mod:`coteccio_gui.games.tressette_in_due`). Terziglio lives in
:mod:`coteccio_gui.games.terziglio` and shares :mod:`~coteccio_gui.games.tressette.cards`.
"""

from coteccio_gui.games.tressette.spec import SPEC
from coteccio_gui.games.tressette.wire import WIRE

__all__ = ["WIRE", "SPEC"]
