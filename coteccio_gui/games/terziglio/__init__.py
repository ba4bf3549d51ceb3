"""Terziglio (Calabresella): Tressette for three, one soloist against two.

Shares the Tressette family's cards and points (:mod:`coteccio_gui.games.tressette.cards`).
"""

from coteccio_gui.games.terziglio.spec import SPEC
from coteccio_gui.games.terziglio.wire import WIRE

__all__ = ["WIRE", "SPEC"]
