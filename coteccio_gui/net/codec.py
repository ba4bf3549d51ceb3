"""What a seat of a network table may see, written with its game's wire (``games.wire``).

Each game's view and events go to JSON through its :class:`~coteccio_gui.engine.wire.Wire`,
declared once by the game. What a seat may see (:class:`~coteccio_gui.engine.sight.Sight`):
the cards its own views have shown it since the last deal, plus the cards played face up to
the table; any other card in an event is written as ``null`` for that seat (a deal's other
hands become lists of nulls: the count is public).
"""

from __future__ import annotations

from functools import cache

from coteccio_gui import games
from coteccio_gui.engine.game import GameSpec
from coteccio_gui.engine.sight import Sight
from coteccio_gui.engine.wire import Wire

__all__ = ["Sight", "spec_of", "wire_of"]


@cache  # a table asks at every action: found once
def spec_of(name: str) -> GameSpec:
    """The spec of a game by name (``UnknownGame`` if there is none)."""
    return games.spec(name)


@cache
def wire_of(name: str) -> Wire:
    """The wire of a game by name (``UnknownGame`` if there is none)."""
    return games.wire(name)
